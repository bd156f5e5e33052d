import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { testConfig } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { queueFor } from '../helpers/queues.ts';
import { artifactPath, describeBrowser, fileBrowser } from '../helpers/browser.ts';
import { seedPapers, WRONG } from '../corrections/fixture.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { createApp } from '../../src/web/app.tsx';
import { createReport } from '../../src/corrections/reports.ts';
import type { FieldKey } from '../../src/corrections/fields.ts';
import { textKey } from '../../src/institutions/affiliation-keys.ts';
import { acceptReport } from '../../src/corrections/moderate.ts';
import { finishRun, recordError, savePage, startOrResumeRun } from '../../src/harvest/runs.ts';
import { recordCall } from '../../src/enrich/llm-ledger.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { ENRICH_PROMPT_VERSION } from '../../src/enrich/prompts.ts';
import { ENRICH_TASK } from '../../src/enrich/tasks.ts';
import { createSession } from '../../src/web/security/admin-auth.ts';
import { SESSION_COOKIE } from '../../src/web/security/site-guard.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LLM = { PAPERBOARD_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model' };

/** Every admin page with something in each of its tables, each kind of stored state among them. */
async function seedAdmin(t: TestStore, jobs: Jobs): Promise<{ session: string; correction: number }> {
  const ids = await seedPapers(t.store);
  const report = (field: FieldKey, targetKey: string, proposed: string) => createReport(t.store, { paperId: ids[0], field, targetKey, currentValue: null, proposed, note: '名字被 "and" 截断' }, 'fp');
  await report('title_zh', '', '新的中文标题');
  await report('venue', 'new', '{"venue":"ICML","year":2026,"track":"workshop","workshop":"AI for Math","status":"accepted","presentation":"oral"}');
  await createReport(t.store, { paperId: ids[1], field: 'affiliation', targetKey: textKey(WRONG), currentValue: WRONG, proposed: `${WRONG} and Economics`, note: null }, 'fp');
  const correction = await acceptReport(t.store, await createReport(t.store, { paperId: ids[2], field: 'summary_en', targetKey: '', currentValue: null, proposed: 'A better summary.', note: null }, 'fp'), { by: '李审核' });
  await t.store.db.insertInto('affiliation_disagreements').values({
    paper_id: ids[3], author_index: 0, author_name: 'First Author', work_id: 'https://openalex.org/W1', pair_key: 'k', status: 'pending', created_at: new Date().toISOString(), decided_at: null, decided_by: null,
    ours_json: '[]', openalex_json: JSON.stringify([{ text: 'Peking University, Beijing, China', institutions: [] }]),
  }).execute();
  const { run } = await startOrResumeRun(t.store, 'oai', 'oai:cs:2026-12-01', {});
  await savePage(t.store, run.id, 'token-1', { pages: 1, records: 10, inserted: 8, updated: 1, skipped: 1, requests: 1 });
  await recordError(t.store, run.id, { code: 'HTTP_503', message: 'arXiv answered 503', recordId: null });
  await finishRun(t.store, run.id, new Error('arXiv answered 503'));
  await t.store.db.insertInto('list_fetches').values({ source: 'pmlr', ref: 'v999', venue: 'ICML', year: 2026, edition: 'icml-2026', started_at: new Date().toISOString(), finished_at: new Date().toISOString(),
    status: 'error', error: '[OFFICIAL_EMPTY] no papers', requests: 1, not_modified: 0, entries: 0, counts_json: '{}' }).execute();
  await recordCall(t.store, { llmPriceInput: 1, llmPriceOutput: 2 }, { runId: 'enrich-1', model: 'fake-model', purpose: 'enrich', items: 2, promptTokens: 900, completionTokens: 200, ok: true, durationMs: 1200 });
  await saveEnrichment(t.store, { paperId: ids[0], version: 1, task: 'summary_zh', model: 'fake-model', promptVersion: ENRICH_PROMPT_VERSION, attempts: 1, callId: null, value: '总结' });
  await jobs.enqueue(ENRICH_TASK, { paperIds: ids.slice(1) });
  // arXiv's site not answering (the affiliations wait for it), its API answering
  const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
  await t.store.db.insertInto('host_health').values([
    { host: 'arxiv.org', last_success_at: ago(90), failing_since: ago(30), failures: 42, last_failure_at: ago(1), last_error: 'network error: fetch failed (getaddrinfo ENOTFOUND arxiv.org)', last_status: null, updated_at: ago(1) },
    { host: 'export.arxiv.org', last_success_at: ago(2), failing_since: null, failures: 0, last_failure_at: null, last_error: null, last_status: null, updated_at: ago(2) },
  ]).execute();
  return { session: await createSession(t.store, 'tester'), correction };
}

