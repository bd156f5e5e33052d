import { afterAll, beforeAll, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { ResponseCache } from '../../src/web/distribution/response-cache.ts';
import { bumpDataVersion, importHold } from '../../src/web/distribution/data-version.ts';
import { until } from '../helpers/processes.ts';

/** A page whose build, once its body is no longer 'v1', waits for release(): a slow rebuild the test controls. */
function slowPage(cache: ResponseCache) {
  const page = { builds: 0, body: 'v1', release: () => {}, get: async () => (await app.request('http://x/p')).text() };
  const app = new Hono();
  app.get('/p', (c) => cache.respond(c, 'p', async () => {
    page.builds++;
    const body = page.body;
    if (body !== 'v1') await new Promise<void>((r) => { page.release = r; });
    return { body, contentType: 'text/plain' };
  }));
  return page;
}

// After a data change: one build per page however many ask at once, the copy from before meanwhile (after the first
// request waited up to staleWaitMs), and the new page as soon as it is built.
describeStores('response cache after a data change', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('builds once for concurrent requests, serves the previous copy while rebuilding, then the new one', async () => {
    const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 200 });
    const page = slowPage(cache);
    const get = page.get;
    // Cold: concurrent requests share one build.
    expect(await Promise.all([get(), get(), get()])).toEqual(['v1', 'v1', 'v1']);
    expect(page.builds).toBe(1);
    // A change elsewhere (another process): the rebuild is slow.
    page.body = 'v2';
    await bumpDataVersion(t.store);
    const started = Date.now();
    const first = get(); // starts the rebuild, waits up to 200 ms for it
    await new Promise((r) => setTimeout(r, 20));
    expect(await Promise.all([get(), get()])).toEqual(['v1', 'v1']); // meanwhile: the old copy at once
    expect(await first).toBe('v1'); // the rebuild did not finish in time
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(page.builds).toBe(2);
    page.release();
    await new Promise((r) => setTimeout(r, 20));
    expect(await get()).toBe('v2');
    expect(page.builds).toBe(2);
    // clear() (this process changed the data) forgets the copies: no old copy is served after it.
    page.body = 'v3';
    cache.clear();
    const after = get();
    await new Promise((r) => setTimeout(r, 250));
    page.release();
    expect(await after).toBe('v3');
  });

  it('a rebuild that fails drops the previous copy', async () => {
    const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 1000 });
    let fail = false;
    const app = new Hono();
    app.get('/p', (c) => cache.respond(c, 'p', async () => {
      if (fail) throw new Error('gone');
      return { body: 'ok', contentType: 'text/plain' };
    }));
    expect((await app.request('http://x/p')).status).toBe(200);
    fail = true;
    await bumpDataVersion(t.store);
    expect((await app.request('http://x/p')).status).toBe(500);
    expect(cache.stats().entries).toBe(0);
  });

  it('after a change that only added data (an import hold moving): the copy at once, rebuilt in the background', async () => {
    // staleWaitMs of a minute: a request that waited for the rebuild would time the test out.
    const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 60_000, softStaleMs: 60_000 });
    const page = slowPage(cache);
    const get = page.get;
    expect(await get()).toBe('v1');
    page.body = 'v2';
    const hold = importHold(t.store, 'soft-test', 10);
    await hold.tick();
    expect(await get()).toBe('v1'); // at once, though the rebuild is blocked
    await until(() => page.builds === 2); // the background rebuild started
    expect(await get()).toBe('v1');
    page.release();
    await until(async () => (await get()) === 'v2');
    expect(page.builds).toBe(2);
    await hold.end();
  }, 30_000);

  it('background rebuilds take a tenth of the process\'s time while it answers requests, half while it is idle', async () => {
    // Pages whose build takes ~40 ms; four copies, then a soft change and a request for each (four rebuilds queued).
    const run = async (busy: boolean) => {
      const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 60_000, softStaleMs: 60_000, busy: () => busy });
      let version = 'v1';
      const app = new Hono();
      app.get('/p/:n', (c) => cache.respond(c, c.req.param('n'), async () => {
        await new Promise((r) => setTimeout(r, 40));
        return { body: version, contentType: 'text/plain' };
      }));
      const all = () => Promise.all([1, 2, 3, 4].map(async (n) => (await app.request(`http://x/p/${n}`)).text()));
      expect(await all()).toEqual(['v1', 'v1', 'v1', 'v1']);
      version = 'v2';
      const hold = importHold(t.store, `share-${busy}`, 10);
      await hold.tick();
      const started = Date.now();
      expect(await all()).toEqual(['v1', 'v1', 'v1', 'v1']); // the copies at once
      return { cache, hold, started };
    };
    // Idle: build, pause as long, build … — the four are rebuilt in about 8 × 40 ms.
    const idle = await run(false);
    await until(() => idle.cache.stats().refreshed === 4, 10_000);
    await idle.hold.end();
    // Busy: each 40 ms build is followed by a 360 ms pause, so 400 ms after the change at most two have started.
    const busy = await run(true);
    await until(() => busy.cache.stats().refreshed >= 1, 10_000);
    await new Promise((r) => setTimeout(r, Math.max(0, 400 - (Date.now() - busy.started))));
    expect(busy.cache.stats().refreshed).toBeLessThanOrEqual(2);
    await until(() => busy.cache.stats().refreshed === 4, 10_000);
    await busy.hold.end();
  }, 30_000);

  it('a change a person made (correction, moderation) is not soft: the rebuild comes first, as without softStaleMs', async () => {
    const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 60_000, softStaleMs: 60_000 });
    let body = 'v1';
    const app = new Hono();
    app.get('/p', (c) => cache.respond(c, 'p', async () => ({ body, contentType: 'text/plain' })));
    const get = async () => (await app.request('http://x/p')).text();
    expect(await get()).toBe('v1');
    body = 'v2';
    await bumpDataVersion(t.store);
    expect(await get()).toBe('v2');
  });

  it('a copy older than softStaleMs is rebuilt before answering after a soft change', async () => {
    const cache = new ResponseCache(t.store, { entries: 100, ttlMs: 300_000, probeMs: 0, staleWaitMs: 60_000, softStaleMs: 1 });
    let body = 'v1';
    const app = new Hono();
    app.get('/p', (c) => cache.respond(c, 'p', async () => ({ body, contentType: 'text/plain' })));
    const get = async () => (await app.request('http://x/p')).text();
    expect(await get()).toBe('v1');
    await new Promise((r) => setTimeout(r, 5));
    body = 'v2';
    const hold = importHold(t.store, 'old-copy', 10);
    await hold.tick();
    expect(await get()).toBe('v2');
    await hold.end();
  });
});
