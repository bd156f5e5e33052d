import type { Store } from '../store/connection.ts';
import type { Config } from '../config.ts';
import type { Jobs } from '../jobs/jobs.ts';

/** What route modules receive. `jobs` is the queue (present in a server; it may only enqueue). */
export interface WebDeps {
  store: Store;
  config: Config;
  jobs?: Jobs;
  /** True once the process is shutting down (SIGTERM): /readyz answers 503 so a proxy stops sending requests. */
  draining?: () => boolean;
  /** Warm the page cache after the first page request (web/warm.ts): `serve` sets it from PAPERBOARD_CACHE_WARM. */
  warm?: boolean;
}