/**
 * What a page shows in English only: each heading, table header, button, label, legend, empty state and option, and
 * each placeholder, aria-label and title, that has Latin letters but no Chinese (proper names alone, like "OpenAlex", pass).
 */
function englishOnly(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u4e00-\u9fff]/;
    const proper = /^(#|OpenAlex|JSON|API|Paperboard|[\d\s.,:()/%*+-]*)$/;
    const own = (e: Element) => [...e.childNodes].filter((n) => n.nodeType === 3 || (n as Element).tagName === 'SPAN' || (n as Element).tagName === 'B').map((n) => n.textContent ?? '').join('').trim();
    const out: string[] = [];
    const check = (what: string, text: string) => { if (text && /[A-Za-z]/.test(text) && !han.test(text) && !proper.test(text)) out.push(`${what}: ${text}`); };
    for (const e of document.querySelectorAll('main h1, main h2, main th, main button, main label, main legend, main option, main .empty, main [role=status], main .pending, main .notice, main caption')) check(e.tagName.toLowerCase(), own(e) || (e.textContent ?? '').trim());
    for (const e of document.querySelectorAll('main [placeholder], main [aria-label], main [title]')) for (const a of ['placeholder', 'aria-label', 'title']) check(`${e.tagName.toLowerCase()}[${a}]`, e.getAttribute(a) ?? '');
    return [...new Set(out)];
  });
}

