import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { migrate } from '../../src/store/migrate.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { TEXT_VECTOR } from '../../src/store/migrations/028-pg-search-vector-once.ts';

// Migrations 027 and 028: PostgreSQL's second search tier (papers_text_search, the vector of each paper's title, authors,
// comments and abstract) is filled from the papers a store already holds when it is upgraded, papers.search_en (the
// generated column it was first copied from) is dropped, and the tier is kept equal to the vector of the papers' text by
// the triggers for every later write: an import's batches, an update of a paper's text, a delete.
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

pgOnly('search text tier on an upgraded store [postgres]', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore('postgres');
    await importFile(t.store, tempFile('a.jsonl', snapshotLines(1, 600)));
  });
  afterAll(async () => { await t.drop(); });

  const n = async (q: string) => Number((await sql.raw<{ n: string }>(q).execute(t.store.db)).rows[0].n);
  const papers = () => n('SELECT count(*) AS n FROM papers');
  // rows of either side without an equal row on the other: seq and vector
  const differing = () => n(`SELECT count(*) AS n FROM (SELECT p.seq FROM papers p FULL JOIN papers_text_search s ON s.seq = p.seq
    WHERE p.seq IS NULL OR s.seq IS NULL OR s.tsv IS DISTINCT FROM (${TEXT_VECTOR})) d`);
  const searchEnColumns = () => n(`SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'papers' AND column_name = 'search_en'`);

  it('fills the tier for the papers stored before the upgrade, and keeps it equal to their text\'s vector on later writes', async () => {
    expect(await searchEnColumns()).toBe(0);
    expect(await n('SELECT count(*) AS n FROM papers_text_search')).toBe(await papers());
    expect(await differing()).toBe(0);
    const word = 'learning';
    const before027 = await searchPapers(t.store, word, 1, 50);
    // The store as it was before migrations 027 and 028: the generated column and its index, no tier.
    await sql`DROP TABLE papers_text_search`.execute(t.store.db);
    for (const op of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER papers_text_search_${op} ON papers`).execute(t.store.db);
      await sql.raw(`DROP FUNCTION paperboard_text_search_${op}()`).execute(t.store.db);
    }
    await sql.raw(`ALTER TABLE papers ADD COLUMN search_en tsvector GENERATED ALWAYS AS (${TEXT_VECTOR}) STORED`).execute(t.store.db);
    await sql`CREATE INDEX papers_search_en ON papers USING GIN (search_en)`.execute(t.store.db);
    await sql`DELETE FROM kysely_migration WHERE name IN ('027-pg-search-narrow', '028-pg-search-vector-once')`.execute(t.store.db);
    expect(await searchEnColumns()).toBe(1);
    expect(await migrate(t.store)).toEqual(['027-pg-search-narrow', '028-pg-search-vector-once']);
    expect(await n(`SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'papers_search_en'`)).toBe(0);
    expect(await searchEnColumns()).toBe(0);
    expect(await differing()).toBe(0);
    const after = await searchPapers(t.store, word, 1, 50);
    expect(after.total).toBe(before027.total);
    expect(after.items.map((p) => p.id)).toEqual(before027.items.map((p) => p.id));

    const before = await papers();
    await importFile(t.store, tempFile('b.jsonl', snapshotLines(601, 900)));
    expect(await papers()).toBeGreaterThan(before);
    expect(await differing()).toBe(0);

    // an update of the abstract rewrites the row; one of the title alone too; an update of nothing textual keeps it
    const { seq } = await t.store.db.selectFrom('papers').select('seq').orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow();
    await sql`UPDATE papers SET abstract = 'Zyxwvutsrq quokkas in the abstract' WHERE seq = ${seq}`.execute(t.store.db);
    await sql`UPDATE papers SET title = title || ' ornithopter' WHERE seq IN (SELECT seq FROM papers ORDER BY seq LIMIT 3)`.execute(t.store.db);
    await sql`UPDATE papers SET license = license WHERE seq IN (SELECT seq FROM papers ORDER BY seq LIMIT 10)`.execute(t.store.db);
    expect(await differing()).toBe(0);
    const quokka = await searchPapers(t.store, 'quokkas', 1, 10);
    expect(quokka.total).toBe(1);
    expect((await searchPapers(t.store, 'ornithopter', 1, 10)).total).toBe(3);

    await sql`DELETE FROM paper_venues WHERE paper_id = ${quokka.items[0].id}`.execute(t.store.db);
    await sql`DELETE FROM papers WHERE seq = ${seq}`.execute(t.store.db);
    expect(await differing()).toBe(0);
    expect((await searchPapers(t.store, 'quokkas', 1, 10)).total).toBe(0);
  });
});
