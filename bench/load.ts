// npm run bench:load [-- --papers 1000000] [-- --db sqlite|postgres|both] [-- --seconds 20] [-- --concurrency 16,64,256]
//   [-- --report-rate 5] [-- --import-records 28248] [-- --rebuild] [-- --cpu-prof DIR]
// Serves a store of N papers (synthetic copies of the shared sample, built once with `paperboard import` and cached
// under the folder it prints) with the real built `paperboard serve` — SQLite: one `serve` (its web processes, one
// per core); PostgreSQL: two `serve` processes on two ports behind the same database — and drives a fixed mix of
// routes with autocannon at each concurrency for a bounded time, while reports (纠错, the API) are sent at a steady
// rate and `paperboard import` loads a further synthetic file. Prints one JSON line per database and concurrency:
// throughput, p50/p95/p99 per route, report p99, errors by status ("database is locked" counted apart, in answers
// and in the servers' logs), the load average. Then one line per database: the home page at the sample's size and
// at N papers, uncached, with the counts read as maintained and as a full scan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import autocannon from 'autocannon';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { openStore, type Store } from '../src/store/connection.ts';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/web/app.tsx';
import { importFile } from '../src/arxiv/import.ts';
import { SAMPLE_FILE } from '../src/main.ts';
import { scanEditionCounts } from '../src/store/migrations/012-store-counts.ts';
import { freshStore } from './fresh-store.ts';
import { cacheDir, importInto, loadStore, type LoadStore } from './load-store.ts';
import { syntheticFile } from './synthetic-file.ts';
import { routeMix } from './route-mix.ts';
import { pgBackendCpu } from './pg-backend-cpu.ts';

const { values } = parseArgs({
  options: {
    papers: { type: 'string', default: '1000000' }, db: { type: 'string', default: 'both' }, seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16,64,256' }, 'report-rate': { type: 'string', default: '5' }, 'import-records': { type: 'string', default: '28248' },
    rebuild: { type: 'boolean', default: false }, 'build-only': { type: 'boolean', default: false }, 'no-home': { type: 'boolean', default: false },
    // CPU profiles of the `serve` processes (each web process's too), written into DIR when they stop.
    'cpu-prof': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:load [-- options]
The site under load: a cached store of N papers served by the built \`paperboard serve\` (SQLite: one serve with its web
processes; PostgreSQL: two serve processes), autocannon over a fixed mix of routes at each concurrency, reports sent and
an import running meanwhile; one JSON line per database and concurrency on stdout, progress on stderr.
  --db sqlite|postgres|both   databases to measure (default both; PostgreSQL at PAPERBOARD_TEST_PG_URL or 127.0.0.1:5432)
  --papers N                  store size (default 1000000); built once and cached under PAPERBOARD_BENCH_CACHE
                              (default <tmp>/paperboard-bench-load); --rebuild builds it again
  --build-only                build (or check) the cached stores and exit: no load, no output line
  --concurrency 16,64,256     connections per level, comma-separated (default 16,64,256)
  --seconds S                 length of each level (default 20)
  --report-rate R             reports per second during each level (default 5)
  --import-records N          records imported during each level (default 28248; 0: no import)
  --no-home                   skip the closing home-page timings
  --cpu-prof DIR              CPU profiles of the serve processes, written to DIR when they stop
PAPERBOARD_BENCH_BIN=…/bin/paperboard.js runs another build's serve and import on the same store (to compare builds).
e.g. npm run bench:load -- --db sqlite --papers 1000000 --concurrency 64 --seconds 15`);
  process.exit(0);
}
const SAMPLE = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
// PAPERBOARD_BENCH_BIN: another build's bin/paperboard.js (serve and import), to compare builds on the same store.
const BIN = process.env.PAPERBOARD_BENCH_BIN || path.resolve(import.meta.dirname, '../bin/paperboard.js');
const PAPERS = Number(values.papers);
const SECONDS = Number(values.seconds);
const LEVELS = values.concurrency!.split(',').map(Number);
const REPORT_RATE = Number(values['report-rate']);
const IMPORT_RECORDS = Number(values['import-records']);
const log = (s: string) => console.error(s);

const pct = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1);
};
const freePort = () => new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOCKED = /database is locked|SQLITE_BUSY/i;

/** CPU seconds used so far by a process and its children (the web processes of a cluster), from /proc. */
function cpuSeconds(pid: number): number {
  const tick = 100; // USER_HZ on Linux
  const one = (p: number) => {
    try {
      const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) / tick;
    } catch { return 0; }
  };
  let kids: number[] = [];
  try { kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number); } catch { /* gone */ }
  return one(pid) + kids.reduce((a, k) => a + one(k), 0);
}

