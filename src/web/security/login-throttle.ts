// Password guessing at /admin/login is slowed in two layers. Both are counters in the store (so every web server
// shares them), bumped atomically by one upsert BEFORE the slow scrypt check: concurrent guesses each get their own
// number, so 200 at once cannot slip past a count read before the others were written.
//  1. per client: at most LOGIN_FAILS_PER_CLIENT password checks per 15-minute window; then 429 until it ends.
//  2. per account (all clients together): LOGIN_FAILS_FREE checks per window, then at most one check per delay that
//     doubles with each further one (1 s, 2 s, 4 s … capped at 5 min) — it slows a guess from many addresses
//     without a hard lock.
// Neither locks the moderator out: PAPERBOARD_ADMIN_TOKEN is checked first and never throttled (constant-time and
// free to check; it must be long and random), a success clears its client's count, the windows end by themselves,
// and `paperboard admin unlock` clears every count at once.
import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';

/** Password checks one client may make per window. */
export const LOGIN_FAILS_PER_CLIENT = 5;
/** Password checks of all clients together per window before the account delay starts. */
export const LOGIN_FAILS_FREE = 10;
/** The window checks are counted in (ms); it starts at a client's (or the account's) first attempt. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The longest account delay between two password checks (ms). */
export const LOGIN_MAX_DELAY_MS = 5 * 60 * 1000;

const PREFIX = 'login.';
const ACCOUNT = `${PREFIX}account`;
const SLOT = `${PREFIX}slot`;
const clientKey = (fingerprint: string) => `${PREFIX}client.${fingerprint}`;

/** The outcome of asking to check a password: a ticket to settle afterwards, or a refusal with how long to wait. */
export type LoginAdmission =
  | { ok: true; settle(success: boolean): Promise<void> }
  | { ok: false; scope: 'client' | 'account'; retryAfterS: number; locked: boolean };

/** The pause between two password checks once the account's checks in the window (`checks`) exceed the free allowance. */
export function accountDelayMs(checks: number): number {
  if (checks <= LOGIN_FAILS_FREE) return 0;
  return Math.min(1000 * 2 ** (checks - LOGIN_FAILS_FREE - 1), LOGIN_MAX_DELAY_MS);
}

/**
 * Adds one to the counter `key` in one statement (the window restarts when the last one began over LOGIN_WINDOW_MS
 * ago) and returns the new count and when its window started. Atomic on SQLite and PostgreSQL alike.
 */
async function bump(store: Store, key: string): Promise<{ n: number; since: string }> {
  const now = new Date().toISOString();
  const cutoff = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  const r = await sql<{ value: string; updated_at: string }>`INSERT INTO kv (key, value, updated_at) VALUES (${key}, '1', ${now})
    ON CONFLICT (key) DO UPDATE SET
      value = CASE WHEN kv.updated_at < ${cutoff} THEN '1' ELSE CAST(CAST(kv.value AS INTEGER) + 1 AS TEXT) END,
      updated_at = CASE WHEN kv.updated_at < ${cutoff} THEN ${now} ELSE kv.updated_at END
    RETURNING value, updated_at`.execute(store.db);
  return { n: Number(r.rows[0].value), since: r.rows[0].updated_at };
}

async function unbump(store: Store, key: string): Promise<void> {
  await sql`UPDATE kv SET value = CAST(CAST(value AS INTEGER) - 1 AS TEXT) WHERE key = ${key}`.execute(store.db);
}

/**
 * Takes the account's one check per `delayMs` (true), unless another was taken within it (atomic: one row, one update).
 * With no delay (within the free allowance) every check is taken and only its time recorded: comparing against a
 * cutoff of "now" would refuse a concurrent request whose clock reading preceded another's write.
 */
async function claimSlot(store: Store, delayMs: number): Promise<boolean> {
  const now = new Date().toISOString();
  await store.db.insertInto('kv').values({ key: SLOT, value: '', updated_at: '1970-01-01T00:00:00.000Z' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  let q = store.db.updateTable('kv').set({ updated_at: now }).where('key', '=', SLOT);
  if (delayMs > 0) q = q.where('updated_at', '<=', new Date(Date.now() - delayMs).toISOString());
  const r = await q.executeTakeFirst();
  return delayMs === 0 || Number(r.numUpdatedRows) === 1;
}

// Account delays already logged by this process (until when): one log line per delay, not one per refused attempt.
let accountLoggedUntil = 0;
function firstAccountRefusal(delayMs: number): boolean {
  if (accountLoggedUntil > Date.now()) return false;
  accountLoggedUntil = Date.now() + Math.max(delayMs, 60_000);
  return true;
}

const secondsLeft = (since: string) => Math.max(1, Math.ceil((Date.parse(since) + LOGIN_WINDOW_MS - Date.now()) / 1000));

/**
 * Reserves one password check for the client `fingerprint`, or refuses it. `locked` marks the refusal to log: a client's
 * first over its limit; for the account, the first in this process each minute or delay.
 */
export async function admitLogin(store: Store, fingerprint: string): Promise<LoginAdmission> {
  const mine = await bump(store, clientKey(fingerprint));
  if (mine.n > LOGIN_FAILS_PER_CLIENT) {
    return { ok: false, scope: 'client', retryAfterS: secondsLeft(mine.since), locked: mine.n === LOGIN_FAILS_PER_CLIENT + 1 };
  }
  const all = await bump(store, ACCOUNT);
  const delay = accountDelayMs(all.n);
  if (!await claimSlot(store, delay)) {
    await unbump(store, ACCOUNT);
    await unbump(store, clientKey(fingerprint));
    return { ok: false, scope: 'account', retryAfterS: Math.ceil(delay / 1000), locked: firstAccountRefusal(delay) };
  }
  if (Math.random() < 0.01) await pruneLoginCounts(store);
  return {
    ok: true,
    settle: async (success) => {
      if (success) await store.db.deleteFrom('kv').where('key', '=', clientKey(fingerprint)).execute();
    },
  };
}

/** Deletes the counters of clients whose window has ended (one row per address that tried). */
export async function pruneLoginCounts(store: Store): Promise<void> {
  await store.db.deleteFrom('kv').where('key', 'like', `${PREFIX}client.%`)
    .where('updated_at', '<', new Date(Date.now() - LOGIN_WINDOW_MS).toISOString()).execute();
}

/** Forgets every login count (`paperboard admin unlock`): the per-client limits and the account delay start afresh. Returns counters removed. */
export async function clearLoginFailures(store: Store): Promise<number> {
  accountLoggedUntil = 0;
  const r = await store.db.deleteFrom('kv').where('key', 'like', `${PREFIX}%`).executeTakeFirst();
  return Number(r.numDeletedRows);
}
