import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { loadConfig, type Config } from './config.ts';
import { openStore, type Store } from './store/connection.ts';
import { migrate } from './store/migrate.ts';
import { shareGapThrough } from './arxiv/client.ts';
import { storeGapGate } from './arxiv/shared-gap.ts';
import { markServing, yieldNiceness } from './store/serving.ts';
import { importFile } from './arxiv/import.ts';
import { indexPending } from './papers/search-index.ts';
import { searchFileOf } from './store/search-file.ts';
import { checkSearchFileInThread, type SearchCheck } from './store/search-check.ts';
import { healSearchNow } from './papers/search-heal.ts';
import { createApp } from './web/app.tsx';
import { createJobs, type Jobs } from './jobs/jobs.ts';
import { loadTaskModules } from './jobs/task-modules.ts';

/** The sample of real papers shipped in the repo, imported on first start. */
export const SAMPLE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/sample/arxiv-sample.jsonl.gz');

/** A running Paperboard: the store, the HTTP server and a way to stop both. */
export interface Running {
  config: Config;
  store: Store;
  jobs: Jobs;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

/** Imports the bundled sample when the store has no papers (and the setting allows). Returns papers imported. */
export async function importSampleIfEmpty(store: Store, config: Config, log: pino.Logger): Promise<number> {
  if (!config.sampleImport) return 0;
  const any = await store.db.selectFrom('papers').select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  // Beside a site already served from this store on this machine (another `serve`), the sample yields to it as
  // `paperboard import` does: writer and indexer threads at lower priority, short transactions, the data version held.
  const nice = await yieldNiceness(store, config.importNice);
  log.info({ file: SAMPLE_FILE, nice }, 'store is empty: importing the bundled sample');
  const s = await importFile(store, SAMPLE_FILE, { source: 'sample', nice, workers: nice > 0 && store.sqlite && !store.sqlite.memory ? true : undefined, refreshS: config.importRefreshS, holdMs: config.importHoldMs, heapMb: config.importHeapMb });
  log.info({ inserted: s.inserted, rejected: s.rejected, ms: Math.round(s.totalMs) }, 'sample imported');
  return s.inserted;
}

/** Stops accepting connections and resolves once requests in flight are answered (or `timeoutMs` passed: then it cuts them). */
export function closeServer(server: ServerType, timeoutMs: number): Promise<void> {
  const http = server as import('node:http').Server;
  return new Promise<void>((resolve) => {
    const cut = setTimeout(() => http.closeAllConnections?.(), timeoutMs);
    server.close(() => { clearTimeout(cut); resolve(); });
    http.closeIdleConnections?.();
  });
}

/** The store opened and migrated and the sample imported when empty: what must happen once, before serving. */
export async function prepareStore(config: Config, log: pino.Logger): Promise<Store> {
  const store = openStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, pgWorkMem: config.pgWorkMem, patient: true });
  const applied = await migrate(store);
  shareGapThrough(storeGapGate(store)); // one polite gap to arXiv for every process on this store
  if (applied.length) log.info({ applied }, 'migrations applied');
  // A search file whose header is damaged was moved aside and recreated as the store opened (store/search-file.ts);
  // its pages are checked beside the site, once it serves (startBackground).
  await importSampleIfEmpty(store, config, log);
  return store;
}

/**
 * SQLite: the search file's pages checked (quick_check) on a thread while the site serves; damage found is healed
 * as a query meeting it would be: moved aside, recreated, rebuilt in the background (papers/search-heal.ts).
 */
function checkSearchBeside(store: Store, log: pino.Logger): SearchCheck | null {
  if (!store.sqlite || store.sqlite.memory) return null;
  const file = searchFileOf(store.sqlite.name);
  const check = checkSearchFileInThread(file);
  void check.result.then(async ({ problem, ms, stopped }) => {
    if (stopped) return log.info({ file, ms }, 'search file check stopped with the server');
    log.info({ file, sound: !problem, ms }, 'search file checked');
    if (problem && store.sqlite?.open) await healSearchNow(store, new Error(problem));
  }, (err: Error) => { if (store.sqlite?.open) log.warn({ file, err: err.message }, 'search file check did not run'); });
  return check;
}

/** Background work of a serving machine: the search index caught up, and the job queue (running jobs when this process is a runner). */
export interface Background {
  jobs: Jobs;
  stop(): Promise<void>;
}

/** Starts the search indexing catch-up and the job queue with every domain's tasks. */
export async function startBackground(store: Store, config: Config, log: pino.Logger): Promise<Background> {
  // Catches the search index up (after an upgrade or a deleted search file: a rebuild) while the site serves.
  const stopIndexing = new AbortController();
  const indexing = indexPending(store, { signal: stopIndexing.signal }).then((n) => { if (n) log.info({ indexed: n }, 'search index up to date'); })
    .catch((err: Error) => log.error({ err: err.message }, 'search indexing failed'));
  // SQLite: jobs run in this process. PostgreSQL: this process only enqueues (unless PAPERBOARD_JOBS_IN_SERVER), `paperboard worker` runs them.
  const jobs = await createJobs(store, config, { logger: log, stopTimeoutMs: config.stopTimeoutS * 1000 });
  const domains = await loadTaskModules(jobs, { store, config });
  await jobs.start();
  log.info({ engine: jobs.engine, domains }, 'jobs ready');
  // An import started on this machine while the site serves (`paperboard import`) sees this and runs at lower priority.
  const unmark = await markServing(store);
  const check = checkSearchBeside(store, log);
  return {
    jobs,
    stop: async () => {
      await check?.stop();
      await unmark();
      await jobs.stop();
      stopIndexing.abort();
      await indexing;
    },
  };
}

/** The site listening on `port` (0: any free port): the app, the server, and a graceful stop of the server alone. */
export async function startWeb(store: Store, config: Config, jobs: Jobs, log: pino.Logger, port: number): Promise<{ server: ServerType; url: string; stop(): Promise<void> }> {
  let draining = false;
  const app = await createApp({ store, config, jobs, draining: () => draining, warm: config.cacheWarm });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  return {
    server, url,
    stop: async () => {
      // Graceful: /readyz answers 503, no new connections, requests in flight finish (idle keep-alive connections are
      // closed now, busy ones after their response or at the stop timeout).
      draining = true;
      log.info({ timeoutS: config.stopTimeoutS }, 'stopping: finishing requests and jobs in flight');
      await closeServer(server, config.stopTimeoutS * 1000);
    },
  };
}

/** Wiring only, in one process: config → store → migrate → sample → jobs → web. */
export async function start(env: NodeJS.ProcessEnv = process.env, overrides: { port?: number } = {}): Promise<Running> {
  const config = loadConfig(env);
  const log = pino({ level: config.logLevel });
  const store = await prepareStore(config, log);
  const background = await startBackground(store, config, log);
  const web = await startWeb(store, config, background.jobs, log, overrides.port ?? config.port);
  log.info({ url: web.url, db: store.dialect }, 'serving');
  return {
    config, store, jobs: background.jobs, server: web.server, url: web.url,
    stop: async () => {
      // Requests in flight finish first, then jobs in flight finish or are released.
      await web.stop();
      await background.stop();
      await store.close();
    },
  };
}
