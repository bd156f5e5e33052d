import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { Store } from '../../store/connection.ts';
import { bumpDataVersion, isSoftChange, versionProbe } from './data-version.ts';
import { withTurn, yieldAfter } from '../in-flight.ts';

/** A built response body with what conditional GET needs. */
export interface CachedBody {
  body: string;
  contentType: string;
  /** When the newest item shown changed (ISO); falls back to the build time. */
  lastModified?: string | null;
}

interface Entry {
  contentType: string;
  bytes: Uint8Array;
  /** Bytes this entry holds against the cache's budget (body, key and bookkeeping). */
  size: number;
  etag: string;
  lastModifiedHttp: string;
  version: string;
  builtAt: number;
}

/** Settings of a response cache. */
export interface ResponseCacheOptions {
  entries: number;
  /** Bytes all entries together may hold (bodies, keys and bookkeeping); default 64 MiB, 0 = no cache. */
  maxBytes?: number;
  ttlMs: number;
  /** How often the data version is probed (ms). */
  probeMs?: number;
  /** Cache-Control max-age sent to clients (s). */
  maxAgeS?: number;
  /** After a data change, how long the request that triggers the rebuild waits for it before getting the previous copy (ms). */
  staleWaitMs?: number;
  /**
   * After a change that only added data (an import, a harvest, enrichment: isSoftChange), a copy up to this old (ms)
   * is served at once and rebuilt in the background, one at a time; 0: rebuilt before answering, as after a correction.
   */
  softStaleMs?: number;
  /**
   * Whether the process is answering requests now (default: requests in flight): background rebuilds after a soft
   * change then take a tenth of its time, else half (web/in-flight.ts yieldAfter); copies stay bounded by softStaleMs.
   */
  busy?: () => boolean;
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

/** Bookkeeping bytes counted per entry besides its body and key (the entry object, its strings, the map slot). */
const ENTRY_OVERHEAD = 512;
const DEFAULT_BYTES = 64 * 1024 * 1024;
/** How long the first request after a data change waits for the rebuilt response before it is given the previous one. */
const STALE_WAIT_MS = 1000;
/** Values memo() keeps (small ones: an edition's counts per country, per institution, per track). */
const MEMO_ENTRIES = 2000;

/**
 * An in-memory LRU of built feed / API responses, invalidated when the data version changes or after the TTL.
 * After a change each response is rebuilt once (concurrent requests share the build); the request that starts the
 * rebuild waits for it up to a second, and requests meanwhile get the copy from before the change (an import changes
 * the version often: readers do not all queue behind rebuilds). `clear()` forgets the copies outright.
 * Bounded by bytes as well as entries, and keyed by what the response depends on (the caller's canonical key:
 * validated parameters only), so junk query parameters neither make new entries nor grow memory.
 */
export class ResponseCache {
  private readonly map = new Map<string, Entry>();
  /** Pages to rebuild in the background after a soft change, oldest request first; one runs at a time. */
  private readonly refresh = new Map<string, () => Promise<CachedBody>>();
  private refreshing = false;
  /** Builds under way, by key and data version: concurrent misses of one page wait for one build (no stampede after a change). */
  private readonly building = new Map<string, Promise<Entry>>();
  private held = 0;
  /** Requests answered from a copy (fresh, or served stale while rebuilt) and requests that waited for a build. */
  private counts = { hits: 0, misses: 0, refreshed: 0 };
  /** memo()'s values, by key, with the data version they were computed at. */
  private readonly memos = new Map<string, { version: string; at: number; value: Promise<unknown> }>();
  private readonly probe;
  constructor(private readonly storeOf: Store, private readonly opts: ResponseCacheOptions) {
    this.probe = versionProbe(storeOf, opts.probeMs ?? 1000);
  }

  /** After this process changed what pages show: every process's cache (they probe the data version) and this one's now. */
  async changed(): Promise<void> {
    await bumpDataVersion(this.storeOf);
    this.clear();
  }

  /** Forgets every entry and the memoised data version (e.g. right after this process changed data). */
  clear(): void {
    this.map.clear();
    this.memos.clear();
    this.refresh.clear();
    this.held = 0;
    this.probe.invalidate();
  }

