// The live heap of an import thread, measured after a full collection: how much of its capped old space
// (thread-entry.ts threadLimits) what it keeps alive takes. Asked for by tests only (a full collection on demand needs
// V8's gc function exposed, which this module does for the whole process): an import's venue-detection thread
// reports it after loading the venue catalogue and again at its end, so a catalogue or cache that grows into the
// thread's cap fails a test (test/papers/detect-headroom.test.ts) instead of an import in production with
// "heap out of memory" (round v89 left that thread ~4 MB of its 48 MB).
import v8 from 'node:v8';
import vm from 'node:vm';
import { resourceLimits } from 'node:worker_threads';

/** A thread's live heap and the old-space cap it runs under, MB. */
export interface ThreadHeap {
  usedMb: number;
  /** The thread's maxOldGenerationSizeMb (its resourceLimits); 0 when it runs without one. */
  oldLimitMb: number;
}

let collect: (() => void) | null = null;

/** Runs a full collection on the calling thread and returns what is left in use (live objects), with the thread's cap. */
export function liveHeap(): ThreadHeap {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  const used = v8.getHeapStatistics().used_heap_size;
  return { usedMb: Math.round((used / 1048576) * 10) / 10, oldLimitMb: resourceLimits.maxOldGenerationSizeMb ?? 0 };
}
