import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/connection.ts';
import { migrate } from '../../src/store/migrate.ts';

// SQLite only: PostgreSQL writers wait for row locks on the server, never in the process.
describe('serving processes wait for the SQLite write lock without blocking', () => {
  let dir: string;
  let store: Store;
  let other: Database.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-patient-'));
    const file = path.join(dir, 'p.db');
    store = openStore({ sqlitePath: file, patient: true });
    await migrate(store);
    other = new Database(file);
  });
  afterAll(async () => { other.close(); await store.close(); fs.rmSync(dir, { recursive: true, force: true }); });

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
