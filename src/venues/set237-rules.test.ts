import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v237 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-237.jsonl …
// -240.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, varied ones
// and counter-cases. Every real-string and varied expectation fails on 675d3f8b (the detector of main at the branch point).

describe('venue rules of the v237 round', () => {
  it('reads earlier versions in the plural ("Earlier versions presented at …") as the earlier version', () => {
    // set 237 part A 2602.24195 (before: both workshops accepted)
    expect(read('2602.24195', 'Earlier versions presented at ICLR 2025 QUESTION workshop and ICML 2025 R2-FM workshop')).toEqual([
      ['ICLR', 2025, 'workshop', 'QUESTION', 'previous_version', null], ['ICML', 2025, 'workshop', 'R2-FM', 'previous_version', null]]);
    // set 206 2605.30335: "Preliminary versions to appear at" (before: accepted)
    expect(read('2605.30335', '25 pages, 7 figures, 24 tables. Preliminary versions to appear at the ICML 2026 Workshops on Combining Theory and Benchmarks (CTB), Statistical Frameworks for Uncertainty in Agentic Systems (AgenticUQ), and Failure Modes of Agentic AI (FAGEN)')
      .map((e) => e[4])).not.toContain('accepted');
    // varied: "were published", "appeared"
    expect(read('2605.00237', 'Previous versions of this work were published at ICASSP 2024 and Interspeech 2024. Submitted to TASLP').map((e) => [e[0], e[4]])).toEqual([
      ['ICASSP', 'previous_version'], ['Interspeech', 'previous_version'], ['TASLP', 'submitted']]);
    expect(read('2605.00238', 'Earlier versions appeared in NeurIPS 2024').map((e) => [e[0], e[4]])).toEqual([['NeurIPS', 'previous_version']]);
    // unchanged: the record's own version, and "versions" without an earlier-version word
    expect(read('2605.00239', 'This version was presented at ICLR 2026').map((e) => [e[0], e[4]])).toEqual([['ICLR', 'accepted']]);
    expect(read('2605.00240', 'Accepted at ICML 2026; versions presented at workshops').map((e) => [e[0], e[4]])).toEqual([['ICML', 'accepted']]);
  });

  it('reads "accepted to publication in" as "for publication in", and a decision date after a one-word journal', () => {
    // set 237 part A 2606.29118 (before: no venue)
    expect(read('2606.29118', 'Accepted to publication in Entropy on June 24, 2026')).toEqual([['Entropy', 2026, 'main', null, 'accepted', null]]);
    // varied: no date; the "for publication" cue with a date; a past participle cue with a date
    expect(read('2606.00237', 'Accepted to publication in Entropy')).toEqual([['Entropy', null, 'main', null, 'accepted', null]]);
    expect(read('2606.00238', 'Accepted for publication in Entropy on June 24, 2026')).toEqual([['Entropy', 2026, 'main', null, 'accepted', null]]);
    expect(read('2606.00239', 'Published in Geomatics on March 3, 2025')).toEqual([['Geomatics', 2025, 'main', null, 'published', null]]);
    // unchanged: a place with a date is no journal; a listed journal's date as before; no name at all
    expect(read('2606.00240', 'To appear in Paris on June 3, 2026')).toEqual([]);
    expect(read('2606.00241', 'Accepted by Bioinformatics on July 11th')).toEqual([['Bioinformatics', null, 'main', null, 'accepted', null]]);
    expect(read('2606.00242', 'Accepted to publication soon')).toEqual([]);
  });

  it('reads "under peer review for / at" a venue no list knows as under review there', () => {
    // set 239 part A 2509.01882 (before: no venue)
    expect(read('2509.01882', 'This paper is under peer review for IEEE Journal of Oceanic\n  Engineering')).toEqual([['JOE', null, 'main', null, 'under_review', null]]);
    // varied: "at" a journal named in words, hyphenated "peer-review"
    expect(read('2509.00237', 'Under peer review at Strategy Science')).toEqual([['Strategy Science', null, 'main', null, 'under_review', null]]);
    expect(read('2509.00238', 'Under peer-review at IEEE JOE')).toEqual([['JOE', null, 'main', null, 'under_review', null]]);
    // unchanged: no venue named
    expect(read('2509.00239', '17 pages, 11 figures; currently under peer review')).toEqual([]);
    expect(read('2509.00240', 'Under peer review')).toEqual([]);
  });

  it('reads "proceedings for <meeting>" as "proceedings of", and "J. Phys.: Conf. Ser." as a proceedings series', () => {
    // set 240 part A 1302.1257 (before: J. Phys.: Conf. Ser. 2013)
    expect(read('1302.1257', '4 pages, 3 figures. Contribution to the proceedings for the 23rd\n  European Cosmic Ray Symposium 3-7 July 2012, Moscow, Russia', 'J. Phys.: Conf. Ser. 409 (2013) 012026'))
      .toEqual([['European Cosmic Ray Symposium', 2012, 'main', null, 'published', null]]);
    // set 209 0801.4223 and set 197 0705.0627 (before: no venue)
    expect(read('0801.4223', 'Proceedings for DSFD 2007 Conference')).toEqual([['DSFD', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0627', 'Proceedings for Representation Theory 2006, Atami, Japan')).toEqual([['Representation Theory', 2006, 'main', null, 'published', null]]);
    // varied: the colon series beside a meeting named with "Proceedings of"
    expect(read('0704.0237', '2 pages, 2 figures, Proceedings of the First GLAST Symposium, February 5-8, 2007, Stanford University', 'J. Phys.: Conf. Ser. 409 (2013) 012026'))
      .toEqual([['GLAST Symposium', 2007, 'main', null, 'published', null]]);
    // unchanged: the series alone is the venue; "proceedings for" before a lower-case phrase names nothing
    expect(read('1302.0237', '4 pages', 'J. Phys.: Conf. Ser. 409 (2013) 012026')).toEqual([['J. Phys.: Conf. Ser.', 2013, 'main', null, 'published', null]]);
    expect(read('1302.0238', 'changed proceedings for the sake of clarity')).toEqual([]);
  });

  it('reads "(HOST ACR YEAR)" after a workshop\'s spelled name as that workshop\'s acronym', () => {
    // set 240 part A 2508.18984 (before: the spelled name)
    expect(read('2508.18984', 'Accepted at Workshop on Machine Learning in Document Analysis and\n  Recognition (ICDAR WML 2025), Wuhan, China'))
      .toEqual([['ICDAR', 2025, 'workshop', 'WML', 'accepted', null]]);
    // varied: another host, an apostrophe year
    expect(read('2605.00241', 'Accepted at the Workshop on Document Understanding (CVPR DU 2026)')).toEqual([['CVPR', 2026, 'workshop', 'DU', 'accepted', null]]);
    expect(read('2602.00237', "Accepted at the Workshop on Reasoning and Planning (ICLR RPW '26)")).toEqual([['ICLR', 2026, 'workshop', 'RPW', 'accepted', null]]);
    // unchanged: host and year only, "(HOST YEAR ACR)", and a word that is no acronym
    expect(read('2602.00238', 'Accepted at the Workshop on Reasoning and Planning (ICLR 2026)')).toEqual([['ICLR', 2026, 'workshop', 'Workshop on Reasoning and Planning', 'accepted', null]]);
    expect(read('2606.07992', 'Published at Second Workshop on Agents in the Wild: Safety, Security, and Beyond (ICML 2026 AIWILD)')).toEqual([['ICML', 2026, 'workshop', 'AIWILD', 'published', null]]);
    expect(read('2602.00239', 'Accepted at the Workshop on Reasoning for LLMs (ICLR Workshop 2026)')).toEqual([['ICLR', 2026, 'workshop', 'Workshop on Reasoning for LLMs', 'accepted', null]]);
  });

  it('reads a late-breaking demo as a demo', () => {
    // set 237 part A 2507.02109 (before: other)
    expect(read('2507.02109', 'Accepted at ISMIR 2025 as Late-Breaking Demo (LBD)')).toEqual([['ISMIR', 2025, 'demo', null, 'accepted', null]]);
    // varied: plural, no hyphen
    expect(read('2607.00237', 'ISMIR 2026 Late Breaking Demos')).toEqual([['ISMIR', 2026, 'demo', null, 'accepted', null]]);
    // unchanged: late-breaking results and work stay other
    expect(read('2507.00237', 'Accepted at ISMIR 2025 Late-Breaking Results')).toEqual([['ISMIR', 2025, 'other', null, 'accepted', null]]);
    expect(read('2505.24004', 'Accepted as a CHI Late Breaking Work (2025), cite appropriately')).toEqual([['CHI', 2025, 'other', null, 'accepted', null]]);
  });

  it('reads an event tag beside a computer-science book series in a journal-ref as the venue', () => {
    // set 238 part A 0704.0468 (before: LNCS 2008)
    expect(read('0704.0468', null, 'LNCS 4978, TAMC 2008, pp 282-293')).toEqual([['TAMC', 2008, 'main', null, 'published', null]]);
    // varied: the snapshot's other two shapes (editors before the tag; the series spelled out after it)
    expect(read('0801.4515', null, 'V. Geffert et al. (Eds.): SOFSEM 2008, LNCS 4910, pp. 519-530,\n  2008')).toEqual([['SOFSEM', 2008, 'main', null, 'published', null]]);
    expect(read('2101.04792', null, 'In: Karpov A., Potapova R. (eds) Speech and Computer. SPECOM 2021.\n  Lecture Notes in Computer Science, vol 12997. Springer, Cham'))
      .toEqual([['SPECOM', 2021, 'main', null, 'published', null]]);
    // unchanged: the series with no event is the venue; a tag leading the citation as before
    expect(read('0705.0281', null, 'LNCS, Vol. 1944 (06/2000) 71-85')).toEqual([['LNCS', 2000, 'main', null, 'published', null]]);
    expect(read('0801.4230', '13 pages', 'Proc. of 15th International Static Analysis Symposium (SAS 2008).\n  LNCS 5079, pp 270-282')).toEqual([['SAS', 2008, 'main', null, 'published', null]]);
  });

  it('reads long runs of spaces after the new cues in linear time', () => {
    detectVenues({ id: '2605.00000', comments: 'ICML 2025', journalRef: null });
    for (const gap of [' ', '\n', ' \n']) {
      for (const lead of ['Earlier versions', 'under peer', 'Accepted to publication in Entropy', 'proceedings for', 'Workshop on Document Understanding (ICDAR', 'late breaking']) {
        const { ms } = timed(`${lead}${gap.repeat(3000 / gap.length)}Foo`);
        expect(ms, lead).toBeLessThan(1000);
      }
    }
  });
});
