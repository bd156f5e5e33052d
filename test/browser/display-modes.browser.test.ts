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

describeBrowser("a venue badge's status words in the display's language", () => {
  const site = browserSite('sqlite', async () => {}, {}, createSampleStore);

  const badge = async (mode: string | null) => {
    const ctx = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    if (mode) await ctx.addInitScript((m) => localStorage.setItem('pb.mode', JSON.stringify(m)), mode);
    const page = await ctx.newPage();
    await page.goto(`${site.url}/venues/icml-2026?track=workshop`);
    const tag = page.locator('article.paper a.tag').first();
    // innerText is what is rendered (display:none words left out), as a reader and a screen reader meet it
    const out = { text: await tag.innerText(), title: (await tag.getAttribute('title')) ?? '', report: (await page.locator('article.paper a.report-link').first().getAttribute('aria-label')) ?? '' };
    if (mode === 'en') await page.screenshot({ path: artifactPath('venue-badge-en-375.png') });
    await ctx.close();
    return out;
  };

  it('says 自报 / 已接收 / 研讨会 on the Chinese displays and self-reported / accepted / Workshop on EN; the hover text says both', async () => {
    for (const mode of [null, 'both', 'zh']) { // null: no stored choice, the default 中英 display
      const b = await badge(mode);
      expect(b.text, String(mode)).toMatch(/^ICML 2026 · 研讨会: .+ · 已接收 · 自报$/);
      expect(b.text).not.toMatch(/self-reported|accepted|Workshop:/);
    }
    const en = await badge('en');
    expect(en.text).toMatch(/^ICML 2026 · (?:Workshop: )?.+ · accepted · self-reported$/);
    expect(en.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.title).toMatch(/已接收 accepted · 自报 self-reported — 来源 source: 作者备注 comments “/);
    expect(en.report).toBe('纠错 Report an error: 会议 Venue / track / status ICML 2026');
  }, 120_000);
});
