import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { pgSerialTriggerFunctions } from './020-serial-count-triggers.ts';

// The programme of a mention of the track "other" ("Journal Track", "Lab", "Student Abstract": venues/programme.ts,
// read from its evidence) stored with it, so a venue page can filter by programme, and count each one as the main
// track and workshops are counted (012): by the database itself, in the transaction of every write, so a venue page's
// programme counts cost one short read of edition_programme_counts at 2.5M papers as at 7k. Every writer of
// paper_venues sets the column (withProgramme); re-detection rewrites it when the rules read another one. Here: the
// column, its first fill (only rows of the track "other": ~1% of mentions), a partial index holding only those rows
// (PostgreSQL), the counts table, its first fill and its triggers.
// - edition_programme_counts: per edition (venue + year) and programme ('' when none is named) the papers accepted
//   or published there in the track "other" with that programme (each paper once).
// - SQLite: row triggers, as 012's (one writer; the rows already there are the state before the row).
// - PostgreSQL: statement triggers recounting the editions whose mentions of the track "other" a statement touched,
//   from the partial index (few rows: imports write mostly other tracks; re-detection's evidence rewrites return at
//   once when no counted column changed), serialised per edition by 012's advisory lock.

const LISTED = "('accepted', 'published')";
/** Lock space of the per-edition advisory locks (012's: one lock per edition for both counts). */
const LOCK_SPACE = 742015;
/** The columns the programme counts depend on. */
const COUNTED = ['paper_id', 'venue', 'year', 'edition', 'track', 'status', 'programme'];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  await run('ALTER TABLE paper_venues ADD COLUMN programme TEXT');
  await fillProgrammes(db);
  // PostgreSQL recounts an edition's programmes from this index (SQLite counts row by row: no need of it).
  if (dialect === 'postgres') await run(`CREATE INDEX paper_venues_programmes ON paper_venues (edition, status, venue, year, programme, paper_id) WHERE track = 'other'`);
  await run(`CREATE TABLE edition_programme_counts (edition TEXT NOT NULL, venue TEXT NOT NULL, year INTEGER NOT NULL, programme TEXT NOT NULL,
    papers INTEGER NOT NULL, PRIMARY KEY (edition, programme, venue, year))`);
  if (dialect === 'postgres') await run('LOCK TABLE paper_venues IN SHARE MODE');
  await run(`INSERT INTO edition_programme_counts (edition, venue, year, programme, papers) ${scanProgrammeCounts()}`);
  await (dialect === 'postgres' ? pgTriggers(db) : sqliteTriggers(db));
}

/** The counts as a scan computes them (the first fill; PostgreSQL's recount of an edition with `where`). */
export function scanProgrammeCounts(where = 'edition IS NOT NULL'): string {
  return `SELECT edition, venue, coalesce(year, 0) AS year, coalesce(programme, '') AS programme, count(DISTINCT paper_id) AS papers FROM paper_venues
    WHERE ${where} AND status IN ${LISTED} AND track = 'other' GROUP BY edition, venue, coalesce(year, 0), coalesce(programme, '')`;
}

