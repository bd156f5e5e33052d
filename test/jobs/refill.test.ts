import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import { createTestStore, describeStores, testDatabaseUrl, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers, testConfig } from '../enrich/fixture.ts';
import { SqliteJobs } from '../../src/jobs/sqlite-runner.ts';
import { PgBossJobs } from '../../src/jobs/pg-boss-queue.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { ENRICH_SWEEP_TASK, ENRICH_TASK, registerTasks } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';

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
          if (task === ENRICH_SWEEP_TASK && id) seen.sweeps++;
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
    let j: Jobs;
    if (kind === 'sqlite') j = new SqliteJobs(t.store, { pollMs: 50, leaseSeconds: 30, logger: quiet, concurrency: 2 });
    else {
      const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.store.db)).rows[0].name;
      j = new PgBossJobs(testDatabaseUrl(name), { run: true, pollMs: 500, leaseSeconds: 30, logger: quiet, concurrency: 2 });
    }
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
});
