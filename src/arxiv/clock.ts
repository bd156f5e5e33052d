/** Time source used by the arXiv client and harvesters; tests inject a virtual one so nothing really waits. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock's time. */
  sleep(ms: number): Promise<void>;
}

/** The real clock: Date.now and setTimeout. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
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
