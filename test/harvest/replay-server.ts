import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { FIXTURES } from '../helpers/data.ts';

/** Where the recorded arXiv responses live (copied from DEV:arxiv/raw; see test/fixtures/PROVENANCE.md). */
export const RAW = path.join(FIXTURES, 'arxiv/raw');

/** One request as the replay server saw it. */
export interface SeenRequest {
  at: number;
  end?: number;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/** A canned reply. `truncate` cuts the body to that many bytes (a connection cut mid-body). */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  truncate?: number;
}

/** A one-shot (or repeating) fault: when `match` accepts the request, reply with `reply` instead. */
export interface Fault {
  match: (q: URLSearchParams, n: number) => boolean;
  reply: Reply;
  times?: number;
}

/** The `<record>` blocks of a recorded OAI-PMH response, verbatim. */
export function oaiRecordsOf(file: string): string[] {
  const xml = fs.readFileSync(path.join(RAW, 'oai-pmh', file), 'utf8');
  return xml.match(/<record>[\s\S]*?<\/record>/g) ?? [];
}

/** Wraps verbatim record blocks in an OAI-PMH ListRecords envelope with an optional resumptionToken. */
export function oaiEnvelope(records: string[], token: string | null, size: number, cursor: number): string {
  const tok = token === null ? `<resumptionToken completeListSize="${size}" cursor="${cursor}"/>` : `<resumptionToken completeListSize="${size}" cursor="${cursor}">${token}</resumptionToken>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate><request verb="ListRecords">http://replay/oai</request><ListRecords>\n${records.join('\n')}\n${tok}</ListRecords></OAI-PMH>\n`;
}

/** An OAI-PMH error response (`noRecordsMatch`, `badResumptionToken`, …). */
export function oaiError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate><request verb="ListRecords">http://replay/oai</request><error code="${code}">${message}</error></OAI-PMH>\n`;
}

/** A local arXiv stand-in on 127.0.0.1: OAI-PMH pages cut from recorded responses, recorded Atom feeds, injectable faults. */
export class ReplayServer {
  readonly requests: SeenRequest[] = [];
  readonly faults: Fault[] = [];
  /** OAI pages served for ListRecords: page i answers token `replay-i` (page 0 answers the first request). */
  oaiPages: string[][] = [];
  /** Atom bodies keyed by a function of the query. */
  atom: (q: URLSearchParams) => Reply = () => ({ status: 404, body: 'no atom route' });
  url = '';
  private server?: http.Server;

  constructor(private readonly now: () => number = Date.now) {}

  /** Splits record blocks into pages of `size` records. */
  setOaiRecords(records: string[], size: number): void {
    this.oaiPages = [];
    for (let i = 0; i < records.length; i += size) this.oaiPages.push(records.slice(i, i + size));
  }

  /** Starts listening on an ephemeral port of 127.0.0.1. */
  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const u = new URL(req.url ?? '/', 'http://x');
    const seen: SeenRequest = { at: this.now(), path: u.pathname, query: u.searchParams, headers: req.headers };
    this.requests.push(seen);
    const n = this.requests.length;
    const fault = this.faults.find((f) => (f.times ?? 1) > 0 && f.match(u.searchParams, n));
    if (fault) fault.times = (fault.times ?? 1) - 1;
    const reply = fault?.reply ?? (u.pathname.startsWith('/oai') ? this.oai(u.searchParams) : this.atom(u.searchParams));
    let body = Buffer.from(reply.body ?? '');
    if (reply.truncate !== undefined) body = body.subarray(0, reply.truncate);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/xml; charset=utf-8', ...reply.headers });
    res.end(body, () => (seen.end = this.now()));
  }

  private oai(q: URLSearchParams): Reply {
    const token = q.get('resumptionToken');
    const total = this.oaiPages.reduce((a, p) => a + p.length, 0);
    if (!token && q.get('metadataPrefix') === null) return { status: 200, body: oaiError('badArgument', 'metadataPrefix missing') };
    const i = token ? Number(/^replay-(\d+)$/.exec(token)?.[1] ?? NaN) : 0;
    if (Number.isNaN(i) || i >= this.oaiPages.length) {
      return { body: token ? oaiError('badResumptionToken', `unknown token ${token}`) : oaiError('noRecordsMatch', 'no records') };
    }
    const cursor = this.oaiPages.slice(0, i).reduce((a, p) => a + p.length, 0);
    const next = i + 1 < this.oaiPages.length ? `replay-${i + 1}` : null;
    return { body: oaiEnvelope(this.oaiPages[i], next, total, cursor) };
  }
}
