import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { describe, inject } from 'vitest';
import { openStore, type Store } from '../../src/store/connection.ts';
import { migrate } from '../../src/store/migrate.ts';
import { searchFileOf } from '../../src/store/search-file.ts';

import { PG_URL, testDatabaseUrl, withAdmin } from './pg-admin.ts';

export { PG_URL, testDatabaseUrl };
const CI = process.env.CI === 'true' || process.env.CI === '1';

/** A fresh, migrated store plus a function that drops it. */
export interface TestStore {
  store: Store;
  /** Environment that points a child process (CLI, server) at this same database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** The migrated templates test/global-setup.ts made for this run ('' each outside vitest, or when it made none). */
function template(key: 'sqliteTemplate' | 'pgTemplate'): string {
  try { return inject(key) ?? ''; } catch { return ''; }
}

/**
 * Creates a migrated SQLite store in a temp dir, or a PostgreSQL database with a random name: a copy of the run's
 * migrated template when there is one (migrate then finds nothing left to do), else migrated from empty.
 */
export async function createTestStore(kind: 'sqlite' | 'postgres'): Promise<TestStore> {
  if (kind === 'sqlite') return sqliteStoreFrom(template('sqliteTemplate'));
  return pgStoreFrom(template('pgTemplate'));
}

/** Opens a SQLite store at `file` with `options`: a copy of `from` (with its search file) when given, migrated. */
async function openSqliteFrom(from: string, file: string, options: SqliteOptions = {}): Promise<Store> {
  if (from) {
    fs.copyFileSync(from, file);
    fs.copyFileSync(searchFileOf(from), searchFileOf(file));
  }
  const store = openStore({ ...options, sqlitePath: file });
  await migrate(store);
  return store;
}

/** How a test may open a SQLite store besides its path (a serving process's patient writes, read threads). */
type SqliteOptions = Omit<Parameters<typeof openStore>[0], 'sqlitePath' | 'databaseUrl'>;

/**
 * A migrated SQLite store at `file`, opened with `options`, for tests that need the file where they say or a store
 * opened as a serving process opens it: a copy of the run's migrated template when there is one (migrate then finds
 * nothing to do; a migration from empty took 0.8–2.6 s, a copy 0.1 s), else migrated from empty.
 */
export function openMigratedSqlite(file: string, options: SqliteOptions = {}): Promise<Store> {
  return openSqliteFrom(template('sqliteTemplate'), file, options);
}

/** A SQLite store in a temp dir: a copy of `from` (with its search file) when given, migrated. */
async function sqliteStoreFrom(from: string): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
  const store = await openSqliteFrom(from, path.join(dir, 'test.db'));
  const env = { PAPERBOARD_SQLITE_PATH: path.join(dir, 'test.db'), DATABASE_URL: '' };
  return { store, env, drop: async () => { await store.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

/** A PostgreSQL database with a random name: a copy of database `from` when given, migrated. */
async function pgStoreFrom(from: string): Promise<TestStore> {
  const name = `pb_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`));
  const url = testDatabaseUrl(name);
  const store = openStore({ databaseUrl: url, sqlitePath: '' });
  await migrate(store);
  return {
    store,
    env: { DATABASE_URL: url },
    drop: async () => {
      await store.close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Waits until `file` exists (another test process is making it); throws after `ms`. */
async function fileAppears(file: string, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !fs.existsSync(file);) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${file} (made by another test process)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The run's store template with the bundled sample imported (`importFile(store, SAMPLE_FILE)` on a migrated store):
 * made once per run and database by the first test process that asks (the others wait for it), in the folder of the
 * migrated SQLite template; for PostgreSQL a database named after the migrated template, which the global teardown
 * drops. Returns '' outside a vitest run with templates.
 */
async function sampleTemplate(kind: 'sqlite' | 'postgres'): Promise<string> {
  const sqliteFrom = template('sqliteTemplate');
  const pgFrom = template('pgTemplate');
  if (!sqliteFrom || (kind === 'postgres' && !pgFrom)) return '';
  const dir = path.dirname(sqliteFrom);
  const ready = path.join(dir, `sample-${kind}.ready`);
  const target = kind === 'sqlite' ? path.join(dir, 'sample.db') : `${pgFrom}_sample`;
  let mine = false;
  try { fs.mkdirSync(path.join(dir, `sample-${kind}.lock`)); mine = true; } catch { /* another process makes it */ }
  if (!mine) {
    await fileAppears(ready, 600_000);
    const failed = fs.readFileSync(ready, 'utf8');
    if (failed) throw new Error(`the sample template could not be made: ${failed}`);
    return target;
  }
  try {
    // Made from the migrated template as createTestStore makes a store, then closed (SQLite: checkpointed) before copies.
    const { importFile } = await import('../../src/arxiv/import.ts');
    const { SAMPLE_FILE } = await import('../../src/main.ts');
    if (kind === 'sqlite') {
      fs.copyFileSync(sqliteFrom, target);
      fs.copyFileSync(searchFileOf(sqliteFrom), searchFileOf(target));
      const store = openStore({ sqlitePath: target });
      try { await migrate(store); await importFile(store, SAMPLE_FILE); } finally { await store.close(); }
    } else {
      await withAdmin((c) => c.query(`CREATE DATABASE ${target} TEMPLATE ${pgFrom}`));
      const store = openStore({ databaseUrl: testDatabaseUrl(target), sqlitePath: '' });
      try { await migrate(store); await importFile(store, SAMPLE_FILE); } finally { await store.close(); }
      await withAdmin((c) => c.query(`ALTER DATABASE ${target} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
    }
    fs.writeFileSync(ready, '');
    return target;
  } catch (err) {
    fs.writeFileSync(ready, (err as Error).message || 'failed');
    throw err;
  }
}

/**
 * A fresh store holding exactly what `importFile(store, SAMPLE_FILE)` on a fresh store leaves: a copy of the run's
 * sample template (the bundled sample is imported once per run and database, not once per test file), or, outside a
 * vitest run with templates, a fresh store with the sample imported.
 */
export async function createSampleStore(kind: 'sqlite' | 'postgres'): Promise<TestStore> {
  const from = await sampleTemplate(kind);
  if (!from) {
    const t = await createTestStore(kind);
    const { importFile } = await import('../../src/arxiv/import.ts');
    const { SAMPLE_FILE } = await import('../../src/main.ts');
    await importFile(t.store, SAMPLE_FILE);
    return t;
  }
  return kind === 'sqlite' ? sqliteStoreFrom(from) : pgStoreFrom(from);
}

/** Which databases to run store tests on: both, or SQLite only when PostgreSQL is unreachable outside CI. */
export function storeKinds(): ('sqlite' | 'postgres')[] {
  if (PG_URL) return ['sqlite', 'postgres'];
  if (CI) throw new Error('CI=true but PostgreSQL is unreachable: PostgreSQL suites must run');
  return ['sqlite'];
}

/**
 * Declares `body` once per database, as `describe('<name> [sqlite]')` and `describe('<name> [postgres]')`; with `only`,
 * for that database alone (a long suite split over two files, so that both test workers can run it at once).
 */
export function describeStores(name: string, body: (kind: 'sqlite' | 'postgres') => void, only?: 'sqlite' | 'postgres'): void {
  for (const kind of storeKinds()) if (!only || kind === only) describe(`${name} [${kind}]`, () => body(kind));
  if (!storeKinds().includes('postgres') && only !== 'sqlite') describe.skip(`${name} [postgres] — skipped: PostgreSQL unreachable`, () => {});
}
