// A Kysely SQLite dialect for serving processes whose writes wait for the write lock without blocking the process.
//
// better-sqlite3 is synchronous: a write that meets the lock held by another process (an import committing a batch,
// the leader's jobs) waits inside SQLite's busy handler for up to busy_timeout, and the whole event loop waits with
// it — every request of that process stalls behind one report. Here each query runs with busy_timeout 0; when the
// lock is taken it is retried after a short asynchronous pause (other requests are answered meanwhile), until
// WAIT_MS. Transactions start with BEGIN IMMEDIATE, taken the same way, so a statement inside one never meets the
// lock. Raw uses of the connection (search indexing, bulk paths) keep the connection's busy_timeout.
import type Database from 'better-sqlite3';
import {
  CompiledQuery, SqliteAdapter, SqliteDriver, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/** The connection's busy_timeout outside these queries (as configureSqlite sets it), ms. */
const BUSY_MS = 5000;
/** How long a query keeps trying for the write lock before it fails with SQLITE_BUSY, ms. */
const WAIT_MS = 30_000;

const isBusy = (err: unknown) => /^SQLITE_BUSY/.test(String((err as { code?: string })?.code ?? ''));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class PatientConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(private readonly inner: DatabaseConnection, private readonly sqlite: Database.Database) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      this.sqlite.pragma('busy_timeout = 0');
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (err) {
        if (!isBusy(err) || this.inTransaction || Date.now() > deadline) throw err;
      } finally {
        this.sqlite.pragma(`busy_timeout = ${BUSY_MS}`);
      }
      await sleep(pause);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class PatientDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, PatientConnection>();
  constructor(private readonly inner: SqliteDriver, private readonly sqlite: Database.Database) {}
  init() { return this.inner.init(); }
  async acquireConnection(): Promise<DatabaseConnection> {
    const c = await this.inner.acquireConnection();
    let p = this.connections.get(c);
    if (!p) this.connections.set(c, (p = new PatientConnection(c, this.sqlite)));
    return p;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PatientConnection;
    await c.executeQuery(CompiledQuery.raw('begin immediate'));
    c.inTransaction = true;
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PatientConnection;
    try { await c.executeQuery(CompiledQuery.raw('commit')); } finally { c.inTransaction = false; }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as PatientConnection;
    try { await c.executeQuery(CompiledQuery.raw('rollback')); } finally { c.inTransaction = false; }
  }
  savepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) { return this.inner.savepoint(c, name, compile); }
  rollbackToSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]) { return this.inner.rollbackToSavepoint(c, name, compile); }
  releaseSavepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]) { return this.inner.releaseSavepoint(c, name, compile); }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    void connection;
    await this.inner.releaseConnection();
  }
  destroy() { return this.inner.destroy(); }
}

/** The SQLite dialect of a serving process (see the top of this file). */
export function patientSqliteDialect(sqlite: Database.Database): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new PatientDriver(new SqliteDriver({ database: sqlite }), sqlite),
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
