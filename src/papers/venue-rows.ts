// A paper's venue mention rows, as the store keeps them. Its own module, so that what imports it loads the venue
// catalogue and what does not (an import's writer thread, upsert-plan.ts) does not.
import { detectVenuesRemembered } from '../venues/detect.ts';
import { editionSlug } from '../venues/edition.ts';
import { withProgramme } from '../venues/programme.ts';
import { trackByTitle } from '../venues/title-track.ts';
import type { VenueRow } from './upsert-plan.ts';

/** The venue mention rows detected in a paper's comments and journal-ref (each with its programme; the track its title gives, venues/title-track.ts). */
export function venueRowsOf(row: { id: string; title?: string | null; comments?: string | null; journal_ref?: string | null }): VenueRow[] {
  return detectVenuesRemembered({ id: row.id, comments: row.comments ?? null, journalRef: row.journal_ref ?? null }).map((v) => trackByTitle(withProgramme({
    paper_id: row.id, venue: v.venue, year: v.year, edition: editionSlug(v.venue, v.year), track: v.track, workshop: v.workshop,
    status: v.status, presentation: v.presentation, source: v.source, evidence: v.evidence, verified: 0,
  }), row.title));
}
