// OpenAlex cross-check against a replay server on 127.0.0.1 serving recorded works (test/fixtures/openalex/PROVENANCE.md):
// look-up by arXiv DOI, journal DOI and title; politeness (mailto, ≥ 1 s gap, Retry-After, disk cache); fill papers the
// front matter left empty; flag disagreements, shown on /admin/openalex and decided there; the job and the CLI.
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { resolveAuthors } from '../../src/institutions/extract.ts';
import { paperInstitutions, setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { OpenAlexClient, openAlexFromConfig } from '../../src/institutions/openalex-client.ts';
import { crosscheckPaper, papersToCrosscheck } from '../../src/institutions/openalex-crosscheck.ts';
import { dismissDisagreement, listDisagreements, pendingDisagreements, reapplyAccepted } from '../../src/institutions/openalex-disagreements.ts';
import { createJobs, type Jobs } from '../../src/jobs/jobs.ts';
import { OPENALEX_TASK, registerTasks } from '../../src/institutions/tasks.ts';
import { createApp } from '../../src/web/app.tsx';
import { agent, csrfOf, login } from '../corrections/fixture.ts';
import { OpenAlexReplay } from './openalex-replay.ts';

const OA_TITLE = 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles';
const GW_TITLE = 'GW170104: Observation of a 50-Solar-Mass Binary Black Hole Coalescence at Redshift 0.2';
const OA_AUTHORS = 'Heather Piwowar, Jason Priem, Vincent Larivière, Juan Pablo Alperin, Lisa Matthias, Bree Norlander, Ashley Farley, Jevin West, Stefanie Haustein';
const TOKEN = 'openalex-test-token-0123456789';
const CONTACT = 'crosscheck@example.org';
const paper = (id: string, title: string, authors: string, created: string, doi?: string) =>
  recordFromSnapshot({ id, title, abstract: 'x', authors, categories: 'cs.DL', ...(doi ? { doi } : {}), versions: [{ version: 'v1', created }] }, 'test');
const MIT = 'LIGO Laboratory, Massachusetts Institute of Technology, Cambridge, MA 02139, USA';

describeStores('OpenAlex cross-check', (kind) => {
  let t: TestStore;
  let replay: OpenAlexReplay;
  let cache: string;
  let config: Config;
  beforeAll(async () => {
    t = await createTestStore(kind);
    replay = await new OpenAlexReplay().start();
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-openalex-'));
    config = loadConfig({ ...t.env, PAPERBOARD_OPENALEX: 'true', PAPERBOARD_OPENALEX_URL: replay.url, PAPERBOARD_OPENALEX_CACHE: cache, PAPERBOARD_CONTACT: CONTACT, PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' });
    await upsertPapers(t.store, [
      paper('1801.00001', OA_TITLE, OA_AUTHORS, 'Mon, 1 Aug 2017 00:00:00 GMT', '10.7717/peerj.4375'),
      paper('1801.00002', GW_TITLE, 'B. P. Abbott', 'Thu, 1 Jun 2017 00:00:00 GMT'),
      paper('1801.00003', GW_TITLE, 'B. P. Abbott', 'Thu, 1 Jun 2017 00:00:00 GMT'),
      paper('1801.00004', 'A Paper OpenAlex Has Never Heard Of', 'Ann Lee', 'Thu, 1 Jun 2017 00:00:00 GMT'),
      paper('1801.00005', GW_TITLE, 'B. P. Abbott', 'Thu, 1 Jun 2025 00:00:00 GMT'),
    ]);
    await setPaperAffiliations(t.store, '1801.00001', 1, resolveAuthors('none', OA_AUTHORS.split(', ').map((name) => ({ name, affiliations: [] }))));
    for (const id of ['1801.00002', '1801.00003']) await setPaperAffiliations(t.store, id, 1, resolveAuthors('latex', [{ name: 'B. P. Abbott', affiliations: [MIT] }]));
  });
  afterAll(async () => { await replay?.stop(); await t?.drop(); fs.rmSync(cache, { recursive: true, force: true }); });

  it('fills a paper whose front matter gave nothing from the work its journal DOI names, source openalex, ROR ids resolved', async () => {
    const r = await crosscheckPaper(t.store, openAlexFromConfig(config), '1801.00001');
    expect(r).toMatchObject({ outcome: 'filled', workId: 'https://openalex.org/W2741809807', matchedBy: 'doi', authorsMatched: 9 });
    expect(replay.seen.map((s) => `${s.status} ${s.path}`)).toEqual(['404 /works/doi:10.48550/arXiv.1801.00001', '200 /works/doi:10.7717/peerj.4375']);
    const v = (await paperInstitutions(t.store, ['1801.00001'])).get('1801.00001')!;
    expect(v.source).toBe('openalex');
    const lariviere = v.authors.find((a) => a.name === 'Vincent Larivière')!;
    expect(lariviere.affiliations.map((f) => f.institution_id).sort()).toEqual(['002rjbv21', '0161xgx34']);
    expect(v.authors.find((a) => a.name === 'Lisa Matthias')!.affiliations[0]).toMatchObject({ institution_id: '0213rcc28', institution_en: 'Simon Fraser University' });
    const linked = await t.store.db.selectFrom('paper_institutions').select('institution_id').where('paper_id', '=', '1801.00001').execute();
    expect(linked.map((x) => x.institution_id)).toContain('00cvxb145');
    const page = await (await createApp({ store: t.store, config })).request('/papers/1801.00001');
    expect(await page.text()).toMatch(/Simon Fraser University[^<]*<\/?[^>]*>?[\s\S]*· via OpenAlex/);
  });

  it('is polite: mailto on every request, the contact in the User-Agent, ≥ 1 s between requests, Retry-After honoured, answers cached on disk', async () => {
    replay.faults.push({ match: /title\.search/, status: 429, headers: { 'Retry-After': '1' }, times: 1 });
    const before = replay.seen.length;
    const r = await crosscheckPaper(t.store, openAlexFromConfig(config), '1801.00002');
    expect(r).toMatchObject({ outcome: 'compared', matchedBy: 'title', workId: 'https://openalex.org/W2755950973', authorsMatched: 1, disagreements: 1 });
    const mine = replay.seen.slice(before);
    expect(mine.map((s) => s.status)).toEqual([404, 429, 200]);
    for (const s of replay.seen) { expect(s.query.get('mailto')).toBe(CONTACT); expect(s.userAgent).toContain(CONTACT); }
    for (const run of [replay.seen.slice(0, before), mine]) for (let i = 1; i < run.length; i++) expect(run[i].at - run[i - 1].done).toBeGreaterThanOrEqual(990);
    expect(mine[2].at - mine[1].done).toBeGreaterThanOrEqual(990);
    const n = replay.seen.length;
    const again = openAlexFromConfig(config);
    await crosscheckPaper(t.store, again, '1801.00002');
    expect(again.requests).toBe(0);
    expect(replay.seen.length).toBe(n);
  }, 30_000);

  it('a title hit must be the same work: a distant year or an unknown title finds nothing', async () => {
    const c = openAlexFromConfig(config, { gapMs: 0 });
    expect((await crosscheckPaper(t.store, c, '1801.00005')).outcome).toBe('no-work');
    expect((await crosscheckPaper(t.store, c, '1801.00004')).outcome).toBe('no-work');
    const check = await t.store.db.selectFrom('openalex_checks').selectAll().where('paper_id', '=', '1801.00004').executeTakeFirstOrThrow();
    expect(check).toMatchObject({ outcome: 'no-work', work_id: null });
  });

  it('an OpenAlex that keeps failing is an error naming the URL (so the job retries), and the failure is not cached', async () => {
    replay.faults.push({ match: /doi:10\.48550\/arXiv\.1801\.00005/, status: 503, times: 2 });
    await t.store.db.deleteFrom('openalex_checks').where('paper_id', '=', '1801.00005').execute();
    const c = new OpenAlexClient(config.openalexUrl, CONTACT, path.join(cache, 'failing'), { gapMs: 0, maxAttempts: 2, backoffBaseMs: 10, backoffMaxMs: 20 });
    const err = await crosscheckPaper(t.store, c, '1801.00005').catch((e) => e);
    expect(err).toMatchObject({ code: 'OPENALEX_HTTP' });
    expect(err.message).toMatch(/doi:10\.48550\/arXiv\.1801\.00005.*failed 2 times/);
    expect(await t.store.db.selectFrom('openalex_checks').select('paper_id').where('paper_id', '=', '1801.00005').executeTakeFirst()).toBeUndefined();
    expect((await crosscheckPaper(t.store, c, '1801.00005')).outcome).toBe('no-work');
  });

  it('/admin/openalex shows the disagreement beside the front matter; accepting stores OpenAlex\'s version for that author', async () => {
    const app = await createApp({ store: t.store, config });
    const a = agent(app);
    expect((await a.get('/admin/openalex')).status).not.toBe(200);
    await login(a, TOKEN);
    const dash = await a.get('/admin');
    expect(dash.text).toMatch(/机构核对 OpenAlex disagreements<\/a> \(1 条待审 pending\)/);
    expect((await a.get('/admin/reports')).text).toMatch(/机构核对 OpenAlex disagreements<\/a> \(1 条待审 pending\)/);
    const page = await a.get('/admin/openalex');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Massachusetts Institute of Technology');
    expect(page.text).toContain('California Institute of Technology');
    const [d] = await listDisagreements(t.store);
    expect(d).toMatchObject({ paper_id: '1801.00002', author_name: 'B. P. Abbott', work_id: 'https://openalex.org/W2755950973' });
    const post = await a.post('/admin/openalex', { _csrf: csrfOf(page.text), one: `accept:${d.id}` });
    expect(post.status).toBe(303);
    const v = (await paperInstitutions(t.store, ['1801.00002'])).get('1801.00002')!;
    expect(v.source).toBe('latex');
    expect(v.authors[0].affiliations.map((f) => f.institution_en)).toEqual(['California Institute of Technology']);
    const rows = await t.store.db.selectFrom('paper_affiliations').select(['aff_text', 'source']).where('paper_id', '=', '1801.00002').execute();
    expect(rows).toEqual([{ aff_text: 'LIGO Laboratory, California Institute of Technology, Pasadena, CA 91125, USA', source: 'openalex' }]);
    const api = await (await app.request('/api/v1/papers/1801.00002')).json() as { affiliations_source: string; author_affiliations: { affiliations: { source: string; display: string }[] }[] };
    expect(api.affiliations_source).toBe('latex');
    expect(api.author_affiliations[0].affiliations.map((f) => f.source)).toEqual(['openalex']);
    expect(await pendingDisagreements(t.store)).toBe(0);
    const again = await a.post('/admin/openalex', { _csrf: csrfOf(page.text), one: `accept:${d.id}` });
    expect(decodeURIComponent(again.res.headers.get('location')!)).toContain(`#${d.id} was already accepted`);
    expect((await crosscheckPaper(t.store, openAlexFromConfig(config, { gapMs: 0 }), '1801.00002')).disagreements).toBe(0);
    await setPaperAffiliations(t.store, '1801.00002', 1, resolveAuthors('latex', [{ name: 'B. P. Abbott', affiliations: [MIT] }]));
    expect(await reapplyAccepted(t.store, '1801.00002')).toBe(1);
    expect((await paperInstitutions(t.store, ['1801.00002'])).get('1801.00002')!.authors[0].affiliations.map((f) => f.institution_en)).toEqual(['California Institute of Technology']);
  });

  it('a dismissed disagreement is not raised again while OpenAlex says the same', async () => {
    const c = openAlexFromConfig(config, { gapMs: 0 });
    expect((await crosscheckPaper(t.store, c, '1801.00003')).disagreements).toBe(1);
    const [d] = await listDisagreements(t.store);
    await dismissDisagreement(t.store, d.id, 'Mod');
    expect((await crosscheckPaper(t.store, c, '1801.00003')).disagreements).toBe(0);
    expect(await pendingDisagreements(t.store)).toBe(0);
    await expect(dismissDisagreement(t.store, d.id, 'Mod')).rejects.toThrow(/already dismissed/);
  });

  it('the background job cross-checks a queued paper; the sweep picks papers not yet asked', async () => {
    await t.store.db.deleteFrom('openalex_checks').where('paper_id', '=', '1801.00003').execute();
    expect(await papersToCrosscheck(t.store, 10)).toEqual(['1801.00003']);
    const jobs: Jobs = await createJobs(t.store, config, { run: true, pollMs: kind === 'sqlite' ? 50 : 500, logger: pino({ level: 'silent' }), retryBaseSeconds: 1 });
    try {
      await registerTasks(jobs, { store: t.store, config, llm: null });
      await jobs.start();
      await jobs.enqueue(OPENALEX_TASK, { paperId: '1801.00003' });
      const end = Date.now() + 20_000;
      while (!(await t.store.db.selectFrom('openalex_checks').select('outcome').where('paper_id', '=', '1801.00003').executeTakeFirst())) {
        if (Date.now() > end) throw new Error('the job did not run');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await papersToCrosscheck(t.store, 10)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 40_000);

  it('`paperboard institutions crosscheck` runs the same work in the foreground, from the disk cache; off, it says how to turn it on', async () => {
    const env = { ...process.env, ...t.env, PAPERBOARD_OPENALEX: 'true', PAPERBOARD_OPENALEX_URL: replay.url, PAPERBOARD_OPENALEX_CACHE: cache, PAPERBOARD_CONTACT: CONTACT, PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' };
    const bin = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
    const n = replay.seen.length;
    const { stdout } = await promisify(execFile)('node', [bin, 'institutions', 'crosscheck', '1801.00001', '1801.00004'], { env });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ papers: 2, by_outcome: { compared: 1, 'no-work': 1 }, disagreements: 0, requests: 0, failed: 0 });
    expect(replay.seen.length).toBe(n);
    const off = await promisify(execFile)('node', [bin, 'institutions', 'crosscheck'], { env: { ...env, PAPERBOARD_OPENALEX: 'false' } }).catch((e) => e);
    expect(off.code).toBe(1);
    expect(off.stderr).toMatch(/OpenAlex cross-check is off: set PAPERBOARD_OPENALEX=true/);
  }, 120_000);
});
