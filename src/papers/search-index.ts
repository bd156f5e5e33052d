import type Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB } from '../store/schema.ts';
import { healSearch, isSearchDamage, reattachIfReplaced } from '../store/search-file.ts';

/** The Chinese characters search reads as Chinese (CJK unified ideographs and compatibility ideographs), as a class body. */
export const CJK_CHARS = '\\u3400-\\u9fff\\uf900-\\ufaff';
const CJK_RUN = new RegExp(`[${CJK_CHARS}\\u{20000}-\\u{2fa1f}]+`, 'gu');
const CJK_CHAR = new RegExp(`[${CJK_CHARS}]`, 'u');
const LATIN_WORD = /[\p{L}\p{N}][\p{L}\p{N}_-]*/gu;

/** True when `text` contains Chinese characters. */
export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/**
 * Chinese text as search tokens: for each CJK run its character bigrams in order (so a query's bigrams
 * match as a phrase, two-character queries included), then single characters, then Latin words lower-cased.
 */
export function zhSearchText(texts: (string | null | undefined)[]): string {
  const grams: string[] = [];
  const chars = new Set<string>();
  const words = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const run of t.match(CJK_RUN) ?? []) {
      grams.push(...bigrams(run), '|');
      for (const c of run) chars.add(c);
    }
    for (const w of t.replace(CJK_RUN, ' ').match(LATIN_WORD) ?? []) words.add(w.toLowerCase());
  }
  return [...grams.filter((g) => g !== '|'), ...chars, ...words].join(' ');
}

/** A user's Chinese query as phrases over the same tokens: `深度学习` → ["深度 度学 学习"]; Latin words kept. */
export function zhQueryPhrases(query: string): string[] {
  const out: string[] = [];
  for (const run of query.match(CJK_RUN) ?? []) out.push(bigrams(run).join(' '));
  for (const w of query.replace(CJK_RUN, ' ').match(LATIN_WORD) ?? []) out.push(w.toLowerCase());
  return out;
}

/** Sets the Chinese search text of one paper from its Chinese fields and brings the index up to date. */
export async function setPaperSearchZh(store: Store, paperId: string, texts: (string | null | undefined)[]): Promise<void> {
  await setPapersSearchZh(store, [{ id: paperId, texts }]);
}

/**
 * Sets the Chinese search text of papers from their Chinese fields with one UPDATE per 500 papers (one round trip and
 * one commit, and on PostgreSQL one run of the papers statement triggers, rather than one per paper; SQLite also queues
 * them for the search file in the same transaction), then brings the SQLite index up to date once.
 */
export async function setPapersSearchZh(store: Store, papers: { id: string; texts: (string | null | undefined)[] }[]): Promise<void> {
  const rows = [...new Map(papers.map((p) => [p.id, zhSearchText(p.texts) || null])).entries()];
  for (let i = 0; i < rows.length; i += 500) {
    // VALUES names its columns column1, column2 on both databases.
    const values = sql.join(rows.slice(i, i + 500).map(([id, value]) => sql`(CAST(${id} AS TEXT), CAST(${value} AS TEXT))`));
    const update = (db: Kysely<DB>) => sql<{ seq: number }>`UPDATE papers SET search_zh = v.column2 FROM (VALUES ${values}) AS v
      WHERE papers.id = v.column1 RETURNING papers.seq`.execute(db);
    if (store.dialect === 'postgres') await update(store.db);
    else {
      await store.db.transaction().execute(async (trx) => {
        const seqs = (await update(trx)).rows.map((r) => ({ seq: Number(r.seq) }));
        if (seqs.length) await trx.insertInto('search_pending').values(seqs).onConflict((oc) => oc.column('seq').doNothing()).execute();
      });
    }
  }
  if (rows.length) await indexPending(store);
}

const WATERMARK = 'indexed_seq';

