import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// Store-wide counts kept by the database itself, so the home page and status cost the same at 2.5M papers as at 7k:
// - store_counts('papers'): rows in papers;
// - edition_counts: per edition (venue + year) the papers accepted or published there, and how many of them in the
//   main track, in workshops, and verified against an accepted list (each paper once: a paper with two mentions of
//   one edition counts once), as `listEditions` used to count with a scan of paper_venues.
// Triggers update them in the transaction of every write (imports, re-detection, list matching, corrections,
// cascaded deletes), whatever code path makes it. SQLite: row triggers (one writer at a time, so the rows already
// there are exactly the state before the row). PostgreSQL: statement triggers over transition tables (a multi-row
// statement is folded once), serialised per edition by an advisory lock so two transactions cannot both count a
// paper as new.

const LISTED = "('accepted', 'published')";
/** Lock space of the per-edition advisory locks (any constant; pairs with hashtext(edition)). */
const LOCK_SPACE = 742015;

/** SQLite: the four 0/1 flags of mention `r` (NEW or OLD) counting against the other listed rows of its paper and edition. */
function sqliteDelta(r: 'NEW' | 'OLD', sign: '+' | '-'): string {
  const other = (extra: string) => `NOT EXISTS (SELECT 1 FROM paper_venues o WHERE o.paper_id = ${r}.paper_id AND o.id <> ${r}.id AND o.edition = ${r}.edition
    AND o.venue = ${r}.venue AND coalesce(o.year, 0) = coalesce(${r}.year, 0) AND o.status IN ${LISTED}${extra})`;
  const where = `edition = ${r}.edition AND venue = ${r}.venue AND year = coalesce(${r}.year, 0)`;
  return `INSERT INTO edition_counts (edition, venue, year, papers, main, workshop, verified) VALUES (${r}.edition, ${r}.venue, coalesce(${r}.year, 0), 0, 0, 0, 0)
      ON CONFLICT (edition, venue, year) DO NOTHING;
    UPDATE edition_counts SET
      papers = papers ${sign} (${other('')}),
      main = main ${sign} (${r}.track = 'main' AND ${other(" AND o.track = 'main'")}),
      workshop = workshop ${sign} (${r}.track = 'workshop' AND ${other(" AND o.track = 'workshop'")}),
      verified = verified ${sign} (${r}.verified = 1 AND ${other(' AND o.verified = 1')})
    WHERE ${where};
    DELETE FROM edition_counts WHERE ${where} AND papers <= 0;`;
}

const listed = (r: 'NEW' | 'OLD') => `${r}.edition IS NOT NULL AND ${r}.status IN ${LISTED}`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  await run(`CREATE TRIGGER papers_count_insert AFTER INSERT ON papers BEGIN UPDATE store_counts SET n = n + 1 WHERE name = 'papers'; END`);
  await run(`CREATE TRIGGER papers_count_delete AFTER DELETE ON papers BEGIN UPDATE store_counts SET n = n - 1 WHERE name = 'papers'; END`);
  await run(`CREATE TRIGGER paper_venues_count_insert AFTER INSERT ON paper_venues WHEN ${listed('NEW')} BEGIN ${sqliteDelta('NEW', '+')} END`);
  await run(`CREATE TRIGGER paper_venues_count_delete AFTER DELETE ON paper_venues WHEN ${listed('OLD')} BEGIN ${sqliteDelta('OLD', '-')} END`);
  // An update is the old row leaving and the new one arriving; each compares with the other rows, which it does not change.
  const cols = COUNTED.join(', ');
  await run(`CREATE TRIGGER paper_venues_count_update_old AFTER UPDATE OF ${cols} ON paper_venues WHEN ${listed('OLD')} BEGIN ${sqliteDelta('OLD', '-')} END`);
  await run(`CREATE TRIGGER paper_venues_count_update_new AFTER UPDATE OF ${cols} ON paper_venues WHEN ${listed('NEW')} BEGIN ${sqliteDelta('NEW', '+')} END`);
}

