// Vitest global setup: migrates one SQLite store and one PostgreSQL database once per run, as templates that
// createTestStore (helpers/stores.ts) copies instead of running every migration again for each store (a fresh
// PostgreSQL migration took 4–6 s, a copy by CREATE DATABASE … TEMPLATE well under one). The templates are removed
// when the run ends. Without them (PostgreSQL unreachable here, or a script outside vitest) stores are migrated anew.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite store file (with its search file beside it) to copy; '' when none. */
    sqliteTemplate: string;
    /** The name of a migrated PostgreSQL database to create test databases from; '' when none. */
    pgTemplate: string;
  }
}

const PG_URL = process.env.PAPERBOARD_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  try { return await run(c); } finally { await c.end(); }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-template-'));
  const file = path.join(dir, 'test.db');
  const sqlite = openStore({ sqlitePath: file });
  await migrate(sqlite);
  await sqlite.close();
  project.provide('sqliteTemplate', file);

  let pgTemplate = '';
  if (PG_URL) {
    const name = `pb_test_template_${crypto.randomBytes(6).toString('hex')}`;
    try {
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      pgTemplate = name;
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const store = openStore({ databaseUrl: url.toString(), sqlitePath: '' });
      try { await migrate(store); } finally { await store.close(); }
    } catch (err) {
      // A migration that fails is reported by the tests that migrate on their own; an unreachable server by the
      // PostgreSQL suites themselves. Either way the tests fall back to migrating each store.
      console.error(`[test setup] no PostgreSQL template: ${(err as Error).message}`);
      if (pgTemplate) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`)).catch(() => {});
      pgTemplate = '';
    }
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgTemplate) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`));
  };
}
