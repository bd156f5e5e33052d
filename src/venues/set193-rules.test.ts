import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v193 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-193.jsonl …
// -196.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 7c1a14cf (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v193 round', () => {
  it('ends a workshop\'s title-case name after "HOST YEAR Workshop" at a sentence\'s end, whatever opens the next sentence', () => {
    // set 195 part A 2606.00872 (before: the name missed, null)
    expect(read('2606.00872', 'Accepted as a Spotlight Oral at the ICML 2026 Workshop Foundation Models for Structured Data. *Equal Contribution'))
      .toEqual([['ICML', 2026, 'workshop', 'Foundation Models for Structured Data', 'accepted', 'oral']]);
    // varied: another host, a page count after the period
    expect(read('2510.00193', 'Accepted at the NeurIPS 2025 Workshop Machine Learning for Structured Biology. 12 pages, 4 figures').map((e) => e[3]))
      .toEqual(['Machine Learning for Structured Biology']);
    // unchanged: a run without a joiner is no title here; "Workshop on" keeps its own reading
    expect(read('2606.00194', 'Accepted at the ICML 2026 Workshop Foundation Models. 10 pages').map((e) => e[3])).toEqual([null]);
    expect(read('2606.00195', 'ICML 2026 Workshop on Foundation Models for Science. 10 pages').map((e) => e[3]))
      .toEqual(['Workshop on Foundation Models for Science']);
  });

  it('reads an event named after "@" following the host\'s W tag as the workshop, as after the host\'s own tag', () => {
    // set 196 part A 2604.11998 (before: the name missed, null)
    expect(read('2604.11998', 'accepted by CVPRW 26 @ NTIRE')).toEqual([['CVPR', 2026, 'workshop', 'NTIRE', 'accepted', null]]);
    // varied: another host, a four-digit year, digits in the acronym
    expect(read('2508.00196', 'Accepted at ICCVW 2025 @ CV4A11y')).toEqual([['ICCV', 2025, 'workshop', 'CV4A11y', 'accepted', null]]);
    // unchanged: a place after "@" names no workshop; no "@"
    expect(read('2504.00197', 'Accepted at CVPRW 2025 @ Nashville').map((e) => e[3])).toEqual([null]);
    expect(read('2504.00198', 'CVPRW 2025')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', null]]);
  });
});
