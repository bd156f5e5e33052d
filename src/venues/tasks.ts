import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Store } from '../store/connection.ts';
import { redetectVenues } from './redetect.ts';
import { markVenueRules, REDETECT_TASK, storedVenueRules, venueRulesFingerprint, venueRulesStale } from './rules-mark.ts';
import { recordRedetectProgress } from './redetect-progress.ts';

export { REDETECT_TASK };

/**
 * Queues one re-detection when the store's venues were detected by other rules than this build's (none when one is
 * waiting or running already); true when one was queued.
 */
export async function enqueueRedetectIfStale(jobs: Jobs, store: Store): Promise<boolean> {
  if (!(await venueRulesStale(store))) return false;
  if ((await jobs.waiting(REDETECT_TASK, 1)).length) return false;
  return (await jobs.enqueue(REDETECT_TASK, {}, { key: REDETECT_TASK, maxAttempts: 5 })) !== null;
}

/**
 * Registers the re-detection task and, unless PAPERBOARD_VENUES_REDETECT is false, queues it when this build's venue
 * rules differ from those the store was detected with. The job re-detects in batches (each its own transaction, as
 * `paperboard venues redetect`), so a job cut short is run again from the start and finds the rows already written
 * unchanged; it marks the store with the rules' fingerprint when done.
 */
export async function registerTasks(jobs: Jobs, deps: { store: Store; config: Config }): Promise<void> {
  const { store, config } = deps;
  jobs.register(REDETECT_TASK, async (_payload: unknown, { log }) => {
    const rules = venueRulesFingerprint();
    if ((await storedVenueRules(store)) === rules) return;
    const started = new Date();
    await recordRedetectProgress(store, { rules, started: started.toISOString(), done: 0 });
    const r = await redetectVenues(store, (done) => recordRedetectProgress(store, { rules, started: started.toISOString(), done }));
    await markVenueRules(store, rules);
    log.info({ papers: r.papers, rows: r.rows, changed: r.changed, slugsRetired: r.retired, slugsRedirected: r.redirected, ms: Date.now() - started.getTime(), rules }, 'venues re-detected after a rules change');
  });
  if (config.venuesRedetect) await enqueueRedetectIfStale(jobs, store);
}
