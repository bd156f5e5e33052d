import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { tempFile } from '../helpers/data.ts';

describeStores('arXiv canonical ids in routes and imports', (kind) => {
  let t: TestStore;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const rec = (id: string, title: string) => JSON.stringify({ id, title, authors: 'A. Author', abstract: 'An abstract.', categories: 'math.GT', versions: [{ version: 'v1', created: 'Mon, 15 Sep 2003 10:00:00 GMT' }] });
    await importFile(t.store, tempFile('ids.jsonl', [rec('math.GT/0309136', 'Old style with a subject class'), rec('2605.1234', 'Four digits after 1501')]));
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('stores what an import names in arXiv’s canonical form', async () => {
    const ids = (await t.store.db.selectFrom('papers').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['2605.01234', 'math/0309136']);
  });

  it('serves the canonical URL and redirects (301) every form arXiv normalises to it', async () => {
    for (const url of ['/papers/math%2F0309136', '/papers/math/0309136']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<link rel="canonical" href="/papers/math/0309136"/>');
    }
    for (const [from, to] of [['/papers/math.GT%2F0309136', '/papers/math/0309136'], ['/papers/MATH/0309136v2', '/papers/math/0309136'],
      ['/papers/math//0309136/extra', '/papers/math/0309136'], ['/papers/2605.1234', '/papers/2605.01234'], ['/papers/2605.01234V2', '/papers/2605.01234']]) {
      const res = await app.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await app.request('/papers/2606.31599v0')).status).toBe(404);
    expect([400, 404]).toContain((await app.request('/papers/%E0%A4%A')).status);
  });

  it('answers the API with the canonical id: 301 for other forms, 400 for non-ids', async () => {
    // An old-style id URL-encoded, or with its slash as arXiv writes it.
    for (const url of ['/api/v1/papers/math%2F0309136', '/api/v1/papers/math/0309136']) {
      const ok = await app.request(url);
      expect(ok.status, url).toBe(200);
      expect(((await ok.json()) as { id: string }).id).toBe('math/0309136');
    }
    for (const url of ['/api/v1/papers/math.GT%2F0309136', '/api/v1/papers/math.GT/0309136', '/api/v1/papers/math/0309136v2']) {
      const moved = await app.request(url);
      expect(moved.status, url).toBe(301);
      expect(moved.headers.get('location')).toBe('/api/v1/papers/math%2F0309136');
    }
    // A report on it reaches the route (a body without a field is refused as such, not as an unknown route).
    const report = await app.request('/api/v1/papers/math/0309136/reports', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(report.status).toBe(400);
    expect((await app.request('/api/v1/papers/math/0309136/extra')).status).toBe(404);
    for (const bad of ['%20', 'notanid', '2606.31599v0']) expect((await app.request(`/api/v1/papers/${bad}`)).status, bad).toBe(400);
  });
});
