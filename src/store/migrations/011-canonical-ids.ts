import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';
import { parseArxivId } from '../../arxiv/ids.ts';

/** The tables with a `paper_id` column (read from the schema, so every table any earlier migration made is included). */
async function paperIdTables(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const rows = dialect === 'sqlite'
    ? await sql<{ name: string }>`SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'paper_id'`.execute(db)
    : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'paper_id'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** Stored ids that are not arXiv's canonical form (`math.GT/0309136`, `2605.1234`), with their canonical ids. */
async function nonCanonical(db: Kysely<any>): Promise<[string, string][]> {
  const out: [string, string][] = [];
  let last = '';
  for (;;) {
    const rows = await db.selectFrom('papers').select('id').where('id', '>', last).orderBy('id').limit(10_000).execute();
    if (!rows.length) return out;
    for (const { id } of rows as { id: string }[]) {
      const p = parseArxivId(id);
      if (p && p.id !== id) out.push([id, p.id]);
    }
    last = (rows.at(-1) as { id: string }).id;
  }
}

/** PostgreSQL: a copy of paper `from` stored as `to` (every column but the generated ones and `seq`). */
async function copyPaper(db: Kysely<any>, from: string, to: string): Promise<void> {
  const cols = (await sql<{ c: string }>`SELECT column_name AS c FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'papers' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'seq')
    ORDER BY ordinal_position`.execute(db)).rows.map((r) => `"${r.c}"`);
  await sql`INSERT INTO papers (id, ${sql.raw(cols.join(', '))}) SELECT ${to}, ${sql.raw(cols.join(', '))} FROM papers WHERE id = ${from}`.execute(db);
}

/**
 * Ids stored before the identifier parser followed arXiv's rules are renamed to arXiv's canonical ids, in every table
 * that names a paper, so `/papers/math%2F0309136` finds a paper imported as `math.GT/0309136`. When the canonical
 * paper is stored too, the non-canonical copy goes; readers' reports and accepted corrections move to the canonical one.
 * SQLite renames in place (checks of foreign keys deferred to the commit), keeping `seq`, so the search file stays right.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const renames = await nonCanonical(db);
  if (!renames.length) return;
  const tables = await paperIdTables(db, dialect);
  const keep = new Set(['reports', 'corrections']);
  if (dialect === 'sqlite') await sql`PRAGMA defer_foreign_keys = ON`.execute(db);
  for (const [from, to] of renames) {
    const twin = await db.selectFrom('papers').select('id').where('id', '=', to).executeTakeFirst();
    if (twin) {
      for (const t of tables) {
        if (keep.has(t)) await db.updateTable(t).set({ paper_id: to }).where('paper_id', '=', from).execute();
        else await db.deleteFrom(t).where('paper_id', '=', from).execute();
      }
      await db.deleteFrom('papers').where('id', '=', from).execute();
      continue;
    }
    if (dialect === 'sqlite') await db.updateTable('papers').set({ id: to }).where('id', '=', from).execute();
    else await copyPaper(db, from, to);
    for (const t of tables) await db.updateTable(t).set({ paper_id: to }).where('paper_id', '=', from).execute();
    if (dialect !== 'sqlite') await db.deleteFrom('papers').where('id', '=', from).execute();
  }
}
