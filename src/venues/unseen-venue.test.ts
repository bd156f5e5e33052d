import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Grammar of events the catalogue does not know, tested on real arXiv comments (the leave-venues-out design folds of
// scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue, as the script runs them; and on
// real comments naming events no list knows, with the full catalogue.
const FULL = VENUES;
const LEFT_OUT = ['ICML', 'EMNLP', 'ACL', 'ICCV', 'ICDM', 'ACSAC', 'VLDB', 'ICPR', 'MICCAI', 'ISMAR', 'ICRA', 'CCS', 'ACM MM', 'IV', 'ECML PKDD', 'CHI', 'AACL', 'Pacific Graphics', 'ISWC', 'GLOBECOM', 'ACM CSUR', 'RSS', 'ICSOC'];
const read = (comments: string, id = '2606.01234') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('events no list knows (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('an acronym and year, then only qualifiers of the paper: a bare tag in the track and presentation they name', () => {
    expect(read('ICML 2025 (Spotlight). 20 pages, 8 figures', '2506.09022')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('ICML 2026 Main track', '2606.00248')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('EMNLP 2025 Industry Track', '2509.01234')).toEqual([['EMNLP', 2025, 'industry', null, 'accepted', null]]);
    expect(read('ACL 2025 (Oral, Industry Track)', '2506.01234')).toEqual([['ACL', 2025, 'industry', null, 'accepted', 'oral']]);
    expect(read('ACL 2025 Demo. Github: https://github.com/AIDC-AI/ComfyUI-Copilot', '2506.05010')).toEqual([['ACL', 2025, 'demo', null, 'accepted', null]]);
    expect(read('ICDM 2025 Workshop', '2509.01234')).toEqual([['ICDM', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('ICCV 2025 Highlight', '2507.01234')).toEqual([['ICCV', 2025, 'main', null, 'accepted', 'spotlight']]);
  });

  it('qualifiers after the tag one after another with a space or a bracket between: still only qualifiers', () => {
    expect(read('EMNLP 2025 Main Paper (Long)', '2509.01234')).toEqual([['EMNLP', 2025, 'main', null, 'accepted', null]]);
    expect(read('EMNLP 2025 Main Track Long Paper', '2509.01234')).toEqual([['EMNLP', 2025, 'main', null, 'accepted', null]]);
    expect(read('ACL 2025 Findings Camera-Ready', '2506.01234')).toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
    expect(read('EMNLP 2025 System Demonstrations Submission', '2509.01234')).toEqual([['EMNLP', 2025, 'demo', null, 'submitted', null]]);
    expect(read("CHI '26 Accepted paper", '2601.13904')).toEqual([['CHI', 2026, 'main', null, 'accepted', null]]);
    expect(read('ICSOC Workshops 2024, Dec 2024, Tunis, Tunisia', '2507.15411')).toEqual([['ICSOC', 2024, 'workshop', null, 'accepted', null]]);
    expect(read('ACL-2025 industry-track accepted', '2506.04642')).toEqual([['ACL', 2025, 'industry', null, 'accepted', null]]);
  });

  it('an acronym and year before a named workshop: the host of that workshop', () => {
    expect(read('ICML 2026 Workshop on Machine Learning for Audio', '2606.05846')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Machine Learning for Audio', 'accepted', null]]);
    expect(read('ICML 2025 Assessing World Models Workshop', '2507.14520')).toEqual([['ICML', 2025, 'workshop', 'Assessing World Models Workshop', 'accepted', null]]);
    expect(read('Oral at the ICML 2026 Workshop on the Impact of Memorization on Trustworthy Foundation Models', '2606.17034'))
      .toEqual([['ICML', 2026, 'workshop', 'Workshop on the Impact of Memorization on Trustworthy Foundation Models', 'accepted', 'oral']]);
  });

  it('"Findings of ACR YEAR": the findings track of that event', () => {
    expect(read('17 pages, 9 figures. Accepted to Findings of EMNLP 2026', '2609.01234')).toEqual([['EMNLP', 2026, 'findings', null, 'accepted', null]]);
  });

  it('an event, then the host the text states: a workshop of that host, never a main track of its own', () => {
    expect(read('Accepted by the 10th Workshop on Online Abuse and Harms (WOAH 2026) at EMNLP 2026', '2609.13579')).toEqual([['EMNLP', 2026, 'workshop', 'WOAH', 'accepted', null]]);
    expect(read("6 pages, 2 figures, 1 table. Accepted to HealthSec'26 (Cybersecurity in Healthcare), co-located with ACSAC 2026", '2610.09012'))
      .toEqual([['ACSAC', 2026, 'workshop', 'HealthSec', 'accepted', null]]);
    expect(read('8 pages, 1 figures. Poster Accepted at NExT-Game 2026: New Frontiers in Game-Theoretic Learning, ICML 2026 Workshop', '2606.29541'))
      .toEqual([['ICML', 2026, 'workshop', 'NExT-Game', 'accepted', 'poster']]);
    expect(read('Published in ALVR 2020, a workshop in ACL 2020', '2101.04727')).toEqual([['ACL', 2020, 'workshop', 'ALVR', 'published', null]]);
    expect(read('Accepted at the DASHSys 2026 workshop (Systems for Data-centric Agents with Human-in-the-loop), co-located with VLDB 2026', '2607.08177'))
      .toEqual([['VLDB', 2026, 'workshop', 'DASHSys', 'accepted', null]]);
    expect(read('Accepted at The Workshop on Graph Foundation Models at ICML 2026', '2606.24509')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Graph Foundation Models', 'accepted', null]]);
  });

  it('a workshop named right after an event\'s tag is held at it: never the main track', () => {
    expect(read('Paper Accepted at MICCAI 2025 DeCaf Workshop Track', '2508.05137')).toEqual([['MICCAI', 2025, 'workshop', 'DeCaf', 'accepted', null]]);
    expect(read('3 pages, accepted as ISMAR 2026 AXR workshop paper', '2608.01234')).toEqual([['ISMAR', 2026, 'workshop', 'AXR', 'accepted', null]]);
    expect(read('Accepted to the IEEE ICRA 2026 International Joint Workshop on Ontologies, Semantic Maps and Autonomous Robotics Standardization (J-WOSMARS 2026), Vienna, 2026', '2606.09134'))
      .toEqual([['ICRA', 2026, 'workshop', 'J-WOSMARS', 'accepted', null]]);
  });

  it('"the Main Conference of ACR YEAR" is the event; a pending status or a track in brackets after a tag is the paper\'s', () => {
    expect(read('Accepted to the Main Conference of ACL 2026. Project page: https://libra-vla.github.io/', '2604.24921')).toEqual([['ACL', 2026, 'main', null, 'accepted', null]]);
    expect(read('ACM CCS 2025 (Submitted)', '2507.14222')).toEqual([['CCS', 2025, 'main', null, 'submitted', null]]);
    expect(read('ACM Multimedia 2025 (Dataset Track) Paper', '2508.09404')).toEqual([['ACM Multimedia', 2025, 'datasets_benchmarks', null, 'accepted', null]]);
  });

  it('a tag opening a clause after a stop; a qualifier before the year; a pending qualifier', () => {
    expect(read('21 pages, 7 figures. ICML 2026', '2606.01313')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('Full Paper accepted in EMNLP Findings 2025', '2508.16788')).toEqual([['EMNLP', 2025, 'findings', null, 'accepted', null]]);
    expect(read('Accepted at EMNLP System Demonstrations 2023', '2310.01234')).toEqual([['EMNLP', 2023, 'demo', null, 'accepted', null]]);
    expect(read('ICML 2026 under review', '2607.15711')).toEqual([['ICML', 2026, 'main', null, 'under_review', null]]);
    expect(read('ICCV 2025 paper. This arXiv version updates Figure 1 to include the concurrent work Qwen2.5-VL to ensure consistency with Table 1', '2508.01234'))
      .toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
  });

  it('a named workshop "at" an event spelled out: the event (its acronym when given) is the venue', () => {
    expect(read('The 3rd AI for Math Workshop at the 43rd International Conference on Machine Learning (ICML), Seoul, South Korea, 2026', 'seed-2'))
      .toEqual([['ICML', 2026, 'workshop', 'AI for Math Workshop', 'accepted', null]]);
    expect(read('Accepted for the Data-Driven Learning for Intelligent Vehicle\n  Applications Workshop at the 36th IEEE Intelligent Vehicles Symposium (IV)\n  2025', '2504.18203'))
      .toEqual([['IV', 2025, 'workshop', 'Data-Driven Learning for Intelligent Vehicle Applications Workshop', 'accepted', null]]);
  });

  it('an organiser\'s acronym and an event\'s before the year, the tag ended by a sentence\'s period', () => {
    expect(read('Accepted at ECML PKDD 2026. 22 pages, 2 figures', '2606.28556')).toEqual([['ECML PKDD', 2026, 'main', null, 'accepted', null]]);
  });

  it('a status cue with the event\'s tag in brackets right after it: that event in that status', () => {
    expect(read('Under review (ICPR2026)', '2601.04991')).toEqual([['ICPR', 2026, 'main', null, 'under_review', null]]);
  });

  it('two acronyms joined by a hyphen are one joint event\'s tag, unless the first is a list venue\'s', () => {
    expect(read('AACL-IJCNLP 2026', '2610.11352')).toEqual([['AACL-IJCNLP', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted to Findings of AACL-IJCNLP 2026. 16 pages, 4 figures, 10 tables', '2609.12472'))
      .toEqual([['AACL-IJCNLP', 2026, 'findings', null, 'accepted', null]]);
    expect(read('5 pages, 3 figures, AAAI-MAKE 2025', '2502.09843')).toEqual([]);
  });

  it('a track in lower case before "of" leads to the event; a title-case name and year may end in its main track', () => {
    expect(read('Accepted to the Journal track of Pacific Graphics 2025', '2508.11476')).toEqual([['Pacific Graphics', 2025, 'main', null, 'accepted', null]]);
    expect(read('10 pages, 8 figures, 5 tables. Accepted to Pacific Graphics 2026 Conference Track', '2608.29346'))
      .toEqual([['Pacific Graphics', 2026, 'main', null, 'accepted', null]]);
  });

  it('a companion volume, a workshop programme, a bracketed host: never the event\'s main track', () => {
    expect(read('Accepted to the ISWC 2026 Companion Volume', '2609.12356')).toEqual([['ISWC', 2026, 'other', null, 'accepted', null]]);
    expect(read('Accepted at the IEEE GLOBECOM Workshops 2025: "Large AI Model over\n  Future Wireless Networks"', '2509.21949'))
      .toEqual([['GLOBECOM', 2025, 'workshop', 'Large AI Model over Future Wireless Networks', 'accepted', null]]);
    expect(read('Preprint accepted at XAIE4 (ICPR 2026). 15 pages, 5 figures, 4 tables.', '2607.15482')).toEqual([['ICPR', 2026, 'workshop', 'XAIE4', 'accepted', null]]);
  });

  it('a month before the year after a publisher\'s name is the date, no word of the name', () => {
    expect(read('30 pages (Accepted in ACM Computing Surveys December 2021)', '2101.01169')).toEqual([['ACM Computing Surveys', 2021, 'main', null, 'accepted', null]]);
  });

  it('a tag before the event\'s spelled name: a publisher may lead, the year may be glued or two digits', () => {
    expect(read('IEEE IV2026 37th IEEE Intelligent Vehicles Symposium', '2602.05983')).toEqual([['IV', 2026, 'main', null, 'accepted', null]]);
  });

  it('a workshop\'s acronym with a hyphen, "co-located with" a host: the host\'s workshop', () => {
    expect(read('Accepted for KG-NeSy Workshop, co-located with ISWC 2026', '2609.29876')).toEqual([['ISWC', 2026, 'workshop', 'KG-NeSy', 'accepted', null]]);
  });

  it('an event\'s acronym before "Workshop on" a name: that host\'s workshop, in the year after the name', () => {
    expect(read('Accepted to the IEEE ICRA Workshop on Field Robotics 2024', '2405.01971')).toEqual([['ICRA', 2024, 'workshop', 'Workshop on Field Robotics', 'accepted', null]]);
    expect(read('Accepted to RSS Workshop on Scalable and Resilient Multi-Robot\n  Systems: Decision-Making, Coordination, and Learning 2025', '2506.17560'))
      .toEqual([['RSS', 2025, 'workshop', 'Workshop on Scalable and Resilient Multi-Robot Systems: Decision-Making, Coordination, and Learning', 'accepted', null]]);
  });

  it('"Accept by / to" is an acceptance; a tag ends at a dash before other words', () => {
    expect(read('Accept by ICCV2025', '2507.01234')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
    expect(read('Early accept to MICCAI 2026', '2606.01234')).toEqual([['MICCAI', 2026, 'main', null, 'accepted', null]]);
    expect(read('ICCV 2025 - Project Page: https://flowseek25.github.io/ - Code:\n  https://github.com/mattpoggi/flowseek', '2508.01234'))
      .toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
  });
});

describe('events no list knows (full catalogue)', () => {
  it('an event\'s tag right after a listed host\'s unnamed workshop names that workshop', () => {
    expect(read('Accepted by CVPR 2026 workshop; NTIRE 2026', '2604.10551')).toEqual([['CVPR', 2026, 'workshop', 'NTIRE', 'accepted', null]]);
  });
  it('an unknown acronym, its year and "Submission": a submission', () => {
    expect(read('ISARC 2018 Submission', '1809.00949')).toEqual([['ISARC', 2018, 'main', null, 'submitted', null]]);
  });
  it('the host a workshop is held with, stated after it, is the venue', () => {
    expect(read('Appeared at the 4th International Workshop on Fine Art Pattern Extraction and Recognition (FAPER 2025), in conjunction with ICIAP 2025; proceedings forthcoming in ICIAP 2025 Workshops (LNCS, Springer)', '2509.14755'))
      .toEqual([['ICIAP', 2025, 'workshop', 'FAPER', 'published', null]]);
  });
  it('"held at" a place with no year names no host', () => {
    // status accepted since round v275: "contribution to the proceedings of", no journal-ref, is not yet printed (set
    // 276 labels this record so; the host reading this test guards is unchanged)
    expect(read('20 pages, 2 figures; contribution to the Proceedings of the International Congress on Mathematical Physics held at IMPA in Rio de Janeiro in August 2006', '0704.0813'))
      .toEqual([['International Congress on Mathematical Physics', 2006, 'main', null, 'accepted', null]]);
  });
  it('one capitalised word and a year right after a cue, ending the clause: an event (a short word read as an acronym)', () => {
    expect(read('Accepted at Qomex 2026', '2606.07938')).toEqual([['QOMEX', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted at Semantics 2025', '2508.13675')).toEqual([['Semantics', 2025, 'main', null, 'accepted', null]]);
    expect(read('8 pages , 4 figures , Accepted in Aiccsa 2025 ,\n  https://conferences.sigappfr.org/aiccsa2025/', '2508.06971'))
      .toEqual([['AICCSA', 2025, 'main', null, 'accepted', null]]);
    expect(read('Accepted in December 2025', '2512.01234')).toEqual([]);
  });
  it('"the Datasets track of" an event no list knows: that event, in that track', () => {
    expect(read('Accepted to the Datasets track of VCIP 2025', '2511.04680')).toEqual([['VCIP', 2025, 'datasets_benchmarks', null, 'accepted', null]]);
  });
  it('a named workshop "at" a host with its year left out: the host\'s workshop, the posting year\'s edition', () => {
    expect(read('7 pages, 7 figures, presented at the HEAL Workshop at CHI', '2506.11467')).toEqual([['CHI', 2025, 'workshop', 'HEAL', 'accepted', null]]);
    expect(read('Accepted in QC4C3 Workshop at IEEE QCNC, 2026', '2604.11131')).toEqual([['QCNC', 2026, 'workshop', 'QC4C3', 'accepted', null]]);
  });
  it('an apostrophe year before the event\'s spelled name', () => {
    expect(read("Accepted and Waiting to be Published. ICAI'25: 27th International Conference on Artificial Intelligence https://american-cse.org/csce2025/conferences-ICAI", '2601.14683'))
      .toEqual([['ICAI', 2025, 'main', null, 'accepted', null]]);
  });
  it('an unknown acronym, its year and "accepted": a bare tag', () => {
    // An acronym opening with IW is read as a workshop's (round 6, qualified tags as bare ones: of the CORE list's IW…
    // acronyms 20 of 24 are workshops); IWCMC, a conference, is one of the four it misreads (no main-track claim).
    expect(read('6 pages, IWCMC 2026 accepted', '2603.28315')).toEqual([['IWCMC', 2026, 'workshop', 'IWCMC', 'accepted', null]]);
  });
});

// Round 3 (branch vunknown3): the design folds' misses, each venue left out as the script leaves it out.
const LEFT_OUT_3 = ['TMM', 'ToH', 'LREC-COLING', 'ICCV', 'CHI', 'ACL', 'ICRA', 'AAMAS', 'FG', 'RSS', 'MICCAI', 'ICML', 'EMNLP', 'ITW', 'ALT', 'ECAI', 'VLDB', 'EurIPS', 'Pacific Graphics'];
describe('events no list knows, round 3 (catalogue without ' + LEFT_OUT_3.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT_3)));
  afterAll(() => useCatalogue(FULL));

  it('a one-word Transactions name is named as printed, never by two initials (TM, TH)', () => {
    expect(read('Accepted to IEEE Transactions on Multimedia 2025', '2503.21284')).toEqual([['IEEE Transactions on Multimedia', 2025, 'main', null, 'accepted', null]]);
    expect(read('Accepted by IEEE Transactions on Haptics', '2608.07002')).toEqual([['IEEE Transactions on Haptics', null, 'main', null, 'accepted', null]]);
  });
  it('two list conferences\' acronyms joined by a hyphen before a year are one joint event, not a main track at each', () => {
    expect(read('Accepted to LREC-COLING 2024', '2403.02173')).toEqual([['LREC-COLING', 2024, 'main', null, 'accepted', null]]);
    expect(read('Accepted at the DIALRES Workshop, LREC-COLING 2026', '2604.19584')).toEqual([['LREC-COLING', 2026, 'workshop', 'DIALRES', 'accepted', null]]);
  });
  it('a workshop\'s acronym or quoted title after "HOST YEAR Workshop" names it; the host is no workshop name', () => {
    expect(read('Accepted at ICCV2025 Workshop LIMIT', '2509.00378')).toEqual([['ICCV', 2025, 'workshop', 'LIMIT', 'accepted', null]]);
    expect(read('Accepted as an oral presentation at the ACL 2026 Workshop MAGMaR Systems. 27 pages, 4 figures.', '2605.17640'))
      .toEqual([['ACL', 2026, 'workshop', 'MAGMaR', 'accepted', 'oral']]);
    expect(read('Accepted at CHI 2025 workshop: "Resisting AI Solutionism: Where Do We\n  Go From Here?" (https://doi.org/10.1145/3706599.3706732)', '2507.14961'))
      .toEqual([['CHI', 2025, 'workshop', 'Resisting AI Solutionism: Where Do We Go From Here?', 'accepted', null]]);
    expect(read('Accepted at ICRA 2025 Workshop "Reflections on Representations and\n  Manipulating Deformable Objects". Project page\n  https://barbany.github.io/bifold/', '2505.07600'))
      .toEqual([['ICRA', 2025, 'workshop', 'Reflections on Representations and Manipulating Deformable Objects', 'accepted', null]]);
  });
  it('a conference\'s spelled name, its acronym in brackets, then "Workshop": that conference\'s workshop, unnamed', () => {
    expect(read('Accepted at International Conference on Autonomous Agents and Multiagent Systems (AAMAS) Workshop, 2025', '2504.20368'))
      .toEqual([['AAMAS', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('To appear as part of the 2025 19th International Conference on\n  Automatic Face and Gesture Recognition (FG) Workshop Proceedings', '2506.11132'))
      .toEqual([['FG', 2025, 'workshop', null, 'accepted', null]]);
  });
  it('"HOST WS Workshop YEAR": two acronyms before the word are the host and its workshop, never one event\'s main track', () => {
    expect(read('Accepted at MICCAI CDMRI Workshop 2026', '2608.06958')).toEqual([['MICCAI', 2026, 'workshop', 'CDMRI', 'accepted', null]]);
    expect(detectVenues({ id: '2607.06256', comments: null, journalRef: 'RSS SemRob Workshop 2026' }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]))
      .toEqual([['RSS', 2026, 'workshop', 'SemRob', 'accepted']]);
  });
  it('a workshop with no host, then ", ACR YEAR" ending the tag: the host it is held at', () => {
    expect(read('8 pages, 11 figures, 2 tables, Workshop on Methods and Opportunities\n  at Small Scale (MOSS), ICML 2025', '2507.14747'))
      .toEqual([['ICML', 2025, 'workshop', 'MOSS', 'accepted', null]]);
    expect(read('16 pages, 9 figures, 7 tables. Under review at the Third Workshop on Uncertainty-Aware NLP (UncertaiNLP), EMNLP 2026 (non-archival)', '2608.06564'))
      .toEqual([['EMNLP', 2026, 'workshop', 'UncertaiNLP', 'under_review', null]]);
    expect(read('Accepted at the 5th Workshop on Applications of Medical AI (AMAI), MICCAI 2026', '2610.09031')).toEqual([['MICCAI', 2026, 'workshop', 'AMAI', 'accepted', null]]);
  });
  it('a URL ends before the comma that closes it: the comma still sets off the tag after it', () => {
    expect(read('Multimodal Benchmark, Project Url: https://github.com/micdz/MANBench,\n  ACL2025 Findings', '2506.11080')).toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
  });
  it('an acronym typed in lower case, after a cue or opening the clause before a qualifier: the tag in capitals', () => {
    expect(read('accepted by iccv 2025', '2507.01756')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
    expect(read('emnlp 2025 submission', '2506.04611')).toEqual([['EMNLP', 2025, 'main', null, 'submitted', null]]);
    expect(read('acl2026 findings', '2604.14768')).toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
    expect(read('Accepted in early 2025', '2506.01234')).toEqual([]);
  });
  it('two digits glued to an acronym before "Workshop": the edition of an event whose workshop it is', () => {
    expect(read('ICCV25 Workshop', '2509.03794')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
  });
  it('four capitals or more and a W: the workshops of that conference; a shorter stem is a workshop\'s own name', () => {
    expect(read('Accepted at ICCVW 2025', '2508.12137')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('Accepted at ITW 2025', '2508.12137')).toEqual([['ITW', 2025, 'workshop', 'ITW', 'accepted', null]]);
  });
  it('"The 37th International Conference on …" alone: the edition of the posting year ("The" capitalised as "the")', () => {
    expect(read('27 pages, The 37th International Conference on Algorithmic Learning Theory', '2602.07370'))
      .toEqual([['International Conference on Algorithmic Learning Theory', 2026, 'main', null, 'accepted', null]]);
  });
  it('a workshop "@" a host whose two-digit year is glued to it', () => {
    expect(read('Accepted to ArgXAI@ECAI25', '2510.00185')).toEqual([['ECAI', 2025, 'workshop', 'ArgXAI', 'accepted', null]]);
  });
  it('an acronym before "Rolling Review" or ARR: a submission to that conference\'s review cycle', () => {
    expect(read('Submitted at ACL ARR May 2025', '2506.05128')).toEqual([['ACL', 2025, 'main', null, 'submitted', null]]);
    expect(read('8 pages, Submitted to ACL Rolling Review and is under review', '2601.11625')).toEqual([['ACL', 2026, 'main', null, 'under_review', null]]);
  });
  it('"Findings of" an event spelled out, its tag in brackets: the findings track', () => {
    expect(read('To be published in Findings of The 63rd Annual Meeting of the\n  Association for Computational Linguistics (ACL 2025). The main paper is 5\n  pages', '2506.04534'))
      .toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
    expect(read('Accepted at the Findings of the 2026 Conference on Empirical Methods in Natural Language Processing (EMNLP 2026 Findings)', '2609.11768'))
      .toEqual([['EMNLP', 2026, 'findings', null, 'accepted', null]]);
  });
  it('a title after the tag\'s year (a colon between), ending the clause: an event held there, never the main track', () => {
    expect(read('Accepted at ICRA 2026: From Data to Decisions: VLA Pipelines for Real Robots', '2609.17021'))
      .toEqual([['ICRA', 2026, 'workshop', 'From Data to Decisions: VLA Pipelines for Real Robots', 'accepted', null]]);
  });
  it('two digits glued to a tag may name an edition up to two years after the first posting (a comment updated later)', () => {
    expect(read('Accepted to ICML25', '2312.00700')).toEqual([['ICML', 2025, 'main', null, 'accepted', null]]);
  });
  it('an event stated at a host, its name broken over a run of spaces: still that host\'s workshop', () => {
    expect(read('Accepted by Proceedings of the 2024 TPC Technology Conference on   Performance Evaluation and Benchmarking @ VLDB 2024, Guangzhou', '2411.17913'))
      .toEqual([['VLDB', 2024, 'workshop', 'TPC Technology Conference on Performance Evaluation and Benchmarking', 'accepted', null]]);
  });
  it('a bracketed note in lower case is no workshop\'s acronym', () => {
    expect(read('Extended abstract. Submitted to AICC: Workshop on AI for Climate and\n  Conservation - EurIPS 2025 (non-archival)', '2510.14594').map((e) => e[0])).not.toContain('non-archival');
  });
  it('"WS Workshop HOST YEAR" opening a clause: the host\'s workshop', () => {
    expect(read('RLxF Workshop ICML 2026', '2609.29802')).toEqual([['ICML', 2026, 'workshop', 'RLxF', 'accepted', null]]);
  });
  it('title-case words and a year after a cue: an event\'s name as printed; a misspelt "Proceedings of" is none', () => {
    expect(read('28 pages, 16 figures; Accepted by Robotics: Science and Systems 2025', '2504.15425')).toEqual([['Robotics: Science and Systems', 2025, 'main', null, 'accepted', null]]);
    expect(read('Accepted at Pacific Graphics 2025', '2511.13988')).toEqual([['Pacific Graphics', 2025, 'main', null, 'accepted', null]]);
    expect(read('Will appear in Proceeedings of RetroEval 2026', '2605.23715').map((e) => e[0])).not.toContain('Proceeedings of RetroEval');
  });
  it('a workshop named before ", ACR YEAR": the host\'s workshop keeps its name', () => {
    expect(read('Workshop on Machine Learning for Audio, ICML 2026', '2606.31338')).toEqual([['ICML', 2026, 'workshop', 'Workshop on Machine Learning for Audio', 'accepted', null]]);
    expect(read('9 pages, 11 figures, REALM Workshop, EMNLP 2026', '2609.35807')).toEqual([['EMNLP', 2026, 'workshop', 'REALM', 'accepted', null]]);
  });
});
