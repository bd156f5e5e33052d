import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.ts';

// A reader's report (纠错) is stored once while it is open: the same reader (fingerprint) proposing the same value
// (stored as parseReportForm normalises it: line breaks as \n, trimmed) for the same field and target of the same paper
// while an earlier one is pending is the same report (corrections/reports.ts answers AlreadyFiledError, 409). Until now
// that was a look before the insert, so two identical submissions at the same instant (PostgreSQL, two serve
// processes) could both be stored. Here the store refuses the second: a partial unique index over pending reports.
// First the duplicates already stored are merged: the earliest of each group stays, with the notes of the others it
// did not already have appended (a reader may have explained more the second time); the later copies go. Only pending
// reports are touched: an accepted or rejected one (a moderator's decision, maybe linked to a correction) is kept as
// it is, and a decided report beside an open one of the same proposal is no duplicate. PostgreSQL indexes md5 of the
// target key and the proposal (a 1,000-character Chinese summary is ~3 kB, more than a B-tree entry may hold);
// SQLite indexes the text itself.
const SAME = ['paper_id', 'field', 'target_key', 'proposed', 'fingerprint'] as const;

/** The notes of a group's reports in filing order, each once, blank ones left out; null when there are none. */
export function mergedNote(notes: (string | null)[]): string | null {
  const seen: string[] = [];
  for (const n of notes) {
    const s = (n ?? '').trim();
    if (s && !seen.includes(s)) seen.push(s);
  }
  return seen.length ? seen.join('\n\n') : null;
}

/** The index's columns (and the conflict target of corrections/reports.ts createReport, which must name this index alone). */
export function openOnceColumns(dialect: Dialect): string {
  return dialect === 'postgres' ? 'paper_id, field, fingerprint, md5(target_key), md5(proposed)' : 'paper_id, field, fingerprint, target_key, proposed';
}
/** The index's predicate: only open (pending) reports. */
export const OPEN_ONCE_WHERE = "status = 'pending'";

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const groups = await db.selectFrom('reports').select([...SAME]).where('status', '=', 'pending')
    .groupBy([...SAME]).having((eb) => eb.fn.countAll(), '>', 1).execute();
  for (const g of groups) {
    let q = db.selectFrom('reports').select(['id', 'note']).where('status', '=', 'pending');
    for (const c of SAME) q = q.where(c, '=', g[c]);
    const rows = await q.orderBy('id', 'asc').execute();
    const [keep, ...rest] = rows;
    await db.updateTable('reports').set({ note: mergedNote(rows.map((r) => r.note)) }).where('id', '=', keep.id).execute();
    await db.deleteFrom('reports').where('id', 'in', rest.map((r) => r.id)).where('status', '=', 'pending').execute();
  }
  await sql.raw(`CREATE UNIQUE INDEX IF NOT EXISTS reports_open_once ON reports (${openOnceColumns(dialect)}) WHERE ${OPEN_ONCE_WHERE}`).execute(db);
}
