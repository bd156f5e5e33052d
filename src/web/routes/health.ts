import type { Hono, MiddlewareHandler } from 'hono';
import { isWarmRequest } from '../in-flight.ts';
import { cacheOf } from '../distribution/context.ts';
import { sql } from 'kysely';
import type { WebDeps } from '../deps.ts';

/** How long one readiness check may take before it counts as down, in ms. */
const CHECK_MS = 2000;

/** Resolves with null when `p` settles in time, or with the reason it failed. */
async function check(p: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => { timer = setTimeout(() => resolve(`no answer in ${CHECK_MS} ms`), CHECK_MS); });
  try {
    return await Promise.race([p().then(() => null), timeout]);
  } catch (err) {
    return String((err as Error)?.message ?? err).slice(0, 200);
  } finally {
    clearTimeout(timer);
  }
}

/** Requests this process has answered since it started (with several web processes, how the port spreads them). */
let requests = 0;

/** Middleware (first in the app): counts the requests this process answers, for `/healthz`. */
export function countRequests(): MiddlewareHandler {
  return async function count(c, next) {
    // The process's own cache warming (web/warm.ts) is not a request it answered.
    if (!isWarmRequest(c)) requests++;
    await next();
  };
}

/**
 * Mounts `/healthz` (the process is up, and its pid; touches nothing) and `/readyz` (the database and the job queue answer, and
 * the process is not shutting down; 503 otherwise, with what failed), for a reverse proxy, systemd or an orchestrator.
 */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    // Which process answered (with several behind one port or proxy), how many requests it has answered, and how many
    // pages, feeds and API answers came from its response cache (hits), were built (misses) or were rebuilt in the
    // background after an import added data (refreshed).
    const { hits, misses, refreshed } = cacheOf(deps).stats();
    return c.json({ status: 'ok', process: process.pid, requests, cache: { hits, misses, refreshed } });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const jobs = deps.jobs;
    const [database, queue] = await Promise.all([
      check(() => sql`select 1 as one`.execute(deps.store.db)),
      jobs ? check(() => jobs.ready()) : Promise.resolve('no job queue in this process'),
    ]);
    const draining = deps.draining?.() ?? false;
    const ok = !database && !queue && !draining;
    return c.json({ status: ok ? 'ready' : 'not ready', database: database ?? 'ok', queue: queue ?? 'ok', ...(draining ? { shutdown: 'in progress' } : {}) }, ok ? 200 : 503);
  });
}
