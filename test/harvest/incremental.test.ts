import { afterAll, beforeAll, expect, it } from 'vitest';
import { Hono } from 'hono';
import pino from 'pino';
import { sql } from 'kysely';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { loadConfig } from '../../src/config.ts';
import { ArxivClient } from '../../src/arxiv/client.ts';
import { VirtualClock } from '../../src/arxiv/clock.ts';
import { harvestTasks } from '../../src/harvest/tasks.ts';
import { setOfCategory } from '../../src/harvest/incremental.ts';
import { mount } from '../../src/web/routes/admin-harvest.tsx';
import { oaiRecordsOf, ReplayServer } from './replay-server.ts';
import { InFlight } from '../../src/jobs/jobs.ts';
import { queueFor } from '../helpers/queues.ts';
import { AFFILIATIONS_SWEEP_TASK } from '../../src/institutions/tasks.ts';
import { ENRICH_SWEEP_TASK } from '../../src/enrich/tasks.ts';

const RECORDS = oaiRecordsOf('arxiv-oai-harvester/ListRecords_arXivRaw.xml');

it('maps categories to OAI sets', () => {
  expect(['cs.LG', 'stat.ML', 'hep-th', 'astro-ph.CO', 'math.ST'].map(setOfCategory)).toEqual(['cs', 'stat', 'physics:hep-th', 'physics:astro-ph', 'math']);
});

describeStores('scheduled harvest tasks and the harvest admin page', (kind) => {
  let t: TestStore;
  let server: ReplayServer;
  beforeAll(async () => {
    t = await createTestStore(kind);
    server = await new ReplayServer().start();
    server.setOaiRecords(RECORDS, 100);
  });
  afterAll(async () => { await server.stop(); await t.drop(); });

  it('harvest.incremental walks each set from its high-water mark, keeps only the configured categories, and is safe to run twice', async () => {
    const config = loadConfig({ PAPERBOARD_ARXIV_OAI_URL: `${server.url}/oai`, PAPERBOARD_HARVEST_CATEGORIES: 'cs.DS,cs.LG,stat.ML' });
    const clock = new VirtualClock();
    const client = new ArxivClient({ contact: config.contact, gapMs: config.arxivGapMs, clock });
    const jobs = await queueFor(kind, t, { run: false });
    const tasks = harvestTasks({ store: t.store, config, client, jobs });
    const helpers = new InFlight('1', pino({ level: 'silent' })).helpers(1);
    await tasks['harvest.incremental']({}, helpers);
    // the harvested papers' affiliation sweep is queued at once (no model configured: no enrichment sweep)
    expect((await jobs.waiting(AFFILIATIONS_SWEEP_TASK, 10)).length).toBe(1);
    expect((await jobs.waiting(ENRICH_SWEEP_TASK, 10)).length).toBe(0);
    await jobs.stop();
    const first = server.requests.filter((r) => r.query.get('metadataPrefix'));
    expect(first.map((r) => r.query.get('set'))).toEqual(['cs', 'stat']);
    const today = new Date().toISOString().slice(0, 10);
    expect(first[0].query.get('until')).toBe(today);
    const n = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM papers`.execute(t.store.db)).rows[0].n);
    expect(n).toBeGreaterThan(0);
    const cats = await t.store.db.selectFrom('papers').select('categories').execute();
    for (const c of cats) expect(c.categories!.split(' ').some((x) => ['cs.DS', 'cs.LG', 'stat.ML'].includes(x))).toBe(true);

    await tasks['harvest.incremental']({}, helpers);
    const second = server.requests.filter((r) => r.query.get('metadataPrefix')).slice(2);
    expect(second.map((r) => r.query.get('from'))).toEqual([today, today]);
    expect(Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM papers`.execute(t.store.db)).rows[0].n)).toBe(n);
    await tasks['harvest.titles']({}, helpers);
  });

  it('shows runs, sets, cursors and the next run on /admin/harvest', async () => {
    const config = loadConfig({ PAPERBOARD_HARVEST_CATEGORIES: 'cs.DS,cs.LG,stat.ML' });
    const app = new Hono();
    mount(app, { store: t.store, config });
    const res = await app.request('/admin/harvest');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Next incremental harvest');
    expect(html).toMatch(/<code>cs<\/code> \(cs\.DS, cs\.LG\): 已抓取至 harvested through \d{4}-\d{2}-\d{2}/);
    expect(html).toContain('oai:stat:');
    const json = await (await app.request('/admin/harvest.json')).json();
    expect(json.runs.length).toBe(4);
    expect(json.runs.every((r: { status: string }) => r.status === 'done')).toBe(true);
    expect(json.next.incremental).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('says on /admin/harvest that scheduled harvests are off when they are, not a next run that will never come', async () => {
    const app = new Hono();
    mount(app, { store: t.store, config: loadConfig({ PAPERBOARD_HARVEST_SCHEDULE: 'false' }) });
    const html = await (await app.request('/admin/harvest')).text();
    expect(html).not.toContain('Next incremental harvest');
    expect(html).toContain('定时抓取与标题检索已关闭 · Scheduled harvests and title look-ups are off (PAPERBOARD_HARVEST_SCHEDULE=false)');
    expect((await (await app.request('/admin/harvest.json')).json()).next).toBeNull();
  });
});
