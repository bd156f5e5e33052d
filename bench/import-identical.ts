// node --import tsx bench/import-identical.ts A.db B.db [--queries q1,q2,...]
// Compares two SQLite stores made by importing the same file (with two builds of paperboard, say the base commit's
// and a branch's): every stored table an import writes, row by row in rowid order (ids included, so the same rows
// written in another order show), apart from the times and source an import stamps; then the first 50 hits of a set of
// searches. Prints one JSON line: rows compared and differences per table; exits 1 when anything differs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { openStore } from '../src/store/connection.ts';
import { searchPapers } from '../src/papers/search.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { queries: { type: 'string' } } });
if (positionals.length !== 2) {
  console.error('usage: bench/import-identical.ts A.db B.db [--queries q1,q2,...]');
  process.exit(2);
}
const [a, b] = positionals.map((p) => path.resolve(p));

/** Tables an import writes, with the columns that differ from run to run by design (left out). */
const TABLES: Record<string, string[]> = {
  papers: ['imported_at', 'source'],
  paper_versions: ['archived_at'],
  paper_venues: [],
  store_counts: [],
  edition_counts: [],
  edition_programme_counts: [],
  search_pending: [],
};
const QUERIES = values.queries?.split(',') ?? ['transformer', 'diffusion model', 'reinforcement learning', 'graph neural network',
  'federated', '"in-context learning"', 'benchmark', 'attention', '学习', '联邦学习', 'NeurIPS', 'ICLR 2024'];

function rows(file: string, table: string, skip: string[]): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const cols = (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).filter((c) => !skip.includes(c));
    const order = (db.prepare(`SELECT count(*) AS n FROM pragma_table_info('${table}') WHERE pk > 0`).get() as { n: number }).n > 0 ? 'rowid' : cols.join(', ');
    return (db.prepare(`SELECT ${cols.join(', ')} FROM ${table} ORDER BY ${order}`).raw().all() as unknown[][]).map((r) => JSON.stringify(r));
  } finally {
    db.close();
  }
}

async function searches(file: string): Promise<string[]> {
  const store = openStore({ sqlitePath: file });
  try {
    const out: string[] = [];
    for (const q of QUERIES) {
      const r = await searchPapers(store, q, 1, 50);
      out.push(JSON.stringify([q, r.total, r.items.map((p) => p.id)]));
    }
    return out;
  } finally {
    await store.close();
  }
}

const report: Record<string, { rows: number; differ: number; first?: [string, string] }> = {};
const compare = (name: string, x: string[], y: string[]): void => {
  let differ = Math.abs(x.length - y.length);
  let first: [string, string] | undefined;
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    differ++;
    first ??= [x[i].slice(0, 300), y[i].slice(0, 300)];
  }
  report[name] = { rows: x.length, differ, ...(first ? { first } : {}) };
};
for (const [table, skip] of Object.entries(TABLES)) compare(table, rows(a, table, skip), rows(b, table, skip));
compare('searches', await searches(a), await searches(b));
const same = Object.values(report).every((r) => r.differ === 0);
console.log(JSON.stringify({ bench: 'import-identical', same, tables: report }));
process.exit(same ? 0 : 1);
