import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { RANK_WINDOW, searchPapers } from '../../src/papers/search.ts';
import { testApp } from '../helpers/app.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { openStore } from '../../src/store/connection.ts';
import { searchFileOf } from '../../src/store/search-file.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';

// SQLite only: the search file is how SQLite keeps its full-text index (PostgreSQL indexes inside its tables).
describe('SQLite search file', () => {
  let t: TestStore;
  let dbPath: string;
  beforeAll(async () => {
    t = await createTestStore('sqlite');
    dbPath = t.env.PAPERBOARD_SQLITE_PATH;
    await importFile(t.store, tempFile('s.jsonl', snapshotLines(2000, 3000)));
  });
  afterAll(async () => { await t.drop(); });

  it('lives beside the store and is rebuilt from the papers when deleted', async () => {
    expect(searchFileOf('/x/paperboard.db')).toBe('/x/paperboard.search.db');
    expect(searchFileOf('/x/store')).toBe('/x/store.search.db');
    const file = searchFileOf(dbPath);
    expect(fs.existsSync(file)).toBe(true);
    const before = await searchPapers(t.store, 'graph', 1, 10);
    expect(before.total).toBeGreaterThan(5);
    await t.store.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    t.store = openStore({ sqlitePath: dbPath });
    expect((await searchPapers(t.store, 'graph', 1, 10)).total).toBe(0);
    expect(await indexPending(t.store)).toBe(1001);
    const after = await searchPapers(t.store, 'graph', 1, 10);
    expect(after.total).toBe(before.total);
    expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
  });

  it('makes its English tables with the bulk-indexing settings: 4 MB of terms per segment, sixteen segments merged at a time', () => {
    for (const table of ['papers_fts', 'papers_title_fts']) {
      const config = Object.fromEntries(t.store.sqlite!.prepare(`SELECT k, v FROM search.${table}_config`).raw().all() as [string, unknown][]);
      expect(config, table).toMatchObject({ hashsize: 4 << 20, automerge: 16 });
    }
  });

  it('re-indexes changed papers: an updated title is found by its new words, not its old ones', async () => {
    const line = JSON.parse(snapshotLines(2500, 2500)[0]);
    const version = async (v: number, title: string) => {
      await upsertPapers(t.store, [recordFromSnapshot({ ...line, title, versions: [{ version: `v${v}`, created: null }] }, 'test')]);
      await indexPending(t.store);
    };
    await version(8, 'Qwertyuiop lattices');
    expect((await searchPapers(t.store, 'qwertyuiop', 1, 10)).items.map((p) => p.id)).toEqual([line.id]);
    await version(9, 'Zyxwvut lattices');
    expect((await searchPapers(t.store, 'zyxwvut', 1, 10)).items.map((p) => p.id)).toEqual([line.id]);
    expect((await searchPapers(t.store, 'qwertyuiop', 1, 10)).total).toBe(0);
  });
});

describe('the search page while the index is being built', () => {
  it('says how far the index has come, and stops saying it once it is complete', async () => {
    const t = await createTestStore('sqlite');
    try {
      await importFile(t.store, tempFile('p.jsonl', snapshotLines(6000, 7000)), { index: false });
      const app = await testApp(t.store);
      const before = await (await app.request('/search?q=graph')).text();
      expect(before).toContain('The search index is being built (0 of 1001 papers)');
      expect(before).toContain('搜索索引正在建立');
      await indexPending(t.store);
      expect(await (await app.request('/search?q=graph')).text()).not.toContain('搜索索引正在建立');
    } finally {
      await t.drop();
    }
  });
});

describe('paperboard search-index', () => {
  it('rebuilds the index from the papers and says how many it indexed', async () => {
    const { spawnSync } = await import('node:child_process');
    const t = await createTestStore('sqlite');
    try {
      await importFile(t.store, tempFile('c.jsonl', snapshotLines(4000, 4300)));
      const bin = new URL('../../bin/paperboard.js', import.meta.url).pathname;
      const run = (args: string[]) => spawnSync(process.execPath, [bin, 'search-index', ...args], { env: { ...process.env, ...t.env, LOG_LEVEL: 'silent' }, encoding: 'utf8' });
      const up = run([]);
      expect(up.status, up.stderr).toBe(0);
      expect(up.stdout).toMatch(/test\.search\.db: indexed 0 papers/);
      const rebuilt = run(['--rebuild']);
      expect(rebuilt.status, rebuilt.stderr).toBe(0);
      expect(rebuilt.stdout).toMatch(/indexed 301 papers/);
      expect((await searchPapers(t.store, 'the', 1, 5)).total).toBeGreaterThan(100);
    } finally {
      await t.drop();
    }
  }, 60_000);
});

// Both databases rank a broad query the same way (on PostgreSQL ranking every match of a common word took seconds).
describeStores('ranking a broad query', (kind) => {
  let t: TestStore;
  const N = RANK_WINDOW + 150;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const lines = Array.from({ length: N }, (_, i) => JSON.stringify({
      id: `2601.${String(i + 1).padStart(5, '0')}`, title: i % 3 === 0 ? `Broadword broadword study ${i}` : `A broadword study number ${i} of many words in a longer title`,
      authors: 'A. Author', abstract: 'Nothing here.', versions: [{ version: 'v1', created: 'Mon, 5 Jan 2026 10:00:00 GMT' }],
    }));
    await importFile(t.store, tempFile('b.jsonl', lines));
  });
  afterAll(async () => { await t.drop(); });

  it(`ranks within the newest ${RANK_WINDOW} matches, then lists the rest newest first, each match once`, async () => {
    const first = await searchPapers(t.store, 'broadword', 1, 50);
    expect(first.total).toBe(N);
    expect(first.windowed).toBe(true);
    const newest = new Set(Array.from({ length: RANK_WINDOW }, (_, i) => `2601.${String(N - i).padStart(5, '0')}`));
    expect(first.items.every((p) => newest.has(p.id))).toBe(true);
    // bm25 puts the short titles that repeat the word first.
    expect(first.items.every((p) => p.title.startsWith('Broadword'))).toBe(true);
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 500 < N; page++) seen.push(...(await searchPapers(t.store, 'broadword', page, 500)).items.map((p) => p.id));
    expect(seen.length).toBe(N);
    expect(new Set(seen).size).toBe(N);
    expect(seen.slice(RANK_WINDOW)).toEqual(Array.from({ length: N - RANK_WINDOW }, (_, i) => `2601.${String(N - RANK_WINDOW - i).padStart(5, '0')}`));
    if (kind === 'sqlite') expect(path.basename(searchFileOf(t.env.PAPERBOARD_SQLITE_PATH))).toBe('test.search.db');
    // The search page says so, in both languages; a narrower query does not.
    const app = await testApp(t.store);
    const html = await (await app.request('/search?q=broadword')).text();
    expect(html).toContain(`the ${RANK_WINDOW} most recently added matches are ranked by relevance`);
    expect(html).toContain('检索范围较广');
    expect(await (await app.request('/search?q=broadword+number+7')).text()).not.toContain('检索范围较广');
  });
});
