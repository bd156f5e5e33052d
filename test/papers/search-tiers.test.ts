import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { indexPending } from '../../src/papers/search-index.ts';
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
    const inTitle = await Promise.all(seen.map(async (id) => /\bgraph(s|ed|ing)?\b/i.test(`${(await findPaper(t.store, id))!.title} ${(await findPaper(t.store, id))!.authors}`)));
    const firstMiss = inTitle.indexOf(false);
    expect(firstMiss).toBeGreaterThan(0);
    expect(inTitle.slice(firstMiss).every((x) => !x)).toBe(true);
  });

  it('finds authors by their names as written, and follows a changed title or a removed paper', async () => {
    // An author indexed as written ("Williams", "Jones"): PostgreSQL's English stemmer makes the query 'william' / 'jone'.
    const paper = (await searchPapers(t.store, 'graph', 1, 1)).items[0];
    const { seq } = await t.store.db.selectFrom('papers').select('seq').where('id', '=', paper.id).executeTakeFirstOrThrow();
    // SQLite indexes changed papers from its queue (the import queues them); PostgreSQL on write (migration 022's triggers).
    const reindex = async () => {
      if (kind !== 'sqlite') return;
      await t.store.db.insertInto('search_pending').values({ seq: Number(seq) }).execute();
      await indexPending(t.store);
    };
    await t.store.db.updateTable('papers').set({ authors: 'Zed Quillwilliams and Ann Bjones' }).where('id', '=', paper.id).execute();
    await reindex();
    for (const q of ['Quillwilliams', 'Bjones', 'Quillwilliams Bjones']) expect((await searchPapers(t.store, q, 1, 10)).items.map((p) => p.id)).toEqual([paper.id]);
    await t.store.db.updateTable('papers').set({ title: 'Zyxwvut frobnication' }).where('id', '=', paper.id).execute();
    await reindex();
    expect((await searchPapers(t.store, 'zyxwvut', 1, 10)).items.map((p) => p.id)).toEqual([paper.id]);
    await t.store.db.deleteFrom('papers').where('id', '=', paper.id).execute();
    await reindex();
    expect((await searchPapers(t.store, 'zyxwvut', 1, 10)).total).toBe(0);
  });
});
