import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { XMLParser } from 'fast-xml-parser';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { tempFile } from '../helpers/data.ts';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
type AtomEntry = { id: string; updated: string; published: string };

describeStores('feeds: entry times, empty feeds and the self link', (kind) => {
  let t: TestStore;
  let app: Hono;
  const started = new Date(Date.now() - 1000).toISOString();
  beforeAll(async () => {
    t = await createTestStore(kind);
    // As in arXiv's snapshot: versions with a time, update_date a bare day (midnight, before v1's 19:18), or nothing but the id.
    const withVersions = { id: '2605.01234', title: 'Deep learning with times', authors: 'A. Author', abstract: 'x', comments: 'ICML 2026', categories: 'cs.LG',
      versions: [{ version: 'v1', created: 'Mon, 11 May 2026 19:18:42 GMT' }], update_date: '2026-05-11' };
    const idOnly = { id: '2605.04321', title: 'Deep learning without times', authors: 'B. Author', abstract: 'y', comments: 'ICML 2026', categories: 'cs.LG' };
    await importFile(t.store, tempFile('feed.jsonl', [JSON.stringify(withVersions), JSON.stringify(idOnly)]));
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('never has an entry updated before it was published, and dates changes by when Paperboard last changed the record', async () => {
    const feed = xml.parse(await (await app.request('http://pb.test/feeds/venues/icml-2026.atom')).text()).feed;
    const entries = ([] as AtomEntry[]).concat(feed.entry);
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      expect(Date.parse(e.updated), e.id).toBeGreaterThanOrEqual(Date.parse(e.published));
      expect(e.updated >= started, `${e.id} updated ${e.updated} is the time it was stored`).toBe(true);
    }
    expect(entries.find((e) => e.id.endsWith('2605.01234'))!.published).toBe('2026-05-11T19:18:42Z');
    expect(feed.updated).toBe(entries.map((e) => e.updated).sort().at(-1));
  });

  it('dates an empty feed by when it was built, not 1970', async () => {
    for (const url of ['http://pb.test/feeds/search.atom?q=zzzznomatch', 'http://pb.test/feeds/search.rss?q=zzzznomatch']) {
      const text = await (await app.request(url)).text();
      expect(text, url).not.toContain('1970');
      const doc = xml.parse(text);
      const when = Date.parse(doc.feed?.updated ?? doc.rss.channel.lastBuildDate);
      expect(Math.abs(when - Date.now()), url).toBeLessThan(120_000);
    }
  });

  it('keeps the requested query in the self link byte for byte', async () => {
    for (const q of ['?q=deep%20learning', '?q=deep+learning&page=2', '?q=%E5%AD%A6%E4%B9%A0', '?q=deep%20learning&ccf=A']) {
      const atom = xml.parse(await (await app.request(`http://pb.test/feeds/search.atom${q}`)).text()).feed;
      const self = ([] as { rel: string; href: string }[]).concat(atom.link).find((l) => l.rel === 'self')!;
      expect(self.href).toBe(`http://pb.test/feeds/search.atom${q}`);
      const rss = xml.parse(await (await app.request(`http://pb.test/feeds/search.rss${q}`)).text()).rss.channel;
      expect(([] as { rel: string; href: string }[]).concat(rss['atom:link']).find((l) => l.rel === 'self')!.href).toBe(`http://pb.test/feeds/search.rss${q}`);
    }
  });
});
