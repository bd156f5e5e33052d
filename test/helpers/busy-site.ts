// A served SQLite "site" whose event loop is busy answering pages while it keeps writing, beside a background writer
// (`paperboard import`, `paperboard harvest oai`) run as a real child process: how long each of the site's writes
// waited behind the writer's transactions (store/write-intent.ts, arxiv/write-pacer.ts).
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Store } from '../../src/store/connection.ts';
import { markServing } from '../../src/store/serving.ts';

export const BIN = new URL('../../bin/paperboard.js', import.meta.url).pathname;

/** One write of the site: the writer's progress before it tried, and when it got the lock. */
export interface SiteWait {
  before: number;
  at: number;
}

/**
 * Stands in for a large store, where each stored paper costs a transaction far more (index pages, count triggers):
 * about a millisecond of work per row, so a background writer holds the lock nearly all the time.
 */
export function slowPaperInserts(store: Store): void {
  store.sqlite!.exec(`CREATE TRIGGER test_slow_insert AFTER INSERT ON papers BEGIN
    SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) SELECT x FROM c); END`);
}

/**
 * Runs `paperboard ARGS…` beside this site (marked as served, so the command yields) while the site, its event loop
 * busy answering pages, keeps writing. `progress` is an SQL expression of the writer's progress that its own
 * transactions commit (a checkpoint, a count of papers); each of the site's writes records, in its own statement,
 * where it stood when the write got the lock. Writes are made while 0 < progress < `total`.
 */
export async function runBesideBusySite(store: Store, args: string[], env: NodeJS.ProcessEnv, progress: string, total: number): Promise<{ out: string; waits: SiteWait[] }> {
  const unmark = await markServing(store); // the command sees a site served here: it yields
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => { running = false; });
  // A web process busy answering pages: its event loop is free only now and then, so a waiting write's retries
  // come ~100 ms apart and rarely land in the writer's pause between two transactions. The loop is held by blocking
  // the thread (Atomics.wait), not by spinning: the same 100 ms with the loop taken, without a core of the test
  // machine burnt for the whole run (the writer and the other test worker need it; spun, it was a core per file).
  let busy = true;
  const held = new Int32Array(new SharedArrayBuffer(4));
  const render = (): void => {
    Atomics.wait(held, 0, 0, 100); // answering a burst of requests
    if (busy) setTimeout(() => setImmediate(render), 1); // answered I/O comes in between (the poll phase)
  };
  setImmediate(render);
  const waits: SiteWait[] = [];
  const now = async () => Number((await sql<{ n: number }>`SELECT ${sql.raw(progress)} AS n`.execute(store.db)).rows[0].n);
  try {
    for (let i = 0; running; i++) {
      const before = await now();
      if (before > 0 && before < total) {
        await sql`INSERT INTO kv (key, value, updated_at) SELECT ${`probe:${i}`}, ${sql.raw(progress)}, 'now'`.execute(store.db);
        const at = Number((await store.db.selectFrom('kv').select('value').where('key', '=', `probe:${i}`).executeTakeFirstOrThrow()).value);
        if (at < total) waits.push({ before, at });
      }
      await new Promise((r) => setTimeout(r, 1)); // the next request (and the child's exit) come through the event loop
    }
  } finally {
    busy = false;
    await unmark();
  }
  expect(await exited, out).toBe(0);
  return { out, waits };
}

/** The write-lock line of the command's summary (arxiv/write-pacer.ts describeWriteLock). */
export function lockLine(out: string): { transactions: number; gaveWay: number } {
  const m = /(\d+) write transactions held the lock .* gave way (\d+) times/.exec(out);
  expect(m, out).not.toBeNull();
  return { transactions: Number(m![1]), gaveWay: Number(m![2]) };
}
