import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { programmeOf } from '../../venues/programme.ts';

// The programme of a mention of the track "other" ("Journal Track", "Lab", "Student Abstract": venues/programme.ts,
// read from its evidence) stored with it, so a venue page can filter by programme and count each one without reading
// and parsing the evidence of the edition's mentions per request. Every writer of paper_venues sets it (withProgramme);
// re-detection rewrites it when the rules read a different one. Here: the column, its first fill (only rows of the
// track "other": ~1% of mentions), and a partial index holding only those rows in the order the programme counts
// group them (editionInfo), on both databases (the query names the track as a literal, so SQLite can use it too).
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql.raw('ALTER TABLE paper_venues ADD COLUMN programme TEXT').execute(db);
  await fillProgrammes(db);
  await sql.raw(`CREATE INDEX paper_venues_programmes ON paper_venues (edition, status, venue, year, programme, paper_id) WHERE track = 'other'`).execute(db);
}

/** Sets the programme of every mention of the track "other" that names one (the column's first fill); returns how many. */
export async function fillProgrammes(db: Kysely<any>): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('paper_venues').select(['id', 'venue', 'track', 'presentation', 'evidence'])
      .where('track', '=', 'other').where('id', '>', after).orderBy('id').limit(2000).execute();
    if (!rows.length) break;
    // One UPDATE per programme of the batch (the statement triggers of paper_venues run once per statement).
    const ids = new Map<string, number[]>();
    for (const r of rows) {
      const p = programmeOf({ venue: r.venue, track: r.track, presentation: r.presentation ?? null, evidence: r.evidence ?? null });
      if (p) ids.set(p.en, [...(ids.get(p.en) ?? []), Number(r.id)]);
    }
    for (const [programme, some] of ids) {
      await db.updateTable('paper_venues').set({ programme }).where('id', 'in', some).execute();
      filled += some.length;
    }
    after = Number(rows[rows.length - 1].id);
  }
  return filled;
}
