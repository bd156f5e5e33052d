import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// PostgreSQL: a venue page counts its edition's papers per track; main track and workshops come from the maintained
// counts (012), the other tracks (findings, demo, industry, …: ~7% of listed mentions) by a query over the edition's
// listed mentions (editionInfo). Through the covering index that read every listed mention of the edition and kept
// the few of other tracks: 53,879 index entries of which 5,208 kept for the biggest edition of the 1M store, 0.35 s
// and 901 index pages beside an import (1.8–2.3 s, 5,050 pages, before the table was vacuumed); the most time of any
// statement in bench:load. A partial index holds only those mentions, in the order the query groups them.
// (SQLite is given no such index: it cannot match the query's bound parameters to an index's WHERE.)
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(`CREATE INDEX paper_venues_other_tracks ON paper_venues (edition, venue, year, track, paper_id)
    WHERE status IN ('accepted', 'published') AND track NOT IN ('main', 'workshop')`).execute(db);
}
