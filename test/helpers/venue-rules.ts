// What the venue-rule tests of each round (src/venues/set*-rules.test.ts) read from the detector: every entry as the
// tuple [venue, year, track, workshop, status, presentation], and how long one detection takes (the timing guards).
import { detectVenues } from '../../src/venues/detect.ts';

/** The detector's entries for one record, as [venue, year, track, workshop, status, presentation] tuples. */
export const readVenues = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

/** One detection of `comments` (a record first submitted in May 2026) and the milliseconds it took. */
export const timedVenues = (comments: string) => {
  const start = performance.now();
  const found = detectVenues({ id: '2605.00001', comments, journalRef: null });
  return { ms: performance.now() - start, found };
};
