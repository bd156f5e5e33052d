import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v149 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-149.jsonl …
// -152.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 8e094b8a (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v149 round', () => {
  it('reads a W glued to the year after the host as the host\'s workshops', () => {
    // set 152 part A 2510.03540 (before: CVPR 2025 main, a false main)
    expect(read('2510.03540', 'Accepted to CVPR2025W')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', null]]);
    // varied: another host, a space before the year and a hyphen before the W
    expect(read('2510.00001', 'Accepted at ICCV 2025-W. Code: soon').map((e) => [e[0], e[2]])).toEqual([['ICCV', 'workshop']]);
    // counter-cases: a W that opens a word or a name after a space, "W&B", stay main
    expect(read('2510.00002', 'Accepted to CVPR 2025 W. Smith contributed equally').map((e) => e[2])).toEqual(['main']);
    expect(read('2510.00003', 'CVPR 2025 W&B logs at the project page').map((e) => e[2])).toEqual(['main']);
    expect(read('2510.00004', 'Accepted to CVPR 2025').map((e) => e[2])).toEqual(['main']);
  });

  it('names a workshop by the acronym bracketed after "HOSTW YEAR" when a presentation follows it inside the bracket', () => {
    // set 152 part A 2604.18134 (before: workshop unnamed)
    expect(read('2604.18134', 'Accepted at CVPRW 2026 (AI4RWC Oral presentationn)'))
      .toEqual([['CVPR', 2026, 'workshop', 'AI4RWC', 'accepted', 'oral']]);
    // varied: "HOST YEAR Workshop", a poster
    expect(read('2508.00001', 'Accepted at ICCV 2025 Workshop (SyntaGen Poster)').map((e) => [e[3], e[5]])).toEqual([['SyntaGen', 'poster']]);
    // counter-cases: a bracket with only the presentation names no workshop; the acronym alone is read as before
    expect(read('2604.00001', 'Accepted at CVPRW 2026 (Oral presentation)').map((e) => [e[3], e[5]])).toEqual([[null, 'oral']]);
    expect(read('2604.00002', 'Accepted at CVPRW 2026 (AI4RWC)').map((e) => e[3])).toEqual(['AI4RWC']);
  });

  it('names a workshop by the title between a cue\'s "at" and "at HOST YEAR Workshop"', () => {
    // set 151 part A 2602.11157 (before: workshop unnamed)
    expect(read('2602.11157', '9 pages, Poster presented at Socially Responsible and Trustworthy Foundation Models at NeurIPS 2025 Workshop'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Socially Responsible and Trustworthy Foundation Models', 'accepted', 'poster']]);
    // varied: another cue and host, a sentence after the word, a lower-case "workshop"
    expect(read('2604.00003', 'Accepted at Machine Learning for Earth Observation at ICLR 2026 Workshop. Code: soon').map((e) => e[3]))
      .toEqual(['Machine Learning for Earth Observation']);
    expect(read('2506.00001', 'Accepted to Generative Models at ICML 2025 workshop').map((e) => e[3])).toEqual(['Generative Models']);
    // counter-cases: a kind of paper, a presentation or an affiliation before "at HOST" is no title
    expect(read('2510.00005', 'Accepted Paper at NeurIPS 2025 Workshop').map((e) => e[3])).toEqual([null]);
    expect(read('2510.00006', 'Presented at Oral Session at NeurIPS 2025 Workshop').map((e) => e[3])).toEqual([null]);
    expect(read('2510.00007', 'Work done at Google Research at NeurIPS 2025 Workshop').map((e) => e[3])).toEqual([null]);
  });

  it('reads "demonstrated in / at VENUE" as the venue\'s demo track', () => {
    // set 150 part A 2507.03802 (before: NeurIPS 2020 main)
    expect(read('2507.03802', '16 pages, shorter version demonstrated in NeurIPS 2020'))
      .toEqual([['NeurIPS', 2020, 'demo', null, 'previous_version', null]]);
    // varied: the cue opening the comment, another venue
    expect(read('2604.00004', 'Demonstrated at ICRA 2026').map((e) => [e[0], e[2]])).toEqual([['ICRA', 'demo']]);
    // counter-cases: "as demonstrated in" (another work's result), a result "demonstrated in" a table
    expect(read('2604.00005', 'Accepted at ICML 2026, as demonstrated in Table 2').map((e) => e[2])).toEqual(['main']);
    expect(read('2604.00006', 'Accepted at ICML 2026; results demonstrated in Table 2').map((e) => e[2])).toEqual(['main']);
  });
});
