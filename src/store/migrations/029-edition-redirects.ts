import { sql, type Kysely } from 'kysely';

// A venue renamed by the catalogue (round vnames2 named physics journals by their ISO-4 names: `nucl-instrum-meth-a-2013`
// became `nucl-instrum-methods-phys-res-sect-a-2013`) moves its papers to a new edition slug when they are re-detected;
// bookmarks, feed readers and API clients still ask for the old one. Re-detection records where each paper's retired
// slugs went (`edition_moves`, in the batch's transaction, so a run stopped and run again counts each paper once) and,
// when the run ends, turns a slug no venue has any more whose papers mostly went to one new slug into a redirect
// (`edition_redirects`, venues/slug-redirects.ts). Both tables are new: older processes never read them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`CREATE TABLE IF NOT EXISTS edition_moves (
    old_edition TEXT NOT NULL,
    new_edition TEXT NOT NULL,
    papers INTEGER NOT NULL,
    PRIMARY KEY (old_edition, new_edition)
  )`).execute(db);
  await sql.raw(`CREATE TABLE IF NOT EXISTS edition_redirects (
    old_edition TEXT PRIMARY KEY,
    new_edition TEXT NOT NULL,
    papers INTEGER NOT NULL,
    created_at TEXT NOT NULL
  )`).execute(db);
  await sql.raw('CREATE INDEX IF NOT EXISTS edition_redirects_new ON edition_redirects (new_edition)').execute(db);
}
