// The polite client's waits with nothing to finish end at once when the process stops (src/jobs/stopping.ts): the gap
// between requests to a host, and a request waiting its turn behind another's backoff. Real HTTP on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ArxivClient } from './client.ts';
import { StoppedError, runStoppable } from '../jobs/stopping.ts';

let server: http.Server;
let base = '';
let hits: string[] = [];
beforeEach(async () => {
  hits = [];
  server = http.createServer((req, res) => { hits.push(req.url!); if (req.url!.startsWith('/busy')) res.writeHead(503).end('busy'); else res.writeHead(200).end('ok'); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => { server.close(); });

it('the gap before the next request ends when `stopping` fires: StoppedError at once, the request never sent', async () => {
  const client = new ArxivClient({ contact: 't@example.org', gapMs: 20_000 });
  const stop = new AbortController();
  expect((await client.fetchText(`${base}/a`, { stopping: stop.signal })).text).toBe('ok');
  const second = client.fetchText(`${base}/b`, { stopping: stop.signal });
  await new Promise((r) => setTimeout(r, 100)); // waiting out the 20 s gap
  const t0 = Date.now();
  stop.abort();
  await expect(second).rejects.toBeInstanceOf(StoppedError);
  expect(Date.now() - t0).toBeLessThan(1000);
  expect(hits).toEqual(['/a']);
});

it('a request waiting its turn behind another in backoff on the same host is released too (the job\'s signal found by itself)', async () => {
  const client = new ArxivClient({ contact: 't@example.org', gapMs: 0, backoffBaseMs: 20_000 });
  const stop = new AbortController();
  const first = runStoppable(stop.signal, () => client.fetchText(`${base}/busy`));
  const second = runStoppable(stop.signal, () => client.fetchText(`${base}/c`));
  await new Promise((r) => setTimeout(r, 300)); // the first sleeps 10–20 s before its retry; the second waits its turn
  const t0 = Date.now();
  stop.abort();
  await expect(first).rejects.toBeInstanceOf(StoppedError);
  await expect(second).rejects.toBeInstanceOf(StoppedError);
  expect(Date.now() - t0).toBeLessThan(1000);
  expect(hits).toEqual(['/busy']);
  // a request of another caller (no stopping signal) still gets the host afterwards
  expect((await client.fetchText(`${base}/d`)).text).toBe('ok');
});
