import crypto from 'node:crypto';
import type { Store } from '../store/connection.ts';

const KEY = 'security.secret';
const cache = new WeakMap<Store, Promise<Buffer>>();

/** The site secret (32 random bytes made on first use, kept in `kv` so every web server shares it). */
export function siteSecret(store: Store): Promise<Buffer> {
  let p = cache.get(store);
  if (!p) {
    p = loadOrCreate(store);
    p.catch(() => cache.delete(store));
    cache.set(store, p);
  }
  return p;
}

async function loadOrCreate(store: Store): Promise<Buffer> {
  const fresh = crypto.randomBytes(32).toString('base64');
  await store.db.insertInto('kv').values({ key: KEY, value: fresh, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await store.db.selectFrom('kv').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** A keyed hash of a client address: stable per client, useless to anyone without the site secret. */
export async function fingerprint(store: Store, clientAddress: string): Promise<string> {
  return crypto.createHmac('sha256', await siteSecret(store)).update(`client:${clientAddress}`).digest('base64url').slice(0, 32);
}

/** HMAC of `data` with the site secret (for CSRF tokens). */
export async function sign(store: Store, data: string): Promise<string> {
  return crypto.createHmac('sha256', await siteSecret(store)).update(data).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y) && a.length === b.length;
}
