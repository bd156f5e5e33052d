import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, csrfOf, login, seedPapers } from '../corrections/fixture.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport, listCorrections } from '../../src/corrections/moderate.ts';

const TOKEN = 'moderator-token-0123456789';

describeStores('moderator actions name a correction exactly', (kind) => {
  let t: TestStore;
  let app: Hono;
  let id: number;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const ids = await seedPapers(t.store);
    const r = await createReport(t.store, { paperId: ids[0], field: 'title_zh', targetKey: '', currentValue: null, proposed: '更好的标题', note: null }, 'fp');
    await acceptReport(t.store, r, { by: 'Mod' });
    id = (await listCorrections(t.store))[0].id;
    app = await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => { await t.drop(); });

  it('refuses ids that only Number() reads as a correction number (0x1, 1e0, 01, +1) and undoes the real one', async () => {
    expect(id).toBe(1);
    const mod = agent(app);
    expect(await login(mod, TOKEN)).toBe(303);
    const csrf = csrfOf((await mod.get('/admin/corrections')).text);
    for (const bad of ['0x1', '1e0', '01', '+1', '1.0', '0b1', '%201', '0']) {
      const r = await mod.post(`/admin/corrections/${bad}/undo`, { _csrf: csrf });
      expect(r.status, bad).toBe(400);
    }
    expect((await listCorrections(t.store))[0].undone_at).toBeNull();
    expect((await mod.post(`/admin/corrections/${id}/undo`, { _csrf: csrf })).status).toBe(303);
    expect((await listCorrections(t.store))[0].undone_at).not.toBeNull();
  });
});
