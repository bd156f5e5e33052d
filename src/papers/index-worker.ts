// The import's indexer thread (index-thread.ts): its own connection, the search file attached; indexes the papers
// the import commits, as they are committed, until told the import is done and it has caught up. For a lone writer
// thread it also detects venues (arxiv/import-detect.ts), answering the writer's requests between index steps.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite } from '../store/connection.ts';
import { attachSearch, healSearch, isSearchDamage, reattachIfReplaced } from '../store/search-file.ts';
import { forgetIndexStatements, indexNewSync } from './search-index.ts';
import { DONE, NUDGE } from './index-thread.ts';
import { niceThread } from '../arxiv/thread-entry.ts';
import { answerRequests, type DetectEnd } from '../arxiv/import-detect.ts';

const { dbPath, control, nice, detect } = workerData as { dbPath: string; control: SharedArrayBuffer; nice: number; detect?: DetectEnd };
niceThread(nice);
const ctl = new Int32Array(control);
const venueRowsOf = detect ? (await import('./venue-rows.ts')).venueRowsOf : null;
const sqlite = configureSqlite(new Database(dbPath));
attachSearch(sqlite);
bulkWriteSettings(sqlite);
// Papers indexed per step: fewer while the writer may be waiting for venues between steps.
const STEP = detect ? 2000 : 10000;

/** Indexes what was committed, one step; on a failure that healing cannot mend, rethrows it. */
function indexStep(): number {
  // The search file may have been healed (moved aside, recreated) by the import's connection or another process.
  if (reattachIfReplaced(sqlite)) forgetIndexStatements(sqlite);
  try {
    return indexNewSync(sqlite, STEP);
  } catch (err) {
    if (!isSearchDamage(err)) throw err;
    healSearch(sqlite, err);
    forgetIndexStatements(sqlite);
    return indexStep();
  }
}

let total = 0;
// A failure to index ends the indexing, not the venue detection the writer waits for: it is reported at the end.
let failure: Error | null = null;
try {
  for (;;) {
    const seen = Atomics.load(ctl, NUDGE);
    const done = Atomics.load(ctl, DONE) === 1;
    if (detect) answerRequests(detect, venueRowsOf!);
    let n = 0;
    if (!failure) {
      try {
        n = indexStep();
      } catch (err) {
        if (!detect) throw err;
        failure = err as Error;
      }
    }
    total += n;
    if (n > 0) continue;
    if (done) break;
    Atomics.wait(ctl, NUDGE, seen, 200);
  }
  parentPort!.postMessage(failure ? { error: failure.message } : { indexed: total });
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message });
} finally {
  sqlite.close();
}
