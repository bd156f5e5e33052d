// What the venue-rule tests of each round (src/venues/set*-rules.test.ts) read from the detector: every entry as the
// tuple [venue, year, track, workshop, status, presentation], and how long one detection takes (the timing guards).
import { afterAll, beforeAll } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from '../../src/venues/catalogue.ts';
import { detectVenues } from '../../src/venues/detect.ts';
import { cpuNow } from './cpu-clock.ts';

/** The detector's entries for one record, as [venue, year, track, workshop, status, presentation] tuples. */
export const readVenues = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

/** Short strings that make the detector build its lazy tables (the JabRef journal names, the catalogue's matchers). */
const WARM_UP = ['Published in Data Science, Vol. 9, 2025', 'Accepted to the Annals of Mathematics journal', 'Accepted at the ICML 2025 workshop on Agents', 'NeurIPS 2025 (poster)'];
let warm = false;

/** Detection of `comments` (a record first submitted in May 2026) and the CPU milliseconds (test/helpers/cpu-clock.ts) the faster of two runs took, the detector's lazy tables
 *  built first (a table built on the first journal name took ~0.2–0.6 s, and a loaded machine made guards of 500 ms flaky): the
 *  guards time the reading of a long string, which a regex that backtracks makes slow on every call. */
export const timedVenues = (comments: string) => {
  if (!warm) {
    for (const w of WARM_UP) detectVenues({ id: '2605.00001', comments: w, journalRef: null });
    warm = true;
  }
  // the faster of two runs: a regex's first compilation and the first call's lazy tables cost ~0.15 s once (several
  // times that on a loaded machine, which made 500 ms guards flaky), while backtracking costs the same on every call
  let ms = Infinity;
  let found: ReturnType<typeof detectVenues> = [];
  for (let run = 0; run < 2; run++) {
    const start = cpuNow();
    found = detectVenues({ id: '2605.00001', comments, journalRef: null });
    ms = Math.min(ms, cpuNow() - start);
  }
  return { ms, found };
};

/**
 * The leave-venues-out rounds (src/venues/unseen-venue-N.test.ts): inside the calling `describe`, the catalogue without
 * `names` (as scripts/eval-venues-unseen.ts hides a fold's venues), the full one put back after.
 */
export function withoutVenues(names: readonly string[]): void {
  const full = VENUES; // useCatalogue rebinds VENUES: keep the full list to put back
  beforeAll(() => useCatalogue(catalogueWithout(full, names)));
  afterAll(() => useCatalogue(full));
}

/** readVenues with the comments first and a record posted in June 2026 unless an id is given (the unseen rounds' form). */
export const readComments = (comments: string | null, id = '2606.01234', journalRef: string | null = null) => readVenues(id, comments, journalRef);
