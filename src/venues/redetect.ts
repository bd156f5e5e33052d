import type { Store } from '../store/connection.ts';
import { venueRowsOf } from '../papers/upsert-plan.ts';
import { syncVenueCorrections } from '../corrections/venue-rows.ts';

type RowKey = { paper_id: string; venue: string; year: number | null; track: string; workshop?: string | null; status: string; presentation?: string | null };

/** One paper's detected venues as a comparable string (order ignored). */
function keyOf(rows: RowKey[]): string {
  return rows.map((r) => [r.venue, r.year === null ? '' : Number(r.year), r.track, r.workshop ?? '', r.status, r.presentation ?? ''].join('|')).sort().join('\n');
}

function byPaper(rows: RowKey[]): Map<string, RowKey[]> {
  const m = new Map<string, RowKey[]>();
  for (const r of rows) (m.get(r.paper_id) ?? m.set(r.paper_id, []).get(r.paper_id)!).push(r);
  return m;
}

/** The stored venue rows of some papers, as a reader sees them (lists and corrections included), by paper. */
async function venuesOf(store: Store, ids: string[]): Promise<Map<string, RowKey[]>> {
  const rows = await store.db.selectFrom('paper_venues').select(['paper_id', 'venue', 'year', 'track', 'workshop', 'status', 'presentation', 'verified'])
    .where('paper_id', 'in', ids).execute();
  return byPaper(rows.map((r) => ({ ...r, year: r.year === null || r.year === undefined ? null : Number(r.year), status: `${r.status}${r.verified ? '+v' : ''}` })));
}

/** How many papers a re-detection will visit (for a progress bar). */
export async function countPapers(store: Store): Promise<number> {
  const r = await store.db.selectFrom('papers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

type VenueRowOut = ReturnType<typeof venueRowsOf>[number];

/** The columns detection writes, as one comparable string per row ("verified" left out: it is kept, not detected). */
function writtenKey(r: { venue: string; year?: number | null; edition?: string | null; track: string; workshop?: string | null; status: string; presentation?: string | null; source: string; evidence?: string | null }): string {
  return [r.venue, r.year === null || r.year === undefined ? '' : Number(r.year), r.edition ?? '', r.track, r.workshop ?? '', r.status, r.presentation ?? '', r.source, r.evidence ?? ''].join('\u0001');
}

function sameRows(stored: string[] | undefined, fresh: VenueRowOut[]): boolean {
  const a = stored ?? [];
  if (a.length !== fresh.length) return false;
  const b = fresh.map(writtenKey).sort();
  return a.every((k, i) => k === b[i]);
}

/**
 * Re-runs detection on stored papers (after a catalogue or rule change), keeping list-verified flags and accepted venue
 * corrections. Returns papers visited, rows written and `changed`: papers whose detected venues differ from before.
 * A paper whose stored self-reported rows already equal what detection now finds is left as it is (its verified marks
 * and corrections untouched); only the others are rewritten, re-verified against the lists and re-corrected.
 */
export async function redetectVenues(store: Store, onBatch?: (done: number) => void): Promise<{ papers: number; rows: number; changed: number }> {
  let papers = 0;
  let written = 0;
  let changed = 0;
  for (let after = -1; ;) {
    const batch = await store.db.selectFrom('papers').select(['seq', 'id', 'comments', 'journal_ref']).where('seq', '>', after).orderBy('seq').limit(5000).execute();
    if (!batch.length) break;
    const ids = batch.map((p) => p.id);
    const stored = new Map<string, string[]>();
    const self = await store.db.selectFrom('paper_venues').select(['paper_id', 'venue', 'year', 'edition', 'track', 'workshop', 'status', 'presentation', 'source', 'evidence'])
      .where('paper_id', 'in', ids).where('source', 'in', ['comments', 'journal-ref']).execute();
    for (const r of self) (stored.get(r.paper_id) ?? stored.set(r.paper_id, []).get(r.paper_id)!).push(writtenKey(r));
    for (const keys of stored.values()) keys.sort();
    const rows: VenueRowOut[] = [];
    const stale: string[] = [];
    for (const p of batch) {
      const fresh = venueRowsOf(p);
      if (sameRows(stored.get(p.id), fresh)) continue;
      stale.push(p.id);
      rows.push(...fresh);
    }
    if (stale.length) {
      const before = await venuesOf(store, stale);
      await store.db.transaction().execute(async (tx) => {
        for (let i = 0; i < stale.length; i += 1000) {
          await tx.deleteFrom('paper_venues').where('paper_id', 'in', stale.slice(i, i + 1000)).where('source', 'in', ['comments', 'journal-ref']).execute();
        }
        // 2,000 rows of 11 values: under the parameter limits of SQLite (32,766) and PostgreSQL (65,535).
        for (let i = 0; i < rows.length; i += 2000) await tx.insertInto('paper_venues').values(rows.slice(i, i + 2000)).execute();
      });
      await reapplyListVerification(store, stale);
      await syncVenueCorrections(store, stale);
      const now = await venuesOf(store, stale);
      for (const id of stale) if (keyOf(before.get(id) ?? []) !== keyOf(now.get(id) ?? [])) changed++;
    }
    papers += batch.length;
    written += rows.length;
    after = Number(batch[batch.length - 1].seq);
    onBatch?.(papers);
  }
  return { papers, rows: written, changed };
}

/** Marks self-reported venue rows verified again where a matched list entry confirms the same paper, edition and track. */
export async function reapplyListVerification(store: Store, paperIds: string[]): Promise<void> {
  for (let i = 0; i < paperIds.length; i += 500) {
    const part = paperIds.slice(i, i + 500);
    const matched = await store.db.selectFrom('list_entries').select(['paper_id', 'edition', 'track']).where('paper_id', 'in', part).where('match_state', '=', 'matched').execute();
    for (const m of matched) {
      await store.db.updateTable('paper_venues').set({ verified: 1 }).where('paper_id', '=', m.paper_id!).where('edition', '=', m.edition)
        .where('track', '=', m.track).where('source', '!=', 'list').execute();
    }
  }
}
