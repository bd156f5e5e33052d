import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { editionProgrammesQuery } from '../../src/papers/queries.ts';

// Migration 024: an edition's papers of the track "other" per programme (editionInfo) are read from the partial index
// holding only those mentions, with the query and bound parameters the site sends, on both databases.
describeStores('programmes of an edition from their partial index', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('p.jsonl', commentRecords([['2605.00021', 'Accepted to IJCAI 2025 Journal Track'],
      ['2605.00025', 'Accepted at IJCAI 2025 as an abstract'], ['2605.00026', 'Accepted at IJCAI 2025']], 'Programme index paper', 'cs.AI')));
  });
  afterAll(async () => { await t.drop(); });

  it('plans the count as a read of paper_venues_programmes alone (no look-up of the mentions themselves)', async () => {
    const q = editionProgrammesQuery(t.store, 'ijcai-2025').compile();
    let plan: string;
    if (kind === 'sqlite') {
      plan = t.store.sqlite!.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as string[])).map((r) => (r as { detail: string }).detail).join('\n');
      expect(plan).toMatch(/USING COVERING INDEX paper_venues_programmes/);
    } else {
      // A tiny table is cheapest to scan whole: the question is whether the index can answer this query at all.
      plan = await t.store.db.connection().execute(async (db) => {
        await db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
        await db.executeQuery(CompiledQuery.raw('SET enable_bitmapscan = off'));
        const r = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]));
        await db.executeQuery(CompiledQuery.raw('RESET ALL'));
        return r.rows.map((x) => x['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index Only Scan using paper_venues_programmes/);
    }
  });
});
