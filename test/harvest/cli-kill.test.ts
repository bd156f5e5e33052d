import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, PG_URL, testDatabaseUrl } from '../helpers/stores.ts';
import { openStore, type Store } from '../../src/store/connection.ts';
import { oaiRecordsOf, ReplayServer } from './replay-server.ts';

const RECORDS = oaiRecordsOf('arxiv-oai-harvester/ListRecords_arXivRaw.xml').slice(0, 200);
const BIN = path.resolve(import.meta.dirname, '../../bin/paperboard.js');

describeStores('paperboard harvest oai, killed with SIGKILL mid-harvest, then resumed', (kind) => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  let server: ReplayServer;
  beforeAll(async () => {
    server = await new ReplayServer().start();
    server.setOaiRecords(RECORDS, 40);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-harvest-'));
    env = { ...process.env, PAPERBOARD_ARXIV_OAI_URL: `${server.url}/oai`, PAPERBOARD_ARXIV_GAP_MS: '150', PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_SQLITE_PATH: path.join(dir, 'pb.db'), DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const name = `pb_test_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      env.DATABASE_URL = testDatabaseUrl(name);
      cleanup = async () => {
        const a = new pg.Client({ connectionString: PG_URL });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      };
    }
  });
  afterAll(async () => { await server.stop(); await cleanup(); });

  function run(killAtRequest?: number): Promise<{ code: number | null; signal: string | null; out: string }> {
    const args = [BIN, 'harvest', 'oai', '--set', 'cs', '--from', '2016-10-20', '--until', '2016-10-21', '--no-progress'];
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    if (killAtRequest) {
      const seen = server.requests.length;
      const timer = setInterval(() => { if (server.requests.length - seen >= killAtRequest) { child.kill('SIGKILL'); clearInterval(timer); } }, 5);
      child.on('exit', () => clearInterval(timer));
    }
    return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out })));
  }

  it('stores every record exactly once', async () => {
    const first = await run(3);
    expect(first.signal).toBe('SIGKILL');
    const killedAfter = server.requests.length;
    const second = await run();
    expect(second.code, second.out).toBe(0);
    const resumedAt = server.requests[killedAfter].query.get('resumptionToken');
    expect(['replay-2', 'replay-3']).toContain(resumedAt);
    const store: Store = openStore({ databaseUrl: env.DATABASE_URL || undefined, sqlitePath: env.PAPERBOARD_SQLITE_PATH! });
    try {
      const rows = await store.db.selectFrom('papers').select('id').execute();
      const want = new Set(RECORDS.map((r) => /<identifier>oai:arXiv\.org:(.+?)<\/identifier>/.exec(r)![1]));
      expect(rows).toHaveLength(want.size);
      expect(new Set(rows.map((r) => r.id))).toEqual(want);
      const runs = await store.db.selectFrom('harvest_runs').selectAll().execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: 'done', records: 200, pages: 5, cursor: null });
    } finally {
      await store.close();
    }
    expect(second.out).toMatch(/records\/s excluding/);
  });
});
