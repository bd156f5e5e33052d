import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestStore, storeKinds, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';

// Migration 020: the maintained counts' trigger functions plan their queries serially. With parallel plans made free
// (as a big table makes them look worthwhile), the statements the triggers run are explained (auto_explain) while
// venue rows are deleted and inserted back: no Gather in them; with one function's setting removed, its plans have one.
const pgOnly = storeKinds().includes('postgres') ? describe : describe.skip;

/** Plans auto_explain logged for the trigger statements run by `work` on a fresh connection (rolled back). */
async function triggerPlans(url: string, work: (c: pg.Client) => Promise<void>): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const plans: string[] = [];
  c.on('notice', (n) => { if (/Query Text/.test(n.message ?? '')) plans.push(n.message!); });
  try {
    for (const s of ["LOAD 'auto_explain'", 'SET auto_explain.log_min_duration = 0', 'SET auto_explain.log_nested_statements = on',
      'SET client_min_messages = log', 'SET parallel_setup_cost = 0', 'SET parallel_tuple_cost = 0', 'SET min_parallel_table_scan_size = 0',
      'SET min_parallel_index_scan_size = 0', 'SET max_parallel_workers_per_gather = 2']) await c.query(s);
    await c.query('BEGIN');
    await work(c);
    await c.query('CREATE TEMP TABLE tv ON COMMIT DROP AS SELECT * FROM paper_venues ORDER BY id LIMIT 40');
    await c.query('DELETE FROM paper_venues WHERE id IN (SELECT id FROM tv)');
    await c.query('INSERT INTO paper_venues SELECT * FROM tv');
    await c.query('ROLLBACK');
  } finally {
    await c.end();
  }
  // The count triggers' statements (the advisory locks they take, the stand-in for a missing transition table).
  return plans.filter((p) => /pg_advisory_xact_lock|WHERE false/.test(p));
}

pgOnly('count triggers planned serially [postgres]', () => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore('postgres');
    await importFile(t.store, tempFile('serial.jsonl', snapshotLines(1, 400)));
  });
  afterAll(async () => { await t.drop(); });

  it('launches no parallel workers inside the trigger functions, even when parallel plans look free', async () => {
    const plans = await triggerPlans(t.env.DATABASE_URL, async () => {});
    expect(plans.length).toBeGreaterThan(4);
    expect(plans.filter((p) => /Gather/.test(p))).toEqual([]);
  });

  it('a function without the setting plans a Gather under the same session (the check above can fail)', async () => {
    const plans = await triggerPlans(t.env.DATABASE_URL, async (c) => {
      await c.query('ALTER FUNCTION paperboard_edition_count_insert() RESET max_parallel_workers_per_gather');
    });
    expect(plans.some((p) => /Gather/.test(p))).toBe(true);
  });
});
