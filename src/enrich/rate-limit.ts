// Limits on a model: requests in flight (per process), and requests and tokens per minute (per deployment: a
// provider counts them per API key, whichever process sends). Each request reserves a slice of one timeline —
// 60,000 / rpm ms for the request, 60,000 × tokens / tpm ms for its tokens, whichever is longer — and starts no sooner
// than its slice begins. The timeline is the store's shared gap row when the client has one (every worker, server and
// CLI on the store then keeps to the limits together), else this process's own. Spacing starts evenly rather than
// sending a minute's budget at once keeps clear of providers that enforce a per-minute limit per second.
import type { GapGate } from '../arxiv/shared-gap.ts';
import { StoppedError, stoppingSignal, waitUnlessStopped } from '../jobs/stopping.ts';

export interface RateLimits {
  concurrency: number;
  /** Requests per minute; 0 = unlimited. */
  rpm: number;
  /** Tokens per minute (prompt plus the completion allowed); 0 = unlimited. */
  tpm: number;
}

export class RateLimiter {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private nextLocal = 0;

  /** `key` names the timeline in the gate (one per provider and model). */
  constructor(private readonly limits: RateLimits, private readonly gate?: GapGate, private readonly key = 'llm') {}

  /** Runs `fn` when a concurrency slot is free; a job's worker stopping meanwhile ends the wait (StoppedError). */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const stopping = stoppingSignal();
    while (this.inFlight >= this.limits.concurrency) {
      if (stopping?.aborted) throw new StoppedError('LLM request not sent: the worker is stopping; the job is given back to the queue');
      await new Promise<void>((r) => {
        const wake = () => { stopping?.removeEventListener('abort', stopped); r(); };
        const stopped = () => { const i = this.waiting.indexOf(wake); if (i >= 0) this.waiting.splice(i, 1); r(); };
        this.waiting.push(wake);
        stopping?.addEventListener('abort', stopped, { once: true });
      });
    }
    this.inFlight++;
    try {
      return await fn();
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }

  /** The slice of the timeline one request of `tokens` takes, in ms. */
  sliceMs(tokens: number): number {
    const { rpm, tpm } = this.limits;
    return Math.max(rpm ? 60_000 / rpm : 0, tpm ? (60_000 * tokens) / tpm : 0);
  }

  /**
   * Waits for this request's turn on the timeline (an HTTP attempt of `tokens`; retries take their own turn); a job's
   * worker stopping meanwhile ends the wait (StoppedError).
   */
  async take(tokens = 0): Promise<void> {
    const slice = Math.ceil(this.sliceMs(tokens));
    if (!slice) return;
    const now = Date.now();
    let start: number;
    if (this.gate) {
      start = await this.gate.reserve(this.key, slice, now);
    } else {
      start = Math.max(this.nextLocal, now);
      this.nextLocal = start + slice;
    }
    const wait = start - Date.now();
    await waitUnlessStopped(wait);
  }
}
