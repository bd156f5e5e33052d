import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v165 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-165.jsonl …
// -168.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 0da74701 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v165 round', () => {
  it('drops an edition number after a hyphen from a one-word workshop name', () => {
    // set 166 part A 2603.12693 (before: "ABAW-10")
    expect(read('2603.12693', 'to be submitted to ABAW-10 workshop of CVPR 2026'))
      .toEqual([['CVPR', 2026, 'workshop', 'ABAW', 'submitted', null]]);
    // varied: a one-digit edition, the name after the host's workshop word (set 84's VerifAI-2, label corrected)
    expect(read('2604.00041', 'Published at the VerifAI-2 Workshop, ICLR 2026 (non-archival)').map((e) => e[3])).toEqual(['VerifAI']);
    expect(read('2604.00042', 'Accepted at the NTIRE-25 workshop at CVPR 2025').map((e) => e[3])).toEqual(['NTIRE']);
    // counter-cases: a letter after the hyphen is part of the name; glued edition digits go since v181 (set181-rules); a hyphen inside the name stays
    expect(read('2604.00043', 'Accepted to GRAIL-V workshop at CVPR 2026').map((e) => e[3])).toEqual(['GRAIL-V']);
    expect(read('2604.00044', 'Accepted (Oral) at TRUE-V Workshop CVPR 2026').map((e) => e[3])).toEqual(['TRUE-V']);
    expect(read('2604.00045', 'Accepted at the FGVC13 workshop at CVPR 2026').map((e) => e[3])).toEqual(['FGVC']);
    expect(read('2604.00046', 'Accepted at the LLM-3D workshop at CVPR 2026').map((e) => e[3])).toEqual(['LLM-3D']);
    expect(read('2604.00047', 'Accepted at the W-CODA workshop at ECCV 2024').map((e) => e[3])).toEqual(['W-CODA']);
  });

  it('reads an acronym alone in brackets between a host acronym and its year as a workshop held there', () => {
    // set 168 part A 2505.11753 (before: CVPR 2025 main, a false main)
    expect(read('2505.11753', 'CVPR (XAI4CV) 2025')).toEqual([['CVPR', 2025, 'workshop', 'XAI4CV', 'accepted', null]]);
    // varied: a cue, another host
    expect(read('2507.00048', 'Accepted at ICCV (CV4A11y) 2025').map((e) => [e[0], e[2], e[3]])).toEqual([['ICCV', 'workshop', 'CV4A11y']]);
    // counter-cases: a programme, a presentation, a publisher or series, the host's own acronym after its spelled name
    expect(read('2510.00049', 'Paper is accepted at EMNLP (Findings) 2025').map((e) => [e[2], e[3]])).toEqual([['findings', null]]);
    expect(read('2604.00050', 'paper accepted at ACL (Main) 2026').map((e) => [e[2], e[3]])).toEqual([['main', null]]);
    expect(read('2603.00051', 'CVPR (Oral) 2025').map((e) => [e[2], e[5]])).toEqual([['main', 'oral']]);
    expect(read('2507.00052', 'ICML (PMLR) 2025').map((e) => [e[2], e[3]])).toEqual([['main', null]]);
    expect(read('2602.00053', 'Accepted to be Published in IEEE Conference on Artificial Intelligence (CAI) 2026 - May 8-10, 2026, Granada, Spain')
      .map((e) => [e[0], e[2]])).toEqual([['IEEE CAI', 'main']]);
    expect(read('2501.00054', 'Accepted by International Symposium on Biomedical Imaging (ISIB) 2025 as an oral presentation')
      .map((e) => [e[0], e[2]])).toEqual([['ISBI', 'main']]);
  });

  it('reads BioNLP, ArgMining and SLaTE named alone as workshops of their own', () => {
    // set 167 part A 2506.05589 and 2507.22410 (before: main track, false mains)
    expect(read('2506.05589', 'Accepted to BioNLP 2025')).toEqual([['BioNLP', 2025, 'workshop', 'BioNLP', 'accepted', null]]);
    expect(read('2507.22410', '2 pages, 1 figure, accepted by SLaTE 2025')).toEqual([['SLaTE', 2025, 'workshop', 'SLaTE', 'accepted', null]]);
    // varied: the third series, another cue (set 154's label)
    expect(read('2506.09917', 'Accepted by ArgMining 2025')).toEqual([['ArgMining', 2025, 'workshop', 'ArgMining', 'accepted', null]]);
    expect(read('2506.11666', 'to be published in BioNLP 2025').map((e) => [e[0], e[2]])).toEqual([['BioNLP', 'workshop']]);
    // counter-cases: with a host stated, the host's workshop as before
    expect(read('2605.13292', 'Accepted in BioNLP @ ACL 2026 Conference')).toEqual([['ACL', 2026, 'workshop', 'BioNLP', 'accepted', null]]);
    expect(read('2606.12854', '8 pages, 2 figures, 12 tables. To appear at BioNLP Workshop, ACL 2026').map((e) => [e[0], e[3]])).toEqual([['ACL', 'BioNLP']]);
    expect(read('2506.02532', '10 pages, 6 figures. ArgMining 2025 Workshop (Non-archival) @ ACL\n  2025').map((e) => [e[0], e[3]])).toEqual([['ACL', 'ArgMining']]);
    // a word in lower case is no series (case-sensitive)
    expect(read('2507.00055', 'Accepted to a bionlp 2025 venue').some((e) => e[0] === 'BioNLP')).toBe(false);
  });

  it('names a workshop by the title before "(in HOST Workshops)", its ordinal dropped', () => {
    // set 168 part A 2601.04824 (before: WACV workshop, no name)
    expect(read('2601.04824', 'This work has been accepted at Real World Surveillance: Applications and Challenges, 6th (in WACV Workshops)'))
      .toEqual([['WACV', 2026, 'workshop', 'Real World Surveillance: Applications and Challenges', 'accepted', null]]);
    // varied: no colon, "at the" and the singular
    expect(read('2604.00056', 'Accepted at Computer Vision in Sports (at the CVPR Workshop)').map((e) => e[3])).toEqual(['Computer Vision in Sports']);
    // counter-cases: a presentation, a venue tag or an uncapitalised phrase before the bracket names no workshop
    expect(read('2604.00057', 'Accepted at Oral Presentation (in CVPR 2026 Workshops)').map((e) => e[3])).toEqual([null]);
    expect(read('2601.00058', 'Accepted at WACV 2026 (in WACV Workshops)').map((e) => e[3])).toEqual([null]);
    expect(read('2604.00059', 'Accepted at the conference (in CVPR Workshops)').map((e) => e[3])).toEqual([null]);
  });
});
