import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// PostgreSQL: the maintained counts' trigger functions (migrations 012, 013, 015, 017, 019) run in every write
// transaction of an import, a harvest, re-detection or a correction, over a few hundred rows at most. Their queries
// name an empty stand-in for the transition table a statement lacks (`SELECT * FROM paper_venues WHERE false`), and
// on a big store the planner gave that a Parallel Seq Scan under a Gather: never executed (its filter is false), but
// the two workers were launched all the same, on every trigger call. On the 1M-paper store beside a served site,
// deleting and inserting 300 venue rows took 0.75 s and 1.08 s, of which 0.34 s and 0.50 s were those launches; the
// import stored ~100 records/s. Each function now runs with max_parallel_workers_per_gather = 0 (a function's own
// setting, whatever the session's): small statements planned serially. A later CREATE OR REPLACE of one of these
// functions must set it again (CREATE OR REPLACE drops a function's settings).
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await pgSerialTriggerFunctions(db);
}

/** Sets max_parallel_workers_per_gather = 0 on every Paperboard trigger function of the current schema. */
export async function pgSerialTriggerFunctions(db: Kysely<any>): Promise<void> {
  const fns = (await sql<{ sig: string }>`SELECT p.oid::regprocedure::text AS sig FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.proname LIKE 'paperboard\\_%' AND p.prorettype = 'trigger'::regtype`.execute(db)).rows;
  for (const f of fns) await sql.raw(`ALTER FUNCTION ${f.sig} SET max_parallel_workers_per_gather = 0`).execute(db);
}
