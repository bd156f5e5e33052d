import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { seedPapers } from '../corrections/fixture.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';

// Names as long as affiliation text gets (400+ characters), in Latin and in Greek script (9 URL characters a letter).
const LATIN = `Joint Laboratory for ${'Very Long Named Research Programmes in Machine Learning and Applied Statistics '.repeat(5)}`.trim();
const GREEK = `Εργαστήριο ${'Εθνικό Μετσόβιο Πολυτεχνείο Σχολή Ηλεκτρολόγων Μηχανικών '.repeat(7)}`.trim();

describeStores('institutions with very long names', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    const inst = (name_en: string) => ({ id: null, ror: null, name_en, name_zh: null, country: 'GR', unit_en: null, unit_zh: null });
    await setPaperAffiliations(t.store, ids[3], 1, {
      source: 'html', authors: [{ name: 'A. Author', affiliations: [{ text: LATIN, institutions: [inst(LATIN)] }, { text: GREEK, institutions: [inst(GREEK)] }] }],
    });
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('links every institution on /institutions and on the paper page to a page that exists', async () => {
    expect(LATIN.length).toBeGreaterThan(400);
    expect(GREEK.length).toBeGreaterThan(400);
    const pages = [await (await app.request('/institutions')).text(), await (await app.request(`/papers/${ids[3]}`)).text()];
    const links = new Set(pages.flatMap((html) => [...html.matchAll(/href="(\/institutions\/[^"?]+)(?:\?[^"]*)?"/g)].map((m) => m[1].replace(/&amp;/g, '&'))));
    expect(links.size).toBeGreaterThanOrEqual(4);
    for (const href of links) {
      const r = await app.request(href);
      expect(r.status, href.slice(0, 120)).toBe(200);
    }
    const latin = [...links].find((l) => l.includes('very-long-named'));
    expect(latin).toBeTruthy();
    expect(await (await app.request(latin!)).text()).toContain(LATIN);
    // The Greek name's slug would make a URL of thousands of characters: it is linked by id, and that page shows it.
    const greekPage = await Promise.all([...links].map(async (l) => (await (await app.request(l)).text()).includes(GREEK)));
    expect(greekPage.some(Boolean)).toBe(true);
    expect([...links].filter((l) => l.length > 2048)).toEqual([]); // well within the 4096-character URL cap
  });
});
