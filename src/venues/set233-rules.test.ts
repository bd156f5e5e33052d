import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v233 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-233.jsonl …
// -236.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, varied ones
// and counter-cases. Every real-string and varied expectation fails on 171748dc (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v233 round', () => {
  it('reads a title with "at" among its words, its acronym in brackets, then ", HOST YEAR" as the host\'s workshop', () => {
    // set 234 part A 2507.08018 (before: ICML main, a false "accepted, main track")
    expect(read('2507.08018', 'Accepted at Methods and Opportunities at Small Scale (MOSS), ICML\n  2025')).toEqual([
      ['ICML', 2025, 'workshop', 'MOSS', 'accepted', null]]);
    // varied: another cue, "at the", an acronym holding the "at"'s letter or a capital inside a word
    expect(read('2510.00001', 'Presented at Learning at Scale Frontiers (LASF), NeurIPS 2025')).toEqual([
      ['NeurIPS', 2025, 'workshop', 'LASF', 'accepted', null]]);
    expect(read('2603.00001', 'Accepted at AI at the Edge (AIE), ICLR 2026')).toEqual([['ICLR', 2026, 'workshop', 'AIE', 'accepted', null]]);
    // unchanged: a bracket the whole title does not spell, and a title without "at"
    expect(read('2605.00001', 'Accepted at Efficient Systems at Scale (ZZZ), ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00002', 'Accepted at Quantum Learning Frontiers (QLF), ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'QLF', 'accepted', null]]);
    expect(read('2605.00003', 'Accepted at ICLR 2026, presented at Scale (SC), ICML 2026').map((e) => e[2])).toEqual(['main', 'main']);
  });

  it('reads a "spotlight talk" as a spotlight, not an oral', () => {
    // set 236 part A 2511.17238 (before: oral; "Spotligh" as typed)
    expect(read('2511.17238', 'Accepted as Spotligh Talk at EurIPS 2025 Workshop on AI For Tabular Data').map((e) => e[5])).toEqual(['spotlight']);
    // varied
    expect(read('2510.00002', 'Accepted as a spotlight talk at NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('2603.00002', 'Spotlight-talk at ICLR 2026 Workshop on Foo Bar').map((e) => e[5])).toEqual(['spotlight']);
    // unchanged: a talk alone, or an oral talk, is oral; a spotlight alone is a spotlight
    expect(read('2506.00001', 'Invited talk at ICML 2025').map((e) => e[5])).toEqual(['oral']);
    expect(read('2605.00004', 'Accepted as an oral talk at ICML 2026').map((e) => e[5])).toEqual(['oral']);
    expect(read('2605.00005', 'Accepted at ICML 2026 (Spotlight)').map((e) => e[5])).toEqual(['spotlight']);
  });

  it('reads "<Name> Papers Track" as that named track (other), the main-track names excepted', () => {
    // set 233 part A 2606.04321 (before: main)
    expect(read('2606.04321', 'Submitted to ACM AI Leadership Summit 2026, Visionary Papers Track. 5 pages, 2 figures')).toEqual([
      ['ACM AI Leadership Summit', 2026, 'other', null, 'submitted', null]]);
    // varied
    expect(read('2601.00001', 'Accepted at ICSE 2026, Visionary Papers Track').map((e) => e[2])).toEqual(['other']);
    expect(read('2601.00002', 'Accepted at ICSE 2026, Vision Paper Track').map((e) => e[2])).toEqual(['other']);
    // unchanged: main-track names before "Papers Track"
    expect(read('2601.00003', 'Accepted at ICSE 2026, Full Papers Track').map((e) => e[2])).toEqual(['main']);
    expect(read('2601.00004', 'Accepted at ICSE 2026, Research Papers Track').map((e) => e[2])).toEqual(['main']);
    expect(read('2601.00005', 'Accepted at ICSE 2026, Technical Papers Track').map((e) => e[2])).toEqual(['main']);
  });

  it('reads an eConf journal-ref as the proceedings series of the meeting the comments name', () => {
    // set 236 part A 0801.4509 (before: a second entry "ECONF C")
    expect(read('0801.4509', 'proceedings of LCWS07', 'ECONF C0705302:TRK24,2007')).toEqual([['LCWS', 2007, 'main', null, 'published', null]]);
    // varied: "eConf" as usually printed
    expect(read('0806.00001', 'Proceedings of HCP 2008', 'eConf C080527:0042,2008')).toEqual([['HCP', 2008, 'main', null, 'published', null]]);
    // unchanged: another series' journal-ref beside the named meeting
    expect(read('0704.00001', 'proceedings of LCWS07', 'AIP Conf.Proc.912:78-87,2007')).toEqual([['LCWS', 2007, 'main', null, 'published', null]]);
  });
});
