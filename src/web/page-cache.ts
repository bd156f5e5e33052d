import type { Context } from 'hono';
import type { WebDeps } from './deps.ts';
import { cacheOf } from './distribution/context.ts';
import { markClean, stripControlChars } from './control-chars.ts';
import { withTurn } from './in-flight.ts';

const HTML = 'text/html; charset=UTF-8';

/** Something Hono's JSX renders (an element, or the string of one). */
type Rendered = { toString(): string | Promise<string> } | string;

/**
 * Answers an HTML page from the process's response cache, as feeds and the API are: keyed by the URL (path and
 * query; the cache's byte budget bounds what distinct URLs can hold), rebuilt when the data version changes (imports, venue mentions, enrichments, affiliations, corrections) or
 * after PAPERBOARD_CACHE_TTL_S, with an ETag so a reader's browser gets 304. `no-cache` makes browsers and proxies
 * revalidate every time, so an accepted correction shows at once. `bypass` renders without the cache. Routes serving
 * through here are marked cacheFirst (web/in-flight.ts): a build or an uncached render takes a turn, a copy does not.
 */
export async function cachedPage(c: Context, deps: WebDeps, render: () => Promise<Rendered>, opts: { bypass?: boolean } = {}): Promise<Response> {
  if (opts.bypass || deps.config.cacheEntries === 0) return c.html(await withTurn(c, async () => String(await (await render()).toString())));
  // Control characters are stripped once, as the page is built, not on every hit (control-chars.ts).
  const build = async () => ({ body: stripControlChars(String(await (await render()).toString())), contentType: HTML });
  const url = new URL(c.req.url);
  return markClean(await cacheOf(deps).respond(c, `page ${url.pathname}${url.search}`, build, { 'Cache-Control': 'public, no-cache' }));
}
