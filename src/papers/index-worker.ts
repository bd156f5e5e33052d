// The import's indexer thread (index-thread.ts): its own connection, the search file attached; indexes the papers
// the import commits, as they are committed, until told the import is done and it has caught up.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { bulkWriteSettings, configureSqlite } from '../store/connection.ts';
import { attachSearch, healSearch, isSearchDamage, reattachIfReplaced } from '../store/search-file.ts';
import { forgetIndexStatements, indexNewSync } from './search-index.ts';
import { DONE, NUDGE } from './index-thread.ts';
import { niceThread } from '../arxiv/thread-entry.ts';

const { dbPath, control, nice } = workerData as { dbPath: string; control: SharedArrayBuffer; nice: number };
niceThread(nice);
const ctl = new Int32Array(control);
const sqlite = configureSqlite(new Database(dbPath));
attachSearch(sqlite);
bulkWriteSettings(sqlite);
let total = 0;
try {
  for (;;) {
    const seen = Atomics.load(ctl, NUDGE);
    const done = Atomics.load(ctl, DONE) === 1;
    // The search file may have been healed (moved aside, recreated) by the import's connection or another process.
    if (reattachIfReplaced(sqlite)) forgetIndexStatements(sqlite);
    let n: number;
    try {
      n = indexNewSync(sqlite, 10000);
    } catch (err) {
      if (!isSearchDamage(err)) throw err;
      healSearch(sqlite, err);
      forgetIndexStatements(sqlite);
      continue;
    }
    total += n;
    if (n > 0) continue;
    if (done) break;
    Atomics.wait(ctl, NUDGE, seen, 200);
  }
  parentPort!.postMessage({ indexed: total });
} catch (err) {
  parentPort!.postMessage({ error: (err as Error).message });
} finally {
  sqlite.close();
}
