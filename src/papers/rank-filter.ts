// The CCF rank filter (`?ccf=A|B|C`) of venue pages, searches, institution lists, feeds, exports and the API: a paper
// passes when it is accepted or published in a track other than a workshop or Findings of a venue the CCF 2026 list
// ranks so (a workshop held at a CCF-A conference is not a CCF-A paper, nor is a Findings paper: UNRANKED_TRACKS). Ranks come from the shipped catalogue, not the store.
import type { Store } from '../store/connection.ts';
import { VENUES } from '../venues/catalogue.ts';
import { UNRANKED_TRACKS, venueRanks } from '../venues/ranks.ts';
import { LISTED_STATUSES } from './queries.ts';

/** The CCF tiers a reader can filter by. */
export const CCF_TIERS = ['A', 'B', 'C'] as const;

/** One CCF tier. */
export type CcfTier = (typeof CCF_TIERS)[number];

const NAMES = new Map<CcfTier, string[]>();

/**
 * Canonical names (as detection writes them to paper_venues.venue) whose badge shows the CCF tier (venueRanks, so a
 * name two venues share, such as CSCW, passes the filter of the rank its badge shows and no other).
 */
export function venuesOfTier(tier: CcfTier): string[] {
  let names = NAMES.get(tier);
  if (!names) NAMES.set(tier, (names = [...new Set(VENUES.map((v) => v.name))].filter((n) => venueRanks(n).ccf === tier).sort()));
  return names.length ? names : [''];
}

/** Subquery: ids of the papers accepted or published in a ranked track (not a workshop or Findings) of a venue of the tier. */
export function rankedPaperIds(store: Store, tier: CcfTier) {
  return store.db.selectFrom('paper_venues').select('paper_id').where('venue', 'in', venuesOfTier(tier))
    .where('status', 'in', LISTED_STATUSES).where('track', 'not in', UNRANKED_TRACKS);
}

/** Of some paper ids, the ones passing the tier's filter, in the given order. */
export async function keepRanked(store: Store, ids: string[], tier: CcfTier): Promise<string[]> {
  const keep = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await rankedPaperIds(store, tier).where('paper_id', 'in', ids.slice(i, i + 500)).execute();
    for (const r of rows) keep.add(r.paper_id);
  }
  return ids.filter((id) => keep.has(id));
}
