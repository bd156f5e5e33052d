import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { tempFile } from '../helpers/data.ts';
import { countPapers, redetectVenues } from '../../src/venues/redetect.ts';

describeStores('venues redetect', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const records = [
      { id: '2605.00001', title: 'A', authors: 'X', abstract: 'a', comments: 'SD4H ICML 2026 Spotlight', categories: 'cs.LG' },
      { id: '2605.00002', title: 'B', authors: 'Y', abstract: 'b', comments: 'Accepted at ICML 2026', categories: 'cs.LG' },
    ];
    await importFile(t.store, tempFile('r.jsonl', records.map((r) => JSON.stringify(r))));
  });
  afterAll(async () => { await t.drop(); });

  it('counts the papers whose detected venues change, and only those', async () => {
    expect(await countPapers(t.store)).toBe(2);
    // What an older catalogue stored: the workshop paper as main track.
    await t.store.db.updateTable('paper_venues').set({ track: 'main', workshop: null }).where('paper_id', '=', '2605.00001').execute();
    const seen: number[] = [];
    const r = await redetectVenues(t.store, (n) => seen.push(n));
    expect(r).toMatchObject({ papers: 2, changed: 1 });
    expect(seen).toEqual([2]);
    const row = await t.store.db.selectFrom('paper_venues').select(['track', 'workshop']).where('paper_id', '=', '2605.00001').executeTakeFirstOrThrow();
    expect(row).toEqual({ track: 'workshop', workshop: 'SD4H' });
    expect((await redetectVenues(t.store)).changed).toBe(0);
  });

  it('leaves papers whose detection is unchanged as they are (verified marks kept) and rewrites only the others', async () => {
    await t.store.db.updateTable('paper_venues').set({ verified: 1 }).where('paper_id', '=', '2605.00002').execute();
    const idBefore = (await t.store.db.selectFrom('paper_venues').select('id').where('paper_id', '=', '2605.00002').executeTakeFirstOrThrow()).id;
    // An older detector's evidence on the other paper: detection now differs there only, and the text is updated in
    // place (a mark given to the row stands).
    await t.store.db.updateTable('paper_venues').set({ evidence: 'stale', verified: 1 }).where('paper_id', '=', '2605.00001').execute();
    const r = await redetectVenues(t.store);
    expect(r).toMatchObject({ papers: 2, rows: 1, changed: 0 });
    const kept = await t.store.db.selectFrom('paper_venues').select(['id', 'verified']).where('paper_id', '=', '2605.00002').executeTakeFirstOrThrow();
    expect(kept).toEqual({ id: idBefore, verified: 1 });
    const redone = await t.store.db.selectFrom('paper_venues').select(['evidence', 'verified']).where('paper_id', '=', '2605.00001').executeTakeFirstOrThrow();
    expect(redone).toEqual({ evidence: 'SD4H ICML 2026 Spotlight', verified: 1 });
    await t.store.db.updateTable('paper_venues').set({ verified: 0 }).where('paper_id', '=', '2605.00001').execute();
  });

  it('gives the same rows when detection runs on a worker thread', async () => {
    await t.store.db.updateTable('paper_venues').set({ track: 'main', workshop: null }).where('paper_id', '=', '2605.00001').execute();
    expect(await redetectVenues(t.store, undefined, { threads: 1 })).toMatchObject({ papers: 2, changed: 1 });
    const row = await t.store.db.selectFrom('paper_venues').select(['track', 'workshop']).where('paper_id', '=', '2605.00001').executeTakeFirstOrThrow();
    expect(row).toEqual({ track: 'workshop', workshop: 'SD4H' });
  });
});

// The track a title gives (venues/title-track.ts) on every path that makes a stored paper's rows: import, and
// re-detection inline and on a worker thread. Real record: arXiv 2605.00742.
describeStores('venue rows read the track a title gives', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const record = { id: '2605.00742', title: 'Position: agentic AI orchestration should be Bayes-consistent', authors: 'X', abstract: 'a', comments: 'Accepted for publication at ICML 2026', categories: 'cs.AI' };
    await importFile(t.store, tempFile('p.jsonl', [JSON.stringify(record)]));
  });
  afterAll(async () => { await t.drop(); });
  const row = () => t.store.db.selectFrom('paper_venues').select(['venue', 'year', 'track', 'programme']).where('paper_id', '=', '2605.00742').executeTakeFirstOrThrow();

  it('stores an ICML position paper whose comments name only the venue under the position paper track, and re-detection keeps it there', async () => {
    expect(await row()).toEqual({ venue: 'ICML', year: 2026, track: 'other', programme: 'Position Paper Track' });
    for (const threads of [0, 1]) {
      // What a detector without titles stored.
      await t.store.db.updateTable('paper_venues').set({ track: 'main', programme: null }).where('paper_id', '=', '2605.00742').execute();
      expect(await redetectVenues(t.store, undefined, { threads })).toMatchObject({ papers: 1, changed: 1 });
      expect(await row()).toEqual({ venue: 'ICML', year: 2026, track: 'other', programme: 'Position Paper Track' });
    }
  });
});
