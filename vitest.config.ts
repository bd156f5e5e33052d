import { defineConfig } from 'vitest/config';

/** Unit tests under src/ that open a store: they run with the integration tests (a fresh process each, the store templates). */
const SRC_WITH_STORES = ['src/institutions/affiliation-store.test.ts', 'src/enrich/tasks.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Three test files at once on two cores: many integration files spend most of their time waiting on child
    // processes, leases and start-ups (test/e2e), and a third worker overlaps that waiting with another file's work.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts', ...SRC_WITH_STORES],
          // Migrates one SQLite and one PostgreSQL store per run for createTestStore to copy (test/global-setup.ts).
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
