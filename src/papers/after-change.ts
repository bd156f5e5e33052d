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
  // A slug this import took from papers that no venue has any more: retired now, redirected if it was a rename.
  if (await retiredSlugWaiting(store)) {
    const { settleSlugRedirects } = await import('../venues/slug-redirects.ts');
    await settleSlugRedirects(store, { pass: false });
  }
  const anyCorrection = await store.db.selectFrom('corrections').select('id').where('field', '=', 'venue').limit(1).executeTakeFirst();
  if (anyCorrection) {
    const { syncVenueCorrections } = await import('../corrections/venue-rows.ts');
    await syncVenueCorrections(store, paperIds);
  }
}

/** Whether a slug that papers moved away from (edition_moves) is no venue's any more: one short read of a small table. */
async function retiredSlugWaiting(store: Store): Promise<boolean> {
  const row = await store.db.selectFrom('edition_moves as m').select('m.old_edition')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('paper_venues as v').select('v.id').whereRef('v.edition', '=', 'm.old_edition'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('list_entries as l').select('l.id').whereRef('l.edition', '=', 'm.old_edition'))))
    .limit(1).executeTakeFirst();
  return row !== undefined;
}
