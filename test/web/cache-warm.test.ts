import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testConfig } from '../helpers/app.ts';
import { until } from '../helpers/processes.ts';
import { seedPapers } from '../corrections/fixture.ts';
import { createApp } from '../../src/web/app.tsx';
import { cacheOf } from '../../src/web/distribution/context.ts';
import { warmPaths } from '../../src/web/warm.ts';

// `serve` warms each web process's page cache after its first page request (PAPERBOARD_CACHE_WARM): the home page, its
// CCF-A view and the first page of the biggest editions are built in the background at that request's origin, so a
// reader asking for them next gets a copy (a hit), not a build.
describeStores('page cache warmed after the first page request', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeEach(async () => { t = await createTestStore(kind); ids = await seedPapers(t.store); });
  afterEach(async () => { await t.drop(); });

  it('builds home, home at CCF-A and the biggest editions\' first pages at the first request\'s origin; probes do not start it', async () => {
    const deps = { store: t.store, config: testConfig(), warm: true };
    const app = await createApp(deps);
    const cache = cacheOf(deps);
    const paths = await warmPaths(t.store);
    expect(paths.slice(0, 2)).toEqual(['/', '/?ccf=A']);
    expect(paths.length).toBeGreaterThan(2);
    // A load balancer's probe is not a reader: nothing is warmed.
    expect((await app.request('http://site.example/healthz')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(cache.stats().misses).toBe(0);
    // The first reader's page: one build for it, then the warmed pages in the background.
    expect((await app.request(`http://site.example/papers/${ids[0]}`)).status).toBe(200);
    // Built and stored (a build is counted when it starts; the entry is there when it is done).
    await until(() => cache.stats().entries === 1 + paths.length, 20_000);
    expect(cache.stats().misses).toBe(1 + paths.length);
    // Each warmed page is now a copy at that origin: no build.
    for (const p of paths) {
      const before = cache.stats();
      expect((await app.request(`http://site.example${p}`)).status, p).toBe(200);
      const after = cache.stats();
      expect([after.hits - before.hits, after.misses - before.misses], p).toEqual([1, 0]);
    }
    // Another origin's copies are other entries (absolute links): built on request.
    const before = cache.stats().misses;
    await app.request('http://other.example/');
    expect(cache.stats().misses).toBe(before + 1);
  }, 60_000);

  it('without `warm` (PAPERBOARD_CACHE_WARM=false, or an app not started by serve) nothing is built ahead', async () => {
    const deps = { store: t.store, config: testConfig() };
    const app = await createApp(deps);
    await app.request(`http://site.example/papers/${ids[0]}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(cacheOf(deps).stats().misses).toBe(1);
  });
});
