import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v201 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-201.jsonl …
// -204.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 7559eb4d (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v201 round', () => {
  it('reads a conference whose proceedings a bracket right after a journal names as the venue, its year after the bracket', () => {
    // set 204 part A 2605.05636 (before: the journal TOG, no year — a false main-track entry of the wrong venue)
    expect(read('2605.05636', 'ACM Transactions on Graphics (Proc. of SIGGRAPH), 2026. Code: https://github.com/yxuhan/OpenDelight Project Page: https://yxuhan.github.io/OpenDelight/index.html'))
      .toEqual([['SIGGRAPH', 2026, 'main', null, 'accepted', null]]);
    // varied: "Proceedings of", another journal and conference
    expect(read('2505.00201', 'Computer Graphics Forum (Proceedings of Eurographics), 2025')).toEqual([['Eurographics', 2025, 'main', null, 'accepted', null]]);
    expect(read('2505.00202', 'IEEE TVCG (Proc. of IEEE VIS), 2025').map((e) => e[0])).toEqual(['IEEE VIS']);
    // unchanged: the year inside the bracket (read before), a bare tag in the bracket, a previous paper in the bracket
    expect(read('2505.00203', 'ACM Transactions on Graphics (Proceedings of SIGGRAPH 2025)')).toEqual([['SIGGRAPH', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00204', 'ACM Transactions on Graphics (SIGGRAPH), 2026')).toEqual([['SIGGRAPH', 2026, 'main', null, 'accepted', null]]);
    expect(read('2505.00205', 'Published in TPAMI (extension of our CVPR paper)').map((e) => [e[0], e[4]]))
      .toEqual([['TPAMI', 'published'], ['CVPR', 'previous_version']]);
  });

  it('reads a workshop title after "HOST YEAR: Workshop", closed by a quote, with a title-case joiner', () => {
    // set 201 part A 2603.23521 (before: the name missed, null)
    expect(read('2603.23521', 'Accepted at "CVPR 2025: Workshop Vision Language Models For All"'))
      .toEqual([['CVPR', 2025, 'workshop', 'Vision Language Models For All', 'accepted', null]]);
    // varied: no quotes; a title-case "Of" after "HOST YEAR Workshop" without a colon
    expect(read('2603.00201', 'Accepted at ICCV 2025: Workshop Robust Models For Open Worlds').map((e) => e[3])).toEqual(['Robust Models For Open Worlds']);
    expect(read('2603.00202', 'Accepted at the ICLR 2026 Workshop Foundation Models Of Science. 10 pages').map((e) => e[3])).toEqual(['Foundation Models Of Science']);
    // unchanged: a run without any joiner names no title; a paper word after "Workshop"
    // (round vwsname: the general reader names it, as in set193-rules)
    expect(read('2603.00203', 'Accepted at the ICML 2026 Workshop Foundation Models. 10 pages').map((e) => e[3])).toEqual(['Foundation Models']);
    expect(read('2603.00204', 'Accepted at "CVPR 2025: Workshop Paper"').map((e) => [e[2], e[3]])).toEqual([['workshop', null]]);
  });

  it('reads a "Seminar" as an event word, as a Symposium or a Congress', () => {
    // set 204 part A 2601.05674 (before: missed)
    expect(read('2601.05674', 'Accepted for presentation at the 2026 International Zurich Seminar on Information and Communication'))
      .toEqual([['International Zurich Seminar on Information and Communication', 2026, 'main', null, 'accepted', null]]);
    // varied: a submission; a seminar's proceedings with its year after the name (as the earlier SEMISH label)
    expect(read('2601.00201', 'Submitted to the 2026 International Zurich Seminar on Information and Communication').map((e) => [e[1], e[4]]))
      .toEqual([[2026, 'submitted']]);
    expect(read('2507.00202', 'To be published in the Proceedings of the Brazilian Integrated Software and Hardware Seminar 2025'))
      .toEqual([['Brazilian Integrated Software and Hardware Seminar', 2025, 'main', null, 'accepted', null]]);
    // unchanged: a lower-case seminar, a seminar named by a place alone, "Conference and Seminar" (the conference's name
    // stays as labelled, set 15 2607.12143; a first try with no guard read "… Conference and Seminar")
    expect(read('2607.12143', 'Presented at 28th AIAA Aerodynamic Decelerator Systems Conference and Seminar').map((e) => e[0]))
      .toEqual(['AIAA Aerodynamic Decelerator Systems Conference']);
    expect(read('2601.00203', 'Lecture notes for a graduate seminar on topology')).toEqual([]);
    expect(read('2601.00204', 'Talk at the Oberwolfach Seminar')).toEqual([]);
  });
});
