// Issue 17 item 5, end to end: `paperboard serve` (as `npm start`) or `paperboard worker` receives SIGTERM while its affiliations job sleeps in the polite
// client's backoff for a local "arXiv" answering 503. The job is given back at once (due now, its attempt not spent)
// and the process exits well before PAPERBOARD_STOP_TIMEOUT_S (30 s) — before, it waited the whole timeout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { queueFor } from '../helpers/queues.ts';
import { freePort, launch, until } from '../helpers/processes.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { AFFILIATIONS_TASK } from '../../src/institutions/tasks.ts';

const PAPER = '2606.00007';

describeStores('SIGTERM while a job waits to retry a host answering 503: the worker exits at once, the job back in the queue', (kind) => {
  let t: TestStore;
  let jobs: Jobs;
  let server: http.Server;
  let hits = 0;
  let web = '';
  let cacheDir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => {
    t = await createTestStore(kind);
    jobs = await queueFor(kind, t, { run: false, retryBaseSeconds: 120 });
    hits = 0;
    server = http.createServer((_req, res) => { hits++; res.writeHead(503).end('busy'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    web = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-stopfast-'));
    const rec = recordFromSnapshot({ id: PAPER, title: 'A Made-up Study of Sprockets', abstract: 'x', authors: 'A. Author', categories: 'cs.LG', versions: [{ version: 'v1', created: 'Mon, 1 Jun 2026 00:00:00 GMT' }] }, 'test');
    await upsertPapers(t.store, [rec]);
    await t.store.db.insertInto('paper_venues').values({ paper_id: PAPER, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: null, verified: 0 }).execute();
  });
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    child = undefined;
    await jobs.stop();
    server.close();
    await t.drop();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  /** The command's settings: arXiv is the local 503 server, a first retry 10–20 s away, a 30 s stop timeout. */
  const settings = (extra: Record<string, string> = {}) => ({
    ...process.env, ...t.env, PAPERBOARD_ARXIV_WEB_URL: web, PAPERBOARD_ARXIV_API_URL: `${web}/api/query`, PAPERBOARD_ARXIV_GAP_MS: '0',
    PAPERBOARD_ARXIV_BACKOFF_MS: '20000', PAPERBOARD_FRONT_MATTER_CACHE: cacheDir, PAPERBOARD_STOP_TIMEOUT_S: '30',
    PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LLM_MODEL: '', LOG_LEVEL: 'info', ...extra,
  });

  /** Each affiliations job: its state and the attempts it has spent. */
  const affiliationJobs = async () => {
    const rows = kind === 'sqlite'
      ? (await sql<{ state: string; spent: number }>`SELECT state, attempts AS spent FROM jobs WHERE task = ${AFFILIATIONS_TASK}`.execute(t.store.db)).rows
      : (await sql<{ state: string; spent: number }>`SELECT state::text AS state, retry_count + (CASE WHEN started_on IS NULL THEN 0 ELSE 1 END) AS spent
          FROM pgboss.job WHERE name = ${AFFILIATIONS_TASK}`.execute(t.store.db)).rows;
    return rows.map((x) => ({ state: x.state, spent: Number(x.spent) }));
  };

  /**
   * Starts the command with the affiliations job queued, waits until it is up (`ready` logged) and the job sleeps in the
   * backoff (10–20 s before its retry), sends SIGTERM, and checks the stop: exit 0 well before the 30 s timeout, the job back in the queue unspent.
   */
  async function stopWhileWaiting(args: string[], ready: string, extra: Record<string, string>, startMs: number): Promise<void> {
    await jobs.enqueue(AFFILIATIONS_TASK, { paperId: PAPER });
    const p = launch(args, settings(extra));
    child = p.child;
    let out = '';
    p.child.stdout!.on('data', (d) => (out += d));
    p.child.stderr!.on('data', (d) => (out += d));
    await until(() => hits >= 1 && out.includes('did not answer') && out.includes(`"msg":"${ready}"`), startMs);
    const signalled = Date.now();
    p.child.kill('SIGTERM');
    const r = await p.exit;
    const stopS = (Date.now() - signalled) / 1000;
    expect(r.code, r.out).toBe(0);
    expect(stopS).toBeLessThan(8);
    expect(hits).toBe(1); // the retry was never sent
    expect(r.out).toContain('job given back to the queue at stop');
    expect(r.out).not.toContain('job attempt failed');
    expect(await affiliationJobs()).toEqual([{ state: kind === 'sqlite' ? 'queued' : 'created', spent: 0 }]);
    console.log(JSON.stringify({ test: `stop-while-waiting:${args[0]}`, db: kind, stopS }));
  }

  it('serve (as `npm start`): exits 0 within a few seconds of SIGTERM (stop timeout 30 s); the job queued again, no attempt spent', async () => {
    // start-up is slow on a loaded machine (the test is about the stop): a generous wait for it
    await stopWhileWaiting(['serve'], 'serving', { PORT: String(await freePort()), HOST: '127.0.0.1', PAPERBOARD_JOBS_IN_SERVER: 'true' }, 150_000);
  }, 240_000);

  it('worker: exits 0 within a few seconds of SIGTERM (stop timeout 30 s); the job queued again, due now, no attempt spent', async () => {
    await stopWhileWaiting(['worker', '--concurrency', '2'], 'worker started', {}, 60_000);
  }, 120_000);
});
