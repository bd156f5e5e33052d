import type { Store } from '../../store/connection.ts';

/** Records one rate-limited action of a client (kept in the store, so every web server sees it). */
export async function recordEvent(store: Store, kind: string, fingerprint: string, ok: boolean): Promise<void> {
  await store.db.insertInto('rate_events').values({ kind, fingerprint, at: new Date().toISOString(), ok: ok ? 1 : 0 }).execute();
}

/** How many actions of `kind` happened within `windowMs` — of one client (or all when `fingerprint` is null), failures only if asked. */
export async function countEvents(store: Store, kind: string, fingerprint: string | null, windowMs: number, failedOnly = false): Promise<number> {
  let q = store.db.selectFrom('rate_events').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind).where('at', '>', new Date(Date.now() - windowMs).toISOString());
  if (fingerprint !== null) q = q.where('fingerprint', '=', fingerprint);
  if (failedOnly) q = q.where('ok', '=', 0);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Deletes events older than a day (called now and then; limits look back at most an hour). */
export async function pruneEvents(store: Store): Promise<void> {
  await store.db.deleteFrom('rate_events').where('at', '<', new Date(Date.now() - 86400000).toISOString()).execute();
}
