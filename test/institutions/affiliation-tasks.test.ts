import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import { describeStores, createTestStore, testDatabaseUrl, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { FIXTURES } from '../helpers/data.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { ORG_PROMPT } from '../../src/enrich/prompts.ts';
import { createJobs, type Jobs } from '../../src/jobs/jobs.ts';
import { PgBossJobs } from '../../src/jobs/pg-boss-queue.ts';
import { AFFILIATIONS_SWEEP_TASK, registerTasks } from '../../src/institutions/tasks.ts';
import { fillPaperAffiliations } from '../../src/institutions/affiliation-pipeline.ts';
import { paperInstitutions } from '../../src/institutions/affiliation-store.ts';
import { FRONT_MATTER_PROMPT } from '../../src/institutions/llm-front-matter.ts';
import { makePdf } from './pdf-fixture.ts';

const papers = path.join(FIXTURES, 'papers');
const read = (p: string) => fs.readFileSync(path.join(papers, p));
/** What the local "arXiv" serves per paper id: HTML, e-print and PDF (absent: 404). */
const FILES: Record<string, { html?: Buffer; eprint?: Buffer; pdf?: Buffer }> = {
  '2304.14108': { html: read('html/latexml-generated/2304.14108/index.html') },
  '2002.10816': { html: read('html/latexml-generated/2002.10816/index.html'), eprint: zlib.gzipSync(read('latex/2002.10816/main.frontmatter.tex')) },
  '2302.07302': { pdf: read('pdf/2302.07302/paper.pdf') },
  '2401.00001': { pdf: makePdf([['A Study of Widgets', 18], ['Jane Doe', 11], ['Abstract', 11], ['We study widgets at length and find them useful.', 10]]) },
};
const quiet = pino({ level: 'silent' });

async function until(cond: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeStores('institutions tasks: fetch, cache, extract, LLM fallback, store', (kind) => {
  let t: TestStore;
  let fake: FakeLlm;
  let server: http.Server;
  let requests: string[];
  let cacheDir: string;
  let config: Config;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await createTestStore(kind);
    requests = [];
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      const m = /^\/(html|e-print|pdf)\/(\d{4}\.\d{5})v\d+$/.exec(req.url!);
      const f = m && FILES[m[2]];
      const body = f && (m[1] === 'html' ? f.html : m[1] === 'pdf' ? f.pdf : f.eprint);
      if (!body) { res.writeHead(404).end('not found'); return; }
      res.writeHead(200, { 'content-type': m[1] === 'html' ? 'text/html; charset=utf-8' : m[1] === 'pdf' ? 'application/pdf' : 'application/x-eprint-tar' }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    fake = await startFakeLlm({
      script: (call) => {
        if (call.system === FRONT_MATTER_PROMPT) return { text: JSON.stringify({ authors: [{ name: 'Jane Doe', affiliations: ['Acme Widget Works Inc., Springfield, USA'] }] }) };
        if (call.system === ORG_PROMPT) return { text: JSON.stringify({ zh: /Acme/.test(call.user) ? '阿克米部件公司' : null }) };
        return undefined;
      },
    });
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-fm-cache-'));
    config = loadConfig({
      ...t.env, PAPERBOARD_ARXIV_WEB_URL: `http://127.0.0.1:${(server.address() as any).port}`, PAPERBOARD_ARXIV_GAP_MS: '0',
      PAPERBOARD_FRONT_MATTER_CACHE: cacheDir, PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false',
      PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_MAX_RETRIES: '0',
    });
    const recs = Object.keys(FILES).map((id) => recordFromSnapshot({ id, title: `Paper ${id}`, abstract: 'x', authors: 'A. Author', categories: 'cs.LG', versions: [{ version: 'v1', created: 'Mon, 1 May 2023 00:00:00 GMT' }] }, 'test'));
    await upsertPapers(t.store, recs);
    for (const id of Object.keys(FILES)) {
      await t.store.db.insertInto('paper_venues').values({ paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: null, verified: 0 }).execute();
    }
    if (kind === 'sqlite') jobs = await createJobs(t.store, config, { pollMs: 50, logger: quiet, retryBaseSeconds: 1 });
    else {
      const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.store.db)).rows[0].name;
      jobs = new PgBossJobs(testDatabaseUrl(name), { run: true, pollMs: 500, logger: quiet, retryBaseSeconds: 1 });
    }
    await registerTasks(jobs, { store: t.store, config, llm: createLlm(config) });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await fake?.close();
    server?.close();
    await t?.drop();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('the sweep queues venue papers without affiliations; each is read from the best source and stored with it', async () => {
    await jobs.enqueue(AFFILIATIONS_SWEEP_TASK, {});
    const sources = async () => (await t.store.db.selectFrom('paper_affiliation_sources').select(['paper_id', 'source']).execute());
    await until(async () => (await sources()).length === 4);
    expect(Object.fromEntries((await sources()).map((r) => [r.paper_id, r.source]))).toEqual({ '2304.14108': 'html', '2002.10816': 'latex', '2302.07302': 'pdf', '2401.00001': 'llm' });
    const views = await paperInstitutions(t.store, ['2304.14108', '2302.07302', '2401.00001']);
    expect(views.get('2304.14108')!.authors[0].affiliations[0].institution_en).toBe('Columbia University');
    expect(views.get('2302.07302')!.authors.map((a) => a.name)).toContain('Daniel S. Weld');
    const acme = views.get('2401.00001')!;
    expect(acme.authors[0].name).toBe('Jane Doe');
    expect(acme.institutions[0].zh).toBe('阿克米部件公司');
    const row = await t.store.db.selectFrom('institutions').select(['name_zh', 'zh_source']).where('name_en', 'like', 'Acme Widget Works%').executeTakeFirstOrThrow();
    expect(row).toEqual({ name_zh: '阿克米部件公司', zh_source: 'llm' });
  }, 60_000);

  it('reads fetched files from the disk cache and asks the model for an organisation once', async () => {
    const before = requests.length;
    const orgCalls = () => fake.calls.filter((c) => c.system === ORG_PROMPT && /Acme/.test(c.user)).length;
    expect(orgCalls()).toBe(1);
    await t.store.db.deleteFrom('paper_affiliation_sources').where('paper_id', '=', '2401.00001').execute();
    await t.store.db.updateTable('institutions').set({ name_zh: null, zh_source: null }).where('name_en', 'like', 'Acme Widget Works%').execute();
    const r = await fillPaperAffiliations({ store: t.store, config, llm: createLlm(config) }, '2302.07302');
    expect(r.source).toBe('pdf');
    const again = await fillPaperAffiliations({ store: t.store, config, llm: createLlm(config) }, '2401.00001');
    expect(again.source).toBe('llm');
    expect(requests.length).toBe(before);
    expect(orgCalls()).toBe(1);
    expect(fs.existsSync(path.join(cacheDir, 'pdf/2302.07302v1.bin'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir, 'html/2302.07302v1.json'), 'utf8')).status).toBe(404);
  }, 30_000);

  it('`paperboard institutions fetch --venue` fills the papers of an edition in the foreground', async () => {
    await t.store.db.deleteFrom('paper_affiliation_sources').where('paper_id', 'in', ['2304.14108', '2002.10816']).execute();
    const env = { ...process.env, ...t.env, PAPERBOARD_ARXIV_WEB_URL: config.arxivWebUrl, PAPERBOARD_ARXIV_GAP_MS: '0', PAPERBOARD_FRONT_MATTER_CACHE: cacheDir, PAPERBOARD_LLM_MODEL: '' };
    const bin = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
    const { stdout } = await promisify(execFile)('node', [bin, 'institutions', 'fetch', '--venue', 'icml-2026'], { env });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ papers: 2, by_source: { html: 1, latex: 1 }, failed: 0, llm: false });
    // A child process that loads the registry and the catalogue: ~15 s on a quiet machine, 30 s at load 12.
  }, 90_000);
});
