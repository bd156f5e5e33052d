import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { editionInfo, papersOfEdition } from '../../src/papers/queries.ts';
import { redetectVenues } from '../../src/venues/redetect.ts';
import { openStore } from '../../src/store/connection.ts';
import { trackChoices } from '../../src/web/pages/venue.tsx';
import { programmeNamed } from '../../src/venues/programme.ts';
import { fillProgrammes } from '../../src/store/migrations/024-venue-programme.ts';
import { conforms, type Doc } from '../distribution/api-suite.ts';

// One edition with papers of the track "other" in named programmes (three of IJCAI's Journal Track, one of a Survey
// Track), one of that track whose programme has no name ("as an abstract"), and two of the main track.
const PAPERS: [string, string][] = [
  ['2605.00021', 'Accepted to IJCAI 2025 Journal Track'],
  ['2605.00022', 'IJCAI 2025 (Journal Track)'],
  ['2605.00023', 'Accepted at the journal track of IJCAI 2025'],
  ['2605.00024', 'Accepted at IJCAI 2025 Survey Track'],
  ['2605.00025', 'Accepted at IJCAI 2025 as an abstract'],
  ['2605.00026', 'Accepted at IJCAI 2025'],
  ['2605.00027', 'Accepted at IJCAI 2025, main track'],
];
const JOURNAL = ['2605.00021', '2605.00022', '2605.00023'];

describe('the track choices of a venue page', () => {
  it('lists the programmes of the track "other" in its place, "other" only for the unnamed, and every other track by its name in English and Chinese', () => {
    const tracks = [{ track: 'main', n: 9 }, { track: 'other', n: 6 }, { track: 'workshop', n: 2 }];
    const programmes = [{ programme: 'Journal Track', n: 3 }, { programme: 'Survey Track', n: 2 }, { programme: null, n: 1 }];
    expect(trackChoices(tracks, programmes)).toEqual([
      { label: 'main 主会', n: 9, track: 'main' },
      { label: 'Journal Track 期刊论文专场', n: 3, programme: 'Journal Track' },
      { label: 'Survey Track 综述专场', n: 2, programme: 'Survey Track' },
      { label: 'other 其他', n: 1, programme: 'none' },
      { label: 'Workshop 研讨会', n: 2, track: 'workshop' },
    ]);
    // No programme named: the track stays one choice.
    expect(trackChoices(tracks, [{ programme: null, n: 6 }])).toContainEqual({ label: 'other 其他', n: 6, track: 'other' });
  });

  it('gives a programme the same Chinese name whichever rule read it (the stored English name gives back the badge)', () => {
    expect(programmeNamed('Journal Track')).toEqual({ en: 'Journal Track', zh: '期刊论文专场' });
    expect(programmeNamed('Lab')).toEqual({ en: 'Lab', zh: '评测实验室' });
    expect(programmeNamed('Student Abstract')).toEqual({ en: 'Student Abstract', zh: '学生摘要' });
    // a kind of programme named in Chinese by its words; a track of a kind gets 专场; a name of no known kind is a 专场
    expect(programmeNamed('Creative AI Track').zh).toBe('创意 AI 专场');
    expect(programmeNamed('CVPR 2025 Autonomous Grand Challenge').zh).toBe('挑战赛');
    expect(programmeNamed('Vision Track').zh).toBe('专场');
  });
});

