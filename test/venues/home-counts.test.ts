import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listEditions } from '../../src/papers/queries.ts';

describeStores('home page edition counts', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const paper = (id: string) => ({ id, version: 1, title: `Paper ${id}`, authors: 'A B', authors_json: '["A B"]', hash: id, imported_at: '2026-01-01' });
    await t.store.db.insertInto('papers').values(['2605.00001', '2605.00002', '2605.00003', '2605.00004', '2605.00005', '2605.00006', '2605.00007', '2605.00008'].map(paper) as never).execute();
    const venue = (paper_id: string, track: string, status: string, verified: number, workshop: string | null = null, venue = 'ICML', year = 2026) => ({
      paper_id, venue, year, edition: `${venue.toLowerCase()}-${year}`, track, workshop, status, presentation: null, source: 'comments', evidence: 'x', verified,
    });
    await t.store.db.insertInto('paper_venues').values([
      venue('2605.00001', 'main', 'accepted', 1), venue('2605.00002', 'main', 'published', 0),
      venue('2605.00003', 'workshop', 'accepted', 0, 'AI4Math'), venue('2605.00004', 'main', 'submitted', 0),
      // one paper in the main track and a workshop of the same edition counts once in the total, once in each part
      venue('2605.00005', 'main', 'accepted', 0), venue('2605.00005', 'workshop', 'accepted', 0, 'DMLR'),
      // an edition with only a workshop paper: no "main 0"
      venue('2605.00006', 'workshop', 'accepted', 0, 'FMDM', 'NeurIPS', 2025),
      // a Findings paper is in neither part: counted as "other", so the parts add up to the total
      venue('2605.00007', 'main', 'accepted', 0, null, 'ACL', 2025), venue('2605.00008', 'findings', 'accepted', 0, null, 'ACL', 2025),
    ]).execute();
  });
  afterAll(async () => { await t.drop(); });

  it('counts main track, workshops, other tracks and verified papers apart (submitted papers not at all; a part that is zero left out)', async () => {
    expect(await listEditions(t.store)).toEqual([{ edition: 'icml-2026', venue: 'ICML', year: 2026, papers: 4, main: 3, workshop: 2, verified: 1 },
      { edition: 'acl-2025', venue: 'ACL', year: 2025, papers: 2, main: 1, workshop: 0, verified: 0 },
      { edition: 'neurips-2025', venue: 'NeurIPS', year: 2025, papers: 1, main: 0, workshop: 1, verified: 0 }]);
    const html = await (await (await testApp(t.store)).request('/')).text();
    expect(html).toMatch(/ICML 2026<\/a> <span class="rank ccf-a"[^>]*>CCF-A · CORE A\*<\/span> <span class="muted">4 篇 papers：主会 main 3 · 研讨会 workshop 2 · ✓ 1<\/span>/);
    expect(html).toMatch(/ACL 2025<\/a> <span class="rank ccf-a"[^>]*>CCF-A · CORE A\*<\/span> <span class="muted">2 篇 papers：主会 main 1 · 其他 other 1<\/span>/);
    expect(html).toMatch(/NeurIPS 2025<\/a> <span class="rank ccf-a"[^>]*>CCF-A · CORE A\*<\/span> <span class="muted">1 篇 paper：研讨会 workshop 1<\/span>/);
  });
});
