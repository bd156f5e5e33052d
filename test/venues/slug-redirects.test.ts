import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { redetectVenues } from '../../src/venues/redetect.ts';
import { editionRedirect, settleSlugRedirects } from '../../src/venues/slug-redirects.ts';
import { slugMovesOf } from '../../src/venues/slug-moves.ts';
import { LOST, NEW, OLD, SCATTERED, reimportRevised, seedRenamedSlugs } from './renamed-slugs-fixture.ts';
import { up as migration029 } from '../../src/store/migrations/029-edition-redirects.ts';

/** The redirects, by old slug (sorted here: the two stores' collations order '2012x' and '2013' apart). */
const redirects = async (t: TestStore) => (await t.store.db.selectFrom('edition_redirects').select(['old_edition', 'new_edition', 'papers']).execute())
  .map((r) => ({ ...r, papers: Number(r.papers) })).sort((a, b) => (a.old_edition < b.old_edition ? -1 : 1));

describeStores('retired venue slugs redirect to the slug their papers moved to', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    await seedRenamedSlugs(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('retires the slugs no paper has after re-detection and redirects only the renamed one (most of its papers went to one slug)', async () => {
    // An older run's redirect to the slug now renamed: it follows the rename (chains collapse to the last name).
    await t.store.db.insertInto('edition_redirects').values({ old_edition: 'nucl-instrum-meth-a-2012x', new_edition: OLD, papers: 2, created_at: '2026-01-01T00:00:00.000Z' }).execute();
    const r = await redetectVenues(t.store);
    // OLD (3 papers → NEW, 1 → physica-e-2013), LOST (its paper names no venue now), SCATTERED (1 → icml-2013, 1 → PRL: no majority)
    expect(r).toMatchObject({ retired: 3, redirected: 1 });
    expect(await redirects(t)).toEqual([
      { old_edition: 'nucl-instrum-meth-a-2012x', new_edition: NEW, papers: 2 },
      { old_edition: OLD, new_edition: NEW, papers: 3 },
    ]);
    expect(await editionRedirect(t.store, OLD)).toBe(NEW);
    for (const e of [LOST, SCATTERED, NEW, 'phys-rev-lett-2013', 'icml-2013']) expect(await editionRedirect(t.store, e)).toBeNull();
    expect(await t.store.db.selectFrom('edition_moves').selectAll().execute()).toEqual([]);
  });

  it('is idempotent: a second pass retires nothing and leaves the redirects as they are', async () => {
    const before = await redirects(t);
    expect(await redetectVenues(t.store)).toMatchObject({ changed: 0, retired: 0, redirected: 0 });
    expect(await settleSlugRedirects(t.store, { pass: true })).toEqual({ retired: 0, redirected: 0 });
    expect(await redirects(t)).toEqual(before);
  });

  it('stops redirecting a slug that comes back into use, at once and in the table at the next pass', async () => {
    // a moderator's correction or an accepted list gives a paper the old slug again (a row re-detection keeps)
    await t.store.db.insertInto('paper_venues').values({ paper_id: '1302.9005', venue: 'Nucl. Instrum. Meth. A', year: 2013, edition: OLD, track: 'main', status: 'published',
      source: 'list', evidence: null, verified: 1 }).execute();
    expect(await editionRedirect(t.store, OLD)).toBeNull();
    await redetectVenues(t.store);
    expect((await redirects(t)).map((x) => x.old_edition)).toEqual(['nucl-instrum-meth-a-2012x']);
    await t.store.db.deleteFrom('paper_venues').where('paper_id', '=', '1302.9005').execute();
  });

  it('migration 029 run again on a store that has redirects changes nothing', async () => {
    const before = await redirects(t);
    await migration029(t.store.db);
    expect(await redirects(t)).toEqual(before);
  });

  it('drops a redirect whose new slug no paper has any more (a slug that lost its papers redirects nowhere)', async () => {
    await t.store.db.insertInto('edition_redirects').values({ old_edition: 'gone-2013', new_edition: 'gone-too-2013', papers: 1, created_at: '2026-01-01T00:00:00.000Z' }).execute();
    await settleSlugRedirects(t.store, { pass: true });
    expect(await editionRedirect(t.store, 'gone-2013')).toBeNull();
    expect((await redirects(t)).map((x) => x.old_edition)).toEqual(['nucl-instrum-meth-a-2012x']);
  });
});

// An import of changed records rewrites their venue rows with this build's catalogue: the slugs it empties are retired
// when the batch is stored, the renamed one redirected, without waiting for a re-detection pass.
describeStores('an import that moves a renamed venue\'s papers retires and redirects its slug', (kind) => {
  const ways: [string, { workers?: boolean }][] = [['inline', {}], ...(kind === 'sqlite' ? [['writer thread', { workers: true }] as [string, { workers?: boolean }]] : [])];
  for (const [way, opts] of ways) {
    it(`redirects the renamed slug only (${way})`, async () => {
      const t = await createTestStore(kind);
      try {
        await seedRenamedSlugs(t.store);
        await reimportRevised(t.store, opts);
        expect(await redirects(t)).toEqual([{ old_edition: OLD, new_edition: NEW, papers: 3 }]);
        for (const e of [LOST, SCATTERED]) expect(await editionRedirect(t.store, e)).toBeNull();
        expect(await t.store.db.selectFrom('edition_moves').selectAll().execute()).toEqual([]);
        // the pass after it finds nothing left to retire
        expect(await redetectVenues(t.store)).toMatchObject({ changed: 0, retired: 0, redirected: 0 });
        expect(await editionRedirect(t.store, OLD)).toBe(NEW);
      } finally {
        await t.drop();
      }
    });
  }
});

it('pairs a lost slug with the one slug of its year the paper gained, else kept; several or none is no move', () => {
  const row = (edition: string, year = 2013) => ({ edition, year });
  expect(slugMovesOf([row('a-2013')], [row('b-2013')])).toEqual([{ from: 'a-2013', to: 'b-2013' }]);
  // the journal-ref named the new form already: the slug kept is where the comments' one went
  expect(slugMovesOf([row('a-2013'), row('b-2013')], [row('b-2013')])).toEqual([{ from: 'a-2013', to: 'b-2013' }]);
  // a slug of another year is no destination; two of the year are no clear one
  expect(slugMovesOf([row('a-2013')], [row('b-2014', 2014)])).toEqual([{ from: 'a-2013', to: '' }]);
  expect(slugMovesOf([row('a-2013')], [row('b-2013'), row('c-2013')])).toEqual([{ from: 'a-2013', to: '' }]);
  expect(slugMovesOf([row('a-2013')], [row('a-2013'), row('b-2013')])).toEqual([]);
  expect(slugMovesOf([{ edition: null, year: null }], [])).toEqual([]);
});
