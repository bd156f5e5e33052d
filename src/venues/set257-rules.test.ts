import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Rules of the v257 round, from the misses of test/fixtures/venues/labeled-dev-257.jsonl and -258.jsonl, read after their
// blind figures (PROVENANCE.md), each on the real string it was written from, varied ones and counter-cases. Every
// real-string and varied expectation fails on 9e939a1a (the branch with labels and blind figures).

describe('venue rules of the v257 round', () => {
  it('reads a note, erratum, corrigendum or addendum for the / our VENUE paper as an earlier paper, never that paper', () => {
    // set 258 part A 2505.16652 (before: CVPR 2025 accepted, a false "accepted, main track")
    expect(read('2505.16652', 'Clarification note for the CVPR 2025 paper (FarSight). Prepared by a\n  subset of the original authors; remaining co-authors are acknowledged in the\n  text'))
      .toEqual([['CVPR', 2025, 'main', null, 'previous_version', null]]);
    // varied: other document nouns and prepositions, "our"
    expect(read('2505.00257', 'Erratum to our ICML 2025 paper')).toEqual([['ICML', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2505.00258', 'Corrigendum for the NeurIPS 2024 paper "Foo Bar"')).toEqual([['NeurIPS', 2024, 'main', null, 'previous_version', null]]);
    expect(read('2505.00259', 'Addendum to the ACL 2025 paper on fast parsing')).toEqual([['ACL', 2025, 'main', null, 'previous_version', null]]);
    // unchanged: the same paper's material, a note about something else before the paper's own acceptance
    expect(read('2505.00260', 'Supplementary material for the CVPR 2025 paper')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
    expect(read('2505.00261', 'Clarification note for the reviewers. Accepted at CVPR 2025')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
    expect(read('2505.00262', 'Erratum to the proof of Lemma 3. Accepted at CVPR 2025')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a journal-ref that opens with its authors without them when the citation as printed gives nothing', () => {
    // set 258 part A 1302.1360 (before: no venue)
    expect(read('1302.1360', '21 pages, 5 figures', "D. Braga, I. Guti\\'errez Lezama, H. Berger and A. F. Morpurgo,\n  Nano Lett. 12, 5218 (2012)"))
      .toEqual([['Nano Lett.', 2012, 'main', null, 'published', null]]);
    // varied: one author, hyphenated initials, another journal no dotted shape reads
    expect(read('1302.00257', null, 'A. F. Morpurgo, Soft Matter 12, 5218 (2012)')).toEqual([['Soft Matter', 2012, 'main', null, 'published', null]]);
    expect(read('1302.00258', null, 'J.-P. Morpurgo and K. Smith, Nano Energy 12, 5218 (2012)')).toEqual([['Nano Energy', 2012, 'main', null, 'published', null]]);
    // unchanged: a journal whose name opens with an initial, before its volume; no authors
    expect(read('0801.4259', null, 'J. Operator Theory, Vol. 64, Issue 2 (2010), 435-452')).toEqual([['J. Operator Theory', 2010, 'main', null, 'published', null]]);
    expect(read('1302.00259', null, 'Nano Lett. 12, 5218 (2012)')).toEqual([['Nano Lett.', 2012, 'main', null, 'published', null]]);
    expect(read('1302.00260', null, 'D. Braga, H. Berger and A. F. Morpurgo, unpublished notes (2012)')).toEqual([]);
  });

  it('reads a name in single quotes after a cue as one in double quotes', () => {
    // set 258 part B 2504.04849 (before: no venue)
    expect(read('2504.04849', "Accepted for publication in 'Cognitive Science'")).toEqual([['Cognitive Science', null, 'main', null, 'accepted', null]]);
    // varied: typographic quotes, a submission, a word after the closing quote
    expect(read('2504.00257', 'Accepted for publication in ‘Cognitive Science’')).toEqual([['Cognitive Science', null, 'main', null, 'accepted', null]]);
    expect(read('2504.00258', "Submitted to 'Journal of Rural Studies'")).toEqual([['Journal of Rural Studies', null, 'main', null, 'submitted', null]]);
    expect(read('2504.00259', "Accepted for publication in 'Cognitive Science' journal")).toEqual([['Cognitive Science', null, 'main', null, 'accepted', null]]);
    // unchanged: a two-digit year after an apostrophe; a possessive; a software name
    expect(read('2604.00257', "Accepted at ICML'26")).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2504.00260', "Accepted to 's Workshop")).toEqual([]);
    expect(read('2504.00261', "Accepted for publication in 'Python'")).toEqual([]);
  });

  it('stays fast on long inputs', () => {
    expect(timed(`Clarification note for the ${'very '.repeat(2000)}CVPR 2025 paper`).ms).toBeLessThan(500);
    expect(timed(`Accepted for publication in '${'Cognitive '.repeat(1000)}Science'`).ms).toBeLessThan(500);
    const authors = `${'A. B. Smith, '.repeat(400)}C. D. Jones and`;
    const start = cpuNow();
    read('1302.00261', null, `${authors} Nano Lett. 12, 5218 (2012)`);
    read('1302.00262', null, `${'A. '.repeat(3000)}Smith`);
    expect(cpuNow() - start).toBeLessThan(500);
  });
});
