import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v281 round, from the misses of test/fixtures/venues/labeled-dev-281.jsonl and -282.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 9836c221 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v281 round', () => {
  it('gives a journal no presentation: a talk is given at a meeting, the journal prints the paper', () => {
    // rule (set 282 part A's shape: the talk's oral went to the journal the meeting's proceedings are printed in)
    expect(read('0705.00281', 'talk presented at the Zebra International Seminar (ZIS) 2006, Kyoto. 4 pages. to be published in the proceedings (Supplement of Phys. Lett. B)', 'Phys.Lett.B659:754-760,2008'))
      .toEqual([['Phys. Lett. B', 2008, 'main', null, 'published', null]]);
    expect(read('0705.00281', 'Invited talk, to appear in Phys. Lett. B'))
      .toEqual([['Phys. Lett. B', null, 'main', null, 'accepted', null]]);
    expect(read('0705.00281', 'To appear in Phys. Lett. B. Poster presented at a meeting'))
      .toEqual([['Phys. Lett. B', null, 'main', null, 'accepted', null]]);
    // unchanged: a meeting keeps the talk; a conference its oral
    expect(read('0705.00281', 'Talk given at the 13th Zebra Conference on Particle Physics, Moscow, August 2007'))
      .toEqual([['Zebra Conference on Particle Physics', 2007, 'main', null, 'accepted', 'oral']]);
    expect(read('2605.00281', 'Accepted to ICML 2026 (oral)'))
      .toEqual([['ICML', 2026, 'main', null, 'accepted', 'oral']]);
  });

  it('names an unnamed workshop by a series written with a two-digit year', () => {
    // rule (set 282 part A's shape: the series' year in two digits was not read as the workshop's)
    expect(read('2604.00281', 'ZQNET 26: https://example.org/zqnet . CVPR 2026 Workshop'))
      .toEqual([['CVPR', 2026, 'workshop', 'ZQNET', 'accepted', null]]);
    // unchanged: two digits that go on into words name no workshop; four digits as before; an apostrophe's year in a
    // clause of its own after the host's was read before (another reader)
    expect(read('2604.00281', "Accepted at CVPR 2026 Workshop. ZqNet'26"))
      .toEqual([['CVPR', 2026, 'workshop', 'ZqNet', 'accepted', null]]);
    expect(read('2604.00281', 'CVPR 2026 Workshop, ZQNET 26 times faster'))
      .toEqual([['CVPR', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('2604.00281', 'Accepted by CVPR 2026 Workshop, ZqNet 2026'))
      .toEqual([['CVPR', 2026, 'workshop', 'ZqNet', 'accepted', null]]);
  });

  it('names International Mathematics Research Notices by its ISO-4 name and knows IMRN', () => {
    // rule (set 281 part A's shape: MathSciNet's "Int. Math. Res. Notices" read)
    expect(read('0801.00281', '21 pages', 'Int Math Res Notices (2008) Vol. 2008, article ID rnm999, 21 pages'))
      .toEqual([['Int. Math. Res. Not.', 2008, 'main', null, 'published', null]]);
    expect(read('0801.00281', 'Accepted in International Mathematics Research Notices'))
      .toEqual([['Int. Math. Res. Not.', null, 'main', null, 'accepted', null]]);
    expect(read('0801.00281', '12 pages, to appear in IMRN'))
      .toEqual([['Int. Math. Res. Not.', null, 'main', null, 'accepted', null]]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `CVPR 2026 Workshop, ${'ZQ-'.repeat(1320)}26`,
      `CVPR 2026 Workshop, ${"ZQNET'2".repeat(570)}`,
      `CVPR 2026 Workshop, ZQNET ${' '.repeat(3950)}26.`,
      `${'talk presented at '.repeat(220)}Phys. Lett. B`,
      `Int Math Res Notices ${'IMRN '.repeat(790)}`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
