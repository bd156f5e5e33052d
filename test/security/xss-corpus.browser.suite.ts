import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { describeBrowser, fileBrowser } from '../helpers/browser.ts';
import { agent, csrfOf, login } from '../corrections/fixture.ts';
import { FIXTURES, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { listReports } from '../../src/corrections/reports.ts';
import { acceptReport, rejectReport } from '../../src/corrections/moderate.ts';
import { xssPayloads } from './xss-payloads.ts';

const TOKEN = 'moderator-token-0123456789';
const PER_PAPER = 10;
/** The public corpus (PayloadsAllTheThings' IntrudersXSS.txt, see test/fixtures/xss/PROVENANCE.md), whole papers' worth. */
const PUBLIC = fs.readFileSync(path.join(FIXTURES, 'xss/IntrudersXSS.txt'), 'utf8').split('\n').filter(Boolean);
const PAYLOADS = [...xssPayloads(300), ...PUBLIC.slice(0, PUBLIC.length - (PUBLIC.length % PER_PAPER))];

/** 47 papers, each carrying 10 payloads in every imported field, affiliations, AI fields, reports, corrections and moderator decisions. */
async function seedHostile(t: TestStore): Promise<string[]> {
  const papers = Array.from({ length: PAYLOADS.length / PER_PAPER }, (_, k) => {
    const p = (j: number) => PAYLOADS[k * PER_PAPER + j];
    return { id: `2605.${String(92000 + k)}`, title: `Probe ${k} ${p(0)}`, authors: `Eve ${p(1)}, Mallory`, abstract: `Abstract ${p(2)}`, comments: `Accepted at ICML 2026 ${p(3)}`, 'journal-ref': `J ${p(4)}`, categories: 'cs.LG' };
  });
  await importFile(t.store, tempFile('corpus.jsonl', papers.map((x) => JSON.stringify(x))));
  await indexPending(t.store);
  for (const [k, paper] of papers.entries()) {
    const p = (j: number) => PAYLOADS[k * PER_PAPER + j];
    const inst = { id: null, ror: null, name_en: `Lab ${p(5)}`, name_zh: `实验室 ${p(6)}`, country: null, unit_en: null, unit_zh: null };
    await setPaperAffiliations(t.store, paper.id, 1, { source: 'html', authors: [{ name: `Eve ${p(1)}`, affiliations: [{ text: `Lab ${p(5)}`, institutions: [inst] }] }] });
    const base = { paperId: paper.id, version: 1, model: 'm', promptVersion: 'p', attempts: 1, callId: null };
    await saveEnrichment(t.store, { ...base, task: 'title_zh', value: `标题 ${p(7)}` });
    await saveEnrichment(t.store, { ...base, task: 'summary_zh', value: `总结 ${p(8)}` });
  }
  // Reports through the reader's form, as an attacker sends them (control characters are refused there with a 400).
  const app = await testApp(t.store, { PAPERBOARD_TRUST_PROXY: 'true', PAPERBOARD_REPORTS_PER_HOUR: '1000' });
  for (const [k, paper] of papers.entries()) {
    const p9 = PAYLOADS[k * PER_PAPER + 9];
    const a = agent(app, { 'x-forwarded-for': `10.1.0.${k}` });
    const csrf = csrfOf((await a.get(`/report?paper=${paper.id}&field=title_zh`)).text);
    const sent = await a.post('/report', { _csrf: csrf, paper: paper.id, field: 'title_zh', proposed: `更正 ${p9}`, note: p9 });
    expect(sent.status, p9).toBe(/[\u0000-\u0008]/.test(p9) ? 400 : 303);
  }
  for (const [i, r] of (await listReports(t.store, 'pending')).entries()) {
    if (i % 3 === 0) await acceptReport(t.store, Number(r.id), { by: 'probe' });
    else if (i % 3 === 1) await rejectReport(t.store, Number(r.id), { by: 'probe', reason: `no: ${r.note ?? ''}` });
  }
  return papers.map((x) => x.id);
}

/** Records, before any page script runs, every way a payload could announce itself. */
function instrument() {
  const w = window as unknown as Record<string, unknown> & { __pb: string[] };
  w.__pb = [];
  const note = (what: string, args: unknown[]) => { const s = args.map(String).join(' '); if (/xss|alert|__xss/i.test(s) || what === 'dialog') w.__pb.push(`${what}: ${s.slice(0, 120)}`); };
  for (const d of ['alert', 'confirm', 'prompt', 'print']) w[d] = (...a: unknown[]) => { w.__pb.push(`dialog ${d}(${a.map(String).join(',')})`); };
  const origEval = window.eval;
  w.eval = (...a: unknown[]) => { note('eval', a); return origEval(...(a as [string])); };
  const origFetch = window.fetch;
  w.fetch = (...a: unknown[]) => { note('fetch', a); return origFetch(...(a as Parameters<typeof fetch>)); };
  const origOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...a: unknown[]) { note('xhr', a); return (origOpen as (...x: unknown[]) => void).apply(this, a); };
  const OrigFunction = Function;
  w.Function = function (...a: unknown[]) { note('Function', a); return OrigFunction(...(a as string[])); };
  Object.defineProperty(window, '__xss', { set: (v) => { w.__pb.push(`window.__xss=${v}`); }, get: () => undefined, configurable: false });
}

