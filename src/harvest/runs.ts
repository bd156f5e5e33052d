import type { Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { HarvestRunsTable } from '../store/schema.ts';
import { wasStopped } from '../jobs/stopping.ts';

/** A stored harvest run. */
export type HarvestRun = Selectable<HarvestRunsTable>;

/** Counters added to a run after each page. */
export interface PageCounts {
  pages?: number;
  requests?: number;
  records?: number;
  inserted?: number;
  updated?: number;
  unchanged?: number;
  skipped?: number;
  activeMs?: number;
  waitedMs?: number;
}

const nowIso = () => new Date().toISOString();

/** Resumes the unfinished run with this key (running or failed), or starts a new one. */
export async function startOrResumeRun(store: Store, kind: string, key: string, params: unknown, prefix: string | null = null): Promise<{ run: HarvestRun; resumed: boolean }> {
  const open = await store.db.selectFrom('harvest_runs').selectAll()
    .where('key', '=', key).where('status', 'in', ['running', 'failed'])
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (open) {
    await store.db.updateTable('harvest_runs').set({ status: 'running', error: null, heartbeat_at: nowIso(), finished_at: null }).where('id', '=', open.id).execute();
    return { run: { ...open, status: 'running', error: null } as HarvestRun, resumed: true };
  }
  const now = nowIso();
  const row = await store.db.insertInto('harvest_runs').values({
    kind, key, params_json: JSON.stringify(params), status: 'running', prefix, cursor: null, started_at: now, heartbeat_at: now,
    pages: 0, requests: 0, records: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0, total: null, active_ms: 0, waited_ms: 0,
    finished_at: null, error: null,
  }).returningAll().executeTakeFirstOrThrow();
  return { run: row as HarvestRun, resumed: false };
}

/** Adds a page's counts to the run and saves its cursor (call after the page's records are stored). */
export async function savePage(store: Store, runId: number, cursor: string | null, c: PageCounts, extra: { prefix?: string; total?: number | null } = {}): Promise<void> {
  await store.db.updateTable('harvest_runs').set((eb) => ({
    cursor,
    pages: eb('pages', '+', c.pages ?? 1),
    requests: eb('requests', '+', c.requests ?? 0),
    records: eb('records', '+', c.records ?? 0),
    inserted: eb('inserted', '+', c.inserted ?? 0),
    updated: eb('updated', '+', c.updated ?? 0),
    unchanged: eb('unchanged', '+', c.unchanged ?? 0),
    skipped: eb('skipped', '+', c.skipped ?? 0),
    active_ms: eb('active_ms', '+', Math.round(c.activeMs ?? 0)),
    waited_ms: eb('waited_ms', '+', Math.round(c.waitedMs ?? 0)),
    heartbeat_at: nowIso(),
    ...(extra.prefix ? { prefix: extra.prefix } : {}),
    ...(extra.total !== undefined && extra.total !== null ? { total: extra.total } : {}),
  })).where('id', '=', runId).execute();
}

/** Marks a run finished (done) or failed with the reason; a failed run keeps its cursor for the next attempt. */
export async function finishRun(store: Store, runId: number, error: Error | null): Promise<void> {
  const now = nowIso();
  await store.db.updateTable('harvest_runs').set({
    status: error ? 'failed' : 'done',
    error: error ? `${(error as { code?: string }).code ?? 'ERROR'}: ${error.message}` : null,
    finished_at: now, heartbeat_at: now,
  }).where('id', '=', runId).execute();
}

/** Records one problem of a run (a request that failed, a record that could not be read). */
export async function recordError(store: Store, runId: number, e: { code: string; message: string; url?: string | null; recordId?: string | null }): Promise<void> {
  await store.db.insertInto('harvest_errors').values({
    run_id: runId, at: nowIso(), code: e.code, message: e.message.slice(0, 2000), url: e.url ?? null, record_id: e.recordId ?? null,
  }).execute();
}

/**
 * Runs `body` as a harvest run: on success the run is finished (unless the body stopped early on purpose and
 * returned 'paused'); a failure is recorded and leaves the run resumable from its cursor, then rethrown. A worker that
 * stops while the run only waited (a retry's backoff, the gap: StoppedError, src/jobs/stopping.ts) is no failure: the
 * run is left open as a paused one, no error recorded, and the job given back resumes it from its cursor.
 */
export async function asRun(store: Store, runId: number, body: () => Promise<void | 'paused'>): Promise<HarvestRun> {
  try {
    if ((await body()) !== 'paused') await finishRun(store, runId, null);
  } catch (err) {
    if (!wasStopped(err)) {
      await recordError(store, runId, { code: (err as { code?: string }).code ?? 'ERROR', message: (err as Error).message });
      await finishRun(store, runId, err as Error);
    }
    throw err;
  }
  return (await getRun(store, runId))!;
}

/** Reads one run. */
export async function getRun(store: Store, runId: number): Promise<HarvestRun | undefined> {
  return (await store.db.selectFrom('harvest_runs').selectAll().where('id', '=', runId).executeTakeFirst()) as HarvestRun | undefined;
}

/** The most recent runs, newest first. */
export async function recentRuns(store: Store, limit = 20): Promise<HarvestRun[]> {
  return (await store.db.selectFrom('harvest_runs').selectAll().orderBy('id', 'desc').limit(limit).execute()) as HarvestRun[];
}

/** The most recent errors, newest first. */
export async function recentErrors(store: Store, limit = 20) {
  return store.db.selectFrom('harvest_errors').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
