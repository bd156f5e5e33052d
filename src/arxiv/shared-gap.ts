// The polite gap to a host shared by every process on the store: without it each of M workers keeps its own gap, and
// arXiv sees M times the rate. One `kv` row per host (`gap:<host>`) holds the earliest start of the next request, in
// ms since the epoch; a process reserves the next slot with one atomic upsert (PostgreSQL locks the row, SQLite has one
// writer), so the starts reserved across all processes are at least the gap apart (a sender whose timer fires late
// shortens the following wait by as much: ms, against a gap of seconds). When a request ends, the row is pushed
// to end + gap, so a slow answer also delays the next request, whoever makes it.
import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';

/** Where a client reserves its turns to a host (the store for a deployment; absent: each process keeps its own gap). */
export interface GapGate {
  /** Reserves the next start to `host` no sooner than `now`; returns that start (ms). */
  reserve(host: string, gapMs: number, now: number): Promise<number>;
  /** A request to `host` ended at `end`: the next one starts no sooner than `end + gapMs`. */
  ended(host: string, gapMs: number, end: number): Promise<void>;
}

/** The gate over the store's `kv` table. */
export function storeGapGate(store: Store): GapGate {
  const pg = store.dialect === 'postgres';
  const greatest = (a: unknown, b: unknown) => (pg ? sql<string>`(greatest((${a})::bigint, (${b})::bigint))::text` : sql<string>`cast(max(cast(${a} as integer), cast(${b} as integer)) as text)`);
  return {
    async reserve(host, gapMs, now) {
      const row = await store.db.insertInto('kv').values({ key: `gap:${host}`, value: String(now + gapMs), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({
          value: pg ? sql<string>`(greatest(kv.value::bigint, ${now}::bigint) + ${gapMs}::bigint)::text` : sql<string>`cast(max(cast(kv.value as integer), ${now}) + ${gapMs} as text)`,
          updated_at: new Date().toISOString(),
        }))
        .returning('value').executeTakeFirstOrThrow();
      return Number(row.value) - gapMs;
    },
    async ended(host, gapMs, end) {
      await store.db.updateTable('kv').set({ value: greatest(sql.ref('value'), String(end + gapMs)) }).where('key', '=', `gap:${host}`).execute();
    },
  };
}
