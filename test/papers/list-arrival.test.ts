import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { storeList, matchList } from '../../src/venues/lists/match-list.ts';
import { venuesOf } from '../../src/papers/queries.ts';

describeStores('papers arriving after their accepted list', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('matches list-only entries on import and keeps the verified mark across re-imports', async () => {
    const recs = snapshotLines(5000, 10000).map((l) => JSON.parse(l)).filter((r) => /\bICML 2025\b/.test(r.comments ?? '')).slice(0, 3);
    expect(recs.length).toBe(3);
    const entries = recs.map((r) => ({ title: r.title.replace(/\s+/g, ' ').toUpperCase(), authors: r.authors.split(/, | and /), track: 'main', presentation: 'oral' as const, externalId: null }));
    const listId = await storeList(t.store, { venue: 'ICML', year: 2025, file: 'test.csv', format: 'csv' }, entries);
    const before = await matchList(t.store, listId);
    expect(before.matched).toBe(0);
    await importFile(t.store, tempFile('icml.jsonl', recs.map((r) => JSON.stringify(r))));
    const after = await venuesOf(t.store, recs.map((r) => r.id));
    for (const r of recs) {
      const rows = after.get(r.id) ?? [];
      expect(rows.some((v) => v.source === 'list' && v.verified === 1 && v.presentation === 'oral'), JSON.stringify(rows)).toBe(true);
      expect(rows.filter((v) => v.source === 'comments').every((v) => v.verified === 1)).toBe(true);
    }
    const changed = recs.map((r) => JSON.stringify({ ...r, comments: `${r.comments}; camera-ready` }));
    await importFile(t.store, tempFile('icml2.jsonl', changed));
    const again = await venuesOf(t.store, recs.map((r) => r.id));
    for (const r of recs) expect((again.get(r.id) ?? []).filter((v) => v.edition === 'icml-2025').every((v) => v.verified === 1)).toBe(true);
  });
});
