import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { parseArxivId, type ArxivId } from '../../arxiv/ids.ts';
import { findPaper } from '../../papers/queries.ts';
import { loadCards, type CardData } from '../../cards/card-data.ts';
import { selectionPage, type Selection } from '../../exports/selection.ts';
import { CursorError } from '../../exports/cursor.ts';
import { toRecord } from '../../exports/record.ts';
import { FORMATS } from '../../exports/writer.ts';
import { exportPath, feedPath, pagePath } from '../distribution/selection-info.ts';
import { cardOptions, siteUrl } from '../distribution/context.ts';

/** arXiv's canonical form of a paper id from a request; 400 when it is not an arXiv identifier. */
export function paperIdOf(rawId: string): ArxivId {
  const id = parseArxivId(rawId);
  if (!id) throw new HTTPException(400, { message: `id ${JSON.stringify(rawId.slice(0, 60))}: not an arXiv identifier (e.g. 2605.01234 or hep-th/9901001)` });
  return id;
}

/** The card of one paper (any form arXiv accepts, read as its canonical id); 400 for a non-id, 404 when not stored. */
export async function cardOf(deps: WebDeps, rawId: string): Promise<CardData> {
  const id = paperIdOf(rawId);
  const paper = await findPaper(deps.store, id.id);
  if (!paper) throw new HTTPException(404, { message: `paper ${id.id}: not in this Paperboard` });
  const [card] = await loadCards(deps.store, [paper], cardOptions(deps));
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

/** Absolute links of a selection: its page, feeds and downloads. */
export function linksOf(c: Context, deps: WebDeps, sel: Selection) {
  const site = siteUrl(c, deps);
  return {
    page: `${site}${pagePath(sel)}`, atom: `${site}${feedPath(sel, 'atom')}`, rss: `${site}${feedPath(sel, 'rss')}`,
    exports: Object.fromEntries(FORMATS.map((f) => [f, `${site}${exportPath(sel, f)}`])),
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
