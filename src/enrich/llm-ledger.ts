import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { LlmClient, LlmRequest, LlmResponse } from './llm-client.ts';

/** Tokens and cost of some calls. */
export interface Usage {
  calls: number;
  failedCalls: number;
  promptTokens: number;
  completionTokens: number;
  cost: number;
}

/** A new run id (groups the calls of one `paperboard enrich` or one job). */
export function newRunId(prefix: string): string {
  return `${prefix}-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}-${crypto.randomBytes(3).toString('hex')}`;
}

/** The prices per million tokens the ledger needs of the configuration. */
export type LlmPrices = Pick<Config, 'llmPriceInput' | 'llmPriceOutput'>;

/** Cost of tokens at the configured prices per million tokens. */
export function costOf(config: LlmPrices, promptTokens: number, completionTokens: number): number {
  return (promptTokens * config.llmPriceInput + completionTokens * config.llmPriceOutput) / 1e6;
}

/** Records one LLM request in the ledger; returns its id. */
export async function recordCall(store: Store, config: LlmPrices, c: {
  runId: string; model: string; purpose: string; items: number; promptTokens: number; completionTokens: number; ok: boolean; error?: string; durationMs: number;
}): Promise<number> {
  const at = new Date().toISOString();
  const row = await store.db.insertInto('llm_calls').values({
    run_id: c.runId, at, day: at.slice(0, 10), model: c.model, purpose: c.purpose, items: c.items,
    prompt_tokens: c.promptTokens, completion_tokens: c.completionTokens, cost: costOf(config, c.promptTokens, c.completionTokens),
    ok: c.ok ? 1 : 0, error: c.error?.slice(0, 1000) ?? null, duration_ms: c.durationMs,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Sends one request and records it in the ledger: ok with the tokens the provider reported, or failed
 * when `check` returns a reason. When the request or `check` throws, the call is recorded as failed with
 * the error (and the tokens of an answer that came) and the error is rethrown. Returns the answer and its call id.
 */
export async function completeRecorded(store: Store, prices: LlmPrices, llm: LlmClient, req: LlmRequest,
  call: { runId: string; purpose: string; items: number }, check?: (res: LlmResponse) => string | undefined): Promise<{ res: LlmResponse; callId: number }> {
  let res: LlmResponse | undefined;
  let error: string | undefined;
  try {
    res = await llm.complete(req);
    error = check?.(res);
  } catch (err) {
    const e = err as Error & { code?: string };
    await recordCall(store, prices, {
      ...call, model: llm.model, promptTokens: res?.promptTokens ?? 0, completionTokens: res?.completionTokens ?? 0,
      ok: false, error: `${e.code ?? 'LLM_ERROR'}: ${e.message}`, durationMs: res?.durationMs ?? 0,
    });
    throw err;
  }
  const callId = await recordCall(store, prices, {
    ...call, model: llm.model, promptTokens: res.promptTokens, completionTokens: res.completionTokens, ok: !error, error, durationMs: res.durationMs,
  });
  return { res, callId };
}

const totals = (eb: any) => [
  eb.fn.countAll().as('calls'),
  sql<number>`sum(case when ok = 0 then 1 else 0 end)`.as('failed_calls'),
  sql<number>`coalesce(sum(prompt_tokens), 0)`.as('prompt_tokens'),
  sql<number>`coalesce(sum(completion_tokens), 0)`.as('completion_tokens'),
  sql<number>`coalesce(sum(cost), 0)`.as('cost'),
];
const toUsage = (r: any): Usage => ({
  calls: Number(r?.calls ?? 0), failedCalls: Number(r?.failed_calls ?? 0), promptTokens: Number(r?.prompt_tokens ?? 0),
  completionTokens: Number(r?.completion_tokens ?? 0), cost: Number(r?.cost ?? 0),
});

/** Totals of one run. */
export async function runUsage(store: Store, runId: string): Promise<Usage> {
  return toUsage(await store.db.selectFrom('llm_calls').select(totals).where('run_id', '=', runId).executeTakeFirst());
}

/** Totals per day (UTC), newest first. */
export async function usageByDay(store: Store, days = 30): Promise<(Usage & { day: string })[]> {
  const rows = await store.db.selectFrom('llm_calls').select((eb) => ['day', ...totals(eb)]).groupBy('day').orderBy('day', 'desc').limit(days).execute();
  return rows.map((r: any) => ({ day: r.day, ...toUsage(r) }));
}

/** Totals per run, newest first. */
export async function usageByRun(store: Store, runs = 20): Promise<(Usage & { runId: string; startedAt: string; model: string })[]> {
  const rows = await store.db.selectFrom('llm_calls')
    .select((eb) => ['run_id', eb.fn.min('at').as('started_at'), eb.fn.max('model').as('model'), ...totals(eb)])
    .groupBy('run_id').orderBy('started_at', 'desc').limit(runs).execute();
  return rows.map((r: any) => ({ runId: r.run_id, startedAt: r.started_at, model: r.model, ...toUsage(r) }));
}

/** The latest calls, newest first. */
export async function recentCalls(store: Store, limit = 30) {
  return store.db.selectFrom('llm_calls').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
