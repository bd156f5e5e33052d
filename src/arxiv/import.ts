import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { bulkWriteSettings, type Store } from '../store/connection.ts';
import type { ParsePool } from './parse-pool.ts';
import { importParallel } from './import-parallel.ts';
import { lineBatches, linesOf } from './line-batches.ts';
import { COUNT_KEYS } from './import-turns.ts';
import { indexOnEventLoop, startIndexThread } from '../papers/index-thread.ts';
import type { ParsedBatch } from './parse-batch.ts';
import { indexPending } from '../papers/search-index.ts';
import { importHold } from '../web/distribution/data-version.ts';
import { SERVING_BATCH } from '../store/serving.ts';
import { WritePacer, type WriteLockSummary } from './write-pacer.ts';

/** Counts and rejections of one import. */
export interface ImportSummary {
  file: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The first rejections, each with its line number and reason. */
  rejections: { line: number; reason: string }[];
  /** Line the import resumed at (1-based), when an earlier run of the same file was interrupted. */
  resumedAtLine: number | null;
  indexed: number;
  storedMs: number;
  totalMs: number;
  /**
   * SQLite, beside a served site: how long the import's write transactions held the store's write lock, and how
   * often it gave way to a site's write waiting for it (arxiv/write-pacer.ts).
   */
  writeLock?: WriteLockSummary;
}

/** Options for importFile. */
export interface ImportOptions {
  /** Records per transaction (default 2000; a SQLite file's threaded import THREADED_BATCH). */
  batchSize?: number;
  /** Called after every batch with bytes read so far and the file size (for progress bars). */
  onProgress?: (bytes: number, total: number, summary: ImportSummary) => void;
  /** Called after every committed batch with the ids that were inserted or updated. */
  onChanged?: (ids: string[]) => Promise<void>;
  /** Build the search index at the end (default true). */
  index?: boolean;
  /** Maximum rejections kept with their reasons (default 100). */
  keepRejections?: number;
  /**
   * Use threads (default: for files over 4 MB on a machine with two or more cores). SQLite (a file): writer
   * threads that parse and store beside each other, committing in file order; PostgreSQL: parse threads
   * (on four or more cores), the main thread writes.
   */
  workers?: boolean;
  /** Source label stored on every paper (default: snapshot:<file name>). */
  source?: string;
  /**
   * Niceness of the import's threads (default 0): above 0 when a site is served beside it (PAPERBOARD_IMPORT_NICE), so
   * the web process gets the CPU first; transactions are then at most SERVING_BATCH records, so a write the site makes
   * (a report, a moderation) never waits long behind one, even while the import's threads are descheduled.
   */
  nice?: number;
  /** Old-space cap of each import thread, MB (PAPERBOARD_IMPORT_HEAP_MB; default 48, thread-entry.ts threadLimits). */
  heapMb?: number;
  /**
   * While the import runs, the data version the page caches of every process follow moves at most once per this
   * many seconds, plus once at the end (PAPERBOARD_IMPORT_REFRESH_S; default 0: after every batch).
   */
  refreshS?: number;
  /**
   * SQLite, beside a served site (nice > 0): the write-lock hold each transaction aims at, ms
   * (PAPERBOARD_IMPORT_HOLD_MS; default DEFAULT_HOLD_MS): records per transaction follow what the last ones took, at
   * most SERVING_BATCH. 0: SERVING_BATCH records per transaction whatever they take.
   */
  holdMs?: number;
}

/** The write-lock hold an import's transaction aims at beside a served site, ms (PAPERBOARD_IMPORT_HOLD_MS). */
export const DEFAULT_HOLD_MS = 50;

/**
 * Pause after each batch of an import running beside a site (opts.nice > 0), ms. SQLite's write lock has no queue:
 * with the next batch parsed ahead, the import took it again at once and the site's writes, retrying every few ms
 * (store/patient-sqlite.ts), waited for seconds. The pause is longer than their retry interval.
 */
export const SERVING_YIELD_MS = 10;

/**
 * Records per transaction of a SQLite file's threaded import when the caller sets none. Not 2000: a batch's pages
 * outgrew the writer thread's 4 MB page cache (store/connection.ts bulkWriteSettings), which spilled them to the WAL
 * and wrote them again before the commit, and the main thread held twice the bytes of the batches in flight. 84,744
 * records, alternated: 0.68M write calls instead of 1.08M, peak RSS 223–233 MB instead of 250–264 MB; CPU (user +
 * sys) 11% less at load 9–14, no different at load 2.5–5. With venue detection in the indexer thread (before
 * startIndexThread's `detect` thread) it made the wall time longer: the writer waited for answers twice as often.
 */
export const THREADED_BATCH = 1000;

/** An import that could not start (missing file, unreadable gzip); names the file. */
export class ImportError extends Error {
  readonly code = 'IMPORT_FAILED';
}

function fingerprint(file: string, size: number): string {
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(Math.min(size, 1 << 20));
  fs.readSync(fd, buf, 0, buf.length, 0);
  fs.closeSync(fd);
  return `${size}:${crypto.createHash('sha1').update(buf).digest('hex')}`;
}

