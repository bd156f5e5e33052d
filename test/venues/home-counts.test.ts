import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listEditions } from '../../src/papers/queries.ts';

describeStores('home page edition counts', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const paper = (id: string) => ({ id, version: 1, title: `Paper ${id}`, authors: 'A B', authors_json: '["A B"]', hash: id, imported_at: '2026-01-01' });
    await t.store.db.insertInto('papers').values(['2605.00001', '2605.00002', '2605.00003', '2605.00004', '2605.00005'].map(paper) as never).execute();
    const venue = (paper_id: string, track: string, status: string, verified: number, workshop: string | null = null) => ({
      paper_id, venue: 'ICML', year: 2026, edition: 'icml-2026', track, workshop, status, presentation: null, source: 'comments', evidence: 'x', verified,
    });
    await t.store.db.insertInto('paper_venues').values([
      venue('2605.00001', 'main', 'accepted', 1), venue('2605.00002', 'main', 'published', 0),
      venue('2605.00003', 'workshop', 'accepted', 0, 'AI4Math'), venue('2605.00004', 'main', 'submitted', 0),
      // one paper in the main track and a workshop of the same edition counts once in the total, once in each part
      venue('2605.00005', 'main', 'accepted', 0), venue('2605.00005', 'workshop', 'accepted', 0, 'DMLR'),
    ]).execute();
  });
  afterAll(async () => { await t.drop(); });

  it('counts main track, workshops and verified papers apart (submitted papers not at all)', async () => {
    expect(await listEditions(t.store)).toEqual([{ edition: 'icml-2026', venue: 'ICML', year: 2026, papers: 4, main: 3, workshop: 2, verified: 1 }]);
    const html = await (await (await testApp(t.store)).request('/')).text();
    expect(html).toMatch(/ICML 2026<\/a> <span class="rank ccf-a"[^>]*>CCF-A · CORE A\*<\/span> <span class="muted">4 篇 papers：主会 main 3 · 研讨会 workshop 2 · ✓ 1<\/span>/);
  });
});