/**
 * Brings the SQLite full-text indexes (in the search file, store/search-file.ts) up to date: rows inserted past
 * the watermark (new papers) and rows queued in search_pending (changed papers). PostgreSQL indexes on write, so
 * this is a no-op there. Works in transactions of a few thousand papers and lets other queries run between them;
 * safe to run beside an import (it writes only the search file) and after a crash. Returns rows indexed.
 */
export async function indexPending(store: Store, opts: { batch?: number; signal?: AbortSignal; onProgress?: (indexed: number) => void } = {}): Promise<number> {
  if (store.dialect !== 'sqlite' || !store.sqlite) return 0;
  const sqlite = store.sqlite;
  // Detaching and attaching wait for Kysely's connection (no transaction of another caller may be open meanwhile).
  const exclusive = <T>(f: () => T): Promise<T> => store.db.connection().execute(async () => f());
  if (await exclusive(() => reattachIfReplaced(sqlite))) forgetIndexStatements(sqlite);
  // A damaged search file is moved aside and recreated (store/search-file.ts); indexing then starts over from the
  // first paper, as the new file's watermark is 0.
  for (let heals = 0; ; heals++) {
    try {
      return await indexRun(store, opts, (n) => opts.onProgress?.(n));
    } catch (err) {
      if (!isSearchDamage(err) || heals >= 2) throw err;
      await exclusive(() => healSearch(sqlite, err));
      forgetIndexStatements(sqlite);
    }
  }
}

async function indexRun(store: Store, opts: { batch?: number; signal?: AbortSignal }, progress: (indexed: number) => void): Promise<number> {
  const st = indexStatements(store.sqlite!);
  const batch = opts.batch ?? 5000;
  // Holds Kysely's single connection per transaction (a raw transaction must never start inside one Kysely has open).
  const step = <T>(f: () => T): Promise<T> => store.db.connection().execute(async () => f());
  let total = 0;
  for (let n = await step(() => st.fresh(batch * 2)); n > 0; n = await step(() => st.fresh(batch * 2))) {
    total += n;
    progress(total);
    await new Promise((r) => setImmediate(r));
    if (opts.signal?.aborted) return total;
  }
  while (!opts.signal?.aborted) {
    const seqs = await step(() => (st.take.all(batch) as number[]).map(Number).filter(Number.isInteger));
    if (seqs.length === 0) return total;
    const json = JSON.stringify(seqs);
    // The index first, then the queue (two files, two commits): a crash between them re-indexes, never skips.
    await step(() => st.queued(json));
    await step(() => st.dropPending.run(json));
    total += seqs.length;
    progress(total);
  }
  return total;
}

/** Drops the prepared statements of a connection whose search file was replaced (they belong to the old file). */
export function forgetIndexStatements(sqlite: Database.Database): void {
  indexCache.delete(sqlite);
}

/**
 * Indexes up to `batch` papers added past the watermark, in one transaction on a raw connection that has the
 * search file attached (the import's indexer thread, index-thread.ts). Returns rows indexed (0: caught up).
 */
export function indexNewSync(sqlite: Database.Database, batch: number): number {
  return indexStatements(sqlite).fresh(batch);
}

/**
 * indexNewSync on a connection the search file may have been healed under (moved aside and recreated by another
 * connection or process): reattaches first, and heals a damaged file it meets. On a failure healing cannot mend, throws.
 */
export function indexStepOn(sqlite: Database.Database, batch: number): number {
  if (reattachIfReplaced(sqlite)) forgetIndexStatements(sqlite);
  try {
    return indexNewSync(sqlite, batch);
  } catch (err) {
    if (!isSearchDamage(err)) throw err;
    healSearch(sqlite, err);
    forgetIndexStatements(sqlite);
    return indexStepOn(sqlite, batch);
  }
}

/** The prepared statements and transactions of indexPending, built once per database handle (it runs after every change). */
interface IndexStatements {
  fresh: (batch: number) => number;
  /** The watermark (highest papers.seq indexed) and the highest papers.seq. */
  marks: () => { mark: number; max: number };
  countAfter: Database.Statement;
  countAll: Database.Statement;
  queued: (seqsJson: string) => void;
  take: Database.Statement;
  dropPending: Database.Statement;
}

