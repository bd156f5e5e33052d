import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { seedStore } from './fixture.ts';
import { responseCache } from '../../src/web/distribution/response-cache.ts';
import { bumpDataVersion } from '../../src/web/distribution/data-version.ts';

const MB = 1024 * 1024;

describeStores('response cache bounded by bytes', (kind) => {
  let t: TestStore;
  let app: Hono;
  // The app's cache of this store (one per store per process; these options apply only if the test asks first).
  const cache = () => responseCache(t.store, { entries: 100000, maxBytes: MB, ttlMs: 300_000 });
  beforeAll(async () => {
    t = await createSampleStore(kind);
    await seedStore(t.store);
    app = await testApp(t.store, { PAPERBOARD_CACHE_MB: '1', PAPERBOARD_CACHE_ENTRIES: '100000' });
  });
  afterAll(async () => { await t.drop(); });

  it('does not make an entry per junk query parameter (API and feeds)', async () => {
    cache().clear();
    const first = await app.request('/api/v1/venues/icml-2026/papers?limit=20&z=0');
    expect(first.status).toBe(200);
    const body = await first.text();
    for (let n = 1; n <= 150; n++) {
      const r = await app.request(`/api/v1/venues/icml-2026/papers?limit=20&z=${n}&utm_source=${n}`);
      expect(r.status).toBe(200);
      expect(await r.text()).toBe(body);
    }
    // Equal values written differently are one entry too.
    expect(await (await app.request('/api/v1/venues/icml-2026/papers?limit=020')).text()).toBe(body);
    expect(cache().stats().entries).toBe(1);
    for (let n = 0; n < 50; n++) expect((await app.request(`/feeds/venues/icml-2026.atom?junk=${n}`)).status).toBe(200);
    expect(cache().stats().entries).toBe(2);
  });

  it('keeps at most its byte budget however many distinct valid URLs are asked for', async () => {
    cache().clear();
    let served = 0;
    for (let limit = 1; limit <= 200; limit++) {
      const r = await app.request(`/api/v1/venues/icml-2026/papers?limit=${limit}`);
      expect(r.status).toBe(200);
      served += (await r.arrayBuffer()).byteLength;
    }
    const { entries, bytes } = cache().stats();
    expect(served).toBeGreaterThan(3 * MB); // the test means something: far more was served than may be kept
    expect(bytes).toBeLessThanOrEqual(MB);
    expect(bytes).toBeGreaterThan(MB / 2); // and the cache is used, not disabled
    expect(entries).toBeLessThan(200);
    // The most recent answers are the ones kept: asking again is a hit with the same ETag.
    const again = await app.request('/api/v1/venues/icml-2026/papers?limit=200');
    const etag = again.headers.get('etag')!;
    expect((await app.request('/api/v1/venues/icml-2026/papers?limit=200', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('memo: a value shared by pages is computed once per data version; again after the data changes, after clear(), and after a failure', async () => {
    cache().clear();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache().memo('k', compute)).toBe(1);
    expect(await cache().memo('k', compute)).toBe(1);
    expect(await cache().memo('other', compute)).toBe(2);
    await bumpDataVersion(t.store);
    // The version is probed at most once a second, and a probe slower than its grace (a loaded machine) leaves the
    // last known version answering until it settles: the change shows within a few seconds, computed once.
    let seen = 1;
    for (const deadline = Date.now() + 15_000; seen === 1 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 250));
      seen = await cache().memo('k', compute);
    }
    expect(seen).toBe(3);
    expect(await cache().memo('k', compute)).toBe(3);
    cache().clear();
    expect(await cache().memo('k', compute)).toBe(4);
    await expect(cache().memo('bad', async () => { throw new Error('gone'); })).rejects.toThrow('gone');
    expect(await cache().memo('bad', compute)).toBe(5);
  });
});
