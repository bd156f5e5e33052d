import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v229 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-229.jsonl …
// -232.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 0ef0f291 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v229 round', () => {
  it('reads "this work extends <Name>, accepted to VENUE" as the earlier version', () => {
    // set 231 part A 2605.16026 (before: ACL findings accepted)
    expect(read('2605.16026', 'Submitted to IEEE/ACM TASLP. This work extends S2ST-Omni, accepted to Findings of ACL 2026')).toEqual([
      ['TASLP', null, 'main', null, 'submitted', null], ['ACL', 2026, 'findings', null, 'previous_version', null]]);
    // varied: "paper", "published at"
    expect(read('2605.00229', 'This paper extends MoE-Lite, published at ICML 2025. Under review at TMLR').map((e) => [e[0], e[4]])).toEqual([
      ['ICML', 'previous_version'], ['TMLR', 'under_review']]);
    // unchanged: "extends our", and no subject or no name before the acceptance
    expect(read('2605.00230', 'This work extends our ICML 2025 paper').map((e) => [e[0], e[4]])).toEqual([['ICML', 'previous_version']]);
    expect(read('2605.00231', 'This work extends the baseline; accepted to ICLR 2026').map((e) => [e[0], e[4]])).toEqual([['ICLR', 'accepted']]);
    expect(read('2605.00232', 'Extends, accepted to ICLR 2026').map((e) => [e[0], e[4]])).toEqual([['ICLR', 'accepted']]);
  });
});
