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
});
