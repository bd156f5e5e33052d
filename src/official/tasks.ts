import type { Jobs } from '../jobs/jobs.ts';
import type { TaskDeps } from '../jobs/task-modules.ts';
import { fetchEditions, recentEditions } from './refresh.ts';

/** When the weekly refresh of official lists runs (UTC): Mondays at 04:30, after the daily harvest. */
export const LISTS_CRON = '30 4 * * 1';

/**
 * `lists.refresh`: re-fetches the accepted lists of editions of the last 18 months from their official sources
 * (unchanged files cost a 304), matches them, and records each fetch. Safe to run twice: a refresh keeps entry ids
 * and matches, and a failed fetch leaves the stored list as it was.
 */
export async function registerTasks(jobs: Jobs, deps: TaskDeps): Promise<void> {
  jobs.register('lists.refresh', async (payload: { months?: number } | null, { log }) => {
    const editions = recentEditions(new Date(), payload?.months ?? 18);
    const results = await fetchEditions(deps.store, deps.config, editions, (r) => {
      if (r.status === 'ok') log.info({ edition: r.edition, source: r.source, ref: r.ref, entries: r.entries, matched: r.counts?.matched, notModified: r.notModified }, 'official list fetched');
      else log.warn({ edition: r.edition, source: r.source, ref: r.ref, error: r.error }, 'official list fetch failed');
    });
    log.info({ editions: results.length, failed: results.filter((r) => r.status === 'error').length }, 'official lists refreshed');
  });
  if (deps.config.listsSchedule) await jobs.schedule('lists.refresh', LISTS_CRON, {});
}
