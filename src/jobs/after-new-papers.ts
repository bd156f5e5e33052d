import type { Config } from '../config.ts';
import type { Jobs } from './jobs.ts';
import { queueSweep } from './refill.ts';
import { llmConfigured } from '../enrich/llm-client.ts';
import { AFFILIATIONS_SWEEP_TASK, ENRICH_SWEEP_TASK } from './sweep-names.ts';

/**
 * After papers were added or changed by something other than the sweeps themselves (`paperboard import`, a harvest
 * run): enqueues the sweeps of the background work those papers start — the enrichment sweep when a model is configured,
 * the affiliation sweep when its schedule is on (PAPERBOARD_AFFILIATIONS_SCHEDULE) — under the sweeps' own keys, so a
 * sweep already queued is not doubled and each sweep still fills at most its bound (PAPERBOARD_BACKLOG_JOBS). Without
 * this an import's papers waited for the next scheduled sweep: up to 10 minutes for their AI fields and up to an hour
 * for their affiliations, with the workers idle. Returns the sweeps it queued (not those already waiting).
 */
export async function queueSweepsForNewPapers(jobs: Jobs, config: Config): Promise<string[]> {
  const sweeps = [
    ...(llmConfigured(config) ? [ENRICH_SWEEP_TASK] : []),
    ...(config.affiliationsSchedule ? [AFFILIATIONS_SWEEP_TASK] : []),
  ];
  const queued: string[] = [];
  for (const sweep of sweeps) if (await queueSweep(jobs, sweep)) queued.push(sweep);
  return queued;
}
