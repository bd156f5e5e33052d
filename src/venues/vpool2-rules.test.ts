import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool2 round, from the design-half misses of sets 316–317 (test/fixtures/venues/labeled-dev-316.jsonl and
// -317.jsonl, part A, drawn from pool-2; docs/venues.md, round vpool2). Every string below is made up (none is a dev
// record); every expectation marked "rule" fails on b6a1764d (the branch's base), checked by running this file in an
// extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the vpool2 round', () => {
  it('reads a track named by a demonstration name and a second name as the demo track', () => {
    // rule: read as other
    expect(read('2608.01234', 'Accepted at ZEBCON 2026, Tool Demonstrations and Artefact Showcase Track'))
      .toEqual([['ZEBCON', 2026, 'demo', null, 'accepted', null]]);
    // rule: read as other
    // (presentation null since round vpool7: posters joined to demos name the programme, not a poster presentation)
    expect(read('2608.01234', 'Accepted to ZEBCON 2026 Demos & Posters Track')).toEqual([['ZEBCON', 2026, 'demo', null, 'accepted', null]]);
    // unchanged: a demo track alone, and a showcase track with no demonstration name, as before
    expect(read('2608.01234', 'Accepted to ZEBCON 2026 demo track')).toEqual([['ZEBCON', 2026, 'demo', null, 'accepted', null]]);
    expect(read('2608.01234', 'Accepted at ZEBCON 2026 Data and Tool Showcase Track'))
      .toEqual([['ZEBCON', 2026, 'other', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['demo and ', 'demonstrations & a b c ', 'Demos and x y z w track ', 'and track ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
