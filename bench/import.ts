// npm run bench:import [-- --copies K] [-- --db sqlite|postgres|both]
// Imports the shared snapshot sample (K synthetic copies with shifted ids) into a fresh store per database and
// prints one JSON line per database: records stored per second, records searchable per second, peak RSS.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { searchPapers } from '../src/papers/search.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { syntheticFile } from './synthetic-file.ts';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '1' }, db: { type: 'string', default: 'both' }, file: { type: 'string' } } });
const SAMPLE = values.file ?? path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const copies = Number(values.copies);

const file = await syntheticFile(SAMPLE, copies);
const kinds = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db!];
for (const kind of kinds) {
  const { store, drop } = await freshStore(kind);
  let peak = 0;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  const s = await importFile(store, file, { batchSize: 2000 });
  const probe = await searchPapers(store, 'transformer', 1, 10);
  clearInterval(timer);
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of ['transformer', 'diffusion model', 'reinforcement learning', 'graph neural network', 'large language models', 'federated',
      'contrastive', '"in-context learning"', 'benchmark', 'quantum', 'attention', 'robot', 'protein', '学习', '联邦学习']) {
      const t0 = performance.now();
      await searchPapers(store, q, 1, 50);
      if (round > 0) times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  peak = Math.max(peak, process.memoryUsage().rss);
  const records = s.inserted + s.updated + s.unchanged;
  console.log(JSON.stringify({
    bench: 'import', db: kind, records, records_per_s: Math.round(records / (s.storedMs / 1000)),
    searchable_per_s: Math.round(records / (s.totalMs / 1000)), peak_rss_mb: Math.round(peak / 1048576), search_probe_hits: probe.total,
    search_ms_p50: +times[Math.floor(times.length / 2)].toFixed(1), search_ms_p95: +times[Math.floor(times.length * 0.95)].toFixed(1),
  }));
  await drop();
}
if (file !== SAMPLE) fs.rmSync(path.dirname(file), { recursive: true });
