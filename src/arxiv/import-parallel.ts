// The SQLite import with writer threads. The main thread only cuts the file into batches of whole lines (bytes,
// handed over without copying); each writer thread parses its batches and stores them through its own connection.
// SQLite takes one writer at a time, so while one thread commits, the others parse: on two cores parsing and
// writing overlap. Commits take turns in file order (import-turns.ts), so results, checkpoints and resume
// behave exactly as with one writer.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { abortAll, createControl, type Counts } from './import-turns.ts';
import { threadEntry } from './thread-entry.ts';
import type { Store } from '../store/connection.ts';
import type { ImportOptions, ImportSummary } from './import.ts';

/** What every writer thread is started with. */
export interface WriterSetup {
  module: string;
  dbPath: string;
  source: string;
  now: string;
  runId: number;
  control: SharedArrayBuffer;
}

/** One batch of whole lines for a writer thread. */
export interface BatchJob {
  seq: number;
  bytes: Uint8Array;
  firstLine: number;
  lastLine: number;
  endOffset: number;
}

/** A committed batch, as a writer thread reports it: totals after it, its rejections and changed papers. */
export interface BatchDone {
  seq: number;
  counts: Counts;
  rejected: { line: number; reason: string }[];
  changedIds: string[];
  endOffset: number;
}

/** Where an import starts: after `skipLines` lines, at byte `startOffset` of a plain file (gzip restarts and skips lines). */
export interface ParallelStart {
  runId: number;
  gz: boolean;
  skipLines: number;
  startOffset: number;
  source: string;
  now: string;
  batchSize: number;
  threads: number;
}

/**
 * Yields the file as batches of `batchSize` whole lines: their bytes in one fresh buffer (transferable), their
 * absolute line numbers and the byte offset after the last one. Lines up to `skipLines` are dropped (gzip resume).
 */
export async function* lineBatches(file: string, gz: boolean, startOffset: number, skipLines: number, batchSize: number):
  AsyncGenerator<Omit<BatchJob, 'seq'>> {
  const raw = fs.createReadStream(file, { start: gz ? 0 : startOffset, highWaterMark: 1 << 20 });
  const stream = gz ? raw.pipe(zlib.createGunzip()) : raw;
  let base = gz ? 0 : startOffset;
  let line = gz ? 0 : skipLines;
  let parts: Uint8Array[] = [];
  let size = 0;
  let count = 0;
  let firstLine = line + 1;
  const take = (lastLine: number, endOffset: number): Omit<BatchJob, 'seq'> => {
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) { bytes.set(p, at); at += p.length; }
    const out = { bytes, firstLine, lastLine, endOffset };
    parts = [];
    size = 0;
    count = 0;
    firstLine = lastLine + 1;
    return out;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      line++;
      if (line <= skipLines && gz) { parts = []; size = 0; start = i + 1; firstLine = line + 1; continue; }
      if (++count < batchSize) continue;
      parts.push(chunk.subarray(start, i + 1));
      size += i + 1 - start;
      start = i + 1;
      yield take(line, base + i + 1);
    }
    if (start < chunk.length) { parts.push(chunk.subarray(start)); size += chunk.length - start; }
    base += chunk.length;
  }
  if (size > 0) {
    // A last line without a newline still counts; a trailing newline already closed it.
    const last = parts.at(-1)!;
    const open = last[last.length - 1] !== 10;
    if (open) line++;
    if (!(gz && line <= skipLines)) yield take(line, base);
  }
}

/**
 * Runs the import's batches through `threads` writer threads (each its own SQLite connection to `dbPath`),
 * adding what they report to `summary` in file order. Resolves when every batch is committed; on a failure
 * stops all threads (committed batches and their checkpoint stay) and rethrows it.
 */
export async function importParallel(store: Store, file: string, start: ParallelStart, summary: ImportSummary, opts: ImportOptions,
  total: number, at: { lastLine: number }, committed?: () => void): Promise<{ storedAt: number }> {
  const dbPath = store.sqlite!.name;
  const base: Counts = { read: summary.read, inserted: summary.inserted, updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected };
  const control = createControl(base);
  const ctl = new Int32Array(control);
  const setup: WriterSetup = { module: new URL('./import-worker.ts', import.meta.url).href, dbPath, source: start.source, now: start.now, runId: start.runId, control };
  const entry = await threadEntry(new URL(setup.module));
  const workers = Array.from({ length: start.threads }, () => new Worker(entry, { workerData: setup }));
  const keep = opts.keepRejections ?? 100;
  const done = new Map<number, BatchDone>();
  let failure: Error | null = null;
  let sent = 0;
  let reported = 0;
  let closing = false;
  let wake: () => void = () => {};
  let reporting = Promise.resolve();
  let storedAt = performance.now();
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
      storedAt = performance.now();
      committed?.();
      reporting = reporting.then(async () => {
        if (opts.onChanged && m.changedIds.length) await opts.onChanged(m.changedIds);
        opts.onProgress?.(m.endOffset, total, summary);
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
  return { storedAt };
}
