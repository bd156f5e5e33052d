import type { Store } from '../store/connection.ts';
import type { Jobs } from './jobs.ts';
import { withLease } from './lease.ts';

/**
 * A kind of background work kept topped up: `sweep` finds what is left and enqueues `work` jobs, so that never
 * more than `bound` of them wait or run; as work jobs finish and the backlog drains to half the bound, the sweep
 * is enqueued again at once (keyed, so at most one waits). The periodic sweep stays as a safety net only.
 * The pace is then set by what the work jobs wait on (the model's limits, arXiv's gap), not by the sweep's period.
 */
export interface Refill {
  work: string;
  sweep: string;
  bound: number;
  /**
   * While work is left, the sweep looks again after this many ms even if no job finishing asked it to (default 10 s;
   * a fifth of it after a sweep that queued jobs, as work then drains faster than a finishing job may get a sweep
   * queued: one already running holds its key).
   */
  recheckMs?: number;
  /** False: a sweep fills the queue once and never enqueues another (the work's automatic schedule is off). */
  chain?: boolean;
}

/** How long one sweep may hold its lease (a sweep whose process died frees it after this). */
const SWEEP_LEASE_MS = 5 * 60_000;

/**
 * Called as a work job finishes: enqueues the sweep when the other jobs waiting or running are at most half the bound
 * (the job calling counts itself: it is still running). Returns whether it did.
 */
export async function refillWhenLow(jobs: Jobs, r: Refill): Promise<boolean> {
  const others = (await jobs.waiting(r.work, r.bound + 1)).length - 1;
  if (others > Math.floor(r.bound / 2)) return false;
  return queueSweep(jobs, r.sweep);
}

/** Enqueues a sweep now under its own key (a sweep already queued is not doubled). Returns whether it queued one. */
export async function queueSweep(jobs: Jobs, sweep: string): Promise<boolean> {
  return (await jobs.enqueue(sweep, {}, { key: sweep, maxAttempts: 2 })) !== null;
}

/**
 * One sweep: with the store-wide lease held (one sweep of a kind at a time, across processes), calls
 * `fill(room, waiting)` with the number of jobs it may add and the payloads already waiting (so it skips their
 * items); `fill` returns the jobs it enqueued. Returns that number, or null when another sweep held the lease.
 */
export async function sweepInto<P>(jobs: Jobs, store: Store, r: Refill, fill: (room: number, waiting: P[]) => Promise<number>): Promise<number | null> {
  const n = await withLease(store, `sweep:${r.sweep}`, SWEEP_LEASE_MS, async () => {
    const waiting = await jobs.waiting<P>(r.work, r.bound);
    const room = r.bound - waiting.length;
    // Fill only once half the bound has drained, so each sweep's query pays for many jobs.
    const queued = room >= Math.max(1, Math.floor(r.bound / 2)) ? await fill(room, waiting) : 0;
    // Jobs finishing at the same moment may each see the others still running and none ask for a sweep: while work
    // is left, look again shortly (its own key, so it never blocks the immediate refill).
    if (r.chain !== false && (queued > 0 || waiting.length > 0)) {
      const recheck = (r.recheckMs ?? 10_000) / (queued > 0 ? 5 : 1);
      await jobs.enqueue(r.sweep, {}, { key: `${r.sweep}:recheck`, runAt: new Date(Date.now() + recheck), maxAttempts: 2 });
    }
    return queued;
  });
  // Another sweep held the lease and may have looked before the latest jobs finished: look again in a moment.
  if (n === undefined && r.chain !== false) await jobs.enqueue(r.sweep, {}, { key: r.sweep, runAt: new Date(Date.now() + 1000), maxAttempts: 2 });
  return n ?? null;
}
