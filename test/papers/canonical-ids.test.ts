import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { up } from '../../src/store/migrations/011-canonical-ids.ts';
import type { Store } from '../../src/store/connection.ts';

async function addPaper(store: Store, id: string, title: string): Promise<void> {
  await store.db.insertInto('papers').values({ id, version: 1, title, authors: 'A. Author', authors_json: '["A. Author"]', hash: id, imported_at: '2026-01-01' } as never).execute();
  await store.db.insertInto('paper_venues').values({ paper_id: id, venue: 'ICML', year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'ICML 2026', verified: 0 } as never).execute();
}

async function addReport(store: Store, paperId: string): Promise<void> {
  await store.db.insertInto('reports').values({ paper_id: paperId, field: 'title_zh', scope: 'paper', target_key: paperId, proposed: '新标题', fingerprint: 'f', status: 'pending', created_at: '2026-01-01' } as never).execute();
}

describeStores('stored ids renamed to arXiv canonical ids (migration 011)', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('renames a non-canonical paper everywhere, and folds one whose canonical twin is stored into it', async () => {
    const { store } = t;
    // As an older Paperboard stored them: an old-style id with its subject class, and a four-digit number after 1501.
    await addPaper(store, 'math.GT/0309136', 'Knots and their invariants');
    await addReport(store, 'math.GT/0309136');
    await addPaper(store, '2605.1234', 'A duplicate stored under the short id');
    await addReport(store, '2605.1234');
    await addPaper(store, '2605.01234', 'The paper under its canonical id');
    await store.db.transaction().execute((trx) => up(trx as Kysely<any>, store.dialect));

    const ids = (await store.db.selectFrom('papers').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['2605.01234', 'math/0309136']);
    const venues = await store.db.selectFrom('paper_venues').select('paper_id').orderBy('paper_id').execute();
    expect(venues.map((v) => v.paper_id)).toEqual(['2605.01234', 'math/0309136']);
    const reports = await store.db.selectFrom('reports').select('paper_id').orderBy('paper_id').execute();
    expect(reports.map((r) => r.paper_id)).toEqual(['2605.01234', 'math/0309136']);
    const title = await store.db.selectFrom('papers').select('title').where('id', '=', '2605.01234').executeTakeFirstOrThrow();
    expect(title.title).toBe('The paper under its canonical id');

    const app = await testApp(store);
    const page = await app.request('/papers/math%2F0309136');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Knots and their invariants');
    const old = await app.request('/papers/math.GT%2F0309136');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/papers/math/0309136');
    // Running it again finds nothing to do.
    await store.db.transaction().execute((trx) => up(trx as Kysely<any>, store.dialect));
    expect(await store.db.selectFrom('papers').select('id').execute()).toHaveLength(2);
  });
});
