import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ArxivClient, ArxivHttpError, sharedGate, type ClientOptions } from '../arxiv/client.ts';

/** Error from the OpenAlex door: names the URL and what went wrong. */
export class OpenAlexError extends Error {
  constructor(readonly code: 'OPENALEX_HTTP' | 'OPENALEX_BAD_BODY', message: string, readonly url: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

interface CacheEntry { url: string; status: 200 | 404; body: string | null; fetchedAt: string }

/** How long a cached response (a 404 included) is used before OpenAlex is asked again. */
export const OPENALEX_CACHE_MS = 30 * 24 * 3600_000;

/**
 * The polite door to the OpenAlex API: the arXiv client's discipline (one request at a time per host, at least
 * `PAPERBOARD_OPENALEX_GAP_MS` apart, Retry-After honoured, capped backoff, timeouts, the contact in the User-Agent),
 * the contact also sent as OpenAlex's `mailto` parameter (its "polite pool"), and an on-disk cache of every answer
 * (404s too) keyed by the URL without the contact.
 */
export class OpenAlexClient {
  readonly client: ArxivClient;
  /** Requests actually sent (cache hits are not counted). */
  requests = 0;

  constructor(readonly base: string, readonly contact: string, readonly cacheDir: string, opts: Omit<ClientOptions, 'contact'> = {}) {
    this.client = new ArxivClient({ gapMs: 1000, maxAttempts: 4, backoffBaseMs: 2000, timeoutMs: 30_000, maxRetryAfterMs: 120_000, ...opts, contact });
  }

  /** The URL of an API path with query parameters, `mailto` added. */
  url(pathname: string, params: Record<string, string> = {}): string {
    const u = new URL(this.base.replace(/\/+$/, '') + pathname);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    u.searchParams.set('mailto', this.contact);
    return u.toString();
  }

  private cacheFile(url: string): string {
    const u = new URL(url);
    u.searchParams.delete('mailto');
    return path.join(this.cacheDir, `${crypto.createHash('sha256').update(u.toString()).digest('hex').slice(0, 40)}.json`);
  }

  private readCache(url: string): CacheEntry | null {
    try {
      const e = JSON.parse(fs.readFileSync(this.cacheFile(url), 'utf8')) as CacheEntry;
      return Date.now() - Date.parse(e.fetchedAt) < OPENALEX_CACHE_MS ? e : null;
    } catch {
      return null;
    }
  }

  private writeCache(url: string, status: 200 | 404, body: string | null): void {
    const file = this.cacheFile(url);
    fs.mkdirSync(this.cacheDir, { recursive: true });
    const u = new URL(url);
    u.searchParams.delete('mailto');
    fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({ url: u.toString(), status, body, fetchedAt: new Date().toISOString() } satisfies CacheEntry));
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }

  /** GETs an API URL as JSON; null for 404 (OpenAlex knows no such work). Cached on disk either way. */
  async getJson<T = unknown>(url: string): Promise<T | null> {
    let hit = this.readCache(url);
    if (!hit) {
      this.requests++;
      try {
        const r = await this.client.fetchText(url, { accept: 'application/json' });
        this.writeCache(url, 200, r.text);
      } catch (err) {
        if (err instanceof ArxivHttpError && err.status === 404) this.writeCache(url, 404, null);
        else if (err instanceof ArxivHttpError) throw new OpenAlexError('OPENALEX_HTTP', `OpenAlex ${err.message.replace(/ — the next run resumes from the saved cursor|; giving up.*$/, '').replace(/arXiv asked/, 'OpenAlex asked')}; the paper stays unchecked — the next sweep tries again`, url, { cause: err });
        else throw err;
      }
      hit = this.readCache(url)!;
    }
    if (hit.status === 404 || hit.body === null) return null;
    try {
      return JSON.parse(hit.body) as T;
    } catch (err) {
      throw new OpenAlexError('OPENALEX_BAD_BODY', `${url}: OpenAlex response is not JSON (${(err as Error).message})`, url, { cause: err });
    }
  }
}

/**
 * The OpenAlex client the configuration describes (base URL, contact, gap, cache directory); its gap is shared through
 * the store with every other process (sharedGate), as arXiv's is, so M workers do not ask M times as often.
 */
export function openAlexFromConfig(config: Config, opts: Omit<ClientOptions, 'contact'> = {}): OpenAlexClient {
  return new OpenAlexClient(config.openalexUrl, config.contact, config.openalexCache, { gapMs: config.openalexGapMs, gate: sharedGate(), ...opts });
}
