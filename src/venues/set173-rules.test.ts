import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v173 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-173.jsonl …
// -176.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 811ae703 (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v173 round', () => {
  it('reads "extending VENUE YEAR (conference) paper" as an earlier paper there (previous_version)', () => {
    // set 173 part A 2512.24172 (before: nothing; an unlisted acronym)
    expect(read('2512.24172', '10 pages, 4 figures. Technical report extending ACPA 2025 conference paper. Code and data available at https://github.com/b05611038/HSI_global_clustering'))
      .toEqual([['ACPA', 2025, 'main', null, 'previous_version', null]]);
    // varied: a listed venue (before: an accepted main track, a false main), "our" before it, another paper word
    expect(read('2512.00001', 'Technical report extending ICIP 2025 conference paper.')).toEqual([['ICIP', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2601.00002', 'This journal paper, extending our ICASSP 2025 paper, adds new experiments').map((e) => [e[0], e[4]]))
      .toEqual([['ICASSP', 'previous_version']]);
    expect(read('2601.00003', 'Extending the ACPA 2025 workshop paper with a new dataset').map((e) => [e[0], e[4]])).toEqual([['ACPA', 'previous_version']]);
    // counter-cases: "extending" a method, the venue in a later clause or after another cue; a model's name and year
    expect(read('2510.00004', 'Extending CLIP to video. ICCV 2025').map((e) => [e[0], e[4]])).toEqual([['ICCV', 'accepted']]);
    expect(read('2510.00005', 'Extending CLIP to video, accepted at ICCV 2025').map((e) => [e[0], e[4]])).toEqual([['ICCV', 'accepted']]);
    expect(read('2510.00006', 'Extending CLIP to video ICCV 2025').map((e) => [e[0], e[4]])).toEqual([['ICCV', 'accepted']]);
    expect(read('2510.00007', 'Extending BERT 2019 to audio')).toEqual([]);
    expect(read('2510.00008', 'Extending YOLOv8 2023 models')).toEqual([]);
  });

  it('passes over "& Expo" / "and Exhibition" between an event\'s name and its year', () => {
    // set 173 part A 2604.06214 (before: 2026, inferred from the posting month)
    expect(read('2604.06214', '7 pages. Published in Proceedings of the IISE Annual Conference & Expo 2025. DOI: 10.21872/2025IISE_6828'))
      .toEqual([['IISE Annual Conference', 2025, 'main', null, 'published', null]]);
    // varied: "and Exhibition", "& Exposition"
    expect(read('2604.00009', 'Accepted at the IEEE Aerospace Conference and Exhibition 2025').map((e) => [e[0], e[1]]))
      .toEqual([['IEEE Aerospace Conference', 2025]]);
    expect(read('2604.00010', 'Published in Proceedings of the ASEE Annual Conference & Exposition 2025').map((e) => [e[0], e[1]]))
      .toEqual([['ASEE Annual Conference', 2025]]);
    // counter-cases: an exhibition with an acronym in brackets names the whole event; no year stays no year
    expect(read('2504.00011', 'Accepted at the IEEE Energy Conversion Congress and Exposition (ECCE) 2025').map((e) => [e[0], e[1]]))
      .toEqual([['ECCE', 2025]]);
    expect(read('2604.00012', 'Accepted at the 14th CTI Symposium and Exhibition, Berlin').map((e) => e[0])).toEqual(['CTI Symposium']);
  });

  it('reads "(Nth) (International) Workshop ACRYEAR" ending a clause as a workshop of its own', () => {
    // set 175 part A 1302.1628 (before: nothing)
    expect(read('1302.1628', '8 pages, 6th International Workshop DICE2012')).toEqual([['DICE', 2012, 'workshop', 'DICE', 'accepted', null]]);
    // varied: the year spaced, no ordinal
    expect(read('1302.00013', '8 pages, International Workshop DICE 2012')).toEqual([['DICE', 2012, 'workshop', 'DICE', 'accepted', null]]);
    // counter-cases: a listed conference after the word is the host, a publisher is no event, words after the year
    expect(read('2603.00014', '8 pages, Workshop CVPR 2026').map((e) => [e[0], e[2], e[3]])).toEqual([['CVPR', 'workshop', null]]);
    expect(read('2603.00015', '8 pages, Workshop IEEE 2026')).toEqual([]);
    expect(read('1302.00016', 'Workshop DICE2012 proceedings')).toEqual([]);
  });

  it('reads "ACR (its spelled name) Conference" as the acronym\'s event', () => {
    // set 174 part A 2505.21880 (before: nothing)
    expect(read('2505.21880', '8 pages, 8 figures. This paper is reviewed and accepted by the CUPUM\n  (Computational Urban Planning and Urban Management) Conference held by\n  University College London (UCL) in 2025'))
      .toEqual([['CUPUM', 2025, 'main', null, 'accepted', null]]);
    // varied: a submission with a year after the event's word
    expect(read('2601.00017', 'Submitted to the ABC (Another Big Conference) Conference 2026')).toEqual([['ABC', 2026, 'main', null, 'submitted', null]]);
    // counter-cases: the bracket's capitals are not the acronym's letters
    expect(read('2505.00018', 'Accepted at the CUPUM (Computational Planning) Conference')).toEqual([]);
    expect(read('2505.00019', 'We use the CNN (Convolutional Neural Network) Conference')).toEqual([]);
  });
});
