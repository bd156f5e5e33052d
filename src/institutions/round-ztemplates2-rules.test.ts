import { describe, expect, it } from 'vitest';
import { cellAffiliations, joinAffiliation } from './pdf-front-matter.ts';

// Round ztemplates2's rules (branch ztemplates2), from round ztemplates' acmart misses: a unit's field wrapped by a narrow author
// column before its last word, and a unit named for a field that carries a donor's name, over its university's line. Made-up names.

describe('a unit\'s field wrapped before its last word', () => {
  it('"Centre for Marine" / "Geochemistry": the lone word ends the field (the field so far ends in no field noun)', () => {
    expect(joinAffiliation(['Hartley Centre for Marine', 'Geochemistry'])).toBe('Hartley Centre for Marine Geochemistry');
  });
  it('guard: under a field that ends in its noun, a lone word is another piece', () => {
    expect(joinAffiliation(['Department of Physics', 'Quillmore'])).toBe('Department of Physics, Quillmore');
  });
  it('guard: a lone place, country or registry name under an unfinished field stays a piece of its own', () => {
    expect(joinAffiliation(['Institute for Applied', 'Germany'])).toBe('Institute for Applied, Germany');
    expect(joinAffiliation(['Laboratory of Quantum', 'Stanford'])).toBe('Laboratory of Quantum, Stanford');
  });
});

describe('a donor-named unit for a field over its university line', () => {
  it('"Hartley Centre for Marine" / "Geochemistry" / a university / its place: one affiliation, the centre a unit of the university', () => {
    expect(cellAffiliations(['Hartley Centre for Marine', 'Geochemistry', 'University of Bristol', 'Bristol, United Kingdom']))
      .toEqual(['Hartley Centre for Marine Geochemistry, University of Bristol, Bristol, United Kingdom']);
    expect(cellAffiliations(['Hartley Centre for Marine Geochemistry', 'University of Bristol', 'Bristol, United Kingdom']))
      .toEqual(['Hartley Centre for Marine Geochemistry, University of Bristol, Bristol, United Kingdom']);
  });
  it('guard: a proper name and its kind with no field ("Vector Institute") under a university is a second affiliation', () => {
    expect(cellAffiliations(['University of Toronto', 'Vector Institute', 'Toronto, Canada'])).toHaveLength(2);
  });
});

describe('timing', () => {
  it('a 4,000-character made-up line under an unfinished field joins in well under 500 ms', () => {
    const long = `Centre for ${'Marine '.repeat(570)}`.trim();
    const t = performance.now();
    joinAffiliation([long, 'Geochemistry']);
    cellAffiliations([long, 'Geochemistry', 'University of Bristol']);
    expect(performance.now() - t).toBeLessThan(500);
  });
});
