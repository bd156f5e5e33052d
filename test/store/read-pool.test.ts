import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, sqliteStore, type Store } from '../../src/store/connection.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { openMigratedSqlite } from '../helpers/stores.ts';
import { withUrgentReads } from '../../src/store/patient-sqlite.ts';

// SQLite only: the read threads of a serving process (PostgreSQL reads are asynchronous already).
describe('a serving process reads on threads (PAPERBOARD_READ_THREADS)', () => {
  let dir: string;
  let store: Store;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-readpool-'));
    const file = path.join(dir, 'r.db');
    const first = await openMigratedSqlite(file);
    await first.close();
    store = openStore({ sqlitePath: file, patient: true, readThreads: 2 });
  });
  afterAll(async () => { await store.close(); fs.rmSync(dir, { recursive: true, force: true }); });

  // A statement that reads for a while (a few hundred ms) and returns one row.
  const longRead = () => sql<{ n: number }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 4000000) SELECT count(*) AS n FROM c`.execute(store.db);

  it('a long read leaves the event loop free: timers fire and other reads answer meanwhile', async () => {
    await store.db.selectFrom('kv').selectAll().execute(); // threads started
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const t0 = performance.now();
    const long = longRead();
    await new Promise((r) => setTimeout(r, 30));
    const short0 = performance.now();
    await store.db.selectFrom('kv').select('key').limit(1).execute(); // the other thread
    const shortMs = performance.now() - short0;
    const { rows } = await long;
    const ms = performance.now() - t0;
    clearInterval(timer);
    expect(rows[0].n).toBe(4000000);
    expect(ms).toBeGreaterThan(100);
    // On the event loop the timer could not have fired while the statement ran; on a thread it fires throughout.
    expect(ticks).toBeGreaterThan(ms / 5 / 4);
    expect(shortMs).toBeLessThan(ms / 2);
  });

  it('the reads of a request that writes skip the threads\' queue (withUrgentReads): answered while both threads read', async () => {
    await store.db.selectFrom('kv').selectAll().execute();
    const done: string[] = [];
    // Both threads busy, and a short read queued behind them.
    const longs = [longRead(), longRead()].map((p) => p.then(() => done.push('long')));
    const queued = store.db.selectFrom('kv').select('key').limit(1).execute().then(() => done.push('queued'));
    await new Promise((r) => setTimeout(r, 20));
    await withUrgentReads(() => store.db.selectFrom('kv').select('key').limit(1).execute()).then(() => done.push('urgent'));
    await Promise.all([...longs, queued]);
    expect(done[0]).toBe('urgent');
    expect(done.filter((d) => d === 'long')).toHaveLength(2);
  });

  it('writes run on the write connection and the next read sees them; SQL errors keep their message', async () => {
    await store.db.insertInto('kv').values({ key: 'pool', value: '1', updated_at: 'now' }).execute();
    expect((await store.db.selectFrom('kv').select('value').where('key', '=', 'pool').executeTakeFirst())?.value).toBe('1');
    const row = await store.db.updateTable('kv').set({ value: '2' }).where('key', '=', 'pool').returning('value').executeTakeFirst();
    expect(row?.value).toBe('2');
    expect((await store.db.selectFrom('kv').select('value').where('key', '=', 'pool').executeTakeFirst())?.value).toBe('2');
    await expect(sql`SELECT nope FROM kv`.execute(store.db)).rejects.toThrow(/no such column: nope/);
    // Inside a transaction reads stay on the write connection (they see its uncommitted writes).
    const inside = await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('kv').values({ key: 'tx', value: 'x', updated_at: 'now' }).execute();
      return (await trx.selectFrom('kv').select('value').where('key', '=', 'tx').executeTakeFirst())?.value;
    });
    expect(inside).toBe('x');
  });

  it('queries naming the search file are answered too (the threads attach it): searches never run on the event loop', async () => {
    const onLoop: string[] = [];
    const prepare = store.sqlite!.prepare.bind(store.sqlite!);
    store.sqlite!.prepare = ((text: string) => { onLoop.push(text); return prepare(text); }) as typeof prepare;
    try {
      await importFile(store, tempFile('rp.jsonl', snapshotLines(1, 400)));
      await indexPending(store);
      onLoop.length = 0;
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM search.papers_title_fts`.execute(store.db);
      expect(rows.rows[0].n).toBe(400);
      const found = await searchPapers(store, 'learning', 1, 10);
      expect(found.total).toBeGreaterThan(0);
      expect(onLoop.filter((q) => q.includes('search.'))).toEqual([]);
      // The same answer as a search on the connection itself.
      const plain = sqliteStore(store.sqlite!);
      expect((await searchPapers(plain, 'learning', 1, 10)).items.map((p) => p.id)).toEqual(found.items.map((p) => p.id));
    } finally {
      store.sqlite!.prepare = prepare;
    }
  });
});
