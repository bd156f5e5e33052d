import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-56.jsonl (a third unselected sample of the arXiv
// snapshot), each on the real string (comments) it was written from.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 56 rules', () => {
  it('reads "resubmitted to" as a submission cue, and a listed physical-science journal read by the generic reader by its catalogue name', () => {
    expect(read('1302.0843', '6 pages, 5 figures, resubmitted to Astrophysical Journal Letters in\n  response to referee report'))
      .toEqual([['ApJL', null, 'main', null, 'submitted', null]]);
  });

  it('reads a country\'s adjective before "Journal of" as the opening of a journal\'s name, as a continent\'s', () => {
    expect(read('2503.20088', 'To appear in the Italian Journal of Linguistics. This is a response\n  to Chesi (2024): arXiv:2412.12797'))
      .toEqual([['Italian Journal of Linguistics', null, 'main', null, 'accepted', null]]);
  });

  it('ends a journal\'s name by shape before a bracket opening with a lower-case word (a remark or a link)', () => {
    expect(read('2603.02270', 'Published at MDPI Journal of Imaging (see at https://www.mdpi.com/2313-433X/12/1/30)'))
      .toEqual([['Journal of Imaging', null, 'main', null, 'published', null]]);
  });

  it('reads a workshop title led by its edition\'s ordinal and closed by a lower-case hyphened compound before ", HOST Workshop YEAR"', () => {
    const got = read('2605.21869', '10th Affective & Behavior Analysis in-the-wild, CVPR Workshop 2026');
    expect(got.map((e) => [e[0], e[1], e[2], e[4]])).toEqual([['CVPR', 2026, 'workshop', 'accepted']]);
    expect(String(got[0][3]).replace(/\s*Workshop$/, '')).toBe('Affective & Behavior Analysis in-the-wild');
  });

  it('names a journal by the acronym the text gives in brackets after its name and the word "Journal" (the name\'s initials)', () => {
    expect(read('2509.02908', 'Accepted in Social Network Analysis and Mining Journal (SNAM)'))
      .toEqual([['SNAM', null, 'main', null, 'accepted', null]]);
  });

  it('reads past an IEEE society\'s acronym before the event\'s in the bracket after a spelled-out name', () => {
    expect(read('2504.06039', 'Accepted at the 47th Annual International Conference of the IEEE\n  Engineering in Medicine and Biology Society (EMBS EMBC)'))
      .toEqual([['EMBC', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a "peer reviewed publication at" the venue as published', () => {
    expect(read('2505.13098', 'Peer reviewed publication at ESWC 2025 Resources Track'))
      .toEqual([['ESWC', 2025, 'other', null, 'published', null]]);
    // a publication still to come is no cue of print
    expect(read('0704.0950', '22 pages, 11 figures, 1 table, accepted for the publication in MNRAS').map((e) => e[4])).toEqual(['accepted']);
  });

  it('reads "International" after an acronym no list knows, before the year, as its international edition\'s name (as a region)', () => {
    expect(read('2507.09140', '9 pages, 7 figures. In proceedings of NICOGRAPH International 2025'))
      .toEqual([['NICOGRAPH International', 2025, 'main', null, 'published', null]]);
  });
});
