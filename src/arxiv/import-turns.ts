// The memory an import's writer threads share: whose turn it is to commit, an abort flag, and the running counts
// that each batch's checkpoint carries. Batches commit strictly in file order, so a checkpoint always covers
// every line before it, exactly as a single writer's would.

const TURN = 0;
const ABORT = 1;
const COUNTS = 2;

/** The counts every checkpoint carries, in their slot order. */
export const COUNT_KEYS = ['read', 'inserted', 'updated', 'unchanged', 'rejected'] as const;
export type Counts = Record<(typeof COUNT_KEYS)[number], number>;

/** Thrown in a writer thread waiting for its turn when another thread failed (the import stops). */
export class ImportAborted extends Error {}

/** Shared control memory starting at `counts` (an interrupted run's totals) with batch 0's turn. */
export function createControl(counts: Counts): SharedArrayBuffer {
  const buf = new SharedArrayBuffer(4 * (COUNTS + COUNT_KEYS.length));
  const ctl = new Int32Array(buf);
  COUNT_KEYS.forEach((k, i) => { ctl[COUNTS + i] = counts[k]; });
  return buf;
}

/** Blocks the calling writer thread until batch `seq` may commit; throws ImportAborted when the import stopped. */
export function waitTurn(ctl: Int32Array, seq: number): void {
  for (;;) {
    if (aborted(ctl)) throw new ImportAborted('import stopped');
    const turn = Atomics.load(ctl, TURN);
    if (turn === seq) return;
    Atomics.wait(ctl, TURN, turn, 250);
  }
}

/** Whether the import stopped (a thread failed). */
export function aborted(ctl: Int32Array): boolean {
  return Atomics.load(ctl, ABORT) === 1;
}

/** The totals committed so far (read while holding the turn). */
export function totals(ctl: Int32Array): Counts {
  return Object.fromEntries(COUNT_KEYS.map((k, i) => [k, Atomics.load(ctl, COUNTS + i)])) as Counts;
}

/** Records the new totals and hands the turn to the next batch. */
export function passTurn(ctl: Int32Array, counts: Counts): void {
  COUNT_KEYS.forEach((k, i) => Atomics.store(ctl, COUNTS + i, counts[k]));
  Atomics.add(ctl, TURN, 1);
  Atomics.notify(ctl, TURN);
}

/** Stops every writer thread at its next turn. */
export function abortAll(ctl: Int32Array): void {
  Atomics.store(ctl, ABORT, 1);
  Atomics.notify(ctl, TURN);
}