/** One running `paperboard serve` with what it logged. */
interface Server { child: ChildProcess; base: string; lockedInLog: () => number; errorsInLog: () => number; stop(): Promise<void> }

async function serve(s: LoadStore, extra: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const prof = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
  const child = spawn(process.execPath, [...prof, BIN, 'serve'], {
    env: {
      ...process.env, ...s.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAPERBOARD_IMPORT_SAMPLE: 'false',
      PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LISTS_SCHEDULE: 'false', PAPERBOARD_REPORTS_PER_HOUR: '100000',
      // a kept store built by an older build would be re-detected whole in the background: not what the load is measured with
      PAPERBOARD_VENUES_REDETECT: 'false', ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}:\n${out.slice(-3000)}`);
    const r = await fetch(`${base}/readyz`).catch(() => null);
    if (r?.status === 200) break;
    if (Date.now() - t0 > 30 * 60_000) throw new Error('serve not ready after 30 min');
    await sleep(250);
  }
  log(`bench:load: serve ready at ${base} in ${Math.round((Date.now() - t0) / 1000)} s`);
  return {
    child, base,
    lockedInLog: () => (out.match(new RegExp(LOCKED.source, 'gi')) ?? []).length,
    errorsInLog: () => (out.match(/"level":(50|60)/g) ?? []).length,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(60_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Sends a report (the API, as the report form's script does) every 1/rate s; resolves with their latencies and statuses. */
function reporter(bases: string[], ids: string[], rate: number) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let locked = 0;
  let stop = false;
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    const t0 = Date.now();
    while (!stop) {
      const i = n++;
      const p = (async () => {
        const base = bases[i % bases.length];
        const started = performance.now();
        try {
          const r = await fetch(`${base}/api/v1/papers/${ids[i % ids.length]}/reports`, {
            method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.0.${i % 250}.1` },
            body: JSON.stringify({ field: 'title_zh', proposed: `基准测试 ${i}`, note: 'bench:load' }),
          });
          const body = await r.text();
          times.push(performance.now() - started);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          if (LOCKED.test(body)) locked++;
        } catch (err) {
          statuses[`error ${(err as Error).message.slice(0, 40)}`] = (statuses[`error ${(err as Error).message.slice(0, 40)}`] ?? 0) + 1;
        }
      })();
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      const next = t0 + (n * 1000) / rate;
      await sleep(Math.max(0, next - Date.now()));
    }
  })();
  return {
    async finish() {
      stop = true;
      await loop;
      await Promise.all([...inFlight]);
      return { sent: n, statuses, locked, p50_ms: pct(times, 50), p99_ms: pct(times, 99), max_ms: times.length ? +Math.max(...times).toFixed(1) : null };
    },
  };
}

/** Drives the mix against `bases` (connections split between them) for SECONDS; per-route latencies collected here. */
async function drive(bases: string[], mix: [string, number, string[]][], connections: number) {
  const wheel: string[] = mix.flatMap(([name, w]) => Array(w).fill(name));
  const paths = new Map(mix.map(([name, , ps]) => [name, ps]));
  const byRoute = new Map<string, number[]>(mix.map(([name]) => [name, []]));
  const statuses: Record<string, number> = {};
  let locked = 0;
  let seq = 0;
  const runs = bases.map((base, k) => {
    const inst = autocannon({
      url: base, connections: Math.max(1, Math.round(connections / bases.length)), duration: SECONDS, timeout: 30,
      requests: [{
        method: 'GET',
        // Called as each request is built, just before it is sent (one request in flight per connection): the
        // connection's context remembers which route it asked for and when.
        setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => {
          const i = seq++;
          const route = wheel[i % wheel.length];
          const ps = paths.get(route)!;
          context.route = route;
          context.t0 = performance.now();
          return { ...req, path: ps[(i * 7919 + k) % ps.length] };
        },
        onResponse: (status: number, body: string, context: Record<string, unknown>) => {
          byRoute.get(context.route as string)?.push(performance.now() - (context.t0 as number));
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 400 && LOCKED.test(body)) locked++;
        },
      }],
    } as unknown as autocannon.Options, () => {}) as unknown as autocannon.Instance;
    return new Promise<autocannon.Result>((resolve, reject) => inst.on('done', resolve).on('error', reject));
  });
  const results = await Promise.all(runs);
  const all = [...byRoute.values()].flat();
  return {
    requests: all.length,
    rps: Math.round(all.length / SECONDS),
    p50_ms: pct(all, 50), p95_ms: pct(all, 95), p99_ms: pct(all, 99),
    routes: Object.fromEntries([...byRoute].map(([name, xs]) => [name, { n: xs.length, p50_ms: pct(xs, 50), p95_ms: pct(xs, 95), p99_ms: pct(xs, 99) }])),
    statuses, locked,
    socket_errors: results.reduce((a, r) => a + r.errors, 0), timeouts: results.reduce((a, r) => a + r.timeouts, 0),
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
  };
}

