import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v85 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-85.jsonl …
// -88.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v85 round', () => {
  it('reads "ApJ Letters" as the Letters (ApJL), not the Astrophysical Journal', () => {
    // set 85 part A 0705.0352 (a false "accepted, main track" under the other name before)
    expect(read('0705.0352', 'Accepted for publication in ApJ Letters. Two color figures.\n  References added'))
      .toEqual([['ApJL', null, 'main', null, 'accepted', null]]);
    // varied (snapshot strings): a submission, and "in press" glued
    expect(read('0705.0604', '4 pages, 4 figures, submitted to ApJ Letters')).toEqual([['ApJL', null, 'main', null, 'submitted', null]]);
    expect(read('0705.0001', '4 pages, 6 figures, ApJ Letters inpress')).toEqual([['ApJL', null, 'main', null, 'accepted', null]]);
    // counter-case: the journal itself stays ApJ
    expect(read('0705.0001', 'Accepted for publication in ApJ')).toEqual([['ApJ', null, 'main', null, 'accepted', null]]);
  });

  it('reads "in press" glued ("inpress") as the cue it is, and no word that merely holds it', () => {
    expect(read('0705.0001', '4 pages, 6 figures, MNRAS inpress')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('2505.00001', 'Submitted to CVPR 2025; impressive results')).toEqual([['CVPR', 2025, 'main', null, 'submitted', null]]);
  });

  it('reads a publication denied ("not yet published", "not published") as no status cue: the acceptance before it stands', () => {
    // set 87 part A 2509.08989
    expect(read('2509.08989', '9 pages, 6 figures, accepted but not yet published at ICDM2025')).toEqual([['ICDM', 2025, 'main', null, 'accepted', null]]);
    // varied (snapshot strings)
    expect(read('2510.00001', 'This paper has been accepted by ICONIP 2025 but not published')).toEqual([['ICONIP', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00001', 'Accepted at IJCNN 2025, has not been published yet')).toEqual([['IJCNN', 2025, 'main', null, 'accepted', null]]);
    // counter-case: a publication stated stays published
    expect(read('2510.00001', 'accepted and published at ICDM 2025')).toEqual([['ICDM', 2025, 'main', null, 'published', null]]);
  });

  it('reads "forthcoming in / at" as a publication still to come (accepted), as "to appear"', () => {
    // set 88 part A 2505.21091 and 2605.11736
    expect(read('2505.21091', 'Forthcoming in Proceedings of ACM FAccT 2025')).toEqual([['FAccT', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.11736', "Forthcoming at IJCAI'26")).toEqual([['IJCAI', 2026, 'main', null, 'accepted', null]]);
    // varied (snapshot): after an acceptance
    expect(read('2509.00001', 'Accepted for presentation at HICSS-59 (2026), forthcoming in\n  Proceedings')[0].slice(0, 5))
      .toEqual(['HICSS', 2026, 'main', null, 'accepted']);
    // counter-cases: the proceedings stated as out stay published; "forthcoming" about another paper is no cue
    expect(read('2505.00001', 'Published in Proceedings of ACM FAccT 2025')).toEqual([['FAccT', 2025, 'main', null, 'published', null]]);
    expect(read('2505.00001', 'Preprint of a forthcoming conference contribution')).toEqual([]);
  });

  it('reads a ranking written with a hyphen ("first-place method") or as second / third place as a challenge result (unclear; other track when spelled out)', () => {
    // set 84 part A 2602.06288 (a false "accepted, main track" before)
    expect(read('2602.06288', 'first-place method of ReMIND2Reg Learn2Reg 2025 (in MICCAI 2025)')).toEqual([['MICCAI', 2025, 'other', null, 'unclear', null]]);
    // varied (snapshot string)
    expect(read('2508.00001', 'The third-place solution for the Ego4D EgoSchema Challenge at the\n  CVPR EgoVis Workshop 2025')[0].slice(0, 5))
      .toEqual(['CVPR', 2025, 'workshop', 'EgoVis', 'unclear']);
    // a ranking in digits names no track of its own (as before): the event it was at stays a workshop
    expect(read('2606.07355', 'Technical Report. 1st Place in Micro-gesture Online Recognition in 4th MiGA at IJCAI 2026'))
      .toEqual([['IJCAI', 2026, 'workshop', 'MiGA', 'unclear', null]]);
    // counter-case: "took place" is no ranking
    expect(read('2506.00001', 'Accepted at MICCAI 2025; the meeting took place in Daejeon')).toEqual([['MICCAI', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads "Invited contribution to" a venue (an invitation: accepted) and "forthcoming in" as cues before a name no list gives whole', () => {
    // set 87 part A 0705.0455
    expect(read('0705.0455', 'Invited contribution to "Advances in Chemical Physics" to appear in\n  Vol. 137, Ed. Wiley & Sons, 81 pages + 19 PS figures'))
      .toEqual([['Adv. Chem. Phys.', null, 'main', null, 'accepted', null]]);
    // counter-case: an invited talk somewhere unnamed is no venue
    expect(read('0705.0001', 'Invited talk at the university seminar')).toEqual([]);
  });

  it('names the CCF list\'s AMIA (DBLP conf/amia) the AMIA Annual Symposium, and the spring Informatics Summit apart', () => {
    // set 85 part A 2503.20666
    expect(read('2503.20666', 'Submitted to the American Medical Informatics Association (AMIA) 2025\n  Annual Symposium, 10 pages'))
      .toEqual([['AMIA Annual Symposium', 2025, 'main', null, 'submitted', null]]);
    // varied (snapshot strings)
    expect(read('2606.24145', '7 pages, 2 figures, 2 tables. Accepted as a poster at AMIA 2026 Annual Symposium'))
      .toEqual([['AMIA Annual Symposium', 2026, 'main', null, 'accepted', 'poster']]);
    expect(read('2603.16002', '10 pages, 3 figures. Accepted at AMIA Amplify Informatics Summit 2026'))
      .toEqual([['AMIA Informatics Summit', 2026, 'main', null, 'accepted', null]]);
    // held in November: a review in March is that year's edition (set 71 part A 2603.23678)
    expect(read('2603.23678', '10 pages, 2 figures, Under review AMIA Symposium')).toEqual([['AMIA Annual Symposium', 2026, 'main', null, 'under_review', null]]);
    // counter-case: the bare acronym alone, as before, names no venue
    expect(read('2503.22954', '10 pages, 3 figures, AMIA')).toEqual([]);
  });

  it('names a workshop by the single-quoted title after "Workshop", its lead acronym when it has one', () => {
    // set 87 part A 2507.21905
    expect(read('2507.21905', "Accepted to the ICML 2025 Workshop 'DataWorld: Unifying Data Curation\n  Frameworks Across Domains'"))
      .toEqual([['ICML', 2025, 'workshop', 'DataWorld', 'accepted', null]]);
    // varied: a title without a lead acronym
    expect(read('2603.00001', "Accepted to the ICLR 2026 Workshop 'Deep Generative Models in the Wild'"))
      .toEqual([['ICLR', 2026, 'workshop', 'Deep Generative Models in the Wild', 'accepted', null]]);
    // counter-case: an apostrophe opens no title
    expect(read('2507.00001', "Accepted at the ICML'25 workshop's poster session")[0].slice(0, 4)).toEqual(['ICML', 2025, 'workshop', null]);
  });

  it('names a workshop by the acronym in brackets after a title that follows the host and its year', () => {
    // set 85 part A 2605.05547
    expect(read('2605.05547', 'Workshop paper at ICLR 2026 Machine Learning for Remote Sensing (ML4RS)'))
      .toEqual([['ICLR', 2026, 'workshop', 'ML4RS', 'accepted', null]]);
    // varied
    expect(read('2511.00001', 'Workshop paper at NeurIPS 2025 Foundation Models for Science (FM4Science)'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'FM4Science', 'accepted', null]]);
    // counter-case: no workshop cue, no workshop
    expect(read('2605.00001', 'Accepted at ICLR 2026')).toEqual([['ICLR', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a journal JabRef knows written in sentence case ("Optical materials") after a cue', () => {
    // set 85 part A 0705.0847 (since round vnames2 an optics journal is a physics journal by its name: its ISO-4 name, as labelled)
    expect(read('0705.0847', 'submitted to Optical materials')).toEqual([['Opt. Mater.', null, 'main', null, 'submitted', null]]);
    expect(read('2505.00001', 'Submitted to Pattern recognition letters, 2025')).toEqual([['Pattern Recognition Letters', 2025, 'main', null, 'submitted', null]]);
    // a physical-science journal by its ISO-4 name
    expect(read('0705.0001', 'Submitted to Physical review letters')).toEqual([['Phys. Rev. Lett.', null, 'main', null, 'submitted', null]]);
    // counter-case: words no journal list holds whole are no journal
    expect(read('2505.00001', 'Submitted to Our new results')).toEqual([]);
  });
});
