import type { Store } from '../store/connection.ts';
import { venueRowsOf } from '../papers/upsert-plan.ts';
import { syncVenueCorrections } from '../corrections/venue-rows.ts';

/** Re-runs detection on stored papers (after a catalogue or rule change), keeping list-verified flags and accepted venue corrections. Returns papers and rows written. */
export async function redetectVenues(store: Store, onBatch?: (done: number) => void): Promise<{ papers: number; rows: number }> {
  let papers = 0;
  let written = 0;
  for (let after = -1; ;) {
    const batch = await store.db.selectFrom('papers').select(['seq', 'id', 'comments', 'journal_ref']).where('seq', '>', after).orderBy('seq').limit(5000).execute();
    if (!batch.length) break;
    const rows = batch.flatMap((p) => venueRowsOf(p));
    const ids = batch.map((p) => p.id);
    await store.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('paper_venues').where('paper_id', 'in', ids).where('source', 'in', ['comments', 'journal-ref']).execute();
      for (let i = 0; i < rows.length; i += 500) await tx.insertInto('paper_venues').values(rows.slice(i, i + 500)).execute();
    });
    await reapplyListVerification(store, ids);
    await syncVenueCorrections(store, ids);
    papers += batch.length;
    written += rows.length;
    after = Number(batch[batch.length - 1].seq);
    onBatch?.(papers);
  }
  return { papers, rows: written };
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
