import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v185 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-185.jsonl …
// -188.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 5f0ff765 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v185 round', () => {
  it('reads "Evaluations & Datasets", NeurIPS 2026\'s name for its D&B track, as datasets_benchmarks', () => {
    // set 187 part A 2605.01771 (before: track main)
    expect(read('2605.01771', 'Main paper plus appendices and supplementary material. Submitted to NeurIPS 2026 Evaluations & Datasets (ED) Track. Code and data: https://github.com/seanshin0214/bs-bench'))
      .toEqual([['NeurIPS', 2026, 'datasets_benchmarks', null, 'submitted', null]]);
    // varied: the track named after "Track on"
    expect(read('2606.00101', '41 pages. Preprint under review for the Track on Evaluations and Datasets at NeurIPS 2026').map((e) => e[2]))
      .toEqual(['datasets_benchmarks']);
    // unchanged: the older name and the spelled-out "Datasets Track"
    expect(read('2606.00102', 'Accepted at NeurIPS 2025 Datasets and Benchmarks Track').map((e) => e[2])).toEqual(['datasets_benchmarks']);
    // counter-cases: evaluation and datasets as plain words, not a track name
    expect(read('2606.00103', 'Accepted at NeurIPS 2026. New evaluation and datasets added').map((e) => e[2])).toEqual(['main']);
    expect(read('2606.00104', 'Accepted at ICML 2026; extensive evaluations on five datasets').map((e) => e[2])).toEqual(['main']);
  });
});
