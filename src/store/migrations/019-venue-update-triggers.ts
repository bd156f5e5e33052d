import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { pgEditionCountFunctions } from './012-store-counts.ts';
import { pgFold } from './013-affiliation-backlog-count.ts';

// PostgreSQL: an UPDATE of paper_venues that changes no counted column (re-detection rewriting evidence text) still
// ran both statement triggers' comparisons of its transition tables, planned as nested loops (EXISTS over a join, or
// NOT IN per paper): 5,000 rows of new evidence took over 30 s, nearly all of it in the two triggers. Now each trigger
// first asks whether any row changed what it counts, by one EXCEPT of the two transition tables (hashed: one pass over
// each), and returns at once when none did:
// - the edition counts (012's functions, rebuilt): no counted column changed;
// - the affiliations backlog (013): no row moved to another paper, the only change that alters which papers have a
//   venue row (SQLite's triggers already fire on UPDATE OF paper_id only).
// What either trigger does when a row did change is as before.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await pgEditionCountFunctions(db, true);
  await sql.raw(`CREATE OR REPLACE FUNCTION paperboard_affiliations_missing_venue_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF NOT EXISTS (SELECT id, paper_id FROM new_rows EXCEPT SELECT id, paper_id FROM old_rows) THEN RETURN NULL; END IF;
    ${pgFold('paper_venues', 'new_rows', 'old_rows')} RETURN NULL; END $$`).execute(db);
}
