import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { HtmlValidate } from 'html-validate';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { matchList, storeList } from '../../src/venues/lists/match-list.ts';
import { bibtexparserEntries, biberErrors, hasBiber, hasBibtexparser, writtenFields } from '../helpers/bibtex-oracles.ts';

/** The opening tag of the first element whose text starts with `text` (escaped as the page escapes it), or null. */
function tagBefore(html: string, text: string): string | null {
  const esc = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  const at = html.indexOf(`>${esc}`) >= 0 ? html.indexOf(`>${esc}`) : html.indexOf(`>${text}`);
  if (at < 0) return null;
  return html.slice(html.lastIndexOf('<', at), at + 1);
}

// A second pass over what a reader meets: English text marked as English on a Chinese page.
describeStores('reader rough edges, second pass', (kind) => {
  let t: TestStore;
  let app: Hono;
  let paper = '';
  const get = async (url: string) => {
    const res = await app.request(url);
    return { status: res.status, text: await res.text(), res };
  };
  beforeAll(async () => {
    t = await createSampleStore(kind);
    paper = (await papersOfEdition(t.store, 'icml-2026', 1, 1)).items[0].id;
    app = await testApp(t.store);
  }, 300_000);
  afterAll(async () => { await t.drop(); });

  it('marks a paper’s English title, authors, abstract and comments lang="en" on the zh-CN page, and stays valid HTML', async () => {
    const row = await t.store.db.selectFrom('papers').select(['title', 'abstract', 'comments', 'authors']).where('id', '=', paper).executeTakeFirstOrThrow();
    const r = await get(`/papers/${paper}`);
    expect(r.text).toContain('<html lang="zh-CN">');
    expect(r.text).toMatch(/<h1 class="paper-title" lang="en">/);
    expect(tagBefore(r.text, row.abstract!.slice(0, 30))).toMatch(/lang="en"/);
    expect(r.text).toMatch(/<p class="authors" lang="en">/);
    if (row.comments) expect(tagBefore(r.text, row.comments.slice(0, 20))).toMatch(/lang="en"/);
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(r.text);
    expect(report.results.flatMap((x) => x.messages).filter((m) => m.severity === 2)).toEqual([]);
  });

  it('marks English titles and authors in venue and search lists, and the home page’s English sentence', async () => {
    const venue = (await get('/venues/icml-2026')).text;
    const cards = venue.split('<article class="paper"').slice(1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card).toMatch(/<h2 lang="en"><a href="\/papers\//);
      expect(card).toMatch(/<p class="authors" lang="en">/);
    }
    const search = (await get('/search?q=learning')).text;
    expect(search).toMatch(/<h2 lang="en"><a href="\/papers\//);
    const entry = { title: 'A Bound Known Only From The List', authors: ['Ada Lovelace'], track: 'main', presentation: null, externalId: null };
    await matchList(t.store, await storeList(t.store, { venue: 'COLT', year: 2031, file: 'x.csv', format: 'csv' }, [entry]));
    expect((await get('/venues/colt-2031')).text).toMatch(/<span lang="en"><strong>A Bound Known Only From The List<\/strong><span class="muted"> — Ada Lovelace<\/span><\/span>/);
    const home = (await get('/')).text;
    expect(home).toMatch(/<span lang="en">[\d,]+ papers stored/);
  });

  it('offers one paper’s BibTeX from its page, in both languages, that biber and bibtexparser accept', async () => {
    const page = (await get(`/papers/${paper}`)).text;
    expect(page).toContain(`引用本文 Cite this paper: <a href="/exports/papers/${paper}.bib"`);
    const r = await get(`/exports/papers/${paper}.bib`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toContain('application/x-bibtex');
    expect(r.res.headers.get('content-disposition')).toContain(`filename="arXiv-${paper}.bib"`);
    const entries = r.text.split(/\n(?=@)/).filter((e) => e.startsWith('@'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(new RegExp(`eprint\\s+= \\{${paper.replace('.', '\\.')}\\}`));
    if (hasBiber()) expect(biberErrors(r.text)).toEqual([]);
    if (hasBibtexparser()) {
      const parsed = bibtexparserEntries(r.text);
      expect(parsed).toHaveLength(1);
      expect(parsed[0][1]).toEqual([...writtenFields(r.text)[0]].sort());
    }
    const json = JSON.parse((await get(`/exports/papers/${paper}.json`)).text);
    expect(JSON.stringify(json)).toContain(paper);
    expect((await get('/exports/papers/2401.99999.bib')).status).toBe(404);
    expect((await get(`/exports/papers/${paper}.exe`)).status).toBe(404);
    const versioned = await get(`/exports/papers/${paper}v1.bib`);
    expect(versioned.status).toBe(301);
    expect(versioned.res.headers.get('location')).toBe(`/exports/papers/${paper}.bib`);
    // the API's paper names the same downloads, by format, as a list's links do
    const api = JSON.parse((await get(`/api/v1/papers/${paper}`)).text) as { exports: Record<string, string> };
    expect(Object.keys(api.exports).sort()).toEqual(['bibtex', 'csl-json', 'csv', 'digest', 'json', 'markdown', 'ris']);
    expect(api.exports.bibtex.endsWith(`/exports/papers/${paper}.bib`)).toBe(true);
    expect((await get(new URL(api.exports.bibtex).pathname)).text).toContain('@');
  });
});
