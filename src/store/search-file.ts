// SQLite keeps its full-text indexes in a second file beside the store (paperboard.db → paperboard.search.db),
// attached to every connection as schema `search`. SQLite allows one writer per file, so with the index apart,
// building it never waits for an import's writes, nor they for it. The file holds only derived data: deleted or
// damaged, it is moved aside (NAME.search.db.damaged-<time>), recreated empty and rebuilt from the papers (the
// watermark lives in it too); a warning names the file. Damage is found when the file is attached (a header that is
// not SQLite's), by quick_check (checkSearchFile; at server start on a thread beside the site, search-check.ts), and by any query that meets SQLITE_CORRUPT
// or SQLITE_NOTADB (papers/search-heal.ts); a file deleted or replaced under a running process is noticed by its inode.
import fs from 'node:fs';
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
 * Bulk-indexing settings of the English tables: terms gathered in 4 MB before a segment is written (not 1 MB;
 * 8 MB was a little faster but held twice the memory in the indexer thread),
 * and segments merged sixteen at a time (not four: measured on 113k papers, indexing about a quarter faster; not
 * eight: an import indexes 1,000 papers per transaction, a segment each, and merged them again level after level —
 * both English tables over 84,744 papers 3.71 / 3.72 s of CPU at eight, 3.35 / 3.35 s at sixteen; over four copies,
 * 339k papers, 17.0 / 17.4 s against 16.1 / 16.5 s; the same hits for 13 ranked queries, and their time the same
 * within this machine's noise). Applied when the tables are made: a search file made before keeps its setting.
 */
const TUNING: [string, number][] = [['hashsize', 4 << 20], ['automerge', 16]];

/** The search file that goes with the store at `dbPath`. */
export function searchFileOf(dbPath: string): string {
  if (dbPath === ':memory:' || dbPath === '') return ':memory:';
  const ext = path.extname(dbPath);
  return ['.db', '.sqlite', '.sqlite3'].includes(ext) ? `${dbPath.slice(0, -ext.length)}.search${ext}` : `${dbPath}.search.db`;
}

/** Whether an error from SQLite means the search file is damaged (not a database, corrupt, or cut short), not merely busy. */
export function isSearchDamage(err: unknown): boolean {
  return /^SQLITE_(CORRUPT|NOTADB|IOERR_SHORT_READ)/.test(String((err as { code?: unknown })?.code ?? ''));
}

// The inode of the search file each connection attached, to notice the file being deleted or replaced.
const attachedInode = new WeakMap<Database.Database, number>();

const fileOf = (sqlite: Database.Database) => searchFileOf(sqlite.memory ? ':memory:' : sqlite.name);
const inodeOf = (file: string) => { try { return fs.statSync(file).ino; } catch { return -1; } };

function attachOnce(sqlite: Database.Database, file: string): void {
  sqlite.prepare('ATTACH DATABASE ? AS search').run(file);
  try {
    sqlite.pragma('search.journal_mode = WAL');
    sqlite.pragma('search.synchronous = NORMAL');
    if (!complete(sqlite)) recreateSearch(sqlite, { ifIncomplete: true });
  } catch (err) {
    detach(sqlite);
    throw err;
  }
  attachedInode.set(sqlite, inodeOf(file));
}

function complete(sqlite: Database.Database): boolean {
  const have = new Set(sqlite.prepare("SELECT name FROM search.sqlite_master WHERE type IN ('table')").pluck().all() as string[]);
  return have.has('state') && Object.keys(TABLES).every((t) => have.has(t));
}

function detach(sqlite: Database.Database): void {
  try { sqlite.exec('DETACH DATABASE search'); } catch { /* not attached */ }
}

/**
 * Attaches the search file as schema `search` and makes sure its tables exist; when any is missing (a new store,
 * a deleted file, an upgrade from the single-file layout) all are recreated empty, so the next indexing run
 * rebuilds them from the papers. A file that is not a database or is corrupt is moved aside first (logged).
 */
export function attachSearch(sqlite: Database.Database): void {
  const file = fileOf(sqlite);
  try {
    attachOnce(sqlite, file);
  } catch (err) {
    if (!isSearchDamage(err)) throw err;
    moveAside(file, err);
    attachOnce(sqlite, file);
  }
}

/** Moves a damaged search file (and its -wal / -shm) aside and logs where, naming the file and the error. */
function moveAside(file: string, err: unknown): void {
  if (file === ':memory:') return;
  const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    try { fs.renameSync(file + suffix, aside + suffix); } catch { /* absent, or moved by another process already */ }
  }
  console.warn(JSON.stringify({ level: 'warn', msg: 'search file damaged: moved aside and recreated; the index is rebuilt from the papers', file, movedTo: aside, err: String((err as Error)?.message ?? err) }));
}

