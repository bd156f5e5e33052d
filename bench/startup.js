#!/usr/bin/env node
// `npm run bench:startup`: start-up of the `paperboard` command against a bare `node -e 0`, measured side by side
// (interleaved runs, median wall time of each). Also times the TypeScript path (src through tsx, as the command ran
// before it was compiled) when tsx is installed. Prints one JSON line.
// SERVE_STORE=FILE (a SQLite store; use a copy, the site writes to it): also the time `paperboard serve` takes on it
// until /readyz answers 200, and the CPU its processes (leader and web processes) used until then: one more line; and
// the same for `paperboard worker` until it logs that it started: a third line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 15);
const cases = {
  node: ['-e', '0'],
  version: ['bin/paperboard.js', '--version'],
  help: ['bin/paperboard.js', '--help'],
};
if (fs.existsSync(path.join(root, 'node_modules/tsx'))) cases.tsxVersion = ['--import', 'tsx', 'src/cli/main.ts', '--version'];
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(cases)) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${name} exited with ${r.status}`);
    times[name].push(Number(process.hrtime.bigint() - t) / 1e6);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
console.log(JSON.stringify({ bench: 'startup', runs, median_ms: ms, version_vs_node: Math.round((ms.version / ms.node) * 100) / 100, target: 4 }));

if (process.env.SERVE_STORE) {
  const net = await import('node:net');
  const { spawn } = await import('node:child_process');
  const port = await new Promise((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); }); });
  const cpu = (pid) => { try { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; } catch { return 0; } };
  const env = { ...process.env, PAPERBOARD_SQLITE_PATH: process.env.SERVE_STORE, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAPERBOARD_IMPORT_SAMPLE: 'false',
    PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LISTS_SCHEDULE: 'false' };
  /** Starts `paperboard ARGS`, waits until `ready(output)` holds, and returns its time and the CPU its processes used until then. */
  const untilReady = async (args, ready, more = {}) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['bin/paperboard.js', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...more } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args[0]} exited with ${child.exitCode}`);
      if (await ready(out)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const readyMs = Math.round(performance.now() - t0);
    let kids = [];
    try { kids = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number); } catch { /* none */ }
    const cpuS = +(cpu(child.pid) + kids.reduce((a, k) => a + cpu(k), 0)).toFixed(2);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    return { ready_ms: readyMs, cpu_s: cpuS, processes: 1 + kids.length };
  };
  const serve = await untilReady(['serve'], async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200);
  console.log(JSON.stringify({ bench: 'startup-serve', store: process.env.SERVE_STORE, ...serve, loadavg: os.loadavg()[0] }));
  // `paperboard worker` until it says it is up (its first log line after the queue started).
  const worker = await untilReady(['worker'], (out) => out.includes('"msg":"worker started"'), { LOG_LEVEL: 'info' });
  console.log(JSON.stringify({ bench: 'startup-worker', store: process.env.SERVE_STORE, ...worker, loadavg: os.loadavg()[0] }));
}
