import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseBatch, type ParsedBatch } from './parse-batch.ts';
import { venueRowsOf } from '../papers/venue-rows.ts';
import { threadEntry, threadLimits } from './thread-entry.ts';
import { siblingModule } from '../module-files.ts';

/** Parses line batches on worker threads, results in submission order; inline when workers are off. */
export interface ParsePool {
  parse(lines: [number, string][]): Promise<ParsedBatch>;
  close(): Promise<void>;
  /** Batches worth parsing ahead of the writer: 0 inline (parsing ahead only holds memory), 2 on threads. */
  ahead: number;
}

/** An inline "pool" (no threads): for small files and environments without worker support. */
export function inlinePool(source: string, now: string): ParsePool {
  return { parse: async (lines) => parseBatch(lines, source, now, venueRowsOf), close: async () => {}, ahead: 0 };
}

/**
 * A pool of `size` worker threads (default: cores - 1, at least 1) running parse-worker (compiled, see
 * thread-entry.ts), each at niceness `nice` (0: unchanged).
 */
export function workerPool(source: string, now: string, size = Math.max(1, Math.min(2, os.cpus().length - 1)), nice = 0, heapMb?: number): ParsePool {
  const module = siblingModule(import.meta.url, 'parse-worker');
  const workers = Array.from({ length: size }, () => new Worker(threadEntry(module), { workerData: { module: module.href, nice }, resourceLimits: threadLimits(heapMb) }));
  const waiting = new Map<number, { resolve: (b: ParsedBatch) => void; reject: (e: Error) => void }>();
  for (const w of workers) {
    w.on('message', (m: { id: number; batch?: ParsedBatch; error?: string }) => {
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error) p?.reject(new Error(m.error));
      else p?.resolve(m.batch!);
    });
    w.on('error', (err) => { for (const p of waiting.values()) p.reject(err); waiting.clear(); });
  }
  let next = 0;
  return {
    ahead: 2,
    parse(lines) {
      const id = next++;
      return new Promise<ParsedBatch>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length].postMessage({ id, lines, source, now });
      });
    },
    close: async () => { await Promise.all(workers.map((w) => w.terminate())); },
  };
}
