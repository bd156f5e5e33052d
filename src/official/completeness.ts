import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { foundByLookup } from '../venues/lists/refresh-list.ts';
import { SOURCES } from './registry.ts';

/** How complete an edition is according to one of its lists: official entries, how many are on arXiv, where from and when. */
export interface ListCompleteness {
  listId: number;
  /** Official source id, or null for an imported file. */
  source: string | null;
  /** "PMLR v235", "ACL Anthology acl-2024", or the imported file's name. */
  label: string;
  page: string | null;
  attribution: string | null;
  fetchedAt: string;
  entries: number;
  /** Entries matched to a stored arXiv paper (those papers are verified). */
  matched: number;
  /** Of the matched, how many arrived through the arXiv title look-up job. */
  foundByLookup: number;
  ambiguous: number;
  /** Entries with no arXiv paper yet (list-only papers). */
  listOnly: number;
  byTrack: { track: string; entries: number; matched: number }[];
}

/** What a reader is told a list is: "PMLR v235", "ACL Anthology acl-2024", "OpenReview <venue id>", or an imported file's name. */
export function listLabel(source: string | null, ref: string | null, file: string): string {
  const src = SOURCES.find((s) => s.id === source);
  if (!src) return file;
  return src.id === 'pmlr' ? `PMLR ${ref}` : src.id === 'acl-anthology' ? `ACL Anthology ${ref}` : `${src.name} ${ref}`;
}

/** Completeness of every list of an edition, official sources first. */
export async function editionCompleteness(store: Store, edition: string): Promise<ListCompleteness[]> {
  const lists = await store.db.selectFrom('venue_lists').select(['id', 'file', 'imported_at', 'source', 'source_ref', 'source_url']).where('edition', '=', edition).orderBy('id').execute();
  const out: ListCompleteness[] = [];
  for (const l of lists) {
    const rows = await store.db.selectFrom('list_entries').select(['track', 'match_state', sql<number>`count(*)`.as('n')])
      .where('list_id', '=', Number(l.id)).groupBy(['track', 'match_state']).execute();
    const tracks = new Map<string, { track: string; entries: number; matched: number }>();
    const c = { entries: 0, matched: 0, ambiguous: 0, listOnly: 0 };
    for (const r of rows) {
      const n = Number(r.n);
      const t = tracks.get(r.track) ?? tracks.set(r.track, { track: r.track, entries: 0, matched: 0 }).get(r.track)!;
      t.entries += n;
      c.entries += n;
      if (r.match_state === 'matched') { t.matched += n; c.matched += n; } else if (r.match_state === 'ambiguous') c.ambiguous += n; else c.listOnly += n;
    }
    const src = SOURCES.find((s) => s.id === l.source);
    const label = listLabel(l.source, l.source_ref, l.file);
    out.push({
      listId: Number(l.id), source: l.source, label, page: l.source_url, attribution: src?.attribution ?? null, fetchedAt: l.imported_at, ...c,
      foundByLookup: await foundByLookup(store, edition, Number(l.id)), byTrack: [...tracks.values()].sort((a, b) => b.entries - a.entries),
    });
  }
  return out.sort((a, b) => Number(a.source === null) - Number(b.source === null));
}

/** One row of /admin/lists: the latest fetch of an edition from a source, with its outcome. */
export interface FetchStatusRow {
  edition: string; source: string; ref: string; startedAt: string; finishedAt: string | null; status: string; error: string | null;
  requests: number; notModified: number; entries: number; matched: number; listOnly: number; lastOkAt: string | null;
}

/** The latest fetch of every (edition, source, ref), newest first, with the stored list's counts. */
export async function fetchStatus(store: Store): Promise<FetchStatusRow[]> {
  const rows = await store.db.selectFrom('list_fetches').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(5000).execute();
  const seen = new Map<string, FetchStatusRow>();
  const lastOk = new Map<string, string>();
  for (const r of rows) {
    const key = `${r.edition}|${r.source}|${r.ref}`;
    if (r.status === 'ok' && !lastOk.has(key)) lastOk.set(key, r.finished_at ?? r.started_at);
    if (seen.has(key)) continue;
    seen.set(key, { edition: r.edition, source: r.source, ref: r.ref, startedAt: r.started_at, finishedAt: r.finished_at, status: r.status, error: r.error,
      requests: Number(r.requests), notModified: Number(r.not_modified), entries: Number(r.entries), matched: 0, listOnly: 0, lastOkAt: null });
  }
  for (const [key, row] of seen) {
    row.lastOkAt = lastOk.get(key) ?? null;
    const counts = await store.db.selectFrom('list_entries').innerJoin('venue_lists', 'venue_lists.id', 'list_entries.list_id')
      .select(['match_state', sql<number>`count(*)`.as('n')]).where('venue_lists.edition', '=', row.edition).where('venue_lists.file', '=', `${row.source}:${row.ref}`)
      .groupBy('match_state').execute();
    for (const c of counts) {
      if (c.match_state === 'matched') row.matched += Number(c.n); else row.listOnly += Number(c.n);
    }
    if (!row.entries) row.entries = row.matched + row.listOnly;
  }
  return [...seen.values()];
}

/** One accepted-list entry as exported: the official record and the arXiv paper it matched, if any. */
export interface ListExportRow {
  title: string; authors: string; track: string; workshop: string | null; presentation: string | null; state: string;
  arxiv_id: string | null; official_id: string | null; openreview_id: string | null; url: string | null; list: string;
}

/** Every entry of an edition's lists (matched and list-only), by list then title, for the accepted-list downloads. */
export async function listExportRows(store: Store, edition: string): Promise<ListExportRow[]> {
  const rows = await store.db.selectFrom('list_entries as e').innerJoin('venue_lists as l', 'l.id', 'e.list_id')
    .select(['e.title', 'e.authors_json', 'e.track', 'e.workshop', 'e.presentation', 'e.match_state', 'e.paper_id', 'e.external_id', 'e.openreview_id', 'e.url', 'l.file'])
    .where('e.edition', '=', edition).orderBy('l.id').orderBy('e.title').orderBy('e.id').execute();
  return rows.map((r) => ({
    title: r.title, authors: (JSON.parse(r.authors_json) as string[]).join('; '), track: r.track, workshop: r.workshop, presentation: r.presentation,
    state: r.match_state === 'matched' ? 'on_arxiv' : r.match_state === 'ambiguous' ? 'ambiguous' : 'list_only',
    arxiv_id: r.paper_id, official_id: r.external_id, openreview_id: r.openreview_id, url: r.url, list: r.file,
  }));
}
