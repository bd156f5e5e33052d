import type { Store } from '../../store/connection.ts';
import { activeOf } from '../../corrections/apply.ts';
import { parseVenueValue } from '../../corrections/fields.ts';
import { correctedVenue } from '../../corrections/venue-name.ts';
import { syncVenueCorrections } from '../../corrections/venue-rows.ts';
import { LISTED_STATUSES } from '../../papers/queries.ts';

/** Whether a moderator confirmed that a paper is at an edition: an active accepted venue correction naming it accepted or published there. */
async function moderatorConfirmed(store: Store, paperId: string, edition: string): Promise<boolean> {
  const history = await store.db.selectFrom('corrections').selectAll().where('field', '=', 'venue').where('paper_id', '=', paperId).orderBy('id').execute();
  return [...activeOf(history).values()].some((c) => {
    const v = parseVenueValue(c.new_value);
    return v !== null && LISTED_STATUSES.includes(v.status) && correctedVenue(v.venue, v.year).edition === edition;
  });
}

/**
 * Undoes what entries that left a list (or changed) had set: the 'list' venue rows of papers with no other matched entry of
 * `edition`, and the verified mark of their self-reported rows of that edition and track unless another matched entry
 * of the same track still confirms them or a moderator confirmed the venue (an accepted venue correction).
 */
export async function dropListVenues(store: Store, edition: string, dropped: { id: number; paperId: string; track: string }[]): Promise<void> {
  const ids = dropped.length ? dropped.map((d) => d.id) : [-1];
  const unverified: string[] = [];
  for (const d of dropped) {
    const others = await store.db.selectFrom('list_entries').select('track').where('edition', '=', edition).where('paper_id', '=', d.paperId)
      .where('match_state', '=', 'matched').where('id', 'not in', ids).execute();
    if (!others.length) await store.db.deleteFrom('paper_venues').where('paper_id', '=', d.paperId).where('edition', '=', edition).where('source', '=', 'list').execute();
    if (others.some((o) => o.track === d.track) || await moderatorConfirmed(store, d.paperId, edition)) continue;
    await store.db.updateTable('paper_venues').set({ verified: 0 }).where('paper_id', '=', d.paperId).where('edition', '=', edition).where('track', '=', d.track)
      .where('source', 'not in', ['list', 'correction']).execute();
    unverified.push(d.paperId);
  }
  // Correction rows take their verified mark from the machine row they replace.
  await syncVenueCorrections(store, [...new Set(unverified)]);
}

