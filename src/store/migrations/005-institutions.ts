import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Institutions (canonical, with Chinese names cached once per organisation), affiliation aliases, per-paper author affiliations and their source. */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql.raw(`CREATE TABLE institutions (
    id TEXT PRIMARY KEY, ror TEXT, name_en TEXT NOT NULL, name_key TEXT NOT NULL,
    name_zh TEXT, zh_source TEXT, country TEXT, updated_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw('CREATE INDEX institutions_name_key ON institutions (name_key)').execute(db);
  await sql.raw('CREATE INDEX institutions_country ON institutions (country)').execute(db);
  await sql.raw(`CREATE TABLE affiliation_aliases (
    text_key TEXT PRIMARY KEY, text TEXT NOT NULL, resolved_json TEXT NOT NULL,
    source TEXT NOT NULL, updated_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw(`CREATE TABLE paper_affiliations (
    paper_id TEXT NOT NULL, version INTEGER NOT NULL, author_index INTEGER NOT NULL, author_name TEXT NOT NULL,
    aff_index INTEGER NOT NULL, aff_text TEXT, text_key TEXT,
    PRIMARY KEY (paper_id, author_index, aff_index)
  )`).execute(db);
  await sql.raw('CREATE INDEX paper_affiliations_text ON paper_affiliations (text_key)').execute(db);
  await sql.raw(`CREATE TABLE paper_affiliation_sources (
    paper_id TEXT PRIMARY KEY, version INTEGER NOT NULL, source TEXT NOT NULL,
    n_authors INTEGER NOT NULL, extracted_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw(`CREATE TABLE paper_institutions (
    paper_id TEXT NOT NULL, institution_id TEXT NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (paper_id, institution_id)
  )`).execute(db);
  await sql.raw('CREATE INDEX paper_institutions_inst ON paper_institutions (institution_id)').execute(db);
}
