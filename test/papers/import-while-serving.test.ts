// An import running beside the site: reports filed through the web app while a large import writes the same store
// all succeed (no "database is locked", no 5xx), and `serve` marks the store as served on this machine so an import
// knows to yield. How long the reports waited is measured by bench:import-serving, not asserted here.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { testApp } from '../helpers/app.ts';
import { seedPapers } from '../corrections/fixture.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { markServing, servedHere } from '../../src/store/serving.ts';

describeStores('an import beside the site', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  beforeEach(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store, { PAPERBOARD_REPORTS_PER_HOUR: '100000' });
  });
  afterEach(async () => { await t.drop(); });

  it('reports filed while a large import runs all succeed', async () => {
    const file = tempFile('big.jsonl', snapshotLines(1, 8000));
    let importing = true;
    const statuses: number[] = [];
    const reports = (async () => {
      for (let i = 0; importing || i < 5; i++) {
        const r = await app.request(`/api/v1/papers/${ids[i % ids.length]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ field: 'title_zh', proposed: `建议 ${i}` }) });
        statuses.push(r.status);
        if (r.status >= 300) throw new Error(`report ${i}: HTTP ${r.status} ${await r.text()}`);
        await new Promise((res) => setTimeout(res, 20));
      }
    })();
    try {
      const s = await importFile(t.store, file, { workers: true, batchSize: 500, nice: 10 });
      expect(s.inserted + s.updated + s.unchanged).toBeGreaterThan(7000);
    } finally {
      importing = false;
    }
    await reports;
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((s) => s === 201 || s === 200), statuses.join(',')).toBe(true);
    const filed = await t.store.db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(filed.n)).toBe(statuses.length);
  }, 120_000);

  it('serve marks the store as served on this machine while it runs', async () => {
    expect(await servedHere(t.store)).toBe(false);
    const unmark = await markServing(t.store);
    expect(await servedHere(t.store)).toBe(true);
    await unmark();
    expect(await servedHere(t.store)).toBe(false);
  });
});
