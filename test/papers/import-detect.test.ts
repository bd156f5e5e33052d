import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { snapshotLines } from '../helpers/data.ts';
import { answerRequests, detectionChannel, remoteDetector } from '../../src/arxiv/import-detect.ts';
import { ImportAborted } from '../../src/arxiv/import-turns.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { createPlan, mergedRow, type UpsertRecord } from '../../src/papers/upsert-plan.ts';
import { venueRowsOf } from '../../src/papers/venue-rows.ts';
import { upsertSqliteParts } from '../../src/papers/upsert-sqlite.ts';

const NOW = '2026-01-01T00:00:00.000Z';

/** Real snapshot records as an import's writer parses them: new-paper rows without venues (left to the detector). */
function records(from: number, to: number): UpsertRecord[] {
  return snapshotLines(from, to).map((l) => {
    const input = recordFromSnapshot(JSON.parse(l), 'snapshot:test');
    return { input, fresh: { row: mergedRow(input, undefined, NOW) } };
  });
}

// Both ends in one thread: the writer's requests wait on the port until answerRequests runs, as in the indexer thread.
describe('venue detection over a channel', () => {
  it('answers each request with the rows venueRowsOf gives, in order, requests taken out of order', () => {
    const { writer, detector } = detectionChannel(new SharedArrayBuffer(8), 0);
    const det = remoteDetector(writer, () => false);
    const rows = records(1, 60).map((r) => r.fresh!.row);
    // A title that changes a row's track (venues/title-track.ts) crosses the channel too (real record arXiv 2606.14795).
    rows[40] = { ...rows[40], title: 'Position: The Systemic Lack of Agency in Visual Reasoning', comments: 'Accepted by ICML 2026', journal_ref: null };
    expect(venueRowsOf(rows[40])).toMatchObject([{ venue: 'ICML', track: 'other' }]);
    const first = det.ask(rows.slice(0, 30));
    const second = det.ask(rows.slice(30));
    expect(answerRequests(detector, venueRowsOf)).toBe(2);
    expect(second()).toEqual(rows.slice(30).map(venueRowsOf));
    expect(first()).toEqual(rows.slice(0, 30).map(venueRowsOf));
    // At least one of these real records names a venue, so the comparison above is not between empty lists only.
    expect(rows.map(venueRowsOf).some((v) => v.length > 0)).toBe(true);
    writer.port.close();
  });

  it('gives the detecting side\'s failure to the writer, and stops waiting when the import stopped', () => {
    const { writer, detector } = detectionChannel(new SharedArrayBuffer(8), 0);
    let stopped = false;
    const det = remoteDetector(writer, () => stopped);
    const failing = det.ask([{ id: '2401.00001', comments: 'ICML 2024', journal_ref: null }]);
    answerRequests(detector, () => { throw new Error('catalogue missing'); });
    expect(failing).toThrow('venue detection: catalogue missing');
    const unanswered = det.ask([{ id: '2401.00002', comments: null, journal_ref: null }]);
    stopped = true;
    expect(unanswered).toThrow(ImportAborted);
    writer.port.close();
  });
});

describe('upsertSqliteParts with venues left to a detector', () => {
  let a: TestStore;
  let b: TestStore;
  beforeAll(async () => { [a, b] = await Promise.all([createTestStore('sqlite'), createTestStore('sqlite')]); });
  afterAll(async () => { await Promise.all([a.drop(), b.drop()]); });

  const venues = async (t: TestStore) => (await sql`SELECT id, paper_id, venue, year, track, status, source, evidence, programme, sort_day
    FROM paper_venues ORDER BY id`.execute(t.store.db)).rows;

  it('writes the same venue rows, with the same ids, as detecting inline; a paper stored again in a later part keeps only its new rows', () => {
    const parts = [records(1, 100), records(101, 200), records(201, 260)];
    // The first paper that names a venue in its comments alone comes back in the next part as a newer version naming
    // none: its rows from the first part (not written yet when the second part stores it again) must be gone.
    const named = parts[0].find((r) => r.input.journalRef === null && venueRowsOf(r.fresh!.row).length > 0)!;
    const input = { ...named.input, version: named.input.version + 1, comments: '12 pages, 3 figures', journalRef: null };
    expect(venueRowsOf(mergedRow(input, undefined, NOW))).toEqual([]);
    parts[1].push({ input, fresh: { row: mergedRow(input, undefined, NOW) } });
    const { writer, detector } = detectionChannel(new SharedArrayBuffer(8), 0);
    const remote = remoteDetector(writer, () => false);
    // Answers as the indexer thread would, between the writer's steps: here, whenever the writer asks.
    const answering = { ask: (rows: Parameters<typeof remote.ask>[0]) => { const take = remote.ask(rows); answerRequests(detector, venueRowsOf); return take; } };
    upsertSqliteParts(a.store.sqlite!, parts, createPlan(NOW, null), { detector: answering });
    const inline = parts.map((p) => p.map((r) => ({ input: r.input })));
    upsertSqliteParts(b.store.sqlite!, inline, createPlan(NOW, venueRowsOf));
    writer.port.close();
    return Promise.all([venues(a), venues(b)]).then(([x, y]) => {
      expect(x).toEqual(y);
      expect(x.length).toBeGreaterThan(0);
      expect(x.filter((v) => (v as { paper_id: string }).paper_id === named.input.id)).toEqual([]);
    });
  });

  it('fails plainly when the plan leaves venues undetected and no detector is given', () => {
    expect(() => upsertSqliteParts(a.store.sqlite!, [records(300, 301)], createPlan(NOW, null))).toThrow('none given');
  });
});
