import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-55.jsonl (a second unselected sample of the arXiv
// snapshot), each on the real string (comments) it was written from.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 55 rules', () => {
  it('reads a one-word journal name before "of" and a capitalised word as the opening of a longer journal\'s name', () => {
    expect(read('1302.1291', '13 pages, 3 figures accepted in Science of Advanced Materials'))
      .toEqual([['Science of Advanced Materials', null, 'main', null, 'accepted', null]]);
    // the one-word journal alone stays itself
    expect(read('2509.00001', 'Accepted In Science')).toEqual([['Science', null, 'main', null, 'accepted', null]]);
  });

  it('reads "IEEE 2025 Conference on …" (the year between the publisher and the event\'s name) as "2025 IEEE Conference on …"', () => {
    expect(read('2510.17199', 'Accepted to IEEE 2025 Conference on Games'))
      .toEqual([['IEEE Conference on Games', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads past a bracket naming the larger event that holds a conference to its acronym and year in brackets', () => {
    expect(read('2602.03625', 'Accepted in International Conference on the Applications of Evolutionary Computation (Part of EvoStar), April 2026 (EvoApplications 2026)'))
      .toEqual([['EvoApplications', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a bare tag followed by "Proceedings" (after its year and a programme\'s name) as published', () => {
    expect(read('2510.13151', 'SIGGRAPH Asia 2025 Posters Proceedings'))
      .toEqual([['SIGGRAPH Asia', 2025, 'other', null, 'published', 'poster']]);
    // a status cue before the name keeps its own status
    expect(read('2506.01967', '6 pages, 5 figures. Accepted to SACI 2025 conference proceedings').map((e) => e[4])).toEqual(['accepted']);
  });

  it('takes the year closing the title of a host\'s challenge named after it for the edition\'s year', () => {
    expect(read('2508.04552', 'Accepted for the MICCAI Challenge on Comprehensive Analysis and\n  Computing of Real-World Medical Images 2024, 12 pages'))
      .toEqual([['MICCAI', 2024, 'other', null, 'accepted', null]]);
  });
});
