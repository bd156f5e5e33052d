// Issue 17 item 5: a job only waiting in the polite client's backoff (or its gap) for a host that does not answer is
// given back to the queue as soon as the runner stops — due now, its attempt not spent — instead of holding the stop for
// the whole stop timeout. Real HTTP on 127.0.0.1: a server answering 503, and a closed port refusing connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { queueFor } from '../helpers/queues.ts';
import { freePort, until } from '../helpers/processes.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { ArxivClient, type ClientEvent } from '../../src/arxiv/client.ts';
import { StoppedError, wasStopped } from '../../src/jobs/stopping.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers, testConfig } from '../enrich/fixture.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { ENRICH_TASK, enqueueEnrichment, registerTasks as registerEnrich } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';

/** Each job's row: its state and the attempts it has spent (SQLite `jobs`; pg-boss: retry_count, plus one once started). */
async function jobRows(kind: 'sqlite' | 'postgres', t: TestStore, task: string): Promise<{ state: string; spent: number }[]> {
  if (kind === 'sqlite') {
    const rows = (await sql<{ state: string; attempts: number }>`SELECT state, attempts FROM jobs WHERE task = ${task} ORDER BY id`.execute(t.store.db)).rows;
    return rows.map((r) => ({ state: r.state, spent: Number(r.attempts) }));
  }
  const rows = (await sql<{ state: string; spent: number }>`SELECT state::text AS state, retry_count + (CASE WHEN started_on IS NULL THEN 0 ELSE 1 END) AS spent
    FROM pgboss.job WHERE name = ${task} ORDER BY created_on`.execute(t.store.db)).rows;
  return rows.map((r) => ({ state: r.state, spent: Number(r.spent) }));
}

describeStores('a stopping runner gives back at once the jobs waiting to retry a host that does not answer', (kind) => {
  let t: TestStore;
  let jobs: Jobs | undefined;
  let server: http.Server;
  let busy = '';
  let refused = '';
  let hits = 0;
  let fake: FakeLlm | undefined;
  beforeEach(async () => {
    t = await createTestStore(kind);
    hits = 0;
    server = http.createServer((_req, res) => { hits++; res.writeHead(503).end('busy'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    busy = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    refused = `http://127.0.0.1:${await freePort()}`;
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    server.close();
    await fake?.close();
    fake = undefined;
    await t.drop();
  });

  it('two jobs in backoff (503, connection refused): stop returns in well under the 30 s stop timeout; both queued again, due now, no attempt spent', async () => {
    jobs = await queueFor(kind, t, { run: true, concurrency: 2, pollMs: 100, leaseSeconds: 30, retryBaseSeconds: 120, stopTimeoutMs: 30_000 });
    const retries: ClientEvent[] = [];
    // the backoff: 10–20 s before the second attempt, far beyond the bound below
    const client = new ArxivClient({ contact: 't@example.org', gapMs: 0, backoffBaseMs: 20_000, onEvent: (e) => { if (e.kind === 'retry') retries.push(e); } });
    const ends: unknown[] = [];
    jobs.register('fetch-paper', async (p: { url: string }) => {
      try {
        await client.fetchText(p.url);
      } catch (err) {
        ends.push(err);
        throw err;
      }
    });
    await jobs.enqueue('fetch-paper', { url: `${busy}/html/2606.00001v1` });
    await jobs.enqueue('fetch-paper', { url: `${refused}/abs/2606.00002v1` });
    await jobs.start();
    await until(() => retries.length === 2, 20_000); // both sleep in the backoff now
    const started = Date.now();
    await jobs.stop();
    const stopS = (Date.now() - started) / 1000;
    jobs = undefined;
    expect(stopS).toBeLessThan(5);
    expect(ends).toHaveLength(2);
    expect(ends.every((e) => e instanceof StoppedError && wasStopped(e))).toBe(true);
    expect(hits).toBe(1); // no request made after the stop
    expect(await jobRows(kind, t, 'fetch-paper')).toEqual([{ state: kind === 'sqlite' ? 'queued' : 'created', spent: 0 }, { state: kind === 'sqlite' ? 'queued' : 'created', spent: 0 }]);
    // due now: a new runner takes them at once (a failure would wait out the 120 s back-off)
    const again = await queueFor(kind, t, { run: true, concurrency: 2, pollMs: 100, leaseSeconds: 30, retryBaseSeconds: 120 });
    jobs = again;
    const attempts: number[] = [];
    again.register('fetch-paper', async (_p, { attempt }) => { attempts.push(attempt); });
    await again.start();
    await until(() => attempts.length === 2, 20_000);
    expect(attempts).toEqual([1, 1]);
  }, 60_000);

  it('a job on the wire or at work is not cut: it still finishes within the stop timeout', async () => {
    jobs = await queueFor(kind, t, { run: true, concurrency: 1, pollMs: 100, leaseSeconds: 30, stopTimeoutMs: 30_000 });
    let finished = false;
    let began = false;
    jobs.register('busy-work', async (_p, { stopping }) => {
      began = true;
      await new Promise((r) => setTimeout(r, 800)); // working, not waiting on the client
      expect(stopping.aborted).toBe(true);
      finished = true;
    });
    await jobs.enqueue('busy-work', {});
    await jobs.start();
    await until(() => began, 20_000);
    await jobs.stop();
    jobs = undefined;
    expect(finished).toBe(true);
    expect((await jobRows(kind, t, 'busy-work')).map((r) => r.state)).toEqual([kind === 'sqlite' ? 'done' : 'completed']);
  }, 60_000);

  it('enrichment: a model answering 503 with Retry-After 20 s (the SDK sleeps before its retry): stop returns at once, the job back, its fields pending and unclaimed', async () => {
    const ids = await seedPapers(t.store, 2);
    fake = await startFakeLlm({ script: () => ({ status: 503, headers: { 'retry-after': '20' } }) });
    const config = testConfig(fake.url, { PAPERBOARD_LLM_MAX_RETRIES: '3' });
    jobs = await queueFor(kind, t, { run: true, concurrency: 1, pollMs: 100, leaseSeconds: 30, retryBaseSeconds: 120, stopTimeoutMs: 30_000 });
    await registerEnrich(jobs, { store: t.store, config, llm: createLlm(config) });
    await enqueueEnrichment(jobs, t.store, ids, 2);
    await jobs.start();
    await until(() => fake!.calls.length >= 1, 20_000);
    await new Promise((r) => setTimeout(r, 200)); // the 503 is in: the SDK sleeps 20 s
    const started = Date.now();
    await jobs.stop();
    const stopS = (Date.now() - started) / 1000;
    jobs = undefined;
    expect(stopS).toBeLessThan(5);
    expect(fake.calls.length).toBe(1); // the retry was never sent
    expect(await jobRows(kind, t, ENRICH_TASK)).toEqual([{ state: kind === 'sqlite' ? 'queued' : 'created', spent: 0 }]);
    const e = await paperEnrichments(t.store, ids);
    expect([...e.values()].every((x) => x.pending.length > 0 && x.failed.length === 0)).toBe(true);
    const claims = (await sql<{ n: number }>`SELECT count(*) AS n FROM enrichments WHERE status = 'running'`.execute(t.store.db)).rows[0];
    expect(Number(claims.n)).toBe(0);
  }, 60_000);
});
