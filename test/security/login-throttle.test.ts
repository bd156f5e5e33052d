import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { agent, csrfOf, login, seedPapers } from '../corrections/fixture.ts';
import { passwordCheckCount, setAdminPassword } from '../../src/web/security/admin-auth.ts';
import { accountDelayMs, clearLoginFailures, LOGIN_FAILS_FREE, LOGIN_FAILS_PER_CLIENT } from '../../src/web/security/login-throttle.ts';
import { listReports } from '../../src/corrections/reports.ts';

const TOKEN = 'moderator-token-0123456789';
const PASSWORD = 'correct horse battery staple';

describeStores('login throttling', (kind) => {
  let t: TestStore;
  let app: Hono;
  const client = (ip: string) => agent(app, { 'x-forwarded-for': ip });
  beforeAll(async () => {
    t = await createTestStore(kind);
    await setAdminPassword(t.store, PASSWORD);
    app = await testApp(t.store, { PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_TRUST_PROXY: 'true' });
  });
  afterAll(async () => { await t.drop(); });

  it(`lets at most ${LOGIN_FAILS_PER_CLIENT} of 200 concurrent wrong passwords from one client reach the password check, logs the lock once`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const attacker = client('198.51.100.20');
      const csrf = csrfOf((await attacker.get('/admin/login')).text);
      const checks = passwordCheckCount();
      const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => attacker.post('/admin/login', { _csrf: csrf, secret: `wrong-guess-${i}-xxxx` }).then((r) => r.status)));
      const tally = statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
      expect({ checks: passwordCheckCount() - checks, tally }).toEqual({ checks: LOGIN_FAILS_PER_CLIENT, tally: { 401: LOGIN_FAILS_PER_CLIENT, 429: 200 - LOGIN_FAILS_PER_CLIENT } });
      expect(statuses.filter((s) => s === 401).length).toBe(LOGIN_FAILS_PER_CLIENT);
      expect(statuses.filter((s) => s === 429).length).toBe(200 - LOGIN_FAILS_PER_CLIENT);
      const locks = warn.mock.calls.map((c) => JSON.parse(String(c[0]))).filter((l) => l.msg === 'login locked');
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({ scope: 'client' });
      expect(locks[0].retryAfterS).toBeGreaterThan(800);
      // The right password from the locked address waits too, and says how long and what else works …
      const r = await attacker.post('/admin/login', { _csrf: csrf, secret: PASSWORD });
      expect(r.status).toBe(429);
      expect(Number(r.res.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(Number(r.res.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      expect(r.text).toContain('PAPERBOARD_ADMIN_TOKEN');
      // … but the token logs in from that very address, and another address is not affected.
      expect(await login(client('198.51.100.20'), TOKEN)).toBe(303);
      expect(await login(client('198.51.100.21'), PASSWORD)).toBe(303);
    } finally {
      warn.mockRestore();
    }
  });

  it('slows guesses spread over many clients with an account delay, which the moderator outlasts; unlock clears it', async () => {
    await clearLoginFailures(t.store);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < LOGIN_FAILS_FREE; i++) expect(await login(client(`192.0.2.${i + 1}`), `guess-${i}-xxxxxxxx`)).toBe(401);
      // Past the free allowance, guesses arriving together from five more addresses get one password check at most.
      const burst = await Promise.all(Array.from({ length: 5 }, async (_, i) => {
        const a = client(`192.0.2.${100 + i}`);
        const r = await a.post('/admin/login', { _csrf: csrfOf((await a.get('/admin/login')).text), secret: `burst-guess-${i}-xxxx` });
        return { status: r.status, retryAfter: Number(r.res.headers.get('retry-after')) };
      }));
      expect(burst.filter((b) => b.status === 401).length).toBeLessThanOrEqual(1);
      expect(burst.filter((b) => b.status === 429).length).toBeGreaterThanOrEqual(4);
      // (Attempts in flight count until they are withdrawn, so a burst may see a few seconds more.)
      for (const b of burst.filter((x) => x.status === 429)) expect(b.retryAfter).toBeGreaterThanOrEqual(1);
      for (const b of burst.filter((x) => x.status === 429)) expect(b.retryAfter).toBeLessThanOrEqual(accountDelayMs(LOGIN_FAILS_FREE + 5) / 1000);
      expect(warn.mock.calls.map((c) => JSON.parse(String(c[0]))).filter((l) => l.scope === 'account')).toHaveLength(1);
      // The moderator waits out the delay (2 s at most here) and logs in with the password.
      await new Promise((res) => setTimeout(res, accountDelayMs(LOGIN_FAILS_FREE + 2) + 200));
      expect(await login(client('192.0.2.120'), PASSWORD)).toBe(303);
      expect(accountDelayMs(LOGIN_FAILS_FREE + 30)).toBe(5 * 60 * 1000);
      // The next check right after must wait longer still; `paperboard admin unlock` forgets every count.
      const again = client('192.0.2.121');
      const r2 = await again.post('/admin/login', { _csrf: csrfOf((await again.get('/admin/login')).text), secret: 'guess-again-xxxxxxx' });
      expect(r2.status).toBe(429);
      expect([accountDelayMs(LOGIN_FAILS_FREE + 2) / 1000, accountDelayMs(LOGIN_FAILS_FREE + 3) / 1000]).toContain(Number(r2.res.headers.get('retry-after')));
      expect(await clearLoginFailures(t.store)).toBeGreaterThanOrEqual(LOGIN_FAILS_FREE + 1);
      expect(await login(client('192.0.2.121'), PASSWORD)).toBe(303);
    } finally {
      warn.mockRestore();
    }
  });
});

describeStores('same-origin check behind a proxy', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
  });
  afterAll(async () => { await t.drop(); });

  const report = async (trustProxy: string) => {
    const a = agent(await testApp(t.store, { PAPERBOARD_TRUST_PROXY: trustProxy }));
    const csrf = csrfOf((await a.get(`/report?paper=${ids[0]}&field=title_zh`)).text);
    // A cross-site form post from a client that forges X-Forwarded-Host to match its Origin (no Sec-Fetch-Site: an old browser or a script).
    return (await a.post('/report', { _csrf: csrf, paper: ids[0], field: 'title_zh', proposed: '伪造' }, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })).status;
  };

  it('ignores X-Forwarded-Host unless PAPERBOARD_TRUST_PROXY=true', async () => {
    expect(await report('false')).toBe(403);
    expect(await listReports(t.store, 'all')).toHaveLength(0);
    // A trusted proxy sets the header itself, so there it names the host the browser addressed.
    expect(await report('true')).toBe(303);
  });
});
