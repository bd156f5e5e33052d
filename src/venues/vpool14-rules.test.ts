import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of round vpool14 (issue 13), written from design-half misses of sets 340-341. Every string here is made up in the
// shape of the record it was written from; each first assertion fails at 438afcc3 (the round's base).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of round vpool14', () => {
  it('reads "Transactions of (the) ACL" as TACL, the society named by its acronym', () => {
    // shape of set 341's 2609.06731 (design): nothing was read
    expect(read('2609.00001', 'Accepted in Transactions of ACL 2027 (camera-ready)')).toEqual([['TACL', 2027, 'main', null, 'accepted', null]]);
    // varied: with "the", no year (a journal: null), and a submission
    expect(read('2609.00001', 'Submitted to the Transactions of the ACL')).toEqual([['TACL', null, 'main', null, 'submitted', null]]);
    // counter-cases: the spelled-out name and the acronym read as before
    expect(read('2609.00001', 'Accepted at the Transactions of the Association for Computational Linguistics').map((e) => e[0])).toEqual(['TACL']);
    expect(read('2609.00001', 'Accepted to ACL 2026 (main conference)').map((e) => e[0])).toEqual(['ACL']);
  });

  it('reads a Version of Record said to be out ("is published by …", "was published in …") as published', () => {
    // shape of set 340's 2609.06042 (design): read accepted
    expect(read('2609.00001', 'Accepted at the 9th Zebra Conference (ZEBCON 2026). Author manuscript; the Version of Record is published by Springer in a proceedings volume')
      .map((e) => [e[0], e[4]])).toEqual([['ZEBCON', 'published']]);
    // varied: "was published by", "is available online at"
    expect(read('2609.00001', 'Accepted at ICPR 2026. The version of record was published by Springer Nature').map((e) => e[4])).toEqual(['published']);
    expect(read('2609.00001', 'Accepted at ICPR 2026. The Version of Record is available online at https://doi.org/10.1000/zz').map((e) => e[4])).toEqual(['published']);
    // counter-cases: a Version of Record still to come, forthcoming, or denied stays accepted
    expect(read('2609.00001', 'Accepted at ICPR 2026. The Version of Record will be published by Springer').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2609.00001', 'Accepted at ICPR 2026. The Version of Record is forthcoming').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2609.00001', 'Accepted at ICPR 2026. This is not the Version of Record and is available at the authors\' page').map((e) => e[4])).toEqual(['accepted']);
  });

  it('names a workshop spelled out right after an acronym and a comma by that acronym', () => {
    // shape of set 340's 2609.05748 (design): the spelled-out name was read as the workshop's
    expect(read('2609.00001', 'Accepted at ZebTour 2026, Workshop on Zebras in Tourism, co-located with the 21st ACM Conference on Recommender Systems (RecSys 2026)'))
      .toEqual([['RecSys', 2026, 'workshop', 'ZebTour', 'accepted', null]]);
    // varied: an apostrophe year, "the" and an ordinal before the name, another host
    expect(read('2609.00001', "Accepted at QuietML'26, the 2nd Workshop on Quiet Machine Learning, held in conjunction with CIKM 2026").map((e) => [e[0], e[3]]))
      .toEqual([['CIKM', 'QuietML']]);
    // counter-cases: a listed venue before the comma is the host, not the workshop's acronym; no acronym, the name stays
    expect(read('2609.00001', 'Accepted at CIKM 2026, Workshop on Quiet Machine Learning').map((e) => e[3])).toEqual(['Workshop on Quiet Machine Learning']);
    expect(read('2609.00001', 'Presented at the Workshop on Quiet Machine Learning, co-located with KDD 2026').map((e) => e[3])).toEqual(['Workshop on Quiet Machine Learning']);
    // counter-case: the host written another way (a hyphen for its space) before the comma is still the host
    expect(read('2609.00001', 'Accepted to ECML-PKDD 2026, 3rd Workshop on Quiet Widgets').map((e) => [e[0], e[3]])).toEqual([['ECML PKDD', 'Workshop on Quiet Widgets']]);
  });

  it('keeps the new patterns fast on long adversarial runs', () => {
    const runs = ['Version of Record '.repeat(240), `${'Ab1'.repeat(1400)}, Workshop on Zebras, co-located with KDD 2026`, `${'A-'.repeat(2000)}, Workshop on Zebras`];
    for (const text of runs) {
      const t0 = performance.now();
      detectVenues({ id: '2609.00001', comments: text.slice(0, 4200), journalRef: null });
      expect(performance.now() - t0).toBeLessThan(500);
    }
  });
});
