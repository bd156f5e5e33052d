import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { sessionUser } from './admin-auth.ts';
import { bodyTooLarge, CROSS_SITE, LOG_IN_FIRST, MALFORMED_PATH, siteError, tooManyParams } from '../pages/reader-words.tsx';

/** Name of the moderator session cookie. */
export const SESSION_COOKIE = 'pb_admin';
const MAX_QUERY_PARAMS = 40;
const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/;

/** Rejects malformed URL paths and requests with too many query parameters (the URL length is capped by the app). */
function limitQuery() {
  return async function limitQuery(c: Context, next: Next) {
    const url = new URL(c.req.url);
    try { decodeURIComponent(url.pathname); } catch { throw siteError(c.req.path, 400, MALFORMED_PATH); }
    const q = url.searchParams;
    let n = 0;
    for (const _ of q.keys()) if (++n > MAX_QUERY_PARAMS) throw siteError(c.req.path, 400, tooManyParams(MAX_QUERY_PARAMS));
    await next();
  };
}

/** The host the client addressed: Host, or X-Forwarded-Host only from a trusted proxy (anyone can send the header). */
function requestHost(c: Context, config: Config): string {
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0].trim() : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}

/** Rejects state-changing requests a browser marks as sent from another site (Sec-Fetch-Site, else Origin vs Host). */
function sameOrigin(config: Config) {
  return async function sameOrigin(c: Context, next: Next) {
    if (UNSAFE.test(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const host = requestHost(c, config);
      if (site && site !== 'same-origin' && site !== 'none') throw siteError(c.req.path, 403, CROSS_SITE);
      if (!site && origin && origin !== 'null' && safeHost(origin) !== host) throw siteError(c.req.path, 403, CROSS_SITE);
      if (!site && origin === 'null') throw siteError(c.req.path, 403, CROSS_SITE);
    }
    await next();
  };
}

function safeHost(origin: string): string {
  try { return new URL(origin).host; } catch { return ''; }
}

/** `/admin` pages need a moderator session (except the login page); others get a redirect to the login (or 401 for non-GET). */
function adminGuard(store: Store) {
  return async function adminGuard(c: Context, next: Next) {
    c.header('Cache-Control', 'no-store');
    if (c.req.path === '/admin/login') return next();
    const who = await sessionUser(store, getCookie(c, SESSION_COOKIE));
    if (!who) {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 303);
      throw siteError(c.req.path, 401, LOG_IN_FIRST);
    }
    c.set('moderator' as never, who as never);
    await next();
  };
}

/** Registers site-wide protections: body size limit, query limits, same-origin check on writes, moderator login for /admin*. Call before mounting routes. */
export function guardSite(app: Hono, deps: { store: Store; config: Config }): void {
  app.use('*', bodyLimit({
    maxSize: deps.config.maxBodyBytes,
    onError: (c) => { throw siteError(c.req.path, 413, bodyTooLarge(deps.config.maxBodyBytes)); },
  }));
  app.use('*', limitQuery());
  app.use('*', sameOrigin(deps.config));
  app.use('/admin', adminGuard(deps.store));
  app.use('/admin/*', adminGuard(deps.store));
}

/** The logged-in moderator's name (set by the admin guard). */
export function moderator(c: Context): string {
  return String(c.get('moderator' as never) ?? 'admin');
}
