import { describe, expect, it } from 'vitest';
import { joinWrapped, parseAuthorBlock } from './author-block.ts';
import { bodyAfterHost, cityPostcodeAfterName, matchAffiliation } from './match.ts';
import { loadRegistry } from './registry.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round ztemplates7's rules (branch ztemplates7), from its design misses: a key laboratory's or engineering centre's name broken by a
// comma before its host in parentheses, or its ministry run on after the parenthesis with no comma; ICML's affiliation marks run
// together into four digits or more; a legend's town the registry lacks under a name that ends in an organisation's kind; a two-word
// university or a unit read as an address for the postcode its line break ran into it; a unit's field wrapped before "… and
// Technologies". Made-up laboratories and towns; the hosts and
// cities are registry names (the rules ask the registry).

const reg = loadRegistry();
const orgs = (t: string) => matchAffiliation(t).map((r) => [r.name_en, r.unit_en]);

describe('a unit whose name a comma broke before its host in parentheses is that host\'s unit', () => {
  it('"…, Survey and Management (Nanjing University), Ministry of Education": the university, the ministry no organisation', () => {
    expect(orgs('Engineering Research Center of Tidal Ledgers, Survey And Management (Nanjing University), Ministry of Education, China').map((r) => r[0]))
      .toEqual(['Nanjing University']);
    expect(orgs('Key Laboratory of Tidal Sensing and Its, Coastal Applications (Nanjing University), Ministry of Education, China').map((r) => r[0]))
      .toEqual(['Nanjing University']);
  });
  it('guard: a company named before a parenthesis, and a place in parentheses, are read as before', () => {
    expect(orgs('Quokka Robotics Inc. (Nanjing University), China').map((r) => r[0])).not.toEqual(['Nanjing University']);
    expect(orgs('Quokka Tidal Works (Beijing), China').map((r) => r[0])).toEqual(['Quokka Tidal Works (Beijing)']);
  });
});

describe('a ministry run on after a host in parentheses is a piece of its own', () => {
  it('"Key Laboratory of … (Nanjing University) Ministry of Education": the university, with the ministry as with a comma', () => {
    expect(orgs('Key Laboratory of Tidal Sensing (Nanjing University) Ministry of Education, China').map((r) => r[0])).toEqual(['Nanjing University']);
    expect(bodyAfterHost({ text: 'Key Laboratory of Tides (Nanjing University) Ministry of Education', kind: 'unit' }))
      .toEqual([{ text: 'Key Laboratory of Tides (Nanjing University)', kind: 'unit' }, { text: 'Ministry of Education', kind: 'org' }]);
  });
  it('guard: words after a parenthesis that name no government body stay in the piece', () => {
    expect(bodyAfterHost({ text: 'Quokka (Tidal) Research Center', kind: 'org' })).toEqual([{ text: 'Quokka (Tidal) Research Center', kind: 'org' }]);
  });
});

describe('ICML\'s marks run together into four digits or more', () => {
  const read = (t: string) => parseAuthorBlock(t).map((a) => [a.name, a.affiliations.length]);
  const legend = '⟦1⟧Quokka University, Oslo\n⟦2⟧Zebra Institute of Technology, Oslo\n⟦3⟧Tidal Research Center, Quokka University, Oslo\n⟦4⟧Kelp University, Bergen\n⟦5⟧Otter University, Tromsø';
  it('"Kai Berg⟦1345⟧": digits rising one by one through the legend\'s marks are those marks', () => {
    expect(read(`Ola Lind⟦2⟧ Kai Berg⟦1345⟧\n${legend}`)).toEqual([['Ola Lind', 1], ['Kai Berg', 4]]);
  });
  it('guard: an ORCID group ("0002", "9704") is no mark', () => {
    expect(read(`Ola Lind⟦2⟧ Kai Berg⟦1[0000-0002-9704-1575]⟧\n${legend}`)).toEqual([['Ola Lind', 1], ['Kai Berg', 1]]);
    expect(read(`Ola Lind⟦2⟧ Kai Berg⟦1,9704⟧\n${legend}`)).toEqual([['Ola Lind', 1], ['Kai Berg', 1]]);
  });
});