/** SQLite: mention `r` (NEW or OLD) counted in (`+`) or out (`-`) of its edition and programme, against the paper's other rows there. */
function sqliteDelta(r: 'NEW' | 'OLD', sign: '+' | '-'): string {
  const key = `edition = ${r}.edition AND venue = ${r}.venue AND year = coalesce(${r}.year, 0) AND programme = coalesce(${r}.programme, '')`;
  return `INSERT INTO edition_programme_counts (edition, venue, year, programme, papers) VALUES (${r}.edition, ${r}.venue, coalesce(${r}.year, 0), coalesce(${r}.programme, ''), 0)
      ON CONFLICT (edition, programme, venue, year) DO NOTHING;
    UPDATE edition_programme_counts SET papers = papers ${sign} (NOT EXISTS (SELECT 1 FROM paper_venues o WHERE o.paper_id = ${r}.paper_id AND o.id <> ${r}.id
      AND o.edition = ${r}.edition AND o.venue = ${r}.venue AND coalesce(o.year, 0) = coalesce(${r}.year, 0) AND o.status IN ${LISTED} AND o.track = 'other'
      AND coalesce(o.programme, '') = coalesce(${r}.programme, ''))) WHERE ${key};
    DELETE FROM edition_programme_counts WHERE ${key} AND papers <= 0;`;
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const counted = (r: 'NEW' | 'OLD') => `${r}.edition IS NOT NULL AND ${r}.status IN ${LISTED} AND ${r}.track = 'other'`;
  await run(`CREATE TRIGGER paper_venues_programme_insert AFTER INSERT ON paper_venues WHEN ${counted('NEW')} BEGIN ${sqliteDelta('NEW', '+')} END`);
  await run(`CREATE TRIGGER paper_venues_programme_delete AFTER DELETE ON paper_venues WHEN ${counted('OLD')} BEGIN ${sqliteDelta('OLD', '-')} END`);
  const cols = COUNTED.join(', ');
  await run(`CREATE TRIGGER paper_venues_programme_update_old AFTER UPDATE OF ${cols} ON paper_venues WHEN ${counted('OLD')} BEGIN ${sqliteDelta('OLD', '-')} END`);
  await run(`CREATE TRIGGER paper_venues_programme_update_new AFTER UPDATE OF ${cols} ON paper_venues WHEN ${counted('NEW')} BEGIN ${sqliteDelta('NEW', '+')} END`);
}

/**
 * PostgreSQL: recounts the editions of the given rows (the transition tables) that are in the track "other", from the
 * partial index. The per-edition lock is 012's, which that trigger (firing first: names in order) already holds.
 */
function pgRecount(tables: string[]): string {
  const editions = tables.map((t) => `SELECT edition FROM ${t} WHERE edition IS NOT NULL AND track = 'other'`).join(' UNION ');
  return `
  eds := ARRAY(SELECT edition FROM (${editions}) x ORDER BY 1);
  IF cardinality(eds) = 0 THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(e)) FROM unnest(eds) AS e;
  DELETE FROM edition_programme_counts WHERE edition = ANY(eds);
  INSERT INTO edition_programme_counts (edition, venue, year, programme, papers) ${scanProgrammeCounts('edition = ANY(eds)')};`;
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const fn = (name: string, body: string) => run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE eds text[]; BEGIN ${body} RETURN NULL; END $$`);
  await fn('paperboard_programme_count_insert', pgRecount(['new_rows']));
  await fn('paperboard_programme_count_delete', pgRecount(['old_rows']));
  // An UPDATE changing no counted column (evidence text, sort key, verified) returns at once (one hashed EXCEPT, as 019's).
  const cols = ['id', ...COUNTED].join(', ');
  await fn('paperboard_programme_count_update', `IF NOT EXISTS (SELECT ${cols} FROM new_rows EXCEPT SELECT ${cols} FROM old_rows) THEN RETURN NULL; END IF;
    ${pgRecount(['new_rows', 'old_rows'])}`);
  await run('CREATE TRIGGER paper_venues_programme_insert AFTER INSERT ON paper_venues REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_programme_count_insert()');
  await run('CREATE TRIGGER paper_venues_programme_delete AFTER DELETE ON paper_venues REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_programme_count_delete()');
  await run('CREATE TRIGGER paper_venues_programme_update AFTER UPDATE ON paper_venues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_programme_count_update()');
  await pgSerialTriggerFunctions(db);
}

/** Sets the programme of every mention of the track "other" that names one (the column's first fill); returns how many. */
export async function fillProgrammes(db: Kysely<any>): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('paper_venues').select(['id', 'venue', 'track', 'presentation', 'evidence'])
      .where('track', '=', 'other').where('id', '>', after).orderBy('id').limit(2000).execute();
    if (!rows.length) break;
    // Loaded only when there are rows to fill: the rules hold the venue catalogue (~10 MB), which a process creating a
    // fresh store (an import's main thread) would otherwise keep for nothing.
    const { programmeOf } = await import('../../venues/programme.ts');
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
