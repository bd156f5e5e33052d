import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// enrichment_done_counts(model, prompt_version, papers): papers whose current version has every AI field (TASKS) done
// by that model and prompt — what `paperboard status` and /admin subtract from store_counts('papers') for the
// enrichment backlog — kept by triggers on enrichments and papers in the transaction of every write, instead of a
// scan of every paper per status request. SQLite: row triggers. PostgreSQL: statement triggers over transition tables,
// serialised per bucket of paper ids by advisory locks (two transactions finishing a paper's last two fields at once
// both see the other's row). The fields are those of enrich/prompts.ts TASKS when this migration ran: a change to
// TASKS needs a migration that rebuilds the triggers and the counts.

/** The AI fields a paper needs, as the triggers count them (enrich/prompts.ts TASKS). */
export const FIELDS = ['title_zh', 'summary_zh', 'summary_en'];
const N = FIELDS.length;
const IN_FIELDS = `(${FIELDS.map((f) => `'${f}'`).join(', ')})`;
const LOCK_SPACE = 742017;
const BUCKETS = 64;

/** Done fields of one (paper, version, model, prompt) in the table now. */
const doneNow = (p: string, v: string, m: string, pv: string) => `(SELECT count(*) FROM enrichments d WHERE d.paper_id = ${p} AND d.version = ${v}
  AND d.model = ${m} AND d.prompt_version = ${pv} AND d.task IN ${IN_FIELDS} AND d.status = 'done')`;
const current = (p: string, v: string) => `EXISTS (SELECT 1 FROM papers cp WHERE cp.id = ${p} AND cp.version = ${v})`;
/** Whether row `r` (NEW or OLD) is a done field of key `k` (the other row's columns). */
const counts = (r: string, k: string) => `(CASE WHEN ${r}.status = 'done' AND ${r}.task IN ${IN_FIELDS} AND ${r}.paper_id = ${k}.paper_id AND ${r}.version = ${k}.version
  AND ${r}.model = ${k}.model AND ${r}.prompt_version = ${k}.prompt_version THEN 1 ELSE 0 END)`;
/** The (model, prompt) groups complete for paper `p` at version `v`. */
const completeGroups = (p: string, v: string) => `SELECT model, prompt_version FROM enrichments g WHERE g.paper_id = ${p} AND g.version = ${v}
  AND g.task IN ${IN_FIELDS} AND g.status = 'done' GROUP BY model, prompt_version HAVING count(*) = ${N}`;

