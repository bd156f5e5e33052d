import crypto from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import pino from 'pino';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { surviveLostJobCompletions, survivePgRestarts } from '../store/pg-clients.ts';
import { DEFAULT_MAX_ATTEMPTS, foldTaskCounts, InFlight, JobsError, type EnqueueOptions, type JobHandler, type Jobs, type JobsOptions, type TaskCounts } from './jobs.ts';
import { toCron } from './schedule.ts';

/** The advisory lock key under which processes create queues one at a time ('pbqueue' in ASCII). */
const CREATE_QUEUE_LOCK = 0x70627175657565;

/**
 * The queue on PostgreSQL through pg-boss 10. Queues use the `short` policy: at most one
 * *queued* job per key (a key-less job gets a random key). A job expires `leaseSeconds` after it
 * started unless its worker renews it: pg-boss 10 has no heartbeat, so while a handler runs its
 * process pushes the job's expiry on every third of the lease (renew). A worker killed outright
 * stops renewing, and the supervisor of any live worker (every third of the lease) hands its jobs back at once when
 * the lease has run out (`supervise`), instead of after pg-boss's fixed 15 minutes.
 *
 * pg-boss's own maintenance treats an expired job as a failed attempt: it is retried only after the retry back-off
 * (`retryDelay` doubled per attempt, with jitter: 5–10 s on the first retry, 80–160 s on the fifth) counted from the
 * moment maintenance noticed it. A job whose process died did not fail; waiting out a back-off meant to spare a
 * failing model or arXiv only delays it. The same holds for a job given back by a worker that stops (SIGTERM) while
 * it runs: `stop()` puts it back to `created`, due now, as if never started, so its attempt is not spent (pg-boss's
 * own calls could only fail it — back-off, attempt spent — or cancel it). So pg-boss's supervision is off (`supervise: false`) and every process that
 * runs jobs runs the supervisor itself: it first puts expired jobs with attempts left back to `retry` due now (the
 * attempt still counts, as on SQLite), then runs pg-boss's maintenance (`maintain`: expire what is out of attempts as
 * failed, archive, drop). A job whose handler threw keeps its back-off (`fail`).
 *
 * Jobs are fetched, completed and failed here (`fetch` / `complete` / `fail`), not through pg-boss's `work`: `work`
 * races every handler against the expiry the job had when fetched and fails the job when that passes, renewed or not,
 * so a job longer than one lease (a slow model, arXiv's gap, re-detecting a large store) was retried on another worker
 * while its first run went on — the same work done twice.
 */
export class PgBossJobs implements Jobs {
  readonly engine = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly queues = new Set<string>();
  private readonly opts: Required<Omit<JobsOptions, 'logger'>>;
  private readonly log: pino.Logger;
  private started: Promise<void> | undefined;
  private working = false;
  /** Set by `stop()`: the fetch loops end and wake from their waits. */
  private stopping: AbortController | null = null;
  private loops: Promise<void>[] = [];
  /** Per task: whether one of its idle fetch loops is polling, and the wake-ups of those napping meanwhile. */
  private readonly idle = new Map<string, { polling: boolean; nappers: (() => void)[] }>();
  /** Jobs whose handlers run now, by id (given back to the queue by `stop()` when they outlast its wait). */
  private readonly running = new Map<string, { task: string; retryCount: number; inFlight: InFlight; done: Promise<void> }>();
  private creating: Promise<void> = Promise.resolve();
  /** The supervisor's round, in seconds: a third of the lease (1–120 s). */
  private readonly tickSeconds: number;
  private supervisor: NodeJS.Timeout | undefined;
  private supervising: Promise<void> | null = null;

  constructor(private readonly connectionString: string, opts: JobsOptions = {}) {
    this.opts = { run: false, concurrency: 2, pollMs: 2000, leaseSeconds: 30, retryBaseSeconds: 5, retryMaxSeconds: 3600, stopTimeoutMs: 30_000, ...opts };
    this.log = opts.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
    const run = this.opts.run;
    this.tickSeconds = Math.max(1, Math.min(120, Math.floor(this.opts.leaseSeconds / 3)));
    this.boss = new PgBoss({
      connectionString, schema: 'pgboss', max: Math.max(2, this.opts.concurrency + 1),
      supervise: false, schedule: run, migrate: true, // supervision: see `supervise`
      maintenanceIntervalSeconds: this.tickSeconds,
    });
    this.boss.on('error', (err) => this.log.error({ err: err.message }, 'pg-boss error'));
    if (run) surviveLostJobCompletions((err) => this.log.warn({ err: err.message }, 'pg-boss lost a job\'s completion with its connection: the job is handed out again when its lease runs out'));
    // pg-boss's own pool is made when it starts: guard its clients too (store/pg-clients.ts).
    const db = this.boss.getDb() as unknown as { open: () => Promise<void>; pool?: pg.Pool };
    const open = db.open.bind(db);
    db.open = async () => {
      await open();
      if (db.pool) survivePgRestarts(db.pool, (err) => this.log.warn({ err: err.message }, 'pg-boss connection lost during a query'));
    };
  }

