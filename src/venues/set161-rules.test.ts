import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v161 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-161.jsonl …
// -164.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 3ad1195c (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v161 round', () => {
  it('reads a journal-ref on a letter\'s page of a journal whose Letters the catalogue keeps apart as the Letters', () => {
    // set 161 part A astro-ph/9204001 (before: ApJ)
    expect(read('astro-ph/9204001', '14 pages', 'Astrophys.J. 395 (1992) L83-L86')).toEqual([['ApJL', 1992, 'main', null, 'published', null]]);
    // varied: the colon form with its volume glued, with and without comments naming the stem journal (one entry)
    expect(read('0704.0426', '4 pages, 2 figures', 'Astrophys.J.665:L85-L88, 2007')).toEqual([['ApJL', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0598', null, 'Astrophys.J.655:L113-L116,2007')).toEqual([['ApJL', 2007, 'main', null, 'published', null]]);
    // counter-cases: comments naming ApJ itself keep its name (set 97's reading, one entry); a page that is no letter's;
    // journals whose Letters no list keeps apart keep their names
    expect(read('0705.0707', 'Submitted to ApJ', 'Astrophys.J.664:L91-L94,2007')).toEqual([['ApJ', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0963', 'accepted for publication in ApJ', 'Astrophys.J.665:225-231,2007')).toEqual([['ApJ', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0001', '5 pages', 'Mon.Not.Roy.Astron.Soc.379:L50-L54,2007').map((e) => e[0])).toEqual(['MNRAS']);
    expect(read('0705.0002', '5 pages', 'Astron.Astrophys.470:L1-L4,2007').map((e) => e[0])).toEqual(['A&A']);
    expect(read('0705.0003', '5 pages', 'Phys.Rev.D75:L12,2007').map((e) => e[0])).toEqual(['Phys. Rev. D']);
  });

  it('reads "In Findings of …" as "In Proceedings of" (published), an acceptance before it keeping its own cue', () => {
    // set 164 part A 2505.15245 (before: accepted)
    expect(read('2505.15245', 'In Findings of the Association for Computational Linguistics: ACL\n  2025')).toEqual([['ACL', 2025, 'findings', null, 'published', null]]);
    // varied: another venue, "the", lower case
    expect(read('2504.13085', 'In Findings of the Association for Computational Linguistics: NAACL   2025').map((e) => e[4])).toEqual(['published']);
    expect(read('2511.00001', '9 pages. in the findings of EMNLP 2025').map((e) => [e[2], e[4]])).toEqual([['findings', 'published']]);
    // counter-cases: an acceptance or a coming publication before "in (the) Findings of", and a bare Findings tag
    expect(read('2506.04534', 'To be published in Findings of The 63rd Annual Meeting of the   Association for Computational Linguistics (ACL 2025).').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2505.21242', '16 pages. Accepted for publication in the Findings of the 63rd Annual   Meeting of the Association for Computational Linguistics').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2508.18407', 'To appear in Findings of EMNLP 2025').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2508.00002', 'Accepted to Findings of EMNLP 2025').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2508.00003', 'Findings of EMNLP 2025').map((e) => e[4])).toEqual(['accepted']);
  });

  it('reads "In proceeding at / of" with the noun singular as "In Proceedings of" (a small widening)', () => {
    // set 161 part A 2605.24384 (before: accepted)
    expect(read('2605.24384', 'In proceeding at ACM Conference on Fairness, Accountability, and Transparency 2026')).toEqual([['FAccT', 2026, 'main', null, 'published', null]]);
    // varied
    expect(read('2603.00001', 'In proceeding of ICASSP 2026').map((e) => e[4])).toEqual(['published']);
    // counter-cases: "to appear in the Proceeding of" stays to come; "proceeding" as a verb is no cue
    expect(read('0801.4277', 'To appear in the Proceeding of the 3rd International Workshop on Far   Detector in Korea for the J-PARC Neutrino Beam (T2KK)').map((e) => e[4])).toEqual(['accepted']);
    expect(read('2603.00002', 'Accepted at ICASSP 2026, proceeding at once to the camera-ready').map((e) => e[4])).toEqual(['accepted']);
  });

  it('reads a case-sensitive acronym after "accepted as a(n)" when a kind of paper follows it (a small widening)', () => {
    // set 164 part A 2505.24004 (before: nothing)
    expect(read('2505.24004', 'Accepted as a CHI Late Breaking Work (2025), cite appropriately')).toEqual([['CHI', 2025, 'other', null, 'accepted', null]]);
    // varied: a paper word, another list acronym written case-sensitively
    expect(read('2505.00001', 'Accepted as a CHI paper').map((e) => [e[0], e[2], e[4]])).toEqual([['CHI', 'main', 'accepted']]);
    // counter-cases: a report series, a feed, no paper word
    expect(read('2505.00002', 'This manuscript was accepted to be published as an ETS Research Report')).toEqual([]);
    expect(read('2505.00003', 'accepted as a RSS feed')).toEqual([]);
    expect(read('2505.00004', 'Accepted as a poster')).toEqual([]);
  });

  it('reads "Tutorial at" as a cue before an event no list knows (a small widening)', () => {
    // set 163 part A 2602.12083 (before: nothing)
    expect(read('2602.12083', '29 pages, 8 figures, 8 tables, Tutorial at 3rd International Conference on Neuro-Symbolic Systems (NeuS)'))
      .toEqual([['NeuS', 2026, 'tutorial', null, 'accepted', null]]);
    // varied: "the", a year in the bracket
    expect(read('2602.00001', 'Tutorial at the 3rd International Conference on Neuro-Symbolic Systems (NeuS 2026)').map((e) => [e[0], e[2]])).toEqual([['NeuS', 'tutorial']]);
    // counter-cases: a school is no conference; "tutorial in" a subject names nothing; a listed venue as before
    expect(read('2602.00002', 'A tutorial at Machine Learning Summer School')).toEqual([]);
    expect(read('2602.00003', 'A tutorial in Machine Learning')).toEqual([]);
    expect(read('2602.00004', 'Tutorial at ICML 2025')).toEqual([['ICML', 2025, 'tutorial', null, 'accepted', null]]);
  });
});
