import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type { DB } from '../../src/store/schema.ts';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { editionInfo } from '../../src/papers/queries.ts';

// Migration 021: the other tracks of an edition (editionInfo) are read from the partial index of those mentions, with
// the query and parameters the site sends (the planner must prove the index's WHERE from the bound values).
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

pgOnly('other tracks of an edition from their partial index [postgres]', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore('postgres');
    await importFile(t.store, tempFile('tracks.jsonl', snapshotLines(1, 2000)));
  });
  afterAll(async () => { await t.drop(); });

  it('plans editionInfo\'s other-tracks count as an index-only scan of paper_venues_other_tracks', async () => {
    const edition = (await t.store.db.selectFrom('edition_counts').select('edition').orderBy('papers', 'desc').limit(1).executeTakeFirstOrThrow()).edition;
    const pool = new pg.Pool({ connectionString: t.env.DATABASE_URL, max: 1 });
    const seen: CompiledQuery[] = [];
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') seen.push(e.query); } });
    try {
      expect(await editionInfo({ db, dialect: 'postgres', close: async () => {} }, edition)).toBeDefined();
      const q = seen.find((s) => /not in/i.test(s.sql));
      expect(q, 'the other-tracks query').toBeDefined();
      const c = await pool.connect();
      try {
        // A tiny table is cheapest to scan whole: the question is whether the index can answer this query at all.
        await c.query('SET enable_seqscan = off');
        await c.query('SET enable_bitmapscan = off');
        const plan = (await c.query(`EXPLAIN ${q!.sql}`, [...q!.parameters])).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Only Scan using paper_venues_other_tracks/);
      } finally {
        c.release();
      }
    } finally {
      await db.destroy();
    }
  });
});
