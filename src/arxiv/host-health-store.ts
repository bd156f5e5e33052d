// The store side of host-health.ts: one `host_health` row per host (migration 031), written by one upsert per write
// (its own short transaction), read by `paperboard status` and /admin. Times are ISO strings, so they compare as text in
// both dialects. A write that comes late (another process wrote a newer answer meanwhile) does not undo the newer one:
// an answer only moves `last_success_at` forward and ends only a streak that began before it; failures older than the
// last answer are not counted.
import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { watchHosts } from './client.ts';
import { HostHealthRecorder, type FailureBatch, type HealthSink } from './host-health.ts';

/** One host as the store holds it. */
export interface HostHealth {
  host: string;
  lastSuccessAt: string | null;
  /** The first failed request of the current streak; null while the host answers. */
  failingSince: string | null;
  /** Failed requests since `failingSince`. */
  failures: number;
  lastFailureAt: string | null;
  lastError: string | null;
  lastStatus: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The sink over the store's host_health table. */
export function storeHealthSink(store: Store): HealthSink {
  return {
    async answered(host, at) {
      const t = iso(at);
      await store.db.insertInto('host_health')
        .values({ host, last_success_at: t, failing_since: null, failures: 0, updated_at: iso(Date.now()) })
        .onConflict((oc) => oc.column('host').doUpdateSet({
          last_success_at: t,
          failing_since: sql<string | null>`case when host_health.failing_since > ${t} then host_health.failing_since else null end`,
          failures: sql<number>`case when host_health.failing_since > ${t} then host_health.failures else 0 end`,
          updated_at: iso(Date.now()),
        }).where((eb) => eb.or([eb('host_health.last_success_at', 'is', null), eb('host_health.last_success_at', '<', t)])))
        .execute();
    },
    async failed(host, b: FailureBatch) {
      const first = iso(b.firstAt);
      const last = iso(b.lastAt);
      const reason = b.reason.slice(0, 500);
      await store.db.insertInto('host_health')
        .values({ host, failing_since: first, failures: b.count, last_failure_at: last, last_error: reason, last_status: b.status, updated_at: iso(Date.now()) })
        .onConflict((oc) => oc.column('host').doUpdateSet({
          // a streak starts no sooner than the last answer (a batch may hold failures from before another process's answer)
          failing_since: sql<string>`coalesce(host_health.failing_since, case when host_health.last_success_at > ${first} then host_health.last_success_at else ${first} end)`,
          failures: sql<number>`case when host_health.failing_since is null then ${b.count} else host_health.failures + ${b.count} end`,
          // the newest failure's reason, whichever process wrote last
          last_failure_at: sql<string>`case when host_health.last_failure_at > ${last} then host_health.last_failure_at else ${last} end`,
          last_error: sql<string>`case when host_health.last_failure_at > ${last} then host_health.last_error else ${reason} end`,
          last_status: sql<number | null>`case when host_health.last_failure_at > ${last} then host_health.last_status else ${b.status} end`,
          updated_at: iso(Date.now()),
        }).where((eb) => eb.or([eb('host_health.last_success_at', 'is', null), eb('host_health.last_success_at', '<', last)])))
        .execute();
    },
  };
}

/** Every host the store has heard of, by name. */
export async function readHostHealth(store: Store): Promise<HostHealth[]> {
  const rows = await store.db.selectFrom('host_health').selectAll().orderBy('host').execute();
  return rows.map((r) => ({
    host: r.host, lastSuccessAt: r.last_success_at, failingSince: r.failing_since, failures: Number(r.failures),
    lastFailureAt: r.last_failure_at, lastError: r.last_error, lastStatus: r.last_status === null ? null : Number(r.last_status),
  }));
}

/**
 * Records, in `store`, whether the hosts every polite client of this process fetches from answer (called where a
 * process opens its store to work: the job runner, CLI commands). Returns the recorder (tests flush it). A write that
 * fails (the store is down) is told to `onError` and dropped: the next state change or interval writes again.
 */
export function recordHostHealth(store: Store, opts: { everyMs?: number; onError?: (err: unknown) => void } = {}): HostHealthRecorder {
  const recorder = new HostHealthRecorder(storeHealthSink(store), opts);
  watchHosts((e) => recorder.record(e));
  return recorder;
}
