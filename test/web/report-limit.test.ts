import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, csrfOf, seedPapers } from '../corrections/fixture.ts';
import { sql } from 'kysely';
import { fileCountedReport } from '../../src/web/security/rate-limit.ts';
import { findPaper } from '../../src/papers/queries.ts';
import { loadCards } from '../../src/cards/card-data.ts';

describeStores('the report limit counts filed reports, as its message says', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store, { PAPERBOARD_TRUST_PROXY: 'true', PAPERBOARD_REPORTS_PER_HOUR: '3' });
  });
  afterAll(async () => { await t.drop(); });

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
});
