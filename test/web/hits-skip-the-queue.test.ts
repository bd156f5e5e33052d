import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testConfig } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { seedPapers } from '../corrections/fixture.ts';
import { createApp } from '../../src/web/app.tsx';
import { cacheOf } from '../../src/web/distribution/context.ts';
import { cacheFirst } from '../../src/web/in-flight.ts';

// A crowd on a cold cache (issue 17, bench:load at c=256): every page request of a web process waited in one queue of
// PAPERBOARD_WEB_CONCURRENCY turns, so a page already in the cache — or a 304 — waited behind the slow builds of
// pages that were not. Now a cached answer is given at once and only a miss's build takes a turn.
describeStores('cached answers do not wait behind builds holding the page limit', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeEach(async () => { t = await createTestStore(kind); ids = await seedPapers(t.store); });
  afterEach(async () => { await t.drop(); });

  it('a hit and a 304 are answered while slow builds hold every turn; misses and uncached pages still wait their turn', async () => {
    const deps = { store: t.store, config: testConfig({ PAPERBOARD_WEB_CONCURRENCY: '2' }) };
    const app = await createApp(deps);
    // A cached route whose builds the test holds open: each build waits for its gate (a slow page on a large store).
    const gates = new Map<string, () => void>();
    const builds: string[] = [];
    app.get('/slow/:key', cacheFirst, (c) => cacheOf(deps).respond(c, `slow ${c.req.param('key')}`, async () => {
      const key = c.req.param('key');
      builds.push(key);
      await new Promise<void>((r) => gates.set(key, r));
      return { body: `built ${key}`, contentType: 'text/plain' };
    }));
    const server = await listen(app);
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
    /** Whether `p` settles within `ms`. */
    const settlesWithin = (p: Promise<unknown>, ms: number) => Promise.race([p.then(() => true, () => true), new Promise((r) => setTimeout(() => r(false), ms))]);
    try {
      // Copies built before the crowd: a paper page, an API answer and a feed.
      const page = await get(`/papers/${ids[0]}`);
      expect(page.status).toBe(200);
      const etag = page.headers.get('etag')!;
      await page.text();
      const api = await get(`/api/v1/papers/${ids[1]}`);
      expect(api.status).toBe(200);
      const apiBody = await api.text();

      // Three readers of one cold page share one build; a second cold page takes the other turn.
      const sameKey = [get('/slow/a'), get('/slow/a'), get('/slow/a')];
      const other = get('/slow/b');
      const waitFor = async (f: () => boolean) => { for (let i = 0; i < 500 && !f(); i++) await new Promise((r) => setTimeout(r, 10)); };
      await waitFor(() => gates.has('a') && gates.has('b'));
      expect(builds.sort()).toEqual(['a', 'b']);
      // Both turns are held: a third cold page waits for one (its build does not start), as does an uncached page.
      const queued = get('/slow/c');
      const uncached = get('/institutions');
      expect(await settlesWithin(uncached, 300)).toBe(false);
      expect(builds).not.toContain('c');

      // Copies are answered at once, without a turn: the page, its 304, the API answer.
      const t0 = Date.now();
      const hit = await get(`/papers/${ids[0]}`);
      expect(hit.status).toBe(200);
      expect(hit.headers.get('etag')).toBe(etag);
      expect((await hit.text())).toContain('<!DOCTYPE html>');
      const notModified = await get(`/papers/${ids[0]}`, { 'If-None-Match': etag });
      expect(notModified.status).toBe(304);
      const apiHit = await get(`/api/v1/papers/${ids[1]}`);
      expect(await apiHit.text()).toBe(apiBody);
      expect(Date.now() - t0).toBeLessThan(2000);
      // Health probes never waited.
      expect((await get('/healthz')).status).toBe(200);
      expect(builds).not.toContain('c');

      // The builds finish: the queued page and the uncached one get their turns.
      gates.get('a')!();
      gates.get('b')!();
      for (const r of await Promise.all(sameKey)) expect(await r.text()).toBe('built a');
      expect(await (await other).text()).toBe('built b');
      await waitFor(() => gates.has('c'));
      gates.get('c')!();
      expect(await (await queued).text()).toBe('built c');
      expect((await uncached).status).toBe(200);
      expect(builds.sort()).toEqual(['a', 'b', 'c']);
    } finally {
      for (const open of gates.values()) open();
      await server.close();
    }
  }, 30_000);
});
