import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { Jobs } from './jobs.ts';
import { workStatus, type WorkStatus } from './work-progress.ts';
import { hostsAwaited, sourceStatus, type SourceStatus } from './sources.ts';
import { enrichmentProgress } from '../enrich/enrich-progress.ts';
import { affiliationProgress } from '../institutions/affiliation-progress.ts';
import { titlesProgress } from '../harvest/titles-progress.ts';
import { redetectProgress } from '../venues/redetect-progress.ts';

/**
 * Every kind of long-running background work with its queue and time left (none while a host it fetches from is not
 * answering: `sources`, read from the store when not given): for `paperboard status` and /admin.
 */
export async function allWorkStatus(store: Store, config: Config, jobs: Jobs, now = new Date(), sources?: SourceStatus[]): Promise<WorkStatus[]> {
  const [kinds, hosts] = await Promise.all([
    Promise.all([enrichmentProgress(store, config, now), affiliationProgress(store, config, now), titlesProgress(store, config, now), redetectProgress(store, now)]),
    sources ?? sourceStatus(store, config),
  ]);
  return workStatus(jobs, kinds, (kind) => hostsAwaited(kind, hosts, config));
}

/** What `paperboard status`, /admin and /admin/status.json show: the work (null without a queue in this process) and the hosts it fetches from. */
export interface BackgroundStatus {
  work: WorkStatus[] | null;
  sources: SourceStatus[];
}

/** The work and its sources, the hosts read once. */
export async function backgroundStatus(store: Store, config: Config, jobs: Jobs | null | undefined, now = new Date()): Promise<BackgroundStatus> {
  const sources = await sourceStatus(store, config);
  return { work: jobs ? await allWorkStatus(store, config, jobs, now, sources) : null, sources };
}
