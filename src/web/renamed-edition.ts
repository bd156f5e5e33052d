import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Store } from '../store/connection.ts';
import { editionRedirect } from '../venues/slug-redirects.ts';

/**
 * Seconds a browser or proxy may keep a renamed edition's 301: a day, not forever (an unmarked 301 is cached without
 * end), so a slug that comes back into use is its own page again for readers who followed the redirect.
 */
const MOVED_MAX_AGE_S = 86_400;

/** The request's path and query with the path segment naming `from` (`from`, or `from.atom`, any case) naming `to`. */
export function renamedPath(url: string, from: string, to: string): string {
  const u = new URL(url);
  let done = false;
  const segments = u.pathname.split('/').map((seg) => {
    if (done) return seg;
    const low = seg.toLowerCase();
    if (low === from || low.startsWith(`${from}.`)) { done = true; return `${to}${seg.slice(from.length)}`; }
    return seg;
  });
  return `${segments.join('/')}${u.search}`;
}

/**
 * For an edition slug no venue has: when the catalogue renamed it (venues/slug-redirects.ts), answers 301 to the same
 * path under the new slug, query string kept — pages, feeds, exports and API routes alike. Returns when there is no
 * such redirect (the caller answers 404).
 */
export async function redirectIfRenamed(c: Context, store: Store, edition: string): Promise<void> {
  const to = await editionRedirect(store, edition);
  if (!to) return;
  const res = new Response(null, { status: 301, headers: { Location: renamedPath(c.req.url, edition, to), 'Cache-Control': `public, max-age=${MOVED_MAX_AGE_S}`, 'Access-Control-Allow-Origin': '*' } });
  throw new HTTPException(301, { res });
}
