import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { JobHandler, Jobs } from '../jobs/jobs.ts';
import { clientFromConfig, type ArxivClient } from '../arxiv/client.ts';
import { lookupTitles, type UnmatchedEntrySource } from '../arxiv/title-lookup.ts';
import { incrementalHarvest, INCREMENTAL_CRON, TITLES_CRON } from './incremental.ts';
import { unmatchedListEntries } from '../venues/lists/unmatched.ts';
import { withLease } from '../jobs/lease.ts';
import { SERVING_BATCH, yieldNiceness } from '../store/serving.ts';
import { queueSweepsForNewPapers } from '../jobs/after-new-papers.ts';

/** What the harvest tasks need. `unmatched` supplies accepted-list entries without an arXiv match (from the venues domain). */
export interface HarvestTaskDeps {
  store: Store;
  config: Config;
  client?: ArxivClient;
  unmatched?: UnmatchedEntrySource;
  /** The queue, so a full titles job enqueues the next one (kept topped up at arXiv's pace) and a harvest that brought papers queues their sweeps. */
  jobs?: Jobs;
  /** Entries per titles job (default TITLES_PER_JOB). */
  titlesPerJob?: number;
}

/** Most list entries looked up per titles job (one polite request each: 100 ≈ 5 min at the 3 s gap); a full job enqueues the next at once. */
export const TITLES_PER_JOB = 100;
/** The job that looks accepted-list entries up on arXiv by title. */
export const TITLES_TASK = 'harvest.titles';

/** The harvest task handlers, keyed by task name; each is safe to run twice (runs resume, upserts are idempotent). */
export function harvestTasks(deps: HarvestTaskDeps): Record<'harvest.incremental' | 'harvest.titles', JobHandler> {
  const client = () => deps.client ?? clientFromConfig(deps.config);
  return {
    'harvest.incremental': async (payload: { categories?: string[] } | null, { log }) => {
      // Beside a site served from this store on this machine (inside `serve` on SQLite), pages are stored in short
      // transactions with the event loop turned between them, as `paperboard import` yields (PAPERBOARD_IMPORT_NICE).
      const chunk = (await yieldNiceness(deps.store, deps.config.importNice)) > 0 ? SERVING_BATCH : undefined;
      const runs = await incrementalHarvest(deps.store, client(), deps.config, { categories: payload?.categories, chunk });
      for (const r of runs) log.info({ runId: r.id, key: r.key, records: r.records, inserted: r.inserted, updated: r.updated }, 'harvest run done');
      if (deps.jobs && runs.some((r) => r.inserted + r.updated > 0)) {
        const queued = await queueSweepsForNewPapers(deps.jobs, deps.config);
        if (queued.length) log.info({ queued }, 'sweeps queued for the harvested papers');
      }
    },
    'harvest.titles': async (_payload: unknown, { log }) => {
      const unmatched = deps.unmatched;
      if (!unmatched) {
        log.info({}, 'no source of unmatched accepted-list entries registered; nothing to look up');
        return;
      }
      // One look-up run at a time across processes (arXiv's gap is per process); the holder chains the next job.
      const n = await withLease(deps.store, TITLES_TASK, 30 * 60_000, async () => {
        const entries = await unmatched(deps.store, deps.titlesPerJob ?? TITLES_PER_JOB);
        const run = await lookupTitles(deps.store, client(), entries, { baseUrl: deps.config.arxivApiUrl, refreshS: deps.config.importRefreshS });
        log.info({ runId: run.id, entries: entries.length, found: run.records }, 'title look-ups done');
        return entries.length;
      });
      if (n === undefined) log.info({}, 'title look-ups already running in another job');
      else if (n >= (deps.titlesPerJob ?? TITLES_PER_JOB) && deps.jobs && deps.config.harvestSchedule) {
        await deps.jobs.enqueue(TITLES_TASK, {}, { key: `${TITLES_TASK}:next`, maxAttempts: 3 });
      }
    },
  };
}

/** Registers the harvest handlers with the queue. */
export async function registerTasks(jobs: Jobs, deps: HarvestTaskDeps): Promise<void> {
  const withLists = { unmatched: unmatchedListEntries, jobs, ...deps };
  for (const [task, handler] of Object.entries(harvestTasks(withLists))) jobs.register(task, handler);
  if (deps.config.harvestSchedule) await scheduleTasks(jobs);
}

/** Schedules the daily incremental harvest and the daily title look-ups (UTC). */
export async function scheduleTasks(jobs: Jobs): Promise<void> {
  await jobs.schedule('harvest.incremental', INCREMENTAL_CRON, {});
  await jobs.schedule(TITLES_TASK, TITLES_CRON, {});
}
