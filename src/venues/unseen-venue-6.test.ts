import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Round 6 of the grammar of events and journals the catalogue does not know, tested on real arXiv comments (the
// leave-venues-out design folds of scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue,
// as the script runs them; and on real comments of the arXiv snapshot sample with the full catalogue.
const FULL = VENUES;
const LEFT_OUT = ['ICCV', 'ACL', 'MICCAI', 'ICML', 'IGARSS', 'UAI', 'ISMAR', 'HCII', 'EMNLP', 'TAC', 'T-ASE', 'CHI', 'GLOBECOM', 'ICCS', 'CCS', 'RSS', 'BMVC', 'ICRA', 'CSCW', 'EuCNC'];
const read = (comments: string, id = '2606.01234', journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round 6 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('a tag opening a clause before a list venue of another year is read too; a part set off by " / "', () => {
    expect(read('ICCV 2017, IJCV 2019', '1610.02391')).toEqual([['IJCV', 2019, 'main', null, 'accepted', null], ['ICCV', 2017, 'main', null, 'accepted', null]]);
    expect(read('ICLR 2025 Workshop World Models / ACL 2025 Findings', '2504.01234'))
      .toEqual([['ICLR', 2025, 'workshop', 'World Models', 'accepted', null], ['ACL', 2025, 'findings', null, 'accepted', null]]);
    // "and" then a part with a cue of its own: that part's status
    expect(read('It was rejected by ICLR 2023, and we modified the content and title based on the reviews and resubmitted to ICCV 2023.', '2210.05559'))
      .toEqual([['ICLR', 2023, 'main', null, 'rejected', null], ['ICCV', 2023, 'main', null, 'submitted', null]]);
  });

  it('a presentation between the cue and the venue ("accepted as a Spotlight poster at", "selected as a Highlight Paper at", "poster session in")', () => {
    expect(read('NsDiff is accepted as a Spotlight poster at ICML 2025 — Oral decision pending', '2505.01234')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('DiffPS is selected as a Highlight Paper at ICCV 2025.', '2510.01841')).toEqual([['ICCV', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('Accepted as an oral presentation paper in the IGARSS 2024.', '2405.01234')).toEqual([['IGARSS', 2024, 'main', null, 'accepted', 'oral']]);
    expect(read('26 pages and 34 figures, for associated code and data, see\n  https://github.com/correahs/similarity-uai-2025, poster session in UAI 2025', '2508.14615'))
      .toEqual([['UAI', 2025, 'main', null, 'accepted', 'poster']]);
  });

  it('a tag then an award or the acceptance rate in brackets, or the event\'s name spelled out: a bare tag (accepted, main)', () => {
    expect(read('ACL 2025 (Best Paper)', '2502.11089')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
    expect(read('ACL 2025 (Outstanding Paper Award)', '2506.01234')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
    expect(read('ACL 2025 (Full, Accepted Rate: 20.3%)', '2506.01234')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
    expect(read('ACL 2025 (The 63rd Annual Meeting of the Association for Computational Linguistics)', '2506.01234')).toEqual([['ACL', 2025, 'main', null, 'accepted', null]]);
  });

  it('a citation: "In" then an event spelled out, its year in a sentence of its own after it, published when pages are cited', () => {
    expect(read('In the 57th Annual Meeting of the Association for Computational Linguistics (ACL). Florence, Italy. July 2019', '1906.02243'))
      .toEqual([['ACL', 2019, 'main', null, 'accepted', null]]);
    expect(read('In IEEE International Symposium on Mixed and Augmented Reality Adjunct (ISMAR-Adjunct). 2023.', 'cv-52567476002-14'))
      .toEqual([['ISMAR', 2023, 'other', null, 'accepted', null]]);
    expect(read('In International Conference on Human-Computer Interaction (pp. 193-212). 2025.', 'cv-52567476002-7'))
      .toEqual([['International Conference on Human-Computer Interaction', 2025, 'main', null, 'published', null]]);
    expect(read('In 2024 IEEE International Symposium on Mixed and Augmented Reality Adjunct (ISMAR-Adjunct) (pp. 42-46). IEEE.', 'cv-52567476002-10'))
      .toEqual([['ISMAR', 2024, 'other', null, 'published', null]]);
  });

  it('Findings with no "of", "findings of" in lower case, a tag then "findings" after "in"', () => {
    expect(read('Findings EMNLP 2021', '2109.01234')).toEqual([['EMNLP', 2021, 'findings', null, 'accepted', null]]);
    expect(read('Our paper is accepted to the findings of ACL 2024 conference!', '2405.01234')).toEqual([['ACL', 2024, 'findings', null, 'accepted', null]]);
    expect(read('In EMNLP 2025 findings', '2509.01234')).toEqual([['EMNLP', 2025, 'findings', null, 'accepted', null]]);
  });

  it('the date a journal no list knows accepted the paper is its year', () => {
    expect(read('Accepted by IEEE Transactions on Affective Computing. Submitted in August 2023; Accepted in October 2025', '2511.22188'))
      .toEqual([['TAC', 2025, 'main', null, 'accepted', null]]);
    expect(read('IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND ENGINEERING. PREPRINT VERSION. ACCEPTED FEB, 2026', '2602.06445'))
      .toEqual([['TASE', 2026, 'main', null, 'accepted', null]]);
  });

  it('a title after "Workshop:" / "Workshops YEAR:" names the workshop held at an unlisted host (not the host itself)', () => {
    expect(read('Accepted at CHI 2026 Workshop: Ethics at the Front-End', '2603.24895')).toEqual([['CHI', 2026, 'workshop', 'Ethics at the Front-End', 'accepted', null]]);
    expect(read('Accepted at the IEEE GLOBECOM Workshops 2025: "Large AI Model over\n  Future Wireless Networks"', '2509.21949'))
      .toEqual([['GLOBECOM', 2025, 'workshop', 'Large AI Model over Future Wireless Networks', 'accepted', null]]);
  });

  it('an edition named by its ordinal and no year, posted before October: the posting year\'s (a host, or a submission)', () => {
    expect(read('Presented at The second AI for MATH Workshop at the 42nd International Conference on Machine Learning', '2507.22069'))
      .toEqual([['International Conference on Machine Learning', 2025, 'workshop', 'AI for MATH Workshop', 'accepted', null]]);
    expect(read('16 pages, 4 figures. Submitted to the 26th International Conference on Computational Science. This version includes a minor correction to the submitted manuscript', '2606.13255'))
      .toEqual([['International Conference on Computational Science', 2026, 'main', null, 'submitted', null]]);
  });

  it('submission cues: "prepared for submission to ACM ACR", "Submitted for review in", "Plan to submit", "ACR submission"', () => {
    expect(read('21 pages, 2 figures, 9 tables. Manuscript prepared for submission to ACM CCS', '2604.20932')).toEqual([['CCS', null, 'main', null, 'submitted', null]]);
    expect(read('13 pages, 6 figures, 8 tables, Submitted for review in ACL', '2602.08311')).toEqual([['ACL', null, 'main', null, 'submitted', null]]);
    expect(read('13 Pages, Plan to submit RSS', '2601.10930')).toEqual([['RSS', null, 'main', null, 'submitted', null]]);
    expect(read('13 pages, 3 figures,5 tables ,BMVC submission', '2606.15243')).toEqual([['BMVC', null, 'main', null, 'submitted', null]]);
  });

  it('a lone acronym after an acceptance cue may end in "!" or a note in lower case in brackets (IJCV left out too)', () => {
    useCatalogue(catalogueWithout(FULL, [...LEFT_OUT, 'IJCV']));
    try {
      expect(read('Accepted by IJCV!', '2601.01234')).toEqual([['IJCV', null, 'main', null, 'accepted', null]]);
      expect(read('One paper was accepted by IJCV (adverse weather restoration).', '2601.01234')).toEqual([['IJCV', null, 'main', null, 'accepted', null]]);
    } finally {
      useCatalogue(catalogueWithout(FULL, LEFT_OUT));
    }
  });

  it('a workshop\'s acronym and its name spelled in brackets before "Workshop", after an unlisted host\'s tag: held there, never main', () => {
    expect(read('This research work has been accepted for poster presentation at ICRA 2026 MEI (Multimodal Embodied Interaction in Robots) Workshop. (Here is the workshop-version short paper.)', '2608.08183'))
      .toEqual([['ICRA', 2026, 'workshop', 'MEI', 'accepted', 'poster']]);
  });

  it('"In ACR YEAR" opening the text is a bare tag\'s cue (README), then read as after any cue', () => {
    expect(read("In CSCW'26 workshop on contribution, originality, and accountability in agent-mediated collaboration", '2609.29312'))
      .toEqual([['CSCW', 2026, 'workshop', 'Workshop on contribution, originality, and accountability in agent-mediated collaboration', 'accepted', null]]);
  });

  it('a conference\'s acronym joined by "&" to a summit held with it, the year before or after: that conference', () => {
    expect(read('This paper is accepted in 2026 EUCNC & 6G Summit', '2605.14510')).toEqual([['EUCNC', 2026, 'main', null, 'accepted', null]]);
    expect(read('6 pages, 5 figures, conference paper, accepted at EuCNC & 6G Summit 2026', '2605.24028')).toEqual([['EuCNC', 2026, 'main', null, 'accepted', null]]);
  });

  it('a bare host\'s W tag of four capitals or more ("ICCVW 2025", with qualifiers or not): that host\'s workshops', () => {
    expect(read('ICCVW 2025 accepted paper. Workshop name: "What is Next in Multimodal\n  Foundation Models?"', '2508.12137'))
      .toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
  });
});

describe('venues no list knows, round 6 (full catalogue)', () => {
  it('a qualified tag of an acronym opening with IW is a workshop\'s, its own venue (as a bare one)', () => {
    expect(read('IWSDS 2024 Best Paper Award', '2506.13956')).toEqual([['IWSDS', 2024, 'workshop', 'IWSDS', 'accepted', null]]);
  });
  it('a publisher before a lone acronym after a submission cue; a dated acceptance in the next clause is the status', () => {
    expect(read('Submitted to IEEE RTCSA on March 26, 2026 (KST); Accepted on May 4, 2026 (KST)', '2605.11678')).toEqual([['RTCSA', 2026, 'main', null, 'accepted', null]]);
    // never a kind's word, nor after an acceptance
    expect(read('SUBMIT TO IEEE TRANSACTIONS', '2507.16716')).toEqual([]);
    expect(read('accepted as demo submission to ACM CAIS', '2605.02366')).toEqual([]);
    expect(read('38 pages. Manuscript submitted for review to the Journal of\n  Computational Literary Studies (JCLS)', '2507.11582')).toEqual([['JCLS', null, 'main', null, 'submitted', null]]);
  });
  it('a lone acronym after "to appear in" with a note in lower case in brackets after it', () => {
    expect(read('47 pages, version to appear in CMP (style files included)', 'math-ph/0509017')).toEqual([['CMP', null, 'main', null, 'accepted', null]]);
  });
  it('a workshop read on its own, then only a conference\'s bare tag of its year in the next clause: the workshop held there, no main track', () => {
    expect(read('The First Workshop on Natural Language Processing and Language Models\n  for Digital Humanities (LM4DH 2025). RANLP 2025', '2510.06743'))
      .toEqual([['RANLP', 2025, 'workshop', 'LM4DH', 'accepted', null]]);
  });
  it('a tag, a dash, the workshop\'s title and then its spelled name as a workshop: a workshop, never main', () => {
    expect(read('15 pages, 3 figures, Presented at IAIL 2025 - Imagining the AI\n  Landscape after the AI Act, 4th International Workshop on Imagining the AI\n  Landscape After the AI Act, The fourth International Conference on Hybrid\n  Human-Artificial Intelligence', '2508.15680'))
      .toEqual([['IAIL', 2025, 'workshop', 'IAIL', 'accepted', null]]);
  });
  it('"Bridge" right after the host\'s tag, before a bracketed name or ending the clause, is a bridge programme (track other, never main)', () => {
    expect(read('Accepted at AAAI 2026 Bridge (Logical and Symbolic Reasoning in Language Models)', '2601.10775')).toEqual([['AAAI', 2026, 'other', null, 'accepted', null]]);
  });
  it('a workshops\' proceedings series JabRef lists ("CEUR Workshop Proceedings") is no venue of its own', () => {
    expect(read('Accepted to EvalLAC\'25: 2nd Workshop on Automatic Evaluation of\n  Learning and Assessment Content, held at AIED 2025, Palermo, Italy. This is\n  the camera-ready version submitted to CEUR Workshop Proceedings', '2506.20119'))
      .toEqual([['AIED', 2025, 'workshop', 'EvalLAC', 'accepted', null]]);
  });
  it('a tag then its name spelled in brackets is a bare tag, whatever the year (the first detector\'s negative 2505.00038, written before bare tags were read)', () => {
    expect(read('MITA 2023 (The 19th International Conference on Multimedia Information Technology and Applications)', '2505.00038'))
      .toEqual([['MITA', 2023, 'main', null, 'accepted', null]]);
  });
  it('a bare W tag of a listed host\'s acronym no list writes with its W', () => {
    expect(read('5 pages, ICIPW 2025, Website:\n  https://gaowenshuo.github.io/LINR-bridge/', '2509.07484')).toEqual([['ICIP', 2025, 'workshop', null, 'accepted', null]]);
  });
  it('a submission to an edition named by its ordinal: the posting year\'s, unless the clause writes a year', () => {
    // GSI is in the catalogue since round v289 (its year from its ordinal there, the same edition); the MG11 below stays unlisted
    expect(read('Submitted to the 7th International Conference on Geometric Science of\n  Information', '2504.00702'))
      .toEqual([['GSI', 2025, 'main', null, 'submitted', null]]);
    expect(read('2 pages, 1 figure. Submitted to the Proceedings of the 11th Marcel\n  Grossmann Meeting (MG11) in Berlin, Germany, July 23-29, 2006', '0704.0431'))
      .toEqual([['MG11', null, 'main', null, 'submitted', null]]);
  });

  it('"resubmitted to" is a submission cue (the journal named as the catalogue and the labels name it: set 56\'s rule)', () => {
    expect(read('6 pages, 5 figures, resubmitted to Astrophysical Journal Letters in\n  response to referee report', '1302.0843'))
      .toEqual([['ApJL', null, 'main', null, 'submitted', null]]);
  });
});