/**
 * Streams a snapshot-layout `.jsonl` / `.json` / `.json.gz` file into the store in batches. Idempotent;
 * a malformed line is reported with its number and skipped; an interrupted import of the same file
 * resumes at the first batch that was not committed.
 */
export async function importFile(store: Store, file: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  if (!fs.existsSync(file)) throw new ImportError(`${file}: no such file`);
  const t0 = performance.now();
  const size = fs.statSync(file).size;
  const gz = /\.gz$/i.test(file);
  const fp = fingerprint(file, size);
  const source = opts.source ?? `snapshot:${path.basename(file)}`;
  const run = await store.db.selectFrom('import_runs').selectAll().where('fingerprint', '=', fp).where('finished_at', 'is', null)
    .orderBy('id', 'desc').executeTakeFirst();
  const runId = run ? Number(run.id) : Number((await store.db.insertInto('import_runs')
    .values({ file: path.resolve(file), fingerprint: fp, started_at: new Date().toISOString(), next_line: 0, next_offset: 0, counts_json: '{}' })
    .returning('id').executeTakeFirstOrThrow()).id);
  const skipLines = run ? Number(run.next_line) : 0;
  const summary: ImportSummary = { file, read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [], resumedAtLine: run ? skipLines + 1 : null, indexed: 0, storedMs: 0, totalMs: 0 };
  if (run) {
    const prev = JSON.parse(run.counts_json) as Partial<ImportSummary>;
    for (const k of COUNT_KEYS) summary[k] = Number(prev[k] ?? 0);
  }
  const nice = opts.nice ?? 0;
  const now = new Date().toISOString();
  const cores = os.cpus().length;
  const big = size > 4 << 20;
  const fileStore = store.sqlite && !store.sqlite.memory;
  // A large file on a SQLite file is stored by writer threads (one per core from four cores, one on fewer) beside an
  // indexer thread: the main thread only cuts the file into batches, and every thread's heap is capped
  // (THREAD_LIMITS), so the import's memory does not grow with the file. PostgreSQL and small files: inline.
  const threaded = opts.workers ?? big;
  const writers = cores >= 4 ? Math.min(4, cores) : 1;
  const parallel = threaded && fileStore && nice === 0;
  const batchSize = nice > 0 ? Math.min(SERVING_BATCH, opts.batchSize ?? 2000) : (opts.batchSize ?? (parallel ? THREADED_BATCH : 2000));
  // A lone writer thread leaves venue detection to a thread of its own (arxiv/import-detect.ts), and the main thread
  // indexes for search between cutting batches (papers/index-thread.ts indexOnEventLoop).
  const lone = parallel && writers === 1;
  const indexing = fileStore && opts.index !== false && (big || opts.workers);
  const indexer = indexing ? (lone ? indexOnEventLoop(store) : startIndexThread(store, nice, opts.heapMb)) : null;
  const detector = lone ? startIndexThread(store, nice, opts.heapMb, true) : null;
  const restoreWrites = store.sqlite ? bulkWriteSettings(store.sqlite) : () => {};
  const at = { lastLine: skipLines };
  const start = { runId, gz, skipLines, startOffset: run ? Number(run.next_offset) : 0, size, batchSize };
  const hold = importHold(store, runId, opts.refreshS ?? 0);
  await hold.tick();
  const committed = () => { indexer?.nudge(); void hold.tick(); };
  try {
    // Beside a served site (nice > 0) the store's write lock is taken at normal priority only: the parsing runs on
    // lowered-priority threads and this thread writes. A writer thread at low priority, descheduled while it holds
    // the lock on a busy machine, kept the site's reports waiting for seconds (priority inversion).
    if (parallel) {
      const detection = detector?.detection ? { end: detector.detection, onLost: detector.onLost } : undefined;
      await importParallel(store, file, { ...start, source, now, nice, heapMb: opts.heapMb, threads: writers, detection }, summary, opts, at, committed);
    } else {
      // Loaded here only: a threaded import's main thread never parses nor stores (its memory stays small).
      const { inlinePool, workerPool } = await import('./parse-pool.ts');
      const parseThreads = threaded && fileStore ? nice > 0 : (opts.workers ?? (big && cores >= 4));
      // Beside a site, a SQLite file's write transactions are paced: sized by time, giving way to the site's writes.
      const holdMs = opts.holdMs ?? DEFAULT_HOLD_MS;
      const pacer = fileStore && nice > 0 ? WritePacer.besideSite(store.sqlite!.name, holdMs, batchSize) : null;
      try {
        await importInline(store, file, { ...start, pool: parseThreads ? workerPool(source, now, undefined, nice, opts.heapMb) : inlinePool(source, now), yieldMs: nice > 0 ? SERVING_YIELD_MS : 0, pacer }, summary, opts, at, committed);
      } finally {
        if (pacer) summary.writeLock = { ...pacer.summary(), target_ms: holdMs };
      }
    }
  } catch (err) {
    await hold.end().catch(() => {});
    await indexer?.stop();
    await detector?.stop();
    if ((err as { code?: string }).code === 'Z_DATA_ERROR' || /unexpected end of file/i.test((err as Error).message)) {
      throw new ImportError(`${file}: gzip stream is corrupt after line ${at.lastLine} (${(err as Error).message}); lines before it are stored`, { cause: err });
    }
    throw err;
  } finally {
    restoreWrites();
  }
  summary.storedMs = performance.now() - t0;
  if (detector) await detector.finish();
  if (indexer) summary.indexed = await indexer.finish();
  if (opts.index !== false) summary.indexed += await indexPending(store);
  await refreshStatistics(store, summary.inserted + summary.updated);
  await hold.end();
  await store.db.updateTable('import_runs').set({ finished_at: new Date().toISOString() }).where('id', '=', runId).execute();
  summary.totalMs = performance.now() - t0;
  return summary;
}

