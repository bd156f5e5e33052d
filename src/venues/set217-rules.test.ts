import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v217 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-217.jsonl …
// -220.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on d7f38eb8 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v217 round', () => {
  it('reads the Findings of the Association for Computational Linguistics with its year in brackets as ACL Findings', () => {
    // set 220 part A 2604.16132 (before: no venue)
    expect(read('2604.16132', 'Accepted to Findings of the Association for Computational Linguistics (2026)')).toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
    // varied: another status, another year, spaces inside the bracket
    expect(read('2507.00217', '9 pages. Published in Findings of the Association for Computational Linguistics ( 2025 )').map((e) => e.slice(0, 5))).toEqual([['ACL', 2025, 'findings', null, 'published']]);
    // unchanged: a bracket holding another event's tag names that event; the year without a bracket is read as before
    expect(read('2510.00217', 'Accepted to Findings of the Association for Computational Linguistics (EMNLP 2025)').map((e) => e.slice(0, 5))).toEqual([['EMNLP', 2025, 'findings', null, 'accepted']]);
    expect(read('2506.00217', 'Accepted to Findings of the Association for Computational Linguistics 2025').map((e) => e.slice(0, 5))).toEqual([['ACL', 2025, 'findings', null, 'accepted']]);
  });
});
