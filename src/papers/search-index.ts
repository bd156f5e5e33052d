import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]+/gu;
const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/u;
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
  const value = zhSearchText(texts) || null;
  const row = await store.db.updateTable('papers').set({ search_zh: value }).where('id', '=', paperId).returning('seq').executeTakeFirst();
  if (row && store.dialect === 'sqlite') {
    await store.db.insertInto('search_pending').values({ seq: Number(row.seq) }).onConflict((oc) => oc.column('seq').doNothing()).execute();
    await indexPending(store);
  }
}

const WATERMARK = 'search.indexed_seq';

/**
 * Brings the SQLite full-text indexes up to date: rows inserted past the watermark (new papers) and rows
 * queued in search_pending (changed papers). PostgreSQL indexes on write, so this is a no-op there.
 * Safe to run concurrently with imports and after a crash. Returns rows indexed.
 */
export async function indexPending(store: Store, batch = 5000): Promise<number> {
  if (store.dialect !== 'sqlite' || !store.sqlite) return 0;
  const st = indexStatements(store.sqlite);
  // Hold Kysely's single connection: a raw transaction must never start inside one Kysely has open.
  return store.db.connection().execute(async () => {
    let total = 0;
    for (let n = st.fresh(batch); n > 0; n = st.fresh(batch)) total += n;
    for (;;) {
      const seqs = (st.take.all(batch) as number[]).map(Number).filter(Number.isInteger);
      if (seqs.length === 0) return total;
      st.queued(JSON.stringify(seqs));
      total += seqs.length;
    }
  });
}

/** The prepared statements and transactions of indexPending, built once per database handle (it runs after every change). */
interface IndexStatements {
  fresh: (batch: number) => number;
  queued: (seqsJson: string) => void;
  take: Database.Statement;
}

const indexCache = new WeakMap<Database.Database, IndexStatements>();

function indexStatements(s: Database.Database): IndexStatements {
  const cached = indexCache.get(s);
  if (cached) return cached;
  const ftsFrom = (where: string) => [
    s.prepare(`INSERT INTO papers_fts(rowid, title, authors, comments, abstract)
      SELECT seq, title, coalesce(authors, ''), coalesce(comments, ''), coalesce(abstract, '') FROM papers WHERE ${where}`),
    s.prepare(`INSERT INTO papers_zh_fts(rowid, text) SELECT seq, search_zh FROM papers WHERE (${where}) AND search_zh IS NOT NULL`),
  ];
  const inRange = ftsFrom('seq > ? AND seq <= ?');
  const inList = ftsFrom('seq IN (SELECT value FROM json_each(?))');
  const getMark = s.prepare('SELECT value FROM kv WHERE key = ?').pluck();
  const setMark = s.prepare('INSERT INTO kv (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at');
  const maxSeq = s.prepare('SELECT coalesce(max(seq), 0) FROM papers').pluck();
  const dropPendingRange = s.prepare('DELETE FROM search_pending WHERE seq > ? AND seq <= ?');
  const dropList = ['papers_fts', 'papers_zh_fts'].map((t) => s.prepare(`DELETE FROM ${t} WHERE rowid IN (SELECT value FROM json_each(?))`));
  const dropPendingList = s.prepare('DELETE FROM search_pending WHERE seq IN (SELECT value FROM json_each(?))');
  const st: IndexStatements = {
    take: s.prepare('SELECT seq FROM search_pending ORDER BY seq LIMIT ?').pluck(),
    fresh: s.transaction((batch: number): number => {
      const from = Number(getMark.get(WATERMARK) ?? 0);
      const to = Math.min(Number(maxSeq.get()), from + batch * 10);
      if (to <= from) return 0;
      dropPendingRange.run(from, to);
      for (const q of inRange) q.run(from, to);
      setMark.run(WATERMARK, String(to), new Date().toISOString());
      return to - from;
    }),
    queued: s.transaction((seqsJson: string) => {
      for (const q of [...dropList, ...inList, dropPendingList]) q.run(seqsJson);
    }),
  };
  indexCache.set(s, st);
  return st;
}

/** Number of papers waiting to be indexed. */
export async function pendingCount(store: Store): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*) AS n FROM search_pending`.execute(store.db);
  return Number(r.rows[0]?.n ?? 0);
}
