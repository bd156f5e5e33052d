import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { Store } from '../store/connection.ts';
import { findPapers, type Page, type Paper } from './queries.ts';
import { hasCjk, zhQueryPhrases } from './search-index.ts';
import { withSearchFile } from './search-heal.ts';
import { keepRanked, type CcfTier } from './rank-filter.ts';
import { bridgeQuery } from './term-bridge.ts';

/** A parsed user query: the terms to highlight and whether it runs on the Chinese index. */
export interface ParsedQuery {
  terms: string[];
  chinese: boolean;
  /** English only: what must match, term by term, each by any of its alternatives (default: each term as it is). */
  groups?: string[][];
}

/** A search result page plus the terms to highlight. */
export interface SearchResult extends Page<Paper> {
  terms: string[];
  /** True when there are more matches than `total` (counting stops at COUNT_CAP). */
  capped?: boolean;
  /** True when a tier of this page had more than RANK_WINDOW matches: its newest RANK_WINDOW were ranked, the rest follow newest first. */
  windowed?: boolean;
  /**
   * A Chinese query nothing Chinese matched, searched instead as the English terms the glossary gives it
   * (term-bridge.ts): the English query, as a reader would type it.
   */
  searchedAs?: string;
  /** A Chinese query that matched Chinese text and that the glossary also reads as English: that English query. */
  alsoEnglish?: string;
}

const MAX_TERMS = 12;

/** Splits a query into words and "quoted phrases" (at most 12), dropping FTS syntax characters. */
export function parseQuery(q: string): ParsedQuery {
  const terms: string[] = [];
  for (const m of q.matchAll(/"([^"]+)"|([^\s"]+)/g)) {
    const t = (m[1] ?? m[2]).replace(/[^\p{L}\p{N}\s._+-]/gu, ' ').replace(/\s+/g, ' ').trim();
    if (t && !/^(and|or|not)$/i.test(t)) terms.push(t);
    if (terms.length >= MAX_TERMS) break;
  }
  return { terms, chinese: hasCjk(q) };
}

function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Full-text search over titles, authors, comments and abstracts (English) or Chinese fields, ranked and paginated.
 * `ccf`: only papers of venues of that CCF tier (papers/rank-filter.ts), taken from the first COUNT_CAP matches in order.
 */
export async function searchPapers(store: Store, q: string, page: number, pageSize: number, opts: { ccf?: CcfTier } = {}): Promise<SearchResult> {
  const parsed = parseQuery(q);
  const empty = { items: [], total: 0, page, pageSize, terms: parsed.terms };
  if (parsed.terms.length === 0) return empty;
  const offset = (page - 1) * pageSize;
  const matches = (query: ParsedQuery) => {
    const run = (limit: number, at: number) => (store.dialect === 'sqlite' ? withSearchFile(store, () => sqliteSearch(store, query, limit, at)) : pgSearch(store, query, limit, at));
    return opts.ccf ? rankedMatches(store, run, opts.ccf, pageSize, offset) : run(pageSize, offset);
  };
  let ids = await matches(parsed);
  // A Chinese query is also English when the glossary covers it: searched so when no Chinese title or summary matched
  // (a store without Chinese titles yet), offered as a link when some did.
  const bridged = parsed.chinese ? bridgeQuery(parsed.terms) : null;
  let searchedAs: string | undefined;
  let terms = parsed.terms;
  if (bridged && (!ids || ids.total === 0)) {
    const english = await matches({ terms: bridged.groups.flat(), chinese: false, groups: bridged.groups });
    if (english && english.total > 0) {
      ids = english;
      searchedAs = bridged.text;
      terms = bridged.groups.flat();
    }
  }
  const also = bridged && !searchedAs ? { alsoEnglish: bridged.text } : {};
  if (!ids) return { ...empty, ...also };
  return { items: await findPapers(store, ids.ids), total: ids.total, capped: Boolean(ids.capped), windowed: Boolean(ids.windowed), page, pageSize, terms,
    ...(searchedAs ? { searchedAs } : also) };
}

/**
 * How a query is read (term-bridge.ts): `searchedAs`, the English a Chinese query was searched as because no Chinese
 * text matched; `alsoEnglish`, the English query offered beside Chinese matches. Empty for any other query, without a
 * search: only a query the glossary can read as English has anything to say.
 */
