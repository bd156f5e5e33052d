import { expect, it } from 'vitest';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';

describeBrowser('subscriptions kept in the browser', () => {
  const site = browserSite('sqlite', async () => {}, {}, createSampleStore);

  it('follows a venue page with filters and shows its feed URLs for copying on /subscriptions, with no CSP errors', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${site.url}/venues/icml-2025?track=main`);
    const follow = page.getByRole('button', { name: /关注 Follow/ });
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${site.url}/search?q=diffusion`);
    await page.getByRole('button', { name: /关注 Follow/ }).click();
    await page.goto(`${site.url}/subscriptions`);
    const inputs = page.locator('#subscriptions input');
    await expect.poll(() => inputs.count()).toBe(4);
    expect(await inputs.nth(0).inputValue()).toBe(`${site.url}/feeds/venues/icml-2025.atom?track=main`);
    expect(await inputs.nth(3).inputValue()).toBe(`${site.url}/feeds/search.rss?q=diffusion`);
    expect(await page.locator('#subscriptions-empty').isHidden()).toBe(true);
    await page.screenshot({ path: artifactPath('subscriptions-phone.png') });
    await page.getByRole('button', { name: /Remove/ }).first().click();
    await expect.poll(() => inputs.count()).toBe(2);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
