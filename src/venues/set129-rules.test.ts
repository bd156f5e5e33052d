import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v129 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-129.jsonl …
// -132.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on 35386bfe (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v129 round', () => {
  it('keeps an acceptance when the bare noun "proceedings" is joined to it in the same clause', () => {
    // set 132 part A 2605.04108 (before: published)
    expect(read('2605.04108', 'Accepted to oral presentation and conference proceedings at IEEE International Conference on Image Processing (ICIP 2026), Finland'))
      .toEqual([['ICIP', 2026, 'main', null, 'accepted', 'oral']]);
    // varied: "presentation and publication in the proceedings of"
    expect(read('2603.00001', 'Accepted for presentation and publication in the proceedings of ICASSP 2026'))
      .toEqual([['ICASSP', 2026, 'main', null, 'accepted', null]]);
    // counter-cases: a publication stated by its verb, and a proceedings tag in a clause of its own, stay published
    expect(read('2603.00002', 'Accepted and published in the proceedings of ICASSP 2026')).toEqual([['ICASSP', 2026, 'main', null, 'published', null]]);
    expect(read('2603.00003', 'Accepted at ICASSP 2026. Proceedings of ICASSP 2026')).toEqual([['ICASSP', 2026, 'main', null, 'published', null]]);
  });

  it('reads a publisher\'s acronym written in title case ("IEEE Vis") as the catalogue\'s', () => {
    // set 132 part A 2507.01140 (before: "IEEE Vis", a false main by name)
    expect(read('2507.01140', '5 pages, 3 figures, IEEE Vis 2025')).toEqual([['IEEE VIS', 2025, 'main', null, 'accepted', null]]);
    // varied: with a cue
    expect(read('2506.00004', 'Accepted at IEEE Vis 2026')).toEqual([['IEEE VIS', 2026, 'main', null, 'accepted', null]]);
    // counter-case: the word alone, no publisher, is no venue
    expect(read('2506.00005', 'The Vis 2025 contest')).toEqual([]);
  });

  it('reads "builds on … work published at VENUE" as an earlier work', () => {
    // set 129 part A 2601.08703 (before: FAccT 2025 published, a second publication)
    expect(read('2601.08703', 'This is a preprint of the paper published at the MURE workshop, AAAI 2026, which builds on a preprint of separate work published at FAccT 2025 (arXiv:2505.10399)'))
      .toEqual([['AAAI', 2026, 'workshop', 'MURE', 'published', null], ['FAccT', 2025, 'main', null, 'previous_version', null]]);
    // varied: README's own shape, "builds on our paper presented at"
    expect(read('2603.00006', 'This work builds on our earlier paper presented at ICRA 2025')).toEqual([['ICRA', 2025, 'main', null, 'previous_version', null]]);
    // counter-case: building on a model, then a sentence of the paper's own publication
    expect(read('2603.00007', 'This paper builds on the LLaMA model. Published at ICRA 2025')).toEqual([['ICRA', 2025, 'main', null, 'published', null]]);
  });

  it('reads a review stated "for both" as every listed submission\'s, and a second venue after "and to" as submitted too', () => {
    // set 130 part A 2510.23730 (before: ACL submitted; the workshop's name cut at its inner "in")
    expect(read('2510.23730', '14 pages including appendix, 3 figures. Submitted to October ARR and\n  to Metacognition in Generative AI EurIPS workshop (under review for both)'))
      .toEqual([['ACL', 2025, 'main', null, 'under_review', null], ['EurIPS', 2025, 'workshop', 'Metacognition in Generative AI Workshop', 'under_review', null]]);
    // varied: "both under review"
    expect(read('2510.00008', 'Submitted to ICML 2026 and to the Foo Bar EurIPS workshop, both under review').map((e) => e[4])).toEqual(['under_review', 'under_review']);
    // varied: no review stated, the second venue after "and to" shares the submission (before: accepted)
    expect(read('2510.00009', 'Submitted to ICML 2026 and to Learning for Robots EurIPS workshop'))
      .toEqual([['ICML', 2026, 'main', null, 'submitted', null], ['EurIPS', 2025, 'workshop', 'Learning for Robots Workshop', 'submitted', null]]);
    // counter-cases: two submissions with no review stay submitted; a cue of the second's own stands
    expect(read('2605.00010', 'Submitted to ICML 2026 and NeurIPS 2026').map((e) => e[4])).toEqual(['submitted', 'submitted']);
    expect(read('2605.00011', 'Submitted to ICML 2026 and accepted at NeurIPS 2026').map((e) => e[4])).toEqual(['submitted', 'accepted']);
  });

  it('reads a workshop\'s name after "HOST workshop YEAR:", and a title with a colon subtitle after "HOST YEAR Workshop"', () => {
    // set 129 part A 2505.18479 (before: no name)
    expect(read('2505.18479', 'CVPR workshop 2025: SyntaGen')).toEqual([['CVPR', 2025, 'workshop', 'SyntaGen', 'accepted', null]]);
    // set 131 part A 2603.04238 (before: no name)
    expect(read('2603.04238', "ICLR 2026 Workshop I Can't Believe It's Not Better: Where Large Language Models Need to Improve"))
      .toEqual([['ICLR', 2026, 'workshop', "I Can't Believe It's Not Better", 'accepted', null]]);
    // varied
    expect(read('2604.00012', 'Accepted at CVPR Workshop 2026: NTIRE')).toEqual([['CVPR', 2026, 'workshop', 'NTIRE', 'accepted', null]]);
    expect(read('2604.00013', 'ICLR 2026 Workshop Deep Generative Models: Theory and Practice')).toEqual([['ICLR', 2026, 'workshop', 'Deep Generative Models', 'accepted', null]]);
    // counter-case: a place after the colon is no acronym of a workshop
    expect(read('2504.00014', 'CVPR Workshop 2025: Paris')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads a workshop title before "Workshop at HOST" across a list closed by "and" and a colon', () => {
    // set 132 part A 2603.05399 (before: "Beyond Workshop")
    expect(read('2603.05399', 'Accepted at Agents in the Wild: Safety, Security, and Beyond Workshop at ICLR 2026 - April 26, 2026, Rio de Janeiro, Brazil'))
      .toEqual([['ICLR', 2026, 'workshop', 'Agents in the Wild: Safety, Security, and Beyond Workshop', 'accepted', null]]);
    // varied: no Oxford comma
    expect(read('2604.00015', 'Accepted at the Trust, Safety and Beyond Workshop at ICML 2026')).toEqual([['ICML', 2026, 'workshop', 'Trust, Safety and Beyond Workshop', 'accepted', null]]);
    // counter-case: a list that no "and" before a capital closes stays cut at the comma
    expect(read('2604.00016', 'Accepted at Safety, Security Workshop at ICLR 2026')).toEqual([['ICLR', 2026, 'workshop', 'Security Workshop', 'accepted', null]]);
  });

  it('dates an accepted journal paper by a month and year standing alone as the next sentence', () => {
    // set 132 part A 2506.11515 (before: year null)
    expect(read('2506.11515', 'Accepted by IEEE Transactions on Circuits and Systems for Video\n  Technology (TCSVT). June 2025. DOI:\n  https://doi.org/10.1109/TCSVT.2025.3578266'))
      .toEqual([['TCSVT', 2025, 'main', null, 'accepted', null]]);
    // varied: abbreviated month, at the end
    expect(read('2501.00017', 'Accepted by TPAMI. Dec 2024')).toEqual([['TPAMI', 2024, 'main', null, 'accepted', null]]);
    // counter-cases: a submission's date, and a date opening a longer sentence, give no year
    expect(read('2501.00018', 'Submitted to TPAMI. March 2024.')).toEqual([['TPAMI', null, 'main', null, 'submitted', null]]);
    expect(read('2501.00019', 'Accepted by TPAMI. June 2025 we also release code')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
  });

  it('reads a publisher\'s event named by topic words joined in lower case ("SPIE Applications of Machine Learning 2023")', () => {
    // set 129 part A 2601.10537 (before: nothing)
    expect(read('2601.10537', '17 pages, 10 figures, 6 tables, SPIE Applications of Machine Learning 2023, San Diego, US'))
      .toEqual([['SPIE Applications of Machine Learning', 2023, 'main', null, 'accepted', null]]);
    // varied: another topic
    expect(read('2509.00020', '12 pages, SPIE Optics and Photonics for Sustainable Energy 2025')).toEqual([['SPIE Optics and Photonics for Sustainable Energy', 2025, 'main', null, 'accepted', null]]);
    // counter-case: a publisher's journal is no event
    expect(read('2509.00021', '12 pages, IEEE Transactions on Image Processing 2025').map((e) => e[0])).not.toContain('IEEE Transactions on Image Processing');
  });
});
