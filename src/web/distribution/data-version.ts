import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';

/** Cheap probes whose values change when what feeds and the API show changes (papers, venues, enrichments, institutions, corrections). */
const PROBES: { table: string; sqlite: string; postgres: string }[] = [
  { table: 'papers', sqlite: 'max(seq)', postgres: 'max(seq)' },
  { table: 'paper_venues', sqlite: 'max(id)', postgres: 'max(id)' },
  { table: 'enrichments', sqlite: 'max(rowid)', postgres: 'count(*)' },
  { table: 'paper_affiliation_sources', sqlite: 'max(rowid)', postgres: 'count(*)' },
  { table: 'institutions', sqlite: 'max(rowid)', postgres: 'count(*)' },
  { table: 'affiliation_aliases', sqlite: 'max(rowid)', postgres: 'count(*)' },
  { table: 'corrections', sqlite: "max(id) || '/' || count(undone_at)", postgres: "max(id) || '/' || count(undone_at)" },
  // Changes to venue mentions in place (a paper verified against a list, a status corrected) move the maintained counts.
  { table: 'edition_counts', sqlite: "count(*) || '/' || sum(papers) || '/' || sum(main) || '/' || sum(workshop) || '/' || sum(verified)", postgres: "count(*) || '/' || sum(papers) || '/' || sum(main) || '/' || sum(workshop) || '/' || sum(verified)" },
  // Bumped by bumpDataVersion: what a process changed that no probe above sees, so every process's cache follows.
  { table: 'kv', sqlite: `max(case when key = 'data_version' then value end)`, postgres: `max(case when key = 'data_version' then value end)` },
];

/** The kv row bumpDataVersion changes. */
const DATA_VERSION_KEY = 'data_version';

/**
 * Marks the shown data as changed for every process serving this store (their caches probe it with the rest): for
 * writes the table probes may not see, such as a moderator's decision updating rows in place.
 */
export async function bumpDataVersion(store: Store): Promise<void> {
  const now = new Date().toISOString();
  const value = `${now}/${Math.random().toString(36).slice(2, 10)}`;
  await store.db.insertInto('kv').values({ key: DATA_VERSION_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now })).execute();
}

const PG_STATS = `SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) AS n FROM pg_stat_user_tables WHERE relname IN (${PROBES.map((p) => `'${p.table}'`).join(', ')})`;

/** The probed tables each store has, once all of them exist (until then every probe looks again, so a later migration is seen). */
const TABLES = new WeakMap<Store, Set<string>>();

async function existingTables(store: Store): Promise<Set<string>> {
  const known = TABLES.get(store);
  if (known) return known;
  const q = store.dialect === 'sqlite'
    ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`
    : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`;
  const names = new Set((await q.execute(store.db)).rows.map((r) => r.name));
  const tables = new Set(PROBES.map((p) => p.table).filter((t) => names.has(t)));
  if (tables.size === PROBES.length) TABLES.set(store, tables);
  return tables;
}

/**
 * A string that changes when the shown data changes: new papers, venue mentions, enrichments, affiliations,
 * institutions or corrections (and, on PostgreSQL, row updates counted by the statistics collector).
 * In-place updates it cannot see are bounded by the cache TTL.
 */
export async function dataVersion(store: Store): Promise<string> {
  const tables = await existingTables(store);
  const parts = PROBES.filter((p) => tables.has(p.table)).map((p) => `(SELECT ${p[store.dialect]} FROM ${p.table})`);
  if (store.dialect === 'postgres') parts.push(`(${PG_STATS})`);
  if (!parts.length) return 'empty';
  const row = await sql<Record<string, unknown>>`SELECT ${sql.raw(parts.map((p, i) => `${p} AS v${i}`).join(', '))}`.execute(store.db);
  return Object.values(row.rows[0] ?? {}).map((v) => String(v ?? '')).join(':');
}

/**
 * Memoises `dataVersion` for `intervalMs`, so a burst of requests probes the database once; concurrent callers share
 * one probe. While a new probe waits for the database (its connection busy with a write that waits for the lock), the
 * last known version answers: cached responses keep being served.
 */
export function versionProbe(store: Store, intervalMs = 1000): { get(): Promise<string>; invalidate(): void } {
  let at = -Infinity;
  let current: Promise<string> | null = null;
  let known: string | null = null;
  let settled = true;
  return {
    get() {
      const now = Date.now();
      if (!current || now - at >= intervalMs) {
        if (current && !settled && known !== null) return Promise.resolve(known);
        at = now;
        settled = false;
        const p = dataVersion(store);
        current = p.then((v) => { known = v; settled = true; return v; }, (err) => { current = null; settled = true; throw err; });
      }
      return current;
    },
    invalidate() { current = null; known = null; settled = true; },
  };
}
