import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v189 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-189.jsonl …
// -192.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on bbb7cd43 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v189 round', () => {
  it('drops a version-style edition ("3.0", "4.0") closing a workshop\'s name, or before its "Workshop", but keeps a concept\'s version', () => {
    // set 191 part A 2504.03306 (before: "Visual Anomaly and Novelty Detection 3.0 Workshop")
    expect(read('2504.03306', 'Visual Anomaly and Novelty Detection 3.0 Workshop at CVPR 2025'))
      .toEqual([['CVPR', 2025, 'workshop', 'Visual Anomaly and Novelty Detection Workshop', 'accepted', null]]);
    // varied: a one-word name with a hyphen (set 93's label: De-Factify)
    expect(read('2503.18812', 'De-Factify 4.0 workshop at the 39th Annual AAAI Conference on\n  Artificial Intelligence (AAAI 2025)').map((e) => e[3]))
      .toEqual(['De-Factify Workshop']);
    // counter-cases: a concept's version is part of the name
    expect(read('2606.00201', 'Accepted at the Industry 4.0 Workshop at ICRA 2026').map((e) => e[3])).toEqual(['Industry 4.0 Workshop']);
    expect(read('2606.00202', 'Accepted at the Blockchain and Web 3.0 Workshop at WWW 2026').map((e) => e[3])).toEqual(['Blockchain and Web 3.0 Workshop']);
  });

  it('reads "HOST YEAR ACRONYM Spotlight" as the acronym\'s event at the host, as it reads "HOST YEAR ACRONYM"', () => {
    // set 190 part A 2506.13743 (before: SIGIR main track, a false "accepted, main")
    expect(read('2506.13743', 'SIGIR 2025 LiveRAG Spotlight'))
      .toEqual([['SIGIR', 2025, 'workshop', 'LiveRAG', 'accepted', 'spotlight']]);
    // varied: the presentation in brackets
    expect(read('2506.00203', 'CVPR 2025 EarthVision (Oral)')).toEqual([['CVPR', 2025, 'workshop', 'EarthVision', 'accepted', 'oral']]);
    // unchanged: a presentation alone, a track, a programme qualifier or a venue of its own between year and presentation
    expect(read('2506.00204', 'ICLR 2025 Spotlight')).toEqual([['ICLR', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('2506.00205', 'NeurIPS 2025 D&B Spotlight').map((e) => e[2])).toEqual(['datasets_benchmarks']);
    expect(read('2506.00206', 'ICML 2025 Main Spotlight').map((e) => e[2])).toEqual(['main']);
    expect(read('2506.00207', 'ACL 2025 Findings Oral').map((e) => e[2])).toEqual(['findings']);
    expect(read('2506.00208', 'NeurIPS 2025 Spotlight Poster').map((e) => e[2])).toEqual(['main']);
  });

  it('reads "a preliminary (short paper) version presented at" as the earlier version', () => {
    // set 190 part A 2507.02466 (before: accepted)
    expect(read('2507.02466', "A preliminary (short paper) version presented at ComBayNS Workshop at\n  IJCNN'25"))
      .toEqual([['IJCNN', 2025, 'workshop', 'ComBayNS', 'previous_version', null]]);
    // varied: another note, another participle
    expect(read('2606.00209', 'An earlier (extended abstract) version was published at ECAI 2025').map((e) => e[4]))
      .toEqual(['previous_version']);
    // unchanged: no bracket; the record itself
    expect(read('2606.00210', 'A preliminary version presented at ComBayNS Workshop at IJCNN 2025').map((e) => e[4])).toEqual(['previous_version']);
    expect(read('2606.00211', 'Accepted at ICML 2026 (short paper)').map((e) => e[4])).toEqual(['accepted']);
  });

  it('takes the year closing a place-and-date run after a host\'s workshop named with its acronym in brackets', () => {
    // set 192 part A 2604.03583 (before: 2025, inferred)
    expect(read('2604.03583', 'Published in Proceedings of the 4th NeurIPS Efficient Natural Language and Speech Processing Workshop (ENLSP-IV), Vancouver, Canada, 2024. 14 pages, 8 figures'))
      .toEqual([['NeurIPS', 2024, 'workshop', 'ENLSP', 'published', null]]);
    // varied: "Workshop on" and a title; the year right after the bracket
    expect(read('2604.00212', 'Presented at the ICML Workshop on Data Centric Learning (DCL), Vienna, Austria, 2024').map((e) => e[1])).toEqual([2024]);
    expect(read('2604.00213', 'Accepted at the NeurIPS Efficient Natural Language and Speech Processing Workshop (ENLSP), 2024').map((e) => e[1])).toEqual([2024]);
    // unchanged: no year after the bracket (the edition inferred), a year in another clause
    expect(read('2604.00214', 'Accepted at the ICML Workshop on Data Centric Learning (DCL). 10 pages').map((e) => e[1])).toEqual([2026]);
  });
});
