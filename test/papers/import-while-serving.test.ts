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
import { markServing, servedHere, yieldNiceness } from '../../src/store/serving.ts';
import { importSampleIfEmpty } from '../../src/main.ts';
import { testConfig } from '../helpers/app.ts';
import pino from 'pino';

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
    // 4,000 records: eight write transactions of 500 by the import's threads, each one the reports wait beside (8,000
    // before, sixteen, which checked nothing more). The reports filed while the import ran are counted below.
    const file = tempFile('big.jsonl', snapshotLines(1, 4000));
    let importing = true;
    let during = 0;
    const statuses: number[] = [];
    const reports = (async () => {
      for (let i = 0; importing || i < 5; i++) {
        const r = await app.request(`/api/v1/papers/${ids[i % ids.length]}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ field: 'title_zh', proposed: `建议 ${i}` }) });
        if (importing) during++;
        statuses.push(r.status);
        if (r.status >= 300) throw new Error(`report ${i}: HTTP ${r.status} ${await r.text()}`);
        await new Promise((res) => setTimeout(res, 20));
      }
    })();
    try {
      const s = await importFile(t.store, file, { workers: true, batchSize: 500, nice: 10 });
      expect(s.inserted + s.updated + s.unchanged).toBeGreaterThan(3500);
    } finally {
      importing = false;
    }
    await reports;
    expect(statuses.length).toBeGreaterThan(5);
    expect(during, 'reports answered while the import ran').toBeGreaterThan(5);
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

  it('background writes beside the served site yield (PAPERBOARD_IMPORT_NICE): the sample at first start imports at that niceness', async () => {
    expect(await yieldNiceness(t.store, 10)).toBe(0);
    const unmark = await markServing(t.store);
    try {
      expect(await yieldNiceness(t.store, 10)).toBe(10);
      expect(await yieldNiceness(t.store, 0)).toBe(0);
      const empty = await createTestStore(kind);
      const unmarkEmpty = await markServing(empty.store);
      try {
        const lines: { msg: string; nice?: number }[] = [];
        const log = pino({ level: 'info' }, { write: (l: string) => { lines.push(JSON.parse(l)); } });
        const n = await importSampleIfEmpty(empty.store, testConfig({ PAPERBOARD_IMPORT_SAMPLE: 'true', PAPERBOARD_IMPORT_NICE: '7' }), log);
        expect(n).toBeGreaterThan(7000);
        expect(lines.find((l) => l.msg.startsWith('store is empty'))?.nice).toBe(7);
        const stored = await empty.store.db.selectFrom('store_counts').select('n').where('name', '=', 'papers').executeTakeFirstOrThrow();
        expect(Number(stored.n)).toBe(n);
      } finally {
        await unmarkEmpty();
        await empty.drop();
      }
    } finally {
      await unmark();
    }
  }, 180_000);
});
