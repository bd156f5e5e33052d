/** Time source used by the arXiv client and harvesters; tests inject a virtual one so nothing really waits. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time, or as soon as `signal` fires (the process stops). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The real clock: Date.now and setTimeout (cleared when the signal fires). */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => { clearTimeout(timer); signal?.removeEventListener('abort', done); resolve(); };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener('abort', done, { once: true });
  }),
};

/** A clock whose `sleep` returns at once and moves time forward; real elapsed time still counts. Records total slept time. */
export class VirtualClock implements Clock {
  private offset = 0;
  /** Total milliseconds "slept" (the enforced waits that did not really happen). */
  slept = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  async sleep(ms: number): Promise<void> {
    if (ms <= 0) return;
    this.offset += ms;
    this.slept += ms;
  }
}
