import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { bumpDataVersion, dataVersion, versionProbe } from '../../src/web/distribution/data-version.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The data-version probe of the page caches: a change shows on the first request after the interval when the probe
// answers at once; a probe held up (its connection waiting for the write lock, its read thread busy with a long read)
// holds a request at most graceMs, then the known version answers until the probe is back.
describeStores('the data-version probe', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('shows a change made elsewhere on the first request after the interval', async () => {
    // An interval the bump fits in on a loaded machine (with 50 ms, a bump that took longer made the second get probe anew).
    const probe = versionProbe(t.store, 500);
    const v1 = await probe.get();
    await bumpDataVersion(t.store);
    expect(await probe.get()).toBe(v1); // within the interval: memoised
    await sleep(550);
    const v2 = await probe.get();
    expect(v2).not.toBe(v1);
    expect(v2).toBe(await dataVersion(t.store));
  });

  it('with no interval (probeMs 0) every call probes', async () => {
    const probe = versionProbe(t.store, 0);
    await probe.get();
    await bumpDataVersion(t.store);
    expect(await probe.get()).toBe(await dataVersion(t.store));
  });
});

it('a held-up probe holds a request at most graceMs; the known version answers until it is back; invalidate() waits', async () => {
  let n = 0;
  let release: (() => void) | null = null;
  // Each probe returns v<n>; while `slow`, it waits until released.
  let slow = false;
  const read = () => {
    const v = `v${++n}`;
    if (!slow) return Promise.resolve(v);
    return new Promise<string>((resolve) => { release = () => resolve(v); });
  };
  const probe = versionProbe({} as never, 20, { graceMs: 30, read });
  expect(await probe.get()).toBe('v1');
  slow = true;
  await sleep(30);
  const t0 = Date.now();
  expect(await probe.get()).toBe('v1'); // the probe started (v2) is held up: answered with v1 after the grace
  const waited = Date.now() - t0;
  expect(waited).toBeGreaterThanOrEqual(25);
  expect(waited).toBeLessThan(1000);
  await sleep(30);
  expect(await probe.get()).toBe('v1'); // still held up: no second probe is started meanwhile
  expect(n).toBe(2);
  slow = false;
  release!();
  await sleep(5);
  expect(await probe.get()).toBe('v3'); // v2 is back; the interval is over, so a (quick) probe runs: v3 at once
  // invalidate(): the next caller waits for a fresh probe, however long it takes.
  slow = true;
  probe.invalidate();
  let done = false;
  const fresh = probe.get().then((v) => { done = true; return v; });
  await sleep(60);
  expect(done).toBe(false);
  release!();
  expect(await fresh).toBe('v4');
});
