import type { Store } from '../store/connection.ts';
import { upsertPapers } from '../papers/upsert.ts';
import { asRun, getRun, recordError, savePage, startOrResumeRun, type HarvestRun } from '../harvest/runs.ts';
import type { ArxivClient } from './client.ts';
import { recordFromSnapshot, type PaperInput } from './snapshot-record.ts';
import { listRecordsUrl, OaiError, parseOaiPage, type OaiPage, type OaiPrefix } from './oai-page.ts';
import { XmlBodyError } from './xml.ts';
import { importHold } from '../web/distribution/data-version.ts';
import type { WritePacer } from './write-pacer.ts';

/** What to harvest over OAI-PMH: one set and a datestamp window (YYYY-MM-DD, both inclusive; null = open). */
export interface OaiHarvestOptions {
  baseUrl: string;
  set: string | null;
  from: string | null;
  until: string | null;
  /** Metadata format to start with (default arXivRaw; falls back to arXiv when the repository cannot serve it). */
  prefix?: OaiPrefix;
  /** Keep only records with at least one of these categories (null = keep all). */
  categories?: string[] | null;
  /** Stop cleanly after this many pages in this call, leaving the run resumable (for tests and bounded runs). */
  maxPages?: number;
  /** Called (and awaited) after every stored page. */
  onPage?: (run: HarvestRun) => void | Promise<void>;
  /** Records per write transaction, the event loop turned between them (beside a site: SERVING_BATCH); default: a page in one. */
  chunk?: number;
  /**
   * SQLite beside a served site: paces the write transactions as an import's (sized by the lock hold aimed at, each
   * one first giving way to a site's write waiting for the lock); takes the place of `chunk`.
   */
  pacer?: WritePacer | null;
  /**
   * While the harvest runs, the data version the page caches follow moves at most once per this many seconds, plus
   * once at the end, as during `paperboard import` (PAPERBOARD_IMPORT_REFRESH_S; default 0: after every page).
   */
  refreshS?: number;
}

/** Times a malformed (e.g. truncated) page is fetched again before the run fails. */
const BAD_BODY_REFETCHES = 2;

/** The key that identifies an OAI harvest's work, so an interrupted run with the same key is resumed. */
export function oaiRunKey(o: Pick<OaiHarvestOptions, 'set' | 'from' | 'until'>): string {
  return `oai:${o.set ?? '*'}:${o.from ?? ''}:${o.until ?? ''}`;
}

/** Fetches and parses one page, fetching again when the body is malformed. */
async function fetchPage(client: ArxivClient, url: string, store: Store, runId: number): Promise<OaiPage> {
  for (let i = 0; ; i++) {
    const res = await client.fetchText(url, { accept: 'application/xml, text/xml;q=0.9' });
    try {
      return parseOaiPage(res.text, url);
    } catch (err) {
      if (!(err instanceof XmlBodyError) || i >= BAD_BODY_REFETCHES) throw err;
      await recordError(store, runId, { code: err.code, message: `${err.message}; fetching the page again`, url });
    }
  }
}

/** Turns a page's records into paper inputs, logging unreadable ones and dropping those outside `categories`. */
async function pageInputs(store: Store, runId: number, page: OaiPage, prefix: OaiPrefix, categories: string[] | null | undefined, url: string) {
  const inputs: PaperInput[] = [];
  let skipped = page.deleted.length;
  for (const u of page.unreadable) {
    skipped++;
    await recordError(store, runId, { code: 'OAI_RECORD_UNREADABLE', message: u.reason, url, recordId: u.identifier });
  }
  for (const r of page.records) {
    try {
      const input = recordFromSnapshot(r.snapshot, `oai-${prefix}`);
      const cats = input.categories?.split(/\s+/) ?? [];
      if (categories && !cats.some((c) => categories.includes(c))) skipped++;
      else inputs.push(input);
    } catch (err) {
      skipped++;
      await recordError(store, runId, { code: (err as { code?: string }).code ?? 'RECORD_INVALID', message: (err as Error).message, url, recordId: r.identifier });
    }
  }
  return { inputs, skipped };
}

/**
 * Harvests ListRecords for one set and window, page by page: each page's records are upserted
 * exactly as `paperboard import` stores them, then the resumptionToken is saved, so a killed
 * harvest resumes from its last stored page. noRecordsMatch is an empty result; a
 * badResumptionToken restarts the list once (upserts are idempotent); cannotDisseminateFormat
 * for arXivRaw falls back to arXiv. Returns the run; it stays `running` when stopped by maxPages.
 */
export async function harvestOai(store: Store, client: ArxivClient, o: OaiHarvestOptions): Promise<HarvestRun> {
  const { run, resumed } = await startOrResumeRun(store, 'oai', oaiRunKey(o), { set: o.set, from: o.from, until: o.until, categories: o.categories ?? null }, o.prefix ?? 'arXivRaw');
  let prefix = (run.prefix as OaiPrefix | null) ?? o.prefix ?? 'arXivRaw';
  let token = resumed ? run.cursor : null;
  let restarts = 0;
  let pagesNow = 0;
  const hold = importHold(store, `oai-${run.id}`, o.refreshS ?? 0);
  return asRun(store, run.id, async () => {
    await hold.tick();
    try {
      return await pages();
    } finally {
      await hold.end().catch(() => {});
    }
  });

  async function pages(): Promise<'paused' | void> {
    for (;;) {
      const url = listRecordsUrl(o.baseUrl, { prefix, set: o.set, from: o.from, until: o.until, token });
      const t0 = client.clock.now();
      const before = { ...client.stats };
      let page: OaiPage;
      try {
        page = await fetchPage(client, url, store, run.id);
      } catch (err) {
        if (err instanceof OaiError && err.oaiCode === 'badResumptionToken' && token && restarts++ < 1) {
          await recordError(store, run.id, { code: err.code, message: `${err.message}; restarting the list from the beginning of the window`, url });
          token = null;
          continue;
        }
        if (err instanceof OaiError && err.oaiCode === 'cannotDisseminateFormat' && prefix === 'arXivRaw' && !token) {
          await recordError(store, run.id, { code: err.code, message: `${err.message}; falling back to the arXiv format`, url });
          prefix = 'arXiv';
          continue;
        }
        throw err;
      }
      const { inputs, skipped } = await pageInputs(store, run.id, page, prefix, o.categories, url);
      const res = inputs.length ? await upsertPapers(store, inputs, { chunk: o.chunk, pacer: o.pacer }) : { inserted: 0, updated: 0, unchanged: 0 };
      void hold.tick();
      const waitedMs = client.stats.waitedMs - before.waitedMs;
      await savePage(store, run.id, page.token, {
        requests: client.stats.requests - before.requests, records: inputs.length, skipped,
        inserted: res.inserted, updated: res.updated, unchanged: res.unchanged,
        activeMs: client.clock.now() - t0 - waitedMs, waitedMs,
      }, { prefix, total: page.completeListSize });
      await o.onPage?.((await getRun(store, run.id))!);
      token = page.token;
      if (!token) break;
      if (o.maxPages && ++pagesNow >= o.maxPages) return 'paused';
    }
  }
}
