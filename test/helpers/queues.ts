import { sql } from 'kysely';
import pino from 'pino';
import { SqliteJobs } from '../../src/jobs/sqlite-runner.ts';
import { PgBossJobs } from '../../src/jobs/pg-boss-queue.ts';
import type { Jobs, JobsOptions } from '../../src/jobs/jobs.ts';
import { testDatabaseUrl, type TestStore } from './stores.ts';

/** The queue a process would use on this test store: the in-process runner on SQLite, pg-boss on PostgreSQL. */
export async function queueFor(kind: 'sqlite' | 'postgres', t: TestStore, opts: JobsOptions = {}): Promise<Jobs> {
  const o = { logger: pino({ level: 'silent' }), ...opts };
  if (kind === 'sqlite') return new SqliteJobs(t.store, o);
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.store.db)).rows[0].name;
  return new PgBossJobs(testDatabaseUrl(name), o);
}
