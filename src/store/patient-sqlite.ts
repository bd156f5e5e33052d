// A Kysely SQLite dialect for serving processes: reads never wait behind writes, and writes wait for the write lock
// without blocking the process.
//
// better-sqlite3 is synchronous and Kysely's own SQLite driver runs every query through one connection behind one
// mutex: a report waiting for the write lock another process holds (an import committing a batch, the leader's jobs)
// kept every read of that process waiting with it. Here a serving process has two connections to the file:
// - reads (statements SQLite calls read-only, outside a transaction) run on a read connection at once: in WAL mode
//   a reader never waits for the writer, and each statement sees what was committed before it;
// - writes and transactions take turns on the write connection (a mutex of this process; a transaction holds it
//   until it ends, so another request's write cannot slip into it). Each write runs with busy_timeout 0; when the
//   lock is taken by another process it is retried after a short asynchronous pause (other requests are answered
//   meanwhile), until WAIT_MS. Transactions take the store's write lock as they begin, the same way, so a statement
//   inside one never meets it (not with BEGIN IMMEDIATE, which would wait for the search file's lock too: see below).
// Raw uses of the write connection (`store.sqlite`: search, indexing, bulk paths) keep its busy_timeout.
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { intentFile, WriteIntent } from './write-intent.ts';
import type { ReadPool } from './read-pool.ts';
import {
  CompiledQuery, SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/** The connection's busy_timeout outside these queries (as configureSqlite sets it), ms. */
const BUSY_MS = 5000;
/** How long a write keeps trying for the write lock before it fails with SQLITE_BUSY, ms. */
const WAIT_MS = 30_000;
/**
 * The longest pause between two tries for the lock, ms: short, because an import running beside the site leaves
 * the lock free only between its batches (see arxiv/import.ts) and a try has to land in that gap.
 */
const MAX_PAUSE_MS = 4;

/**
 * Requests that change data (a reader's report, a moderator's decision) read a few rows before they write: those
 * reads skip the read threads' queue and run at once on the process's read connection. Under load the threads'
 * queues hold the reads of the pages being built, and a report's handful of sequential reads each waited its turn
 * behind them (report p50 850 ms against 250 ms for the pages, c = 64, cold cache).
 */
const urgent = new AsyncLocalStorage<true>();

/** Runs `f` with its reads in the urgent lane (see above): for requests that write. */
export function withUrgentReads<T>(f: () => T): T {
  return urgent.run(true, f);
}

/**
 * Starts a transaction's write on the store's own file only. BEGIN IMMEDIATE takes the write lock of every attached
 * database, the search file (store/search-file.ts) included, so a report waited for the indexer's transactions over the
 * search file too (seconds while an import's papers were indexed: report p99 2–6 s at c=64 beside an import) though it
 * writes nothing there. A write statement that changes no row takes the write lock of its own database alone.
 */
const TAKE_MAIN_WRITE_LOCK = 'UPDATE main.kv SET key = key WHERE 0';

const isBusy = (err: unknown) => /^SQLITE_BUSY/.test(String((err as { code?: string })?.code ?? ''));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run<R>(db: Database.Database, query: CompiledQuery, stmt = db.prepare(query.sql)): QueryResult<R> {
  const params = query.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(...params) as R[] };
  const { changes, lastInsertRowid } = stmt.run(...params);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** A FIFO mutex: writes of this process take the write connection in the order they asked. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => { release = r; });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

