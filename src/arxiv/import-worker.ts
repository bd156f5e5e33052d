// Import writer thread (see import-parallel.ts): parses batches of snapshot lines and stores them through its own
// SQLite connection. Parsing runs beside the other threads; commits take turns in file order, each batch in one
// transaction with the import's checkpoint, then the follow-up work for the papers it changed.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite, sqliteStore } from '../store/connection.ts';
import { parseBatch } from './parse-batch.ts';
import { linesOf } from './line-batches.ts';
import { createPlan, dedupe } from '../papers/upsert-plan.ts';
import { upsertSqlite } from '../papers/upsert-sqlite.ts';
import { afterPapersChanged } from '../papers/after-change.ts';
import { abortAll, ImportAborted, passTurn, totals, waitTurn, type Counts } from './import-turns.ts';
import type { BatchDone, BatchJob, WriterSetup } from './import-parallel.ts';
import { niceThread } from './thread-entry.ts';

const setup = workerData as WriterSetup;
niceThread(setup.nice);
const ctl = new Int32Array(setup.control);
const sqlite = configureSqlite(new Database(setup.dbPath));
bulkWriteSettings(sqlite);
const store = sqliteStore(sqlite);
const checkpoint = sqlite.prepare('UPDATE import_runs SET next_line = ?, next_offset = ?, counts_json = ? WHERE id = ?');

async function run(job: BatchJob): Promise<void> {
  const parsed = parseBatch(linesOf(job), setup.source, setup.now);
  const batch = dedupe(parsed.records);
  const plan = createPlan(setup.now);
  waitTurn(ctl, job.seq);
  const before = totals(ctl);
  let after: Counts = before;
  const changedIds = upsertSqlite(sqlite, batch, plan, { alsoInside: () => {
    const c = plan.counts;
    after = {
      read: before.read + parsed.read, inserted: before.inserted + c.inserted, updated: before.updated + c.updated,
      unchanged: before.unchanged + c.unchanged + parsed.records.length - batch.length, rejected: before.rejected + parsed.rejected.length,
    };
    checkpoint.run(job.lastLine, job.endOffset, JSON.stringify(after), setup.runId);
  } });
  await afterPapersChanged(store, changedIds);
  passTurn(ctl, after);
  const done: BatchDone = { seq: job.seq, counts: after, rejected: parsed.rejected, changedIds, endOffset: job.endOffset };
  parentPort!.postMessage(done);
}

let chain = Promise.resolve();
parentPort!.on('message', (m: BatchJob | 'close') => {
  if (m === 'close') {
    chain = chain.then(async () => { await store.close(); parentPort!.close(); });
    return;
  }
  chain = chain.then(() => run(m)).catch((err: Error) => {
    if (err instanceof ImportAborted) return;
    abortAll(ctl);
    parentPort!.postMessage({ seq: m.seq, error: `lines ${m.firstLine}–${m.lastLine}: ${err.message}` });
  });
});
