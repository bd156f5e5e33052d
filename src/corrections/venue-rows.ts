import type { Kysely, Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB, PaperVenuesTable } from '../store/schema.ts';
import { correctedVenue } from './venue-name.ts';
import { withProgramme } from '../venues/programme.ts';
import { machineStatus, parseVenueValue, SUPERSEDED, venueKey } from './fields.ts';
import { activeOf } from './apply.ts';
import type { Correction } from './moderate.ts';

type VenueRow = Selectable<PaperVenuesTable>;

/** What a paper's venue rows must be under its active venue corrections: the status of each machine row, and the correction rows. */
function plan(paperId: string, rows: VenueRow[], active: Correction[]) {
  const status = new Map<number, string>();
  const added: Omit<VenueRow, 'id' | 'sort_day'>[] = [];
  const machine = rows.filter((r) => r.source !== 'correction');
  for (const r of machine) status.set(Number(r.id), machineStatus(r.status));
  for (const c of active) {
    const v = parseVenueValue(c.new_value);
    if (!v) continue;
    const keys = new Set([c.target_key, venueKey(v)]);
    const replaced = machine.filter((r) => keys.has(venueKey(r)));
    for (const r of replaced) status.set(Number(r.id), SUPERSEDED + machineStatus(r.status));
    if (v.status === 'none') continue;
    const old = replaced.find((r) => venueKey(r) === c.target_key);
    const named = correctedVenue(v.venue, v.year);
    added.push(withProgramme({
      paper_id: paperId, venue: named.venue, year: v.year, edition: named.edition, track: v.track, workshop: v.workshop,
      status: v.status, presentation: v.presentation, source: 'correction', evidence: old?.evidence ?? null, verified: old?.verified ?? 0,
    }));
  }
  return { status, added };
}

async function syncPaper(db: Kysely<DB>, paperId: string, corrections: Correction[]): Promise<void> {
  const rows = await db.selectFrom('paper_venues').selectAll().where('paper_id', '=', paperId).orderBy('id').execute();
  const { status, added } = plan(paperId, rows, [...activeOf(corrections).values()]);
  const write = async (trx: Kysely<DB>) => {
    await trx.deleteFrom('paper_venues').where('paper_id', '=', paperId).where('source', '=', 'correction').execute();
    for (const r of rows) {
      const want = status.get(Number(r.id));
      if (want !== undefined && want !== r.status) await trx.updateTable('paper_venues').set({ status: want }).where('id', '=', r.id).execute();
    }
    if (added.length) await trx.insertInto('paper_venues').values(added).execute();
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

/**
 * Writes accepted venue corrections into the venue rows that edition pages, counts, feeds and exports list:
 * the machine rows a correction replaces are marked superseded and the corrected mention is stored as a
 * `correction` row ("not at this venue" stores none). Undone corrections are unwound. Run after every
 * rewrite of venue rows (import, re-detection, list matching); papers without venue corrections are untouched.
 * `db`: a transaction to write in (re-detection writes a batch's rows and their corrections in one).
 */
export async function syncVenueCorrections(store: Store, paperIds: string[], db: Kysely<DB> = store.db): Promise<number> {
  if (!paperIds.length) return 0;
  const any = await db.selectFrom('corrections').select('id').where('field', '=', 'venue').limit(1).executeTakeFirst();
  if (!any) return 0;
  let synced = 0;
  for (let i = 0; i < paperIds.length; i += 500) {
    const ids = paperIds.slice(i, i + 500);
    const all = await db.selectFrom('corrections').selectAll().where('field', '=', 'venue').where('paper_id', 'in', ids).orderBy('id').execute();
    const byPaper = new Map<string, Correction[]>();
    for (const c of all) byPaper.set(c.paper_id!, [...(byPaper.get(c.paper_id!) ?? []), c]);
    for (const [id, list] of byPaper) { await syncPaper(db, id, list); synced++; }
  }
  return synced;
}
