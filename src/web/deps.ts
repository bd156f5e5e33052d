import type { Store } from '../store/connection.ts';
import type { Config } from '../config.ts';

/** What route modules receive. `jobs` is present when a job queue runs in this process. */
export interface WebDeps {
  store: Store;
  config: Config;
  jobs?: unknown;
}