/**
 * PostgreSQL: the body folding one statement's change into edition_counts. `added` rows are in the table now and
 * were not before; `removed` rows were and are not. Per (paper, edition) the flags before and after are compared.
 */
function pgFold(added: string, removed: string): string {
  // The rows of now_rows that were there before: NOT IN over the added rows (hashed, one pass); NOT EXISTS was planned
  // as a nested-loop anti-join (now_rows is estimated at one row), a scan of the transition table per row (019).
  const key = (t: string) => `${t}.paper_id, ${t}.edition, ${t}.venue, coalesce(${t}.year, 0)`;
  const flags = `1 AS papers, max((track = 'main')::int) AS main, max((track = 'workshop')::int) AS workshop, max((verified = 1)::int) AS verified`;
  return `
  PERFORM pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(e)) FROM (
    SELECT DISTINCT edition AS e FROM (SELECT edition FROM ${added} ad UNION ALL SELECT edition FROM ${removed} rm) x WHERE edition IS NOT NULL ORDER BY 1) locks;
  WITH keys AS (
    SELECT DISTINCT paper_id, edition, venue, coalesce(year, 0) AS year FROM (
      SELECT paper_id, edition, venue, year, status FROM ${added} ad UNION ALL SELECT paper_id, edition, venue, year, status FROM ${removed} rm) x
    WHERE edition IS NOT NULL AND status IN ${LISTED}),
  now_rows AS (
    SELECT v.id, ${key('v')} AS year, v.track, v.verified FROM paper_venues v
    JOIN keys k ON v.paper_id = k.paper_id AND v.edition = k.edition AND v.venue = k.venue AND coalesce(v.year, 0) = k.year
    WHERE v.status IN ${LISTED}),
  after AS (SELECT paper_id, edition, venue, year, ${flags} FROM now_rows GROUP BY 1, 2, 3, 4),
  before AS (SELECT paper_id, edition, venue, year, ${flags} FROM (
      SELECT paper_id, edition, venue, year, track, verified FROM now_rows nr WHERE nr.id NOT IN (SELECT id FROM ${added} ad)
      UNION ALL
      SELECT r.paper_id, r.edition, r.venue, coalesce(r.year, 0), r.track, r.verified FROM ${removed} r
      JOIN keys k ON r.paper_id = k.paper_id AND r.edition = k.edition AND r.venue = k.venue AND coalesce(r.year, 0) = k.year
      WHERE r.status IN ${LISTED}) b GROUP BY 1, 2, 3, 4),
  delta AS (
    SELECT k.edition, k.venue, k.year,
      sum(coalesce(a.papers, 0) - coalesce(b.papers, 0)) AS papers, sum(coalesce(a.main, 0) - coalesce(b.main, 0)) AS main,
      sum(coalesce(a.workshop, 0) - coalesce(b.workshop, 0)) AS workshop, sum(coalesce(a.verified, 0) - coalesce(b.verified, 0)) AS verified
    FROM keys k
    LEFT JOIN after a ON a.paper_id = k.paper_id AND a.edition = k.edition AND a.venue = k.venue AND a.year = k.year
    LEFT JOIN before b ON b.paper_id = k.paper_id AND b.edition = k.edition AND b.venue = k.venue AND b.year = k.year
    GROUP BY 1, 2, 3)
  INSERT INTO edition_counts AS c (edition, venue, year, papers, main, workshop, verified)
    SELECT edition, venue, year, papers, main, workshop, verified FROM delta WHERE papers <> 0 OR main <> 0 OR workshop <> 0 OR verified <> 0
    ON CONFLICT (edition, venue, year) DO UPDATE SET papers = c.papers + EXCLUDED.papers, main = c.main + EXCLUDED.main,
      workshop = c.workshop + EXCLUDED.workshop, verified = c.verified + EXCLUDED.verified;
  DELETE FROM edition_counts WHERE papers <= 0;`;
}

/** The columns a mention's counts depend on: an UPDATE changing none of them (evidence text, sort key) changes no count. */
const COUNTED = ['paper_id', 'venue', 'year', 'edition', 'track', 'status', 'verified'];

