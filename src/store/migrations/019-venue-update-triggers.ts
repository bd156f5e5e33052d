import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { pgEditionCountFunctions } from './012-store-counts.ts';
import { pgBacklogFunctions } from './013-affiliation-backlog-count.ts';

// PostgreSQL: the statement triggers of paper_venues compared their transition tables in plans that grew with the
// square of the statement's rows. An UPDATE that changes no counted column (re-detection rewriting evidence text)
// still ran both update triggers' comparisons as nested loops (EXISTS over a join stops at its first row, so the loop
// was chosen; with no row to find it compared every pair): 5,000 rows of new evidence took over 30 s, nearly all in
// the two triggers. And the affiliations backlog read a statement's removed rows with an EXISTS per paper, a scan of
// the transition table for each paper: deleting or inserting 4,700 rows spent 2.6-4.9 s in it. Now:
// - each update trigger first asks whether any row changed what it counts, by one EXCEPT of the two transition
//   tables (hashed: one pass over each), and returns at once when none did: the edition counts (012's functions,
//   rebuilt) when no counted column changed; the affiliations backlog (013's, rebuilt) when no row moved to another
//   paper, the only change that alters which papers have a venue row (SQLite's triggers already fire on UPDATE OF
//   paper_id only);
// - the backlog reads the removed rows' papers by one uncorrelated IN (hashed).
// What the counts come to is as before.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await pgEditionCountFunctions(db, true);
  await pgBacklogFunctions(db, true);
}
