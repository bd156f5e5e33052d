import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { journalThenDecision } from './shape-readers.ts';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';

// Round vnames3 (docs/venues.md): physics and maths journals named by their ISO-4 names (data/venues/README, "Venue
// names": "ISO-4 style names for physics/maths journals") where the detector kept the name as printed. The sentences
// are made up; the journals are real JabRef entries (the rules are data: scripts/build-venue-catalogue.ts). Each test
// of new behaviour fails on main f4f93dab; the guard lines and the timing test pass there.
const read = (comments: string, id = '2612.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('JabRef ISO-4 rows with no period (every word of one syllable or kept whole)', () => {
  it('name a physical-science journal by them', () => {
    expect(read('To appear in Energy & Fuels')).toEqual([['Energy Fuels', null, 'main', null, 'accepted']]);
    expect(read('Accepted for publication in Algebra and Number Theory')).toEqual([['Algebra Number Theory', null, 'main', null, 'accepted']]);
    expect(read('Accepted for publication in Algebra & Number Theory, 31 pages')).toEqual([['Algebra Number Theory', null, 'main', null, 'accepted']]);
  });
  it('leave a journal of another field as printed', () => {
    expect(read('Accepted for publication in Age and Ageing')).toEqual([['Age and Ageing', null, 'main', null, 'accepted']]);
    expect(read('Accepted for publication in Computers in Biology and Medicine')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted']]);
  });
});

describe('a physics or mechanics journal on JabRef\'s mathematics lists', () => {
  it('is a physical-science journal, named by its ISO-4 name', () => {
    expect(read('accepted by Quantum Information & Computation on 3 March 2027')).toEqual([['Quantum Inf. Comput.', 2027, 'main', null, 'accepted']]);
    expect(read('Accepted in Mechanics Research Communications')).toEqual([['Mech. Res. Commun.', null, 'main', null, 'accepted']]);
    expect(read('Accepted in Continuum Mechanics and Thermodynamics, 2027')).toEqual([['Continuum Mech. Thermodyn.', 2027, 'main', null, 'accepted']]);
  });
  it('not when the name says another field (computing methods, engineering) or an IEEE / ACM periodical', () => {
    expect(read('Accepted in Computer Methods in Applied Mechanics and Engineering')).toEqual([['Computer Methods in Applied Mechanics and Engineering', null, 'main', null, 'accepted']]);
  });
});

describe('a journal\'s name then its decision ("NAME (to appear)", "NAME, in press")', () => {
  it('names a physical-science journal by its ISO-4 name, as the cue path does', () => {
    expect(read('Geometric and Functional Analysis (accepted)')).toEqual([['Geom. Funct. Anal.', null, 'main', null, 'accepted']]);
    expect(journalThenDecision('Geometric and Functional Analysis, to appear')?.venue).toBe('Geom. Funct. Anal.');
  });
  it('keeps any other journal as printed', () => {
    expect(read('Journal of Zeta Studies (to appear); 20 pages')).toEqual([['Journal of Zeta Studies', null, 'main', null, 'accepted']]);
    expect(read('Computers in Biology and Medicine (to appear)')).toEqual([['Computers in Biology and Medicine', null, 'main', null, 'accepted']]);
  });
});

describe('a quoted event title ending in a dash and the acronym its words spell', () => {
  it('is named by that acronym (the text gives its usual short name), its year kept', () => {
    expect(read('talk at the International Workshop "Quantum Zebra Dynamics - QZD-2027" (Paris)')).toEqual([['QZD', 2027, 'workshop', 'QZD', 'accepted']]);
    expect(read('To appear in the proceedings of the conference "Quiet Lanterns and Dust - QLD 2026", Oslo')).toEqual([['QLD', 2026, 'main', null, 'accepted']]);
  });
  it('keeps the title as written when the words do not spell the acronym', () => {
    expect(read('To appear in the proceedings of the conference "Quiet Lanterns and Dust - ZRX 2026", Oslo')).toEqual([['Quiet Lanterns and Dust - ZRX 2026', 2026, 'main', null, 'accepted']]);
    expect(read('To appear in the proceedings of the conference "Quiet Lanterns and Dust", Oslo 2026')).toEqual([['Quiet Lanterns and Dust', 2026, 'main', null, 'accepted']]);
  });
});

describe('timing', () => {
  it('reads 4,000-character adversarial inputs in linear time', () => {
    const inputs = [
      `${'Geometric and '.repeat(285)}Functional Analysis (accepted)`,
      `${'Algebra & '.repeat(400)}Number Theory, to appear`,
      `Accepted in ${'Mechanics '.repeat(398)}`,
      `${'Quantum Information '.repeat(200)}(to appear)`,
      `To appear in the proceedings of the conference "${'Quiet - '.repeat(570)}QLD 2026"`,
      `To appear in the proceedings of the conference "Quiet${' -'.repeat(1990)} QLD"`,
      `To appear in the proceedings of the conference "Quiet Lanterns${' '.repeat(3950)}- QLD 2026"`,
    ];
    for (const s of inputs) {
      expect(s.length).toBeGreaterThanOrEqual(3990);
      const t0 = cpuNow();
      read(s);
      expect(cpuNow() - t0).toBeLessThan(GUARD_MS);
    }
  });
});
