import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { HOME_PER_YEAR, HOME_YEARS } from '../../src/web/pages/home.tsx';

// A store holding every journal and workshop of arXiv has thousands of editions; the home page lists the newest years'
// largest ones and links to the rest, so its size (and the time to build it) does not grow with the store.
describeStores('home page bounded however many editions the store holds', (kind) => {
  let t: TestStore;
  let app: Awaited<ReturnType<typeof testApp>>;
  const years = [2026, 2025, 2024, 2023, 2022, 2021, 2020];
  beforeAll(async () => {
    t = await createTestStore(kind);
    const paper = (id: string) => ({ id, version: 1, title: `Paper ${id}`, authors: 'A B', authors_json: '["A B"]', hash: id, imported_at: '2026-01-01' });
    await t.store.db.insertInto('papers').values(['2605.00001', '2605.00002'].map(paper) as never).execute();
    const rows = [];
    for (const year of years) {
      const n = year === 2026 ? HOME_PER_YEAR + 5 : 3;
      for (let i = 0; i < n; i++) {
        const venue = `Venue${String(i).padStart(2, '0')}`;
        rows.push({ paper_id: '2605.00001', venue, year, edition: `${venue.toLowerCase()}-${year}`, track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'x', verified: 0 });
      }
    }
    // the alphabetically last edition of 2026 has two papers: listed first, not folded away
    rows.push({ ...rows[HOME_PER_YEAR + 4], paper_id: '2605.00002' });
    await t.store.db.insertInto('paper_venues').values(rows).execute();
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it(`lists the newest ${HOME_YEARS} years, ${HOME_PER_YEAR} editions each (most papers first), and links to the rest`, async () => {
    const html = await (await app.request('/')).text();
    const shownYears = [...html.matchAll(/<h2><a href="\/\?year=(\d{4})">\1<\/a><\/h2>/g)].map((m) => Number(m[1]));
    expect(shownYears).toEqual(years.slice(0, HOME_YEARS));
    const of2026 = [...html.matchAll(/href="\/venues\/(venue\d\d)-2026"/g)].map((m) => m[1]);
    expect(of2026).toHaveLength(HOME_PER_YEAR);
    expect(of2026[0]).toBe(`venue${HOME_PER_YEAR + 4}`);
    expect(html).toContain('<a href="/?year=2026">另有 5 个会议与期刊（5 篇）· 5 more venues in 2026 →</a>');
    expect(html).not.toContain('more venues in 2025');
    expect(html).toMatch(/更早年份 Earlier years: <a href="\/\?year=2021">2021<\/a> · <a href="\/\?year=2020">2020<\/a>/);
    expect(html).not.toContain('/venues/venue00-2021');
  });

  it('lists one year whole with ?year=, keeping the CCF filter in its links, and refuses a malformed year', async () => {
    const html = await (await app.request('/?year=2026')).text();
    expect([...html.matchAll(/href="\/venues\/venue\d\d-2026"/g)]).toHaveLength(HOME_PER_YEAR + 5);
    expect(html).not.toContain('-2025"');
    expect(html).toContain('<a href="/">← 所有年份 All years</a>');
    expect(await (await app.request('/?year=2021')).text()).toContain('/venues/venue02-2021');
    expect(await (await app.request('/?year=1999')).text()).toContain('1999 年暂无会议论文 · No venue editions in 1999.');
    // No edition of the rank asked for (these venues have none): said Chinese first too.
    expect(await (await app.request('/?ccf=A')).text()).toContain('还没有会议论文，请用 <code>paperboard import FILE.jsonl</code> 导入论文 · No venue editions yet.');
    const ccf = await (await app.request('/?ccf=A&year=2026')).text();
    expect(ccf).toContain('<a class="rank-filter" href="/?year=2026">全部 All</a>');
    const bad = await app.request('/?year=20x6');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('<p>year：须为年份，如 2026，收到“20x6” · year: a year such as 2026, got &quot;20x6&quot;</p>');
  });
});

describe('home page bounds', () => {
  it('are small enough to scan', () => {
    expect(HOME_YEARS * HOME_PER_YEAR).toBeLessThanOrEqual(300);
  });
});
