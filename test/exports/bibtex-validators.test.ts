import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '@retorquere/bibtex-parser';
import { createSampleStore, type TestStore } from '../helpers/stores.ts';
import type { ExportRecord } from '../../src/exports/record.ts';
import { bibtexEntry } from '../../src/exports/bibtex.ts';
import { allRecords, bibtexparserEntries, biberErrors, hasBiber, hasBibtexparser, writtenFields } from '../helpers/bibtex-oracles.ts';

/** Characters whose escaping BibTeX and LaTeX care about, and anything outside ASCII. */
const SPECIAL = /[\\{}$%#&_~^]|[^\x00-\x7f]/;

/** The sample papers worth a slow parser's time (biber, bibtexparser; `npm run check:bibtex` runs them on all): every one whose exported fields hold a special character (599 of 7,206), and every 40th other one. */
function worthParsing(records: ExportRecord[]): ExportRecord[] {
  return records.filter((r, i) => SPECIAL.test(JSON.stringify([r.title, r.authors, r.comments, r.journal_ref, r.doi])) || i % 40 === 0);
}

describe('BibTeX of sample papers passes real BibTeX parsers', () => {
  let t: TestStore;
  let all: ExportRecord[];
  let records: ExportRecord[];
  let bib: string;
  beforeAll(async () => {
    t = await createSampleStore('sqlite');
    all = await allRecords(t.store);
    records = worthParsing(all);
    bib = records.map(bibtexEntry).join('');
  }, 600_000);
  afterAll(async () => { await t.drop(); });

  it('parses with @retorquere/bibtex-parser: no errors, one entry per paper of the whole sample, no phantom fields', () => {
    expect(all.length).toBeGreaterThan(7000);
    expect(records.length).toBeGreaterThan(700);
    const allBib = all.map(bibtexEntry).join('');
    const lib = parse(allBib, { sentenceCase: false, unsupported: 'ignore' });
    expect(lib.errors).toEqual([]);
    expect(lib.entries).toHaveLength(all.length);
    const written = writtenFields(allBib);
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
