import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// paper_venues.sort_day: the paper's submitted_at (or '') copied onto each of its venue mentions, kept by triggers,
// with an index in the venue page's order (edition, track, newest first, id). A page of a large edition — main
// track first, newest first — is then a range of the index read in order (papers/edition-order.ts), not a join of
// every mention of the edition with its paper and a sort of all of them for each page (1-2 s at a million papers).
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const day = (id: string) => `coalesce((SELECT p.submitted_at FROM papers p WHERE p.id = ${id}), '')`;
  await run("ALTER TABLE paper_venues ADD COLUMN sort_day TEXT NOT NULL DEFAULT ''");
  if (dialect === 'postgres') {
    await run('LOCK TABLE papers, paper_venues IN SHARE ROW EXCLUSIVE MODE');
    // The fill would fire the counts' statement triggers over every row (it changes no count): off for the fill.
    await run('ALTER TABLE paper_venues DISABLE TRIGGER USER');
    await run(`UPDATE paper_venues v SET sort_day = coalesce(p.submitted_at, '') FROM papers p WHERE p.id = v.paper_id AND p.submitted_at IS NOT NULL`);
    await run('ALTER TABLE paper_venues ENABLE TRIGGER USER');
    await run(`CREATE FUNCTION paperboard_venue_sort_day() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.sort_day := ${day('NEW.paper_id')}; RETURN NEW; END $$`);
    await run('CREATE TRIGGER paper_venues_sort_day BEFORE INSERT OR UPDATE OF paper_id ON paper_venues FOR EACH ROW EXECUTE FUNCTION paperboard_venue_sort_day()');
    await run(`CREATE FUNCTION paperboard_paper_sort_day() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      UPDATE paper_venues SET sort_day = coalesce(NEW.submitted_at, '') WHERE paper_id = NEW.id; RETURN NULL; END $$`);
    await run(`CREATE TRIGGER papers_sort_day AFTER UPDATE OF submitted_at ON papers FOR EACH ROW
      WHEN (OLD.submitted_at IS DISTINCT FROM NEW.submitted_at) EXECUTE FUNCTION paperboard_paper_sort_day()`);
  } else {
    await run(`UPDATE paper_venues SET sort_day = ${day('paper_venues.paper_id')}`);
    // SQLite cannot set NEW in a trigger: the row just written is updated (sort_day is in no other trigger's column list).
    await run(`CREATE TRIGGER paper_venues_sort_day_insert AFTER INSERT ON paper_venues BEGIN
      UPDATE paper_venues SET sort_day = ${day('NEW.paper_id')} WHERE id = NEW.id; END`);
    await run(`CREATE TRIGGER paper_venues_sort_day_move AFTER UPDATE OF paper_id ON paper_venues BEGIN
      UPDATE paper_venues SET sort_day = ${day('NEW.paper_id')} WHERE id = NEW.id; END`);
    await run(`CREATE TRIGGER papers_sort_day AFTER UPDATE OF submitted_at ON papers WHEN OLD.submitted_at IS NOT NEW.submitted_at BEGIN
      UPDATE paper_venues SET sort_day = coalesce(NEW.submitted_at, '') WHERE paper_id = NEW.id; END`);
  }
  await run('CREATE INDEX paper_venues_edition_order ON paper_venues (edition, track, sort_day, paper_id, status, verified, venue)');
  if (dialect === 'postgres') await run('ANALYZE paper_venues');
}