export async function queryReading(store: Store, q: string, opts: { ccf?: CcfTier } = {}): Promise<Pick<SearchResult, 'searchedAs' | 'alsoEnglish'>> {
  const parsed = parseQuery(q);
  if (!parsed.chinese || !bridgeQuery(parsed.terms)) return {};
  const r = await searchPapers(store, q, 1, 1, opts);
  return r.searchedAs ? { searchedAs: r.searchedAs } : r.alsoEnglish ? { alsoEnglish: r.alsoEnglish } : {};
}

type Matches = { ids: string[]; total: number; capped?: boolean; windowed?: boolean } | null;

/** The page of a search kept to one CCF tier: matches read in ranked order, 1,000 at a time, up to COUNT_CAP, then filtered. */
async function rankedMatches(store: Store, run: (limit: number, offset: number) => Promise<Matches>, tier: CcfTier, limit: number, offset: number): Promise<Matches> {
  const kept: string[] = [];
  let capped = false;
  let windowed = false;
  for (let at = 0; at < COUNT_CAP; at += 1000) {
    const chunk = await run(1000, at);
    if (!chunk) return null;
    capped = Boolean(chunk.capped);
    windowed ||= Boolean(chunk.windowed);
    kept.push(...(await keepRanked(store, chunk.ids, tier)));
    if (chunk.ids.length < 1000) break;
  }
  return { ids: kept.slice(offset, offset + limit), total: kept.length, capped, windowed };
}

/** Totals are counted up to this many matches (shown as "10000+"): counting every hit of a common word in 1M papers is wasted work. */
export const COUNT_CAP = 10000;

/**
 * A broad query's matches are ranked within its newest RANK_WINDOW matches (the highest sequence numbers: the
 * papers added last); past the window they follow newest first. Ranking costs time per match, and a common word
 * matches tens of thousands of titles in a million papers — bm25 among so many near-equal matches orders them
 * hardly better than recency does.
 */
export const RANK_WINDOW = 2000;

/**
 * SQLite: papers whose title or authors contain every term come first (the title index, ranked by bm25 with
 * title and authors weighted up), then the papers matching elsewhere (comments, abstract). The title index is
 * small, which is what keeps page one fast on a million papers; deeper pages read on into the second tier.
 */
/** Raw reads of the store and its search file (SQLite). */
interface SearchReads {
  rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  /** The first column of each row. */
  column(sql: string, params: unknown[]): Promise<unknown[]>;
}

/**
 * Raw statements through the store's own dialect: a serving process runs them on its read threads (store/read-pool.ts
 * attaches the search file there), so a search over a million papers — tens of milliseconds — no longer holds the event
 * loop that answers cached pages and reports meanwhile; elsewhere on the store's connection.
 */
function searchReads(store: Store): SearchReads {
  const rows = async (text: string, params: unknown[]) => (await store.db.executeQuery(CompiledQuery.raw(text, params))).rows as Record<string, unknown>[];
  return { rows, column: async (text, params) => (await rows(text, params)).map((r) => Object.values(r)[0]) };
}

async function sqliteSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number; capped: boolean; windowed: boolean } | null> {
  const groups = p.chinese ? zhQueryPhrases(p.terms.join(' ')).map((ph) => [ph]) : (p.groups ?? p.terms.map((t) => [t]));
  if (groups.length === 0) return null;
  const match = groups.map((g) => (g.length === 1 ? ftsPhrase(g[0]) : `(${g.map(ftsPhrase).join(' OR ')})`)).join(' AND ');
  const s = searchReads(store);
  const count = async (table: string, expr: string) =>
    Number((await s.column(`SELECT count(*) FROM (SELECT 1 FROM search.${table} WHERE ${table} MATCH ? LIMIT ${COUNT_CAP + 1})`, [expr]))[0]);
  let seqs: number[];
  let all: number;
  let windowed: boolean;
  if (p.chinese) {
    all = await count('papers_zh_fts', match);
    windowed = all > RANK_WINDOW;
    seqs = await windowedPage(sqliteTier(s, 'papers_zh_fts', match), all, limit, offset);
  } else {
    const head = await count('papers_title_fts', match);
    windowed = head > RANK_WINDOW;
    all = head > COUNT_CAP ? head : await count('papers_fts', match);
    const rest = `(${match}) NOT ({title authors} : (${match}))`;
    const restSize = all > COUNT_CAP ? Infinity : all - head;
    seqs = await acrossTiers(head, limit, offset, (n, skip) => windowedPage(sqliteTier(s, 'papers_title_fts', match), head, n, skip),
      (n, skip) => windowedPage(sqliteTier(s, 'papers_fts', rest), restSize, n, skip));
  }
  const ids = new Map((await s.rows('SELECT seq, id FROM papers WHERE seq IN (SELECT value FROM json_each(?))', [JSON.stringify(seqs)]) as { seq: number; id: string }[])
    .map((r) => [Number(r.seq), r.id]));
  return { ids: seqs.map((q) => ids.get(q)).filter((id): id is string => id !== undefined), total: Math.min(all, COUNT_CAP), capped: all > COUNT_CAP, windowed };
}

