import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { artifactPath, describeBrowser, fileBrowser } from '../helpers/browser.ts';
import { RIGHT, seedPapers, WRONG } from './fixture.ts';

const TOKEN = 'moderator-token-0123456789';

for (const kind of storeKinds()) {
  describeBrowser(`纠错 end to end in Chromium [${kind}]`, () => {
    let t: TestStore;
    let browser: Browser;
    let server: { url: string; close(): Promise<void> };
    let ids: string[];
    beforeAll(async () => {
      t = await createTestStore(kind);
      ids = await seedPapers(t.store);
      server = await listen(await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN }));
      browser = await fileBrowser();
    });
    afterAll(async () => {
      await server?.close();
      await t?.drop();
    });

    it('a reader reports a wrong institution inline, a moderator accepts it for the alias, every affected paper, the feed, the export, the API and the institution page show it', async () => {
      const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await reader.newPage();
      await page.goto(`${server.url}/papers/${ids[0]}`);
      await page.locator('p.field.inst a.report-link').click();
      const form = page.locator('.report-inline form.report-form');
      await form.waitFor();
      await form.locator('select[name=key]').selectOption({ label: `First Author — ${WRONG}` });
      await form.locator('textarea[name=proposed]').fill(RIGHT);
      await form.locator('textarea[name=note]').fill('The name was cut at "and".');
      await form.getByRole('button', { name: /Send report/ }).click();
      await page.locator('.report-done').waitFor();
      expect(page.url()).toBe(`${server.url}/papers/${ids[0]}`);
      await page.screenshot({ path: artifactPath(`report-inline-${kind}.png`) });
      await reader.close();

      const modCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const mod = await modCtx.newPage();
      await mod.goto(`${server.url}/admin/reports`);
      expect(mod.url()).toContain('/admin/login');
      await mod.getByLabel(/Password or token/).fill(TOKEN);
      await mod.getByLabel(/Your name/).fill('Moderator Li');
      await Promise.all([mod.waitForURL(/\/admin\/reports$/), mod.getByRole('button', { name: /Log in/ }).click()]);
      const row = mod.locator('table.queue tr', { hasText: WRONG });
      expect(await row.locator('.alias-count').innerText()).toBe('3');
      expect(await row.locator('td.new').innerText()).toContain(RIGHT);
      await row.locator('input[value=alias]').check();
      await mod.screenshot({ path: artifactPath(`moderation-queue-${kind}.png`) });
      await Promise.all([mod.waitForURL(/msg=/), row.getByRole('button', { name: /Accept/ }).click()]);
      expect(await mod.locator('.msg').innerText()).toBe('已接受 1 条纠错 · 1 report accepted');
      await modCtx.close();

      const visitor = await browser.newPage();
      for (const id of ids.slice(0, 3)) {
        await visitor.goto(`${server.url}/papers/${id}`);
        expect(await visitor.locator('p.field.inst').innerText()).toContain(RIGHT);
        expect(await visitor.locator('p.field.inst .corrected').innerText()).toMatch(/corrected on \d{4}-\d\d-\d\d/);
        const history = await visitor.locator('#corrections').innerText();
        expect(history).toContain(RIGHT);
        expect(history).toContain('Moderator Li');
      }
      await visitor.screenshot({ path: artifactPath(`paper-corrected-${kind}.png`), fullPage: true });
      await visitor.goto(`${server.url}/papers/${ids[3]}`);
      expect(await visitor.locator('p.field.inst').innerText()).not.toContain('Economics');

      const edition = (await t.store.db.selectFrom('paper_venues').select('edition').where('paper_id', '=', ids[0]).executeTakeFirstOrThrow()).edition;
      const inEdition = (await t.store.db.selectFrom('paper_venues').select('paper_id').where('edition', '=', edition).execute()).map((r) => r.paper_id).filter((id) => ids.slice(0, 3).includes(id));
      const feed = await (await fetch(`${server.url}/feeds/venues/${edition}.atom`)).text();
      expect(feed.split(RIGHT).length - 1).toBeGreaterThanOrEqual(inEdition.length);
      const json = await (await fetch(`${server.url}/exports/venues/${edition}.json`)).text();
      expect(json).toContain('"en":"Shanghai University of Finance and Economics"');
      for (const id of ids.slice(0, 3)) {
        const api = await fetch(`${server.url}/api/v1/papers/${id}`);
        expect(api.status).toBe(200);
        const body = await api.json();
        expect(body.institutions).toContainEqual({ en: 'Shanghai University of Finance and Economics', zh: '上海财经大学' });
        expect(body.institutions.some((i: { en: string }) => i.en === WRONG)).toBe(false);
        expect(body.corrections).toEqual([expect.objectContaining({
          field: 'affiliation', scope: 'alias', old_value: expect.stringContaining(WRONG), new_value: RIGHT,
          created_by: 'Moderator Li', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), undone_at: null, active: true,
        })]);
      }
      const untouched = await (await fetch(`${server.url}/api/v1/papers/${ids[3]}`)).json();
      expect(untouched.corrections).toEqual([]);
      await visitor.goto(`${server.url}/institutions/shanghai-university-of-finance-and-economics`);
      for (const id of ids.slice(0, 3)) expect(await visitor.locator(`a[href="/papers/${id}"]`).count()).toBeGreaterThan(0);
      await visitor.close();
    });
  });
}
