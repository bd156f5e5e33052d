// Import writer thread (see import-parallel.ts): parses batches of snapshot lines and stores them through its own
// SQLite connection. Parsing runs beside the other threads; commits take turns in file order, each batch in one
// transaction with the import's checkpoint, then the follow-up work for the papers it changed.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite, sqliteStore } from '../store/connection.ts';
import { parseBatch } from './parse-batch.ts';
import { lineParts } from './line-batches.ts';
import { createPlan, dedupe, type UpsertRecord, type VenuesOf } from '../papers/upsert-plan.ts';
import { upsertSqliteParts } from '../papers/upsert-sqlite.ts';
import { afterPapersChanged } from '../papers/after-change.ts';
import { abortAll, aborted, ImportAborted, passTurn, totals, waitTurn, type Counts } from './import-turns.ts';
import { remoteDetector } from './import-detect.ts';
import type { BatchDone, BatchJob, WriterSetup } from './import-parallel.ts';
import { niceThread } from './thread-entry.ts';

const setup = workerData as WriterSetup;
niceThread(setup.nice);
const ctl = new Int32Array(setup.control);
const sqlite = configureSqlite(new Database(setup.dbPath));
bulkWriteSettings(sqlite);
const store = sqliteStore(sqlite);
const checkpoint = sqlite.prepare('UPDATE import_runs SET next_line = ?, next_offset = ?, counts_json = ? WHERE id = ?');
// Venues: a lone writer asks the detection thread (import-detect.ts) and never loads the venue catalogue, whose weight
// in this thread's capped heap made its old space be marked over and over; several writers detect their own, as each
// batch is parsed before its turn.
const detector = setup.detect ? remoteDetector(setup.detect, () => aborted(ctl)) : undefined;
const venuesOf: VenuesOf = setup.detect ? null : (await import('../papers/venue-rows.ts')).venueRowsOf;

/**
 * Lines parsed per part of a batch. A thread writing alone parses each part inside the batch's transaction, just
 * before storing it, so only one part's records are alive at a time (the whole batch's parsed records, held until
 * the commit, made most of the thread's garbage-collection work); beside other writers it parses the whole batch
 * before its turn, while another thread commits.
 */
const PART_LINES = 100;

async function run(job: BatchJob): Promise<void> {
  const rejected: { line: number; reason: string }[] = [];
  let read = 0;
  let records = 0;
  let kept = 0;
  function* parts(): Generator<UpsertRecord[]> {
    for (const lines of lineParts(job, PART_LINES)) {
      const parsed = parseBatch(lines, setup.source, setup.now, venuesOf);
      read += parsed.read;
      records += parsed.records.length;
      for (const r of parsed.rejected) rejected.push(r);
      const part = dedupe(parsed.records);
      kept += part.length;
      yield part;
    }
  }
  const ready: Iterable<UpsertRecord[]> = setup.writers > 1 ? [...parts()] : parts();
  const plan = createPlan(setup.now, venuesOf);
  waitTurn(ctl, job.seq);
  const before = totals(ctl);
  let after: Counts = before;
  const changedIds = upsertSqliteParts(sqlite, ready, plan, { detector, alsoInside: () => {
    const c = plan.counts;
    after = {
      read: before.read + read, inserted: before.inserted + c.inserted, updated: before.updated + c.updated,
      unchanged: before.unchanged + c.unchanged + records - kept, rejected: before.rejected + rejected.length,
    };
    checkpoint.run(job.lastLine, job.endOffset, JSON.stringify(after), setup.runId);
  } });
  await afterPapersChanged(store, changedIds);
  passTurn(ctl, after);
  const done: BatchDone = { seq: job.seq, counts: after, rejected, changedIds, endOffset: job.endOffset };
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
