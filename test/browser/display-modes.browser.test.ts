import { expect, it } from 'vitest';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';

describeBrowser('the 中文 display mode on papers without a Chinese title yet', () => {
  const site = browserSite('sqlite', async () => {}, {}, createSampleStore);

  it('keeps the English title as the headline, not the "中文标题 not enabled" placeholder', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript(() => localStorage.setItem('pb.mode', JSON.stringify('zh')));
    const page = await ctx.newPage();
    await page.goto(`${site.url}/venues/icml-2026`);
    expect(await page.locator('html').getAttribute('class')).toContain('mode-zh');
    const first = page.locator('article.paper').first();
    expect(await first.locator('.zh-title').getAttribute('class')).toContain('pending');
    const style = (sel: string) => first.locator(sel).evaluate((e) => { const s = getComputedStyle(e); return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight) }; });
    const title = await style('h2');
    const placeholder = await style('.zh-title');
    await page.screenshot({ path: artifactPath('venue-mode-zh-pending.png') });
    await ctx.close();
    expect(title.size).toBeGreaterThan(placeholder.size);
    expect(title.weight).toBeGreaterThan(placeholder.weight);
  }, 120_000);
});
