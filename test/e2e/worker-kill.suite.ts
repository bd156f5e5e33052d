// A `paperboard worker` killed with SIGKILL in the middle of enrichment and affiliation jobs, then replaced by another:
// nothing is lost (every paper ends up done) and nothing is duplicated beyond the work that was in flight when the
// process died. The job lease is shortened (PAPERBOARD_JOB_LEASE_S=6) so the dead worker's jobs come back in seconds:
// as soon as the lease ends (or the replacement is up, if later), plus one supervisor round and one poll — never after
// a failed attempt's back-off (5–10 s on PostgreSQL before issue 17's fix: 38–41 s in all from the kill).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers } from '../enrich/fixture.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { queueFor } from '../helpers/queues.ts';
import { launch, until } from '../helpers/processes.ts';
import { FIXTURES } from '../helpers/data.ts';
import { ENRICH_TASK, enqueueEnrichment } from '../../src/enrich/tasks.ts';
import { paperEnrichments } from '../../src/enrich/enrichment-store.ts';
import { AFFILIATIONS_TASK, enqueueAffiliations } from '../../src/institutions/tasks.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { sql } from 'kysely';

const LEASE_S = 6;
/**
 * How long after its lease ends (or the replacement worker is up, if later) a dead worker's job may take to run again:
 * SQLite's runner sweeps stale leases on each 1 s tick and claims in the same tick; pg-boss's supervisor round is a
 * third of the lease (2 s), then a fetch loop polls every 2 s; plus 20 s for a loaded machine (at load 4 with two test
 * files beside it the affiliation jobs came back 12-13 s after the kill against a bound of 8.5-11.5 s then). What the
 * bound tells apart is a job handed back at once from one that waits out a failed attempt's back-off: the jobs are
 * enqueued with a back-off of RETRY_BASE_S (pg-boss takes it from the enqueuing process), far beyond the bound.
 */
const BACK_WITHIN_S = { sqlite: 1 + 20, postgres: 2 + 2 + 20 };
const RETRY_BASE_S = 120;

