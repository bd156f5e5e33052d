import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v287 round, from the misses of test/fixtures/venues/labeled-dev-287.jsonl and -288.jsonl (part A) read
// after their blind figures, and the workshop-name bug round v285 left (docs/venues.md). Every string below is made up
// (none is a dev record); every expectation marked "rule" fails on 37a22684 (the branch's base), checked by running
// this file in an extraction of the base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v287 round', () => {
  it('reads a workshop whose name its host closes again after "@" as one workshop, named by its closing acronym', () => {
    // rule (round v285's left: the host written twice read as a second, main-track entry, a false main)
    expect(read('2606.00287', 'ICML 2025 Workshop on Zebra Workflows ZEBW @ ICML 2025'))
      .toEqual([['ICML', 2025, 'workshop', 'ZEBW', 'accepted', null]]);
    // rule (the name cut at its "and" across a line break, then the acronym read as a second workshop)
    expect(read('2606.00287', "ICML 2025 Workshop on Quiet and\n  Patient Yak Herding QPYak @ ICML'25"))
      .toEqual([['ICML', 2025, 'workshop', 'QPYak', 'accepted', null]]);
    expect(read('2606.00287', 'NeurIPS 2025 Workshop on Zebra and Yak Workflows @ NeurIPS 2025'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Zebra and Yak Workflows', 'accepted', null]]);
    expect(read('2606.00287', 'ICML 2025 Workshop on Zebra Workflows (ZEBW) @ ICML 2025'))
      .toEqual([['ICML', 2025, 'workshop', 'ZEBW', 'accepted', null]]);
    // rule: a name's closing unbracketed acronym that its words spell is the name, the host not restated too
    expect(read('2606.00287', 'Accepted at the CVPR 2026 Workshop on Zebra Gait Learning ZGL'))
      .toEqual([['CVPR', 2026, 'workshop', 'ZGL', 'accepted', null]]);
    // unchanged: a main track and a workshop both said; a closing acronym the words do not spell stays in the name
    expect(read('2606.00287', 'Accepted at ICML 2025 and at the ICML 2025 Workshop on Zebra Workflows'))
      .toEqual([['ICML', 2025, 'main', null, 'accepted', null], ['ICML', 2025, 'workshop', 'Workshop on Zebra Workflows', 'accepted', null]]);
    expect(read('2606.00287', 'ICML 2025 Workshop on Machine Learning for NLP'))
      .toEqual([['ICML', 2025, 'workshop', 'Workshop on Machine Learning for NLP', 'accepted', null]]);
    expect(read('2606.00287', 'ICML 2025 Workshop on Advances in Zebra AI'))
      .toEqual([['ICML', 2025, 'workshop', 'Workshop on Advances in Zebra AI', 'accepted', null]]);
  });

  it('reads a bracket holding an acronym and a link after a spelled name as the acronym', () => {
    // rule (set 287 part A's shape: "… Conference on X (ACR, https://…)" read as the spelled name, a false main by name)
    expect(read('2606.00287', 'Accepted for publication in the 2025\n  European Conference on Zebra Herding (EZH3,\n  https://ezh-3.org/conference2025/)'))
      .toEqual([['EZH3', 2025, 'main', null, 'accepted', null]]);
    expect(read('2606.00287', 'Accepted in the European Conference on Zebra Herding (ECZH 2025, https://eczh.org)'))
      .toEqual([['ECZH', 2025, 'main', null, 'accepted', null]]);
    // unchanged: the bracket without a link
    expect(read('2606.00287', 'Accepted in the 2025 European Conference on Zebra Herding (ECZH)'))
      .toEqual([['ECZH', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads the AfricaNLP workshop cited alone as a workshop of its own', () => {
    // rule (set 288 part A: read as a main track)
    expect(read('2606.00287', 'Published at AfricaNLP 2027'))
      .toEqual([['AfricaNLP', 2027, 'workshop', 'AfricaNLP', 'published', null]]);
    expect(read('2606.00287', 'Accepted to AfricaNLP 2027 (poster)'))
      .toEqual([['AfricaNLP', 2027, 'workshop', 'AfricaNLP', 'accepted', 'poster']]);
    // unchanged: with a host stated, the host's workshop
    expect(read('2606.00287', 'Accepted at the AfricaNLP Workshop, ICLR 2027'))
      .toEqual([['ICLR', 2027, 'workshop', 'AfricaNLP', 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['ICML 2025 Workshop on Zebra and ', 'Yak Workflows YW @ ICML 2025 ', 'Herding (EZH3, https://e', 'Zebra (ZZ, https://x.org/ ',
      'Workshop on A B AB @ ', 'AfricaNLP 2025 ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
