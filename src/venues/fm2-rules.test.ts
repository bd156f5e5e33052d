import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the fm2 round (issue 13: false "accepted, main track"), from the design-half false mains of the labelled sets
// and the unlabelled snapshot sweep (bench/venues-false-main-sweep.ts); each on the real string it was written from, a
// varied one and a counter-case. "before:" is main's output at 8364d303.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the fm2 round', () => {
  it('reads a poster of a one- or two-page record as the poster programme, never the main track', () => {
    // set 68, design half, 2602.16378 (before: INFOCOM 2026 main track, a false main)
    expect(read('2602.16378', '2 pages, 3 figures. Accepted for presentation as a poster at IEEE INFOCOM 2026'))
      .toEqual([['INFOCOM', 2026, 'other', null, 'accepted', 'poster']]);
    // varied: the length in words
    expect(read('2511.00001', 'Two-page abstract, NeurIPS 2025 poster').map((e) => e[2])).toEqual(['other']);
    // counter-cases: a poster with no length, or a longer record, is a main-track paper shown as a poster
    expect(read('2507.00001', 'Accepted as a poster at ICML 2025')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'poster']]);
    expect(read('2507.00001', '2 pages main text, 12 pages appendix; ICML 2025 poster').map((e) => e[2])).toEqual(['main']);
  });

  it('reads CODI-CRAC, CODI and CRAC, cited by their acronyms alone, as workshops of their own', () => {
    // set 84, design half, 2605.21369 (before: CODI-CRAC 2026 main track, a false main)
    expect(read('2605.21369', 'Accepted to CODI-CRAC 2026')).toEqual([['CODI-CRAC', 2026, 'workshop', 'CODI-CRAC', 'accepted', null]]);
    // varied: one of the two series alone
    expect(read('2509.00001', 'Accepted at CRAC 2025').map((e) => e[2])).toEqual(['workshop']);
    // counter-case: the word in lower case is no venue
    expect(read('2509.00001', 'crac 2025 dataset')).toEqual([]);
  });

  it('drops a venue cited with other authors for the work that extends this one ("extended as X et al., PVLDB")', () => {
    // set 49, design half, 1911.13014 (before: a second entry VLDB 2021 main track, a false main)
    expect(read('1911.13014', 'NeurIPS 2019 ML for Systems workshop; extended as Marcus et al., PVLDB 14(1):1--13, 2021').map((e) => e[0]))
      .toEqual(['NeurIPS']);
    // varied: "superseded by"
    expect(read('2201.00001', 'superseded by Chen et al., ICML 2023')).toEqual([]);
    // counter-case: the record's own citation stays
    expect(read('2405.00001', 'Cite as Smith et al., ICML 2024')).toEqual([['ICML', 2024, 'main', null, 'accepted', null]]);
  });

  it('gives the venues a list adds after an earlier version\'s, with no cue of their own, the earlier version too', () => {
    // snapshot sweep 2505.05331's grammar (before: Interspeech 2024 accepted, main track)
    expect(read('2503.00001', 'Parts of this work were presented at ICASSP 2024 and Interspeech 2024').map((e) => e[4]))
      .toEqual(['previous_version', 'previous_version']);
    // varied: a comma list with a spelled-out name before the bracketed tag
    expect(read('2503.00001', 'Parts of this work were presented at ICASSP 2016, the European Signal Processing Conference (EUSIPCO 2018)').map((e) => e[4]))
      .toEqual(['previous_version', 'previous_version']);
    // counter-case: a cue of its own stands
    expect(read('2503.00001', 'A preliminary version appeared at ICML 2024, and accepted at NeurIPS 2025').map((e) => e[4]))
      .toEqual(['previous_version', 'accepted']);
  });

  it('reads a conference after "journal version for" as the earlier version, a journal after it as the record\'s own', () => {
    // set 73, design half, 2504.06803 (before: ICLR 2025 accepted, main track, a false main)
    expect(read('2504.06803', 'Extended journal version for ICLR. arXiv admin note: substantial text\n  overlap with arXiv:2410.03456').map((e) => [e[0], e[4]]))
      .toEqual([['ICLR', 'previous_version']]);
    // varied: "journal extension for" and a year
    expect(read('2505.00001', 'Journal extension for the NeurIPS 2023 paper').map((e) => e[4])).toEqual(['previous_version']);
    // counter-case: a journal after it is where the record goes
    expect(read('2505.00001', 'Extended journal version for IEEE TPAMI').map((e) => e[4])).not.toContain('previous_version');
  });

  it('reads an event joined to a host by "with", or capitalised words after a cue and a comma, as a workshop held there', () => {
    // snapshot sweep, unlabelled 2507.08217 (before: CVPR 2025 main track)
    expect(read('2507.08217', 'This paper was presented at BEAM with CVPR 2025')).toEqual([['CVPR', 2025, 'workshop', 'BEAM', 'accepted', null]]);
    // varied (unlabelled 2507.23411): a workshop's whole name after the cue, a comma, the host
    expect(read('2507.23411', 'Accepted at Uncertainty for Safe Utilization of Machine Learning in\n  Medical Imaging, MICCAI 2025').map((e) => [e[2], e[3]]))
      .toEqual([['workshop', 'Uncertainty for Safe Utilization of Machine Learning in Medical Imaging']]);
    // counter-cases: a list of venues, a programme word, a proceedings journal, "with" after the host
    expect(read('2605.00001', 'Accepted at AAAI, IJCAI 2026').map((e) => e[2])).toEqual(['main', 'main']);
    expect(read('2505.00001', 'Accepted at Research Track, KDD 2025').map((e) => e[2])).toEqual(['main']);
    expect(read('2606.30869', '12 pages; Proceedings of the ACM on Computer Graphics and Interactive Techniques, I3D 2026').map((e) => e[2])).toEqual(['main']);
    expect(read('2505.00001', 'Accepted to CVPR 2025 with oral presentation')).toEqual([['CVPR', 2025, 'main', null, 'accepted', 'oral']]);
  });
});
