import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v169 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-169.jsonl …
// -172.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 9f88568c (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v169 round', () => {
  it('names a workshop by the acronym before "ACR: Title workshop" with the word in lower case too', () => {
    // set 172 part A 2606.30313 (before: the spelled title)
    expect(read('2606.30313', 'Accept in the EXPLIMED: Explainable Artificial Intelligence for the Medical Domain workshop in IJCAI 2026'))
      .toEqual([['IJCAI', 2026, 'workshop', 'EXPLIMED', 'accepted', null]]);
    // varied: the host's tag before the acronym; "@" and a bracketed host after the word
    expect(read('2604.00001', 'CVPR 2026 P13N: Personalization in Generative AI workshop').map((e) => e[3])).toEqual(['P13N']);
    expect(read('2507.00001', 'NALOMA: Natural Logic meets Machine Learning workshop @ ESSLLI 2025').map((e) => [e[0], e[3]])).toEqual([['ESSLLI', 'NALOMA']]);
    expect(read('2507.00002', 'Accepted by RLBrew: Ingredients for Developing Generalist Agents workshop (RLC 2025)').map((e) => [e[0], e[3]])).toEqual([['RLC', 'RLBrew']]);
    // counter-cases: a host's tag before the colon names no workshop; the capitalised word still reads as before
    expect(read('2604.00002', 'Accepted at CVPR 2026: Workshop on Efficient Vision').map((e) => [e[0], e[2]])).toEqual([['CVPR', 'workshop']]);
    expect(read('2604.00002', 'Accepted at CVPR 2026: Workshop on Efficient Vision').map((e) => e[3])).not.toEqual(['CVPR']);
    expect(read('2503.00003', 'ES-FoMo II: 2nd Workshop on Efficient Systems for Foundation Models, ICML 2025').map((e) => e[3])).toEqual(['ES-FoMo']);
  });

  it('ends a journal-ref\'s journal name before a volume written "V.300" (a small widening of the volume grammar)', () => {
    // set 172 part A 1302.1279 (before: "Journal of Magnetism and Magnetic Materials V.")
    expect(read('1302.1279', '7 pages, 5 figures', 'Journal of Magnetism and Magnetic Materials V.300,Issue 1.\n  pp.e570-e573 (2006)'))
      .toEqual([['J. Magn. Magn. Mater.', 2006, 'main', null, 'published', null]]);
    // varied: other journals
    expect(read('0801.00001', null, 'Solid State Communications V.145, 250-253 (2008)').map((e) => e[0])).toEqual(['Solid State Commun.']);
    expect(read('0801.00002', null, 'Journal of Crystal Growth V.310, pp.1-5 (2008)').map((e) => e[0])).toEqual(['J. Cryst. Growth']);
    // counter-cases: the spelled volume and a bare volume read as before; a capital letter closing the name stays
    expect(read('0801.00003', null, 'Physica B V.403 (2008) 1234').map((e) => e[0])).toEqual(['Physica B']);
    expect(read('1302.00002', null, 'Journal of Magnetism and Magnetic Materials, vol. 300 (2006) e570').map((e) => e[0])).toEqual(['J. Magn. Magn. Mater.']);
    expect(read('1302.00003', null, 'Journal of Magnetism and Magnetic Materials 300 (2006) e570').map((e) => e[0])).toEqual(['J. Magn. Magn. Mater.']);
  });

  it('reads "(extended) journal version of ACR ACR YEAR" as an earlier paper at an unlisted event (a small widening)', () => {
    // set 171 part A 2512.14114 (before: nothing)
    expect(read('2512.14114', 'Extended Journal Version of APSIPA ASC 2025')).toEqual([['APSIPA ASC', 2025, 'main', null, 'previous_version', null]]);
    // varied: one acronym, "extended from" with two acronyms (the existing cue, widened alike)
    expect(read('2601.00001', 'Journal version of ZKCONF 2025')).toEqual([['ZKCONF', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2601.00002', 'Extended from ZKCONF ASC 2025')).toEqual([['ZKCONF ASC', 2025, 'main', null, 'previous_version', null]]);
    // counter-cases: "the journal version of this paper" is the record's own; a word after the acronyms that is no
    // acronym; no year
    expect(read('2601.00003', 'This is the journal version of this paper')).toEqual([]);
    expect(read('2601.00004', 'Journal version of ZKCONF Proceedings 2025')).toEqual([]);
    expect(read('2601.00005', 'Journal version of APSIPA ASC')).toEqual([]);
  });

  it('reads "extending an earlier … paper accepted to VENUE" as previous_version, as "extends our … paper" (a small widening)', () => {
    // set 172 part A 2604.06195 (before: accepted)
    expect(read('2604.06195', 'Theoretical manuscript extending an earlier proof-of-concept workshop paper accepted to the ICLR 2026 Workshop on LLM Reasoning; 13 pages, 3 tables'))
      .toEqual([['ICLR', 2026, 'workshop', 'Workshop on LLM Reasoning', 'previous_version', null]]);
    // varied: "our", a main track
    expect(read('2510.00001', 'Journal manuscript extending our conference paper published at ICASSP 2025').map((e) => [e[0], e[4]])).toEqual([['ICASSP', 'previous_version']]);
    // counter-cases: the record's own acceptance with "extending" after it; "extending" with no earlier paper
    expect(read('2604.00003', 'Accepted at ICML 2026, extending the benchmark of our earlier work').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2604.00004', 'Accepted to ICML 2026; extending the method to video').map((e) => e[4])).toEqual(['accepted']);
  });
});
