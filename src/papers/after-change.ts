import type { Store } from '../store/connection.ts';
import { matchPendingListEntries } from '../venues/lists/match-list.ts';
import { reapplyListVerification } from '../venues/redetect.ts';
import { syncVenueCorrections } from '../corrections/venue-rows.ts';

/**
 * Follow-up work when papers were inserted or updated (by import or harvest), outside the write
 * transaction: accepted-list entries waiting for these papers are matched, and venue rows re-detected
 * from comments regain the verified mark their accepted list gave them, and accepted venue corrections are re-applied.
 */
export async function afterPapersChanged(store: Store, paperIds: string[]): Promise<void> {
  if (paperIds.length === 0) return;
  const anyList = await store.db.selectFrom('list_entries').select('id').limit(1).executeTakeFirst();
  if (anyList) {
    await matchPendingListEntries(store, paperIds);
    await reapplyListVerification(store, paperIds);
  }
  await syncVenueCorrections(store, paperIds);
}
