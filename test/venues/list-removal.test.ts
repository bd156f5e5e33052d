// An entry that disappears from a refetched official list takes back what it gave: the 'list' venue row and the verified
// mark of the paper's self-reported venue — unless another list still confirms it, or a moderator confirmed the venue.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { refreshList } from '../../src/venues/lists/refresh-list.ts';
import { matchList, storeList } from '../../src/venues/lists/match-list.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport } from '../../src/corrections/moderate.ts';
import type { ListEntryInput } from '../../src/venues/lists/parse-list.ts';
import type { Store } from '../../src/store/connection.ts';

const PAPERS = [
  { id: '2501.00001', title: 'Sparse Attention Without Regret', authors: ['Ada Lovelace', 'Alan Turing'] },
  { id: '2501.00002', title: 'Moderated Graph Transformers at Scale', authors: ['Grace Hopper', 'Edsger Dijkstra'] },
  { id: '2501.00003', title: 'Twice Listed Diffusion Policies', authors: ['Barbara Liskov', 'Donald Knuth'] },
];
const entry = (p: (typeof PAPERS)[number], externalId: string): ListEntryInput => ({ title: p.title, authors: p.authors, track: 'main', presentation: 'poster', externalId });
const origin = (file: string) => ({ venue: 'ICML', year: 2025, file, format: 'pmlr', source: 'pmlr', sourceRef: file, sourceUrl: null });

async function seed(store: Store): Promise<void> {
  for (const p of PAPERS) {
    await store.db.insertInto('papers').values({ id: p.id, version: 1, title: p.title, authors: p.authors.join(', '), authors_json: JSON.stringify(p.authors), comments: 'Accepted at ICML 2025', hash: p.id, imported_at: '2026-01-01' } as never).execute();
    await store.db.insertInto('paper_venues').values({ paper_id: p.id, venue: 'ICML', year: 2025, edition: 'icml-2025', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'Accepted at ICML 2025', verified: 0 }).execute();
  }
}

describeStores('an entry removed from a refetched list', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); await seed(t.store); });
  afterAll(async () => { await t.drop(); });
  const venues = (id: string) => t.store.db.selectFrom('paper_venues').select(['source', 'status', 'verified']).where('paper_id', '=', id).orderBy('id').execute()
    .then((rows) => rows.map((r) => `${r.source} ${r.status} ${r.verified}`));

  it('undoes the verified mark it set, keeps marks another list or a moderator still gives', async () => {
    const { store } = t;
    const [a, b, c] = PAPERS;
    const first = await refreshList(store, origin('v1'), [entry(a, 'a'), entry(b, 'b'), entry(c, 'c')]);
    expect(await matchList(store, first.listId)).toMatchObject({ matched: 3 });
    // The third paper is on a second list of the edition too.
    const other = await refreshList(store, origin('v2'), [entry(c, 'c2')]);
    expect(await matchList(store, other.listId)).toMatchObject({ matched: 1 });
    for (const p of PAPERS) expect(await venues(p.id)).toEqual(['comments accepted 1', 'list accepted 1']);
    // A moderator accepts a venue correction confirming the second paper at ICML 2025 (oral).
    const value = JSON.stringify({ venue: 'ICML', year: 2025, track: 'main', workshop: null, status: 'accepted', presentation: 'oral' });
    const report = await createReport(store, { paperId: b.id, field: 'venue', targetKey: 'icml|2025', currentValue: null, proposed: value, note: null }, 'fp');
    await acceptReport(store, report, { by: 'Mod' });
    expect(await venues(b.id)).toEqual(['comments superseded:accepted 1', 'list superseded:accepted 1', 'correction accepted 1']);

    // The refetch no longer has any of the three.
    const again = await refreshList(store, origin('v1'), [{ title: 'Some Paper Not On arXiv', authors: ['Nobody Known'], track: 'main', presentation: null, externalId: 'z' }]);
    expect(again).toMatchObject({ added: 1, removed: 3, kept: 0 });
    await matchList(store, again.listId);
    expect(await venues(a.id)).toEqual(['comments accepted 0']);
    expect(await venues(b.id)).toEqual(['comments superseded:accepted 1', 'correction accepted 1']);
    expect(await venues(c.id)).toEqual(['comments accepted 1', 'list accepted 1']);
    // The edition's verified count follows.
    const verified = await store.db.selectFrom('paper_venues').select('paper_id').distinct().where('edition', '=', 'icml-2025').where('verified', '=', 1)
      .where('status', 'in', ['accepted', 'published']).orderBy('paper_id').execute();
    expect(verified.map((v) => v.paper_id)).toEqual([b.id, c.id]);

    // Back on the list, the first paper is verified again; gone from the second list too, the third loses its mark.
    await matchList(store, (await refreshList(store, origin('v1'), [entry(a, 'a')])).listId);
    expect(await venues(a.id)).toEqual(['comments accepted 1', 'list accepted 1']);
    await refreshList(store, origin('v2'), [entry(a, 'a2')]);
    expect(await venues(c.id)).toEqual(['comments accepted 0']);
  });

  it('re-importing a list file without an entry does the same (paperboard venues import-list)', async () => {
    const { store } = t;
    const p = { id: '2501.00004', title: 'Imported Lists Forget Papers Too', authors: ['Frances Allen', 'John Backus'] };
    await store.db.insertInto('papers').values({ id: p.id, version: 1, title: p.title, authors: p.authors.join(', '), authors_json: JSON.stringify(p.authors), comments: 'ICML 2025', hash: p.id, imported_at: '2026-01-01' } as never).execute();
    await store.db.insertInto('paper_venues').values({ paper_id: p.id, venue: 'ICML', year: 2025, edition: 'icml-2025', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'ICML 2025', verified: 0 }).execute();
    const opts = { venue: 'ICML', year: 2025, file: 'icml2025.json', format: 'papercopilot' };
    await matchList(store, await storeList(store, opts, [entry(p, 'p'), { title: 'Another Accepted Paper', authors: ['Nobody Known'], track: 'main', presentation: null, externalId: 'q' }]));
    expect(await venues(p.id)).toEqual(['comments accepted 1', 'list accepted 1']);
    // Re-imported unchanged, the mark stays; without the entry, it goes.
    await matchList(store, await storeList(store, opts, [entry(p, 'p')]));
    expect(await venues(p.id)).toEqual(['comments accepted 1', 'list accepted 1']);
    await matchList(store, await storeList(store, opts, [{ title: 'Another Accepted Paper', authors: ['Nobody Known'], track: 'main', presentation: null, externalId: 'q' }]));
    expect(await venues(p.id)).toEqual(['comments accepted 0']);
  });
});
