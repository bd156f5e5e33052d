// Issue 17 item 2: when arXiv does not answer, `paperboard status` and /admin say so with numbers, not only the log.
// A local "arXiv" answers 503 to paper files (affiliations) and a closed port refuses the search API (title look-ups);
// the jobs run once in this process (the job runner records the hosts' health in the store), and a separate
// `paperboard status` process and /admin over a real HTTP server read it from the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { listen } from '../helpers/server.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { createJobs, type Jobs } from '../../src/jobs/jobs.ts';
import { AFFILIATIONS_TASK, registerTasks as registerInstitutions } from '../../src/institutions/tasks.ts';
import { TITLES_TASK, registerTasks as registerHarvest } from '../../src/harvest/tasks.ts';
import { readHostHealth } from '../../src/arxiv/host-health-store.ts';
import { watchHosts } from '../../src/arxiv/client.ts';
import { createApp } from '../../src/web/app.tsx';

const run = promisify(execFile);
const BIN = new URL('../../bin/paperboard.js', import.meta.url).pathname;
const TOKEN = 'sources-test-token-0123456789';
const PAPERS = ['2606.00001', '2606.00002'];

async function until(cond: () => Promise<boolean>, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !(await cond());) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** /admin as a moderator sees it over HTTP: logs in with the token (CSRF cookie and field, session cookie), then GETs the page. */
async function adminPage(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => { for (const c of res.headers.getSetCookie()) { const [pair] = c.split(';'); const i = pair.indexOf('='); jar.set(pair.slice(0, i), pair.slice(i + 1)); } };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/admin/login`);
  keep(login);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await login.text())![1];
  const posted = await fetch(`${base}/admin/login`, {
    method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, secret: TOKEN, name: 'Mod', next: '/admin' }).toString(),
  });
  expect(posted.status).toBe(303);
  keep(posted);
  const page = await fetch(`${base}/admin`, { headers: { cookie: cookie() } });
  expect(page.status).toBe(200);
  return page.text();
}

describeStores('sources not answering: `paperboard status` and /admin say which, since when, how many requests failed, and what waits', (kind) => {
  let t: TestStore;
  let server: http.Server;
  let answering = false;
  let hits = 0;
  let web = '';
  let refused = '';
  let cacheDir: string;
  let config: Config;
  let jobs: Jobs;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    t = await createTestStore(kind);
    server = http.createServer((_req, res) => { hits++; if (answering) res.writeHead(404).end('not found'); else res.writeHead(503, { 'retry-after': '0' }).end('busy'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    web = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const port = await new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as AddressInfo).port; s.close(() => resolve(p)); }); });
    refused = `127.0.0.1:${port}`;
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-sources-'));
    const settings = {
      ...t.env, PAPERBOARD_ARXIV_WEB_URL: `http://${web}`, PAPERBOARD_ARXIV_API_URL: `http://${refused}/api/query`, PAPERBOARD_ARXIV_GAP_MS: '0',
      PAPERBOARD_ARXIV_BACKOFF_MS: '1', PAPERBOARD_FRONT_MATTER_CACHE: cacheDir, PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false',
      PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent', PAPERBOARD_LLM_MODEL: '', PAPERBOARD_ADMIN_TOKEN: TOKEN,
    };
    config = loadConfig(settings);
    env = { ...process.env, ...settings };
    const recs = PAPERS.map((id) => recordFromSnapshot({ id, title: `A Study of Widgets ${id}`, abstract: 'x', authors: 'A. Author', categories: 'cs.LG', versions: [{ version: 'v1', created: 'Mon, 1 Jun 2026 00:00:00 GMT' }] }, 'test'));
    await upsertPapers(t.store, recs);
    for (const id of PAPERS) {
      await t.store.db.insertInto('paper_venues').values({ paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: null, verified: 0 }).execute();
    }
    // the runner a serving SQLite process or `paperboard worker` makes: it records the hosts' health in the store
    jobs = await createJobs(t.store, config, { run: true, pollMs: 100, logger: pino({ level: 'silent' }), retryBaseSeconds: 60 });
    await registerInstitutions(jobs, { store: t.store, config, llm: null });
    await registerHarvest(jobs, { store: t.store, config, unmatched: async () => [{ key: 'icml-2026:1', title: 'A Made-up Survey of Sprockets' }] });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    watchHosts(undefined);
    server?.close();
    await t?.drop();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  const failedOnce = async (task: string) => (await jobs.taskCounts()).find((c) => c.task === task)?.failedLastDay === 1;
  const health = async (host: string) => (await readHostHealth(t.store)).find((h) => h.host === host);

  it('a host answering 503 and one refusing: not answering since when, failed requests, last reason; the work waiting has no time left', async () => {
    await jobs.enqueue(AFFILIATIONS_TASK, { paperId: PAPERS[0] }, { maxAttempts: 1 });
    await jobs.enqueue(TITLES_TASK, {}, { maxAttempts: 1 });
    await until(async () => (await failedOnce(AFFILIATIONS_TASK)) && (await failedOnce(TITLES_TASK)));
    // HTML, e-print and PDF, 5 attempts each; the search API 5 attempts. The recorder writes at most every few seconds.
    expect(hits).toBe(15);
    await until(async () => (await health(web))?.failures === 15 && (await health(refused))?.failures === 5, 15_000);

    const table = (await run('node', [BIN, 'status'], { env })).stdout;
    expect(table).toMatch(new RegExp(`^affiliations\\s+2\\s+0\\s+0\\s+0\\s+0\\s+waiting for ${web}$`, 'm'));
    expect(table).toMatch(new RegExp(`^ {2}${web}: not answering since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC, \\d+ s ago \\(15 failed requests; last: HTTP 503\\); waiting for it: affiliations$`, 'm'));
    expect(table).toMatch(new RegExp(`^ {2}${refused}: not answering since .* \\(5 failed requests; last: network error: .*ECONNREFUSED.*\\); waiting for it: title look-ups, harvest$`, 'm'));
    const json = JSON.parse((await run('node', [BIN, 'status', '--json'], { env })).stdout);
    expect(json.work.find((r: { kind: string }) => r.kind === 'affiliations')).toMatchObject({ remaining: 2, etaSeconds: null, waitingFor: [web] });
    expect(json.sources.find((s: { host: string }) => s.host === web)).toMatchObject({ answering: false, failures: 15, lastError: 'HTTP 503', lastStatus: 503, lastSuccessAt: null, neededBy: ['affiliations'] });

    const site = await listen(await createApp({ store: t.store, config, jobs }));
    try {
      const page = await adminPage(site.url);
      expect(page).toMatch(new RegExp(`data-kind="affiliations">.*?<td class="eta">等待 ${web} 响应 waiting for ${web}</td>`));
      expect(page).toMatch(new RegExp(`<li class="source-failing" data-host="${web}"><small><strong>无响应 not answering · </strong>${web}：自 [^<]*起无响应（15 次请求失败；最近：HTTP 503）；等待它的任务：机构 · ${web}: not answering since [^<]*\\(15 failed requests; last: HTTP 503\\); waiting for it: affiliations</small></li>`));
      expect(page).toMatch(new RegExp(`data-host="${refused}">.*?5 failed requests; last: network error: [^<]*ECONNREFUSED`));
    } finally {
      await site.close();
    }
  }, 90_000);

  it('once the host answers again (a 404 is an answer): "answering", and the time left comes back', async () => {
    answering = true;
    await jobs.enqueue(AFFILIATIONS_TASK, { paperId: PAPERS[1] }, { maxAttempts: 1 });
    await until(async () => (await health(web))?.failingSince === null);
    await until(async () => (await t.store.db.selectFrom('paper_affiliation_sources').select('paper_id').execute()).length === 1);
    const table = (await run('node', [BIN, 'status'], { env })).stdout;
    expect(table).toMatch(new RegExp(`^affiliations\\s+1\\s+\\d+\\s+\\d+\\s+1\\s+1\\s+1 h 00 min$`, 'm'));
    expect(table).toMatch(new RegExp(`^ {2}${web}: answering \\(last answer .* UTC, \\d+ s ago\\); needed by: affiliations$`, 'm'));
    expect(table).toMatch(new RegExp(`^ {2}${refused}: not answering since`, 'm'));
  }, 60_000);
});