describeStores('programmes in the venue page\'s track filter', (kind) => {
  let t: TestStore;
  let server: { url: string; close(): Promise<void> };
  // Over HTTP from a real server on 127.0.0.1; two papers a page, so the programme must survive pagination.
  const get = async (url: string) => { const r = await fetch(`${server.url}${url}`); expect(r.status, url).toBe(200); return r; };
  const ids = (html: string) => [...new Set([...html.matchAll(/href="\/papers\/(2605\.\d{5})"/g)].map((m) => m[1]))].sort();
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('papers.jsonl', commentRecords(PAPERS, 'Programme filter paper', 'cs.AI')));
    await indexPending(t.store);
    server = await listen(await testApp(t.store, { PAPERBOARD_PAGE_SIZE: '2' }));
  }, 120_000);
  afterAll(async () => { await server.close(); await t.drop(); });

  it('stores each mention\'s programme as it is written, and counts the edition by programme', async () => {
    const rows = await t.store.db.selectFrom('paper_venues').select(['paper_id', 'track', 'programme']).where('edition', '=', 'ijcai-2025').orderBy('paper_id').execute();
    expect(rows.map((r) => [r.paper_id, r.track, r.programme])).toEqual([
      ['2605.00021', 'other', 'Journal Track'], ['2605.00022', 'other', 'Journal Track'], ['2605.00023', 'other', 'Journal Track'],
      ['2605.00024', 'other', 'Survey Track'], ['2605.00025', 'other', null], ['2605.00026', 'main', null], ['2605.00027', 'main', null],
    ]);
    const info = await editionInfo(t.store, 'ijcai-2025');
    // main first whatever the sizes, the catch-all "other" last
    expect(info?.tracks).toEqual([{ track: 'main', n: 2 }, { track: 'other', n: 5 }]);
    expect(info?.programmes).toEqual([{ programme: 'Journal Track', n: 3 }, { programme: 'Survey Track', n: 1 }, { programme: null, n: 1 }]);
  });

  it('lists the programmes with their bilingual labels and counts, and "other 其他 (N)" only for the unnamed', async () => {
    const html = await (await get('/venues/ijcai-2025')).text();
    expect(html).toContain('<a href="/venues/ijcai-2025?programme=Journal+Track">Journal Track 期刊论文专场 (3)</a>');
    expect(html).toContain('<a href="/venues/ijcai-2025?programme=Survey+Track">Survey Track 综述专场 (1)</a>');
    expect(html).toContain('<a href="/venues/ijcai-2025?programme=none">other 其他 (1)</a>');
    // the reader's order: main, then the programmes, then "other"
    const order = ['?track=main">main 主会 (2)', '?programme=Journal+Track">', '?programme=Survey+Track">', '?programme=none">other 其他 (1)'].map((x) => html.indexOf(x));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])), JSON.stringify(order)).toBe(true);
    expect(html).not.toContain('>other 其他 (5)</a>');
    // The form: the track keeps its total, the programme is picked beside it.
    expect(html).toContain('<option value="other">other, all programmes 全部专场 (5)</option>');
    expect(html).toMatch(/<select name="programme">\s*<option value="">全部 all<\/option>\s*<option value="Journal Track">Journal Track 期刊论文专场 \(3\)<\/option>/);
    expect(html).toContain('<option value="none">other, unnamed 未命名 (1)</option>');
  });

  it('lists only the programme picked, page after page, and keeps it in the pager and the other links', async () => {
    const first = await (await get('/venues/ijcai-2025?programme=Journal+Track')).text();
    expect(first).toContain('共 3 篇 · 3 papers in track “Journal Track 期刊论文专场”');
    expect(first).toContain('<option value="Journal Track" selected="">');
    expect(first).toContain('href="/venues/ijcai-2025?programme=Journal+Track&amp;page=2"');
    const second = await (await get('/venues/ijcai-2025?programme=Journal+Track&page=2')).text();
    expect([...ids(first), ...ids(second)].sort()).toEqual(JOURNAL);
    expect(ids(first)).toHaveLength(2);
    // Another filter keeps the programme; "all" drops it.
    const kept = await (await get('/venues/ijcai-2025?programme=Journal+Track&q=Programme')).text();
    expect(ids(kept)).toEqual(JOURNAL.slice(1));
    expect(kept).toContain('href="/venues/ijcai-2025?programme=Journal+Track&amp;q=Programme&amp;page=2"');
    expect(kept).toContain('<a href="/venues/ijcai-2025?q=Programme">全部 all</a>');
  });

  it('lists the unnamed papers of the track "other" for programme=none, and caches each programme\'s page apart', async () => {
    const none = await (await get('/venues/ijcai-2025?programme=none')).text();
    expect(ids(none)).toEqual(['2605.00025']);
    expect(none).toContain('1 papers in track “other 其他”');
    const survey = await (await get('/venues/ijcai-2025?programme=Survey+Track')).text();
    expect(ids(survey)).toEqual(['2605.00024']);
    // Asked again (from the page cache): still each its own.
    expect(ids(await (await get('/venues/ijcai-2025?programme=none')).text())).toEqual(['2605.00025']);
    expect(ids(await (await get('/venues/ijcai-2025?programme=Survey+Track')).text())).toEqual(['2605.00024']);
    // A track and the programme together: the track "other" as asked; another track has none of its programmes.
    expect(ids(await (await get('/venues/ijcai-2025?track=other&programme=Survey+Track')).text())).toEqual(['2605.00024']);
    expect((await papersOfEdition(t.store, 'ijcai-2025', 1, 10, { track: 'main', programme: 'Survey Track' })).total).toBe(0);
    expect((await papersOfEdition(t.store, 'ijcai-2025', 1, 10, { programme: 'none', country: 'CN' })).total).toBe(0);
  });

  it('gives the API the edition\'s programmes and the papers of one, as the OpenAPI document says', async () => {
    const doc = (await (await get('/api/v1/openapi.json')).json()) as Doc;
    const ed = (await conforms(doc, 'get', '/venues/{edition}', await get('/api/v1/venues/ijcai-2025'))) as { programmes: unknown[] };
    expect(ed.programmes).toEqual([
      { programme: 'Journal Track', label: 'Journal Track 期刊论文专场', papers: 3 },
      { programme: 'Survey Track', label: 'Survey Track 综述专场', papers: 1 },
      { programme: null, label: null, papers: 1 },
    ]);
    const page = (await conforms(doc, 'get', '/venues/{edition}/papers', await get('/api/v1/venues/ijcai-2025/papers?programme=Journal%20Track&limit=10'))) as { items: { id: string }[] };
    expect(JSON.stringify(doc.paths['/venues/{edition}/papers'])).toContain('"name":"programme"');
    expect(page.items.map((p) => p.id).sort()).toEqual(JOURNAL);
    const none = (await (await get('/api/v1/venues/ijcai-2025/papers?programme=none')).json()) as { items: { id: string }[] };
    expect(none.items.map((p) => p.id)).toEqual(['2605.00025']);
    // Exports and feeds read the same parameter.
    const md = await (await get('/exports/venues/ijcai-2025.md?programme=Journal+Track')).text();
    expect([...md.matchAll(/2605\.000\d\d/g)].map((m) => m[0]).filter((id, i, a) => a.indexOf(id) === i).sort()).toEqual(JOURNAL);
    const atom = await (await get('/feeds/venues/ijcai-2025.atom?programme=none')).text();
    expect([...atom.matchAll(/arxiv\.org\/abs\/(2605\.000\d\d)/g)].map((m) => m[1]).filter((id, i, a) => a.indexOf(id) === i)).toEqual(['2605.00025']);
  });

  it('fills the programmes of a store written before the column (the migration\'s first fill)', async () => {
    await t.store.db.updateTable('paper_venues').set({ programme: null }).execute();
    expect(await fillProgrammes(t.store.db)).toBe(4);
    const info = await editionInfo(t.store, 'ijcai-2025');
    expect(info?.programmes).toEqual([{ programme: 'Journal Track', n: 3 }, { programme: 'Survey Track', n: 1 }, { programme: null, n: 1 }]);
  });

  it('`paperboard export --venue … --programme …` writes only that programme\'s papers', async () => {
    const bin = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
    const { stdout } = await promisify(execFile)('node', [bin, 'export', '--venue', 'ijcai-2025', '--programme', 'Journal Track', '--format', 'json'], { env: { ...process.env, ...t.env } });
    const out = JSON.parse(stdout) as { title: string; papers: { id: string }[] };
    expect(out.papers.map((p) => p.id).sort()).toEqual(JOURNAL);
    expect(out.title).toContain('programme Journal Track 期刊论文专场');
  }, 90_000); // a child process loading the catalogue: ~15 s at load

  it('writes the programme back when re-detection reads another one than is stored (the rules changed)', async () => {
    // The served page, until it shows `text` (a changed copy may be served from the cache while it is rebuilt).
    const until = async (text: string, ms = 10_000) => {
      for (const end = Date.now() + ms; ;) {
        const html = await (await get('/venues/ijcai-2025')).text();
        if (html.includes(text) || Date.now() > end) return html;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await get('/venues/ijcai-2025');
    await t.store.db.updateTable('paper_venues').set({ programme: null }).where('paper_id', '=', '2605.00024').execute();
    await t.store.db.updateTable('paper_venues').set({ programme: 'Stale' }).where('paper_id', '=', '2605.00025').execute();
    // The served page follows the programme counts (a data-version probe reads them), without a new mention.
    const stale = await until('Stale');
    expect(stale).toContain('>Stale 专场 (1)</a>');
    expect(stale).toContain('<a href="/venues/ijcai-2025?programme=none">other 其他 (1)</a>');
    await redetectVenues(t.store);
    const again = await until('Survey Track');
    expect(again).not.toContain('Stale');
    expect(again).toContain('>Survey Track 综述专场 (1)</a>');
    const rows = await t.store.db.selectFrom('paper_venues').select(['paper_id', 'programme']).where('paper_id', 'in', ['2605.00024', '2605.00025']).orderBy('paper_id').execute();
    expect(rows).toEqual([{ paper_id: '2605.00024', programme: 'Survey Track' }, { paper_id: '2605.00025', programme: null }]);
  });

  // PostgreSQL only: SQLite has one writer, so the race cannot happen there (not defined there rather than skipped).
  if (kind === 'postgres') it('two transactions adding papers to one programme at once count both', async () => {
    const other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: '' });
    const row = (paper_id: string) => ({ paper_id, venue: 'IJCAI', year: 2025, edition: 'ijcai-2025', track: 'other', workshop: null, status: 'accepted',
      presentation: null, source: 'comments', evidence: 'Accepted at IJCAI 2025 Concurrent Track', verified: 0, programme: 'Concurrent Track' });
    try {
      let release: () => void = () => {};
      const hold = new Promise<void>((r) => { release = r; });
      let firstWritten: () => void = () => {};
      const written = new Promise<void>((r) => { firstWritten = r; });
      // The first adds its paper and keeps its transaction open; the second adds another meanwhile.
      const first = other.db.transaction().execute(async (trx) => {
        await trx.insertInto('paper_venues').values(row('2605.00026')).execute();
        firstWritten();
        await hold;
      });
      await written;
      const second = t.store.db.insertInto('paper_venues').values(row('2605.00027')).execute();
      await new Promise((r) => setTimeout(r, 300));
      release();
      await Promise.all([first, second]);
    } finally {
      await other.close();
    }
    expect((await editionInfo(t.store, 'ijcai-2025'))?.programmes).toContainEqual({ programme: 'Concurrent Track', n: 2 });
    await t.store.db.deleteFrom('paper_venues').where('programme', '=', 'Concurrent Track').execute();
    expect((await editionInfo(t.store, 'ijcai-2025'))?.programmes.map((p) => p.programme)).not.toContain('Concurrent Track');
  });
});
