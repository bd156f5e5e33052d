import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { parseArxivId, type ArxivId } from '../../arxiv/ids.ts';
import { findPaper } from '../../papers/queries.ts';
import { queryReading } from '../../papers/search.ts';
import type { CcfTier } from '../../papers/rank-filter.ts';
import { loadCards, type CardData } from '../../cards/card-data.ts';
import { selectionPage, type Selection } from '../../exports/selection.ts';
import crypto from 'node:crypto';
import { CursorError, decodeCursor, encodeCursor, scopedCursor, unscopedCursor } from '../../exports/cursor.ts';
import { countListOnly, listOnlyPage, listOnlyScope } from '../../exports/list-only.ts';
import { toRecord } from '../../exports/record.ts';
import { byFormat } from '../../exports/writer.ts';
import { exportPath, feedPath, pagePath } from '../distribution/selection-info.ts';
import { cardOptions, siteUrl } from '../distribution/context.ts';

/** arXiv's canonical form of a paper id from a request; 400 when it is not an arXiv identifier. */
export function paperIdOf(rawId: string): ArxivId {
  const id = parseArxivId(rawId);
  if (!id) throw new HTTPException(400, { message: `id ${JSON.stringify(rawId.slice(0, 60))}: not an arXiv identifier (e.g. 2605.01234 or hep-th/9901001)` });
  return id;
}

/** The card of a stored paper by its canonical id; null when the paper is not stored. */
export async function findCard(deps: WebDeps, id: string): Promise<CardData | null> {
  const paper = await findPaper(deps.store, id);
  if (!paper) return null;
  const [card] = await loadCards(deps.store, [paper], cardOptions(deps));
  return card;
}

/** The card of one paper (any form arXiv accepts, read as its canonical id); 400 for a non-id, 404 when not stored (the API's English messages). */
export async function cardOf(deps: WebDeps, rawId: string): Promise<CardData> {
  const id = paperIdOf(rawId);
  const card = await findCard(deps, id.id);
  if (!card) throw new HTTPException(404, { message: `paper ${id.id}: not in this Paperboard` });
  return card;
}

/** One page of a selection as API papers; a bad cursor is a 400. */
export async function papersPage(deps: WebDeps, sel: Selection, limit: number, cursor?: string) {
  try {
    const page = await selectionPage(deps.store, sel, limit, cursor);
    const cards = await loadCards(deps.store, page.items, cardOptions(deps));
    return { items: cards.map(toRecord), next_cursor: page.next };
  } catch (err) {
    if (err instanceof CursorError) throw new HTTPException(400, { message: `cursor: ${err.message}` });
    throw err;
  }
}

/** How a Chinese search was read (papers/term-bridge.ts): the English terms it was searched as, or the English query offered beside it. */
export async function searchBridge(deps: WebDeps, sel: { q: string; ccf?: CcfTier }): Promise<{ searched_as: string | null; also_english: string | null }> {
  const r = await queryReading(deps.store, sel.q, { ccf: sel.ccf });
  return { searched_as: r.searchedAs ?? null, also_english: r.alsoEnglish ?? null };
}

/** How many list-only entries go with a selection, and the API path listing them (search or venue selections). */
export async function listOnlySummary(c: Context, deps: WebDeps, sel: Selection): Promise<{ list_only_total: number; list_only_url: string | null }> {
  const scope = listOnlyScope(sel);
  const total = scope ? await countListOnly(deps.store, scope) : 0;
  if (!total || !scope) return { list_only_total: total, list_only_url: null };
  const q = new URLSearchParams();
  if (scope.edition) {
    if (scope.track) q.set('track', scope.track);
    if (sel.kind === 'venue' && sel.params.q) q.set('q', sel.params.q);
  } else if (sel.kind === 'search') q.set('q', sel.q);
  const qs = q.toString();
  return { list_only_total: total, list_only_url: `${siteUrl(c, deps)}/api/v1/${scope.edition ? `venues/${encodeURIComponent(scope.edition)}/list-only` : 'search/list-only'}${qs ? `?${qs}` : ''}` };
}

/** One page of a selection's list-only entries, by offset cursors bound to the scope; a bad cursor is a 400. */
export async function listOnlyApiPage(deps: WebDeps, sel: Selection, limit: number, cursor?: string) {
  const scope = listOnlyScope(sel);
  if (!scope) return { items: [], total: 0, next_cursor: null };
  const key = crypto.createHash('sha1').update(JSON.stringify(scope)).digest('base64url').slice(0, 12);
  let offset = 0;
  try {
    if (cursor !== undefined) offset = Number(decodeCursor(unscopedCursor(cursor, key)));
  } catch (err) {
    if (err instanceof CursorError) throw new HTTPException(400, { message: `cursor: ${err.message}` });
    throw err;
  }
  if (!Number.isInteger(offset) || offset < 0) throw new HTTPException(400, { message: 'cursor: does not belong to this list' });
  const [items, total] = await Promise.all([listOnlyPage(deps.store, scope, { limit, offset }), countListOnly(deps.store, scope)]);
  return { items, total, next_cursor: offset + limit < total ? scopedCursor(key, encodeCursor(offset + limit)) : null };
}

/** Absolute links of a selection: its page, feeds and downloads. */
export function linksOf(c: Context, deps: WebDeps, sel: Selection) {
  const site = siteUrl(c, deps);
  return {
    page: `${site}${pagePath(sel)}`, atom: `${site}${feedPath(sel, 'atom')}`, rss: `${site}${feedPath(sel, 'rss')}`,
    exports: byFormat((f) => `${site}${exportPath(sel, f)}`),
  };
}

/** Offset cursors for lists that page by number (the institution index). */
export const pageCursor = {
  encode: (page: number) => Buffer.from(JSON.stringify({ page })).toString('base64url'),
  decode(cursor: string | undefined): number {
    if (cursor === undefined) return 1;
    try {
      const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { page?: unknown };
      if (typeof v.page === 'number' && Number.isInteger(v.page) && v.page >= 1 && v.page <= 100000) return v.page;
    } catch { /* fall through */ }
    throw new HTTPException(400, { message: 'cursor: not one this server made' });
  },
};
