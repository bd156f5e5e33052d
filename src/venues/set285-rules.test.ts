import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v285 round, from the misses of test/fixtures/venues/labeled-dev-285.jsonl and -286.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 0dad5e61 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v285 round', () => {
  it('reads a capitalised "Datasets" right after the edition year as the datasets track', () => {
    // rule (set 286 part A's shape: "<tag> YEAR Datasets" read as the main track)
    expect(read('2606.00285', 'Accepted at NeurIPS 2025 Datasets'))
      .toEqual([['NeurIPS', 2025, 'datasets_benchmarks', null, 'accepted', null]]);
    expect(read('2606.00285', 'CVPR 2026 Datasets (Oral). Code: https://example.org'))
      .toEqual([['CVPR', 2026, 'datasets_benchmarks', null, 'accepted', 'oral']]);
    // unchanged: the track named in full, as before; lower-case datasets after a year are no track
    expect(read('2606.00285', 'Accepted at NeurIPS 2025 Datasets and Benchmarks Track'))
      .toEqual([['NeurIPS', 2025, 'datasets_benchmarks', null, 'accepted', null]]);
    expect(read('2606.00285', 'Accepted at NeurIPS 2025, 2025 datasets used'))
      .toEqual([['NeurIPS', 2025, 'main', null, 'accepted', null]]);
    expect(read('2606.00285', 'Accepted at ICML 2026. 2026 Datasets are released'))
      .toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['NeurIPS 2025 Datasets ', '2025 2025 2025 Datasets', 'Accepted at ACM MM 2025   Datasets, ', '2025 '.repeat(3) + 'Datasetss ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
