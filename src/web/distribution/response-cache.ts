import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { Store } from '../../store/connection.ts';
import { versionProbe } from './data-version.ts';

/** A built response body with what conditional GET needs. */
export interface CachedBody {
  body: string;
  contentType: string;
  /** When the newest item shown changed (ISO); falls back to the build time. */
  lastModified?: string | null;
}

interface Entry extends CachedBody {
  bytes: Uint8Array;
  etag: string;
  lastModifiedHttp: string;
  version: string;
  builtAt: number;
}

/** Settings of a response cache. */
export interface ResponseCacheOptions {
  entries: number;
  ttlMs: number;
  /** How often the data version is probed (ms). */
  probeMs?: number;
  /** Cache-Control max-age sent to clients (s). */
  maxAgeS?: number;
}

function httpDate(iso: string | null | undefined, fallback: number): string {
  const t = iso ? Date.parse(iso) : NaN;
  return new Date(Number.isFinite(t) ? Math.min(t, Date.now()) : fallback).toUTCString();
}

/** Whether the request's validators match (If-None-Match wins over If-Modified-Since, RFC 9110 §13.2.2). */
function notModified(c: Context, e: Entry): boolean {
  const inm = c.req.header('if-none-match');
  if (inm) return inm.split(',').map((s) => s.trim().replace(/^W\//, '')).some((t) => t === e.etag || t === '*');
  const ims = c.req.header('if-modified-since');
  if (!ims) return false;
  const t = Date.parse(ims);
  return Number.isFinite(t) && Math.floor(Date.parse(e.lastModifiedHttp) / 1000) <= Math.floor(t / 1000);
}

/** An in-memory LRU of built feed / API responses keyed by URL, invalidated when the data version changes or after the TTL. */
export class ResponseCache {
  private readonly map = new Map<string, Entry>();
  private readonly probe;
  constructor(store: Store, private readonly opts: ResponseCacheOptions) {
    this.probe = versionProbe(store, opts.probeMs ?? 1000);
  }

  /** Forgets every entry and the memoised data version (e.g. right after this process changed data). */
  clear(): void {
    this.map.clear();
    this.probe.invalidate();
  }

  private async lookup(key: string, build: () => Promise<CachedBody>): Promise<Entry> {
    const version = await this.probe.get();
    const hit = this.map.get(key);
    if (hit && hit.version === version && Date.now() - hit.builtAt < this.opts.ttlMs) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const built = await build();
    const hash = crypto.createHash('sha1').update(built.contentType).update('\0').update(built.body).digest('base64url').slice(0, 27);
    const entry: Entry = { ...built, bytes: Buffer.from(built.body, 'utf8'), etag: `"${hash}"`, lastModifiedHttp: httpDate(built.lastModified, Date.now()), version, builtAt: Date.now() };
    if (this.opts.entries > 0) {
      this.map.set(key, entry);
      while (this.map.size > this.opts.entries) this.map.delete(this.map.keys().next().value!);
    }
    return entry;
  }

  /** Answers from the cache (building on a miss) with ETag, Last-Modified and Cache-Control; 304 when the client's copy is current. */
  async respond(c: Context, build: () => Promise<CachedBody>, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const e = await this.lookup(c.req.url, build);
    const headers: Record<string, string> = {
      ETag: e.etag, 'Last-Modified': e.lastModifiedHttp, 'Cache-Control': `public, max-age=${this.opts.maxAgeS ?? 300}`, Vary: 'Accept-Encoding', ...extraHeaders,
    };
    if (notModified(c, e)) return c.body(null, 304, headers);
    return c.body(e.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': e.contentType });
  }
}

const caches = new WeakMap<Store, ResponseCache>();

/** The response cache of a store (one per store per process, shared by feeds and the API). */
export function responseCache(store: Store, opts: ResponseCacheOptions): ResponseCache {
  let c = caches.get(store);
  if (!c) caches.set(store, (c = new ResponseCache(store, opts)));
  return c;
}
