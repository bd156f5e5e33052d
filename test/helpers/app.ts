import { loadConfig, type Config } from '../../src/config.ts';
import { createApp } from '../../src/web/app.tsx';
import type { Store } from '../../src/store/connection.ts';

/** A test config: defaults plus overrides given as environment variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent', ...env });
}

/** The web app over a test store, called with `app.request(url)` (no server). */
export async function testApp(store: Store, env: Record<string, string> = {}) {
  return createApp({ store, config: testConfig(env) });
}

/**
 * After data was added (an import, an enrichment: a soft change), a cached copy may be served while it is rebuilt in
 * the background (PAPERBOARD_CACHE_SOFT_STALE_S): asks with the old ETag until the new copy comes (or `ms` passed).
 */
export async function requestNewCopy(app: { request(url: string, init?: RequestInit): Response | Promise<Response> }, url: string, etag: string, ms = 10_000): Promise<Response> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await app.request(url, { headers: { 'If-None-Match': etag } });
    if (r.status !== 304 || Date.now() > end) return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
