import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { ArxivClient } from '../../src/arxiv/client.ts';
import { VirtualClock } from '../../src/arxiv/clock.ts';
import { ArxivApiError, parseAtomPage } from '../../src/arxiv/atom.ts';
import { fetchSearchPage } from '../../src/arxiv/search.ts';
import { harvestIds, harvestSearch } from '../../src/arxiv/search-harvest.ts';
import { lookupTitles, titleQuery } from '../../src/arxiv/title-lookup.ts';
import { RAW, ReplayServer, type Reply } from './replay-server.ts';
import { dataVersion } from '../../src/web/distribution/data-version.ts';

const ATOM = path.join(RAW, 'api-atom');
const read = (f: string) => fs.readFileSync(path.join(ATOM, f), 'utf8');
const wrapped = (f: string): Reply => {
  const j = JSON.parse(read(f));
  return { status: j.status_code, body: j.body };
};
const byPrefix = (dir: string, prefix: string) => fs.readdirSync(path.join(ATOM, dir)).find((f) => f.startsWith(prefix) && f.endsWith('.body.xml'));
const EMPTY = `arxiv.py/${byPrefix('arxiv.py', 'id_0000.0000_')}`;
const TESTING_PAGES = [0, 10, 20, 30, 40, 50].map((s) => `arxiv.py/${byPrefix('arxiv.py', `q_testing_s${s}_m10_`)}`);

/** Routes search API requests to recorded responses (the real arXiv answers to the same requests). */
function route(q: URLSearchParams): Reply {
  const sq = q.get('search_query') ?? '';
  const ids = q.get('id_list') ?? '';
  if (sq === 'testing') return { body: read(TESTING_PAGES[Number(q.get('start')) / 10]) };
  if (sq.includes('checkerboard')) return { body: read('arxiv.py-2016/search_query_au_del_maestro_AND_ti_checkerboard.xml') };
  if (sq.includes('criticality')) return { body: read('arxiv.py-2016/search_query_au_del_maestro_AND_ti_quantum_criticality.xml') };
  if (sq.startsWith('ti:')) return { body: read(EMPTY) };
  if (ids === 'abc') return wrapped(`arxiv.py/${byPrefix('arxiv.py', 'id_abc_')!.replace('.body.xml', '.json')}`);
  const file = byPrefix('arxiv.py', `id_${ids.replace(/[/,]/g, '_')}_s0_`);
  return file ? { body: read(`arxiv.py/${file}`) } : { status: 404, body: 'unknown route' };
}

