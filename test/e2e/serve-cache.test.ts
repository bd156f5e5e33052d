// A real `paperboard serve` (two web processes) over a real store: cached pages are answered from the cache (the
// hit counter moves, the body is the cached one with control characters stripped once), every kind of cached answer
// (HTML page, feed, API) gives 304 to a client holding its ETag, and new connections are spread over both processes.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BIN, freePort, untilValue as until } from '../helpers/processes.ts';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { seedPapers } from '../corrections/fixture.ts';

// No cache warming (web/warm.ts): the test counts the hits and builds of one process, request by request.
const QUIET = { PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LISTS_SCHEDULE: 'false', PAPERBOARD_CACHE_WARM: 'false', LOG_LEVEL: 'info' };


interface Answer { status: number; text: string; headers: http.IncomingHttpHeaders }
interface Health { process: number; requests: number; cache: { hits: number; misses: number } }

/** GET over `agent` (one kept-alive socket: one web process answers all; or a fresh connection per request). */
function get(agent: http.Agent, base: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${url}`, { agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, text, headers: res.headers }));
    }).on('error', reject);
  });
}

describeStores('serve: cached answers, conditional GET and both web processes', (kind) => {
  let t: TestStore;
  let child: ChildProcess | undefined;
  let out = '';
  beforeEach(async () => { t = await createTestStore(kind); out = ''; });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const gone = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await t.drop();
  });

  it('a cached page is a hit with control characters stripped; HTML, feed and API give 304 on If-None-Match; connections reach both processes', async () => {
    const ids = await seedPapers(t.store);
    // A control character in stored text (U+000B) must never reach a page, cached or not.
    await sql`UPDATE papers SET title = ${'Vertical\u000Btab title'} WHERE id = ${ids[1]}`.execute(t.store.db);
    const edition = (await t.store.db.selectFrom('edition_counts').select('edition').orderBy('papers', 'desc').executeTakeFirstOrThrow()).edition;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [BIN, 'serve'], {
      env: { ...process.env, ...t.env, ...QUIET, PORT: String(port), HOST: '127.0.0.1', PAPERBOARD_WEB_PROCESSES: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const serving = await until(() => out.split('\n').find((l) => l.includes('"msg":"serving"')), Boolean, 90_000);
    const pids = (JSON.parse(serving!).pids as number[]).sort();
    expect(pids).toHaveLength(2);

    // (c) New connections are spread over both web processes: 40 connections, each process answers at least 10.
    const fresh = new http.Agent({ keepAlive: false });
    const byPid = new Map<number, number>();
    for (let i = 0; i < 40; i++) {
      const h = JSON.parse((await get(fresh, base, '/healthz')).text) as Health;
      byPid.set(h.process, (byPid.get(h.process) ?? 0) + 1);
    }
    expect([...byPid.keys()].sort()).toEqual(pids);
    for (const n of byPid.values()) expect(n).toBeGreaterThanOrEqual(10);

    // One kept-alive connection: one process answers everything below, so its counters tell what it did.
    const pinned = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const health = async () => JSON.parse((await get(pinned, base, '/healthz')).text) as Health;
    const h0 = await health();
    const pages = ['/', `/papers/${ids[1]}`, `/venues/${edition}`, `/search?q=learning`, `/feeds/venues/${edition}.atom`, `/api/v1/papers/${ids[0]}`, '/api/v1/venues'];
    for (const url of pages) {
      const first = await get(pinned, base, url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const before = await health();
      const again = await get(pinned, base, url);
      const after = await health();
      // (a) The second request is a cache hit (no build) with the same body and validator.
      expect([after.cache.hits - before.cache.hits, after.cache.misses - before.cache.misses], url).toEqual([1, 0]);
      expect([again.status, again.headers.etag, again.text === first.text], url).toEqual([200, etag, true]);
      // (b) The client's copy is current: 304, no body, the same ETag.
      const cond = await get(pinned, base, url, { 'if-none-match': etag! });
      expect([cond.status, cond.text, cond.headers.etag], url).toEqual([304, '', etag]);
      // A stale validator gets the full answer.
      expect((await get(pinned, base, url, { 'if-none-match': '"stale"' })).status, url).toBe(200);
    }
    const paper = await get(pinned, base, `/papers/${ids[1]}`);
    expect(paper.text).toContain('Verticaltab title');
    expect(paper.text).not.toMatch(/\u000B/);
    const h1 = await health();
    expect(h1.process).toBe(h0.process);
    // Every request on the pinned connection was counted by that process (7 pages × 6 requests, plus health probes).
    expect(h1.requests - h0.requests).toBe(pages.length * 6 + 1 + 1);
    pinned.destroy();
  }, 180_000);
});
