import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { browserSite, describeBrowser } from '../helpers/browser.ts';
import { createSampleStore } from '../helpers/stores.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { matchAffiliation } from '../../src/institutions/match.ts';
import { loadRegistry } from '../../src/institutions/registry.ts';
import { createSession } from '../../src/web/security/admin-auth.ts';
import { SESSION_COOKIE } from '../../src/web/security/site-guard.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

describeBrowser('accessibility (axe-core) of every kind of page, in headless Chromium', () => {
  const seeded: { paper: string; institution: string; session: string } = { paper: '', institution: '', session: '' };
  const site = browserSite('sqlite', async (t) => {
    // An edition with programmes in its track "other": the venue page's track filter lists them.
    await importFile(t.store, tempFile('programmes.jsonl', commentRecords([['2605.00031', 'Accepted to IJCAI 2025 Journal Track'],
      ['2605.00032', 'Accepted at IJCAI 2025 Survey Track'], ['2605.00033', 'Accepted at IJCAI 2025 as an abstract'], ['2605.00034', 'Accepted at IJCAI 2025']], 'Programme paper', 'cs.AI')));
    const [p] = (await papersOfEdition(t.store, 'icml-2026', 1, 1)).items;
    const text = 'School of Computer Science, Peking University';
    await setPaperAffiliations(t.store, p.id, p.version, { source: 'latex', authors: [{ name: 'A. Author', affiliations: [{ text, institutions: matchAffiliation(text, {}, loadRegistry()) }] }] });
    const inst = await t.store.db.selectFrom('paper_institutions').select('institution_id').where('paper_id', '=', p.id).executeTakeFirstOrThrow();
    Object.assign(seeded, { paper: p.id, institution: inst.institution_id, session: await createSession(t.store, 'tester') });
  }, {}, createSampleStore);

  it('has no serious or critical violation on the home, venue, paper, search, institution, stats and admin pages', async () => {
    const ctx = await site.browser.newContext({ viewport: { width: 1100, height: 900 } });
    await ctx.addCookies([{ name: SESSION_COOKIE, value: seeded.session, url: site.url }]);
    const page = await ctx.newPage();
    const found: Record<string, string[]> = {};
    const urls = ['/', '/venues/icml-2026', '/venues/ijcai-2025?programme=Journal+Track', `/papers/${seeded.paper}`, '/search?q=learning', '/institutions', `/institutions/${encodeURIComponent(seeded.institution)}`,
      '/stats/icml-2026', '/admin', '/admin/login', '/admin/reports', '/admin/corrections', '/subscriptions', `/report?paper=${seeded.paper}&field=title_zh`];
    for (const url of urls) {
      await page.goto(`${site.url}${url}`);
      // Evaluated through the DevTools protocol, so the page's strict CSP (scripts from self only) does not block the engine.
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      }) as Violation[];
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (bad.length) found[url] = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`);
    }
    await ctx.close();
    expect(found).toEqual({});
  }, 300_000);

  it('labels each search landmark, so two on one page are told apart', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/institutions`);
    const labels = await page.locator('[role=search]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBe(2);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(2);
    await page.evaluate(AXE_SOURCE);
    const ids = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(document, { runOnly: ['landmark-unique'] })).violations.map((v) => v.id);
    });
    expect(ids).toEqual([]);
    await page.close();
  }, 300_000);

  it('names controls and explains badges in Chinese too: every aria-label and title a reader page carries (scripts run) has Chinese in it', async () => {
    const page = await site.browser.newPage();
    const english: Record<string, string[]> = {};
    for (const url of ['/', '/venues/icml-2026', '/venues/icml-2026?page=2', `/papers/${seeded.paper}`, '/search?q=learning', '/institutions', `/institutions/${encodeURIComponent(seeded.institution)}`, '/stats/icml-2026', '/subscriptions']) {
      await page.goto(`${site.url}${url}`);
      const found = await page.evaluate(() => [...new Set([...document.body.querySelectorAll('[aria-label],[title]')]
        .flatMap((e) => ['aria-label', 'title'].map((a) => e.getAttribute(a) ?? '').filter((v) => v && !/[\u4e00-\u9fff]/.test(v)).map((v) => `${e.tagName.toLowerCase()} ${v}`)))]);
      if (found.length) english[url] = found.slice(0, 5);
    }
    await page.close();
    expect(english).toEqual({});
  }, 300_000);
});
