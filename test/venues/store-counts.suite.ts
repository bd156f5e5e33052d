import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { commentRecords, FIXTURES, snapshotText, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { redetectVenues } from '../../src/venues/redetect.ts';
import { readList } from '../../src/venues/lists/parse-list.ts';
import { matchList, storeList } from '../../src/venues/lists/match-list.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport, undoCorrection } from '../../src/corrections/moderate.ts';
import { venueKey } from '../../src/corrections/fields.ts';
import { editionInfo, LISTED_STATUSES, listEditions, paperCount, papersOfEdition } from '../../src/papers/queries.ts';
import { scanEditionCounts } from '../../src/store/migrations/012-store-counts.ts';
import { indexProgress } from '../../src/papers/search-index.ts';
import { SCAN_AFFILIATIONS_MISSING } from '../../src/store/migrations/013-affiliation-backlog-count.ts';
import { countMissingAffiliations } from '../../src/institutions/tasks.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { programmeOf } from '../../src/venues/programme.ts';
import { scanProgrammeCounts } from '../../src/store/migrations/024-venue-programme.ts';

// The maintained counts (migration 012) against a full scan, after each kind of write the product makes. Declared by
// store-counts-sqlite.test.ts and store-counts-postgres.test.ts, one database each, so the two run side by side.
export const STORE_COUNTS = 'store-wide counts kept by the database';
export function storeCounts(kind: 'sqlite' | 'postgres'): void {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  const scanned = async () => {
    const rows = (await sql.raw<Record<string, unknown>>(`${scanEditionCounts()} ORDER BY edition, venue, year`).execute(t.store.db)).rows;
    return rows.map((r) => ({ edition: String(r.edition), venue: String(r.venue), year: Number(r.year), papers: Number(r.papers), main: Number(r.main), workshop: Number(r.workshop), verified: Number(r.verified) }));
  };
  const maintained = async () => (await listEditions(t.store)).sort((a, b) => a.edition.localeCompare(b.edition) || a.venue.localeCompare(b.venue) || a.year - b.year);
  const papers = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM papers`.execute(t.store.db)).rows[0].n);
  // An edition's header (venue, papers per track) as a scan of its mentions gives it.
  const byTrack = (tracks: { track: string; n: number }[]) => [...tracks].sort((a, b) => b.n - a.n || a.track.localeCompare(b.track));
  const scannedInfo = async (edition: string) => {
    const rows = await t.store.db.selectFrom('paper_venues').select(['venue', 'year', 'track']).select((eb) => eb.fn.count<number>('paper_id').distinct().as('n'))
      .where('edition', '=', edition).where('status', 'in', LISTED_STATUSES).groupBy(['venue', 'year', 'track']).orderBy('venue').orderBy('year').orderBy('track').execute();
    // The track "other" by programme, as the rules read it from each mention's evidence now (not the stored column).
    const other = await t.store.db.selectFrom('paper_venues').select(['paper_id', 'venue', 'track', 'presentation', 'evidence'])
      .where('edition', '=', edition).where('status', 'in', LISTED_STATUSES).where('track', '=', 'other').execute();
    const byProgramme = new Map<string | null, Set<string>>();
    for (const r of other) {
      const p = programmeOf({ venue: r.venue, track: r.track, presentation: r.presentation ?? null, evidence: r.evidence ?? null })?.en ?? null;
      (byProgramme.get(p) ?? byProgramme.set(p, new Set()).get(p)!).add(r.paper_id);
    }
    const programmes = [...byProgramme].map(([programme, s]) => ({ programme, n: s.size }))
      .sort((a, b) => Number(a.programme === null) - Number(b.programme === null) || b.n - a.n || (a.programme ?? '').localeCompare(b.programme ?? ''));
    return rows.length ? { venue: rows[0].venue, year: Number(rows[0].year ?? 0), tracks: byTrack(rows.map((r) => ({ track: r.track, n: Number(r.n) }))), programmes } : undefined;
  };
  // The programme counts (migration 024) as kept, and as a scan of the stored programmes gives them.
  const programmeCounts = async (from: string) => (await sql.raw<Record<string, unknown>>(from).execute(t.store.db)).rows
    .map((r) => Object.values(r).map(String).join('|')).sort();
  const agree = async () => {
    expect(await maintained()).toEqual(await scanned());
    expect(await programmeCounts('SELECT edition, venue, year, programme, papers FROM edition_programme_counts')).toEqual(await programmeCounts(scanProgrammeCounts()));
    const editions = (await sql<{ edition: string }>`SELECT DISTINCT edition FROM paper_venues WHERE edition IS NOT NULL`.execute(t.store.db)).rows.map((r) => r.edition);
    expect(editions.length).toBeGreaterThan(0);
    for (const e of editions) {
      const info = await editionInfo(t.store, e);
      expect(info && { ...info, tracks: byTrack(info.tracks) }, e).toEqual(await scannedInfo(e));
      // The venue page's total: the scanned number of its papers, with and without a filter.
      const n = Number((await sql<{ n: number }>`SELECT count(DISTINCT paper_id) AS n FROM paper_venues WHERE edition = ${e} AND status IN ('accepted', 'published')`.execute(t.store.db)).rows[0].n);
      expect((await papersOfEdition(t.store, e, 1, 5)).total, e).toBe(n);
      const main = Number((await sql<{ n: number }>`SELECT count(DISTINCT paper_id) AS n FROM paper_venues WHERE edition = ${e} AND track = 'main' AND status IN ('accepted', 'published')`.execute(t.store.db)).rows[0].n);
      expect((await papersOfEdition(t.store, e, 1, 5, { track: 'main' })).total, e).toBe(main);
    }
    expect(await paperCount(t.store)).toBe(await papers());
    const missing = Number((await sql.raw<{ n: number }>(SCAN_AFFILIATIONS_MISSING).execute(t.store.db)).rows[0].n);
    expect(await countMissingAffiliations(t.store)).toBe(missing);
    return missing;
  };
  const affiliations = (paperId: string, n = 1) => setPaperAffiliations(t.store, paperId, 1, {
    source: 'html', authors: Array.from({ length: n }, (_, i) => ({ name: `Author ${i}`, affiliations: [{ text: 'Peking University', institutions: [] }] })),
  });
  const venueRow = (paper_id: string, edition: string, track: string, status = 'accepted', verified = 0) => ({
    paper_id, venue: 'ICML', year: Number(edition.slice(-4)), edition, track, workshop: track === 'workshop' ? 'W' : null, status, presentation: null, source: 'comments', evidence: 'x', verified,
  });

  it('match a full scan after an import, a re-import, re-detection and an import that changes comments', async () => {
    const all = snapshotText();
    const atVenue = all.filter((l) => /"comments":"[^"]*(ICML|NeurIPS|ICLR|CVPR|ACL|EMNLP|AAAI) 20\d\d/.test(l));
    const lines = [...atVenue.slice(0, 700), ...all.slice(0, 200)];
    await importFile(t.store, tempFile('a.jsonl', lines.slice(0, 600)));
    expect((await maintained()).length).toBeGreaterThan(5);
    await agree();
    await importFile(t.store, tempFile('b.jsonl', lines.slice(400, 900))); // overlapping: updates and new papers
    await agree();
    // Changed comments: the venue rows of a paper are replaced (another venue, or none).
    const changed = atVenue.slice(0, 300).filter((l) => /"comments":"[^"]*(ICML|NeurIPS|ICLR|CVPR) 20\d\d/.test(l)).slice(0, 20).map((l, i) => {
      const r = JSON.parse(l);
      r.comments = i % 2 ? 'Accepted at ICLR 2026 workshop on Robots' : 'no venue here';
      r.versions = [...(r.versions ?? []), { version: `v${(r.versions?.length ?? 1) + 1}`, created: 'Mon, 1 Jun 2026 00:00:00 GMT' }];
      return JSON.stringify(r);
    });
    expect(changed.length).toBe(20);
    await importFile(t.store, tempFile('c.jsonl', changed));
    // Affiliations read for some venue papers (and again for one: its rows are replaced) leave the backlog.
    const venuePapers = (await t.store.db.selectFrom('paper_venues').select('paper_id').distinct().limit(30).execute()).map((r) => r.paper_id);
    const backlog = await agree();
    for (const id of venuePapers.slice(0, 10)) await affiliations(id);
    await affiliations(venuePapers[0], 2);
    expect(await agree()).toBe(backlog - 10);
    await t.store.db.updateTable('paper_venues').set({ source: 'comments' }).where('source', '=', 'journal-ref').execute();
    await redetectVenues(t.store);
    await agree();
  });

  it('match after list verification, corrections (and their undoing), enrichment and deleting papers', async () => {
    const list = readList(path.join(FIXTURES, 'lists', 'icml2025.json'));
    const ids = ['2506.90001', '2506.90002', '2506.90003'];
    for (const [i, id] of ids.entries()) {
      const a = list[i];
      await t.store.db.insertInto('papers').values({ id, version: 1, title: a.title, authors: a.authors.join(', '), authors_json: JSON.stringify(a.authors), hash: id, imported_at: '2026-01-01' } as never).execute();
    }
    await t.store.db.insertInto('paper_venues').values(venueRow(ids[0], 'icml-2025', 'main')).execute();
    const listId = await storeList(t.store, { venue: 'ICML', year: 2025, file: 'icml2025.json', format: 'papercopilot' }, list);
    expect((await matchList(t.store, listId)).matched).toBeGreaterThanOrEqual(3);
    expect((await maintained()).find((e) => e.edition === 'icml-2025')?.verified).toBeGreaterThanOrEqual(3);
    await agree();

    // A correction taking a paper off its edition, then one moving it, then undoing both.
    const v = await t.store.db.selectFrom('paper_venues').selectAll().where('paper_id', '=', ids[0]).where('status', '=', 'accepted').executeTakeFirstOrThrow();
    const key = venueKey(v);
    const correct = async (value: object) => {
      const r = await createReport(t.store, { paperId: ids[0], field: 'venue', targetKey: key, currentValue: null, proposed: JSON.stringify(value), note: null }, 'fp');
      return acceptReport(t.store, r, { by: 'Mod' });
    };
    const off = await correct({ venue: 'ICML', year: 2025, track: 'main', workshop: null, status: 'none', presentation: null });
    await agree();
    const moved = await correct({ venue: 'NeurIPS', year: 2025, track: 'workshop', workshop: 'W', status: 'accepted', presentation: null });
    await agree();
    await undoCorrection(t.store, moved, 'Mod');
    await undoCorrection(t.store, off, 'Mod');
    await agree();

    // Enrichment writes papers in place (the Chinese search text): the counts do not move and stay right.
    const before = await maintained();
    await t.store.db.updateTable('papers').set({ search_zh: '中文 标题' }).where('id', 'in', ids).execute();
    expect(await maintained()).toEqual(before);

    // Several rows of one paper and edition in one statement, and updates moving many rows at once.
    await t.store.db.insertInto('papers').values({ id: '2506.90009', version: 1, title: 'T', authors: 'A', authors_json: '["A"]', hash: 'h', imported_at: '2026-01-01' } as never).execute();
    await t.store.db.insertInto('paper_venues').values([venueRow('2506.90009', 'icml-2026', 'main'), venueRow('2506.90009', 'icml-2026', 'workshop'),
      venueRow('2506.90009', 'icml-2026', 'main', 'published', 1), venueRow('2506.90009', 'icml-2026', 'main', 'submitted')]).execute();
    await agree();
    await t.store.db.updateTable('paper_venues').set({ track: 'workshop' }).where('paper_id', '=', '2506.90009').execute();
    await agree();
    await t.store.db.updateTable('paper_venues').set({ status: 'accepted' }).where('edition', '=', 'icml-2026').execute();
    await agree();
    await t.store.db.updateTable('paper_venues').set({ edition: 'icml-2027', year: 2027 }).where('paper_id', '=', '2506.90009').where('track', '=', 'workshop').execute();
    await agree();

    // Affiliations of a paper with no venue yet, then its first venue row; sources deleted (a paper read again).
    await t.store.db.insertInto('papers').values({ id: '2506.90010', version: 1, title: 'No venue', authors: 'A', authors_json: '["A"]', hash: 'h', imported_at: '2026-01-01' } as never).execute();
    const backlog = await agree();
    await affiliations('2506.90010');
    expect(await agree()).toBe(backlog);
    await t.store.db.insertInto('paper_venues').values(venueRow('2506.90010', 'icml-2026', 'main')).execute();
    expect(await agree()).toBe(backlog);
    await affiliations('2506.90002');
    await agree();
    await t.store.db.deleteFrom('paper_affiliation_sources').where('paper_id', 'in', ['2506.90001', '2506.90002']).execute();
    await agree();
    await t.store.db.updateTable('paper_affiliation_sources').set({ n_authors: 9 }).execute();
    await agree();
    // An update that changes nothing either count reads (new evidence text, as re-detection writes), then one that
    // moves venue rows to another paper (the backlog loses a paper without affiliations): migration 019's early returns.
    // (Re-detection writes the programme read from the new evidence with it: none from this text.)
    await t.store.db.updateTable('paper_venues').set({ evidence: 'read again', programme: null }).execute();
    const kept = await agree();
    await t.store.db.updateTable('paper_venues').set({ paper_id: '2506.90010' }).where('paper_id', '=', '2506.90002').execute();
    expect(await agree()).toBe(kept - 1);

    // Deleting papers deletes their venue rows (ON DELETE CASCADE): both counts follow.
    await t.store.db.deleteFrom('papers').where('id', 'in', [...ids, '2506.90009', '2506.90010']).execute();
    await agree();
    expect((await maintained()).some((e) => e.edition === 'icml-2027')).toBe(false);
  }, 180_000); // every step is checked against a full scan of a store of real papers: ~50 s on PostgreSQL at load 11

  // An import's writer folds the counts of the papers and mentions it inserts for new papers once per batch, the insert
  // triggers standing aside while its flag row is there (migration 026, papers/writer-counts.ts).
  it('match after a batch holding the same paper twice, two mentions of one edition, a programme, and a failed batch; the flag never outlives its transaction', async () => {
    // Real records past those the tests above import (new papers to this store).
    const base = snapshotText().slice(-250);
    const rec = (i: number) => JSON.parse(base[i]);
    const withComments = (i: number, comments: string, v = 0) => {
      const r = rec(i);
      r.comments = comments;
      if (v) r.versions = [...(r.versions ?? []), { version: `v${(r.versions?.length ?? 1) + v}`, created: 'Mon, 1 Jun 2026 00:00:00 GMT' }];
      return JSON.stringify(r);
    };
    const lines = [
      withComments(0, 'Accepted at ICML 2025 (main track); also presented at the ICML 2025 Workshop on Robots'),
      withComments(1, 'Accepted to the AAAI 2026 Student Abstract and Poster Program'),
      withComments(2, 'Accepted at NeurIPS 2025'),
      ...base.slice(3, 150),
      // The same paper again in the next part of the batch: a newer version, another venue (its first rows are replaced).
      withComments(2, 'Accepted at ICLR 2026', 1),
      ...base.slice(150),
    ];
    await importFile(t.store, tempFile('writer.jsonl', lines), { workers: true });
    await agree();
    const icml = (await maintained()).find((e) => e.edition === 'icml-2025');
    expect(icml?.papers).toBeGreaterThan(0);
    if (kind !== 'sqlite') return;
    const flag = async () => Number((await sql.raw<{ n: number }>('SELECT count(*) AS n FROM counts_by_writer').execute(t.store.db)).rows[0].n);
    expect(await flag()).toBe(0);
    // A batch failing half-way leaves neither its rows nor the flag.
    const { upsertSqlite } = await import('../../src/papers/upsert-sqlite.ts');
    const { createPlan } = await import('../../src/papers/upsert-plan.ts');
    const { venueRowsOf } = await import('../../src/papers/venue-rows.ts');
    const { recordFromSnapshot } = await import('../../src/arxiv/snapshot-record.ts');
    const fresh = JSON.parse(commentRecords([['2605.99001', 'Accepted at ICML 2026']], 'Failed batch')[0]);
    const before = await maintained();
    const failing = { input: recordFromSnapshot(fresh, 'test'), fresh: undefined } as never;
    expect(() => upsertSqlite(t.store.sqlite!, [failing], createPlan('2026-06-01', venueRowsOf), { alsoInside: () => { throw new Error('fails'); } })).toThrow('fails');
    expect(await flag()).toBe(0);
    expect(await maintained()).toEqual(before);
    // Any other writer's mention is counted by the triggers again.
    await t.store.db.insertInto('paper_venues').values(venueRow(rec(5).id, 'icml-2030', 'main')).execute();
    expect((await maintained()).find((e) => e.edition === 'icml-2030')?.papers).toBe(1);
    await agree();
  });

  it('the home page and the search progress read them: the figures on the page are the scanned ones', async () => {
    const { testApp } = await import('../helpers/app.ts');
    const html = await (await (await testApp(t.store)).request('/')).text();
    expect(html).toContain(`${(await papers()).toLocaleString('en')} papers stored`);
    const top = (await scanned()).sort((a, b) => b.year - a.year || b.papers - a.papers)[0];
    expect(html).toContain(`${top.papers.toLocaleString('en')} 篇 ${top.papers === 1 ? 'paper' : 'papers'}：主会 main ${top.main.toLocaleString('en')}`);
    if (kind === 'sqlite') {
      // Papers added past the search index's watermark: progress counts them without scanning every paper.
      const progress = indexProgress(t.store, { rebuilding: true });
      if (progress) expect(progress.papers).toBe(await papers());
    }
  });
}
