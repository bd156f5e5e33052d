import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v303 round, from the design-half misses of sets 303–304 (test/fixtures/venues/labeled-dev-303.jsonl and
// -304.jsonl, part A; docs/venues.md, round v303). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on 00b46d9a (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v303 round', () => {
  it('reads "Accepted submission to" as an acceptance, not a submission', () => {
    // rule: the noun after the adjective was read as the status
    expect(read('2605.00303', 'Accepted submission to the ZQML workshop @ NeurIPS 2025')).toEqual([['NeurIPS', 2025, 'workshop', 'ZQML', 'accepted', null]]);
    expect(read('2605.00303', 'Accepted submission to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00303', 'Accepted submission at the ZQML Workshop at ICLR 2026. As submitted, typos fixed')).toEqual([['ICLR', 2026, 'workshop', 'ZQML', 'accepted', null]]);
    // unchanged: a submission alone, and an acceptance named "a … submission"
    expect(read('2605.00303', 'Submission to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
    expect(read('2605.00303', 'Accepted as a main conference submission in ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads "the submitted version of a paper published in X" as published in X', () => {
    // rule: "submitted" naming the record's version was read as the paper's status
    expect(read('2605.00303', 'This is the submitted (preprint) version of a paper published in Journal of Zebra Studies')).toEqual([['Journal of Zebra Studies', null, 'main', null, 'published', null]]);
    expect(read('2605.00303', 'Submitted version of a paper published in Zebra Letters')).toEqual([['Zebra Letters', null, 'main', null, 'published', null]]);
    expect(read('2605.00303', 'The original submitted manuscript of an article now published in Zebra Letters')).toEqual([['Zebra Letters', null, 'main', null, 'published', null]]);
    // unchanged: a submission, and other cues after the version
    expect(read('2605.00303', 'Submitted to Zebra Letters')).toEqual([['Zebra Letters', null, 'main', null, 'submitted', null]]);
    expect(read('2605.00303', 'Submitted manuscript of a paper under review in Zebra Letters')).toEqual([['Zebra Letters', null, 'main', null, 'under_review', null]]);
    expect(read('2605.00303', 'Submitted version of a paper accepted in Zebra Letters')).toEqual([['Zebra Letters', null, 'main', null, 'accepted', null]]);
  });

  it('reads a capitalised word beside an acronym in a "workshops at HOST" list as a workshop', () => {
    // rule: one unnamed workshop was read
    expect(read('2605.00303', 'Accepted at ZqA and Gamma workshops at ICLR 2026')).toEqual([['ICLR', 2026, 'workshop', 'ZqA', 'accepted', null], ['ICLR', 2026, 'workshop', 'Gamma', 'accepted', null]]);
    expect(read('2605.00303', 'Accepted at the Gamma, Zq4DL and Epsilon workshops of CVPR 2026')).toEqual([['CVPR', 2026, 'workshop', 'Gamma', 'accepted', null], ['CVPR', 2026, 'workshop', 'Zq4DL', 'accepted', null], ['CVPR', 2026, 'workshop', 'Epsilon', 'accepted', null]]);
    // unchanged: acronyms alone, and capitalised words with no acronym among them are no list
    expect(read('2605.00303', 'Accepted at ZqA and ZqB workshops at ICLR 2026')).toEqual([['ICLR', 2026, 'workshop', 'ZqA', 'accepted', null], ['ICLR', 2026, 'workshop', 'ZqB', 'accepted', null]]);
    expect(read('2605.00303', 'Accepted at the Vision and Language workshops at CVPR 2026')).toEqual([['CVPR', 2026, 'workshop', null, 'accepted', null]]);
  });

  it('reads the capital initials of a late-breaking work or demo as the host\'s track, not a workshop', () => {
    // rule: the initials after the host's year were read as a workshop's acronym (or not at all)
    expect(read('2605.00303', 'ACM CHI 2025 LBW. Code: https://example.org/zq')).toEqual([['CHI', 2025, 'other', null, 'accepted', null]]);
    expect(read('2605.00303', 'Accepted to CHI 2026 as LBW')).toEqual([['CHI', 2026, 'other', null, 'accepted', null]]);
    expect(read('2605.00303', 'ISMIR 2025 LBD, 4 pages')).toEqual([['ISMIR', 2025, 'demo', null, 'accepted', null]]);
    // unchanged: the spelled track, another acronym after the year, and the initials named a workshop
    expect(read('2605.00303', 'CHI 2025 late-breaking work')).toEqual([['CHI', 2025, 'other', null, 'accepted', null]]);
    expect(read('2605.00303', 'ACM CHI 2025 ZQW')).toEqual([['CHI', 2025, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2605.00303', 'the LBW workshop at ICML 2025')).toEqual([['ICML', 2025, 'workshop', 'LBW', 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['Ab, ', 'Gamma and ', 'ZqA and Gamma ', 'submitted (preprint) ', 'submitted version of ', 'Accepted submission ', 'a paper published in ', 'CHI 2025 LBW ', 'LBWs LBD ']) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
      expect(timed(`${s.slice(0, 3960)} workshops at ICLR 2026`).ms).toBeLessThan(500);
    }
  });
});
