import http from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';

/** Requests `path` from a real server and hangs up after the first bytes of the answer (or after `ms`). */
function hangUp(url: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url);
    req.on('error', () => resolve());
    req.on('response', (res) => res.once('data', () => { req.destroy(); resolve(); }));
    setTimeout(() => { req.destroy(); resolve(); }, ms);
    req.end();
  });
}

describeStores('clients that hang up', (kind) => {
  let t: TestStore;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    server = await listen(await testApp(t.store));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await t?.drop();
  });

  it('are not logged as failed requests (exports, feeds, pages, API)', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => { logged.push(a.map(String).join(' ').slice(0, 200)); });
    try {
      for (const p of ['/exports/venues/icml-2026.json', '/exports/venues/icml-2025.bib', '/exports/venues/icml-2025.csv', '/venues/icml-2025', '/feeds/venues/icml-2025.atom', '/api/v1/venues/icml-2025/papers?limit=200']) {
        for (const ms of [2, 20, 200]) await hangUp(`${server.url}${p}`, ms);
      }
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      spy.mockRestore();
    }
    expect(logged).toEqual([]);
  });
});