describe('a town the registry lacks, alone on its line with its comma, under a name ending in an organisation\'s kind', () => {
  it('"… Tidal Research Institute" / "Lowick,": the town is a place of its own', () => {
    expect(joinWrapped('Quokka Free Port Tidal Research Institute', 'Lowick, Tidewater 572300, China')).toBe('Quokka Free Port Tidal Research Institute, Lowick, Tidewater 572300, China');
  });
  it('guard: a name\'s last word wrapped with its comma ("… Intelligent" / "Industry,") goes on the name', () => {
    expect(joinWrapped('School of Digital and Tidal', 'Industry, Quokka University')).toBe('School of Digital and Tidal Industry, Quokka University');
  });
});

describe('a two-word university or a unit run into its registry city and postcode', () => {
  const split = (text: string, kind: 'org' | 'address' = 'address') => cityPostcodeAfterName(reg, { text, kind }).map((p) => [p.text, p.kind]);
  it('"Quokka University Hangzhou 310027" and "the State Key Laboratory of … Beijing 100084", read as addresses for their digits, split', () => {
    expect(split('Quokka University Hangzhou 310027')).toEqual([['Quokka University', 'org'], ['Hangzhou 310027', 'address']]);
    expect(split('the State Key Laboratory of Tidal Sensing Beijing 100084')).toEqual([['the State Key Laboratory of Tidal Sensing', 'org'], ['Beijing 100084', 'address']]);
    expect(orgs('Department of Tides, Tsinghua University Beijing 100084, China').map((r) => r[0])).toEqual(['Tsinghua University']);
  });
  it('guard: a street, and a two-word name that ends in no organisation\'s kind, stay whole', () => {
    expect(split('West Lake Road Hangzhou 310027')).toEqual([['West Lake Road Hangzhou 310027', 'address']]);
    expect(split('Quokka Tides Hangzhou 310027', 'org')).toEqual([['Quokka Tides Hangzhou 310027', 'org']]);
  });
});

describe('a unit\'s field wrapped before "… Materials and Technologies" goes on', () => {
  it('"the State Key Laboratory of Tidal Semiconductor" / "Kelp Materials and Technologies": one unit', () => {
    expect(joinWrapped('the State Key Laboratory of Tidal Semiconductor', 'Kelp Materials and Technologies')).toBe('the State Key Laboratory of Tidal Semiconductor Kelp Materials and Technologies');
  });
  it('guard: a company named "… Technologies" with no "and" before it stays apart', () => {
    expect(joinWrapped('the State Key Laboratory of Tidal Semiconductor', 'Quokka Kelp Technologies')).toBe('the State Key Laboratory of Tidal Semiconductor, Quokka Kelp Technologies');
  });
});

describe('timing guards (4,000-character inputs)', () => {
  it('the rising-marks test, the body after a host and the town after a name each read in under 500 ms', () => {
    const digits = '1234567890'.repeat(400);
    const parens = 'Key Laboratory (Nanjing University) '.repeat(110) + 'Ministry of';
    const town = 'Quokka '.repeat(570) + 'Institute';
    for (const run of [
      () => parseAuthorBlock(`Kai Berg⟦${digits}⟧\n⟦1⟧Quokka University, Oslo`),
      () => bodyAfterHost({ text: parens, kind: 'unit' }),
      () => matchAffiliation(parens),
      () => joinWrapped(town, 'Lowick, ' + 'Tidewater '.repeat(400)),
      () => joinWrapped('Laboratory of Tidal Semiconductor', 'Kelp and '.repeat(440) + 'Technologies'),
      () => cityPostcodeAfterName(reg, { text: 'Quokka '.repeat(570) + 'University Hangzhou 310027', kind: 'address' }),
    ]) {
      const t0 = cpuNow();
      run();
      expect(cpuNow() - t0).toBeLessThan(500);
    }
  });
});
