import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { lazy } from '../lazy.ts';
import { survivePgRestarts } from './pg-clients.ts';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { DB } from './schema.ts';
import { attachSearch } from './search-file.ts';
import { patientSqliteDialect } from './patient-sqlite.ts';
import { ReadPool } from './read-pool.ts';

/** Which SQL engine a store runs on; the few dialect differences key off this. */
export type Dialect = 'sqlite' | 'postgres';

/** An open store: the Kysely handle plus what dialect it speaks. */
export interface Store {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle (SQLite only), for bulk paths and FTS maintenance. */
  sqlite?: Database.Database;
  close(): Promise<void>;
}

/** node-postgres, loaded when the first PostgreSQL store is opened (a process on SQLite never loads it). */
const pgModule = lazy(() => {
  const mod = createRequire(import.meta.url)('pg') as typeof pg;
  // COUNT(*) and bigserial come back as strings by default; our counts fit in a double.
  mod.types.setTypeParser(20, (v) => Number(v));
  mod.types.setTypeParser(1700, (v) => Number(v));
  return mod;
});

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise the SQLite file at `sqlitePath` (WAL mode). `patient`
 * (serving processes, SQLite): queries wait for the write lock without blocking the event loop (patient-sqlite.ts).
 */
export function openStore(opts: { databaseUrl?: string; sqlitePath: string; poolSize?: number; patient?: boolean; readThreads?: number; pgWorkMem?: string }): Store {
  if (opts.databaseUrl) {
    // JIT off: the site's statements are short and many, and PostgreSQL compiled each costly-looking plan anew (up to
    // ~100 ms of CPU per statement on a 1M-paper store — more than most statements take to run).
    // work_mem 16 MB: with the default 4 MB the bitmap of a common word's matches ("transformer": 135k of 1M papers)
    // went lossy, and PostgreSQL re-read and re-checked every paper on half the pages it visited (7,477 pages, half
    // of them lossy → all exact; 1.5 → 1.1 s for the capped count). Per sort or hash node of a statement, ≤ 10 per process.
    // PAPERBOARD_PG_WORK_MEM changes it; empty leaves the server's setting.
    const workMem = opts.pgWorkMem ?? '16MB';
    const pool = new (pgModule().Pool)({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: `-c jit=off${workMem ? ` -c work_mem=${workMem}` : ''}` });
    // An idle client can be cut off by the server (restart, failover, a dropped database); the pool replaces it on
    // the next query. Without a listener that error would crash the process.
    pool.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'idle PostgreSQL connection lost', err: err.message })));
    survivePgRestarts(pool, (err) => console.error(JSON.stringify({ level: 'warn', msg: 'PostgreSQL connection lost during a query', err: err.message })));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (opts.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(opts.sqlitePath)), { recursive: true });
  const sqlite = configureSqlite(new Database(opts.sqlitePath));
  // A serving process leaves WAL checkpoints to the writers that fill the WAL (an import checkpoints every 64 MB,
  // bulkWriteSettings): at SQLite's default of 4 MB, every report or moderation committed while an import had
  // written more ran a checkpoint of the import's pages on the event loop (p90 23 ms, up to 70 ms per commit, measured
  // beside a writer of 1.2 MB batches; 0.1 ms with this). The site's own writes alone still checkpoint every 64 MB.
  if (opts.patient) sqlite.pragma(`wal_autocheckpoint = ${BULK_CHECKPOINT_PAGES}`);
  attachSearch(sqlite);
  // A serving process reads through a second connection, so its reads never queue behind its writes (patient-sqlite.ts).
  const reader = opts.patient && opts.sqlitePath !== ':memory:' && opts.sqlitePath !== '' ? configureSqlite(new Database(opts.sqlitePath)) : null;
  // And with `readThreads`, on threads, so a long read does not hold its event loop (read-pool.ts).
  const pool = reader && opts.readThreads ? new ReadPool(opts.sqlitePath, opts.readThreads) : null;
  return sqliteStore(sqlite, { patient: opts.patient, reader, pool });
}

/**
 * Sets the pragmas every Paperboard SQLite connection uses: WAL (readers never block the writer), NORMAL sync
 * (no fsync per commit; WAL keeps the file consistent), foreign keys, a 5 s wait for the write lock, and a 64 MB
 * page cache.
 */
export function configureSqlite(sqlite: Database.Database): Database.Database {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

/** WAL pages (4 KB) after which a commit of an importing or serving connection checkpoints: 64 MB. */
export const BULK_CHECKPOINT_PAGES = 16384;

/**
 * Settings of a connection an import writes through (the importing one and its threads'): a 4 MB page cache
 * (the import only appends; peak memory stays flat) and a WAL checkpoint every 64 MB instead of every 4 MB (a
 * sixteenth of the checkpoint fsyncs). Returns what restores the settings before.
 */
export function bulkWriteSettings(sqlite: Database.Database): () => void {
  const checkpoint = Number(sqlite.pragma('wal_autocheckpoint', { simple: true }));
  const cache = Number(sqlite.pragma('cache_size', { simple: true }));
  if (checkpoint > 0) sqlite.pragma(`wal_autocheckpoint = ${Math.max(checkpoint, BULK_CHECKPOINT_PAGES)}`);
  sqlite.pragma('cache_size = -4096');
  return () => {
    sqlite.pragma(`wal_autocheckpoint = ${checkpoint}`);
    sqlite.pragma(`cache_size = ${cache}`);
  };
}

/** A Store over an open better-sqlite3 connection (the server's, or an import worker thread's own). */
export function sqliteStore(sqlite: Database.Database, opts: { patient?: boolean; reader?: Database.Database | null; pool?: ReadPool | null } = {}): Store {
  const db = new Kysely<DB>({ dialect: opts.patient ? patientSqliteDialect(sqlite, opts.reader ?? null, opts.pool ?? null) : new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}
