import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { FIXTURES } from '../helpers/data.ts';
import { readList } from '../../src/venues/lists/parse-list.ts';
import { matchList, searchListOnly, storeList } from '../../src/venues/lists/match-list.ts';

describeStores('accepted papers not on arXiv are found by search', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('lists matching list-only entries of every edition under the arXiv results, never a matched one', async () => {
    const { store } = t;
    const list = readList(path.join(FIXTURES, 'lists/icml2025.json'));
    const [a, b] = [list[0], list[1]];
    await store.db.insertInto('papers').values({ id: '2506.00001', version: 1, title: a.title, authors: a.authors.join(', '), authors_json: JSON.stringify(a.authors), hash: 'h', imported_at: '2026-01-01' } as never).execute();
    const id = await storeList(store, { venue: 'ICML', year: 2025, file: 'icml2025.json', format: 'papercopilot' }, list);
    expect(await matchList(store, id)).toMatchObject({ matched: 1 });

    // b is on the list only; two words of its title, in another case, find it; a (matched to arXiv) is not listed.
    const words = b.title.split(/\s+/).filter((w) => w.length > 4).slice(0, 2);
    const hits = await searchListOnly(store, words.map((w) => w.toUpperCase()), 20);
    expect(hits.map((h) => h.title)).toContain(b.title);
    expect(hits.every((h) => h.edition === 'icml-2025')).toBe(true);
    expect((await searchListOnly(store, a.title.split(/\s+/).filter((w) => w.length > 4).slice(0, 3), 20)).map((h) => h.title)).not.toContain(a.title);
    expect(await searchListOnly(store, ['100%_'], 20)).toEqual([]); // LIKE wildcards are literal

    const app = await testApp(store);
    const page = await (await app.request(`/search?q=${encodeURIComponent(words.join(' '))}`)).text();
    const section = page.slice(page.indexOf('id="list-only"'));
    expect(section).toContain('On accepted lists, not on arXiv yet');
    expect(section).toContain('href="/venues/icml-2025#list-only"');
    expect(section).toContain(b.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').slice(0, 30));
  });
  it('finds list-only entries by a Chinese query the glossary reads as English, on the page, the venue page and the API', async () => {
    const { store } = t;
    const list = readList(path.join(FIXTURES, 'lists/icml2025.json'));
    const diffusion = list.filter((e) => /diffusion models?/i.test(e.title) && !/inference|reasoning/i.test(e.title));
    const both = list.filter((e) => /diffusion models?/i.test(e.title) && /inference|reasoning/i.test(e.title));
    expect(diffusion.length).toBeGreaterThan(2);
    expect(both.length).toBeGreaterThan(0);

    // stored by the first test; the entries are English, the query Chinese
    const hits = (await searchListOnly(store, ['扩散模型'], 50)).map((h) => h.title);
    for (const e of [...diffusion, ...both]) expect(hits).toContain(e.title);
    expect(hits.every((h) => /diffusion model/i.test(h))).toBe(true);
    // two Chinese terms: each must match; "推理" by either of its English forms
    const narrowed = (await searchListOnly(store, ['扩散模型', '推理'], 50)).map((h) => h.title);
    expect(narrowed.sort()).toEqual(both.map((e) => e.title).sort());
    // a Chinese word the glossary does not know bridges nothing (no half-read query)
    expect(await searchListOnly(store, ['扩散模型', '量子'], 50)).toEqual([]);

    const app = await testApp(store);
    const page = await (await app.request(`/search?q=${encodeURIComponent('扩散模型')}`)).text();
    const section = page.slice(page.indexOf('id="list-only"'));
    expect(section).toContain('On accepted lists, not on arXiv yet');
    expect(section).toContain(diffusion[0].title.replace(/&/g, '&amp;').slice(0, 30));

    const venue = await (await app.request(`/venues/icml-2025?q=${encodeURIComponent('扩散模型')}`)).text();
    const listed = venue.slice(venue.indexOf('id="list-only"'));
    for (const e of diffusion) expect(listed).toContain(e.title.replace(/&/g, '&amp;').slice(0, 30));

    const api = await (await app.request(`/api/v1/search/list-only?q=${encodeURIComponent('扩散模型')}&limit=50`)).json() as { items: { title: string }[] };
    expect(api.items.map((i) => i.title).sort()).toEqual([...hits].sort());
  });

  it('answers a query or filter with a NUL or other control character as if it were not there (PostgreSQL text holds no NUL)', async () => {
    const app = await testApp(t.store);
    const list = readList(path.join(FIXTURES, 'lists/icml2025.json'));
    const word = list[1].title.split(/\s+/).find((w) => w.length > 5)!;
    for (const url of [`/search?q=${word}%00`, `/venues/icml-2025?q=${word}%00%07`, `/venues/icml-2025?institution=%00x`, `/api/v1/search/list-only?q=${word}%00`,
      `/api/v1/venues/icml-2025/papers?q=%00${word}`, `/feeds/venues/icml-2025.atom?q=${word}%00`]) {
      const r = await app.request(url);
      expect(r.status, url).toBe(200);
    }
    const plain = await (await app.request(`/api/v1/search/list-only?q=${word}`)).json() as { items: unknown[] };
    const nul = await (await app.request(`/api/v1/search/list-only?q=${word}%00`)).json() as { items: unknown[] };
    expect(nul.items).toEqual(plain.items);
    expect(plain.items.length).toBeGreaterThan(0);
  });
});
