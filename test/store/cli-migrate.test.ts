import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, PG_URL, testDatabaseUrl } from '../helpers/stores.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
const run = promisify(execFile);

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try { await c.query(q); } finally { await c.end(); }
}

// `paperboard migrate` (the paperboard-migrate unit, the Procfile's release step) names what it applied, so an admin
// upgrading sees which migrations ran; run again, it applies nothing.
describeStores('paperboard migrate', (kind) => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-migrate-'));
    env = { ...process.env, PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_SQLITE_PATH: path.join(dir, 'pb.db'), DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const name = `pb_test_${crypto.randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      env.DATABASE_URL = testDatabaseUrl(name);
      cleanup = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
  afterAll(async () => { await cleanup(); });

  it('lists the migrations it applied, then none', async () => {
    const migrations = fs.readdirSync(path.resolve(import.meta.dirname, '../../src/store/migrations')).filter((f) => /^\d{3}-.*\.ts$/.test(f)).sort();
    const first = (await run(process.execPath, [BIN, 'migrate'], { env })).stdout.trim().split('\n');
    expect(first.slice(0, -1)).toEqual(migrations.map((f) => `applied ${f.replace(/\.ts$/, '')}`));
    expect(first.at(-1)).toBe(`store is up to date (${kind}; ${migrations.length} migrations applied)`);
    const again = (await run(process.execPath, [BIN, 'migrate'], { env })).stdout.trim();
    expect(again).toBe(`store is up to date (${kind})`);
  });
});
