import type { Context, Hono } from 'hono';
import type { Selection } from '../../exports/selection.ts';
import { selectionOf } from './selection-info.ts';
import { needsQuery, readerError, unknownFileType } from '../pages/reader-words.tsx';
import type { Words } from '../pages/venue-words.tsx';
import type { WebDeps } from '../deps.ts';
import { cardOptionsOf, type CardOptions } from '../../cards/card-data.ts';
import { responseCache, type ResponseCache } from './response-cache.ts';
import { cacheFirst } from '../in-flight.ts';

/** Absolute site root for links in feeds and the API: PAPERBOARD_PUBLIC_URL, else the request origin. */
export function siteUrl(c: Context, deps: WebDeps): string {
  return (deps.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** Card options from the config (whether AI fields are pending or disabled). */
export function cardOptions(deps: WebDeps): CardOptions {
  return cardOptionsOf(deps.config);
}

/** The process's response cache for this store, sized by the config. */
export function cacheOf(deps: WebDeps): ResponseCache {
  return responseCache(deps.store, { entries: deps.config.cacheEntries, maxBytes: deps.config.cacheMb * 1024 * 1024, ttlMs: deps.config.cacheTtlS * 1000, softStaleMs: deps.config.cacheSoftStaleS * 1000 });
}

/** Splits `name.ext` at the longest of `allowed` it ends with (`2401.12345.csl.json`: csl.json); 404 when it ends with none. */
export function splitExtension<T extends string>(file: string, allowed: readonly T[]): { name: string; ext: T } {
  const ext = [...allowed].sort((a, b) => b.length - a.length).find((e) => file.endsWith(`.${e}`) && file.length > e.length + 1);
  if (!ext) throw readerError(404, unknownFileType(file));
  return { name: file.slice(0, -(ext.length + 1)), ext };
}

/**
 * Mounts a distribution format for every kind of selection: `<prefix>/venues/<edition>.<ext>` (with the venue
 * page's filters), `<prefix>/institutions/<id>.<ext>` and `<prefix>/search.<ext>?q=…` (400 without a query); any
 * other `<prefix>/<name>` is a 404 carrying `hint`. `what` names the thing in messages ("feed", "export").
 * `cached`: `serve` answers from the response cache, so the routes are marked cacheFirst (web/in-flight.ts).
 */
export function mountSelections<T extends string>(app: Hono, prefix: string, exts: readonly T[], what: 'feed' | 'export', hint: Words,
  serve: (c: Context, sel: Selection, ext: T) => Promise<Response>, opts: { cached?: boolean } = {}): void {
  for (const [path, kind] of [['venues', 'venue'], ['institutions', 'institution']] as const) {
    if (opts.cached) app.get(`${prefix}/${path}/:file`, cacheFirst);
    app.get(`${prefix}/${path}/:file`, (c) => {
      const { name, ext } = splitExtension(c.req.param('file'), exts);
      return serve(c, selectionOf(kind, name, (k) => c.req.query(k)), ext);
    });
  }
  if (opts.cached) app.get(`${prefix}/:file`, cacheFirst);
  app.get(`${prefix}/:file`, (c) => {
    const { name, ext } = splitExtension(c.req.param('file'), exts);
    if (name !== 'search') throw readerError(404, hint);
    const sel = selectionOf('search', '', (k) => c.req.query(k));
    if (sel.kind === 'search' && !sel.q) throw readerError(400, needsQuery(what));
    return serve(c, sel, ext);
  });
}
