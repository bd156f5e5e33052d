import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/sequencer.ts';

/** Unit tests under src/ that open a store: they run with the integration tests (a fresh process each, the store templates). */
const SRC_WITH_STORES = ['src/institutions/affiliation-store.test.ts', 'src/enrich/tasks.test.ts'];

/**
 * Integration files that each run in a fresh process (the `integration` project): those starting `paperboard`
 * processes (test/e2e, test/sequencer.ts `startsProcesses`), and those that touch process-wide state: console spies,
 * process listeners, the shared arXiv gap (shareGapThrough), the venue catalogue (useCatalogue), the login-warning and
 * in-flight counters, the sample import of a serving site. The Chromium files (`*.browser.test.ts`) share their
 * worker's modules and its one Chromium (test/helpers/browser.ts): each test still has its own browser context.
 */
const ISOLATED = [
  'test/e2e/**/*.test.ts', ...SRC_WITH_STORES,
  'test/distribution/client-abort.test.ts', 'test/distribution/export-stream.test.ts', 'test/institutions/shared-gap-clients.test.ts',
  'test/jobs/pg-boss-queue.test.ts', 'test/papers/search-heal.test.ts', 'test/security/login-throttle.test.ts',
  'test/venues/unseen-venue-8.test.ts', 'test/venues/unseen-venue-9.test.ts', 'test/web/concurrency-limit.test.ts',
  'test/papers/import-while-serving.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Two workers on two cores. Three were tried (to overlap the e2e files' waiting on child processes with other
    // work): on a machine at load 20-28 the CPU-bound files then ran past the 60 s test timeout (import-threads,
    // affiliation-tasks, refill), so the count stays at the cores' until it is measured on a quiet machine.
    maxWorkers: 2,
    // The slowest files first, so the two workers end together (test/sequencer.ts): in a clean clone vitest's order
    // by file size started the Chromium and end-to-end suites last.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ISOLATED,
          // Migrates one SQLite and one PostgreSQL store per run for createTestStore to copy (test/global-setup.ts).
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The other integration files share their worker's modules (isolate: false), as the unit files do: each
          // isolated file spent 1.5-6 s importing the app, the store and the tables (kysely, the venue catalogue, the
          // institution registry) before its first test. Every store, server and client is still the test's own; the
          // Chromium files share the worker's one browser (test/helpers/browser.ts), each test in its own context.
          name: 'integration-shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The pure unit tests under src/ (no store, server, child process or mock) share their worker's modules
          // (isolate: false): the venue catalogue, the institution registry and the PDF reader are loaded once per
          // worker instead of once per file, which took a third of these files' CPU (6 fixture files: 32 s of CPU
          // isolated, 10 s shared). Files that swap shared state (useCatalogue) put it back in afterAll.
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: SRC_WITH_STORES,
          isolate: false,
        },
      },
    ],
  },
});
