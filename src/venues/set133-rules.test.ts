import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v133 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-133.jsonl …
// -136.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on 5ed9fc91 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v133 round', () => {
  it('reads a listed conference in brackets right after a journal as the event that journal prints: one entry', () => {
    // set 136 part A 2504.19163 (before: TOG and SIGGRAPH, two entries)
    expect(read('2504.19163', 'ACM Transactions on Graphics (Proceedings of SIGGRAPH 2025)')).toEqual([['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    // varied: the event's tag alone in brackets, a publication cue (taken over by the event), another journal and event
    expect(read('2605.00001', 'Published in ACM TOG (SIGGRAPH Asia 2025)')).toEqual([['SIGGRAPH Asia', 2025, 'main', null, 'published', null]]);
    expect(read('2605.00002', 'Accepted to IEEE Transactions on Visualization and Computer Graphics (Proceedings of IEEE VIS 2025)'))
      .toEqual([['IEEE VIS', 2025, 'main', null, 'accepted', null]]);
    // counter-cases: a special issue named in the bracket, a conference after words, and a bare tag of a conference
    // outside graphics (a journal paper shown there too) keep both venues
    expect(read('2601.00001', 'Accepted at TMLR (ICLR 2026)').map((e) => e[0])).toEqual(['TMLR', 'ICLR']);
    expect(read('2605.00003', 'Published in IEEE TPAMI (CVPR 2025 special issue)').map((e) => e[0])).toEqual(['TPAMI', 'CVPR']);
    expect(read('2605.00004', 'Accepted to ACM TOG and presented at SIGGRAPH 2026').map((e) => e[0])).toEqual(['ACM TOG', 'SIGGRAPH']);
  });

  it('reads a short name written with "Letters" in the singular too', () => {
    // set 133 part A 0705.0238 (before: ApJ, a false main by name)
    expect(read('0705.0238', '5 Pages, 3 Figures, accepted for publication in ApJ Letter')).toEqual([['ApJL', null, 'main', null, 'accepted', null]]);
    // varied: another cue
    expect(read('0705.0001', 'Submitted to ApJ Letter')).toEqual([['ApJL', null, 'main', null, 'submitted', null]]);
    // counter-case: the journal alone stays the journal
    expect(read('0705.0002', 'accepted for publication in ApJ')).toEqual([['ApJ', null, 'main', null, 'accepted', null]]);
  });

  it('names a workshop by the one acronym after a host\'s plural "Workshops"', () => {
    // set 134 part A 2605.19137 (before: no workshop name)
    expect(read('2605.19137', 'Accepted to CVPR 2026 Workshops CV4Smalls')).toEqual([['CVPR', 2026, 'workshop', 'CV4Smalls', 'accepted', null]]);
    // varied: another host and acronym
    expect(read('2604.00001', 'ICLR 2026 Workshops GEM')).toEqual([['ICLR', 2026, 'workshop', 'GEM', 'accepted', null]]);
    // counter-case: a list after the plural is still one entry per workshop
    expect(read('2605.00005', 'accepted to the ICML 2026 workshops SCALE and F2S').map((e) => e[3])).toEqual(['SCALE', 'F2S']);
  });

  it('reads "EA" opening the comment before a cue as an extended abstract: track other', () => {
    // set 135 part A 2602.10851 (before: AAMAS main, a false main)
    expect(read('2602.10851', 'EA to appear at AAMAS 2026')).toEqual([['AAMAS', 2026, 'other', null, 'accepted', null]]);
    // varied: "EA accepted at"
    expect(read('2603.00001', 'EA accepted at CHI 2026')).toEqual([['CHI', 2026, 'other', null, 'accepted', null]]);
    // counter-cases: "EA" not opening the comment, or a word that only starts so, is no such qualifier
    expect(read('2602.00002', 'Accepted at AAMAS 2026 (EA version on arXiv)').map((e) => e[2])).toEqual(['main']);
    expect(read('2602.00003', 'EAAI 2026 accepted').map((e) => e[2])).not.toContain('other');
  });

  it('reads a short title opening the comment before a comma and a host\'s tag as a workshop held there', () => {
    // set 136 part A 2508.12131 (before: ICCV main, a false main)
    expect(read('2508.12131', 'Retail Vision, ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'Retail Vision', 'accepted', null]]);
    // varied: after a sentence, another host
    expect(read('2606.00001', '9 pages. Medical Vision Foundation Models, MICCAI 2026')).toEqual([['MICCAI', 2026, 'workshop', 'Medical Vision Foundation Models', 'accepted', null]]);
    // counter-cases: a track, a showing or a list of venues before the comma is no workshop
    expect(read('2606.00002', 'Main Track, AAAI 2026').map((e) => e[2])).toEqual(['main']);
    expect(read('2606.00003', 'Oral Presentation, CVPR 2025').map((e) => e[2])).toEqual(['main']);
    expect(read('2606.00004', 'Accepted at AAAI, IJCAI 2026').map((e) => e[2])).toEqual(['main', 'main']);
  });

  it('reads a journal cited with a publisher in brackets and a day before the month of its year', () => {
    // set 133 part A 2507.01034 (before: nothing)
    expect(read('2507.01034', 'This article was published in International Journal of Intelligent\n  Systems and Applications (IJISA) (MECS Press), Vol. 17, No. 3, 8 Jun. 2025,\n  DOI: https://doi.org/10.5815/ijisa.2025.03.05'))
      .toEqual([['IJISA', 2025, 'main', null, 'published', null]]);
    // varied: another journal of the same publisher
    expect(read('2507.00001', 'This article was published in International Journal of Computer Network and Information Security (IJCNIS) (MECS Press), Vol. 16, No. 2, 8 Apr. 2024'))
      .toEqual([['IJCNIS', 2024, 'main', null, 'published', null]]);
    // a day and month with no volume before them: the day the journal was sent the paper, its year by the stated-date
    // convention (year-date-rules.test.ts)
    expect(read('2507.00002', 'Submitted to IEEE Transactions on Image Processing on 14 Feb. 2025').map((e) => e[1])).toEqual([2025]);
  });
});
