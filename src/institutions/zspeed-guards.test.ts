// Round zspeed: guards of what the speed changes must not change (made-up strings; the whole-corpus check is
// bench/institutions-identical.ts).
import { describe, expect, it } from 'vitest';
import { countryCode, regionCountry } from './countries.ts';
import { fuzzyLookup } from './fuzzy-match.ts';
import { splitAtFullStops, splitHouseNumber, splitPostBox, splitTopLevel } from './parse-affiliation.ts';
import { loadRegistry } from './registry.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

describe('splitters with a plain test first', () => {
  it('still split where the pattern reads', () => {
    expect(splitPostBox('Universite de Nulleville B.P. 12 345')).toEqual(['Universite de Nulleville', 'B.P. 12 345']);
    expect(splitHouseNumber('Nowhere University 4-15-2 Hamacho')).toEqual(['Nowhere University', '4-15-2 Hamacho']);
    expect(splitAtFullStops('Quiet Systems Lab. The University of Nowhere')).toEqual(['Quiet Systems Lab', 'The University of Nowhere']);
  });
  it('leave a piece whole where the plain test finds nothing', () => {
    expect(splitPostBox('Nowhere University 12 345')).toEqual(['Nowhere University 12 345']);
    expect(splitHouseNumber('Nowhere University 415 Hamacho')).toEqual(['Nowhere University 415 Hamacho']);
    expect(splitAtFullStops('Quiet Systems Lab, The University of Nowhere')).toEqual(['Quiet Systems Lab, The University of Nowhere']);
  });
  it('splitTopLevel keeps brackets and characters outside the basic plane', () => {
    expect(splitTopLevel('Lab 𝔸 (A, B); Univ [x, y]\nCity.')).toEqual(['Lab 𝔸 (A, B)', 'Univ [x, y]', 'City']);
  });
  it('take a 4,000-character piece in time', () => {
    const long = `${'Abcdef University 1-'.repeat(200)}`;
    const t = cpuNow();
    splitHouseNumber(long); splitPostBox(long); splitAtFullStops(long.replace(/-/g, '. '));
    expect(cpuNow() - t).toBeLessThan(500);
  });
});

describe('country keys', () => {
  it('read ASCII and accented text alike', () => {
    expect(countryCode('The Netherlands')).toBe('NL');
    expect(countryCode('México')).toBe('MX');
    expect(countryCode('Việt Nam')).toBe('VN');
    expect(regionCountry('Québec')).toBe('CA');
    expect(regionCountry('CA  94305')).toBe('US');
  });
});

describe('fuzzy look-up ruled out by token numbers', () => {
  const reg = loadRegistry();
  const ids = (s: string) => [...new Set((fuzzyLookup(reg, s) ?? []).map((h) => h.inst.id))];
  it('still finds a name with one word misspelt, and none with every word misspelt', () => {
    expect(ids('Univeristy of Oslo')).toEqual(ids('University of Oslo'));
    expect(ids('Univeristy of Oslo').length).toBe(1);
    expect(ids('Univeristy of Olso')).toEqual([]);
  });
});
