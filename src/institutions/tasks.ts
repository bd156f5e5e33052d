import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { createLlm, type LlmClient } from '../enrich/llm-client.ts';
import { fillPaperAffiliations } from './affiliation-pipeline.ts';
import type { BytesFetcher } from './fetch-front-matter.ts';
import { refillWhenLow, sweepInto, type Refill } from '../jobs/refill.ts';
import { openAlexFromConfig, type OpenAlexClient } from './openalex-client.ts';
import { crosscheckPaper, papersToCrosscheck } from './openalex-crosscheck.ts';
import { AFFILIATIONS_MISSING } from '../store/migrations/013-affiliation-backlog-count.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';
import { SweepLookahead } from '../jobs/lookahead.ts';
import { AFFILIATIONS_SWEEP_TASK } from '../jobs/sweep-names.ts';

/** Job that reads one paper's affiliations: payload `{ paperId }`. */
export const AFFILIATIONS_TASK = 'institutions:paper';
export { AFFILIATIONS_SWEEP_TASK };
const SWEEP_CRON = '23 * * * *';
/** Job that cross-checks one paper's affiliations against OpenAlex: payload `{ paperId }`. */
export const OPENALEX_TASK = 'institutions:openalex';
/** Job that enqueues papers OpenAlex has not been asked about (hourly when PAPERBOARD_OPENALEX is on). */
export const OPENALEX_SWEEP_TASK = 'institutions:openalex-sweep';
const OPENALEX_CRON = '47 * * * *';

/** Queues an OpenAlex cross-check of each paper (one job per paper, keyed by its id); returns how many were queued. */
export async function enqueueCrosschecks(jobs: Jobs, paperIds: string[]): Promise<number> {
  let queued = 0;
  for (const id of [...new Set(paperIds)].sort()) {
    if (await jobs.enqueue(OPENALEX_TASK, { paperId: id }, { key: `${OPENALEX_TASK}:${id}`, maxAttempts: 4 })) queued++;
  }
  return queued;
}

/** Queues affiliation extraction of each paper (one job per paper, keyed by its id); returns how many were queued. */
export async function enqueueAffiliations(jobs: Jobs, _store: Store, paperIds: string[]): Promise<number> {
  let queued = 0;
  for (const id of new Set(paperIds)) {
    if (await jobs.enqueue(AFFILIATIONS_TASK, { paperId: id }, { key: `${AFFILIATIONS_TASK}:${id}`, maxAttempts: 4 })) queued++;
  }
  return queued;
}

/** Papers mentioned at a venue that have no affiliations stored yet. */
function missingAffiliations(store: Store) {
  return store.db.selectFrom('papers as p')
    .where(({ exists, selectFrom }) => exists(selectFrom('paper_venues as v').select(sql`1`.as('one')).whereRef('v.paper_id', '=', 'p.id')))
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('paper_affiliation_sources as s').select(sql`1`.as('one')).whereRef('s.paper_id', '=', 'p.id'))));
}

/** Papers mentioned at a venue that have no affiliations stored yet: papers of the newest accepted editions first, then newest first. */
export async function papersMissingAffiliations(store: Store, limit: number): Promise<string[]> {
  const rows = await missingAffiliations(store).select('p.id')
    .orderBy(sql`coalesce((select max(v.year) from paper_venues v where v.paper_id = p.id and v.status in ('accepted', 'published')), 0)`, 'desc')
    .orderBy('p.seq', 'desc').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Of `ids`, the papers still mentioned at a venue without affiliations stored (a key look-up per paper). */
export async function stillMissingAffiliations(store: Store, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await missingAffiliations(store).select('p.id').where('p.id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** How many papers papersMissingAffiliations would return without a limit: the count the database keeps (migration 013), not a scan. */
export async function countMissingAffiliations(store: Store): Promise<number> {
  const row = await store.db.selectFrom('store_counts').select('n').where('name', '=', AFFILIATIONS_MISSING).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Registers the per-paper and sweep tasks. Unless PAPERBOARD_AFFILIATIONS_SCHEDULE is false, the sweep runs hourly and
 * again whenever the queue of per-paper jobs drains to half of PAPERBOARD_BACKLOG_JOBS, so fetching goes at arXiv's pace;
 * the OpenAlex cross-check and its hourly sweep run when PAPERBOARD_OPENALEX is on.
 */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config; llm?: LlmClient | null; fetcher?: BytesFetcher; openalex?: OpenAlexClient }): Promise<void> {
  const { store, config } = deps;
  const llm = deps.llm === undefined ? createLlm(config, storeGapGate(store)) : deps.llm;
  const refill: Refill = { work: AFFILIATIONS_TASK, sweep: AFFILIATIONS_SWEEP_TASK, bound: config.backlogJobs, chain: config.affiliationsSchedule };
  jobs.register(AFFILIATIONS_TASK, async (payload: { paperId: string }, { log }) => {
    try {
      const r = await fillPaperAffiliations({ store, config, llm, fetcher: deps.fetcher }, payload.paperId);
      log.info({ paper: r.paperId, version: r.version, source: r.source, authors: r.authors, withAffiliations: r.withAffiliations, tried: r.tried }, 'affiliations stored');
      if (config.openalexEnabled && !r.withAffiliations) await enqueueCrosschecks(jobs, [r.paperId]);
    } finally {
      if (refill.chain) await refillWhenLow(jobs, refill);
    }
  });
  let openalex = deps.openalex ?? null;
  jobs.register(OPENALEX_TASK, async (payload: { paperId: string }, { log }) => {
    if (!config.openalexEnabled) { log.info({ paper: payload.paperId }, 'OpenAlex cross-check is off (PAPERBOARD_OPENALEX=false); skipped'); return; }
    openalex ??= openAlexFromConfig(config);
    const r = await crosscheckPaper(store, openalex, payload.paperId);
    log.info({ paper: r.paperId, outcome: r.outcome, work: r.workId, matchedBy: r.matchedBy, authorsMatched: r.authorsMatched, disagreements: r.disagreements }, 'OpenAlex cross-check');
  });
  jobs.register(OPENALEX_SWEEP_TASK, async (_p: unknown, { log }) => {
    if (!config.openalexEnabled) return;
    const n = await enqueueCrosschecks(jobs, await papersToCrosscheck(store, 200));
    log.info({ queued: n }, 'OpenAlex sweep');
  });
  const ahead = new SweepLookahead(store, (limit) => papersMissingAffiliations(store, limit), (ids) => stillMissingAffiliations(store, ids));
  jobs.register(AFFILIATIONS_SWEEP_TASK, async (_p: unknown, { log }) => {
    const n = await sweepInto<{ paperId: string }>(jobs, store, refill, async (room, waiting) => {
      const ids = await ahead.next(room, new Set(waiting.map((w) => w.paperId)));
      return enqueueAffiliations(jobs, store, ids);
    });
    log.info({ queued: n }, n === null ? 'affiliation sweep skipped: another sweep is running' : 'affiliation sweep');
  });
  if (config.openalexEnabled) await jobs.schedule(OPENALEX_SWEEP_TASK, OPENALEX_CRON, {});
  if (!config.affiliationsSchedule) return;
  await jobs.schedule(AFFILIATIONS_SWEEP_TASK, SWEEP_CRON, {});
  await jobs.enqueue(AFFILIATIONS_SWEEP_TASK, {}, { key: AFFILIATIONS_SWEEP_TASK, maxAttempts: 2 }); // one sweep at start; then it tops itself up
}
