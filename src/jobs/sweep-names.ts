// The names of the sweep jobs that papers new to the store start, apart from the task modules that run them: an import
// queues the sweeps when it ends (after-new-papers.ts) and should not load the enrichment and affiliation modules
// (the corrections, the venue catalogue, the model client) only to learn two names.

/** Job that finds papers still missing AI fields (or with fields that failed a day ago) and enqueues them: whenever the queue drains to half its bound, and every 10 minutes as a safety net. */
export const ENRICH_SWEEP_TASK = 'enrich-sweep';
/** Job that enqueues venue papers without affiliations: whenever the queue drains to half its bound, and hourly as a safety net. */
export const AFFILIATIONS_SWEEP_TASK = 'institutions:sweep';
