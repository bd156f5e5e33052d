// Whether a site is being served from this store on this machine: each `serve` process keeps a row in `kv`
// (`serving:<host>:<pid>`, holding when it lapses) renewed while it runs, so an import started beside it on the same
// machine knows to leave the web process the CPU (a lower priority) and the write lock (shorter transactions).
import os from 'node:os';
import type { Store } from './connection.ts';
import { putKv } from './kv.ts';

/** Records per write transaction of an import or harvest running beside a site (niceness above 0). */
export const SERVING_BATCH = 250;

const RENEW_MS = 20_000;
const LAPSE_MS = 60_000;
const keyOf = (pid: number) => `serving:${os.hostname()}:${pid}`;

/** Marks this process as serving the store until the returned function is called (or the process dies: the row lapses). */
export async function markServing(store: Store): Promise<() => Promise<void>> {
  const key = keyOf(process.pid);
  const write = () => putKv(store, key, String(Date.now() + LAPSE_MS));
  await write();
  const timer = setInterval(() => void write().catch(() => {}), RENEW_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await store.db.deleteFrom('kv').where('key', '=', key).execute().catch(() => {});
  };
}

/** Whether a live `serve` process on this machine serves this store. */
export async function servedHere(store: Store): Promise<boolean> {
  const rows = await store.db.selectFrom('kv').select('value').where('key', 'like', `serving:${os.hostname()}:%`).execute();
  return rows.some((r) => Number(r.value) > Date.now());
}

/**
 * The niceness a background write (`paperboard import`, the sample import at first start, a harvest) takes on this
 * machine: `importNice` (PAPERBOARD_IMPORT_NICE) while a site is served from this store here, else 0. Above 0 the
 * writer yields to the site: lower priority for its threads and short write transactions (SERVING_BATCH records).
 */
export async function yieldNiceness(store: Store, importNice: number): Promise<number> {
  return importNice > 0 && (await servedHere(store)) ? importNice : 0;
}
