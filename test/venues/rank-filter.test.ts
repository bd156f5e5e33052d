import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { shownIn } from '../helpers/display.ts';

// Ten papers about "transformers", each with its venue in the comments: CCF-A (ICML main, ICML workshop,
// ICML submitted, ACL Findings, a NeurIPS workshop), CCF-B (ICDM, ECAI), CCF-C (ICONIP) and unranked; written here, so the test needs no fixture file.
const PAPERS: [string, string][] = [
  ['2605.00001', 'Accepted at ICML 2026'],
  ['2605.00002', 'Accepted at ICML 2026 (spotlight)'],
  ['2605.00003', 'Accepted at the AI4Math Workshop at ICML 2026'],
  ['2605.00004', 'Submitted to ICML 2026'],
  ['2605.00005', 'Accepted at ICDM 2025'],
  ['2605.00006', 'Accepted at ECAI 2025'],
  ['2605.00007', 'Accepted at ICONIP 2025'],
  ['2605.00008', '12 pages, 3 figures'],
  ['2605.00009', 'Accepted to Findings of ACL 2025'],
  ['2605.00010', 'Accepted at the AI for Science Workshop at NeurIPS 2025'],
];

describeStores('CCF rank filter (?ccf=A|B|C) on venue pages, search, institutions, feeds, exports and the API', (kind) => {
  let t: TestStore;
  let app: Hono;
  const json = async (url: string) => { const r = await app.request(url); expect(r.status, url).toBe(200); return (await r.json()) as { items: { id: string }[] }; };
  const ids = async (url: string) => (await json(url)).items.map((p) => p.id).sort();
  beforeAll(async () => {
    t = await createTestStore(kind);
    const file = tempFile('papers.jsonl', commentRecords(PAPERS, 'Efficient transformers'));
    await importFile(t.store, file);
    await indexPending(t.store);
    await t.store.db.insertInto('institutions').values({ id: 'inst-x', ror: null, name_en: 'Example University', name_key: 'example university', name_zh: null, zh_source: null, country: 'CN', updated_at: '2026-05-05' }).execute();
    await t.store.db.insertInto('paper_institutions').values(PAPERS.map(([id]) => ({ paper_id: id, institution_id: 'inst-x', position: 0 }))).execute();
    app = await testApp(t.store);
  }, 120_000);
  afterAll(async () => { await t.drop(); });

  it('search and the search API keep papers accepted outside a workshop or Findings at a venue of the tier', async () => {
    expect(await ids('/api/v1/search?q=transformers&limit=50')).toHaveLength(10);
    expect(await ids('/api/v1/search?q=transformers&ccf=A&limit=50')).toEqual(['2605.00001', '2605.00002']);
    expect(await ids('/api/v1/search?q=transformers&ccf=B&limit=50')).toEqual(['2605.00005', '2605.00006']);
    expect(await ids('/api/v1/search?q=transformers&ccf=C&limit=50')).toEqual(['2605.00007']);
    const html = await (await app.request('/search?q=transformers&ccf=b')).text();
    expect(html).toContain('2 篇匹配 · 2 matches');
    expect(html).toMatch(/<b class="rank-filter">CCF-B<\/b>/);
    expect(html).toContain('/feeds/search.atom?q=transformers&amp;ccf=B');
    expect((await app.request('/search?q=transformers&ccf=D')).status).toBe(400);
    expect((await app.request('/api/v1/search?q=transformers&ccf=D')).status).toBe(400);
  });

  it('a workshop paper\'s badge gives its host\'s rank as the host\'s, never as the paper\'s', async () => {
    const page = await (await app.request('/papers/2605.00003')).text();
    expect(page).toMatch(/<span class="rank host" title="[^"]*the host conference&#39;s rank[^"]*CCF rank A[^"]*">主会 host CCF-A · CORE A\*<\/span>/);
    expect(page).not.toMatch(/class="rank ccf-a"/);
    const main = await (await app.request('/papers/2605.00001')).text();
    expect(main).toMatch(/<span class="rank ccf-a"[^>]*>CCF-A · CORE A\*<\/span>/);
    // feeds and downloads carry the same distinction in their one-line badges
    const md = await (await app.request('/exports/venues/icml-2026.md')).text();
    expect(md).toMatch(/ICML 2026 · Workshop: AI4Math · host CCF-A · CORE A\\?\* · accepted/);
    expect(md).toMatch(/ICML 2026 · CCF-A · CORE A\\?\* · accepted/);
    expect(md).not.toMatch(/CCF-A · CORE A\\?\* · Workshop/);
    // a Findings paper is not the CCF-A conference's: its host's rank, said so, and no CCF-A filter keeps it
    const findings = await (await app.request('/papers/2605.00009')).text();
    expect(shownIn(findings, 'zh')).toMatch(/ACL 2025 · 子刊 · 已接收/);
    expect(shownIn(findings, 'en')).toMatch(/ACL 2025 · Findings · accepted/);
    expect(findings).toMatch(/<span class="rank host"[^>]*>主会 host CCF-A · CORE A\*<\/span>/);
    expect(await ids('/api/v1/venues/acl-2025/papers?ccf=A&limit=50')).toEqual([]);
    expect(await ids('/api/v1/venues/acl-2025/papers?limit=50')).toEqual(['2605.00009']);
    // the CCF-A home page lists the tier's editions with papers of the tier, not one holding only a workshop paper
    const home = await (await app.request('/?ccf=A')).text();
    expect(home).toContain('href="/venues/icml-2026"');
    expect(home).not.toContain('href="/venues/neurips-2025"');
    expect(await (await app.request('/')).text()).toContain('href="/venues/neurips-2025"');
  });

  it('an edition keeps its non-workshop papers when its venue has the tier, none otherwise', async () => {
    expect(await ids('/api/v1/venues/icml-2026/papers?limit=50')).toEqual(['2605.00001', '2605.00002', '2605.00003']);
    expect(await ids('/api/v1/venues/icml-2026/papers?ccf=A&limit=50')).toEqual(['2605.00001', '2605.00002']);
    expect(await ids('/api/v1/venues/icml-2026/papers?ccf=B&limit=50')).toEqual([]);
    // a filter the keyset cannot serve (keywords) goes through the offset query: the same answer
    expect(await ids('/api/v1/venues/icml-2026/papers?ccf=A&q=transformers&limit=50')).toEqual(['2605.00001', '2605.00002']);
    const page = await (await app.request('/venues/icml-2026?ccf=A')).text();
    expect(page).toMatch(/<select name="ccf">.*<option value="A" selected="">CCF-A<\/option>/s);
    expect(page).not.toContain('2605.00003');
    expect((await app.request('/venues/icml-2026?ccf=X')).status).toBe(400);
  });

  it('institution lists, feeds and exports filter the same way', async () => {
    expect(await ids('/api/v1/institutions/inst-x/papers?ccf=B&limit=50')).toEqual(['2605.00005', '2605.00006']);
    const feed = await (await app.request('/feeds/search.atom?q=transformers&ccf=A')).text();
    expect(feed.match(/<entry>/g)).toHaveLength(2);
    expect(feed).toContain('CCF-A');
    const csv = await (await app.request('/exports/venues/icml-2026.csv?ccf=A')).text();
    expect(csv).toContain('2605.00001');
    expect(csv).not.toContain('2605.00003');
    const bib = await (await app.request('/exports/search.bib?q=transformers&ccf=C')).text();
    expect(bib.match(/^@/gm)).toHaveLength(1);
    expect(bib).toContain('2605.00007');
    expect((await app.request('/feeds/institutions/inst-x.rss?ccf=Z')).status).toBe(400);
  });
});
