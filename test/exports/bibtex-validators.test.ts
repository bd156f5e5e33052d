import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '@retorquere/bibtex-parser';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { SAMPLE_FILE } from '../../src/main.ts';
import { findPapers } from '../../src/papers/queries.ts';
import { loadCards } from '../../src/cards/card-data.ts';
import { toRecord, type ExportRecord } from '../../src/exports/record.ts';
import { bibtexEntry } from '../../src/exports/bibtex.ts';

/** biber, when installed (`.ci/run` installs it; under CI=true its absence is a failure, not a skip). */
function hasBiber(): boolean {
  try {
    execFileSync('biber', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('biber is not installed: .ci/run installs it (apt-get install biber)');
    return false;
  }
}

/** Debian's python3-bibtexparser, when installed (as hasBiber: installed by `.ci/run`). */
function hasBibtexparser(): boolean {
  try {
    execFileSync('/usr/bin/python3', ['-c', 'import bibtexparser'], { stdio: 'pipe' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('python3-bibtexparser is not installed: .ci/run installs it');
    return false;
  }
}

const BIBTEXPARSER = `import sys, json, bibtexparser
db = bibtexparser.loads(sys.stdin.read())
print(json.dumps([[e['ID'], sorted(k for k in e if k not in ('ID', 'ENTRYTYPE'))] for e in db.entries]))`;

/** What bibtexparser reads: each entry's key and field names. */
function bibtexparserEntries(bib: string): [string, string[]][] {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', BIBTEXPARSER], { input: bib, encoding: 'utf8', maxBuffer: 1 << 28 })) as [string, string[]][];
}

/** biber's ERROR lines for a .bib text, read in its --tool mode (parse, no document). */
function biberErrors(bib: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-biber-'));
  const file = path.join(dir, 'export.bib');
  fs.writeFileSync(file, bib);
  let out: string;
  try {
    out = execFileSync('biber', ['--tool', `--output-file=${path.join(dir, 'out.bib')}`, file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    out = String((err as { stdout?: string }).stdout ?? err);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return out.split('\n').filter((l) => l.startsWith('ERROR'));
}

/** Field names of each entry as written (lower case), read with the case-insensitive grammar BibTeX uses. */
function writtenFields(bib: string): string[][] {
  return bib.split(/\n(?=@)/).filter((e) => e.startsWith('@')).map((e) => [...e.matchAll(/^ {2}(\w+)\s+= \{/gm)].map((m) => m[1].toLowerCase()));
}

/** Characters whose escaping BibTeX and LaTeX care about, and anything outside ASCII. */
const SPECIAL = /[\\{}$%#&_~^]|[^\x00-\x7f]/;

/** The sample papers worth a parser's time: every one whose exported fields hold a special character (599 of 7,206), and every 10th other one. */
function worthParsing(records: ExportRecord[]): ExportRecord[] {
  return records.filter((r, i) => SPECIAL.test(JSON.stringify([r.title, r.authors, r.comments, r.journal_ref, r.doi])) || i % 10 === 0);
}

describe('BibTeX of sample papers passes real BibTeX parsers', () => {
  let t: TestStore;
  let records: ExportRecord[];
  let bib: string;
  beforeAll(async () => {
    t = await createTestStore('sqlite');
    await importFile(t.store, SAMPLE_FILE);
    const ids = (await t.store.db.selectFrom('papers').select('id').orderBy('id').execute()).map((r) => r.id);
    records = [];
    for (let i = 0; i < ids.length; i += 500) records.push(...(await loadCards(t.store, await findPapers(t.store, ids.slice(i, i + 500)), { llmConfigured: false })).map(toRecord));
    records = worthParsing(records);
    bib = records.map(bibtexEntry).join('');
  }, 600_000);
  afterAll(async () => { await t.drop(); });

  it('parses with @retorquere/bibtex-parser: no errors, one entry per paper, no phantom fields', () => {
    expect(records.length).toBeGreaterThan(1000);
    const lib = parse(bib, { sentenceCase: false, unsupported: 'ignore' });
    expect(lib.errors).toEqual([]);
    expect(lib.entries).toHaveLength(records.length);
    const written = writtenFields(bib);
    lib.entries.forEach((e, i) => expect(Object.keys(e.fields).map((f) => f.toLowerCase()).sort(), e.key).toEqual([...written[i]].sort()));
  });

  it('keeps the real ICML 2026 workshop comment with a lone "}" inside its note', () => {
    const rec = records.find((r) => (r.comments ?? '').includes('(SPIGM)}'))!;
    expect(rec).toBeTruthy();
    const entry = bibtexEntry(rec);
    const lib = parse(entry, { sentenceCase: false, unsupported: 'ignore' });
    expect(lib.errors).toEqual([]);
    expect(lib.entries[0].fields.note).toContain('(SPIGM)}, Seoul');
    expect(lib.entries[0].fields.year).toBeTruthy();
  });

  it.skipIf(!hasBibtexparser())('parses with python3-bibtexparser: every entry kept, with exactly its fields', () => {
    const got = bibtexparserEntries(bib);
    const written = writtenFields(bib);
    expect(got).toHaveLength(records.length);
    got.forEach(([key, fields], i) => expect(fields, key).toEqual([...written[i]].map((f) => f.toLowerCase()).sort()));
    expect(bibtexparserEntries('@misc{a,\n  note = {x (SPIGM)\\}, Seoul},\n  year = {2026}\n}\n')).toEqual([]);
  }, 300_000);

  it.skipIf(!hasBiber())('parses with biber (the biblatex back end) without an error', () => {
    expect(biberErrors(bib)).toEqual([]);
    // The oracle can fail: the old escaping of a lone brace (\}) is a syntax error for biber.
    expect(biberErrors('@misc{a,\n  note = {x (SPIGM)\\}, Seoul},\n  year = {2026}\n}\n').length).toBeGreaterThan(0);
  }, 300_000); // biber reads about 130 entries a second on an idle machine
});
