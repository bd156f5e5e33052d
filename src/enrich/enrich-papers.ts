import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { reindexPaperSearch } from '../papers/zh-search.ts';
import { AnswerError, parseBatchAnswer } from './answer.ts';
import { cacheKey, claimFields, releaseFields, renewFields, fieldsWithStatus, saveEnrichments, type FieldOutcome, type FieldRef } from './enrichment-store.ts';
import { glossaryFor } from './glossary.ts';
import type { LlmClient } from './llm-client.ts';
import { completeRecorded, newRunId, runUsage, type Usage } from './llm-ledger.ts';
import { ENRICH_PROMPT_VERSION, TASKS, enrichSystemPrompt, type Task } from './prompts.ts';
import { wasStopped } from '../jobs/stopping.ts';

/** Options of one enrichment run. */
export interface EnrichOptions {
  tasks?: readonly Task[];
  /** Papers per request (default: config.llmBatchSize). */
  batchSize?: number;
  /** Ask again for fields recorded as failed with this model and prompt. */
  retryFailed?: boolean;
  /** Ask again for the fields that failed before this time (the background jobs retry failures a day old). */
  retryFailedBefore?: Date;
  /** Requests per field before it is recorded as failed (default 3; the retries go one paper per request). */
  attempts?: number;
  runId?: string;
  /** Called as fields finish (done, failed or left pending). */
  onProgress?: (finished: number, total: number) => void;
  /** The job's: once aborted (the job was given back to the queue), no request is sent and no answer stored. */
  signal?: AbortSignal;
  /** The job's: registers the clean-up run when the job is given back (this run gives its claims back with it). */
  onRelease?: (cleanup: () => Promise<void>) => () => void;
}

/** What a run did. `errors` are fields left pending because a request failed (429, 5xx, timeout). */
export interface EnrichStats extends Usage {
  runId: string;
  papers: number;
  fields: number;
  cached: number;
  done: number;
  failed: number;
  errors: number;
}

/** A paper as sent to the model. */
interface Item { id: string; version: number; title: string; abstract: string; tasks: Task[] }

/** Text that reads like instructions to a model: such a paper is sent alone, so it cannot touch another paper's answer. */
const INSTRUCTION_LIKE = /\b(ignore|disregard|forget|override)\b[^.]{0,60}\b(instructions?|prompts?|rules|above|previous)\b|\bsystem prompt\b|\byou are (now|an? )|\b(respond|reply|answer|output)\b[^.]{0,30}\b(only|exactly|with the following)\b|\bnew instructions?\b|<\/?(system|assistant|user)>/i;
const MAX_ABSTRACT = 2000;
const OUT_TOKENS: Record<Task, number> = { title_zh: 80, summary_zh: 200, summary_en: 90 };

/**
 * Enriches the given papers (their current version) with `tasks`, skipping every field cached for
 * this model and prompt version. Invalid answers are retried one paper per request, then recorded
 * as failed with the reason; a failed request leaves its fields pending. Never throws for a paper.
 */
export async function enrichPapers(store: Store, llm: LlmClient, config: Config, paperIds: string[], opts: EnrichOptions = {}): Promise<EnrichStats> {
  const tasks = opts.tasks ?? TASKS;
  const runId = opts.runId ?? newRunId('enrich');
  const stats = { runId, papers: 0, fields: 0, cached: 0, done: 0, failed: 0, errors: 0 };
  const ctx: RunCtx = { store, llm, config, runId, attempts: opts.attempts ?? 3, stats, total: paperIds.length * tasks.length, onProgress: opts.onProgress,
    signal: opts.signal, onRelease: opts.onRelease };
  const leaseMs = config.jobLeaseS * 1000;
  const claimOpts = { staleMs: leaseMs, retryFailed: opts.retryFailed, retryFailedBefore: opts.retryFailedBefore };
  for (let i = 0; i < paperIds.length && !opts.signal?.aborted; i += 200) {
    const papers = await store.db.selectFrom('papers').select(['id', 'version', 'title', 'abstract']).where('id', 'in', paperIds.slice(i, i + 200)).execute();
    const fields: FieldRef[] = papers.flatMap((p) => tasks.map((task) => ({ paperId: p.id, version: Number(p.version), task })));
    stats.papers += papers.length;
    stats.fields += fields.length;
    // Claims last one job lease without renewal (PAPERBOARD_JOB_LEASE_S): those of a worker that died are taken over
    // by the retried job; this run renews its own every third of that while it waits for the model.
    const claimed = await claimFields(store, fields, llm.model, ENRICH_PROMPT_VERSION, claimOpts);
    // Fields another run is making: not cached yet. Its worker may have died a moment ago (this may be the retry of
    // that worker's job, taken up as the job's lease lapsed, just before the fields' claims go stale), so wait for
    // them to be done, or take them over once stale, rather than finish with them pending and nobody making them.
    let busy = await fieldsWithStatus(store, fields.filter((f) => !claimed.has(key(f))), llm.model, ENRICH_PROMPT_VERSION, ['running']);
    stats.cached += fields.length - claimed.size - busy.length;
    progress(ctx, fields.length - claimed.size - busy.length);
    await runClaimed(ctx, papers, fields.filter((f) => claimed.has(key(f))), leaseMs, opts.batchSize);
    const deadline = Date.now() + 2 * leaseMs;
    while (busy.length && !opts.signal?.aborted) {
      if (Date.now() > deadline) {
        // Still being made by a live run (its heartbeat kept the claims fresh): left pending for this job's retry.
        ctx.stats.errors += busy.length;
        progress(ctx, busy.length);
        break;
      }
      await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(50, leaseMs / 6))));
      const took = await claimFields(store, busy, llm.model, ENRICH_PROMPT_VERSION, claimOpts);
      // Done or failed by the other run meanwhile; a field it gave back (its request failed) is claimed next round.
      const settled = new Set((await fieldsWithStatus(store, busy.filter((f) => !took.has(key(f))), llm.model, ENRICH_PROMPT_VERSION, ['done', 'failed'])).map(key));
      const still = busy.filter((f) => !took.has(key(f)) && !settled.has(key(f)));
      stats.cached += settled.size;
      progress(ctx, settled.size);
      await runClaimed(ctx, papers, busy.filter((f) => took.has(key(f))), leaseMs, opts.batchSize);
      busy = still;
    }
  }
  return { ...stats, ...(await runUsage(store, runId)) };
}

