import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// SQLite: a bulk writer may count the rows it inserts itself, once per batch, instead of through the row triggers of
// migrations 012, 013, 016/023 and 024 (an import's venue rows paid four trigger programs each: ~0.7 s of CPU per
// 54,646 mention rows, most of it the edition count's insert-update-delete). While the table `counts_by_writer` holds
// a row, the insert triggers of papers (store_counts 'papers') and paper_venues (edition_counts, affiliations
// missing, sort_day, edition_programme_counts) do nothing. The writer inserts that row inside its own write
// transaction and deletes it before the commit, so no other connection ever sees it (SQLite has one writer at a
// time, and a rolled-back transaction takes the row with it): every other writer — reports, moderation,
// re-detection, list matching, corrections, deletes — keeps counting through the triggers as before. The writer
// (papers/upsert-sqlite.ts, papers/writer-counts.ts) counts only what it inserts for papers that had no row before
// (they can have no other mention row); the mention rows of a paper it replaces go through the triggers.
// The flag is tested first in each WHEN, so the triggers' own conditions (a papers look-up, a scan of the paper's
// other mentions) are skipped while it is set.
// PostgreSQL: nothing: its count triggers are statement triggers already (012, 020, 024), folding a multi-row insert
// once.

/** The insert triggers a bulk writer's flag turns off. */
export const WRITER_COUNTED_TRIGGERS = ['papers_count_insert', 'paper_venues_count_insert', 'affiliations_missing_venue_insert',
  'paper_venues_sort_day_insert', 'paper_venues_programme_insert'];

const FLAG = 'NOT EXISTS (SELECT 1 FROM counts_by_writer)';

/** A trigger's definition with the flag tested first: `WHEN c` becomes `WHEN NOT EXISTS (…) AND (c)`. */
export function flagged(definition: string): string {
  const m = /^(CREATE TRIGGER \S+ AFTER INSERT ON \S+)(?:\s+WHEN\s+([\s\S]*?))?\s+BEGIN\b/.exec(definition);
  if (!m) throw new Error(`migration 026: unexpected trigger definition: ${definition.slice(0, 120)}`);
  const when = m[2] ? `${FLAG} AND (${m[2]})` : FLAG;
  return `${m[1]} WHEN ${when} BEGIN${definition.slice(m[0].length)}`;
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  const run = (s: string) => sql.raw(s).execute(db);
  await run('CREATE TABLE counts_by_writer (id INTEGER PRIMARY KEY)');
  for (const name of WRITER_COUNTED_TRIGGERS) {
    const found = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ${name}`.execute(db);
    const definition = found.rows[0]?.sql;
    if (!definition) throw new Error(`migration 026: trigger ${name} not found`);
    await run(`DROP TRIGGER ${name}`);
    await run(flagged(definition));
  }
}
