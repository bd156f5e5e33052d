// `paperboard harvest oai` beside a served SQLite site gives way to the site's writes as `paperboard import` does
// (store/write-intent.ts): its write transactions are sized by time and each first waits while a write of the site
// waits for the lock. SQLite only: PostgreSQL locks rows, and its writers wait on the server, never in the process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/connection.ts';
import { openMigratedSqlite } from '../helpers/stores.ts';
import { SERVING_BATCH } from '../../src/store/serving.ts';
import { lockLine, runBesideBusySite, slowPaperInserts } from '../helpers/busy-site.ts';
import { oaiRecordsOf, ReplayServer } from './replay-server.ts';

/**
 * The recorded arXivRaw records, copied under new-style ids (2601.00000, 2602.00000, …) until there are `n`: a
 * harvest of a busy day, long enough for the site to write many times while it runs.
 */
function manyRecords(n: number): string[] {
  const recorded = oaiRecordsOf('arxiv-oai-harvester/ListRecords_arXivRaw.xml');
  const out: string[] = [];
  for (let copy = 1; out.length < n; copy++) {
    for (const [j, r] of recorded.entries()) {
      if (out.length >= n) break;
      const id = /<identifier>oai:arXiv\.org:(.+?)<\/identifier>/.exec(r)![1];
      out.push(r.split(id).join(`26${String(copy).padStart(2, '0')}.${String(j).padStart(5, '0')}`));
    }
  }
  return out;
}

describe('a harvest beside a served SQLite site gives way to the site\'s writes', () => {
  const RECORDS = 2000;
  let server: ReplayServer;
  let dir: string;
  let db: string;
  let store: Store;
  beforeAll(async () => {
    server = await new ReplayServer().start();
    server.setOaiRecords(manyRecords(RECORDS), 1000); // arXiv's page size
  });
  afterAll(async () => { await server.stop(); });
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-harvest-giveway-'));
    db = path.join(dir, 'site.db');
    store = await openMigratedSqlite(db, { patient: true });
    slowPaperInserts(store);
  });
  afterEach(async () => { await store.close(); fs.rmSync(dir, { recursive: true, force: true }); });

  const harvest = (holdMs: number) => runBesideBusySite(store,
    ['harvest', 'oai', '--set', 'cs', '--from', '2016-10-20', '--until', '2016-10-21', '--no-progress'],
    { PAPERBOARD_SQLITE_PATH: db, DATABASE_URL: '', PAPERBOARD_IMPORT_HOLD_MS: String(holdMs), PAPERBOARD_IMPORT_SAMPLE: 'false',
      PAPERBOARD_ARXIV_OAI_URL: `${server.url}/oai`, PAPERBOARD_ARXIV_GAP_MS: '150' },
    '(SELECT count(*) FROM papers)', RECORDS);

  it('with 250-record transactions, each write of a busy site waits behind at most two of them', async () => {
    const { out, waits } = await harvest(0);
    expect(waits.length).toBeGreaterThan(3);
    // Papers stored while each write waited, in 250-record transactions.
    const behind = waits.map((w) => (w.at - w.before) / SERVING_BATCH);
    expect(Math.max(...behind), JSON.stringify(behind)).toBeLessThanOrEqual(2);
    const lock = lockLine(out);
    expect(lock.transactions).toBe(RECORDS / SERVING_BATCH);
    expect(lock.gaveWay, out).toBeGreaterThan(0);
    expect(out).toMatch(/done · 2 pages/);
  }, 300_000);

  it('with transactions sized by time (PAPERBOARD_IMPORT_HOLD_MS), they are smaller and every record is stored', async () => {
    const { out, waits } = await harvest(50);
    const lock = lockLine(out);
    expect(lock.transactions).toBeGreaterThan(RECORDS / SERVING_BATCH);
    expect(waits.length).toBeGreaterThan(3);
    expect(lock.gaveWay, out).toBeGreaterThan(0);
    // Every record read is stored (or counted as skipped: a deleted or unreadable record of the recorded day).
    const run = await store.db.selectFrom('harvest_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done', pages: 2 });
    expect(run.records + run.skipped).toBe(RECORDS);
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM papers`.execute(store.db)).rows[0].n)).toBe(run.records);
  }, 300_000);
});
