import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Reader reports (纠错), accepted corrections with their history, admin sessions and rate-limit events. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  await sql.raw(`CREATE TABLE reports (
    id ${serial},
    paper_id TEXT NOT NULL, field TEXT NOT NULL, scope TEXT NOT NULL, target_key TEXT NOT NULL,
    current_value TEXT, proposed TEXT NOT NULL, note TEXT, fingerprint TEXT NOT NULL,
    status TEXT NOT NULL, created_at TEXT NOT NULL,
    decided_at TEXT, decided_by TEXT, reason TEXT, correction_id BIGINT
  )`).execute(db);
  await sql.raw('CREATE INDEX reports_status ON reports (status, id)').execute(db);
  await sql.raw('CREATE INDEX reports_paper ON reports (paper_id)').execute(db);
  await sql.raw(`CREATE TABLE corrections (
    id ${serial},
    report_id BIGINT, paper_id TEXT, field TEXT NOT NULL, scope TEXT NOT NULL, target_key TEXT NOT NULL,
    old_value TEXT, new_value TEXT NOT NULL, note TEXT,
    created_at TEXT NOT NULL, created_by TEXT NOT NULL, undone_at TEXT, undone_by TEXT
  )`).execute(db);
  await sql.raw('CREATE INDEX corrections_paper ON corrections (paper_id)').execute(db);
  await sql.raw('CREATE INDEX corrections_target ON corrections (scope, field, target_key)').execute(db);
  await sql.raw(`CREATE TABLE admin_sessions (
    id_hash TEXT PRIMARY KEY, who TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw(`CREATE TABLE rate_events (
    id ${serial},
    kind TEXT NOT NULL, fingerprint TEXT NOT NULL, at TEXT NOT NULL, ok INTEGER NOT NULL
  )`).execute(db);
  await sql.raw('CREATE INDEX rate_events_lookup ON rate_events (kind, fingerprint, at)').execute(db);
  await sql.raw('CREATE INDEX rate_events_at ON rate_events (kind, at)').execute(db);
}
