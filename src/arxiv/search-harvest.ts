import crypto from 'node:crypto';
import type { Store } from '../store/connection.ts';
import { upsertPapers } from '../papers/upsert.ts';
import { asRun, getRun, recordError, savePage, startOrResumeRun, type HarvestRun } from '../harvest/runs.ts';
import type { ArxivClient } from './client.ts';
import { formatArxivId, parseArxivId } from './ids.ts';
import { searchPages, type SearchParams } from './search.ts';
import type { AtomPage } from './atom.ts';

/** Options shared by the search-API harvests. */
export interface SearchHarvestOptions {
  baseUrl: string;
  /** Results per request (default 100, at most 2000). */
  pageSize?: number;
  /** Stop after this many results. */
  limit?: number;
  onPage?: (run: HarvestRun) => void;
}

/** Stores one page's papers and its unreadable entries, then saves the cursor. */
async function storePage(store: Store, client: ArxivClient, runId: number, page: AtomPage & { url: string }, cursor: string | null, t0: number, before: { requests: number; waitedMs: number }): Promise<void> {
  for (const u of page.unreadable) await recordError(store, runId, { code: 'ATOM_ENTRY_UNREADABLE', message: u.reason, url: page.url, recordId: u.id });
  const res = page.papers.length ? await upsertPapers(store, page.papers) : { inserted: 0, updated: 0, unchanged: 0 };
  const waitedMs = client.stats.waitedMs - before.waitedMs;
  await savePage(store, runId, cursor, {
    requests: client.stats.requests - before.requests, records: page.papers.length, skipped: page.unreadable.length,
    inserted: res.inserted, updated: res.updated, unchanged: res.unchanged, activeMs: client.clock.now() - t0 - waitedMs, waitedMs,
  }, { total: page.totalResults });
}

/** Harvests every result of a search query (e.g. `co:"ICML 2026"`), page by page, resuming at the saved start index. */
export async function harvestSearch(store: Store, client: ArxivClient, query: string, o: SearchHarvestOptions): Promise<HarvestRun> {
  const params: SearchParams = { searchQuery: query, sortBy: 'submittedDate', sortOrder: 'ascending' };
  const { run, resumed } = await startOrResumeRun(store, 'search', `search:${query}`, { query, limit: o.limit ?? null });
  return asRun(store, run.id, async () => {
    let t0 = client.clock.now();
    let before = { ...client.stats };
    const start = resumed && run.cursor ? Number(run.cursor) : 0;
    for await (const page of searchPages(client, o.baseUrl, params, { start, pageSize: o.pageSize, limit: o.limit })) {
      await storePage(store, client, run.id, page, page.next === null ? null : String(page.next), t0, before);
      o.onPage?.((await getRun(store, run.id))!);
      t0 = client.clock.now();
      before = { ...client.stats };
    }
  });
}

/**
 * Fetches papers by id (batched id_list requests), e.g. to refresh known papers; the cursor is the next batch's offset.
 * Ids arXiv never issued are not requested: the run's params list them under `rejected`.
 */
export async function harvestIds(store: Store, client: ArxivClient, ids: string[], o: SearchHarvestOptions & { batchSize?: number }): Promise<HarvestRun> {
  const parsed = ids.map((s) => ({ s, p: parseArxivId(s) }));
  const rejected = parsed.filter((x) => x.p === null).map((x) => x.s.slice(0, 60));
  const clean = [...new Set(parsed.flatMap((x) => (x.p ? [formatArxivId(x.p)] : [])))];
  const batch = Math.min(o.batchSize ?? 100, o.pageSize ?? 100);
  const key = `ids:${crypto.createHash('sha1').update(clean.join(',')).digest('hex').slice(0, 16)}`;
  const { run, resumed } = await startOrResumeRun(store, 'ids', key, { count: clean.length, first: clean.slice(0, 5), ...(rejected.length ? { rejected: rejected.slice(0, 20) } : {}) });
  return asRun(store, run.id, async () => {
    for (let i = resumed && run.cursor ? Number(run.cursor) : 0; i < clean.length; i += batch) {
      const t0 = client.clock.now();
      const before = { ...client.stats };
      const part = clean.slice(i, i + batch);
      for await (const page of searchPages(client, o.baseUrl, { idList: part }, { pageSize: part.length, limit: part.length })) {
        const next = i + batch < clean.length ? String(i + batch) : null;
        await storePage(store, client, run.id, page, page.next === null ? next : String(i), t0, before);
      }
      o.onPage?.((await getRun(store, run.id))!);
    }
  });
}
