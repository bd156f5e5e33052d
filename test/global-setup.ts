// Vitest global setup: migrates one SQLite store and one PostgreSQL database once per run, as templates that
// createTestStore (helpers/stores.ts) copies instead of running every migration again for each store (a fresh
// PostgreSQL migration took 4–6 s, a copy by CREATE DATABASE … TEMPLATE well under one). The templates are removed
// when the run ends. Without them (PostgreSQL unreachable here, or a script outside vitest) stores are migrated anew.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openStore } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';
import { PG_URL, testDatabaseUrl, withAdmin } from './helpers/pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite store file (with its search file beside it) to copy; '' when none. */
    sqliteTemplate: string;
    /** The name of a migrated PostgreSQL database to create test databases from; '' when none. */
    pgTemplate: string;
  }
}

async function dropTemplate(name: string): Promise<void> {
  await withAdmin(async (c) => {
    await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Drops the templates of runs on this machine whose process has ended without removing its own. */
async function dropOrphanTemplates(): Promise<void> {
  const { rows } = await withAdmin((c) => c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'pb\\_test\\_template\\_%'`));
  for (const { datname } of rows) {
    const pid = Number(/^pb_test_template_(\d+)_/.exec(datname)?.[1]);
    if (!pid) continue;
    try { process.kill(pid, 0); } catch (err) { if ((err as NodeJS.ErrnoException).code === 'ESRCH') await dropTemplate(datname).catch(() => {}); }
  }
}

/** The run's templates and how to remove them. */
interface Templates {
  sqlite: string;
  pg: string;
  remove(): Promise<void>;
}

/**
 * The projects that store tests (`integration`, `integration-shared` in vitest.config.ts) each name this setup; the
 * first makes the templates, the others use the same ones (so the sample template a test makes from them is made once
 * a run, not once a project), and the last to end removes them.
 */
const RUN = Symbol.for('paperboard.test.templates');
type Shared = { made: Promise<Templates>; users: number };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const g = globalThis as { [RUN]?: Shared };
  const shared = (g[RUN] ??= { made: makeTemplates(), users: 0 });
  shared.users++;
  const made = await shared.made;
  project.provide('sqliteTemplate', made.sqlite);
  project.provide('pgTemplate', made.pg);
  return async () => {
    if (--shared.users > 0) return;
    delete g[RUN];
    await made.remove();
  };
}

async function makeTemplates(): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-template-'));
  const file = path.join(dir, 'test.db');
  const sqlite = openStore({ sqlitePath: file });
  await migrate(sqlite);
  await sqlite.close();

  let pgTemplate = '';
  if (PG_URL) {
    // Named by this process's id, so a later run can drop the template of a run that was killed before its teardown.
    const name = `pb_test_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    try {
      await dropOrphanTemplates();
      await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
      pgTemplate = name;
      const store = openStore({ databaseUrl: testDatabaseUrl(name), sqlitePath: '' });
      try { await migrate(store); } finally { await store.close(); }
      // No session may connect to it while copies are made (CREATE DATABASE refuses a template in use).
      await withAdmin((c) => c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
    } catch (err) {
      // A migration that fails is reported by the tests that migrate on their own; an unreachable server by the
      // PostgreSQL suites themselves. Either way the tests fall back to migrating each store.
      console.error(`[test setup] no PostgreSQL template: ${(err as Error).message}`);
      if (pgTemplate) await dropTemplate(pgTemplate).catch(() => {});
      pgTemplate = '';
    }
  }

  const remove = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!pgTemplate) return;
    // The sample template a test process made from it (helpers/stores.ts createSampleStore), if any.
    const sample = `${pgTemplate}_sample`;
    const { rows } = await withAdmin((c) => c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [sample]));
    if (rows.length) await dropTemplate(sample);
    await dropTemplate(pgTemplate);
  };
  return { sqlite: file, pg: pgTemplate, remove };
}
