import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { storeKinds } from '../helpers/stores.ts';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { seedPapers } from './fixture.ts';
import { listCorrections } from '../../src/corrections/moderate.ts';

const TOKEN = 'moderator-token-venue-browser-01';
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

for (const kind of storeKinds()) {
  describeBrowser(`a venue report decided with fields, in Chromium [${kind}]`, () => {
    let ids: string[] = [];
    const site = browserSite(kind, async (t) => { ids = await seedPapers(t.store); }, { PAPERBOARD_ADMIN_TOKEN: TOKEN });

    it('a reader proposes a workshop; the moderator fixes a mistyped year after the error lands on it, accepts, and the paper shows the venue', async () => {
      const reader = await (await site.browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      await reader.goto(`${site.url}/report?paper=${ids[0]}&field=venue&key=new`);
      await reader.getByLabel(/会议 Venue/).fill('ICML');
      await reader.getByLabel(/年份 Year/).fill('2026');
      await reader.getByLabel(/类别 Track/).selectOption('workshop');
      await reader.getByLabel(/研讨会 Workshop/).fill('AI for Math');
      await Promise.all([reader.waitForURL(/\/report\/thanks/), reader.locator('.report-form button[type=submit]').click()]);

      const ctx = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const mod = await ctx.newPage();
      await mod.goto(`${site.url}/admin/reports`);
      await mod.getByLabel(/Password or token/).fill(TOKEN);
      await mod.getByLabel(/Your name/).fill('Moderator Wang');
      await Promise.all([mod.waitForURL(/\/admin\/reports$/), mod.getByRole('button', { name: /Log in/ }).click()]);
      const row = mod.locator('table.queue tr', { hasText: `arXiv:${ids[0]}` });
      // prefilled from the proposal, each input found by its label
      expect(await row.getByLabel(/研讨会 Workshop/).inputValue()).toBe('AI for Math');
      expect(await row.getByLabel(/类别 Track/).inputValue()).toBe('workshop');
      await row.getByLabel(/年份 Year/).fill('206');
      await row.getByLabel(/报告形式 Presentation/).selectOption('spotlight');
      await row.getByRole('button', { name: /Accept/ }).click();
      await mod.waitForLoadState();
      const alert = mod.getByRole('alert');
      expect(await alert.innerText()).toBe('年份 Year: 年份须在 1900 到 2199 之间 · a year between 1900 and 2199');
      // the focus is on the field at fault, which is described by the error; what was typed is still there
      const focused = await mod.evaluate(() => { const e = document.activeElement as HTMLInputElement; return { name: e.name, value: e.value, invalid: e.getAttribute('aria-invalid'), described: document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent }; });
      expect(focused).toMatchObject({ value: '206', invalid: 'true', described: '年份 Year: 年份须在 1900 到 2199 之间 · a year between 1900 and 2199' });
      expect(focused.name).toMatch(/^v\d+_year$/);
      const again = mod.locator('table.queue tr', { hasText: `arXiv:${ids[0]}` });
      expect(await again.getByLabel(/报告形式 Presentation/).inputValue()).toBe('spotlight');
      await mod.evaluate(AXE_SOURCE);
      const serious = await mod.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run(d: Document): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
        return (await axe.run(document)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(serious).toEqual([]);
      await mod.screenshot({ path: artifactPath(`venue-moderation-error-${kind}.png`), fullPage: true });
      await mod.keyboard.press('Control+A');
      await mod.keyboard.type('2026');
      await Promise.all([mod.waitForURL(/\/admin\/reports\?msg=/), again.getByRole('button', { name: /Accept/ }).click()]);
      expect(await mod.getByRole('status').innerText()).toContain('已接受 1 条纠错 · 1 report accepted');
      const [c] = await listCorrections(site.t.store);
      expect(JSON.parse(c.new_value)).toEqual({ venue: 'ICML', year: 2026, track: 'workshop', workshop: 'AI for Math', status: 'accepted', presentation: 'spotlight' });
      await reader.goto(`${site.url}/papers/${ids[0]}`);
      expect(await reader.locator('article.paper .tag', { hasText: 'AI for Math' }).innerText()).toBe('ICML 2026 · 研讨会: AI for Math · 焦点报告 · 已接收 · 自报');
      await ctx.close();
    }, 180_000);
  });
}
