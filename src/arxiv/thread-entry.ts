// Worker threads start from compiled JavaScript: the installed command runs from dist/, whose worker modules are
// started as they are. Code running from the TypeScript sources (tests, tsx) starts its threads from the same build
// when dist/ is newer than every source file, and otherwise through the tsx loader (worker-boot.mjs), which compiles
// module by module (about a second of CPU per thread) but always runs the current sources. Nothing is bundled at run time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(PACKAGE_ROOT, 'src');
const DIST = path.join(PACKAGE_ROOT, 'dist');
const BOOT = new URL('./worker-boot.mjs', import.meta.url);
let distFresh: boolean | null = null;

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether dist/ was built after the last change to any file under src/ (checked once per process). */
function isDistFresh(): boolean {
  if (distFresh === null) {
    try {
      const { builtAt } = JSON.parse(fs.readFileSync(path.join(DIST, 'build-info.json'), 'utf8')) as { builtAt: number };
      distFresh = builtAt >= newestSource(SRC);
    } catch {
      distFresh = false;
    }
  }
  return distFresh;
}

/**
 * The file a worker thread running `module` (its own URL, .js in dist or .ts in src) starts from: the module itself
 * when compiled, its compiled copy in an up-to-date dist/, or the tsx boot file, which loads `workerData.module`.
 */
export function threadEntry(module: URL): URL {
  const file = fileURLToPath(module);
  if (file.endsWith('.js')) return module;
  if (isDistFresh()) {
    const built = path.join(DIST, path.relative(SRC, file)).replace(/\.tsx?$/, '.js');
    if (fs.existsSync(built)) return pathToFileURL(built);
  }
  return BOOT;
}

/**
 * Heap caps of an import's threads (writers, indexer, parsers). Left alone, V8 lets a busy thread's heap grow to
 * hundreds of MB of garbage before collecting; a thread holds at most a few batches, so a capped young generation and
 * old space keep the import's peak memory flat at any file size. The young generation is 24 MB, not 8: a writer
 * thread's records of the part it is storing outlived the scavenges of a small one and were promoted, and the old
 * space, near its cap, was then marked over and over (28,248 records: about 8% less CPU in all, same peak RSS).
 */
export const THREAD_LIMITS = threadLimits();

/** THREAD_LIMITS with another old-space cap (PAPERBOARD_IMPORT_HEAP_MB: more memory, fewer full collections) or young generation. */
export function threadLimits(oldMb = 48, youngMb = 24): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: oldMb, maxYoungGenerationSizeMb: youngMb };
}

/**
 * Old space a lone writer thread gives up when it leaves venue detection to another thread (import-detect.ts): detection
 * keeps the catalogue, its compiled matchers and look-up caches alive (16 MB measured after 28,248 records), and a
 * writer holding them lived at 30–35 MB after each full collection, 10–11 MB without (`--trace-gc`, 84,744 records).
 * With 24 MB of old space and a 12 MB young generation it was fully collected about as rarely as before it detected
 * at all, and the detection thread's heap takes the catalogue instead (detectionThreadLimits), so the import's peak memory
 * does not grow. 16, not 24, since round impspeed (a 32 MB writer): at 24 the writer was fully collected 22–23 times per
 * 84,744 records (`--trace-gc`); at 32 the import used 1.8 s (8%) less CPU in five pairs alternated with the code before,
 * every pair less (measured beside a change to the main thread's young generation that was later reverted; peak RSS
 * with the 32 MB writer alone: 236 MB on a quiet machine, within the 232–239 MB of before).
 */
export const DETECTION_MB = 16;

/** Heap caps of a lone writer thread that leaves venue detection to its own thread, from the import's old-space cap. */
export function writerWithoutDetection(oldMb = 48): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return threadLimits(Math.min(oldMb, Math.max(oldMb - DETECTION_MB, 24)), 12);
}

/**
 * Heap caps of the thread that detects venues for a lone writer (import-detect.ts): the catalogue in its old space,
 * a small young generation (its requests are parts of 100 records). 32 MB of old space ran out (heap out of memory).
 */
export function detectionThreadLimits(oldMb = 48): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  return threadLimits(oldMb, 8);
}

/**
 * The share of its old-space cap the detection thread's live heap may take after detecting an import's venues
 * (catalogue, compiled matchers, look-up caches, remembered detections): the rest is room for the garbage of the
 * parts it is detecting and for the catalogue to grow. test/papers/detect-headroom.test.ts holds the thread to it at
 * the default cap: the catalogue of round v89 (a live heap of ~44 MB of 48) would have failed it.
 */
export const DETECTION_HEAP_SHARE = 0.75;

/** Lowers the calling thread's priority to `nice` (Linux nice values are per thread; 0 leaves it alone). */
export function niceThread(nice: number): void {
  if (nice > 0) {
    try { os.setPriority(nice); } catch { /* not permitted here: the thread keeps its priority */ }
  }
}
