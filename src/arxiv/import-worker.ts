// Import writer thread (see import-parallel.ts): parses batches of snapshot lines and stores them through its own
// SQLite connection. Parsing runs beside the other threads; commits take turns in file order, each batch in one
// transaction with the import's checkpoint, then the follow-up work for the papers it changed.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite, sqliteStore } from '../store/connection.ts';
import { parseBatch } from './parse-batch.ts';
import { lineParts } from './line-batches.ts';
import { createPlan, dedupe, type UpsertRecord, type VenuesOf } from '../papers/upsert-plan.ts';
import { upsertSqliteParts } from '../papers/upsert-sqlite.ts';
import { afterPapersChanged } from '../papers/after-change.ts';
import { abortAll, aborted, ImportAborted, passTurn, totals, waitTurn, type Counts } from './import-turns.ts';
import { fieldsOf, remoteDetector, withEarlyAnswers, type EarlyAnswer, type VenueDetector } from './import-detect.ts';
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

/**
 * Parts of the next batch a lone writer parses, and asks the venues of, before it waits for the last venues of the
 * batch it is storing (look-ahead): the detection thread, the import's slowest, then has work while this batch's last
 * venue rows are written, it commits and the next batch's first part is parsed and planned — it sat idle then, about
 * 40 ms a batch.
 */
const AHEAD_PARTS = 3;

/** A part parsed: the counts it adds to its batch, and its records. */
interface ParsedPart {
  read: number;
  records: number;
  rejected: { line: number; reason: string }[];
  part: UpsertRecord[];
}

/** The look-ahead of a batch taken early from the port: its first parts parsed, the rest of its lines, venues asked for. */
interface Ahead {
  parsed: ParsedPart[];
  rest: Generator<[number, string][]>;
  asked: EarlyAnswer[];
}
const aheadOf = new Map<number, Ahead>();

function parsePart(lines: [number, string][]): ParsedPart {
  const parsed = parseBatch(lines, setup.source, setup.now, venuesOf);
  return { read: parsed.read, records: parsed.records.length, rejected: parsed.rejected, part: dedupe(parsed.records) };
}

async function run(job: BatchJob): Promise<void> {
  const rejected: { line: number; reason: string }[] = [];
  let read = 0;
  let records = 0;
  let kept = 0;
  const ahead = aheadOf.get(job.seq);
  aheadOf.delete(job.seq);
  function* parts(): Generator<UpsertRecord[]> {
    const count = (p: ParsedPart): UpsertRecord[] => {
      read += p.read;
      records += p.records;
      for (const r of p.rejected) rejected.push(r);
      kept += p.part.length;
      return p.part;
    };
    for (const p of ahead?.parsed ?? []) yield count(p);
    for (const lines of ahead?.rest ?? lineParts(job, PART_LINES)) yield count(parsePart(lines));
  }
  const ready: Iterable<UpsertRecord[]> = setup.writers > 1 ? [...parts()] : parts();
  const plan = createPlan(setup.now, venuesOf);
  const asked = { rows: 0 };
  const jobDetector = detector ? withEarlyAnswers(detector, ahead?.asked ?? [], asked) : undefined;
  // Ahead only while every paper stored needs detecting (an import of new papers): re-importing stored papers asks for
  // few or none, and the look-ahead's detections would be wasted.
  const lookAhead = detector ? () => { if (kept > 0 && asked.rows === kept) askAhead(detector); } : undefined;
  waitTurn(ctl, job.seq);
  const before = totals(ctl);
  let after: Counts = before;
  const changedIds = upsertSqliteParts(sqlite, ready, plan, { detector: jobDetector, beforeWaiting: lookAhead, alsoInside: () => {
    const c = plan.counts;
    after = {
      read: before.read + read, inserted: before.inserted + c.inserted, updated: before.updated + c.updated,
      unchanged: before.unchanged + c.unchanged + records - kept, rejected: before.rejected + rejected.length,
    };
    checkpoint.run(job.lastLine, job.endOffset, JSON.stringify(after), setup.runId);
  } });
  for (const e of ahead?.asked ?? []) detector?.forget?.(e.answer);
  await afterPapersChanged(store, changedIds);
  passTurn(ctl, after);
  const done: BatchDone = { seq: job.seq, counts: after, rejected, changedIds, endOffset: job.endOffset };
  parentPort!.postMessage(done);
}

/**
 * Takes the next batch from the port if it is there already (a lone writer, inside the transaction of the batch before
 * it): queues it as its message would have, parses its first parts and asks for their venues. Whatever fails here is
 * left for the batch's own run to meet.
 */
function askAhead(inner: VenueDetector): void {
  const m = receiveMessageOnPort(parentPort!);
  if (!m) return;
  const next = m.message as BatchJob | 'close';
  onMessage(next);
  if (next === 'close') return;
  const rest = lineParts(next, PART_LINES);
  const ahead: Ahead = { parsed: [], rest, asked: [] };
  try {
    for (let k = 0; k < AHEAD_PARTS; k++) {
      const lines = rest.next();
      if (lines.done) break;
      const p = parsePart(lines.value);
      ahead.parsed.push(p);
      const rows = p.part.map((r) => r.fresh!.row);
      if (rows.length) ahead.asked.push({ answer: inner.ask(rows), fields: rows.map(fieldsOf) });
    }
    aheadOf.set(next.seq, ahead);
  } catch {
    for (const e of ahead.asked) inner.forget?.(e.answer);
  }
}

let chain = Promise.resolve();
parentPort!.on('message', onMessage);
function onMessage(m: BatchJob | 'close'): void {
  if (m === 'close') {
    chain = chain.then(async () => { await store.close(); parentPort!.close(); });
    return;
  }
  chain = chain.then(() => run(m)).catch((err: Error) => {
    if (err instanceof ImportAborted) return;
    abortAll(ctl);
    parentPort!.postMessage({ seq: m.seq, error: `lines ${m.firstLine}–${m.lastLine}: ${err.message}` });
  });
}
