import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { requestNewCopy, testApp } from '../helpers/app.ts';
import { seedPapers } from '../enrich/fixture.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { ENRICH_PROMPT_VERSION } from '../../src/enrich/prompts.ts';

describeStores('HTML pages cached like the feeds', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeEach(async () => { t = await createTestStore(kind); ids = await seedPapers(t.store, 6); });
  afterEach(async () => { await t.drop(); });

  it('answers with an ETag, 304 for a current copy, and a new page once an enrichment lands', async () => {
    const app = await testApp(t.store, { PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    const url = `/papers/${ids[0]}`;
    const first = await app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const body = await first.text();
    expect(body).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/); // the same page c.html() sent before caching
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Keyed by the query too: the home page with and without a parameter are separate entries with the same body.
    const home = await app.request('/');
    const homeQ = await app.request('/?utm=chat');
    expect(home.headers.get('etag')).toBe(homeQ.headers.get('etag'));
    // An enrichment changes the data version: the page is rebuilt (in the background, the copy meanwhile) and shows it.
    const v = Number((await t.store.db.selectFrom('papers').select('version').where('id', '=', ids[0]).executeTakeFirstOrThrow()).version);
    await saveEnrichment(t.store, { paperId: ids[0], version: v, task: 'title_zh', model: 'fake-model', promptVersion: ENRICH_PROMPT_VERSION, attempts: 1, callId: null, value: '缓存失效测试标题' });
    const after = await requestNewCopy(app, url, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('缓存失效测试标题');
  });

  it('does not cache errors: an unknown paper stays a 404 page', async () => {
    const app = await testApp(t.store);
    for (let i = 0; i < 2; i++) {
      const r = await app.request('/papers/2605.99999');
      expect(r.status).toBe(404);
      expect(r.headers.get('etag')).toBeNull();
    }
  });
});
