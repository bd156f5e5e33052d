import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotText, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { orderedCount, orderedPage, type MentionFilter } from '../../src/papers/edition-order.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';

// The venue page's order read from the index (migration 016) against the order computed here from every mention.
describeStores('an edition read in order from the venue order index', (kind) => {
  let t: TestStore;
  let editions: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('a.jsonl', snapshotText().slice(0, 1500)));
    editions = (await t.store.db.selectFrom('edition_counts').select('edition').orderBy('papers', 'desc').limit(3).execute()).map((r) => r.edition);
    // A paper with a main-track mention and a workshop one in the same edition, and a rejected mention: the
    // workshop row must not list it twice, the rejected one not at all.
    const [e] = editions;
    const some = await t.store.db.selectFrom('paper_venues').select(['paper_id', 'venue', 'year']).where('edition', '=', e).where('track', '=', 'main').limit(2).execute();
    for (const [i, r] of some.entries()) {
      await t.store.db.insertInto('paper_venues').values({ paper_id: r.paper_id, venue: r.venue, year: r.year, edition: e, track: i ? 'findings' : 'workshop',
        workshop: i ? null : 'A Workshop', status: i ? 'rejected' : 'accepted', presentation: null, source: 'test', evidence: null, verified: 1 }).execute();
    }
  });
  afterAll(async () => { await t.drop(); });

  /** The order as the venue page defines it, from all mentions the filter keeps. */
  const reference = async (edition: string, f: MentionFilter) => {
    const rows = await t.store.db.selectFrom('paper_venues as v').innerJoin('papers as p', 'p.id', 'v.paper_id')
      .select(['v.paper_id', 'v.track', 'v.status', 'v.verified', 'v.venue', 'p.submitted_at']).where('v.edition', '=', edition).execute();
    const keep = rows.filter((r) => (f.status ? r.status === f.status : ['accepted', 'published'].includes(r.status)) && (!f.track || r.track === f.track)
      && (!f.verified || Number(r.verified) === 1));
    const byPaper = new Map<string, { rank: number; day: string }>();
    for (const r of keep) {
      const rank = r.track === 'main' ? 0 : 1;
      const had = byPaper.get(r.paper_id);
      byPaper.set(r.paper_id, { rank: Math.min(rank, had?.rank ?? 1), day: r.submitted_at ?? '' });
    }
    return [...byPaper].sort(([a, x], [b, y]) => x.rank - y.rank || (x.day < y.day ? 1 : x.day > y.day ? -1 : 0) || (a < b ? 1 : a > b ? -1 : 0)).map(([id]) => id);
  };

  it('pages (by offset and by keyset) and counts exactly as the order over every mention says, with filters', async () => {
    for (const edition of editions) {
      for (const f of [{}, { track: 'main' }, { track: 'workshop' }, { verified: true }, { status: 'published' }] as MentionFilter[]) {
        const want = await reference(edition, f);
        if (Object.keys(f).length === 0) expect(want.length).toBeGreaterThan(14); // several pages of each size below
        expect(await orderedCount(t.store, edition, f)).toBe(want.length);
        const byOffset: string[] = [];
        for (let offset = 0; offset < want.length + 7; offset += 7) byOffset.push(...(await orderedPage(t.store, edition, f, 7, { offset })).map((k) => k.id));
        expect(byOffset, `${edition} ${JSON.stringify(f)}`).toEqual(want);
        const byKey: string[] = [];
        let after;
        for (;;) {
          const page = await orderedPage(t.store, edition, f, 11, { after });
          byKey.push(...page.map((k) => k.id));
          if (page.length < 11) break;
          after = page[page.length - 1];
        }
        expect(byKey, `${edition} ${JSON.stringify(f)}`).toEqual(want);
        const page2 = await papersOfEdition(t.store, edition, 2, 5, f);
        expect(page2.items.map((p) => p.id)).toEqual(want.slice(5, 10));
        expect(page2.total).toBe(want.length);
      }
    }
  });

  it('with keywords: the same order, only papers with every word (any case, anywhere in the text), and their total', async () => {
    const [edition] = editions;
    const all = await reference(edition, {});
    const rows = await t.store.db.selectFrom('papers').select(['id', 'title', 'abstract', 'authors', 'comments']).where('id', 'in', all).execute();
    const text = new Map(rows.map((r) => [r.id, [r.title, r.abstract, r.authors, r.comments].join(' ').toLowerCase()]));
    // Words of the titles found in about half of the edition's papers (more than a page of 4), then two of them at once.
    const counts = new Map<string, number>();
    for (const r of rows) for (const w of new Set(r.title.toLowerCase().match(/[a-z]{5,}/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
    const common = [...counts].sort(([a, x], [b, y]) => Math.abs(x - all.length / 2) - Math.abs(y - all.length / 2) || (a < b ? -1 : 1)).map(([w]) => w);
    expect(counts.get(common[0])).toBeGreaterThan(4);
    for (const words of [[common[0].toUpperCase()], [common[0], common[1]], ['zzzz-no-such-word']]) {
      const want = all.filter((id) => words.every((w) => text.get(id)!.includes(w.toLowerCase())));
      const got: string[] = [];
      for (let page = 1; page <= Math.ceil(want.length / 4) + 1; page++) {
        const r = await papersOfEdition(t.store, edition, page, 4, { keywords: words });
        expect(r.total, words.join(' ')).toBe(want.length);
        got.push(...r.items.map((p) => p.id));
      }
      expect(got, words.join(' ')).toEqual(want);
    }
  });

  it('with keywords past the count\'s cap: "N+" counted to the cap or the page asked for, exact on the last page, every paper reachable', async () => {
    const [edition] = editions;
    const all = await reference(edition, {});
    const rows = await t.store.db.selectFrom('papers').select(['id', 'title']).where('id', 'in', all).execute();
    const counts = new Map<string, number>();
    for (const r of rows) for (const w of new Set(r.title.toLowerCase().match(/[a-z]{5,}/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [word, n] = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
    expect(n).toBeGreaterThan(6);
    const want = (await papersOfEdition(t.store, edition, 1, 1000, { keywords: [word] })).items.map((p) => p.id);
    expect(want.length).toBeGreaterThanOrEqual(n);
    const first = await papersOfEdition(t.store, edition, 1, 2, { keywords: [word] }, { keywordCap: 3 });
    expect([first.total, first.capped]).toEqual([3, true]);
    const second = await papersOfEdition(t.store, edition, 2, 2, { keywords: [word] }, { keywordCap: 3 });
    expect([second.total, second.capped]).toEqual([4, true]); // counted to the end of the page asked for
    // Walking on while the count says there is more (as the pager does), every match comes, in order.
    const got: string[] = [];
    for (let page = 1; ; page++) {
      const r = await papersOfEdition(t.store, edition, page, 2, { keywords: [word] }, { keywordCap: 3 });
      got.push(...r.items.map((p) => p.id));
      if (!r.capped && page * 2 >= r.total) {
        expect(r.total).toBe(want.length); // exact once the cap covers them all
        break;
      }
    }
    expect(got).toEqual(want);
    // A first page that is not full holds every match: no count, exact.
    const few = await papersOfEdition(t.store, edition, 1, want.length + 1, { keywords: [word] }, { keywordCap: 1 });
    expect([few.total, few.capped ?? false]).toEqual([want.length, false]);
  });

  it('gives every imported mention its paper\'s day (written with the row on SQLite, by the trigger on PostgreSQL)', async () => {
    const wrong = await sql<{ n: number }>`SELECT count(*) AS n FROM paper_venues v JOIN papers p ON p.id = v.paper_id
      WHERE v.sort_day <> coalesce(p.submitted_at, '')`.execute(t.store.db);
    expect(Number(wrong.rows[0].n)).toBe(0);
    const dated = await sql<{ n: number }>`SELECT count(*) AS n FROM paper_venues WHERE sort_day <> ''`.execute(t.store.db);
    expect(Number(dated.rows[0].n)).toBeGreaterThan(10);
  });

  it('keeps each mention\'s sort key with its paper: a new mention, a changed submission date', async () => {
    const [e] = editions;
    const paper = (await t.store.db.selectFrom('paper_venues').select('paper_id').where('edition', '=', e).limit(1).executeTakeFirstOrThrow()).paper_id;
    await t.store.db.updateTable('papers').set({ submitted_at: '2099-01-01' }).where('id', '=', paper).execute();
    const days = await sql<{ d: string }>`SELECT DISTINCT sort_day AS d FROM paper_venues WHERE paper_id = ${paper}`.execute(t.store.db);
    expect(days.rows.map((r) => r.d)).toEqual(['2099-01-01']);
    expect((await orderedPage(t.store, e, {}, 1, {}))[0].id).toBe(paper);
    const other = (await t.store.db.selectFrom('papers').select(['id', 'submitted_at']).where('id', 'not in',
      t.store.db.selectFrom('paper_venues').select('paper_id')).limit(1).executeTakeFirstOrThrow());
    await t.store.db.insertInto('paper_venues').values({ paper_id: other.id, venue: 'X', year: 2030, edition: 'x-2030', track: 'main', workshop: null,
      status: 'accepted', presentation: null, source: 'test', evidence: null, verified: 0 }).execute();
    expect((await orderedPage(t.store, 'x-2030', {}, 5, {}))).toEqual([{ rank: 0, day: other.submitted_at ?? '', id: other.id }]);
  });
});
