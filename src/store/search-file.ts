// SQLite keeps its full-text indexes in a second file beside the store (paperboard.db → paperboard.search.db),
// attached to every connection as schema `search`. SQLite allows one writer per file, so with the index apart,
// building it never waits for an import's writes, nor they for it. The file holds only derived data: deleted or
// damaged, it is recreated empty and rebuilt from the papers (the watermark lives in it too).
import path from 'node:path';
import type Database from 'better-sqlite3';

const ENGLISH = "tokenize='porter unicode61 remove_diacritics 2'";

/** The search tables: name → definition (contentless FTS5 tables keyed by papers.seq). */
const TABLES: Record<string, string> = {
  // Titles, authors, comments and abstracts, ranked by bm25 with title 10, authors 5, comments 3, abstract 1.
  papers_fts: `fts5(title, authors, comments, abstract, content='', contentless_delete=1, ${ENGLISH})`,
  // Titles and authors alone: the first tier of every English search, small enough to rank quickly at a million papers.
  papers_title_fts: `fts5(title, authors, content='', contentless_delete=1, ${ENGLISH})`,
  // Chinese fields as CJK bigrams and characters (search-index.ts zhSearchText).
  papers_zh_fts: "fts5(text, content='', contentless_delete=1, tokenize='unicode61')",
};
const RANKS: Record<string, string> = { papers_fts: 'bm25(10.0, 5.0, 3.0, 1.0)', papers_title_fts: 'bm25(10.0, 5.0)' };
/**
 * Bulk-indexing settings of the English tables: terms gathered in 8 MB before a segment is written (not 1 MB),
 * and segments merged eight at a time (not four). Measured on 113k papers: indexing about a quarter faster.
 */
const TUNING: [string, number][] = [['hashsize', 8 << 20], ['automerge', 8]];

/** The search file that goes with the store at `dbPath`. */
export function searchFileOf(dbPath: string): string {
  if (dbPath === ':memory:' || dbPath === '') return ':memory:';
  const ext = path.extname(dbPath);
  return ['.db', '.sqlite', '.sqlite3'].includes(ext) ? `${dbPath.slice(0, -ext.length)}.search${ext}` : `${dbPath}.search.db`;
}

/**
 * Attaches the search file as schema `search` and makes sure its tables exist; when any is missing (a new store,
 * a deleted file, an upgrade from the single-file layout) all are recreated empty, so the next indexing run
 * rebuilds them from the papers.
 */
export function attachSearch(sqlite: Database.Database): void {
  sqlite.prepare('ATTACH DATABASE ? AS search').run(searchFileOf(sqlite.memory ? ':memory:' : sqlite.name));
  sqlite.pragma('search.journal_mode = WAL');
  sqlite.pragma('search.synchronous = NORMAL');
  const have = new Set(sqlite.prepare("SELECT name FROM search.sqlite_master WHERE type IN ('table')").pluck().all() as string[]);
  if (have.has('state') && Object.keys(TABLES).every((t) => have.has(t))) return;
  recreateSearch(sqlite);
}

/** Empties the search file (all tables recreated, watermark gone): the next indexing run rebuilds it from the papers. */
export function recreateSearch(sqlite: Database.Database): void {
  sqlite.transaction(() => {
    for (const t of Object.keys(TABLES)) sqlite.exec(`DROP TABLE IF EXISTS search.${t}`);
    sqlite.exec('CREATE TABLE IF NOT EXISTS search.state (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    sqlite.exec('DELETE FROM search.state');
    for (const [t, def] of Object.entries(TABLES)) {
      sqlite.exec(`CREATE VIRTUAL TABLE search.${t} USING ${def}`);
      if (!RANKS[t]) continue;
      sqlite.exec(`INSERT INTO search.${t}(${t}, rank) VALUES('rank', '${RANKS[t]}')`);
      for (const [k, v] of TUNING) sqlite.exec(`INSERT INTO search.${t}(${t}, rank) VALUES('${k}', ${v})`);
    }
  })();
}
