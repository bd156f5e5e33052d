import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { splitAtFullStops } from './parse-affiliation.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zleft3's rules (branch zleft3), from two layouts the real-paper rounds left on their design pages (docs/affiliations.md,
// round zleft3): AGU's full stop between a campus named after its city and that city (round z63), and a university system's acronym
// written after one of its campuses (round zarxivhtml2), and a unit written by two names set apart by a slash before its host (round
// z69). The units, old names and streets are made up; the campus, system, hospital and host names are the registry's own (the matcher
// resolves against them), other campuses than the papers'.

const names = (s: string) => matchAffiliation(s).map((r) => r.name_en);

describe('AGU: a full stop between a campus named after its city and the city ("<system>, <Campus>. <Campus>, ST USA")', () => {
  it('"University of California, Irvine. Irvine, CA USA" is the Irvine campus alone, not the system too', () => {
    expect(names('Quokka Ecology Group, University of California, Irvine. Irvine, CA USA')).toEqual(['University of California, Irvine']);
  });
  it('a campus of two words: "Santa Barbara. Santa Barbara"', () => {
    expect(names('University of California, Santa Barbara. Santa Barbara, CA USA')).toEqual(['University of California, Santa Barbara']);
  });
  it('"Davis. Davis": the campus, not the system alone', () => {
    expect(names('Wombat Lab, University of California, Davis. Davis, CA USA')).toEqual(['University of California, Davis']);
  });
  it('split only where the words repeat: other full stops are left to the rules before', () => {
    expect(splitAtFullStops('Irvine. Irvine')).toEqual(['Irvine', 'Irvine']);
    expect(splitAtFullStops('Santa Barbara. Santa Barbara')).toEqual(['Santa Barbara', 'Santa Barbara']);
    expect(splitAtFullStops('Quokkaville. Wombatton')).toEqual(['Quokkaville. Wombatton']);
    expect(splitAtFullStops('St. St')).toEqual(['St. St']);
    expect(splitAtFullStops('Univ. Univ')).toEqual(['Univ. Univ']);
  });
});

describe('a university system\'s acronym right after one of its own campuses names the campus\'s system, no second employer', () => {
  it('"Stony Brook University, SUNY" is Stony Brook alone', () => {
    expect(names('Department of Quokka Studies, Stony Brook University, SUNY')).toEqual(['Stony Brook University']);
  });
  it('with the city after it, as before', () => {
    expect(names('Wombat Institute, University at Buffalo, SUNY, Buffalo, NY, USA')).toEqual(['University at Buffalo, State University of New York']);
  });
  it('guard: the system written first is kept (no campus before it)', () => {
    expect(names('SUNY, Stony Brook University')).toEqual(['State University of New York', 'Stony Brook University']);
  });
  it('guard: another university\'s acronym after a campus is a second employer', () => {
    expect(names('Stony Brook University, MIT')).toEqual(['Stony Brook University', 'Massachusetts Institute of Technology']);
  });
});

describe('a unit written by two names set apart by a slash before its host: the record one of its names makes with the host', () => {
  const hospital = 'Cancer Hospital of Chinese Academy of Medical Sciences';
  const host = 'Chinese Academy of Medical Sciences & Peking Union Medical College';
  it('"<old name> / <name>, <host>": the unit\'s record and the host', () => {
    expect(names('Department of Quokka Surgery, Quokka Oncology Centre / Cancer Hospital, Chinese Academy of Medical Sciences, Beijing, China')).toEqual([hospital, host]);
  });
  it('the record\'s name first, the old name after the slash', () => {
    expect(names('Cancer Hospital / Quokka Oncology Centre, Chinese Academy of Medical Sciences, Beijing, China')).toEqual([hospital, host]);
  });
  it('a host joining two names with "and" is read up to the "and" for the unit\'s record', () => {
    expect(names('Quokka Oncology Centre / Cancer Hospital, Chinese Academy of Medical Sciences and Peking Union Medical College, Beijing, China')).toEqual([hospital, host]);
  });
  it('guard: names that make no record with the host, or a department of two fields, leave the host alone', () => {
    expect(names('Quokka Centre / Wombat Centre, Peking University, Beijing, China')).toEqual(['Peking University']);
    expect(names('Department of Quokka / Wombat Studies, Peking University, Beijing, China')).toEqual(['Peking University']);
  });
});

describe('CPU guard', () => {
  // the matcher memoises registry indexes (loaded by the first call): one warm-up on a different input, then one timed run
  it('4,000-character adversarial pieces through splitAtFullStops and matchAffiliation', () => {
    matchAffiliation('Wombat Lab, University of California, Davis. Davis, CA USA');
    const long1 = `${'Quokkaville Wombat Numbat'.repeat(160)}. ${'Quokkaville Wombat Numbat'.repeat(160)}`;
    const long2 = `${'Aa'.repeat(2000)}.`;
    const long3 = `University of Quokka, ${'SUNY, '.repeat(660)}`;
    let t = cpuNow();
    for (const s of [long1, long2, `${'Abc '.repeat(1000)}. Abc`]) splitAtFullStops(s);
    expect(cpuNow() - t).toBeLessThan(200);
    t = cpuNow();
    matchAffiliation(long1);
    matchAffiliation(long2);
    matchAffiliation(long3);
    matchAffiliation(`Quokka ${'Centre '.repeat(300)}/ ${'Hospital '.repeat(300)}, Chinese Academy of Medical Sciences and ${'Quokka and '.repeat(150)}`);
    expect(cpuNow() - t).toBeLessThan(2000);
  });
});
