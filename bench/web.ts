// npm run bench:web — venue page with 500 papers and search latency on the shared sample, per database.
// Prints one JSON line per database: venue page (500 papers) p50/p95, search query p50/p95 (ranked ids + rows), whole search page p50/p95.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { parseArgs } from 'node:util';
import { openStore, type Store } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';
import { importFile } from '../src/arxiv/import.ts';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/web/app.tsx';
import { searchPapers } from '../src/papers/search.ts';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' }, runs: { type: 'string', default: '30' } } });
const SAMPLE = path.resolve(import.meta.dirname, '../../shared/data/arxiv/arxiv-snapshot-sample.jsonl');
const PG_URL = process.env.PAPERBOARD_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERIES = ['transformer', 'diffusion model', 'reinforcement learning', 'graph neural network', 'large language models', 'federated',
  'contrastive', '"in-context learning"', 'benchmark', 'vision language', 'quantum', 'attention', 'Smith', 'ICML 2026', 'robot', 'protein'];

async function freshStore(kind: string): Promise<{ store: Store; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-web-'));
    const store = openStore({ sqlitePath: path.join(dir, 'b.db') });
    await migrate(store);
    return { store, drop: async () => { await store.close(); fs.rmSync(dir, { recursive: true }); } };
  }
  const name = `pb_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString(), sqlitePath: '' });
  await migrate(store);
  return { store, drop: async () => { await store.close(); await admin.query(`DROP DATABASE ${name} WITH (FORCE)`); await admin.end(); } };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

for (const kind of values.db === 'both' ? ['sqlite', 'postgres'] : [values.db!]) {
  const { store, drop } = await freshStore(kind);
  await importFile(store, SAMPLE);
  const app = await createApp({ store, config: loadConfig({ PAPERBOARD_PAGE_SIZE: '500', LOG_LEVEL: 'silent' }) });
  const venueTimes: number[] = [];
  const runs = Number(values.runs);
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await app.request('/venues/cvpr-2025');
    await res.text();
    if (i >= 3) venueTimes.push(performance.now() - t0);
  }
  const papers = (await (await app.request('/venues/cvpr-2025')).text()).match(/<article class="paper"/g)?.length ?? 0;
  const searchTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      await (await app.request(`/search?q=${encodeURIComponent(q)}`)).text();
      if (i > 0) searchTimes.push(performance.now() - t0);
    }
  }
  const queryTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      await searchPapers(store, q, 1, 50);
      if (i > 0) queryTimes.push(performance.now() - t0);
    }
  }
  console.log(JSON.stringify({
    bench: 'web', db: kind, venue_papers_rendered: papers, venue_500_ms_p50: +pct(venueTimes, 50).toFixed(1), venue_500_ms_p95: +pct(venueTimes, 95).toFixed(1),
    search_queries: searchTimes.length, search_query_ms_p50: +pct(queryTimes, 50).toFixed(1), search_query_ms_p95: +pct(queryTimes, 95).toFixed(1),
    search_page_ms_p50: +pct(searchTimes, 50).toFixed(1), search_page_ms_p95: +pct(searchTimes, 95).toFixed(1),
  }));
  await drop();
}