/** How a tier's matches are read, as papers.seq values: all ranked, ranked within the newest RANK_WINDOW, newest first. */
interface TierReads {
  ranked(n: number, skip: number): Promise<number[]>;
  windowRanked(n: number, skip: number): Promise<number[]>;
  newest(n: number, skip: number): Promise<number[]>;
}

/**
 * One page (`n` from `skip`) of a tier of `size` matches: ranked by relevance; a tier bigger than RANK_WINDOW ranks its
 * newest RANK_WINDOW matches and lists the rest newest first. Both databases.
 */
async function windowedPage(t: TierReads, size: number, n: number, skip: number): Promise<number[]> {
  if (n <= 0) return [];
  if (size <= RANK_WINDOW) return t.ranked(n, skip);
  const out: number[] = [];
  if (skip < RANK_WINDOW) out.push(...await t.windowRanked(Math.min(n, RANK_WINDOW - skip), skip));
  if (out.length < n) out.push(...await t.newest(n - out.length, Math.max(skip, RANK_WINDOW)));
  return out;
}

/** A page (`limit` from `offset`) read across two tiers, the first holding `head` matches: each page from its tier. */
async function acrossTiers(head: number, limit: number, offset: number, first: (n: number, skip: number) => Promise<number[]>, second: (n: number, skip: number) => Promise<number[]>): Promise<number[]> {
  if (offset + limit <= head) return first(limit, offset);
  if (offset >= head) return second(limit, offset - head);
  return [...await first(head - offset, offset), ...await second(limit - (head - offset), 0)];
}

/** SQLite: the matches of `expr` in the search file's `table`, ranked by its bm25 (`rank`, set in store/search-file.ts). */
function sqliteTier(s: SearchReads, table: string, expr: string): TierReads {
  const from = `search.${table} WHERE ${table} MATCH ?`;
  const seqs = async (text: string, params: unknown[]) => (await s.column(text, [expr, ...params])).map(Number);
  return {
    ranked: (n, skip) => seqs(`SELECT rowid FROM ${from} ORDER BY rank LIMIT ? OFFSET ?`, [n, skip]),
    windowRanked: (n, skip) => seqs(`SELECT rowid FROM (SELECT rowid, rank FROM ${from} ORDER BY rowid DESC LIMIT ${RANK_WINDOW}) ORDER BY rank LIMIT ? OFFSET ?`, [n, skip]),
    newest: (n, skip) => seqs(`SELECT rowid FROM ${from} ORDER BY rowid DESC LIMIT ? OFFSET ?`, [n, skip]),
  };
}

/**
 * PostgreSQL: as on SQLite, two tiers — papers whose title or authors match every term first (the narrow
 * papers_title_search table, migration 022), then the papers matching elsewhere (papers_text_search: the vector of
 * title, authors, comments and abstract, kept out of line by triggers, migrations 027 and 028; the title tier's matches
 * left out) — each ranked by ts_rank_cd; a tier with more than RANK_WINDOW matches ranks only its newest
 * RANK_WINDOW (ranking reads every match's vector: 4.3 s for "transformer" over 135k matches in 1M papers, 0.12 s
 * within the window) and lists the rest newest first. Chinese queries read search_zh_tsv, one tier.
 */
