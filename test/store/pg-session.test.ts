import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';

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
});
