import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { findPapers, type Page, type Paper } from './queries.ts';
import { hasCjk, zhQueryPhrases } from './search-index.ts';

/** A parsed user query: the terms to highlight and whether it runs on the Chinese index. */
export interface ParsedQuery {
  terms: string[];
  chinese: boolean;
}

/** A search result page plus the terms to highlight. */
export interface SearchResult extends Page<Paper> {
  terms: string[];
  /** True when there are more matches than `total` (counting stops at COUNT_CAP). */
  capped?: boolean;
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

/** Full-text search over titles, authors, comments and abstracts (English) or Chinese fields, ranked and paginated. */
export async function searchPapers(store: Store, q: string, page: number, pageSize: number): Promise<SearchResult> {
  const parsed = parseQuery(q);
  const empty = { items: [], total: 0, page, pageSize, terms: parsed.terms };
  if (parsed.terms.length === 0) return empty;
  const offset = (page - 1) * pageSize;
  const ids = store.dialect === 'sqlite' ? await sqliteSearch(store, parsed, pageSize, offset) : await pgSearch(store, parsed, pageSize, offset);
  if (!ids) return empty;
  return { items: await findPapers(store, ids.ids), total: ids.total, capped: 'capped' in ids ? Boolean(ids.capped) : false, page, pageSize, terms: parsed.terms };
}

/** Totals are counted up to this many matches (shown as "10000+"): counting every hit of a common word in 1M papers is wasted work. */
export const COUNT_CAP = 10000;

/**
 * SQLite: papers whose title or authors contain every term come first (ranked by bm25 with title and authors
 * weighted up), then the papers matching elsewhere (comments, abstract). Ranking the small first tier is what keeps
 * page one fast on a million papers; deeper pages read on into the second tier.
 */
async function sqliteSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number; capped: boolean } | null> {
  const table = p.chinese ? 'papers_zh_fts' : 'papers_fts';
  const phrases = p.chinese ? zhQueryPhrases(p.terms.join(' ')) : p.terms;
  if (phrases.length === 0) return null;
  const match = phrases.map(ftsPhrase).join(' AND ');
  const s = store.sqlite!;
  const count = (expr: string) => s.prepare(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${COUNT_CAP + 1})`).pluck().get(expr) as number;
  // `rank` is bm25 with the weights set in migration 007; ORDER BY rank lets FTS5 sort internally.
  const ranked = (expr: string, n: number, skip: number) => n <= 0 ? [] : s.prepare(
    `SELECT p.id FROM (SELECT rowid, rank FROM ${table} WHERE ${table} MATCH ? ORDER BY rank LIMIT ? OFFSET ?) f
     JOIN papers p ON p.seq = f.rowid ORDER BY f.rank`).pluck().all(expr, n, skip) as string[];
  const all = count(match);
  const total = Math.min(all, COUNT_CAP);
  if (p.chinese) return { ids: ranked(match, limit, offset), total, capped: all > COUNT_CAP };
  const head = `{title authors} : (${match})`;
  const rest = `(${match}) NOT (${head})`;
  const first = Math.min(count(head), COUNT_CAP);
  let ids: string[];
  if (offset + limit <= first) ids = ranked(head, limit, offset);
  else if (offset >= first) ids = ranked(rest, limit, offset - first);
  else ids = [...ranked(head, first - offset, offset), ...ranked(rest, limit - (first - offset), 0)];
  return { ids, total, capped: all > COUNT_CAP };
}

async function pgSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number; capped: boolean } | null> {
  let where;
  let rank;
  if (p.chinese) {
    const phrases = zhQueryPhrases(p.terms.join(' '));
    if (phrases.length === 0) return null;
    const tsq = sql.join(phrases.map((ph) => sql`phraseto_tsquery('simple', ${ph})`), sql` && `);
    where = sql`search_zh_tsv @@ (${tsq})`;
    rank = sql`ts_rank_cd(search_zh_tsv, ${tsq})`;
  } else {
    const tsq = sql.join(p.terms.map((t) => sql`phraseto_tsquery('english', ${t})`), sql` && `);
    where = sql`search_en @@ (${tsq})`;
    rank = sql`ts_rank_cd(search_en, ${tsq})`;
  }
  const total = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM papers WHERE ${where} LIMIT ${COUNT_CAP + 1}) m`.execute(store.db);
  const rows = await sql<{ id: string }>`SELECT id FROM papers WHERE ${where} ORDER BY ${rank} DESC, seq DESC LIMIT ${limit} OFFSET ${offset}`.execute(store.db);
  const n = Number(total.rows[0]?.n ?? 0);
  return { ids: rows.rows.map((r) => r.id), total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
