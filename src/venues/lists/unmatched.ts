import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';
import type { ListEntry } from '../../arxiv/title-lookup.ts';

/**
 * Accepted-list entries with no stored paper yet, for arXiv title look-ups: newest editions first, skipping
 * entries looked up in the last 7 days (harvest_title_lookups records every attempt).
 */
export async function unmatchedListEntries(store: Store, limit: number): Promise<ListEntry[]> {
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
  const rows = await store.db.selectFrom('list_entries as e')
    .select(['e.id', 'e.edition', 'e.title', 'e.authors_json'])
    .where('e.match_state', '=', 'unmatched')
    .where(({ not, exists, selectFrom }) => not(exists(
      selectFrom('harvest_title_lookups as h').select(sql`1`.as('one'))
        .whereRef('h.entry_key', '=', sql<string>`e.edition || ':' || e.id`)
        .where((eb) => eb.or([eb('h.status', '=', 'found'), eb('h.looked_up_at', '>', weekAgo)])),
    )))
    .orderBy('e.year', 'desc').orderBy('e.id').limit(limit).execute();
  return rows.map((r) => ({ key: `${r.edition}:${r.id}`, title: r.title, authors: JSON.parse(r.authors_json) as string[] }));
}
