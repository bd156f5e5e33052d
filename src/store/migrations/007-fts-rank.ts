import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * SQLite: the English index ranks with bm25 weighting title 10, authors 5, comments 3, abstract 1 as its
 * built-in `rank`, so `ORDER BY rank LIMIT n` is sorted inside FTS5 (faster than ORDER BY bm25(...) on big result sets).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql.raw("INSERT INTO papers_fts(papers_fts, rank) VALUES('rank', 'bm25(10.0, 5.0, 3.0, 1.0)')").execute(db);
}
