import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v181 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-181.jsonl …
// -184.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on e1003c3e (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v181 round', () => {
  it('drops an edition number glued to a one-word workshop name, as the labels drop an ordinal', () => {
    // set 182 part A 2508.15946 (before: workshop "FGVC12")
    expect(read('2508.15946', 'Accepted and presented poster at FGVC12 (CVPR 2025 Workshop),\n  Nashville, June 11, 2025'))
      .toEqual([['CVPR', 2025, 'workshop', 'FGVC', 'accepted', 'poster']]);
    // varied: a mixed-case name with a one-digit edition (set 180's "Defactify4 @AAAI 2025", labelled Defactify)
    expect(read('2605.20787', 'Defactify4 @AAAI 2025').map((e) => e[3])).toEqual(['Defactify']);
    // unchanged: OSACT7 was already the catalogue's series name OSACT
    expect(read('2603.00001', 'Published in Proceedings of OSACT7 (LREC 2026).').map((e) => e[3])).toEqual(['OSACT']);
    // counter-cases: a digit inside the name, a name opening with digits, a short name, a year glued on, several words
    expect(read('2604.00046', 'Accepted at the Ego4D workshop at CVPR 2026').map((e) => e[3])).toEqual(['Ego4D']);
    expect(read('2604.00047', 'Accepted at the CV4Animals workshop at CVPR 2026').map((e) => e[3])).toEqual(['CV4Animals']);
    expect(read('2604.00048', 'Accepted at the XR2 workshop at CVPR 2026').map((e) => e[3])).toEqual(['XR2']);
    expect(read('2604.00049', 'Accepted at the AIM2025 workshop at ICCV 2025').map((e) => e[3])).toEqual(['AIM']);
    expect(read('2604.00050', 'Accepted at the Workshop on Efficient Systems for Foundation Models II at ICML 2026').map((e) => e[3]))
      .toEqual(['Workshop on Efficient Systems for Foundation Models II']);
  });
});