const key = (f: FieldRef) => cacheKey(f.paperId, f.version, f.task);

/** Asks the model for the fields this run claimed, renewing their claims meanwhile. */
async function runClaimed(ctx: RunCtx, papers: { id: string; version: number | string; title: string; abstract: string | null }[], mine: FieldRef[], leaseMs: number, batchSize?: number): Promise<void> {
  if (!mine.length) return;
  const { store, llm } = ctx;
  const claimed = new Set(mine.map(key));
  const heartbeat = setInterval(() => void renewFields(store, mine, llm.model, ENRICH_PROMPT_VERSION).catch(() => {}), Math.max(500, leaseMs / 3));
  // Given back with the job (the worker stopped): the claims of the fields not stored yet go too, so the job's next run
  // claims them at once instead of waiting for them to lapse (only rows still `running` are removed).
  const unregister = ctx.onRelease?.(async () => { clearInterval(heartbeat); await releaseFields(store, mine, llm.model, ENRICH_PROMPT_VERSION); });
  const items = papers.map((p) => ({ id: p.id, version: Number(p.version), title: clean(p.title), abstract: clean(p.abstract ?? '').slice(0, MAX_ABSTRACT),
    tasks: TASKS.filter((t) => claimed.has(cacheKey(p.id, Number(p.version), t))) })).filter((it) => it.tasks.length > 0);
  try {
    await runItems(ctx, items, batchSize ?? ctx.config.llmBatchSize);
  } catch (err) {
    // the worker stops while a request waited (its turn, a retry's sleep): the job is given back, and so are the claims
    if (wasStopped(err)) await releaseFields(store, mine, llm.model, ENRICH_PROMPT_VERSION).catch(() => {});
    throw err;
  } finally {
    clearInterval(heartbeat);
    unregister?.();
  }
}

