import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { paperInstitutions } from '../../src/institutions/affiliation-store.ts';
import { venuesOf } from '../../src/papers/queries.ts';
import { seedInstitutions } from './seed.ts';

const count = (html: string) => Number(/共 (\d+) 篇/.exec(html)?.[1]);
const ids = (html: string) => [...html.matchAll(/<article class="paper"[^>]* data-paper="([^"]+)"/g)].map((m) => m[1]);

describeStores('institution, stats and filtered venue pages', (kind) => {
  let t: TestStore;
  let app: Hono;
  let big: Hono;
  let seeded: string[];
  const get = async (url: string, a = app) => {
    const res = await a.request(url);
    return { status: res.status, text: await res.text(), res };
  };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    seeded = await seedInstitutions(t.store);
    app = await testApp(t.store);
    big = await testApp(t.store, { PAPERBOARD_PAGE_SIZE: '500' });
  });
  afterAll(async () => { await t.drop(); });

  it('orders a venue page main track first, newest first within each track', async () => {
    const all = ids((await get('/venues/icml-2025', big)).text);
    expect(all.length).toBe(count((await get('/venues/icml-2025')).text));
    const rows = await t.store.db.selectFrom('papers').select(['id', 'submitted_at']).where('id', 'in', all).execute();
    const date = new Map(rows.map((r) => [r.id, r.submitted_at ?? '']));
    const venues = await venuesOf(t.store, all);
    const rank = (id: string) => (venues.get(id)!.some((v) => v.edition === 'icml-2025' && v.track === 'main' && ['accepted', 'published'].includes(v.status)) ? 0 : 1);
    const firstOther = all.findIndex((id) => rank(id) === 1);
    expect(firstOther).toBeGreaterThan(0);
    expect(all.slice(firstOther).every((id) => rank(id) === 1)).toBe(true);
    for (let i = 1; i < all.length; i++) if (rank(all[i]) === rank(all[i - 1])) expect(date.get(all[i])! <= date.get(all[i - 1])!).toBe(true);
  });

  it('filters a venue page by institution (name, Chinese name, slug or acronym) and by country', async () => {
    const byName = ids((await get('/venues/icml-2025?institution=Shanghai+Jiao+Tong+University')).text);
    expect([...byName].sort()).toEqual(seeded.slice(0, 2).sort());
    for (const v of ['上海交通大学', 'SJTU', 'shanghai-jiao-tong-university']) {
      expect(ids((await get(`/venues/icml-2025?institution=${encodeURIComponent(v)}`)).text).sort()).toEqual([...byName].sort());
    }
    expect(count((await get('/venues/icml-2025?institution=No+Such+Place')).text)).toBe(0);
    const views = await paperInstitutions(t.store, seeded);
    const countries = await t.store.db.selectFrom('institutions').select(['id', 'country']).execute();
    const countryOf = new Map(countries.map((c) => [c.id, c.country]));
    const expected = seeded.filter((id) => views.get(id)?.institutions.some((i) => countryOf.get(i.id) === 'CN'));
    expect(expected.length).toBeGreaterThan(0);
    const cn = await get('/venues/icml-2025?country=CN');
    expect(ids(cn.text).sort()).toEqual(expected.sort());
    expect(cn.text).toContain('<option value="CN" selected="">');
    expect((await get('/venues/icml-2025?country=China')).status).toBe(400);
  });

  it('filters by category, keywords, status and verified, and keeps the filters across pages', async () => {
    const all = ids((await get('/venues/icml-2025', big)).text);
    const rows = await t.store.db.selectFrom('papers').select(['id', 'title', 'abstract', 'authors', 'comments', 'categories']).where('id', 'in', all).execute();
    const lg = rows.filter((r) => (r.categories ?? '').split(' ').includes('cs.LG')).map((r) => r.id).sort();
    expect(ids((await get('/venues/icml-2025?category=cs.LG', big)).text).sort()).toEqual(lg);
    const has = (r: typeof rows[number], w: string) => [r.title, r.abstract, r.authors, r.comments].join(' ').toLowerCase().includes(w);
    const both = rows.filter((r) => has(r, 'diffusion') && has(r, 'model')).map((r) => r.id).sort();
    const kw = await get('/venues/icml-2025?q=Diffusion+model', big);
    expect(ids(kw.text).sort()).toEqual(both);
    expect(kw.text).toMatch(/<mark>Diffusion<\/mark>/i);
    expect(count((await get('/venues/icml-2025?status=submitted')).text)).toBeGreaterThan(0);
    expect(count((await get('/venues/icml-2025?verified=1')).text)).toBe(0);
    const main = await get('/venues/icml-2025?track=main&category=cs.LG');
    expect(main.text).toMatch(/href="\/venues\/icml-2025\?track=main&amp;category=cs.LG&amp;page=2"/);
    expect((await get('/venues/icml-2025?status=nonsense')).status).toBe(400);
  });

  it('shows an institution with its papers grouped by venue and year and its co-authors\' institutions', async () => {
    const r = await get('/institutions/university-of-washington');
    expect(r.status).toBe(200);
    expect(r.text).toContain('University of Washington<span lang="zh">（华盛顿大学）</span>');
    expect(r.text).toContain('<h2 class="group">ICML 2025</h2>');
    expect(ids(r.text).length).toBe(8);
    expect(r.text).toContain('href="/venues/icml-2025?institution=university-of-washington"');
    expect(r.text).toMatch(/<a href="\/institutions\/allen-institute-for-artificial-intelligence">Allen Institute for Artificial Intelligence（艾伦人工智能研究所）<\/a> <span class="muted small">US · 7 篇合作论文 shared papers/);
    const sufe = await get('/institutions/shanghai-university-of-finance-and-economics');
    expect(sufe.text).toContain('（上海财经大学）');
    expect(sufe.text).toContain('Shanghai Jiao Tong University（上海交通大学）');
    const byId = await get('/institutions/0220qvk04');
    expect(byId.status).toBe(301);
    expect(byId.res.headers.get('location')).toBe('/institutions/shanghai-jiao-tong-university');
    expect((await get('/institutions/no-such-institution')).status).toBe(404);
  });

  it('lists institutions, searchable by English or Chinese name or acronym', async () => {
    const all = await get('/institutions');
    expect(all.text).toMatch(/<ol class="inst-list"><li><a href="\/institutions\/allen-institute-for-artificial-intelligence">/);
    // Each count is said Chinese first, as the rest of the reader pages say theirs.
    expect(all.text).toMatch(/<span class="muted small">US · \d+ 篇论文 papers<\/span>/);
    expect((await get('/institutions?q=washington')).text).toContain('University of Washington（华盛顿大学）');
    const zh = await get(`/institutions?q=${encodeURIComponent('上海')}`);
    expect(zh.text).toContain('2 个机构');
    expect((await get('/institutions?q=CMU')).text).toContain('Carnegie Mellon University');
  });

  it('draws /stats charts as SVG that a strict CSP renders (no style attributes, no <style>), with the data behind them', async () => {
    const r = await get('/stats/icml-2025');
    expect(r.status).toBe(200);
    const svgs = r.text.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
    // Each chart twice: drawn 720 px wide for a wide screen, then 360 px wide for a phone.
    expect(svgs.length).toBe(6);
    expect(svgs.map((x) => /width="(\d+)"/.exec(x)?.[1])).toEqual(['720', '360', '720', '360', '720', '360']);
    for (const s of svgs) expect(s).not.toMatch(/style=|<style/);
    expect(svgs[0]).toContain('aria-label="各机构论文数 Papers per institution"');
    expect(svgs[0]).toContain('艾伦人工智能研究所');
    expect(svgs[4]).toContain('>main 主会<');
    expect(svgs[5]).toContain('>main 主会<');
    expect(r.text).toContain('<a href="/venues/icml-2025?country=CN">中国 China</a>');
    expect((await get('/stats/nosuch-1999')).status).toBe(404);
  });

  it('serves the reader script from our origin with a content version and an ETag', async () => {
    const page = await get('/venues/icml-2025');
    const src = /<script src="(\/assets\/app\.js\?v=[0-9a-f]+)"/.exec(page.text)?.[1];
    expect(src).toBeTruthy();
    const js = await get(src!);
    expect(js.status).toBe(200);
    expect(js.res.headers.get('content-type')).toMatch(/javascript/);
    expect(js.res.headers.get('cache-control')).toContain('immutable');
    const again = await app.request(src!, { headers: { 'If-None-Match': js.res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
