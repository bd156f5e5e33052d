import { createRequire } from 'node:module';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { lineBatches, lineParts, linesOf } from '../../src/arxiv/line-batches.ts';

const require = createRequire(import.meta.url);

/** Every stored row that an import writes, without the columns that differ between runs (times, sequence numbers). */
async function dump(t: TestStore) {
  const papers = await sql<Record<string, unknown>>`SELECT id, version, title, abstract, authors, authors_json, categories, primary_category, comments,
    journal_ref, doi, report_no, license, submitter, submitted_at, updated_at, hash FROM papers ORDER BY id`.execute(t.store.db);
  const versions = await sql`SELECT paper_id, version, created_at, title, comments FROM paper_versions ORDER BY paper_id, version`.execute(t.store.db);
  const venues = await sql`SELECT paper_id, venue, year, edition, track, workshop, status, presentation, source, evidence FROM paper_venues
    ORDER BY paper_id, venue, year, track, source, evidence`.execute(t.store.db);
  return { papers: papers.rows, versions: versions.rows, venues: venues.rows };
}

// A file that exercises the order-dependent cases: a newer version of a paper later in the file (in another batch),
// the same paper again at an older version, malformed lines, blank lines, old-style ids.
function trickyLines(): { lines: string[]; id: string } {
  const lines = snapshotLines(1, 1200);
  const at = lines.findIndex((l) => (JSON.parse(l).versions ?? []).length > 0);
  const rec = JSON.parse(lines[at]);
  const newer = { ...rec, title: 'A newer version later in the file', comments: 'Accepted at ICML 2026',
    versions: [...rec.versions, { version: `v${rec.versions.length + 1}`, created: 'Mon, 2 Mar 2026 10:00:00 GMT' }] };
  return { id: rec.id, lines: [...lines.slice(0, 500), '{"id": "broken', '', ...lines.slice(500), JSON.stringify(newer), lines[at],
    '{"id":"2501.00001","title":null}', ...snapshotLines(28202, 28248)] };
}