/** Rows an import must have written before PostgreSQL's planner statistics of the tables it writes are refreshed. */
export const ANALYZE_AFTER = 10_000;

/**
 * PostgreSQL: after a large import, the tables it filled are vacuumed and their planner statistics refreshed, as
 * autovacuum would do much later (or never, where it is off): meanwhile a venue page planned on an empty table's
 * figures reads the wrong way, and the new pages are not marked all-visible, so the covering indexes of venue pages
 * and their counts (paper_venues_edition_cover) read the table as well: on the 1M store, the other tracks of one big
 * edition read 5,050 table pages in 1.8–2.3 s beside an import, 901 index pages once vacuumed. The vacuum also moves
 * the search indexes' pending entries into the index (searches scan those one by one). It reads only the pages
 * changed since the last vacuum and runs beside readers and writers. SQLite plans without statistics.
 */
export async function refreshStatistics(store: Store, written: number): Promise<void> {
  if (store.dialect !== 'postgres' || written < ANALYZE_AFTER) return;
  await sql`VACUUM (ANALYZE) papers, papers_title_search, papers_text_search, paper_venues, paper_versions`.execute(store.db);
}

/** Where an import starts: after `skipLines` lines, at byte `startOffset` of a plain file (gzip restarts and skips lines). */
export interface ImportStart {
  runId: number;
  gz: boolean;
  skipLines: number;
  startOffset: number;
  /** File size, for progress. */
  size: number;
  batchSize: number;
}

/** The single-connection import: the main thread writes batches in order (parsed inline or by a parse pool). */
async function importInline(store: Store, file: string, how: ImportStart & { pool: ParsePool; yieldMs?: number; pacer?: WritePacer | null }, summary: ImportSummary,
  opts: ImportOptions, at: { lastLine: number }, committed?: () => void): Promise<void> {
  const { pool, pacer } = how;
  const { upsertRecords } = await import('../papers/upsert.ts');
  const keep = opts.keepRejections ?? 100;
  const inFlight: { parsed: Promise<ParsedBatch>; lastLine: number; endOffset: number }[] = [];
  // SQLite: the checkpoint commits with its batch (one write transaction per batch, not two).
  const checkpoint = store.sqlite?.prepare('UPDATE import_runs SET next_line = ?, next_offset = ?, counts_json = ? WHERE id = ?');
  const countsAfter = (r: { inserted: number; updated: number; unchanged: number }) => {
    const { rejections: _r, ...counts } = summary;
    return { ...counts, inserted: counts.inserted + r.inserted, updated: counts.updated + r.updated, unchanged: counts.unchanged + r.unchanged };
  };
  const write = async (): Promise<void> => {
    const job = inFlight.shift()!;
    const parsed = await job.parsed;
    summary.read += parsed.read;
    summary.rejected += parsed.rejected.length;
    for (const r of parsed.rejected) if (summary.rejections.length < keep) summary.rejections.push(r);
    await pacer?.beforeWrite();
    const r = await upsertRecords(store, parsed.records, checkpoint ? {
      alsoInside: (c) => checkpoint.run(job.lastLine, job.endOffset, JSON.stringify(countsAfter(c)), how.runId),
      held: pacer ? (ms) => pacer.held(ms, parsed.records.length) : undefined,
    } : {});
    committed?.();
    if (!checkpoint) {
      await store.db.updateTable('import_runs').set({ next_line: job.lastLine, next_offset: job.endOffset, counts_json: JSON.stringify(countsAfter(r)) })
        .where('id', '=', how.runId).execute();
    }
    summary.inserted += r.inserted;
    summary.updated += r.updated;
    summary.unchanged += r.unchanged;
    if (opts.onChanged && r.changedIds.length) await opts.onChanged(r.changedIds);
    opts.onProgress?.(job.endOffset, how.size, summary);
    if (how.yieldMs) await new Promise((resolve) => setTimeout(resolve, how.yieldMs));
  };
  try {
    for await (const batch of lineBatches(file, how.gz, how.startOffset, how.skipLines, pacer ? () => pacer.size() : how.batchSize)) {
      at.lastLine = batch.lastLine;
      inFlight.push({ parsed: pool.parse(linesOf(batch)), lastLine: batch.lastLine, endOffset: batch.endOffset });
      if (inFlight.length > pool.ahead) await write();
    }
    while (inFlight.length) await write();
  } finally {
    await pool.close();
  }
}
