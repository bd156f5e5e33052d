import type { MiddlewareHandler } from 'hono';

/** Requests this process is answering now (started and not finished). */
let inFlight = 0;

/** How many requests this process is answering now. */
export function requestsInFlight(): number {
  return inFlight;
}

/** Middleware: counts the requests in flight (background work such as cache refreshes yields to them). */
export function trackInFlight(): MiddlewareHandler {
  return async function track(c, next) {
    // The process's own cache warming (web/warm.ts) is background work, not a reader's request.
    if (c.req.header('x-paperboard-warm')) return next();
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
