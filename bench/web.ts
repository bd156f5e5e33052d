// npm run bench:web — venue page with 500 papers and search latency on the shared sample, per database.
// Prints one JSON line per database: venue page (500 papers) p50/p95, search query p50/p95 (ranked ids + rows), whole search page p50/p95.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/web/app.tsx';
import { searchPapers } from '../src/papers/search.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' }, runs: { type: 'string', default: '30' } } });
const SAMPLE = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const QUERIES = ['transformer', 'diffusion model', 'reinforcement learning', 'graph neural network', 'large language models', 'federated',
  'contrastive', '"in-context learning"', 'benchmark', 'vision language', 'quantum', 'attention', 'Smith', 'ICML 2026', 'robot', 'protein'];


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
