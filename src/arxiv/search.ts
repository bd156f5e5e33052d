import { ArxivHttpError, type ArxivClient } from './client.ts';
import { parseAtomPage, type AtomPage } from './atom.ts';

/** A search API request: a query (`co:"ICML 2026"`, `ti:"…"`), an id list, or both (the API intersects them). */
export interface SearchParams {
  searchQuery?: string;
  idList?: string[];
  sortBy?: 'relevance' | 'lastUpdatedDate' | 'submittedDate';
  sortOrder?: 'ascending' | 'descending';
}

/** Most results the API returns per request. */
export const MAX_PAGE_SIZE = 2000;
/** Times a page that comes back empty before the end (a known API hiccup) is fetched again. */
const SHORT_PAGE_REFETCHES = 2;

/** Error for a page that keeps coming back empty although the API reported more results. */
export class ShortPageError extends Error {
  readonly code = 'ARXIV_SHORT_PAGE';
  constructor(readonly url: string, start: number, total: number) {
    super(`${url}: empty page at start=${start} although the API reported ${total} results; stopping — the run resumes from start=${start}`);
  }
}

/** The URL of one search API page. */
export function searchUrl(base: string, p: SearchParams, start: number, maxResults: number): string {
  const u = new URL(base);
  u.searchParams.set('search_query', p.searchQuery ?? '');
  if (p.idList?.length) u.searchParams.set('id_list', p.idList.join(','));
  if (p.sortBy) u.searchParams.set('sortBy', p.sortBy);
  if (p.sortOrder) u.searchParams.set('sortOrder', p.sortOrder);
  u.searchParams.set('start', String(start));
  u.searchParams.set('max_results', String(maxResults));
  return u.toString();
}

/** Fetches and parses one page; an HTTP 400 carrying an Atom error entry becomes ArxivApiError (from atom.ts). */
export async function fetchSearchPage(client: ArxivClient, base: string, p: SearchParams, start: number, maxResults: number): Promise<AtomPage & { url: string }> {
  const url = searchUrl(base, p, start, maxResults);
  for (let i = 0; ; i++) {
    let body: string;
    try {
      body = (await client.fetchText(url, { accept: 'application/atom+xml' })).text;
    } catch (err) {
      if (err instanceof ArxivHttpError && err.code === 'ARXIV_HTTP_STATUS' && err.body?.includes('/api/errors')) {
        parseAtomPage(err.body, url);
      }
      throw err;
    }
    const page = parseAtomPage(body, url);
    const expectMore = start < page.totalResults;
    if (page.papers.length > 0 || page.unreadable.length > 0 || !expectMore) return { ...page, url };
    if (i >= SHORT_PAGE_REFETCHES) throw new ShortPageError(url, start, page.totalResults);
  }
}

/**
 * Pages through a search (start / max_results) from `start`, yielding each page with the start of
 * the next one; stops at totalResults or after `limit` results.
 */
export async function* searchPages(
  client: ArxivClient, base: string, p: SearchParams, opts: { start?: number; pageSize?: number; limit?: number } = {},
): AsyncGenerator<AtomPage & { url: string; next: number | null }> {
  const pageSize = Math.min(MAX_PAGE_SIZE, opts.pageSize ?? 100);
  const limit = opts.limit ?? Infinity;
  let start = opts.start ?? 0;
  while (start < limit) {
    const page = await fetchSearchPage(client, base, p, start, Math.min(pageSize, limit - start));
    const got = page.papers.length + page.unreadable.length;
    const after = start + got;
    const next = got === 0 || after >= page.totalResults || after >= limit ? null : after;
    yield { ...page, next };
    if (next === null) return;
    start = next;
  }
}