  /** Declares the handler of a task. */
  register<P>(task: string, handler: JobHandler<P>): void {
    this.handlers.set(task, handler as JobHandler);
  }

  /** Sends a job unless a queued one has the same key. */
  async enqueue<P>(task: string, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
    await this.ensureQueue(task);
    const attempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const send = () => this.boss.send(task, (payload ?? {}) as object, {
      singletonKey: opts.key ?? `unkeyed:${crypto.randomUUID()}`,
      startAfter: opts.runAt, retryLimit: attempts - 1, retryDelay: this.opts.retryBaseSeconds, retryBackoff: true,
      expireInSeconds: this.opts.leaseSeconds,
    });
    // A queue is a partition of pgboss.job that another process attaches (create_queue) under a lock that does not stop
    // inserts: a send racing that attachment can find the queue's row but not yet its partition ("no partition of
    // relation"; seen once in 4 processes creating 12 queues at once). The queue exists: sending again finds it.
    for (let tries = 1; ; tries++) {
      try {
        return (await send()) ?? null;
      } catch (err) {
        if (tries >= PARTITION_RACE_TRIES || !isPartitionRace(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * tries));
      }
    }
  }

  /** Runs `task` on a cron expression (intervals are rounded to whole minutes: pg-boss schedules by minute). */
  async schedule<P>(task: string, when: string | number, payload: P): Promise<void> {
    await this.ensureQueue(task);
    await this.boss.schedule(task, toCron(when), (payload ?? {}) as object, { tz: 'UTC', singletonKey: `schedule:${task}` });
  }

