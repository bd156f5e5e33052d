import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Hono } from 'hono';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { describeBrowser, fileBrowser } from '../helpers/browser.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { tempFile } from '../helpers/data.ts';

/** Titles a feed reader must show exactly as written, never as markup. */
const TITLES = ['<script>alert(1)</script>', 'AT&amp;T &lt;b&gt; and A & B', '<img src=x onerror=alert(2)> "quoted" \'single\'', '</title><b>bold</b>'];

/** What a feed reader that renders RSS titles as HTML sees: for each field, its text and how many elements it made. */
function renderRssFields(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')!.textContent };
  const asHtml = (s: string) => {
    const d = document.createElement('div');
    d.innerHTML = s;
    return { text: d.textContent, elements: d.querySelectorAll('*').length };
  };
  const channel = doc.querySelector('channel')!;
  return {
    channelTitle: asHtml(channel.querySelector(':scope > title')!.textContent!),
    channelDescription: asHtml(channel.querySelector(':scope > description')!.textContent!),
    items: [...doc.querySelectorAll('item > title')].map((t) => asHtml(t.textContent!)),
  };
}

for (const kind of storeKinds()) {
  describeBrowser(`RSS titles and descriptions render as the text they hold [${kind}]`, () => {
    let t: TestStore;
    let app: Hono;
    let browser: Browser;
    beforeAll(async () => {
      t = await createTestStore(kind);
      const papers = TITLES.map((title, i) => ({ id: `2605.${String(91000 + i)}`, title: `Feed ${i} ${title}`, authors: 'Eve Author', abstract: 'x', comments: 'Accepted at ICML 2026', categories: 'cs.LG' }));
      await importFile(t.store, tempFile('rss.jsonl', papers.map((p) => JSON.stringify(p))));
      await indexPending(t.store);
      await saveEnrichment(t.store, { paperId: papers[0].id, version: 1, model: 'm', promptVersion: 'p', attempts: 1, callId: null, task: 'title_zh', value: `中文 ${TITLES[0]} &amp;` });
      app = await testApp(t.store);
      browser = await fileBrowser();
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('escapes channel and item titles and the channel description for HTML as well as XML', async () => {
      const page = await browser.newPage();
      const venue = await page.evaluate(renderRssFields, await (await app.request('/feeds/venues/icml-2026.rss')).text());
      expect(venue).not.toHaveProperty('error');
      const items = 'items' in venue ? venue.items! : [];
      const want = TITLES.map((title, i) => `[ICML] Feed ${i} ${title}${i === 0 ? ` / 中文 ${TITLES[0]} &amp;` : ''}`);
      expect(items.map((x) => x.text).sort()).toEqual(want.sort());
      expect(items.map((x) => x.elements)).toEqual(TITLES.map(() => 0));
      const q = TITLES[0] + ' & ' + TITLES[1];
      const search = await page.evaluate(renderRssFields, await (await app.request(`/feeds/search.rss?q=${encodeURIComponent(q)}`)).text());
      expect(search).toMatchObject({ channelTitle: { text: `搜索 Search: ${q} · Paperboard`, elements: 0 }, channelDescription: { text: `匹配“${q}”的论文 · Papers matching “${q}”`, elements: 0 } });
      await page.close();
    });
  });
}
