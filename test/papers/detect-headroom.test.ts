import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { snapshotText } from '../helpers/data.ts';
import { startIndexThread } from '../../src/papers/index-thread.ts';
import { remoteDetector } from '../../src/arxiv/import-detect.ts';
import { DETECTION_HEAP_SHARE, detectionThreadLimits } from '../../src/arxiv/thread-entry.ts';

// The import's venue-detection thread runs under a capped heap (thread-entry.ts detectionThreadLimits): its catalogue,
// matchers and caches must leave room under the cap, or a grown catalogue stops imports with "heap out of memory".
describe('venue-detection thread heap headroom', () => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore('sqlite'); });
  afterAll(async () => { await t.drop(); });

  it(`keeps its live heap under ${DETECTION_HEAP_SHARE * 100}% of its default old-space cap after detecting real records`, async () => {
    const thread = startIndexThread(t.store, 0, undefined, true, true);
    const detector = remoteDetector(thread.detection!, () => false);
    // Real snapshot records (the test excerpt), asked for in parts of 100 as an import's writer asks.
    const rows = snapshotText().map((l) => JSON.parse(l) as { id: string; comments: string | null; 'journal-ref': string | null })
      .map((r) => ({ id: r.id, comments: r.comments, journal_ref: r['journal-ref'] }));
    let named = 0;
    for (let i = 0; i < rows.length; i += 100) named += detector.ask(rows.slice(i, i + 100))().filter((v) => v.length > 0).length;
    await thread.finish();
    const heap = thread.heap()!;
    console.log(`detection thread heap: ${JSON.stringify(heap)}`);
    // The thread ran at the import's default cap, and did detect venues (the measure is of a thread that worked).
    expect(heap.end.oldLimitMb).toBe(detectionThreadLimits().maxOldGenerationSizeMb);
    expect(named).toBeGreaterThan(1000);
    // Measured with most of its remembered detections held (they are dropped all at once when full).
    expect(heap.end.remembered.held).toBeGreaterThan(heap.end.remembered.max / 2);
    expect(heap.loaded.usedMb).toBeLessThan(heap.end.usedMb + 1);
    expect(heap.end.usedMb).toBeLessThan(heap.end.oldLimitMb * DETECTION_HEAP_SHARE);
  });
});
