import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

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


/** Turns of page work in one web process: at most `max` at once, the others waiting in arrival order; 0 = no limit. */
export class Turns {
  private working = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly max: number) {}

  /** Waits for a turn; resolves with the function that hands it on (calling it again does nothing). */
  async take(): Promise<() => void> {
    if (this.max <= 0) return () => {};
    if (this.working < this.max) this.working++;
    else await new Promise<void>((r) => this.waiting.push(r)); // the finishing holder hands its turn over
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = this.waiting.shift();
      if (next) next();
      else this.working--;
    };
  }

  /** Runs `f` in a turn. */
  async run<T>(f: () => Promise<T>): Promise<T> {
    const release = await this.take();
    try {
      return await f();
    } finally {
      release();
    }
  }
}

/**
 * Route middleware marking a route that answers from the response cache (pages, feeds, the API's GETs), put before
 * its handler (`app.get(path, cacheFirst, handler)`): its request takes a turn only for the work a miss needs
 * (withTurn around the build), so a copy already built — and a 304 — is answered at once instead of waiting in the
 * queue behind other requests' builds.
 */
export const cacheFirst: MiddlewareHandler = async function cacheFirst(_c, next) {
  await next();
};

/** Whether the route that answers `c` (its first matched handler not registered for every method, as middleware is) is marked cacheFirst. */
function isCacheFirst(c: Context): boolean {
  return matchedRoutes(c).find((r) => r.method !== 'ALL')?.handler === cacheFirst;
}

/** The turns a cacheFirst request's builds take (set by limitConcurrency). */
const deferred = new WeakMap<Context, Turns>();

/**
 * Runs `f` — the work a cacheFirst request does when its answer is not in the cache — in a turn of the process's
 * limit; directly when the request took its turn already or has none to take (the limit off, the app without it).
 */
export function withTurn<T>(c: Context, f: () => Promise<T>): Promise<T> {
  const turns = deferred.get(c);
  return turns ? turns.run(f) : f();
}

/**
 * Middleware: at most `max` reading requests (GET, HEAD) of this process are worked on at once; the others wait their
 * turn in arrival order. Requests that write (reports, moderation), health probes and static files go straight in. Every request in
 * progress takes turns on the one event loop, so with 32 connections per process each request's every step (a read
 * answered, a page rendered) waited behind the other 31's, and all finished late; taking a few at a time finishes the
 * same work sooner. Routes marked cacheFirst take a turn only to build (withTurn): a cached answer never waits behind
 * builds (at c=256 every request, hits included, queued behind the builds of a cold cache). `max` 0: no limit.
 */
export function limitConcurrency(max: number): MiddlewareHandler {
  const turns = new Turns(max);
  return async function takeTurn(c, next) {
    if (max <= 0 || !isReading(c) || isNotPage(c)) return next();
    if (isCacheFirst(c)) {
      deferred.set(c, turns);
      return next();
    }
    await turns.run(next);
  };
}
