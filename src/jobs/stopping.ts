/**
 * The process is stopping: how a job's waits that have nothing to finish end at once.
 *
 * A runner that stops (graceful SIGTERM / Ctrl-C) fires each job in flight's `stopping` signal (JobHelpers) before it
 * waits for them. Work that is really going on (a request on the wire, parsing, a model's answer) carries on as before;
 * a wait for nothing — the polite client's backoff before a retry, its gap between requests, a model's rate-limit
 * turn — ends at once and throws StoppedError, and the runner gives that job back to the queue (due now, its attempt
 * not spent) instead of recording a failure: the next run fetches what this one was waiting for.
 *
 * The runner runs each handler inside `runStoppable(signal, …)`, so code deep in a domain (the process-wide client
 * behind `fetchBytes(url, config)`) finds the job's signal with `stoppingSignal()` without every layer passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay } from 'node:timers/promises';

/** Thrown by a wait cut short because the process stops: the job is given back, not failed. */
export class StoppedError extends Error {
  readonly code = 'STOPPED';
  constructor(message = 'stopped: the worker is stopping; the job is given back to the queue') {
    super(message);
  }
}

const current = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` (a job's handler) with `signal` as the stopping signal of everything it awaits. */
export function runStoppable<T>(signal: AbortSignal, fn: () => T): T {
  return current.run(signal, fn);
}

/** The stopping signal of the job this code runs for, if any. */
export function stoppingSignal(): AbortSignal | undefined {
  return current.getStore();
}

/** Whether `err` (or an error it wraps, through `cause`) is a StoppedError. */
export function wasStopped(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof StoppedError) return true;
  }
  return false;
}

/** Waits `ms` unless `signal` fires first (then throws StoppedError at once, its timer cleared). */
export async function waitUnlessStopped(ms: number, signal: AbortSignal | undefined = stoppingSignal()): Promise<void> {
  if (signal?.aborted) throw new StoppedError();
  if (ms <= 0) return;
  if (!signal) return void await delay(ms);
  try {
    await delay(ms, undefined, { signal });
  } catch {
    throw new StoppedError();
  }
}
