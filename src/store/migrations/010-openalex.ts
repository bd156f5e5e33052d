import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * OpenAlex cross-check: each affiliation row may name its own source (an author whose OpenAlex version a moderator
 * accepted), each checked paper is remembered, and author ↔ institution disagreements wait for a moderator.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  await sql.raw('ALTER TABLE paper_affiliations ADD COLUMN source TEXT').execute(db);
  await sql.raw(`CREATE TABLE openalex_checks (
    paper_id TEXT PRIMARY KEY, work_id TEXT, matched_by TEXT, outcome TEXT NOT NULL,
    authors_matched INTEGER NOT NULL DEFAULT 0, disagreements INTEGER NOT NULL DEFAULT 0, checked_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw(`CREATE TABLE affiliation_disagreements (
    id ${pk},
    paper_id TEXT NOT NULL, author_index INTEGER NOT NULL, author_name TEXT NOT NULL, work_id TEXT NOT NULL,
    pair_key TEXT NOT NULL, ours_json TEXT NOT NULL, openalex_json TEXT NOT NULL,
    status TEXT NOT NULL, created_at TEXT NOT NULL, decided_at TEXT, decided_by TEXT
  )`).execute(db);
  await sql.raw('CREATE UNIQUE INDEX affiliation_disagreements_pair ON affiliation_disagreements (paper_id, author_index, pair_key)').execute(db);
  await sql.raw('CREATE INDEX affiliation_disagreements_status ON affiliation_disagreements (status, id)').execute(db);
}
