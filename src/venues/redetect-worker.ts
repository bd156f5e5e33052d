// Worker thread: detects the venues of batches of stored papers for `venues redetect` (see redetect.ts), so the main
// thread only reads and writes the store.
import { parentPort } from 'node:worker_threads';
import { venueRowsOf } from '../papers/venue-rows.ts';

parentPort!.on('message', (m: { id: number; papers: { id: string; title: string; comments: string | null; journal_ref: string | null }[] }) => {
  try {
    parentPort!.postMessage({ id: m.id, rows: m.papers.map(venueRowsOf) });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: String((err as Error).message) });
  }
});
