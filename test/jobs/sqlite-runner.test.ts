import { afterEach, beforeEach, expect, it } from 'vitest';
import pino from 'pino';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { SqliteJobs } from '../../src/jobs/sqlite-runner.ts';

const quiet = pino({ level: 'silent' });
const fast = { pollMs: 20, leaseSeconds: 1, retryBaseSeconds: 0.05, retryMaxSeconds: 0.2, logger: quiet };

/** Polls `cond` until true or the timeout runs out. */
async function until(cond: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeStores('in-process job runner', (kind) => {
  let t: TestStore;
  let jobs: SqliteJobs;
  beforeEach(async () => { t = await createTestStore(kind); });
  afterEach(async () => { await jobs?.stop(); await t.drop(); });

  it('runs jobs, and a key dedupes queued jobs', async () => {
    jobs = new SqliteJobs(t.store, fast);
    const seen: unknown[] = [];
    jobs.register('echo', async (p) => { seen.push(p); });
    expect(await jobs.enqueue('echo', { n: 1 }, { key: 'k' })).not.toBeNull();
    expect(await jobs.enqueue('echo', { n: 2 }, { key: 'k' })).toBeNull();
    await jobs.enqueue('echo', { n: 3 });
    await jobs.start();
    await until(() => seen.length === 2);
    expect(seen).toEqual([{ n: 1 }, { n: 3 }]);
    await until(async () => (await jobs.counts()).done === 2);
    expect(await jobs.enqueue('echo', { n: 4 }, { key: 'k' })).not.toBeNull(); // a finished key may run again
  });

  it('retries with back-off, records last_error, then fails after maxAttempts', async () => {
    jobs = new SqliteJobs(t.store, fast);
    const attempts: number[] = [];
    jobs.register('flaky', async (p: { okAt: number }, h) => { attempts.push(h.attempt); if (h.attempt < p.okAt) throw new Error(`boom ${h.attempt}`); });
    const ok = await jobs.enqueue('flaky', { okAt: 3 });
    const bad = await jobs.enqueue('flaky', { okAt: 99 }, { maxAttempts: 2 });
    await jobs.start();
    await until(async () => { const c = await jobs.counts(); return c.queued === undefined && c.running === undefined; });
    const rows = await t.store.db.selectFrom('jobs').selectAll().orderBy('id').execute();
    expect(rows.find((r) => String(r.id) === ok)).toMatchObject({ state: 'done', attempts: 3, last_error: null });
    expect(rows.find((r) => String(r.id) === bad)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'boom 2' });
  });

  it('retries a job whose process died half-way (lease expired)', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.store.db.insertInto('jobs').values({
      task: 'resume', payload: '{"x":1}', key: null, state: 'running', attempts: 1, max_attempts: 5, run_at: past,
      locked_by: 'dead-process', locked_until: past, last_error: null, created_at: past, updated_at: past,
    }).execute();
    // A job that became due after it, waiting: the dead process's job comes back first, not behind the queue.
    const later = new Date(Date.now() - 30_000).toISOString();
    await t.store.db.insertInto('jobs').values({
      task: 'resume', payload: '{"x":2}', key: null, state: 'queued', attempts: 0, max_attempts: 5, run_at: later,
      locked_by: null, locked_until: null, last_error: null, created_at: later, updated_at: later,
    }).execute();
    jobs = new SqliteJobs(t.store, { ...fast, concurrency: 1 });
    const runs: string[] = [];
    jobs.register('resume', async (p: { x: number }, h) => { runs.push(`${p.x}@${h.attempt}`); });
    await jobs.start();
    await until(() => runs.length === 2);
    expect(runs).toEqual(['1@2', '2@1']);
    await until(async () => (await jobs.counts()).done === 2);
    const row = await t.store.db.selectFrom('jobs').selectAll().where('payload', '=', '{"x":1}').executeTakeFirstOrThrow();
    expect(row.last_error).toBeNull();
  });

  it('stop() waits for the job in flight (graceful SIGTERM)', async () => {
    jobs = new SqliteJobs(t.store, fast);
    let finished = false;
    jobs.register('slow', async () => { await new Promise((r) => setTimeout(r, 300)); finished = true; });
    await jobs.enqueue('slow', {});
    await jobs.start();
    await until(async () => (await jobs.counts()).running === 1);
    await jobs.stop();
    expect(finished).toBe(true);
    expect((await jobs.counts()).done).toBe(1);
  });

  it('stop() gives a job still running at its timeout back to the queue: due now, attempt not spent, clean-ups run, its end not recorded', async () => {
    jobs = new SqliteJobs(t.store, { ...fast, leaseSeconds: 30, retryBaseSeconds: 60, stopTimeoutMs: 300 });
    const seen: string[] = [];
    let signal: AbortSignal | undefined;
    let letGo!: () => void;
    const held = new Promise<void>((r) => { letGo = r; });
    jobs.register('held', async (_p, h) => {
      seen.push(`attempt ${h.attempt}`);
      signal = h.signal;
      h.onRelease(async () => { seen.push('clean-up'); });
      await held;
      throw new Error('ends after its release: not recorded');
    });
    await jobs.enqueue('held', {}, { key: 'h' });
    await jobs.start();
    await until(async () => (await jobs.counts()).running === 1);
    await jobs.stop();
    expect(seen).toEqual(['attempt 1', 'clean-up']);
    expect(signal?.aborted).toBe(true);
    letGo();
    await new Promise((r) => setTimeout(r, 100));
    const row = await t.store.db.selectFrom('jobs').select(['state', 'attempts', 'run_at', 'locked_by']).where('task', '=', 'held').executeTakeFirstOrThrow();
    expect({ state: row.state, attempts: Number(row.attempts), locked_by: row.locked_by }).toEqual({ state: 'queued', attempts: 0, locked_by: null });
    expect(new Date(row.run_at).getTime()).toBeLessThanOrEqual(Date.now()); // due now, not after a failure's back-off (60 s)
    // Another runner takes it at once, as attempt 1 again.
    const other = new SqliteJobs(t.store, { ...fast, leaseSeconds: 30 });
    other.register('held', async (_p, h) => { seen.push(`again, attempt ${h.attempt}`); });
    await other.start();
    try {
      await until(async () => (await other.counts()).done === 1, 3000);
    } finally {
      await other.stop();
    }
    expect(seen).toEqual(['attempt 1', 'clean-up', 'again, attempt 1']);
  });

  it('a job lasting longer than its lease keeps it (heartbeat) and runs once', async () => {
    jobs = new SqliteJobs(t.store, fast);
    let runs = 0;
    jobs.register('long', async () => { runs++; await new Promise((r) => setTimeout(r, 1600)); });
    await jobs.enqueue('long', {});
    await jobs.start();
    await until(async () => (await jobs.counts()).done === 1, 8000);
    expect(runs).toBe(1);
  });

  it('fires an interval schedule', async () => {
    jobs = new SqliteJobs(t.store, fast);
    let ticks = 0;
    jobs.register('tick', async () => { ticks++; });
    await jobs.schedule('tick', 1, {});
    await jobs.start();
    await until(() => ticks >= 1, 4000);
  });
});
