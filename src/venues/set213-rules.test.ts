import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v213 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-213.jsonl …
// -216.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 0b321ebc (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v213 round', () => {
  it('gives a conference named beside a rolling-review submission the edition whose review runs when posted', () => {
    // set 213 part A 2605.28123 (before: EMNLP 2025, the last edition, as if the bracket alone were a decided paper)
    expect(read('2605.28123', '7 pages, 1 figures, submitted to ACL ARR 2026 May (EMNLP)')).toEqual([['EMNLP', 2026, 'main', null, 'submitted', null]]);
    // varied: no cycle year, another posting month
    expect(read('2602.00213', 'Submitted to ARR (EMNLP)').map((e) => e.slice(0, 5))).toEqual([['EMNLP', 2026, 'main', null, 'submitted']]);
    // unchanged: a year written for the conference stays; an acceptance stays the decided edition; ARR alone is ACL
    expect(read('2605.00213', 'Submitted to ARR for EMNLP 2025').map((e) => e.slice(0, 5))).toEqual([['EMNLP', 2025, 'main', null, 'submitted']]);
    expect(read('2605.00214', 'Accepted at EMNLP 2025 (via ARR)').map((e) => e.slice(0, 5))).toEqual([['EMNLP', 2025, 'main', null, 'accepted']]);
    expect(read('2605.00215', 'submitted to ACL ARR 2026 May').map((e) => e.slice(0, 5))).toEqual([['ACL', 2026, 'main', null, 'submitted']]);
  });

  it('reads a year-led event name opening a sentence after a full stop when its bracketed acronym confirms it', () => {
    // set 213 part A 2504.18112 (before: no venue; the same name was read at the clause start)
    expect(read('2504.18112', 'Stereo Vision, Efficient CNN, Pruning, Optimization. 2025 Intelligent\n  Information and Control Conference (IICC 2025), Jeonju, Korea'))
      .toEqual([['IICC', 2025, 'main', null, 'accepted', null]]);
    // varied: another sentence before, another event with its acronym
    expect(read('2605.00216', '6 pages, 3 figures. 2026 Nordic Symposium on Robust Sensing (NSRS 2026), Oslo').map((e) => e.slice(0, 5))).toEqual([['NSRS', 2026, 'main', null, 'accepted']]);
    // unchanged: without the bracketed acronym the name is no tag there (a name cut short must not become a venue), and
    // a year after an abbreviation's full stop or a page count opens no tag
    expect(read('2505.00216', 'Pruning, Optimization. 2025 Intelligent Information and Control Conference')).toEqual([]);
    expect(read('2509.00216', 'Signals. 2025 IEEE 9th International Conference on Sensing, control and Systems Design (SCSD)')).toEqual([]);
  });
});