/** The home page rendered (no cache) in-process, and the counts as maintained vs as a full scan. */
async function homeTimes(store: Store): Promise<{ papers: number; editions: number; home_ms_p50: number | null; counts_maintained_ms: number | null; counts_scan_ms: number | null }> {
  const app = await createApp({ store, config: loadConfig({ PAPERBOARD_CACHE_ENTRIES: '0', LOG_LEVEL: 'silent' }) });
  const times: number[] = [];
  for (let i = 0; i < 23; i++) {
    const t0 = performance.now();
    const r = await app.request('/');
    await r.text();
    if (i >= 3) times.push(performance.now() - t0);
  }
  const timed = async (f: () => Promise<unknown>) => {
    const xs: number[] = [];
    for (let i = 0; i < 5; i++) { const t0 = performance.now(); await f(); xs.push(performance.now() - t0); }
    return pct(xs, 50);
  };
  const papers = Number((await sql<{ n: number }>`SELECT n FROM store_counts WHERE name = 'papers'`.execute(store.db)).rows[0]?.n ?? 0);
  const editions = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM edition_counts WHERE papers > 0`.execute(store.db)).rows[0]?.n ?? 0);
  return {
    papers, editions, home_ms_p50: pct(times, 50),
    counts_maintained_ms: await timed(() => sql`SELECT * FROM edition_counts WHERE papers > 0`.execute(store.db)),
    counts_scan_ms: await timed(() => Promise.all([sql.raw(scanEditionCounts()).execute(store.db), sql`SELECT count(*) FROM papers`.execute(store.db)])),
  };
}

/**
 * Reads the store into the operating system's cache before measuring, as a served store of this size is on a machine
 * with the memory for it (a store just built, or one another run pushed out of the cache, is otherwise read from disk
 * at random: seen here, 50% I/O wait and 2–11 requests/s at 1M papers). SQLite: its files read through; PostgreSQL:
 * `pg_prewarm` (contrib) over the tables and indexes of the store's schema.
 */
async function warmStore(s: LoadStore): Promise<void> {
  const t0 = Date.now();
  if (s.kind === 'sqlite') {
    const db = s.env.PAPERBOARD_SQLITE_PATH;
    const files = [db, `${db}-wal`, db.replace(/\.db$/, '.search.db'), `${db.replace(/\.db$/, '.search.db')}-wal`].filter((f) => fs.existsSync(f));
    const buf = Buffer.alloc(4 << 20);
    let bytes = 0;
    for (const f of files) {
      const fd = fs.openSync(f, 'r');
      try { for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0;) bytes += n; } finally { fs.closeSync(fd); }
    }
    log(`bench:load: read ${(bytes / 2 ** 30).toFixed(1)} GiB of SQLite files into the OS cache in ${Math.round((Date.now() - t0) / 1000)} s`);
    return;
  }
  const store = openStore({ databaseUrl: s.env.DATABASE_URL, sqlitePath: '' });
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`.execute(store.db);
    const r = await sql<{ blocks: number }>`SELECT coalesce(sum(pg_prewarm(c.oid)), 0) AS blocks FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i', 't', 'm')`.execute(store.db);
    log(`bench:load: pg_prewarm read ${(Number(r.rows[0]?.blocks ?? 0) * 8 / 2 ** 20).toFixed(1)} GiB of PostgreSQL tables and indexes in ${Math.round((Date.now() - t0) / 1000)} s`);
  } catch (err) {
    log(`bench:load: pg_prewarm unavailable (${(err as Error).message}); measuring with whatever the OS cache holds`);
  } finally {
    await store.close();
  }
}

