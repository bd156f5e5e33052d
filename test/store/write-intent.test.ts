// A site's writes beside an import on SQLite: the serving process raises the write-intent flag while a write waits
// for the lock, and the import gives way to it at its next transaction boundary. SQLite only: PostgreSQL locks rows,
// and its writers wait on the server, never in the process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/connection.ts';
import { openMigratedSqlite } from '../helpers/stores.ts';
import { giveWay, intentFile, STALE_MS, WriteIntent, writeWanted } from '../../src/store/write-intent.ts';
import { FIRST_RECORDS, MIN_RECORDS, WritePacer } from '../../src/arxiv/write-pacer.ts';
import { SERVING_BATCH } from '../../src/store/serving.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { lockLine, runBesideBusySite, slowPaperInserts, type SiteWait } from '../helpers/busy-site.ts';

describe('the write-intent flag', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-intent-')); });
  afterEach(() => { fs.rmSync(dir, { recursive: true, force: true }); });

  it('is up from want() to done(); a flag left by a process that stopped trying is ignored once stale', async () => {
    const file = intentFile(path.join(dir, 'x.db'));
    const intent = new WriteIntent(file);
    expect(writeWanted(file)).toBe(false);
    expect(await giveWay(file, 1000)).toBe(0);
    intent.want();
    expect(writeWanted(file)).toBe(true);
    intent.done();
    expect(writeWanted(file)).toBe(false);
    intent.done(); // lowering twice is harmless
    new WriteIntent(file).want();
    expect(writeWanted(file, Date.now() + STALE_MS + 1)).toBe(false);
  });

  it('giveWay waits while the flag is up and returns once it is lowered', async () => {
    const file = intentFile(path.join(dir, 'x.db'));
    const intent = new WriteIntent(file);
    intent.want();
    let lowered = false;
    setTimeout(() => { lowered = true; intent.done(); }, 50);
    const waited = await giveWay(file, 10_000);
    expect(lowered).toBe(true);
    expect(waited).toBeGreaterThan(0);
  });

  it('a serving process raises it while its write waits for another connection\'s lock, and lowers it once through', async () => {
    const db = path.join(dir, 'p.db');
    const store = await openMigratedSqlite(db, { patient: true });
    const other = new Database(db);
    try {
      other.exec('BEGIN IMMEDIATE'); // the import's transaction
      const write = store.db.insertInto('kv').values({ key: 'a', value: '1', updated_at: 'now' }).execute();
      for (let i = 0; i < 500 && !writeWanted(intentFile(db)); i++) await new Promise((r) => setTimeout(r, 5));
      expect(writeWanted(intentFile(db))).toBe(true);
      other.exec('COMMIT');
      await write;
      expect(fs.existsSync(intentFile(db))).toBe(false);
      // A write that never met the lock never raises it.
      await store.db.insertInto('kv').values({ key: 'b', value: '1', updated_at: 'now' }).execute();
      expect(fs.existsSync(intentFile(db))).toBe(false);
    } finally {
      other.close();
      await store.close();
    }
  });
});

describe('the write pacer of an import beside a site', () => {
  it('sizes transactions to the aimed-at lock hold from what the last ones took per record, within bounds', () => {
    const p = new WritePacer(50, SERVING_BATCH, null);
    expect(p.size()).toBe(FIRST_RECORDS);
    p.held(100, 25); // 4 ms a record
    expect(p.size()).toBe(12);
    for (let i = 0; i < 30; i++) p.held(10, 100); // 0.1 ms a record: capped
    expect(p.size()).toBe(SERVING_BATCH);
    for (let i = 0; i < 30; i++) p.held(500, 5); // 100 ms a record: at least MIN_RECORDS
    expect(p.size()).toBe(MIN_RECORDS);
    const s = p.summary();
    expect(s.transactions).toBe(61);
    expect(s.max_ms).toBe(500);
    expect(s.p50_ms).toBe(100);
    expect(new WritePacer(Infinity, SERVING_BATCH, null).size()).toBe(SERVING_BATCH);
  });
});

describe('an import beside a served SQLite site gives way to the site\'s writes', () => {
  let dir: string;
  let db: string;
  let store: Store;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-giveway-'));
    db = path.join(dir, 'site.db');
    store = await openMigratedSqlite(db, { patient: true });
    slowPaperInserts(store);
  });
  afterEach(async () => { await store.close(); fs.rmSync(dir, { recursive: true, force: true }); });

  /**
   * Runs the real `paperboard import` of `RECORDS` records beside this busy "site"; its progress is the import's
   * checkpoint, committed with each of its transactions.
   */
  async function importBesideBusySite(holdMs: number, RECORDS: number): Promise<{ out: string; waits: SiteWait[] }> {
    const file = tempFile('beside.jsonl', snapshotLines(1, RECORDS));
    const r = await runBesideBusySite(store, ['import', file, '--no-progress'],
      { PAPERBOARD_SQLITE_PATH: db, DATABASE_URL: '', PAPERBOARD_IMPORT_HOLD_MS: String(holdMs) },
      '(SELECT coalesce(max(next_line), 0) FROM import_runs)', RECORDS);
    expect(r.out).toContain(`read ${RECORDS}`);
    return r;
  }

  it('with 250-record transactions, each write of a busy site waits behind at most two of them', async () => {
    const RECORDS = 4000;
    const { out, waits } = await importBesideBusySite(0, RECORDS);
    const lock = lockLine(out);
    expect(lock.transactions).toBe(RECORDS / SERVING_BATCH);
    expect(waits.length).toBeGreaterThan(3);
    // 250 lines per import transaction: how many of them committed while each write waited.
    const behind = waits.map((w) => (w.at - w.before) / SERVING_BATCH);
    expect(Math.max(...behind), JSON.stringify(behind)).toBeLessThanOrEqual(2);
    expect(lock.gaveWay, out).toBeGreaterThan(0);
  }, 300_000);

  it('with transactions sized by time (PAPERBOARD_IMPORT_HOLD_MS), they are smaller and the writes still get through between them', async () => {
    const RECORDS = 2000;
    const { out, waits } = await importBesideBusySite(50, RECORDS);
    const lock = lockLine(out);
    expect(lock.transactions).toBeGreaterThan(RECORDS / SERVING_BATCH);
    expect(waits.length).toBeGreaterThan(3);
    expect(lock.gaveWay, out).toBeGreaterThan(0);
    const stored = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM papers`.execute(store.db)).rows[0].n);
    expect(stored).toBe(RECORDS);
  }, 300_000);
});
