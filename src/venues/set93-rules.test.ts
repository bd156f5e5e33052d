import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v93 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-93.jsonl …
// -96.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v93 round', () => {
  it('reads a host\'s "Workshops (A, B)" bracket list as one workshop entry per acronym', () => {
    // set 96 part A 2604.09839 (one unnamed workshop entry before)
    expect(read('2604.09839', '10 pages main text. ICLR 2026 Workshops (Sci4DL, Re-Align)')).toEqual([
      ['ICLR', 2026, 'workshop', 'Sci4DL', 'accepted', null], ['ICLR', 2026, 'workshop', 'Re-Align', 'accepted', null]]);
    // varied: three names, the last joined by "and"
    expect(read('2604.00001', 'Accepted at NeurIPS 2025 Workshops (LAW, FM4LS and SCALE)')).toEqual([
      ['NeurIPS', 2025, 'workshop', 'LAW', 'accepted', null], ['NeurIPS', 2025, 'workshop', 'FM4LS', 'accepted', null],
      ['NeurIPS', 2025, 'workshop', 'SCALE', 'accepted', null]]);
    // counter-case: one acronym in the brackets is one workshop, as before
    expect(read('2604.00001', 'ICLR 2026 Workshops (Sci4DL)')).toEqual([['ICLR', 2026, 'workshop', 'Sci4DL', 'accepted', null]]);
  });

  it('takes a workshop\'s bracketed acronym that opens with digits ("(2COOOL)") as its name, never an ordinal ("(3rd)")', () => {
    // set 93 part A 2508.21080
    expect(read('2508.21080', '11 pages, 2 figures, Accepted to ICCV 2025 Workshop on Out-of-Label\n  Hazards in Autonomous Driving (2COOOL)'))
      .toEqual([['ICCV', 2025, 'workshop', '2COOOL', 'accepted', null]]);
    // varied
    expect(read('2604.00001', 'Accepted to the CVPR 2026 Workshop on Multi-View Geometry (3DMV)'))
      .toEqual([['CVPR', 2026, 'workshop', '3DMV', 'accepted', null]]);
    // counter-case: digits then lower case are an edition, not an acronym
    expect(read('2604.00001', 'Accepted to the CVPR 2026 Workshop on Multi-View Geometry (3rd)'))
      .toEqual([['CVPR', 2026, 'workshop', 'Workshop on Multi-View Geometry', 'accepted', null]]);
  });

  it('reads a quoted title followed by its editors ("To appear in "X", ed. …") as an edited book, never a proceedings', () => {
    // set 96 part A 0704.0280 (missed before)
    expect(read('0704.0280', '25 pages, 6 figures. To appear in "Short Period Binary Stars", ed.\n  E.F. Milone, D.A. Leahy, & D.W. Hobill (Springer)'))
      .toEqual([['Short Period Binary Stars', null, 'main', null, 'accepted', null]]);
    // varied: published, "eds.", the publisher's bracket giving the year
    expect(read('0704.0001', 'Published in "Lectures on Quantum Gravity", eds. A. Gomberoff and D. Marolf (Springer, 2005)'))
      .toEqual([['Lectures on Quantum Gravity', 2005, 'main', null, 'published', null]]);
    // varied (snapshot 0705.0057): the year after the publisher, after a comma
    expect(read('0705.0057', 'uses aipproc.cls . To appear in "Supernova 1987A: Twenty Years After: Supernovae\n  and Gamma-Ray Bursters", edited by S. Immler, K. W. Weiler and R. McCray,\n  American Institute of Physics, New York, 2007, in press. Updated figure 2'))
      .toEqual([['Supernova 1987A: Twenty Years After: Supernovae and Gamma-Ray Bursters', 2007, 'main', null, 'accepted', null]]);
    // varied (snapshot 0704.0157): a journal-ref citing the book with pages and a year is its printing -> published, that year
    expect(read('0704.0157', '64 pages; 13 figures; to appear in "Playing with Marbles: Theory and\n  Simulation of Hard-Sphere Fluids and Related Systems", edited by A. Mulero\n  (Springer, to be published)',
      'Theory and Simulation of Hard-Sphere Fluids and Related Systems,\n  Lectures Notes in Physics, vol. 753, Angel Mulero, ed. (Springer, Berlin,\n  2008), pp. 183-245'))
      .toEqual([['Playing with Marbles: Theory and Simulation of Hard-Sphere Fluids and Related Systems', 2008, 'main', null, 'published', null]]);
    // counter-cases: no editors, or a quoted proceedings, is not read as a book
    expect(read('0704.0001', 'To appear in "Short Period Binary Stars" (Springer)')).toEqual([]);
    expect(read('0704.0001', 'to appear in "Proc. of the Fifth Meeting on Things", eds. A. Bee')).toEqual([]);
    // counter-case (set 55 part A 0801.4210): a volume that is a conference's proceedings is left to the meeting's readers
    expect(read('0801.4210', 'Invited review to be published in "Structure Formation in Astrophysics", Ed. G. Chabrier, Cambridge University Press, 2008. (Proceedings of the Conference "Structure Formation in the Universe", held in Chamonix, May 27 - June 1, 2007)')
      .every((e) => e[0] !== 'Structure Formation in Astrophysics')).toBe(true);
  });
});
