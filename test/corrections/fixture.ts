import fs from 'node:fs';
import type { Hono } from 'hono';
import type { Store } from '../../src/store/connection.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { snapshotText, tempFile } from '../helpers/data.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';

/** The affiliation text the reference page got wrong (split on "and"), printed by three of the seeded papers. */
export const WRONG = 'Shanghai University of Finance';
/** What a reader proposes for it. */
export const RIGHT = 'Shanghai University of Finance and Economics（上海财经大学）';

const inst = (name_en: string, name_zh: string | null) => ({ id: null, ror: null, name_en, name_zh, country: 'CN', unit_en: null, unit_zh: null });

/** Imports four real ICML papers from the snapshot sample; three print WRONG as an affiliation, the fourth only Peking University. */
export async function seedPapers(store: Store, extra: object[] = []): Promise<string[]> {
  const lines = snapshotText().filter((l) => /"comments":"[^"]*ICML 20\d\d/.test(l)).slice(0, 4);
  await importFile(store, tempFile('c.jsonl', [...lines, ...extra.map((e) => JSON.stringify(e))]));
  const ids = lines.map((l) => JSON.parse(l).id as string);
  for (const [i, id] of ids.entries()) {
    const authors = [
      { name: 'First Author', affiliations: i < 3 ? [{ text: WRONG, institutions: [inst(WRONG, '上海财经大学')] }] : [] },
      { name: 'Second Author', affiliations: [{ text: 'Peking University', institutions: [inst('Peking University', '北京大学')] }] },
    ];
    await setPaperAffiliations(store, id, 1, { source: 'html', authors });
  }
  return ids;
}

/** A client that keeps cookies across requests to an app (like a browser without JavaScript). */
export function agent(app: Hono, base: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const request = async (method: string, url: string, form?: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const h: Record<string, string> = { ...base, ...headers };
    if (jar.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (form) {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const x of [v].flat()) p.append(k, x);
      body = p.toString();
      h['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await app.request(url, { method, headers: h, body });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const v = pair.slice(i + 1);
      if (v === '' || /max-age=0/i.test(c)) jar.delete(pair.slice(0, i)); else jar.set(pair.slice(0, i), v);
    }
    return { res, status: res.status, text: await res.text() };
  };
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, form: Record<string, string | string[]>, headers?: Record<string, string>) => request('POST', url, form, headers),
  };
}

/** The CSRF token in a page's form. */
export function csrfOf(html: string): string {
  const m = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no CSRF token in the page');
  return m[1];
}

/** Logs an agent in as a moderator with the token; returns the agent. */
export async function login(a: ReturnType<typeof agent>, secret: string, name = 'Mod'): Promise<number> {
  const page = await a.get('/admin/login');
  const r = await a.post('/admin/login', { _csrf: csrfOf(page.text), secret, name, next: '/admin/reports' });
  return r.status;
}

/** What `seededSite` makes for a suite: its store, the seeded papers' ids and the app over them. */
export type SeededSite = { t: TestStore; app: Hono; ids: string[] };

/**
 * One suite's site over a fresh store of `kind` with the seeded papers (`seedPapers`) and an app with `env`: made before
 * the suite's tests (handed to `use`, e.g. `(s) => ({ t, app, ids } = s)`), the store dropped after them.
 */
export function seededSite(kind: 'sqlite' | 'postgres', env: Record<string, string>, use: (site: SeededSite) => void): void {
  let t: TestStore | undefined;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const ids = await seedPapers(t.store);
    use({ t, ids, app: await testApp(t.store, env) });
  });
  afterAll(async () => { await t?.drop(); });
}