/**
 * PostgreSQL: the edition-count functions the paper_venues triggers run (`replace`: CREATE OR REPLACE, for a later
 * migration). An UPDATE folds only the rows whose counted columns changed, and returns at once when none did (a
 * statement-level trigger cannot name columns while it references transition tables).
 */
export async function pgEditionCountFunctions(db: Kysely<any>, replace = false): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const none = '(SELECT * FROM paper_venues WHERE false)';
  const fn = (name: string, body: string) => run(`CREATE ${replace ? 'OR REPLACE ' : ''}FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`);
  const changed = (keep: 'n' | 'o') => `(SELECT ${keep}.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE ROW(${COUNTED.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM ROW(${COUNTED.map((c) => `o.${c}`).join(', ')}))`;
  await fn('paperboard_edition_count_insert', pgFold('new_rows', none));
  await fn('paperboard_edition_count_delete', pgFold(none, 'old_rows'));
  // Whether any counted column changed, by one EXCEPT of the transition tables (hashed): EXISTS over the join above was
  // planned as a nested loop, comparing every pair of rows when none changed (migration 019).
  const cols = ['id', ...COUNTED].join(', ');
  await fn('paperboard_edition_count_update', `IF NOT EXISTS (SELECT ${cols} FROM new_rows EXCEPT SELECT ${cols} FROM old_rows) THEN RETURN NULL; END IF; ${pgFold(changed('n'), changed('o'))}`);
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const fn = (name: string, body: string) => run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`);
  await fn('paperboard_papers_count_insert', "UPDATE store_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = 'papers';");
  await fn('paperboard_papers_count_delete', "UPDATE store_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = 'papers';");
  await pgEditionCountFunctions(db);
  await run('CREATE TRIGGER papers_count_insert AFTER INSERT ON papers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_papers_count_insert()');
  await run('CREATE TRIGGER papers_count_delete AFTER DELETE ON papers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_papers_count_delete()');
  await run('CREATE TRIGGER paper_venues_count_insert AFTER INSERT ON paper_venues REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_edition_count_insert()');
  await run('CREATE TRIGGER paper_venues_count_delete AFTER DELETE ON paper_venues REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_edition_count_delete()');
  await run('CREATE TRIGGER paper_venues_count_update AFTER UPDATE ON paper_venues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paperboard_edition_count_update()');
}

/** The counts as a full scan computes them (the migration's first fill; tests compare the maintained ones with it). */
export function scanEditionCounts() {
  return `SELECT edition, venue, coalesce(year, 0) AS year, count(DISTINCT paper_id) AS papers,
      count(DISTINCT CASE WHEN track = 'main' THEN paper_id END) AS main,
      count(DISTINCT CASE WHEN track = 'workshop' THEN paper_id END) AS workshop,
      count(DISTINCT CASE WHEN verified = 1 THEN paper_id END) AS verified
    FROM paper_venues WHERE edition IS NOT NULL AND status IN ${LISTED} GROUP BY edition, venue, coalesce(year, 0)`;
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  await run('CREATE TABLE store_counts (name TEXT PRIMARY KEY, n BIGINT NOT NULL)');
  await run(`CREATE TABLE edition_counts (edition TEXT NOT NULL, venue TEXT NOT NULL, year INTEGER NOT NULL,
    papers INTEGER NOT NULL, main INTEGER NOT NULL, workshop INTEGER NOT NULL, verified INTEGER NOT NULL, PRIMARY KEY (edition, venue, year))`);
  // Filled and armed in one go: PostgreSQL runs the migrations in one transaction; SQLite has a single writer.
  if (dialect === 'postgres') await run('LOCK TABLE papers, paper_venues IN SHARE MODE');
  await run("INSERT INTO store_counts (name, n) SELECT 'papers', count(*) FROM papers");
  await run(`INSERT INTO edition_counts (edition, venue, year, papers, main, workshop, verified) ${scanEditionCounts()}`);
  await (dialect === 'postgres' ? pgTriggers(db) : sqliteTriggers(db));
}
