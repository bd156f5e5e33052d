import { expect, it } from 'vitest';
import type { Hono } from 'hono';
import { describeStores, type TestStore } from '../helpers/stores.ts';
import { agent, csrfOf, login, RIGHT, seededSite, WRONG } from './fixture.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { textKey } from '../../src/institutions/affiliation-keys.ts';
import { listReports } from '../../src/corrections/reports.ts';
import { listCorrections } from '../../src/corrections/moderate.ts';
import { loadCards } from '../../src/cards/card-data.ts';
import { findPapers } from '../../src/papers/queries.ts';

const TOKEN = 'moderator-token-0123456789';

describeStores('corrections: report, moderate, apply, undo', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  seededSite(kind, { PAPERBOARD_ADMIN_TOKEN: TOKEN }, (s) => ({ t, app, ids } = s));

  const report = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
    const reader = agent(app);
    const q = new URLSearchParams({ paper: form.paper, field: form.field, ...(form.key ? { key: form.key } : {}) });
    const page = await reader.get(`/report?${q}`);
    expect(page.status).toBe(200);
    return { page, res: await reader.post('/report', { _csrf: csrfOf(page.text), ...form }, headers) };
  };

  it('shows a 纠错 link beside the institutions and a form with the current value, without JavaScript', async () => {
    const paper = await agent(app).get(`/papers/${ids[0]}`);
    expect(paper.text).toContain(`href="/report?paper=${ids[0]}&amp;field=affiliation"`);
    expect(paper.text).toContain('纠错');
    const key = textKey(WRONG);
    const { page, res } = await report({ paper: ids[0], field: 'affiliation', key, proposed: RIGHT, note: 'name cut at "and"' });
    expect(page.text).toContain('Shanghai University of Finance（上海财经大学）');
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe(`/report/thanks?paper=${ids[0]}`);
    const [r] = await listReports(t.store, 'pending');
    expect(r).toMatchObject({ paper_id: ids[0], field: 'affiliation', target_key: key, proposed: RIGHT, current_value: 'Shanghai University of Finance（上海财经大学）', status: 'pending' });
    expect(r.fingerprint).toMatch(/^[\w-]{32}$/);
    expect(JSON.stringify(r)).not.toMatch(/127\.0\.0\.1|unknown/);
  });

  it('answers JSON for the inline (JavaScript) form, and drops honeypot submissions silently', async () => {
    const { res } = await report({ paper: ids[1], field: 'title_zh', proposed: '更好的中文标题' }, { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).ok).toBe(true);
    const before = (await listReports(t.store, 'all')).length;
    const bot = await report({ paper: ids[1], field: 'summary_zh', proposed: 'spam', website: 'http://spam.example' });
    expect(bot.res.status).toBe(303);
    expect((await listReports(t.store, 'all')).length).toBe(before);
  });

  it('rejects a report on an affiliation the paper does not have, an unknown field, and an empty value', async () => {
    const reader = agent(app);
    const page = await reader.get(`/report?paper=${ids[3]}&field=title_zh`);
    const csrf = csrfOf(page.text);
    expect((await reader.post('/report', { _csrf: csrf, paper: ids[3], field: 'affiliation', key: textKey(WRONG), proposed: 'x' })).status).toBe(400);
    expect((await reader.post('/report', { _csrf: csrf, paper: ids[3], field: 'abstract', proposed: 'x' })).status).toBe(400);
    expect((await reader.post('/report', { _csrf: csrf, paper: ids[3], field: 'title_zh', proposed: '   ' })).status).toBe(400);
    expect((await reader.post('/report', { _csrf: csrf, paper: '2601.99999', field: 'title_zh', proposed: 'x' })).status).toBe(404);
  });

  it('lets a moderator accept for the alias after seeing how many papers it touches; every paper shows it with history', async () => {
    const mod = agent(app);
    expect((await mod.get('/admin/reports')).status).toBe(303);
    expect(await login(mod, TOKEN)).toBe(303);
    const queue = await mod.get('/admin/reports');
    expect(queue.status).toBe(200);
    const r = (await listReports(t.store, 'pending')).find((x) => x.field === 'affiliation')!;
    expect(queue.text).toMatch(/<b class="alias-count">3<\/b> 篇 papers/);
    expect(queue.text).toContain('Shanghai University of Finance and Economics（上海财经大学）');
    const done = await mod.post('/admin/reports', { _csrf: csrfOf(queue.text), one: `accept:${r.id}`, [`value_${r.id}`]: RIGHT, [`scope_${r.id}`]: 'alias' });
    expect(done.status).toBe(303);
    for (const id of ids.slice(0, 3)) {
      const page = await agent(app).get(`/papers/${id}`);
      expect(page.text).toContain('Shanghai University of Finance and Economics（上海财经大学）');
      expect(page.text).toMatch(/已更正 corrected on \d{4}-\d\d-\d\d/);
      expect(page.text).toContain('id="corrections"');
      expect(page.text).toContain('>Mod<');
      expect(page.text).toContain(`#${r.id}`);
    }
    const other = await agent(app).get(`/papers/${ids[3]}`);
    expect(other.text).not.toContain('and Economics');
    const [c] = await listCorrections(t.store);
    expect(c).toMatchObject({ scope: 'alias', paper_id: null, new_value: RIGHT, created_by: 'Mod', report_id: r.id });
  });

  it('keeps the correction through re-extraction and re-enrichment', async () => {
    await setPaperAffiliations(t.store, ids[1], 2, { source: 'pdf', authors: [{ name: 'First Author', affiliations: [{ text: WRONG, institutions: [{ id: null, ror: null, name_en: WRONG, name_zh: null, country: null, unit_en: null, unit_zh: null }] }] }] });
    const [card] = await loadCards(t.store, await findPapers(t.store, [ids[1]]), { llmConfigured: false });
    expect(card.institutions.lines.map((l) => `${l.en}（${l.zh}）`)).toContain(RIGHT);
  });

  it('edits then accepts, rejects with a reason, and decides in bulk', async () => {
    const mod = agent(app);
    await login(mod, TOKEN);
    await report({ paper: ids[2], field: 'summary_zh', proposed: '第一条建议' });
    await report({ paper: ids[3], field: 'summary_zh', proposed: '第二条建议' });
    const pending = await listReports(t.store, 'pending');
    const title = pending.find((x) => x.field === 'title_zh')!;
    let q = await mod.get('/admin/reports');
    await mod.post('/admin/reports', { _csrf: csrfOf(q.text), one: `accept:${title.id}`, [`value_${title.id}`]: '编辑后的中文标题' });
    const page = await agent(app).get(`/papers/${ids[1]}`);
    expect(page.text).toContain('编辑后的中文标题');
    q = await mod.get('/admin/reports');
    const rest = (await listReports(t.store, 'pending')).map((x) => String(x.id));
    expect(rest.length).toBe(2);
    await mod.post('/admin/reports', { _csrf: csrfOf(q.text), bulk: 'reject', sel: rest, bulk_reason: 'not a better summary' });
    const rejected = await listReports(t.store, 'rejected');
    expect(rejected.map((x) => x.reason)).toEqual(['not a better summary', 'not a better summary']);
    expect((await listReports(t.store, 'pending')).length).toBe(0);
  });

  it('undoes a correction: the machine value returns and the history keeps both', async () => {
    const mod = agent(app);
    await login(mod, TOKEN);
    const c = (await listCorrections(t.store)).find((x) => x.field === 'affiliation')!;
    const log = await mod.get('/admin/corrections');
    expect(log.text).toContain('Undo');
    expect((await mod.post(`/admin/corrections/${c.id}/undo`, { _csrf: csrfOf(log.text) })).status).toBe(303);
    const page = await agent(app).get(`/papers/${ids[0]}`);
    const inst = /<p class="field inst">(.*?)<\/p>/.exec(page.text)![1];
    expect(inst).toContain('Shanghai University of Finance（上海财经大学）');
    expect(inst).not.toContain('and Economics');
    expect(page.text).toMatch(/undone \d{4}-/);
    expect((await mod.post(`/admin/corrections/${c.id}/undo`, { _csrf: csrfOf(log.text) })).status).toBe(409);
  });

  it('offers a venue proposal only the tracks, statuses and presentations a mention can have, each named in both languages', async () => {
    const { page, res } = await report({ paper: ids[2], field: 'venue', key: 'new', v_venue: 'ACL', v_year: '2025', v_track: 'findings', v_status: 'accepted', v_presentation: '' });
    expect(page.text).toContain('<option value="findings">Findings 子刊</option>');
    expect(page.text).toContain('<option value="industry">Industry Track 工业专场</option>');
    expect(page.text).toContain('<option value="rejected">被拒 rejected</option>');
    expect(res.status).toBe(303);
    const mine = (await listReports(t.store, 'all')).find((r) => r.paper_id === ids[2] && r.field === 'venue');
    expect(JSON.parse(mine!.proposed)).toMatchObject({ venue: 'ACL', year: 2025, track: 'findings', status: 'accepted', presentation: null });
    // a value no mention can hold is refused, naming the input (it was stored before: "journal", "short", any [a-z_] word)
    const reader = agent(app);
    const csrf = csrfOf((await reader.get(`/report?paper=${ids[2]}&field=venue&key=new`)).text);
    for (const [k, v, label] of [['v_track', 'journal', '类别 Track'], ['v_status', 'maybe', '状态 Status'], ['v_presentation', 'keynote', '报告形式 Presentation']]) {
      const bad = await reader.post('/report', { _csrf: csrf, paper: ids[2], field: 'venue', key: 'new', v_venue: 'ACL', v_year: '2025', [k]: v });
      expect(bad.status, k).toBe(400);
      // named by its label beside the inputs, the input marked invalid, what was typed kept
      expect(bad.text, k).toContain(`role="alert">${label}: 未知的值 &quot;${v}&quot;（须为其一：`);
      expect(bad.text, k).toContain(`） · unknown value &quot;${v}&quot; (one of `);
      expect(bad.text, k).toMatch(new RegExp(`<select name="${k}" aria-invalid="true" aria-describedby="v_error" autofocus="">`));
      expect(bad.text, k).toContain('name="v_venue" required="" maxlength="80" value="ACL"');
    }
  });
});
