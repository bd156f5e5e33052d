import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import { safeEqual } from '../../corrections/secret.ts';
import { putKv } from '../../store/kv.ts';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const KEY = 'admin.password';
const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** How long a moderator session lasts. */
export const SESSION_MS = 12 * 3600 * 1000;

/** A password that cannot be used (too short or too long); says why. */
export class PasswordError extends Error {
  readonly code = 'ADMIN_PASSWORD_INVALID';
}

/** Hashes a password with scrypt (N=2^15, r=8, p=1) and a random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored `scrypt$…` hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), want.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return crypto.timingSafeEqual(got, want);
}

/** Sets the moderator password (stored only as a slow hash in `kv`). */
export async function setAdminPassword(store: Store, password: string): Promise<void> {
  if (password.length < 10) throw new PasswordError('the password must be at least 10 characters');
  if (password.length > 1024) throw new PasswordError('the password must be at most 1024 characters');
  await putKv(store, KEY, await hashPassword(password));
}

/** Whether any way to log in exists (a password set, or PAPERBOARD_ADMIN_TOKEN). */
export async function loginConfigured(store: Store, config: Config): Promise<boolean> {
  if (config.adminToken) return true;
  return Boolean(await store.db.selectFrom('kv').select('key').where('key', '=', KEY).executeTakeFirst());
}

/** Whether `secret` is PAPERBOARD_ADMIN_TOKEN (constant time; never throttled: it costs nothing to check). */
export function isAdminToken(config: Config, secret: string): boolean {
  return Boolean(config.adminToken) && secret.length <= 1024 && safeEqual(secret, config.adminToken!);
}

let passwordChecks = 0;
/** How many scrypt password checks this process has run (a figure for the login throttling tests and logs). */
export function passwordCheckCount(): number {
  return passwordChecks;
}

/** Checks a secret typed at the login form against the stored password (the slow scrypt check; throttle it first). */
export async function checkPassword(store: Store, secret: string): Promise<boolean> {
  if (!secret || secret.length > 1024) return false;
  const row = await store.db.selectFrom('kv').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return false;
  passwordChecks++;
  return verifyPassword(secret, row.value);
}

const idHash = (id: string) => crypto.createHash('sha256').update(id).digest('hex');

/** Opens a session for `who`; returns the cookie value (only its hash is stored). */
export async function createSession(store: Store, who: string): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  const at = new Date();
  await store.db.insertInto('admin_sessions').values({ id_hash: idHash(id), who, created_at: at.toISOString(), expires_at: new Date(at.getTime() + SESSION_MS).toISOString() }).execute();
  await store.db.deleteFrom('admin_sessions').where('expires_at', '<', at.toISOString()).execute();
  return id;
}

/** The moderator of a live session cookie, or null. */
export async function sessionUser(store: Store, id: string | undefined): Promise<string | null> {
  if (!id || id.length > 100) return null;
  const row = await store.db.selectFrom('admin_sessions').select(['who', 'expires_at']).where('id_hash', '=', idHash(id)).executeTakeFirst();
  return row && row.expires_at > new Date().toISOString() ? row.who : null;
}

/** Ends a session. */
export async function endSession(store: Store, id: string | undefined): Promise<void> {
  if (id) await store.db.deleteFrom('admin_sessions').where('id_hash', '=', idHash(id)).execute();
}
