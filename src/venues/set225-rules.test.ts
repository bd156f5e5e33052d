import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v225 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-225.jsonl …
// -228.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 7e3ff7a3 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v225 round', () => {
  it('reads "Oral" before an anatomy/medical word as the mouth, not an oral presentation', () => {
    // set 226 part A 2508.14276 (before: presentation oral)
    expect(read('2508.14276', 'MICCAI 2025 Workshop on Oral and Dental Image Analysis (ODIN)')).toEqual([['MICCAI', 2025, 'workshop', 'ODIN', 'accepted', null]]);
    // varied: another venue, another medical word
    expect(read('2605.00225', 'Accepted at ISBI 2026 Workshop on Oral Cancer Screening').map((e) => [e[0], e[5]])).toEqual([['ISBI', null]]);
    // unchanged: an oral presentation, also next to a poster or a tutorial
    expect(read('2605.00226', 'Accepted for oral and poster presentation at MICCAI 2025').map((e) => [e[0], e[5]])).toEqual([['MICCAI', 'oral']]);
    expect(read('2605.00227', 'Accepted as Oral at ICLR 2026').map((e) => [e[0], e[5]])).toEqual([['ICLR', 'oral']]);
  });
});