const add = (m: string, pv: string, delta: string) => `INSERT INTO enrichment_done_counts (model, prompt_version, papers) VALUES (${m}, ${pv}, ${delta})
  ON CONFLICT (model, prompt_version) DO UPDATE SET papers = enrichment_done_counts.papers + excluded.papers`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  // The change of key k's "complete" by the row change (OLD → NEW): now from the table, before = now − NEW + OLD.
  const change = (k: 'NEW' | 'OLD', hasNew: boolean, hasOld: boolean) => {
    const now = doneNow(`${k}.paper_id`, `${k}.version`, `${k}.model`, `${k}.prompt_version`);
    const before = `(${now} - ${hasNew ? counts('NEW', k) : '0'} + ${hasOld ? counts('OLD', k) : '0'})`;
    return `((${now} = ${N}) - (${before} = ${N}))`;
  };
  const fold = (k: 'NEW' | 'OLD', hasNew: boolean, hasOld: boolean) => `${add(`${k}.model`, `${k}.prompt_version`, change(k, hasNew, hasOld))}`;
  const touches = (r: string) => `${r}.task IN ${IN_FIELDS} AND ${current(`${r}.paper_id`, `${r}.version`)}`;
  await run(`CREATE TRIGGER enrichment_done_insert AFTER INSERT ON enrichments WHEN NEW.status = 'done' AND ${touches('NEW')}
    BEGIN ${fold('NEW', true, false)}; END`);
  await run(`CREATE TRIGGER enrichment_done_delete AFTER DELETE ON enrichments WHEN OLD.status = 'done' AND ${touches('OLD')}
    BEGIN ${fold('OLD', false, true)}; END`);
  // An update may change the row's key too: the old key and the new one each fold the change (once when they are one key).
  await run(`CREATE TRIGGER enrichment_done_update_old AFTER UPDATE ON enrichments WHEN (OLD.status = 'done' OR NEW.status = 'done') AND ${touches('OLD')}
    BEGIN ${fold('OLD', true, true)}; END`);
  await run(`CREATE TRIGGER enrichment_done_update_new AFTER UPDATE ON enrichments WHEN (OLD.status = 'done' OR NEW.status = 'done') AND ${touches('NEW')}
    AND NOT (OLD.paper_id = NEW.paper_id AND OLD.version = NEW.version AND OLD.model = NEW.model AND OLD.prompt_version = NEW.prompt_version)
    BEGIN ${fold('NEW', true, true)}; END`);
  // A paper's version moving on leaves its old version's fields behind (and finds the new version's, if any).
  const groups = (p: string, v: string, sign: '+' | '-') => `INSERT INTO enrichment_done_counts (model, prompt_version, papers)
    SELECT model, prompt_version, ${sign}1 FROM (${completeGroups(p, v)}) WHERE true
    ON CONFLICT (model, prompt_version) DO UPDATE SET papers = enrichment_done_counts.papers + excluded.papers`;
  const has = (p: string) => `EXISTS (SELECT 1 FROM enrichments h WHERE h.paper_id = ${p})`;
  await run(`CREATE TRIGGER enrichment_done_paper_version AFTER UPDATE OF id, version ON papers
    WHEN (OLD.id <> NEW.id OR OLD.version <> NEW.version) AND (${has('OLD.id')} OR ${has('NEW.id')})
    BEGIN ${groups('OLD.id', 'OLD.version', '-')}; ${groups('NEW.id', 'NEW.version', '+')}; END`);
  await run(`CREATE TRIGGER enrichment_done_paper_insert AFTER INSERT ON papers WHEN ${has('NEW.id')} BEGIN ${groups('NEW.id', 'NEW.version', '+')}; END`);
  await run(`CREATE TRIGGER enrichment_done_paper_delete AFTER DELETE ON papers WHEN ${has('OLD.id')} BEGIN ${groups('OLD.id', 'OLD.version', '-')}; END`);
}

/** PostgreSQL: takes the advisory locks of the paper buckets `ids` (a query of paper_id) touch, in order. */
const lock = (ids: string) => `PERFORM pg_advisory_xact_lock(${LOCK_SPACE}, b) FROM (SELECT DISTINCT abs(hashtext(paper_id)) % ${BUCKETS} AS b FROM (${ids}) x ORDER BY 1) locks;`;

/** PostgreSQL: folds one statement on enrichments (`added` rows now there, `removed` rows gone) into the counts. */
function pgEnrichmentsFold(added: string, removed: string): string {
  const cols = 'paper_id, version, model, prompt_version';
  const keys = `SELECT DISTINCT ${cols} FROM (SELECT ${cols} FROM ${added} ad UNION ALL SELECT ${cols} FROM ${removed} rm) x`;
  const doneIn = (t: string) => `(SELECT count(*) FROM ${t} r WHERE r.paper_id = k.paper_id AND r.version = k.version AND r.model = k.model
    AND r.prompt_version = k.prompt_version AND r.task IN ${IN_FIELDS} AND r.status = 'done')`;
  const now = doneNow('k.paper_id', 'k.version', 'k.model', 'k.prompt_version');
  return `
  ${lock(`SELECT paper_id FROM ${added} ad UNION SELECT paper_id FROM ${removed} rm`)}
  INSERT INTO enrichment_done_counts (model, prompt_version, papers)
    SELECT model, prompt_version, sum(d) FROM (
      SELECT k.model, k.prompt_version, (${now} = ${N})::int - ((${now} - ${doneIn(added)} + ${doneIn(removed)}) = ${N})::int AS d
      FROM (${keys}) k WHERE ${current('k.paper_id', 'k.version')}) c
    GROUP BY model, prompt_version HAVING sum(d) <> 0
  ON CONFLICT (model, prompt_version) DO UPDATE SET papers = enrichment_done_counts.papers + excluded.papers;`;
}