async function pgSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number; capped: boolean; windowed: boolean } | null> {
  const count = async (t: Pick<PgTier, 'from' | 'where'>) => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${t.from} WHERE ${t.where} LIMIT ${COUNT_CAP + 1}) m`.execute(store.db)).rows[0]?.n ?? 0);
  let seqs: number[];
  let all: number;
  let windowed: boolean;
  if (p.chinese) {
    const phrases = zhQueryPhrases(p.terms.join(' '));
    if (phrases.length === 0) return null;
    const tsq = sql.join(phrases.map((ph) => sql`phraseto_tsquery('simple', ${ph})`), sql` && `);
    const tier: PgTier = { from: sql`papers`, vector: sql.ref('search_zh_tsv'), where: sql`search_zh_tsv @@ (${tsq})`, tsq };
    all = await count(tier);
    windowed = all > RANK_WINDOW;
    seqs = await windowedPage(pgTier(store, tier), all, limit, offset);
  } else {
    // Each term as English (stemmed: titles, comments, abstracts) or as written (authors are indexed unstemmed, so
    // "Williams" must also match 'williams', not only the stem 'william'); a term of stop words alone stays empty.
    // Built first and sent back as a value: the planner then sees the query's words and estimates their matches from
    // the column statistics (as an expression it assumes a fixed share of the rows and picks the wrong scan).
    const groups = p.groups ?? p.terms.map((t) => [t]);
    const phrases = groups.flat();
    const forms = (await sql<{ e: string; s: string }>`SELECT phraseto_tsquery('english', t)::text AS e, phraseto_tsquery('simple', t)::text AS s
      FROM unnest(${phrases}::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i`.execute(store.db)).rows;
    const form = (f: { e: string; s: string }) => (f.s === f.e ? `(${f.e})` : `(${f.e} | ${f.s})`);
    let at = 0;
    // a group matches by any of its alternatives; a group of stop words alone stays empty
    const text = groups.map((g) => forms.slice(at, (at += g.length)).filter((f) => f.e !== '').map(form).join(' | ')).filter((t) => t !== '').map((t) => `(${t})`).join(' & ');
    if (text === '') return null;
    const tsq = sql`${text}::tsquery`;
    const titles: PgTier = { from: sql`papers_title_search`, vector: sql.ref('tsv'), where: sql`tsv @@ (${tsq})`, tsq };
    const rest: PgTier = { from: sql`papers_text_search p`, vector: sql.ref('p.tsv'), tsq,
      where: sql`p.tsv @@ (${tsq}) AND NOT EXISTS (SELECT 1 FROM papers_title_search t WHERE t.seq = p.seq AND t.tsv @@ (${tsq}))` };
    const head = await count(titles);
    windowed = head > RANK_WINDOW;
    all = head > COUNT_CAP ? head : await count({ from: sql`papers_text_search`, where: sql`tsv @@ (${tsq})` });
    const restSize = all > COUNT_CAP ? Infinity : all - head;
    seqs = await acrossTiers(head, limit, offset, (n, skip) => windowedPage(pgTier(store, titles), head, n, skip),
      (n, skip) => windowedPage(pgTier(store, rest), restSize, n, skip));
  }
  const rows = seqs.length ? (await sql<{ seq: string; id: string }>`SELECT seq, id FROM papers WHERE seq = ANY(${seqs}::bigint[])`.execute(store.db)).rows : [];
  const ids = new Map(rows.map((r) => [Number(r.seq), r.id]));
  return { ids: seqs.map((q) => ids.get(q)).filter((id): id is string => id !== undefined), total: Math.min(all, COUNT_CAP), capped: all > COUNT_CAP, windowed };
}

/** A PostgreSQL search tier: the rows (`from`, with a `seq` column) whose `vector` matches (`where`) the query `tsq`. */
interface PgTier {
  from: RawBuilder<unknown>;
  vector: RawBuilder<unknown> | ReturnType<typeof sql.ref>;
  where: RawBuilder<unknown>;
  tsq: RawBuilder<unknown>;
}

/** PostgreSQL: the reads of a tier, ranked by ts_rank_cd. */
function pgTier(store: Store, t: PgTier): TierReads {
  const seqs = async (q: RawBuilder<{ seq: string }>) => (await q.execute(store.db)).rows.map((r) => Number(r.seq));
  return {
    ranked: (n, skip) => seqs(sql`SELECT seq FROM ${t.from} WHERE ${t.where} ORDER BY ts_rank_cd(${t.vector}, ${t.tsq}) DESC, seq DESC LIMIT ${n} OFFSET ${skip}`),
    windowRanked: (n, skip) => seqs(sql`SELECT seq FROM (SELECT seq, ${t.vector} AS v FROM ${t.from} WHERE ${t.where} ORDER BY seq DESC LIMIT ${RANK_WINDOW}) w
      ORDER BY ts_rank_cd(v, ${t.tsq}) DESC, seq DESC LIMIT ${n} OFFSET ${skip}`),
    newest: (n, skip) => seqs(sql`SELECT seq FROM ${t.from} WHERE ${t.where} ORDER BY seq DESC LIMIT ${n} OFFSET ${skip}`),
  };
}
