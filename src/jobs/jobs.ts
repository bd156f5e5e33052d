/**
 * The background job queue: one interface, two engines.
 *
 * - SQLite mode: an in-process runner over the `jobs` table (src/jobs/sqlite-runner.ts).
 * - PostgreSQL mode: pg-boss 10 (src/jobs/pg-boss-queue.ts), so any number of `paperboard worker`
 *   processes on any machines share the work.
 *
 * How a domain adds background work (harvest, institutions, enrich …):
 *
 * ```ts
 * // src/<domain>/tasks.ts — loaded by loadTaskModules() in the server and in `paperboard worker`
 * export function registerTasks(jobs: Jobs, deps: TaskDeps): void {
 *   jobs.register('harvest:oai', async (payload: { set: string }, { log, jobId, attempt }) => {
 *     log.info({ set: payload.set }, 'harvest started');   // logger scoped to {task, jobId}
 *     ...                                                   // must be safe to run twice
 *   });
 * }
 * // elsewhere (CLI, import pipeline, server):
 * await jobs.enqueue('harvest:oai', { set: 'cs' }, { key: 'harvest:oai:cs' }); // a queued job with the same key is not duplicated
 * await jobs.schedule('harvest:oai', '0 3 * * *', { set: 'cs' });            // cron (UTC) or seconds between runs
 * ```
 *
 * A handler that throws is retried with exponential back-off (capped), up to `maxAttempts`
 * (default 5); the error message is recorded as `last_error`. A running job's lease is renewed every third of
 * `leaseSeconds` (PAPERBOARD_JOB_LEASE_S, 30 s) while its process lives; a job whose process died is retried as soon as
 * the lease lapses (SQLite: its lease; pg-boss: its expiry, which the renewal pushes on), without the back-off of a
 * failed attempt, ahead of jobs that became due after it. `stop()` lets the
 * jobs in flight finish (graceful SIGTERM) before returning; those still running after `stopTimeoutMs` are given back
 * to the queue due at once, their attempt not spent and without the back-off of a failure (a stop is not a failure),
 * after the handler's `onRelease` clean-ups ran (e.g. giving back claims the next run would otherwise wait out).
 * `stop()` first fires each job in flight's `stopping` signal (src/jobs/stopping.ts): a job only waiting — the polite
 * client's backoff before a retry or its gap, for a host that does not answer — ends at once with a StoppedError and is
 * given back the same way (due now, attempt not spent) instead of failing, so a stop lasts as long as the work really
 * going on (a request on the wire, parsing), not the whole `stopTimeoutMs`.
 */
import type pino from 'pino';
import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { reportTroubleTo } from '../arxiv/client.ts';
import { recordHostHealth } from '../arxiv/host-health-store.ts';
import { runStoppable, wasStopped } from './stopping.ts';

/** What a handler gets besides its payload. */
export interface JobHelpers {
  log: pino.Logger;
  jobId: string;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /**
   * Aborted when the worker stops before this job finished and gives it back to the queue (graceful stop, grace period
   * over): the job runs again elsewhere, so whatever this run still makes must not be stored.
   */
  signal: AbortSignal;
  /**
   * Fired as soon as the worker starts stopping (before the grace period): waits with nothing to finish (a retry's
   * backoff, arXiv's gap, a rate-limit turn) should end and throw StoppedError (src/jobs/stopping.ts), which gives the job
   * back to the queue (due now, attempt not spent) instead of failing it. The polite client reads it by itself.
   */
  stopping: AbortSignal;
  /**
   * Registers a clean-up run (and awaited, at most RELEASE_CLEANUP_MS) when the job is given back, before it is queued
   * again: e.g. giving back claims the next run would otherwise wait out. Returns a function that unregisters it.
   */
  onRelease(cleanup: () => Promise<void>): () => void;
}

/** How long a stopping runner waits for a released job's clean-ups. */
export const RELEASE_CLEANUP_MS = 3000;