for (const kind of storeKinds()) {
  describeBrowser(`the admin area in Chinese and English, at 1280 and 375 px [${kind}]`, () => {
    let t: TestStore;
    let jobs: Jobs;
    let browser: Browser;
    let server: { url: string; close(): Promise<void> };
    let seeded: { session: string; correction: number };
    beforeAll(async () => {
      t = await createTestStore(kind);
      jobs = await queueFor(kind, t, { run: false });
      seeded = await seedAdmin(t, jobs);
      server = await listen(await createApp({ store: t.store, config: testConfig(LLM), jobs }));
      browser = await fileBrowser();
    });
    afterAll(async () => {
      await server?.close();
      await jobs?.stop();
      await t?.drop();
    });

    const pages = () => ['/admin', '/admin/reports', '/admin/corrections', `/admin/corrections/${seeded.correction}/edit`, '/admin/openalex', '/admin/harvest', '/admin/lists', '/admin/llm'];

    it('says every heading, table header, button, label, empty state and control name in Chinese too, the login page as well', async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      const english: Record<string, string[]> = {};
      await page.goto(`${server.url}/admin/login`);
      const login = await englishOnly(page);
      if (login.length) english['/admin/login'] = login;
      await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
      for (const url of pages()) {
        await page.goto(`${server.url}${url}`);
        expect(await page.locator('main table').count(), `${url} shows its table`).toBeGreaterThan(url.endsWith('/edit') ? -1 : 0);
        const found = await englishOnly(page);
        if (found.length) english[url] = found;
      }
      await ctx.close();
      expect(english).toEqual({});
    }, 300_000);

    it('shows stored states and times in both languages: a failed run, a list fetch in error, AI fields done, the time left and the queue', async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
      const page = await ctx.newPage();
      const cells = async (url: string, sel: string) => { await page.goto(`${server.url}${url}`); return page.locator(sel).allInnerTexts(); };
      expect(await cells('/admin/harvest', 'main section[aria-label^="抓取记录"] td:nth-child(3)')).toEqual(['失败 failed']);
      expect(await page.locator('main table time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await cells('/admin/lists', 'main table td:nth-child(5)')).toEqual(['出错 error']);
      expect(await cells('/admin/llm', 'main h2 + table tbody tr')).toEqual(['中文总结 Chinese summary\t完成 done\t1']);
      expect(await page.locator('main').innerText()).toContain('AI 字段 AI fields');
      await page.goto(`${server.url}/admin`);
      const enrichment = await page.locator('tr[data-kind=enrichment] td').allInnerTexts();
      expect(enrichment[2]).toBe('1');
      expect(enrichment[6]).toBe('4 小时 00 分钟 4 h 00 min');
      expect(await page.locator('tr[data-kind=titles] td').last().innerText()).toBe('完成 done');
      // every seeded paper has its affiliations: nothing waits for arxiv.org, so no "waiting for" (test/e2e/sources-not-answering.test.ts has that)
      expect(await page.locator('tr[data-kind=affiliations] td').last().innerText()).toBe('完成 done');
      expect(await page.locator('li[data-host="arxiv.org"]').innerText()).toMatch(/^无响应 not answering · arxiv\.org：自 .*起无响应（42 次请求失败；最近：network error: .*）；等待它的任务：机构 · arxiv\.org: not answering since .*\(42 failed requests; last: network error: fetch failed \(getaddrinfo ENOTFOUND arxiv\.org\)\); waiting for it: affiliations$/);
      expect(await page.locator('li[data-host="export.arxiv.org"]').innerText()).toMatch(/^export\.arxiv\.org：正常响应（最近一次响应在 2 分钟前）；用于：标题检索、抓取 · export\.arxiv\.org: answering \(last answer .* UTC, 2 min ago\); needed by: title look-ups, harvest$/);
      expect(await page.locator('main').innerText()).toContain('尚缺 AI 字段的论文');
      await ctx.close();
      // On a phone the time left stays one line ("4 小时 00 分钟 4 h 00 min" was broken over five, making each row five lines tall).
      const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await phone.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
      const small = await phone.newPage();
      await small.goto(`${server.url}/admin`);
      const lines = await small.locator('tr[data-kind=enrichment] td').last().evaluate((td) => { const r = document.createRange(); r.selectNodeContents(td); return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; });
      expect(lines).toBe(1);
      await phone.close();
    }, 300_000);

    it('links every admin page to every other one, from each of them (harvest, lists and LLM had no way back), the page shown marked as current', async () => {
      const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
      const page = await ctx.newPage();
      const sections = ['/admin', '/admin/reports', '/admin/openalex', '/admin/corrections', '/admin/harvest', '/admin/lists', '/admin/llm'];
      const seen: Record<string, { links: string[]; current: string }> = {};
      for (const url of sections) {
        await page.goto(`${server.url}${url}`);
        const nav = page.getByRole('navigation', { name: /管理页面 Admin pages/ });
        seen[url] = { links: await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')), current: await nav.locator('[aria-current=page]').innerText() };
      }
      await ctx.close();
      for (const url of sections) {
        expect(seen[url].links, url).toEqual(sections.filter((s) => s !== url));
        expect(seen[url].current, url).toMatch(/[\u4e00-\u9fff].* [A-Z]/);
      }
    }, 300_000);

    it('stacks each pending report and disagreement as a card on a 375 px phone: every Accept, Reject, Use and Dismiss button on screen without scrolling sideways and named for its row, each value labelled', async () => {
      const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
      const page = await ctx.newPage();
      const outside: string[] = [];
      for (const url of ['/admin/reports', '/admin/openalex']) {
        await page.goto(`${server.url}${url}`);
        const buttons = page.locator('table.queue button');
        expect(await buttons.count()).toBeGreaterThan(1);
        // Each row's buttons name their row (a screen reader lists "接受 Accept #2", not a column of identical "Accept").
        const names = await buttons.allTextContents();
        expect(new Set(names).size, names.join(' | ')).toBe(names.length);
        for (const b of await buttons.all()) {
          const box = (await b.boundingBox())!;
          if (box.x < 0 || box.x + box.width > 375) outside.push(`${url} ${await b.innerText()} at x=${Math.round(box.x)}`);
        }
        const label = url.endsWith('openalex') ? '"OpenAlex"' : '"建议值 proposed"';
        expect(await page.locator('table.queue td.new').first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe(label);
        await page.screenshot({ path: artifactPath(`admin-queue-375${url.replace(/\//g, '-')}-${kind}.png`), fullPage: true });
      }
      await ctx.close();
      expect(outside).toEqual([]);
    }, 300_000);

    it('has no serious or critical axe-core violation on any admin page, and no page is wider than a 375 px phone', async () => {
      const found: Record<string, string[]> = {};
      const widths: Record<string, number> = {};
      for (const width of [1280, 375]) {
        const ctx = await browser.newContext({ viewport: { width, height: 900 } });
        await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: server.url }]);
        const page = await ctx.newPage();
        for (const url of pages()) {
          await page.goto(`${server.url}${url}`);
          await page.evaluate(AXE_SOURCE);
          const violations = await page.evaluate(async () => {
            const axe = (globalThis as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
            return (await axe.run(document, { resultTypes: ['violations'] })).violations;
          });
          const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} (${v.nodes[0]?.target.join(' ')})`);
          if (bad.length) found[`${url} @${width}`] = bad;
          if (width === 375) widths[url] = await page.evaluate(() => document.documentElement.scrollWidth);
        }
        if (width === 375) await page.goto(`${server.url}/admin`).then(() => page.screenshot({ path: artifactPath(`admin-375-${kind}.png`), fullPage: true }));
        await ctx.close();
      }
      expect(found).toEqual({});
      expect(widths).toEqual(Object.fromEntries(pages().map((u) => [u, 375])));
    }, 300_000);
  });
}
