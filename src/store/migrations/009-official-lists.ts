import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Official sources (PMLR, ACL Anthology, virtual sites, OpenReview): a list remembers which source and
 * reference (PMLR v235, 2024.acl …) it came from; entries keep their workshop, OpenReview id and official URL;
 * every fetch attempt (ok, unchanged or failed) is recorded for /admin/lists and the weekly refresh.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pk = dialect === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY';
  for (const col of ['source TEXT', 'source_ref TEXT', 'source_url TEXT']) await sql.raw(`ALTER TABLE venue_lists ADD COLUMN ${col}`).execute(db);
  for (const col of ['workshop TEXT', 'openreview_id TEXT', 'url TEXT']) await sql.raw(`ALTER TABLE list_entries ADD COLUMN ${col}`).execute(db);
  await sql.raw(`CREATE TABLE list_fetches (
    id ${pk},
    source TEXT NOT NULL, ref TEXT NOT NULL, venue TEXT NOT NULL, year INTEGER NOT NULL, edition TEXT NOT NULL,
    started_at TEXT NOT NULL, finished_at TEXT, status TEXT NOT NULL, error TEXT,
    requests INTEGER NOT NULL DEFAULT 0, not_modified INTEGER NOT NULL DEFAULT 0,
    entries INTEGER NOT NULL DEFAULT 0, list_id BIGINT, counts_json TEXT NOT NULL DEFAULT '{}'
  )`).execute(db);
  await sql.raw('CREATE INDEX list_fetches_edition ON list_fetches (edition, source, started_at)').execute(db);
}
