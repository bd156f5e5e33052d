import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the vfm70 round (false "accepted, main track" claims), each on the real arXiv snapshot string it was written
// from (records outside every labelled set) and a varied one; each fails without its rule.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 70 rules', () => {
  it("reads a bare tag as the template when the text names that venue's template and no standing", () => {
    expect(read('2509.19839', '9-page NeurIPS 2025 preprint including 3 figures and 1 table, with\n  additional appendix material. Prepared using the NeurIPS 2025 preprint\n  template and compiled with pdfLaTeX. All references are included via the\n  provided .bbl file. Figures are in PDF format. No external supplementary\n  files. All necessary style files and images are included')).toEqual([]);
    expect(read('2506.00001', '8 pages, ICML 2025 preprint. Written with the ICML 2025 style files')).toEqual([]);
    // a standing stated anywhere keeps the venue
    expect(read('2506.00001', 'Accepted at ICML 2025. Written with the ICML 2025 style files')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
    // another venue's template leaves a bare tag alone
    expect(read('2506.00001', 'ICML 2025. Written with the NeurIPS 2025 style files')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
  });

  it('gives a bracketed edition after a yearless cued conference that cue', () => {
    expect(read('2510.14040', '7 pages, 2 figures, under review -- ACL (AACL 2025)')).toContainEqual(['AACL', 2025, 'main', null, 'under_review', null]);
    expect(read('2510.14040', '7 pages, 2 figures, under review -- ACL (AACL 2025)')).not.toContainEqual(['AACL', 2025, 'main', null, 'accepted', null]);
    expect(read('2511.00001', 'Submitted to ACL [EACL 2026]')).toContainEqual(['EACL', 2026, 'main', null, 'submitted', null]);
    // an acceptance before is no cue to share: the bracket stays a bare tag
    expect(read('2511.00001', 'Accepted at ACL (AACL 2025)')).toContainEqual(['AACL', 2025, 'main', null, 'accepted', null]);
  });

  it("dates a journal paper presented at a conference's edition by that edition", () => {
    expect(read('2602.02974', 'Accepted as an IEEE TVCG paper at IEEE VR 2026 (journal track)')).toEqual([['TVCG', 2026, 'main', null, 'accepted', null], ['IEEE VR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2508.00001', 'Accepted as a TVCG journal paper presented at IEEE VIS 2025')).toContainEqual(['TVCG', 2025, 'main', null, 'accepted', null]);
    // a journal and a conference in separate clauses stay apart
    expect(read('2508.00001', 'Accepted to TVCG, presented at IEEE VIS 2025')).toContainEqual(['TVCG', null, 'main', null, 'accepted', null]);
  });
});
