import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArxivClient, watchHosts, type ClientEvent } from './client.ts';
import { HostHealthRecorder, type FailureBatch, type HealthSink } from './host-health.ts';

/** A sink that keeps what it was told, in order. */
function keptSink() {
  const writes: ({ host: string; answered: number } | ({ host: string } & FailureBatch))[] = [];
  const sink: HealthSink = {
    answered: async (host, at) => void writes.push({ host, answered: at }),
    failed: async (host, b) => void writes.push({ host, ...b }),
  };
  return { writes, sink };
}

const retry = (url: string, reason = 'network error: fetch failed (getaddrinfo ENOTFOUND arxiv.org)', status?: number): ClientEvent => ({ kind: 'retry', url, attempt: 1, waitMs: 5000, reason, status });
const giveUp = (url: string, reason = 'HTTP 503', status = 503): ClientEvent => ({ kind: 'give-up', url, attempt: 5, reason, status });
const answer = (url: string): ClientEvent => ({ kind: 'answer', url, attempt: 1, status: 200 });

describe('HostHealthRecorder: per host, written at a state change at once, else at most once per interval', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('writes the first failure at once, holds the next ones for the interval, then writes them as one batch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { writes, sink } = keptSink();
    let t = 1_000;
    const r = new HostHealthRecorder(sink, { now: () => t, everyMs: 5000 });
    r.record(retry('https://arxiv.org/html/2606.00001v1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([{ host: 'arxiv.org', firstAt: 1000, lastAt: 1000, count: 1, reason: 'network error: fetch failed (getaddrinfo ENOTFOUND arxiv.org)', status: null }]);
    t = 2_000; r.record(retry('https://arxiv.org/html/2606.00001v1'));
    t = 3_000; r.record(giveUp('https://arxiv.org/pdf/2606.00001v1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    t = 6_000; await vi.advanceTimersByTimeAsync(4000);
    expect(writes[1]).toEqual({ host: 'arxiv.org', firstAt: 2000, lastAt: 3000, count: 2, reason: 'HTTP 503', status: 503 });
  });

  it('writes an answer after failures at once (the streak ended), dropping failures it had not written yet', async () => {
    const { writes, sink } = keptSink();
    let t = 0;
    const r = new HostHealthRecorder(sink, { now: () => t, everyMs: 5000 });
    r.record(retry('https://export.arxiv.org/api/query?id_list=1'));
    t = 100; r.record(retry('https://export.arxiv.org/api/query?id_list=1'));
    t = 200; r.record(answer('https://export.arxiv.org/api/query?id_list=1'));
    await r.flush();
    expect(writes).toEqual([
      { host: 'export.arxiv.org', firstAt: 0, lastAt: 0, count: 1, reason: expect.stringContaining('ENOTFOUND'), status: null },
      { host: 'export.arxiv.org', answered: 200 },
    ]);
    // answering on: one write per interval, carrying the newest answer
    t = 300; r.record(answer('https://export.arxiv.org/api/query?id_list=2'));
    t = 400; r.record(answer('https://export.arxiv.org/api/query?id_list=3'));
    await r.flush();
    expect(writes.slice(2)).toEqual([{ host: 'export.arxiv.org', answered: 400 }]);
    await r.flush();
    expect(writes).toHaveLength(3);
  });

  it('keeps hosts apart and ignores requests and gap waits', async () => {
    const { writes, sink } = keptSink();
    const r = new HostHealthRecorder(sink, { now: () => 0 });
    r.record({ kind: 'request', url: 'https://arxiv.org/pdf/1', attempt: 1 });
    r.record({ kind: 'gap-wait', url: 'https://arxiv.org/pdf/1', waitMs: 3000 });
    await r.flush();
    expect(writes).toEqual([]);
    r.record(retry('https://arxiv.org/pdf/1'));
    r.record(answer('https://oaipmh.arxiv.org/oai?verb=Identify'));
    await r.flush();
    expect(writes.map((w) => [w.host, 'answered' in w ? 'answered' : 'failed'])).toEqual([['arxiv.org', 'failed'], ['oaipmh.arxiv.org', 'answered']]);
  });

  it('tells onError when the store cannot be written and goes on recording', async () => {
    const errors: unknown[] = [];
    let down = true;
    const { writes, sink } = keptSink();
    const flaky: HealthSink = { answered: (h, at) => (down ? Promise.reject(new Error('store down')) : sink.answered(h, at)), failed: sink.failed };
    let t = 0;
    const r = new HostHealthRecorder(flaky, { now: () => t, onError: (e) => errors.push(e) });
    r.record(answer('https://arxiv.org/abs/1'));
    await r.flush();
    expect((errors[0] as Error).message).toBe('store down');
    down = false;
    t = 10_000; r.record(answer('https://arxiv.org/abs/2'));
    await r.flush();
    expect(writes).toEqual([{ host: 'arxiv.org', answered: 10_000 }]);
  });
});

describe('the polite client tells the recorder what each host did (answer, retry, give-up), through watchHosts too', () => {
  let server: http.Server;
  let base = '';
  let closed = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url!.startsWith('/busy')) res.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
      else if (req.url!.startsWith('/missing')) res.writeHead(404).end('no such paper');
      else if (req.url!.startsWith('/blocked')) res.writeHead(403, { 'content-type': 'text/plain' }).end('Access denied');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // a port nothing listens on: connections are refused
    const port = await new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as AddressInfo).port; s.close(() => resolve(p)); }); });
    closed = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  afterEach(() => watchHosts(undefined));

  it('a host answering 503 five times: five failed requests, the last reason and status; a refusing host: the network error', async () => {
    const { writes, sink } = keptSink();
    const r = new HostHealthRecorder(sink);
    watchHosts((e) => r.record(e));
    const client = new ArxivClient({ contact: 'test@example.org', gapMs: 0, backoffBaseMs: 1, backoffMaxMs: 2, maxAttempts: 5 });
    await expect(client.fetchText(`${base}/busy/2606.00001v1`)).rejects.toMatchObject({ code: 'ARXIV_RETRIES_EXHAUSTED' });
    await expect(client.fetchText(`${closed}/pdf/2606.00001v1`)).rejects.toMatchObject({ code: 'ARXIV_RETRIES_EXHAUSTED' });
    await r.flush();
    const failed = (host: string) => writes.filter((w): w is { host: string } & FailureBatch => w.host === host && 'count' in w);
    const busy = failed(new URL(base).host);
    expect(busy.reduce((n, w) => n + w.count, 0)).toBe(5);
    expect(busy.at(-1)).toMatchObject({ reason: 'HTTP 503', status: 503 });
    const refused = failed(new URL(closed).host);
    expect(refused.reduce((n, w) => n + w.count, 0)).toBe(5);
    expect(refused.at(-1)!.reason).toMatch(/^network error: .*ECONNREFUSED/);
    expect(refused.at(-1)!.status).toBeNull();
  });

  it('a 403 is a refusal: the host counts as failing (not answering) with the status as the reason, until it answers again', async () => {
    const { writes, sink } = keptSink();
    const r = new HostHealthRecorder(sink);
    const client = new ArxivClient({ contact: 'test@example.org', gapMs: 0, backoffBaseMs: 1, maxAttempts: 2, onEvent: (e) => r.record(e) });
    await expect(client.fetchText(`${base}/blocked/2606.00001v1`)).rejects.toMatchObject({ code: 'ARXIV_HTTP_STATUS', status: 403 });
    await r.flush();
    expect(writes).toEqual([expect.objectContaining({ count: 1, status: 403, reason: 'HTTP 403 (the host refuses our requests)' })]);
    await client.fetchText(`${base}/abs/1`);
    await r.flush();
    expect(writes.at(-1)).toMatchObject({ answered: expect.any(Number) });
  });

  it('a 404 is an answer (the host is up), and so is a success', async () => {
    const { writes, sink } = keptSink();
    const r = new HostHealthRecorder(sink);
    const events: ClientEvent[] = [];
    const client = new ArxivClient({ contact: 'test@example.org', gapMs: 0, backoffBaseMs: 1, maxAttempts: 2, onEvent: (e) => { events.push(e); r.record(e); } });
    await expect(client.fetchText(`${base}/missing/1`)).rejects.toMatchObject({ code: 'ARXIV_HTTP_STATUS', status: 404 });
    await client.fetchText(`${base}/abs/1`);
    await r.flush();
    expect(events.filter((e) => e.kind === 'answer').map((e) => e.status)).toEqual([404, 200]);
    expect(writes.every((w) => 'answered' in w)).toBe(true);
    expect(writes.length).toBeGreaterThan(0);
  });
});
