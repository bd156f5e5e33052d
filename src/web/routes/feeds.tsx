import type { Context, Hono } from 'hono';
import { FEED_ADDRESSES, nothingAt, readerError } from '../pages/reader-words.tsx';
import type { WebDeps } from '../deps.ts';
import { FILTER_PARAM_NAMES } from '../../papers/edition-filters.ts';
import { selectionRecords, type Selection } from '../../exports/selection.ts';
import { atomFeed, newest, rfc3339, rssFeed } from '../distribution/feed-xml.ts';
import { listOnlyRecords } from '../../exports/list-only.ts';
import { feedPath, selectionInfo } from '../distribution/selection-info.ts';
import { cacheOf, cardOptions, mountSelections, siteUrl } from '../distribution/context.ts';
import { redirectIfRenamed } from '../renamed-edition.ts';

/** Entries per feed (newest first). */
export const FEED_ENTRIES = 100;
const KINDS = ['atom', 'rss'] as const;
/** Query parameters a feed URL may carry (the filters of its page, a search's q, a page number readers copy along). */
const FEED_PARAMS = new Set<string>([...FILTER_PARAM_NAMES, 'page']);

async function serveFeed(c: Context, deps: WebDeps, sel: Selection, kind: 'atom' | 'rss'): Promise<Response> {
  // The self link is the URL the feed was fetched at, query kept byte for byte (%20 stays %20, ?page= stays), and the
  // cache is keyed by it; a URL carrying any parameter a feed does not know is answered, and cached, as the
  // selection's canonical feed URL, so junk parameters make no new entries.
  const requested = new URL(c.req.url);
  const known = [...requested.searchParams.keys()].every((k) => FEED_PARAMS.has(k));
  const self = known ? `${requested.pathname}${requested.search}` : feedPath(sel, kind);
  return cacheOf(deps).respond(c, self, async () => {
    const info = await selectionInfo(deps.store, sel);
    if (!info) {
      if (sel.kind === 'venue') await redirectIfRenamed(c, deps.store, sel.edition);
      throw readerError(404, nothingAt('follow', c.req.path));
    }
    const records = [];
    for await (const r of selectionRecords(deps.store, sel, cardOptions(deps), { fetch: FEED_ENTRIES, cards: FEED_ENTRIES }, FEED_ENTRIES)) records.push(r);
    const site = siteUrl(c, deps);
    const ids = records.map((r) => r.id);
    const changed = ids.length ? await deps.store.db.selectFrom('papers').select(['id', 'imported_at']).where('id', 'in', ids).execute() : [];
    const meta = { title: info.title, subtitle: info.subtitle, pageUrl: `${site}${info.pagePath}`, selfUrl: `${site}${self}`, siteUrl: site,
      changedAt: new Map(changed.map((r) => [r.id, r.imported_at])), emptyAt: new Date().toISOString() };
    // Accepted papers known only from an official list follow the arXiv papers, marked list-only, the last stored first.
    const listOnly = [];
    for await (const l of listOnlyRecords(deps.store, sel, FEED_ENTRIES, 'newest')) listOnly.push(l);
    const lastModified = [newest(records, meta), ...listOnly.map((l) => rfc3339(l.listed_at) ?? '')].sort().at(-1)!;
    return kind === 'atom'
      ? { body: atomFeed(meta, records, listOnly), contentType: 'application/atom+xml; charset=utf-8', lastModified }
      : { body: rssFeed(meta, records, listOnly), contentType: 'application/rss+xml; charset=utf-8', lastModified };
  }, { 'Access-Control-Allow-Origin': '*' });
}

/** Atom and RSS 2.0 feeds of venue pages (with filters), searches and institutions, with conditional GET. */
export function mount(app: Hono, deps: WebDeps): void {
  mountSelections(app, '/feeds', KINDS, 'feed', FEED_ADDRESSES,
    (c, sel, kind) => serveFeed(c, deps, sel, kind), { cached: true });
}
