import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design halves of test/fixtures/venues/labeled-dev-60.jsonl and -61.jsonl (two more unselected samples
// of the arXiv snapshot), each on the real string it was written from and a varied one.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 60 rules', () => {
  it('names a workshop by a question-shaped title after "Workshop:"', () => {
    expect(read('2508.04211', 'Accepted for publication at ICCV 25 Workshop: What is Next in\n  Multimodal Foundation Models?'))
      .toEqual([['ICCV', 2025, 'workshop', 'What is Next in Multimodal Foundation Models?', 'accepted', null]]);
    expect(read('2510.00001', 'Accepted at NeurIPS 2025 Workshop: Are Transformers a Good Fit for Tables? 12 pages'))
      .toEqual([['NeurIPS', 2025, 'workshop', 'Are Transformers a Good Fit for Tables?', 'accepted', null]]);
  });

  it('reads "under review" stated before "submitted to" in one clause as under review', () => {
    expect(read('2602.15845', 'Pre-print under Review submitted to Computational Linguistics Journal'))
      .toEqual([['Computational Linguistics', null, 'main', null, 'under_review', null]]);
    expect(read('2605.00001', 'Under review, submitted to TPAMI')).toEqual([['TPAMI', null, 'main', null, 'under_review', null]]);
    // a review stated for another venue of the clause is that venue's
    expect(read('2605.00001', 'Under review at COLM 2026; submitted to TPAMI'))
      .toEqual([['COLM', 2026, 'main', null, 'under_review', null], ['TPAMI', null, 'main', null, 'submitted', null]]);
  });

  it('reads a journal after a conference edition and a slash, ending the clause, as where it prints: one entry', () => {
    expect(read('2605.19355', 'SIGGRAPH 2026 / ACM TOG. Project page available at https://suzyn.github.io/space_page/'))
      .toEqual([['SIGGRAPH', 2026, 'main', null, 'accepted', null]]);
    expect(read('2509.00001', 'Accepted to SIGGRAPH Asia 2025 / TOG')).toEqual([['SIGGRAPH Asia', 2025, 'main', null, 'accepted', null]]);
    // a journal with a status of its own stays a venue
    expect(read('2603.00001', 'Accepted to CVPR 2026 / TPAMI under review'))
      .toEqual([['CVPR', 2026, 'main', null, 'accepted', null], ['TPAMI', null, 'main', null, 'under_review', null]]);
  });

  it("reads the host's companion proceedings beside a workshop of that host as the workshop's volume, one entry", () => {
    expect(read('2512.24000', "This is the author's preprint. Accepted to WEB&GRAPH 2026 (co-located with WSDM 2026), Boise, Idaho, USA, Feb 26, 2026. Final version will appear in WSDM 2026 Companion Proceedings. Conf: https://wsdm-conference.org/2026/"))
      .toEqual([['WSDM', 2026, 'workshop', 'WEB&GRAPH', 'accepted', null]]);
    expect(read('2504.00001', "Accepted at the FooBar Workshop at WWW 2025; to appear in WWW '25 Companion"))
      .toEqual([['WWW', 2025, 'workshop', 'FooBar', 'accepted', null]]);
    // a companion volume alone stays a track of its own
    expect(read('2504.00001', "To appear in WWW '25 Companion")).toEqual([['WWW', 2025, 'other', null, 'accepted', null]]);
  });

  it('reads the CVM conference and the CVMJ journal (one CCF full name, two acronyms) as two venues', () => {
    expect(read('2603.23933', '17 pages, 7 figures. Accepted to CVM 2026')).toEqual([['CVM', 2026, 'main', null, 'accepted', null]]);
    expect(read('2603.23933', 'Published in Computational Visual Media journal')).toEqual([['CVMJ', null, 'main', null, 'published', null]]);
  });
});
