import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rule of the vleft6 round, from a design-half miss of set 337 (test/fixtures/venues/labeled-dev-337.jsonl, part A;
// docs/venues.md, rounds vpool12 and vleft6). Every string below is made up (none is a dev record); every expectation
// marked "rule" fails on main (the branch's base), checked string by string against the base's detector extracted with
// git archive; the ones marked "unchanged" read the same there.

describe('venue rules of the vleft6 round', () => {
  it('links an event to its host through a colon and a description ending in "workshop at"', () => {
    // rule: each read as the event's own main track before
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: Widget workshop at WSR 2026')).toEqual([['WSR', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: Widget workshop at the Widget Science Conference (WSC 2026)')).toEqual([['WSC', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at GIZMO 2026: gadget design and widget repair workshop @ the Conference on Widget Science (CWS 2026)')).toEqual([['CWS', 2026, 'workshop', 'GIZMO', 'accepted', null]]);
    // unchanged: a colon subtitle with no "workshop at", and a spelled event alone
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: a study of widgets at scale')).toEqual([['FOO-BAR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: Widget Science Symposium (WSS 2026)')).toEqual([['FOO-BAR', 2026, 'main', null, 'accepted', null]]);
  });

  it('takes a host acronym that spells its name after the head "International Conference (on)"', () => {
    // rule: the bracketed acronym spells only the words after the name's head
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: Widget workshop at the International Conference Widget Science in Ruritania (WSR 2026)')).toEqual([['WSR', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026: Widget workshop at the Annual Symposium on Gadget Repair (GR 2026)')).toEqual([['GR', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    // rule, with a plain comma link (only the spelling check is new here)
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026, workshop at the International Conference Widget Science in Ruritania (WSR 2026)')).toEqual([['WSR', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    // unchanged: an acronym spelling the whole name, a named workshop at a spelled host, the spelled event alone
    expect(read('2609.04321', 'Accepted to the Gizmo Workshop at the Annual Symposium on Gadget Repair (GR 2026)')).toEqual([['GR', 2026, 'workshop', 'Gizmo Workshop', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at FOO-BAR 2026, workshop at the Conference on Widget Science in Ruritania (WSR 2026)')).toEqual([['WSR', 2026, 'workshop', 'FOO-BAR', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at the International Conference Widget Science in Ruritania (WSR 2026)')).toEqual([['WSR', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted at FOO-BAR 2026: ${'widget '.repeat(570)}workshop at WSR 2026`,
      `Accepted at FOO-BAR 2026:${' '.repeat(3990)}workshop at WSR 2026`,
      `Accepted at FOO-BAR 2026: Widget workshop at the International Conference ${'Widget '.repeat(560)}(WSR 2026)`,
      `FOO-BAR 2026: ${'a workshop '.repeat(360)}at`,
    ]) expect(timed(s).ms).toBeLessThan(1000);
  });
});
