// `paperboard serve` as several processes sharing one port (node:cluster), so reads use every core: SQLite serves
// readers from any number of processes over its WAL file, PostgreSQL from any number of connections.
//
// The first process (the leader) opens and migrates the store, checks the search file, imports the sample when the
// store is empty, starts what must run once (search indexing and the background jobs), then forks the web processes. Web processes only answer requests (they enqueue jobs into the shared queue; the leader runs them). The page
// cache of each process follows the data version in the database (web/distribution/data-version.ts), so a change
// made through one process is seen by the others. SIGTERM / SIGINT to the leader (or to all, as systemd does) stops
// every process gracefully: the web processes finish their requests in flight, then the leader its jobs.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import pino from 'pino';
import { loadConfig, type Config } from './config.ts';
import { openStore } from './store/connection.ts';
import { createJobs } from './jobs/jobs.ts';
import { prepareStore, startBackground, startWeb } from './main.ts';

/** Something running that stops gracefully. */
export interface Stoppable {
  url: string;
  stop(): Promise<void>;
}

/** Web processes a `serve` runs: PAPERBOARD_WEB_PROCESSES, or with `auto` one per core on SQLite and one on PostgreSQL. */
export function webProcessCount(config: Config, cores = os.availableParallelism()): number {
  if (config.webProcesses > 0) return config.webProcesses;
  return config.databaseUrl ? 1 : cores;
}

/** A web process dying more often than this many times a minute (per process wanted) stops the whole server. */
const CRASHES_PER_MINUTE = 3;

/** The leader: prepares the store, forks `webProcessCount` web processes on the port, then runs indexing and jobs. */
export async function startCluster(env: NodeJS.ProcessEnv, overrides: { port?: number } = {}): Promise<Stoppable & { exited: Promise<number> }> {
  const config = loadConfig(env);
  const log = pino({ level: config.logLevel }).child({ role: 'leader' });
  const store = await prepareStore(config, log);
  const port = overrides.port ?? config.port;
  const n = webProcessCount(config);
  const workers = new Set<Worker>();
  /** Web processes that listen: only they have their stop-message listener (a process still loading would miss it). */
  const listeningWorkers = new WeakSet<Worker>();
  const crashes: number[] = [];
  let stopping = false;
  let fail: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => { fail = resolve; });
  let listening = 0;
  let serving: (url: string) => void = () => {};
  const allListening = new Promise<string>((resolve) => { serving = resolve; });
  const fork = () => {
    const w = cluster.fork({ PAPERBOARD_CLUSTER_PORT: String(port) });
    workers.add(w);
    w.once('listening', (addr) => {
      listeningWorkers.add(w);
      if (++listening === n) serving(`http://localhost:${addr.port}`);
    });
    w.on('exit', (code, signal) => {
      workers.delete(w);
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0] < now - 60_000) crashes.shift();
      if (crashes.length > CRASHES_PER_MINUTE * n) {
        log.fatal({ pid: w.process.pid, code, signal, crashes: crashes.length }, 'web processes keep dying: stopping the server');
        fail(1);
        return;
      }
      log.error({ pid: w.process.pid, code, signal }, 'web process died: starting another');
      fork();
    });
  };
  // Jobs and indexing first, so the leader is fully up (and handles SIGTERM as a whole) once the site answers.
  const background = await startBackground(store, config, log);
  for (let i = 0; i < n; i++) fork();
  const url = await Promise.race([allListening, exited.then((code) => { throw new Error(`web processes failed to start (exit ${code})`); })]);
  log.info({ url, db: store.dialect, webProcesses: n, pids: [...workers].map((w) => w.process.pid) }, 'serving');
  return {
    url,
    exited,
    stop: async () => {
      stopping = true;
      log.info({ timeoutS: config.stopTimeoutS, webProcesses: workers.size }, 'stopping: web processes finish their requests, then jobs in flight finish');
      const gone = [...workers].map((w) => new Promise<void>((resolve) => {
        if (w.isDead()) return resolve();
        w.once('exit', () => resolve());
        // A message, not a signal: a process that also got the signal itself (systemd signals them all) stops once.
        // A process not listening yet (a replacement still loading its modules) has no listener for the message, and
        // no request in flight: a signal stops it (at once while it loads, or once it is up if its handler is set).
        if (!listeningWorkers.has(w)) { w.process.kill('SIGTERM'); return; }
        try { w.send({ paperboard: 'stop' }); } catch { w.process.kill('SIGTERM'); }
      }));
      const cut = setTimeout(() => { for (const w of workers) w.process.kill('SIGKILL'); }, config.stopTimeoutS * 1000 + 5000);
      await Promise.all(gone);
      clearTimeout(cut);
      await background.stop();
      await store.close();
    },
  };
}

/** A web process of the cluster: answers requests on the shared port; jobs it enqueues are run by the leader. */
export async function startWebProcess(env: NodeJS.ProcessEnv): Promise<Stoppable> {
  const config = loadConfig(env);
  const log = pino({ level: config.logLevel }).child({ role: 'web' });
  // No migrations here: the leader ran them before forking this process.
  const store = openStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, pgWorkMem: config.pgWorkMem, patient: true, readThreads: config.readThreads });
  const jobs = await createJobs(store, config, { run: false, logger: log });
  await jobs.start();
  const web = await startWeb(store, config, jobs, log, Number(env.PAPERBOARD_CLUSTER_PORT ?? config.port));
  return {
    url: web.url,
    stop: async () => {
      await web.stop();
      await jobs.stop();
      await store.close();
    },
  };
}

/** Whether this process is a web process forked by a leader. */
export function isWebProcess(): boolean {
  return cluster.isWorker;
}

/** Calls `stop` when the leader asks (a message) or disappears (the IPC channel closes). */
export function onLeaderStop(stop: () => void): void {
  process.on('message', (m) => { if ((m as { paperboard?: string })?.paperboard === 'stop') stop(); });
  process.on('disconnect', stop);
}
