import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { createLlm, type LlmClient } from '../enrich/llm-client.ts';
import { fillPaperAffiliations } from './affiliation-pipeline.ts';
import type { BytesFetcher } from './fetch-front-matter.ts';
import { refillWhenLow, sweepInto, type Refill } from '../jobs/refill.ts';

/** Job that reads one paper's affiliations: payload `{ paperId }`. */
export const AFFILIATIONS_TASK = 'institutions:paper';
/** Job that enqueues venue papers without affiliations: whenever the queue drains to half its bound, and hourly as a safety net. */
export const AFFILIATIONS_SWEEP_TASK = 'institutions:sweep';
const SWEEP_CRON = '23 * * * *';

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

/** How many papers papersMissingAffiliations would return without a limit (a scan: for status pages). */
export async function countMissingAffiliations(store: Store): Promise<number> {
  const row = await missingAffiliations(store).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Registers the per-paper and sweep tasks. Unless PAPERBOARD_AFFILIATIONS_SCHEDULE is false, the sweep runs hourly and
 * again whenever the queue of per-paper jobs drains to half of PAPERBOARD_BACKLOG_JOBS, so fetching goes at arXiv's pace.
 */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config; llm?: LlmClient | null; fetcher?: BytesFetcher }): Promise<void> {
  const { store, config } = deps;
  const llm = deps.llm === undefined ? createLlm(config) : deps.llm;
  const refill: Refill = { work: AFFILIATIONS_TASK, sweep: AFFILIATIONS_SWEEP_TASK, bound: config.backlogJobs, chain: config.affiliationsSchedule };
  jobs.register(AFFILIATIONS_TASK, async (payload: { paperId: string }, { log }) => {
    try {
      const r = await fillPaperAffiliations({ store, config, llm, fetcher: deps.fetcher }, payload.paperId);
      log.info({ paper: r.paperId, version: r.version, source: r.source, authors: r.authors, withAffiliations: r.withAffiliations, tried: r.tried }, 'affiliations stored');
    } finally {
      if (refill.chain) await refillWhenLow(jobs, refill);
    }
  });
  jobs.register(AFFILIATIONS_SWEEP_TASK, async (_p: unknown, { log }) => {
    const n = await sweepInto<{ paperId: string }>(jobs, store, refill, async (room, waiting) => {
      const skip = new Set(waiting.map((w) => w.paperId));
      const ids = (await papersMissingAffiliations(store, room + skip.size)).filter((id) => !skip.has(id)).slice(0, room);
      return enqueueAffiliations(jobs, store, ids);
    });
    log.info({ queued: n }, n === null ? 'affiliation sweep skipped: another sweep is running' : 'affiliation sweep');
  });
  if (!config.affiliationsSchedule) return;
  await jobs.schedule(AFFILIATIONS_SWEEP_TASK, SWEEP_CRON, {});
  await jobs.enqueue(AFFILIATIONS_SWEEP_TASK, {}, { key: AFFILIATIONS_SWEEP_TASK, maxAttempts: 2 }); // one sweep at start; then it tops itself up
}
