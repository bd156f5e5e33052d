import { describe, expect, it } from 'vitest';
import { detectVenues } from '../../src/venues/detect.ts';

// Rules of the v71 round: a false "accepted, main track" said on thin evidence becomes the status or track the text
// states (README: when unsure, say less). Each rule on the real arXiv strings it was written from (snapshot records and
// design-half records named by id) and varied ones, with a counter-case; each fails without its rule.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of round v71', () => {
  it('reads a misspelt "under review" or "submitted" as that status, not as a bare tag', () => {
    expect(read('2505.07687', 'MICCAI 2025(under view)')).toEqual([['MICCAI', 2025, 'main', null, 'under_review', null]]);
    expect(read('2603.00001', 'CVPR 2026 (under reveiw), 8 pages')).toEqual([['CVPR', 2026, 'main', null, 'under_review', null]]);
    expect(read('2605.00001', 'Currently udner review at ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'under_review', null]]);
    expect(read('2604.27620', 'Submmited to ACM MM 2026')).toEqual([['ACM MM', 2026, 'main', null, 'submitted', null]]);
    expect(read('2509.00001', '12 pages. Submiitted to ICASSP 2026')).toEqual([['ICASSP', 2026, 'main', null, 'submitted', null]]);
    // "in view of" is no review
    expect(read('2506.00001', 'ICML 2025, in view of the rebuttal comments we added a section')).toContainEqual(['ICML', 2025, 'main', null, 'accepted', null]);
  });

  it('reads a negated acceptance as rejected, and one not yet made as under review', () => {
    expect(read('2510.00001', 'Not accepted at NeurIPS 2025; revised version')).toEqual([['NeurIPS', 2025, 'main', null, 'rejected', null]]);
    expect(read('2507.00001', 'The paper was not accepted to ICML 2025 but we keep it here')).toEqual([['ICML', 2025, 'main', null, 'rejected', null]]);
    expect(read('2605.00001', 'ICLR 2026 (not accepted yet)')).toEqual([['ICLR', 2026, 'main', null, 'under_review', null]]);
    // an acceptance in its own clause keeps its status
    expect(read('2605.00001', 'Accepted to ICML 2026. Not accepted at NeurIPS 2025')).toEqual([['ICML', 2026, 'main', null, 'accepted', null], ['NeurIPS', 2025, 'main', null, 'rejected', null]]);
  });

  it('reads a withdrawn paper as the submission it was', () => {
    expect(read('2510.00001', 'Withdrawn from ICLR 2026')).toEqual([['ICLR', 2026, 'main', null, 'submitted', null]]);
    expect(read('2510.00001', 'ICLR 2026 (withdrawn), 9 pages')).toEqual([['ICLR', 2026, 'main', null, 'submitted', null]]);
  });

  it('reads a rebuttal or a pending decision as under review', () => {
    expect(read('2510.00001', 'Rebuttal version for ICLR 2026')).toEqual([['ICLR', 2026, 'main', null, 'under_review', null]]);
    expect(read('2503.00001', 'MICCAI 2025 (rebuttal)')).toEqual([['MICCAI', 2025, 'main', null, 'under_review', null]]);
    expect(read('2505.00001', 'NeurIPS 2025 (pending)')).toEqual([['NeurIPS', 2025, 'main', null, 'under_review', null]]);
    expect(read('2602.00001', 'ICML 2026 (decision pending), code at github')).toEqual([['ICML', 2026, 'main', null, 'under_review', null]]);
    // a presentation's pending decision after an acceptance leaves the acceptance
    expect(read('2506.00001', 'Accepted as a Spotlight poster at ICML 2025 - Oral decision pending')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'spotlight']]);
    // "submitted to the rebuttal" is the submission's
    expect(read('1701.00001', 'Resubmitted to the rebuttal for CVPR 2017 for review')).toEqual([['CVPR', 2017, 'main', null, 'submitted', null]]);
  });

  it('reads "Intended for VENUE" as a submission to come', () => {
    expect(read('2605.00001', 'Intended for NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'main', null, 'submitted', null]]);
    expect(read('2609.00001', '10 pages; intended for the ICASSP 2027 deadline')).toEqual([['ICASSP', 2027, 'main', null, 'submitted', null]]);
  });

  it('gives a bare tag the pending status its preceding clause states alone', () => {
    expect(read('2605.00001', 'Under review. NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'main', null, 'under_review', null]]);
    expect(read('2603.00001', 'Preprint, under review. CVPR 2026')).toEqual([['CVPR', 2026, 'main', null, 'under_review', null]]);
    expect(read('2601.00001', 'Submitted; ICML 2026, 9 pages')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
    // the tag's own cue, or a presentation it states, wins; a clause with other words shares nothing
    expect(read('2603.00001', 'Under review. Accepted to CVPR 2026')).toEqual([['CVPR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2601.00001', 'Under review; ICLR 2026 (oral)')).toEqual([['ICLR', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2605.00001', '12 pages. NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a journal version of a venue\'s paper as a later work, with or without "our"', () => {
    expect(read('2504.00001', 'Journal version of ICLR 2025 paper')).toEqual([['ICLR', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2507.00001', 'Extended journal version of CVPR 2024 paper "Fast Flow"')).toEqual([['CVPR', 2024, 'main', null, 'previous_version', null]]);
    expect(read('2504.00001', 'Journal version of our ICLR 2025 paper')).toEqual([['ICLR', 2025, 'main', null, 'previous_version', null]]);
    // "the journal version of this paper" is the record's own
    expect(read('2504.00001', 'The journal version of this paper is accepted by TPAMI')).toEqual([['TPAMI', null, 'main', null, 'accepted', null]]);
  });

  it("reads a journal's opinion section or column as a track of its own", () => {
    expect(read('2511.09287', 'Accepted for publication in Communications of the ACM (CACM), Opinion section')).toEqual([['Communications of the ACM', null, 'other', null, 'accepted', null]]);
    expect(read('2507.05973', 'This paper will appear in Computational Linguistics journal as a\n  "Last Word" opinion piece. The Arxiv version is a pre-MIT Press publication\n  version')).toEqual([['Computational Linguistics', null, 'other', null, 'accepted', null]]);
    expect(read('2601.00001', 'Accepted at IEEE Software, Viewpoints column')).toEqual([['IEEE Software', null, 'other', null, 'accepted', null]]);
    // "opinion" without a section, piece or column names none
    expect(read('2606.00001', 'Accepted to ICML 2026; in our opinion the bound is tight')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it("reads an acronym joined to the host by an underscore as a workshop there, as by a hyphen", () => {
    expect(read('2602.05811', 'STProtein: predicting spatial protein expression from multi-omics data is accepted SPARTA_AAAI2026 Oral GitHub: https://github.com/zhaorui-bi/STProtein')).toEqual([['AAAI', 2026, 'workshop', 'SPARTA', 'accepted', 'oral']]);
    expect(read('2606.00001', 'Accepted to FMEA_ICML2026 as a poster')).toEqual([['ICML', 2026, 'workshop', 'FMEA', 'accepted', 'poster']]);
    // a plain tag stays the main track
    expect(read('2606.00001', 'Accepted to ICML2026 as a poster')).toEqual([['ICML', 2026, 'main', null, 'accepted', 'poster']]);
  });
});
