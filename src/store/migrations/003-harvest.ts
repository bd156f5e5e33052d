import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Harvest runs (with their resumable cursor), per-run errors, and title look-ups of accepted-list entries. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  await sql.raw(`CREATE TABLE harvest_runs (
    id ${serial},
    kind TEXT NOT NULL, key TEXT NOT NULL, params_json TEXT NOT NULL, status TEXT NOT NULL,
    prefix TEXT, cursor TEXT,
    pages INTEGER NOT NULL DEFAULT 0, requests INTEGER NOT NULL DEFAULT 0, records INTEGER NOT NULL DEFAULT 0,
    inserted INTEGER NOT NULL DEFAULT 0, updated INTEGER NOT NULL DEFAULT 0, unchanged INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0, total INTEGER, active_ms BIGINT NOT NULL DEFAULT 0, waited_ms BIGINT NOT NULL DEFAULT 0,
    started_at TEXT NOT NULL, heartbeat_at TEXT NOT NULL, finished_at TEXT, error TEXT
  )`).execute(db);
  await sql.raw('CREATE INDEX harvest_runs_key ON harvest_runs (key, status)').execute(db);
  await sql.raw('CREATE INDEX harvest_runs_started ON harvest_runs (started_at)').execute(db);
  await sql.raw(`CREATE TABLE harvest_errors (
    id ${serial},
    run_id BIGINT NOT NULL, at TEXT NOT NULL, code TEXT NOT NULL, message TEXT NOT NULL, url TEXT, record_id TEXT
  )`).execute(db);
  await sql.raw('CREATE INDEX harvest_errors_run ON harvest_errors (run_id)').execute(db);
  await sql.raw(`CREATE TABLE harvest_title_lookups (
    entry_key TEXT PRIMARY KEY, title TEXT NOT NULL, status TEXT NOT NULL, paper_id TEXT,
    tries INTEGER NOT NULL DEFAULT 0, looked_up_at TEXT NOT NULL, error TEXT
  )`).execute(db);
}
