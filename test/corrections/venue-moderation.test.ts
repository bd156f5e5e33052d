// A moderator decides a venue report with six fields (venue, year, track, workshop, status, presentation) prefilled
// from the reader's proposal, not raw JSON; the server validates them (zod) and names the field at fault, keeping what
// was typed. The reader's form, the API and a stored value go through the same schema.
import { expect, it } from 'vitest';
import type { Hono } from 'hono';
import { HtmlValidate } from 'html-validate';
import { describeStores, type TestStore } from '../helpers/stores.ts';
import { shownIn } from '../helpers/display.ts';
import { agent, csrfOf, login, seededSite } from './fixture.ts';
import { listReports } from '../../src/corrections/reports.ts';
import { acceptReport, listCorrections } from '../../src/corrections/moderate.ts';
import { createReport } from '../../src/corrections/reports.ts';

const TOKEN = 'moderator-token-venue-0123456789';

describeStores('venue reports: a moderator edits fields, not JSON, with errors naming the field', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  seededSite(kind, { PAPERBOARD_ADMIN_TOKEN: TOKEN }, (s) => ({ t, app, ids } = s));

  const propose = async (paper: string, fields: Record<string, string>) => {
    const reader = agent(app);
    const page = await reader.get(`/report?paper=${paper}&field=venue&key=new`);
    return reader.post('/report', { _csrf: csrfOf(page.text), paper, field: 'venue', key: 'new', v_venue: 'ICML', v_year: '2026', v_track: 'main', v_workshop: '', v_status: 'accepted', v_presentation: '', ...fields });
  };
  const pendingFor = async (paper: string) => (await listReports(t.store, 'pending')).find((r) => r.paper_id === paper && r.field === 'venue')!;
  /** A report's six queue inputs (`v<id>_venue` …): ICML 2026, main track, accepted, changed by `over`. */
  const inputs = (id: unknown, over: Record<string, string> = {}) => Object.fromEntries(Object.entries({ venue: 'ICML', year: '2026', track: 'main', workshop: '', status: 'accepted', presentation: '', ...over }).map(([k, v]) => [`v${id}_${k}`, v]));
  /** A logged-in moderator and the queue's CSRF token. */
  const moderator = async () => {
    const mod = agent(app);
    await login(mod, TOKEN);
    return { mod, csrf: csrfOf((await mod.get('/admin/reports')).text) };
  };

  it("answers the inline (JavaScript) form's wrong venue input by its label too", async () => {
    const reader = agent(app);
    const page = await reader.get(`/report?paper=${ids[3]}&field=venue&key=new`);
    const res = await reader.post('/report', { _csrf: csrfOf(page.text), paper: ids[3], field: 'venue', key: 'new', v_venue: 'ICML', v_year: '26', v_track: 'main', v_status: 'accepted' }, { accept: 'application/json' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ ok: false, error: '年份 Year: 年份须在 1900 到 2199 之间 · a year between 1900 and 2199', field: 'v_year' });
  });

  it('shows a venue report as six fields prefilled from the proposal, with no JSON to edit', async () => {
    expect((await propose(ids[0], { v_track: 'workshop', v_workshop: 'AI for Math', v_presentation: 'poster' })).status).toBe(303);
    const r = await pendingFor(ids[0]);
    const mod = agent(app);
    await login(mod, TOKEN);
    const q = (await mod.get('/admin/reports')).text;
    const row = q.slice(q.indexOf(`id="r${r.id}"`), q.indexOf('</tr>', q.indexOf(`id="r${r.id}"`)));
    expect(row).toContain(`name="v${r.id}_venue" maxlength="80" value="ICML"`);
    expect(row).toContain(`name="v${r.id}_year"`);
    expect(row).toMatch(new RegExp(`name="v${r.id}_workshop" maxlength="200" value="AI for Math"`));
    expect(row).toContain('<option value="workshop" selected="">Workshop 研讨会</option>');
    expect(row).toContain('<option value="poster" selected="">海报 poster</option>');
    expect(row).toContain('<option value="accepted" selected="">已接收 accepted</option>');
    expect(row).not.toContain(`name="value_${r.id}"`);
    // one row's empty venue must not stop the browser submitting another row's decision
    expect(row).not.toMatch(/ required/);
  });

  it('refuses a wrong field with its name, shows the queue again with what was typed and the field marked, and keeps the report pending', async () => {
    const r = await pendingFor(ids[0]);
    const { mod, csrf } = await moderator();
    const bad = await mod.post('/admin/reports', { _csrf: csrf, one: `accept:${r.id}`, ...inputs(r.id, { year: '20x6', track: 'workshop', workshop: 'AI for Math (typed)', presentation: 'oral' }) });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(`id="v${r.id}_error" role="alert">年份 Year: 年份为四位数字，例如 2026 · a year has four digits, e.g. 2026</p>`);
    expect(bad.text).toMatch(new RegExp(`name="v${r.id}_year" inputmode="numeric" maxlength="4" size="5" value="20x6" aria-invalid="true" aria-describedby="v${r.id}_error" autofocus=""`));
    expect(bad.text).toContain('value="AI for Math (typed)"');
    expect(bad.text).toContain('<option value="oral" selected="">口头报告 oral</option>');
    expect(bad.text).toContain(`1 条失败 · 1 report failed: #${r.id}: 年份 Year: 年份为四位数字，例如 2026 · a year has four digits`);
    expect((await pendingFor(ids[0])).id).toBe(r.id);
    const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(bad.text);
    expect(report.results.flatMap((x) => x.messages).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    // a workshop name on the main track is named too
    const ws = await mod.post('/admin/reports', { _csrf: csrf, one: `accept:${r.id}`, ...inputs(r.id, { workshop: 'AI for Math' }) });
    expect(ws.status).toBe(400);
    expect(ws.text).toContain('研讨会 Workshop: 研讨会名称须配类别“Workshop 研讨会”，而不是“main 主会” · a workshop name goes with the track “Workshop 研讨会”, not “main 主会”');
  });

  it('accepts the edited fields: the correction stores them in one JSON form and the paper shows them', async () => {
    const r = await pendingFor(ids[0]);
    const { mod, csrf } = await moderator();
    const ok = await mod.post('/admin/reports', { _csrf: csrf, one: `accept:${r.id}`, ...inputs(r.id, { venue: ' icml ', track: 'workshop', workshop: 'AI for Math', presentation: 'spotlight' }) });
    expect(ok.status).toBe(303);
    const c = (await listCorrections(t.store)).find((x) => x.report_id === Number(r.id))!;
    expect(c.new_value).toBe('{"venue":"icml","year":2026,"track":"workshop","workshop":"AI for Math","status":"accepted","presentation":"spotlight"}');
    const page = await (await app.request(`/papers/${ids[0]}`)).text();
    expect(shownIn(page, 'zh')).toContain('ICML 2026 · 研讨会: AI for Math · 焦点报告 · 已接收');
    expect(shownIn(page, 'en')).toContain('ICML 2026 · Workshop: AI for Math · spotlight · accepted');
  });

  it('edits an accepted venue correction with the same fields: a new correction that wins, undone to bring the old value back', async () => {
    const mod = agent(app);
    await login(mod, TOKEN);
    const first = (await listCorrections(t.store)).find((x) => x.paper_id === ids[0] && x.field === 'venue')!;
    const log = (await mod.get('/admin/corrections')).text;
    expect(log).toContain(`<a href="/admin/corrections/${first.id}/edit" aria-label="编辑 Edit · 更正 correction #${first.id}">编辑 Edit</a>`);
    const form = await mod.get(`/admin/corrections/${first.id}/edit`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('name="v_workshop" maxlength="200" value="AI for Math"');
    expect(form.text).toContain('<option value="spotlight" selected="">焦点报告 spotlight</option>');
    const fields = (over: Record<string, string>) => ({ _csrf: csrfOf(form.text), v_venue: 'icml', v_year: '2026', v_track: 'workshop', v_workshop: 'AI for Math', v_status: 'accepted', v_presentation: 'spotlight', ...over });
    const bad = await mod.post(`/admin/corrections/${first.id}/edit`, fields({ v_status: 'maybe' }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('role="alert">状态 Status: 未知的值 &quot;maybe&quot;（须为其一：accepted, published, submitted, under_review, rejected, previous_version, unclear, none） · unknown value &quot;maybe&quot;');
    expect(bad.text).toMatch(/<select name="v_status" aria-invalid="true"/);
    const same = await mod.post(`/admin/corrections/${first.id}/edit`, fields({}));
    expect(same.status).toBe(400);
    expect(same.text).toContain('the edited value is the same as the current one');
    const ok = await mod.post(`/admin/corrections/${first.id}/edit`, fields({ v_presentation: 'oral' }));
    expect(ok.status).toBe(303);
    const edit = (await listCorrections(t.store))[0];
    expect(edit).toMatchObject({ paper_id: ids[0], field: 'venue', target_key: first.target_key, old_value: first.new_value, note: `edits correction #${first.id}`, created_by: 'Mod', undone_at: null });
    expect(JSON.parse(edit.new_value).presentation).toBe('oral');
    const badge = async () => shownIn(await (await app.request(`/papers/${ids[0]}`)).text(), 'zh');
    expect(await badge()).toContain('ICML 2026 · 研讨会: AI for Math · 口头报告 · 已接收');
    // undoing the edit brings the edited correction's value back; an undone correction has nothing to edit
    const log2 = (await mod.get('/admin/corrections')).text;
    expect((await mod.post(`/admin/corrections/${edit.id}/undo`, { _csrf: csrfOf(log2) })).status).toBe(303);
    expect(await badge()).toContain('ICML 2026 · 研讨会: AI for Math · 焦点报告 · 已接收');
    expect((await mod.get(`/admin/corrections/${edit.id}/edit`)).status).toBe(409);
    expect((await mod.get('/admin/corrections/99999/edit')).status).toBe(404);
    expect((await mod.get('/admin/corrections/0x1/edit')).status).toBe(400);
  });

  it('in bulk, accepts the rows that validate and sends back the one that does not', async () => {
    await propose(ids[1], { v_presentation: 'oral' });
    await propose(ids[2], { v_status: 'published' });
    const [a, b] = [await pendingFor(ids[1]), await pendingFor(ids[2])];
    const { mod, csrf } = await moderator();
    const res = await mod.post('/admin/reports', { _csrf: csrf, bulk: 'accept', sel: [String(a.id), String(b.id)], ...inputs(a.id, { venue: 'NeurIPS', year: '2025' }), ...inputs(b.id, { venue: 'NeurIPS', year: '2025', status: 'maybe' }) });
    expect(res.status).toBe(400);
    expect(res.text).toContain('已接受 1 条纠错 · 1 report accepted');
    expect(res.text).toContain(`状态 Status: 未知的值 "maybe"（须为其一：accepted, published, submitted, under_review, rejected, previous_version, unclear, none） · unknown value "maybe"`.replace(/"/g, '&quot;'));
    expect(res.text).not.toContain(`id="r${a.id}"`);
    expect((await pendingFor(ids[2])).id).toBe(b.id);
  });

  it('validates a venue value sent as JSON the same way: the API proposal and a moderator edit by API or CLI name the field', async () => {
    const api = await app.request(`/api/v1/papers/${ids[3]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ field: 'venue', key: 'new', proposed: '{"venue":"ICML","year":"twenty","status":"accepted"}' }) });
    expect(api.status).toBe(400);
    expect(await api.text()).toMatch(/proposed: year: a year has four digits/);
    const id = await createReport(t.store, { paperId: ids[3], field: 'venue', targetKey: 'new', currentValue: null, proposed: '{"venue":"ICML","status":"accepted"}', note: null }, 'fp');
    await expect(acceptReport(t.store, id, { by: 'Mod', value: '{"venue":"ICML","status":"accepted","presentation":"keynote"}' })).rejects.toThrow(/^presentation: unknown value "keynote"/);
    await expect(acceptReport(t.store, id, { by: 'Mod', value: '{"venue":"ICML"' })).rejects.toThrow(/^value: not JSON/);
    await acceptReport(t.store, id, { by: 'Mod' });
    const c = (await listCorrections(t.store)).find((x) => x.report_id === id)!;
    expect(c.new_value).toBe('{"venue":"ICML","year":null,"track":"main","workshop":null,"status":"accepted","presentation":null}');
  });
});
