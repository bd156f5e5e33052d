import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';
import { seedInstitutions } from './seed.ts';

/** Console errors and CSP violations seen by a page. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

describeBrowser('institution and stats pages, reader habits, in headless Chromium', () => {
  const site = browserSite('sqlite', async (t) => {
    await seedInstitutions(t.store);
  }, {}, createSampleStore);

  it('draws the stats charts as inline SVG with no CSP errors, also without JavaScript', async () => {
    for (const js of [true, false]) {
      const ctx = await site.browser.newContext({ viewport: { width: 1100, height: 900 }, javaScriptEnabled: js });
      const page = await ctx.newPage();
      const errors = watch(page);
      await page.goto(`${site.url}/stats/icml-2025`);
      const charts = page.locator('.chart-wide svg');
      expect(await charts.count()).toBe(3);
      const box = await charts.first().boundingBox();
      expect(box!.width).toBeGreaterThan(300);
      expect(box!.height).toBeGreaterThan(200);
      const bars = await charts.first().locator('path[fill="#0b57d0"]').count();
      expect(bars).toBeGreaterThanOrEqual(10);
      const label = charts.first().locator('text', { hasText: '艾伦人工智能研究所' });
      expect(await label.count()).toBe(1);
      const font = await label.evaluate((n) => getComputedStyle(n).fontSize);
      expect(font).toBe('13px');
      if (js) await page.screenshot({ path: artifactPath('stats-icml-2025.png'), fullPage: true });
      expect(errors, errors.join('\n')).toEqual([]);
      await ctx.close();
    }
  });

  it('draws the stats charts for a phone at 375 px: the labels read at their size (about 13 px), not shrunk to half by scaling a desktop chart down', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/stats/icml-2025`);
    expect(await page.locator('.chart-wide svg').first().isVisible()).toBe(false);
    const chart = page.locator('.chart-narrow svg').first();
    expect(await chart.isVisible()).toBe(true);
    const label = chart.locator('text', { hasText: '艾伦人工智能研究所' });
    expect(await label.count()).toBe(1);
    // The rendered height of a 13 px label: about 13 px when drawn for the phone, 6-7 px when a 720 px chart is scaled to fit.
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(11);
    expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.screenshot({ path: artifactPath('stats-icml-2025-375.png'), fullPage: true });
    await ctx.close();
  });

  it('shows an institution page on a phone, moves with j / k, stars a paper and keeps the star after reload', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const errors = watch(page);
    await page.goto(`${site.url}/institutions`);
    await page.getByRole('link', { name: /University of Washington（华盛顿大学）/ }).click();
    await page.waitForURL(/\/institutions\/university-of-washington$/);
    expect(await page.locator('h1').innerText()).toContain('华盛顿大学');
    expect(await page.locator('h2.group').first().innerText()).toBe('ICML 2025');
    const papers = page.locator('article.paper');
    expect(await papers.count()).toBe(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await papers.nth(1).getAttribute('class')).toContain('pb-current');
    // the focus follows, so Tab goes on inside the current paper (its first link) and a screen reader reads it
    const focused = () => page.evaluate(() => document.activeElement?.closest('article.paper')?.getAttribute('data-paper') ?? null);
    expect(await focused()).toBe(await papers.nth(1).getAttribute('data-paper'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await focused()).toBe(await papers.nth(1).getAttribute('data-paper'));
    await page.keyboard.press('k');
    expect(await papers.nth(0).getAttribute('class')).toContain('pb-current');
    expect(await focused()).toBe(await papers.nth(0).getAttribute('data-paper'));
    await papers.nth(2).getByRole('button', { name: /收藏/ }).click();
    expect(await papers.nth(2).getByRole('button', { name: /已收藏/ }).count()).toBe(1);
    await page.keyboard.press('s');
    expect(await page.locator('.pb-star-count').innerText()).toBe('2');
    await page.screenshot({ path: artifactPath('institution-uw-phone.png') });
    await page.reload();
    expect(await page.locator('article.paper.starred').count()).toBe(2);
    await page.locator('.pb-star-list').click();
    expect(await page.locator('.pb-starred li').count()).toBe(2);
    const id = await papers.nth(0).getAttribute('data-paper');
    await page.keyboard.press('j');
    await Promise.all([page.waitForURL(new RegExp(`/papers/${id}$`)), page.keyboard.press('o')]);
    await page.goBack();
    expect(await page.locator('article.paper.pb-visited').count()).toBeGreaterThanOrEqual(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await ctx.close();
  });

  it('opens a 纠错 form inline from the keyboard, says it is open, and Escape closes it back to its link', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/venues/icml-2025`);
    const link = page.locator('article.paper a.report-link[href*="field=venue"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.locator('.report-inline input[name=v_venue]').waitFor();
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('v_venue');
    // a wrong year: said (role=alert) by its label, the year input marked and focused
    const form = page.locator('.report-inline form');
    await form.locator('input[name=v_year]').fill('1850'); // four digits: past the browser's own check, refused by the server
    await form.locator('button[type=submit]').click();
    expect(await form.getByRole('alert').innerText()).toBe('年份 Year: 年份须在 1900 到 2199 之间 · a year between 1900 and 2199');
    expect(await page.evaluate(() => [(document.activeElement as HTMLInputElement).name, document.activeElement?.getAttribute('aria-invalid')])).toEqual(['v_year', 'true']);
    await page.keyboard.press('Escape');
    expect(await page.locator('.report-inline').count()).toBe(0);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('report-link'))).toBe(true);
    await ctx.close();
  });

  it('highlights several keywords, shows only matching papers, toggles the display language and copies a paper', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await ctx.newPage();
    const errors = watch(page);
    await page.goto(`${site.url}/venues/icml-2025`);
    await page.locator('.pb-hl-input').fill('diffusion, graph');
    expect(await page.locator('mark.pb-hl-0').count()).toBeGreaterThan(0);
    expect(await page.locator('mark.pb-hl-1').count()).toBeGreaterThan(0);
    const all = await page.locator('article.paper').count();
    await page.locator('.pb-only').check();
    const shown = await page.locator('article.paper:visible').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    expect(await page.locator('.pb-hl-status').innerText()).toContain(`${shown} / ${all}`);
    await page.screenshot({ path: artifactPath('venue-highlight-only-matching.png') });
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    expect(await page.locator('.zh-title:visible').count()).toBe(0);
    await page.getByRole('button', { name: '中英', exact: true }).click();
    expect(await page.locator('.zh-title:visible').count()).toBe(shown);
    const first = page.locator('article.paper:visible').first();
    await first.getByRole('button', { name: /Copy/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const title = await first.locator('h2').innerText();
    expect(copied.split('\n')).toEqual([title.replace(/\s+/g, ' ').trim(), expect.any(String), `https://arxiv.org/abs/${await first.getAttribute('data-paper')}`]);
    expect(errors, errors.join('\n')).toEqual([]);
    await ctx.close();
  });

  it('filters a venue page through its form without JavaScript', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${site.url}/venues/icml-2025`);
    await page.locator('details.filters summary').click();
    await page.locator('select[name=country]').selectOption('CN');
    await Promise.all([page.waitForURL(/country=CN/), page.getByRole('button', { name: /Apply/ }).click()]);
    expect(Number(/共 ([\d,]+) 篇/.exec(await page.locator('main').innerText())?.[1].replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await page.locator('article.paper .inst').first().innerText()).toMatch(/（[^）]*(大学|华为)/);
    await page.screenshot({ path: artifactPath('venue-filter-country-cn-phone.png'), fullPage: false });
    await ctx.close();
  });
});
