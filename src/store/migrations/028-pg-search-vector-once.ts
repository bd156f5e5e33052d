import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// PostgreSQL: since migration 027 nothing reads papers.search_en (a generated, stored tsvector of title, authors,
// comments and abstract) except 027's statement triggers, which copy it into papers_text_search. Every paper therefore
// carried its search vector twice: once in its wide papers row (its largest column after the abstract) and once in the
// narrow table the search reads. Here the triggers compute the vector from the text columns themselves — the same
// expression, weight for weight — and the column goes: each papers row is smaller (page reads of paper, venue and home
// pages, and each import's and enrichment's row writes), and an import computes each vector once instead of computing
// it into papers and copying it. An update rewrites a paper's vector only when one of the four columns changed (one
// hashed EXCEPT of the two transition tables, as the title tier of migration 022 does). SQLite: nothing (its search
// file has papers_fts).

/** The second search tier's vector of one papers row — what papers.search_en held (migration 001). */
export const TEXT_VECTOR = `setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(authors, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(comments, '')), 'C') ||
  setweight(to_tsvector('english', coalesce(abstract, '')), 'D')`;

const COLUMNS = 'seq, title, authors, comments, abstract';

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const run = (s: string) => sql.raw(s).execute(db);
  const upsert = (from: string) => `INSERT INTO papers_text_search (seq, tsv) SELECT seq, ${TEXT_VECTOR} FROM (${from}) c
    ON CONFLICT (seq) DO UPDATE SET tsv = EXCLUDED.tsv`;
  await run(`CREATE OR REPLACE FUNCTION paperboard_text_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert(`SELECT ${COLUMNS} FROM new_rows`)}; RETURN NULL; END $$`);
  await run(`CREATE OR REPLACE FUNCTION paperboard_text_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert(`SELECT ${COLUMNS} FROM new_rows EXCEPT SELECT ${COLUMNS} FROM old_rows`)}; RETURN NULL; END $$`);
  await run('ALTER TABLE papers DROP COLUMN IF EXISTS search_en');
}
