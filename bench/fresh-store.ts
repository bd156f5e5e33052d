// A fresh, migrated store for a benchmark: a temp SQLite file, or a PostgreSQL database with a random name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { openStore, type Store } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';

/** The PostgreSQL server benchmarks create their databases on. */
export const PG_URL = process.env.PAPERBOARD_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Opens a fresh store of `kind`; `drop()` closes and deletes it. */
export async function freshStore(kind: string): Promise<{ store: Store; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-db-'));
    const store = openStore({ sqlitePath: path.join(dir, 'bench.db') });
    await migrate(store);
    return { store, drop: async () => { await store.close(); fs.rmSync(dir, { recursive: true }); } };
  }
  const name = `pb_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString(), sqlitePath: '' });
  await migrate(store);
  return { store, drop: async () => { await store.close(); await admin.query(`DROP DATABASE ${name} WITH (FORCE)`); await admin.end(); } };
}
