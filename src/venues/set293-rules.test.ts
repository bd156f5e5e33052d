import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v293 round. Sets 293–294 (test/fixtures/venues/labeled-dev-293.jsonl and -294.jsonl, part A) left no
// design miss after one label correction (docs/venues.md, round v293); this rule is for a shape of an earlier design-half
// miss (an event's tag, a colon and a spelled name ending in "Workshop"; that miss's mixed-case tag is still not read).
// Every string below is made up (none
// is a dev record); every expectation marked "rule" fails on ae420b16 (the branch's base), checked by running this file
// in an extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v293 round', () => {
  it('reads an unlisted tag glossed after a colon by a name ending in "Workshop" as a workshop of its own', () => {
    // rule: "ACR YEAR: The … Workshop" read a main track; "ACR YEAR: … Workshop on …" was a workshop already
    expect(read('2605.00293', 'Accepted in ZQLA 2026: The Zebra Gait Recognition Workshop'))
      .toEqual([['ZQLA', 2026, 'workshop', 'ZQLA', 'accepted', null]]);
    expect(read('2605.00293', 'Accepted to ZQLA 2026: The 3rd Zebra Gait and Stripe Workshop'))
      .toEqual([['ZQLA', 2026, 'workshop', 'ZQLA', 'accepted', null]]);
    expect(read('2605.00293', 'Published in ZQLA 2026: Zebra Gait Recognition Workshop, pages 1-9'))
      .toEqual([['ZQLA', 2026, 'workshop', 'ZQLA', 'published', null]]);
    // unchanged: "Workshop on …" after the colon, a conference after the colon, "Workshop Track", lower case
    expect(read('2605.00293', 'Accepted in ZQLA 2026: 3rd International Workshop on Zebra Gait'))
      .toEqual([['ZQLA', 2026, 'workshop', 'ZQLA', 'accepted', null]]);
    expect(read('2605.00293', 'Accepted in ZQLA 2026: The Zebra Gait Recognition Conference'))
      .toEqual([['ZQLA', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00293', 'Accepted in ZQLA 2026: The Zebra Gait Workshop Track'))
      .toEqual([['ZQLA', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00293', 'Accepted in ZQLA 2026: zebra gait workshop'))
      .toEqual([['ZQLA', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a listed host keeps the colon's name as its workshop
    expect(read('2605.00293', 'Accepted at ICML 2026: The Zebra Gait Workshop'))
      .toEqual([['ICML', 2026, 'workshop', 'Zebra Gait Workshop', 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Accepted in ZQLA 2026: The ', 'Zebra ', 'of Zebra ', ': The 3rd Zebra ', 'Zebra-& ', ': Workshop ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
    expect(timed(`Accepted in ZQLA 2026: ${'Zebra of '.repeat(440)}`).ms).toBeLessThan(500);
  });
});
