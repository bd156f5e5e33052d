import { describe, expect, it } from 'vitest';
import { joinWrapped, parseAuthorBlock } from './author-block.ts';
import { cellAffiliations, joinAffiliation, linesFrontMatter } from './pdf-front-matter.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { cityPostcodeAfterName } from './match.ts';
import { loadRegistry } from './registry.ts';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';

// Round ztemplates6's rules (branch ztemplates6), from its design misses: a legend's long centre name run into its city and postcode
// at a line break ("… Spraying Technology" / "Guangzhou 510642, China" read as one piece), and a long centre's field wrapped by a
// narrow card or a legend into runs of capitalised words ("National Center for International" / "Collaboration Research on" / …).
// Made-up organisations; the cities are registry cities (the rule asks the registry).

const reg = loadRegistry();
const split = (text: string) => cityPostcodeAfterName(reg, { text, kind: 'org' }).map((p) => [p.text, p.kind]);

describe('a name run into its registry city and postcode is two pieces', () => {
  it('the city (one word or two) and a five- or six-digit postcode after a name of three words or more go apart', () => {
    expect(split('Joint Center for Tidal Farming and Coastal Drone Spraying Research Hangzhou 310027'))
      .toEqual([['Joint Center for Tidal Farming and Coastal Drone Spraying Research', 'org'], ['Hangzhou 310027', 'address']]);
    expect(split('Quokka Center for Tidal Studies New York 10027')).toEqual([['Quokka Center for Tidal Studies', 'org'], ['New York 10027', 'address']]);
  });
  it('guard: a word the registry knows as no city, a short name, a name holding digits, and a place piece stay whole', () => {
    expect(split('Quokka Tidal Works Quokkaville 310027')).toEqual([['Quokka Tidal Works Quokkaville 310027', 'org']]);
    expect(split('Quokka Lab Hangzhou 310027')).toEqual([['Quokka Lab Hangzhou 310027', 'org']]);
    expect(split('Quokka Building 5 Research Hangzhou 310027')).toEqual([['Quokka Building 5 Research Hangzhou 310027', 'org']]);
    expect(cityPostcodeAfterName(reg, { text: 'West Lake Road Hangzhou 310027', kind: 'address' })).toEqual([{ text: 'West Lake Road Hangzhou 310027', kind: 'address' }]);
  });
});

describe('a long centre\'s field wrapped into runs of capitalised words goes on', () => {
  it('a line of capitalised words and connectives under a field that ends in no field noun continues it', () => {
    expect(joinWrapped('Joint Center for Coastal', 'Drone Research on Tidal Sensing')).toBe('Joint Center for Coastal Drone Research on Tidal Sensing');
    expect(cellAffiliations(['Joint Center for Coastal', 'Drone Research on', 'Tidal Sensing and Kelp', 'Harvesting Technology', 'Hangzhou 310027, China']))
      .toEqual(['Joint Center for Coastal Drone Research on Tidal Sensing and Kelp Harvesting Technology, Hangzhou 310027, China']);
  });
  it('a field of four capitalised words before its noun is the field\'s rest ("… on Precision" / "Kelp Drone Spraying Harvesting Technology")', () => {
    expect(joinAffiliation(['Joint Center for Coastal Drone Research on Precision', 'Kelp Drone Spraying Harvesting Technology, Hangzhou 310027, China']))
      .toBe('Joint Center for Coastal Drone Research on Precision Kelp Drone Spraying Harvesting Technology, Hangzhou 310027, China');
  });
  it('guard: an organisation, a registry city opening the line, or a field already finished keeps the line apart', () => {
    expect(joinWrapped('School of Advanced', 'Nokia Bell Labs')).toBe('School of Advanced, Nokia Bell Labs');
    expect(joinWrapped('Center for Advanced', 'Beijing Drone Research')).toBe('Center for Advanced, Beijing Drone Research');
    expect(joinWrapped('Department of Physics', 'Quokka Drone Research')).toBe('Department of Physics, Quokka Drone Research');
    expect(joinWrapped('Center for Coastal', 'Quokka Drone Works Ltd')).toBe('Center for Coastal, Quokka Drone Works Ltd');
  });
});

describe('a marked legend line that ends in a comma goes on after it', () => {
  const read = (t: string) => parseAuthorBlock(t).map((a) => [a.name, a.affiliations]);
  it('"… Physics," / "Quokkaton, The State University of Tidewater": the comma stays between the two pieces', () => {
    expect(read('Kai Berg⟦†⟧ and Ola Lind⟦#⟧\n⟦†⟧Department of Tides, Quokka University\n⟦#⟧Research Group, Department of Physics,\nQuokkaton, The State University of Tidewater'))
      .toEqual([['Kai Berg', ['Department of Tides, Quokka University']], ['Ola Lind', ['Research Group, Department of Physics, Quokkaton, The State University of Tidewater']]]);
  });
  it('guard: a line read apart leaves the marked affiliation without the comma; a line without one joins as before', () => {
    expect(read('Kai Berg⟦†⟧ and Ola Lind⟦#⟧\n⟦†⟧Department of Tides, Quokka University,\nZebra Institute of Technology, Oslo'))
      .toEqual([['Kai Berg', ['Department of Tides, Quokka University']], ['Ola Lind', ['Zebra Institute of Technology, Oslo']]]);
    expect(read('Kai Berg⟦†⟧ and Ola Lind⟦#⟧\n⟦†⟧Department of Tides, Quokka University\n⟦#⟧Centre for Tidal Studies,\nQuokka University, Oslo'))
      .toEqual([['Kai Berg', ['Department of Tides, Quokka University']], ['Ola Lind', ['Centre for Tidal Studies, Quokka University, Oslo']]]);
  });
});

