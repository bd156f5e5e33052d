import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { storeList } from '../../src/venues/lists/match-list.ts';
import { unmatchedListEntries } from '../../src/venues/lists/unmatched.ts';

describeStores('unmatched accepted-list entries for title look-ups', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('lists entries without a paper and skips those looked up recently or found', async () => {
    const entry = (title: string) => ({ title, authors: ['Ada Lovelace'], track: 'main', presentation: null, externalId: null });
    await storeList(t.store, { venue: 'ICML', year: 2026, file: 'x.csv', format: 'csv' }, [entry('Learning to Learn Fast'), entry('Sparse Attention at Scale'), entry('A Third Title Here')]);
    const all = await unmatchedListEntries(t.store, 10);
    expect(all.map((e) => e.title).sort()).toEqual(['A Third Title Here', 'Learning to Learn Fast', 'Sparse Attention at Scale']);
    expect(all[0].key).toMatch(/^icml-2026:\d+$/);
    const now = new Date().toISOString();
    await t.store.db.insertInto('harvest_title_lookups').values([
      { entry_key: all[0].key, title: all[0].title, status: 'found', paper_id: '2605.00001', tries: 1, looked_up_at: '2020-01-01T00:00:00Z', error: null },
      { entry_key: all[1].key, title: all[1].title, status: 'not_found', paper_id: null, tries: 1, looked_up_at: now, error: null },
    ]).execute();
    expect((await unmatchedListEntries(t.store, 10)).map((e) => e.key)).toEqual([all[2].key]);
    expect(await unmatchedListEntries(t.store, 0)).toEqual([]);
  });
});
