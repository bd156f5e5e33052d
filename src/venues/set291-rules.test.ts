import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v291 round, from the misses of test/fixtures/venues/labeled-dev-291.jsonl and -292.jsonl (part A) read
// after their blind figures (docs/venues.md, round v291). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 4f69f04a (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v291 round', () => {
  it('reads "conference" and a space before an acronym in capitals ending the clause as that event\'s tag', () => {
    // rule (set 292 part A: "ACR conference" was read, "conference ACR" not): no year, the posting year's edition
    expect(read('2611.00291', '7 pages, 2 figures, conference ZQVIP')).toEqual([['ZQVIP', 2026, 'main', null, 'accepted', null]]);
    expect(read('2611.00291', 'Conference XWB-CON 2027')).toEqual([['XWB-CON', 2027, 'main', null, 'accepted', null]]);
    // unchanged: the acronym before the word, and a comma or a bracket between
    expect(read('2611.00291', '7 pages, ZQVIP conference')).toEqual([['ZQVIP', 2026, 'main', null, 'accepted', null]]);
    expect(read('2611.00291', '7 pages, conference, zqvip26')).toEqual([['ZQVIP', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a space alone leads no mixed-case or lower-case word, no two-letter initials, no publisher
    expect(read('2611.00291', 'Slides shown at the conference GitHub')).toEqual([]);
    expect(read('2611.00291', '9 pages, the conference Proceedings')).toEqual([]);
    expect(read('2611.00291', '9 pages, conference zqvip')).toEqual([]);
    expect(read('2611.00291', '9 pages, conference QX')).toEqual([]);
    expect(read('2611.00291', '9 pages, conference IEEE')).toEqual([]);
  });

  it('names the IEEE Transactions on Games as written, not by the list acronym TG', () => {
    // rule (set 291 part A: read as CCF's TG; earlier sets label it by its name)
    expect(read('2611.00291', 'Submitted to the IEEE Transactions on Games 2027, Special Issue on Zebra Play'))
      .toEqual([['IEEE Transactions on Games', 2027, 'main', null, 'submitted', null]]);
    expect(read('2611.00291', 'Accepted for publication in IEEE Transactions on Games'))
      .toEqual([['IEEE Transactions on Games', null, 'main', null, 'accepted', null]]);
    expect(read('2611.00291', 'Accepted at TG 2027')).toEqual([['IEEE Transactions on Games', 2027, 'main', null, 'accepted', null]]);
    // unchanged: another IEEE transactions of the lists keeps its short name
    expect(read('2611.00291', 'Accepted for publication in IEEE Transactions on Computers'))
      .toEqual([['TC', null, 'main', null, 'accepted', null]]);
  });

  it('gives an unlisted event presented at, with no year, in a January record the year before as its edition', () => {
    // rule (set 292 part A: the posting year was given; the event had met before the record was first submitted)
    expect(read('2701.00291', 'Slides and paper presented at the 6th International Conference on Zebra Gait Analysis'))
      .toEqual([['International Conference on Zebra Gait Analysis', 2026, 'main', null, 'accepted', null]]);
    expect(read('2701.00291', '8 pages. Presented at the ZQVX conference')).toEqual([['ZQVX', 2026, 'main', null, 'accepted', null]]);
    // unchanged: to be presented, a year written, a later month, a listed venue (its cycle gives the edition)
    expect(read('2701.00291', 'To be presented at the ZQVX conference')).toEqual([['ZQVX', 2027, 'main', null, 'accepted', null]]);
    expect(read('2701.00291', 'Presented at the International Conference on Zebra Gait Analysis 2027'))
      .toEqual([['International Conference on Zebra Gait Analysis', 2027, 'main', null, 'accepted', null]]);
    expect(read('2703.00291', 'Presented at the ZQVX conference')).toEqual([['ZQVX', 2027, 'main', null, 'accepted', null]]);
    expect(read('2701.00291', 'Presented at WACV')).toEqual([['WACV', 2027, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['conference ', 'conference   ZQ', ', conference ( ', 'Conference ZQV-', 'Transactions on Games ', 'to be presented at ', 'be presented in ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
