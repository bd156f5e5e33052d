// Official lists end to end, on SQLite and PostgreSQL: a fresh store, the real arXiv records that share a title with
// the lists, and a replay server on 127.0.0.1 serving recorded excerpts of PMLR, ACL Anthology and icml.cc files
// (test/fixtures/official-lists/PROVENANCE.md). The OpenReview replies are NOT recorded responses — none exists —
// they are built from the official API documentation (see replay-lists.ts, openreviewNotes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp, testConfig } from '../helpers/app.ts';
import { ListsReplay, FIXTURES } from './replay-lists.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { VirtualClock } from '../../src/arxiv/clock.ts';
import { fetchEditions } from '../../src/official/refresh.ts';
import { dataVersion } from '../../src/web/distribution/data-version.ts';
import { fetchEdition, type EditionResult } from '../../src/official/fetch-edition.ts';
import { editionsFor, sourceUrls } from '../../src/official/registry.ts';
import { OfficialHttp } from '../../src/official/http.ts';
import { editionCompleteness } from '../../src/official/completeness.ts';
import { mount as mountAdminLists } from '../../src/web/routes/admin-lists.tsx';
import type { Config } from '../../src/config.ts';
import { registerTasks, LISTS_CRON } from '../../src/official/tasks.ts';
import { InFlight, type JobHandler, type Jobs } from '../../src/jobs/jobs.ts';
import pino from 'pino';
import { parseFeed } from '@rowanmanning/feed-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { shownIn } from '../helpers/display.ts';

/** The editions of the issue's "done when": ICML 2024 (subset), UAI / COLT 2024–25, CoRL 2024, ACL / NAACL 2024 (+ Findings), one OpenReview venue. */
const DONE_WHEN = () => [
  ...editionsFor('ICML', 2024), ...editionsFor('UAI', 2024), ...editionsFor('UAI', 2025), ...editionsFor('COLT', 2024), ...editionsFor('COLT', 2025),
  ...editionsFor('CoRL', 2024), ...editionsFor('ACL', 2024), ...editionsFor('NAACL', 2024), ...editionsFor('ICML', 2024, { source: 'openreview' }),
  ...editionsFor('ICML', 2024, { source: 'virtual-site' }),
];

