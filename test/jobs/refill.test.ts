import { afterEach, beforeEach, expect, it } from 'vitest';
import pino from 'pino';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers, testConfig } from '../enrich/fixture.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { queueFor } from '../helpers/queues.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { ENRICH_SWEEP_TASK, ENRICH_TASK, registerTasks } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { AFFILIATIONS_SWEEP_TASK, AFFILIATIONS_TASK, registerTasks as registerAffiliationTasks } from '../../src/institutions/tasks.ts';

const quiet = pino({ level: process.env.DEBUG_REFILL ? 'info' : 'silent' });

async function until(cond: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The real queue, with every enqueue of enrichment work followed by a look at the backlog (a spy, not a stand-in). */
function watched(jobs: Jobs, seen: { backlog: number[]; sweeps: number }): Jobs {
  return new Proxy(jobs, {
    get(target, prop, receiver) {
      if (prop === 'enqueue') {
        return async (task: string, payload: unknown, opts: unknown) => {
          const id = await target.enqueue(task, payload, opts as never);
          if (task === ENRICH_TASK) seen.backlog.push((await target.waiting(ENRICH_TASK, 1000)).length);
          if (task === AFFILIATIONS_TASK) seen.backlog.push((await target.waiting(AFFILIATIONS_TASK, 1000)).length);
          if ((task === ENRICH_SWEEP_TASK || task === AFFILIATIONS_SWEEP_TASK) && id) seen.sweeps++;
          return id;
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

// SQLite: the in-process runner. PostgreSQL: pg-boss, as `paperboard worker` runs it (two workers).
describeStores('queue kept topped up', (kind) => {
  let t: TestStore;
  let fake: FakeLlm | undefined;
  const open: Jobs[] = [];
  beforeEach(async () => { t = await createTestStore(kind); });
  afterEach(async () => {
    for (const j of open.splice(0)) await j.stop();
    await fake?.close();
    fake = undefined;
    await t.drop();
  });

  async function makeJobs(): Promise<Jobs> {
    const j = await queueFor(kind, t, kind === 'sqlite' ? { pollMs: 50, leaseSeconds: 30, logger: quiet, concurrency: 2 } : { run: true, pollMs: 500, leaseSeconds: 30, logger: quiet, concurrency: 2 });
    open.push(j);
    return j;
  }

  it('refills the enrichment queue as its jobs drain, never above the bound, newest accepted papers first', async () => {
    const ids = await seedPapers(t.store, 48);
    // Four of the oldest-seeded papers are accepted at a 2026 edition: they go first.
    const first = ids.slice(0, 4);
    await t.store.db.insertInto('paper_venues').values(first.map((id) => ({
      paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted',
      presentation: null, source: 'comments', evidence: 'ICML 2026', verified: 0,
    }))).execute();
    fake = await startFakeLlm({ script: () => ({ delayMs: 20 }) });
    // Bound of 2 jobs of 4 papers: 48 papers need 12 jobs, so at least 6 sweeps; the periodic sweep (10 minutes) never fires here.
    const config = testConfig(fake.url, { PAPERBOARD_BACKLOG_JOBS: '2', PAPERBOARD_ENRICH_JOB_PAPERS: '4', PAPERBOARD_LLM_BATCH: '4' });
    const seen = { backlog: [] as number[], sweeps: 0 };
    const workers = kind === 'sqlite' ? 1 : 2;
    const started = Date.now();
    for (let w = 0; w < workers; w++) {
      const jobs = watched(await makeJobs(), seen);
      await registerTasks(jobs, { store: t.store, config, llm: createLlm(config) });
      await jobs.start();
    }
    await until(async () => { if (process.env.DEBUG_REFILL) console.log(JSON.stringify(await open[0].taskCounts()), seen.sweeps, fake!.calls.length); return [...(await paperEnrichments(t.store, ids)).values()].every((e) => e.pending.length === 0 && e.summary_zh); });
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(30); // the 10 s re-check alone would need ≥ 60 s for 6 sweeps
    expect(seen.sweeps).toBeGreaterThanOrEqual(6);
    expect(seen.backlog.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...seen.backlog)).toBeLessThanOrEqual(2);
    const sent = fake.calls.flatMap((c) => c.papers.map((p) => p.title));
    expect(sent.length).toBe(48); // no paper asked about twice
    expect(new Set(sent).size).toBe(48);
    const titles = await t.store.db.selectFrom('papers').select('title').where('id', 'in', first).execute();
    // They went out together in one of the first requests (jobs of the first sweep run side by side: 2 per worker).
    const at = fake.calls.findIndex((c) => c.papers.some((p) => p.title === titles[0].title));
    expect(fake.calls[at].papers.map((p) => p.title).sort()).toEqual(titles.map((r) => r.title).sort());
    expect(at).toBeLessThan(2 * workers);
  }, 90_000);

  it('refills the affiliation queue at the pace of the (local) arXiv, never above the bound, accepted papers first', async () => {
    // A local "arXiv" with none of the files: each paper is tried (HTML, e-print, PDF), stored as having no source.
    const asked: string[] = [];
    const server = http.createServer((req, res) => { asked.push(req.url!); res.writeHead(404).end('not found'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-refill-'));
    try {
      const ids = Array.from({ length: 12 }, (_, i) => `2605.${String(10001 + i)}`);
      await upsertPapers(t.store, ids.map((id) => recordFromSnapshot({ id, title: `Paper ${id}`, abstract: 'x', authors: 'A. Author', categories: 'cs.LG',
        versions: [{ version: 'v1', created: 'Mon, 1 May 2023 00:00:00 GMT' }] }, 'test')));
      // All are venue papers; the two oldest are accepted, the others only submitted: the accepted go first.
      await t.store.db.insertInto('paper_venues').values(ids.map((id, i) => ({ paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main',
        workshop: null, status: i < 2 ? 'accepted' : 'submitted', presentation: null, source: 'comments', evidence: null, verified: 0 }))).execute();
      const config = loadConfig({ ...t.env, PAPERBOARD_ARXIV_WEB_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}`, PAPERBOARD_ARXIV_GAP_MS: '0',
        PAPERBOARD_FRONT_MATTER_CACHE: cacheDir, PAPERBOARD_BACKLOG_JOBS: '2', LOG_LEVEL: 'silent' });
      const seen = { backlog: [] as number[], sweeps: 0 };
      const jobs = watched(await makeJobs(), seen);
      await registerAffiliationTasks(jobs, { store: t.store, config, llm: null });
      await jobs.start();
      const started = Date.now();
      await until(async () => Number((await t.store.db.selectFrom('paper_affiliation_sources').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) === 12);
      expect((Date.now() - started) / 1000).toBeLessThan(30); // the hourly sweep never fired; the 10 s re-check alone needs ≥ 60 s
      expect(seen.sweeps).toBeGreaterThanOrEqual(6);
      expect(Math.max(...seen.backlog)).toBeLessThanOrEqual(2);
      const firstTwo = [...new Set(asked.map((u) => /(\d{4}\.\d{5})/.exec(u)![1]))].slice(0, 2).sort();
      expect(firstTwo).toEqual(ids.slice(0, 2));
      expect(asked.filter((u) => u.startsWith('/html/')).length).toBe(12); // each paper tried once
    } finally {
      // The workers stop before their local arXiv and cache go: a job failing on them at teardown would have pg-boss
      // record the failure (a query it does not await) while the test's database is being dropped.
      for (const j of open.splice(0)) await j.stop();
      server.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 90_000);
});
