import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v305 round, from the design-half misses of sets 305–306 (test/fixtures/venues/labeled-dev-305.jsonl and
// -306.jsonl, part A; docs/venues.md, round v305). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 00b46d9a (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v305 round', () => {
  it('reads "from" joining the words of a name spelled out before its bracketed acronym', () => {
    // rule: a name with "from" between its words, then the acronym its words spell, read nothing
    expect(read('2508.00305', "Accepted at Quiet Signals from Orbit 2025 (QSO'25)")).toEqual([['QSO', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00305', 'Accepted at Learning from Noisy Widgets (LNW) 2025')).toEqual([['LNW', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00305', 'Submitted to Widget Signals from Deep Space (WSDS) 2026')).toEqual([['WSDS', 2026, 'main', null, 'submitted', null]]);
    // unchanged: "of" joined such a name already; an acronym the words do not spell names nothing; a journal JabRef
    // knows with its year stays that journal
    expect(read('2508.00305', "Accepted at Quiet Signals of Orbit 2025 (QSO'25)")).toEqual([['QSO', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00305', "Accepted at Quiet Signals from Orbit 2025 (XYZ'25)")).toEqual([]);
    expect(read('2508.00305', 'Accepted in Big Data 2025')).toEqual([['Big Data', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Quiet from ', 'Signals from Orbit ', 'from ', 'Accepted at Quiet Signals from Orbit 2025 (', 'Q from (QSO) ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
