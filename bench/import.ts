// npm run bench:import [-- --copies K] [-- --db sqlite|postgres|both]
// Imports the shared snapshot sample (K synthetic copies with shifted ids) into a fresh store per database and
// prints one JSON line per database: records stored per second, records searchable per second, peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { searchPapers } from '../src/papers/search.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '1' }, db: { type: 'string', default: 'both' }, file: { type: 'string' } } });
const SAMPLE = values.file ?? path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const copies = Number(values.copies);

/** Writes K copies of the sample with ids shifted into a synthetic range (copy 0 keeps the real ids). */
async function syntheticFile(k: number): Promise<string> {
  if (k <= 1) return SAMPLE;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-')), `x${k}.jsonl`);
  const w = fs.createWriteStream(out);
  let g = 0;
  for (let c = 0; c < k; c++) {
    for await (const line of readline.createInterface({ input: fs.createReadStream(SAMPLE) })) {
      if (!line) continue;
      if (c === 0) { w.write(`${line}\n`); continue; }
      const id = syntheticId(g);
      g++;
      if (!w.write(line.replace(/^\{"id":"[^"]+"/, `{"id":"${id}"`) + '\n')) await new Promise<void>((r) => w.once('drain', () => r()));
    }
  }
  await new Promise<void>((r) => w.end(() => r()));
  return out;
}


const file = await syntheticFile(copies);
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

/** The n-th synthetic arXiv id (2090-01 on, 99,999 a month): well formed, so the importer accepts it as arXiv would. */
function syntheticId(n: number): string {
  const block = Math.floor(n / 99999);
  return `${90 + Math.floor(block / 12)}${String((block % 12) + 1).padStart(2, '0')}.${String((n % 99999) + 1).padStart(5, '0')}`;
}
