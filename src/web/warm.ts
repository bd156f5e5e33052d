// Warms a web process's page cache after it starts: the pages most readers open first — the home page (and its CCF-A
// view) and the first page of the biggest editions — are built in the background once the process knows the origin
// readers use (cached pages are keyed by it: their links are absolute), so the first crowd after a start or a deploy
// finds them built instead of every process building each of them under load. Paced like the cache's background
// rebuilds: at most half of the process's time while it is idle, a tenth while it answers requests.
import type { Hono, MiddlewareHandler } from 'hono';
import type { Store } from '../store/connection.ts';
import { WARM_HEADER, isNotPage, isWarmRequest, yieldAfter } from './in-flight.ts';

/** Editions whose first page is warmed (the biggest by papers). */
export const WARM_EDITIONS = 12;

/** The paths warmed: home, home at CCF-A, and the first page of the `n` biggest editions. */
export async function warmPaths(store: Store, n = WARM_EDITIONS): Promise<string[]> {
  const rows = await store.db.selectFrom('edition_counts').select('edition').where('papers', '>', 0)
    .orderBy('papers', 'desc').orderBy('edition').limit(n).execute();
  return ['/', '/?ccf=A', ...rows.map((r) => `/venues/${encodeURIComponent(r.edition)}`)];
}

/**
 * Builds `paths` at `origin` through the app (its middleware and cache), one at a time, paced; resolves with how many
 * answered 200. `busy` (default: requests in flight) slows it down while readers are being answered.
 */
export async function warmPages(app: Hono, origin: string, paths: string[], opts: { headers?: Record<string, string>; busy?: () => boolean; stopped?: () => boolean } = {}): Promise<number> {
  let ok = 0;
  for (const p of paths) {
    if (opts.stopped?.()) break;
    const busy = opts.busy?.();
    const started = Date.now();
    try {
      const res = await app.request(`${origin}${p}`, { headers: opts.headers });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
    } catch { /* a page that fails now is built (and fails) on request as before */ }
    await yieldAfter(Date.now() - started, busy);
  }
  return ok;
}

/**
 * Middleware: on the first GET of a reader's page this process answers, starts warming its cache in the background at
 * that request's origin (and Host). Runs once per process and stops when `stopped()` (the process is draining).
 */
export function warmOnFirstRequest(app: Hono, store: Store, stopped: () => boolean = () => false): MiddlewareHandler {
  let started = false;
  return async function warmOnFirst(c, next) {
    if (!started && c.req.method === 'GET' && !isWarmRequest(c) && !isNotPage(c)) {
      started = true;
      const origin = new URL(c.req.url).origin;
      const headers: Record<string, string> = { [WARM_HEADER]: '1' };
      const host = c.req.header('host');
      if (host) headers.host = host;
      void warmPaths(store).then((paths) => warmPages(app, origin, paths, { headers, stopped })).catch(() => 0);
    }
    await next();
  };
}
