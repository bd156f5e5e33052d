// npm run bench:feeds [-- --papers 100000] [-- --format digest]
// 1) Imports the bundled sample into a fresh SQLite store and times feeds and API answers for its ICML 2026 edition
//    (~500 papers): the first (uncached) request, then warm requests (p50 / p95), and the rebuild after a change.
// 2) Adds a synthetic edition of N papers (default 100,000) and streams its export to a file, sampling RSS, to show
//    that memory stays flat. Prints one JSON line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openStore } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';
import { importFile } from '../src/arxiv/import.ts';
import { SAMPLE_FILE } from '../src/main.ts';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/web/app.tsx';
import { exportSelection } from '../src/exports/run-export.ts';
import { isFormat } from '../src/exports/writer.ts';

const { values } = parseArgs({ options: { papers: { type: 'string', default: '100000' }, format: { type: 'string', default: 'csv' }, warm: { type: 'string', default: '50' } } });
const N = Number(values.papers);
const FORMAT = values.format!;
if (!isFormat(FORMAT)) throw new Error(`--format ${FORMAT}: not an export format`);
const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
const ms = (n: number) => Math.round(n * 100) / 100;

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

async function timeUrls(app: Awaited<ReturnType<typeof createApp>>, urls: string[], warm: number) {
  const out: Record<string, { first_ms: number; warm_p50_ms: number; warm_p95_ms: number; bytes: number }> = {};
  for (const url of urls) {
    let t = performance.now();
    const res = await app.request(`http://bench.local${url}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    const first = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < warm; i++) {
      t = performance.now();
      await (await app.request(`http://bench.local${url}`)).text();
      times.push(performance.now() - t);
    }
    out[url] = { first_ms: ms(first), warm_p50_ms: ms(quantile(times, 0.5)), warm_p95_ms: ms(quantile(times, 0.95)), bytes: body.length };
  }
  return out;
}

/** Adds N synthetic accepted papers of edition bench-2099 straight into SQLite (bench data, not product code). */
function addSyntheticEdition(db: import('better-sqlite3').Database, n: number): void {
  const paper = db.prepare(`INSERT INTO papers (id, version, title, abstract, authors, authors_json, categories, primary_category, comments, submitted_at, updated_at, hash, imported_at)
    VALUES (?, 1, ?, ?, ?, ?, 'cs.LG', 'cs.LG', 'Accepted at BENCH 2099', ?, ?, 'h', '2099-01-01')`);
  const venue = db.prepare(`INSERT INTO paper_venues (paper_id, venue, year, edition, track, status, source, evidence, verified) VALUES (?, 'BENCH', 2099, 'bench-2099', 'main', 'accepted', 'comments', 'Accepted at BENCH 2099', 0)`);
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = syntheticId(i);
      const authors = [`Author ${i} Álvarez`, `Co Author ${i % 97}`, 'Third Person'];
      const day = `2099-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      paper.run(id, `Synthetic paper ${i}: Learning & Inference with 100% $O(n)$ cost`, 'An abstract '.repeat(60), authors.join(', '), JSON.stringify(authors), day, day);
      venue.run(id);
    }
  })();
}

async function exportRun(store: ReturnType<typeof openStore>, dir: string) {
  const file = path.join(dir, `bench.${FORMAT}`);
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 25);
  const t = performance.now();
  const { chunks } = exportSelection(store, { kind: 'venue', edition: 'bench-2099', params: {} }, FORMAT as never, { title: 'BENCH 2099', source: 'bench', generatedAt: new Date().toISOString() }, { llmConfigured: false });
  const rssAt: Record<string, number> = {};
  const heapAt: Record<string, number> = {};
  async function* counted() {
    let n = 0;
    for await (const c of chunks) {
      if (++n % Math.max(1, Math.floor(N / 5)) === 0) { (globalThis as { gc?: () => void }).gc?.(); const m = process.memoryUsage(); rssAt[`${Math.round((100 * n) / N)}%`] = mb(m.rss); heapAt[`${Math.round((100 * n) / N)}%`] = mb(m.heapUsed); }
      yield c;
    }
  }
  await pipeline(Readable.from(counted()), fs.createWriteStream(file));
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    papers: N, format: FORMAT, seconds: ms((performance.now() - t) / 1000), file_mb: mb(fs.statSync(file).size),
    rss_before_mb: mb(base), rss_peak_mb: mb(peak), rss_growth_mb: mb(peak - base), rss_by_progress_mb: rssAt, heap_used_by_progress_mb: heapAt, heap_sampled_after_gc: typeof (globalThis as { gc?: unknown }).gc === 'function',
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-feeds-'));
  const store = openStore({ sqlitePath: path.join(dir, 'bench.db') });
  await migrate(store);
  await importFile(store, SAMPLE_FILE);
  const app = await createApp({ store, config: loadConfig({ PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' }) });
  const venuePapers = Number((await store.db.selectFrom('paper_venues').select((eb) => eb.fn.count('paper_id').distinct().as('n')).where('edition', '=', 'icml-2026').where('status', 'in', ['accepted', 'published']).executeTakeFirstOrThrow()).n);
  const urls = ['/feeds/venues/icml-2026.atom', '/feeds/venues/icml-2026.rss', '/api/v1/venues/icml-2026/papers?limit=200', '/api/v1/venues/icml-2026', '/feeds/search.atom?q=learning'];
  const cached = await timeUrls(app, urls, Number(values.warm));
  store.sqlite!.prepare(`INSERT INTO paper_venues (paper_id, venue, year, edition, track, status, source, verified) SELECT paper_id, venue, year, edition, track, status, 'bench', 1 FROM paper_venues WHERE edition = 'icml-2026' LIMIT 1`).run();
  await new Promise((r) => setTimeout(r, 1100));
  let t = performance.now();
  await (await app.request('http://bench.local/feeds/venues/icml-2026.atom')).text();
  const rebuildMs = performance.now() - t;
  t = performance.now();
  addSyntheticEdition(store.sqlite!, N);
  const seedS = (performance.now() - t) / 1000;
  const exp = await exportRun(store, dir);
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const warmMax = Math.max(...Object.values(cached).map((c) => c.warm_p95_ms));
  console.log(JSON.stringify({
    bench: 'feeds', db: 'sqlite', venue_papers: venuePapers, requests: cached, warm_p95_max_ms: warmMax, target_ms: 50, meets_target: warmMax < 50,
    rebuild_after_change_ms: ms(rebuildMs), synthetic_seed_s: ms(seedS), export: exp,
  }));
}

await main();

/** The n-th synthetic arXiv id (2090-01 on, 99,999 a month): well formed, so the importer accepts it as arXiv would. */
function syntheticId(n: number): string {
  const block = Math.floor(n / 99999);
  return `${90 + Math.floor(block / 12)}${String((block % 12) + 1).padStart(2, '0')}.${String((n % 99999) + 1).padStart(5, '0')}`;
}
