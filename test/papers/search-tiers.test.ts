import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { findPaper } from '../../src/papers/queries.ts';

describeStores('search ranking and paging', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('s.jsonl', snapshotLines(2000, 6000)));
  });
  afterAll(async () => { await t.drop(); });

  it('pages through every match exactly once, title matches first', async () => {
    const first = await searchPapers(t.store, 'graph', 1, 7);
    expect(first.total).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 7 < first.total; page++) {
      const r = await searchPapers(t.store, 'graph', page, 7);
      seen.push(...r.items.map((p) => p.id));
    }
    expect(seen.length).toBe(first.total);
    expect(new Set(seen).size).toBe(first.total);
    if (kind === 'sqlite') {
      const inTitle = await Promise.all(seen.map(async (id) => /\bgraph(s|ed|ing)?\b/i.test(`${(await findPaper(t.store, id))!.title} ${(await findPaper(t.store, id))!.authors}`)));
      const firstMiss = inTitle.indexOf(false);
      expect(firstMiss).toBeGreaterThan(0);
      expect(inTitle.slice(firstMiss).every((x) => !x)).toBe(true);
    }
  });
});
