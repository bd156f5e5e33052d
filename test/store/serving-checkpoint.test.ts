import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkWriteSettings, configureSqlite, openStore, type Store } from '../../src/store/connection.ts';
import { openMigratedSqlite } from '../helpers/stores.ts';

// A serving process's writes (reports, moderation) do not checkpoint the WAL an import fills: that checkpoint ran on
// the web process's event loop, at every such commit once the import had written more than 4 MB since the last one.
describe('WAL checkpoints beside an import [sqlite]', () => {
  let dir: string;
  let store: Store;
  let importer: Database.Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ckpt-'));
    const file = path.join(dir, 'store.db');
    const first = await openMigratedSqlite(file);
    await first.close();
    store = openStore({ sqlitePath: file, patient: true });
    importer = configureSqlite(new Database(file));
    bulkWriteSettings(importer);
    importer.exec('CREATE TABLE scratch (x BLOB)');
  });
  afterAll(async () => {
    importer.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the import’s WAL frames to the import when a report commits', async () => {
    const fill = importer.prepare('INSERT INTO scratch VALUES (randomblob(4000))');
    importer.transaction(() => { for (let i = 0; i < 1500; i++) fill.run(); })(); // ~6 MB: past SQLite's default 4 MB
    await store.db.insertInto('kv').values({ key: 'report-like', value: '1', updated_at: new Date().toISOString() }).execute();
    // Had that commit checkpointed every frame, the importer's next transaction would start the WAL over.
    importer.prepare('INSERT INTO scratch VALUES (1)').run();
    const probe = new Database(path.join(dir, 'store.db'));
    try {
      const [{ log }] = probe.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      expect(log).toBeGreaterThan(1500);
    } finally {
      probe.close();
    }
  });
});
