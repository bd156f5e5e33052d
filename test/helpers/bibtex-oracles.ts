// Outside BibTeX parsers used as test oracles: biber (Debian), python3-bibtexparser (Debian), and the field names as
// written. Shared by test/exports/bibtex-validators.test.ts and scripts/check-bibtex.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Store } from '../../src/store/connection.ts';
import { findPapers } from '../../src/papers/queries.ts';
import { loadCards } from '../../src/cards/card-data.ts';
import { toRecord, type ExportRecord } from '../../src/exports/record.ts';

/** biber, when installed (`.ci/run` installs it; under CI=true its absence is a failure, not a skip). */
export function hasBiber(): boolean {
  try {
    execFileSync('biber', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('biber is not installed: .ci/run installs it (apt-get install biber)');
    return false;
  }
}

/** Debian's python3-bibtexparser, when installed (as hasBiber: installed by `.ci/run`). */
export function hasBibtexparser(): boolean {
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
export function bibtexparserEntries(bib: string): [string, string[]][] {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', BIBTEXPARSER], { input: bib, encoding: 'utf8', maxBuffer: 1 << 28 })) as [string, string[]][];
}

/** biber's ERROR lines for a .bib text, read in its --tool mode (parse, no document). */
export function biberErrors(bib: string): string[] {
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
export function writtenFields(bib: string): string[][] {
  return bib.split(/\n(?=@)/).filter((e) => e.startsWith('@')).map((e) => [...e.matchAll(/^ {2}(\w+)\s+= \{/gm)].map((m) => m[1].toLowerCase()));
}

/** Every stored paper as an export record (cards without an LLM), in id order, read 500 at a time. */
export async function allRecords(store: Store): Promise<ExportRecord[]> {
  const ids = (await store.db.selectFrom('papers').select('id').orderBy('id').execute()).map((r) => r.id);
  const out: ExportRecord[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await loadCards(store, await findPapers(store, ids.slice(i, i + 500)), { llmConfigured: false })).map(toRecord));
  return out;
}