log(`bench:load: stores are cached under ${cacheDir()}`);
for (const kind of (values.db === 'both' ? ['sqlite', 'postgres'] : [values.db!]) as ('sqlite' | 'postgres')[]) {
  const s = await loadStore(kind, PAPERS, SAMPLE, { rebuild: values.rebuild, log });
  if (values['build-only']) continue;
  await warmStore(s);
  const servers = kind === 'sqlite' ? [await serve(s, {})] : [await serve(s, { PAPERBOARD_WEB_PROCESSES: '1' }), await serve(s, { PAPERBOARD_WEB_PROCESSES: '1' })];
  const store = openStore({ databaseUrl: s.env.DATABASE_URL || undefined, sqlitePath: s.env.PAPERBOARD_SQLITE_PATH ?? '' });
  const mix = await routeMix(store);
  const reportIds = mix.find(([n]) => n === 'paper')![2].map((p) => p.slice('/papers/'.length));
  const bases = servers.map((x) => x.base);
  const tmp = fs.mkdtempSync(path.join(cacheDir(), 'import-'));
  try {
    for (const c of LEVELS) {
      const lockedBefore = servers.reduce((a, x) => a + x.lockedInLog(), 0);
      const errorsBefore = servers.reduce((a, x) => a + x.errorsInLog(), 0);
      const first = Number((await sql<{ n: number }>`SELECT n FROM store_counts WHERE name = 'papers'`.execute(store.db)).rows[0]?.n ?? 0) + 1_000_000;
      const file = IMPORT_RECORDS > 0 ? await syntheticFile(SAMPLE, Math.ceil(IMPORT_RECORDS / 28_248), { records: IMPORT_RECORDS, firstSynthetic: first, keepReal: false, dir: tmp }) : null;
      const cpu0 = servers.reduce((a, x) => a + cpuSeconds(x.child.pid!), 0);
      const gen0 = process.cpuUsage();
      const pgCpu = kind === 'postgres' ? await pgBackendCpu(store) : null;
      const reports = reporter(bases, reportIds, REPORT_RATE);
      const load0 = os.loadavg();
      const importing = file ? (async () => {
        await sleep(1000);
        const t0 = Date.now();
        const out = await importInto(s, file);
        // The import's own account of how long its transactions held the write lock (beside the site).
        const m = /(\d+) write transactions held the lock ([\d.]+) ms \(median\) \/ ([\d.]+) ms \(99th percentile\) \/ ([\d.]+) ms \(longest\).* gave way (\d+) times .*\(([\d.]+) s\)/.exec(out);
        const lock = m ? { transactions: +m[1], p50_ms: +m[2], p99_ms: +m[3], max_ms: +m[4], gave_way: +m[5], gave_way_s: +m[6] } : null;
        return { seconds: (Date.now() - t0) / 1000, lock };
      })() : Promise.resolve(null);
      const r = await drive(bases, mix, c);
      const rep = await reports.finish();
      const serverCpu = servers.reduce((a, x) => a + cpuSeconds(x.child.pid!), 0) - cpu0;
      const gen = process.cpuUsage(gen0);
      const postgresCpu = pgCpu ? await pgCpu.stop() : null;
      const imported = await importing;
      const importS = imported?.seconds ?? null;
      const load1 = os.loadavg();
      const locked = r.locked + servers.reduce((a, x) => a + x.lockedInLog(), 0) - lockedBefore;
      const fiveXX = Object.entries(r.statuses).filter(([k]) => k.startsWith('5')).reduce((a, [, v]) => a + v, 0);
      console.log(JSON.stringify({
        bench: 'load', db: kind, papers: s.papers, servers: kind === 'sqlite' ? '1 serve (web processes: one per core)' : '2 serve processes',
        concurrency: c, seconds: SECONDS, requests: r.requests, rps: r.rps, p50_ms: r.p50_ms, p95_ms: r.p95_ms, p99_ms: r.p99_ms,
        errors: { '5xx': fiveXX, non_2xx_3xx: r.non2xx, database_locked: locked, socket: r.socket_errors, timeouts: r.timeouts, server_log_errors: servers.reduce((a, x) => a + x.errorsInLog(), 0) - errorsBefore },
        statuses: r.statuses, routes: r.routes, reports: rep,
        // CPU the servers and this load generator used over the run: with the machine shared, what the figures above
        // would be with the two cores to ourselves is about 2 / (server + generator CPU s per request) requests per second.
        cpu: { server_s: +serverCpu.toFixed(1), generator_s: +((gen.user + gen.system) / 1e6).toFixed(1),
          server_ms_per_request: r.requests ? +((serverCpu * 1000) / r.requests).toFixed(1) : null,
          // PostgreSQL: its backends serving this database (the sites' and the import's), over the same stretch.
          ...(pgCpu ? { postgres_s: postgresCpu, postgres_ms_per_request: postgresCpu !== null && r.requests ? +((postgresCpu * 1000) / r.requests).toFixed(1) : null } : {}) },
        import: file ? { records: IMPORT_RECORDS, seconds: importS, finished_within_run: importS !== null && importS + 1 <= SECONDS, write_lock: imported?.lock ?? null } : null,
        loadavg_before: load0.map((x) => +x.toFixed(2)), loadavg_after: load1.map((x) => +x.toFixed(2)), cores: os.availableParallelism(),
      }));
      if (file) fs.rmSync(file, { force: true });
    }
  } finally {
    for (const x of servers) await x.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (!values['no-home']) {
    const big = await homeTimes(store);
    const small = await freshStore(kind);
    await importFile(small.store, SAMPLE_FILE);
    const sample = await homeTimes(small.store);
    await small.drop();
    console.log(JSON.stringify({ bench: 'load-home', db: kind, small: sample, large: big, loadavg: os.loadavg().map((x) => +x.toFixed(2)) }));
  }
  await store.close();
}
