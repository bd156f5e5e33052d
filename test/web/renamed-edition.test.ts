import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { redetectVenues } from '../../src/venues/redetect.ts';
import { renamedPath } from '../../src/web/renamed-edition.ts';
import { LOST, NEW, OLD, SCATTERED, seedRenamedSlugs } from '../venues/renamed-slugs-fixture.ts';

// Over a real HTTP server: after re-detection moved a renamed journal's papers to its new slug, every route that names
// an edition answers the old slug with a 301 to the same route under the new one, query string kept.
describeStores('a renamed edition slug answers 301 over HTTP', (kind) => {
  let t: TestStore;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestStore(kind);
    await seedRenamedSlugs(t.store);
    expect(await redetectVenues(t.store)).toMatchObject({ retired: 3, redirected: 1 });
    server = await listen(await testApp(t.store));
  });
  afterAll(async () => { await server?.close(); await t.drop(); });
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  it('redirects pages, feeds, exports, stats and API routes, keeping the rest of the path and the query', async () => {
    const cases: [string, string][] = [
      [`/venues/${OLD}`, `/venues/${NEW}`],
      [`/venues/${OLD.toUpperCase()}?track=main&page=1`, `/venues/${NEW}?track=main&page=1`],
      [`/feeds/venues/${OLD}.atom?track=main`, `/feeds/venues/${NEW}.atom?track=main`],
      [`/feeds/venues/${OLD}.rss`, `/feeds/venues/${NEW}.rss`],
      [`/exports/venues/${OLD}.bib?status=published`, `/exports/venues/${NEW}.bib?status=published`],
      [`/stats/${OLD}`, `/stats/${NEW}`],
      [`/api/v1/venues/${OLD}`, `/api/v1/venues/${NEW}`],
      [`/api/v1/venues/${OLD}/papers?limit=2`, `/api/v1/venues/${NEW}/papers?limit=2`],
      [`/api/v1/venues/${OLD}/list-only?q=beam`, `/api/v1/venues/${NEW}/list-only?q=beam`],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect({ from, status: res.status, location: res.headers.get('location') }).toEqual({ from, status: 301, location: to });
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      await res.body?.cancel();
      // the new URL answers (the API's list-only route too: the edition has papers, no list)
      const next = await get(to);
      expect({ to, status: next.status }).toEqual({ to, status: 200 });
      await next.body?.cancel();
    }
    const papers = await (await get(`/api/v1/venues/${NEW}/papers?limit=5`)).json() as { items: { id: string }[] };
    expect(papers.items.map((p) => p.id).sort()).toEqual(['1302.1051', '1302.9002', '1302.9003']);
  });

  it('answers 404 for a slug that lost its papers, one whose papers scattered, and one never known', async () => {
    for (const slug of [LOST, SCATTERED, 'never-2013']) {
      for (const path of [`/venues/${slug}`, `/feeds/venues/${slug}.atom`, `/api/v1/venues/${slug}`, `/api/v1/venues/${slug}/papers`]) {
        const res = await get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        await res.body?.cancel();
      }
    }
  });

  it('`paperboard export --venue <old slug>` exports the new slug\'s papers and says so', async () => {
    const bin = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
    const { stdout, stderr } = await promisify(execFile)('node', [bin, 'export', '--venue', OLD, '--format', 'json'], { env: { ...process.env, ...t.env } });
    expect((JSON.parse(stdout) as { papers: { id: string }[] }).papers.map((p) => p.id).sort()).toEqual(['1302.1051', '1302.9002', '1302.9003']);
    expect(stderr).toContain(`${OLD} was renamed ${NEW}`);
    await expect(promisify(execFile)('node', [bin, 'export', '--venue', LOST, '--format', 'json'], { env: { ...process.env, ...t.env } })).rejects.toThrow(/no accepted papers for bogus-letters-2013/);
  }, 90_000); // a child process loading the catalogue: ~15 s at load

  it('documents the 301 of the edition routes in the OpenAPI document', async () => {
    const doc = await (await get('/api/v1/openapi.json')).json() as { paths: Record<string, { get: { responses: Record<string, { description: string }> } }> };
    for (const p of ['/venues/{edition}', '/venues/{edition}/papers', '/venues/{edition}/list-only']) expect(doc.paths[p].get.responses['301'].description).toMatch(/renamed/);
  });
});

it('renames only the path segment naming the old slug', () => {
  expect(renamedPath('http://h/feeds/venues/a-2013.atom?q=a-2013', 'a-2013', 'b-2013')).toBe('/feeds/venues/b-2013.atom?q=a-2013');
  expect(renamedPath('http://h/api/v1/venues/A-2013/papers', 'a-2013', 'b-2013')).toBe('/api/v1/venues/b-2013/papers');
  expect(renamedPath('http://h/venues/a-2013x', 'a-2013', 'b-2013')).toBe('/venues/a-2013x');
});
