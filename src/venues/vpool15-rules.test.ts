import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool15 (docs/venues.md): rules from the design misses (part A) of sets 342-343. Every string here is made up
// (invented names and acronyms, or listed venues in invented sentences); each expectation fails on main 438afcc3.
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('an endorsing event is not the venue', () => {
  it('reads the event a listed venue endorses, spaced or hyphenated, not the endorser', () => {
    expect(read('Accepted at ICCV endorsed event QZMD 2026')).toEqual([['QZMD', 2026, 'main', null, 'accepted']]);
    expect(read('Paper accepted to the NeurIPS-endorsed Symposium QZMD 2025')).toEqual([['QZMD', 2025, 'main', null, 'accepted']]);
    // the endorser after the event it endorses, in apposition: no false "ICCV, accepted, main"
    expect(read('Accepted at QZMD 2026, an ICCV endorsed event')).toEqual([['QZMD', 2026, 'main', null, 'accepted']]);
  });
  it('keeps a host whose own workshop the text names', () => {
    expect(read('Accepted at the ICCV 2025 endorsed workshop on Widget Tracking')).toEqual([['ICCV', 2025, 'workshop', 'Workshop on Widget Tracking', 'accepted']]);
  });
});

describe('a workshop name', () => {
  it('drops an edition ordinal misplaced after "Workshop on"', () => {
    expect(read('Accepted at the Workshop on 3rd Widget Repair at KDD 2026')).toEqual([['KDD', 2026, 'workshop', 'Workshop on Widget Repair', 'accepted']]);
    // a word that only starts with a digit stays
    expect(read('Accepted at the Workshop on 3rd-party Widget Repair at KDD 2026')).toEqual([['KDD', 2026, 'workshop', 'Workshop on 3rd-party Widget Repair', 'accepted']]);
  });
  it('is the short name written right before "Workshop on"', () => {
    expect(read('accepted at QuuxEval Workshop on Widget Detection @ KONVENS 2026')).toEqual([['KONVENS', 2026, 'workshop', 'QuuxEval', 'accepted']]);
    expect(read('Accepted at the BlorpNLP Workshop on Widget Parsing at ACL 2026')).toEqual([['ACL', 2026, 'workshop', 'BlorpNLP', 'accepted']]);
    // a society or an ordinal word before it names nothing
    expect(read('Accepted at the IEEE Workshop on Widget Parsing at ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'Workshop on Widget Parsing', 'accepted']]);
    expect(read('Accepted at the First Workshop on Widget Parsing at ACL 2026')).toEqual([['ACL', 2026, 'workshop', 'Workshop on Widget Parsing', 'accepted']]);
  });
});

describe("the year leading a spelled name that an acronym closes", () => {
  it('reads the year before an ordinal and a name with "their" / "to" among its words', () => {
    expect(read('Published in 2021 3rd International Conference on Image and Signal Processing and their Applications (ISPA), Mostaganem'))
      .toEqual([['ISPA', 2021, 'main', null, 'published']]);
    expect(read('Published in 2019 International Conference on Image and Signal Processing and their Applications (ISPA)'))
      .toEqual([['ISPA', 2019, 'main', null, 'published']]);
  });
});

describe('linear on adversarial input (4,000 characters, well under 500 ms)', () => {
  it('endorser, short-name and leading-year patterns', () => {
    const runs = [
      `Accepted at ${'ICCV endorsed '.repeat(290)}`,
      `Accepted at the ${'QzWord '.repeat(570)} Workshop on`,
      `accepted at ${'AbCd Workshop '.repeat(290)}on x`,
      `Published in 2021 ${'1st '.repeat(1000)}`,
      `Published in 2021 3rd ${'Widget and their '.repeat(240)}(`,
      `Accepted at ${' '.repeat(4000)}endorsed event`,
    ];
    detectVenues({ id: '2609.00001', comments: 'Accepted at QZMD 2026', journalRef: null }); // warm the caches first
    for (const r of runs) {
      const start = cpuNow();
      detectVenues({ id: '2609.00001', comments: r.slice(0, 4000), journalRef: null });
      expect(cpuNow() - start).toBeLessThan(500);
    }
  });
});