  /**
   * A value computed from the data that several pages share (an edition's counts per country, per institution and per
   * track appear on each of its pages and filters), computed once per data version (or TTL) while pages are cached.
   */
  async memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.opts.entries <= 0) return compute();
    const version = await this.probe.get();
    const m = this.memos.get(key);
    if (m && m.version === version && Date.now() - m.at < this.opts.ttlMs) return m.value as Promise<T>;
    const value = compute();
    this.memos.delete(key);
    this.memos.set(key, { version, at: Date.now(), value });
    // A failure is not kept: the next caller computes again.
    value.catch(() => { if (this.memos.get(key)?.value === value) this.memos.delete(key); });
    while (this.memos.size > MEMO_ENTRIES) this.memos.delete(this.memos.keys().next().value!);
    return value;
  }

  /**
   * The entry for `key`: a copy, or built now by `build` (shared by concurrent misses). `direct` is the build a
   * request waits for (in a turn of the process's page limit, withTurn); background rebuilds run `build` as it is.
   */
  private async lookup(key: string, build: () => Promise<CachedBody>, direct: () => Promise<CachedBody> = build): Promise<Entry> {
    const version = await this.probe.get();
    const hit = this.map.get(key);
    const live = hit !== undefined && Date.now() - hit.builtAt < this.opts.ttlMs;
    if (live && hit.version === version) {
      this.map.delete(key);
      this.map.set(key, hit);
      this.counts.hits++;
      return hit;
    }
    // Only data added since (an import running, enrichment): the copy at once, rebuilt in the background, so a stream
    // of additions does not make readers wait for the rebuild of every page they ask for.
    const soft = this.opts.softStaleMs ?? 0;
    if (live && soft > 0 && Date.now() - hit.builtAt < soft && isSoftChange(hit.version, version)) {
      this.map.delete(key);
      this.map.set(key, hit);
      this.queueRefresh(key, build);
      this.counts.hits++;
      return hit;
    }
    return this.rebuild(key, version, hit, live, direct);
  }

  private queueRefresh(key: string, build: () => Promise<CachedBody>): void {
    if (this.refresh.has(key)) return;
    this.refresh.set(key, build);
    if (this.refreshing) return;
    this.refreshing = true;
    void (async () => {
      try {
        while (this.refresh.size) {
          const [k, b] = this.refresh.entries().next().value!;
          this.refresh.delete(k);
          const started = Date.now();
          try {
            const version = await this.probe.get();
            const hit = this.map.get(k);
            if (hit && hit.version !== version) {
              this.counts.refreshed++;
              await this.startBuild(k, version, hit, b).catch(() => {});
            }
          } catch { /* the version probe failed: the next request asks again */ }
          // Requests come first: rebuilds take half of this process's time while idle, a tenth while it answers requests.
          await yieldAfter(Date.now() - started, this.opts.busy?.());
        }
      } finally {
        this.refreshing = false;
      }
    })();
  }

  private async rebuild(key: string, version: string, hit: Entry | undefined, live: boolean, build: () => Promise<CachedBody>): Promise<Entry> {
    // The data changed and the page is being rebuilt already: the copy before the change meanwhile (no stampede,
    // and readers do not queue behind the rebuild while the data changes often, e.g. a harvest or an import with PAPERBOARD_IMPORT_REFRESH_S=0).
    if (live && this.building.has(`${version}\0${key}`)) {
      this.counts.hits++;
      return hit!;
    }
    this.counts.misses++;
    const p = this.startBuild(key, version, hit, build);
    if (!live) return p;
    // The first request to see the change waits for the new page, up to STALE_WAIT_MS, then gets the old copy.
    let timer: NodeJS.Timeout | undefined;
    const old = new Promise<Entry>((resolve) => { timer = setTimeout(() => resolve(hit!), this.opts.staleWaitMs ?? STALE_WAIT_MS); });
    try {
      return await Promise.race([p, old]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The build of `key` at `version`, shared by every caller while it runs (one build per page and version). */
  private startBuild(key: string, version: string, hit: Entry | undefined, build: () => Promise<CachedBody>): Promise<Entry> {
    const flight = `${version}\0${key}`;
    let p = this.building.get(flight);
    if (!p) {
      p = this.build(key, version, build).finally(() => this.building.delete(flight));
      // A rebuild that fails (the page is gone now) drops the old copy: the next request builds (and fails) again.
      p.catch(() => { if (hit && this.map.get(key) === hit) { this.map.delete(key); this.held -= hit.size; } });
      this.building.set(flight, p);
    }
    return p;
  }

  private async build(key: string, version: string, build: () => Promise<CachedBody>): Promise<Entry> {
    const built = await build();
    const hash = crypto.createHash('sha1').update(built.contentType).update('\0').update(built.body).digest('base64url').slice(0, 27);
    const bytes = Buffer.from(built.body, 'utf8');
    const entry: Entry = {
      contentType: built.contentType, bytes, size: bytes.byteLength + key.length * 2 + ENTRY_OVERHEAD,
      etag: `"${hash}"`, lastModifiedHttp: httpDate(built.lastModified, Date.now()), version, builtAt: Date.now(),
    };
    this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: Entry): void {
    const old = this.map.get(key);
    if (old) {
      this.map.delete(key);
      this.held -= old.size;
    }
    // An entry bigger than a quarter of the budget is served but not kept (it would evict most of the others).
    const budget = this.opts.maxBytes ?? DEFAULT_BYTES;
    if (this.opts.entries <= 0 || entry.size > budget / 4) return;
    this.map.set(key, entry);
    this.held += entry.size;
    while (this.map.size > this.opts.entries || this.held > budget) {
      const [oldest, e] = this.map.entries().next().value!;
      this.map.delete(oldest);
      this.held -= e.size;
    }
  }

  /** Entries and bytes held now, requests answered from a copy (hits) or after a build (misses), and copies rebuilt in the background after a soft change (refreshed), since start. */
  stats(): { entries: number; bytes: number; hits: number; misses: number; refreshed: number } {
    return { entries: this.map.size, bytes: this.held, ...this.counts };
  }

  /**
   * Answers from the cache (building on a miss) with ETag, Last-Modified and Cache-Control; 304 when the client's
   * copy is current. `key` names what the body depends on (e.g. the path and the validated parameters); the
   * request's origin is added, as bodies carry absolute links.
   */
  async respond(c: Context, key: string, build: () => Promise<CachedBody>, extraHeaders: Record<string, string> = {}): Promise<Response> {
    // A miss builds in a turn of the process's page limit; a copy (and a 304) is answered without waiting for one.
    const e = await this.lookup(`${new URL(c.req.url).origin} ${key}`, build, () => withTurn(c, build));
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
