// `npm run bench:pacing`: how fast background enrichment fills a store when only the model's limits pace it.
// A fresh database gets the bundled sample (data/sample, 7,206 real papers) through `paperboard import`; a local
// OpenAI-compatible model on 127.0.0.1 answers (instantly unless --delay-ms); N real `paperboard worker` processes
// run the enrichment sweep they start with. Prints one JSON line: papers fully enriched (title_zh, summary_zh,
// summary_en) over time, seconds to the whole sample, papers per minute, requests the model saw, duplicate papers, and
// the CPU seconds spent (Linux /proc): the workers, the PostgreSQL backends serving the database, this process (the
// model and the polling) — steadier than the wall time on a machine shared with other work.
//
//   npm run bench:pacing                                   # PostgreSQL, 4 workers, instant model, until all done
//   npm run bench:pacing -- --workers 1 --rpm 60 --seconds 120   # the model's rate limit sets the pace (batch 8 -> 480/min)
//   npm run bench:pacing -- --db sqlite --workers 1        # the in-process runner's store (one worker process)
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { ChildProcess } from 'node:child_process';
import { createTestStore } from '../test/helpers/stores.ts';
import { startFakeLlm } from '../test/helpers/fake-llm.ts';
import { launch } from '../test/helpers/processes.ts';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    workers: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '4' },
    rpm: { type: 'string', default: '0' },
    batch: { type: 'string', default: '8' },
    'delay-ms': { type: 'string', default: '0' },
    seconds: { type: 'string', default: '600' },
  },
});
const kind = opts.db === 'sqlite' ? 'sqlite' : 'postgres';
const SAMPLE = path.resolve(import.meta.dirname, '../data/sample/arxiv-sample.jsonl.gz');
const delayMs = Number(opts['delay-ms']);
const limitS = Number(opts.seconds);

/** CPU seconds (user + system) a process has used so far, from /proc; null once it is gone or off Linux. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

const t = await createTestStore(kind);
/** The last CPU reading of each PostgreSQL backend serving the bench's database (they come and go with the pools). */
const backendCpu = new Map<number, number>();
async function sampleBackends(): Promise<void> {
  if (kind !== 'postgres') return;
  const rows = (await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(t.store.db)).rows;
  for (const { pid } of rows) {
    const s = cpuSeconds(Number(pid));
    if (s !== null) backendCpu.set(Number(pid), s);
  }
}
const fake = await startFakeLlm({ script: () => (delayMs > 0 ? { delayMs } : undefined) });
const children: ChildProcess[] = [];
try {
  const env = {
    ...process.env, ...t.env, LOG_LEVEL: 'warn', PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false',
    PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model',
    PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_RPM: opts.rpm, PAPERBOARD_LLM_BATCH: opts.batch,
  };
  const imp = launch(['import', SAMPLE, '--no-progress'], env);
  const imported = await imp.exit;
  if (imported.code !== 0) throw new Error(`paperboard import failed (${imported.code}):\n${imported.out.slice(-2000)}`);
  const total = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM papers`.execute(t.store.db)).rows[0].n);
  const enriched = async () => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (SELECT paper_id FROM enrichments
    WHERE status = 'done' GROUP BY paper_id HAVING COUNT(DISTINCT task) >= 3) d`.execute(t.store.db)).rows[0].n);

  await sampleBackends();
  const backendsBefore = new Map(backendCpu);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < Number(opts.workers); i++) {
    const w = launch(['worker', '--concurrency', opts.concurrency], env);
    children.push(w.child);
    void w.exit.then((e) => { if (e.code && e.code !== 0) process.stderr.write(`worker ${i} exited ${e.code}:\n${e.out.slice(-1500)}\n`); });
  }
  const timeline: [number, number][] = [];
  let done = 0;
  let firstAt: number | null = null;
  while ((performance.now() - started) / 1000 < limitS) {
    await new Promise((r) => setTimeout(r, 1000));
    done = await enriched();
    await sampleBackends();
    const s = (performance.now() - started) / 1000;
    if (done > 0 && firstAt === null) firstAt = s;
    timeline.push([Math.round(s), done]);
    if (done >= total) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpuBefore);
  const cpu = {
    workers: children.reduce((n, c) => n + (cpuSeconds(c.pid) ?? 0), 0),
    postgres: [...backendCpu].reduce((n, [pid, s]) => n + s - (backendsBefore.get(pid) ?? 0), 0),
    bench: (own.user + own.system) / 1e6,
  };
  // Pace in the steady part: from the first enriched paper to the last sample (start-up and the first sweep excluded).
  const steady = firstAt === null ? null : seconds - firstAt;
  const sent = fake.calls.flatMap((c) => c.papers.map((p) => `${p.title}\u0000${p.abstract}`));
  console.log(JSON.stringify({
    bench: 'pacing', db: kind, workers: Number(opts.workers), concurrency: Number(opts.concurrency), rpm: Number(opts.rpm),
    batch: Number(opts.batch), model_delay_ms: delayMs, papers: total, enriched: done, all_done: done >= total,
    seconds: Number(seconds.toFixed(1)), first_paper_s: firstAt, papers_per_min: steady ? Math.round((done / steady) * 60) : 0,
    cpu_s: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, Number(v.toFixed(1))])),
    model_requests: fake.calls.length, papers_sent: sent.length, papers_sent_twice: sent.length - new Set(sent).size,
    timeline: timeline.filter((_, i) => i % 10 === 9 || i === timeline.length - 1), load_average: os.loadavg().map((x) => Number(x.toFixed(1))),
  }));
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await fake.close();
  await t.drop();
}
