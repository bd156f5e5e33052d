import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, csrfOf, seedPapers } from './fixture.ts';
import { listReports } from '../../src/corrections/reports.ts';

// The same reader filing the same 纠错 twice (a double click, a reload, the API called again) is told it is already filed.
describeStores('a report the same reader already filed is not stored twice', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store, { PAPERBOARD_TRUST_PROXY: 'true' });
  });
  afterAll(async () => { await t.drop(); });

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
