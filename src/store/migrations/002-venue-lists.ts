import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Accepted-paper lists and their entries, each matched to a stored paper or kept as a list-only paper. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  await sql.raw(`CREATE TABLE venue_lists (
    id ${pk},
    venue TEXT NOT NULL, year INTEGER NOT NULL, edition TEXT NOT NULL,
    file TEXT NOT NULL, format TEXT NOT NULL, imported_at TEXT NOT NULL, counts_json TEXT NOT NULL DEFAULT '{}',
    UNIQUE (edition, file)
  )`).execute(db);
  await sql.raw(`CREATE TABLE list_entries (
    id ${pk},
    list_id BIGINT NOT NULL REFERENCES venue_lists(id) ON DELETE CASCADE,
    venue TEXT NOT NULL, year INTEGER NOT NULL, edition TEXT NOT NULL,
    title TEXT NOT NULL, title_key TEXT NOT NULL, authors_json TEXT NOT NULL,
    track TEXT NOT NULL, presentation TEXT, external_id TEXT,
    paper_id TEXT, match_state TEXT NOT NULL DEFAULT 'unmatched'
  )`).execute(db);
  await sql.raw('CREATE INDEX list_entries_title_key ON list_entries (title_key)').execute(db);
  await sql.raw('CREATE INDEX list_entries_edition ON list_entries (edition, match_state)').execute(db);
  await sql.raw('CREATE INDEX list_entries_paper ON list_entries (paper_id)').execute(db);
  // SQLite keeps abstracts inline: a covering index lets list matching scan titles without reading them.
  // (PostgreSQL moves long values out of line, and a b-tree on free text could overflow its row limit.)
  if (dialect === 'sqlite') await sql.raw('CREATE INDEX papers_id_title ON papers (id, title)').execute(db);
}
