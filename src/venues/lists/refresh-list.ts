import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';
import { editionSlug } from '../edition.ts';
import { entryRow } from './match-list.ts';
import { titleKey } from './normalise.ts';
import type { ListEntryInput } from './parse-list.ts';
import { dropListVenues } from './drop-list-venues.ts';

/** Where a refreshed list came from: an official source and its own name of the edition (PMLR `v235` …). */
export interface ListOrigin { venue: string; year: number; file: string; format: string; source: string; sourceRef: string; sourceUrl: string | null }

/** What a refresh changed: entries added, removed, changed (to be matched again) and kept as they were. */
export interface RefreshCounts { listId: number; added: number; removed: number; changed: number; kept: number }

interface Existing { id: number; key: string; title_key: string; paper_id: string | null; track: string; workshop: string | null; presentation: string | null; authors_json: string }

/** The identity of an entry inside one list: its official id, else its folded title. */
const entryKey = (externalId: string | null | undefined, title: string): string => (externalId ? `id:${externalId}` : `t:${titleKey(title)}`);

/**
 * Stores a fetched list, keeping what an earlier fetch of the same list already knew: entry ids (so arXiv title
 * look-ups are not repeated) and matches of entries that did not change. New entries are added unmatched, vanished
 * entries are removed with the venue rows they gave, and changed ones (title, authors, track, presentation) are
 * matched again. Call matchList afterwards.
 */
export async function refreshList(store: Store, o: ListOrigin, entries: ListEntryInput[]): Promise<RefreshCounts> {
  const edition = editionSlug(o.venue, o.year)!;
  const now = new Date().toISOString();
  const meta = { format: o.format, imported_at: now, source: o.source, source_ref: o.sourceRef, source_url: o.sourceUrl };
  const list = await store.db.selectFrom('venue_lists').select('id').where('edition', '=', edition).where('file', '=', o.file).executeTakeFirst();
  let listId: number;
  if (list) {
    listId = Number(list.id);
    await store.db.updateTable('venue_lists').set(meta).where('id', '=', listId).execute();
  } else {
    const row = await store.db.insertInto('venue_lists').values({ venue: o.venue, year: o.year, edition, file: o.file, counts_json: '{}', ...meta }).returning('id').executeTakeFirstOrThrow();
    listId = Number(row.id);
  }
  const old = new Map<string, Existing>();
  const rows = await store.db.selectFrom('list_entries').select(['id', 'external_id', 'title', 'title_key', 'paper_id', 'track', 'workshop', 'presentation', 'authors_json'])
    .where('list_id', '=', listId).execute();
  for (const r of rows) old.set(entryKey(r.external_id, r.title), { ...r, id: Number(r.id), key: entryKey(r.external_id, r.title) });
  const counts: RefreshCounts = { listId, added: 0, removed: 0, changed: 0, kept: 0 };
  const fresh: ReturnType<typeof entryRow>[] = [];
  const changed: { id: number; row: ReturnType<typeof entryRow> }[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const row = entryRow(listId, o.venue, o.year, edition, e);
    const key = entryKey(e.externalId, e.title);
    if (!row.title_key || seen.has(key)) continue;
    seen.add(key);
    const was = old.get(key);
    if (!was) { fresh.push(row); continue; }
    const same = was.title_key === row.title_key && was.authors_json === row.authors_json && was.track === row.track
      && was.workshop === row.workshop && was.presentation === row.presentation;
    if (same) counts.kept++;
    else changed.push({ id: was.id, row });
  }
  const gone = [...old.values()].filter((x) => !seen.has(x.key));
  const dropped = [...gone, ...changed.map((c) => old.get(entryKey(c.row.external_id, c.row.title))!)].filter((x) => x.paper_id);
  await dropListVenues(store, edition, dropped.map((x) => ({ id: x.id, paperId: x.paper_id!, track: x.track })));
  await store.db.transaction().execute(async (tx) => {
    const goneIds = gone.map((x) => x.id);
    for (let i = 0; i < goneIds.length; i += 500) await tx.deleteFrom('list_entries').where('id', 'in', goneIds.slice(i, i + 500)).execute();
    for (const c of changed) await tx.updateTable('list_entries').set(c.row).where('id', '=', c.id).execute();
    for (let i = 0; i < fresh.length; i += 500) await tx.insertInto('list_entries').values(fresh.slice(i, i + 500)).execute();
  });
  counts.added = fresh.length;
  counts.removed = gone.length;
  counts.changed = changed.length;
  return counts;
}

/** Number of an edition's list entries (of one list, or all) found on arXiv by the title look-up job. */
export async function foundByLookup(store: Store, edition: string, listId?: number): Promise<number> {
  let q = store.db.selectFrom('list_entries as e').innerJoin('harvest_title_lookups as h', (j) => j.on(sql<boolean>`h.entry_key = e.edition || ':' || e.id`))
    .select(sql<number>`count(*)`.as('n')).where('e.edition', '=', edition).where('h.status', '=', 'found');
  if (listId !== undefined) q = q.where('e.list_id', '=', listId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
