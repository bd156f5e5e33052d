import type { Config } from '../config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { GapGate } from './shared-gap.ts';
import { StoppedError, stoppingSignal } from '../jobs/stopping.ts';

/** How the one door to arXiv behaves; every field but `contact` has a polite default. */
export interface ClientOptions {
  /** Contact e-mail put in the User-Agent. */
  contact: string;
  /** Minimum milliseconds between the end of one request to a host and the start of the next (default 3000). */
  gapMs?: number;
  /** Per-attempt timeout, headers and body included (default 60 s). */
  timeoutMs?: number;
  /** Attempts per request, the first included (default 5). */
  maxAttempts?: number;
  /** First backoff step; doubles per attempt (default 5 s). */
  backoffBaseMs?: number;
  /** Cap on one backoff wait (default 2 min). */
  backoffMaxMs?: number;
  /** A Retry-After longer than this makes the request fail instead of waiting (default 10 min). */
  maxRetryAfterMs?: number;
  clock?: Clock;
  /** Source of jitter in [0, 1). */
  random?: () => number;
  /** Told about every request, answer, retry, give-up and wait (for logs and progress); the process's host watch (watchHosts) is told too. */
  onEvent?: (e: ClientEvent) => void;
  /** Shares the gap with every process on the store (shared-gap.ts); without it the gap is this client's alone. */
  gate?: GapGate;
}

/**
 * Something the client did that a log or progress line may want to show: a request sent, the host answering it (a
 * success, or a status it does not retry such as 404: the host is up), a failed attempt retried, the last failed
 * attempt (give-up), a wait for the gap.
 */
export interface ClientEvent {
  kind: 'request' | 'answer' | 'retry' | 'give-up' | 'gap-wait';
  url: string;
  status?: number;
  attempt?: number;
  waitMs?: number;
  reason?: string;
}

/** A successful response body. */
export interface FetchResult {
  url: string;
  status: number;
  text: string;
  contentType: string | null;
}

/** A successful response body as bytes (PDFs, e-print tarballs); status 304 (empty body) when a conditional request found no change. */
export interface FetchBytesResult {
  url: string;
  status: number;
  bytes: Uint8Array;
  contentType: string | null;
  /** Validators for a later conditional request. */
  etag?: string | null;
  lastModified?: string | null;
}

/** Options of one GET: the Accept header, and extra headers (e.g. If-None-Match / If-Modified-Since, which make 304 a success). */
export interface GetOptions {
  accept?: string;
  headers?: Record<string, string>;
  /**
   * Fires when the process stops (a job's `stopping`): the waits with nothing to finish — the backoff before a retry,
   * the gap — end at once and the GET throws StoppedError; a request on the wire is not cut. Defaults to the stopping
   * signal of the job this runs for (src/jobs/stopping.ts).
   */
  stopping?: AbortSignal;
}

