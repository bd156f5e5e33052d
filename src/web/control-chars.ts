import type { MiddlewareHandler } from 'hono';

/** C0 and C1 control characters other than tab, line feed and carriage return: never valid text in an HTML page. */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Text with control characters removed (a raw U+000B from an arXiv record, say). */
export function stripControlChars(s: string): string {
  return s.replace(CONTROL_CHARS, '');
}

/** Responses whose body was stripped of control characters when it was built (a cached page): not decoded again. */
const clean = new WeakSet<Response>();

/** Marks `res` as already free of control characters (its body went through stripControlChars once, when cached). */
export function markClean(res: Response): Response {
  clean.add(res);
  return res;
}

/**
 * Middleware: removes control characters from every HTML answer, so no record, list or model output can put one on a
 * page. A cached page was stripped once when it was built (page-cache.ts) and is passed through as it is: decoding
 * and scanning a 400 kB home page on every hit cost more than the rest of the hit.
 */
export function htmlWithoutControlChars(): MiddlewareHandler {
  return async function stripControls(c, next) {
    await next();
    if (clean.has(c.res) || !(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const body = await c.res.clone().text();
    CONTROL_CHARS.lastIndex = 0;
    if (!CONTROL_CHARS.test(body)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(stripControlChars(body), { status: c.res.status, headers });
  };
}
