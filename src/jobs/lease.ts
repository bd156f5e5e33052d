import crypto from 'node:crypto';
import type { Store } from '../store/connection.ts';

/**
 * A named lease in the `kv` table, shared by every process on the store: at most one holder until it is
 * released or its time runs out (a holder that died frees it after `ms`). Used so one sweep runs at a time.
 */
export async function tryLease(store: Store, name: string, ms: number): Promise<string | null> {
  const token = `${Date.now() + ms}`.padStart(15, '0') + `:${crypto.randomBytes(4).toString('hex')}`;
  const now = `${Date.now()}`.padStart(15, '0');
  const key = `lease:${name}`;
  const row = await store.db.insertInto('kv').values({ key, value: token, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: token, updated_at: new Date().toISOString() }).where('kv.value', '<', now))
    .returning('value').executeTakeFirst();
  return row?.value === token ? token : null;
}

/** Frees a lease taken by `tryLease` (only when `token` still holds it). */
export async function releaseLease(store: Store, name: string, token: string): Promise<void> {
  await store.db.deleteFrom('kv').where('key', '=', `lease:${name}`).where('value', '=', token).execute();
}

/** Runs `fn` while holding the lease `name`; returns undefined without running it when another holder has it. */
export async function withLease<T>(store: Store, name: string, ms: number, fn: () => Promise<T>): Promise<T | undefined> {
  const token = await tryLease(store, name, ms);
  if (!token) return undefined;
  try {
    return await fn();
  } finally {
    await releaseLease(store, name, token);
  }
}
