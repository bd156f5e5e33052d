import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { seedPapers } from './fixture.ts';
import { openStore } from '../../src/store/connection.ts';
import { AlreadyFiledError, createReport, listReports } from '../../src/corrections/reports.ts';
import { up as migration030 } from '../../src/store/migrations/030-reports-open-once.ts';

const row = (paper: string, proposed: string, over: Record<string, unknown> = {}) => ({
  paper_id: paper, field: 'title_zh', scope: 'paper', target_key: '', current_value: null, proposed, note: null as string | null, fingerprint: 'fp-a',
  status: 'pending', created_at: '2026-01-01T00:00:00.000Z', decided_at: null, decided_by: null, reason: null, correction_id: null, ...over,
});


describeStores('a reader\'s open report is stored once: the store refuses the copy (migration 030)', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
  });
  afterAll(async () => { await t.drop(); });

  it('merges the open duplicates already stored into the earliest, keeps decided ones, then refuses another copy', async () => {
    await sql`DROP INDEX reports_open_once`.execute(t.store.db);
    const p = ids[0];
    const long = '很长的中文总结'.repeat(140); // ~2.9 kB in UTF-8: more than a PostgreSQL B-tree entry may hold as text
    const seeded = [
      row(p, '同一条建议', { note: 'first note' }),
      row(p, '同一条建议', { status: 'rejected', reason: 'no', decided_at: '2026-01-02T00:00:00.000Z', decided_by: 'admin' }),
      row(p, '同一条建议', { note: 'second note' }),
      row(p, '同一条建议', { note: 'first note' }),
      row(p, '同一条建议'),
      row(p, '同一条建议', { fingerprint: 'fp-b' }), // another reader
      row(p, '另一条建议'),
      row(p, long, { field: 'summary_zh' }),
      row(p, long, { field: 'summary_zh', note: 'again' }),
      row(ids[1], '同一条建议'),
      row(p, '同一条建议', { status: 'accepted', decided_at: '2026-01-03T00:00:00.000Z', decided_by: 'admin', correction_id: 7 }),
    ];
    const got: number[] = [];
    for (const r of seeded) got.push(Number((await t.store.db.insertInto('reports').values(r).returning('id').executeTakeFirstOrThrow()).id));
    await migration030(t.store.db, kind);
    const left = (await t.store.db.selectFrom('reports').select(['id', 'status', 'note', 'fingerprint', 'proposed']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) }));
    expect(left.map((r) => r.id)).toEqual([got[0], got[1], got[5], got[6], got[7], got[9], got[10]]);
    expect(left[0]).toMatchObject({ status: 'pending', note: 'first note\n\nsecond note' });
    expect(left[1]).toMatchObject({ status: 'rejected' });
    expect(left[4]).toMatchObject({ proposed: long, note: 'again' });
    expect(left[6]).toMatchObject({ status: 'accepted' });
    // run again: nothing left to merge, the index is there
    await migration030(t.store.db, kind);
    expect(await t.store.db.selectFrom('reports').select('id').execute()).toHaveLength(left.length);
    await expect(t.store.db.insertInto('reports').values(row(p, '同一条建议', { note: 'third' })).execute()).rejects.toThrow(/unique|duplicate/i);
    await expect(t.store.db.insertInto('reports').values(row(p, long, { field: 'summary_zh' })).execute()).rejects.toThrow(/unique|duplicate/i);
    // a decided report and an open one of the same proposal live side by side
    await t.store.db.insertInto('reports').values(row(p, '同一条建议', { status: 'rejected', reason: 'again no' })).execute();
  });

  it('answers "already filed" only for the open copy: another uniqueness violation is an error, nothing stored', async () => {
    // a stand-in for any other unique constraint (a primary key behind its sequence after a restore …)
    await sql`CREATE UNIQUE INDEX reports_probe ON reports (paper_id, current_value)`.execute(t.store.db);
    try {
      const input = (proposed: string) => ({ paperId: ids[3], field: 'title_zh' as const, targetKey: '', currentValue: 'probe', proposed, note: null });
      const first = await createReport(t.store, input('第一条'), 'fp-probe');
      await expect(createReport(t.store, input('第一条'), 'fp-probe')).rejects.toMatchObject({ id: first });
      const other = await createReport(t.store, input('第二条'), 'fp-probe').then(() => 'stored', (e: unknown) => e);
      expect(other).not.toBeInstanceOf(AlreadyFiledError);
      expect(String(other)).toMatch(/unique|duplicate/i);
      expect((await listReports(t.store, 'pending')).filter((r) => r.paper_id === ids[3])).toHaveLength(1);
    } finally {
      await sql`DROP INDEX reports_probe`.execute(t.store.db);
    }
  });

  it('fires the same report many times at once at two servers (two stores\' connections): one stored, the rest 409, no 5xx', async () => {
    // a second store (its own connections) on the same database: what a second serve process has
    const second = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: t.env.PAPERBOARD_SQLITE_PATH ?? '' });
    const env = { PAPERBOARD_REPORTS_PER_HOUR: '1000', PAPERBOARD_TRUST_PROXY: 'true' };
    const servers = [await listen(await testApp(t.store, env)), await listen(await testApp(second, env))];
    try {
      for (const [n, proposed] of [[1, '并发的建议'], [2, '第二轮并发的建议']] as const) {
        const fire = (i: number) => fetch(`${servers[i % 2].url}/api/v1/papers/${ids[2]}/reports`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${40 + n}` },
          body: JSON.stringify({ field: 'title_zh', proposed: ` ${proposed}\r\n`, note: `copy ${i}` }),
        }).then(async (r) => ({ status: r.status, text: await r.text() }));
        const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => fire(i)));
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses.filter((s) => s === 200 || s === 201), String(statuses)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409), String(statuses)).toHaveLength(23);
        const stored = (await listReports(t.store, 'pending')).filter((r) => r.paper_id === ids[2] && r.proposed === proposed);
        expect(stored).toHaveLength(1);
        const created = JSON.parse(answers.find((a) => a.status < 300)!.text);
        expect(created.id).toBe(Number(stored[0].id));
        for (const a of answers.filter((x) => x.status === 409)) expect(a.text).toContain(`you already filed this report (#${created.id})`);
      }
    } finally {
      for (const s of servers) await s.close();
      await second.close();
    }
  });
});
