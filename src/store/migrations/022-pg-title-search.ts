import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { pgSerialTriggerFunctions } from './020-serial-count-triggers.ts';

// PostgreSQL: search's first tier, as SQLite's papers_title_fts — the title and authors of each paper in a narrow
// table of its own (seq, tsvector), GIN-indexed. Counting and ranking a common word's matches over papers.search_en
// read every match's wide row and its TOASTed vector of title, authors, comments and abstract (1M papers, work_mem
// 16 MB: 0.2–0.4 s for the capped count, 0.2–0.6 s for the ranked window); the title tier reads ~100-byte rows.
// Kept by statement triggers on papers (an import's batch is one statement): inserted rows are added, updated rows
// whose title or authors changed (one hashed EXCEPT of the two transition tables) are rewritten, deleted rows go.
// The vector is search_en's first two parts, position for position, so a title-tier match is also a search_en match.
const TITLE_VECTOR = `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(authors, '')), 'B')`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw('CREATE TABLE papers_title_search (seq BIGINT PRIMARY KEY, tsv tsvector NOT NULL)').execute(db);
  await sql.raw(`INSERT INTO papers_title_search (seq, tsv) SELECT seq, ${TITLE_VECTOR} FROM papers`).execute(db);
  await sql.raw('CREATE INDEX papers_title_search_tsv ON papers_title_search USING GIN (tsv)').execute(db);
  await sql.raw('ANALYZE papers_title_search').execute(db);
  const upsert = (from: string) => `INSERT INTO papers_title_search (seq, tsv) SELECT seq, ${TITLE_VECTOR} FROM (${from}) c
    ON CONFLICT (seq) DO UPDATE SET tsv = EXCLUDED.tsv`;
  await sql.raw(`CREATE FUNCTION paperboard_title_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT seq, title, authors FROM new_rows')}; RETURN NULL; END $$`).execute(db);
  await sql.raw(`CREATE FUNCTION paperboard_title_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT seq, title, authors FROM new_rows EXCEPT SELECT seq, title, authors FROM old_rows')}; RETURN NULL; END $$`).execute(db);
  await sql.raw(`CREATE FUNCTION paperboard_title_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM papers_title_search WHERE seq IN (SELECT seq FROM old_rows); RETURN NULL; END $$`).execute(db);
  await sql.raw(`CREATE TRIGGER papers_title_search_insert AFTER INSERT ON papers REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_title_search_insert()`).execute(db);
  await sql.raw(`CREATE TRIGGER papers_title_search_update AFTER UPDATE ON papers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_title_search_update()`).execute(db);
  await sql.raw(`CREATE TRIGGER papers_title_search_delete AFTER DELETE ON papers REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_title_search_delete()`).execute(db);
  await pgSerialTriggerFunctions(db);
}