/** What Kysely calls a connection: one per acquire, so concurrent reads need not wait for each other. */
class Session implements DatabaseConnection {
  /** The write connection's turn, held from BEGIN to COMMIT / ROLLBACK. */
  release: (() => void) | null = null;
  constructor(private readonly driver: PatientDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const d = this.driver;
    if (this.release) return run<R>(d.writer, query);
    if (d.pool && !urgent.getStore()) {
      // On a thread, so the event loop goes on answering while it runs; null: not a plain query, run here.
      const rows = await d.pool.query(query.sql, query.parameters);
      if (rows) return { rows: rows as R[] };
    }
    if (d.reader) {
      let stmt: Database.Statement | null = null;
      try { stmt = d.reader.prepare(query.sql); } catch { /* e.g. a table the read connection has not attached: the writer's */ }
      if (stmt?.readonly) return run<R>(d.reader, query, stmt);
    }
    const release = await d.turn.lock();
    try {
      return await d.patiently(() => run<R>(d.writer, query));
    } finally {
      release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const db = this.release || !this.driver.reader ? this.driver.writer : this.driver.reader;
    for (const row of db.prepare(query.sql).iterate(...(query.parameters as unknown[]))) yield { rows: [row as R] };
  }
}

class PatientDriver implements Driver {
  readonly turn = new Mutex();
  /** The flag telling an import beside the site that a write of this process waits (store/write-intent.ts). */
  private readonly intent: WriteIntent | null;
  constructor(readonly writer: Database.Database, readonly reader: Database.Database | null, readonly pool: ReadPool | null) {
    this.intent = writer.memory ? null : new WriteIntent(intentFile(writer.name));
  }

  /**
   * Runs `f` on the write connection, retrying (asynchronously) while another process holds the write lock; while
   * it waits the write-intent flag is up, so an import gives way at its next transaction boundary.
   */
  async patiently<T>(f: () => T): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    try {
      for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
        this.writer.pragma('busy_timeout = 0');
        try {
          return f();
        } catch (err) {
          if (!isBusy(err) || Date.now() > deadline) throw err;
        } finally {
          this.writer.pragma(`busy_timeout = ${BUSY_MS}`);
        }
        this.intent?.want();
        await sleep(pause);
      }
    } finally {
      this.intent?.done();
    }
  }

  /** BEGIN and the store's write lock, one try: SQLITE_BUSY when another connection holds it (nothing left begun). */
  private beginWrite(): void {
    this.writer.exec('begin');
    try {
      this.writer.exec(TAKE_MAIN_WRITE_LOCK);
    } catch (err) {
      if (isBusy(err)) {
        // The failed try began reading at that moment's snapshot; kept, every later try would fail as it is stale
        // (SQLITE_BUSY_SNAPSHOT) once the other writer commits. The next try begins afresh.
        this.writer.exec('rollback');
        throw err;
      }
      // A store without its kv table yet (before the first migration): every file's lock, as BEGIN IMMEDIATE takes them.
      this.writer.exec('rollback');
      this.writer.exec('begin immediate');
    }
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const s = connection as Session;
    const release = await this.turn.lock();
    try {
      await this.patiently(() => this.beginWrite());
    } catch (err) {
      if (this.writer.inTransaction) this.writer.exec('rollback');
      release();
      throw err;
    }
    s.release = release;
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as Session, 'commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as Session, 'rollback');
  }
  private async end(s: Session, verb: 'commit' | 'rollback'): Promise<void> {
    try {
      // A COMMIT that meets readers holding old snapshots does not wait in WAL mode; BUSY here is only a checkpoint's.
      if (this.writer.inTransaction) this.writer.exec(verb);
    } finally {
      s.release?.();
      s.release = null;
    }
  }
  async savepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    void compile;
    await c.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }
  async rollbackToSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]) {
    void compile;
    await c.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }
  async releaseSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]) {
    void compile;
    await c.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool?.close();
    this.reader?.close();
    this.writer.close();
  }
}

/**
 * The SQLite dialect of a serving process (see the top of this file) over the write connection `sqlite`, with
 * `reader` (another connection to the same file) for reads; without one (an in-memory store) everything runs on `sqlite`.
 * With `pool` (read-pool.ts) reads run on its threads, and on `reader` only what they hand back.
 */
export function patientSqliteDialect(sqlite: Database.Database, reader: Database.Database | null = null, pool: ReadPool | null = null): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new PatientDriver(sqlite, reader, pool),
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
