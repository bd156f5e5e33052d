import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { HtmlValidate, type Message } from 'html-validate';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { matchAffiliation } from '../../src/institutions/match.ts';
import { loadRegistry } from '../../src/institutions/registry.ts';
import { createSession } from '../../src/web/security/admin-auth.ts';
import { SESSION_COOKIE } from '../../src/web/security/site-guard.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport } from '../../src/corrections/moderate.ts';

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** html-validate's errors for a page (standard preset), as `rule: message` lines. */
async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages).filter((m: Message) => m.severity === 2).map((m) => `${m.ruleId} @${m.line}:${m.column}: ${m.message}`);
}

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** The Nu Html Checker's errors (vnu.jar on Java 17) for several pages in one run, by page. */
function nuErrors(pages: Record<string, string>): Record<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-vnu-'));
  const files = Object.keys(pages).map((url, i) => {
    const f = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(f, pages[url]);
    return [f, url] as const;
  });
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.map(([f]) => f)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.error || run.status !== 0) throw new Error(`vnu.jar did not run: ${run.error?.message ?? run.stderr}`);
  const out = run.stderr;
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(out) as { messages: { type: string; url?: string; message: string; lastLine?: number }[] };
  fs.rmSync(dir, { recursive: true, force: true });
  const byFile = new Map(files.map(([f, url]) => [`file:${f}`, url]));
  const errors: Record<string, string[]> = {};
  for (const m of report.messages.filter((x) => x.type === 'error')) (errors[byFile.get(m.url ?? '') ?? m.url ?? '?'] ??= []).push(`@${m.lastLine}: ${m.message}`);
  return errors;
}

