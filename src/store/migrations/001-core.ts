import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Papers, versions, venue mentions, import progress, key-value state, and the search indexes. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  await sql.raw(`CREATE TABLE papers (
    seq ${pg ? 'BIGSERIAL UNIQUE' : 'INTEGER PRIMARY KEY'},
    id TEXT NOT NULL ${pg ? 'PRIMARY KEY' : 'UNIQUE'},
    version INTEGER NOT NULL,
    title TEXT NOT NULL,
    abstract TEXT, authors TEXT, authors_json TEXT NOT NULL,
    categories TEXT, primary_category TEXT, comments TEXT, journal_ref TEXT, doi TEXT,
    report_no TEXT, license TEXT, submitter TEXT, submitted_at TEXT, updated_at TEXT,
    source TEXT, hash TEXT NOT NULL, imported_at TEXT NOT NULL, search_zh TEXT
  )`).execute(db);
  await sql.raw(`CREATE TABLE paper_versions (
    paper_id TEXT NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
    version INTEGER NOT NULL, created_at TEXT,
    title TEXT, abstract TEXT, authors TEXT, comments TEXT, journal_ref TEXT, doi TEXT, categories TEXT,
    archived_at TEXT,
    PRIMARY KEY (paper_id, version)
  )`).execute(db);
  await sql.raw(`CREATE TABLE paper_venues (
    id ${pg ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY'},
    paper_id TEXT NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
    venue TEXT NOT NULL, year INTEGER, edition TEXT, track TEXT NOT NULL, workshop TEXT,
    status TEXT NOT NULL, presentation TEXT, source TEXT NOT NULL, evidence TEXT,
    verified INTEGER NOT NULL DEFAULT 0
  )`).execute(db);
  await sql.raw('CREATE INDEX paper_venues_paper ON paper_venues (paper_id)').execute(db);
  await sql.raw('CREATE INDEX paper_venues_edition ON paper_venues (edition, status)').execute(db);
  await sql.raw(`CREATE TABLE import_runs (
    id ${pg ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY'},
    file TEXT NOT NULL, fingerprint TEXT NOT NULL, started_at TEXT NOT NULL, finished_at TEXT,
    next_line INTEGER NOT NULL DEFAULT 0, next_offset BIGINT NOT NULL DEFAULT 0, counts_json TEXT NOT NULL DEFAULT '{}'
  )`).execute(db);
  await sql.raw('CREATE INDEX import_runs_fp ON import_runs (fingerprint)').execute(db);
  await sql.raw('CREATE TABLE search_pending (seq BIGINT PRIMARY KEY)').execute(db);
  await sql.raw('CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL)').execute(db);
  await sql.raw('CREATE INDEX papers_submitted ON papers (submitted_at)').execute(db);
  if (pg) {
    await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db);
    await sql.raw(`ALTER TABLE papers ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('simple', coalesce(authors, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(comments, '')), 'C') ||
      setweight(to_tsvector('english', coalesce(abstract, '')), 'D')) STORED`).execute(db);
    await sql.raw(`ALTER TABLE papers ADD COLUMN search_zh_tsv tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', coalesce(search_zh, ''))) STORED`).execute(db);
    await sql.raw('CREATE INDEX papers_search_en ON papers USING GIN (search_en)').execute(db);
    await sql.raw('CREATE INDEX papers_search_zh ON papers USING GIN (search_zh_tsv)').execute(db);
    await sql.raw('CREATE INDEX papers_title_trgm ON papers USING GIN (title gin_trgm_ops)').execute(db);
  } else {
    await sql.raw(`CREATE VIRTUAL TABLE papers_fts USING fts5(title, authors, comments, abstract,
      content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2')`).execute(db);
    await sql.raw(`CREATE VIRTUAL TABLE papers_zh_fts USING fts5(text,
      content='', contentless_delete=1, tokenize='unicode61')`).execute(db);
  }
}
