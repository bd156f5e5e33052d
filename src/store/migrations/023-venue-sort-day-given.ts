import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// SQLite: a venue mention written with its paper's day already in sort_day (the import and harvest write path,
// papers/upsert-sqlite.ts) is not rewritten by the insert trigger of migration 016. That trigger updated every
// inserted row a second time — the row and its entry in the venue-order index — which cost ~0.7 s of the import
// writer's ~14 s on 84,744 records (54k mentions). Writers that leave sort_day at its default still get it set.
// PostgreSQL sets NEW.sort_day in a BEFORE trigger (no second write): unchanged.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  const day = "coalesce((SELECT p.submitted_at FROM papers p WHERE p.id = NEW.paper_id), '')";
  await sql.raw('DROP TRIGGER paper_venues_sort_day_insert').execute(db);
  await sql.raw(`CREATE TRIGGER paper_venues_sort_day_insert AFTER INSERT ON paper_venues WHEN NEW.sort_day IS NOT ${day} BEGIN
    UPDATE paper_venues SET sort_day = ${day} WHERE id = NEW.id; END`).execute(db);
}
