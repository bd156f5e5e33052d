import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v299 round, from the design-half misses of sets 299–300 (test/fixtures/venues/labeled-dev-299.jsonl and
// -300.jsonl, part A; docs/venues.md, round v299). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 962e2ee3 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v299 round', () => {
  it('reads a mixed-shape acronym with its year, then a comma and the host, as a workshop at the host', () => {
    // rule: "ZQ4Health 2026, LREC26 conference" was read as the host's main track
    expect(read('2604.00299', 'Accepted for ZQ4Health 2026, LREC26 conference')).toEqual([['LREC', 2026, 'workshop', 'ZQ4Health', 'accepted', null]]);
    expect(read('2604.00299', 'Accepted at ZqVision 2025, ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'ZqVision', 'accepted', null]]);
    // unchanged: without the year (already read), and a listed venue before the comma is no event held at the host
    expect(read('2604.00299', 'Accepted at ZqVision, ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'ZqVision', 'accepted', null]]);
    expect(read('2604.00299', 'Accepted at ICCV 2025, Honolulu')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Zq4 2026, ', 'Zq4 2026 ', 'a4B ', '2026, ', 'Accepted for Zq4 ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
