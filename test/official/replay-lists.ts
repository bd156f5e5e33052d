import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parse as parseYaml } from 'yaml';

/** The recorded excerpts (test/fixtures/official-lists/, see its PROVENANCE.md). */
export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/official-lists');

/** One request as the replay server saw it. */
export interface Seen { at: number; path: string; status: number; headers: http.IncomingHttpHeaders }

/** A one-shot fault: the next `times` requests whose path matches get this status (and headers) instead. */
export interface Fault { match: RegExp; status: number; headers?: Record<string, string>; times: number }

/**
 * OpenReview API 2 notes, built (no real recorded response exists) from the official API documentation
 * (DEV:official-lists/openreview/docs: `GET /notes?content.venueid&limit&offset` → `{notes, count}`, every
 * content field wrapped as `{value}`), filled with the titles, authors and forum ids of the 25 real ICML 2024 PMLR
 * posts; a withdrawn and a rejected note are added under their own venue ids.
 */
export function openreviewNotes(): Record<string, any>[] {
  const dir = path.join(FIXTURES, 'pmlr/v235/gh-pages/_posts');
  const notes: Record<string, any>[] = fs.readdirSync(dir).sort().map((f, i) => {
    const y = parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, f), 'utf8'))![1]) as Record<string, any>;
    const authors = (y.author as { given: string; family: string }[]).map((a) => `${a.given} ${a.family}`);
    return {
      id: y.openreview, forum: y.openreview, number: i + 1, domain: 'ICML.cc/2024/Conference', invitations: ['ICML.cc/2024/Conference/-/Submission'],
      content: { title: { value: y.title }, authors: { value: authors }, authorids: { value: authors.map((_, k) => `~Author${i}_${k}`) },
        venue: { value: i % 10 === 0 ? 'ICML 2024 Oral' : i % 5 === 0 ? 'ICML 2024 Spotlight' : 'ICML 2024 Poster' }, venueid: { value: 'ICML.cc/2024/Conference' } },
      license: 'CC BY 4.0', cdate: 1706000000000 + i, mdate: 1720000000000 + i, odate: null, pdate: null,
    };
  });
  notes.push({ id: 'WithdrawnX1', forum: 'WithdrawnX1', content: { title: { value: 'A Withdrawn Submission' }, authors: { value: ['Ann Lee'] }, venue: { value: 'ICML 2024 Conference Withdrawn Submission' }, venueid: { value: 'ICML.cc/2024/Conference/Withdrawn_Submission' } } });
  notes.push({ id: 'RejectedX1', forum: 'RejectedX1', content: { title: { value: 'A Rejected Submission' }, authors: { value: ['Bo Chen'] }, venue: { value: 'Submitted to ICML 2024' }, venueid: { value: 'ICML.cc/2024/Conference/Rejected_Submission' } } });
  return notes;
}

/**
 * OpenReview API 2 groups under `ICML.cc/2024/Workshop/` and the notes of those workshops — NOT recorded responses
 * (none exists, and the docs name no workshop venue id): built from the documentation (DEV:official-lists/openreview/docs:
 * api.yml `GET /groups` with `prefix`, `select`, `limit`, `offset` → `{ groups, count }`; a Group has `id` and `domain`;
 * "how to check the API version of a venue": an API-2 venue group has a `domain`, an API-1 one has none). Two API-2
 * workshops with a sub-group each, one API-1 workshop; the titles and authors are made up for the test.
 */
export const WORKSHOP_GROUPS: { id: string; domain?: string }[] = [
  { id: 'ICML.cc/2024/Workshop/AI4MATH', domain: 'ICML.cc/2024/Workshop/AI4MATH' },
  { id: 'ICML.cc/2024/Workshop/AI4MATH/Program_Committee', domain: 'ICML.cc/2024/Workshop/AI4MATH' },
  { id: 'ICML.cc/2024/Workshop/Data_Centric_ML', domain: 'ICML.cc/2024/Workshop/Data_Centric_ML' },
  { id: 'ICML.cc/2024/Workshop/Data_Centric_ML/Submission3/Reviewers', domain: 'ICML.cc/2024/Workshop/Data_Centric_ML' },
  { id: 'ICML.cc/2024/Workshop/Legacy_API1' },
];

