// The search file's integrity check (SQLite's quick_check, search-file.ts) run beside the site instead of before it:
// at a million papers the file is about 1 GB and the check took 94 s, all of it before `serve` listened. Here it
// reads the file on a thread of its own (its own read-only connection, a lowered priority), so start-up and every
// event loop go on; damage it finds is healed as a query meeting it would be (moved aside, recreated, rebuilt).
// Until then a damaged page is still caught by any query that reads it (papers/search-heal.ts).
import { Worker } from 'node:worker_threads';
import { siblingModule } from '../module-files.ts';
import { threadEntry } from '../arxiv/thread-entry.ts';

/** The niceness of the checking thread: below the site and its jobs. */
export const CHECK_NICE = 10;

/** What a check found: the damage (null: sound, or not known when `stopped` before it finished), and how long it took. */
export interface SearchCheckResult {
  problem: string | null;
  ms: number;
  stopped?: boolean;
}

/** A check running on its thread: `result` is what it found; `stop()` ends it early. */
export interface SearchCheck {
  result: Promise<SearchCheckResult>;
  stop(): Promise<void>;
}

/** Starts quick_check of the search file `file` on a thread; rejects when the check itself could not run. */
export function checkSearchFileInThread(file: string, nice = CHECK_NICE): SearchCheck {
  const t0 = performance.now();
  const module = siblingModule(import.meta.url, 'search-check-worker').href;
  const worker = new Worker(threadEntry(new URL(module)), { workerData: { module, file, nice } });
  let stopped = false;
  const ms = () => Math.round(performance.now() - t0);
  const result = new Promise<SearchCheckResult>((resolve, reject) => {
    worker.once('message', (m: { problem?: string | null; error?: string }) => {
      if (m.error !== undefined) reject(new Error(`search file check: ${m.error}`));
      else resolve({ problem: m.problem ?? null, ms: ms() });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (stopped ? resolve({ problem: null, ms: ms(), stopped: true }) : reject(new Error(`search file check thread exited with code ${code}`))));
  });
  result.catch(() => {});
  return {
    result,
    stop: async () => {
      stopped = true;
      await worker.terminate();
    },
  };
}
