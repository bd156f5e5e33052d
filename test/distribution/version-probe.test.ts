import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { bumpDataVersion, dataVersion, versionProbe } from '../../src/web/distribution/data-version.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The data-version probe of the page caches: once a version is known no request waits for the next probe (on a
// SQLite web process its read can queue behind a long read on the read threads); the change shows right after.
describeStores('the data-version probe', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('answers with the known version while the next probe runs, then with the new one; invalidate() waits for a fresh one', async () => {
    const probe = versionProbe(t.store, 50);
    const v1 = await probe.get();
    await bumpDataVersion(t.store);
    await sleep(80);
    // The interval is over: this call starts a probe but is answered at once with what was known.
    expect(await probe.get()).toBe(v1);
    let v2 = v1;
    for (let i = 0; i < 100 && v2 === v1; i++) { await sleep(10); v2 = await probe.get(); }
    expect(v2).not.toBe(v1);
    expect(v2).toBe(await dataVersion(t.store));
    // After this process changed data itself, the next caller waits for a probe that sees it.
    await bumpDataVersion(t.store);
    probe.invalidate();
    expect(await probe.get()).toBe(await dataVersion(t.store));
  });

  it('with no interval (probeMs 0) every call probes', async () => {
    const probe = versionProbe(t.store, 0);
    await probe.get();
    await bumpDataVersion(t.store);
    expect(await probe.get()).toBe(await dataVersion(t.store));
  });
});
