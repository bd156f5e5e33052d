import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v265 round, from the misses of test/fixtures/venues/labeled-dev-265.jsonl and -266.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on bf47e8c3 (the branch's base), checked by running this file in an extraction of the base (git archive of src,
// data/venues and test/helpers); the "unchanged" ones pass there too.

describe('venue rules of the v265 round', () => {
  it('reads "presented orally" and "orally presented" as an oral presentation', () => {
    // rule (set 265 part A's shape: no presentation before)
    expect(read('2605.00265', 'Accepted as a short paper at ZORP 2026 and will be presented orally')).toEqual([['ZORP', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2605.00265', 'Accepted at CVPR 2026, to be orally presented in Denver')).toEqual([['CVPR', 2026, 'main', null, 'accepted', 'oral']]);
    // unchanged: "orally" away from "present", and the noun form
    expect(read('2605.00265', 'Accepted at ZORP 2026. The compound is taken orally')).toEqual([['ZORP', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00265', 'Accepted for oral presentation at ZORP 2026')).toEqual([['ZORP', 2026, 'main', null, 'accepted', 'oral']]);
  });

  it('keeps a version number inside a spelled name, so the bracketed acronym after it is still read', () => {
    // rule (set 266 part A's shape: the name cut before "5.0" and read without its acronym)
    expect(read('2605.00265', '2025 3rd International Conference on Green Factories for Industry 5.0 (GFI)')).toEqual([['GFI', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00265', 'Accepted at the International Conference on Foo Systems for Web 3.0 (FSW 2026)')).toEqual([['FSW', 2026, 'main', null, 'accepted', null]]);
    // rule: with no acronym the number stays in the name as written
    expect(read('2605.00265', 'Accepted at the International Conference on Foo Systems for Society 5.0, 2025'))
      .toEqual([['International Conference on Foo Systems for Society 5.0', 2025, 'main', null, 'accepted', null]]);
    // unchanged: no number
    expect(read('2605.00265', '2025 3rd International Conference on Green Factories for Industry (GFI)')).toEqual([['GFI', 2025, 'main', null, 'accepted', null]]);
  });

  it('knows ICIAP by its spelled name', () => {
    // rule (set 265 part A's shape: the spelled name as written before)
    expect(read('2510.00265', 'To appear at the 23rd International Conference on Image Analysis and Processing 2025, Rome')).toEqual([['ICIAP', 2025, 'main', null, 'accepted', null]]);
    // unchanged: its acronym, its workshops
    expect(read('2510.00265', 'Accepted at ICIAP 2025')).toEqual([['ICIAP', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00265', 'Accepted at ICIAP 2025 Workshops')).toEqual([['ICIAP', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('stays linear on long runs of the new shapes', () => {
    expect(timed(`Accepted at ZORP 2026 and will be presented${' '.repeat(4000)}orally`).ms).toBeLessThan(500);
    expect(timed(`Accepted at ZORP 2026 and will be orally${' \t'.repeat(2000)}presented`).ms).toBeLessThan(500);
    expect(timed(`International Conference on Foo${' Bar 5.0'.repeat(500)} (FB)`).ms).toBeLessThan(500);
    expect(timed(`International Conference on Foo ${'5.5.'.repeat(1000)} (FB)`).ms).toBeLessThan(500);
  });
});
