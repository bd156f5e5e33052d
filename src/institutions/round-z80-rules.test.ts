import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { parseAffiliation } from './parse-affiliation.ts';

// Round z80: the rules here come from the round's design misses (docs/affiliations.md, round z80: an IEEE note whose address runs on
// with "(Corresponding author: …)" in parentheses, and an Elsevier address naming a department by a list of fields written with a
// comma before its "and"). Each test fails without its rule (checked against the code before the round), or guards what must not
// change. Names, places and organisations are made up.

const found = (text: string) => matchAffiliation(text).map((r) => [r.name_en, r.country, r.unit_en]);
const pieces = (text: string) => parseAffiliation(text).parts.map((p) => [p.text, p.kind]);

describe('round z80: a corresponding-author note in parentheses ends the address', () => {
  it('reads the laboratory, not the note, after "China." and a parenthesised note', () => {
    expect(found('Harbourline Key Laboratory of Quiet Signal Processing, Elmford 100200, China. (Corresponding author: Lena Marsh.)')).toEqual([
      ['Harbourline Key Laboratory of Quiet Signal Processing', 'CN', null],
    ]);
  });
  it('also with no full stop before the parenthesis', () => {
    expect(parseAffiliation('Westbrook Institute of Tides, Dunmere, Norway (Corresponding author: Lena Marsh)').text).toBe('Westbrook Institute of Tides, Dunmere, Norway');
  });
  it('unchanged: a note sentence after a full stop is cut as before, and a parenthesis that is no note stays', () => {
    expect(parseAffiliation('Westbrook Institute of Tides, Dunmere, Norway. Corresponding author: Lena Marsh').text).toBe('Westbrook Institute of Tides, Dunmere, Norway');
    expect(parseAffiliation('Westbrook Institute of Tides (WIT), Dunmere, Norway').text).toBe('Westbrook Institute of Tides (WIT), Dunmere, Norway');
  });
});

describe('round z80: a department named by a list of fields with a serial comma', () => {
  it('keeps "Department of A, B, and C" one unit, so no field is read as an organisation', () => {
    expect(pieces('Department of Orchards, Meadows, and Hedgerows, Elmford, Norway')).toEqual([
      ['Department of Orchards, Meadows, and Hedgerows', 'unit'],
      ['Elmford', 'place'],
      ['Norway', 'country'],
    ]);
    expect(found('Department of Orchards, Meadows, and Hedgerows, Bergen, Norway')).toEqual([]);
  });
  it('the unit stays the unit of the university after it', () => {
    expect(found('School of Rivers, Lakes, and Tides, Westbrook University, Dunmere, Norway')).toEqual([
      ['Westbrook University', 'NO', 'School of Rivers, Lakes, and Tides'],
    ]);
  });
  it('unchanged: a list without a serial comma, an "and" that opens an organisation, and a place before an "and" piece', () => {
    expect(pieces('Department of Orchards, Meadows and Hedgerows, Elmford, Norway')[0]).toEqual(['Department of Orchards, Meadows and Hedgerows', 'org']);
    expect(pieces('Department of Orchards, Elmford, and Westbrook University, Norway').map((p) => p[0])).toEqual([
      'Department of Orchards', 'Elmford', 'and Westbrook University', 'Norway',
    ]);
  });
});
