import { findVenue } from './catalogue.ts';

/** The CCF 2026 tier and CORE tier of a venue, as the shipped catalogue carries them. */
export interface VenueRanks { ccf: 'A' | 'B' | 'C' | null; core: 'A*' | 'A' | 'B' | 'C' | null }

const NONE: VenueRanks = { ccf: null, core: null };

/** Ranks of a venue by its canonical name ("ICML" -> CCF A, CORE A*); both null for a venue no list ranks. */
export function venueRanks(name: string): VenueRanks {
  const v = findVenue(name);
  return v ? { ccf: v.ccf ?? null, core: v.core ?? null } : NONE;
}

/** Short rank text for a badge: "CCF-A · CORE A*", "CCF-B", "" when unranked. */
export function rankText(r: VenueRanks): string {
  return [r.ccf ? `CCF-${r.ccf}` : null, r.core ? `CORE ${r.core}` : null].filter(Boolean).join(' · ');
}

/** The same in words, Chinese then English: "中国计算机学会推荐 A 类 · CCF rank A; CORE A*". */
export function rankTitle(r: VenueRanks): string {
  const zh = [r.ccf ? `中国计算机学会（CCF）推荐 ${r.ccf} 类` : null, r.core ? `CORE 评级 ${r.core}` : null].filter(Boolean).join('，');
  const en = [r.ccf ? `CCF rank ${r.ccf}` : null, r.core ? `CORE rank ${r.core}` : null].filter(Boolean).join('; ');
  return [zh, en].filter(Boolean).join(' · ');
}

/**
 * Tracks whose papers the venue's rank does not cover: a workshop held at a CCF-A conference is not a CCF-A paper, nor
 * is a paper of its Findings (published apart from the proceedings the lists rank; CCF's list names no Findings). Their
 * badges show the host's rank, said so, and the rank filters (papers/rank-filter.ts) leave them out.
 */
export const UNRANKED_TRACKS: readonly string[] = ['workshop', 'findings'];

/**
 * The rank text of one venue mention: a workshop's or a Findings paper's is its host's, said so ("host CCF-A · CORE A*"),
 * since the paper itself is not ranked by it.
 */
export function mentionRank(m: { venue: string; track: string }): { ranks: VenueRanks; text: string; host: boolean } {
  const ranks = venueRanks(m.venue);
  const text = rankText(ranks);
  const host = UNRANKED_TRACKS.includes(m.track) && text !== '';
  return { ranks, text: host ? `host ${text}` : text, host };
}
