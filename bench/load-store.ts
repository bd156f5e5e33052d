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
// PAPERBOARD_BENCH_BIN: another build's bin/paperboard.js (serve and import), to compare builds on the same store.
const BIN = process.env.PAPERBOARD_BENCH_BIN || path.resolve(import.meta.dirname, '../bin/paperboard.js');

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
    const t0 = Date.now();
    if (kind === 'postgres' && copies > 1) {
      // `paperboard import` stores ~1,800 records/s on PostgreSQL (a 1M store took most of an hour): the sample is
      // imported once with it, and the other copies are made by the database itself (pgExpand).
      log(`bench:load: importing the sample into ${s.where} with \`paperboard import\`…`);
      await importInto(s, sample);
      log(`bench:load: copying it in the database to ${papers} papers…`);
      await pgExpand(s.env.DATABASE_URL, papers, log);
    } else {
      log(`bench:load: writing ${papers} synthetic records (${copies} copies of the sample)…`);
      const file = await syntheticFile(sample, copies, { records: papers, dir: tmp });
      log(`bench:load: importing them into ${s.where} with \`paperboard import\`…`);
      await importInto(s, file);
    }
    log(`bench:load: ${kind} store built in ${Math.round((Date.now() - t0) / 1000)} s`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return s;
}

/** syntheticId (synthetic-file.ts) in SQL, of the bigint expression `n`. */
const SQL_SYNTHETIC_ID = (n: string) => `(90 + (${n}) / 99999 / 12)::text || lpad((((${n}) / 99999) % 12 + 1)::text, 2, '0') || '.' || lpad(((${n}) % 99999 + 1)::text, 5, '0')`;

/** Sample papers copied per INSERT … SELECT by pgExpand. */
const CHUNK = 1000;

/**
 * Grows a PostgreSQL store holding the imported sample to `papers` papers: further copies of its papers, versions
 * and venue mentions under synthetic ids (as syntheticFile names them), made with INSERT … SELECT in the database,
 * with the papers' GIN indexes dropped meanwhile and built again at the end (each copy would otherwise update
 * them row by row). The maintained counts follow through their triggers, as on an import.
 */
async function pgExpand(url: string, papers: number, log: (s: string) => void): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("SET maintenance_work_mem = '256MB'");
    const cols = async (table: string) => (await db.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1
        AND is_generated = 'NEVER' AND coalesce(column_default, '') NOT LIKE 'nextval(%' ORDER BY ordinal_position`, [table])).rows.map((r) => r.c);
    const gin = (await db.query<{ name: string; def: string }>(
      "SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'papers' AND indexdef ILIKE '% USING gin %'")).rows;
    for (const i of gin) await db.query(`DROP INDEX ${i.name}`);
    await db.query('CREATE TEMP TABLE bench_base AS SELECT id, row_number() OVER (ORDER BY seq) - 1 AS j FROM papers');
    await db.query('CREATE INDEX ON bench_base (j)');
    await db.query('ANALYZE bench_base');
    const base = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM bench_base')).rows[0].n);
    const tables: [string, string][] = [['papers', 'id'], ['paper_versions', 'paper_id'], ['paper_venues', 'paper_id']];
    const columns: string[][] = [];
    for (const [t] of tables) columns.push(await cols(t));
    for (let c = 1; base * c < papers; c++) {
      const t0 = Date.now();
      const limit = Math.min(base, papers - base * c);
      await db.query('BEGIN');
      // CHUNK papers per statement: the maintained counts' statement triggers join their transition tables, which
      // plan badly past a few thousand rows (one statement of a whole copy's venue mentions ran for minutes).
      for (let lo = 0; lo < limit; lo += CHUNK) {
        for (const [k, [table, key]] of tables.entries()) {
          const list = columns[k];
          const select = list.map((x) => (x === key ? `${SQL_SYNTHETIC_ID(`${(c - 1) * base} + b.j`)}` : `t.${x}`)).join(', ');
          await db.query(`INSERT INTO ${table} (${list.join(', ')}) SELECT ${select} FROM ${table} t JOIN bench_base b ON b.id = t.${key}
            WHERE b.j >= $1 AND b.j < $2 ORDER BY b.j`, [lo, Math.min(limit, lo + CHUNK)]);
        }
      }
      await db.query('COMMIT');
      log(`bench:load: copy ${c + 1}: ${Math.min(base * (c + 1), papers)} papers (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
    for (const i of gin) {
      const t0 = Date.now();
      await db.query(i.def);
      log(`bench:load: ${i.name} built again (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
    // Vacuumed as well, as a store that has served a while is (autovacuum; or the import's own vacuum, import.ts):
    // all-visible pages, so venue pages' covering index answers without reading the table.
    // papers_text_search (migration 027) only where the build that made the store has it (PAPERBOARD_BENCH_BIN).
    const text = (await db.query("SELECT to_regclass('papers_text_search') IS NOT NULL AS has")).rows[0].has ? ', papers_text_search' : '';
    await db.query(`VACUUM (ANALYZE) papers, papers_title_search${text}, paper_venues, paper_versions`);
  } finally {
    await db.end();
  }
}
