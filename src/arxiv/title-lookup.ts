import type { Store } from '../store/connection.ts';
import { upsertPapers } from '../papers/upsert.ts';
import { asRun, recordError, savePage, startOrResumeRun, type HarvestRun } from '../harvest/runs.ts';
import type { ArxivClient } from './client.ts';
import type { PaperInput } from './snapshot-record.ts';
import { fetchSearchPage } from './search.ts';
import { importHold } from '../web/distribution/data-version.ts';

/** An accepted-list entry not yet matched to an arXiv paper. */
export interface ListEntry {
  /** Stable key of the entry (e.g. `icml-2026:<list row id>`). */
  key: string;
  title: string;
  authors?: string[];
}

/** Where unmatched entries come from (the venues domain's accepted lists). */
export type UnmatchedEntrySource = (store: Store, limit: number) => Promise<ListEntry[]>;

/** Lower-case letters and digits only, words separated by one space (LaTeX commands and accents dropped). */
export function normalizeTitle(t: string): string {
  return t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\\[a-zA-Z]+/g, ' ').toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The search query for a title: a phrase search on the title field, without characters the API treats as syntax. */
export function titleQuery(title: string): string {
  const words = normalizeTitle(title).split(' ').filter((w) => !['and', 'or', 'andnot'].includes(w)).slice(0, 20);
  return `ti:"${words.join(' ')}"`;
}

function dice(a: string[], b: string[]): number {
  const sb = new Set(b);
  const common = new Set(a.filter((w) => sb.has(w))).size;
  return (2 * common) / (new Set(a).size + sb.size || 1);
}

function surname(name: string): string {
  return normalizeTitle(name).split(' ').at(-1) ?? '';
}

/** The candidate that is the same paper as `entry`: same normalised title, or near-identical title plus a shared author surname. */
export function bestTitleMatch(entry: ListEntry, candidates: PaperInput[]): PaperInput | null {
  const want = normalizeTitle(entry.title);
  const exact = candidates.find((c) => normalizeTitle(c.title) === want);
  if (exact) return exact;
  const names = new Set((entry.authors ?? []).map(surname).filter(Boolean));
  if (names.size === 0) return null;
  const near = candidates
    .map((c) => ({ c, s: dice(want.split(' '), normalizeTitle(c.title).split(' ')) }))
    .filter(({ c, s }) => s >= 0.9 && c.authorsList.some((a) => names.has(surname(a))))
    .sort((x, y) => y.s - x.s);
  return near[0]?.c ?? null;
}

/** Entries not looked up yet, or not found more than `retryDays` ago. */
async function due(store: Store, entries: ListEntry[], retryDays: number): Promise<ListEntry[]> {
  if (entries.length === 0) return [];
  const rows = await store.db.selectFrom('harvest_title_lookups').select(['entry_key', 'status', 'looked_up_at'])
    .where('entry_key', 'in', entries.map((e) => e.key)).execute();
  const last = new Map(rows.map((r) => [r.entry_key, r]));
  const cutoff = new Date(Date.now() - retryDays * 86_400_000).toISOString();
  return entries.filter((e) => {
    const r = last.get(e.key);
    return !r || (r.status !== 'found' && r.looked_up_at < cutoff);
  });
}

async function saveLookup(store: Store, e: ListEntry, status: string, paperId: string | null, error: string | null): Promise<void> {
  const now = new Date().toISOString();
  await store.db.insertInto('harvest_title_lookups').values({ entry_key: e.key, title: e.title, status, paper_id: paperId, tries: 1, looked_up_at: now, error })
    .onConflict((oc) => oc.column('entry_key').doUpdateSet((eb) => ({ status, paper_id: paperId, looked_up_at: now, error, tries: eb('harvest_title_lookups.tries', '+', 1) })))
    .execute();
}

/**
 * Looks up each due entry by title on the search API (one request per entry, through the polite
 * client); a matching paper is upserted like any harvested paper, so list matching can then confirm
 * it. Each look-up is recorded (found / not_found / error), so a re-run skips finished entries.
 * With `refreshS` (PAPERBOARD_IMPORT_REFRESH_S) the run holds the data version the page caches follow, as an
 * import or an OAI harvest does: the papers it stores show at most once per `refreshS` seconds, plus once at the end,
 * so a run of a hundred look-ups does not make every cached page rebuild after each match.
 */
export async function lookupTitles(store: Store, client: ArxivClient, entries: ListEntry[],
  o: { baseUrl: string; retryDays?: number; refreshS?: number; onEntry?: (done: number, total: number) => void | Promise<void> }): Promise<HarvestRun> {
  const todo = await due(store, entries, o.retryDays ?? 7);
  const { run } = await startOrResumeRun(store, 'titles', 'titles', { entries: entries.length, due: todo.length });
  const hold = importHold(store, `titles-${run.id}`, o.refreshS ?? 0);
  return asRun(store, run.id, async () => {
    await hold.tick();
    try {
      await lookups();
    } finally {
      await hold.end().catch(() => {});
    }
  });

  async function lookups(): Promise<void> {
    for (const [i, e] of todo.entries()) {
      const t0 = client.clock.now();
      const before = { ...client.stats };
      let counts = { records: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0 };
      try {
        const page = await fetchSearchPage(client, o.baseUrl, { searchQuery: titleQuery(e.title) }, 0, 10);
        const match = bestTitleMatch(e, page.papers);
        if (match) {
          counts = { ...counts, records: 1, ...(await upsertPapers(store, [match])) };
          void hold.tick();
        } else counts.skipped = 1;
        await saveLookup(store, e, match ? 'found' : 'not_found', match?.id ?? null, null);
      } catch (err) {
        if ((err as { code?: string }).code !== 'ARXIV_API_ERROR') throw err;
        await saveLookup(store, e, 'error', null, (err as Error).message);
        await recordError(store, run.id, { code: 'ARXIV_API_ERROR', message: (err as Error).message, recordId: e.key });
      }
      const waitedMs = client.stats.waitedMs - before.waitedMs;
      await savePage(store, run.id, String(i + 1), { ...counts, requests: client.stats.requests - before.requests, activeMs: client.clock.now() - t0 - waitedMs, waitedMs }, { total: todo.length });
      await o.onEntry?.(i + 1, todo.length);
    }
  }
}
