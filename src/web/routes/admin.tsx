import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { malformedForm } from '../pages/admin-words.tsx';
import { Layout } from '../layout.tsx';
import { checkCsrf, csrfToken, CSRF_FIELD } from '../security/csrf.ts';
import { clientAddress, isSecure } from '../security/client.ts';
import { pruneEvents } from '../security/rate-limit.ts';
import { checkPassword, createSession, endSession, isAdminToken, loginConfigured, SESSION_MS } from '../security/admin-auth.ts';
import { admitLogin } from '../security/login-throttle.ts';
import { moderator, SESSION_COOKIE } from '../security/site-guard.ts';
import { fingerprint } from '../../corrections/secret.ts';
import { pendingCount } from '../../corrections/reports.ts';
import { backgroundStatus } from '../../jobs/work-kinds.ts';
import type { SourceStatus } from '../../jobs/sources.ts';
import type { WorkStatus } from '../../jobs/work-progress.ts';
import { SourcesList, WorkStatusTable } from '../pages/work-status.tsx';
import { pendingDisagreements } from '../../institutions/openalex-disagreements.ts';


function LoginPage(props: { csrf: string; next: string; error?: string; configured: boolean }) {
  return (
    <Layout title="管理登录 · Moderator login">
      <h1>管理登录 · Moderator login</h1>
      {props.configured ? null : <p class="pending">尚未设置登录方式 · No login is set up: run <code>paperboard admin set-password</code> or set <code>PAPERBOARD_ADMIN_TOKEN</code>.</p>}
      {props.error ? <p class="pending" role="alert">{props.error}</p> : null}
      <form method="post" action="/admin/login">
        <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
        <input type="hidden" name="next" value={props.next} />
        <p><label>密码或令牌 · Password or token<br /><input type="password" name="secret" required autocomplete="current-password" maxlength={1024} /></label></p>
        <p><label>署名（可选，记入日志）· Your name for the log (optional)<br /><input name="name" maxlength={40} autocomplete="username" /></label></p>
        <p><button class="btn" type="submit">登录 Log in</button></p>
      </form>
    </Layout>
  );
}

function safeNext(raw: unknown): string {
  const s = typeof raw === 'string' ? raw : '';
  return /^\/admin(\/[\w./-]*)?$/.test(s) ? s : '/admin';
}

function moderatorName(raw: unknown, fallback: string): string {
  const s = typeof raw === 'string' ? raw.trim().slice(0, 40) : '';
  return /^[\p{L}\p{N} ._-]+$/u.test(s) ? s : fallback;
}

async function login(c: Context, deps: WebDeps) {
  const body = await c.req.parseBody().catch(() => { throw malformedForm(); });
  await checkCsrf(c, deps.store, body[CSRF_FIELD]);
  const secret = typeof body.secret === 'string' ? body.secret : '';
  const token = isAdminToken(deps.config, secret);
  if (!token) {
    const fp = await fingerprint(deps.store, clientAddress(c, deps.config));
    const ticket = await admitLogin(deps.store, fp);
    if (!ticket.ok) {
      if (ticket.locked) console.warn(JSON.stringify({ level: 'warn', msg: 'login locked', scope: ticket.scope, client: fp.slice(0, 12), retryAfterS: ticket.retryAfterS }));
      c.header('Retry-After', String(ticket.retryAfterS));
      const [n, zh, en] = ticket.retryAfterS >= 120 ? [Math.ceil(ticket.retryAfterS / 60), '分钟', 'minutes'] : [ticket.retryAfterS, '秒', 'seconds'];
      throw new HTTPException(429, { message: `登录失败次数过多，请 ${n} ${zh}后再试 · Too many failed logins${ticket.scope === 'client' ? ' from your address' : ''} — wait ${n} ${en} before trying again, or log in with PAPERBOARD_ADMIN_TOKEN.` });
    }
    const ok = await checkPassword(deps.store, secret);
    await ticket.settle(ok);
    if (!ok) {
      const csrf = await csrfToken(c, deps.store, deps.config);
      return c.html(<LoginPage csrf={csrf} next={safeNext(body.next)} error="密码或令牌错误 · Wrong password or token." configured={await loginConfigured(deps.store, deps.config)} />, 401);
    }
  }
  await pruneEvents(deps.store);
  const id = await createSession(deps.store, moderatorName(body.name, token ? 'token' : 'admin'));
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, secure: isSecure(c, deps.config), sameSite: 'Strict', path: '/', maxAge: SESSION_MS / 1000 });
  return c.redirect(safeNext(body.next), 303);
}

function Dashboard(props: { who: string; pending: number; disagreements: number; csrf: string; work: WorkStatus[] | null; sources: SourceStatus[] }) {
  return (
    <Layout title="管理 Admin">
      <h1>管理 Admin</h1>
      <AdminNav current="/admin" />
      <p>当前登录 Logged in as <b>{props.who}</b></p>
      <ul>
        <li><a href="/admin/reports">待审纠错 Reports queue</a> ({props.pending} 条待审 pending)</li>
        <li><a href="/admin/openalex">机构核对 OpenAlex disagreements</a> ({props.disagreements} 条待审 pending)</li>
        <li><a href="/admin/corrections">更正记录 Corrections log</a></li>
        <li><a href="/admin/harvest">抓取 Harvest</a></li>
        <li><a href="/admin/lists">官方录用列表 Official lists</a></li>
        <li><a href="/admin/llm">模型用量 LLM usage</a></li>
      </ul>
      {props.work ? <WorkStatusTable rows={props.work} sources={props.sources} /> : <><p class="pending">后台任务：本进程没有任务队列 · Background work: no job queue in this process.</p><SourcesList sources={props.sources} /></>}
      <form method="post" action="/admin/logout"><input type="hidden" name={CSRF_FIELD} value={props.csrf} /><button class="btn" type="submit">退出 Log out</button></form>
    </Layout>
  );
}

/** Mounts the moderator login / logout and the `/admin` dashboard (the site guard keeps /admin* behind the login). */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/admin/login', async (c) => c.html(<LoginPage csrf={await csrfToken(c, deps.store, deps.config)} next={safeNext(c.req.query('next'))} configured={await loginConfigured(deps.store, deps.config)} />));
  app.post('/admin/login', (c) => login(c, deps));
  app.post('/admin/logout', async (c) => {
    const body = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    await checkCsrf(c, deps.store, body[CSRF_FIELD]);
    await endSession(deps.store, getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect('/', 303);
  });
  const status = () => backgroundStatus(deps.store, deps.config, deps.jobs);
  app.get('/admin', async (c) => {
    const { work, sources } = await status();
    return c.html(<Dashboard who={moderator(c)} pending={await pendingCount(deps.store)} disagreements={await pendingDisagreements(deps.store)} csrf={await csrfToken(c, deps.store, deps.config)} work={work} sources={sources} />);
  });
  app.get('/admin/status.json', async (c) => c.json(await status()));
}
