import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { TASKS, type Task } from './prompts.ts';
import { withoutControlChars } from '../text/control-chars.ts';

/** A stored machine-made value with its provenance. */
export interface EnrichedValue {
  value: string;
  model: string;
  promptVersion: string;
  /** The paper version it was made from (older than the paper's current version while a re-run is pending). */
  version: number;
}

/** What the pages need about a paper's AI fields. */
export interface PaperEnrichment {
  title_zh?: EnrichedValue;
  summary_zh?: EnrichedValue;
  summary_en?: EnrichedValue;
  /** Tasks without a value for the current version (a value of an older version may still be shown). */
  pending: Task[];
  /** Tasks whose answer was invalid for the current version; never shown as a value. */
  failed: Task[];
}

const CHUNK = 500;
const chunks = <T>(xs: T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));
/** Cache key of one field of one paper version. */
export const cacheKey = (paperId: string, version: number, task: string) => `${paperId}|${version}|${task}`;

/** One outcome of one field: a valid value (done) or the reason it failed (never a value). */
export interface FieldOutcome {
  paperId: string; version: number; task: Task; model: string; promptVersion: string; value?: string; error?: string; attempts: number; callId: number | null;
}

/** Stores one outcome (see saveEnrichments). */
export async function saveEnrichment(store: Store, e: FieldOutcome): Promise<void> {
  await saveEnrichments(store, [e]);
}

/**
 * Stores outcomes in one statement per CHUNK (one round trip and one commit, and on PostgreSQL one run of the
 * done-count statement trigger, for a whole batch's fields rather than one per field). A field listed twice keeps
 * its last outcome.
 */
export async function saveEnrichments(store: Store, outcomes: FieldOutcome[]): Promise<void> {
  const now = new Date().toISOString();
  const byKey = new Map(outcomes.map((e) => [`${cacheKey(e.paperId, e.version, e.task)}|${e.model}|${e.promptVersion}`, e]));
  for (const part of chunks([...byKey.values()])) {
    await store.db.insertInto('enrichments').values(part.map((e) => ({
      paper_id: e.paperId, version: e.version, task: e.task, model: e.model, prompt_version: e.promptVersion, created_at: now,
      status: e.value !== undefined ? 'done' : 'failed',
      // A model's answer (or an error text) with a NUL would fail the write on PostgreSQL.
      value: e.value === undefined ? null : withoutControlChars(e.value),
      error: e.value !== undefined ? null : withoutControlChars(e.error ?? 'failed').slice(0, 1000),
      attempts: e.attempts, call_id: e.callId, updated_at: now,
    }))).onConflict((oc) => oc.columns(['paper_id', 'version', 'task', 'model', 'prompt_version']).doUpdateSet({
      status: sql`excluded.status`, value: sql`excluded.value`, error: sql`excluded.error`, call_id: sql`excluded.call_id`, updated_at: sql`excluded.updated_at`,
      // Attempts add up over runs, so automatic retries of a failing field can stop (AUTO_RETRY_MAX_ATTEMPTS).
      attempts: sql<number>`enrichments.attempts + excluded.attempts`,
    })).execute();
  }
}

/** Failed fields are asked for again automatically (after a day) until this many attempts in all; then only `--retry-failed`. */
export const AUTO_RETRY_MAX_ATTEMPTS = 9;

/**
 * The AI fields of each paper for the pages: the newest valid value of its current version (else of an
 * older version, with the task still listed as pending), plus pending and failed tasks. Pass the papers
 * with their current version when the caller has them; bare ids have their versions looked up.
 */
export async function paperEnrichments(store: Store, papers: readonly (string | { id: string; version: number })[]): Promise<Map<string, PaperEnrichment>> {
  const current = new Map<string, number>();
  for (const p of papers) if (typeof p !== 'string') current.set(p.id, Number(p.version));
  for (const part of chunks([...new Set(papers.filter((p): p is string => typeof p === 'string' && !current.has(p)))])) {
    for (const p of await store.db.selectFrom('papers').select(['id', 'version']).where('id', 'in', part).execute()) current.set(p.id, Number(p.version));
  }
  const out = new Map<string, PaperEnrichment>();
  for (const part of chunks([...current.keys()])) {
    const rows = await store.db.selectFrom('enrichments').select(['paper_id', 'version', 'task', 'model', 'prompt_version', 'status', 'value', 'updated_at'])
      .where('paper_id', 'in', part).orderBy('version', 'desc').orderBy('updated_at', 'desc').execute();
    const byPaper = new Map<string, typeof rows>();
    for (const r of rows) byPaper.set(r.paper_id, [...(byPaper.get(r.paper_id) ?? []), r]);
    for (const id of part) out.set(id, summarise(current.get(id)!, byPaper.get(id) ?? []));
  }
  return out;
}

