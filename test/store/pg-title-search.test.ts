import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { migrate } from '../../src/store/migrate.ts';
import { searchPapers } from '../../src/papers/search.ts';

// Migration 022: PostgreSQL's title tier (papers_title_search) is filled from the papers a store already holds when
// it is upgraded, and kept by the triggers for every later write (an import's batches, a re-import of changed records).
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

pgOnly('search title tier on an upgraded store [postgres]', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore('postgres');
    await importFile(t.store, tempFile('a.jsonl', snapshotLines(1, 600)));
  });
  afterAll(async () => { await t.drop(); });

  const titleRows = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM papers_title_search`.execute(t.store.db)).rows[0].n);
  const papers = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM papers`.execute(t.store.db)).rows[0].n);

  it('fills the tier for the papers stored before the upgrade, and keeps it on later imports', async () => {
    expect(await titleRows()).toBe(await papers());
    // The store as it was before migration 022.
    await sql`DROP TABLE papers_title_search`.execute(t.store.db);
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER papers_title_search_${op} ON papers`).execute(t.store.db);
      await sql.raw(`DROP FUNCTION paperboard_title_search_${op}()`).execute(t.store.db);
    }
    await sql`DELETE FROM kysely_migration WHERE name = '022-pg-title-search'`.execute(t.store.db);
    expect(await migrate(t.store)).toEqual(['022-pg-title-search']);
    expect(await titleRows()).toBe(await papers());
    const before = await papers();
    await importFile(t.store, tempFile('b.jsonl', snapshotLines(601, 900)));
    expect(await papers()).toBeGreaterThan(before);
    expect(await titleRows()).toBe(await papers());
    const { title } = await t.store.db.selectFrom('papers').select('title').orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow();
    const word = title.split(/\W+/).find((w) => w.length > 7)!;
    const r = await searchPapers(t.store, word, 1, 50);
    const stemmedOut = (await sql<{ n: string }>`SELECT count(*) AS n FROM papers_title_search WHERE tsv @@ phraseto_tsquery('english', ${word})`.execute(t.store.db)).rows[0].n;
    expect(r.items.length).toBeGreaterThanOrEqual(Math.min(50, Number(stemmedOut)));
    expect(r.items.some((p) => p.title === title)).toBe(true);
  });
});
