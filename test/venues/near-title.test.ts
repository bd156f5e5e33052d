import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { FIXTURES, snapshotText } from '../helpers/data.ts';
import { readList, type ListEntryInput } from '../../src/venues/lists/parse-list.ts';
import { listOnlyEntries, matchList, storeList } from '../../src/venues/lists/match-list.ts';
import { decideNear, titleSimilarity, NEAR_TITLE } from '../../src/venues/lists/near-title.ts';
import { splitAuthors } from '../../src/venues/lists/normalise.ts';
import type { Store } from '../../src/store/connection.ts';

// Real pairs: entries of the CVPR 2025 and NeurIPS 2025 list excerpts (test/fixtures/lists) and records of the arXiv
// snapshot excerpt (test/fixtures/arxiv), found with the near-title index and read by hand.
const cvpr = readList(path.join(FIXTURES, 'lists/cvpr2025.json'));
const nips = readList(path.join(FIXTURES, 'lists/nips2025-bsantraigi/neurips_2025_full_analysis.tsv'));
const records = new Map(snapshotText().map((l) => JSON.parse(l) as { id: string; title: string; authors: string }).map((r) => [r.id, r]));
const entry = (list: ListEntryInput[], start: string): ListEntryInput => list.find((e) => e.title.startsWith(start))!;
const paper = (id: string) => ({ id, title: records.get(id)!.title.replace(/\s+/g, ' '), authors: splitAuthors(records.get(id)!.authors) });
/** Stores the snapshot record `id` as a paper. */
async function storePaper(store: Store, id: string, comments: string | null = null): Promise<void> {
  const p = paper(id);
  await store.db.insertInto('papers').values({ id, version: 1, title: p.title, authors: p.authors.join(', '), authors_json: JSON.stringify(p.authors), comments, hash: id, imported_at: '2026-01-01' } as never).execute();
}

/** Same paper: a plural changed ("Novel Object" / "Novel Objects"), and LaTeX in one title ("ATA" / "A$^\text{T}$A"). */
const any6d = entry(cvpr, 'Any6D: Model-free 6D Pose');
const ata = entry(cvpr, 'ATA: Adaptive Transformation Agent');
/** Different papers by the same authors on the same topic. */
const convex = entry(cvpr, '3D Convex Splatting'); // arXiv 2505.19175 "Triangle Splatting for Real-Time Radiance Field Rendering"
const sceneText = entry(cvpr, 'Accurate Scene Text Recognition with Efficient'); // arXiv 2503.18883 "Efficient and Accurate Scene Text Recognition with Cascaded-Transformers"
const vmdt = entry(nips, 'VMDT: Decoding the Trustworthiness'); // arXiv 2503.14827 "MMDT: Decoding the Trustworthiness and Safety of Multimodal Foundation Models"

describe('near-title decisions on real title pairs', () => {
  it('accepts a near-identical title with the same authors', () => {
    expect(titleSimilarity(any6d.title, paper('2503.18673').title)).toBeGreaterThanOrEqual(NEAR_TITLE);
    expect(decideNear(any6d, [paper('2503.18673')])).toMatchObject({ state: 'matched', paperId: '2503.18673' });
    expect(decideNear(ata, [paper('2504.01603')])).toMatchObject({ state: 'matched', paperId: '2504.01603' });
  });

  it('refuses a same-topic paper of the same authors with a different title', () => {
    expect(decideNear(convex, [paper('2505.19175')])).toEqual({ state: 'unmatched' });
    expect(decideNear(sceneText, [paper('2503.18883')])).toEqual({ state: 'unmatched' });
    expect(decideNear(vmdt, [paper('2503.14827')])).toEqual({ state: 'unmatched' });
  });

  it('refuses without authors, and leaves two close candidates ambiguous', () => {
    expect(decideNear({ ...any6d, authors: [] }, [paper('2503.18673')])).toEqual({ state: 'unmatched' });
    const twin = { ...paper('2503.18673'), id: '2503.99999' };
    expect(decideNear(any6d, [paper('2503.18673'), twin])).toEqual({ state: 'ambiguous' });
  });

  it('accepts a retitled paper only with the same author list in order', () => {
    const p = paper('2505.19175');
    const retitled = { title: convex.title, authors: p.authors };
    expect(decideNear(retitled, [p])).toMatchObject({ state: 'matched', paperId: '2505.19175' });
    expect(decideNear({ ...retitled, authors: [...p.authors].reverse() }, [p])).toEqual({ state: 'unmatched' });
  });
});

describeStores('near-title stage of list matching', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('matches a near-title twin left by the exact stage and leaves the same-authors different paper list-only', async () => {
    const { store } = t;
    for (const id of ['2503.18673', '2504.01603', '2505.19175', '2503.18883']) await storePaper(store, id);
    const listId = await storeList(store, { venue: 'CVPR', year: 2025, file: 'cvpr2025.json', format: 'papercopilot' }, cvpr);
    const counts = await matchList(store, listId);
    expect(counts).toEqual({ total: cvpr.length, matched: 2, ambiguous: 0, unmatched: cvpr.length - 2 });
    const matched = await store.db.selectFrom('list_entries').select(['title', 'paper_id']).where('match_state', '=', 'matched').orderBy('paper_id').execute();
    expect(matched).toEqual([{ title: any6d.title, paper_id: '2503.18673' }, { title: ata.title, paper_id: '2504.01603' }]);
    const venue = await store.db.selectFrom('paper_venues').select(['edition', 'source', 'verified']).where('paper_id', '=', '2503.18673').execute();
    expect(venue).toEqual([{ edition: 'cvpr-2025', source: 'list', verified: 1 }]);
    const listOnly = (await listOnlyEntries(store, 'cvpr-2025', { limit: 1000, offset: 0 })).map((e) => e.title);
    expect(listOnly).toContain(convex.title);
    expect(listOnly).toContain(sceneText.title);
  });
});

describeStores('near-title stage refuses a twin accepted elsewhere', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('leaves the entry list-only when the near-title paper says it was accepted at another venue that year', async () => {
    const { store } = t;
    await storePaper(store, '2503.18673', 'Accepted to ICCV 2025');
    await store.db.insertInto('paper_venues').values({ paper_id: '2503.18673', venue: 'ICCV', year: 2025, edition: 'iccv-2025', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'Accepted to ICCV 2025', verified: 0 }).execute();
    const listId = await storeList(store, { venue: 'CVPR', year: 2025, file: 'cvpr2025.json', format: 'papercopilot' }, cvpr);
    expect((await matchList(store, listId)).matched).toBe(0);
  });
});
