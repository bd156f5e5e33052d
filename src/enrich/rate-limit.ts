/** Bounds work in flight (concurrency) and starts per rolling minute (requests per minute; 0 = unlimited). */
export class RateLimiter {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly starts: number[] = [];

  constructor(private readonly concurrency: number, private readonly rpm: number) {}

  /** Runs `fn` when a concurrency slot is free. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    while (this.inFlight >= this.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    this.inFlight++;
    try {
      return await fn();
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }

  /** Waits until one more request fits into the per-minute budget, and counts it. */
  async take(): Promise<void> {
    if (!this.rpm) return;
    for (;;) {
      const now = Date.now();
      while (this.starts.length && now - this.starts[0] >= 60_000) this.starts.shift();
      if (this.starts.length < this.rpm) {
        this.starts.push(now);
        return;
      }
      await new Promise((r) => setTimeout(r, 60_000 - (now - this.starts[0]) + 5));
    }
  }
}
