import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v105 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-105.jsonl …
// -108.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v105 round', () => {
  it('reads a bracketed acronym led by the edition number the ordinal before the name gives ("18th … (18WCEE 2024)")', () => {
    // set 108 part A 2602.11588 (before: the spelled name, in the posting year 2026: a false main by name)
    expect(read('2602.11588', '8 pages, 4 figures. Presented at the 18th World Conference on Earthquake Engineering (18WCEE 2024)'))
      .toEqual([['WCEE', 2024, 'main', null, 'accepted', null]]);
    // varied: a one-digit edition, accepted
    expect(read('2605.00001', 'Accepted at the 9th International Conference on Robust Systems (9ICRS 2026)'))
      .toEqual([['ICRS', 2026, 'main', null, 'accepted', null]]);
    // counter-case: the bracket's acronym without the number is read as before
    expect(read('2602.11588', 'Presented at the 18th World Conference on Earthquake Engineering (WCEE 2024)'))
      .toEqual([['WCEE', 2024, 'main', null, 'accepted', null]]);
  });

  it('leaves the article and the edition ordinal leading a journal-ref out of the event name', () => {
    // set 108 part A 0705.0982 (before: venue "The")
    expect(read('0705.0982', null, 'The 2nd Chemnitz Parallel Kinematics Seminar (2000) 1-9'))
      .toEqual([['Chemnitz Parallel Kinematics Seminar', 2000, 'main', null, 'published', null]]);
    // varied: the ordinal alone (before: no venue)
    expect(read('0705.0001', null, '3rd Baltic Workshop on Solar Cells (2005) 12-19'))
      .toEqual([['Baltic Workshop on Solar Cells', 2005, 'main', null, 'published', null]]);
    // varied (bench/venues-identical.ts, a snapshot journal-ref; before: no venue): the event's acronym with its year in
    // brackets after the spelled name names it
    expect(read('0705.0001', null, '6th International Conference in Adaptive Computing in Design and\n  Manufacture (ACDM 2004), Bristol, UK, 2004'))
      .toEqual([['ACDM', 2004, 'main', null, 'accepted', null]]);
    // counter-case: a journal led by "The" is read as before
    expect(read('0705.0001', null, 'The Astrophysical Journal 600 (2004) 1-9')).toEqual([['ApJ', 2004, 'main', null, 'published', null]]);
  });
});