/** Tabs visiting at once: the server renders one page while Chromium lays out another (each tab is checked alone). */
const TABS = 3;

/** Visits every URL (in `TABS` tabs of the context, each taking the next URL left) and returns what each detector saw. */
async function visit(ctx: BrowserContext, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: TABS }, () => visitSome(ctx, () => urls[next++], found)));
  return found;
}

async function visitSome(ctx: BrowserContext, take: () => string | undefined, found: string[]): Promise<void> {
  const page = await ctx.newPage();
  page.on('dialog', (d) => { found.push(`${page.url()}: dialog ${d.message()}`); void d.dismiss(); });
  page.on('request', (r) => { if (/\/xss\/\d+/.test(r.url())) found.push(`${page.url()}: request ${r.url()}`); });
  for (let url = take(); url !== undefined; url = take()) {
    await page.goto(url); // resolves on the load event
    await page.waitForTimeout(30);
    const state = await page.evaluate(() => ({
      calls: (window as unknown as { __pb: string[] }).__pb,
      markup: document.querySelectorAll('script:not([src]), iframe, object, embed, base, meta[http-equiv], math, svg script, template, marquee').length,
      handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
      jsLinks: [...document.querySelectorAll('[href],[src],[action],[formaction]')].filter((el) => /^\s*(javascript:|data:text\/html|data:text\/javascript)/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? el.getAttribute('formaction') ?? '')).length,
    }));
    for (const c of state.calls) found.push(`${url}: ${c}`);
    if (state.markup) found.push(`${url}: ${state.markup} injected elements`);
    if (state.handlers) found.push(`${url}: ${state.handlers} elements with on* handlers`);
    if (state.jsLinks) found.push(`${url}: ${state.jsLinks} javascript: or script data: links`);
  }
  await page.close();
}

/**
 * The suite on one store (when that store runs here: storeKinds); run as xss-corpus-sqlite.browser.test.ts and
 * xss-corpus-postgres.browser.test.ts, so both test workers can run it at once.
 */
export function xssCorpus(only: 'sqlite' | 'postgres'): void {
  for (const kind of storeKinds()) {
    if (kind !== only) continue;
    describeBrowser(`${PAYLOADS.length} XSS payloads (300 generated, the public corpus) never execute in Chromium [${kind}]`, () => {
      let t: TestStore;
      let browser: Browser;
      let server: { url: string; close(): Promise<void> };
      let ids: string[];
      let session: string;
      beforeAll(async () => {
        t = await createTestStore(kind);
        ids = await seedHostile(t);
        const app = await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_PAGE_SIZE: '500' });
        const mod = agent(app);
        expect(await login(mod, TOKEN)).toBe(303);
        session = mod.jar.get('pb_admin')!;
        server = await listen(app);
        browser = await fileBrowser();
      }, 300_000);
      afterAll(async () => {
        await server?.close();
        await t?.drop();
      });

      for (const bypassCSP of [false, true]) {
        it(`in every field, report, correction, decision and search — CSP ${bypassCSP ? 'bypassed' : 'on'}`, async () => {
          const ctx = await browser.newContext({ bypassCSP });
          await ctx.addInitScript(instrument);
          await ctx.addCookies([{ name: 'pb_admin', value: session, url: server.url }]);
          const urls = [
            '/venues/icml-2026', '/', '/institutions', '/stats', '/admin/reports?status=all', '/admin/corrections',
            ...ids.map((id) => `/papers/${id}`),
            ...PAYLOADS.filter((_, i) => i % 10 === 0).map((p) => `/search?q=${encodeURIComponent(p)}`),
            ...PAYLOADS.filter((_, i) => i % 30 === 5).map((p) => `/venues/icml-2026?q=${encodeURIComponent(p)}`),
          ].map((u) => `${server.url}${u}`);
          const found = await visit(ctx, urls);
          // The probe itself works: a page where payloads do run is caught by each detector.
          const canary = await ctx.newPage();
          await canary.setContent(`${PAYLOADS[0]}<img src=x onerror="window.__xss=2;eval('window.__xss=3')">`);
          await canary.waitForTimeout(100);
          const caught = await canary.evaluate(() => (window as unknown as { __pb: string[] }).__pb);
          expect(caught.length).toBeGreaterThanOrEqual(2);
          await ctx.close();
          expect(found, found.slice(0, 20).join('\n')).toEqual([]);
          // The payloads are there, shown as text.
          expect(urls.length).toBeGreaterThan(60);
        }, 300_000);
      }
    });
  }
}
