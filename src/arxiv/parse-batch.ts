import { recordFromSnapshot, RecordError, type PaperInput } from './snapshot-record.ts';
import { jsonMayHoldControlChars } from '../text/control-chars.ts';
import { mergedRow, type FreshRow, type VenuesOf } from '../papers/upsert-plan.ts';

/** A parsed line, with the row (and venue mentions, when detected here) it makes when the paper is new. */
export interface ParsedRecord {
  input: PaperInput;
  /** The row for a paper not stored yet (its hash included), and its venue mentions when `venuesOf` was given. */
  fresh: FreshRow;
}

/** What a batch of lines became. */
export interface ParsedBatch {
  records: ParsedRecord[];
  rejected: { line: number; reason: string }[];
  /** Lines read, blank lines excluded. */
  read: number;
}

/**
 * Parses and validates snapshot lines, and precomputes what a new paper writes: its row, and its venue mentions when
 * `venuesOf` is given (else the plan detects them). Pure: runs in worker threads.
 */
export function parseBatch(lines: [number, string][], source: string, now: string, venuesOf: VenuesOf = null): ParsedBatch {
  const out: ParsedBatch = { records: [], rejected: [], read: 0 };
  for (const [line, text] of lines) {
    const t = text.trim();
    if (t === '') continue;
    out.read++;
    let obj: unknown;
    try {
      obj = JSON.parse(t);
    } catch (err) {
      out.rejected.push({ line, reason: `malformed JSON (${(err as Error).message})` });
      continue;
    }
    try {
      const input = recordFromSnapshot(obj, source, !jsonMayHoldControlChars(t));
      const row = mergedRow(input, undefined, now);
      out.records.push({ input, fresh: venuesOf ? { row, venues: venuesOf(row) } : { row } });
    } catch (err) {
      if (!(err instanceof RecordError)) throw err;
      out.rejected.push({ line, reason: `field ${err.message}` });
    }
  }
  return out;
}