/** A job whose handler runs in this process: its helpers' signal and clean-ups, used when the runner gives it back. */
export class InFlight {
  private readonly abort = new AbortController();
  private readonly stopper = new AbortController();
  private readonly cleanups = new Set<() => Promise<void>>();

  constructor(readonly jobId: string, private readonly log: pino.Logger) {}

  /** The helpers handed to the job's handler. */
  helpers(attempt: number): JobHelpers {
    return {
      log: this.log, jobId: this.jobId, attempt, signal: this.abort.signal, stopping: this.stopper.signal,
      onRelease: (cleanup) => { this.cleanups.add(cleanup); return () => void this.cleanups.delete(cleanup); },
    };
  }

  /** Runs the handler with this job's stopping signal (found by the polite client through stoppingSignal()). */
  run<T>(fn: () => Promise<T>): Promise<T> {
    return runStoppable(this.stopper.signal, fn);
  }

  /** Tells the job the worker is stopping: its waits with nothing to finish end (StoppedError). */
  stop(): void {
    this.stopper.abort();
  }

  /** Whether the handler threw because the worker stops while it was only waiting: it is given back, not failed. */
  stoppedWaiting(err: unknown): boolean {
    return this.stopper.signal.aborted && wasStopped(err);
  }

  /** Whether the job was given back: its run's end (done or thrown) is not recorded. */
  get released(): boolean {
    return this.abort.signal.aborted;
  }

  /** Marks the job given back, aborts its signal and awaits its clean-ups (at most RELEASE_CLEANUP_MS). */
  async release(): Promise<void> {
    this.abort.abort();
    const all = Promise.allSettled([...this.cleanups].map((c) => c())).then((rs) => {
      for (const r of rs) if (r.status === 'rejected') this.log.warn({ err: (r.reason as Error)?.message ?? String(r.reason) }, 'a released job\'s clean-up failed');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((r) => { timer = setTimeout(r, RELEASE_CLEANUP_MS); })]);
    clearTimeout(timer);
  }
}

/** A job handler: must be safe to run twice (a job may be retried after a crash). */
export type JobHandler<P = any> = (payload: P, helpers: JobHelpers) => Promise<void>;

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** At most one queued job per key; enqueueing again while one waits is a no-op. */
  key?: string;
  /** Earliest time to run. */
  runAt?: Date;
  /** Runs before the job is recorded as failed (default 5). */
  maxAttempts?: number;
}

/** The queue as every domain sees it. */
export interface Jobs {
  /** Which engine runs the jobs. */
  readonly engine: 'sqlite' | 'pg-boss';
  /** Declares the handler of a task (before `start()`). */
  register<P>(task: string, handler: JobHandler<P>): void;
  /** Adds a job; returns its id, or null when a queued job with the same key already exists. */
  enqueue<P>(task: string, payload: P, opts?: EnqueueOptions): Promise<string | null>;
  /** Runs `task` on a cron expression (UTC, 5 fields) or every N seconds. */
  schedule<P>(task: string, when: string | number, payload: P): Promise<void>;
  /** Starts running jobs (when this process is a runner); enqueueing works without it. */
  start(): Promise<void>;
  /** Stops taking jobs, waits for those in flight, releases connections. */
  stop(): Promise<void>;
  /** Counts of jobs by state, for admin pages and tests. */
  counts(): Promise<Record<string, number>>;
  /** Payloads of the jobs of `task` waiting or running (at most `limit`): the backlog a sweep tops up. */
  waiting<P = unknown>(task: string, limit: number): Promise<P[]>;
  /** Per task: jobs waiting (and of them, retrying), running, done in the last hour, failed in the last day, and the last error. */
  taskCounts(): Promise<TaskCounts[]>;
  /** Resolves when the queue's database answers (for /readyz); throws otherwise. */
  ready(): Promise<void>;
}

