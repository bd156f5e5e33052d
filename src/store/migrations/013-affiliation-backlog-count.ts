import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// store_counts('affiliations_missing'): papers with a venue mention and no affiliations read yet (no row in
// paper_affiliation_sources) — the affiliations backlog `paperboard status` and /admin show — kept by triggers on
// both tables in the transaction of every write, instead of a scan of every paper per status request.
// SQLite: row triggers. PostgreSQL: statement triggers over transition tables, serialised per bucket of paper ids
// by advisory locks (two transactions cannot both count the same paper's change).

export const AFFILIATIONS_MISSING = 'affiliations_missing';
const LOCK_SPACE = 742016;
const BUCKETS = 64;

const venue = (p: string, except = '') => `EXISTS (SELECT 1 FROM paper_venues v WHERE v.paper_id = ${p}${except})`;
const source = (p: string) => `EXISTS (SELECT 1 FROM paper_affiliation_sources s WHERE s.paper_id = ${p})`;
const bump = (sign: '+' | '-') => `UPDATE store_counts SET n = n ${sign} 1 WHERE name = '${AFFILIATIONS_MISSING}';`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  // A paper's first venue row (none other, no sources) joins the backlog; its last one leaving takes it out.
  await run(`CREATE TRIGGER affiliations_missing_venue_insert AFTER INSERT ON paper_venues
    WHEN NOT ${venue('NEW.paper_id', ' AND v.id <> NEW.id')} AND NOT ${source('NEW.paper_id')} BEGIN ${bump('+')} END`);
  await run(`CREATE TRIGGER affiliations_missing_venue_delete AFTER DELETE ON paper_venues
    WHEN NOT ${venue('OLD.paper_id')} AND NOT ${source('OLD.paper_id')} BEGIN ${bump('-')} END`);
  await run(`CREATE TRIGGER affiliations_missing_venue_move_old AFTER UPDATE OF paper_id ON paper_venues
    WHEN OLD.paper_id <> NEW.paper_id AND NOT ${venue('OLD.paper_id')} AND NOT ${source('OLD.paper_id')} BEGIN ${bump('-')} END`);
  await run(`CREATE TRIGGER affiliations_missing_venue_move_new AFTER UPDATE OF paper_id ON paper_venues
    WHEN OLD.paper_id <> NEW.paper_id AND NOT ${venue('NEW.paper_id', ' AND v.id <> NEW.id')} AND NOT ${source('NEW.paper_id')} BEGIN ${bump('+')} END`);
  // paper_affiliation_sources has one row per paper (its primary key).
  await run(`CREATE TRIGGER affiliations_missing_source_insert AFTER INSERT ON paper_affiliation_sources
    WHEN ${venue('NEW.paper_id')} BEGIN ${bump('-')} END`);
  await run(`CREATE TRIGGER affiliations_missing_source_delete AFTER DELETE ON paper_affiliation_sources
    WHEN ${venue('OLD.paper_id')} BEGIN ${bump('+')} END`);
  await run(`CREATE TRIGGER affiliations_missing_source_move AFTER UPDATE OF paper_id ON paper_affiliation_sources
    WHEN OLD.paper_id <> NEW.paper_id BEGIN
      UPDATE store_counts SET n = n + ${venue('OLD.paper_id')} - ${venue('NEW.paper_id')} WHERE name = '${AFFILIATIONS_MISSING}';
    END`);
}

/**
 * PostgreSQL: folds one statement on `table` into the count. `added` rows are in the table now and were not before,
 * `removed` rows were and are not; per paper touched, "in the backlog" before and after are compared.
 */
