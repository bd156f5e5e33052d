import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// PostgreSQL: search's second tier and its count read a narrow table of their own, papers_text_search (seq, tsv), as the
// title tier reads papers_title_search (migration 022). Counting a common word's matches over papers.search_en read one
// wide papers row per match (100k papers: ~7.5k heap pages for "transformer", 0.2 s with the pages cached, 1.6 s for a
// phrase such as "diffusion model" read from disk). Here the vector is kept out of line (STORAGE EXTERNAL,
// toast_tuple_target 128): a row in the table's heap is a sequence number and a TOAST pointer (~80 rows a page), so a
// count whose index match needs no recheck reads few heap pages and no vector; a phrase's recheck and the ranking
// read the vector from TOAST, as before. The vector is papers.search_en itself, copied by statement triggers on papers
// (an import's batch is one statement): inserted rows are added, updated rows whose search_en changed are rewritten,
// deleted rows go. papers.search_en's own GIN index is dropped: nothing reads it any more (imports maintain one index
// of the vector, not two). SQLite: nothing (its search file has papers_fts).

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const run = (s: string) => sql.raw(s).execute(db);
  await run('CREATE TABLE papers_text_search (seq BIGINT PRIMARY KEY, tsv tsvector NOT NULL) WITH (toast_tuple_target = 128)');
  await run('ALTER TABLE papers_text_search ALTER COLUMN tsv SET STORAGE EXTERNAL');
  await run('INSERT INTO papers_text_search (seq, tsv) SELECT seq, search_en FROM papers ORDER BY seq');
  await run('CREATE INDEX papers_text_search_tsv ON papers_text_search USING GIN (tsv)');
  await run('DROP INDEX IF EXISTS papers_search_en');
  await run('ANALYZE papers_text_search');
  const upsert = (from: string) => `INSERT INTO papers_text_search (seq, tsv) SELECT seq, search_en FROM (${from}) c
    ON CONFLICT (seq) DO UPDATE SET tsv = EXCLUDED.tsv`;
  await run(`CREATE FUNCTION paperboard_text_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT seq, search_en FROM new_rows')}; RETURN NULL; END $$`);
  await run(`CREATE FUNCTION paperboard_text_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT n.seq, n.search_en FROM new_rows n LEFT JOIN old_rows o ON o.seq = n.seq WHERE o.search_en IS DISTINCT FROM n.search_en')}; RETURN NULL; END $$`);
  await run(`CREATE FUNCTION paperboard_text_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM papers_text_search WHERE seq IN (SELECT seq FROM old_rows); RETURN NULL; END $$`);
  await run(`CREATE TRIGGER papers_text_search_insert AFTER INSERT ON papers REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_text_search_insert()`);
  await run(`CREATE TRIGGER papers_text_search_update AFTER UPDATE ON papers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_text_search_update()`);
  await run(`CREATE TRIGGER papers_text_search_delete AFTER DELETE ON papers REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION paperboard_text_search_delete()`);
}
