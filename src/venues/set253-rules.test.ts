import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v253 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-253.jsonl …
// -256.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, varied ones
// and counter-cases. Every real-string and varied expectation fails on 40c9f482 (the branch with labels and blind figures).

describe('venue rules of the v253 round', () => {
  it('reads "under review of" / "under consideration of" before a capitalised name as "under review at"', () => {
    // set 255 part A 2504.00946 (before: no venue)
    expect(read('2504.00946', '12 pages, 4 figures, under review of The Southwest Data Science\n  Conference (SDSC 2025)'))
      .toEqual([['SDSC', 2025, 'main', null, 'under_review', null]]);
    // varied: a spelled name with its year, a journal
    expect(read('2507.00253', 'under review of the Southwest Data Science Conference 2025'))
      .toEqual([['Southwest Data Science Conference', 2025, 'main', null, 'under_review', null]]);
    expect(read('2507.00254', 'Under consideration of the Journal of Rural Studies')).toEqual([['Journal of Rural Studies', null, 'main', null, 'under_review', null]]);
    // unchanged: no name after it, a publisher, a review that is the paper's subject, another cue word before "of"
    expect(read('2507.00255', 'under review of the reviewers')).toEqual([]);
    expect(read('2507.00256', 'under review of Springer')).toEqual([]);
    expect(read('2507.00257', 'This is a literature review of Transformer Models')).toEqual([]);
    expect(read('2507.00258', 'accepted of The Southwest Data Science Conference (SDSC 2025)')).toEqual([]);
  });

  it('reads "the published version is available (online) in <venue>" as published there, and a DOI after the name as no part of it', () => {
    // set 256 part A 2603.06650 (before: no venue)
    expect(read('2603.06650', "This document is the author's accepted manuscript (author version). The final published version is available online in the Journal of Imaging Informatics in Medicine at DOI: 10.1007/s10278-026-01875-6"))
      .toEqual([['Journal of Imaging Informatics in Medicine', null, 'main', null, 'published', null]]);
    // varied: the availability without "online" or a locator; "published in" with the DOI after the name, or in brackets
    expect(read('2603.00253', 'The published version is available in Journal of Rural Studies')).toEqual([['Journal of Rural Studies', null, 'main', null, 'published', null]]);
    expect(read('2603.00254', 'Published in the Journal of Imaging Informatics in Medicine at DOI: 10.1007/x'))
      .toEqual([['Journal of Imaging Informatics in Medicine', null, 'main', null, 'published', null]]);
    expect(read('2603.00255', 'Published in the Journal of Imaging Informatics in Medicine (DOI: 10.1007/x)'))
      .toEqual([['Journal of Imaging Informatics in Medicine', null, 'main', null, 'published', null]]);
    // unchanged: a link or a publisher's library is no venue; a DOI alone names none; a list venue before a DOI sentence
    expect(read('2603.00256', 'The published version is available at https://doi.org/10.1/x')).toEqual([]);
    expect(read('2603.00257', 'The final published version is available online at IEEE Xplore')).toEqual([]);
    expect(read('2603.00258', 'The published version is available in the ACM Digital Library')).toEqual([]);
    expect(read('2603.00259', 'Published at DOI: 10.1007/x')).toEqual([]);
    expect(read('2601.20048', 'Accepted to SIGIR 2025. DOI: 10.1145/3726302.3731959')).toEqual([['SIGIR', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads one acronym after a host (or its workshops tag) and a spaced dash as the workshop held there', () => {
    // set 256 part A 2504.05882 (before: the CVPR workshop unnamed)
    expect(read('2504.05882', 'Accepted at CVPRW2025 - USM3D')).toEqual([['CVPR', 2025, 'workshop', 'USM3D', 'accepted', null]]);
    // varied: the year spaced, an en dash, no year; the host's own tag (before: CVPR main, a false "accepted, main track")
    expect(read('2504.00253', 'Accepted at CVPRW 2025 - USM3D')).toEqual([['CVPR', 2025, 'workshop', 'USM3D', 'accepted', null]]);
    expect(read('2504.00254', 'Accepted at ICCVW 2025 – MMFM.')).toEqual([['ICCV', 2025, 'workshop', 'MMFM', 'accepted', null]]);
    expect(read('2504.00255', 'CVPR 2025 - USM3D')).toEqual([['CVPR', 2025, 'workshop', 'USM3D', 'accepted', null]]);
    // unchanged: a presentation, a publisher or series, a track, another venue, a qualifier after the dash
    expect(read('2504.00256', 'CVPR 2025 - Highlight')).toEqual([['CVPR', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('2504.00257', 'ICML 2025 - PMLR')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
    expect(read('2504.00258', 'MICCAI 2025 - LNCS')).toEqual([['MICCAI', 2025, 'main', null, 'accepted', null]]);
    expect(read('2604.00253', 'AAAI 2026 - AISI')).toEqual([['AAAI', 2026, 'other', null, 'accepted', null]]);
    expect(read('2504.00259', 'NeurIPS 2025 - D&B')).toEqual([['NeurIPS', 2025, 'datasets_benchmarks', null, 'accepted', null]]);
    expect(read('2504.00260', 'EMNLP 2025 - Main')).toEqual([['EMNLP', 2025, 'main', null, 'accepted', null]]);
    expect(read('2504.00261', 'Accepted at CVPRW 2025 - Oral')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', 'oral']]);
  });

  it('reads "HOST YEAR conference / symposium on <Title> (ACR)" as an event held at the host, never its main track', () => {
    // set 253 part A 2601.18833 (before: BPM main, a false "accepted, main track")
    expect(read('2601.18833', "Presented at the BPM'2025 conference on Artificial Intelligence for Business Process Management (AI4BPM)"))
      .toEqual([['BPM', 2025, 'workshop', 'AI4BPM', 'accepted', null]]);
    // varied: a listed host and a symposium; an unlisted host
    expect(read('2601.00253', 'Accepted at ICML 2025 symposium on Foo Bar Things (FBT)')).toEqual([['ICML', 2025, 'workshop', 'FBT', 'accepted', null]]);
    expect(read('2601.00254', 'Accepted at FOO 2025 symposium on Bar Baz Qux (BBQ)')).toEqual([['FOO', 2025, 'workshop', 'BBQ', 'accepted', null]]);
    // unchanged: the host's own name spelled out with its own acronym
    expect(read('2601.00255', 'Presented at ICML 2025 conference on Machine Learning (ICML)')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
    expect(read('2601.00256', 'Presented at the BPM 2025 conference on Business Process Management (BPM)')).toEqual([['BPM', 2025, 'main', null, 'accepted', null]]);
  });

  it('stays fast on long runs the new readers scan', () => {
    expect(timed(`Published in the Journal of ${'Imaging '.repeat(400)}at DOI: ${'1'.repeat(3000)}`).ms).toBeLessThan(500);
    expect(timed(`Presented at the BPM'2025 conference on ${'Artificial '.repeat(400)}(AI4BPM)`).ms).toBeLessThan(500);
    expect(timed(`Accepted at CVPRW 2025 ${' '.repeat(5000)}- USM3D`).ms).toBeLessThan(500);
    expect(timed(`under review of ${'The '.repeat(2000)}Conference`).ms).toBeLessThan(500);
  });
});