function summarise(current: number, rows: { version: number; task: string; model: string; prompt_version: string; status: string; value: string | null }[]): PaperEnrichment {
  const e: PaperEnrichment = { pending: [], failed: [] };
  for (const task of TASKS) {
    const mine = rows.filter((r) => r.task === task);
    const done = mine.find((r) => r.status === 'done' && r.value !== null);
    if (done) e[task] = { value: done.value!, model: done.model, promptVersion: done.prompt_version, version: Number(done.version) };
    if (done && Number(done.version) === Number(current)) continue;
    if (mine.some((r) => r.status === 'failed' && Number(r.version) === Number(current))) e.failed.push(task);
    else e.pending.push(task);
  }
  return e;
}

/** One field of one paper version. */
export interface FieldRef { paperId: string; version: number; task: Task }

/**
 * Claims fields for this process by writing `running` rows: a field already done (or failed,
 * unless `retryFailed`, or it failed before `retryFailedBefore` with fewer than AUTO_RETRY_MAX_ATTEMPTS attempts), or being made by another worker, is not claimed. A claim older than
 * `staleMs` (its worker died) is taken over. Atomic on both databases, so two workers never
 * ask the model for the same field. Returns the keys claimed.
 */
export async function claimFields(store: Store, fields: FieldRef[], model: string, promptVersion: string, opts: { staleMs?: number; retryFailed?: boolean; retryFailedBefore?: Date } = {}): Promise<Set<string>> {
  const now = new Date();
  const stale = new Date(now.getTime() - (opts.staleMs ?? 10 * 60_000)).toISOString();
  const claimed = new Set<string>();
  for (const part of chunks(fields)) {
    const rows = await store.db.insertInto('enrichments').values(part.map((f) => ({
      paper_id: f.paperId, version: f.version, task: f.task, model, prompt_version: promptVersion, status: 'running',
      value: null, error: null, attempts: 0, call_id: null, created_at: now.toISOString(), updated_at: now.toISOString(),
    }))).onConflict((oc) => oc.columns(['paper_id', 'version', 'task', 'model', 'prompt_version'])
      .doUpdateSet({ status: 'running', updated_at: now.toISOString() })
      .where((eb) => eb.or([
        eb.and([eb('enrichments.status', '=', 'running'), eb('enrichments.updated_at', '<', stale)]),
        ...(opts.retryFailed ? [eb('enrichments.status', '=', 'failed')] : []),
        ...(opts.retryFailedBefore ? [eb.and([eb('enrichments.status', '=', 'failed'), eb('enrichments.updated_at', '<', opts.retryFailedBefore.toISOString()),
          eb('enrichments.attempts', '<', AUTO_RETRY_MAX_ATTEMPTS)])] : []),
      ])))
      .returning(['paper_id', 'version', 'task']).execute();
    for (const r of rows) claimed.add(cacheKey(r.paper_id, Number(r.version), r.task));
  }
  return claimed;
}

/** The fields of `fields` whose row has one of `statuses` (`running`: another run is making it; not claimable until done, failed or stale). */
export async function fieldsWithStatus(store: Store, fields: FieldRef[], model: string, promptVersion: string, statuses: string[]): Promise<FieldRef[]> {
  const found = new Set<string>();
  for (const part of chunks(fields)) {
    const rows = await store.db.selectFrom('enrichments').select(['paper_id', 'version', 'task']).where('model', '=', model).where('prompt_version', '=', promptVersion)
      .where('status', 'in', statuses)
      .where((eb) => eb.or(part.map((f) => eb.and([eb('paper_id', '=', f.paperId), eb('version', '=', f.version), eb('task', '=', f.task)]))))
      .execute();
    for (const r of rows) found.add(cacheKey(r.paper_id, Number(r.version), r.task));
  }
  return fields.filter((f) => found.has(cacheKey(f.paperId, f.version, f.task)));
}

/** Gives claimed fields back (a request failed for reasons other than the answer: they stay pending). */
export async function releaseFields(store: Store, fields: FieldRef[], model: string, promptVersion: string): Promise<void> {
  for (const part of chunks(fields)) {
    await store.db.deleteFrom('enrichments').where('model', '=', model).where('prompt_version', '=', promptVersion).where('status', '=', 'running')
      .where((eb) => eb.or(part.map((f) => eb.and([eb('paper_id', '=', f.paperId), eb('version', '=', f.version), eb('task', '=', f.task)]))))
      .execute();
  }
}

/**
 * Renews this process's claims on the fields still being made (status running): the heartbeat that keeps another
 * worker from taking them over while they are with the model. A worker that dies stops renewing, and its claims go
 * stale after `staleMs` (claimFields), so a retried job asks for them again.
 */
export async function renewFields(store: Store, fields: FieldRef[], model: string, promptVersion: string): Promise<void> {
  const now = new Date().toISOString();
  for (const part of chunks(fields)) {
    await store.db.updateTable('enrichments').set({ updated_at: now }).where('model', '=', model).where('prompt_version', '=', promptVersion).where('status', '=', 'running')
      .where((eb) => eb.or(part.map((f) => eb.and([eb('paper_id', '=', f.paperId), eb('version', '=', f.version), eb('task', '=', f.task)]))))
      .execute();
  }
}
