import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool10 round, from the design-half miss of sets 332 and 333 (test/fixtures/venues/labeled-dev-332.jsonl
// and -333.jsonl, part A, drawn from pool-3; docs/venues.md, round vpool10), read after the blind figures were committed.
// Every string below is made up (none is a dev record); every expectation marked "rule" fails on 396bb15f (the branch's
// base, branch vpool9), checked by running the strings against the base's detector extracted with git archive; the ones
// marked "unchanged" read the same there.

describe('venue rules of the vpool10 round', () => {
  it('reads a named track whose bracketed acronym stands before "Track"', () => {
    // rule: read as the main track (the bracket hid the name from the named-track cue)
    expect(read('2608.04321', 'Accepted at the 9th Symposium on Quiet Widgets (SQW 2026), Widget Practice (WP) Track')).toEqual([['SQW', 2026, 'other', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted to the Responsible Widgets (RW) Track of AAAI 2026')).toEqual([['AAAI', 2026, 'other', null, 'accepted', null]]);
    // rule: read as a workshop named by the acronym (a title spelling its acronym after the host), not the host's track
    expect(read('2608.04321', 'Accepted at ICSE 2026, Widget Engineering in Practice (WEIP) Track')).toEqual([['ICSE', 2026, 'other', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at ICSE 2026, Widget Engineering in Practice (WEIP) Papers Track')).toEqual([['ICSE', 2026, 'other', null, 'accepted', null]]);
    // unchanged: a main-track word first stays main; no "Track" after the bracket stays an event held at the host
    expect(read('2608.04321', 'Accepted at ICSE 2026 (Research (R) Track)')).toEqual([['ICSE', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at ICSE 2026, Widget Engineering in Practice (WEIP)')).toEqual([['ICSE', 2026, 'workshop', 'WEIP', 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at ICSE 2026, Widget Engineering in Practice Track')).toEqual([['ICSE', 2026, 'other', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at KDD 2026 (Applied Data Science (ADS) Track)')).toEqual([['KDD', 2026, 'other', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted at ICSE 2026, ${'Widget '.repeat(560)}(WEIP) Track`,
      `Accepted at ICSE 2026, ${'Widget (W) '.repeat(360)}Track`,
      `Accepted at SQW 2026 ${'(WP) '.repeat(800)}Track`,
      `Accepted at ICSE 2026, Widget Engineering in Practice (WEIP)${' '.repeat(3900)}Track`,
      `${'Widget Practice (WP) Track, '.repeat(140)}ICSE 2026`,
    ]) {
      expect(s.length).toBeGreaterThan(3900);
      expect(timed(s).ms).toBeLessThan(1000);
    }
  });
});
