import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { splitAtFullStops } from './parse-affiliation.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zleft3's rules (branch zleft3), from two layouts the real-paper rounds left on their design pages (docs/affiliations.md,
// round zleft3): AGU's full stop between a campus named after its city and that city (round z63), and a university system's acronym
// written after one of its campuses (round zarxivhtml2). The units and streets are made up; the campus and system names are the
// registry's own (the matcher resolves against it), other campuses than the papers'.

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
    expect(cpuNow() - t).toBeLessThan(2000);
  });
});
