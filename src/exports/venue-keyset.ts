import type { Store } from '../store/connection.ts';
import { findPapers, type Paper } from '../papers/queries.ts';
import type { VenueFilterParams } from '../papers/edition-filters.ts';
import { encodeCursor, keysetCursor } from './cursor.ts';
import { orderedPage } from '../papers/edition-order.ts';

/** Whether a venue page's filters are only track / programme / status / verified / ccf (the ones a keyset over venue mentions can serve). */
export function keysetServes(p: VenueFilterParams): boolean {
  return !p.institution && !p.country && !p.category && !p.q;
}

/**
 * One page of an edition in the venue page's order (main track first, then newest first, then id), by keyset:
 * read in order from the index after the cursor (papers/edition-order.ts), so every page costs the same and memory
 * stays flat however large the edition.
 */
export async function venueKeysetPage(store: Store, edition: string, p: VenueFilterParams, limit: number, cursor?: string): Promise<{ items: Paper[]; next: string | null }> {
  const after = cursor ? keysetCursor<[number, string, string]>(cursor, ['number', 'string', 'string']) : null;
  const rows = await orderedPage(store, edition, { track: p.track, programme: p.programme, status: p.status, verified: p.verified, ccf: p.ccf }, limit + 1,
    { after: after ? { rank: after[0], day: after[1], id: after[2] } : undefined });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: await findPapers(store, page.map((r) => r.id)), next: rows.length > limit && last ? encodeCursor([last.rank, last.day, last.id]) : null };
}
