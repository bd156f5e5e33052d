// Manual trial (not a test: it restarts a PostgreSQL server): a real `pg_ctlcluster VERSION NAME restart` under load.
// Use a throwaway cluster, never one other work depends on:
//   pg_createcluster 15 trial -p 5499 -- --auth=trust && pg_ctlcluster 15 trial start
//   node --import tsx scripts/trial-pg-restart.ts 15 trial 5499
//   pg_dropcluster 15 trial --stop
// It starts `serve` (the bundled sample) and a `worker` against a fresh database there, enriches 40 papers with a
// local fake model, restarts the cluster while a client reads pages, enqueues 40 more papers after the restart, and
// prints one JSON line: the requests and those not answered 200, whether both processes lived, papers left pending.
import path from 'node:path';
import { spawn, execSync } from 'node:child_process';
import pino from 'pino';
import { startFakeLlm } from '../test/helpers/fake-llm.ts';
import { PgBossJobs } from '../src/jobs/pg-boss-queue.ts';
import { enqueueEnrichment } from '../src/enrich/tasks.ts';
import { openStore } from '../src/store/connection.ts';
import { paperEnrichments } from '../src/enrich/enrichment-store.ts';
const [version, cluster, pgPort] = process.argv.slice(2);
if (!pgPort) throw new Error('usage: trial-pg-restart.ts VERSION CLUSTER PORT (a throwaway cluster: it is restarted)');
const URL_ = `postgres://postgres@127.0.0.1:${pgPort}/pb_trial`;
const BIN = path.resolve(import.meta.dirname, '../bin/paperboard.js');
execSync(`psql -h 127.0.0.1 -p ${pgPort} -U postgres -c 'DROP DATABASE IF EXISTS pb_trial' -c 'CREATE DATABASE pb_trial'`);
const fake = await startFakeLlm({ script: () => ({ delayMs: 200 }) });
const env = { ...process.env, DATABASE_URL: URL_, PORT: '3977', HOST: '127.0.0.1', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', LOG_LEVEL: 'warn',
  PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_BATCH: '4' };
const logs: Record<string, string> = { serve: '', worker: '' };
const start = (name: string, args: string[]) => { const c = spawn(process.execPath, [BIN, ...args], { env }); c.stdout.on('data', (d) => (logs[name] += d)); c.stderr.on('data', (d) => (logs[name] += d)); return c; };
const serve = start('serve', ['serve']);
const base = 'http://127.0.0.1:3977';
while ((await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) !== 200) await new Promise((r) => setTimeout(r, 200));
const worker = start('worker', ['worker', '--concurrency', '2']);
const store = openStore({ databaseUrl: URL_, sqlitePath: '' });
const ids = (await store.db.selectFrom('papers').select('id').limit(80).execute()).map((r) => r.id);
const jobs = new PgBossJobs(URL_, { run: false, logger: pino({ level: 'silent' }) });
await enqueueEnrichment(jobs, store, ids.slice(0, 40), 4);
while (fake.calls.length < 2) await new Promise((r) => setTimeout(r, 100));
const seen: { t: number; path: string; status: number }[] = [];
let reading = true;
const t0 = Date.now();
const reader = (async () => { for (let i = 0; reading; i++) { const p = ['/', '/readyz', `/papers/${ids[0]}`, '/api/v1/venues'][i % 4]; const at = Date.now() - t0;
  const status = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(10000) }).then(async (r) => { await r.arrayBuffer(); return r.status; }, () => 0); seen.push({ t: at, path: p, status }); await new Promise((r) => setTimeout(r, 25)); } })();
await new Promise((r) => setTimeout(r, 2000));
const restartAt = Date.now() - t0;
execSync(`pg_ctlcluster ${version} ${cluster} restart`);
const restartedAt = Date.now() - t0;
await new Promise((r) => setTimeout(r, 3000));
await enqueueEnrichment(jobs, store, ids.slice(40, 80), 4).catch((e) => console.log('enqueue after restart failed', e.message));
const deadline = Date.now() + 120_000;
let pending = -1;
while (Date.now() < deadline) { pending = [...(await paperEnrichments(store, ids)).values()].filter((e) => e.pending.length).length; if (!pending) break; await new Promise((r) => setTimeout(r, 500)); }
await new Promise((r) => setTimeout(r, 2000));
reading = false; await reader;
const bad = seen.filter((s) => s.status !== 200);
const lastBad = bad.length ? Math.max(...bad.map((b) => b.t)) : null;
console.log(JSON.stringify({ restartAt_ms: restartAt, restartDone_ms: restartedAt, requests: seen.length, non200: bad.map((b) => `${b.t}:${b.path}:${b.status}`), lastNon200_ms: lastBad,
  papersPending: pending, serveAlive: serve.exitCode === null, workerAlive: worker.exitCode === null, llmCalls: fake.calls.length }));
console.log('--- serve log (tail)'); console.log(logs.serve.slice(-1500)); console.log('--- worker log (tail)'); console.log(logs.worker.slice(-1500));
serve.kill('SIGTERM'); worker.kill('SIGTERM'); await jobs.stop(); await store.close(); await fake.close();
