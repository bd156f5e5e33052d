import type { Store } from '../store/connection.ts';
import { editionSlug } from '../venues/edition.ts';
import { matchList, type MatchCounts } from '../venues/lists/match-list.ts';
import { refreshList, type RefreshCounts } from '../venues/lists/refresh-list.ts';
import type { OfficialHttp } from './http.ts';
import { sourceById } from './registry.ts';
import type { OfficialEdition, SourceUrls } from './source.ts';

/** What fetching one edition did (also recorded in list_fetches). */
export interface EditionResult {
  fetchId: number;
  edition: string;
  source: string;
  ref: string;
  label: string;
  status: 'ok' | 'error';
  entries: number;
  requests: number;
  notModified: number;
  /** Milliseconds of our own work (fetch + parse + store + match), enforced waits excluded. */
  activeMs: number;
  waitedMs: number;
  refresh: RefreshCounts | null;
  counts: MatchCounts | null;
  warnings: string[];
  error: string | null;
}

/** The venue_lists `file` of an official list: one per source and reference, so a refresh replaces it in place. */
export const officialListFile = (ed: Pick<OfficialEdition, 'source' | 'ref'>): string => `${ed.source}:${ed.ref}`;

/**
 * Fetches one edition from its official source and writes it through the list code (refreshList + matchList), so
 * matching, verified marks, list-only entries and late matching are the same as for an imported file. A failure
 * (HTTP, bad body, no entries) is recorded and returned, never thrown, and leaves the stored list as it was.
 */
export async function fetchEdition(store: Store, http: OfficialHttp, urls: SourceUrls, ed: OfficialEdition): Promise<EditionResult> {
  const edition = editionSlug(ed.venue, ed.year)!;
  const started = new Date().toISOString();
  const row = await store.db.insertInto('list_fetches').values({ source: ed.source, ref: ed.ref, venue: ed.venue, year: ed.year, edition, started_at: started, status: 'running', requests: 0, not_modified: 0, entries: 0, counts_json: '{}' })
    .returning('id').executeTakeFirstOrThrow();
  const fetchId = Number(row.id);
  const before = { ...http.stats, waited: http.client.stats.waitedMs };
  const t0 = Date.now();
  const warnings: string[] = [];
  const out: EditionResult = { fetchId, edition, source: ed.source, ref: ed.ref, label: ed.label, status: 'ok', entries: 0, requests: 0, notModified: 0, activeMs: 0, waitedMs: 0, refresh: null, counts: null, warnings, error: null };
  try {
    const entries = await sourceById(ed.source).fetchEntries(ed, http, urls, (m) => warnings.push(m));
    if (!entries.length) throw Object.assign(new Error(`${ed.label}: the source returned no accepted papers; the stored list (if any) was kept`), { code: 'OFFICIAL_EMPTY' });
    out.entries = entries.length;
    out.refresh = await refreshList(store, { venue: ed.venue, year: ed.year, file: officialListFile(ed), format: ed.source, source: ed.source, sourceRef: ed.ref, sourceUrl: ed.page || null }, entries);
    out.counts = await matchList(store, out.refresh.listId);
  } catch (err) {
    const e = err as Error & { code?: string };
    out.status = 'error';
    out.error = `${e.code ? `[${e.code}] ` : ''}${e.message}`;
  }
  out.requests = http.stats.requests - before.requests;
  out.notModified = http.stats.notModified - before.notModified;
  out.waitedMs = http.client.stats.waitedMs - before.waited;
  out.activeMs = Math.max(0, Date.now() - t0 - out.waitedMs);
  await store.db.updateTable('list_fetches').set({
    finished_at: new Date().toISOString(), status: out.status, error: out.error, requests: out.requests, not_modified: out.notModified, entries: out.entries,
    list_id: out.refresh?.listId ?? null, counts_json: JSON.stringify({ ...out.counts, refresh: out.refresh, warnings, activeMs: out.activeMs, waitedMs: out.waitedMs }),
  }).where('id', '=', fetchId).execute();
  return out;
}
