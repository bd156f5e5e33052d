import type pg from 'pg';

/**
 * Keeps a PostgreSQL restart from killing the process. node-postgres emits `error` on a client whose connection the
 * server ends (a restart, pg_terminate_backend) — the pool listens only while the client is idle; a client checked
 * out for a query has no listener, so that error would be an uncaught exception. Every client of `pool` gets a
 * listener for its whole life: the query in flight still fails (its request or job reports it and is retried), the
 * pool drops the broken client when it is released, and the next query opens a new connection.
 */
export function survivePgRestarts(pool: pg.Pool, onError: (err: Error) => void): void {
  pool.on('connect', (client) => client.on('error', onError));
}

/** True for an error that says the connection to PostgreSQL went away (SQLSTATE class 08 or 57P01–57P03, a reset socket). */
export function isPgConnectionLoss(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE') return true;
  return typeof e?.message === 'string' && /Connection terminated|terminating connection/i.test(e.message);
}

let lostCompletionsGuarded = false;

/**
 * pg-boss 10 marks a finished job complete or failed without awaiting it (manager.js, `work`'s onFetch): when the
 * connection is cut at that moment the rejection is unhandled and Node ends the process. Such a rejection — a lost
 * connection, raised from pg-boss's manager — is logged instead: the job stays active, its lease runs out and pg-boss
 * hands it out again. Any other unhandled rejection still ends the process, as before.
 */
export function surviveLostJobCompletions(log: (err: Error) => void): void {
  if (lostCompletionsGuarded) return;
  lostCompletionsGuarded = true;
  process.on('unhandledRejection', (reason) => {
    const stack = (reason as Error | null)?.stack ?? '';
    if (isPgConnectionLoss(reason) && /pg-boss[\\/]src[\\/]manager\.js/.test(stack)) { log(reason as Error); return; }
    throw reason;
  });
}
