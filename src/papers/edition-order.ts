// An edition's papers in the venue page's order — main track first (a paper with a main-track mention among the
// mentions the filters keep), then newest first (submitted_at), then id — read from the index of migration 016
// (paper_venues: edition, track, sort_day, paper_id, …) in order. Main track is one range of the index; the other
// tracks are papers without a main mention, few beside it. A page costs a range read of the index (plus the rows it
// skips), not a sort of the whole edition. Serves the filters on the mentions themselves (track, status, verified, ccf) and a condition on their papers (keywords).
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB } from '../store/schema.ts';
import { venuesOfTier, type CcfTier } from './rank-filter.ts';
import { UNRANKED_TRACKS } from '../venues/ranks.ts';

/** The venue page's filters this order serves (the ones on venue mentions). */
export interface MentionFilter {
  track?: string;
  /** a programme of the track "other" by its English name, or NO_PROGRAMME: its mentions whose programme has no name */
  programme?: string;
  /** one status; default accepted or published */
  status?: string;
  verified?: boolean;
  ccf?: CcfTier;
  /** A condition on the mention's paper (`v.paper_id`), e.g. its keywords: checked on the rows read, in order. */
  paper?: RawBuilder<boolean>;
}

/** A paper's place in the order: track rank (0 main track, 1 other), day (submitted_at or ''), id. */
export interface OrderKey {
  rank: number;
  day: string;
  id: string;
}

const LISTED = ['accepted', 'published'];

/** The `programme` filter's value for mentions of the track "other" whose programme has no name (names are capitalised: never equal). */
export const NO_PROGRAMME = 'none';

/** The programme filter on the rows read (`v`): mentions of the track "other" in that programme, or in none named. */
export function programmeWhere(programme: string) {
  return (eb: ExpressionBuilder<DB & { v: DB['paper_venues'] }, 'v'>) =>
    eb.and([eb('v.track', '=', 'other'), programme === NO_PROGRAMME ? eb('v.programme', 'is', null) : eb('v.programme', '=', programme)]);
}

type Eb = ExpressionBuilder<DB & { v: DB['paper_venues']; m: DB['paper_venues'] }, 'v' | 'm'>;

/** The mention filters on alias `t` (v: the rows read; m: the main-track mention looked for). */
function mentionWhere(f: MentionFilter, t: 'v' | 'm') {
  return (eb: Eb) => eb.and([
    f.status ? eb(`${t}.status`, '=', f.status) : eb(`${t}.status`, 'in', LISTED),
    ...(f.verified ? [eb(`${t}.verified`, '=', 1)] : []),
    ...(f.ccf ? [eb(`${t}.venue`, 'in', venuesOfTier(f.ccf)), eb(`${t}.track`, 'not in', UNRANKED_TRACKS)] : []),
  ]);
}

/** The rows of one rank group (0: main track; 1: papers with no main-track mention the filters keep), one per paper. */
function group(store: Store, edition: string, f: MentionFilter, rank: 0 | 1) {
  let q = store.db.selectFrom('paper_venues as v').where('v.edition', '=', edition).where(mentionWhere(f, 'v') as never);
  if (f.paper) q = q.where(f.paper);
  // A programme is one of the track "other": read as that track is (its papers with a main-track mention too).
  if (f.programme !== undefined) q = q.where(programmeWhere(f.programme) as never);
  if (f.track) q = q.where('v.track', '=', f.track);
  else if (f.programme !== undefined) return q;
  else if (rank === 0) q = q.where('v.track', '=', 'main');
  else {
    q = q.where('v.track', '<>', 'main').where((eb) => eb.not(eb.exists(eb.selectFrom('paper_venues as m').select(sql`1`.as('one'))
      .whereRef('m.paper_id', '=', 'v.paper_id').where('m.edition', '=', edition).where('m.track', '=', 'main').where(mentionWhere(f, 'm') as never))));
  }
  return q;
}

/** The rank groups a filter has: with a track asked for, the one its rank says. */
function ranks(f: MentionFilter): (0 | 1)[] {
  return f.track ? [f.track === 'main' ? 0 : 1] : f.programme !== undefined ? [1] : [0, 1];
}

/** Papers in a rank group. */
async function groupSize(store: Store, edition: string, f: MentionFilter, rank: 0 | 1): Promise<number> {
  const r = await store.db.selectFrom(group(store, edition, f, rank).select('v.paper_id').distinct().as('g'))
    .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Papers of the edition the filters keep. */
export async function orderedCount(store: Store, edition: string, f: MentionFilter): Promise<number> {
  let n = 0;
  for (const rank of ranks(f)) n += await groupSize(store, edition, f, rank);
  return n;
}

/**
 * Up to `limit` papers of the edition in order: after the key `after` (keyset), or skipping `offset` papers.
 */
export async function orderedPage(store: Store, edition: string, f: MentionFilter, limit: number, at: { after?: OrderKey; offset?: number }): Promise<OrderKey[]> {
  const out: OrderKey[] = [];
  let skip = at.offset ?? 0;
  for (const rank of ranks(f)) {
    if (out.length >= limit) break;
    if (at.after && at.after.rank > rank) continue;
    let q = group(store, edition, f, rank);
    if (at.after && at.after.rank === rank) q = q.where(sql<boolean>`(v.sort_day, v.paper_id) < (${at.after.day}, ${at.after.id})`);
    const rows = await q.select(['v.paper_id', 'v.sort_day']).groupBy(['v.sort_day', 'v.paper_id'])
      .orderBy('v.sort_day', 'desc').orderBy('v.paper_id', 'desc').limit(limit - out.length).offset(skip).execute();
    for (const r of rows) out.push({ rank, day: r.sort_day, id: r.paper_id });
    // The offset is used up by this group, or it skips the whole group: the next starts that much further in.
    if (rows.length) skip = 0;
    else if (skip > 0) skip = Math.max(0, skip - await groupSize(store, edition, f, rank));
  }
  return out;
}
