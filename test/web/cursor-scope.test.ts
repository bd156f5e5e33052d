import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { indexPending } from '../../src/papers/search-index.ts';

describeStores('API cursors belong to the list that made them', (kind) => {
  let t: TestStore;
  let app: Hono;
  const get = async (url: string) => { const r = await app.request(url); return { status: r.status, body: (await r.json()) as { items: { id: string }[]; next_cursor: string | null } }; };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    await indexPending(t.store);
    app = await testApp(t.store);
  }, 300_000);
  afterAll(async () => { await t.drop(); });

  it('accepts a cursor on its own list and answers 400 on another edition, filter or query', async () => {
    const editions = ((await (await app.request('/api/v1/venues')).json()) as { items: { edition: string; papers: number }[] }).items.filter((e) => e.papers > 5).map((e) => e.edition);
    expect(editions.length).toBeGreaterThanOrEqual(2);
    const [a, b] = editions;
    const first = await get(`/api/v1/venues/${a}/papers?limit=3`);
    const cursor = first.body.next_cursor!;
    expect(cursor).toBeTruthy();
    const second = await get(`/api/v1/venues/${a}/papers?limit=3&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.items.map((p) => p.id)).not.toContain(first.body.items[0].id);
    expect((await get(`/api/v1/venues/${b}/papers?limit=3&cursor=${cursor}`)).status).toBe(400);
    expect((await get(`/api/v1/venues/${a}/papers?limit=3&track=workshop&cursor=${cursor}`)).status).toBe(400);
    const s = await get('/api/v1/search?q=learning&limit=3');
    expect((await get(`/api/v1/search?q=learning&limit=3&cursor=${s.body.next_cursor}`)).status).toBe(200);
    expect((await get(`/api/v1/search?q=diffusion&limit=3&cursor=${s.body.next_cursor}`)).status).toBe(400);
    expect((await get(`/api/v1/venues/${a}/papers?limit=3&cursor=${s.body.next_cursor}`)).status).toBe(400);
  });
});
