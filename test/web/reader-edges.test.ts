import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { HtmlValidate } from 'html-validate';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { createSession } from '../../src/web/security/admin-auth.ts';
import { SESSION_COOKIE } from '../../src/web/security/site-guard.ts';
import { agent, csrfOf } from '../corrections/fixture.ts';

// What a reader meets off the main path: a page past the last, an error, an empty search, the API's root, the 纠错 form
// of a venue, and the moderator's queue.
describeStores('pages at the edges, as a Chinese-first reader and a moderator meet them', (kind) => {
  let t: TestStore;
  let app: Hono;
  let paper = '';
  let cookie = '';
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.request(url, { headers });
    return { status: res.status, text: await res.text(), res };
  };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    paper = (await papersOfEdition(t.store, 'icml-2026', 1, 1)).items[0].id;
    const venue = JSON.stringify({ venue: 'ICML', year: 2026, track: 'main', workshop: null, status: 'accepted', presentation: null });
    await createReport(t.store, { paperId: paper, field: 'venue', targetKey: 'icml|2026', currentValue: venue, proposed: venue.replace('"presentation":null', '"presentation":"oral"'), note: null }, 'fp');
    cookie = `${SESSION_COOKIE}=${await createSession(t.store, 'tester')}`;
    app = await testApp(t.store);
  }, 300_000);
  afterAll(async () => { await t.drop(); });

  it('answers a page past the last with a link to the last page, not a "previous" link to another empty page', async () => {
    const first = await get('/venues/icml-2026');
    const pages = Number(/第 1 \/ (\d+) 页/.exec(first.text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    const past = await get('/venues/icml-2026?page=9999');
    expect(past.text).not.toMatch(/<article class="paper"/);
    expect(past.text).not.toContain('page=9998');
    expect(past.text).toContain(`href="/venues/icml-2026?page=${pages}"`);
    expect(past.text).toContain(`没有第 9999 页，共 ${pages} 页`);
    const search = await get('/search?q=diffusion&page=999');
    expect(search.text).not.toContain('page=998');
    expect(search.text).toMatch(/没有第 999 页，共 \d+ 页/);
  });

  it('says in Chinese too what an error page means, and links home', async () => {
    const bad = await get('/venues/icml-2026?page=abc');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('请求有误');
    expect(bad.text).toContain('<p>页码须为不小于 1 的整数 · page must be a whole number ≥ 1</p>');
    expect(bad.text).toMatch(/<title>错误 Error 400/);
    const missing = await get('/nosuch');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('href="/"');
    expect(missing.text).toMatch(/<title>没有这个页面/);
  });

  it('says each reader page error Chinese first then English, and a missing page offers home, search and the venue list', async () => {
    const waysOut = '<p><a href="/">返回首页（会议列表）Home: the venue list</a> · <a href="/search">搜索论文 Search papers</a> · <a href="/institutions">机构 Institutions</a></p>';
    const cases: [string, number, string][] = [
      ['/venues/nosuch-2026', 404, '本站没有 nosuch-2026 的论文 · No papers for nosuch-2026'],
      ['/stats/nosuch-2026', 404, '本站没有 nosuch-2026 的论文 · No papers for nosuch-2026'],
      ['/papers/not-an-id', 404, '这不是 arXiv 编号 · Not an arXiv identifier'],
      ['/papers/2601.99999', 404, '本站没有收录 arXiv:2601.99999 · arXiv:2601.99999 is not in this Paperboard'],
      ['/exports/papers/2601.99999.bib', 404, '本站没有收录 arXiv:2601.99999 · arXiv:2601.99999 is not in this Paperboard'],
      ['/search?q=learning&page=0', 400, '页码须为不小于 1 的整数 · page must be a whole number ≥ 1'],
      ['/institutions?page=x', 400, '页码须为不小于 1 的整数 · page must be a whole number ≥ 1'],
      ['/venues/icml-2026?list_page=-1', 400, '页码须为不小于 1 的整数 · page must be a whole number ≥ 1'],
      ['/?ccf=Z', 400, 'ccf：须为 A、B、C 之一（CCF 等级），收到“Z” · ccf: one of A, B, C (CCF rank), got &quot;Z&quot;'],
      ['/venues/icml-2026?ccf=z9', 400, 'ccf：须为 A、B、C 之一（CCF 等级），收到“z9” · ccf: one of A, B, C (CCF rank), got &quot;z9&quot;'],
      ['/venues/icml-2026?country=CHN', 400, 'country：最多 2 个字符 · country: at most 2 characters'],
      ['/venues/icml-2026?country=1X', 400, 'country：须为两个字母的国家代码，如 CN · country: a two-letter country code such as CN'],
      ['/venues/icml-2026?category=CS!', 400, 'category：须为 arXiv 分类（如 cs.LG）或大类（如 cs） · category: an arXiv category such as cs.LG, or an archive such as cs'],
      [`/report?paper=${paper}&field=title`, 400, '纠错字段须为 title_zh、summary_zh、summary_en、affiliation、venue 之一 · field: must be one of title_zh, summary_zh, summary_en, affiliation, venue'],
      ['/report?paper=2601.99999&field=title_zh', 404, '本站没有收录 arXiv:2601.99999 · arXiv:2601.99999 is not in this Paperboard'],
      ['/report?paper=nonsense&field=title_zh', 400, '这不是 arXiv 编号 · Not an arXiv identifier'],
      [`/report?paper=${paper}&field=affiliation&key=nowhere`, 400, `这篇论文（arXiv:${paper}）没有机构“nowhere” · &quot;nowhere&quot; is not an affiliation of arXiv:${paper}`],
      ['/institutions/nosuchplace', 404, '本站没有机构“nosuchplace” · No institution “nosuchplace” in this Paperboard'],
      ['/feeds/nosuch.atom', 404, '订阅地址：/feeds/venues/&lt;届次&gt;.atom、/feeds/search.atom?q=…、/feeds/institutions/&lt;机构&gt;.atom · Feeds: /feeds/venues/&lt;edition&gt;.atom, /feeds/search.atom?q=…, /feeds/institutions/&lt;id&gt;.atom'],
      ['/feeds/search.atom', 400, 'q：搜索订阅需要查询词（?q=…） · q: a search feed needs a query (?q=…)'],
      ['/exports/venues/icml-2026.docx', 404, '不支持的文件类型：icml-2026.docx · Unknown file type: icml-2026.docx'],
      ['/feeds/venues/nosuch-2026.atom', 404, '/feeds/venues/nosuch-2026.atom 没有可订阅的内容 · Nothing to follow at /feeds/venues/nosuch-2026.atom'],
      ['/exports/venues/nosuch-2026.bib', 404, '/exports/venues/nosuch-2026.bib 没有可导出的内容 · Nothing to export at /exports/venues/nosuch-2026.bib'],
      ['/exports/accepted-lists/nosuch.csv', 404, '请使用 /exports/accepted-lists/&lt;届次&gt;.csv 或 .json · Use /exports/accepted-lists/&lt;edition&gt;.csv or .json'],
      ['/exports/accepted-lists/nosuch-2026.csv', 404, '本站没有 nosuch-2026 的录用列表 · No accepted list for nosuch-2026'],
      [`/?${Array.from({ length: 41 }, (_, i) => `p${i}=1`).join('&')}`, 400, '查询参数太多（最多 40 个） · Too many query parameters (at most 40)'],
      ['/%E0%A4%A', 400, '链接路径中的百分号编码有误 · Malformed percent-encoding in the URL path'],
      [`/search?q=${'x'.repeat(4100)}`, 414, '链接太长 · URL too long'],
    ];
    for (const [url, status, message] of cases) {
      const r = await get(url);
      expect([url, r.status]).toEqual([url, status]);
      expect(r.text).toContain(`<p>${message}</p>`);
      if (status === 404) expect(r.text).toContain(waysOut);
      else expect(r.text).not.toContain(waysOut);
    }
    const none = await get('/nosuch');
    expect(none.text).toContain(`<p>没有这个页面 · No such page.</p>${waysOut}`);
    // The 纠错 form posted with a field no reader may correct: the page and the inline (JSON) form say it the same way.
    const reader = agent(app);
    const csrf = csrfOf((await reader.get(`/report?paper=${paper}&field=title_zh`)).text);
    const posted = await reader.post('/report', { _csrf: csrf, paper, field: 'title', proposed: 'x' });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('<p>纠错字段须为 title_zh、summary_zh、summary_en、affiliation、venue 之一 · field: must be one of title_zh, summary_zh, summary_en, affiliation, venue</p>');
    const inline = await reader.post('/report', { _csrf: csrf, paper, field: 'title', proposed: 'x' }, { accept: 'application/json' });
    expect([inline.status, JSON.parse(inline.text)]).toEqual([400, { ok: false, error: '纠错字段须为 title_zh、summary_zh、summary_en、affiliation、venue 之一 · field: must be one of title_zh, summary_zh, summary_en, affiliation, venue' }]);
  });

  it('keeps the API error texts English', async () => {
    const api = async (url: string) => { const res = await app.request(url); return { status: res.status, body: await res.json() }; };
    expect(await api('/api/v1/venues/icml-2026/papers?category=CS!')).toEqual({ status: 400, body: { error: { status: 400, message: 'category: an arXiv category such as cs.LG, or an archive such as cs' } } });
    // The site guard's refusals, said Chinese first on the pages (above), stay English on the API.
    expect(await api(`/api/v1/search?${Array.from({ length: 41 }, (_, i) => `p${i}=1`).join('&')}`)).toEqual({ status: 400, body: { error: { status: 400, message: 'Too many query parameters (at most 40)' } } });
    expect(await api(`/api/v1/search?q=${'x'.repeat(4100)}`)).toEqual({ status: 414, body: { error: { status: 414, message: 'URL too long' } } });
    expect(await api('/api/v1/papers/2601.99999')).toEqual({ status: 404, body: { error: { status: 404, message: 'paper 2601.99999: not in this Paperboard' } } });
    const crossSite = async (url: string) => (await app.request(url, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', accept: 'application/json', 'content-type': 'application/json' }, body: '{}' }));
    expect(await (await crossSite(`/api/v1/papers/${paper}/reports`)).json()).toEqual({ error: { status: 403, message: 'Cross-site form submissions are refused.' } });
    expect(await (await crossSite('/report')).json()).toEqual({ ok: false, error: '拒绝来自其他网站的表单提交 · Cross-site form submissions are refused.' });
  });

  it('explains the empty search page in Chinese as well as English', async () => {
    const r = await get('/search?q=');
    expect(r.status).toBe(200);
    expect(r.text).toContain('搜索英文标题、作者、摘要与备注');
  });

  it('says why the institution list and an edition’s institution charts are empty before affiliations are read, in Chinese too', async () => {
    const list = await get('/institutions');
    expect(list.text).toContain('0 个机构 institutions');
    expect(list.text).toContain('还没有提取到机构');
    expect((await get('/institutions?q=nosuchplace')).text).not.toContain('还没有提取到机构');
    expect((await get('/stats/icml-2026')).text).toContain('本届论文的机构还没有提取');
  });

  it('thanks a reader for a report in Chinese too, with the way back (home when the paper id is unreadable)', async () => {
    const thanks = await get(`/report/thanks?paper=${paper}`);
    expect(thanks.text).toContain('纠错已提交，等待管理员审核');
    expect(thanks.text).toContain(`href="/papers/${paper}">← 返回论文`);
    expect((await get('/report/thanks?paper=nonsense')).text).not.toContain('href="/papers/"');
  });

  it('answers the API root with its routes and the OpenAPI document, not a 404', async () => {
    for (const url of ['/api/v1', '/api/v1/']) {
      const r = await get(url);
      expect(r.status, url).toBe(200);
      const body = JSON.parse(r.text) as { openapi: string; routes: { method: string; path: string; summary: string }[] };
      expect(body.openapi).toBe('/api/v1/openapi.json');
      expect(body.routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/v1/search' }));
      expect(body.routes.every((x) => x.summary.length > 0)).toBe(true);
    }
    expect((await get('/api/v1/nosuch')).status).toBe(404);
  });

  it('shows a venue’s current value in the 纠错 form as a reader reads it, not as stored JSON, with bilingual labels', async () => {
    for (const url of [`/report?paper=${paper}&field=venue&key=icml%7C2026`, `/report?paper=${paper}&field=venue&key=icml%7C2026&fragment=1`]) {
      const r = await get(url);
      expect(r.status, url).toBe(200);
      const current = /<span class="report-current">([^<]*)<\/span>/.exec(r.text)?.[1];
      expect(current, url).toBe('ICML 2026 · main · accepted');
      for (const label of ['会议 Venue', '年份 Year', '类别 Track', '状态 Status']) expect(r.text, label).toContain(label);
    }
  });

  it('names every column of the moderators’ queue and lets its wide tables scroll on their own', async () => {
    const q = await get('/admin/reports', { cookie });
    expect(q.status).toBe(200);
    expect(q.text).toContain('ICML 2026 · main · accepted · oral');
    expect(q.text).not.toMatch(/<th><\/th>/);
    expect(q.text).toMatch(/<section class="wide" aria-label="[^"]+" tabindex="0"><table class="queue">/);
    const html = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(q.text);
    expect(html.results.flatMap((x) => x.messages).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
  });

  it('tells the moderator what the last submit did: how many accepted or rejected, or that nothing was selected', async () => {
    const mod = agent(app);
    mod.jar.set(SESSION_COOKIE, cookie.slice(SESSION_COOKIE.length + 1));
    const msgOf = (r: { res: Response }) => new URL(r.res.headers.get('location') ?? '', 'http://x').searchParams.get('msg');
    const queue = await mod.get('/admin/reports');
    const id = /value="reject:(\d+)"/.exec(queue.text)?.[1];
    expect(id).toBeDefined();
    expect(msgOf(await mod.post('/admin/reports', { _csrf: csrfOf(queue.text), bulk: 'accept' }))).toBe('未选择纠错：请勾选要处理的纠错 · Nothing selected — tick the reports to decide');
    const done = await mod.post('/admin/reports', { _csrf: csrfOf(queue.text), one: `reject:${id}`, [`reason_${id}`]: 'duplicate' });
    expect(done.status).toBe(303);
    expect(msgOf(done)).toBe('已拒绝 1 条纠错 · 1 report rejected');
  });
});
