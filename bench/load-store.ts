// The large stores bench:load serves: built once with the real `paperboard import` from synthetic copies of the
// shared sample, then kept (SQLite: a file under the cache folder; PostgreSQL: a database named after the size).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { PG_URL } from './fresh-store.ts';
import { syntheticFile } from './synthetic-file.ts';

/** Records in the shared sample (one synthetic copy). */
export const SAMPLE_RECORDS = 28_248;
const BIN = path.resolve(import.meta.dirname, '../bin/paperboard.js');

/** Where a cached store lives and the environment that points `paperboard` at it. */
export interface LoadStore {
  kind: 'sqlite' | 'postgres';
  papers: number;
  /** e.g. PAPERBOARD_SQLITE_PATH or DATABASE_URL */
  env: Record<string, string>;
  /** Where it is, to print. */
  where: string;
}

/** The cache folder (PAPERBOARD_BENCH_CACHE, else <tmp>/paperboard-bench-load). */
export function cacheDir(): string {
  const dir = process.env.PAPERBOARD_BENCH_CACHE || path.join(os.tmpdir(), 'paperboard-bench-load');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function pgUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `paperboard ARGS` with `env`; resolves with its stdout, rejects naming the exit code and stderr. */
export function paperboard(args: string[], env: Record<string, string>, opts: { nice?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const cmd = opts.nice ? 'nice' : process.execPath;
    const argv = opts.nice ? ['-n', String(opts.nice), process.execPath, BIN, ...args] : [BIN, ...args];
    const child = spawn(cmd, argv, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`paperboard ${args.join(' ')}: exit ${code}\n${err.slice(-2000)}`))));
  });
}

/** Imports `file` into the store with the real CLI. */
export async function importInto(s: LoadStore, file: string, opts: { nice?: number } = {}): Promise<string> {
  return paperboard(['import', '--no-progress', file], s.env, opts);
}

/**
 * The store of `papers` papers on `kind`, built now when the cache has none (or `rebuild`): the first copy of the
 * sample keeps its real ids, the others get synthetic ones, cut at `papers` records.
 */
export async function loadStore(kind: 'sqlite' | 'postgres', papers: number, sample: string, opts: { rebuild?: boolean; log?: (s: string) => void } = {}): Promise<LoadStore> {
  const dir = cacheDir();
  const log = opts.log ?? ((s: string) => console.error(s));
  const marker = path.join(dir, `${kind}-${papers}.ready`);
  let s: LoadStore;
  if (kind === 'sqlite') {
    const file = path.join(dir, `sqlite-${papers}.db`);
    s = { kind, papers, env: { PAPERBOARD_SQLITE_PATH: file, DATABASE_URL: '' }, where: file };
    if (opts.rebuild || !fs.existsSync(marker)) for (const f of [file, `${file}-wal`, `${file}-shm`, file.replace(/\.db$/, '.search.db')]) fs.rmSync(f, { force: true });
  } else {
    const name = `pb_load_${papers}`;
    s = { kind, papers, env: { DATABASE_URL: pgUrl(name) }, where: pgUrl(name) };
    if (opts.rebuild || !fs.existsSync(marker)) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
  }
  if (!opts.rebuild && fs.existsSync(marker)) {
    log(`bench:load: reusing the ${kind} store of ${papers} papers at ${s.where} (delete ${marker} or pass --rebuild to build it again)`);
    return s;
  }
  fs.rmSync(marker, { force: true });
  const copies = Math.ceil(papers / SAMPLE_RECORDS);
  const tmp = fs.mkdtempSync(path.join(dir, 'file-'));
  try {
    log(`bench:load: writing ${papers} synthetic records (${copies} copies of the sample)…`);
    const file = await syntheticFile(sample, copies, { records: papers, dir: tmp });
    const t0 = Date.now();
    log(`bench:load: importing them into ${s.where} with \`paperboard import\`…`);
    await importInto(s, file);
    log(`bench:load: ${kind} store built in ${Math.round((Date.now() - t0) / 1000)} s`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return s;
}