/** PostgreSQL: folds one statement on papers: the groups complete at each removed row's version leave, at each added row's join. */
function pgPapersFold(added: string, removed: string, update: boolean): string {
  const groups = (t: string, sign: string) => `SELECT g.model, g.prompt_version, ${sign} AS d FROM ${t} p
    JOIN LATERAL (${completeGroups('p.id', 'p.version')}) g ON true
    ${update ? `WHERE NOT EXISTS (SELECT 1 FROM ${t === added ? removed : added} o WHERE o.seq = p.seq AND o.id = p.id AND o.version = p.version)` : ''}`;
  return `
  IF NOT EXISTS (SELECT 1 FROM enrichments e WHERE e.paper_id IN (SELECT id FROM ${added} a1 UNION SELECT id FROM ${removed} r1)) THEN RETURN NULL; END IF;
  ${lock(`SELECT id AS paper_id FROM ${added} ad UNION SELECT id FROM ${removed} rm`)}
  INSERT INTO enrichment_done_counts (model, prompt_version, papers)
    SELECT model, prompt_version, sum(d) FROM (${groups(added, '1')} UNION ALL ${groups(removed, '-1')}) c
    GROUP BY model, prompt_version HAVING sum(d) <> 0
  ON CONFLICT (model, prompt_version) DO UPDATE SET papers = enrichment_done_counts.papers + excluded.papers;`;
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const run = (s: string) => sql.raw(s).execute(db);
  const fn = (name: string, body: string) => run(`CREATE FUNCTION paperboard_enrichment_done_${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`);
  for (const [table, fold] of [['enrichments', pgEnrichmentsFold], ['papers', (a: string, r: string, u = false) => pgPapersFold(a, r, u)]] as const) {
    const short = table === 'enrichments' ? 'field' : 'paper';
    const none = `(SELECT * FROM ${table} WHERE false)`;
    await fn(`${short}_insert`, fold('new_rows', none, false));
    await fn(`${short}_delete`, fold(none, 'old_rows', false));
    await fn(`${short}_update`, fold('new_rows', 'old_rows', true));
    const trg = (op: string, refs: string) => run(`CREATE TRIGGER enrichment_done_${short}_${op} AFTER ${op.toUpperCase()} ON ${table} REFERENCING ${refs}
      FOR EACH STATEMENT EXECUTE FUNCTION paperboard_enrichment_done_${short}_${op}()`);
    await trg('insert', 'NEW TABLE AS new_rows');
    await trg('delete', 'OLD TABLE AS old_rows');
    await trg('update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows');
  }
}

/** The counts as a full scan makes them (the migration's first fill; tests compare the maintained counts with it). */
export const SCAN_ENRICHMENT_DONE = `SELECT e.model, e.prompt_version, count(*) AS papers FROM (
    SELECT e.paper_id, e.model, e.prompt_version FROM enrichments e JOIN papers p ON p.id = e.paper_id AND p.version = e.version
    WHERE e.task IN ${IN_FIELDS} AND e.status = 'done' GROUP BY e.paper_id, e.model, e.prompt_version HAVING count(*) = ${N}) e
  GROUP BY e.model, e.prompt_version`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  await sql.raw(`CREATE TABLE enrichment_done_counts (model TEXT NOT NULL, prompt_version TEXT NOT NULL, papers ${big} NOT NULL,
    PRIMARY KEY (model, prompt_version))`).execute(db);
  if (dialect === 'postgres') await sql.raw('LOCK TABLE enrichments, papers IN SHARE MODE').execute(db);
  await sql.raw(`INSERT INTO enrichment_done_counts (model, prompt_version, papers) ${SCAN_ENRICHMENT_DONE}`).execute(db);
  await (dialect === 'postgres' ? pgTriggers(db) : sqliteTriggers(db));
}
