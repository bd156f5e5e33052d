import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** The recorded works (test/fixtures/openalex/, see its PROVENANCE.md). */
export const OPENALEX_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/openalex/works');

/** One request as the replay server saw it. */
export interface Seen { at: number; done: number; path: string; query: URLSearchParams; status: number; userAgent: string }

/** A one-shot fault: the next `times` requests whose path+query matches get this status and headers instead. */
export interface Fault { match: RegExp; status: number; headers?: Record<string, string>; times: number }

const fold = (s: string) => s.replace(/<[^>]+>/g, ' ').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A stand-in for api.openalex.org on 127.0.0.1 serving the recorded works: by DOI (`/works/doi:…`) verbatim, and title searches. */
export class OpenAlexReplay {
  readonly seen: Seen[] = [];
  readonly faults: Fault[] = [];
  url = '';
  private server?: http.Server;
  private readonly works = fs.readdirSync(OPENALEX_FIXTURES).filter((f) => f.endsWith('.json')).sort()
    .map((f) => { const text = fs.readFileSync(path.join(OPENALEX_FIXTURES, f), 'utf8'); return { text, json: JSON.parse(text) as { doi?: string; title?: string; display_name?: string } }; });

  private answer(p: string, q: URLSearchParams): { status: number; body: string } {
    const doi = /^\/works\/doi:(.+)$/.exec(decodeURIComponent(p));
    if (doi) {
      const w = this.works.find((x) => x.json.doi?.toLowerCase() === `https://doi.org/${doi[1].toLowerCase()}`);
      return w ? { status: 200, body: w.text } : { status: 404, body: JSON.stringify({ error: 'NotFoundError', message: 'not found' }) };
    }
    const title = /^title\.search:(.*)$/.exec(q.get('filter') ?? '');
    if (p === '/works' && title) {
      const words = fold(title[1]).split(' ').filter(Boolean);
      const hits = this.works.filter((w) => { const t = ` ${fold(w.json.title ?? w.json.display_name ?? '')} `; return words.every((x) => t.includes(` ${x} `)); });
      const perPage = Number(q.get('per-page') ?? 25);
      // The list envelope is built here (documented shape of GET /works); the results inside are the recorded works.
      return { status: 200, body: `{"meta":{"count":${hits.length},"db_response_time_ms":1,"page":1,"per_page":${perPage}},"results":[${hits.slice(0, perPage).map((h) => h.text).join(',')}],"group_by":[]}` };
    }
    return { status: 404, body: JSON.stringify({ error: 'NotFoundError', message: `no route ${p}` }) };
  }

  /** Starts listening on a free port; resolves to itself. */
  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const at = Date.now();
      const u = new URL(req.url!, 'http://x');
      const fault = this.faults.find((f) => f.times > 0 && f.match.test(req.url!));
      let status: number;
      if (fault) {
        fault.times--;
        status = fault.status;
        res.writeHead(status, { 'content-type': 'application/json', ...fault.headers }).end('{"error":"fault"}');
      } else {
        const a = this.answer(u.pathname, u.searchParams);
        status = a.status;
        res.writeHead(status, { 'content-type': 'application/json' }).end(a.body);
      }
      this.seen.push({ at, done: Date.now(), path: u.pathname, query: u.searchParams, status, userAgent: String(req.headers['user-agent'] ?? '') });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
