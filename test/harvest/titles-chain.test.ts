import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { queueFor } from '../helpers/queues.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { loadConfig } from '../../src/config.ts';
import { ArxivClient } from '../../src/arxiv/client.ts';
import { registerTasks, TITLES_TASK } from '../../src/harvest/tasks.ts';
import { storeList } from '../../src/venues/lists/match-list.ts';
import { ReplayServer } from './replay-server.ts';

const EMPTY_FEED = '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">'
  + '<title>arXiv Query</title><opensearch:totalResults>0</opensearch:totalResults><opensearch:startIndex>0</opensearch:startIndex></feed>';

describeStores('title look-ups chain their jobs until every unmatched entry is looked up', (kind) => {
  let t: TestStore;
  let server: ReplayServer;
  let jobs: Jobs;
  beforeEach(async () => { t = await createTestStore(kind); server = await new ReplayServer().start(); server.atom = () => ({ status: 200, body: EMPTY_FEED }); });
  afterEach(async () => { await jobs?.stop(); await server.stop(); await t.drop(); });

  it('a full job enqueues the next at once; the last, short one stops', async () => {
    const entry = (title: string) => ({ title, authors: ['Ada Lovelace'], track: 'main', presentation: null, externalId: null });
    await storeList(t.store, { venue: 'ICML', year: 2026, file: 'x.csv', format: 'csv' }, ['Alpha Learning', 'Beta Attention', 'Gamma Flows', 'Delta Graphs', 'Epsilon Agents'].map(entry));
    const config = loadConfig({ PAPERBOARD_ARXIV_API_URL: `${server.url}/api/query`, PAPERBOARD_HARVEST_SCHEDULE: 'true', LOG_LEVEL: 'silent' });
    jobs = await queueFor(kind, t, kind === 'sqlite' ? { pollMs: 50 } : { run: true, pollMs: 500 });
    await registerTasks(jobs, { store: t.store, config, client: new ArxivClient({ contact: config.contact, gapMs: 0 }), titlesPerJob: 2 });
    await jobs.enqueue(TITLES_TASK, {});
    await jobs.start();
    const looked = async () => Number((await t.store.db.selectFrom('harvest_title_lookups').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const end = Date.now() + 30_000;
    while ((await looked()) < 5 || (await jobs.waiting(TITLES_TASK, 10)).length) {
      if (Date.now() > end) throw new Error(`timed out: ${await looked()} looked up`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // 5 entries, 2 per job: jobs of 2, 2 and 1 (the short one enqueues no other).
    const done = (await jobs.taskCounts()).find((c) => c.task === TITLES_TASK);
    expect(done?.doneLastHour).toBe(3);
    expect(server.requests.filter((r) => r.query.get('search_query')).length).toBe(5);
  }, 60_000);
});
