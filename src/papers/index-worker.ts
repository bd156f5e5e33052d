// The import's indexer thread (index-thread.ts): its own connection, the search file attached; indexes the papers
// the import commits, as they are committed, until told the import is done and it has caught up. For a lone writer
// thread it detects venues instead (arxiv/import-detect.ts), answering the writer's requests as they come, and opens
// no connection.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite } from '../store/connection.ts';
import { attachSearch } from '../store/search-file.ts';
import { indexStepOn } from './search-index.ts';
import { DONE, NUDGE } from './index-thread.ts';
import { niceThread } from '../arxiv/thread-entry.ts';
import { answerRequests, type DetectEnd } from '../arxiv/import-detect.ts';
import type { ThreadHeap } from '../arxiv/thread-heap.ts';
import type { DetectionHeap } from './index-thread.ts';

const { dbPath, control, nice, detect, reportHeap } = workerData as { dbPath: string; control: SharedArrayBuffer; nice: number; detect?: DetectEnd; reportHeap?: boolean };
niceThread(nice);
const ctl = new Int32Array(control);
const venueRowsOf = detect ? (await import('./venue-rows.ts')).venueRowsOf : null;
// Tests only (startIndexThread's reportHeap): the detection thread's live heap once its catalogue is loaded (the first
// detection loads the lazy tables) and at its end, with the detections it remembers (venues/detect.ts).
const heap = detect && reportHeap ? await heapProbe(venueRowsOf!) : null;
const sqlite = detect ? null : configureSqlite(new Database(dbPath));
if (sqlite) {
  attachSearch(sqlite);
  bulkWriteSettings(sqlite);
}
/** Papers indexed per step. */
const STEP = 10000;

let total = 0;
try {
  for (;;) {
    const seen = Atomics.load(ctl, NUDGE);
    const done = Atomics.load(ctl, DONE) === 1;
    if (detect) answerRequests(detect, venueRowsOf!);
    const n = sqlite ? indexStepOn(sqlite, STEP) : 0;
    total += n;
    if (n > 0) continue;
    if (done) break;
    Atomics.wait(ctl, NUDGE, seen, 200);
  }
  parentPort!.postMessage({ indexed: total, heap: heap ? { loaded: heap.loaded, end: heap.end() } : undefined });
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message });
} finally {
  sqlite?.close();
}

/** The detection thread's heap once its catalogue is loaded, and a function measuring it again at the end. */
async function heapProbe(venuesOf: (row: { id: string; comments: string | null; journal_ref: string | null }) => unknown): Promise<{ loaded: ThreadHeap; end: () => DetectionHeap['end'] }> {
  const { liveHeap } = await import('../arxiv/thread-heap.ts');
  const { rememberedDetections } = await import('../venues/detect.ts');
  venuesOf({ id: '2401.00001', comments: 'Accepted at NeurIPS 2024', journal_ref: 'Phys. Rev. Lett. 132, 010101 (2024)' });
  const loaded = liveHeap();
  return { loaded, end: () => ({ ...liveHeap(), remembered: rememberedDetections() }) };
}
