import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';
import { linkedWorkshop } from './linked-workshop.ts';
import { proceedingsTag } from './proceedings-tag.ts';

// Round 7 of the grammar of events the catalogue does not know, tested on real arXiv comments (the leave-venues-out
// design folds of scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue, as the script runs
// them, and on varied strings of the same shapes.
const FULL = VENUES;
const LEFT_OUT = ['EMNLP', 'ACL', 'ACM MM', 'MDM', 'ECAI', 'CP', 'INLG', 'ISWC', 'ICAPS', 'SIGSPATIAL', 'MICCAI', 'ICIP', 'RSS', 'ICML', 'MLSys', 'ICRA', 'ICASSP', 'SIGGRAPH'];
const read = (comments: string, id = '2606.01234', journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round 7 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('a workshop joined to an unlisted host by "co-located with", "part of", "at": the host is the venue, the workshop its track', () => {
    expect(read('Accepted for publication at the Natural Legal Language Processing\n  Workshop (NLLP) 2025, co-located with EMNLP', '2510.08111'))
      .toEqual([['EMNLP', 2025, 'workshop', 'NLLP', 'accepted', null]]);
    expect(read('Accepted for publication in the 4th HCI+NLP Workshop (Fourth Workshop\n  on Bridging Human-Computer Interaction and Natural Language Processing; part\n  of EMNLP 2025)', '2510.04394'))
      .toEqual([['EMNLP', 2025, 'workshop', 'HCI+NLP', 'accepted', null]]);
    expect(read('Accepted to the 4th Workshop on Cross-Cultural Considerations in NLP (C3NLP) Co-located with ACL 2026, San Diego, USA (non-archival)', '2606.14626'))
      .toEqual([['ACL', 2026, 'workshop', 'C3NLP', 'accepted', null]]);
    expect(read('Accepted to Generation, Evaluation & Metrics (GEM) Workshop at ACL\n  2025', '2507.06956')).toEqual([['ACL', 2025, 'workshop', 'GEM', 'accepted', null]]);
    expect(read('Accepted at PsyDefDetect, a shared task at the 25th BioNLP Workshop (BioNLP 2026), co-located with ACL 2026 in San Diego, CA, USA', '2606.00647'))
      .toEqual([['ACL', 2026, 'workshop', 'BioNLP', 'accepted', null]]);
    expect(read('Published at the 2nd ACM Workshop in AI-powered Question & Answering\n  Systems (AIQAM \'25), co-located with ACM Multimedia 2025', '2509.11572'))
      .toEqual([['ACM Multimedia', 2025, 'workshop', 'AIQAM', 'published', null]]);
    expect(read('Accepted to First International Workshop on Vision-Language Models   for Biomedical Applications (VLM4Bio 2024) at the 32nd ACM-Multimedia   conference', '2410.00731'))
      .toEqual([['ACM-Multimedia', 2024, 'workshop', 'VLM4Bio', 'accepted', null]]);
    expect(read('Accepted at the 1st Workshop on Multi-Sensor Trajectory Knowledge Discovery and Extraction (MuseKDE 2026), co-located with the 27th IEEE International Conference on Mobile Data Management (IEEE MDM 2026)', '2605.16420'))
      .toEqual([['MDM', 2026, 'workshop', 'MuseKDE', 'accepted', null]]);
    expect(read('Published as Position Paper during the TRUST-AI workshop at the ECAI2025 Conference', '2512.20671'))
      .toEqual([['ECAI', 2025, 'workshop', 'TRUST-AI', 'published', null]]);
    expect(read('presented at"LLMs meet Constraint Solving" Workshop at CP2025 in\n  Glasgow', '2509.07867'))
      .toEqual([['CP', 2025, 'workshop', 'LLMs meet Constraint Solving', 'accepted', null]]);
    expect(read('The 2nd Workshop on NLG for HRI colocated with The 13th International Conference on Natural Language Generation', '2101.12338'))
      .toEqual([['International Conference on Natural Language Generation', 2021, 'workshop', 'Workshop on NLG for HRI', 'accepted', null]]);
    // varied: another workshop, host and link word
    expect(read('Accepted at the Workshop on Trustworthy Retrieval (TrustIR), held in conjunction with SIGIRX 2027', '2705.01234'))
      .toEqual([['SIGIRX', 2027, 'workshop', 'TrustIR', 'accepted', null]]);
    expect(read('Submitted to the Low-Resource Speech Workshop (LRSW) 2026, co-located with ABCSPEECH', '2603.01234'))
      .toEqual([['ABCSPEECH', 2026, 'workshop', 'LRSW', 'submitted', null]]);
  });

  it('a bare "at ACR" with no year names no host (a place, a lab)', () => {
    expect(linkedWorkshop('Talk given at the Workshop on Strings and Branes at ICTP, Trieste', { year: 2006, month: 5 })).toBeNull();
    expect(linkedWorkshop('Presented at the Workshop on Quantum Gravity at XYZI', { year: 2006, month: 5 })).toBeNull();
    expect(linkedWorkshop('Presented at the Workshop on Quantum Gravity at XYZI 2006', { year: 2006, month: 5 }))
      .toEqual({ venue: 'XYZI', year: 2006, track: 'workshop', workshop: 'Workshop on Quantum Gravity', status: 'accepted', presentation: null });
  });

  it('an acronym "@" or "at" an unlisted host\'s tag is a workshop held there; not after "by" (who presented)', () => {
    expect(read('HSDIP@ICAPS 2025 Workshop', '2508.18520')).toEqual([['ICAPS', 2025, 'workshop', 'HSDIP', 'accepted', null]]);
    expect(read('Accepted to HCI+NLP at ACL 2025', '2510.19030')).toEqual([['ACL', 2025, 'workshop', 'HCI+NLP', 'accepted', null]]);
    expect(read('Submitted to TrustBus@ARES', '2504.15695')).toEqual([['ARES', 2025, 'workshop', 'TrustBus', 'submitted', null]]);
    // varied
    expect(read('Accepted to LoResMT@ZYXCONF 2027', '2704.01234')).toEqual([['ZYXCONF', 2027, 'workshop', 'LoResMT', 'accepted', null]]);
    expect(linkedWorkshop('8 pages, 4 figures; presented by BFLW at ICHEP 2012', { year: 2013, month: 2 })).toBeNull();
    expect(linkedWorkshop('Accepted at ICML 2026', { year: 2026, month: 5 })).toBeNull();
  });

  it('an unlisted acronym before "Workshop on" and a name it does not spell, or before "Satellite Workshop", is the host', () => {
    expect(read('Accepted by The 2nd MICCAI Workshop on Efficient Medical AI', '2607.23694'))
      .toEqual([['MICCAI', 2026, 'workshop', 'Workshop on Efficient Medical AI', 'accepted', null]]);
    expect(read('accepted by The 2nd ACM SIGSPATIAL International Workshop on\n  Geospatial Anomaly Detection', '2510.12076'))
      .toEqual([['SIGSPATIAL', 2025, 'workshop', 'Workshop on Geospatial Anomaly Detection', 'accepted', null]]);
    expect(read('Author preprint. Accepted for publication in the proceedings of the 2nd ACM SIGSPATIAL International Workshop on Spatial Intelligence for Smart and Connected Communities (SpatialConnect 2026)', '2609.39054'))
      .toEqual([['SIGSPATIAL', 2026, 'workshop', 'SpatialConnect', 'accepted', null]]);
    expect(read('This paper has been accepted at the ICIP Satellite Workshop 2025', '2508.19647')).toEqual([['ICIP', 2025, 'workshop', null, 'accepted', null]]);
    // varied; an acronym the name spells, an edition's Roman numeral and a jointly run workshop are no hosts
    expect(read('Submitted to the 3rd QRSTUV Workshop on Graph Learning for Chemistry', '2605.01234'))
      .toEqual([['QRSTUV', 2026, 'workshop', 'Workshop on Graph Learning for Chemistry', 'submitted', null]]);
    expect(linkedWorkshop('Accepted at the GLC Workshop on Graph Learning for Chemistry', { year: 2026, month: 5 })).toBeNull();
    expect(linkedWorkshop('Talk presented at the XII International Workshop on Neutrino Telescopes, March 6-9, 2007, Venice, Italy', { year: 2007, month: 5 })).toBeNull();
    expect(linkedWorkshop('Presented at: The 10th Joint SIGHUM Workshop on Computational Linguistics for Cultural Heritage', { year: 2026, month: 2 })).toBeNull();
  });

  it('a name then its acronym in brackets after a proceedings or publication cue, where the name is printed loosely', () => {
    expect(read('8 pages Main text, 53 pages Appendix, 20 figures Proceedings of the 43 rd International Conference on Machine Learning (ICML 2026)', '2602.00387'))
      .toEqual([['ICML', 2026, 'main', null, 'published', null]]);
    expect(read('in Proceedings of Machine Learning and Systems 7 (MLSys 2025)', '2505.01234')).toEqual([['MLSys', 2025, 'main', null, 'published', null]]);
    expect(read('Proc. of the IEEE Intl. Conf. on Robotics & Automation (ICRA)', '2507.03463')).toEqual([['ICRA', 2025, 'main', null, 'published', null]]);
    expect(read('Published in the IEEE 2017 International Conference onAcoustics, Speech, andSignalProcessing (ICASSP 2017), scheduled for 5-9 March 2017 in New Orleans, Louisiana, USA', '1701.04313'))
      .toEqual([['ICASSP', 2017, 'main', null, 'published', null]]);
    // varied: an event held at the acronym's is that event's workshop, never its main track; the acronym must be the name's
    const posted = { year: 2026, month: 3 };
    expect(proceedingsTag('Appeared in the proceedings of the Robust Learning Day as part of the Nordic Computing Week (NCW) 2026', posted))
      .toEqual({ venue: 'NCW', year: 2026, track: 'workshop', workshop: 'Robust Learning Day', status: 'published', presentation: null });
    expect(proceedingsTag('Accepted to NCW WS 2026: Workshops at the Second Nordic Computing Week (NCW)', posted))
      .toEqual({ venue: 'NCW', year: 2026, track: 'workshop', workshop: null, status: 'accepted', presentation: null });
    expect(proceedingsTag('Proc. of the 3rd Intl. Symp. on Graph Drawing Tricks (GDT-26)', posted))
      .toEqual({ venue: 'GDT', year: 2026, track: 'main', workshop: null, status: 'published', presentation: null });
    expect(proceedingsTag('Proceedings of the 3rd International Conference on Graph Drawing (XYZ 2026)', posted)).toBeNull();
    expect(proceedingsTag('Published in the Journal of Graph Drawing Tricks (JGDT 2026)', posted)).toBeNull();
  });

  it('an acronym in capitals, or an acronym and "workshop", alone in the clause after an unlisted tag: a workshop there, never main', () => {
    expect(read('MICCAI 2025; ASMUS', '2508.13077')).toEqual([['MICCAI', 2025, 'workshop', 'ASMUS', 'accepted', null]]);
    // varied: a stop between, a cue before the tag, the word "workshop" after the acronym
    expect(read('Accepted at QWERTY 2026. DEFGH', '2606.01234')).toEqual([['QWERTY', 2026, 'workshop', 'DEFGH', 'accepted', null]]);
    expect(read('QWERTY 2026; DEFGH workshop', '2606.01234')).toEqual([['QWERTY', 2026, 'workshop', 'DEFGH', 'accepted', null]]);
    // a presentation in capitals is no workshop (it is the paper's presentation there: round 10, unseen2); another year
    // is another event
    expect(read('QWERTY 2026; ORAL', '2606.01234')).toEqual([['QWERTY', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('QWERTY 2026; DEFGH Workshop 2025', '2606.01234')[1]).toEqual(['DEFGH', 2025, 'workshop', 'DEFGH', 'accepted', null]);
  });

  it('a submission to an acronym with no journal\'s shape, posted from January to June, is to the posting year\'s edition', () => {
    expect(read('Submitted to EMNLP', '2605.11348')).toEqual([['EMNLP', 2026, 'main', null, 'submitted', null]]);
    // varied: later in the year no edition is claimed; a journal's initials or word keep no year
    expect(read('Submitted to QWERTY', '2603.01234')).toEqual([['QWERTY', 2026, 'main', null, 'submitted', null]]);
    expect(read('Submitted to QWERTY', '2607.01234')).toEqual([['QWERTY', null, 'main', null, 'submitted', null]]);
    expect(read('Submitted to JQWERTY', '2603.01234')).toEqual([['JQWERTY', null, 'main', null, 'submitted', null]]);
    expect(read('Submitted to journal QWERTY', '2603.01234')).toEqual([['QWERTY', null, 'main', null, 'submitted', null]]);
  });

  it('a tag\'s qualifiers after a dash or naming the document ("Accept - Conference", "manuscript under review"); a presentation between cue and acronym; "(HOST ws)"', () => {
    expect(read('11 pages, 11 figures, SIGGRAPH 2025 Accept - Conference', '2504.09149')).toEqual([['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    expect(read('ICASSP 2026 manuscript under review', '2509.17511')).toEqual([['ICASSP', 2026, 'main', null, 'under_review', null]]);
    expect(read('Accepted as an oral to the ICML: https://icml.cc/virtual/2026/poster/67142', '2606.06533')).toEqual([['ICML', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('BioNLP 2025 (ACL ws)', 'tab-54952158900-12')).toEqual([['ACL', 2025, 'workshop', 'BioNLP', 'accepted', null]]);
    // varied
    expect(read('QWERTY 2026 Accepted - Long Paper', '2605.01234')).toEqual([['QWERTY', 2026, 'main', null, 'accepted', null]]);
    expect(read('QWERTY 2026 manuscript submitted', '2605.01234')).toEqual([['QWERTY', 2026, 'main', null, 'submitted', null]]);
    expect(read('Accepted as a spotlight paper at the ICQWE: https://example.org/x', '2605.01234')).toEqual([['ICQWE', 2026, 'main', null, 'accepted', 'spotlight']]);
    expect(read('LowRes 2026 (QWERTY wksp)', '2605.01234')).toEqual([['QWERTY', 2026, 'workshop', 'LowRes', 'accepted', null]]);
  });

  it('an acronym in capitals right before an unlisted event\'s tag, after a cue, is a workshop there; joint names and bracketed tags are not', () => {
    expect(read('Accepted at REALM EMNLP 2026', '2609.14400')).toEqual([['EMNLP', 2026, 'workshop', 'REALM', 'accepted', null]]);
    // varied
    expect(linkedWorkshop('Presented at LOWRES QWERTY 2027', null)).toEqual({ venue: 'QWERTY', year: 2027, track: 'workshop', workshop: 'LOWRES', status: 'accepted', presentation: null });
    expect(linkedWorkshop('Accepted at LOWRES-QWERTY 2027', null)).toBeNull();
    expect(linkedWorkshop('IEEE-EMBS International Conference on Body Sensor Networks (IEEE-EMBS BSN 2025)', null)).toBeNull();
    expect(linkedWorkshop('International Conference on Body Sensor Networks (EMBS BSN 2025)', null)).toBeNull();
  });

  it('a clause opened by "co-located with" names where the workshop is held, never the paper\'s main track', () => {
    expect(read('10 pages, 2 figures. Camera-ready version. Accepted to the 5th\n  International Workshop on Scientific Knowledge: Representation, Discovery,\n  and Assessment; 2 November 2025 - Nara, Japan; co-located with The 24th\n  International Semantic Web Conference, ISWC 2025. To be published in CEUR\n  proceedings', '2510.15983'))
      // (v153: a hosted workshop is named without the reach word before "Workshop on", as the labels name it.)
      .toEqual([['ISWC', 2025, 'workshop', 'Workshop on Scientific Knowledge', 'accepted', null]]);
    expect(read('Accepted to the Workshop on Tabular Reasoning (TabR); Vienna, Austria; co-located with QWERTY 2027', '2704.01234'))
      .toEqual([['QWERTY', 2027, 'workshop', 'TabR', 'accepted', null]]);
  });
});