describeStores('import with writer threads', (kind) => {
  let threaded: TestStore;
  let single: TestStore;
  beforeAll(async () => { [threaded, single] = await Promise.all([createTestStore(kind), createTestStore(kind)]); });
  afterAll(async () => { await Promise.all([threaded.drop(), single.drop()]); });

  it('stores exactly what the single-writer import stores, with the same counts and rejections', async () => {
    const { lines, id } = trickyLines();
    const file = tempFile('t.jsonl', lines);
    const a = await importFile(threaded.store, file, { workers: true, batchSize: 97 });
    const b = await importFile(single.store, file, { workers: false, batchSize: 97 });
    for (const k of ['read', 'inserted', 'updated', 'unchanged', 'rejected', 'rejections'] as const) expect(a[k], k).toEqual(b[k]);
    expect(a.rejections.map((r) => r.line)).toEqual([501, 1205]);
    expect(a.updated).toBe(1);
    expect(a.unchanged).toBe(1);
    expect(await dump(threaded)).toEqual(await dump(single));
    const p = await threaded.store.db.selectFrom('papers').select(['title', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(p.title).toBe('A newer version later in the file');
    const again = await importFile(threaded.store, tempFile('t2.jsonl', lines), { workers: true, batchSize: 250 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: a.inserted + a.updated + a.unchanged });
  });

  it('resumes after a stop with exact totals: every batch committed is counted once, none twice', async () => {
    const lines = snapshotLines(8000, 9999);
    const file = tempFile('r.json.gz', lines);
    let batches = 0;
    await expect(importFile(threaded.store, file, { workers: true, batchSize: 100, onProgress: () => { if (++batches === 4) throw new Error('stopped'); } }))
      .rejects.toThrow('stopped');
    const s = await importFile(threaded.store, file, { workers: true, batchSize: 300 });
    expect(s.resumedAtLine! - 1).toBeGreaterThanOrEqual(400);
    expect((s.resumedAtLine! - 1) % 100).toBe(0);
    expect(s.read).toBe(2000);
    expect(s.inserted + s.updated + s.unchanged).toBe(2000);
    expect(s.inserted).toBe(new Set(lines.map((l) => JSON.parse(l).id)).size);
    const ids = lines.map((l) => JSON.parse(l).id);
    const n = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM papers WHERE id IN (${sql.join(ids)})`.execute(threaded.store.db)).rows[0].n);
    expect(n).toBe(new Set(ids).size);
  });
});

describe('lineBatches', () => {
  const collect = async (file: string, gz: boolean, offset: number, skip: number, size: number) => {
    const out: { lines: string[]; firstLine: number; lastLine: number; endOffset: number }[] = [];
    for await (const b of lineBatches(file, gz, offset, skip, size)) {
      out.push({ lines: Buffer.from(b.bytes).toString('utf8').split('\n').slice(0, b.lastLine - b.firstLine + 1), firstLine: b.firstLine, lastLine: b.lastLine, endOffset: b.endOffset });
    }
    return out;
  };

  it('cuts whole lines into batches with their numbers and the byte offset after each batch', async () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1} ${'é'.repeat(i)}`);
    const file = tempFile('l.txt', lines);
    const all = await collect(file, false, 0, 0, 4);
    expect(all.map((b) => [b.firstLine, b.lastLine])).toEqual([[1, 4], [5, 8], [9, 10]]);
    expect(all.flatMap((b) => b.lines)).toEqual(lines);
    expect(all.at(-1)!.endOffset).toBe(fs.statSync(file).size);
    // Resuming at a batch's end offset gives the rest, numbered on.
    const rest = await collect(file, false, all[0].endOffset, 4, 4);
    expect(rest.map((b) => [b.firstLine, b.lastLine])).toEqual([[5, 8], [9, 10]]);
    expect(rest.flatMap((b) => b.lines)).toEqual(lines.slice(4));
  });

  it('keeps a last line without a newline, and skips lines of a gzip file on resume', async () => {
    const file = tempFile('n.txt', []);
    fs.writeFileSync(file, 'a\nb\nc');
    expect((await collect(file, false, 0, 0, 2)).map((b) => b.lines)).toEqual([['a', 'b'], ['c']]);
    const gz = `${file}.gz`;
    fs.writeFileSync(gz, zlib.gzipSync('1\n2\n3\n4\n5\n'));
    const resumed = await collect(gz, true, 0, 3, 10);
    expect(resumed).toEqual([{ lines: ['4', '5'], firstLine: 4, lastLine: 5, endOffset: 10 }]);
  });

  it('hands a batch out in parts of whole lines, numbered, each line decoded alone: the same lines as the whole batch', async () => {
    const file = tempFile('p.txt', []);
    // Multi-byte characters, a blank line, a CR before the newline, and a last line without a newline.
    fs.writeFileSync(file, 'α1\n\nβ–3\r\n4 é\n5\n6 日本\n7');
    for (const size of [1, 2, 3, 100]) {
      for await (const b of lineBatches(file, false, 0, 0, 3)) {
        const parts = [...lineParts(b, size)];
        expect(parts.every((p) => p.length > 0 && p.length <= size)).toBe(true);
        expect(parts.flat()).toEqual(linesOf(b));
      }
    }
    const whole = [];
    for await (const b of lineBatches(file, false, 0, 0, 4)) whole.push(...[...lineParts(b, 2)].flat());
    expect(whole).toEqual([[1, 'α1'], [2, ''], [3, 'β–3\r'], [4, '4 é'], [5, '5'], [6, '6 日本'], [7, '7']]);
  });
});

describe('SQLite writes from two connections', () => {
  it('an import batch waits for another connection holding the write lock, then stores (no "database is locked")', async () => {
    const { Worker } = await import('node:worker_threads');
    const t = await createTestStore('sqlite');
    try {
      // Another connection (a thread) takes the write lock and keeps it for 400 ms.
      const holder = new Worker(`
        const { workerData, parentPort } = require('node:worker_threads');
        const Database = require(workerData.lib);
        const db = new Database(workerData.path);
        db.exec('BEGIN');
        db.prepare("INSERT INTO kv (key, value, updated_at) VALUES ('holder', '1', 'now')").run();
        parentPort.postMessage('locked');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
        db.exec('COMMIT');
        db.close();
      `, { eval: true, workerData: { lib: require.resolve('better-sqlite3'), path: t.env.PAPERBOARD_SQLITE_PATH } });
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      await new Promise((resolve) => holder.once('message', resolve));
      const s = await importFile(t.store, tempFile('w.jsonl', snapshotLines(100, 300)), { workers: false });
      expect(s.inserted).toBe(201);
      await exited;
      const kv = await t.store.db.selectFrom('kv').select('value').where('key', '=', 'holder').executeTakeFirst();
      expect(kv?.value).toBe('1');
    } finally {
      await t.drop();
    }
  });
});

describe('the heap cap of an import\'s threads (PAPERBOARD_IMPORT_HEAP_MB)', () => {
  it('is the one asked for: a cap too small for the venue catalogue stops the import with an error, the default stores', async () => {
    const t = await createTestStore('sqlite');
    try {
      const file = tempFile('heap.jsonl', snapshotLines(1, 300));
      await expect(importFile(t.store, file, { workers: true, heapMb: 4, index: false })).rejects.toThrow(/memory|exited/i);
      const s = await importFile(t.store, file, { workers: true, heapMb: 48 });
      expect(s.inserted).toBe(300);
    } finally {
      await t.drop();
    }
  });
});
