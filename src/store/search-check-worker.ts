// The thread of search-check.ts: SQLite's quick_check over the search file through its own read-only connection,
// at a lowered priority; posts { problem } (null when sound) or { error } when the check itself could not run.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { niceThread } from '../arxiv/thread-entry.ts';
import { isSearchDamage } from './search-file.ts';

const { file, nice } = workerData as { file: string; nice: number };
niceThread(nice);
let db: Database.Database | null = null;
try {
  db = new Database(file, { readonly: true, fileMustExist: true });
  const rows = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
  const problem = rows[0]?.quick_check === 'ok' ? null : `quick_check: ${rows.slice(0, 3).map((r) => r.quick_check).join('; ')}`;
  parentPort!.postMessage({ problem });
} catch (err) {
  // Damage met while checking (not a database, corrupt) is the check's answer; anything else is a failure to check.
  if (isSearchDamage(err)) parentPort!.postMessage({ problem: `${(err as { code?: string }).code}: ${(err as Error).message}` });
  else parentPort!.postMessage({ error: (err as Error).message });
} finally {
  db?.close();
}
