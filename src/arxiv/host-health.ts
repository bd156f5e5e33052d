// Which hosts background work fetches from are answering, as every process sees it: the polite clients' events
// (watchHosts in client.ts) folded per host into "answered at t" or "failing since t, n failed requests, last reason",
// and written to the store (host-health-store.ts) rarely — at once when a host goes from answering to failing or
// back, else at most once per `everyMs` per host — so a worker that cannot reach arXiv shows in `paperboard status`
// and /admin of every other process, and a busy one does not write per request.
import type { ClientEvent } from './client.ts';

/** Failed requests to one host since the recorder last wrote it (each failed attempt counts: a retried one, the last one). */
export interface FailureBatch {
  /** When the first of them ended (ms since the epoch). */
  firstAt: number;
  lastAt: number;
  count: number;
  /** The last one's reason ("HTTP 503", "network error: fetch failed (connect ECONNREFUSED …)"). */
  reason: string;
  /** The last one's HTTP status; null for a network error or a timeout. */
  status: number | null;
}

/** Where the recorder writes (the store's host_health table; a test's list). */
export interface HealthSink {
  /** `host` answered a request at `at`: its failing streak, if any, ended. */
  answered(host: string, at: number): Promise<void>;
  /** Requests to `host` failed (a streak begins with the first batch and grows with the next). */
  failed(host: string, batch: FailureBatch): Promise<void>;
}

/** Statuses by which a host that answers refuses our requests: counted as failures, not answers. */
export const REFUSING_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/** How often the recorder writes one host while its state holds (ms); a state change is written at once. */
export const HEALTH_WRITE_EVERY_MS = 5000;

interface HostSlot {
  state: 'answering' | 'failing' | null;
  writtenAt: number;
  answeredAt: number | null;
  failures: FailureBatch | null;
  timer: NodeJS.Timeout | null;
}

/** The recorder's options: the clock, the write interval, and what to do when a write fails (the store is down). */
export interface RecorderOptions {
  now?: () => number;
  everyMs?: number;
  onError?: (err: unknown) => void;
}

/** Folds client events into per-host health and writes it to `sink`; `flush()` writes what is pending now. */
export class HostHealthRecorder {
  private readonly hosts = new Map<string, HostSlot>();
  private tail: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly everyMs: number;

  constructor(private readonly sink: HealthSink, private readonly o: RecorderOptions = {}) {
    this.now = o.now ?? Date.now;
    this.everyMs = o.everyMs ?? HEALTH_WRITE_EVERY_MS;
  }

  /** Takes one client event (requests and gap waits say nothing of the host's health and are ignored). */
  record(e: ClientEvent): void {
    if (e.kind !== 'answer' && e.kind !== 'retry' && e.kind !== 'give-up') return;
    const host = new URL(e.url).host;
    let h = this.hosts.get(host);
    if (!h) this.hosts.set(host, (h = { state: null, writtenAt: -Infinity, answeredAt: null, failures: null, timer: null }));
    const t = this.now();
    const was = h.state;
    // A host that answers 401 or 403 is up but refuses us (arXiv blocks a client so): for the work waiting on it that is
    // the same as not answering, so it shows as failing, with the status as the reason.
    const refused = e.kind === 'answer' && REFUSING_STATUSES.has(e.status ?? 0);
    if (e.kind === 'answer' && !refused) {
      h.state = 'answering';
      h.failures = null;
      h.answeredAt = t;
    } else {
      h.state = 'failing';
      h.answeredAt = null;
      const reason = refused ? `HTTP ${e.status} (the host refuses our requests)` : e.reason ?? 'failed';
      const status = e.status ?? null;
      h.failures = h.failures ? { ...h.failures, lastAt: t, count: h.failures.count + 1, reason, status } : { firstAt: t, lastAt: t, count: 1, reason, status };
    }
    if (was !== h.state || t - h.writtenAt >= this.everyMs) this.write(host, h);
    else h.timer ??= setTimeout(() => this.write(host, h), h.writtenAt + this.everyMs - t).unref();
  }

  /** Writes every host's pending state now and resolves when the writes are done (tests; a process about to stop). */
  async flush(): Promise<void> {
    for (const [host, h] of this.hosts) if (h.answeredAt !== null || h.failures) this.write(host, h);
    await this.tail;
  }

  /** Queues the write of what `h` holds (one write at a time, in order) and clears it. */
  private write(host: string, h: HostSlot): void {
    if (h.timer) clearTimeout(h.timer);
    h.timer = null;
    h.writtenAt = this.now();
    const { answeredAt, failures } = h;
    h.answeredAt = null;
    h.failures = null;
    this.tail = this.tail.then(async () => {
      if (answeredAt !== null) await this.sink.answered(host, answeredAt);
      if (failures) await this.sink.failed(host, failures);
    }).catch((err) => this.o.onError?.(err));
  }
}
