import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { createLlm, type LlmClient } from '../enrich/llm-client.ts';
import { fillPaperAffiliations } from './affiliation-pipeline.ts';
import type { BytesFetcher } from './fetch-front-matter.ts';
import { openAlexFromConfig, type OpenAlexClient } from './openalex-client.ts';
import { crosscheckPaper, papersToCrosscheck } from './openalex-crosscheck.ts';

/** Job that reads one paper's affiliations: payload `{ paperId }`. */
export const AFFILIATIONS_TASK = 'institutions:paper';
/** Job that enqueues venue papers without affiliations (scheduled hourly). */
export const AFFILIATIONS_SWEEP_TASK = 'institutions:sweep';
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

/** Registers the per-paper and sweep tasks; schedules the sweep hourly unless PAPERBOARD_AFFILIATIONS_SCHEDULE is false, and the OpenAlex sweep when PAPERBOARD_OPENALEX is on. */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config; llm?: LlmClient | null; fetcher?: BytesFetcher; openalex?: OpenAlexClient }): Promise<void> {
  const { store, config } = deps;
  const llm = deps.llm === undefined ? createLlm(config) : deps.llm;
  jobs.register(AFFILIATIONS_TASK, async (payload: { paperId: string }, { log }) => {
    const r = await fillPaperAffiliations({ store, config, llm, fetcher: deps.fetcher }, payload.paperId);
    log.info({ paper: r.paperId, version: r.version, source: r.source, authors: r.authors, withAffiliations: r.withAffiliations, tried: r.tried }, 'affiliations stored');
    if (config.openalexEnabled && !r.withAffiliations) await enqueueCrosschecks(jobs, [r.paperId]);
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
  jobs.register(AFFILIATIONS_SWEEP_TASK, async (_p: unknown, { log }) => {
    const n = await enqueueAffiliations(jobs, store, await papersMissingAffiliations(store, 500));
    log.info({ queued: n }, 'affiliation sweep');
  });
  if (config.affiliationsSchedule) await jobs.schedule(AFFILIATIONS_SWEEP_TASK, SWEEP_CRON, {});
  if (config.openalexEnabled) await jobs.schedule(OPENALEX_SWEEP_TASK, OPENALEX_CRON, {});
}
