import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool round, from the design-half misses of sets 314–315 (test/fixtures/venues/labeled-dev-314.jsonl and
// -315.jsonl, part A, drawn from pool-2; docs/venues.md, round vpool). Every string below is made up (none is a dev
// record); every expectation marked "rule" fails on 9f65ee85 (the branch's base), checked by running this file in an
// extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the vpool round', () => {
  it('keeps a question that opens a workshop title, read back from the host in brackets', () => {
    // rule: the name was cut after the question mark ("Reasoning in the Wild")
    expect(read('2609.00314', 'Submitted to Can Models Plan? Reasoning in the Wild (ICML 2026 workshop).'))
      .toEqual([['ICML', 2026, 'workshop', 'Can Models Plan? Reasoning in the Wild', 'submitted', null]]);
    // unchanged: a one-word question is an aside, not the title's opening
    expect(read('2609.00314', 'Really? Zebra Agents (ICML 2026 workshop)')).toEqual([['ICML', 2026, 'workshop', 'Zebra Agents', 'accepted', null]]);
  });

  it('keeps a capitalised "Towards" that opens a workshop title', () => {
    // rule: "Towards" was dropped as a joiner ("Zebra Agents")
    expect(read('2609.00314', 'Accepted to Towards Zebra Agents (NeurIPS 2026 workshop)'))
      .toEqual([['NeurIPS', 2026, 'workshop', 'Towards Zebra Agents', 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Why Plan? ', 'Towards Zebra ', 'A? B? ', 'Zq? (ICML 2026 workshop) ', 'Towards? ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
