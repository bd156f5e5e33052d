import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v97 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-97.jsonl …
// -100.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v97 round', () => {
  it('reads a LaTeX style, class or bibliography-style file named after a venue as its template, never a paper there', () => {
    // set 97 part A 2605.24721 (a false "accepted, main track" at ACL 2026 before)
    expect(read('2605.24721', '16 pages, 8 PNG figures, 3 tables, uses acl.sty')).toEqual([]);
    // varied: a year and an underscore between the name and the extension; a class file
    expect(read('2604.19508', '18 pages, uses lrec2026.sty')).toEqual([]);
    expect(read('2605.00001', 'Typeset with neurips_2025.cls and the natbib package')).toEqual([]);
    // counter-case: a stated acceptance elsewhere in the text is still read
    expect(read('2605.00001', 'Accepted at ACL 2026; uses acl.sty')).toEqual([['ACL', 2026, 'main', null, 'accepted', null]]);
  });

  it('keeps a title-case joiner ("For", "Of") inside a workshop title after "Workshop:"', () => {
    // set 97 part A 2510.12051 (workshop "ML" before)
    expect(read('2510.12051', 'NeurIPS 2025 Workshop: ML For Systems')).toEqual([['NeurIPS', 2025, 'workshop', 'ML For Systems', 'accepted', null]]);
    // varied
    expect(read('2510.00001', 'ICML 2025 Workshop: AI Of Tomorrow')).toEqual([['ICML', 2025, 'workshop', 'AI Of Tomorrow', 'accepted', null]]);
    // counter-case: an acronym alone after the word stays the name
    expect(read('2510.00001', 'NeurIPS 2025 Workshop: LAW')).toEqual([['NeurIPS', 2025, 'workshop', 'LAW', 'accepted', null]]);
  });

  it('names a workshop by a "(Workshop on …)" bracket right after the host, not after an acronym joined to the host', () => {
    // set 99 part A 2504.10984 (unnamed before)
    expect(read('2504.10984', '15 pages, 14 figures, 1 table. Accepted at CVPR 2025 (Workshop on\n  Event-based Vision)'))
      .toEqual([['CVPR', 2025, 'workshop', 'Workshop on Event-based Vision', 'accepted', null]]);
    // varied (snapshot 2605.19846): an apostrophe year
    expect(read('2605.19846', "CVPR'26 (Workshop on Video Large Language Models)"))
      .toEqual([['CVPR', 2026, 'workshop', 'Workshop on Video Large Language Models', 'accepted', null]]);
    // counter-cases: the acronym joined to the host names it (snapshot 2603.28033); an acronym before the bracket too
    expect(read('2603.28033', 'Accepted to DialRes-LREC26 (Workshop on Dialects in NLP A Resource Perspective)'))
      .toEqual([['LREC', 2026, 'workshop', 'DialRes', 'accepted', null]]);
    expect(read('2603.13651', 'Accepted at the SCOLIA 2026 Workshop (Second Workshop on Scholarly Information Access), co-located with ECIR 2026.'))
      .toEqual([['ECIR', 2026, 'workshop', 'SCOLIA', 'accepted', null]]);
  });

  it('takes a workshop\'s acronym from "(ACR workshop)" and from "(ACR YEAR), HOST YEAR Workshop"', () => {
    // set 100 part A 2507.23479 ("Applications of Medical AI AMAI Workshop" before)
    expect(read('2507.23479', 'Accepted at Applications of Medical AI (AMAI workshop) at MICCAI 2025\n  (submitted version)'))
      .toEqual([['MICCAI', 2025, 'workshop', 'AMAI', 'accepted', null]]);
    // set 99 part A 2510.00416 (unnamed before)
    expect(read('2510.00416', 'Clinical Image-Based Procedures (CLIP 2025), MICCAI 2025 Workshop'))
      .toEqual([['MICCAI', 2025, 'workshop', 'CLIP', 'accepted', null]]);
    // varied
    expect(read('2510.00001', 'Deep Generative Models (DGM4H Workshop) at NeurIPS 2025'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'DGM4H', 'accepted', null]]);
    expect(read('2510.00001', "Efficient Medical AI (EMA '25), MICCAI 2025 Workshop"))
      .toEqual([['MICCAI', 2025, 'workshop', 'EMA', 'accepted', null]]);
  });

  it('reads "Foundations and Trends in X" as a journal by its shape, a rank in brackets after it ending the name', () => {
    // set 98 part A 2509.18461 (missed before)
    expect(read('2509.18461', 'Published in Foundations and Trends in Signal Processing (#1 in\n  Signal Processing, #3 in Computer Science)'))
      .toEqual([['Foundations and Trends in Signal Processing', null, 'main', null, 'published', null]]);
    // varied (snapshot 2602.09711, set 54 part B, missed before)
    expect(read('2602.09711', 'Accepted at Foundations and Trends in Communications and Information Theory'))
      .toEqual([['Foundations and Trends in Communications and Information Theory', null, 'main', null, 'accepted', null]]);
    expect(read('2602.00001', 'To appear in Foundations and Trends in Robotics')).toEqual([['Foundations and Trends in Robotics', null, 'main', null, 'accepted', null]]);
    // counter-case: the words in running text, after no cue
    expect(read('2602.00001', 'We review foundations and trends in signal processing')).toEqual([]);
  });

  it('names a letter cited on an "L" page by the Letters journal the comments name (ApJL), not the stem it is cited by', () => {
    // set 97 part A 0704.0826 (ApJ before)
    expect(read('0704.0826', "4 pages, 2 figures, submitted to Astrophysical Journal Letters\n  (revised version including referee's comments)", 'Astrophys.J.663:L81-L84,2007'))
      .toEqual([['ApJL', 2007, 'main', null, 'published', null]]);
    // varied (set 83 part A 0704.0881, ApJ before)
    expect(read('0704.0881', 'ApJL in press, growth factor corrected, parameter degeneracy\n  calculated', 'Astrophys.J.696:L10-L12,2009'))
      .toEqual([['ApJL', 2009, 'main', null, 'published', null]]);
    // counter-case: the comments name ApJ itself
    expect(read('0901.00001', 'accepted by ApJ', 'Astrophys.J.696:L10-L12,2009')).toEqual([['ApJ', 2009, 'main', null, 'published', null]]);
  });
});
