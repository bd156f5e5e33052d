import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArxivClient, troubleReporter, type ClientEvent } from './client.ts';

/** A log that keeps what it was told. */
function keptLog() {
  const lines: { fields: Record<string, unknown>; msg: string }[] = [];
  return { lines, warn: (fields: Record<string, unknown>, msg: string) => void lines.push({ fields, msg }) };
}

const retry = (url: string, reason = 'fetch failed: getaddrinfo ENOTFOUND arxiv.org'): ClientEvent => ({ kind: 'retry', url, attempt: 1, waitMs: 5000, reason });

describe('troubleReporter: arXiv not answering is said in the log, once a minute per host', () => {
  it('warns at the first retry, keeps quiet for a minute counting the rest, then warns again with the count', () => {
    const log = keptLog();
    let t = 0;
    const report = troubleReporter(log, () => t);
    report(retry('https://arxiv.org/html/2606.00001v1'));
    t = 10_000; report(retry('https://arxiv.org/e-print/2606.00001v1'));
    t = 30_000; report(retry('https://arxiv.org/pdf/2606.00001v1'));
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].fields).toMatchObject({ host: 'arxiv.org', reason: 'fetch failed: getaddrinfo ENOTFOUND arxiv.org', retryInS: 5, moreSinceLastWarning: 0 });
    expect(log.lines[0].msg).toContain('arxiv.org did not answer (fetch failed: getaddrinfo ENOTFOUND arxiv.org)');
    t = 61_000; report(retry('https://arxiv.org/pdf/2606.00002v1'));
    expect(log.lines).toHaveLength(2);
    expect(log.lines[1].fields.moreSinceLastWarning).toBe(2);
  });

  it('counts each host apart and ignores requests and gap waits', () => {
    const log = keptLog();
    const report = troubleReporter(log, () => 0);
    report({ kind: 'request', url: 'https://arxiv.org/pdf/1', attempt: 1 });
    report({ kind: 'gap-wait', url: 'https://arxiv.org/pdf/1', waitMs: 3000 });
    expect(log.lines).toHaveLength(0);
    report(retry('https://arxiv.org/pdf/1'));
    report(retry('https://export.arxiv.org/api/query?id_list=1'));
    report(retry('https://arxiv.org/pdf/2'));
    expect(log.lines.map((l) => l.fields.host)).toEqual(['arxiv.org', 'export.arxiv.org']);
  });
});

describe('a client whose server keeps failing, reported through troubleReporter', () => {
  let server: http.Server;
  let base = '';
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => { hits++; res.writeHead(503, { 'content-type': 'text/plain' }).end('busy'); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('gives up after its attempts with one warning in the log for the four retries', async () => {
    const log = keptLog();
    const client = new ArxivClient({ contact: 'test@example.org', gapMs: 0, backoffBaseMs: 1, backoffMaxMs: 2, maxAttempts: 5, onEvent: troubleReporter(log) });
    await expect(client.fetchText(`${base}/pdf/2606.00001v1`)).rejects.toMatchObject({ code: 'ARXIV_RETRIES_EXHAUSTED' });
    expect(hits).toBe(5);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].fields).toMatchObject({ host: new URL(base).host, reason: 'HTTP 503', status: 503, attempt: 1 });
  });
});