/** Error from the arXiv client: says what failed (url, status, attempts) and what happens next. */
export class ArxivHttpError extends Error {
  constructor(
    readonly code: 'ARXIV_HTTP_STATUS' | 'ARXIV_RETRIES_EXHAUSTED' | 'ARXIV_RETRY_AFTER_TOO_LONG' | 'ARXIV_NETWORK',
    message: string,
    readonly url: string,
    readonly status: number | null,
    readonly body: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Counters for measuring a run: requests, retries and the time spent in enforced waits. */
export interface ClientStats {
  requests: number;
  retries: number;
  waitedMs: number;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Parses a Retry-After header (delta-seconds or HTTP-date) into milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : Math.max(0, t - now);
}

/**
 * The one door to arXiv (and to the other hosts Paperboard fetches papers from): one request at a
 * time per host, at least `gapMs` apart, a User-Agent with a contact address, Retry-After honoured
 * on 429/503, bounded exponential backoff with jitter on 5xx and network errors, per-attempt timeouts.
 */
export class ArxivClient {
  readonly stats: ClientStats = { requests: 0, retries: 0, waitedMs: 0 };
  readonly clock: Clock;
  private readonly hosts = new Map<string, { tail: Promise<void>; last: number }>();
  private readonly o: Required<Omit<ClientOptions, 'onEvent' | 'gate'>> & Pick<ClientOptions, 'onEvent' | 'gate'>;

  constructor(opts: ClientOptions) {
    this.o = {
      gapMs: 3000, timeoutMs: 60_000, maxAttempts: 5, backoffBaseMs: 5000, backoffMaxMs: 120_000,
      maxRetryAfterMs: 600_000, clock: systemClock, random: Math.random, ...opts,
    };
    this.clock = this.o.clock;
  }

  /** Tells the caller's onEvent and the process's listeners (onClientEvents). */
  private emit(e: ClientEvent): void {
    this.o.onEvent?.(e);
    for (const listen of processListeners.values()) listen(e);
  }

  /** The User-Agent sent with every request. */
  get userAgent(): string {
    return `Paperboard/0.1 (+https://github.com/paperboard; mailto:${this.o.contact})`;
  }

  /** GETs `url` as text, politely; throws ArxivHttpError when it cannot (the error says why and what next). */
  async fetchText(url: string, opts: GetOptions = {}): Promise<FetchResult> {
    const r = await this.fetchBytes(url, { ...opts, accept: opts.accept ?? 'application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1' });
    return { url: r.url, status: r.status, text: new TextDecoder().decode(r.bytes), contentType: r.contentType };
  }

  /** GETs `url` as bytes, with the same politeness as fetchText. */
  async fetchBytes(url: string, opts: GetOptions = {}): Promise<FetchBytesResult> {
    const stopping = opts.stopping ?? stoppingSignal();
    return this.withHost(new URL(url).host, () => this.attempts(url, { ...opts.headers, Accept: opts.accept ?? '*/*' }, stopping), stopping);
  }

  /** Sleeps `ms` of the clock, cut short when the process stops: then throws StoppedError (nothing was waiting to finish). */
  private async pause(url: string, ms: number, what: string, stopping: AbortSignal | undefined): Promise<void> {
    if (!stopping?.aborted) await this.clock.sleep(ms, stopping);
    if (stopping?.aborted) throw new StoppedError(`GET ${url} stopped while waiting ${what}: the worker is stopping; the job is given back to the queue`);
  }

  /**
   * Runs `fn` when the host's previous request is done and the gap has passed; holds the host until it settles. When
   * the process stops while this waits its turn, it gives up (StoppedError) and the turn passes on after the previous.
   */
  private async withHost<T>(host: string, fn: () => Promise<T>, stopping?: AbortSignal): Promise<T> {
    let slot = this.hosts.get(host);
    if (!slot) this.hosts.set(host, (slot = { tail: Promise.resolve(), last: -Infinity }));
    const prev = slot.tail;
    let release!: () => void;
    slot.tail = new Promise<void>((r) => (release = r));
    if (stopping && !(await untilSettledOrStopped(prev, stopping))) {
      void prev.then(release);
      throw new StoppedError(`GET to ${host} stopped while waiting its turn: the worker is stopping; the job is given back to the queue`);
    }
    await prev;
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /** Waits out the gap since the last request to this host finished, then (with a gate) for this request's shared slot. */
  private async gap(url: string, stopping: AbortSignal | undefined): Promise<void> {
    const host = new URL(url).host;
    const slot = this.hosts.get(host)!;
    let wait = slot.last + this.o.gapMs - this.clock.now();
    if (this.o.gate && this.o.gapMs > 0) {
      try {
        const now = this.clock.now();
        const start = await this.o.gate.reserve(host, this.o.gapMs, Math.max(now, now + wait));
        wait = start - this.clock.now();
      } catch {
        // The store is unreachable: this process's own gap still holds.
      }
    }
    if (wait > 0) {
      this.emit({ kind: 'gap-wait', url, waitMs: wait });
      this.stats.waitedMs += wait;
      await this.pause(url, wait, 'for the gap between requests', stopping);
    }
  }

  /** Records the end of a request: locally, and with the gate so other processes wait the gap after it too. */
  private async ended(host: string): Promise<void> {
    const slot = this.hosts.get(host)!;
    slot.last = this.clock.now();
    if (this.o.gate && this.o.gapMs > 0) await this.o.gate.ended(host, this.o.gapMs, slot.last).catch(() => {});
  }

  private async attempts(url: string, headers: Record<string, string>, stopping: AbortSignal | undefined): Promise<FetchBytesResult> {
    const host = new URL(url).host;
    let lastError = '';
    let lastStatus: number | null = null;
    for (let attempt = 1; attempt <= this.o.maxAttempts; attempt++) {
      await this.gap(url, stopping);
      this.stats.requests++;
      this.emit({ kind: 'request', url, attempt });
      const outcome = await this.once(url, headers);
      await this.ended(host);
      if (outcome.ok || !outcome.retry) this.emit({ kind: 'answer', url, attempt, status: outcome.ok ? outcome.result.status : outcome.status ?? undefined });
      if (outcome.ok) return outcome.result;
      lastError = outcome.reason;
      lastStatus = outcome.status;
      if (!outcome.retry || attempt === this.o.maxAttempts) {
        if (outcome.status !== null && !outcome.retry) {
          throw new ArxivHttpError('ARXIV_HTTP_STATUS', `GET ${url} failed: ${outcome.reason}; not retried (the request itself was refused)`, url, outcome.status, outcome.body);
        }
        break;
      }
      const wait = this.retryWait(attempt, outcome.retryAfterMs);
      if (wait === null) {
        this.emit({ kind: 'give-up', url, attempt, status: outcome.status ?? undefined, reason: outcome.reason });
        throw new ArxivHttpError('ARXIV_RETRY_AFTER_TOO_LONG', `GET ${url}: ${outcome.reason} and arXiv asked us to wait ${Math.round(outcome.retryAfterMs! / 1000)} s (more than the ${Math.round(this.o.maxRetryAfterMs / 1000)} s we wait); stopping — the next run resumes from the saved cursor`, url, outcome.status, outcome.body);
      }
      this.stats.retries++;
      this.stats.waitedMs += wait;
      this.emit({ kind: 'retry', url, attempt, status: outcome.status ?? undefined, waitMs: wait, reason: outcome.reason });
      await this.pause(url, wait, `to retry (${outcome.reason})`, stopping);
    }
    this.emit({ kind: 'give-up', url, attempt: this.o.maxAttempts, status: lastStatus ?? undefined, reason: lastError });
    throw new ArxivHttpError('ARXIV_RETRIES_EXHAUSTED', `GET ${url} failed ${this.o.maxAttempts} times (last: ${lastError}); giving up — the next run resumes from the saved cursor`, url, null, null);
  }

  /** Backoff for the next attempt: max(Retry-After, exponential step with full jitter); null when Retry-After is beyond the cap. */
  private retryWait(attempt: number, retryAfterMs: number | null): number | null {
    if (retryAfterMs !== null && retryAfterMs > this.o.maxRetryAfterMs) return null;
    const step = Math.min(this.o.backoffMaxMs, this.o.backoffBaseMs * 2 ** (attempt - 1));
    const jittered = step / 2 + this.o.random() * (step / 2);
    return Math.max(retryAfterMs ?? 0, jittered);
  }

  private async once(url: string, headers: Record<string, string>): Promise<
    | { ok: true; result: FetchBytesResult }
    | { ok: false; retry: boolean; status: number | null; reason: string; body: string | null; retryAfterMs: number | null }
  > {
    try {
      const res = await fetch(url, {
        headers: { ...headers, 'User-Agent': this.userAgent },
        signal: AbortSignal.timeout(this.o.timeoutMs),
        redirect: 'follow',
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const conditional = 'If-None-Match' in headers || 'If-Modified-Since' in headers;
      if (res.ok || (res.status === 304 && conditional)) {
        return { ok: true, result: { url, status: res.status, bytes, contentType: res.headers.get('content-type'), etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') } };
      }
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), this.clock.now());
      const body = new TextDecoder().decode(bytes);
      return { ok: false, retry: RETRY_STATUSES.has(res.status), status: res.status, reason: `HTTP ${res.status}`, body, retryAfterMs };
    } catch (err) {
      const e = err as Error;
      const reason = e.name === 'TimeoutError' ? `timed out after ${this.o.timeoutMs} ms` : `network error: ${e.message}${e.cause ? ` (${(e.cause as Error).message ?? e.cause})` : ''}`;
      return { ok: false, retry: true, status: null, reason, body: null, retryAfterMs: null };
    }
  }
}

/** Whether `p` settled before `stopping` fired (false: it fired first, or had already). */
function untilSettledOrStopped(p: Promise<unknown>, stopping: AbortSignal): Promise<boolean> {
  if (stopping.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = () => resolve(false);
    stopping.addEventListener('abort', stop, { once: true });
    p.then(() => { stopping.removeEventListener('abort', stop); resolve(true); }, () => { stopping.removeEventListener('abort', stop); resolve(true); });
  });
}

const shared = new Map<string, ArxivClient>();
let processGate: GapGate | undefined;
const processListeners = new Map<string, (e: ClientEvent) => void>();

/**
 * Tells `listen` about every event of every polite client of this process (arXiv, OpenAlex, official lists), beside
 * each client's own onEvent — the log's trouble reports (reportTroubleTo) and the store's host health (host-health-store.ts,
 * watchHosts). One listener per `name`: a later one replaces it (a process that opens its store again does not leak
 * listeners); undefined removes it.
 */
export function onClientEvents(name: string, listen: ((e: ClientEvent) => void) | undefined): void {
  if (listen) processListeners.set(name, listen);
  else processListeners.delete(name);
}

/** The host-health listener (onClientEvents under 'host-health'): how host-health.ts records which hosts answer. Undefined stops it. */
export function watchHosts(watch: ((e: ClientEvent) => void) | undefined): void {
  onClientEvents('host-health', watch);
}

/**
 * Makes the process-wide clients (clientFromConfig) share their gap through `gate` with every other process on the
 * same store (called once the store is open: `serve`, `worker`, CLI commands). Clients made before keep their own.
 */
export function shareGapThrough(gate: GapGate): void {
  processGate = gate;
  shared.clear();
}

/** The gate shareGapThrough set (undefined before: a client made with it keeps its own gap), for the other polite clients (OpenAlex, official lists). */
export function sharedGate(): GapGate | undefined {
  return processGate;
}

/** A logger's warn method, as pino's (fields first, then the message). */
export interface TroubleLog { warn(fields: Record<string, unknown>, msg: string): void }

/**
 * Turns the client's retry events into warnings an admin can read in the log, at most one a minute per host (the first
 * at once, then one line saying how many more there were): a job that fetches from arXiv retries each request up to
 * five times with backoff, so without this a machine that cannot reach arXiv (offline, DNS down, a firewall) works
 * silently for minutes per paper and the backlog never moves.
 */
export function troubleReporter(log: TroubleLog, now: () => number = Date.now, everyMs = 60_000): (e: ClientEvent) => void {
  const hosts = new Map<string, { at: number; more: number }>();
  return (e) => {
    if (e.kind !== 'retry') return;
    const host = new URL(e.url).host;
    const h = hosts.get(host);
    const t = now();
    if (h && t - h.at < everyMs) { h.more++; return; }
    hosts.set(host, { at: t, more: 0 });
    log.warn({ host, url: e.url, reason: e.reason, status: e.status, attempt: e.attempt, retryInS: Math.round((e.waitMs ?? 0) / 1000), moreSinceLastWarning: h?.more ?? 0 },
      `${host} did not answer (${e.reason}); retrying — requests to it are failing, work that needs it waits`);
  };
}

/** Makes every polite client of this process report its retries to `log` (troubleReporter); the job runner calls it. */
export function reportTroubleTo(log: TroubleLog): void {
  onClientEvents('trouble', troubleReporter(log));
}

/** The settings the process-wide client is made from (the backoff's first step defaults to the client's). */
export type ClientConfig = Pick<Config, 'contact' | 'arxivGapMs'> & Partial<Pick<Config, 'arxivBackoffMs'>>;

/** The process-wide client for this configuration, so every caller shares one per-host gap (and, once shareGapThrough ran, every process). */
export function clientFromConfig(config: ClientConfig): ArxivClient {
  const key = `${config.contact}|${config.arxivGapMs}|${config.arxivBackoffMs ?? ''}`;
  let c = shared.get(key);
  if (!c) {
    const backoff = config.arxivBackoffMs === undefined ? {} : { backoffBaseMs: config.arxivBackoffMs };
    shared.set(key, (c = new ArxivClient({ contact: config.contact, gapMs: config.arxivGapMs, ...backoff, gate: processGate })));
  }
  return c;
}

/** Fetches any URL through the shared polite client (for HTML, e-print and PDF fetches by other domains). */
export async function fetchText(url: string, config: ClientConfig, opts: { accept?: string } = {}): Promise<FetchResult> {
  return clientFromConfig(config).fetchText(url, opts);
}

/** Fetches any URL as bytes through the shared polite client (PDFs, e-print tarballs). */
export async function fetchBytes(url: string, config: ClientConfig, opts: { accept?: string } = {}): Promise<FetchBytesResult> {
  return clientFromConfig(config).fetchBytes(url, opts);
}
