import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { WebDeps } from '../deps.ts';
import { honoPath, type ApiRoute } from '../api/define.ts';
import { API_ROUTES } from '../api/routes.ts';
import { openApiDocument } from '../api/openapi.ts';
import { cacheOf } from '../distribution/context.ts';
import { cacheFirst } from '../in-flight.ts';

/** Base path of the JSON API. */
export const API_BASE = '/api/v1';
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag, Last-Modified' };
const JSON_TYPE = 'application/json; charset=utf-8';

/** A 400 answer naming each invalid parameter. */
function invalid(where: string, error: z.ZodError): Response {
  const issues = error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message }));
  return new Response(JSON.stringify({ error: { status: 400, message: `${issues[0].path}: ${issues[0].message}`, issues } }), { status: 400, headers: { 'Content-Type': JSON_TYPE, ...CORS } });
}

async function readJson(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('application/json')) throw new HTTPException(400, { message: 'body: send Content-Type: application/json' });
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'body: not valid JSON' });
  }
}

/** JSON of a validated query with its keys sorted (the cache key of a GET). */
function canonicalJson(data: object): string {
  return JSON.stringify(Object.entries(data).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Validates the request, runs the handler, validates its answer against the documented schema (a mismatch is a 500, logged). */
function handle(r: ApiRoute, deps: WebDeps) {
  return async function apiHandler(c: Context): Promise<Response> {
    const params = r.params ? r.params.safeParse(c.req.param()) : { success: true as const, data: {} };
    if (!params.success) return invalid('path', params.error);
    const query = r.query ? r.query.safeParse(c.req.query()) : { success: true as const, data: {} };
    if (!query.success) return invalid('query', query.error);
    const body = r.body ? r.body.safeParse(await readJson(c)) : { success: true as const, data: undefined };
    if (!body.success) return invalid('body', body.error);
    const run = async () => {
      const out = r.response.safeParse(await r.handler({ params: params.data, query: query.data, body: body.data, c, deps }));
      if (!out.success) throw new Error(`${r.operationId}: response does not match its schema: ${out.error.issues[0]?.path.join('.')} ${out.error.issues[0]?.message}`);
      return JSON.stringify(out.data);
    };
    // Cached by the path and the validated parameters only: unknown query parameters are dropped by the schema, so
    // `?z=<n>` does not make a new entry, and `limit=050` shares one with `limit=50`.
    if (r.method === 'get') return cacheOf(deps).respond(c, `${c.req.path} ${canonicalJson(query.data as object)}`, async () => ({ body: await run(), contentType: JSON_TYPE }), CORS);
    return c.body(await run(), r.status, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' });
  };
}

/** The JSON API under /api/v1 with its OpenAPI 3.1 document, CORS for GET, ETags and cache headers. */
export function mount(app: Hono, deps: WebDeps): void {
  const doc = JSON.stringify(openApiDocument(API_ROUTES, process.env.npm_package_version ?? '0.1.0'));
  app.get(`${API_BASE}/openapi.json`, (c) => c.body(doc, 200, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'public, max-age=3600', ...CORS }));
  // The API's root answers with its table of contents, not a 404: where the document is, and every route.
  const index = JSON.stringify({
    name: 'Paperboard API', version: 'v1', openapi: `${API_BASE}/openapi.json`,
    routes: API_ROUTES.map((r) => ({ method: r.method.toUpperCase(), path: `${API_BASE}${r.path}`, summary: r.summary })),
  });
  app.get(API_BASE, (c) => c.body(index, 200, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'public, max-age=3600', ...CORS }));
  app.get(`${API_BASE}/`, (c) => c.body(index, 200, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'public, max-age=3600', ...CORS }));
  app.options(`${API_BASE}/*`, (c) => c.body(null, 204, {
    ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': 'If-None-Match, If-Modified-Since', 'Access-Control-Max-Age': '86400',
  }));
  // GETs answer from the response cache: a copy without waiting for a turn of the page limit (web/in-flight.ts).
  for (const r of API_ROUTES) {
    if (r.method === 'get') app.on('GET', `${API_BASE}${honoPath(r)}`, cacheFirst, handle(r, deps));
    else app.on(r.method.toUpperCase(), `${API_BASE}${honoPath(r)}`, handle(r, deps));
  }
  app.all(`${API_BASE}/*`, (c) => c.json({ error: { status: 404, message: `No API route ${c.req.method} ${c.req.path} — see ${API_BASE}/openapi.json` } }, 404, CORS));
}
