import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { describeBrowser, fileBrowser } from '../helpers/browser.ts';
import { agent, csrfOf, login } from '../corrections/fixture.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { textKey } from '../../src/institutions/affiliation-keys.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { tempFile } from '../helpers/data.ts';
import { listReports } from '../../src/corrections/reports.ts';
import { acceptReport } from '../../src/corrections/moderate.ts';

const TOKEN = 'moderator-token-0123456789';
/** Classic and context-breaking payloads; each would call alert() or set window.__xss if it ever ran. */
const PAYLOADS = [
  '<script>alert(1)</script>', '"><script>alert(2)</script>', "'><img src=x onerror=alert(3)>", '<svg onload=alert(4)>',
  '<img src=x onerror="window.__xss=5">', '</textarea><script>alert(6)</script>', '</title><script>alert(7)</script>',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>', '<a href="javascript:alert(9)">x</a>', '<body onload=alert(10)>',
  '<details open ontoggle=alert(11)>', '<math><mi xlink:href="javascript:alert(12)">x</mi></math>', '&lt;script&gt;alert(13)&lt;/script&gt;',
  '<style>@import "javascript:alert(14)"</style>', '\\u003cscript\\u003ealert(15)\\u003c/script\\u003e', '<input autofocus onfocus=alert(16)>',
  '<object data="javascript:alert(17)">', '<base href="javascript:/">', '{{constructor.constructor("alert(18)")()}}', '$\\frac{a<b}{c>d}$ & AT&amp;T <b>x</b>',
];

async function hostilePapers(t: TestStore): Promise<string[]> {
  const papers = PAYLOADS.map((p, i) => ({
    id: `2605.${String(90000 + i)}`, title: `Attack ${i} ${p}`, authors: `Eve ${p}, Mallory`, abstract: `Abstract ${p}`,
    comments: `Accepted at ICML 2026 ${p}`, 'journal-ref': `J ${p}`, categories: 'cs.LG',
  }));
  await importFile(t.store, tempFile('xss.jsonl', papers.map((p) => JSON.stringify(p))));
  await indexPending(t.store);
  for (const [i, p] of papers.entries()) {
    const text = `Lab ${PAYLOADS[i]}`;
    await setPaperAffiliations(t.store, p.id, 1, { source: 'html', authors: [{ name: `Eve ${PAYLOADS[i]}`, affiliations: [{ text, institutions: [{ id: null, ror: null, name_en: text, name_zh: `实验室${PAYLOADS[i]}`, country: null, unit_en: null, unit_zh: null }] }] }] });
  }
  return papers.map((p) => p.id);
}

async function reportEverything(t: TestStore, app: Parameters<typeof agent>[0], ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const a = agent(app, { 'x-forwarded-for': `10.0.0.${i}` });
    const field = ['title_zh', 'summary_zh', 'affiliation'][i % 3];
    const key = field === 'affiliation' ? `&key=${encodeURIComponent(textKey(`Lab ${PAYLOADS[i]}`))}` : '';
    const page = await a.get(`/report?paper=${id}&field=${field}${key}`);
    const r = await a.post('/report', { _csrf: csrfOf(page.text), paper: id, field, key: field === 'affiliation' ? textKey(`Lab ${PAYLOADS[i]}`) : '', proposed: `中文 ${PAYLOADS[i]}`, note: PAYLOADS[i] });
    expect(r.status).toBe(303);
  }
  const pending = await listReports(t.store, 'pending');
  for (const r of pending.filter((_, i) => i % 2 === 0)) await acceptReport(t.store, Number(r.id), { by: 'xss-test', scope: r.field === 'affiliation' ? 'alias' : 'paper' });
}

/** Visits a page and returns what would prove a payload ran or was parsed as markup. */
async function probe(page: Page, url: string): Promise<string[]> {
  const found: string[] = [];
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForTimeout(50);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    injected: document.querySelectorAll('script:not([src]), iframe, object, embed, math, details:not(.filters):not(:has(> summary)), [onload], [onerror], [onfocus], [ontoggle], base, body style, input[autofocus]').length,
    jsLinks: [...document.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:')).length,
  }));
  if (state.xss !== null) found.push(`${url}: window.__xss=${state.xss}`);
  if (state.injected) found.push(`${url}: ${state.injected} injected elements`);
  if (state.jsLinks) found.push(`${url}: ${state.jsLinks} javascript: links`);
  return found;
}

for (const kind of storeKinds()) {
  describeBrowser(`XSS payloads never execute in Chromium [${kind}]`, () => {
    let t: TestStore;
    let browser: Browser;
    let server: { url: string; close(): Promise<void> };
    let ids: string[];
    beforeAll(async () => {
      t = await createTestStore(kind);
      ids = await hostilePapers(t);
      const app = await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_TRUST_PROXY: 'true' });
      await reportEverything(t, app, ids);
      server = await listen(app);
      browser = await fileBrowser();
    });
    afterAll(async () => {
      await server?.close();
      await t?.drop();
    });

    it('in imported paper fields, affiliations, reports, corrections, search, and the moderator pages', async () => {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const dialogs: string[] = [];
      const cspErrors: string[] = [];
      page.on('dialog', (d) => { dialogs.push(`${page.url()}: ${d.message()}`); void d.dismiss(); });
      page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(`${page.url()}: ${m.text()}`); });
      const urls = [
        `${server.url}/venues/icml-2026`, `${server.url}/`,
        ...ids.map((id) => `${server.url}/papers/${id}`),
        ...PAYLOADS.map((p) => `${server.url}/search?q=${encodeURIComponent(p)}`),
        ...ids.slice(0, 6).map((id, i) => `${server.url}/report?paper=${id}&field=${['title_zh', 'summary_zh', 'affiliation'][i % 3]}`),
        `${server.url}/report?paper=${ids[0]}&field=${encodeURIComponent(PAYLOADS[0])}`,
        `${server.url}/admin/login?next=${encodeURIComponent(PAYLOADS[1])}`,
      ];
      const found: string[] = [];
      for (const url of urls) found.push(...await probe(page, url));
      await page.goto(`${server.url}/papers/${ids[0]}`);
      expect(await page.locator('article.paper h1').innerText()).toContain(PAYLOADS[0]);
      expect(await page.locator('#corrections').innerText()).toContain(`中文 ${PAYLOADS[0]}`);
      const a = agent((await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN })));
      expect(await login(a, TOKEN)).toBe(303);
      await ctx.addCookies([{ name: 'pb_admin', value: a.jar.get('pb_admin')!, url: server.url }]);
      for (const url of ['/admin/reports', '/admin/corrections', `/admin/reports?msg=${encodeURIComponent(PAYLOADS[2])}`]) found.push(...await probe(page, `${server.url}${url}`));
      expect(await page.locator('table.queue tr').count()).toBeGreaterThan(5);
      expect(found, found.join('\n')).toEqual([]);
      expect(dialogs, dialogs.join('\n')).toEqual([]);
      expect(cspErrors, cspErrors.join('\n')).toEqual([]);
      await ctx.close();
    });
  });
}
