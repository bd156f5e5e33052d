import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { openStore } from '../../src/store/connection.ts';
import { loadConfig } from '../../src/config.ts';
import pg from 'pg';

// The store's PostgreSQL connections run with JIT off: the site's statements are short and many, and compiling a
// costly-looking plan took up to ~100 ms of CPU per statement on a 1M-paper store. Every pooled connection has it, and
// work_mem 16 MB (the default 4 MB made a common word's bitmap of matches lossy).
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

pgOnly('PostgreSQL session settings of the store', () => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore('postgres'); });
  afterAll(async () => { await t.drop(); });

  it('every pooled connection has jit off and work_mem 16 MB', async () => {
    const rows = await Promise.all(Array.from({ length: 4 }, () => t.store.db.transaction().execute(async (tx) => {
      const r = await sql<{ jit: string; pid: number; wm: string }>`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid, current_setting('work_mem') AS wm`.execute(tx);
      await sql`SELECT pg_sleep(0.05)`.execute(tx); // hold the connection, so the four take four connections
      return r.rows[0];
    })));
    expect(new Set(rows.map((r) => r.pid)).size).toBe(4);
    expect(rows.map((r) => r.jit)).toEqual(['off', 'off', 'off', 'off']);
    expect(rows.map((r) => r.wm)).toEqual(['16MB', '16MB', '16MB', '16MB']);
  });

  it('PAPERBOARD_PG_WORK_MEM sets another work_mem, empty leaves the server\'s, a malformed size is refused naming the variable', async () => {
    const url = t.env.DATABASE_URL!;
    const setting = async (pgWorkMem: string) => {
      const s = openStore({ databaseUrl: url, sqlitePath: ':memory:', pgWorkMem });
      try {
        return (await sql<{ wm: string }>`SELECT current_setting('work_mem') AS wm`.execute(s.db)).rows[0].wm;
      } finally {
        await s.close();
      }
    };
    expect(await setting('8MB')).toBe('8MB');
    // The server's own setting: what a connection without options sees.
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    const server = (await plain.query<{ work_mem: string }>('SHOW work_mem')).rows[0].work_mem;
    await plain.end();
    expect(await setting('')).toBe(server);
    expect(loadConfig({ PAPERBOARD_PG_WORK_MEM: '32MB' }).pgWorkMem).toBe('32MB');
    expect(() => loadConfig({ PAPERBOARD_PG_WORK_MEM: 'lots' })).toThrow(/PAPERBOARD_PG_WORK_MEM/);
  });
});