  /** Starts workers for every registered task when this process runs jobs. */
  async start(): Promise<void> {
    await this.ensureStarted();
    if (!this.opts.run || this.working) return;
    this.working = true;
    const stopping = (this.stopping = new AbortController());
    // Every fetch loop's idle wait listens on this one signal: one listener per loop (tasks × concurrency), far more than
    // Node's default of 10 it would otherwise warn about as a leak in every worker's log.
    setMaxListeners(this.handlers.size * this.opts.concurrency + 10, stopping.signal);
    this.idle.clear();
    // A worker started to replace a dead one hands the dead one's expired jobs back at once, then every round.
    this.superviseOnce();
    this.supervisor = setInterval(() => this.superviseOnce(), this.tickSeconds * 1000);
    for (const [task, handler] of this.handlers) {
      await this.ensureQueue(task);
      for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.fetchLoop(task, handler, stopping.signal));
    }
  }

  private superviseOnce(): void {
    this.supervising ??= this.supervise()
      .catch((err) => this.log.warn({ err: (err as Error)?.message ?? String(err) }, 'job supervision failed (database unreachable?): trying again next round'))
      .finally(() => { this.supervising = null; });
  }

  /**
   * One supervisor round, run by at most one process per round (pg-boss's `maintained_on` stamp, taken a little
   * before a whole round has passed so a lone worker's timer, which fires a whole round later, never skips one).
   * Running jobs whose lease ran out (`started_on + expire_in`, pushed on by `renew` while their process lives) and that
   * have attempts left go back to `retry`, due now: their next fetch counts the attempt (pg-boss raises `retry_count`
   * when it hands out a job that ran before). Only `short`-policy queues (all of ours) are released here: their
   * uniqueness covers queued jobs only, so a released job never collides with a queued one of the same key. Jobs this
   * process runs now are alive whatever their lease says (a stalled event loop renews it late) and are left alone. Then
   * pg-boss's maintenance fails what expired out of attempts, and archives and drops old jobs.
   */
  private async supervise(): Promise<void> {
    const db = this.boss.getDb();
    const due = await db.executeSql(`UPDATE pgboss.version SET maintained_on = now()
      WHERE EXTRACT(EPOCH FROM (now() - COALESCE(maintained_on, now() - interval '1 week'))) > $1 RETURNING true`, [this.tickSeconds * 0.8]);
    if (!due.rows.length) return;
    const released = await db.executeSql(`UPDATE pgboss.job SET state = 'retry', start_after = now(), output = $1::jsonb
      WHERE state = 'active' AND started_on + expire_in < now() AND retry_count < retry_limit AND policy = 'short'
        AND NOT (id = ANY($2::uuid[]))
      RETURNING name, id`, [JSON.stringify({ message: 'lease expired: the process running this job stopped renewing it (it died or stalled); retried at once' }), [...this.running.keys()]]);
    if (released.rows.length) this.log.warn({ jobs: (released.rows as { name: string; id: string }[]).map((r) => `${r.name}:${r.id}`) }, 'jobs whose lease ran out (their worker died or stalled) handed back to the queue');
    await this.boss.maintain();
  }

  /**
   * One of `concurrency` loops per task: fetch a job, run it to its end, fetch the next. Of a task's idle loops only one
   * polls (every `pollMs` while none is due); the others nap until it finds a job — then the next one fetches at once,
   * as more may be due — or the worker stops. Every loop polling on its own cost an idle worker one query per loop and
   * task every `pollMs` (4 workers of 4 loops: ~14% of a core between them and PostgreSQL, doing nothing).
   */
  private async fetchLoop(task: string, handler: JobHandler, stop: AbortSignal): Promise<void> {
    let idle = this.idle.get(task);
    if (!idle) this.idle.set(task, (idle = { polling: false, nappers: [] }));
    while (!stop.aborted) {
      if (idle.polling) { await napUntilWoken(idle.nappers, stop); continue; }
      idle.polling = true;
      let jobs: PgBoss.JobWithMetadata<unknown>[] = [];
      try {
        jobs = await this.boss.fetch(task, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        this.log.warn({ task, err: (err as Error)?.message ?? String(err) }, 'fetching a job failed (database unreachable?): trying again');
      }
      if (!jobs.length) { await wait(this.opts.pollMs, undefined, { signal: stop }).catch(() => undefined); idle.polling = false; continue; } // woken by stop()
      idle.polling = false;
      idle.nappers.shift()?.(); // another idle loop fetches now: more jobs may be due
      for (const job of jobs) {
        const inFlight = new InFlight(job.id, this.log.child({ task, jobId: job.id }));
        const done = this.runOne(task, handler, job, inFlight);
        this.running.set(job.id, { task, retryCount: job.retryCount ?? 0, inFlight, done });
        try { await done; } finally { this.running.delete(job.id); }
      }
    }
  }

  /**
   * Stops fetching, waits up to `stopTimeoutMs` for jobs in flight, gives those still running back to the queue (their
   * clean-ups first, then `giveBack`: due now, attempt not spent), then stops pg-boss and closes its pool.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    if (this.stopping) {
      this.stopping.abort();
      // Jobs only waiting (a retry's backoff, the gap) end now and are given back; the others have until the timeout.
      for (const r of this.running.values()) r.inFlight.stop();
      const timer = new AbortController();
      const finished = await Promise.race([Promise.all(this.loops).then(() => true),
        wait(this.opts.stopTimeoutMs, false, { signal: timer.signal }).catch(() => false)]);
      timer.abort(); // no timer left holding the process once the jobs finished
      if (!finished) {
        const left = [...this.running];
        await Promise.all(left.map(([, r]) => r.inFlight.release()));
        for (const [id, { task, retryCount }] of left) {
          await this.giveBack(task, id, retryCount)
            .catch((err) => this.log.warn({ task, jobId: id, err: (err as Error)?.message }, 'could not give a running job back: it is retried when its lease runs out'));
        }
        this.log.warn({ jobs: left.map(([id, r]) => `${r.task}:${id}`) }, 'jobs still running at stop were given back to the queue, due now');
      }
      this.loops = [];
      this.stopping = null;
    }
    clearInterval(this.supervisor);
    this.supervisor = undefined;
    await this.supervising;
    await this.boss.stop({ graceful: true, wait: true, timeout: 1000 });
    this.started = undefined;
    this.working = false;
  }

  /**
   * Puts a job this worker still runs back to `created`, due now, as if it had never started: pg-boss raises a job's
   * `retry_count` when it hands out one that started before (`started_on` set), so clearing `started_on` leaves the
   * attempt unspent; `created_on` is kept, so it is fetched ahead of jobs queued after it. Only this attempt
   * (`retry_count`) of a job still active is touched. When a queued job with the same key exists meanwhile (a `short`
   * queue holds one queued job per key), that one does the work and this one is cancelled.
   */
  private async giveBack(task: string, id: string, retryCount: number): Promise<void> {
    const db = this.boss.getDb();
    const output = (message: string) => JSON.stringify({ message });
    const where = `name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`;
    try {
      await db.executeSql(`UPDATE pgboss.job SET state = 'created', started_on = NULL, start_after = now(), output = $4::jsonb WHERE ${where}`,
        [task, id, retryCount, output('given back: the worker stopped before the job finished')]);
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err; // unique_violation: a queued job with the same key
      await db.executeSql(`UPDATE pgboss.job SET state = 'cancelled', completed_on = now(), output = $4::jsonb WHERE ${where}`,
        [task, id, retryCount, output('given back: the worker stopped before the job finished; a queued job with the same key does the work')]);
    }
  }

  /** Counts of jobs by pg-boss state (created, retry, active, completed, failed …). */
  async counts(): Promise<Record<string, number>> {
    await this.ensureStarted();
    const res = await this.boss.getDb().executeSql('SELECT state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY state', []);
    return Object.fromEntries((res.rows as { state: string; n: number }[]).map((r) => [r.state, Number(r.n)]));
  }

  /** Asks pg-boss's own pool for its schema version (the queue is reachable when this answers). */
  async ready(): Promise<void> {
    await this.ensureStarted();
    await this.boss.getDb().executeSql('SELECT version FROM pgboss.version', []);
  }

  /** Payloads of `task`'s jobs that wait (created, retry) or run (active). */
  async waiting<P = unknown>(task: string, limit: number): Promise<P[]> {
    await this.ensureStarted();
    const res = await this.boss.getDb().executeSql(
      `SELECT data FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') LIMIT $2`, [task, limit]);
    return (res.rows as { data: P }[]).map((r) => r.data);
  }

  /** Per task: waiting (created, retry), active, completed in the last hour, failed in the last day. */
  async taskCounts(): Promise<TaskCounts[]> {
    await this.ensureStarted();
    const res = await this.boss.getDb().executeSql(`SELECT name AS task, state::text AS state, count(*)::int AS n FROM pgboss.job
      WHERE left(name, 2) <> '__' AND (state IN ('created', 'retry', 'active')
        OR (state = 'completed' AND completed_on >= now() - interval '1 hour') OR (state = 'failed' AND completed_on >= now() - interval '1 day'))
      GROUP BY name, state`, []);
    // pg-boss keeps a failed attempt's error (serialised) in `output`, both while the job waits to retry and once it failed.
    const errors = await this.boss.getDb().executeSql(`SELECT DISTINCT ON (name) name AS task, coalesce(completed_on, started_on) AS at, output->>'message' AS message
      FROM pgboss.job WHERE left(name, 2) <> '__' AND state IN ('retry', 'failed') AND output IS NOT NULL
        AND coalesce(completed_on, started_on) >= now() - interval '1 day'
      ORDER BY name, coalesce(completed_on, started_on) DESC`, []);
    return foldTaskCounts(res.rows as { task: string; state: string; n: number }[],
      { created: 'waiting', retry: ['waiting', 'retrying'], active: 'running', completed: 'doneLastHour', failed: 'failedLastDay' },
      errors.rows as { task: string; at: Date; message: string | null }[]);
  }

  private async runOne(task: string, handler: JobHandler, job: PgBoss.JobWithMetadata<unknown>, inFlight: InFlight): Promise<void> {
    const attempt = (job.retryCount ?? 0) + 1;
    const helpers = inFlight.helpers(attempt);
    const log = helpers.log;
    // The job's expiry was set by whichever process enqueued it, with that process's lease (a `serve`, a CLI, a test:
    // 30 s by default): this worker's lease holds from the start, so a worker killed at once frees its jobs after it.
    await this.renew(task, job.id, job.retryCount ?? 0, log);
    const lease = setInterval(() => { if (!inFlight.released) void this.renew(task, job.id, job.retryCount ?? 0, log); }, Math.max(500, (this.opts.leaseSeconds * 1000) / 3));
    let failure: { err: unknown } | null = null;
    try {
      await inFlight.run(() => handler(job.data, helpers));
    } catch (err) {
      if (!inFlight.released && !inFlight.stoppedWaiting(err)) log.warn({ err: (err as Error)?.message ?? String(err), attempt }, 'job attempt failed');
      failure = { err };
    } finally {
      clearInterval(lease);
    }
    if (inFlight.released) return; // given back by stop(): the queue has it again, due now; this run's end is not recorded
    if (failure && inFlight.stoppedWaiting(failure.err)) {
      // the worker stops and the job was only waiting (a retry's backoff, the gap): given back now, not failed
      log.info({ err: (failure.err as Error)?.message ?? String(failure.err) }, 'job given back to the queue at stop: it was waiting, nothing to finish');
      await inFlight.release(); // its clean-ups (claims the next run would otherwise wait out)
      await this.giveBack(task, job.id, job.retryCount ?? 0)
        .catch((err) => log.warn({ err: (err as Error)?.message }, 'could not give a stopped job back: it is retried when its lease runs out'));
      return;
    }
    try {
      if (failure) await this.boss.fail(task, job.id, failure.err as object);
      else await this.boss.complete(task, job.id);
    } catch (err) {
      // The database is unreachable (restarting): the job stays active and is handed out again when its lease runs out.
      log.warn({ err: (err as Error)?.message ?? String(err) }, 'could not record the job\'s end: it is handed out again when its lease runs out');
    }
  }

  /**
   * Pushes a running job's expiry to a lease from now (the job's heartbeat); logs when the job was taken from this
   * worker. Only this attempt is renewed (its retry count): a run that lost its lease never extends the retry's.
   */
  private async renew(task: string, id: string, retryCount: number, log: pino.Logger): Promise<void> {
    try {
      const res = await this.boss.getDb().executeSql(`UPDATE pgboss.job SET expire_in = (now() - started_on) + $3 * interval '1 second'
        WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $4`, [task, id, this.opts.leaseSeconds, retryCount]);
      if ((res as { rowCount?: number }).rowCount === 0) log.warn('job lease lost: it expired (this worker stalled for a whole lease) and was handed to another worker');
    } catch (err) {
      // The database is unreachable (restarting): the next renewal tries again; the lease covers two misses.
      log.warn({ err: (err as Error)?.message ?? String(err) }, 'job lease renewal failed');
    }
  }

  private ensureStarted(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined).catch((err) => {
      this.started = undefined;
      throw new JobsError('JOBS_PGBOSS_START', `pg-boss could not start: ${err.message}`, { cause: err });
    });
    return this.started;
  }

  /**
   * pg-boss 10 needs `createQueue` before `send`/`work`; creating an existing queue is not an error here. Each queue is a
   * partition attached to one parent table, and two processes attaching at once (a `serve` and workers starting
   * together) deadlock, so creations take turns: one at a time in this process, and across processes under a
   * PostgreSQL advisory lock held on a connection of its own for the creation.
   */
  private async ensureQueue(task: string): Promise<void> {
    await this.ensureStarted();
    if (this.queues.has(task)) return;
    const turn = this.creating.then(() => this.createQueueLocked(task));
    this.creating = turn.catch(() => undefined);
    await turn;
    this.queues.add(task);
  }

  private async createQueueLocked(task: string): Promise<void> {
    if (await this.boss.getQueue(task)) return;
    const lock = new pg.Client({ connectionString: this.connectionString });
    lock.on('error', (err) => this.log.warn({ err: err.message }, 'queue creation lock connection lost'));
    try {
      await lock.connect();
      await lock.query('SELECT pg_advisory_lock($1)', [CREATE_QUEUE_LOCK]);
      if (!(await this.boss.getQueue(task))) await this.boss.createQueue(task, { name: task, policy: 'short', expireInSeconds: this.opts.leaseSeconds });
    } catch (err) {
      if (!(await this.boss.getQueue(task).catch(() => null))) throw new JobsError('JOBS_CREATE_QUEUE', `could not create queue ${task}: ${(err as Error).message}`, { cause: err });
    } finally {
      await lock.end().catch(() => undefined); // ending the session releases the lock
    }
  }
}

/** How often a send is tried while the queue's partition is being attached by another process (50 ms more between tries). */
const PARTITION_RACE_TRIES = 8;

/** PostgreSQL's "no partition of relation … found for row" (check_violation): a row routed before its partition is attached. */
export function isPartitionRace(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23514' && /no partition of relation/.test(e.message ?? '');
}

/** Waits until one of `nappers` is called (the queued wake-up) or `stop` aborts. */
function napUntilWoken(nappers: (() => void)[], stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => { stop.removeEventListener('abort', wake); resolve(); };
    nappers.push(wake);
    stop.addEventListener('abort', wake, { once: true });
  });
}