function workshopNotes(): Record<string, any>[] {
  const note = (ws: string, n: number, title: string, venue: string, venueid = `ICML.cc/2024/Workshop/${ws}`) => ({
    id: `${ws.slice(0, 4)}Note${n}`, forum: `${ws.slice(0, 4)}Note${n}`, number: n, domain: `ICML.cc/2024/Workshop/${ws}`,
    content: { title: { value: title }, authors: { value: [`Author ${n} ${ws}`, 'Second Writer'] }, venue: { value: venue }, venueid: { value: venueid } },
  });
  return [
    note('AI4MATH', 1, 'Made-Up Workshop Paper on Lean Proof Search', 'ICML 2024 Workshop AI4MATH Poster'),
    note('AI4MATH', 2, 'Made-Up Workshop Paper on Autoformalization', 'ICML 2024 Workshop AI4MATH Oral'),
    note('AI4MATH', 3, 'Made-Up Rejected Workshop Submission', 'Submitted to ICML 2024 Workshop AI4MATH', 'ICML.cc/2024/Workshop/AI4MATH/Rejected_Submission'),
    note('Data_Centric_ML', 4, 'Made-Up Workshop Paper on Data Pruning', 'ICML 2024 Workshop DMLR Poster'),
  ];
}

/** A stand-in on 127.0.0.1 for raw.githubusercontent.com, api.github.com, the virtual sites and api2.openreview.net. */
export class ListsReplay {
  readonly seen: Seen[] = [];
  readonly faults: Fault[] = [];
  url = '';
  private server?: http.Server;
  private readonly notes = [...openreviewNotes(), ...workshopNotes()];

  /** Base URLs for the config, pointing every source here. */
  env(): Record<string, string> {
    return {
      PAPERBOARD_PMLR_RAW_URL: `${this.url}/pmlr`, PAPERBOARD_PMLR_TREE_URL: `${this.url}/github`, PAPERBOARD_ACL_RAW_URL: `${this.url}/acl`,
      PAPERBOARD_OPENREVIEW_API_URL: `${this.url}/openreview`, PAPERBOARD_VIRTUAL_SITE_URL: `${this.url}/vs/{host}/{conf}-{year}-orals-posters.json`,
    };
  }

  private body(p: string, q: URLSearchParams): string | null {
    const tree = /^\/github\/repos\/mlresearch\/(v\d+)\/git\/trees\/([^/]+):_posts$/.exec(decodeURIComponent(p));
    if (tree) {
      // Built from the folder listing in the shape of GitHub's git-trees API (GET /repos/{o}/{r}/git/trees/{tree_sha}).
      const dir = path.join(FIXTURES, 'pmlr', tree[1], tree[2], '_posts');
      if (!fs.existsSync(dir)) return null;
      return JSON.stringify({ sha: 'replay', tree: fs.readdirSync(dir).sort().map((f) => ({ path: f, mode: '100644', type: 'blob' })), truncated: false });
    }
    if (p === '/openreview/groups') {
      const prefix = q.get('prefix') ?? '';
      const all = WORKSHOP_GROUPS.filter((g) => g.id.startsWith(prefix));
      const offset = Number(q.get('offset') ?? 0);
      return JSON.stringify({ groups: all.slice(offset, offset + Number(q.get('limit') ?? 1000)), count: all.length });
    }
    if (p === '/openreview/notes') {
      const all = this.notes.filter((n) => n.content.venueid.value === q.get('content.venueid'));
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 1000);
      return JSON.stringify({ notes: all.slice(offset, offset + limit), count: all.length });
    }
    const vs = /^\/vs\/([^/]+)\/(.+)$/.exec(p);
    const rel = vs ? path.join(vs[1].replace(/\.cc$/, '-cc'), vs[2]) : decodeURIComponent(p).replace(/^\//, '');
    const file = path.join(FIXTURES, rel);
    if (!file.startsWith(FIXTURES) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return null;
    return fs.readFileSync(file, 'utf8');
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const u = new URL(req.url ?? '/', 'http://replay');
    const reply = (status: number, body = '', headers: Record<string, string> = {}) => {
      this.seen.push({ at: Date.now(), path: u.pathname + u.search, status, headers: req.headers });
      res.writeHead(status, headers).end(body);
    };
    const fault = this.faults.find((f) => f.times > 0 && f.match.test(u.pathname));
    if (fault) { fault.times--; return reply(fault.status, `replayed fault ${fault.status}`, fault.headers); }
    const body = this.body(u.pathname, u.searchParams);
    if (body === null) return reply(404, 'not found');
    const etag = `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const lastModified = 'Mon, 12 Aug 2024 10:00:00 GMT';
    if (req.headers['if-none-match'] === etag) return reply(304, '', { ETag: etag, 'Last-Modified': lastModified });
    reply(200, body, { 'Content-Type': u.pathname.endsWith('.json') || u.pathname.startsWith('/openreview') || u.pathname.startsWith('/github') ? 'application/json' : 'text/plain; charset=utf-8', ETag: etag, 'Last-Modified': lastModified });
  }

  /** Starts listening on a free port of 127.0.0.1. */
  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }
}
