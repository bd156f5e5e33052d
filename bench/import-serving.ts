// npm run bench:import-serving [-- --copies K] [-- --nice 10,0]
// An import on the machine that serves the site, on SQLite: `paperboard serve` (the bundled sample) and, beside it,
// `paperboard import` of K synthetic copies of the shared snapshot sample into the same store. While the import runs,
// one client files reports (纠错) back to back and another reads pages (home, a paper, a static file). Prints one JSON
// line per PAPERBOARD_IMPORT_NICE value: the import's wall time, and per kind of request count, p50 / p99 / worst
// latency and errors (any non-2xx/3xx status or a refused request), with the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { syntheticFile } from './synthetic-file.ts';
import { APP_JS_URL } from '../src/web/routes/assets.ts';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '3' }, nice: { type: 'string', default: '10,0' } } });
const SAMPLE = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const BIN = path.resolve(import.meta.dirname, '../bin/paperboard.js');
const file = await syntheticFile(SAMPLE, Number(values.copies));

const freePort = () => new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });
const pct = (xs: number[], q: number) => (xs.length ? +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))].toFixed(1) : null);

interface Timings { ms: number[]; errors: Record<string, number> }
async function timed(t: Timings, f: () => Promise<Response>): Promise<void> {
  const t0 = performance.now();
  try {
    const r = await f();
    await r.arrayBuffer();
    if (r.status >= 400) t.errors[r.status] = (t.errors[r.status] ?? 0) + 1;
  } catch (err) {
    t.errors[(err as Error).message] = (t.errors[(err as Error).message] ?? 0) + 1;
  }
  t.ms.push(performance.now() - t0);
}
const summary = (t: Timings) => ({ n: t.ms.length, p50_ms: pct(t.ms, 0.5), p99_ms: pct(t.ms, 0.99), max_ms: pct(t.ms, 1), errors: t.errors });

for (const nice of values.nice!.split(',').map(Number)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-serving-'));
  const port = await freePort();
  const env = { ...process.env, PAPERBOARD_SQLITE_PATH: path.join(dir, 'p.db'), DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_REPORTS_PER_HOUR: '100000', PAPERBOARD_IMPORT_NICE: String(nice) };
  const server = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; (await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) !== 200; i++) {
    if (i > 1200) throw new Error('serve did not get ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  const ro = new Database(path.join(dir, 'p.db'), { readonly: true });
  const ids = ro.prepare('SELECT id FROM papers ORDER BY seq LIMIT 50').pluck().all() as string[];
  ro.close();
  const load = os.loadavg()[0];
  const t0 = performance.now();
  const importer = spawn(process.execPath, [BIN, 'import', '--no-progress', file], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let running = true;
  const done = new Promise<number>((resolve) => importer.on('exit', () => { running = false; resolve((performance.now() - t0) / 1000); }));
  const reports: Timings = { ms: [], errors: {} };
  const pages: Timings = { ms: [], errors: {} };
  const statics: Timings = { ms: [], errors: {} };
  const reporter = (async () => {
    for (let i = 0; running; i++) {
      await timed(reports, () => fetch(`${base}/api/v1/papers/${ids[i % ids.length]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ field: 'title_zh', proposed: `建议 ${i}` }) }));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const reader = (async () => {
    for (let i = 0; running; i++) {
      await timed(pages, () => fetch(i % 2 ? `${base}/` : `${base}/papers/${ids[i % ids.length]}`));
      await timed(statics, () => fetch(`${base}${APP_JS_URL}`));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const wall = await done;
  await Promise.all([reporter, reader]);
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ bench: 'import-serving', db: 'sqlite', import_nice: nice, copies: Number(values.copies), import_wall_s: +wall.toFixed(1),
    reports: summary(reports), pages: summary(pages), static: summary(statics), load_avg_1m: +load.toFixed(2) }));
}
if (file !== SAMPLE) fs.rmSync(path.dirname(file), { recursive: true });
