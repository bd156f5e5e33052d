import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// Venue pages, feeds and the API read an edition's mentions (paper, track, verified …) by edition and status: with
// every column they read in the index, a large edition (tens of thousands of mentions) is read from the index alone,
// without a row look-up per mention.
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql.raw('CREATE INDEX paper_venues_edition_cover ON paper_venues (edition, status, paper_id, track, verified, venue, year)').execute(db);
  await sql.raw('DROP INDEX paper_venues_edition').execute(db);
}
