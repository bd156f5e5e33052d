// Builds the search index beside an import. The index has its own file (store/search-file.ts), so a second
// thread can write it while the import writes the papers: on two cores, indexing no longer follows storing.
import { Worker } from 'node:worker_threads';
import type { Store } from '../store/connection.ts';
import { detectionThreadLimits, threadEntry, threadLimits } from '../arxiv/thread-entry.ts';
import { siblingModule } from '../module-files.ts';
import { detectionChannel, type DetectEnd } from '../arxiv/import-detect.ts';
import { indexStepOn } from './search-index.ts';
import type { ThreadHeap } from '../arxiv/thread-heap.ts';

/**
 * The venue-detection thread's live heap (arxiv/thread-heap.ts) once its catalogue is loaded and at its end, with the
 * detections it remembered then (venues/detect.ts detectVenuesRemembered): reported when it is started with `reportHeap`.
 */
export interface DetectionHeap {
  loaded: ThreadHeap;
  end: ThreadHeap & { remembered: { held: number; max: number } };
}

/** Slots of the memory an import shares with its indexer thread: a counter bumped after every commit, and "done". */
export const NUDGE = 0;
export const DONE = 1;

/** An indexer thread: `nudge()` after each commit; `finish()` waits until it has indexed everything committed. */
export interface IndexThread {
  nudge(): void;
  finish(): Promise<number>;
  stop(): Promise<void>;
  /** The writer's end of venue detection in this thread (started with `detect`), else null. */
  detection: DetectEnd | null;
  /** Calls `lost` if the thread ends before finish() (a writer waiting for venues must stop). */
  onLost(lost: (err: Error) => void): void;
  /** After finish(): the detection thread's heap, when it was started with `reportHeap`; else null. */
  heap(): DetectionHeap | null;
}

/**
 * Starts an indexer thread for the SQLite store `store` (a file, not :memory:), at niceness `nice`. Returns at once: the thread
 * starts while the import begins (nudges before it runs are not lost: it
 * starts by indexing everything committed). With `detect`, the thread detects venues for a lone writer thread
 * instead (arxiv/import-detect.ts; the writer takes `detection`), and indexes nothing; with `reportHeap` as well, it
 * measures its live heap (a full collection, for tests: test/papers/detect-headroom.test.ts), given by heap().
 */
export function startIndexThread(store: Store, nice = 0, heapMb?: number, detect = false, reportHeap = false): IndexThread {
  const control = new SharedArrayBuffer(8);
  const ctl = new Int32Array(control);
  const module = siblingModule(import.meta.url, 'index-worker').href;
  const dbPath = store.sqlite!.name;
  const channel = detect ? detectionChannel(control, NUDGE) : null;
  const worker = Promise.resolve(new Worker(threadEntry(new URL(module)), {
    workerData: { module, dbPath, control, nice, detect: channel?.detector, reportHeap: detect && reportHeap }, resourceLimits: detect ? detectionThreadLimits(heapMb) : threadLimits(heapMb),
    transferList: channel ? [channel.detector.port] : [],
  }));
  let finishing = false;
  let heap: DetectionHeap | null = null;
  const result = worker.then((w) => new Promise<number>((resolve, reject) => {
    w.once('message', (m: { indexed?: number; error?: string; heap?: DetectionHeap }) => {
      heap = m.heap ?? null;
      if (m.error) reject(new Error(`search indexing: ${m.error}`));
      else resolve(m.indexed ?? 0);
    });
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`search indexer thread exited with code ${code}`)));
  }));
  // A failure surfaces at finish(); until then the import goes on (the index can always be caught up later).
  result.catch(() => {});
  const wake = () => { Atomics.add(ctl, NUDGE, 1); Atomics.notify(ctl, NUDGE); };
  return {
    nudge: wake,
    detection: channel?.writer ?? null,
    heap: () => heap,
    onLost: (lost) => { result.then(() => {}, (err: Error) => { if (!finishing) lost(err); }); },
    finish: async () => {
      finishing = true;
      channel?.writer.port.close();
      Atomics.store(ctl, DONE, 1);
      wake();
      return result;
    },
    stop: async () => {
      finishing = true;
      channel?.writer.port.close();
      await (await worker).terminate();
    },
  };
}

/** Papers the import's main thread indexes per step (indexOnEventLoop): about 0.1 s, between which its event loop runs. */
const LOOP_STEP = 1000;

/**
 * Indexes the papers an import commits on the calling thread's event loop, a step at a time through the store's own
 * connection, until finish() and caught up: the main thread of a SQLite file's import with a lone writer thread, which
 * otherwise only cuts the file into batches. The indexer thread that did it also detected the writer's venues, and
 * the writer waited for their answers while it indexed (3.3–4.3 s of 13–14 s, cpu-prof): now the detection has a
 * thread to itself (startIndexThread with `detect`), and no more threads run than before. `detection` is null.
 */
export function indexOnEventLoop(store: Store): IndexThread {
  const sqlite = store.sqlite!;
  let wake: (() => void) | null = null;
  let nudged = false;
  let done = false;
  let stopped = false;
  const nudge = (): void => { nudged = true; wake?.(); };
  // Each step holds Kysely's connection (no transaction of another caller may be open meanwhile).
  const step = () => store.db.connection().execute(async () => indexStepOn(sqlite, LOOP_STEP));
  const result = (async () => {
    let total = 0;
    for (;;) {
      nudged = false;
      const n = stopped ? 0 : await step();
      total += n;
      if (n > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      if (done || stopped) return total;
      if (!nudged) await new Promise<void>((resolve) => { wake = resolve; });
      wake = null;
    }
  })();
  result.catch(() => {});
  return {
    nudge,
    detection: null,
    heap: () => null,
    onLost: () => {},
    finish: async () => { done = true; nudge(); return result.catch((err: Error) => { throw new Error(`search indexing: ${err.message}`); }); },
    stop: async () => { stopped = true; nudge(); await result.catch(() => {}); },
  };
}
