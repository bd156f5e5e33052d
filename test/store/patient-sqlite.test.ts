import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/connection.ts';
import { openMigratedSqlite } from '../helpers/stores.ts';
import { searchFileOf } from '../../src/store/search-file.ts';

// SQLite only: PostgreSQL writers wait for row locks on the server, never in the process.
describe('serving processes wait for the SQLite write lock without blocking', () => {
  let dir: string;
  let store: Store;
  let other: Database.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-patient-'));
    const file = path.join(dir, 'p.db');
    store = await openMigratedSqlite(file, { patient: true });
    other = new Database(file);
  });
  afterAll(async () => { other.close(); await store.close(); fs.rmSync(dir, { recursive: true, force: true }); });

  it('a transaction waits for the store\'s write lock only, not the search file\'s (held by the indexer of an import\'s papers)', async () => {
    const indexer = new Database(searchFileOf(path.join(dir, 'p.db')));
    try {
      indexer.exec('BEGIN IMMEDIATE'); // the search file's write lock, as an indexing transaction holds it
      const t0 = Date.now();
      await store.db.transaction().execute(async (trx) => {
        await trx.insertInto('kv').values({ key: 'beside-indexer', value: '1', updated_at: 'now' }).execute();
      });
      // BEGIN IMMEDIATE waited here until the indexer's transaction ended (WAIT_MS, then SQLITE_BUSY).
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(indexer.inTransaction).toBe(true);
    } finally {
      indexer.exec('ROLLBACK');
      indexer.close();
    }
    // And it still takes the store's lock as it begins: another process's write waits for the transaction's end.
    const held = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'holder', value: '1', updated_at: 'now' }).execute();
      other.pragma('busy_timeout = 0');
      expect(() => other.exec("INSERT INTO kv (key, value, updated_at) VALUES ('other', '1', 'now')")).toThrow(/locked|busy/i);
      other.pragma('busy_timeout = 5000');
    });
    await held;
  });

  it('a transaction that met the lock gets it once another process committed meanwhile (no stale snapshot kept between tries)', async () => {
    other.exec('BEGIN IMMEDIATE');
    other.exec("INSERT INTO kv (key, value, updated_at) VALUES ('first', '1', 'now')");
    const tx = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'second', value: '2', updated_at: 'now' }).execute();
    });
    await new Promise((r) => setTimeout(r, 200)); // a few tries met the lock
    other.exec('COMMIT'); // the other writer commits: the store moves past any snapshot a try began
    const t0 = Date.now();
    await tx;
    expect(Date.now() - t0).toBeLessThan(1000);
    expect((await store.db.selectFrom('kv').select('key').where('key', 'in', ['first', 'second']).orderBy('key').execute()).map((r) => r.key)).toEqual(['first', 'second']);
  });

  it('a write and a transaction meeting the lock of another process wait for it while the event loop runs', async () => {
    other.exec('BEGIN IMMEDIATE'); // another process (an import batch) holds the write lock
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    const write = store.db.insertInto('kv').values({ key: 'a', value: '1', updated_at: 'now' }).execute();
    const tx = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'b', value: '2', updated_at: 'now' }).execute();
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(ticks).toBeGreaterThan(20); // not blocked in SQLite's busy handler
    other.exec('COMMIT');
    await Promise.all([write, tx]);
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect((await store.db.selectFrom('kv').select('key').where('key', 'in', ['a', 'b']).orderBy('key').execute()).map((r) => r.key)).toEqual(['a', 'b']);
    // Raw uses of the connection keep their busy timeout.
    expect(store.sqlite!.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('reads answer at once while a write of the same process waits for the lock, and see it once committed', async () => {
    other.exec('BEGIN IMMEDIATE');
    const write = store.db.insertInto('kv').values({ key: 'c', value: '3', updated_at: 'now' }).execute();
    const tx = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'd', value: '4', updated_at: 'now' }).execute();
      // Inside the transaction its own uncommitted write is seen (the write connection answers).
      return (await trx.selectFrom('kv').select('key').where('key', '=', 'd').execute()).length;
    });
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    const seen = await store.db.selectFrom('kv').select('key').where('key', 'in', ['a', 'c', 'd']).orderBy('key').execute();
    expect(Date.now() - t0).toBeLessThan(50); // not queued behind the waiting write
    expect(seen.map((r) => r.key)).toEqual(['a']);
    other.exec('COMMIT');
    await write;
    expect(await tx).toBe(1);
    expect((await store.db.selectFrom('kv').select('key').where('key', 'in', ['c', 'd']).orderBy('key').execute()).map((r) => r.key)).toEqual(['c', 'd']);
  });

  it('a failed transaction rolls back and frees the write connection for the next write', async () => {
    await expect(store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'e', value: '5', updated_at: 'now' }).execute();
      throw new Error('no');
    })).rejects.toThrow('no');
    await store.db.insertInto('kv').values({ key: 'f', value: '6', updated_at: 'now' }).execute();
    expect((await store.db.selectFrom('kv').select('key').where('key', 'in', ['e', 'f']).execute()).map((r) => r.key)).toEqual(['f']);
  });
});
