import { expect, it } from 'vitest';
import type { Hono } from 'hono';
import { describeStores, type TestStore } from '../helpers/stores.ts';
import { agent, csrfOf, seededSite } from '../corrections/fixture.ts';
import { sql } from 'kysely';
import { fileCountedReport } from '../../src/web/security/rate-limit.ts';
import { findPaper } from '../../src/papers/queries.ts';
import { loadCards } from '../../src/cards/card-data.ts';
import { listReports } from '../../src/corrections/reports.ts';

// and the same reader filing the same 纠错 twice (a double click, a reload, the API called again) is told it is already filed.
describeStores('the report limit counts filed reports, as its message says; a report already filed is not stored twice', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  seededSite(kind, { PAPERBOARD_TRUST_PROXY: 'true', PAPERBOARD_REPORTS_PER_HOUR: '3' }, (s) => ({ t, app, ids } = s));

  it('lets a client file the stated number of reports even after rejected attempts, then answers 429 naming the same number', async () => {
    const a = agent(app, { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' });
    const send = async (field: string, i: number) => {
      const csrf = csrfOf((await a.get(`/report?paper=${ids[1]}&field=title_zh`)).text);
      return a.post('/report', { _csrf: csrf, paper: ids[1], field, proposed: field === 'title_zh' ? `建议 ${i}` : '' });
    };
    expect((await send('title_zh', 0)).status).toBe(303);
    // Rejected attempts (an empty proposal) file nothing and use none of the limit.
    const rejected = [await send('summary_zh', 1), await send('summary_zh', 2)].map((r) => r.status);
    expect(rejected.every((s) => s === 400), String(rejected)).toBe(true);
    expect([(await send('title_zh', 3)).status, (await send('title_zh', 4)).status]).toEqual([303, 303]);
    const blocked = await send('title_zh', 5);
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain('at most 3');
    // Through the API too: the same client is at its limit.
    const api = await app.request(`/api/v1/papers/${ids[1]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7, 198.51.100.9' }, body: JSON.stringify({ field: 'title_zh', proposed: 'x' }) });
    expect(api.status).toBe(429);
  });

  it('files a report and counts it in one transaction: when the count cannot be written, no report is left', async () => {
    const [card] = await loadCards(t.store, [(await findPaper(t.store, ids[0]))!], { llmConfigured: false });
    const pending = async () => Number((await t.store.db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await pending();
    await sql`ALTER TABLE rate_events RENAME TO rate_events_away`.execute(t.store.db);
    try {
      await expect(fileCountedReport(t.store, card, { field: 'title_zh', key: '', proposed: '一起写入', note: null }, 'fp-tx')).rejects.toThrow(/rate_events/);
    } finally {
      await sql`ALTER TABLE rate_events_away RENAME TO rate_events`.execute(t.store.db);
    }
    expect(await pending()).toBe(before);
    expect(await fileCountedReport(t.store, card, { field: 'title_zh', key: '', proposed: '一起写入', note: null }, 'fp-tx')).toBeGreaterThan(0);
    expect(await pending()).toBe(before + 1);
  });

  const reader = (address: string) => {
    const a = agent(app, { 'x-forwarded-for': address });
    return async (paper: string, proposed: string, headers: Record<string, string> = {}, note = '') => {
      const csrf = csrfOf((await a.get(`/report?paper=${paper}&field=title_zh`)).text);
      return a.post('/report', { _csrf: csrf, paper, field: 'title_zh', proposed, note }, headers);
    };
  };
  const stored = async (paper: string, proposed: string) => (await listReports(t.store, 'all')).filter((r) => r.paper_id === paper && r.proposed === proposed);

  it('tells the reader in both languages that the report is already filed, by the form, its JavaScript and the API', async () => {
    const send = reader('203.0.113.20');
    const first = await send(ids[2], '同一条建议');
    expect(first.status).toBe(303);
    expect(first.res.headers.get('location')).toBe(`/report/thanks?paper=${ids[2]}`);
    const again = await send(ids[2], '同一条建议', {}, 'a different note');
    expect(again.status).toBe(303);
    expect(again.res.headers.get('location')).toBe(`/report/thanks?paper=${ids[2]}&already=1`);
    const thanks = await agent(app).get(again.res.headers.get('location')!);
    expect(thanks.text).toContain('这条纠错你已经提交过');
    expect(thanks.text).toContain('You already filed this report');
    const json = await send(ids[2], '同一条建议', { accept: 'application/json' });
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toMatchObject({ ok: true, already: true });
    const api = await app.request(`/api/v1/papers/${ids[2]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' }, body: JSON.stringify({ field: 'title_zh', proposed: '同一条建议' }) });
    expect(api.status).toBe(409);
    expect(await api.text()).toContain('already filed');
    expect(await stored(ids[2], '同一条建议')).toHaveLength(1);
  });

  it('still stores another proposal, another reader’s, and the same one again once the first is decided', async () => {
    const send = reader('203.0.113.21');
    expect((await send(ids[3], '第一条')).status).toBe(303);
    expect((await send(ids[3], '第二条')).res.headers.get('location')).toBe(`/report/thanks?paper=${ids[3]}`);
    expect((await reader('203.0.113.22')(ids[3], '第一条')).res.headers.get('location')).toBe(`/report/thanks?paper=${ids[3]}`);
    expect(await stored(ids[3], '第一条')).toHaveLength(2);
    await t.store.db.updateTable('reports').set({ status: 'rejected', decided_at: new Date().toISOString() }).where('paper_id', '=', ids[3]).where('proposed', '=', '第一条').execute();
    expect((await send(ids[3], '第一条')).res.headers.get('location')).toBe(`/report/thanks?paper=${ids[3]}`);
    expect(await stored(ids[3], '第一条')).toHaveLength(3);
  });
});
