import { expect, it } from 'vitest';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { createSession } from '../../src/web/security/admin-auth.ts';
import { SESSION_COOKIE } from '../../src/web/security/site-guard.ts';

const PHONE = { width: 375, height: 800 };

describeBrowser('the 纠错 flow on a 375 px phone: the form and the moderators’ queue fit the screen', () => {
  const seeded = { paper: '', session: '' };
  const site = browserSite('sqlite', async (t) => {
    seeded.paper = (await papersOfEdition(t.store, 'icml-2026', 1, 1)).items[0].id;
    seeded.session = await createSession(t.store, 'tester');
    // Comments with a long unbroken URL, as real ones print project pages.
    await importFile(t.store, tempFile('long-url.jsonl', commentRecords([['2605.00041',
      'Project page and hi-res paper: https://research.example.org/labs/somegroup/projects/aratherlongprojectnamewithoutbreaks/. ICML 2026']], 'Unbroken comments', 'cs.CV')));
    await indexPending(t.store);
  }, {}, createSampleStore);

  it('shows a paper, opens its venue report form inline, readable and no wider than the screen, sends it, and the queue and the corrections log fit too', async () => {
    const ctx = await site.browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    const widths: Record<string, number> = {};
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${site.url}/papers/${seeded.paper}`);
    widths.paper = await width();
    await page.locator('a.report-link[href*="field=venue"]').first().click();
    const form = page.locator('.report-inline form.report-form');
    await form.waitFor();
    expect(await form.locator('.report-current').innerText()).toMatch(/^ICML 2026 · /);
    widths.inline = await width();
    await page.screenshot({ path: artifactPath('report-venue-inline-375.png') });
    await form.locator('select[name=v_presentation]').selectOption('oral');
    await form.locator('button[type=submit]').click();
    expect(await page.locator('.report-inline .report-done').innerText()).toContain('纠错已提交');
    await page.goto(`${site.url}/report?paper=${seeded.paper}&field=venue&key=icml%7C2026`);
    widths.page = await width();
    await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: site.url }]);
    await page.goto(`${site.url}/admin/reports`);
    expect(await page.locator('table.queue tr').count()).toBeGreaterThan(1);
    widths.queue = await width();
    await page.screenshot({ path: artifactPath('admin-reports-375.png') });
    await Promise.all([page.waitForURL(/msg=/), page.locator('table.queue button[value^="accept:"]').first().click()]);
    await page.goto(`${site.url}/admin/corrections`);
    expect(await page.locator('main table tr').count()).toBeGreaterThan(1);
    widths.log = await width();
    await ctx.close();
    expect(widths).toEqual({ paper: PHONE.width, inline: PHONE.width, page: PHONE.width, queue: PHONE.width, log: PHONE.width });
  }, 120_000);

  it('wraps a long unbroken URL in the comments instead of widening the page', async () => {
    const ctx = await site.browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    const widths: Record<string, number> = {};
    for (const url of ['/papers/2605.00041', '/search?q=unbroken+comments']) {
      await page.goto(`${site.url}${url}`);
      expect(await page.locator('article.paper .comments').first().innerText()).toContain('aratherlongprojectname');
      widths[url] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    await ctx.close();
    expect(widths).toEqual({ '/papers/2605.00041': PHONE.width, '/search?q=unbroken+comments': PHONE.width });
  }, 120_000);

  it("keeps a venue page's open filters within the screen when a track's name is long (Datasets & Benchmarks Track 数据集与基准专场)", async () => {
    const ctx = await site.browser.newContext({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/venues/neurips-2025?verified=1`);
    expect(await page.locator('details.filters').getAttribute('open')).not.toBeNull();
    expect(await page.locator('select[name=track]').innerText()).toContain('Datasets & Benchmarks Track 数据集与基准专场');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: artifactPath('venue-filters-375.png') });
    await ctx.close();
    expect(width).toBe(PHONE.width);
  }, 120_000);
});
