// Worker thread: parses batches of snapshot lines (see parse-batch.ts) so the main thread only writes.
import { parentPort, workerData } from 'node:worker_threads';
import { parseBatch } from './parse-batch.ts';
import { venueRowsOf } from '../papers/venue-rows.ts';
import { niceThread } from './thread-entry.ts';

niceThread(Number((workerData as { nice?: number } | null)?.nice ?? 0));

parentPort!.on('message', (m: { id: number; lines: [number, string][]; source: string; now: string }) => {
  try {
    parentPort!.postMessage({ id: m.id, batch: parseBatch(m.lines, m.source, m.now, venueRowsOf) });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: String((err as Error).message) });
  }
});
