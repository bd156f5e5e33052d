import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * SQLite: the full-text indexes move to the search file (store/search-file.ts), which every connection attaches
 * and fills from the papers; the old in-store tables and their watermark go. PostgreSQL indexes on write: no change.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql.raw('DROP TABLE IF EXISTS main.papers_fts').execute(db);
  await sql.raw('DROP TABLE IF EXISTS main.papers_zh_fts').execute(db);
  await sql.raw("DELETE FROM main.kv WHERE key = 'search.indexed_seq'").execute(db);
  await sql.raw('DELETE FROM main.search_pending').execute(db);
}
