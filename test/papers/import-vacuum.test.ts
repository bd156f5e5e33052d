import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { ANALYZE_AFTER, importFile, refreshStatistics } from '../../src/arxiv/import.ts';

// PostgreSQL: after a large import the tables it filled are vacuumed, so their pages are all-visible (venue pages'
// covering index answers without reading the table) and their statistics fresh. A small import leaves them alone.
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

pgOnly('import vacuums what it filled [postgres]', () => {
  let t: TestStore;
  const visible = async () => (await sql<{ table: string; pages: number }>`SELECT relname AS table, relallvisible AS pages FROM pg_class
    WHERE relname IN ('papers', 'paper_venues') AND relnamespace = current_schema()::regnamespace ORDER BY relname`.execute(t.store.db)).rows;
  beforeAll(async () => {
    t = await createTestStore('postgres');
    await importFile(t.store, tempFile('vacuum.jsonl', snapshotLines(1, 400)));
  });
  afterAll(async () => { await t.drop(); });

  it('leaves the tables to autovacuum after a small import, vacuums and analyzes them after a large one', async () => {
    expect((await visible()).map((r) => Number(r.pages))).toEqual([0, 0]);
    await refreshStatistics(t.store, ANALYZE_AFTER - 1);
    expect((await visible()).map((r) => Number(r.pages))).toEqual([0, 0]);
    await refreshStatistics(t.store, ANALYZE_AFTER);
    for (const r of await visible()) expect(Number(r.pages), r.table).toBeGreaterThan(0);
    const stats = await sql<{ v: string | null; a: string | null }>`SELECT last_vacuum AS v, last_analyze AS a FROM pg_stat_user_tables WHERE relname = 'papers'`.execute(t.store.db);
    expect(stats.rows[0].v).not.toBeNull();
    expect(stats.rows[0].a).not.toBeNull();
  });
});