/** Whether a job of `task` that a dead worker had started runs again (its second attempt started or finished). */
async function retaken(kind: 'sqlite' | 'postgres', t: TestStore, task: string): Promise<boolean> {
  const q = kind === 'sqlite'
    ? sql<{ n: number }>`SELECT count(*) AS n FROM jobs WHERE task = ${task} AND attempts >= 2 AND state IN ('running', 'done')`
    : sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${task} AND retry_count >= 1 AND state IN ('active', 'completed')`;
  return Number((await q.execute(t.store.db)).rows[0].n) > 0;
}

/**
 * Starts the replacement worker right after the kill and measures, from the kill, when it was up and when the dead
 * worker's jobs ran again; asserts the bound.
 */
function replace(kind: 'sqlite' | 'postgres', t: TestStore, task: string, env: NodeJS.ProcessEnv, killedAt: number) {
  const b = launch(['worker', '--concurrency', '2'], env);
  let upS = Infinity;
  let seen = '';
  b.child.stdout!.on('data', (d) => { seen += d; if (upS === Infinity && seen.includes('"msg":"worker started"')) upS = (Date.now() - killedAt) / 1000; });
  const back = (async () => {
    await until(() => retaken(kind, t, task), 100_000);
    const backS = (Date.now() - killedAt) / 1000;
    await until(() => upS < Infinity); // its first jobs may run before it says so
    expect(backS, `back ${backS} s after the kill; the worker was up at ${upS} s`).toBeLessThanOrEqual(Math.max(LEASE_S, upS) + BACK_WITHIN_S[kind]);
    return { upS, backS };
  })();
  return { ...b, back };
}

const QUIET = { PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', LOG_LEVEL: 'info', PAPERBOARD_JOB_LEASE_S: String(LEASE_S) };
const LLM = { PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_TIMEOUT_MS: '30000' };

export const WORKER_KILL = 'worker killed with SIGKILL, then replaced';

/** The suite on one store; run as worker-kill-sqlite.test.ts and worker-kill-postgres.test.ts, so both test workers can run it at once. */
export function workerKill(kind: 'sqlite' | 'postgres'): void {
  let t: TestStore;
  let jobs: Jobs;
  let fake: FakeLlm | undefined;
  const children: ChildProcess[] = [];
  beforeEach(async () => {
    t = await createTestStore(kind);
    jobs = await queueFor(kind, t, { run: false, retryBaseSeconds: RETRY_BASE_S });
  });
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await jobs.stop();
    await fake?.close();
    fake = undefined;
    await t.drop();
  });

  it('enrichment: every paper is enriched; only papers of the requests in flight at the kill are asked twice', async () => {
    const ids = await seedPapers(t.store, 16);
    await enqueueEnrichment(jobs, t.store, ids, 4); // 4 jobs of 4 papers, 2 requests of 2 papers each
    const asked = new Map<string, number>();
    fake = await startFakeLlm({ script: (call) => { for (const p of call.papers) asked.set(p.title, (asked.get(p.title) ?? 0) + 1); return { delayMs: 400 }; } });
    const titles = new Map((await t.store.db.selectFrom('papers').select(['id', 'title']).where('id', 'in', ids).execute()).map((r) => [r.id, r.title.replace(/\s+/g, ' ').trim()]));
    const env = { ...process.env, ...t.env, ...QUIET, ...LLM, PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_BATCH: '2' };
    const killAfter = 1 + Math.floor(Math.random() * 4); // a random moment: after the 1st to 4th request reached the model
    const a = launch(['worker', '--concurrency', '2'], env);
    children.push(a.child);
    await until(() => fake!.calls.length >= killAfter);
    a.child.kill('SIGKILL');
    const killed = await a.exit;
    expect(killed.signal).toBe('SIGKILL');
    const killedAt = Date.now();
    // Papers sent before the kill whose answer was not stored: the work in flight, the only papers that may be asked again.
    const before = await paperEnrichments(t.store, ids);
    const inFlight = new Set(ids.filter((id) => (asked.get(titles.get(id)!) ?? 0) > 0 && before.get(id)!.pending.length > 0).map((id) => titles.get(id)!));
    const b = replace(kind, t, ENRICH_TASK, env, killedAt);
    children.push(b.child);
    const { upS, backS } = await b.back;
    await until(async () => [...(await paperEnrichments(t.store, ids)).values()].every((e) => e.pending.length === 0), 90_000);
    const recoveredS = (Date.now() - killedAt) / 1000;
    await until(async () => (await jobs.waiting(ENRICH_TASK, 10)).length === 0, 30_000);
    const e = await paperEnrichments(t.store, ids);
    expect([...e.values()].every((x) => x.summary_zh && x.title_zh)).toBe(true);
    for (const id of ids) expect(asked.get(titles.get(id)!) ?? 0, id).toBeGreaterThanOrEqual(1);
    const twice = [...asked].filter(([, n]) => n > 1).map(([title]) => title);
    for (const title of twice) expect(inFlight.has(title), `${title} asked twice but was not in flight at the kill`).toBe(true);
    expect(Math.max(...asked.values())).toBeLessThanOrEqual(2);
    console.log(JSON.stringify({ test: 'worker-kill:enrich', db: kind, killAfterRequests: killAfter, inFlight: inFlight.size, askedTwice: twice.length, upS, backS, recoveredS }));
  }, 150_000);

  it('affiliations: every paper gets its affiliations; only papers in flight at the kill are fetched twice', async () => {
    const papers = path.join(FIXTURES, 'papers');
    const read = (p: string) => fs.readFileSync(path.join(papers, p));
    const files: Record<string, { html?: Buffer; eprint?: Buffer; pdf?: Buffer }> = {
      '2304.14108': { html: read('html/latexml-generated/2304.14108/index.html') },
      '2002.10816': { html: read('html/latexml-generated/2002.10816/index.html'), eprint: zlib.gzipSync(read('latex/2002.10816/main.frontmatter.tex')) },
      '2302.07302': { pdf: read('pdf/2302.07302/paper.pdf') },
    };
    // The replayed arXiv answers slowly, so the kill lands while a paper is being fetched.
    const fetched = new Map<string, number>();
    const server = http.createServer((req, res) => {
      const m = /^\/(html|e-print|pdf)\/(\d{4}\.\d{5})v\d+$/.exec(req.url!);
      if (m?.[1] === 'html') fetched.set(m[2], (fetched.get(m[2]) ?? 0) + 1);
      const f = m && files[m[2]];
      const body = f && (m[1] === 'html' ? f.html : m[1] === 'pdf' ? f.pdf : f.eprint);
      setTimeout(() => {
        if (!body) res.writeHead(404).end('not found');
        else res.writeHead(200, { 'content-type': m[1] === 'html' ? 'text/html; charset=utf-8' : m[1] === 'pdf' ? 'application/pdf' : 'application/x-eprint-tar' }).end(body);
      }, 300);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-kill-fm-'));
    try {
      const ids = Object.keys(files);
      await upsertPapers(t.store, ids.map((id) => recordFromSnapshot({ id, title: `Paper ${id}`, abstract: 'x', authors: 'A. Author', categories: 'cs.LG', versions: [{ version: 'v1', created: 'Mon, 1 May 2023 00:00:00 GMT' }] }, 'test')));
      await enqueueAffiliations(jobs, t.store, ids);
      const env = { ...process.env, ...t.env, ...QUIET, PAPERBOARD_LLM_MODEL: '', PAPERBOARD_ARXIV_WEB_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        PAPERBOARD_ARXIV_GAP_MS: '0', PAPERBOARD_FRONT_MATTER_CACHE: cacheDir };
      const stored = async () => new Set((await t.store.db.selectFrom('paper_affiliation_sources').select('paper_id').execute()).map((r) => r.paper_id));
      const a = launch(['worker', '--concurrency', '2'], env);
      children.push(a.child);
      await until(() => fetched.size >= 1);
      a.child.kill('SIGKILL');
      expect((await a.exit).signal).toBe('SIGKILL');
      const killedAt = Date.now();
      // In flight: fetched, and not stored or stored by a job the dead worker had not yet recorded as finished (its retry
      // fetches the paper again, by design).
      const done = await stored();
      const unfinished = new Set((await jobs.waiting<{ paperId: string }>(AFFILIATIONS_TASK, 10)).map((p) => p.paperId));
      const inFlight = new Set([...fetched.keys()].filter((id) => !done.has(id) || unfinished.has(id)));
      const b = replace(kind, t, AFFILIATIONS_TASK, env, killedAt);
      children.push(b.child);
      const { upS, backS } = await b.back;
      await until(async () => (await stored()).size === ids.length, 90_000);
      const recoveredS = (Date.now() - killedAt) / 1000;
      await until(async () => (await jobs.waiting(AFFILIATIONS_TASK, 10)).length === 0, 30_000);
      for (const id of ids) expect(fetched.get(id) ?? 0, id).toBeGreaterThanOrEqual(1);
      const twice = [...fetched].filter(([, n]) => n > 1).map(([id]) => id);
      for (const id of twice) expect(inFlight.has(id), `${id} fetched twice but was not in flight at the kill`).toBe(true);
      expect(Math.max(...fetched.values())).toBeLessThanOrEqual(2);
      console.log(JSON.stringify({ test: 'worker-kill:affiliations', db: kind, inFlight: inFlight.size, fetchedTwice: twice.length, upS, backS, recoveredS }));
    } finally {
      server.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 150_000);
}
