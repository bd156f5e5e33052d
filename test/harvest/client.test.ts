import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ArxivClient, ArxivHttpError, parseRetryAfter } from '../../src/arxiv/client.ts';
import { VirtualClock, systemClock } from '../../src/arxiv/clock.ts';
import { ReplayServer } from './replay-server.ts';

let server: ReplayServer;
afterEach(async () => server?.stop());

async function setup(clock: { now(): number } = systemClock) {
  server = await new ReplayServer(() => clock.now()).start();
  server.atom = () => ({ body: '<feed xmlns="http://www.w3.org/2005/Atom"></feed>' });
  return server;
}

function gaps(s: ReplayServer): number[] {
  return s.requests.slice(1).map((r, i) => r.at - s.requests[i].at);
}

describe('arXiv client politeness', () => {
  it('sends a User-Agent with the contact address and an Accept header', async () => {
    const s = await setup();
    const c = new ArxivClient({ contact: 'ops@paperboard.test', gapMs: 0 });
    await c.fetchText(`${s.url}/api/query?id_list=1`);
    expect(s.requests[0].headers['user-agent']).toMatch(/mailto:ops@paperboard\.test/);
    expect(s.requests[0].headers.accept).toMatch(/atom\+xml/);
  });

  it('never sends two requests to one host closer than the gap (virtual clock, concurrent callers)', async () => {
    const clock = new VirtualClock();
    const s = await setup(clock);
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 3000, clock });
    await Promise.all(Array.from({ length: 8 }, (_, i) => c.fetchText(`${s.url}/api/query?start=${i}`)));
    expect(s.requests).toHaveLength(8);
    for (const g of gaps(s)) expect(g).toBeGreaterThanOrEqual(3000);
    expect(clock.slept).toBeGreaterThanOrEqual(7 * 3000 - 50);
  });

  it('keeps the gap in real time too, and runs one request at a time per host', async () => {
    const s = await setup();
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 40 });
    await Promise.all(Array.from({ length: 5 }, (_, i) => c.fetchText(`${s.url}/api/query?start=${i}`)));
    for (const g of gaps(s)) expect(g).toBeGreaterThanOrEqual(40);
    for (let i = 1; i < s.requests.length; i++) expect(s.requests[i].at).toBeGreaterThanOrEqual(s.requests[i - 1].end!);
  });

  it('honours Retry-After (seconds) on 429 and (HTTP date) on 503', async () => {
    const clock = new VirtualClock();
    const s = await setup(clock);
    s.faults.push({ match: (_q, n) => n === 1, reply: { status: 429, headers: { 'retry-after': '7' } } });
    s.faults.push({ match: (_q, n) => n === 3, reply: { status: 503, headers: { 'retry-after': new Date(clock.now() + 60_000).toUTCString() } } });
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 1000, clock, backoffBaseMs: 100, random: () => 0 });
    await c.fetchText(`${s.url}/api/query?a=1`);
    await c.fetchText(`${s.url}/api/query?a=2`);
    expect(s.requests).toHaveLength(4);
    expect(gaps(s)[0]).toBeGreaterThanOrEqual(7000);
    expect(gaps(s)[2]).toBeGreaterThanOrEqual(50_000);
    expect(c.stats.retries).toBe(2);
  });

  it('gives up with a clear error when Retry-After exceeds the cap', async () => {
    const clock = new VirtualClock();
    const s = await setup(clock);
    s.faults.push({ match: () => true, reply: { status: 503, headers: { 'retry-after': '3600' } } });
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 0, clock, maxRetryAfterMs: 600_000 });
    const err = await c.fetchText(`${s.url}/api/query`).catch((e) => e);
    expect(err).toBeInstanceOf(ArxivHttpError);
    expect(err.code).toBe('ARXIV_RETRY_AFTER_TOO_LONG');
    expect(err.message).toMatch(/3600 s.*resumes from the saved cursor/);
  });

  it('backs off exponentially with a cap on 5xx, then fails saying what happened', async () => {
    const clock = new VirtualClock();
    const s = await setup(clock);
    s.faults.push({ match: () => true, reply: { status: 502 }, times: 99 });
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 0, clock, maxAttempts: 5, backoffBaseMs: 1000, backoffMaxMs: 4000, random: () => 0.999 });
    const err = await c.fetchText(`${s.url}/api/query`).catch((e) => e);
    expect(err.code).toBe('ARXIV_RETRIES_EXHAUSTED');
    expect(err.message).toMatch(/failed 5 times \(last: HTTP 502\)/);
    const g = gaps(s);
    expect(g[0]).toBeGreaterThanOrEqual(500);
    expect(g[1]).toBeGreaterThanOrEqual(1000);
    expect(g[3]).toBeLessThan(4000 + 500);
  });

  it('does not retry a refused request (400) and keeps the body for the caller', async () => {
    const s = await setup();
    s.faults.push({ match: () => true, reply: { status: 400, body: '<feed>bad</feed>' } });
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 0 });
    const err = await c.fetchText(`${s.url}/api/query`).catch((e) => e);
    expect(err.code).toBe('ARXIV_HTTP_STATUS');
    expect(err.body).toContain('bad');
    expect(s.requests).toHaveLength(1);
  });

  it('times out a silent server and retries a refused connection before failing', async () => {
    const hang = http.createServer(() => {});
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    const port = (hang.address() as AddressInfo).port;
    const clock = new VirtualClock();
    const c = new ArxivClient({ contact: 'x@y.z', gapMs: 0, clock, timeoutMs: 150, maxAttempts: 2 });
    const err = await c.fetchText(`http://127.0.0.1:${port}/api/query`).catch((e) => e);
    expect(err.message).toMatch(/timed out after 150 ms/);
    hang.closeAllConnections();
    await new Promise<void>((r) => hang.close(() => r()));
    const err2 = await c.fetchText(`http://127.0.0.1:${port}/api/query`).catch((e) => e);
    expect(err2.code).toBe('ARXIV_RETRIES_EXHAUSTED');
    expect(err2.message).toMatch(/network error/);
  });

  it('parses Retry-After forms', () => {
    expect(parseRetryAfter('12', 0)).toBe(12_000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});
