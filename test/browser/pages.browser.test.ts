import { expect, it } from 'vitest';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';

describeBrowser('pages in headless Chromium', () => {
  const site = browserSite('sqlite', async () => {}, {}, createSampleStore);

  it('opens a venue page on a phone-sized screen, without JavaScript, and pages through it', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${site.url}/`);
    await Promise.all([page.waitForURL(/\/venues\/icml-2025/), page.getByRole('link', { name: 'ICML 2025' }).first().click()]);
    expect(page.url()).toMatch(/\/venues\/icml-2025$/);
    expect(await page.locator('article.paper').count()).toBe(50);
    const first = page.locator('article.paper').first();
    expect(await first.locator('h2 a').innerText()).not.toBe('');
    expect(await first.locator('.tag').first().innerText()).toMatch(/ICML 2025/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifactPath('venue-icml-2025-phone.png'), fullPage: false });
    await Promise.all([page.waitForURL(/page=2/), page.getByRole('link', { name: /下一页/ }).click()]);
    expect(page.url()).toMatch(/page=2/);
    expect(errors, errors.join("\n")).toEqual([]);
    await ctx.close();
  });

  it('runs a search from the header box and highlights the matches', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/`);
    await page.getByRole('searchbox').fill('diffusion policy');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/search\?q=diffusion/);
    expect(await page.locator('article.paper').count()).toBeGreaterThan(0);
    expect(await page.locator('mark').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('search-diffusion-policy.png') });
    await page.close();
  });
});
