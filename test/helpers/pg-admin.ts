// The test PostgreSQL server as the test helpers and test/global-setup.ts reach it (no vitest import here: the global
// setup runs outside the test workers).
import pg from 'pg';

/** Where the test PostgreSQL is ('' when unreachable: the PG suites are skipped, unless CI=true). */
export const PG_URL = process.env.PAPERBOARD_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` on a short-lived connection to the server's maintenance database (CREATE / DROP DATABASE). */
export async function withAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  try { return await work(c); } finally { await c.end(); }
}

/** The URL of database `name` on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
