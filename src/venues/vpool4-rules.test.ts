import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool4 round, from the design-half misses of sets 320–321 (test/fixtures/venues/labeled-dev-320.jsonl and
// -321.jsonl, part A, drawn from pool-2; docs/venues.md, round vpool4). Every string below is made up (none is a dev
// record); every expectation marked "rule" fails on 8336ddbf (the branch's base), checked by running this file in an
// extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the vpool4 round', () => {
  it('reads "submits to" as a submission', () => {
    // rule: read as accepted
    expect(read('2607.04321', 'This manuscript submits to IEEE Transactions on Neural Networks and Learning Systems'))
      .toEqual([['TNNLS', null, 'main', null, 'submitted', null]]);
    // rule: read as accepted
    expect(read('2607.04321', 'The paper submits results to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
    // unchanged
    expect(read('2607.04321', 'Submitted to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
    expect(read('2607.04321', 'Accepted to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads an abstract of a stated page count as another track', () => {
    // rule: read as main
    expect(read('2607.04321', "A two-page abstract appeared at ACM EC'26")).toEqual([['EC', 2026, 'other', null, 'published', null]]);
    // rule: read as main
    expect(read('2607.04321', 'A 2-page abstract of this work appears at KDD 2026')).toEqual([['KDD', 2026, 'other', null, 'published', null]]);
    // unchanged: an extended abstract; a paper of a stated page count is no abstract
    expect(read('2607.04321', 'An extended abstract appears at KDD 2026')).toEqual([['KDD', 2026, 'other', null, 'published', null]]);
    expect(read('2607.04321', 'A 9-page paper accepted at KDD 2026')).toEqual([['KDD', 2026, 'main', null, 'accepted', null]]);
  });

  it("reads an unlisted event's apostrophe edition number as no year of its own", () => {
    // rule: read as 2039
    expect(read('2607.04321', "Published in the Proceedings of ZEBCON'39")).toEqual([['ZEBCON', 2026, 'main', null, 'published', null]]);
    // rule: read as 2040
    expect(read('2607.04321', "Submitted to ZEBCON'40")).toEqual([['ZEBCON', null, 'main', null, 'submitted', null]]);
    // unchanged: a year written in full, and a two-digit year not past the posting's next two
    expect(read('2607.04321', 'Accepted at ZEBCON 2039')).toEqual([['ZEBCON', 2039, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', "Accepted at ZEBCON'28")).toEqual([['ZEBCON', 2028, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['a one-page ', 'A 2-page abs ', 'an 12-pages ', 'submits ', "ZEBCON'39 ", "Proceedings of ZEBCON'", 'a a-page abstract ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
