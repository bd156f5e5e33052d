import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v221 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-221.jsonl …
// -224.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on abe6853b (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v221 round', () => {
  it('reads a "Highlighted Paper" as the highlight programme (spotlight)', () => {
    // set 222 part A 2506.02493 (before: presentation null)
    expect(read('2506.02493', 'CVPR 2025 Highlighted Paper')).toEqual([['CVPR', 2025, 'main', null, 'accepted', 'spotlight']]);
    // varied: another venue and status, lower case, plural
    expect(read('2510.00221', 'Accepted to ICCV 2025 as highlighted papers').map((e) => [e[0], e[1], e[4], e[5]])).toEqual([['ICCV', 2025, 'accepted', 'spotlight']]);
    // unchanged: "highlighted" as a verb is no presentation; "Highlight" is read as before
    expect(read('2604.00221', 'Accepted to CVPR 2026. Results highlighted in the supplementary material').map((e) => [e[0], e[5]])).toEqual([['CVPR', null]]);
    expect(read('2604.00222', 'CVPR 2026 Highlight').map((e) => [e[0], e[5]])).toEqual([['CVPR', 'spotlight']]);
  });
});