describe('a grid\'s row of cards is no running text, however long its cells run together', () => {
  const xs = [60, 240, 420];
  const row = (cells: string[], y: number, size: number): [string, number, number, number][] => cells.map((c, k) => [c, y, size, xs[k]]);
  const three = (c: string, y: number) => row([c, c, c], y, 10);
  const card = (y: number, mid: string) => [...three('Quokka School of Tidal Studies', y), ...three(mid, y - 12), ...three('Marine Drones', y - 24), ...three('Bergen, Norway', y - 36)];
  const page = (mid: string) => {
    const runs: [string, number, number, number][] = [['On Quiet Channels of Tide and Their Keepers', 700, 14, 72], ...row(['Ann Berg', 'Ole Lind', 'Eva Holm'], 676, 12),
      ...card(662, mid), ...row(['Kai Moe', 'Ida Dahl', 'Per Vik'], 600, 12), ...card(586, mid), ['Abstract', 520, 12, 72],
      ['We study a family of methods for the problem described in the title and report how they', 500, 10, 72],
      ['behave across a range of settings, and the approach combines a simple model of the data', 488, 10, 72]];
    const rs: TextRun[] = runs.map(([str, y, size, x]) => ({ str, x, y, w: str.length * size * 0.5, size }));
    return linesFrontMatter(buildLines(rs), 792, 612).map((a) => [a.name, a.affiliations]);
  };
  it('three cards\' "Quokka University of Tides and" (over 90 characters, four words in ten lower-case) do not end the block', () => {
    const got = page('Quokka University of Tides and');
    expect(got.map((a) => a[0])).toEqual(['Ann Berg', 'Ole Lind', 'Eva Holm', 'Kai Moe', 'Ida Dahl', 'Per Vik']);
    expect(got[5][1]).toEqual(['Quokka School of Tidal Studies, Quokka University of Tides and Marine Drones, Bergen, Norway']);
  });
  it('guard: the same grid with a line of fewer lower-case words reads as before', () => {
    expect(page('Quokka University of Tidewater')[5]).toEqual(['Per Vik', ['Quokka School of Tidal Studies, Quokka University of Tidewater, Marine Drones, Bergen, Norway']]);
  });
});

describe('a legend line closing on the first word of the registry name below goes on into it', () => {
  const read = (t: string) => parseAuthorBlock(t).map((a) => [a.name, a.affiliations]);
  it('"…, Ministry of Tides, China" / "University of Labor Relations, …": the record "China University of Labor Relations" is one piece', () => {
    expect(read('Kai Berg⟦†⟧ and Ola Lind⟦‡⟧\n⟦†⟧Department of Tides, Quokka University, Oslo\n⟦‡⟧Quokka Research Center of the Ministry of Tides, China\nUniversity of Labor Relations, Beijing, China')[1])
      .toEqual(['Ola Lind', ['Quokka Research Center of the Ministry of Tides, China University of Labor Relations, Beijing, China']]);
  });
  it('guard: a country and a name that make no record together stay two pieces', () => {
    expect(read('Kai Berg⟦†⟧ and Ola Lind⟦‡⟧\n⟦†⟧Department of Tides, Quokka University, Oslo\n⟦‡⟧Quokka Research Center of the Ministry of Tides, Norway\nUniversity of Bergen, Bergen, Norway')[1])
      .toEqual(['Ola Lind', ['Quokka Research Center of the Ministry of Tides, Norway, University of Bergen, Bergen, Norway']]);
  });
});

describe('timing guards (4,000 characters, under GUARD_MS of CPU)', () => {
  // The fastest of three runs, under GUARD_MS (test/helpers/cpu-clock.ts): backtracking costs the same every run, while a
  // first call's lazy set-up or a collection of the shared worker's heap can fall inside one.
  const timed = (f: () => unknown) => Math.min(...[0, 1, 2].map(() => { const t0 = cpuNow(); f(); return cpuNow() - t0; }));
  it('the city-and-postcode split and the wrapped-run join stay fast', () => {
    split('Quokka Lab Hangzhou 310027');
    expect(timed(() => split(`${'Quokka Center '.repeat(285)}Hangzhou 310027`))).toBeLessThan(GUARD_MS);
    expect(timed(() => split(`${'a '.repeat(2000)}1`))).toBeLessThan(GUARD_MS);
    expect(timed(() => split(`Quokka ${' '.repeat(4000)}310027`))).toBeLessThan(GUARD_MS);
    expect(timed(() => joinWrapped('Joint Center for Coastal', `Drone ${'on Tidal '.repeat(440)}`))).toBeLessThan(GUARD_MS);
    expect(timed(() => joinWrapped('Joint Center for Coastal', `Drone${' Research'.repeat(440)} and`))).toBeLessThan(GUARD_MS);
    expect(timed(() => parseAuthorBlock(`Kai Berg⟦#⟧\n⟦#⟧Quokka Lab${',    '.repeat(800)}\nQuokkaton, Oslo`))).toBeLessThan(GUARD_MS);
  });
});

describe('guards found by the whole-eval diff', () => {
  it('a line naming a kind of organisation under a field ending in "Research" opens a piece of its own', () => {
    expect(joinWrapped('Center for Coastal Research', 'Quokka National Laboratory, Norway')).toBe('Center for Coastal Research, Quokka National Laboratory, Norway');
    expect(joinWrapped('Center for Coastal', 'Quokka Drone Laboratory')).toBe('Center for Coastal, Quokka Drone Laboratory');
  });
});
