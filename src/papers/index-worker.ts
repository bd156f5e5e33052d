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

const { dbPath, control, nice, detect } = workerData as { dbPath: string; control: SharedArrayBuffer; nice: number; detect?: DetectEnd };
niceThread(nice);
const ctl = new Int32Array(control);
const venueRowsOf = detect ? (await import('./venue-rows.ts')).venueRowsOf : null;
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
  parentPort!.postMessage({ indexed: total });
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message });
} finally {
  sqlite?.close();
}
