// How an import beside a served SQLite site shares the store's write lock with it: each transaction is sized so it
// holds the lock about `targetMs` (records per transaction follow the time the last ones took per record), and
// before each one the import gives way while a site's write waits for the lock (store/write-intent.ts). It records
// how long every transaction held the lock, so the import's summary (and tests) can say what the site waited behind.
import { giveWay, intentFile } from '../store/write-intent.ts';

/** Records in an import's first transaction beside a site, before any has been timed. */
export const FIRST_RECORDS = 25;
/** Fewest records per transaction (however slow each one is: a commit has its own cost). */
export const MIN_RECORDS = 5;
/** The longest an import gives way to the site's waiting writes before one transaction, ms (a flag left up by a stuck process). */
export const MAX_GIVE_WAY_MS = 1000;

/** What the pacing of one import did, for its summary. */
export interface WriteLockSummary {
  /** The aimed-at lock hold per transaction, ms (PAPERBOARD_IMPORT_HOLD_MS). */
  target_ms: number;
  transactions: number;
  /** Lock hold per transaction, ms: the longest, the 99th percentile, the median, and all of them together. */
  max_ms: number;
  p99_ms: number;
  p50_ms: number;
  total_ms: number;
  /** Transactions started only after a site's write that was waiting got through, and the time given that way, ms. */
  gave_way: number;
  gave_way_ms: number;
}

/** One line saying what a write beside the site waited behind (the summary of `paperboard import` and `harvest oai`). */
export function describeWriteLock(w: WriteLockSummary): string {
  return `beside the site: ${w.transactions} write transactions held the lock ${w.p50_ms} ms (median) / ${w.p99_ms} ms (99th percentile) / ${w.max_ms} ms (longest), aiming at ` +
    `${w.target_ms || 'no limit of'} ms (PAPERBOARD_IMPORT_HOLD_MS); gave way ${w.gave_way} times to a waiting write of the site (${(w.gave_way_ms / 1000).toFixed(1)} s)`;
}

/** Paces the write transactions of a background writer (an import, a harvest) beside a served SQLite site. */
export class WritePacer {
  /** Every transaction's lock hold, ms, in order. */
  readonly holds: number[] = [];
  private gaveWay = 0;
  private gaveWayMs = 0;
  private msPerRecord: number | null = null;

  /**
   * `targetMs`: the lock hold to aim at per transaction; `maxRecords`: the most records per transaction; `intent`:
   * the store's write-intent flag file (null: no site to give way to).
   */
  constructor(readonly targetMs: number, readonly maxRecords: number, private readonly intent: string | null) {}

  /**
   * The pacer of a writer beside a site served from the SQLite file `sqlitePath`: `holdMs` per transaction
   * (PAPERBOARD_IMPORT_HOLD_MS; 0 = no time limit, `maxRecords` each), giving way through the store's flag file.
   */
  static besideSite(sqlitePath: string, holdMs: number, maxRecords: number): WritePacer {
    return new WritePacer(holdMs > 0 ? holdMs : Infinity, maxRecords, intentFile(sqlitePath));
  }

  /** Records for the next transaction. */
  size(): number {
    if (!Number.isFinite(this.targetMs)) return this.maxRecords;
    if (this.msPerRecord === null) return Math.min(this.maxRecords, FIRST_RECORDS);
    const n = Math.floor(this.targetMs / Math.max(this.msPerRecord, 1e-3));
    return Math.max(MIN_RECORDS, Math.min(this.maxRecords, n));
  }

  /** Waits while a site's write waits for the lock (at most MAX_GIVE_WAY_MS); call just before a transaction. */
  async beforeWrite(): Promise<void> {
    if (!this.intent) return;
    const ms = await giveWay(this.intent, MAX_GIVE_WAY_MS);
    if (ms > 0) {
      this.gaveWay++;
      this.gaveWayMs += ms;
    }
  }

  /** A transaction of `records` records held the lock `ms`. */
  held(ms: number, records: number): void {
    this.holds.push(ms);
    if (records <= 0) return;
    const x = ms / records;
    // Follows the cost per record as the store grows and the machine's load moves, without jumping on one outlier.
    this.msPerRecord = this.msPerRecord === null ? x : 0.7 * this.msPerRecord + 0.3 * x;
  }

  summary(): WriteLockSummary {
    const s = [...this.holds].sort((a, b) => a - b);
    const at = (p: number) => (s.length ? +s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1) : 0);
    return {
      target_ms: this.targetMs, transactions: s.length, max_ms: at(1), p99_ms: at(0.99), p50_ms: at(0.5),
      total_ms: +s.reduce((a, b) => a + b, 0).toFixed(1), gave_way: this.gaveWay, gave_way_ms: +this.gaveWayMs.toFixed(1),
    };
  }
}
