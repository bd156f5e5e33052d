import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { setPaperSearchZh, indexPending } from '../../src/papers/search-index.ts';
import { tempFile } from '../helpers/data.ts';
import { conforms, type Doc } from '../distribution/api-suite.ts';
import { storeList, matchList } from '../../src/venues/lists/match-list.ts';
import { shownIn } from '../helpers/display.ts';

describeStores('web pages', (kind) => {
  let t: TestStore;
  let app: Hono;
  const get = async (url: string) => {
    const res = await app.request(url);
    return { status: res.status, text: await res.text(), res };
  };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    const hostile = { id: '2605.99999', title: 'Attack <script>alert(1)</script> & "quotes"', authors: 'Eve <img src=x onerror=alert(2)>',
      abstract: 'A <b>bold</b> claim &amp; more', comments: 'ICML 2026 <svg onload=alert(3)>', categories: 'cs.LG' };
    await importFile(t.store, tempFile('x.jsonl', [JSON.stringify(hostile)]));
    await setPaperSearchZh(t.store, '2605.99999', ['深度学习中的攻击：BESplit 联邦学习']);
    await indexPending(t.store);
    app = await testApp(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('lists only CCF-A venues with ?ccf=A, and refuses other values', async () => {
    const r = await get('/?ccf=A');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/href="\/venues\/icml-2026">ICML 2026<\/a>/);
    expect(r.text).not.toMatch(/href="\/venues\/emnlp-\d{4}"/); // EMNLP is CCF-B
    expect(r.text).not.toMatch(/class="rank ccf-[bc]"/);
    expect((await get('/?ccf=D')).status).toBe(400);
  });

  it('says so when filters or a search find nothing, with the way out (clear the filters, search every venue or rank)', async () => {
    const venue = await get('/venues/icml-2026?q=zzqqxxnothing&track=main');
    expect(venue.status).toBe(200);
    expect(venue.text).toContain('<p class="empty">没有符合筛选条件的论文 · No papers match these filters. <a href="/venues/icml-2026">清除筛选 Clear the filters</a> · <a href="/search?q=zzqqxxnothing">在所有会议中搜索 Search every venue for “zzqqxxnothing”</a></p>');
    expect((await get('/venues/icml-2026')).text).not.toContain('class="empty"');
    const search = await get('/search?q=zzqqxxnothing&ccf=A');
    expect(search.text).toContain('没有找到匹配的论文');
    expect(search.text).toContain('<a href="/search?q=zzqqxxnothing">不限 CCF 等级 Search every rank</a>');
    expect((await get('/search?q=learning')).text).not.toContain('class="empty"');
  });

  it('answers a bad filter with what is wrong and a link to the same page without that filter', async () => {
    const r = await get('/venues/icml-2026?track=main&status=rejected&page=3');
    expect(r.status).toBe(400);
    expect(r.text).toContain('<p>status：须为 accepted、published、submitted、under_review 之一 · status: one of accepted, published, submitted, under_review</p>');
    expect(r.text).toContain('<a href="/venues/icml-2026?track=main">← 去掉这个筛选条件 The same page without it</a>');
    expect((await get('/search?q=learning&ccf=D')).text).toContain('<a href="/search?q=learning">← 去掉这个筛选条件');
  });

  it('names an edition\'s venue in full under its short name, when the catalogue gives the full name', async () => {
    expect((await get('/venues/icml-2026')).text).toContain('<p class="muted venue-full">International Conference on Machine Learning</p>');
  });

  it('lists venues by year with paper counts', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/<h2><a href="\/\?year=2026">2026<\/a><\/h2>/);
    expect(r.text).toMatch(/href="\/venues\/icml-2026">ICML 2026<\/a> <span class="rank ccf-a" title="[^"]*CCF rank A[^"]*">CCF-A · CORE A\*<\/span> <span class="muted">[\d,]+ 篇 papers：主会 main [\d,]+/);
  });

  it('shows an edition in the reference layout, paginated with the total', async () => {
    const r = await get('/venues/icml-2025');
    expect(r.status).toBe(200);
    const total = Number(/共 ([\d,]+) 篇/.exec(r.text)?.[1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(50);
    expect(r.text.match(/<article class="paper"/g)?.length).toBe(50);
    expect(r.text).toContain('AI总结');
    expect(r.text).toContain('机构');
    expect(r.text).toMatch(/未配置模型|pending/);
    expect(r.text).toContain('href="https://arxiv.org/pdf/');
    const last = await get(`/venues/icml-2025?page=${Math.ceil(total / 50)}`);
    expect(last.text.match(/<article class="paper"/g)?.length).toBe(total % 50 || 50);
    expect((await get('/venues/icml-2025?page=abc')).status).toBe(400);
    expect((await get('/venues/nosuch-1999')).status).toBe(404);
  });

  it('shows list-only papers of an edition, counted, even when no arXiv paper has the edition yet', async () => {
    const entry = (title: string) => ({ title, authors: ['Ada Lovelace', 'Alan Turing'], track: 'main', presentation: 'spotlight' as const, externalId: null });
    const id = await storeList(t.store, { venue: 'COLT', year: 2031, file: 'x.csv', format: 'csv' }, [entry('On <b>Bold</b> Learning Bounds'), entry('Another Bound')]);
    await matchList(t.store, id);
    const r = await get('/venues/colt-2031');
    expect(r.status).toBe(200);
    expect(r.text).toContain('2 entries on the accepted list');
    expect(shownIn(r.text, 'zh')).toContain('录用列表共 2 条 · 已匹配 arXiv 论文 0 条（✓ 已核实）· 尚未上 arXiv 2 条，论文上 arXiv 后自动匹配。');
    expect(shownIn(r.text, 'zh')).toContain('<span class="tag">焦点报告</span>');
    expect(r.text).toContain('On &lt;b&gt;Bold&lt;/b&gt; Learning Bounds');
    expect(r.text).toContain('仅列表 list only');
  });

  it('shows one paper with all versions, its sections and venue evidence named in Chinese and English', async () => {
    const r = await get('/papers/2605.99999');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<h2>版本 Versions</h2>');
    expect(r.text).toContain('<h2>摘要 Abstract</h2>');
    expect(r.text).toContain('<h2>会议依据 Venue evidence</h2>');
    // the stored status and source words, each beside its Chinese (comments: 'ICML 2026 <svg …>' is a self-reported mention)
    expect(r.text).toMatch(/<td>(?:已接收 accepted|状态不明 unclear)[^<]* · 自报 self-reported<\/td><td>作者备注 comments<\/td>/);
    expect((await get('/papers/2605.99999v1')).status).toBe(301);
    expect((await get('/papers/2605.00000')).status).toBe(404);
  });

  it('searches English ranked with highlights, and Chinese including two-character queries', async () => {
    const r = await get('/search?q=diffusion%20transformer');
    expect(r.status).toBe(200);
    expect(Number(/(\d+) matches/.exec(r.text)?.[1])).toBeGreaterThan(5);
    expect(r.text).toMatch(/<mark>[Dd]iffusion<\/mark>/);
    const zh = await get(`/search?q=${encodeURIComponent('学习')}`);
    expect(zh.text).toContain('1 matches');
    const zh3 = await get(`/search?q=${encodeURIComponent('联邦学习')}`);
    expect(zh3.text).toContain('1 matches');
    const none = await get(`/search?q=${encodeURIComponent('习深')}`);
    expect(none.text).toContain('0 matches');
    expect((await get('/search?q=2605.99999')).status).toBe(302);
    // the Chinese match above, with the glossary's English query offered beside it
    expect(zh3.text).toContain('Search in English: <a href="/search?q=%22federated%20learning%22">&quot;federated learning&quot;</a>');
  });

  it('answers a Chinese query nothing Chinese matches with the English terms the glossary gives, and says so', async () => {
    const r = await get(`/search?q=${encodeURIComponent('扩散模型')}`);
    const english = await get(`/search?q=${encodeURIComponent('"diffusion model"')}`);
    const n = Number(/(\d+) matches/.exec(english.text)?.[1]);
    expect(n).toBeGreaterThan(5);
    expect(r.text).toContain(`${n} matches`);
    expect(r.text).toContain('已按术语表译为英文检索 <a href="/search?q=%22diffusion%20model%22">&quot;diffusion model&quot;</a>');
    expect(r.text).toMatch(/<mark>[Dd]iffusion models?<\/mark>/);
  });

  it('filters a venue page by a Chinese keyword through its English terms, and highlights them', async () => {
    const english = await get(`/venues/cvpr-2026?q=${encodeURIComponent('diffusion model')}`);
    const zh = await get(`/venues/cvpr-2026?q=${encodeURIComponent('扩散模型')}`);
    const count = (html: string) => Number(/(\d+) papers/.exec(html)?.[1] ?? -1);
    expect(count(english.text)).toBeGreaterThan(3);
    // the phrase "diffusion model", where the English keywords match each word anywhere
    expect(count(zh.text)).toBeGreaterThan(3);
    expect(count(zh.text)).toBeLessThanOrEqual(count(english.text));
    expect(count((await get(`/venues/cvpr-2026?q=${encodeURIComponent('量子计算')}`)).text)).toBe(0);
    expect(zh.text).toMatch(/<mark>[Dd]iffusion [Mm]odels?<\/mark>/);
  });

  it('says in the search API how a Chinese query was read, as the OpenAPI document describes', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as Doc;
    const api = async (q: string) => (await conforms(doc, 'get', '/search', await app.request(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`))) as
      { items: { id: string }[]; searched_as: string | null; also_english: string | null };
    const bridged = await api('扩散模型');
    expect(bridged.searched_as).toBe('"diffusion model"');
    expect(bridged.also_english).toBeNull();
    expect(bridged.items.map((p) => p.id)).toEqual((await api('"diffusion model"')).items.map((p) => p.id));
    const chinese = await api('联邦学习');
    expect(chinese).toMatchObject({ searched_as: null, also_english: '"federated learning"' });
    expect(chinese.items.map((p) => p.id)).toEqual(['2605.99999']);
    expect(await api('learning')).toMatchObject({ searched_as: null, also_english: null });
  });

  it('escapes hostile text in paper fields and queries', async () => {
    for (const url of ['/papers/2605.99999', '/venues/icml-2026?page=1', `/search?q=${encodeURIComponent('<script>alert(9)</script> attack')}`]) {
      const r = await get(url);
      expect(r.text).not.toMatch(/<script>alert|<img src=x|<svg onload/);
    }
    const r = await get('/papers/2605.99999');
    expect(r.text).toContain('Attack &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(r.res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
