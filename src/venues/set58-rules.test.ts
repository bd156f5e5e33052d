import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design halves of test/fixtures/venues/labeled-dev-58.jsonl and -59.jsonl (two more unselected samples
// of the arXiv snapshot) and from the snapshot's unlabelled records, each on the real string it was written from and a
// varied one.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 58 rules', () => {
  it('reads "USENIX Security Symposium" as USENIX Security alone, not also its HotSec workshop (a DBLP stream two list venues share)', () => {
    expect(read('2606.12263', 'To appear in the 35th USENIX Security Symposium (USENIX Security 2026)'))
      .toEqual([['USENIX Security', 2026, 'main', null, 'accepted', null]]);
    expect(read('2506.12263', 'Accepted at the 34th USENIX Security Symposium'))
      .toEqual([['USENIX Security', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads "ACR main" closing a clause (maybe a bracket after it) as a tag of the main track', () => {
    expect(read('2604.06170', '19 pages, 7 figures, 8 tables, ACL main (Oral)'))
      .toEqual([['ACL', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2509.00001', 'EMNLP main conference (poster)')).toEqual([['EMNLP', 2025, 'main', null, 'accepted', 'poster']]);
    // inside a sentence, or with another word after it, the name stays an ordinary word
    expect(read('2604.06170', 'We evaluate on the ACL main benchmark')).toEqual([]);
    expect(read('2604.06170', 'results of the ACL main')).toEqual([]);
  });

  it('reads a spelled-out name whose event word is set in lower case after "International" as the capitalised name', () => {
    expect(read('2505.05599', 'This paper has been accepted to International conference on Advanced Machine Learning and Data Science (AMLDS) 2025'))
      .toEqual([['AMLDS', 2025, 'main', null, 'accepted', null]]);
    expect(read('2506.22955', 'Accepted at The 7th International conference on Pattern Recognition and Image Analysis (IPRIA 2025)'))
      .toEqual([['IPRIA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2506.22956', 'Accepted at the Annual symposium on Foo Bar Systems (FBS 2025)'))
      .toEqual([['FBS', 2025, 'main', null, 'accepted', null]]);
    // lower-case words after the event word name nothing
    expect(read('2506.22955', 'to be submitted to an international conference on vision')).toEqual([]);
  });

  it('names a workshop by the name and year before a bracket holding the host and "ws"', () => {
    expect(read('tab-54952158900-12', 'BioNLP 2025 (ACL ws)')).toEqual([['ACL', 2025, 'workshop', 'BioNLP', 'accepted', null]]);
    expect(read('2603.00001', 'Accepted at TrustNLP 2026 (NAACL ws)')).toEqual([['NAACL', 2026, 'workshop', 'TrustNLP', 'accepted', null]]);
  });

  it('reads a host, its year and words that with the host name a catalogue venue ("AAAI 2025 Fall Symposium") as that venue', () => {
    expect(read('2509.04646', 'Accepted at the AAAI 2025 Fall Symposium Series. November 6-8, 2025, Arlington, VA, USA'))
      .toEqual([['AAAI Fall Symposium', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('2603.13257', 'Accepted to AAAI 2026 Spring Symposium Series')).toEqual([['AAAI Spring Symposium', 2026, 'workshop', null, 'accepted', null]]);
    // a word that names no venue with the host leaves the host's reading as it was
    expect(read('2511.00001', 'Accepted at AAAI 2026 Main Technical Track')).toEqual([['AAAI', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads the event a proceedings series prints, named after it and a comma, as the venue', () => {
    expect(read('2603.23937', '9 pages. To appear in Proceedings of Machine Learning Research (PMLR), Machine Learning for Health (ML4H) Symposium 2025'))
      .toEqual([['ML4H', 2025, 'main', null, 'accepted', null]]);
    expect(read('2509.03644', 'To appear in Proceedings of Machine Learning Research, 19th Conference on Neurosymbolic Learning and Reasoning, 2025'))
      .toEqual([['Conference on Neurosymbolic Learning and Reasoning', 2025, 'main', null, 'accepted', null]]);
    // the series alone, or with its publisher after the comma, stays the series
    expect(read('2509.03645', 'To appear in Proceedings of Machine Learning Research')).toEqual([['PMLR', null, 'main', null, 'accepted', null]]);
    expect(read('2509.03646', 'Accepted in Lecture Notes in Computer Science, Springer Nature')).toEqual([['LNCS', null, 'main', null, 'accepted', null]]);
  });

  it('takes no month in brackets after "Workshop on X" for the workshop\'s acronym', () => {
    expect(read('2504.07334', '8 pages, 8 figures. Accepted to CVPR 2025 Workshop on Efficient Large Vision Models (April 2025)'))
      .toEqual([['CVPR', 2025, 'workshop', 'Workshop on Efficient Large Vision Models', 'accepted', null]]);
    expect(read('2510.00002', 'Accepted at the NeurIPS 2025 Workshop on Foo Bar Models (Dec. 2025)'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Workshop on Foo Bar Models', 'accepted', null]]);
  });

  it('reads "in press" after a journal as accepted (as "to appear")', () => {
    expect(read('0801.4535', '8 pages, 5 figures, MNRAS in press')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('0704.0917', '7 pages, 4 figures, RV data added in paper. A&A in press')).toEqual([['A&A', null, 'main', null, 'accepted', null]]);
    expect(read('1302.1587', '8 pages, 7 figures, ApJ in press, replaced with final version')).toEqual([['ApJ', null, 'main', null, 'accepted', null]]);
    // a press named as a publisher is no cue
    expect(read('0705.0146', 'Book chapter, published by Cambridge University Press')).toEqual([]);
  });

  it('spells out "IEEE Trans. on <name written out>" in the comments, so that the Transactions are found', () => {
    expect(read('0801.3880', 'To appear in IEEE Trans. on Communications')).toEqual([['TCOM', null, 'main', null, 'accepted', null]]);
    expect(read('1302.1592', 'Submitted to IEEE Trans. on Wireless Communication')).toEqual([['TWC', null, 'main', null, 'submitted', null]]);
    // an abbreviated name after "on" is left as printed
    expect(read('0705.0543', 'Accepted subject to minor revision to IEEE Trans. on Comm')).toEqual([]);
  });

  it('reads "Astronomy and Astrophysics Letters" (the journal\'s Letters section) as A&A', () => {
    expect(read('0704.0543', 'Accepted for Publication in Astronomy and Astrophysics Letters. 5 pages, 3 figures, 2 tables'))
      .toEqual([['A&A', null, 'main', null, 'accepted', null]]);
    expect(read('0705.0433', 'Accepted for publication in Astronomy & Astrophysics Letters')).toEqual([['A&A', null, 'main', null, 'accepted', null]]);
  });

  it('reads a journal\'s Letters the journal-ref cites on a letter\'s page as that citation, one entry', () => {
    // the comments' ApJL and the cited ApJ letter (page L10): one paper, named by the Letters journal the comments name
    // (v97; set 83 labels this record ApJL)
    expect(read('0704.0881', 'ApJL in press, growth factor corrected, parameter degeneracy calculated', 'Astrophys.J.696:L10-L12,2009'))
      .toEqual([['ApJL', 2009, 'main', null, 'published', null]]);
    // a Letters section no list knows as a journal of its own is the journal (set 5's design record 0705.0605)
    expect(read('0705.0605', '3 pages, 3 figures, accepted to MNRAS Letters', 'Mon.Not.Roy.Astron.Soc.Lett.379:L60-L62,2007'))
      .toEqual([['MNRAS', 2007, 'main', null, 'published', null]]);
    expect(read('0801.4529', null, 'Mon.Not.Roy.Astron.Soc.Lett.386:L92-95,2008')).toEqual([['MNRAS', 2008, 'main', null, 'published', null]]);
    // not on a letter's page, or a Letters journal of its own: as before
    expect(read('0704.0882', 'Accepted to ApJL', 'Astrophys.J.696:110-112,2009'))
      .toEqual([['ApJL', null, 'main', null, 'accepted', null], ['ApJ', 2009, 'main', null, 'published', null]]);
    expect(read('0705.0606', null, 'Appl. Phys. Lett. 90 (2007) L1')).toEqual([['Appl. Phys. Lett.', 2007, 'main', null, 'published', null]]);
  });

  it('reads "Findings of the Association for Computational Linguistics YEAR" (no event after a colon) as the ACL\'s Findings', () => {
    expect(read('2506.01253', 'Accepted to Findings of the Association for Computational Linguistics 2025'))
      .toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
    expect(read('2506.08907', '19 pages, 18 figures, to be published in the Findings of the Association for Computational Linguistics 2025'))
      .toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
    // an event named after the colon is that event's Findings
    expect(read('2509.19332', 'Findings of the Association for Computational Linguistics: EMNLP 2025')).toEqual([['EMNLP', 2025, 'findings', null, 'accepted', null]]);
  });

  it('reads the HF list\'s "IJCNLP & AACL" spelled out as AACL alone (joined to the AACL fact by its acronym)', () => {
    expect(read('2512.21933', 'International Joint Conference on Natural Language Processing & Asia-Pacific Chapter of the Association for Computational Linguistics (IJCNLP-AACL 2025)'))
      .toEqual([['AACL', 2025, 'main', null, 'accepted', null]]);
    expect(read('2512.21934', 'Accepted at the International Joint Conference on Natural Language Processing & Asia-Pacific Chapter of the Association for Computational Linguistics'))
      .toEqual([['AACL', 2025, 'main', null, 'accepted', null]]);
  });
});