function pgFold(table: 'paper_venues' | 'paper_affiliation_sources', added: string, removed: string): string {
  const ids = `SELECT paper_id FROM ${added} ad UNION SELECT paper_id FROM ${removed} rm`;
  const key = table === 'paper_venues' ? 'id' : 'paper_id';
  // The table's rows of a paper as they were before the statement: now minus added, plus removed. The removed rows
  // are read by an uncorrelated IN (one hashed pass), not an EXISTS per paper, which scanned the transition table
  // once for each paper of the statement (migration 019).
  const before = (p: string) => `(EXISTS (SELECT 1 FROM ${table} t WHERE t.paper_id = ${p} AND t.${key} NOT IN (SELECT ${key} FROM ${added} ad))
    OR ${p} IN (SELECT paper_id FROM ${removed} rm))`;
  const now = (p: string) => `EXISTS (SELECT 1 FROM ${table} t WHERE t.paper_id = ${p})`;
  const other = table === 'paper_venues'
    ? { missingBefore: (p: string) => `${before(p)} AND NOT ${source(p)}`, missingNow: (p: string) => `${now(p)} AND NOT ${source(p)}` }
    : { missingBefore: (p: string) => `NOT ${before(p)} AND ${venue(p)}`, missingNow: (p: string) => `NOT ${now(p)} AND ${venue(p)}` };
  return `
  PERFORM pg_advisory_xact_lock(${LOCK_SPACE}, b) FROM (SELECT DISTINCT abs(hashtext(paper_id)) % ${BUCKETS} AS b FROM (${ids}) x ORDER BY 1) locks;
  UPDATE store_counts SET n = n + (SELECT coalesce(sum((CASE WHEN ${other.missingNow('k.paper_id')} THEN 1 ELSE 0 END)
      - (CASE WHEN ${other.missingBefore('k.paper_id')} THEN 1 ELSE 0 END)), 0) FROM (${ids}) k)
    WHERE name = '${AFFILIATIONS_MISSING}';`;
}

/**
 * PostgreSQL: the backlog's trigger functions (`replace`: CREATE OR REPLACE, for a later migration's change). An UPDATE
 * of paper_venues that moves no row to another paper changes no paper's venue rows: its function returns at once.
 */
export async function pgBacklogFunctions(db: Kysely<any>, replace = false): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  for (const [table, short] of [['paper_venues', 'venue'], ['paper_affiliation_sources', 'source']] as const) {
    const none = `(SELECT * FROM ${table} WHERE false)`;
    const fn = (op: string, body: string) => run(`CREATE ${replace ? 'OR REPLACE ' : ''}FUNCTION paperboard_affiliations_missing_${short}_${op}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`);
    await fn('insert', pgFold(table, 'new_rows', none));
    await fn('delete', pgFold(table, none, 'old_rows'));
    const moved = table === 'paper_venues' ? 'IF NOT EXISTS (SELECT id, paper_id FROM new_rows EXCEPT SELECT id, paper_id FROM old_rows) THEN RETURN NULL; END IF; ' : '';
    await fn('update', `${moved}${pgFold(table, 'new_rows', 'old_rows')}`);
  }
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  await pgBacklogFunctions(db);
  for (const [table, short] of [['paper_venues', 'venue'], ['paper_affiliation_sources', 'source']] as const) {
    const trg = (op: string, refs: string) => run(`CREATE TRIGGER affiliations_missing_${short}_${op} AFTER ${op.toUpperCase()} ON ${table} REFERENCING ${refs}
      FOR EACH STATEMENT EXECUTE FUNCTION paperboard_affiliations_missing_${short}_${op}()`);
    await trg('insert', 'NEW TABLE AS new_rows');
    await trg('delete', 'OLD TABLE AS old_rows');
    await trg('update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows');
  }
}

/** The backlog as a full scan counts it (the migration's first fill; tests compare the maintained count with it). */
export const SCAN_AFFILIATIONS_MISSING = `SELECT count(*) AS n FROM papers p WHERE ${venue('p.id')} AND NOT ${source('p.id')}`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql.raw('LOCK TABLE paper_venues, paper_affiliation_sources IN SHARE MODE').execute(db);
  await sql.raw(`INSERT INTO store_counts (name, n) SELECT '${AFFILIATIONS_MISSING}', n FROM (${SCAN_AFFILIATIONS_MISSING}) c`).execute(db);
  await (dialect === 'postgres' ? pgTriggers(db) : sqliteTriggers(db));
}
