import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, login, seedPapers } from './fixture.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport } from '../../src/corrections/moderate.ts';
import { listEditions } from '../../src/papers/queries.ts';
import { VENUES, findVenue } from '../../src/venues/catalogue.ts';
import { editionSlug } from '../../src/venues/edition.ts';
import { responseCache } from '../../src/web/distribution/response-cache.ts';

const TOKEN = 'moderator-token-0123456789';
const venue = (name: string) => JSON.stringify({ venue: name, year: 2026, track: 'main', workshop: null, status: 'accepted', presentation: null });

describeStores('corrected venues resolve to the catalogue', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  const report = (paperId: string, name: string) => createReport(t.store, { paperId, field: 'venue', targetKey: '', currentValue: null, proposed: venue(name), note: null }, 'fp');
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => { await t.drop(); });

  it('flags an unknown venue in the queue; accepted, it shows on the paper but makes no edition', async () => {
    const before = new Set((await listEditions(t.store)).map((e) => e.edition));
    const curly = await report(ids[0], '}');
    const made = await report(ids[1], 'Journal of Things I Just Made Up');
    const mod = agent(app);
    expect(await login(mod, TOKEN)).toBe(303);
    const queue = (await mod.get('/admin/reports')).text;
    expect(queue.match(/class="small pending unknown-venue"/g)).toHaveLength(2);
    expect(queue).toContain('“Journal of Things I Just Made Up” is not in the venue catalogue');
    for (const r of [curly, made]) await acceptReport(t.store, r, { by: 'Mod' });
    responseCache(t.store, { entries: 1, ttlMs: 1 }).clear();
    const after = (await listEditions(t.store)).map((e) => e.edition).filter((e) => !before.has(e));
    expect(after).toEqual([]);
    expect((await app.request('/venues/-2026')).status).toBe(404);
    expect((await app.request('/venues/journal-of-things-i-just-made-up-2026')).status).toBe(404);
    expect(await (await app.request(`/papers/${ids[1]}`)).text()).toContain('Journal of Things I Just Made Up');
  });

  it('a known venue written another way joins the catalogue edition under its canonical name', async () => {
    const r = await report(ids[2], 'neurips');
    const mod = agent(app);
    await login(mod, TOKEN);
    expect((await mod.get('/admin/reports')).text).not.toContain('“neurips” is not in the venue catalogue');
    await acceptReport(t.store, r, { by: 'Mod' });
    responseCache(t.store, { entries: 1, ttlMs: 1 }).clear();
    const page = await (await app.request('/venues/neurips-2026')).text();
    expect(page).toContain(`/papers/${ids[2]}`);
    expect(page).not.toMatch(/\bneurips 2026\b/);
  });

  it('gives every catalogue venue its own edition slug', () => {
    // An acronym several list venues share reads as the one the lists rank highest when the words around it name none
    // (catalogue-merge.ts bestRanked): its stand-in carries that venue's name, so both mean one edition — that venue's.
    const standsForTop = (v: (typeof VENUES)[number]) => !!v.ambiguous?.some((x) => x.name === v.name);
    const venues = VENUES.filter((v) => !standsForTop(v));
    const slugs = venues.map((v) => editionSlug(v.name, 2026));
    expect(new Set(slugs).size).toBe(venues.length);
    for (const v of VENUES.filter(standsForTop)) expect(findVenue(v.name)).toBe(v.ambiguous!.find((x) => x.name === v.name));
    expect(editionSlug('}', 2026)).toBeNull();
  });
});
