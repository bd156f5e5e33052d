import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ArxivClient, ArxivHttpError, type ClientOptions } from '../arxiv/client.ts';

/** A fetched document: its text, and whether the server said it had not changed since the cached copy. */
export interface OfficialDoc { url: string; text: string; notModified: boolean }

/** Error fetching an official source: names the URL, status and what to do. */
export class OfficialFetchError extends Error {
  constructor(readonly code: 'OFFICIAL_NOT_FOUND' | 'OFFICIAL_HTTP' | 'OFFICIAL_BAD_BODY', message: string, readonly url: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

interface CacheMeta { url: string; etag: string | null; lastModified: string | null; fetchedAt: string }

/** Counters of one fetch run (for list_fetches and /admin/lists). */
export interface OfficialStats { requests: number; notModified: number }

/**
 * The polite door to the official sources (PMLR, ACL Anthology, virtual sites, OpenReview): the arXiv client's
 * discipline (one request at a time per host, a gap, Retry-After, capped backoff, timeouts, a User-Agent with the
 * contact address) plus a cache on disk, revalidated with If-None-Match / If-Modified-Since so an unchanged
 * volume costs a 304 and no parsing surprise.
 */
export class OfficialHttp {
  readonly stats: OfficialStats = { requests: 0, notModified: 0 };
  readonly client: ArxivClient;
  /** Documents already fetched by this instance (one run): a file several editions share is fetched once. */
  private readonly memo = new Map<string, OfficialDoc>();

  constructor(readonly cacheDir: string, opts: ClientOptions) {
    this.client = new ArxivClient({ maxRetryAfterMs: 300_000, ...opts });
  }

  private files(url: string): { meta: string; body: string } {
    const h = crypto.createHash('sha256').update(url).digest('hex').slice(0, 32);
    return { meta: path.join(this.cacheDir, `${h}.json`), body: path.join(this.cacheDir, `${h}.body`) };
  }

  private cached(url: string): { meta: CacheMeta; text: string } | null {
    const f = this.files(url);
    if (!fs.existsSync(f.meta) || !fs.existsSync(f.body)) return null;
    try {
      const meta = JSON.parse(fs.readFileSync(f.meta, 'utf8')) as CacheMeta;
      return meta.url === url ? { meta, text: fs.readFileSync(f.body, 'utf8') } : null;
    } catch {
      return null;
    }
  }

  private save(url: string, text: string, etag: string | null, lastModified: string | null): void {
    const f = this.files(url);
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.writeFileSync(`${f.body}.tmp`, text);
    fs.renameSync(`${f.body}.tmp`, f.body);
    fs.writeFileSync(f.meta, JSON.stringify({ url, etag, lastModified, fetchedAt: new Date().toISOString() } satisfies CacheMeta));
  }

  /** GETs `url` as text (conditionally when a cached copy has validators); 404 → OFFICIAL_NOT_FOUND, other refusals → OFFICIAL_HTTP. */
  async getText(url: string, accept = '*/*'): Promise<OfficialDoc> {
    const seen = this.memo.get(url);
    if (seen) return seen;
    const doc = await this.fetchDoc(url, accept);
    this.memo.set(url, doc);
    return doc;
  }

  private async fetchDoc(url: string, accept: string): Promise<OfficialDoc> {
    const hit = this.cached(url);
    const headers: Record<string, string> = {};
    if (hit?.meta.etag) headers['If-None-Match'] = hit.meta.etag;
    if (hit?.meta.lastModified) headers['If-Modified-Since'] = hit.meta.lastModified;
    this.stats.requests++;
    try {
      const r = await this.client.fetchBytes(url, { accept, headers });
      if (r.status === 304 && hit) {
        this.stats.notModified++;
        return { url, text: hit.text, notModified: true };
      }
      const text = new TextDecoder().decode(r.bytes);
      if (r.etag || r.lastModified) this.save(url, text, r.etag ?? null, r.lastModified ?? null);
      return { url, text, notModified: false };
    } catch (err) {
      if (err instanceof ArxivHttpError && err.status === 404) throw new OfficialFetchError('OFFICIAL_NOT_FOUND', `GET ${url}: 404 Not Found`, url, { cause: err });
      if (err instanceof ArxivHttpError) throw new OfficialFetchError('OFFICIAL_HTTP', `${err.message.replace(/ — the next run resumes from the saved cursor|; giving up.*$/, '')}; the list was left as it was — the next scheduled refresh tries again`, url, { cause: err });
      throw err;
    }
  }

  /** GETs `url` and parses it as JSON; a body that is not JSON → OFFICIAL_BAD_BODY naming the URL. */
  async getJson<T = unknown>(url: string): Promise<{ data: T; notModified: boolean }> {
    const doc = await this.getText(url, 'application/json');
    try {
      return { data: JSON.parse(doc.text) as T, notModified: doc.notModified };
    } catch (err) {
      throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: response is not JSON (${(err as Error).message})`, url, { cause: err });
    }
  }
}
