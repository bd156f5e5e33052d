import type { MiddlewareHandler } from 'hono';

/** C0 and C1 control characters other than tab, line feed and carriage return: never valid text in an HTML page. */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Text with control characters removed (a raw U+000B from an arXiv record, say). */
export function stripControlChars(s: string): string {
  return s.replace(CONTROL_CHARS, '');
}

/** Middleware: removes control characters from every HTML answer, so no record, list or model output can put one on a page. */
export function htmlWithoutControlChars(): MiddlewareHandler {
  return async function stripControls(c, next) {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const body = await c.res.clone().text();
    CONTROL_CHARS.lastIndex = 0;
    if (!CONTROL_CHARS.test(body)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(stripControlChars(body), { status: c.res.status, headers });
  };
}
