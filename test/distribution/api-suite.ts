import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Hono } from 'hono';
import type { Fixture } from './fixture.ts';

export type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>; components: { schemas: Record<string, unknown> } };

/** Checks a response against the OpenAPI document: status documented for the operation, body valid per the documented schema. */
export async function conforms(doc: Doc, method: string, path: string, res: Response): Promise<unknown> {
  const op = doc.paths[path]?.[method];
  expect(op, `${method} ${path} is documented`).toBeTruthy();
  const documented = op.responses[String(res.status)];
  expect(documented, `${method} ${path} answered ${res.status}, documented: ${Object.keys(op.responses)}`).toBeTruthy();
  if (!documented.content) return null;
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = await res.json();
  const defs = JSON.parse(JSON.stringify(doc.components.schemas).replace(/#\/components\/schemas\//g, '#/$defs/'));
  const schema = JSON.parse(JSON.stringify(documented.content['application/json'].schema).replace(/#\/components\/schemas\//g, '#/$defs/'));
  const check = z.fromJSONSchema({ ...schema, $defs: defs }).safeParse(body);
  expect(check.success, `${method} ${path} ${res.status}: ${JSON.stringify(check.error?.issues?.slice(0, 2))}`).toBe(true);
  return body;
}

/** The API tests: every documented route is called (success and error cases) and answers as the OpenAPI document says. */
export function apiSuite(ctx: () => { app: Hono; fx: Fixture }): void {
  it('answers every route as the OpenAPI 3.1 document says (statuses and bodies), covering the whole document', async () => {
    const { app, fx } = ctx();
    const docRes = await app.request('/api/v1/openapi.json');
    expect(docRes.status).toBe(200);
    const doc = (await docRes.json()) as Doc & { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    const covered = new Set<string>();
    const call = async (method: string, path: string, url: string, init: RequestInit = {}) => {
      covered.add(`${method} ${path}`);
      const res = await app.request(`http://pb.test/api/v1${url}`, { method: method.toUpperCase(), ...init });
      return { res, body: (await conforms(doc, method, path, res)) as any };
    };
    const inst = encodeURIComponent(fx.institutionId);
    const paper = await call('get', '/papers/{id}', `/papers/${fx.paperId}`);
    expect(paper.res.status).toBe(200);
    expect(paper.body.title_zh).toBe('测试标题：联邦学习 & <偏差>');
    expect(paper.body.institutions).toEqual([{ en: 'Peking University', zh: '北京大学' }]);
    expect(Array.isArray(paper.body.versions)).toBe(true);
    expect(paper.body.author_affiliations[0].affiliations[0].institution_id).toBe(fx.institutionId);
    expect((await call('get', '/papers/{id}', '/papers/2601.99999')).res.status).toBe(404);
    // Not arXiv identifiers (a blank, a word, version 0, number 0): the documented 400, not 404 or 200.
    for (const bad of ['%20', 'notanid', '2606.31599v0', '2601.00000']) expect((await call('get', '/papers/{id}', `/papers/${bad}`)).res.status, bad).toBe(400);
    // A form arXiv normalises (a version, upper case V) answers 301 to the canonical id.
    const moved = await call('get', '/papers/{id}', `/papers/${fx.paperId}V2`);
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe(`/api/v1/papers/${encodeURIComponent(fx.paperId)}`);
    const json = { 'Content-Type': 'application/json' };
    const rep = await call('post', '/papers/{id}/reports', `/papers/${fx.paperId}/reports`, { headers: json, body: JSON.stringify({ field: 'title_zh', proposed: '更好的标题', note: 'API test' }) });
    expect(rep.res.status).toBe(201);
    expect(rep.body.status).toBe('pending');
    expect((await call('post', '/papers/{id}/reports', `/papers/${fx.paperId}/reports`, { headers: json, body: JSON.stringify({ field: 'nonsense', proposed: 'x' }) })).res.status).toBe(400);
    const venues = await call('get', '/venues', '/venues');
    expect(venues.body.items.some((e: { edition: string }) => e.edition === 'icml-2026')).toBe(true);
    const icml = venues.body.items.find((e: { edition: string }) => e.edition === 'icml-2026');
    expect(icml.main).toBeGreaterThan(0);
    expect(icml.main).toBeLessThanOrEqual(icml.papers);
    expect(icml).toMatchObject({ ccf: 'A', core: 'A*' });
    const ccfA = await call('get', '/venues', '/venues?ccf=A');
    expect(ccfA.body.items.length).toBeGreaterThan(0);
    expect(ccfA.body.items.every((e: { ccf: string }) => e.ccf === 'A')).toBe(true);
    expect((await call('get', '/venues', '/venues?ccf=D')).res.status).toBe(400);
    const ed = await call('get', '/venues/{edition}', '/venues/icml-2026');
    expect(ed.body.links.atom).toBe('http://pb.test/feeds/venues/icml-2026.atom');
    expect((await call('get', '/venues/{edition}', '/venues/nosuch-1999')).res.status).toBe(404);
    const p1 = await call('get', '/venues/{edition}/papers', '/venues/icml-2026/papers?limit=3');
    expect(p1.body.items).toHaveLength(3);
    const p2 = await call('get', '/venues/{edition}/papers', `/venues/icml-2026/papers?limit=3&cursor=${p1.body.next_cursor}`);
    expect(p2.body.items.map((p: { id: string }) => p.id)).not.toContain(p1.body.items[0].id);
    expect((await call('get', '/venues/{edition}/papers', '/venues/icml-2026/papers?cursor=bogus')).res.status).toBe(400);
    expect((await call('get', '/venues/{edition}/papers', '/venues/icml-2026/papers?limit=0')).res.status).toBe(400);
    const insts = await call('get', '/institutions', '/institutions?limit=5');
    expect(insts.body.items.map((i: { id: string }) => i.id)).toContain(fx.institutionId);
    expect((await call('get', '/institutions/{id}', `/institutions/${inst}`)).body.name_zh).toBe('北京大学');
    expect((await call('get', '/institutions/{id}', '/institutions/nosuch')).res.status).toBe(404);
    const ip = await call('get', '/institutions/{id}/papers', `/institutions/${inst}/papers`);
    expect(ip.body.items.map((p: { id: string }) => p.id)).toEqual([fx.paperId]);
    const s = await call('get', '/search', '/search?q=learning&limit=5');
    expect(s.body.items.length).toBe(5);
    expect((await call('get', '/search', `/search?q=learning&limit=5&cursor=${s.body.next_cursor}`)).body.items[0].id).not.toBe(s.body.items[0].id);
    expect((await call('get', '/search', '/search')).res.status).toBe(400);
    // List-only entries (accepted papers known only from official lists): none in this fixture; their routes answer empty pages.
    expect(s.body.list_only_total).toBe(0);
    expect((await call('get', '/search/list-only', '/search/list-only?q=learning')).body).toEqual({ items: [], total: 0, next_cursor: null });
    expect((await call('get', '/search/list-only', '/search/list-only?q=learning&cursor=bogus')).res.status).toBe(400);
    expect((await call('get', '/venues/{edition}/list-only', '/venues/icml-2026/list-only?track=main')).body.total).toBe(0);
    expect((await call('get', '/venues/{edition}/list-only', '/venues/nosuch-1999/list-only')).res.status).toBe(404);
    const etag = ed.res.headers.get('etag')!;
    expect((await call('get', '/venues/{edition}', '/venues/icml-2026', { headers: { 'If-None-Match': etag } })).res.status).toBe(304);
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect([...covered].sort()).toEqual(documented.sort());
  });

  it('allows any origin to GET (CORS, preflight) and sends cache headers; unknown API paths get JSON 404s', async () => {
    const { app } = ctx();
    const res = await app.request('/api/v1/venues', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('etag')).toBeTruthy();
    const pre = await app.request('/api/v1/venues', { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
    const nf = await app.request('/api/v1/nothing');
    expect(nf.status).toBe(404);
    expect((await nf.json()).error.status).toBe(404);
  });
}
