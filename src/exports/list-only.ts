import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { keywordTerms } from '../papers/edition-filters.ts';
import { listLabel } from '../official/completeness.ts';
import { likeTerms } from '../venues/lists/match-list.ts';
import type { Selection } from './selection.ts';

/**
 * An accepted paper known only from an official list (not matched to an arXiv paper), as the API, feeds and exports
 * give it beside the arXiv papers: always marked `list_only`, with its edition, track / presentation and source link.
 */
export interface ListOnlyRecord {
  kind: 'list_only';
  /** list_entries id (stable across refetches of the same list). */
  entry_id: number;
  edition: string;
  venue: string;
  year: number;
  title: string;
  authors: string[];
  track: string;
  workshop: string | null;
  presentation: string | null;
  /** `list_only`: no arXiv paper with this title; `ambiguous`: several candidates, or authors / year disagree. */
  state: 'list_only' | 'ambiguous';
  /** The source's own id (PMLR `v235/abe24a`, Anthology `2024.acl-long.1`, OpenReview forum). */
  official_id: string | null;
  openreview_id: string | null;
  /** The entry's page at the source (null when the source gives none). */
  url: string | null;
  /** The list it is on: "PMLR v235", "ACL Anthology acl-2024", or an imported file's name. */
  list: string;
  /** The edition's page at the source. */
  list_url: string | null;
  /** When the list was last fetched or imported (ISO). */
  listed_at: string;
}

/** Which list-only entries a scope covers: one edition or all, a track, and terms that must all occur in the title or authors. */
export interface ListOnlyScope { edition?: string; track?: string; terms: string[] }

/**
 * The list-only entries that go with a selection: a venue page's (its track and keywords; none when it filters on
 * what list entries do not have — status, verified, institution, country, category, CCF rank), a search's (every
 * edition, title or authors containing every term; none for a CCF-filtered search), none for an institution.
 */
export function listOnlyScope(sel: Selection): ListOnlyScope | null {
  if (sel.kind === 'institution') return null;
  if (sel.kind === 'search') {
    const terms = keywordTerms(sel.q);
    return sel.ccf || !terms.length ? null : { terms };
  }
  const p = sel.params;
  // A list entry has a track but no programme: a programme filter keeps none of them.
  if (p.status || p.verified || p.institution || p.country || p.category || p.ccf || p.programme) return null;
  return { edition: sel.edition, track: p.track, terms: keywordTerms(p.q) };
}

function scoped(store: Store, s: ListOnlyScope) {
  let q = store.db.selectFrom('list_entries as e').innerJoin('venue_lists as l', 'l.id', 'e.list_id').where('e.match_state', '!=', 'matched');
  if (s.edition) q = q.where('e.edition', '=', s.edition);
  if (s.track) q = q.where('e.track', '=', s.track);
  return likeTerms(q, s.terms, ['e.title', 'e.authors_json']);
}

/** How many list-only entries a scope holds. */
export async function countListOnly(store: Store, s: ListOnlyScope): Promise<number> {
  const row = await scoped(store, s).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One page of a scope's list-only entries: an edition's by title, a search's newest edition first, then by title;
 * `newest` (feeds): the entries stored last first, so a refetch that adds papers brings them to the top.
 */
export async function listOnlyPage(store: Store, s: ListOnlyScope, page: { limit: number; offset: number }, order: 'title' | 'newest' = 'title'): Promise<ListOnlyRecord[]> {
  let q = scoped(store, s).select(['e.id', 'e.edition', 'e.venue', 'e.year', 'e.title', 'e.authors_json', 'e.track', 'e.workshop', 'e.presentation', 'e.match_state',
    'e.external_id', 'e.openreview_id', 'e.url', 'l.file', 'l.source', 'l.source_ref', 'l.source_url', 'l.imported_at']);
  if (order === 'newest') q = q.orderBy('e.id', 'desc');
  else {
    if (!s.edition) q = q.orderBy('e.edition', 'desc');
    q = q.orderBy('e.title').orderBy('e.id');
  }
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({
    kind: 'list_only', entry_id: Number(r.id), edition: r.edition, venue: r.venue, year: Number(r.year), title: r.title, authors: JSON.parse(r.authors_json) as string[],
    track: r.track, workshop: r.workshop, presentation: r.presentation, state: r.match_state === 'ambiguous' ? 'ambiguous' : 'list_only',
    official_id: r.external_id, openreview_id: r.openreview_id, url: r.url, list: listLabel(r.source, r.source_ref, r.file), list_url: r.source_url, listed_at: r.imported_at,
  }));
}

/** Every list-only entry of a selection (at most `max`, in `order`), read `fetch` at a time (flat memory). */
export async function* listOnlyRecords(store: Store, sel: Selection, max = Infinity, order: 'title' | 'newest' = 'title', fetch = 1000): AsyncGenerator<ListOnlyRecord> {
  const s = listOnlyScope(sel);
  if (!s) return;
  for (let offset = 0; offset < max; offset += fetch) {
    const rows = await listOnlyPage(store, s, { limit: Math.min(fetch, max - offset), offset }, order);
    yield* rows;
    if (rows.length < Math.min(fetch, max - offset)) return;
  }
}

/** One line saying where a list-only entry was accepted: `ICML 2024 · poster · list-only (PMLR v235)`. */
export function listOnlyBadge(r: ListOnlyRecord): string {
  const track = r.track === 'main' ? null : r.track === 'workshop' ? `Workshop${r.workshop ? `: ${r.workshop}` : ''}` : r.track;
  return [`${r.venue} ${r.year}`, track, r.presentation, 'accepted', `list-only${r.state === 'ambiguous' ? ', ambiguous' : ''} (${r.list})`].filter(Boolean).join(' · ');
}
