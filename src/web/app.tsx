import { countRequests } from './routes/health.ts';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import { STYLE } from './style.ts';
import { Layout } from './layout.tsx';
import type { WebDeps } from './deps.ts';
import { mountPages } from './pages-routes.tsx';
import { guardSite } from './security/site-guard.ts';
import { isModuleFile } from '../module-files.ts';
import { FilterParamError } from '../papers/edition-filters.ts';
import { SearchRebuildingError } from '../papers/search-heal.ts';
import { htmlWithoutControlChars } from './control-chars.ts';
import { withUrgentReads } from '../store/patient-sqlite.ts';
import { isReading, limitConcurrency, trackInFlight } from './in-flight.ts';
import { warmOnFirstRequest } from './warm.ts';
import { INTERNAL_ERROR, isApiPath, siteError, URL_TOO_LONG, WaysOut } from './pages/reader-words.tsx';
import { sentence } from './pages/venue-words.tsx';


const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE).digest('base64')}'`;
const MAX_URL = 4096;

const ERROR_LEADS: Record<number, string> = {
  400: '请求有误，请检查链接或筛选条件 · The request is not valid:',
  403: '没有权限 · Not allowed:',
  404: '没有找到 · Not found:',
  413: '提交的内容太大 · Too large:',
  429: '请求过于频繁，请稍后再试 · Too many requests:',
  503: '暂时无法服务，请稍后再试 · Not available right now:',
};

/** The first line of an error page, Chinese first, by its status (what the reader should make of it). */
function errorLead(status: number): string {
  return ERROR_LEADS[status] ?? (status >= 500 ? '服务器出错 · Server error:' : '请求失败 · The request failed:');
}

/** The page asked for without the filter a FilterParamError names ("status: one of …" → no `status`), from its first page. */
function withoutBadFilter(requestUrl: string, message: string): string {
  const url = new URL(requestUrl);
  const name = /^([a-z_]+):/.exec(message)?.[1];
  if (name && url.searchParams.has(name)) url.searchParams.delete(name); else url.search = '';
  url.searchParams.delete('page');
  return `${url.pathname}${url.search}`;
}

/** Security headers with a strict Content-Security-Policy (inline style allowed by hash only, scripts from self). */
function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", STYLE_HASH], imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"], formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

/** Builds the web app: pages, then every `routes/*.tsx` module's `mount(app, deps)`. Errors never show a stack. */
export async function createApp(deps: WebDeps): Promise<Hono> {
  const app = new Hono();
  app.use('*', countRequests());
  app.use('*', trackInFlight());
  app.use('*', limitConcurrency(deps.config.webConcurrency));
  if (deps.warm && deps.config.cacheEntries > 0) app.use('*', warmOnFirstRequest(app, deps.store, deps.draining));
  app.use('*', securityHeaders());
  app.use('*', htmlWithoutControlChars());
  app.use('*', async function limitUrl(c, next) {
    if (c.req.url.length > MAX_URL) throw siteError(c.req.path, 414, URL_TOO_LONG);
    await next();
  });
  // Requests that write (reports, moderation, admin forms) read what they need ahead of the pages being built.
  app.use('*', async function urgentWrites(c, next) {
    if (isReading(c)) return next();
    await withUrgentReads(next);
  });
  guardSite(app, deps);
  mountPages(app, deps);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter(isModuleFile).sort() : [];
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    if (typeof mod.mount === 'function') await mod.mount(app, deps);
  }
  app.notFound((c) => c.html(<Layout title="没有这个页面 · Not found"><h1>404</h1><p>没有这个页面 · No such page.</p><WaysOut /></Layout>, 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.res) return err.getResponse();
    // The search index being rebuilt (papers/search-heal.ts) is a state to wait out, not a failure: 503, Retry-After.
    const rebuilding = err instanceof SearchRebuildingError;
    if (rebuilding) c.header('Retry-After', String(err.retryAfterS));
    const status = err instanceof HTTPException ? err.status : err instanceof FilterParamError ? err.status : rebuilding ? 503 : 500;
    if (status >= 500 && !rebuilding) console.error(JSON.stringify({ msg: 'request failed', path: c.req.path, err: String((err as Error).message) }));
    const api = isApiPath(c.req.path);
    const message = status >= 500 && !rebuilding ? (api ? INTERNAL_ERROR.en : sentence(INTERNAL_ERROR)) : err.message;
    if (api) return c.json({ error: { status, message } }, status);
    // The inline 纠错 form (report.js) asks for JSON: it shows the message (rate limit, expired form) under the form.
    if (c.req.path === '/report' && (c.req.header('accept') ?? '').includes('application/json')) return c.json({ ok: false, error: message }, status);
    const retry = err instanceof FilterParamError && c.req.method === 'GET' ? withoutBadFilter(c.req.url, err.message) : null;
    // A bad filter's message is English for the API; the page says it Chinese first.
    const shown = err instanceof FilterParamError ? sentence(err.words) : message;
    const home = status === 404 ? <WaysOut /> : <p>{retry ? <><a href={retry}>← 去掉这个筛选条件 The same page without it</a> · </> : null}<a href="/">返回首页 Home</a></p>;
    return c.html(<Layout title={`错误 Error ${status}`}><h1>错误 Error {status}</h1><p>{errorLead(status)}</p><p>{shown}</p>{home}</Layout>, status);
  });
  return app;
}
