import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Round 4 of the grammar of events and journals the catalogue does not know, tested on real arXiv comments (the
// leave-venues-out design folds of scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue,
// as the script runs them; and on real comments naming venues no list knows, with the full catalogue.
const FULL = VENUES;
const LEFT_OUT = ['MIDL', 'ACM MM', 'RSS', 'Pacific Graphics', 'IJCV', 'IEEE IoT-J', 'TIFS', 'T-ASE', 'EurIPS', 'MICCAI', 'SIGSPATIAL', 'ICASSP', 'ACL', 'ICML', 'ICCV', 'EMNLP', 'ECML PKDD', 'ICRA', 'EC-TEL', 'DIS', 'PacificVis'];
const read = (comments: string, id = '2606.01234') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);
const evidence = (comments: string, id = '2606.01234') => detectVenues({ id, comments, journalRef: null }).map((v) => v.evidence);

describe('venues no list knows, round 4 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('a name in words, the acronym its words spell in brackets, maybe the year: that acronym\'s event', () => {
    expect(read('Accepted at ACM Multimedia (ACM MM), 2026', '2608.06732')).toEqual([['ACM MM', 2026, 'main', null, 'accepted', null]]);
    expect(read('Accepted for publication at ACM Multimedia (ACM MM) 2025. 10 pages, 5\n  figures. Code and dataset: https://github.com/zqxwcevrtyui/DP2Rec', '2508.14058'))
      .toEqual([['ACM MM', 2025, 'main', null, 'accepted', null]]);
    // no year: the posting year's edition, as for a spelled event after a cue
    expect(read('Accepted for publication at Medical Imaging with Deep Learning (MIDL)', '2504.09514')).toEqual([['MIDL', 2025, 'main', null, 'accepted', null]]);
  });

  it('an ordinal before the spelled name, the year inside the brackets; a colon after the cue\'s word (IEEE Xplore\'s "Published in:")', () => {
    expect(read('The paper was accepted to the 62nd Association for Computational\n  Linguistics (ACL 2024), where it won the Best Paper Award', '2508.17153'))
      .toEqual([['ACL', 2024, 'main', null, 'accepted', null]]);
    expect(read('Published in: ICASSP 2025 - 2025 IEEE International Conference on\n  Acoustics, Speech and Signal Processing (ICASSP)', '2504.14183'))
      .toEqual([['ICASSP', 2025, 'main', null, 'published', null]]);
  });

  it('a hyphenated acronym with a two-digit year glued to it: the year is no part of its last segment', () => {
    expect(read('Accepted in EC-TEL25: 20th European Conference on Technology Enhanced\n  Learning, Newcastle and Durham, UK, 15-19 September 2025', '2506.17364'))
      .toEqual([['EC-TEL', 2025, 'main', null, 'accepted', null]]);
  });

  it('an acronym then "Companion" before its year: that event\'s companion proceedings, another track than the main one', () => {
    expect(read("5 pages, 5 figures. Interactivity paper accepted to DIS Companion '26 (Designing Interactive Systems Conference), Singapore, June 2026", '2606.02425'))
      .toEqual([['DIS', 2026, 'other', null, 'accepted', null]]);
  });

  it('a camel-case word alone in brackets after the tag\'s year names an event held there, as after a list host: never the main track', () => {
    expect(read('Paper to be presented at IEEE PacificVis 2026 (VisNotes)', '2602.15280')).toEqual([['PacificVis', 2026, 'workshop', 'VisNotes', 'accepted', null]]);
  });

  it('a journal\'s name alone, no cue, set in capitals or not, maybe its year: accepted there', () => {
    expect(read('International Journal of Computer Vision, 2025', '2508.08004')).toEqual([['International Journal of Computer Vision', 2025, 'main', null, 'accepted', null]]);
    expect(read('15 pages, 22 figures, IEEE Internet of Things Journal', '2605.26836')).toEqual([['IEEE Internet of Things Journal', null, 'main', null, 'accepted', null]]);
    expect(read('IEEE TRANSACTIONS ON INFORMATION FORENSICS AND SECURITY', '2605.26679')).toEqual([['TIFS', null, 'main', null, 'accepted', null]]);
    // quoted as printed, never with the cue the reading supplies
    expect(evidence('IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND ENGINEERING. PREPRINT VERSION. ACCEPTED FEB, 2026', '2602.06445'))
      .toEqual(['IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND ENGINEERING']);
  });

  it('an event\'s name in words and connectors and its year as a sentence of its own: accepted there', () => {
    expect(read('Robotics: Science and Systems 2026', '2604.25459')).toEqual([['Robotics: Science and Systems', 2026, 'main', null, 'accepted', null]]);
    expect(read('Medical Imaging with Deep Learning (MIDL) 2026, Short Paper Track', '2606.12953')).toEqual([['MIDL', 2026, 'main', null, 'accepted', null]]);
    // a track after a spaced dash, read by the track cues
    expect(read('Medical Imaging with Deep Learning 2026 - Short Paper Track', '2608.09801')).toEqual([['Medical Imaging with Deep Learning', 2026, 'main', null, 'accepted', null]]);
  });

  it('a workshop whose host the clause states after it, spelled with its bracketed acronym or after a spaced dash: that host\'s workshop', () => {
    expect(read('Accepted to the SemRob 2026 Workshop at Robotics: Science and Systems (RSS 2026)', '2607.08283')).toEqual([['RSS', 2026, 'workshop', 'SemRob', 'accepted', null]]);
    expect(read('Extended abstract. Submitted to AICC: Workshop on AI for Climate and\n  Conservation - EurIPS 2025 (non-archival)', '2510.14594'))
      .toEqual([['EurIPS', 2025, 'workshop', 'AICC', 'submitted', null]]);
  });

  it('a workshop read by its bracketed acronym whose host the clause states before it: that host\'s workshop', () => {
    expect(read('Accepted by MICCAI 2026 @ The Efficient Medical AI (EMA4MICCAI) Workshop (Oral Presentation)', '2608.00415'))
      .toEqual([['MICCAI', 2026, 'workshop', 'EMA4MICCAI', 'accepted', 'oral']]);
    expect(read('Proceedings of the MICCAI Workshop on Interpretability of Machine Intelligence in Medical Image Computing (iMIMIC)', '2608.02803'))
      .toEqual([['MICCAI', 2026, 'workshop', 'iMIMIC', 'published', null]]);
    expect(read('43 pages, 9 figures. Oral presentation at the Robotics: Science and Systems 2026 Workshop on Foundation Models for Robot Planning (FM4RoboPlan)', '2607.14252'))
      .toEqual([['Robotics: Science and Systems', 2026, 'workshop', 'FM4RoboPlan', 'accepted', 'oral']]);
  });

  it('an acronym, a workshop\'s name in capitalised words ending in "Workshop", the year: a workshop at that host', () => {
    expect(read('Poster at ICML Mechanistic Interpretability Workshop 2026', '2608.02632'))
      .toEqual([['ICML', 2026, 'workshop', 'Mechanistic Interpretability Workshop', 'accepted', 'poster']]);
    expect(read('5 pages. Accepted at ACL Student Research Workshop (SRW) 2026. Code: https://github.com/luisavictor/math-across-languages', '2606.18453'))
      .toEqual([['ACL', 2026, 'workshop', 'SRW', 'accepted', null]]);
  });

  it('a workshop\'s name (words, or an acronym) and "workshop" in any case, then "(held) at" an event\'s acronym: a workshop at that host', () => {
    expect(read('Challenge report from Advances in Image Manipulation workshop held at\n  ICCV 2025', '2508.16830'))
      .toEqual([['ICCV', 2025, 'workshop', 'Advances in Image Manipulation Workshop', 'unclear', null]]);
    expect(read('Paper has been accepted at 9th wiNLP workshop at EMNLP', '2511.03217')).toEqual([['EMNLP', 2025, 'workshop', 'wiNLP', 'accepted', null]]);
    expect(read('This paper has been accepted for the Workshop AIMLAI at ECML-PKDD\n  2025', '2510.00773')).toEqual([['ECML-PKDD', 2025, 'workshop', 'AIMLAI', 'accepted', null]]);
  });

  it('a challenge at a workshop held at an event (the host maybe after its publisher): that host\'s workshop, the status unsaid', () => {
    expect(read('Ranked 5th in the GOOSE 2D Fine-Grained Semantic Segmentation Challenge at the IEEE ICRA 2026 Workshop on Field Robotics', '2606.21456'))
      .toEqual([['ICRA', 2026, 'workshop', 'Workshop on Field Robotics', 'unclear', null]]);
  });

  it('a listed workshop series, then a host no list knows stated after it: that host\'s workshop, not the series its own venue', () => {
    expect(read('Accepted to SemEval-2025, an ACL 2025 workshop', '2506.04409')).toEqual([['ACL', 2025, 'workshop', 'SemEval', 'accepted', null]]);
    expect(read('Accepted at Semeval, ACL 2026', '2606.21718')).toEqual([['ACL', 2026, 'workshop', 'SemEval', 'accepted', null]]);
    expect(read('Accepted at Eleventh Conference on Machine Translation (WMT) @ EMNLP 2026', '2609.13611')).toEqual([['EMNLP', 2026, 'workshop', 'WMT', 'accepted', null]]);
  });

  it('an event, then its host in brackets after a publisher and "Workshop": the host\'s workshop, never a main track', () => {
    expect(read("Published at GeoIndustry '26 (ACM SIGSPATIAL Workshop)", '2610.09112')).toEqual([['SIGSPATIAL', 2026, 'workshop', 'GeoIndustry', 'published', null]]);
  });
});