describeStores('official lists fetched, matched and kept current', (kind) => {
  let t: TestStore;
  let replay: ListsReplay;
  let config: Config;
  let first: EditionResult[];
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-official-cache-'));
  const result = (label: string) => first.find((r) => r.label === label)!;
  const entries = (edition: string, file: string) => t.store.db.selectFrom('list_entries').innerJoin('venue_lists', 'venue_lists.id', 'list_entries.list_id')
    .select(['list_entries.id', 'title', 'track', 'workshop', 'presentation', 'match_state', 'paper_id', 'openreview_id', 'url'])
    .where('list_entries.edition', '=', edition).where('venue_lists.file', '=', file).orderBy('list_entries.id').execute();

  beforeAll(async () => {
    t = await createTestStore(kind);
    replay = await new ListsReplay().start();
    config = testConfig({ ...replay.env(), PAPERBOARD_LISTS_GAP_MS: '20', PAPERBOARD_LISTS_CACHE: cache, PAPERBOARD_CONTACT: 'lists-test@example.org' });
    await importFile(t.store, path.join(FIXTURES, 'arxiv/same-titles.jsonl'), { workers: false });
    first = await fetchEditions(t.store, config, DONE_WHEN());
  }, 120_000);
  afterAll(async () => { await replay.stop(); await t.drop(); fs.rmSync(cache, { recursive: true, force: true }); });

  it('fills every edition of the done-when list from a fresh store', () => {
    expect(first.map((r) => [r.label, r.status, r.entries])).toEqual([
      ['PMLR v235', 'ok', 25], ['PMLR v244', 'ok', 29], ['PMLR v286', 'ok', 32], ['PMLR v247', 'ok', 31], ['PMLR v291', 'ok', 29], ['PMLR v270', 'ok', 31],
      ['ACL Anthology acl-2024', 'ok', 86], ['ACL Anthology naacl-2024', 'ok', 81], ['OpenReview ICML.cc/2024/Conference', 'ok', 28], ['icml.cc 2024', 'ok', 151],
    ]);
    // Every request went out with the contact address, one host at a time with the gap between them.
    expect(replay.seen.every((s) => String(s.headers['user-agent']).includes('mailto:lists-test@example.org'))).toBe(true);
    const gaps = replay.seen.slice(1).map((s, i) => s.at - replay.seen[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(15);
  });

  it('reads PMLR volumes: BibTeX when there is one, posts listed by git trees otherwise; preface dropped; sections and OpenReview ids kept', async () => {
    expect(replay.seen.some((s) => s.path.includes('/github/repos/mlresearch/v235/git/trees/gh-pages:_posts'))).toBe(true);
    const icml = await entries('icml-2024', 'pmlr:v235');
    expect(icml.filter((e) => e.openreview_id)).toHaveLength(25);
    expect(icml[0].url).toMatch(/\/v235\/[a-z-]+24a\.html$/);
    const uai = await entries('uai-2024', 'pmlr:v244');
    expect(uai.some((e) => /preface/i.test(e.title))).toBe(false);
    const corl = await entries('corl-2024', 'pmlr:v270');
    expect(new Set(corl.map((e) => e.presentation))).toEqual(new Set(['oral', 'poster']));
    expect(corl.every((e) => e.track === 'main')).toBe(true);
    const colt = await entries('colt-2024', 'pmlr:v247');
    expect(colt.find((e) => e.paper_id === '2403.16981')?.match_state).toBe('matched');
  });

  it('reads the Anthology event with its Findings and workshops, each with its track', async () => {
    const acl = await entries('acl-2024', 'acl-anthology:acl-2024');
    const tracks = new Map<string, number>();
    for (const e of acl) tracks.set(`${e.track}${e.workshop ? `:${e.workshop}` : ''}`, (tracks.get(`${e.track}${e.workshop ? `:${e.workshop}` : ''}`) ?? 0) + 1);
    expect(Object.fromEntries(tracks)).toEqual({ main: 20, demo: 10, srw: 12, findings: 12, 'workshop:RepL4NLP': 22, 'workshop:BioNLP': 10 });
    expect(result('ACL Anthology acl-2024').warnings).toHaveLength(29); // 32 co-located volumes: Findings and 2 workshops recorded, 29 workshop files not in the excerpt
    expect(result('ACL Anthology acl-2024').warnings[0]).toBe('2024.alvr-1: collection 2024.alvr.xml not found');
    const naacl = await entries('naacl-2024', 'acl-anthology:naacl-2024');
    expect(naacl.filter((e) => e.track === 'industry')).toHaveLength(10);
    expect(naacl.filter((e) => e.workshop === 'TrustNLP')).toHaveLength(21);
    expect(acl.find((e) => e.title.startsWith('KOMBO'))).toMatchObject({ track: 'findings', match_state: 'matched', paper_id: '2604.23948' });
  });

  it('matches by title, authors and year: later versions under the same title stay unverified', async () => {
    const acl = await entries('acl-2024', 'acl-anthology:acl-2024');
    // STEP (arXiv 2504.04151, "Accepted to NAACL 2025") and Text2DB (2510.24014, "ACL 2025") reuse an ACL 2024 title.
    expect(acl.filter((e) => /^(STEP|Text2DB):/.test(e.title)).map((e) => e.match_state)).toEqual(['ambiguous', 'ambiguous']);
    // EvTexture 2606.13580 is the TPAMI 2026 extension of the ICML 2024 paper (posted two years later).
    const vs = await entries('icml-2024', 'virtual-site:icml.cc/2024');
    expect(vs.find((e) => e.title.startsWith('EvTexture'))?.match_state).toBe('ambiguous');
    const verified = await t.store.db.selectFrom('paper_venues').select(['paper_id', 'edition', 'track', 'verified']).where('source', '=', 'list').orderBy('paper_id').execute();
    expect(verified.map((v) => `${v.paper_id} ${v.edition} ${v.track} ${v.verified}`)).toEqual([
      '2403.16981 colt-2024 main 1', '2505.05163 uai-2025 main 1', '2505.21981 corl-2024 main 1', '2506.03580 acl-2024 srw 1', '2507.01700 uai-2025 main 1', '2604.23948 acl-2024 findings 1',
    ]);
  });

  it('reads OpenReview notes (built from the API docs) and the icml.cc download with presentations; non-papers dropped', async () => {
    const or = await entries('icml-2024', 'openreview:ICML.cc/2024/Conference');
    expect(or.filter((e) => e.track === 'main')).toHaveLength(25);
    expect(or.filter((e) => e.track === 'main' && e.presentation === 'oral')).toHaveLength(3);
    // Workshops: listed from the group API (replies built from the docs, see replay-lists.ts), API-2 venue groups only, accepted notes only.
    expect(or.filter((e) => e.track === 'workshop').map((e) => [e.workshop, e.title, e.presentation])).toEqual([
      ['AI4MATH', 'Made-Up Workshop Paper on Lean Proof Search', 'poster'], ['AI4MATH', 'Made-Up Workshop Paper on Autoformalization', 'oral'],
      ['Data Centric ML', 'Made-Up Workshop Paper on Data Pruning', 'poster'],
    ]);
    expect(replay.seen.some((s) => s.path.startsWith('/openreview/groups?prefix=ICML.cc%2F2024%2FWorkshop%2F&select=id%2Cdomain'))).toBe(true);
    expect(replay.seen.filter((s) => s.path.includes('content.venueid=ICML.cc%2F2024%2FWorkshop')).map((s) => decodeURIComponent(s.path).split('&')[0]))
      .toEqual(['/openreview/notes?content.venueid=ICML.cc/2024/Workshop/AI4MATH', '/openreview/notes?content.venueid=ICML.cc/2024/Workshop/Data_Centric_ML']);
    expect(result('OpenReview ICML.cc/2024/Conference').warnings).toEqual(['ICML.cc/2024/Workshop/Legacy_API1: an API-1 workshop (its group has no domain), not read']);
    expect(or.filter((e) => e.track === 'main' && e.presentation === 'spotlight')).toHaveLength(2);
    expect(or.every((e) => e.openreview_id && e.url?.endsWith(`/forum?id=${e.openreview_id}`))).toBe(true);
    const vs = await entries('icml-2024', 'virtual-site:icml.cc/2024');
    expect(vs.every((e) => e.presentation === 'poster' && e.url?.startsWith('https://ICML.cc/virtual/2024/poster/'))).toBe(true);
  });

  it('refetches with conditional requests: unchanged files cost a 304 and keep entry ids and matches', async () => {
    const before = await entries('colt-2024', 'pmlr:v247');
    const again = await fetchEditions(t.store, config, editionsFor('COLT', 2024));
    expect(again[0]).toMatchObject({ status: 'ok', requests: 2, notModified: 2, refresh: { added: 0, removed: 0, changed: 0, kept: 31 } });
    expect(replay.seen.slice(-2).every((s) => s.status === 304 && s.headers['if-none-match'])).toBe(true);
    expect(await entries('colt-2024', 'pmlr:v247')).toEqual(before);
  });

  it('refreshing several editions holds the data version the page caches follow, as an import does; the end moves it to live', async () => {
    const seen: string[] = [];
    const held = { ...config, importRefreshS: 3600 };
    // Sampled as another process's cache would, between the editions (onResult runs after each one is stored).
    const out = await fetchEditions(t.store, held, [...editionsFor('UAI', 2024), ...editionsFor('COLT', 2024)], async () => { seen.push(await dataVersion(t.store)); });
    expect(out.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/\|held /);
    expect(new Set(seen).size).toBe(1);
    expect(await dataVersion(t.store)).not.toMatch(/\|held /);
    expect(await t.store.db.selectFrom('kv').select('key').where('key', 'like', 'import_hold%').execute()).toEqual([]);
  });

  it('honours Retry-After, records failures without touching the stored list, and refuses a volume holding another edition', async () => {
    const clock = new VirtualClock();
    const http = new OfficialHttp(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-official-c2-')), { contact: 'x@example.org', gapMs: 0, clock, backoffBaseMs: 10 });
    replay.faults.push({ match: /v291\/gh-pages\/_config\.yml$/, status: 429, headers: { 'Retry-After': '7' }, times: 1 });
    const ok = await fetchEdition(t.store, http, sourceUrls(config), editionsFor('COLT', 2025)[0]);
    expect(ok.status).toBe('ok');
    expect(clock.slept).toBeGreaterThanOrEqual(7000);
    const kept = await entries('uai-2024', 'pmlr:v244');
    replay.faults.push({ match: /UAI2024\.bib$/, status: 500, times: 10 });
    const failed = await fetchEdition(t.store, http, sourceUrls(config), editionsFor('UAI', 2024)[0]);
    expect(failed.status).toBe('error');
    expect(failed.error).toContain('UAI2024.bib');
    expect(await entries('uai-2024', 'pmlr:v244')).toEqual(kept);
    const wrong = await fetchEdition(t.store, http, sourceUrls(config), editionsFor('COLT', 2024, { source: 'pmlr', ref: 'v244' })[0]);
    expect(wrong.error).toMatch(/volume 244 holds UAI 2024, not COLT 2024/);
    const row = await t.store.db.selectFrom('list_fetches').selectAll().where('id', '=', failed.fetchId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'error', edition: 'uai-2024' });
  });

  it('shows completeness on the edition page, in the API and on /admin/lists', async () => {
    const lines = await editionCompleteness(t.store, 'colt-2024');
    expect(lines[0]).toMatchObject({ label: 'PMLR v247', entries: 31, matched: 1, listOnly: 30 });
    const app = await testApp(t.store);
    const html = await (await app.request('/venues/colt-2024')).text();
    expect(shownIn(html, 'en')).toMatch(/<b>31 accepted<\/b> · 1 on arXiv \(✓ verified\)/);
    expect(shownIn(html, 'en')).toMatch(/source: <a href="https:\/\/proceedings\.mlr\.press\/v247\/"[^>]*>PMLR v247<\/a>, fetched on <time/);
    // the same line in Chinese on the Chinese displays
    expect(shownIn(html, 'zh')).toMatch(/<b>录用 31 篇<\/b> · 已上 arXiv 1 篇（✓ 已核实） · 尚未上 arXiv 30 篇 · 来源 <a href="https:\/\/proceedings\.mlr\.press\/v247\/"[^>]*>PMLR v247<\/a>，获取于 <time/);
    // Every edition of the done-when list has its completeness lines on its page, one per list, with the real counts.
    for (const edition of [...new Set(first.map((r) => r.edition))]) {
      const page = await (await app.request(`/venues/${edition}`)).text();
      for (const r of first.filter((x) => x.edition === edition)) {
        expect(shownIn(page, 'en'), `${edition} ${r.label}`).toContain(`<b>${r.entries} accepted</b> · ${r.counts!.matched} on arXiv`);
      }
    }
    const filtered = await (await app.request('/venues/acl-2024?track=workshop&q=prototypical+networks')).text();
    expect(filtered).toContain(' 1 of them match the filters.');
    expect(shownIn(filtered, 'zh')).toMatch(/<span class="tag">研讨会: RepL4NLP<\/span>.*?<a href="https:\/\/aclanthology\.org\/2024\.repl4nlp-1\.1\/"[^>]*><strong>Learning Contextualized Box Embeddings with Prototypical Networks<\/strong>/s);
    expect(html).toContain('<a href="/exports/accepted-lists/colt-2024.csv">CSV</a>');
    const csv = await (await app.request('/exports/accepted-lists/colt-2024.csv')).text();
    expect(csv.split('\r\n')[0]).toBe('title,authors,track,workshop,presentation,state,arxiv_id,official_id,openreview_id,url,list');
    expect(csv).toContain('The Sample Complexity of Simple Binary Hypothesis Testing,Ankit Pensia; Varun Jog; Po-Ling Loh,main,,,on_arxiv,2403.16981,v247/pensia24,,,pmlr:v247');
    const dump = await (await app.request('/exports/accepted-lists/acl-2024.json')).json();
    expect(dump.sources[0]).toMatchObject({ list: 'ACL Anthology acl-2024', attribution: expect.stringContaining('CC BY 4.0') });
    expect(dump.entries.filter((e: { state: string }) => e.state === 'list_only')).toHaveLength(82);
    expect((await app.request('/exports/accepted-lists/cvpr-2025.csv')).status).toBe(404);
    const api = await (await app.request('/api/v1/venues/colt-2024')).json();
    expect(api.completeness[0]).toMatchObject({ source: 'pmlr', label: 'PMLR v247', entries: 31, on_arxiv: 1, list_only: 30 });
    const admin = new Hono();
    mountAdminLists(admin, { store: t.store, config });
    const page = await (await admin.request('/admin/lists')).text();
    expect(page).toContain('Next weekly refresh');
    expect(page).toMatch(/uai-2024<\/a><\/td><td>pmlr<\/td><td><code>v244<\/code>.*?<td>出错 error<\/td>/s);
    const json = await (await admin.request('/admin/lists.json')).json();
    expect(json.editions.find((e: { edition: string; source: string }) => e.edition === 'acl-2024' && e.source === 'acl-anthology')).toMatchObject({ status: 'ok', entries: 86, matched: 2 });
  });

  it('list-only entries are in the search API, search and venue feeds and every export format, marked list-only, with their filters', async () => {
    const app = await testApp(t.store);
    const box = 'Learning Contextualized Box Embeddings with Prototypical Networks';
    // API: the search counts them and links a paged list of them; the venue's papers route does the same with its filters.
    const s = await (await app.request('http://pb.test/api/v1/search?q=prototypical+networks')).json();
    expect(s).toMatchObject({ items: [], list_only_total: 1, list_only_url: 'http://pb.test/api/v1/search/list-only?q=prototypical+networks' });
    const lo = await (await app.request(s.list_only_url)).json();
    expect(lo).toMatchObject({ total: 1, next_cursor: null });
    expect(lo.items[0]).toMatchObject({ kind: 'list_only', state: 'list_only', edition: 'acl-2024', venue: 'ACL', year: 2024, title: box, track: 'workshop', workshop: 'RepL4NLP',
      official_id: '2024.repl4nlp-1.1', url: 'https://aclanthology.org/2024.repl4nlp-1.1/', list: 'ACL Anthology acl-2024', authors: ['Kohei Oda', 'Kiyoaki Shirai', 'Natthawut Kertkeidkachorn'] });
    const p1 = await (await app.request('/api/v1/search/list-only?q=learning&limit=2')).json();
    const p2 = await (await app.request(`/api/v1/search/list-only?q=learning&limit=2&cursor=${p1.next_cursor}`)).json();
    expect(p1.total).toBeGreaterThan(2);
    expect(p2.total).toBe(p1.total);
    expect(p2.items.map((e: { entry_id: number }) => e.entry_id)).not.toContain(p1.items[0].entry_id);
    expect(p1.items.every((e: { title: string; authors: string[] }) => /learning/i.test(e.title + e.authors.join()))).toBe(true);
    expect((await app.request(`/api/v1/search/list-only?q=networks&cursor=${p1.next_cursor}`)).status).toBe(400);
    const ws = await (await app.request('http://pb.test/api/v1/venues/acl-2024/papers?track=workshop&q=prototypical+networks')).json();
    expect(ws).toMatchObject({ list_only_total: 1, list_only_url: 'http://pb.test/api/v1/venues/acl-2024/list-only?track=workshop&q=prototypical+networks' });
    expect((await (await app.request('/api/v1/venues/acl-2024/papers?verified=1')).json()).list_only_total).toBe(0);
    const colt = await (await app.request('/api/v1/venues/colt-2024/list-only?limit=200')).json();
    expect(colt.total).toBe(30);
    expect(colt.items.every((e: { edition: string; state: string }) => e.edition === 'colt-2024' && e.state === 'list_only')).toBe(true);
    // An edition known only from its list (no arXiv paper yet) has an API answer, feeds and downloads too.
    const naacl = await app.request('/api/v1/venues/naacl-2024');
    expect(naacl.status).toBe(200);
    expect((await naacl.json()).completeness[0]).toMatchObject({ label: 'ACL Anthology naacl-2024', on_arxiv: 0 });
    // Feeds: after the arXiv papers, one item per list-only entry, titled as such and linking to the official page.
    for (const kind of ['atom', 'rss']) {
      const feed = parseFeed(await (await app.request(`http://pb.test/feeds/search.${kind}?q=prototypical+networks`)).text());
      expect(feed.items.map((i) => [i.title, i.url])).toEqual([[`[ACL 2024 · list-only] ${box}`, 'https://aclanthology.org/2024.repl4nlp-1.1/']]);
      const venue = parseFeed(await (await app.request(`http://pb.test/feeds/venues/colt-2024.${kind}`)).text());
      expect(venue.items).toHaveLength(31);
      expect(venue.items[0].url).toBe('http://pb.test/papers/2403.16981');
      expect(venue.items.slice(1).every((i) => i.title!.startsWith('[COLT 2024 · list-only] ') && i.url!.startsWith('https://proceedings.mlr.press/v247/'))).toBe(true);
      // The last stored first, so entries a refetch adds come to the top of the feed.
      const stored = (await entries('colt-2024', 'pmlr:v247')).filter((e) => e.match_state !== 'matched').reverse();
      expect(venue.items.slice(1).map((i) => i.title)).toEqual(stored.map((e) => `[COLT 2024 · list-only] ${e.title}`));
      const onlyList = await app.request(`http://pb.test/feeds/venues/naacl-2024.${kind}?track=industry`);
      expect(onlyList.status).toBe(200);
      expect(parseFeed(await onlyList.text()).items).toHaveLength(10);
    }
    // Exports: every format carries them after the papers, marked list-only.
    const csv = parseCsv((await (await app.request('/exports/search.csv?q=prototypical+networks')).text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(csv).toHaveLength(1);
    expect(csv[0]).toMatchObject({ id: '', title: box, url: 'https://aclanthology.org/2024.repl4nlp-1.1/', venue_tag: 'ACL Workshop', editions: 'acl-2024', list_only: 'true', list: 'ACL Anthology acl-2024',
      venues: 'ACL 2024 · Workshop: RepL4NLP · accepted · list-only (ACL Anthology acl-2024)' });
    const bib = await (await app.request('/exports/search.bib?q=prototypical+networks')).text();
    expect(bib).toContain('@inproceedings{oda2024learning_2024.repl4nlp-1.1,');
    expect(bib).toMatch(/booktitle\s+= \{RepL4NLP Workshop at ACL 2024\}/);
    expect(bib).toMatch(/note\s+= \{Accepted paper \(workshop\) on the official list ACL Anthology acl-2024; not found on arXiv \(list-only\)\}/);
    const json = await (await app.request('/exports/venues/acl-2024.json?track=workshop&q=prototypical+networks')).json();
    expect(json.papers).toEqual([]);
    expect(json.list_only.map((e: { title: string }) => e.title)).toEqual([box]);
    expect((await (await app.request('/exports/venues/acl-2024.json?verified=1')).json()).list_only).toEqual([]);
    const md = await (await app.request('/exports/search.md?q=prototypical+networks')).text();
    expect(md).toContain(`## 录用列表，不在 arXiv · Accepted, not on arXiv (list-only)\n\n### [${box}](https://aclanthology.org/2024.repl4nlp-1.1/)`);
    const txt = await (await app.request('/exports/venues/colt-2024.txt')).text();
    expect(txt.split('\n\n').filter((l) => l === 'List-only (accepted, not on arXiv)')).toHaveLength(1);
    expect(txt.match(/^Venue COLT 2024 · accepted · list-only \(PMLR v247\)$/gm)).toHaveLength(30);
  });

  it('registers the weekly lists.refresh job, which refetches recent editions and records each outcome', async () => {
    const handlers = new Map<string, JobHandler>();
    const schedules: [string, string | number][] = [];
    // A recording queue: the handler itself runs for real against the store and the replay server.
    const jobs = { engine: 'sqlite', register: (task: string, h: JobHandler) => handlers.set(task, h), schedule: async (task: string, when: string | number) => { schedules.push([task, when]); } } as unknown as Jobs;
    await registerTasks(jobs, { store: t.store, config });
    expect(schedules).toEqual([['lists.refresh', LISTS_CRON]]);
    const now = new Date();
    const months = (now.getUTCFullYear() - 2025) * 12 + now.getUTCMonth() - 6 + 1; // reaches back to 1 July 2025
    const since = new Date().toISOString();
    await handlers.get('lists.refresh')!({ months }, new InFlight('test', pino({ level: 'silent' })).helpers(1));
    const rows = await t.store.db.selectFrom('list_fetches').select(['edition', 'source', 'status', 'not_modified']).where('started_at', '>=', since).execute();
    expect(rows.filter((r) => r.edition === 'uai-2025')).toEqual([{ edition: 'uai-2025', source: 'pmlr', status: 'ok', not_modified: 2 }]);
    expect(rows.find((r) => r.edition === 'icml-2025')).toMatchObject({ source: 'pmlr', status: 'error' });
    expect(rows.some((r) => r.edition === 'uai-2024')).toBe(false);
  });
});
