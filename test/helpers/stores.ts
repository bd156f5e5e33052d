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
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
    const from = template('sqliteTemplate');
    if (from) {
      fs.copyFileSync(from, path.join(dir, 'test.db'));
      fs.copyFileSync(searchFileOf(from), searchFileOf(path.join(dir, 'test.db')));
    }
    const store = openStore({ sqlitePath: path.join(dir, 'test.db') });
    await migrate(store);
    const env = { PAPERBOARD_SQLITE_PATH: path.join(dir, 'test.db'), DATABASE_URL: '' };
    return { store, env, drop: async () => { await store.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const name = `pb_test_${crypto.randomBytes(6).toString('hex')}`;
  const from = template('pgTemplate');
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
