import type { Context, MiddlewareHandler } from 'hono';

/** Requests this process is answering now (started and not finished). */
let inFlight = 0;

/** The header the process's own cache warming (web/warm.ts) sends: such a request is background work, not a reader's. */
export const WARM_HEADER = 'x-paperboard-warm';

/** Whether `c` is the process's own cache warming rather than a reader's request. */
export function isWarmRequest(c: Context): boolean {
  return c.req.header(WARM_HEADER) !== undefined;
}

/** Paths that are no reader's page: health probes and static files (cheap to answer; a probe's origin is not the readers'). */
const NOT_PAGES = /^\/(?:healthz|readyz|assets\/|favicon)/;

/** Whether `c` asks for a probe or a static file rather than a page, feed or API answer. */
export function isNotPage(c: Context): boolean {
  return NOT_PAGES.test(c.req.path);
}

/** Whether `c` only reads (GET, HEAD); other methods write (reports, moderation, admin forms). */
export function isReading(c: Context): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

/** How many requests this process is answering now. */
export function requestsInFlight(): number {
  return inFlight;
}

/**
 * Shares of a process's time background work (cache rebuilds after a soft change, cache warming) may take: half while
 * it is idle, a tenth while it answers requests. An import moves the data version every PAPERBOARD_IMPORT_REFRESH_S,
 * and each move queued a rebuild of every page asked for since: a process under load spent half its time rebuilding
 * copies it could serve as they were.
 */
const IDLE_SHARE = 0.5;
const BUSY_SHARE = 0.1;

/**
 * Waits after a piece of background work that took `workMs`, so that such work takes at most its share of the
 * process's time: BUSY_SHARE when `busy` (default: requests in flight), else IDLE_SHARE.
 */
export function yieldAfter(workMs: number, busy: boolean = inFlight > 0): Promise<void> {
  const share = busy ? BUSY_SHARE : IDLE_SHARE;
  return new Promise((r) => setTimeout(r, Math.max(1, workMs * (1 / share - 1))));
}

/** Middleware: counts the requests in flight (background work such as cache refreshes yields to them). */
export function trackInFlight(): MiddlewareHandler {
  return async function track(c, next) {
    if (isWarmRequest(c)) return next();
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}


/**
 * Middleware: at most `max` reading requests (GET, HEAD) of this process are worked on at once; the others wait their
 * turn in arrival order. Requests that write (reports, moderation), health probes and static files go straight in. Every request in
 * progress takes turns on the one event loop, so with 32 connections per process each request's every step (a read
 * answered, a page rendered) waited behind the other 31's, and all finished late; taking a few at a time finishes the
 * same work sooner. `max` 0: no limit.
 */
export function limitConcurrency(max: number): MiddlewareHandler {
  let working = 0;
  const waiting: (() => void)[] = [];
  return async function takeTurn(c, next) {
    if (max <= 0 || !isReading(c) || isNotPage(c)) return next();
    if (working < max) working++;
    else await new Promise<void>((r) => waiting.push(r)); // the finishing request hands its turn over
    try {
      await next();
    } finally {
      const turn = waiting.shift();
      if (turn) turn();
      else working--;
    }
  };
}
