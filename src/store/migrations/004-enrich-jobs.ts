import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Job queue table (SQLite runner), enrichment cache, LLM call ledger and cached Chinese organisation names. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const serial = pg ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  const real = pg ? 'DOUBLE PRECISION' : 'REAL';
  await sql.raw(`CREATE TABLE jobs (
    id ${serial},
    task TEXT NOT NULL, payload TEXT NOT NULL, key TEXT,
    state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL,
    run_at TEXT NOT NULL, locked_by TEXT, locked_until TEXT, last_error TEXT,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw(`CREATE UNIQUE INDEX jobs_key_queued ON jobs (key) WHERE state = 'queued'`).execute(db);
  await sql.raw('CREATE INDEX jobs_due ON jobs (state, run_at)').execute(db);
  await sql.raw(`CREATE TABLE enrichments (
    paper_id TEXT NOT NULL, version INTEGER NOT NULL, task TEXT NOT NULL,
    model TEXT NOT NULL, prompt_version TEXT NOT NULL,
    status TEXT NOT NULL, value TEXT, error TEXT, attempts INTEGER NOT NULL DEFAULT 0,
    call_id BIGINT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    PRIMARY KEY (paper_id, version, task, model, prompt_version)
  )`).execute(db);
  await sql.raw('CREATE INDEX enrichments_paper ON enrichments (paper_id, version)').execute(db);
  await sql.raw(`CREATE TABLE llm_calls (
    id ${serial},
    run_id TEXT NOT NULL, at TEXT NOT NULL, day TEXT NOT NULL, model TEXT NOT NULL, purpose TEXT NOT NULL,
    items INTEGER NOT NULL, prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL,
    cost ${real} NOT NULL, ok INTEGER NOT NULL, error TEXT, duration_ms INTEGER NOT NULL
  )`).execute(db);
  await sql.raw('CREATE INDEX llm_calls_day ON llm_calls (day)').execute(db);
  await sql.raw('CREATE INDEX llm_calls_run ON llm_calls (run_id)').execute(db);
  await sql.raw(`CREATE TABLE org_names_zh (
    name_key TEXT PRIMARY KEY, name TEXT NOT NULL, zh TEXT, model TEXT NOT NULL,
    status TEXT NOT NULL, error TEXT, updated_at TEXT NOT NULL
  )`).execute(db);
}
