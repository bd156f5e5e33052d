// A thread of read-pool.ts: one read-only connection to the SQLite store, with its search file (store/search-file.ts)
// attached as `search` when it exists; answers { id, sql, params } with the statement's rows, { id, write: true } when
// the statement is not a plain query (or does not prepare here, e.g. the search file is missing: the caller runs it on
// its own connection), or { id, error } when it fails (a damaged search file's SQLITE_CORRUPT reaches the caller, whose
// connection heals the file; this thread attaches the new file at its next search statement).
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { searchFileOf } from './search-file.ts';

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Each thread has its own page cache; the file's pages are in the OS cache anyway (a write by any process
// empties every connection's cache in WAL mode), so a small one per thread.
db.pragma('cache_size = -16384');

/** Prepared statements by SQL text, most recently used last (Kysely compiles the same texts again and again). */
const statements = new Map<string, Database.Statement | null>();
const STATEMENTS = 500;

const searchFile = searchFileOf(file);
/** The inode of the search file attached (-1: none), to notice it being replaced (healed, rebuilt) or created. */
let searchInode = -1;

/** Attaches the search file on disk when it is not the one attached (or none is); statements prepared before are dropped. */
function keepSearchAttached(): void {
  let ino = -1;
  try { ino = fs.statSync(searchFile).ino; } catch { /* not made yet */ }
  if (ino === searchInode) return;
  if (searchInode !== -1) {
    try { db.exec('DETACH DATABASE search'); } catch { /* not attached */ }
    searchInode = -1;
  }
  statements.clear();
  if (ino === -1) return;
  try {
    db.prepare('ATTACH DATABASE ? AS search').run(searchFile);
    searchInode = ino;
  } catch { /* unreadable now: its statements go back to the caller's connection, which heals it */ }
}

/** The prepared statement of `sql`; null when it is not a plain query, undefined when it does not prepare here now. */
function statement(sql: string): Database.Statement | null | undefined {
  let st = statements.get(sql);
  if (st !== undefined) {
    statements.delete(sql);
    statements.set(sql, st);
    return st;
  }
  try { st = db.prepare(sql); } catch { return undefined; } // e.g. names the search file while it is missing: not remembered
  if (!(st.readonly && st.reader)) st = null; // writes, and BEGIN / PRAGMA: the caller's connection
  statements.set(sql, st);
  if (statements.size > STATEMENTS) statements.delete(statements.keys().next().value!);
  return st;
}

parentPort!.on('message', (m: { id: number; sql: string; params: unknown[] }) => {
  if (m.sql.includes('search.')) keepSearchAttached();
  const st = statement(m.sql);
  if (!st) return parentPort!.postMessage({ id: m.id, write: true, ...(st === undefined ? { now: true } : {}) });
  try {
    parentPort!.postMessage({ id: m.id, rows: st.all(...m.params) });
  } catch (err) {
    const e = err as { message?: string; code?: string };
    parentPort!.postMessage({ id: m.id, error: { message: String(e?.message ?? err), code: e?.code } });
  }
});
