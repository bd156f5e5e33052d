import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { Jobs } from './jobs.ts';
import { workStatus, type WorkStatus } from './work-progress.ts';
import { enrichmentProgress } from '../enrich/enrich-progress.ts';
import { affiliationProgress } from '../institutions/affiliation-progress.ts';
import { titlesProgress } from '../harvest/titles-progress.ts';
import { redetectProgress } from '../venues/redetect-progress.ts';

/** Every kind of long-running background work with its queue and time left: for `paperboard status` and /admin. */
export async function allWorkStatus(store: Store, config: Config, jobs: Jobs, now = new Date()): Promise<WorkStatus[]> {
  const kinds = await Promise.all([enrichmentProgress(store, config, now), affiliationProgress(store, config, now), titlesProgress(store, config, now), redetectProgress(store, now)]);
  return workStatus(jobs, kinds);
}
