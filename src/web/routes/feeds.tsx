import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { selectionRecords, type Selection } from '../../exports/selection.ts';
import { atomFeed, newest, rssFeed } from '../distribution/feed-xml.ts';
import { feedPath, selectionInfo } from '../distribution/selection-info.ts';
import { cacheOf, cardOptions, mountSelections, siteUrl } from '../distribution/context.ts';

/** Entries per feed (newest first). */
export const FEED_ENTRIES = 100;
const KINDS = ['atom', 'rss'] as const;

async function serveFeed(c: Context, deps: WebDeps, sel: Selection, kind: 'atom' | 'rss'): Promise<Response> {
  // Cached by the selection's canonical feed URL (known filters only), not the raw URL with whatever it carries.
  return cacheOf(deps).respond(c, feedPath(sel, kind), async () => {
    const info = await selectionInfo(deps.store, sel);
    if (!info) throw new HTTPException(404, { message: `Nothing to follow at ${c.req.path}` });
    const records = [];
    for await (const r of selectionRecords(deps.store, sel, cardOptions(deps), { fetch: FEED_ENTRIES, cards: FEED_ENTRIES }, FEED_ENTRIES)) records.push(r);
    const site = siteUrl(c, deps);
    const meta = { title: info.title, subtitle: info.subtitle, pageUrl: `${site}${info.pagePath}`, selfUrl: `${site}${feedPath(sel, kind)}`, siteUrl: site };
    return kind === 'atom'
      ? { body: atomFeed(meta, records), contentType: 'application/atom+xml; charset=utf-8', lastModified: newest(records) }
      : { body: rssFeed(meta, records), contentType: 'application/rss+xml; charset=utf-8', lastModified: newest(records) };
  }, { 'Access-Control-Allow-Origin': '*' });
}

/** Atom and RSS 2.0 feeds of venue pages (with filters), searches and institutions, with conditional GET. */
export function mount(app: Hono, deps: WebDeps): void {
  mountSelections(app, '/feeds', KINDS, 'feed', 'Feeds: /feeds/venues/<edition>.atom, /feeds/search.atom?q=…, /feeds/institutions/<id>.atom',
    (c, sel, kind) => serveFeed(c, deps, sel, kind));
}
