// A form post whose body cannot be read gets one 400, in both languages, from every form that reads a body: the
// admin login, the reports queue, a correction's undo and edit, the OpenAlex cross-check and the reader's 纠错 form.
import { expect, it } from 'vitest';
import type { Hono } from 'hono';
import { describeStores, type TestStore } from '../helpers/stores.ts';
import { agent, login, seededSite } from './fixture.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport, listCorrections } from '../../src/corrections/moderate.ts';

const TOKEN = 'moderator-token-malformed-0123456789';
/** A multipart body without its boundary: no form can be read from it. */
const BROKEN = { 'content-type': 'multipart/form-data' };

describeStores('a malformed form body: one bilingual 400', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  seededSite(kind, { PAPERBOARD_ADMIN_TOKEN: TOKEN }, (s) => ({ t, app, ids } = s));

  it('says so in Chinese, then English, on each admin form and the reader form', async () => {
    const id = await createReport(t.store, { paperId: ids[0], field: 'venue', targetKey: 'new', currentValue: null, proposed: '{"venue":"ICML","status":"accepted"}', note: null }, 'fp');
    await acceptReport(t.store, id, { by: 'Mod' });
    const c = (await listCorrections(t.store)).find((x) => x.report_id === Number(id))!;
    const mod = agent(app);
    expect(await login(mod, TOKEN)).toBe(303);
    for (const url of ['/admin/login', '/admin/reports', `/admin/corrections/${c.id}/undo`, `/admin/corrections/${c.id}/edit`, '/admin/openalex', '/report']) {
      const res = await mod.post(url, {}, BROKEN);
      expect(res.status, url).toBe(400);
      expect(res.text, url).toContain('<p>无法读取表单内容 · Malformed form body</p>');
    }
  });
});
