import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v295 round, from the design-half misses of sets 295–296 (test/fixtures/venues/labeled-dev-295.jsonl and
// -296.jsonl, part A; docs/venues.md, round v295). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on c551c725 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v295 round', () => {
  it('reads a publisher typed in lower or mixed case before an acronym as the publisher', () => {
    // rule: "ieee" / "iEEE" / "Ieee" / "acm" before the acronym read nothing
    expect(read('2605.00295', 'Accepted to iEEE ZQCON 2026. 4 pages')).toEqual([['ZQCON', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00295', 'Accepted to ieee ZQCON 2026')).toEqual([['ZQCON', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00295', 'submitted to Acm ZQSYS 2026')).toEqual([['ZQSYS', 2026, 'main', null, 'submitted', null]]);
    // unchanged: in capitals; a lower-case publisher before words that are no acronym names nothing
    expect(read('2605.00295', 'Accepted to IEEE ZQCON 2026')).toEqual([['ZQCON', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00295', 'Accepted to ieee transactions on zebra gait')).toEqual([]);
  });

  it('reads a listed host, an acronym and a two-digit year ending the clause as a workshop at the host', () => {
    // rule: "MICCAI ZQWS 25" read the host's main track ("MICCAI ZQWS 2025" was a workshop already)
    expect(read('2605.00295', '10 pages, accepted to MICCAI ZQWS 25')).toEqual([['MICCAI', 2025, 'workshop', 'ZQWS', 'accepted', null]]);
    expect(read('2605.00295', "Accepted at CVPR ZqWS '26.")).toEqual([['CVPR', 2026, 'workshop', 'ZqWS', 'accepted', null]]);
    // unchanged: four digits; a two-letter token; no acronym between; a number that is not the clause's end
    expect(read('2605.00295', 'accepted to MICCAI ZQWS 2025')).toEqual([['MICCAI', 2025, 'workshop', 'ZQWS', 'accepted', null]]);
    expect(read('2605.00295', 'Accepted to ICML ZQ 26')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00295', 'accepted to MICCAI 25')).toEqual([['MICCAI', 2025, 'main', null, 'accepted', null]]);
  });

  it("drops an edition's number from an acronym when an ordinal states the same edition", () => {
    // rule: "(ZGRC-7)" after "7th" was named "ZGRC-7"
    expect(read('0705.00295', null, 'Proc. 7th Zebra Gait Recognition Conference (ZGRC-7), Lyon (France), 2006, 39-44'))
      .toEqual([['ZGRC', 2006, 'main', null, 'published', null]]);
    expect(read('2605.00295', 'Accepted at the 7th Zebra Gait Recognition Conference (ZGRC-7)'))
      .toEqual([['ZGRC', 2026, 'main', null, 'accepted', null]]);
    // unchanged: no ordinal, or another number
    expect(read('2605.00295', 'Accepted at the Zebra Gait Recognition Conference (ZGRC-7)'))
      .toEqual([['ZGRC-7', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00295', 'Accepted at the 5th Zebra Gait Recognition Conference (ZGRC-7)'))
      .toEqual([['ZGRC-7', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads the final version of a paper at an edition before the posting year as a later work', () => {
    // rule: "Final version of IJCAI 2022 paper" on a 2026 id read accepted
    expect(read('2605.00295', 'Final version of IJCAI 2022 paper')).toEqual([['IJCAI', 2022, 'main', null, 'previous_version', null]]);
    expect(read('0705.00295', 'Final version of SODA 2002 paper; 25 pages')).toEqual([['SODA', 2002, 'main', null, 'previous_version', null]]);
    // unchanged: the posting year's edition stays that paper's status
    expect(read('2605.00295', 'Final version of IJCAI 2026 paper')).toEqual([['IJCAI', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['ieee ', 'iEEE-', 'acm ZQ', 'MICCAI ZQWS 25 ', 'ZQ ', 'Final version of ', '(ZGRC-7) 7th ', 'Acm  A']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
    expect(timed(`Accepted to ieee ${'Z'.repeat(3980)}`).ms).toBeLessThan(500);
  });
});
