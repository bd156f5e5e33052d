import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';

/**
 * A sweep's look-ahead. Finding the papers a kind of work still lacks, in its order (newest accepted editions first),
 * is one pass over every paper whatever the limit — ~2.6 s of CPU for the enrichment sweep at 1M papers on SQLite
 * (bench:sweep) — and a sweep runs each time its queue drains to half its bound: with a fast model, every few seconds.
 * So a sweep reads `ahead` refills' worth at once, and the next sweeps of this process take the next ids from it,
 * each id re-checked by key (`recheck`: a paper done meanwhile, or already queued, is passed over), until the list
 * runs out, is older than `maxAgeMs`, or the store gained papers (its highest paper seq moved: new papers may belong
 * before the rest). A paper whose version moved on (same seq) waits at most `maxAgeMs` for its place.
 */
export class SweepLookahead {
  private ids: string[] = [];
  private pos = 0;
  private stamp = '';
  private readAt = 0;

  constructor(
    private readonly store: Store,
    /** The ids still lacking the work, in order, at most `limit`. */
    private readonly scan: (limit: number) => Promise<string[]>,
    /** Of `ids`, those still lacking the work. */
    private readonly recheck: (ids: string[]) => Promise<Set<string>>,
    private readonly opts: { ahead?: number; maxAgeMs?: number; now?: () => number } = {},
  ) {}

  /** Up to `n` ids still lacking the work and not in `skip`, in order. */
  async next(n: number, skip: Set<string>): Promise<string[]> {
    if (n <= 0) return [];
    const now = (this.opts.now ?? Date.now)();
    const stamp = await storeStamp(this.store);
    const stale = stamp !== this.stamp || now - this.readAt > (this.opts.maxAgeMs ?? 10 * 60_000);
    if (!stale) {
      const out = await this.take(n, skip);
      if (out.length >= n || this.pos < this.ids.length) return out;
      // Ran out: what is left may not have been in the list (it held only `ahead` refills' worth): read again.
      return [...out, ...(await this.read(n - out.length, new Set([...skip, ...out]), now, stamp))];
    }
    return this.read(n, skip, now, stamp);
  }

  private async read(n: number, skip: Set<string>, now: number, stamp: string): Promise<string[]> {
    const ahead = Math.max(1, this.opts.ahead ?? 20);
    this.ids = await this.scan(n * ahead + skip.size);
    this.pos = 0;
    this.stamp = stamp;
    this.readAt = now;
    // Fresh from the scan: nothing to re-check.
    const out: string[] = [];
    while (this.pos < this.ids.length && out.length < n) {
      const id = this.ids[this.pos++];
      if (!skip.has(id)) out.push(id);
    }
    return out;
  }

  private async take(n: number, skip: Set<string>): Promise<string[]> {
    const out: string[] = [];
    while (this.pos < this.ids.length && out.length < n) {
      const start = this.pos;
      const part = this.ids.slice(start, start + Math.max(2 * (n - out.length), 50));
      const candidates = part.filter((id) => !skip.has(id));
      const left = candidates.length ? await this.recheck(candidates) : new Set<string>();
      this.pos = start + part.length;
      for (let i = 0; i < part.length; i++) {
        if (skip.has(part[i]) || !left.has(part[i])) continue;
        out.push(part[i]);
        // Full: the rest of this part stays in the list for the next sweep.
        if (out.length >= n) { this.pos = start + i + 1; break; }
      }
    }
    return out;
  }
}

/** What moves when the store gains papers: the highest paper seq (the primary key's last entry: no scan). */
async function storeStamp(store: Store): Promise<string> {
  const r = await sql<{ s: number | string | null }>`select max(seq) as s from papers`.execute(store.db);
  return String(r.rows[0]?.s ?? '');
}