/**
 * Replaces a damaged search file of a running connection: detaches it, moves it aside, attaches a new empty one.
 * The caller rebuilds the index (papers/search-heal.ts).
 */
export function healSearch(sqlite: Database.Database, err: unknown): void {
  const file = fileOf(sqlite);
  detach(sqlite);
  if (inodeOf(file) === attachedInode.get(sqlite)) moveAside(file, err);
  attachSearch(sqlite);
}

/**
 * When the search file was deleted or replaced since this connection attached it (another process healed it, or
 * someone removed it), attaches the file now at its path (recreated when missing). Returns true when it did.
 */
export function reattachIfReplaced(sqlite: Database.Database): boolean {
  const file = fileOf(sqlite);
  if (file === ':memory:' || inodeOf(file) === attachedInode.get(sqlite)) return false;
  console.warn(JSON.stringify({ level: 'warn', msg: 'search file deleted or replaced while open: attaching it again', file }));
  detach(sqlite);
  attachSearch(sqlite);
  return true;
}

/** Runs SQLite's quick_check over the search file; damage found is healed like any other (moved aside, recreated). Returns true when it was sound. */
export function checkSearchFile(sqlite: Database.Database): boolean {
  let problem: unknown = null;
  try {
    const rows = sqlite.pragma('search.quick_check', { simple: false }) as { quick_check: string }[];
    if (rows[0]?.quick_check !== 'ok') problem = new Error(`quick_check: ${rows.slice(0, 3).map((r) => r.quick_check).join('; ')}`);
  } catch (err) {
    if (!isSearchDamage(err)) throw err;
    problem = err;
  }
  if (!problem) return true;
  healSearch(sqlite, problem);
  return false;
}

/** Empties the search file (all tables recreated, watermark gone): the next indexing run rebuilds it from the papers. */
export function recreateSearch(sqlite: Database.Database, opts: { ifIncomplete?: boolean } = {}): void {
  sqlite.exec('CREATE TABLE IF NOT EXISTS search.state (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  sqlite.transaction(() => {
    // A write first takes the search file's write lock (waiting busy_timeout for it) before anything is read, so two
    // connections that find the file empty at once (an import and its indexer thread, a server) queue up instead of
    // one failing with SQLITE_BUSY; the second then finds the tables made and keeps them.
    sqlite.exec("DELETE FROM search.state WHERE key = 'recreating'");
    if (opts.ifIncomplete && complete(sqlite)) return;
    for (const t of Object.keys(TABLES)) sqlite.exec(`DROP TABLE IF EXISTS search.${t}`);
    sqlite.exec('DELETE FROM search.state');
    for (const [t, def] of Object.entries(TABLES)) {
      sqlite.exec(`CREATE VIRTUAL TABLE search.${t} USING ${def}`);
      if (!RANKS[t]) continue;
      sqlite.exec(`INSERT INTO search.${t}(${t}, rank) VALUES('rank', '${RANKS[t]}')`);
      for (const [k, v] of TUNING) sqlite.exec(`INSERT INTO search.${t}(${t}, rank) VALUES('${k}', ${v})`);
    }
  })();
}
