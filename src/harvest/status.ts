import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { nextRun } from '../jobs/schedule.ts';
import { configuredCategories, highWaterMark, INCREMENTAL_CRON, setsFor, TITLES_CRON } from './incremental.ts';
import { recentErrors, recentRuns, type HarvestRun } from './runs.ts';

/** Everything the admin page and `paperboard harvest status` show. */
export interface HarvestStatus {
  runs: HarvestRun[];
  errors: Awaited<ReturnType<typeof recentErrors>>;
  /** Per OAI set: the categories kept and the last day harvested through. */
  sets: { set: string; categories: string[]; through: string | null }[];
  /** Unfinished runs and where each will resume. */
  open: { id: number; key: string; status: string; cursor: string | null }[];
  lookups: Record<string, number>;
  /** The next scheduled runs; null when scheduled harvests are off (PAPERBOARD_HARVEST_SCHEDULE=false). */
  next: { incremental: string; titles: string } | null;
}

/** Records per second of a run, counting only time not spent in enforced waits; null before any work. */
export function recordsPerSecond(run: Pick<HarvestRun, 'records' | 'active_ms'>): number | null {
  return run.active_ms > 0 ? Math.round((run.records / run.active_ms) * 1000) : null;
}

/** Reads the harvest state: recent runs and errors, per-set high-water marks, open cursors, look-up counts, next scheduled runs. */
export async function harvestStatus(store: Store, config: Pick<Config, 'harvestCategories' | 'harvestSchedule'>, limit = 20): Promise<HarvestStatus> {
  const runs = await recentRuns(store, limit);
  const errors = await recentErrors(store, limit);
  const sets = [];
  for (const [set, categories] of setsFor(configuredCategories(config))) sets.push({ set, categories, through: await highWaterMark(store, set) });
  const open = await store.db.selectFrom('harvest_runs').select(['id', 'key', 'status', 'cursor'])
    .where('status', 'in', ['running', 'failed']).orderBy('id', 'desc').limit(limit).execute();
  const counts = await store.db.selectFrom('harvest_title_lookups').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const now = new Date();
  return {
    runs, errors, sets, open: open.map((o) => ({ ...o, id: Number(o.id) })),
    lookups: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
    next: config.harvestSchedule ? { incremental: nextRun(INCREMENTAL_CRON, now).toISOString(), titles: nextRun(TITLES_CRON, now).toISOString() } : null,
  };
}
