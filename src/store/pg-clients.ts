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
