import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { enrichPapers } from './enrich-papers.ts';
import { AUTO_RETRY_MAX_ATTEMPTS } from './enrichment-store.ts';
import { createLlm, type LlmClient } from './llm-client.ts';
import { ENRICH_PROMPT_VERSION, TASKS } from './prompts.ts';
import { refillWhenLow, sweepInto, type Refill } from '../jobs/refill.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';
import { SweepLookahead } from '../jobs/lookahead.ts';
import { ENRICH_SWEEP_TASK } from '../jobs/sweep-names.ts';

/** Job that enriches a list of papers: payload `{ paperIds: string[] }`. */
export const ENRICH_TASK = 'enrich-papers';
export { ENRICH_SWEEP_TASK };
const CHUNK = 40;

/**
 * Queues enrichment of `paperIds` in the order given (e.g. the papers an import changed), in jobs of `chunk`
 * papers keyed by their ids. Fields already cached cost nothing when the job runs. Without a model configured
 * the jobs wait in the queue (pages show the fields as pending).
 */
export async function enqueueEnrichment(jobs: Jobs, _store: Store, paperIds: string[], chunk = CHUNK): Promise<number> {
  const ids = [...new Set(paperIds)];
  let queued = 0;
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    const key = `enrich:${crypto.createHash('sha1').update([...part].sort().join(',')).digest('hex').slice(0, 16)}`;
    if (await jobs.enqueue(ENRICH_TASK, { paperIds: part }, { key, maxAttempts: 8 })) queued++;
  }
  return queued;
}

/** Failed fields are asked for again once they are this old (by the sweep and every enrichment job). */
export const RETRY_FAILED_AFTER_MS = 24 * 60 * 60_000;

/** The papers whose current version lacks a field of TASKS from this model and prompt (see papersMissingEnrichment). */
function missingEnrichment(store: Store, model: string, now: Date) {
  const retryBefore = new Date(now.getTime() - RETRY_FAILED_AFTER_MS).toISOString();
  return store.db.selectFrom('papers as p')
    .where(({ selectFrom }) => selectFrom('enrichments as e').select(({ fn }) => fn.countAll().as('n'))
      .whereRef('e.paper_id', '=', 'p.id').whereRef('e.version', '=', 'p.version')
      .where('e.model', '=', model).where('e.prompt_version', '=', ENRICH_PROMPT_VERSION).where('e.task', 'in', TASKS)
      .where((eb) => eb.or([eb('e.status', '<>', 'failed'), eb('e.updated_at', '>=', retryBefore), eb('e.attempts', '>=', AUTO_RETRY_MAX_ATTEMPTS)])), '<', TASKS.length);
}

/**
 * Papers whose current version lacks one of the fields of TASKS from this model and prompt (done, being
 * made, or failed less than a day before `now` or too often to be retried automatically), papers of the newest accepted editions first.
 */
export async function papersMissingEnrichment(store: Store, model: string, limit: number, now = new Date()): Promise<string[]> {
  const rows = await missingEnrichment(store, model, now).select('p.id')
    // Newest accepted editions first (a fresh install fills this year's venue pages first), then the rest, newest first.
    .orderBy(sql`coalesce((select max(v.year) from paper_venues v where v.paper_id = p.id and v.status in ('accepted', 'published')), 0)`, 'desc')
    .orderBy('p.seq', 'desc')
    .limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Of `ids`, the papers that still lack a field of TASKS from this model and prompt (a key look-up per paper). */
export async function stillMissingEnrichment(store: Store, model: string, ids: string[], now = new Date()): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await missingEnrichment(store, model, now).select('p.id').where('p.id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Papers whose current version lacks a field of TASKS done by this model and prompt (being made, failed or not asked
 * yet): the papers count minus the maintained count of fully enriched papers (migration 015), two key look-ups that
 * cost the same at 2.5M papers as at 7k. For `paperboard status` and /admin; the sweep picks papers with
 * papersMissingEnrichment.
 */
export async function countMissingEnrichment(store: Store, model: string): Promise<number> {
  const [papers, done] = await Promise.all([
    store.db.selectFrom('store_counts').select('n').where('name', '=', 'papers').executeTakeFirst(),
    store.db.selectFrom('enrichment_done_counts').select('papers').where('model', '=', model).where('prompt_version', '=', ENRICH_PROMPT_VERSION).executeTakeFirst(),
  ]);
  return Math.max(0, Number(papers?.n ?? 0) - Number(done?.papers ?? 0));
}

/** Registers the enrichment jobs (only when a model is configured), schedules the sweep and runs one now. */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config; llm?: LlmClient | null }): Promise<void> {
  const llm = deps.llm === undefined ? createLlm(deps.config, storeGapGate(deps.store)) : deps.llm;
  if (!llm) return;
  const { store, config } = deps;
  const refill: Refill = { work: ENRICH_TASK, sweep: ENRICH_SWEEP_TASK, bound: config.backlogJobs };
  jobs.register(ENRICH_TASK, async (payload: { paperIds: string[] }, { log, signal, onRelease }) => {
    try {
      const s = await enrichPapers(store, llm, config, payload.paperIds, { retryFailedBefore: new Date(Date.now() - RETRY_FAILED_AFTER_MS), signal, onRelease });
      if (signal.aborted) return; // given back to the queue (the worker stopped): its next run finishes the work
      log.info({ done: s.done, cached: s.cached, failed: s.failed, errors: s.errors, promptTokens: s.promptTokens, cost: s.cost }, 'enrichment job finished');
      if (s.errors) throw new Error(`${s.errors} fields left pending: LLM requests failed (see llm_calls of run ${s.runId})`);
    } finally {
      await refillWhenLow(jobs, refill);
    }
  });
  const ahead = new SweepLookahead(store, (limit) => papersMissingEnrichment(store, llm.model, limit), (ids) => stillMissingEnrichment(store, llm.model, ids));
  jobs.register(ENRICH_SWEEP_TASK, async (_p: unknown, { log }) => {
    const queued = await sweepInto<{ paperIds: string[] }>(jobs, store, refill, async (room, waiting) => {
      const ids = await ahead.next(room * config.enrichJobPapers, new Set(waiting.flatMap((w) => w.paperIds ?? [])));
      return enqueueEnrichment(jobs, store, ids, config.enrichJobPapers);
    });
    log.info({ queued }, queued === null ? 'enrichment sweep skipped: another sweep is running' : 'enrichment sweep');
  });
  await jobs.schedule(ENRICH_SWEEP_TASK, 600, {});
  await jobs.enqueue(ENRICH_SWEEP_TASK, {}, { key: ENRICH_SWEEP_TASK }); // one sweep at start: a fresh install fills in at once
}