describe('venues no list knows, round 4 (full catalogue)', () => {
  it('says less where a bare name is no venue\'s: a publisher, acronyms whose host is unclear, a citation cut at "Vol.", two words', () => {
    expect(read('Social Media 2022', '2206.00002')).toEqual([]);
    // the publisher and its year name no event; the edited book is the venue (round vmiss, as set 121's label)
    expect(read('10 pages, in: B. Edixhoven, G. van der Geer and B. Moonen (eds.),\n  Modular Forms on Schiermonnikoog. Cambridge University Press 2008', '0705.0001').map((e) => e[0])).toEqual(['Modular Forms on Schiermonnikoog']);
    expect(read('ICSE CAIN 2025', '2501.01234')).toEqual([]);
    // a place in brackets is no workshop's acronym: no host read before it
    expect(read('Accepted by MeMo Workshop on Mechanistic Interpretability & Neuro-symbolic Approaches by-design, Rome (Italy), 24/6/2026', '2606.24042')[0]?.[0]).not.toBe('MeMo');
    expect(read('12 pages, 8 figures, International Journal of Hybrid Information\n  Technology Vol. 6, No. 1, January, 2013', '1301.01234')).toEqual([]);
  });

  it('"Published in:" before a proceedings series leaves the colon: the book\'s title is no venue over the event after it', () => {
    expect(read('Published in: Progress in Artificial Intelligence, EPIA 2023, Lecture Notes in Computer Science, vol. 14258. 13 pages, 3 figures, 3 tables', '2312.01234')[0]?.[0]).toBe('EPIA');
  });

  it('a journal spelled with its acronym in brackets has no edition: no posting year', () => {
    expect(read('Accepted to be published in IEEE Transaction on Machine Learning in Communication and Networking (TMLCN)', '2505.01234'))
      // named as the name in JabRef's number is ("IEEE Transactions on … Communications and Networking": TMLCN; set89-rules)
      .toEqual([['TMLCN', null, 'main', null, 'accepted', null]]);
    expect(read('Accepted for publication at Smart Tools and Applications in Graphics\n  (STAG), Genoa, Italy (2025)', '2509.01234')).toEqual([['STAG', 2025, 'main', null, 'accepted', null]]);
  });
});