const indexCache = new WeakMap<Database.Database, IndexStatements>();

function indexStatements(s: Database.Database): IndexStatements {
  const cached = indexCache.get(s);
  if (cached) return cached;
  const ftsFrom = (where: string) => [
    s.prepare(`INSERT INTO search.papers_fts(rowid, title, authors, comments, abstract)
      SELECT seq, title, coalesce(authors, ''), coalesce(comments, ''), coalesce(abstract, '') FROM main.papers WHERE ${where}`),
    s.prepare(`INSERT INTO search.papers_title_fts(rowid, title, authors) SELECT seq, title, coalesce(authors, '') FROM main.papers WHERE ${where}`),
    s.prepare(`INSERT INTO search.papers_zh_fts(rowid, text) SELECT seq, search_zh FROM main.papers WHERE (${where}) AND search_zh IS NOT NULL`),
  ];
  const inRange = ftsFrom('seq > ? AND seq <= ?');
  const inList = ftsFrom('seq IN (SELECT value FROM json_each(?))');
  // Written first in each transaction: it takes the search file's write lock before anything is read from it.
  const claim = s.prepare("INSERT INTO search.state (key, value) VALUES (?, '0') ON CONFLICT (key) DO UPDATE SET value = value");
  const getMark = s.prepare('SELECT value FROM search.state WHERE key = ?').pluck();
  const setMark = s.prepare('UPDATE search.state SET value = ? WHERE key = ?');
  const maxSeq = s.prepare('SELECT coalesce(max(seq), 0) FROM main.papers').pluck();
  const dropList = ['papers_fts', 'papers_title_fts', 'papers_zh_fts'].map((t) => s.prepare(`DELETE FROM search.${t} WHERE rowid IN (SELECT value FROM json_each(?))`));
  const st: IndexStatements = {
    marks: () => ({ mark: Number(getMark.get(WATERMARK) ?? 0), max: Number(maxSeq.get()) }),
    // Papers not indexed yet (the tail past the watermark) and all papers (kept by a trigger, migration 012): no full scans.
    countAfter: s.prepare('SELECT count(*) FROM main.papers WHERE seq > ?').pluck(),
    countAll: s.prepare("SELECT n FROM main.store_counts WHERE name = 'papers'").pluck(),
    take: s.prepare('SELECT seq FROM main.search_pending ORDER BY seq LIMIT ?').pluck(),
    dropPending: s.prepare('DELETE FROM main.search_pending WHERE seq IN (SELECT value FROM json_each(?))'),
    fresh: s.transaction((batch: number): number => {
      claim.run(WATERMARK);
      const from = Number(getMark.get(WATERMARK) ?? 0);
      const to = Math.min(Number(maxSeq.get()), from + batch);
      if (to <= from) return 0;
      for (const q of inRange) q.run(from, to);
      setMark.run(String(to), WATERMARK);
      return to - from;
    }),
    queued: s.transaction((seqsJson: string) => {
      for (const q of [...dropList, ...inList]) q.run(seqsJson);
    }),
  };
  indexCache.set(s, st);
  return st;
}

/**
 * SQLite: how far the index has come when new papers are still waiting for it (`null` when it is up to date, or on
 * PostgreSQL) — after an upgrade or a deleted search file the site serves while it is rebuilt, and says so.
 */
export function indexProgress(store: Store, opts: { rebuilding?: boolean } = {}): { indexed: number; papers: number } | null {
  if (!store.sqlite) return null;
  const st = indexStatements(store.sqlite);
  const { mark, max } = st.marks();
  // A few hundred papers just harvested or imported are normal and gone within seconds (unless a rebuild is on).
  if (max - mark <= (opts.rebuilding ? 0 : 500)) return null;
  const papers = Number(st.countAll.get());
  return { indexed: papers - Number(st.countAfter.get(mark)), papers };
}
