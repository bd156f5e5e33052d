import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, csrfOf, login, seedPapers } from '../corrections/fixture.ts';
import { listReports } from '../../src/corrections/reports.ts';
import { setAdminPassword } from '../../src/web/security/admin-auth.ts';

const TOKEN = 'moderator-token-0123456789';
const ENV = { PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_TRUST_PROXY: 'true', PAPERBOARD_REPORTS_PER_HOUR: '3', PAPERBOARD_MAX_BODY_BYTES: '4096' };

describeStores('site security', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  const client = (ip: string) => agent(app, { 'x-forwarded-for': `203.0.113.7, ${ip}` });
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    await setAdminPassword(t.store, 'correct horse battery staple');
    app = await testApp(t.store, ENV);
  });
  afterAll(async () => { await t.drop(); });

  it('sends a strict CSP and the usual security headers on every page', async () => {
    for (const url of ['/', `/papers/${ids[0]}`, '/report?paper=' + ids[0] + '&field=title_zh', '/admin/login', '/nope']) {
      const r = await app.request(url);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('refuses reports without a valid CSRF token or from another site', async () => {
    const a = client('198.51.100.1');
    const page = await a.get(`/report?paper=${ids[0]}&field=title_zh`);
    const form = { paper: ids[0], field: 'title_zh', proposed: '新标题' };
    expect((await a.post('/report', form)).status).toBe(403);
    expect((await a.post('/report', { ...form, _csrf: 'forged' })).status).toBe(403);
    expect((await agent(app).post('/report', { ...form, _csrf: csrfOf(page.text) })).status).toBe(403);
    expect((await a.post('/report', { ...form, _csrf: csrfOf(page.text) }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await a.post('/report', { ...form, _csrf: csrfOf(page.text) }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await listReports(t.store, 'all')).length).toBe(0);
    expect((await a.post('/report', { ...form, _csrf: csrfOf(page.text) }, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  });

  it('refuses oversized and malformed submissions with 4xx, never 500, and no stack trace', async () => {
    const a = client('198.51.100.2');
    const csrf = csrfOf((await a.get(`/report?paper=${ids[0]}&field=title_zh`)).text);
    const big = await a.post('/report', { _csrf: csrf, paper: ids[0], field: 'title_zh', proposed: 'x'.repeat(10000) });
    expect(big.status).toBe(413);
    const long = await a.post('/report', { _csrf: csrf, paper: ids[0], field: 'title_zh', proposed: 'y'.repeat(501) });
    expect(long.status).toBe(400);
    const broken = await a.post('/report', { _csrf: csrf, paper: ids[0], field: 'title_zh', proposed: 'x' }, { 'content-type': 'multipart/form-data; boundary=nope' });
    expect([400, 403]).toContain(broken.status);
    const ctrl = await a.post('/report', { _csrf: csrf, paper: ids[0], field: 'title_zh', proposed: 'a\u0000b' });
    expect(ctrl.status).toBe(400);
    const many = await a.get(`/search?${Array.from({ length: 60 }, (_, i) => `a${i}=1`).join('&')}`);
    expect(many.status).toBe(400);
    expect((await a.get(`/search?q=${'x'.repeat(5000)}`)).status).toBe(414);
    expect((await a.get('/papers/%E0%A4%A')).status).toBeLessThan(500);
    expect((await a.get("/search?q=' OR 1=1; DROP TABLE papers; --")).status).toBe(200);
    expect((await a.get(`/papers/${ids[0]}`)).status).toBe(200);
    for (const r of [big, long, broken, ctrl, many]) expect(r.text).not.toMatch(/\bat \S+\.(ts|js):\d+/);
  });

  it('limits reports per client per hour, other clients unaffected', async () => {
    const a = client('198.51.100.3');
    const send = async (who: ReturnType<typeof client>, i: number) => {
      const csrf = csrfOf((await who.get(`/report?paper=${ids[1]}&field=title_zh`)).text);
      return (await who.post('/report', { _csrf: csrf, paper: ids[1], field: 'title_zh', proposed: `建议 ${i}` })).status;
    };
    expect([await send(a, 1), await send(a, 2), await send(a, 3)]).toEqual([303, 303, 303]);
    const blocked = await send(a, 4);
    expect(blocked).toBe(429);
    expect(await send(client('198.51.100.4'), 5)).toBe(303);
  });

  it('keeps /admin behind a login; throttles password guessing per client', async () => {
    for (const url of ['/admin', '/admin/reports', '/admin/corrections', '/admin/corrections.json', '/admin/harvest']) {
      const r = await app.request(url);
      expect(r.status, url).toBe(303);
      expect(r.headers.get('location')).toMatch(/^\/admin\/login/);
    }
    expect((await app.request('/admin/reports', { method: 'POST' })).status).toBe(401);
    const attacker = client('198.51.100.5');
    for (let i = 0; i < 5; i++) expect(await login(attacker, `guess-${i}-xxxxxxxx`)).toBe(401);
    expect(await login(attacker, 'correct horse battery staple')).toBe(429);
    const mod = client('198.51.100.6');
    expect(await login(mod, 'correct horse battery staple')).toBe(303);
    expect((await mod.get('/admin')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly and SameSite=Strict, Secure behind TLS', async () => {
    const tls = agent(app, { 'x-forwarded-for': '198.51.100.8', 'x-forwarded-proto': 'https' });
    const page = await tls.get('/admin/login');
    const r = await tls.post('/admin/login', { _csrf: csrfOf(page.text), secret: TOKEN, next: '/admin' });
    const cookie = r.res.headers.getSetCookie().find((c) => c.startsWith('pb_admin='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Secure/);
    const plain = client('198.51.100.9');
    const p2 = await plain.get('/admin/login');
    const r2 = await plain.post('/admin/login', { _csrf: csrfOf(p2.text), secret: TOKEN, next: 'https://evil.example/' });
    expect(r2.res.headers.get('location')).toBe('/admin');
    expect(r2.res.headers.getSetCookie().find((c) => c.startsWith('pb_admin='))).not.toMatch(/Secure/);
    const logout = await plain.post('/admin/logout', { _csrf: csrfOf((await plain.get('/admin')).text) });
    expect(logout.status).toBe(303);
    expect((await plain.get('/admin')).status).toBe(303);
  });
});
