import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import PgBoss from 'pg-boss';
import { createTestStore, storeKinds, testDatabaseUrl, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers, testConfig } from '../enrich/fixture.ts';
import { PgBossJobs } from '../../src/jobs/pg-boss-queue.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { ENRICH_TASK, enqueueEnrichment, registerTasks } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';

const quiet = pino({ level: 'silent' });
const fast = { pollMs: 500, leaseSeconds: 30, retryBaseSeconds: 1, logger: quiet };

async function until(cond: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!storeKinds().includes('postgres'))('pg-boss queue [postgres]', () => {
  let t: TestStore;
  let url: string;
  let fake: FakeLlm | undefined;
  const open: PgBossJobs[] = [];
  beforeEach(async () => {
    t = await createTestStore('postgres');
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.store.db)).rows[0].name;
    url = testDatabaseUrl(name);
  });
  afterEach(async () => {
    for (const j of open.splice(0)) await j.stop();
    await fake?.close();
    fake = undefined;
    await t.drop();
  });
  const make = (run: boolean, concurrency = 2) => { const j = new PgBossJobs(url, { ...fast, run, concurrency }); open.push(j); return j; };

  it('a worker of many tasks idles without Node warning of an abort-listener leak (one listener per fetch loop)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const worker = make(true, 4);
      for (let i = 0; i < 5; i++) worker.register(`idle-${i}`, async () => {});
      await worker.start(); // 20 loops, each waiting on the stop signal when no job is due
      await new Promise((r) => setTimeout(r, 300));
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('an idle worker polls each task once per poll, not once per loop, and still runs jobs on every loop at once', async () => {
    const worker = make(true, 4);
    const boss = (worker as unknown as { boss: { fetch: (...a: unknown[]) => Promise<unknown[]> } }).boss;
    const fetch = boss.fetch.bind(boss);
    let fetches = 0;
    boss.fetch = async (...a: unknown[]) => { if (a[0] === 'block') fetches++; return fetch(...a); };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = 0;
    worker.register('block', async () => { started++; await gate; });
    await worker.start();
    await new Promise((r) => setTimeout(r, 2_000)); // four poll periods (500 ms) with nothing due
    expect(fetches).toBeLessThanOrEqual(6); // one loop polling: ~4-5; four loops polled 16-20 times
    const producer = make(false);
    for (let i = 0; i < 4; i++) await producer.enqueue('block', { i });
    await until(() => started === 4, 5_000); // the four loops take one job each, together
    release();
    await until(async () => (await worker.counts()).completed === 4);
  });

  it('dedupes queued jobs by key, runs them in a worker, retries a failure and records the error', async () => {
    const producer = make(false);
    expect(await producer.enqueue('echo', { n: 1 }, { key: 'same' })).not.toBeNull();
    expect(await producer.enqueue('echo', { n: 2 }, { key: 'same' })).toBeNull();
    await producer.enqueue('echo', { n: 3 }, { maxAttempts: 2 });
    const worker = make(true);
    const seen: { n: number; attempt: number }[] = [];
    worker.register('echo', async (p: { n: number }, h) => { seen.push({ n: p.n, attempt: h.attempt }); if (p.n === 3) throw new Error('always fails'); });
    await worker.start();
    await until(async () => (await worker.counts()).failed === 1 && (await worker.counts()).completed === 1);
    expect(seen.filter((s) => s.n === 3).map((s) => s.attempt)).toEqual([1, 2]);
    const row = await sql<{ output: any }>`select output from pgboss.job where state = 'failed'`.execute(t.store.db);
    expect(JSON.stringify(row.rows[0].output)).toContain('always fails');
  });

  it('a job longer than its lease runs once: renewed, never raced against the expiry it was fetched with', async () => {
    // pg-boss's own `work` failed a job once the expiry it had at fetch time passed, renewed or not, and another worker
    // ran it again while the first run went on (seen on a deployment: arXiv's gap made affiliation jobs outlast 30 s).
    const j = new PgBossJobs(url, { ...fast, run: true, concurrency: 2, leaseSeconds: 2 });
    open.push(j);
    const runs: number[] = [];
    j.register('slow', async (_p, h) => { runs.push(h.attempt); await new Promise((r) => setTimeout(r, 6_500)); });
    await j.enqueue('slow', {});
    await j.start();
    await until(async () => (await j.counts()).completed === 1, 20_000);
    expect(runs).toEqual([1]);
    const row = await sql<{ retry_count: number }>`select retry_count from pgboss.job where name = 'slow'`.execute(t.store.db);
    expect(row.rows.map((r) => r.retry_count)).toEqual([0]);
  });

  it('a job whose worker died comes back as soon as its lease ends; a job that threw keeps its back-off', async () => {
    // pg-boss's maintenance retried an expired job only after the retry back-off (5–10 s, doubling per attempt) on top of
    // the lease: a killed worker's jobs came back 38–41 s after the kill with a 6 s lease (issue 17). Here the back-off
    // is a minute, so a job handed back with it could not run within the bound.
    const lease = 3;
    const opts = { ...fast, leaseSeconds: lease, retryBaseSeconds: 60 };
    const producer = new PgBossJobs(url, { ...opts, run: false });
    open.push(producer);
    await producer.enqueue('orphan', { n: 1 });
    await producer.enqueue('orphan-spent', { n: 2 }, { maxAttempts: 1 });
    await producer.enqueue('throws', { n: 3 });
    // A worker that took both jobs, then died: pg-boss fetched them (active, lease set) and nothing renews them.
    const dead = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
    await dead.start();
    expect((await dead.fetch('orphan')).length).toBe(1);
    expect((await dead.fetch('orphan-spent')).length).toBe(1);
    const diedAt = Date.now();
    await dead.stop({ graceful: false, wait: true });
    const live = new PgBossJobs(url, { ...opts, run: true });
    open.push(live);
    const ran: { task: string; attempt: number; afterS: number }[] = [];
    for (const task of ['orphan', 'orphan-spent', 'throws']) {
      live.register(task, async (_p, h) => { ran.push({ task, attempt: h.attempt, afterS: (Date.now() - diedAt) / 1000 }); if (task === 'throws') throw new Error('the model said no'); });
    }
    await live.start();
    await until(() => ran.some((r) => r.task === 'orphan'), 20_000);
    // The lease, one supervisor round (a third of it, at least 1 s), one poll, and a second for a loaded machine.
    const bound = lease + Math.max(1, Math.floor(lease / 3)) + fast.pollMs / 1000 + 1;
    expect(ran.find((r) => r.task === 'orphan')!.afterS).toBeLessThanOrEqual(bound);
    expect(ran.find((r) => r.task === 'orphan')!.attempt).toBe(2); // the dead worker's run counts as an attempt, as on SQLite
    // Out of attempts: failed by pg-boss's maintenance, never run again.
    await until(async () => (await sql<{ state: string }>`select state::text from pgboss.job where name = 'orphan-spent'`.execute(t.store.db)).rows[0]?.state === 'failed', 20_000);
    expect(ran.filter((r) => r.task === 'orphan-spent')).toEqual([]);
    // A job that threw waits out its back-off (60–120 s on the first retry) and stays queued meanwhile.
    await until(() => ran.some((r) => r.task === 'throws'));
    await until(async () => (await sql<{ state: string }>`select state::text from pgboss.job where name = 'throws'`.execute(t.store.db)).rows[0]?.state === 'retry');
    const retry = await sql<{ wait_s: number }>`select extract(epoch from start_after - now())::float8 as wait_s from pgboss.job where name = 'throws'`.execute(t.store.db);
    expect(retry.rows[0].wait_s).toBeGreaterThan(50);
    await new Promise((r) => setTimeout(r, (lease + 2) * 1000)); // a supervisor round or two later, still waiting
    expect(ran.filter((r) => r.task === 'throws').length).toBe(1);
  }, 60_000);

  it('stop() waits for jobs in flight, then gives those still running back to the queue: due now, attempt not spent, clean-ups run', async () => {
    const j = new PgBossJobs(url, { ...fast, run: true, concurrency: 2, stopTimeoutMs: 1_000 });
    const started: string[] = [];
    const signals: AbortSignal[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    j.register('held', async (p: { n: number }, h) => {
      started.push(`held ${p.n}`);
      signals.push(h.signal);
      h.onRelease(async () => { started.push(`clean-up ${p.n}`); });
      await held;
      throw new Error('ends after its release: not recorded');
    });
    j.register('quick', async () => { started.push('quick'); });
    await j.enqueue('held', { n: 1 }, { key: 'h1' });
    await j.enqueue('held', { n: 2 }, { key: 'h2' });
    await j.enqueue('quick', {});
    await j.start();
    await until(() => started.includes('held 1') && started.includes('held 2') && started.includes('quick'));
    await until(async () => (await j.counts()).completed === 1);
    await j.enqueue('held', { n: 3 }, { key: 'h1' }); // queued while its key's job runs
    const t0 = Date.now();
    await j.stop();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(started).toEqual(expect.arrayContaining(['clean-up 1', 'clean-up 2']));
    expect(signals.length === 2 && signals.every((s) => s.aborted)).toBe(true);
    release();
    await new Promise((r) => setTimeout(r, 100));
    const rows = await sql<{ name: string; state: string; data: { n?: number }; retry_count: number; started: boolean; due: boolean }>`
      select name, state::text, data, retry_count, started_on is not null as started, start_after <= now() as due
      from pgboss.job where name in ('held', 'quick') order by name, data->>'n'`.execute(t.store.db);
    // The job given back is `created` as if never started (its next fetch does not count an attempt) and due now; had
    // it been failed, it would wait out the back-off as `retry` and spend an attempt. A job given back while another
    // of its key is queued is cancelled: the queued one does the work.
    expect(rows.rows.map((r) => ({ n: r.data.n ?? null, state: r.state, retry_count: r.retry_count, started: r.started, due: r.due }))).toEqual([
      { n: 1, state: 'cancelled', retry_count: 0, started: true, due: true },
      { n: 2, state: 'created', retry_count: 0, started: false, due: true },
      { n: 3, state: 'created', retry_count: 0, started: false, due: true },
      { n: null, state: 'completed', retry_count: 0, started: true, due: true },
    ]);
    // Fetched again, the job given back runs as attempt 1 (not 2) at once.
    const again = new PgBossJobs(url, { ...fast, run: true, concurrency: 1 });
    const attempts: number[] = [];
    again.register('held', async (p: { n: number }, h) => { if (p.n === 2) attempts.push(h.attempt); });
    await again.start();
    try {
      await until(() => attempts.length === 1, 10_000);
      expect(attempts).toEqual([1]);
    } finally {
      await again.stop();
    }
  });

  it('creates queues from several processes at once without losing one to a deadlock', async () => {
    // A `serve` and workers starting together all create their queues; each queue is a partition of one parent table.
    const boot = make(false);
    await boot.counts(); // pg-boss's schema in place, as a migrated install has it
    const queues = Array.from({ length: 12 }, (_, i) => `q${i}`);
    const starters = [make(false), make(false), make(false), make(false)];
    await Promise.all(starters.map((j, k) => Promise.all(queues.map((q, i) => j.enqueue(queues[(i + 3 * k) % queues.length], { k, q })))));
    const made = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name like 'q%'`.execute(t.store.db);
    expect(made.rows[0].n).toBe(queues.length);
    expect((await boot.counts()).created).toBe(starters.length * queues.length);
  });

  it('a send racing the attachment of its queue\'s partition by another process waits for it instead of failing', async () => {
    const j = make(false);
    expect(await j.enqueue('race', { n: 0 })).toBeTruthy();
    const part = (await sql<{ p: string }>`select partition_name as p from pgboss.queue where name = 'race'`.execute(t.store.db)).rows[0].p;
    // The queue's row stands, its partition not attached: the state a send meets while create_queue runs in another process.
    await sql.raw(`ALTER TABLE pgboss.job DETACH PARTITION pgboss."${part}"`).execute(t.store.db);
    const sent = j.enqueue('race', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await sql.raw(`ALTER TABLE pgboss.job ATTACH PARTITION pgboss."${part}" FOR VALUES IN ('race')`).execute(t.store.db);
    expect(await sent).toBeTruthy();
    const rows = await sql<{ n: number }>`select (data->>'n')::int as n from pgboss.job where name = 'race' order by 1`.execute(t.store.db);
    expect(rows.rows.map((r) => r.n)).toEqual([0, 1]);
  });

  it('two workers never enrich the same paper twice', async () => {
    const ids = await seedPapers(t.store, 12);
    fake = await startFakeLlm({ script: () => ({ delayMs: 100 }) });
    const config = testConfig(fake.url, { PAPERBOARD_LLM_BATCH: '3' });
    const producer = make(false);
    await enqueueEnrichment(producer, t.store, ids);
    await enqueueEnrichment(producer, t.store, ids.slice(0, 7)); // overlapping jobs for the same papers
    await enqueueEnrichment(producer, t.store, ids.slice(5));
    for (let w = 0; w < 2; w++) {
      const worker = make(true, 2);
      await registerTasks(worker, { store: t.store, config, llm: createLlm(config) });
      await worker.start();
    }
    await until(async () => {
      const c = await producer.counts();
      return (c.completed ?? 0) >= 3 && !c.created && !c.active && !c.retry; // 3 enqueued here + the start-up sweep
    }, 30_000);
    const sent = fake.calls.flatMap((c) => c.papers.map((p) => p.title));
    expect(sent.length).toBe(12);
    expect(new Set(sent).size).toBe(12);
    const e = await paperEnrichments(t.store, ids);
    expect([...e.values()].every((x) => x.pending.length === 0 && x.summary_zh)).toBe(true);
    expect(ENRICH_TASK).toBe('enrich-papers');
  });
});
