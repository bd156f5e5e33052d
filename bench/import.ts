// npm run bench:import [-- --copies K] [-- --db sqlite|postgres|both] [-- --vs-sqlite-utils]
// Imports the shared snapshot sample (K synthetic copies with shifted ids) into a fresh store per database and
// prints one JSON line per database: records stored per second, records searchable per second, wall time, peak RSS
// (the process's high-water mark: main thread and the import's threads) and the load average. --vs-sqlite-utils
// (SQLite only) then runs the `paperboard import` command on the same file (cli_*: its own process, without this
// benchmark's tsx loader) and sqlite-utils (`insert --nl` + `enable-fts`), adding their wall times, CPU times (user +
// sys, all threads) and peak RSS, so all three are measured under the same load. On a machine busy with other work the
// wall times follow the load; the CPU times, and their ratio (cli_vs_sqlite_utils_cpu), much less.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { searchPapers } from '../src/papers/search.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { syntheticFile } from './synthetic-file.ts';

/** /usr/bin/time's last line: user and system CPU seconds, peak RSS in KB. */
const TIME_FORMAT = '%U %S %M';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '1' }, db: { type: 'string', default: 'both' }, file: { type: 'string' },
  'vs-sqlite-utils': { type: 'boolean', default: false } } });
const SAMPLE = values.file ?? path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const copies = Number(values.copies);

const file = await syntheticFile(SAMPLE, copies);
const kinds = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db!];
for (const kind of kinds) {
  const { store, drop } = await freshStore(kind);
  const load = os.loadavg()[0];
  const s = await importFile(store, file);
  const probe = await searchPapers(store, 'transformer', 1, 10);
  const peak = process.resourceUsage().maxRSS * 1024;
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
  const vs: Record<string, number | string> = kind === 'sqlite' && values['vs-sqlite-utils'] ? { ...cliImport(file), ...sqliteUtils(file) } : {};
  if (typeof vs.cli_wall_s === 'number' && typeof vs.sqlite_utils_wall_s === 'number') {
    vs.cli_vs_sqlite_utils = +(vs.cli_wall_s / vs.sqlite_utils_wall_s).toFixed(2);
    vs.cli_vs_sqlite_utils_cpu = +((vs.cli_cpu_s as number) / (vs.sqlite_utils_cpu_s as number)).toFixed(2);
  }
  const records = s.inserted + s.updated + s.unchanged;
  console.log(JSON.stringify({
    bench: 'import', db: kind, records, records_per_s: Math.round(records / (s.storedMs / 1000)),
    searchable_per_s: Math.round(records / (s.totalMs / 1000)), wall_s: +(s.totalMs / 1000).toFixed(1), peak_rss_mb: Math.round(peak / 1048576),
    ...vs, load_avg_1m: +load.toFixed(2), search_probe_hits: probe.total,
    search_ms_p50: +times[Math.floor(times.length / 2)].toFixed(1), search_ms_p95: +times[Math.floor(times.length * 0.95)].toFixed(1),
  }));
  await drop();
}

function timeOutput(stderr: string): { cpuS: number; kb: number } {
  const [user, sys, kb] = stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return { cpuS: user + sys, kb };
}

/** The `paperboard import` command (dist/, as installed) into a fresh SQLite store: wall time, CPU time and peak RSS (main thread and its threads). */
function cliImport(file: string): Record<string, number | string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-cli-'));
  try {
    const t0 = performance.now();
    const r = spawnSync('/usr/bin/time', ['-f', TIME_FORMAT, process.execPath, path.resolve(import.meta.dirname, '../bin/paperboard.js'), 'import', '--no-progress', file],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', PAPERBOARD_SQLITE_PATH: path.join(dir, 'cli.db') } });
    if (r.status !== 0) return { cli: `paperboard import failed: ${r.stderr.slice(-200)}` };
    const { cpuS, kb } = timeOutput(r.stderr);
    return { cli_wall_s: +((performance.now() - t0) / 1000).toFixed(1), cli_cpu_s: +cpuS.toFixed(1), cli_peak_rss_mb: Math.round(kb / 1024) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** sqlite-utils loading `file` into a fresh database (insert --nl with id as key, then enable-fts): wall and CPU time of both steps, the peak RSS of either. */
function sqliteUtils(file: string): Record<string, number | string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-su-'));
  const db = path.join(dir, 'su.db');
  const run = (args: string[]) => {
    const t0 = performance.now();
    const r = spawnSync('/usr/bin/time', ['-f', TIME_FORMAT, 'sqlite-utils', ...args], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`sqlite-utils ${args[0]} failed: ${r.stderr || r.error}`);
    return { s: (performance.now() - t0) / 1000, ...timeOutput(r.stderr) };
  };
  try {
    const ins = run(['insert', db, 'papers', file, '--nl', '--pk', 'id']);
    const fts = run(['enable-fts', db, 'papers', 'title', 'authors', 'comments', 'abstract']);
    return { sqlite_utils_wall_s: +(ins.s + fts.s).toFixed(1), sqlite_utils_cpu_s: +(ins.cpuS + fts.cpuS).toFixed(1),
      sqlite_utils_peak_rss_mb: Math.round(Math.max(ins.kb, fts.kb) / 1024) };
  } catch (err) {
    return { sqlite_utils: (err as Error).message.slice(0, 200) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (file !== SAMPLE) fs.rmSync(path.dirname(file), { recursive: true });
