// The `kv` table's one write: a value set under a key, replacing what was there.
import type { Store } from './connection.ts';

/** Sets `key` to `value` (inserted or replaced), stamping the row's time. */
export async function putKv(store: Store, key: string, value: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await store.db.insertInto('kv').values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at })).execute();
}
