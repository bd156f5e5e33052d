// The SQLite import with writer threads. The main thread only cuts the file into batches of whole lines (bytes,
// handed over without copying); each writer thread parses its batches and stores them through its own connection.
// SQLite takes one writer at a time, so while one thread commits, the others parse: on two cores parsing and
// writing overlap. Commits take turns in file order (import-turns.ts), so results, checkpoints and resume
// behave exactly as with one writer.
import { Worker } from 'node:worker_threads';
import { abortAll, createControl, type Counts } from './import-turns.ts';
import { threadEntry, threadLimits, writerWithoutDetection } from './thread-entry.ts';
import { siblingModule } from '../module-files.ts';
import { lineBatches, type LineBatch } from './line-batches.ts';
import type { DetectEnd } from './import-detect.ts';
import type { Store } from '../store/connection.ts';
import type { ImportOptions, ImportStart, ImportSummary } from './import.ts';

/** What every writer thread is started with. */
export interface WriterSetup {
  module: string;
  dbPath: string;
  source: string;
  now: string;
  runId: number;
  control: SharedArrayBuffer;
  /** Niceness the thread sets for itself (0: unchanged). */
  nice: number;
  /** Writer threads of the import (one: it parses inside its transactions; several: before their turns). */
  writers: number;
  /** A lone writer's end of venue detection in its own thread (import-detect.ts); without it, writers detect themselves. */
  detect?: DetectEnd;
}

/** One batch of whole lines for a writer thread. */
export interface BatchJob extends LineBatch {
  seq: number;
}

/** A committed batch, as a writer thread reports it: totals after it, its rejections and changed papers. */
export interface BatchDone {
  seq: number;
  counts: Counts;
  rejected: { line: number; reason: string }[];
  changedIds: string[];
  endOffset: number;
}

/** How a threaded import starts: where (ImportStart), and what its writer threads stamp on every paper. */
export interface ParallelStart extends ImportStart {
  source: string;
  now: string;
  threads: number;
  nice: number;
  /** Old-space cap of each writer thread, MB (default: threadLimits'). */
  heapMb?: number;
  /** Where a lone writer's venues are detected (a thread of their own), and how the import learns that thread ended early. */
  detection?: { end: DetectEnd; onLost: (lost: (err: Error) => void) => void };
}

/**
 * Runs the import's batches through `threads` writer threads (each its own SQLite connection to `dbPath`),
 * adding what they report to `summary` in file order. Resolves when every batch is committed; on a failure
 * stops all threads (committed batches and their checkpoint stay) and rethrows it.
 */
export async function importParallel(store: Store, file: string, start: ParallelStart, summary: ImportSummary, opts: ImportOptions,
  at: { lastLine: number }, committed?: () => void): Promise<void> {
  const dbPath = store.sqlite!.name;
  const control = createControl(summary);
  const ctl = new Int32Array(control);
  const detect = start.threads === 1 ? start.detection?.end : undefined;
  const setup: WriterSetup = { module: siblingModule(import.meta.url, 'import-worker').href, dbPath, source: start.source, now: start.now, runId: start.runId, control, nice: start.nice, writers: start.threads, detect };
  const entry = threadEntry(new URL(setup.module));
  const workers = Array.from({ length: start.threads }, () => new Worker(entry, { workerData: setup, resourceLimits: detect ? writerWithoutDetection(start.heapMb) : threadLimits(start.heapMb), transferList: detect ? [detect.port] : [] }));
  const keep = opts.keepRejections ?? 100;
  const done = new Map<number, BatchDone>();
  let failure: Error | null = null;
  let sent = 0;
  let reported = 0;
  let closing = false;
  let wake: () => void = () => {};
  let reporting = Promise.resolve();
  const fail = (err: Error): void => {
    if (!failure) failure = err;
    abortAll(ctl);
    wake();
  };
  // Reports batches in file order: counts, rejections, the caller's callbacks.
  const report = (): void => {
    while (done.has(reported)) {
      const m = done.get(reported)!;
      done.delete(reported++);
      for (const r of m.rejected) if (summary.rejections.length < keep) summary.rejections.push(r);
      Object.assign(summary, m.counts);
      committed?.();
      reporting = reporting.then(async () => {
        if (opts.onChanged && m.changedIds.length) await opts.onChanged(m.changedIds);
        opts.onProgress?.(m.endOffset, start.size, summary);
      }).catch(fail);
    }
    wake();
  };
  for (const w of workers) {
    w.on('message', (m: BatchDone | { seq: number; error: string }) => {
      if ('error' in m) fail(new Error(`${file}: ${m.error}`));
      else { done.set(m.seq, m); report(); }
    });
    w.on('error', fail);
    w.on('exit', (code) => { if (!closing && code !== 0) fail(new Error(`import writer thread exited with code ${code}`)); });
  }
  if (detect) start.detection!.onLost((err) => fail(new Error(`venue detection stopped: ${err.message}`)));
  const settle = () => new Promise<void>((resolve) => { wake = resolve; });
  try {
    try {
      for await (const batch of lineBatches(file, start.gz, start.startOffset, start.skipLines, start.batchSize)) {
        while (!failure && sent - reported >= start.threads * 2) await settle();
        if (failure) break;
        const job: BatchJob = { seq: sent, ...batch };
        workers[sent % workers.length].postMessage(job, [batch.bytes.buffer as ArrayBuffer]);
        sent++;
        at.lastLine = batch.lastLine;
      }
    } finally {
      // Whatever happens to the reading (a corrupt gzip stream), the batches already handed over are stored first.
      while (!failure && reported < sent) await settle();
      await reporting;
    }
    if (failure) throw failure;
  } finally {
    closing = true;
    if (failure) await Promise.all(workers.map((w) => w.terminate()));
    else await Promise.all(workers.map((w) => new Promise<void>((resolve) => { w.once('exit', () => resolve()); w.postMessage('close'); })));
  }
}
