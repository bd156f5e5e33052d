import crypto from 'node:crypto';
import pino from 'pino';
import { sql, type Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { JobsTable } from '../store/schema.ts';
import { DEFAULT_MAX_ATTEMPTS, foldTaskCounts, InFlight, retryDelaySeconds, type EnqueueOptions, type JobHandler, type Jobs, type JobsOptions, type TaskCounts } from './jobs.ts';
import { nextRun } from './schedule.ts';

type JobRow = Selectable<JobsTable>;
interface Schedule { task: string; when: string | number; payload: unknown; next: Date }

const iso = (d: Date = new Date()) => d.toISOString();
const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 2000);

/** In-process job runner over the `jobs` table (SQLite mode; also works on PostgreSQL, but there pg-boss is used). */
export class SqliteJobs implements Jobs {
  readonly engine = 'sqlite' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: Schedule[] = [];
  private readonly active = new Set<Promise<void>>();
  /** Ids of the jobs this process runs now: alive, whatever their lease says (a stalled event loop renews it late). */
  private readonly executing = new Map<number, InFlight>();
  private readonly id = `${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  private readonly opts: Required<Omit<JobsOptions, 'logger'>>;
  private readonly log: pino.Logger;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking = false;
  /** The polling round in progress (or the last one), awaited by stop(). */
  private ticked: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store, opts: JobsOptions = {}) {
    this.opts = { run: true, concurrency: 2, pollMs: 1000, leaseSeconds: 300, retryBaseSeconds: 5, retryMaxSeconds: 3600, stopTimeoutMs: 30_000, ...opts };
    this.log = opts.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  }

  /** Declares the handler of a task. */
  register<P>(task: string, handler: JobHandler<P>): void {
    this.handlers.set(task, handler as JobHandler);
  }

  /** Inserts a job unless a queued one has the same key. */
  async enqueue<P>(task: string, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
    const now = iso();
    const row = await this.store.db.insertInto('jobs').values({
      task, payload: JSON.stringify(payload ?? null), key: opts.key ?? null, state: 'queued', attempts: 0,
      max_attempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, run_at: iso(opts.runAt ?? new Date()),
      locked_by: null, locked_until: null, last_error: null, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    if (row && this.running) setImmediate(() => void this.tick());
    return row ? String(row.id) : null;
  }

  /** Fires `task` on a cron expression or interval, while this process runs jobs. */
  async schedule<P>(task: string, when: string | number, payload: P): Promise<void> {
    this.schedules.push({ task, when, payload, next: nextRun(when, new Date()) });
  }

  /** Starts polling for due jobs (no-op when this process only enqueues). */
  async start(): Promise<void> {
    if (!this.opts.run || this.running) return;
    this.running = true;
    this.timer = setInterval(() => void this.tick(), this.opts.pollMs);
    void this.tick();
  }

  /** Stops polling and waits for the jobs in flight; those still running after `stopTimeoutMs` are released (queued again). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    // A polling round in progress may be claiming a job right now: wait for it, so that job is in flight below.
    await this.ticked;
    // Jobs only waiting (a retry's backoff, the gap) end now and are given back; the others have until the deadline.
    for (const f of this.executing.values()) f.stop();
    const deadline = Date.now() + this.opts.stopTimeoutMs;
    while (this.active.size && Date.now() < deadline) {
      await Promise.race([Promise.allSettled([...this.active]), new Promise((r) => setTimeout(r, Math.max(1, deadline - Date.now())))]);
    }
    if (this.active.size) await this.release();
  }

  /**
   * Gives the jobs this process still runs back to the queue, due now, their attempt not spent (a stop is not a
   * failure): their handlers' clean-ups first, and their runs' ends are not recorded.
   */
  private async release(): Promise<void> {
    await Promise.all([...this.executing.values()].map((f) => f.release()));
    const mine = await this.store.db.selectFrom('jobs').select('id').where('locked_by', '=', this.id).where('state', '=', 'running').execute();
    for (const { id } of mine) await this.giveBack(id, 'released: the worker stopped before the job finished');
    this.log.warn({ released: mine.length }, 'jobs still running at stop were given back to the queue, due now');
  }

  /**
   * Puts a job this process runs back to `queued`, its attempt not spent; its run_at (due before now) is kept, so it is
   * claimed ahead of the jobs that became due while it ran. A queued job with the same key meanwhile does the work.
   */
  private async giveBack(id: number, why: string): Promise<void> {
    const now = iso();
    const values = { state: 'queued', attempts: sql<number>`max(attempts - 1, 0)`, last_error: why, locked_by: null, locked_until: null, updated_at: now };
    if (this.store.dialect === 'postgres') values.attempts = sql<number>`greatest(attempts - 1, 0)`;
    try {
      await this.store.db.updateTable('jobs').set(values).where('id', '=', id).where('locked_by', '=', this.id).execute();
    } catch {
      await this.store.db.updateTable('jobs').set({ state: 'done', last_error: `${why}; superseded by a queued job with the same key`, locked_by: null, locked_until: null, updated_at: now }).where('id', '=', id).execute();
    }
  }

  /** Reads the jobs table (the queue is reachable when this answers). */
  async ready(): Promise<void> {
    await this.store.db.selectFrom('jobs').select('id').limit(1).execute();
  }

  /** Payloads of queued and running jobs of `task`. */
  async waiting<P = unknown>(task: string, limit: number): Promise<P[]> {
    const rows = await this.store.db.selectFrom('jobs').select('payload').where('task', '=', task).where('state', 'in', ['queued', 'running']).limit(limit).execute();
    return rows.map((r) => JSON.parse(r.payload) as P);
  }

  /** Per task: queued, running, done in the last hour, failed in the last day. */
  async taskCounts(): Promise<TaskCounts[]> {
    const hourAgo = iso(new Date(Date.now() - 3600_000));
    const dayAgo = iso(new Date(Date.now() - 86400_000));
    const rows = await this.store.db.selectFrom('jobs').select(['task', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => eb.or([eb('state', 'in', ['queued', 'running']), eb.and([eb('state', '=', 'done'), eb('updated_at', '>=', hourAgo)]),
        eb.and([eb('state', '=', 'failed'), eb('updated_at', '>=', dayAgo)])]))
      .groupBy(['task', 'state']).execute();
    // A queued job with attempts behind it and an error kept is waiting to run again; its error, or a failed job's, is
    // the task's last error (the newest in the last day). One grouped read: SQLite takes a bare column (last_error) from
    // the row max() picked.
    const failing = await sql<{ task: string; retrying: number; at: string; last_error: string | null }>`
      SELECT task, count(*) FILTER (WHERE state = 'queued') AS retrying, max(updated_at) AS at, last_error FROM jobs
      WHERE last_error IS NOT NULL AND attempts > 0 AND state IN ('queued', 'failed') AND updated_at >= ${dayAgo} GROUP BY task`.execute(this.store.db);
    const errors = failing.rows.map((r) => ({ task: r.task, at: r.at, message: r.last_error }));
    return foldTaskCounts([...rows, ...failing.rows.map((r) => ({ task: r.task, state: 'retrying', n: r.retrying }))],
      { queued: 'waiting', running: 'running', done: 'doneLastHour', failed: 'failedLastDay', retrying: 'retrying' }, errors);
  }

  /** Counts of jobs by state. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.store.db.selectFrom('jobs').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  }

  /** One polling round: requeue abandoned jobs, fire due schedules, claim jobs up to the concurrency. */
  private tick(): Promise<void> {
    if (this.ticking || !this.running) return this.ticked;
    this.ticking = true;
    this.ticked = this.round();
    return this.ticked;
  }

  private async round(): Promise<void> {
    try {
      await this.sweep();
      await this.fireSchedules();
      while (this.running && this.active.size < this.opts.concurrency) {
        const job = await this.claim();
        if (!job) break;
        const p = this.execute(job).finally(() => { this.active.delete(p); if (this.running) setImmediate(() => void this.tick()); });
        this.active.add(p);
      }
    } catch (err) {
      this.log.error({ err }, 'job runner tick failed');
    } finally {
      this.ticking = false;
    }
  }

  private async fireSchedules(): Promise<void> {
    const now = new Date();
    for (const s of this.schedules) {
      if (s.next > now) continue;
      await this.enqueue(s.task, s.payload, { key: `schedule:${s.task}:${iso(s.next)}` });
      s.next = nextRun(s.when, now);
    }
  }

  /**
   * Marks running jobs whose lease ran out (their process died) as queued again, or failed when out of attempts. A job
   * queued again keeps its `run_at` (earlier than now), so it is claimed before jobs that became due meanwhile: a
   * dead process's work comes back as soon as its lease ends, not behind the queue.
   */
  private async sweep(): Promise<void> {
    const now = iso();
    const stale = (await this.store.db.selectFrom('jobs').selectAll().where('state', '=', 'running').where('locked_until', '<', now).execute())
      .filter((job) => !this.executing.has(Number(job.id)));
    for (const job of stale) {
      const last = `lease expired: the process running attempt ${job.attempts} stopped (${job.locked_by})`;
      const state = job.attempts >= job.max_attempts ? 'failed' : 'queued';
      try {
        await this.store.db.updateTable('jobs').set({ state, last_error: last, locked_by: null, locked_until: null, updated_at: now })
          .where('id', '=', job.id).where('state', '=', 'running').execute();
      } catch {
        // a queued job with the same key exists: it will do the work
        await this.store.db.updateTable('jobs').set({ state: 'done', last_error: `${last}; superseded by a queued job with the same key`, locked_by: null, locked_until: null, updated_at: now })
          .where('id', '=', job.id).execute();
      }
    }
  }

  /** Takes the next due job of a registered task, or undefined. */
  private async claim(): Promise<JobRow | undefined> {
    const tasks = [...this.handlers.keys()];
    if (!tasks.length) return undefined;
    const now = new Date();
    const db = this.store.db;
    return db.updateTable('jobs').set((eb) => ({
      state: 'running', attempts: eb('attempts', '+', 1), locked_by: this.id,
      locked_until: iso(new Date(now.getTime() + this.opts.leaseSeconds * 1000)), updated_at: iso(now),
    })).where('id', '=', (eb) => eb.selectFrom('jobs').select('id').where('state', '=', 'queued').where('run_at', '<=', iso(now))
      .where('task', 'in', tasks).orderBy('run_at').orderBy('id').limit(1))
      .where('state', '=', 'queued').returningAll().executeTakeFirst();
  }

  /** Runs one claimed job, keeps its lease alive, records the outcome. */
  private async execute(job: JobRow): Promise<void> {
    const log = this.log.child({ task: job.task, jobId: String(job.id) });
    const inFlight = new InFlight(String(job.id), log);
    this.executing.set(Number(job.id), inFlight);
    const lease = setInterval(() => {
      void this.store.db.updateTable('jobs').set({ locked_until: iso(new Date(Date.now() + this.opts.leaseSeconds * 1000)) })
        .where('id', '=', job.id).where('locked_by', '=', this.id).execute().catch(() => {});
    }, Math.max(50, (this.opts.leaseSeconds * 1000) / 3));
    try {
      await inFlight.run(() => this.handlers.get(job.task)!(JSON.parse(job.payload), inFlight.helpers(job.attempts)));
      if (!inFlight.released) await this.finish(job, { state: 'done', last_error: null });
    } catch (err) {
      if (inFlight.released) return; // given back by stop(): queued again, due now; this run's end is not recorded
      if (inFlight.stoppedWaiting(err)) {
        // the worker stops and the job was only waiting (a retry's backoff, the gap): given back now, not failed
        log.info({ err: errorText(err) }, 'job given back to the queue at stop: it was waiting, nothing to finish');
        await inFlight.release(); // its clean-ups (claims the next run would otherwise wait out)
        await this.giveBack(job.id, `given back: the worker stopped while the job waited (${errorText(err).slice(0, 300)})`);
        return;
      }
      const last = errorText(err);
      if (job.attempts >= job.max_attempts) {
        log.error({ err: last, attempt: job.attempts }, 'job failed');
        await this.finish(job, { state: 'failed', last_error: last });
      } else {
        const delay = retryDelaySeconds(job.attempts, this.opts.retryBaseSeconds, this.opts.retryMaxSeconds);
        log.warn({ err: last, attempt: job.attempts, retryInSeconds: delay }, 'job will be retried');
        await this.finish(job, { state: 'queued', last_error: last, run_at: iso(new Date(Date.now() + delay * 1000)) });
      }
    } finally {
      clearInterval(lease);
      this.executing.delete(Number(job.id));
    }
  }

  private async finish(job: JobRow, set: { state: string; last_error: string | null; run_at?: string }): Promise<void> {
    const values = { ...set, locked_by: null, locked_until: null, updated_at: iso() };
    try {
      await this.store.db.updateTable('jobs').set(values).where('id', '=', job.id).where('locked_by', '=', this.id).execute();
    } catch {
      // requeue clashed with a newer queued job of the same key: that one will do the work
      await this.store.db.updateTable('jobs').set({ ...values, state: 'done', run_at: undefined }).where('id', '=', job.id).execute();
    }
  }
}
