import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { findPapers, LISTED_STATUSES, type Paper } from '../papers/queries.ts';
import type { VenueFilterParams } from '../papers/edition-filters.ts';
import { encodeCursor, keysetCursor } from './cursor.ts';
import { venuesOfTier } from '../papers/rank-filter.ts';

/** Whether a venue page's filters are only track / status / verified / ccf (the ones a keyset over venue mentions can serve). */
export function keysetServes(p: VenueFilterParams): boolean {
  return !p.institution && !p.country && !p.category && !p.q;
}

/**
 * One page of an edition in the venue page's order (main track first, then newest first, then id), by keyset:
 * the database sorts only (rank, date, id) of the rows after the cursor, so every page costs the same and memory
 * stays flat however large the edition.
 */
export async function venueKeysetPage(store: Store, edition: string, p: VenueFilterParams, limit: number, cursor?: string): Promise<{ items: Paper[]; next: string | null }> {
  let matches = store.db.selectFrom('paper_venues as v').innerJoin('papers as p', 'p.id', 'v.paper_id')
    .select(['v.paper_id as id', sql<number>`min(case when v.track = 'main' then 0 else 1 end)`.as('rank'), sql<string>`coalesce(p.submitted_at, '')`.as('day')])
    .where('v.edition', '=', edition);
  matches = p.status ? matches.where('v.status', '=', p.status) : matches.where('v.status', 'in', LISTED_STATUSES);
  if (p.track) matches = matches.where('v.track', '=', p.track);
  if (p.verified) matches = matches.where('v.verified', '=', 1);
  if (p.ccf) matches = matches.where('v.venue', 'in', venuesOfTier(p.ccf)).where('v.track', '<>', 'workshop');
  let q = store.db.selectFrom(matches.groupBy(['v.paper_id', 'p.submitted_at']).as('e')).select(['e.id', 'e.rank', 'e.day']);
  if (cursor) {
    const [rank, day, id] = keysetCursor<[number, string, string]>(cursor, ['number', 'string', 'string']);
    q = q.where(sql<boolean>`(e.rank > ${rank} OR (e.rank = ${rank} AND (e.day < ${day} OR (e.day = ${day} AND e.id < ${id}))))`);
  }
  const rows = await q.orderBy('e.rank').orderBy('e.day', 'desc').orderBy('e.id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: await findPapers(store, page.map((r) => r.id)), next: rows.length > limit && last ? encodeCursor([Number(last.rank), last.day, last.id]) : null };
}
