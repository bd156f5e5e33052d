import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { artifactPath, describeBrowser, launchBrowser } from '../helpers/browser.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { SAMPLE_FILE } from '../../src/main.ts';

describeBrowser('pages in headless Chromium', () => {
  let t: TestStore;
  let browser: Browser;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestStore('sqlite');
    await importFile(t.store, SAMPLE_FILE);
    server = await listen(await testApp(t.store));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await t?.drop();
  });

  it('opens a venue page on a phone-sized screen, without JavaScript, and pages through it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${server.url}/`);
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/`);
    await page.getByRole('searchbox').fill('diffusion policy');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/search\?q=diffusion/);
    expect(await page.locator('article.paper').count()).toBeGreaterThan(0);
    expect(await page.locator('mark').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('search-diffusion-policy.png') });
    await page.close();
  });
});
