import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v177 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-177.jsonl …
// -180.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 3d3c1d2c (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v177 round', () => {
  it('reads "workshops X and Y at HOST" (the plural word before the list) as one workshop entry each', () => {
    // set 180 part A 2606.16011 (before: one ICML 2026 workshop entry with no name)
    expect(read('2606.16011', 'Accepted to the non-archival workshops AI4Good and AIWILD at ICML 2026')).toEqual([
      ['ICML', 2026, 'workshop', 'AI4Good', 'accepted', null],
      ['ICML', 2026, 'workshop', 'AIWILD', 'accepted', null],
    ]);
    // varied: a colon after the plural word, "&", "of the" before the host; three names ("X @ HOST" is read by the single-workshop grammar first)
    expect(read('2606.00001', 'Accepted at workshops: AIWILD & FAGEN of the ICML 2026').map((e) => e[3])).toEqual(['AIWILD', 'FAGEN']);
    expect(read('2506.00002', 'Presented at the workshops SCALE, F2S and MOSS at ICML 2025').map((e) => e[3])).toEqual(['SCALE', 'F2S', 'MOSS']);
    // counter-cases: lower-case topics are no acronyms; a single name after the plural word is no list
    expect(read('2606.00003', 'Accepted to the workshops on safety and alignment at ICML 2026')).toEqual([['ICML', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('2606.00004', 'Accepted to the workshops AIWILD at ICML 2026').map((e) => e[3])).toHaveLength(1);
    // the acronym list before "workshops" still reads as before
    expect(read('2606.00005', 'Accepted to the AI4Good and AIWILD workshops at ICML 2026').map((e) => e[3])).toEqual(['AI4Good', 'AIWILD']);
  });
});