interface RunCtx {
  store: Store; llm: LlmClient; config: Config; runId: string; attempts: number; total: number;
  stats: { done: number; failed: number; errors: number }; finished?: number; onProgress?: (finished: number, total: number) => void;
  signal?: AbortSignal; onRelease?: EnrichOptions['onRelease'];
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
function progress(ctx: RunCtx, n: number): void {
  ctx.finished = (ctx.finished ?? 0) + n;
  ctx.onProgress?.(ctx.finished, ctx.total);
}

/** Batches items with the same task set (suspicious abstracts alone), runs the rounds of attempts. */
async function runItems(ctx: RunCtx, items: Item[], batchSize: number): Promise<void> {
  let todo = items.map((it) => ({ it, reasons: {} as Partial<Record<Task, string>> }));
  for (let attempt = 1; attempt <= ctx.attempts && todo.length && !ctx.signal?.aborted; attempt++) {
    const size = attempt === 1 ? batchSize : 1;
    const groups = new Map<string, Item[][]>();
    for (const { it } of todo) {
      const key = it.tasks.join(',');
      const lists = groups.get(key) ?? [];
      const alone = INSTRUCTION_LIKE.test(`${it.title} ${it.abstract}`);
      const last = lists.at(-1);
      if (!alone && last && last.length < size && !INSTRUCTION_LIKE.test(`${last[0].title} ${last[0].abstract}`)) last.push(it);
      else lists.push([it]);
      groups.set(key, lists);
    }
    const results = await Promise.all([...groups.values()].flat().map((batch) => runBatch(ctx, batch, attempt)));
    const retry = results.flat();
    if (attempt === ctx.attempts) {
      await finish(ctx, retry.map((r) => ({ it: r.it, values: {}, failures: r.reasons })), attempt, null);
      progress(ctx, retry.reduce((n, r) => n + r.it.tasks.length, 0));
    }
    todo = retry;
  }
}

/** One request for a batch; stores valid fields, returns the items (narrowed to their invalid tasks) to retry. */
async function runBatch(ctx: RunCtx, batch: Item[], attempt: number): Promise<{ it: Item; reasons: Partial<Record<Task, string>> }[]> {
  const tasks = batch[0].tasks;
  const ids = batch.map((_, i) => String(i + 1));
  const system = enrichSystemPrompt(tasks, glossaryFor(batch.flatMap((b) => [b.title, b.abstract])));
  const user = JSON.stringify(batch.map((b, i) => ({ id: ids[i], title: b.title, abstract: b.abstract })));
  const maxTokens = 50 + batch.length * tasks.reduce((n, t) => n + OUT_TOKENS[t], 0);
  let text: string;
  let callId: number;
  try {
    ({ res: { text }, callId } = await completeRecorded(ctx.store, ctx.config, ctx.llm, { system, user, json: true, maxTokens }, { runId: ctx.runId, purpose: 'enrich', items: batch.length }));
  } catch (err) {
    if (wasStopped(err)) throw err; // the worker stops while this waited: the job is given back (runClaimed frees the claims)
    await releaseFields(ctx.store, batch.flatMap((b) => b.tasks.map((task) => ({ paperId: b.id, version: b.version, task }))), ctx.llm.model, ENRICH_PROMPT_VERSION);
    ctx.stats.errors += batch.reduce((n, b) => n + b.tasks.length, 0);
    progress(ctx, batch.reduce((n, b) => n + b.tasks.length, 0));
    return [];
  }
  if (ctx.signal?.aborted) return []; // the job was given back meanwhile: its next run asks again, this answer is not stored
  let parsed;
  try {
    parsed = parseBatchAnswer(text, ids, tasks, new Map(batch.map((b, i) => [ids[i], b.abstract])));
  } catch (err) {
    const reason = err instanceof AnswerError ? err.message : String(err);
    return batch.map((it) => ({ it, reasons: Object.fromEntries(it.tasks.map((t) => [t, reason])) }));
  }
  const answers = batch.map((it, i) => ({ it, values: parsed.get(ids[i])!.values, errors: parsed.get(ids[i])!.errors }));
  // The batch's valid fields in one write (one round trip and one commit, not one per field), then the Chinese search
  // text of the papers that got a Chinese field (papers/zh-search.ts owns it), also once per batch.
  await finish(ctx, answers.map((a) => ({ it: a.it, values: a.values, failures: {} })), attempt, callId);
  progress(ctx, answers.reduce((n, a) => n + Object.keys(a.values).length, 0));
  const reindex = answers.filter((a) => a.values.title_zh || a.values.summary_zh).map((a) => a.it.id);
  if (reindex.length) await reindexPaperSearch(ctx.store, reindex);
  return answers.flatMap(({ it, errors }) => {
    const bad = it.tasks.filter((t) => errors[t]);
    return bad.length ? [{ it: { ...it, tasks: bad }, reasons: errors }] : [];
  });
}

/** Stores the valid values and the failures (of the item's own tasks) of some items, in one write. */
async function finish(ctx: RunCtx, items: { it: Item; values: Partial<Record<Task, string>>; failures: Partial<Record<Task, string>> }[], attempts: number,
  callId: number | null): Promise<void> {
  const rows: FieldOutcome[] = items.flatMap(({ it, values, failures }) => {
    const base = { paperId: it.id, version: it.version, model: ctx.llm.model, promptVersion: ENRICH_PROMPT_VERSION, attempts, callId };
    return [
      ...(Object.entries(values) as [Task, string][]).map(([task, value]) => ({ ...base, task, value })),
      ...(Object.entries(failures) as [Task, string][]).filter(([task]) => it.tasks.includes(task)).map(([task, error]) => ({ ...base, task, error })),
    ];
  });
  if (rows.length) await saveEnrichments(ctx.store, rows);
  ctx.stats.done += rows.filter((r) => r.value !== undefined).length;
  ctx.stats.failed += rows.filter((r) => r.value === undefined).length;
}
