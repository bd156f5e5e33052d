import fs from 'node:fs';
import path from 'node:path';
import type { BytesFetcher } from './fetch-front-matter.ts';

interface Meta { url: string; status: number; contentType: string | null; fetchedAt: string }

/** The cache file stem of a URL: its path on the host, made safe ("/html/2301.00001v2" -> "html/2301.00001v2"). */
export function cacheStem(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean).map((p) => p.replace(/[^A-Za-z0-9._-]/g, '_'));
  return parts.length ? parts.join('/') : '_root';
}

function writeAtomic(file: string, data: Uint8Array | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/**
 * Wraps a fetcher with an on-disk cache under `dir` (`<path>.bin` + `<path>.json`). A 404 is cached too
 * (many papers have no HTML rendering), so a paper is never fetched twice; other failures are not cached.
 */
export function cachingFetcher(inner: BytesFetcher, dir: string): BytesFetcher {
  return async (url, opts) => {
    const stem = path.join(dir, cacheStem(url));
    try {
      const meta = JSON.parse(fs.readFileSync(`${stem}.json`, 'utf8')) as Meta;
      if (meta.status === 404) throw Object.assign(new Error(`HTTP 404 for ${url} (cached in ${stem}.json)`), { code: 'ARXIV_HTTP_STATUS', status: 404 });
      return { bytes: new Uint8Array(fs.readFileSync(`${stem}.bin`)), contentType: meta.contentType };
    } catch (e) {
      if ((e as { status?: number }).status === 404) throw e;
    }
    try {
      const r = await inner(url, opts);
      writeAtomic(`${stem}.bin`, r.bytes);
      writeAtomic(`${stem}.json`, JSON.stringify({ url, status: 200, contentType: r.contentType, fetchedAt: new Date().toISOString() } satisfies Meta));
      return r;
    } catch (e) {
      if ((e as { status?: number }).status === 404) writeAtomic(`${stem}.json`, JSON.stringify({ url, status: 404, contentType: null, fetchedAt: new Date().toISOString() } satisfies Meta));
      throw e;
    }
  };
}