describeStores('every page is standards-mode HTML that validates', (kind) => {
  let t: TestStore;
  let app: Hono;
  let cookie = '';
  const pages: Record<string, string> = {};
  const statuses: Record<string, number> = {};
  beforeAll(async () => {
    t = await createSampleStore(kind);
    // A record carrying raw control characters (U+000B, U+0001) in its title and comments, as real records do.
    const ctl = { id: '2605.99998', title: 'Vertical\u000Btab and \u0001 start', authors: 'Ada Lovelace', abstract: 'Abstract\u000B text.', comments: 'Accepted at ICML 2026\u000B (poster)', categories: 'cs.LG' };
    await importFile(t.store, tempFile('ctl.jsonl', [JSON.stringify(ctl)]));
    // An edition with programmes in its track "other" (the venue page's track filter lists them) and an unnamed one.
    await importFile(t.store, tempFile('programmes.jsonl', commentRecords([['2605.00031', 'Accepted to IJCAI 2025 Journal Track'],
      ['2605.00032', 'Accepted at IJCAI 2025 Survey Track'], ['2605.00033', 'Accepted at IJCAI 2025 as an abstract'], ['2605.00034', 'Accepted at IJCAI 2025']], 'Programme paper', 'cs.AI')));
    await indexPending(t.store);
    const reg = loadRegistry();
    const [p] = (await papersOfEdition(t.store, 'icml-2026', 1, 1)).items;
    const text = 'Department of Computer Science, Peking University';
    await setPaperAffiliations(t.store, p.id, p.version, { source: 'latex', authors: [{ name: 'A. Author', affiliations: [{ text, institutions: matchAffiliation(text, {}, reg) }] }] });
    const inst = await t.store.db.selectFrom('paper_institutions').select('institution_id').where('paper_id', '=', p.id).executeTakeFirst();
    // An OpenAlex disagreement, so that /admin/openalex renders its table.
    await t.store.db.insertInto('affiliation_disagreements').values({
      paper_id: p.id, author_index: 0, author_name: 'A. Author', work_id: 'https://openalex.org/W1', pair_key: '02v51f717', status: 'pending', created_at: new Date().toISOString(), decided_at: null, decided_by: null,
      ours_json: JSON.stringify([{ text, institution_id: null, display: text }]),
      openalex_json: JSON.stringify([{ text: 'Peking University, Beijing, China', institutions: matchAffiliation('Peking University', {}, reg) }]),
    }).execute();
    // A pending venue report, so that /admin/reports renders its six venue inputs.
    const venueReport = (presentation: string) => createReport(t.store, { paperId: p.id, field: 'venue', targetKey: 'new', currentValue: null, proposed: `{"venue":"ICML","year":2026,"track":"workshop","workshop":"AI for Math","status":"accepted","presentation":"${presentation}"}`, note: null }, 'fp');
    await venueReport('oral');
    // and an accepted one, so that its edit page renders the same inputs
    const accepted = await acceptReport(t.store, await venueReport('poster'), { by: 'tester' });
    cookie = `${SESSION_COOKIE}=${await createSession(t.store, 'tester')}`;
    app = await testApp(t.store);
    const urls = ['/', '/venues/icml-2026', `/papers/${p.id}`, '/papers/2605.99998', '/search?q=learning', `/search?q=${encodeURIComponent('扩散模型')}`, '/institutions', `/institutions/${encodeURIComponent(inst?.institution_id ?? 'none')}`,
      '/stats/icml-2026', '/subscriptions', '/admin/login', '/admin', '/nosuch', `/report?paper=${p.id}&field=title_zh`, `/report?paper=${p.id}&field=venue&key=new`, `/report/thanks?paper=${p.id}`,
      '/venues/icml-2026?track=main&page=2', '/venues/icml-2026?track=workshop&status=submitted&verified=1', '/venues/ijcai-2025', '/venues/ijcai-2025?programme=Journal+Track', '/institutions?q=peking', '/admin/reports', '/admin/corrections', `/admin/corrections/${accepted}/edit`, '/admin/harvest', '/admin/llm', '/admin/openalex'];
    for (const url of urls) {
      let res = await app.request(url, { headers: url.startsWith('/admin') ? { cookie } : {} });
      if (res.status >= 300 && res.status < 400) res = await app.request(res.headers.get('location')!);
      statuses[url] = res.status;
      pages[url] = await res.text();
    }
  }, 600_000);
  afterAll(async () => { await t.drop(); });

  it('renders every page checked (200; the 404 page 404), so the validators see real content', () => {
    expect(Object.entries(statuses).filter(([url, st]) => st !== (url === '/nosuch' ? 404 : 200))).toEqual([]);
  });

  it('starts every page with <!DOCTYPE html> (standards mode, not quirks)', () => {
    for (const [url, html] of Object.entries(pages)) expect(html.startsWith('<!DOCTYPE html>'), url).toBe(true);
  });

  it('has 0 html-validate errors (standard preset) on home, venue, paper, search, institution, stats, subscriptions, admin and 404 pages', async () => {
    const failures: Record<string, string[]> = {};
    for (const [url, html] of Object.entries(pages)) {
      const errs = await htmlErrors(html);
      if (errs.length) failures[url] = errs.slice(0, 8);
    }
    expect(failures).toEqual({});
  });

  it('has 0 errors from the Nu Html Checker (vnu.jar) on the same pages', () => {
    const errs = nuErrors(pages);
    expect(Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, v.slice(0, 8)]))).toEqual({});
  });

  it('gives a paper page one <h1>, its title', () => {
    for (const url of ['/papers/2605.99998', Object.keys(pages).find((u) => u.startsWith('/papers/') && u !== '/papers/2605.99998')!]) {
      expect(pages[url].match(/<h1[\s>]/g)?.length, url).toBe(1);
    }
    expect(pages['/papers/2605.99998']).toMatch(/<h1[^>]*>[^<]*Vertical/);
  });

  it('shows no control character on any page (a record’s U+000B stops at the server)', () => {
    for (const [url, html] of Object.entries(pages)) expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(html), url).toBe(false);
    expect(pages['/papers/2605.99998']).toContain('Vertical');
  });
});
