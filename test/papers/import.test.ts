import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { findPaper, paperVersions } from '../../src/papers/queries.ts';
import { searchPapers } from '../../src/papers/search.ts';

const first = snapshotLines(1, 300);
const oldStyle = snapshotLines(28202, 28248);
const count = async (t: TestStore, table: 'papers' | 'paper_versions' | 'paper_venues') =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.store.db)).rows[0].n);

describeStores('snapshot import', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('imports real records, keeps old-style ids intact and reports malformed lines by number', async () => {
    const file = tempFile('a.jsonl', [...first.slice(0, 100), '{"id": "broken', '{"id":"2501.00001","title":null}', '', ...first.slice(100), ...oldStyle]);
    const s = await importFile(t.store, file, { batchSize: 64 });
    expect(s.inserted).toBe(347);
    expect(s.rejected).toBe(2);
    expect(s.rejections[0]).toMatchObject({ line: 101 });
    expect(s.rejections[0].reason).toMatch(/malformed JSON/);
    expect(s.rejections[1]).toMatchObject({ line: 102, reason: expect.stringMatching(/^field title/) });
    const p = await findPaper(t.store, 'hep-th/9108002');
    expect(p?.title).toBe('Hamiltonian construction of W-gravity actions');
    expect(p?.journal_ref).toBe('Phys.Lett.B278:51-55,1992');
    const q = await findPaper(t.store, '0704.0001');
    expect(JSON.parse(q!.authors_json)).toEqual(['C. Balázs', 'E. L. Berger', 'P. M. Nadolsky', 'C.-P. Yuan']);
  });

  it('is idempotent: the same file twice gives the same rows', async () => {
    const file = tempFile('b.jsonl', [...first, ...oldStyle]);
    const before = [await count(t, 'papers'), await count(t, 'paper_versions'), await count(t, 'paper_venues')];
    const s = await importFile(t.store, file);
    expect(s).toMatchObject({ inserted: 0, updated: 0, unchanged: 347 });
    expect([await count(t, 'papers'), await count(t, 'paper_versions'), await count(t, 'paper_venues')]).toEqual(before);
  });

  it('replaces an older version with a newer one and keeps the older as history', async () => {
    const rec = JSON.parse(first[2]);
    expect(rec.versions.length).toBeGreaterThan(1);
    const v1 = { ...rec, id: '0704.9991', versions: rec.versions.slice(0, 1), title: 'Old title v1', comments: 'draft' };
    const v2 = { ...rec, id: '0704.9991', versions: rec.versions.slice(0, 2), title: 'New title v2', comments: 'Accepted at ICML 2026' };
    await importFile(t.store, tempFile('v1.jsonl', [JSON.stringify(v1)]));
    const s = await importFile(t.store, tempFile('v2.jsonl', [JSON.stringify(v2)]));
    expect(s.updated).toBe(1);
    const older = await importFile(t.store, tempFile('v1again.jsonl', [JSON.stringify({ ...v1, title: 'stale' })]));
    expect(older.unchanged).toBe(1);
    const p = await findPaper(t.store, '0704.9991');
    expect(p).toMatchObject({ version: 2, title: 'New title v2', comments: 'Accepted at ICML 2026' });
    const versions = await paperVersions(t.store, '0704.9991');
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]).toMatchObject({ title: 'Old title v1', comments: 'draft' });
    expect(versions[0].created_at).toMatch(/^2007-/);
  });

  it('treats null as unknown: a record without journal-ref does not erase a stored one', async () => {
    const rec = JSON.parse(first[0]);
    await importFile(t.store, tempFile('n.jsonl', [JSON.stringify({ ...rec, 'journal-ref': null, comments: 'changed comment' })]));
    const p = await findPaper(t.store, rec.id);
    expect(p).toMatchObject({ journal_ref: rec['journal-ref'], comments: 'changed comment' });
  });

  it('reads .json.gz and makes imported papers searchable', async () => {
    const file = tempFile('c.jsonl.gz', snapshotLines(20000, 20100));
    const s = await importFile(t.store, file);
    expect(s.inserted + s.updated + s.unchanged).toBe(101);
    const title = JSON.parse(snapshotLines(20050, 20050)[0]).title.split(/\s+/).slice(0, 3).join(' ');
    const res = await searchPapers(t.store, `"${title}"`, 1, 10);
    expect(res.total).toBeGreaterThan(0);
  });

  it('parses on worker threads with the same result as inline', async () => {
    const lines = snapshotLines(3000, 3400);
    const s = await importFile(t.store, tempFile('w.jsonl', [...lines, '{oops']), { workers: true, batchSize: 50 });
    expect(s.inserted).toBe(401);
    expect(s.rejections).toEqual([{ line: 402, reason: expect.stringMatching(/malformed JSON/) }]);
    const again = await importFile(t.store, tempFile('w2.jsonl', lines), { workers: false });
    expect(again.unchanged).toBe(401);
  });

  it('resumes an interrupted import where it stopped, without duplicates', async () => {
    const lines = snapshotLines(1000, 1600);
    const file = tempFile('d.jsonl', lines);
    let batches = 0;
    await expect(importFile(t.store, file, { batchSize: 100, onProgress: () => { if (++batches === 3) throw new Error('killed'); } })).rejects.toThrow('killed');
    const s = await importFile(t.store, file, { batchSize: 100 });
    expect(s.resumedAtLine).toBe(301);
    expect(s.read).toBe(601);
    const ids = lines.map((l) => JSON.parse(l).id);
    const stored = await t.store.db.selectFrom('papers').select('id').where('id', 'in', ids).execute();
    expect(stored.length).toBe(new Set(ids).size);
  });
});

describe('id parsing', () => {
  it('keeps old-style ids and versions', async () => {
    const { parseArxivId, idMonth } = await import('../../src/arxiv/ids.ts');
    expect(parseArxivId('hep-th/9901001v3')).toEqual({ id: 'hep-th/9901001', version: 3 });
    expect(parseArxivId('https://arxiv.org/abs/2501.10000v2')).toEqual({ id: '2501.10000', version: 2 });
    expect(parseArxivId('math.GT/0309136')).toEqual({ id: 'math/0309136', version: null });
    expect(parseArxivId('not an id')).toBeNull();
    expect(idMonth('2605.01234')).toEqual({ year: 2026, month: 5 });
    expect(idMonth('math-ph/0509039')).toEqual({ year: 2005, month: 9 });
  });
});
