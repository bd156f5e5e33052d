import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers } from '../enrich/fixture.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { queueFor } from '../helpers/queues.ts';
import { launch, until } from '../helpers/processes.ts';
import { ENRICH_TASK, enqueueEnrichment } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';
import { sql } from 'kysely';

const QUIET = { PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', LOG_LEVEL: 'info' };

export const GRACEFUL_STOP = 'graceful SIGTERM';

/** The suite on one store; run as graceful-stop-sqlite.test.ts and graceful-stop-postgres.test.ts, so both test workers can run it at once. */
export function gracefulStop(kind: 'sqlite' | 'postgres'): void {
  let t: TestStore;
  let jobs: Jobs;
  let fake: FakeLlm | undefined;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    t = await createTestStore(kind);
    // A failed attempt's back-off far beyond the bounds below (pg-boss takes it from the enqueuing process): a job given
    // back as a failure would come back only after it.
    jobs = await queueFor(kind, t, { run: false, retryBaseSeconds: 120 });
  });
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await jobs.stop();
    await fake?.close();
    fake = undefined;
    await t.drop();
  });

  async function workerWithJobInFlight(delayMs: number, extra: Record<string, string> = {}) {
    const ids = await seedPapers(t.store, 4);
    await enqueueEnrichment(jobs, t.store, ids, 4);
    fake = await startFakeLlm({ script: () => ({ delayMs }) });
    const env = { ...process.env, ...t.env, ...QUIET, ...extra, PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model',
      PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_BATCH: '4', PAPERBOARD_LLM_TIMEOUT_MS: '30000' };
    const w = launch(['worker', '--concurrency', '2'], env);
    child = w.child;
    await until(() => fake!.calls.length >= 1); // the job's request is with the model
    w.child.kill('SIGTERM');
    return { ids, ...w };
  }

  it('worker: the job in flight finishes, then the process exits 0', async () => {
    const { ids, exit } = await workerWithJobInFlight(1500);
    const r = await exit;
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('worker stopping: finishing jobs in flight');
    expect(r.out).toContain('enrichment job finished');
    const e = await paperEnrichments(t.store, ids);
    expect([...e.values()].every((x) => x.pending.length === 0 && x.summary_zh)).toBe(true);
    expect(fake!.calls.length).toBe(1);
    expect(await jobs.waiting(ENRICH_TASK, 10)).toEqual([]);
  }, 60_000);

  it('worker: a job still running at the stop timeout is released to the queue', async () => {
    const started = Date.now();
    const { ids, exit } = await workerWithJobInFlight(20_000, { PAPERBOARD_STOP_TIMEOUT_S: '1' });
    const r = await exit;
    expect(r.code, r.out).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await jobs.waiting(ENRICH_TASK, 10)).toEqual([{ paperIds: [...ids] }]); // back in the queue for another worker
  }, 60_000);

  it('worker: a job given back at the stop timeout runs at once on another worker, its attempt not spent, nothing stored twice', async () => {
    const ids = await seedPapers(t.store, 4);
    await enqueueEnrichment(jobs, t.store, ids, 4); // one job, one request of 4 papers
    // The first request (worker A's) hangs past A's grace period; the next is answered at once.
    fake = await startFakeLlm({ script: (call) => (call.n === 1 ? { delayMs: 40_000 } : undefined) });
    const env = { ...process.env, ...t.env, ...QUIET, PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model',
      PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_BATCH: '4', PAPERBOARD_LLM_TIMEOUT_MS: '60000', PAPERBOARD_STOP_TIMEOUT_S: '1' };
    const a = launch(['worker', '--concurrency', '2'], env);
    child = a.child;
    await until(() => fake!.calls.length >= 1); // A's request is with the model; A holds the job and its fields' claims
    const b = launch(['worker', '--concurrency', '2'], env);
    let bOut = '';
    b.child.stdout!.on('data', (d) => (bOut += d));
    await until(() => bOut.includes('"msg":"worker started"'));
    a.child.kill('SIGTERM');
    const r = await a.exit;
    const stoppedAt = Date.now();
    expect(r.code, r.out).toBe(0);
    try {
      // B asks the model for the same papers well before a failed attempt's back-off (120 s) or the fields' claims
      // (PAPERBOARD_JOB_LEASE_S, 30 s) would have let it: B polls every 1 s (SQLite) / 2 s (pg-boss), plus a loaded machine.
      await until(() => fake!.calls.length >= 2, 20_000);
      const backS = (Date.now() - stoppedAt) / 1000;
      expect(backS).toBeLessThan(10);
      expect(fake!.calls[1].papers.map((p) => p.title).sort()).toEqual(fake!.calls[0].papers.map((p) => p.title).sort());
      await until(async () => [...(await paperEnrichments(t.store, ids)).values()].every((e) => e.pending.length === 0), 20_000);
      await until(async () => (await jobs.waiting(ENRICH_TASK, 10)).length === 0, 20_000);
      // One job, run to its end once, on its first attempt: giving it back did not spend one.
      const rows = kind === 'sqlite'
        ? (await sql<{ state: string; attempts: number }>`SELECT state, attempts FROM jobs WHERE task = ${ENRICH_TASK}`.execute(t.store.db)).rows
        : (await sql<{ state: string; attempts: number }>`SELECT state::text AS state, retry_count + 1 AS attempts FROM pgboss.job WHERE name = ${ENRICH_TASK}`.execute(t.store.db)).rows;
      expect(rows.map((x) => ({ state: x.state, attempts: Number(x.attempts) }))).toEqual([{ state: kind === 'sqlite' ? 'done' : 'completed', attempts: 1 }]);
      // B's log line reaches this process through a pipe after the job's row is stored as done: wait for it too.
      await until(() => bOut.includes('enrichment job finished'), 10_000).catch(() => undefined);
      expect(bOut).toContain('enrichment job finished');
      expect(bOut).not.toContain('job attempt failed');
      const e = await paperEnrichments(t.store, ids);
      expect([...e.values()].every((x) => x.summary_zh && x.title_zh)).toBe(true);
      expect(fake!.calls.length).toBe(2); // A's request (never stored) and B's, nothing more
      const stored = (await sql<{ n: number }>`SELECT count(*) AS n FROM enrichments WHERE paper_id IN (${sql.join(ids)})`.execute(t.store.db)).rows[0];
      expect(Number(stored.n)).toBe(ids.length * 3); // one row per paper and field
      expect(r.out).toContain('given back to the queue, due now');
      console.log(JSON.stringify({ test: 'graceful-stop:given-back', db: kind, backS }));
    } finally {
      b.child.kill('SIGKILL');
    }
  }, 90_000);

  it('serve: /healthz and /readyz answer; on SIGTERM a request in flight is answered, new connections are refused, exit 0', async () => {
    const port = await new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });
    const base = `http://127.0.0.1:${port}`;
    const s = launch(['serve'], { ...process.env, ...t.env, ...QUIET, PORT: String(port), HOST: '127.0.0.1', PAPERBOARD_JOBS_IN_SERVER: 'true' });
    child = s.child;
    // Start-up took 46 s at load 25 (the test is about the stop, not the start): a generous wait.
    await until(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status === 200, 150_000);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok', queue: 'ok' });
    // A login whose body is still on its way when SIGTERM arrives (the handler waits for it).
    const body = 'secret=not-the-password-at-all&name=x';
    const sock = net.connect(port, '127.0.0.1');
    let answer = '';
    sock.on('data', (d) => (answer += d));
    await new Promise((r) => sock.once('connect', r));
    sock.write(`POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 7)}`);
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await until(async () => (await fetch(`${base}/healthz`).then(() => 'up', () => 'refused')) === 'refused', 10_000);
    expect(answer).toBe(''); // still in flight
    sock.write(body.slice(7));
    await until(() => /\r\n\r\n/.test(answer), 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 (403|401|400) /); // answered (no CSRF token: refused, but answered)
    const r = await s.exit;
    expect(r.code, r.out).toBe(0);
    sock.destroy();
  }, 240_000);
}
