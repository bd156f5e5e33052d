import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Round 5 of the grammar of events and journals the catalogue does not know, tested on real arXiv comments (the
// leave-venues-out design folds of scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue,
// as the script runs them; and on real comments naming venues no list knows (the arXiv snapshot sample), with the full
// catalogue.
const FULL = VENUES;
const LEFT_OUT = ['Bioinformatics', 'IJCV', 'ICRA', 'MNRAS', 'Phys. Rev. Lett.', 'Phys. Rev. B', 'EMNLP', 'ICML', 'WMT', 'CCS', 'ICCV', 'EACL', 'CVPR', 'SIGIR', 'SIGGRAPH', 'ECAI', 'ACM MM', 'ACL', 'ESEM', 'MICCAI', 'ICASSP', 'Euro-Par'];
const read = (comments: string, id = '2606.01234', journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round 5 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('an acronym of capitals alone after an acceptance cue, a journal\'s by its initials or its cue: that journal, main track', () => {
    expect(read('Accepted at IJCV', '2312.01105')).toEqual([['IJCV', null, 'main', null, 'accepted', null]]);
    expect(read('21 pages, 10 figures, 4 tables, accepted for publication in MNRAS', '2603.18275')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    // the clause may go on about the paper after the name ("published by …", "and all comments …"); the decision after a comma
    expect(read('11 pages, 10 figures, 5 tables. This article has been accepted for publication in MNRAS published by Oxford University Press on behalf of the Royal Astronomical Society', '2609.38330'))
      .toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('21 pages plus 3 appendices, 24 figures. Submitted to MNRAS and all comments welcomed', '2512.09891')).toEqual([['MNRAS', null, 'main', null, 'submitted', null]]);
    expect(read('MNRAS, accepted, 25 pages, 13 Figures, 3 Appendices', '2505.02920')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    // a one-word journal JabRef knows, the date of the decision after it
    expect(read('Accepted by Bioinformatics on July 11th', '2507.14468')).toEqual([['Bioinformatics', null, 'main', null, 'accepted', null]]);
    // PRL: the initials of a journal's ISO-4 name on a JabRef list
    expect(read('Accepted in PRL, 10 pages, 5 figures', '2607.11880v1')).toEqual([['PRL', null, 'main', null, 'accepted', null]]);
  });

  it('an "International Conference" by its initials alone after an acceptance cue: that event, the posting year\'s edition', () => {
    expect(read('8 pages, 11 figures, accepted to IEEE ICRA', '2602.06207')).toEqual([['ICRA', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted at ICML', '2506.17289')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
  });

  it('an acronym alone after an acceptance cue whose shape says no kind of venue: accepted there, no main-track claim', () => {
    expect(read('Accepted to EMNLP', '2508.17131')).toEqual([['EMNLP', null, 'other', null, 'accepted', null]]);
  });

  it('the acronym is the journal the journal-ref cites when its letters are that name\'s in order: one entry, the citation\'s', () => {
    expect(read('14 pages, 7 figures, accepted for publication in MNRAS', '0705.0748', 'Mon.Not.Roy.Astron.Soc.379:93-99,2007'))
      .toEqual([['Mon. Not. Roy. Astron. Soc.', 2007, 'main', null, 'published', null]]);
    expect(read('4 pages, 4 figures included, version accepted for publication in PRB', '0705.0929', 'Phys. Rev. B 76, 125316 (2007)'))
      .toEqual([['Phys. Rev. B', 2007, 'main', null, 'published', null]]);
  });

  it('a conference whose acronym spells its name with "Workshop" for the event word: a workshop series of its own, never main', () => {
    expect(read('Accepted by 11th Conference on Machine Translation (WMT26)', '2609.14795')).toEqual([['WMT', 2026, 'workshop', 'WMT', 'accepted', null]]);
    expect(read('To appear in the Proceedings of the Eleventh Conference on Machine Translation (WMT 2026)', '2609.12310'))
      .toEqual([['WMT', 2026, 'workshop', 'WMT', 'accepted', null]]);
    // an acronym that spells the name as printed stays the conference's
    expect(read('Accepted at the International Conference on Machine Learning (ICML 2025)', '2505.01234')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
  });

  it('an acronym then a camel-case name (and the year): a workshop or challenge at that event, never its main track', () => {
    expect(read('Accepted to ACM CCS AISec2025', '2508.14385')).toEqual([['CCS', 2025, 'workshop', 'AISec', 'accepted', null]]);
    expect(read('Accepted at EACL HeaLing 2026', '2602.22483')).toEqual([['EACL', 2026, 'workshop', 'HeaLing', 'accepted', null]]);
    expect(read('CVPR HiGen 2026', '2606.19103')).toEqual([['CVPR', 2026, 'workshop', 'HiGen', 'accepted', null]]);
    expect(read('SIGIR LiveRAG 2025 (oral presentation)', '2506.12571')).toEqual([['SIGIR', 2025, 'workshop', 'LiveRAG', 'accepted', 'oral']]);
    // a challenge named so: the paper's own status unsaid
    expect(read('Efficient-FIQA achieved first place in the ICCV VQualA 2025 Face\n  Image Quality Assessment Challenge', '2507.15709'))
      .toEqual([['ICCV', 2025, 'workshop', 'VQualA', 'unclear', null]]);
    // a plain capitalised word after the acronym is no workshop's name (a region: the event's own edition)
    expect(read('Accepted by SIGGRAPH Asia 2025', '2509.08947')[0]?.[2]).not.toBe('workshop');
  });

  it('cue words: "accepted as poster at", "conference paper of", "X workshop of HOST YEAR", "version of our ACR YEAR accepted paper"', () => {
    expect(read('4 pages, 3 figures, 3 tables. Accepted as poster at ICRA 2026 Workshop "From Data to Decisions: VLA Pipelines for Real Robots". Code: [this https URL](this https URL)', '2606.00253'))
      .toEqual([['ICRA', 2026, 'workshop', 'From Data to Decisions: VLA Pipelines for Real Robots', 'accepted', 'poster']]);
    expect(read('Accepted conference paper of ACM MM 2024', '2408.00998')).toEqual([['MM', 2024, 'main', null, 'accepted', null]]);
    expect(read('Accepted to the Structured Probabilistic Inference and Generative Modeling workshop of ICML 2024', '2406.14762'))
      .toEqual([['ICML', 2024, 'workshop', 'Structured Probabilistic Inference and Generative Modeling Workshop', 'accepted', null]]);
    expect(read('Full version of our ECAI 2025 accepted paper', '2508.13642')).toEqual([['ECAI', 2025, 'main', null, 'accepted', null]]);
    // an acronym then "conference paper" standing alone as a clause part: a bare tag, the posting year's edition
    expect(read('12 pages, 5 figures, 2 tables, EUROPAR conference paper', '2607.17175')).toEqual([['EUROPAR', 2026, 'main', null, 'accepted', null]]);
  });

  it('a part of a clause beside a list venue, set off by a comma or "and", holding no list venue but a tag or a cue of its own', () => {
    expect(read("Accepted at LM4UC Workshop at AAAI'26, Submitted to ACL 2026. 17\n  pages, 7 figures", '2601.15337'))
      .toEqual([['AAAI', 2026, 'workshop', 'LM4UC', 'accepted', null], ['ACL', 2026, 'main', null, 'submitted', null]]);
    expect(read('RA-L and ICRA 2022', '2312.00344', 'IEEE Robotics and Automation Letters, vol. 7, no. 2, pp. 2621-2628, April 2022'))
      .toEqual([['ICRA', 2022, 'main', null, 'accepted', null], ['RA-L', 2022, 'main', null, 'published', null]]);
    // no such part when it is a workshop beside its host, or an event of the list venue's year with no cue of its own
    expect(read('Accepted at Semeval, ACL 2026', '2606.21718')).toEqual([['ACL', 2026, 'workshop', 'SemEval', 'accepted', null]]);
  });

  it('a named track the track cues know after the tag\'s year: that track, never main; "Main track" stays main', () => {
    expect(read('ICML 2025 Position Track', '2501.16946')).toEqual([['ICML', 2025, 'other', null, 'accepted', null]]);
    expect(read('ESEM 2025 Registered Reports', '2507.14770')).toEqual([['ESEM', 2025, 'other', null, 'accepted', null]]);
    expect(read('ICML 2026 Main track', '2606.00248')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('"In-review for" is a review cue; an acronym\'s "main" or "Findings" with no year: that track, the posting year\'s edition', () => {
    expect(read('Accepted to CogSci 2025, In-review for ICML 2025', '2504.12714'))
      .toEqual([['CogSci', 2025, 'main', null, 'accepted', null], ['ICML', 2025, 'main', null, 'under_review', null]]);
    expect(read('Accepted in ACL main', '2604.24114')).toEqual([['ACL', 2026, 'main', null, 'accepted', null]]);
    expect(read('ACL Findings', '2605.01386')).toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
  });

  it('a challenge hosted at an acronym no list knows, or set off before it by a comma: a challenge there (other), status unsaid', () => {
    expect(read('6 pages, 2 figures, technical report for participating the MBAS2024 challenge hosted on the MICCAI2024 conference', '2604.26251'))
      .toEqual([['MICCAI', 2024, 'other', null, 'unclear', null]]);
    expect(read('Ranked 3rd in Fame 2026 Challenge, ICASSP', '2512.02860')).toEqual([['ICASSP', 2026, 'other', null, 'unclear', null]]);
    // an acronym and its year opening the clause before a shared task or challenge
    expect(read('WMT 25 Shared Task LLMs with Limited Resources for Slavic Languages:\n  MT and QA', '2509.22490')).toEqual([['WMT', 2025, 'other', null, 'unclear', null]]);
  });
});

describe('venues no list knows, round 5 (catalogue without IJCV only)', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, ['IJCV'])));
  afterAll(() => useCatalogue(FULL));

  it('a tag after a comma beside a list venue\'s tag of another year: read as a clause of its own', () => {
    expect(read('ICCV 2017, IJCV 2019', '1610.02391')).toEqual([['ICCV', 2017, 'main', null, 'accepted', null], ['IJCV', 2019, 'main', null, 'accepted', null]]);
  });
});

describe('venues no list knows, round 5 (full catalogue)', () => {
  it('an acronym alone after an acceptance cue: a workshop\'s by its "W", an ambiguous one no main track, a year after a comma', () => {
    expect(read('To be published in WOAH, July 2025. arXiv admin note: text overlap\n  with arXiv:2409.14464', '2507.01234')).toEqual([['WOAH', null, 'workshop', 'WOAH', 'accepted', null]]);
    expect(read('accepted by CMCL', '2104.01234')).toEqual([['CMCL', null, 'other', null, 'accepted', null]]);
    expect(read('Published in ICVGIP, 2025', '2601.01234')).toEqual([['ICVGIP', 2025, 'main', null, 'published', null]]);
    expect(read('Accepted by TBIOM', '2505.01234')).toEqual([['TBIOM', null, 'main', null, 'accepted', null]]);
  });

  it('a part beside a list venue: read only with a cue of its own or another year than the list venue\'s (the arXiv snapshot)', () => {
    expect(read("This is the author's self-archived copy including detailed proofs. To\n  appear in Theory and Practice of Logic Programming (TPLP), Proceedings of the\n  41st International Conference on Logic Programming (ICLP 2025)", '2507.01234'))
      .toEqual([['TPLP', null, 'main', null, 'accepted', null], ['ICLP', 2025, 'main', null, 'accepted', null]]);
    expect(read('8 pages, 9 figures, supplementary, SLRTP2025, CVPR2025', '2504.01234')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
    expect(read('8 pages, 7 figures, accepted at AGENT 2026 Workshop, co-located with ICSE 2026', '2601.01234')).toEqual([['ICSE', 2026, 'workshop', 'AGENT', 'accepted', null]]);
  });

  it('capitalised words ending in "Workshop", then its acronym and year in brackets: that workshop (the arXiv snapshot)', () => {
    expect(read('6 pages; submitted to the 2007 IEEE Information Theory Workshop (ITW\n  2007)', '0705.01234')).toEqual([['ITW', 2007, 'workshop', 'ITW', 'submitted', null]]);
  });

  it('a challenge at its tag after a list host\'s unnamed workshop names that workshop (the arXiv snapshot)', () => {
    expect(read('Accepted by CVPR2026 Workshop; NTIRE 2026 Challenge Report', '2604.01234')).toEqual([['CVPR', 2026, 'workshop', 'NTIRE', 'accepted', null]]);
    expect(read('Preprint. DCASE 2025 Audio QA Challenge:\n  https://dcase.community/challenge2025/task-audio-question-answering', '2507.01234'))
      .toEqual([['DCASE', 2025, 'other', null, 'unclear', null]]);
  });

  it('an acronym a list knows with a hyphen, written without it, is that venue (test/fixtures/venues/labeled-dev-10.jsonl)', () => {
    expect(read('12 pages, 5 figures, 2 tables, EUROPAR conference paper', '2607.17175')).toEqual([['Euro-Par', 2026, 'main', null, 'accepted', null]]);
  });

  it('a named track the track cues know after an unlisted tag (the arXiv snapshot)', () => {
    expect(read('9 pages main paper, IWSLT 2026 Instruction Following track', '2604.01234')).toEqual([['IWSLT', 2026, 'other', null, 'accepted', null]]);
  });

  it('"accepted as poster at" a spelled conference no list knows (the arXiv snapshot)', () => {
    expect(read('Accepted as poster at the German Conference on Medical Image Computing 2026', '2603.01234'))
      .toEqual([['German Conference on Medical Image Computing', 2026, 'main', null, 'accepted', 'poster']]);
  });

  it('a lone acronym with digits or lower-case letters after an acceptance cue says nothing (a project, a workshop\'s tag)', () => {
    expect(read('Accepted at XAI4Sci', '2505.01234')).toEqual([]);
    // a thesis submitted at a school (the arXiv snapshot)
    expect(read('8 pages, 6 figures, 2 tables. Final Degree Project (TFG) submitted at\n  ESCI-UPF and conducted at Helmholtz Munich', '2507.01234')).toEqual([]);
    expect(read('12 pages, 3 figures, 5 tables; submitted to ICTIEE and under review', '2507.01234')).toEqual([['ICTIEE', null, 'main', null, 'under_review', null]]);
  });
});
