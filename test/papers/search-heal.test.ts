import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { testApp } from '../helpers/app.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { indexPending, indexProgress } from '../../src/papers/search-index.ts';
import { healSearchNow, searchRebuild } from '../../src/papers/search-heal.ts';
import { openStore } from '../../src/store/connection.ts';
import { checkSearchFile, searchFileOf } from '../../src/store/search-file.ts';
import { checkSearchFileInThread } from '../../src/store/search-check.ts';

// SQLite only: the search file is how SQLite keeps its full-text index (PostgreSQL indexes inside its own tables).
const QUERIES = ['graph', 'neural network', 'learning', 'quantum', 'model', 'data', 'optimal', 'the', 'random', 'energy', 'theory', 'field', 'deep'];
const PAGE = 4096;

/** Overwrites `bytes` at `offset` of `file` (what a failing disk or a stray write does). */
function scribble(file: string, offset: number, bytes: Buffer): void {
  const fd = fs.openSync(file, 'r+');
  try { fs.writeSync(fd, bytes, 0, bytes.length, offset); } finally { fs.closeSync(fd); }
}

// Twice: searches on the process's own connection, and as a serving process runs them, on its read threads (each with
// the search file attached: a damage they meet is healed by the process, and they attach the new file).
describe.each([
  { reads: 'on the connection', threads: 0 },
  { reads: 'on read threads', threads: 2 },
])('a damaged SQLite search file heals itself (searches $reads)', ({ threads }) => {
  let t: TestStore;
  let file: string;
  let warn: ReturnType<typeof vi.spyOn>;
  let baseline: string[][];
  let baselineTotals: number[];
  const results = async () => Promise.all(QUERIES.map(async (q) => (await searchPapers(t.store, q, 1, 20)).items.map((p) => p.id)));
  const warnings = () => warn.mock.calls.map((c: unknown[]) => JSON.parse(String(c[0])) as { msg: string; file?: string; movedTo?: string });
  const reopen = async () => { await t.store.close(); t.store = open(); };
  const closeAndCheckpoint = async () => {
    t.store.sqlite!.pragma('search.wal_checkpoint(TRUNCATE)');
    await t.store.close();
  };

  const open = () => openStore({ sqlitePath: t.env.PAPERBOARD_SQLITE_PATH, ...(threads ? { patient: true, readThreads: threads } : {}) });

  beforeEach(async () => {
    t = await createTestStore('sqlite');
    if (threads) await reopen();
    file = searchFileOf(t.env.PAPERBOARD_SQLITE_PATH);
    await importFile(t.store, tempFile('h.jsonl', snapshotLines(2000, 3000)));
    baseline = await results();
    baselineTotals = await Promise.all(QUERIES.map(async (q) => (await searchPapers(t.store, q, 1, 20)).total));
    expect(baseline.filter((r) => r.length > 0).length).toBeGreaterThan(10);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    warn.mockRestore();
    await t.drop();
  });

  it('at start: an overwritten header is moved aside with a warning naming the file, the store opens and is rebuilt', async () => {
    await closeAndCheckpoint();
    scribble(file, 0, Buffer.from('this is not an SQLite file at all, a stray write put it here'.padEnd(100, '!')));
    t.store = open();
    const w = warnings().find((x: { msg: string }) => x.msg.startsWith('search file damaged'));
    expect(w?.file).toBe(file);
    expect(fs.existsSync(w!.movedTo!)).toBe(true);
    expect(await indexPending(t.store)).toBe(1001);
    expect(await results()).toEqual(baseline);
  });

  it('while serving: random bytes inside give no 500s; searches answer "rebuilding" (503) until the index is rebuilt', async () => {
    await closeAndCheckpoint();
    const pages = Math.floor(fs.statSync(file).size / PAGE);
    for (let p = 2; p < pages; p += 2) scribble(file, p * PAGE, crypto.randomBytes(PAGE));
    t.store = open();
    const app = await testApp(t.store);
    const started = Date.now();
    // An export of a search meets the damage before its headers go out: a clear 503, not a download cut short.
    const exp = await app.request('/exports/search.csv?q=graph');
    expect(exp.status).toBe(503);
    expect(exp.headers.get('retry-after')).toBe('30');
    const statuses: number[] = [];
    for (const q of QUERIES) {
      const r = await app.request(`/search?q=${encodeURIComponent(q)}`);
      statuses.push(r.status);
      const text = await r.text();
      expect(text).not.toMatch(/\bat \S+\.(ts|js):\d+/);
      if (r.status === 503) {
        expect(r.headers.get('retry-after')).toBe('30');
        expect(text).toContain('being rebuilt');
      }
    }
    expect(statuses.every((s) => s === 200 || s === 503), statuses.join(' ')).toBe(true);
    expect(warnings().filter((x: { msg: string }) => x.msg.startsWith('search file damaged')).map((x: { file?: string }) => x.file)).toEqual([file]);
    await searchRebuild(t.store);
    const healMs = Date.now() - started;
    expect(await results()).toEqual(baseline);
    expect((await app.request('/search?q=graph')).status).toBe(200);
    console.log(JSON.stringify({ heal: 'random bytes while serving', papers: 1001, healMs }));
  });

  it('quick_check at start finds damage the header does not show', async () => {
    await closeAndCheckpoint();
    const pages = Math.floor(fs.statSync(file).size / PAGE);
    scribble(file, Math.floor(pages / 2) * PAGE, crypto.randomBytes(PAGE));
    t.store = open();
    expect(checkSearchFile(t.store.sqlite!)).toBe(false);
    expect(checkSearchFile(t.store.sqlite!)).toBe(true);
    expect(await indexPending(t.store)).toBe(1001);
    expect(await results()).toEqual(baseline);
  });

  it('quick_check on a thread beside the site (as `serve` runs it once listening) finds the same damage; the heal rebuilds it', async () => {
    await closeAndCheckpoint();
    const pages = Math.floor(fs.statSync(file).size / PAGE);
    t.store = open();
    expect((await checkSearchFileInThread(file).result).problem).toBeNull();
    scribble(file, Math.floor(pages / 2) * PAGE, crypto.randomBytes(PAGE));
    const { problem } = await checkSearchFileInThread(file).result;
    expect(problem).toMatch(/quick_check|SQLITE_CORRUPT/);
    await healSearchNow(t.store, new Error(problem!));
    expect(warnings().some((x: { msg: string; file?: string }) => x.msg.startsWith('search file damaged') && x.file === file)).toBe(true);
    await searchRebuild(t.store);
    expect(await results()).toEqual(baseline);
    expect((await checkSearchFileInThread(file).result).problem).toBeNull();
  });

  it('deleted while serving: attached again, recreated and rebuilt without a restart', async () => {
    const app = await testApp(t.store);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    expect((await app.request('/search?q=graph')).status).toBe(200);
    expect(fs.existsSync(file)).toBe(true);
    expect(warnings().some((x: { msg: string; file?: string }) => x.msg.startsWith('search file deleted or replaced') && x.file === file)).toBe(true);
    await searchRebuild(t.store);
    expect(await results()).toEqual(baseline);
    // Another process sees the same, rebuilt file.
    await reopen();
    expect(await results()).toEqual(baseline);
  });

  it('truncated to 0 bytes under a running server: `paperboard import` succeeds (no SQLITE_BUSY) and searches come back', async () => {
    const app = await testApp(t.store);
    fs.truncateSync(file, 0);
    const bin = new URL('../../bin/paperboard.js', import.meta.url).pathname;
    // Over 4 MB: the import indexes in its own thread (index-thread.ts), which meets the empty file too.
    const more = tempFile('m.jsonl', snapshotLines(3001, 6500));
    expect(fs.statSync(more).size).toBeGreaterThan(4 << 20);
    const run = spawnSync(process.execPath, [bin, 'import', more], { env: { ...process.env, ...t.env, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/SQLITE_BUSY/);
    for (const q of QUERIES) expect((await app.request(`/search?q=${encodeURIComponent(q)}`)).status).toBeLessThan(500);
    await searchRebuild(t.store);
    await indexPending(t.store);
    await reopen();
    // Everything is indexed (the watermark at the newest paper), and every search finds at least what it found before.
    expect(indexProgress(t.store, { rebuilding: true })).toBeNull();
    for (const [i, q] of QUERIES.entries()) {
      const found = (await searchPapers(t.store, q, 1, 20)).total;
      expect(found, q).toBeGreaterThanOrEqual(baselineTotals[i]);
    }
    expect(path.basename(file)).toBe('test.search.db');
  }, 180_000);
});
