import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { genericHint, YEAR_TAG_READERS } from './generic-venue.ts';

// The cheap first test before the generic shapes, split into its plain words and its shapes: one phrase of each kind.
describe('genericHint', () => {
  it.each([
    'Accepted at FOO 2026', 'to appear in the proceedings', 'under review at FOO', 'conference submission', 'extended version of our paper',
    'ICDM 2025 oral', 'Short paper. DEMI Workshop.', 'IEEE ICME 2025', "FOO'25", 'SPIE Medical Imaging 2026',
    'MT Summit 2025', 'World Forum on Internet of Things',
  ])('%j may name a venue', (text) => expect(genericHint(text)).toBe(true));
  it.each(['12 pages, 3 figures', 'v2: typos corrected', ''])('%j names none', (text) => expect(genericHint(text)).toBe(false));
});

// genericVenue tries only the yearless tag readers on a clause without two digits in a row: every reader marked as
// needing a year reads some real clause of the labelled sets, and none reads any of them once its digits are removed.
describe('tag readers that need a year', () => {
  const dir = path.resolve(import.meta.dirname, '../../test/fixtures/venues');
  const clauses = fs.readdirSync(dir).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.trim()).flatMap((line) => ((JSON.parse(line) as { comments?: string | null }).comments ?? '').split(/[.;]\s+/).map((c) => c.trim()));
  it.each([...YEAR_TAG_READERS])('%s', (_name, read) => {
    expect(clauses.some((c) => read(c, null) !== null)).toBe(true);
    expect(clauses.filter((c) => read(c.replace(/\d/g, ''), null) !== null)).toEqual([]);
  });
});
