import { expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { storeKinds } from '../helpers/stores.ts';
import { artifactPath, browserSite, describeBrowser } from '../helpers/browser.ts';
import { seedPapers, WRONG } from '../corrections/fixture.ts';

const han = /[\u4e00-\u9fff]/;

/** Opens a paper's inline 纠错 form for its institutions (on a 375 px phone) and picks the wrong affiliation. */
async function openAffiliationForm(page: Page, url: string) {
  await page.goto(url);
  await page.locator('p.field.inst a.report-link').click();
  const form = page.locator('.report-inline form.report-form');
  await form.waitFor();
  await form.locator('select[name=key]').selectOption({ label: `First Author — ${WRONG}` });
  return form;
}

for (const kind of storeKinds()) {
  describeBrowser(`the inline 纠错 form says what went wrong in Chinese too [${kind}]`, () => {
    // One report an hour per reader: the second one filed meets the limit.
    let ids: string[] = [];
    const site = browserSite(kind, async (t) => { ids = await seedPapers(t.store); }, { PAPERBOARD_REPORTS_PER_HOUR: '1' });

    it('a value sent unchanged, then (after one report filed) the hourly limit: each message under the form is bilingual, none a bare "Error 429"', async () => {
      const ctx = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await ctx.newPage();
      let form = await openAffiliationForm(page, `${site.url}/papers/${ids[0]}`);
      // The affiliation as shown now (English（中文）), sent back unchanged.
      await form.locator('textarea[name=proposed]').fill(`${WRONG}（上海财经大学）`);
      await form.locator('button[type=submit]').click();
      const same = await form.locator('.report-error').innerText();
      expect(same).toContain('the proposed value is the same as the current one');
      expect(same).toMatch(han);

      await form.locator('textarea[name=proposed]').fill(`${WRONG} and Economics`);
      await form.locator('button[type=submit]').click();
      expect(await form.locator('.report-done').innerText()).toContain('纠错已提交');

      form = await openAffiliationForm(page, `${site.url}/papers/${ids[1]}`);
      await form.locator('textarea[name=proposed]').fill(`${WRONG} and Economics`);
      await form.locator('button[type=submit]').click();
      const limited = await form.locator('.report-error').innerText();
      await page.screenshot({ path: artifactPath(`report-limit-375-${kind}.png`) });
      expect(limited).toContain('Too many reports');
      expect(limited).toMatch(han);
      await ctx.close();
    }, 120_000);

    it('labels the 纠错 form Chinese first, as the reader reads it: every label, legend and the current value line', async () => {
      const page = await site.browser.newPage();
      const english: string[] = [];
      for (const url of [`/report?paper=${ids[0]}&field=affiliation`, `/report?paper=${ids[0]}&field=venue&key=new`, `/report?paper=${ids[0]}&field=title_zh`, `/report?paper=${ids[0]}&field=summary_en`]) {
        await page.goto(`${site.url}${url}`);
        const texts = await page.locator('form.report-form label, form.report-form legend, form.report-form .label').evaluateAll((els) => els.map((e) =>
          [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join('').trim() || (e.textContent ?? '').trim()));
        english.push(...texts.filter((x) => x && !/^(AI)?[\u4e00-\u9fff]/.test(x)).map((x) => `${url}: ${x}`));
      }
      await page.close();
      expect(english).toEqual([]);
    }, 120_000);

    it('the form page without JavaScript says the hourly limit in both languages too', async () => {
      const ctx = await site.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
      const page = await ctx.newPage();
      // Two reports sent (whatever the test before filed): the second meets the limit of one an hour.
      for (const proposed of [`${WRONG} and Economics`, `${WRONG} & Economics`]) {
        await page.goto(`${site.url}/report?paper=${ids[2]}&field=affiliation`);
        await page.locator('form.report-form select[name=key]').selectOption({ label: `First Author — ${WRONG}` });
        await page.locator('form.report-form textarea[name=proposed]').fill(proposed);
        await page.locator('form.report-form button[type=submit]').click();
      }
      const main = await page.locator('main').innerText();
      expect(main).toContain('一小时内提交的纠错已达上限');
      expect(main).toContain('Too many reports');
      await ctx.close();
    }, 120_000);
  });
}

/** Sets a hidden input (or the affiliation select) of the open inline form, as a stale page (a paper since removed) or a tampered one sends it. */
async function setHidden(form: ReturnType<Page['locator']>, name: string, value: string) {
  await form.locator(`[name="${name}"]`).evaluate((el, v) => {
    if (el instanceof HTMLSelectElement) el.add(new Option(v, v));
    (el as HTMLInputElement).value = v;
  }, value);
}

for (const kind of storeKinds()) {
  describeBrowser(`every way the inline 纠错 form can fail reaches the reader Chinese first [${kind}]`, () => {
    let ids: string[] = [];
    const site = browserSite(kind, async (t) => { ids = await seedPapers(t.store); });

    /** Sends the open form and returns the message under it, checked to be Chinese first then English (" · "). */
    async function sent(form: ReturnType<Page['locator']>): Promise<string> {
      await form.locator('button[type=submit]').click();
      const text = await form.locator('.report-error').innerText();
      expect(text, text).toMatch(/^[^a-z]*[\u4e00-\u9fff][^]* · [^]*[a-z]/i);
      return text;
    }

    it('an unknown paper, a bad field, an expired form, a value too long or unchanged, and a server error: each message bilingual, Chinese first', async () => {
      const ctx = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await ctx.newPage();
      const open = async () => {
        const form = await openAffiliationForm(page, `${site.url}/papers/${ids[0]}`);
        await form.locator('textarea[name=proposed]').fill(`${WRONG} and Economics`);
        return form;
      };

      let form = await open();
      await setHidden(form, 'paper', '2601.99999');
      expect(await sent(form)).toBe('本站没有收录 arXiv:2601.99999 · arXiv:2601.99999 is not in this Paperboard');

      form = await open();
      await setHidden(form, 'paper', 'not-an-id');
      expect(await sent(form)).toContain('Not an arXiv identifier');

      form = await open();
      await setHidden(form, 'field', 'authors');
      expect(await sent(form)).toContain('field: must be one of');

      form = await open();
      await setHidden(form, 'key', 'no such affiliation');
      expect(await sent(form)).toContain(`"no such affiliation" is not an affiliation of arXiv:${ids[0]}`);

      form = await open();
      await setHidden(form, '_csrf', 'expired');
      expect(await sent(form)).toContain('Form expired');

      form = await open();
      await form.locator('textarea[name=proposed]').evaluate((el) => { el.removeAttribute('maxlength'); });
      await form.locator('textarea[name=proposed]').fill('x'.repeat(1001));
      expect(await sent(form)).toContain('longer than');

      form = await open();
      await form.locator('textarea[name=proposed]').fill(`${WRONG}（上海财经大学）`);
      expect(await sent(form)).toContain('the proposed value is the same as the current one');

      // A server error: the reports table is away while the report is filed.
      form = await open();
      await sql`ALTER TABLE reports RENAME TO reports_away`.execute(site.t.store.db);
      try {
        expect(await sent(form)).toBe('服务器内部出错，本次请求已记录 · Internal error — the request was logged.');
      } finally {
        await sql`ALTER TABLE reports_away RENAME TO reports`.execute(site.t.store.db);
      }
      await page.screenshot({ path: artifactPath(`report-errors-375-${kind}.png`) });
      await ctx.close();
    }, 120_000);

    it('without JavaScript, the form page for an unknown paper or target says so Chinese first', async () => {
      const ctx = await site.browser.newContext({ javaScriptEnabled: false });
      const page = await ctx.newPage();
      for (const [url, status, said] of [
        ['/report?paper=2601.99999&field=title_zh', 404, '本站没有收录 arXiv:2601.99999 · arXiv:2601.99999 is not in this Paperboard'],
        [`/report?paper=${ids[0]}&field=venue&key=nope`, 400, `这篇论文（arXiv:${ids[0]}）没有会议信息“nope” · "nope" is not a venue of arXiv:${ids[0]}`],
      ] as const) {
        const res = await page.goto(`${site.url}${url}`);
        expect(res?.status()).toBe(status);
        expect(await page.locator('main').innerText()).toContain(said);
      }
      await ctx.close();
    }, 60_000);
  });
}
