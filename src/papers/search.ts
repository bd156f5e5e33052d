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
  return { items: await findPapers(store, ids.ids), total: ids.total, page, pageSize, terms: parsed.terms };
}

async function sqliteSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number } | null> {
  const table = p.chinese ? 'papers_zh_fts' : 'papers_fts';
  const phrases = p.chinese ? zhQueryPhrases(p.terms.join(' ')) : p.terms;
  if (phrases.length === 0) return null;
  const match = phrases.map(ftsPhrase).join(' AND ');
  const rank = p.chinese ? 'bm25(papers_zh_fts)' : 'bm25(papers_fts, 10.0, 5.0, 3.0, 1.0)';
  const s = store.sqlite!;
  const total = s.prepare(`SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck().get(match) as number;
  const rows = s.prepare(`SELECT p.id FROM ${table} f JOIN papers p ON p.seq = f.rowid WHERE ${table} MATCH ? ORDER BY ${rank} LIMIT ? OFFSET ?`)
    .pluck().all(match, limit, offset) as string[];
  return { ids: rows, total };
}

async function pgSearch(store: Store, p: ParsedQuery, limit: number, offset: number): Promise<{ ids: string[]; total: number } | null> {
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
  const total = await sql<{ n: number }>`SELECT count(*) AS n FROM papers WHERE ${where}`.execute(store.db);
  const rows = await sql<{ id: string }>`SELECT id FROM papers WHERE ${where} ORDER BY ${rank} DESC, seq DESC LIMIT ${limit} OFFSET ${offset}`.execute(store.db);
  return { ids: rows.rows.map((r) => r.id), total: Number(total.rows[0]?.n ?? 0) };
}
