import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { bumpDataVersion, dataVersion, importHold } from '../../src/web/distribution/data-version.ts';
import { openStore } from '../../src/store/connection.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';

/** 2,500 real records in batches of 500: five batches, as the excerpt's 10,148 made in batches of 2,000 at a quarter of the import's cost. */
const EXCERPT = tempFile('hold.jsonl', snapshotLines(1, 2500));
const BATCH = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// While an import runs, the data version the page caches follow moves at most once per refresh interval (the
// tables it writes are held); corrections and moderators' bumps still move it at once; the end moves it to live.
describeStores('data version held by a running import', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('an import with a long refresh shows one version across its batches, then the live one', async () => {
    const before = await dataVersion(t.store);
    const seen: string[] = [];
    let bumped: { before: string; after: string } | null = null;
    const s = await importFile(t.store, EXCERPT, {
      batchSize: BATCH, refreshS: 3600, index: false,
      onChanged: async () => {
        seen.push(await dataVersion(t.store));
        if (seen.length === 2) {
          // A moderator's change during the import shows at once.
          const b = await dataVersion(t.store);
          await bumpDataVersion(t.store);
          bumped = { before: b, after: await dataVersion(t.store) };
        }
      },
    });
    expect(s.inserted).toBeGreaterThan(2000);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen[0]).not.toBe(before);
    expect(seen[0]).toMatch(/\|held /);
    expect(seen[1]).toBe(seen[0]); // the second batch's papers do not move it
    expect(bumped!.after).not.toBe(bumped!.before);
    expect(new Set(seen.slice(2)).size).toBe(1); // after the bump, held again across the remaining batches
    const after = await dataVersion(t.store);
    expect(after).not.toMatch(/\|held /);
    expect(after).not.toBe(seen.at(-1));
    const holds = await t.store.db.selectFrom('kv').select('key').where('key', 'like', 'import_hold%').execute();
    expect(holds).toEqual([]);
  });

  it('without a refresh interval every batch moves the version', async () => {
    const seen: string[] = [];
    const u = await createTestStore(kind);
    try {
      await importFile(u.store, EXCERPT, { batchSize: BATCH, refreshS: 0, index: false, onChanged: async () => { seen.push(await dataVersion(u.store)); } });
    } finally {
      await u.drop();
    }
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.some((v) => v.includes('|held '))).toBe(false);
  });

  it('renews at most once per interval; an expired hold (a killed import) counts for nothing', async () => {
    const live = await dataVersion(t.store);
    const hold = importHold(t.store, 'test', 1);
    await hold.tick();
    const v1 = await dataVersion(t.store);
    expect(v1).not.toBe(live);
    // Another process (its own connection) sees the same held version.
    const other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: t.env.PAPERBOARD_SQLITE_PATH ?? '' });
    try {
      expect(await dataVersion(other)).toBe(v1);
    } finally {
      await other.close();
    }
    await bumpDataVersion(t.store); // moves the version now …
    const v2 = await dataVersion(t.store);
    expect(v2).not.toBe(v1);
    await hold.tick(); // … but a tick within the interval does not
    expect(await dataVersion(t.store)).toBe(v2);
    await sleep(1050);
    await hold.tick();
    const v3 = await dataVersion(t.store);
    expect(v3).not.toBe(v2);
    await hold.end();
    const ended = await dataVersion(t.store);
    expect(ended).not.toMatch(/\|held /);
    // A hold left behind by a killed import, past its expiry: the live version, and the next import clears it.
    await t.store.db.insertInto('kv').values({ key: 'import_hold:dead', value: `${new Date(Date.now() - 1000).toISOString()}/x`, updated_at: new Date().toISOString() }).execute();
    expect(await dataVersion(t.store)).not.toMatch(/\|held /);
    const next = importHold(t.store, 'next', 10);
    await next.tick();
    expect(await t.store.db.selectFrom('kv').select('key').where('key', '=', 'import_hold:dead').executeTakeFirst()).toBeUndefined();
    expect(await dataVersion(t.store)).toMatch(/\|held /);
    await next.end();
    expect(await dataVersion(t.store)).not.toMatch(/\|held /);
  });
});
