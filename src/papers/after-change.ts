import type { Store } from '../store/connection.ts';

/**
 * Follow-up work when papers were inserted or updated (by import or harvest), outside the write
 * transaction: accepted-list entries waiting for these papers are matched, and venue rows re-detected
 * from comments regain the verified mark their accepted list gave them, and accepted venue corrections are re-applied.
 * The list and correction code is loaded only when there are lists or venue corrections (an import's writer
 * threads start faster without it).
 */
export async function afterPapersChanged(store: Store, paperIds: string[]): Promise<void> {
  if (paperIds.length === 0) return;
  const anyList = await store.db.selectFrom('list_entries').select('id').limit(1).executeTakeFirst();
  if (anyList) {
    const [{ matchPendingListEntries }, { reapplyListVerification }] = await Promise.all([
      import('../venues/lists/match-list.ts'), import('../venues/redetect.ts')]);
    await matchPendingListEntries(store, paperIds);
    await reapplyListVerification(store, paperIds);
  }
  const anyCorrection = await store.db.selectFrom('corrections').select('id').where('field', '=', 'venue').limit(1).executeTakeFirst();
  if (anyCorrection) {
    const { syncVenueCorrections } = await import('../corrections/venue-rows.ts');
    await syncVenueCorrections(store, paperIds);
  }
}
