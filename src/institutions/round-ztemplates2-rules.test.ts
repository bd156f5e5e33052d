import { describe, expect, it } from 'vitest';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { cellAffiliations, joinAffiliation, linesFrontMatter, UNIT_FOR_FIELD, UNIT_OF_FIELD } from './pdf-front-matter.ts';
import { countryCode } from './countries.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round ztemplates2's rules (branch ztemplates2), from round ztemplates' acmart misses: a unit's field wrapped by a narrow author
// column before its last word, and a unit named for a field that carries a donor's name, over its university's line; from its CVPR
// misses: author cards stacked one under another with a skip of about 1.4 line steps. Made-up names.

/** A page from [text, baseline, size, x?] runs (US letter). */
function page(runs: [string, number, number, number?][]) {
  const rs: TextRun[] = runs.map(([str, y, size, x]) => ({ str, x: x ?? 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(rs), 792, 612);
}
const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);

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

describe('a university\'s academy or college named for its fields, over the university\'s line', () => {
  it('"Academy for Marine Science and" / "Ecology" / a university: one affiliation', () => {
    expect(cellAffiliations(['Academy for Marine Science and', 'Ecology', 'Eastmoor University', 'Eastmoor, China']))
      .toEqual(['Academy for Marine Science and Ecology, Eastmoor University, Eastmoor, China']);
  });
  it('"Marine Science and Ecology" / "College" / a university: one affiliation (fields joined by "and" before the kind)', () => {
    expect(cellAffiliations(['Marine Science and Ecology', 'College', 'Eastmoor University', 'Eastmoor, China']))
      .toEqual(['Marine Science and Ecology College, Eastmoor University, Eastmoor, China']);
  });
  it('guard: an academy or college the registry holds stays an organisation of its own', () => {
    expect(cellAffiliations(['Chinese Academy of Sciences', 'Peking University', 'Beijing, China'])).toHaveLength(2);
    expect(cellAffiliations(['Boston College', 'Harvard University', 'Boston, USA'])).toHaveLength(2);
  });
});

describe('a country written with initials run into its word ("P.R.China")', () => {
  it('is the country, as the spaced form is: the card\'s place line, not a second organisation', () => {
    expect(countryCode('P.R.China')).toBe('CN');
    expect(cellAffiliations(['Eastmoor University', 'Eastmoor, P.R.China'])).toEqual(['Eastmoor University, Eastmoor, P.R.China']);
  });
  it('guard: dotted words that name no country stay none; the forms read before read as before', () => {
    expect(countryCode('St.Albans')).toBeNull();
    expect(countryCode('P.R. China')).toBe('CN');
    expect(countryCode('U.K.')).toBe(countryCode('UK'));
  });
});

describe('PDF: author cards stacked in one size a little more than a line step apart (CVPR\'s \\and cards)', () => {
  /** Cards of [name, unit, institution] set 11 points a line, `skip` points between one card's last line and the next name. */
  const stacked = (skip: number) => {
    const cards = [['Lena Vogel', 'School of Law', 'Eastmoor University'], ['Kai Sun', 'Faculty of Music', 'Westbrook College']];
    const runs: [string, number, number, number?][] = [['Notes on Tidal Flats', 710, 14, 210]];
    let y = 670;
    for (const card of cards) { for (const t of card) { runs.push([t, y, 10, 300 - t.length * 2.5]); y -= 11; } y += 11 - skip; }
    runs.push(['Abstract', 560, 12, 280], ['We measure the flats at each tide and give the rate at which their mud is laid down.', 540, 10, 108]);
    return page(runs);
  };
  it('a name after a skip of 1.4 line steps opens the next author\'s card', () => {
    expect(pairs(stacked(15.5))).toEqual([
      ['Lena Vogel', ['School of Law, Eastmoor University']],
      ['Kai Sun', ['Faculty of Music, Westbrook College']],
    ]);
  });
  it('guard: at a skip of 1.2 line steps (spacing that varies a little) the line is read as before', () => {
    expect(pairs(stacked(13.2))).toEqual(pairs(stacked(11)));
  });
});

describe('timing', () => {
  it('a 4,000-character made-up line under an unfinished field joins in well under 500 ms', () => {
    const long = `Centre for ${'Marine '.repeat(570)}`.trim();
    cellAffiliations(['Centre for Marine', 'Geochemistry', 'Eastmoor University']); // the registry loaded before the clock starts
    const t = cpuNow();
    joinAffiliation([long, 'Geochemistry']);
    cellAffiliations([long, 'Geochemistry', 'University of Bristol']);
    expect(cpuNow() - t).toBeLessThan(500);
  });
  it('the unit patterns and the country lookup on 4,000-character made-up lines (the patterns exported for this guard)', () => {
    const t = cpuNow();
    for (const x of [`${'Marine and '.repeat(364)}College`, `${'Marine and '.repeat(364)}`, `Academy for ${'Marine '.repeat(570)}`, `${'Marine '.repeat(570)}Academy`]) {
      UNIT_OF_FIELD.test(x); UNIT_FOR_FIELD.test(x);
    }
    countryCode('P.R.'.repeat(1000)); countryCode(`${'P.'.repeat(1995)}China`);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
