import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { seedPapers, testConfig } from '../enrich/fixture.ts';
import { agent, login } from '../corrections/fixture.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { queueFor } from '../helpers/queues.ts';
import { allWorkStatus } from '../../src/jobs/work-kinds.ts';
import type { WorkStatus } from '../../src/jobs/work-progress.ts';
import { AFFILIATIONS_TASK } from '../../src/institutions/tasks.ts';
import { ENRICH_TASK } from '../../src/enrich/tasks.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { ENRICH_PROMPT_VERSION, TASKS } from '../../src/enrich/prompts.ts';
import { createApp } from '../../src/web/app.tsx';

const run = promisify(execFile);
const BIN = new URL('../../bin/paperboard.js', import.meta.url).pathname;
const LLM = { PAPERBOARD_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model' };
const TOKEN = 'status-test-token-0123456789';

describeStores('background work status', (kind) => {
  let t: TestStore;
  let jobs: Jobs;
  beforeEach(async () => {
    t = await createTestStore(kind);
    jobs = await queueFor(kind, t, { run: false });
  });
  afterEach(async () => { await jobs.stop(); await t.drop(); });

  async function seed(): Promise<string[]> {
    const ids = await seedPapers(t.store, 10);
    // 6 venue papers, 2 of them with affiliations read now; 3 papers fully enriched now.
    await t.store.db.insertInto('paper_venues').values(ids.slice(0, 6).map((id) => ({
      paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted',
      presentation: null, source: 'comments', evidence: 'ICML 2026', verified: 0,
    }))).execute();
    const now = new Date().toISOString();
    await t.store.db.insertInto('paper_affiliation_sources').values(ids.slice(0, 2).map((id) => ({ paper_id: id, version: 1, source: 'html', n_authors: 3, extracted_at: now }))).execute();
    for (const id of ids.slice(0, 3)) {
      const v = Number((await t.store.db.selectFrom('papers').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
      for (const task of TASKS) await saveEnrichment(t.store, { paperId: id, version: v, task, model: 'fake-model', promptVersion: ENRICH_PROMPT_VERSION, attempts: 1, callId: null, value: 'v' });
    }
    await jobs.enqueue(ENRICH_TASK, { paperIds: ids.slice(3, 7) });
    await jobs.enqueue(ENRICH_TASK, { paperIds: ids.slice(7) });
    return ids;
  }

  it('gives per kind of work what is left, queued, done in the last hour, failures and the time left at that pace', async () => {
    await seed();
    const rows = await allWorkStatus(t.store, testConfig('http://127.0.0.1:9/v1'), jobs);
    const by = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(by.enrichment).toMatchObject({ remaining: 7, doneLastHour: 3, failures: 0, queued: 2, running: 0, etaSeconds: 8400 });
    // Venue papers: the 6 marked plus any whose comments name a venue (detected on import).
    const venue = Number((await t.store.db.selectFrom('paper_venues').select(({ fn }) => fn.count<number>('paper_id').distinct().as('n')).executeTakeFirstOrThrow()).n);
    expect(venue).toBeGreaterThanOrEqual(6);
    expect(by.affiliations).toMatchObject({ remaining: venue - 2, doneLastHour: 2, failures: 0, etaSeconds: ((venue - 2) / 2) * 3600 });
    expect(by.titles).toMatchObject({ remaining: 0, etaSeconds: 0 });
    const off = await allWorkStatus(t.store, testConfig('http://127.0.0.1:9/v1', { PAPERBOARD_LLM_MODEL: '' }), jobs);
    expect(off.find((r) => r.kind === 'enrichment')).toMatchObject({ remaining: null, etaSeconds: null });
  });

  it('`paperboard status` prints it, and /admin shows it to a moderator', async () => {
    await seed();
    const env = { ...process.env, ...t.env, ...LLM, LOG_LEVEL: 'silent', PAPERBOARD_IMPORT_SAMPLE: 'false' };
    const json = JSON.parse((await run('node', [BIN, 'status', '--json'], { env })).stdout);
    expect(json.work.find((r: { kind: string }) => r.kind === 'enrichment')).toMatchObject({ remaining: 7, queued: 2, doneLastHour: 3, etaSeconds: 8400 });
    const table = (await run('node', [BIN, 'status'], { env })).stdout;
    expect(table).toMatch(/^enrichment\s+7\s+2\s+0\s+3\s+0\s+2 h 20 min$/m);
    const config = testConfig('http://127.0.0.1:9/v1', { PAPERBOARD_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'silent' });
    const app = await createApp({ store: t.store, config, jobs });
    const mod = agent(app, { 'x-forwarded-for': '198.51.100.20' });
    expect(await login(mod, TOKEN)).toBe(303);
    const page = await mod.get('/admin');
    expect(page.text).toContain('Background work');
    expect(page.text).toMatch(/data-kind="enrichment"><td>[^<]+<\/td><td>7<\/td><td>2<\/td><td>0<\/td><td>3<\/td><td>0<\/td><td class="eta">2 小时 20 分钟 2 h 20 min<\/td>/);
  }, 60_000);

  it('says which work is failing and why: jobs waiting to retry and the last error, in `status`, its JSON and /admin', async () => {
    await jobs.stop();
    jobs = await queueFor(kind, t, { run: true, pollMs: 200, leaseSeconds: 30, retryBaseSeconds: 60 });
    jobs.register(AFFILIATIONS_TASK, async () => { throw new Error('html: GET https://arxiv.org/html/2606.00001v1 failed (getaddrinfo ENOTFOUND arxiv.org)'); });
    await jobs.start();
    await jobs.enqueue(AFFILIATIONS_TASK, { paperId: '2606.00001' }, { maxAttempts: 3 });
    await jobs.enqueue(AFFILIATIONS_TASK, { paperId: '2606.00002' }, { maxAttempts: 1 });
    const config = testConfig('http://127.0.0.1:9/v1');
    let row: WorkStatus | undefined;
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      row = (await allWorkStatus(t.store, config, jobs)).find((r) => r.kind === 'affiliations');
      if (row?.jobsRetrying === 1 && row.jobsFailedLastDay === 1) break;
    }
    expect(row).toMatchObject({ jobsRetrying: 1, jobsFailedLastDay: 1, queued: 1, running: 0 });
    expect(row!.lastError?.message).toContain('ENOTFOUND arxiv.org');
    expect(Date.now() - Date.parse(row!.lastError!.at)).toBeLessThan(60_000);
    // nothing else failed: the other kinds say nothing of errors
    expect((await allWorkStatus(t.store, config, jobs)).find((r) => r.kind === 'enrichment')).toMatchObject({ jobsRetrying: 0, lastError: null });

    const env = { ...process.env, ...t.env, ...LLM, LOG_LEVEL: 'silent', PAPERBOARD_IMPORT_SAMPLE: 'false' };
    const table = (await run('node', [BIN, 'status'], { env })).stdout;
    expect(table).toMatch(/^ {2}affiliations: 1 jobs failed in the last day; 1 waiting to retry; last error \d+ s ago: html: GET https:\/\/arxiv\.org\/html\/2606\.00001v1 failed \(getaddrinfo ENOTFOUND arxiv\.org\)$/m);
    expect(table).not.toMatch(/^ {2}enrichment: .*error/m);
    const json = JSON.parse((await run('node', [BIN, 'status', '--json'], { env })).stdout);
    expect(json.work.find((r: { kind: string }) => r.kind === 'affiliations')).toMatchObject({ jobsRetrying: 1, lastError: { message: expect.stringContaining('ENOTFOUND') } });

    const app = await createApp({ store: t.store, config: testConfig('http://127.0.0.1:9/v1', { PAPERBOARD_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'silent' }), jobs });
    const mod = agent(app, { 'x-forwarded-for': '198.51.100.21' });
    expect(await login(mod, TOKEN)).toBe(303);
    const page = (await mod.get('/admin')).text;
    expect(page).toMatch(/<li class="work-failing" data-kind="affiliations"><small><strong>机构 · Affiliations<\/strong>: 过去一天 1 个任务失败；1 个等待重试；最近一次错误在 \d+ 秒前 · 1 jobs failed in the last day; 1 waiting to retry; last error \d+ s ago: html: GET [^<]*ENOTFOUND arxiv\.org\)<\/small><\/li>/);
  }, 60_000);
});
