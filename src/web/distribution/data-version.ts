import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';
import { putKv } from '../../store/kv.ts';

/**
 * Cheap probes whose values change when what feeds and the API show changes (papers, venues, enrichments, institutions,
 * corrections). `held` ones follow what an import writes: while an import holds the version (importHold) they are
 * left out and the hold's token stands in for them; the others (corrections, moderators' bumps) always count at once.
 */
const PROBES: { table: string; sqlite: string; postgres: string; held?: true }[] = [
  { table: 'papers', sqlite: 'max(seq)', postgres: 'max(seq)', held: true },
  { table: 'paper_venues', sqlite: 'max(id)', postgres: 'max(id)', held: true },
  { table: 'enrichments', sqlite: 'max(rowid)', postgres: 'count(*)', held: true },
  { table: 'paper_affiliation_sources', sqlite: 'max(rowid)', postgres: 'count(*)', held: true },
  { table: 'institutions', sqlite: 'max(rowid)', postgres: 'count(*)', held: true },
  { table: 'affiliation_aliases', sqlite: 'max(rowid)', postgres: 'count(*)', held: true },
  { table: 'corrections', sqlite: "max(id) || '/' || count(undone_at)", postgres: "max(id) || '/' || count(undone_at)" },
  // Changes to venue mentions in place (a paper verified against a list, a status corrected) move the maintained counts.
  { table: 'edition_counts', sqlite: "count(*) || '/' || sum(papers) || '/' || sum(main) || '/' || sum(workshop) || '/' || sum(verified)", postgres: "count(*) || '/' || sum(papers) || '/' || sum(main) || '/' || sum(workshop) || '/' || sum(verified)", held: true },
  // A programme read again from new evidence (re-detection rewrites it in place) moves the programme counts (024):
  // the lengths of the names weigh the papers, so a paper moving to a programme of another name changes the sum.
  { table: 'edition_programme_counts', sqlite: "count(*) || '/' || sum(papers) || '/' || sum(papers * length(programme))", postgres: "count(*) || '/' || sum(papers) || '/' || sum(papers * length(programme))", held: true },
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
  await putKv(store, DATA_VERSION_KEY, `${new Date().toISOString()}/${Math.random().toString(36).slice(2, 10)}`);
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
 * In-place updates it cannot see are bounded by the cache TTL. Written `<hard>|<soft>`: the hard part moves with
 * what a person decided (corrections, moderators' bumps), which must show at once; the soft part with what imports,
 * harvests and background jobs add (see isSoftChange).
 */
export async function dataVersion(store: Store): Promise<string> {
  const tables = await existingTables(store);
  const hold = tables.has('kv') ? await currentHold(store) : null;
  const probes = PROBES.filter((p) => tables.has(p.table) && !(hold && p.held));
  const parts = probes.map((p) => `(SELECT ${p[store.dialect]} FROM ${p.table})`);
  const soft = probes.map((p) => Boolean(p.held));
  // The statistics collector counts the import's writes too: left out while an import holds the version.
  if (store.dialect === 'postgres' && !hold) { parts.push(`(${PG_STATS})`); soft.push(true); }
  if (!parts.length) return 'empty|';
  const row = await sql<Record<string, unknown>>`SELECT ${sql.raw(parts.map((p, i) => `${p} AS v${i}`).join(', '))}`.execute(store.db);
  const values = parts.map((_, i) => String(row.rows[0]?.[`v${i}`] ?? ''));
  const hard = values.filter((_, i) => !soft[i]).join(':');
  const grown = values.filter((_, i) => soft[i]).join(':');
  return `${hard}|${hold ? `held ${hold}:${grown}` : grown}`;
}

/** Whether going from version `a` to `b` only added what imports and background jobs write (the hard parts agree). */
export function isSoftChange(a: string, b: string): boolean {
  const i = a.indexOf('|');
  const j = b.indexOf('|');
  return i >= 0 && j >= 0 && a.slice(0, i) === b.slice(0, j);
}

/** kv keys of the holds running imports keep (one per import run): value `<expires ISO>/<token>`. */
const HOLD_PREFIX = 'import_hold:';
/** Just past every key starting with HOLD_PREFIX (';' follows ':'): the holds are a key range. */
const HOLD_END = 'import_hold;';

/** The newest unexpired import hold's value, or null when no import holds the version. */
async function currentHold(store: Store): Promise<string | null> {
  const row = await store.db.selectFrom('kv').select((eb) => eb.fn.max('value').as('v'))
    .where('key', '>=', HOLD_PREFIX).where('key', '<', HOLD_END).where('value', '>', new Date().toISOString()).executeTakeFirst();
  return (row?.v as string | null | undefined) ?? null;
}

/**
 * What importHold returns: `tick()` after each committed batch (resolves when a renewal it started is written; never
 * rejects), `end()` when the import stops (done or failed).
 */
export interface ImportHold {
  tick(): Promise<void>;
  end(): Promise<void>;
}

/**
 * Coalesces a running import's changes for the page caches of every process: while it runs, the tables it writes
 * count in the data version only through a token in kv that `tick()` renews at most once every `refreshS` seconds;
 * `end()` drops the hold, so the version moves once more to the live probes. Corrections and moderators' bumps still
 * change the version at once. A hold expires by itself (3 × refreshS, at least 30 s) if the import is killed.
 * `refreshS` 0: no hold (every batch shows at the next probe).
 */
export function importHold(store: Store, run: string | number, refreshS: number): ImportHold {
  if (refreshS <= 0) return { tick: async () => {}, end: async () => {} };
  const key = `${HOLD_PREFIX}${run}`;
  const lifeMs = Math.max(3 * refreshS, 30) * 1000;
  let last = -Infinity;
  let pending: Promise<void> = Promise.resolve();
  let ended = false;
  const write = async () => {
    const now = new Date();
    const value = `${new Date(now.getTime() + lifeMs).toISOString()}/${Math.random().toString(36).slice(2, 10)}`;
    const at = now.toISOString();
    await store.db.deleteFrom('kv').where('key', '>=', HOLD_PREFIX).where('key', '<', HOLD_END).where('value', '<', at).execute();
    await putKv(store, key, value);
  };
  // A hold that cannot be written only costs the coalescing (pages follow every batch): never fails the import.
  const quiet = (p: Promise<void>) => p.catch(() => {});
  return {
    tick() {
      if (ended || Date.now() - last < refreshS * 1000) return pending;
      last = Date.now();
      pending = pending.then(() => quiet(write()));
      return pending;
    },
    async end() {
      ended = true;
      await pending;
      await store.db.deleteFrom('kv').where('key', '=', key).execute();
    },
  };
}

/**
 * Memoises `dataVersion` for `intervalMs`, so a burst of requests probes the database once; concurrent callers share
 * one probe. Once a version is known (and `intervalMs` > 0), a caller waits for the next probe at most `graceMs`: a
 * probe answers in a millisecond or two, so a change shows on the first request after the interval, but its
 * connection may be busy with a write waiting for the lock, or its read thread with a long read (store/read-pool.ts) —
 * then the last known version answers and cached responses keep being served; the change shows to the requests after
 * that probe. `invalidate()` (this process changed data) makes the next caller wait for a fresh probe, however long.
 * `read` replaces the store's probe (tests).
 */
export function versionProbe(store: Store, intervalMs = 1000, opts: { graceMs?: number; read?: () => Promise<string> } = {}): { get(): Promise<string>; invalidate(): void } {
  const graceMs = opts.graceMs ?? 50;
  const read = opts.read ?? (() => dataVersion(store));
  let at = -Infinity;
  let current: Promise<string> | null = null;
  let known: string | null = null;
  let settled = true;
  // The probe in flight, or the known version if it takes longer than graceMs.
  const within = (p: Promise<string>, fallback: string) => new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), graceMs);
    p.then((v) => { clearTimeout(timer); resolve(v); }, () => { clearTimeout(timer); resolve(fallback); });
  });
  return {
    get() {
      const now = Date.now();
      if (!current || (now - at >= intervalMs && (settled || intervalMs <= 0))) {
        at = now;
        settled = false;
        current = read().then((v) => { known = v; settled = true; return v; }, (err) => { current = null; settled = true; throw err; });
        current.catch(() => {});
      }
      if (!settled && intervalMs > 0 && known !== null) return within(current, known);
      return current;
    },
    invalidate() { current = null; known = null; settled = true; },
  };
}
