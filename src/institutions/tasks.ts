import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { createLlm, type LlmClient } from '../enrich/llm-client.ts';
import { fillPaperAffiliations } from './affiliation-pipeline.ts';
import type { BytesFetcher } from './fetch-front-matter.ts';

/** Job that reads one paper's affiliations: payload `{ paperId }`. */
export const AFFILIATIONS_TASK = 'institutions:paper';
/** Job that enqueues venue papers without affiliations (scheduled hourly). */
export const AFFILIATIONS_SWEEP_TASK = 'institutions:sweep';
const SWEEP_CRON = '23 * * * *';

/** Queues affiliation extraction of each paper (one job per paper, keyed by its id); returns how many were queued. */
export async function enqueueAffiliations(jobs: Jobs, _store: Store, paperIds: string[]): Promise<number> {
  let queued = 0;
  for (const id of [...new Set(paperIds)].sort()) {
    if (await jobs.enqueue(AFFILIATIONS_TASK, { paperId: id }, { key: `${AFFILIATIONS_TASK}:${id}`, maxAttempts: 4 })) queued++;
  }
  return queued;
}

/** Papers mentioned at a venue that have no affiliations stored yet, newest first. */
export async function papersMissingAffiliations(store: Store, limit: number): Promise<string[]> {
  const rows = await store.db.selectFrom('papers as p').select('p.id')
    .where(({ exists, selectFrom }) => exists(selectFrom('paper_venues as v').select(sql`1`.as('one')).whereRef('v.paper_id', '=', 'p.id')))
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('paper_affiliation_sources as s').select(sql`1`.as('one')).whereRef('s.paper_id', '=', 'p.id'))))
    .orderBy('p.seq', 'desc').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Registers the per-paper and sweep tasks; schedules the sweep hourly unless PAPERBOARD_AFFILIATIONS_SCHEDULE is false. */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config; llm?: LlmClient | null; fetcher?: BytesFetcher }): Promise<void> {
  const { store, config } = deps;
  const llm = deps.llm === undefined ? createLlm(config) : deps.llm;
  jobs.register(AFFILIATIONS_TASK, async (payload: { paperId: string }, { log }) => {
    const r = await fillPaperAffiliations({ store, config, llm, fetcher: deps.fetcher }, payload.paperId);
    log.info({ paper: r.paperId, version: r.version, source: r.source, authors: r.authors, withAffiliations: r.withAffiliations, tried: r.tried }, 'affiliations stored');
  });
  jobs.register(AFFILIATIONS_SWEEP_TASK, async (_p: unknown, { log }) => {
    const n = await enqueueAffiliations(jobs, store, await papersMissingAffiliations(store, 500));
    log.info({ queued: n }, 'affiliation sweep');
  });
  if (config.affiliationsSchedule) await jobs.schedule(AFFILIATIONS_SWEEP_TASK, SWEEP_CRON, {});
}