describeStores('arXiv search API harvest', (kind) => {
  let t: TestStore;
  let server: ReplayServer;
  let client: ArxivClient;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => t.drop());
  afterEach(async () => {
    await server.stop();
    for (const table of ['papers', 'harvest_runs', 'harvest_title_lookups']) await sql`DELETE FROM ${sql.table(table)}`.execute(t.store.db);
  });
  async function start() {
    const clock = new VirtualClock();
    server = await new ReplayServer(() => clock.now()).start();
    server.atom = route;
    client = new ArxivClient({ contact: 'test@paperboard.test', gapMs: 3000, clock, maxAttempts: 2, backoffBaseMs: 1000 });
  }
  const base = () => `${server.url}/api/query`;
  const count = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM papers`.execute(t.store.db)).rows[0].n);

  it('pages a query with start/max_results, survives a 429 and resumes after a failure at the saved start', async () => {
    await start();
    server.faults.push({ match: (q) => q.get('start') === '10', reply: { status: 429, headers: { 'retry-after': '5' } } });
    server.faults.push({ match: (q) => q.get('start') === '30', reply: { status: 503 }, times: 2 });
    const err = await harvestSearch(t.store, client, 'testing', { baseUrl: base(), pageSize: 10, limit: 60 }).catch((e) => e);
    expect(err.code).toBe('ARXIV_RETRIES_EXHAUSTED');
    const run = await harvestSearch(t.store, client, 'testing', { baseUrl: base(), pageSize: 10, limit: 60 });
    expect(run).toMatchObject({ status: 'done', pages: 6, records: 60, total: 214881 });
    const expected = new Set(TESTING_PAGES.flatMap((f) => parseAtomPage(read(f), f).papers.map((p) => p.id)));
    expect(await count()).toBe(expected.size);
    expect(server.requests.map((r) => r.query.get('start'))).toEqual(['0', '10', '10', '20', '30', '30', '30', '40', '50']);
  });

  it('fetches id lists in batches, old-style ids included; an unknown id is an empty result', async () => {
    await start();
    const ids = ['1605.08386', '2104.12255v1', 'astro-ph/0601001', 'hep-ex/0406020v1', 'quant-ph/0201082v1', '0000.0000'];
    const run = await harvestIds(t.store, client, ids, { baseUrl: base(), batchSize: 1 });
    // 0000.0000 is no id arXiv issued (month 00, number 0): never requested, named in the run's params.
    expect(run).toMatchObject({ status: 'done', records: 5, inserted: 5, requests: 5 });
    expect(JSON.parse(run.params_json).rejected).toEqual(['0000.0000']);
    const p = await t.store.db.selectFrom('papers').selectAll().where('id', '=', 'astro-ph/0601001').executeTakeFirstOrThrow();
    expect(p).toMatchObject({ journal_ref: 'ActaAstron.56:1-50,2006', source: 'api-atom', primary_category: 'astro-ph' });
    const batched = await harvestIds(t.store, client, ['0808.05394', '1707.08567'], { baseUrl: base(), batchSize: 2 });
    expect(batched).toMatchObject({ status: 'done', records: 1, requests: 1 });
  });

  it('turns an API error entry into an error, never a paper', async () => {
    await start();
    const err = await fetchSearchPage(client, base(), { idList: ['abc'] }, 0, 100).catch((e) => e);
    expect(err).toBeInstanceOf(ArxivApiError);
    expect(err.message).toMatch(/incorrect id format for abc/);
    expect(await count()).toBe(0);
  });

  it('looks up unmatched list entries by title, stores matches and remembers every look-up', async () => {
    await start();
    const entries = [
      { key: 'l:1', title: 'From Stripe to Checkerboard Order on the Square Lattice in the Presence of Quenched Disorder', authors: ['A. Del Maestro'] },
      { key: 'l:2', title: 'A title that arXiv does not have', authors: [] },
      { key: 'l:3', title: 'Quantum criticality for extended nodes on a Bethe lattice in the large connectivity limit' },
    ];
    const run = await lookupTitles(t.store, client, entries, { baseUrl: base() });
    expect(run).toMatchObject({ status: 'done', records: 2, inserted: 2 });
    expect(server.requests[0].query.get('search_query')).toBe(titleQuery(entries[0].title));
    const rows = await t.store.db.selectFrom('harvest_title_lookups').selectAll().orderBy('entry_key').execute();
    expect(rows.map((r) => [r.entry_key, r.status, r.paper_id])).toEqual([['l:1', 'found', 'cond-mat/0603029'], ['l:2', 'not_found', null], ['l:3', 'found', '1111.2011']]);
    const again = await lookupTitles(t.store, client, entries, { baseUrl: base() });
    expect(again.requests).toBe(0);
    expect(server.requests).toHaveLength(3);
  });

  it('with a refresh interval title look-ups hold the data version the page caches follow, as an import does; the end moves it to live', async () => {
    await start();
    const entries = [
      { key: 'h:1', title: 'From Stripe to Checkerboard Order on the Square Lattice in the Presence of Quenched Disorder', authors: ['A. Del Maestro'] },
      { key: 'h:2', title: 'A title that arXiv does not have', authors: [] },
      { key: 'h:3', title: 'Quantum criticality for extended nodes on a Bethe lattice in the large connectivity limit' },
    ];
    const before = await dataVersion(t.store);
    const held: string[] = [];
    // Sampled after each look-up, as another process's cache would.
    const run = await lookupTitles(t.store, client, entries, { baseUrl: base(), refreshS: 3600, onEntry: async () => { held.push(await dataVersion(t.store)); } });
    expect(run).toMatchObject({ status: 'done', inserted: 2 });
    expect(held).toHaveLength(3);
    expect(held[0]).toMatch(/\|held /);
    expect(new Set(held).size).toBe(1); // two papers stored over three look-ups: one version
    const after = await dataVersion(t.store);
    expect(after).not.toMatch(/\|held /);
    expect(after).not.toBe(before);
    expect(await t.store.db.selectFrom('kv').select('key').where('key', 'like', 'import_hold%').execute()).toEqual([]);
    // Without the interval each stored paper moves it at once (PostgreSQL's statistics may move it in between too).
    await sql`DELETE FROM papers`.execute(t.store.db);
    await sql`DELETE FROM harvest_title_lookups`.execute(t.store.db);
    const initial = await dataVersion(t.store);
    const live: string[] = [];
    await lookupTitles(t.store, client, entries, { baseUrl: base(), onEntry: async () => { live.push(await dataVersion(t.store)); } });
    expect(live[0]).not.toMatch(/\|held /);
    expect(live[0]).not.toBe(initial);
    expect(live[2]).not.toBe(live[1]);
  });
});
