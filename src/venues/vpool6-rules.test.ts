import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool6 round, from design-half misses of sets 324 and 325 (test/fixtures/venues/labeled-dev-324.jsonl and
// -325.jsonl, part A, drawn from pool-3; docs/venues.md, round vpool6), read after the blind figures were committed. Every
// string below is made up (none is a dev record); every expectation marked "rule" fails on 51b4fad9 (the branch's base),
// checked by running the strings against the base's detector extracted with git archive; the ones marked "unchanged"
// read the same there.

describe('venue rules of the vpool6 round', () => {
  it('reads a symposium named by capitalised words after the edition year as a programme of the event', () => {
    // rule: read as the main track
    expect(read('2608.04321', 'Accepted at the ICDM 2026 Junior Scholars Symposium')).toEqual([['ICDM', 2026, 'other', null, 'accepted', null]]);
    expect(read('2608.04321', 'Submitted to the SIGIR 2026 Early Career Symposium')).toEqual([['SIGIR', 2026, 'other', null, 'submitted', null]]);
    // unchanged: a doctoral symposium, the event's own spelled name, a season's symposium series
    expect(read('2608.04321', 'Submitted to the IEEE ICDM 2026 Doctoral Symposium')).toEqual([['ICDM', 2026, 'doctoral', null, 'submitted', null]]);
    expect(read('2608.04321', 'Accepted at IEEE ISBI 2026 International Symposium on Biomedical Imaging')).toEqual([['ISBI', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at the AAAI 2026 Fall Symposium')).toEqual([['AAAI Fall Symposium', 2026, 'workshop', null, 'accepted', null]]);
  });

  it('reads two unlisted acronyms and a year opening the clause as one event\'s bare tag', () => {
    // rule: nothing read
    expect(read('2608.04321', 'ZQRT ASC 2026 accepted paper')).toEqual([['ZQRT ASC', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', '6 pages, 2 figures, QWMB FLX 2026')).toEqual([['QWMB FLX', 2026, 'main', null, 'accepted', null]]);
    // unchanged: after a cue (read before), a list host and its workshop's acronym, one acronym
    expect(read('2608.04321', 'Accepted at ZQRT ASC 2026')).toEqual([['ZQRT ASC', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'ICLR QWMB 2026')).toEqual([['ICLR', 2026, 'workshop', 'QWMB', 'accepted', null]]);
    expect(read('2608.04321', 'ZQRT 2026 accepted paper')).toEqual([['ZQRT', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted at the ICDM 2026 ${'Junior '.repeat(700)}Symposium`,
      `ICDM 2026 ${'Ab Cd '.repeat(600)}`,
      `${'ZQRT ASC '.repeat(450)}2026 accepted paper`,
      `ZQRT ASC ${'2026 '.repeat(800)}`,
      `${'2026 Ab Symposium '.repeat(220)}`,
    ]) {
      const { ms } = timed(s);
      expect(ms, s.slice(0, 40)).toBeLessThan(1000);
    }
  });
});
