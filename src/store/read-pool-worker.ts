// A thread of read-pool.ts: one read-only connection to the SQLite store; answers { id, sql, params } with the
// statement's rows, { id, write: true } when the statement is not a plain query (or does not prepare here, e.g. it
// names the search file, which this connection does not attach: the caller runs it on its own connection), or
// { id, error } when it fails.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file } = workerData as { file: string };
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Each thread has its own page cache; the file's pages are in the OS cache anyway (a write by any process
// empties every connection's cache in WAL mode), so a small one per thread.
db.pragma('cache_size = -16384');

/** Prepared statements by SQL text, most recently used last (Kysely compiles the same texts again and again). */
const statements = new Map<string, Database.Statement | null>();
const STATEMENTS = 500;

function statement(sql: string): Database.Statement | null {
  let st = statements.get(sql);
  if (st !== undefined) {
    statements.delete(sql);
    statements.set(sql, st);
    return st;
  }
  try { st = db.prepare(sql); } catch { st = null; }
  if (st && !(st.readonly && st.reader)) st = null; // writes, and BEGIN / PRAGMA: the caller's connection
  statements.set(sql, st);
  if (statements.size > STATEMENTS) statements.delete(statements.keys().next().value!);
  return st;
}

parentPort!.on('message', (m: { id: number; sql: string; params: unknown[] }) => {
  const st = statement(m.sql);
  if (!st) return parentPort!.postMessage({ id: m.id, write: true });
  try {
    parentPort!.postMessage({ id: m.id, rows: st.all(...m.params) });
  } catch (err) {
    const e = err as { message?: string; code?: string };
    parentPort!.postMessage({ id: m.id, error: { message: String(e?.message ?? err), code: e?.code } });
  }
});