/** How one task's jobs stand, for `paperboard status` and /admin. */
export interface TaskCounts {
  task: string;
  waiting: number;
  running: number;
  doneLastHour: number;
  failedLastDay: number;
  /** Of the waiting jobs, those waiting to run again after an attempt failed. */
  retrying: number;
  /** The last failed attempt's error in the last day (retried or not): what an admin needs to see when work stalls. */
  lastError: { at: string; message: string } | null;
}

/** Tuning knobs of the runners (defaults suit production; tests shorten them). */
export interface JobsOptions {
  /** Whether this process runs jobs (false: it only enqueues). */
  run?: boolean;
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How often to look for due jobs, in ms. */
  pollMs?: number;
  /** Lease of a running job (SQLite) / expiry (pg-boss), in seconds; an abandoned job is retried after it. */
  leaseSeconds?: number;
  /** First retry delay in seconds; doubles each attempt. */
  retryBaseSeconds?: number;
  /** Cap of the retry delay in seconds. */
  retryMaxSeconds?: number;
  /** How long `stop()` waits for jobs in flight before giving them back to the queue (due now, attempt not spent), in ms. */
  stopTimeoutMs?: number;
  logger?: pino.Logger;
}

/** Error raised by the queue; `code` says what went wrong. */
export class JobsError extends Error {
  constructor(readonly code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Folds `{task, state, n}` rows into TaskCounts, naming each engine state by the field(s) it counts, and each task's
 * last error (`errors`: one row per task, the newest).
 */
export function foldTaskCounts(rows: { task: string; state: string; n: number | string | bigint }[], field: Record<string, CountField | CountField[]>,
  errors: { task: string; at: string | Date; message: string | null }[] = []): TaskCounts[] {
  const out = new Map<string, TaskCounts>();
  const of = (task: string) => {
    const t = out.get(task) ?? { task, waiting: 0, running: 0, doneLastHour: 0, failedLastDay: 0, retrying: 0, lastError: null };
    out.set(task, t);
    return t;
  };
  for (const r of rows) {
    const f = field[r.state];
    if (!f) continue;
    const t = of(r.task);
    for (const k of [f].flat()) t[k] += Number(r.n);
  }
  for (const e of errors) {
    if (!e.message) continue;
    of(e.task).lastError = { at: new Date(e.at).toISOString(), message: e.message.slice(0, 500) };
  }
  return [...out.values()].sort((a, b) => a.task.localeCompare(b.task));
}

type CountField = 'waiting' | 'running' | 'doneLastHour' | 'failedLastDay' | 'retrying';

/** Default maximum attempts of a job. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Delay before retry number `attempt` (1-based): base·2^(attempt-1), capped. */
export function retryDelaySeconds(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

/**
 * Builds the queue for a store: SQLite → in-process runner; PostgreSQL → pg-boss.
 * `opts.run` defaults to true for SQLite and to `config.jobsInServer` for PostgreSQL
 * (the `paperboard worker` command passes run: true).
 */
export async function createJobs(store: Store, config: Config, opts: JobsOptions = {}): Promise<Jobs> {
  // jobs that fetch from arXiv (affiliations, title look-ups, harvests) say in this process's log when it does not answer
  if (opts.logger && opts.run !== false) reportTroubleTo(opts.logger);
  // … and in the store, so `paperboard status` and /admin of every process say which hosts do not answer (host-health.ts)
  if (opts.run !== false) recordHostHealth(store, { onError: (err) => opts.logger?.debug({ err: (err as Error)?.message ?? String(err) }, 'host health not recorded') });
  if (store.dialect === 'sqlite') {
    const { SqliteJobs } = await import('./sqlite-runner.ts');
    return new SqliteJobs(store, { run: true, leaseSeconds: config.jobLeaseS, ...opts });
  }
  if (!config.databaseUrl) throw new JobsError('JOBS_NO_DATABASE_URL', 'PostgreSQL store without DATABASE_URL: pg-boss needs a connection string');
  const { PgBossJobs } = await import('./pg-boss-queue.ts');
  return new PgBossJobs(config.databaseUrl, { run: config.jobsInServer, leaseSeconds: config.jobLeaseS, ...opts });
}
