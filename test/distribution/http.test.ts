import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { requestNewCopy, testApp } from '../helpers/app.ts';
import { parse } from 'csv-parse/sync';
import { seedStore, type Fixture } from './fixture.ts';
import { apiSuite } from './api-suite.ts';
import { selectionPage } from '../../src/exports/selection.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';

describeStores('feeds, exports and the API over HTTP', (kind) => {
  let t: TestStore;
  let app: Hono;
  let fx: Fixture;
  beforeAll(async () => {
    t = await createSampleStore(kind);
    fx = await seedStore(t.store);
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  const urls = () => [
    '/feeds/venues/icml-2026.atom', '/feeds/venues/icml-2026.rss', '/feeds/venues/icml-2026.atom?track=main',
    '/feeds/search.atom?q=learning', '/feeds/search.rss?q=%E5%AD%A6%E4%B9%A0',
    `/feeds/institutions/${encodeURIComponent(fx.institutionId)}.atom`, `/feeds/institutions/${encodeURIComponent(fx.institutionId)}.rss`,
  ];

  it('serves well-formed Atom and RSS that a feed reader library parses, for venues, searches and institutions', async () => {
    for (const url of urls()) {
      const res = await app.request(`http://pb.test${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(url.includes('.atom') ? /application\/atom\+xml/ : /application\/rss\+xml/);
      const xml = await res.text();
      expect(XMLValidator.validate(xml), url).toBe(true);
      const feed = parseFeed(xml);
      expect(feed.meta.type, url).toBe(url.includes('.atom') ? 'atom' : 'rss');
      expect(feed.title, url).toMatch(/Paperboard/);
      // What the feed is, as a feed reader shows under its name: Chinese first, then English.
      expect(feed.description, url).toMatch(/^[^·]*[\u4e00-\u9fff][^·]* · (Accepted and published papers of|Papers matching|Papers with authors at) /);
      expect(feed.url, url).toMatch(/^http:\/\/pb\.test\//);
      for (const item of feed.items) {
        expect(item.id ?? item.url, url).toBeTruthy();
        expect(item.title, url).toBeTruthy();
        expect(item.url, url).toMatch(/^http:\/\/pb\.test\/papers\//);
      }
      if (!url.includes('search')) expect(feed.items.length, url).toBeGreaterThan(0);
    }
  });

  it('entries carry English and Chinese titles, authors, institutions, AI summaries and the venue badge', async () => {
    const xml = await (await app.request('http://pb.test/feeds/venues/icml-2026.atom')).text();
    const feed = parseFeed(xml);
    const item = feed.items.find((i) => i.url?.endsWith(`/papers/${fx.paperId}`));
    expect(item).toBeTruthy();
    expect(item!.title).toContain('测试标题：联邦学习 & <偏差>');
    expect(item!.title).toMatch(/^\[ICML\] /);
    expect(item!.authors.length).toBeGreaterThan(0);
    expect(item!.content).toContain('Peking University（北京大学）');
    expect(item!.content).toContain('本文提出一种方法。');
    expect(item!.content).toContain('The paper proposes a method.');
    expect(item!.content).toMatch(/ICML 2026[^<]*accepted|ICML 2026[^<]*published/);
    const filtered = parseFeed(await (await app.request('http://pb.test/feeds/venues/icml-2026.atom?institution=Peking+University')).text());
    expect(filtered.items.map((i) => i.url)).toEqual([`http://pb.test/papers/${fx.paperId}`]);
    expect(filtered.title).toContain('institution Peking University');
    expect((await app.request('/feeds/venues/icml-2026.atom?country=China')).status).toBe(400);
    const inst = parseFeed(await (await app.request(`http://pb.test/feeds/institutions/${encodeURIComponent(fx.institutionId)}.rss`)).text());
    expect(inst.title).toContain('北京大学');
    expect(inst.items.map((i) => i.url)).toContain(`http://pb.test/papers/${fx.paperId}`);
  });

  it('answers conditional GETs with 304 (ETag and Last-Modified) and rebuilds after a change', async () => {
    const url = 'http://pb.test/feeds/venues/icml-2026.rss';
    const first = await app.request(url);
    const etag = first.headers.get('etag')!;
    const lm = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"/);
    expect(Date.parse(lm)).toBeGreaterThan(0);
    expect((await app.request(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await app.request(url, { headers: { 'If-Modified-Since': lm } })).status).toBe(304);
    expect((await app.request(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    await t.store.db.insertInto('paper_venues').values({ paper_id: fx.paperId, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null,
      status: 'accepted', presentation: 'oral', source: 'list', evidence: 'test', verified: 1 }).execute();
    // Data added (not a person's decision): the copy may be served while it is rebuilt in the background.
    const after = await requestNewCopy(app, url, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('streams exports of venue pages (with filters), searches and institutions as downloads', async () => {
    const bib = await app.request('/exports/venues/icml-2026.bib?track=main');
    expect(bib.status).toBe(200);
    expect(bib.headers.get('content-disposition')).toBe('attachment; filename="icml-2026-main.bib"');
    const bibText = await bib.text();
    expect(bibText).toMatch(/@inproceedings\{\w+2026\w+_\d{4}\.\d{5},/);
    const rows = parse(await (await app.request('/exports/venues/icml-2026.csv')).text(), { bom: true, columns: true }) as Record<string, string>[];
    const info = await app.request('/feeds/venues/icml-2026.atom');
    expect(rows.length).toBeGreaterThan(100);
    expect(info.status).toBe(200);
    const mine = rows.find((r) => r.id === fx.paperId)!;
    expect(mine.title_zh).toBe('测试标题：联邦学习 & <偏差>');
    expect(mine.institutions).toBe('Peking University（北京大学）');
    const doc = JSON.parse(await (await app.request('/exports/search.json?q=learning')).text());
    expect(doc.papers.length).toBeGreaterThan(0);
    const digest = await (await app.request(`/exports/institutions/${encodeURIComponent(fx.institutionId)}.txt`)).text();
    expect(digest.split('\n\n')).toContain('机构 * Peking University（北京大学）');
    expect((await app.request('/exports/venues/icml-2026.md')).headers.get('content-type')).toMatch(/text\/markdown/);
    expect((await app.request('/exports/venues/icml-2026.exe')).status).toBe(404);
    expect((await app.request('/exports/search.csv')).status).toBe(400);
  });

  it('links feeds (rel=alternate), downloads and the follow button from venue, search and institution pages', async () => {
    const venue = await (await app.request('/venues/icml-2026?track=main')).text();
    expect(venue).toContain('<link rel="alternate" type="application/atom+xml" title="ICML 2026 (Atom)" href="/feeds/venues/icml-2026.atom?track=main"/>');
    expect(venue).toContain('href="/feeds/venues/icml-2026.rss?track=main"');
    expect(venue).toContain('href="/exports/venues/icml-2026.bib?track=main"');
    expect(venue).toContain('data-follow=');
    const search = await (await app.request('/search?q=learning')).text();
    expect(search).toContain('href="/feeds/search.atom?q=learning"');
    expect(search).toContain('href="/exports/search.txt?q=learning"');
    const instPage = await app.request('/institutions/peking-university');
    expect(instPage.status).toBe(200);
    const inst = await instPage.text();
    const id = encodeURIComponent(fx.institutionId);
    expect(inst).toContain(`<link rel="alternate" type="application/atom+xml" title="Peking University（北京大学） (Atom)" href="/feeds/institutions/${id}.atom"/>`);
    expect(inst).toContain(`href="/feeds/institutions/${id}.rss"`);
    for (const ext of ['bib', 'csv', 'json', 'md', 'txt']) expect(inst).toContain(`href="/exports/institutions/${id}.${ext}"`);
    expect(inst).toContain('data-follow=');
    const subs = await app.request('/subscriptions');
    expect(subs.status).toBe(200);
    expect(await subs.text()).toMatch(/<script src="\/assets\/subscriptions\.js\?v=\w+"/);
    expect((await app.request('/assets/subscriptions.js')).headers.get('content-type')).toMatch(/javascript/);
  });

  it('pages a venue by keyset in exactly the venue page\'s order, with and without filters', async () => {
    for (const params of [{}, { track: 'workshop' }, { verified: true }, { category: 'cs.LG' }]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await selectionPage(t.store, { kind: 'venue', edition: 'icml-2026', params }, 37, cursor);
        seen.push(...page.items.map((p) => p.id));
        cursor = page.next ?? undefined;
      } while (cursor);
      const { items } = await papersOfEdition(t.store, 'icml-2026', 1, 100000, { ...params, keywords: undefined });
      expect(seen, JSON.stringify(params)).toEqual(items.map((p) => p.id));
    }
  });

  it('404s unknown editions and institutions, 400s a search feed without a query', async () => {
    expect((await app.request('/feeds/venues/nosuch-1999.atom')).status).toBe(404);
    expect((await app.request('/feeds/institutions/nosuch.rss')).status).toBe(404);
    expect((await app.request('/feeds/venues/icml-2026.xml')).status).toBe(404);
    expect((await app.request('/feeds/search.atom')).status).toBe(400);
  });
  apiSuite(() => ({ app, fx }));
});
