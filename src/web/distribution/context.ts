import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../app.tsx';
import { cardOptionsOf, type CardOptions } from '../card-data.ts';
import { responseCache, type ResponseCache } from './response-cache.ts';

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
  return responseCache(deps.store, { entries: deps.config.cacheEntries, ttlMs: deps.config.cacheTtlS * 1000 });
}

/** Splits `name.ext` (the last dot); 404 when the extension is not one of `allowed`. */
export function splitExtension<T extends string>(file: string, allowed: readonly T[]): { name: string; ext: T } {
  const i = file.lastIndexOf('.');
  const ext = file.slice(i + 1) as T;
  if (i <= 0 || !allowed.includes(ext)) throw new HTTPException(404, { message: `Unknown file type: ${file.slice(0, 80)}` });
  return { name: file.slice(0, i), ext };
}
