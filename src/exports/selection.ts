import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { findPapers, papersOfEdition, type Paper } from '../papers/queries.ts';
import { searchPapers } from '../papers/search.ts';
import { loadCards, type CardOptions } from '../cards/card-data.ts';
import { editionFilterOf, type VenueFilterParams } from '../papers/edition-filters.ts';
import { toRecord, type ExportRecord } from './record.ts';
import { rankedPaperIds, type CcfTier } from '../papers/rank-filter.ts';
import crypto from 'node:crypto';
import { CursorError, decodeCursor, encodeCursor, keysetCursor, scopedCursor, unscopedCursor } from './cursor.ts';
import { keysetServes, venueKeysetPage } from './venue-keyset.ts';

/** Search results reachable by paging (deeper pages of a ranked search are not served). */
const SEARCH_CAP = 10000;

/** What a feed, an API list or an export covers: a venue page with its filters, a search, or an institution. */
export type Selection =
  | { kind: 'venue'; edition: string; params: VenueFilterParams }
  | { kind: 'search'; q: string; ccf?: CcfTier }
  | { kind: 'institution'; id: string; ccf?: CcfTier };

/** One page of a selection and the opaque cursor of the next page (null at the end). */
export interface SelectionPage {
  items: Paper[];
  next: string | null;
}

/** Newest-first keyset page (by submission date, then id) of an institution's papers. */
async function institutionPage(store: Store, sel: Extract<Selection, { kind: 'institution' }>, limit: number, cursor?: string): Promise<SelectionPage> {
  const day = sql<string>`coalesce(submitted_at, '')`;
  const ids = store.db.selectFrom('paper_institutions').select('paper_id').where('institution_id', '=', sel.id);
  let q = store.db.selectFrom('papers').select('id').select(day.as('day')).where('id', 'in', ids);
  if (sel.ccf) q = q.where('id', 'in', rankedPaperIds(store, sel.ccf));
  if (cursor) {
    const [d, id] = keysetCursor<[string, string]>(cursor, ['string', 'string']);
    q = q.where(sql<boolean>`(${day} < ${d} OR (${day} = ${d} AND id < ${id}))`);
  }
  const rows = await q.orderBy(day, 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: await findPapers(store, page.map((r) => r.id)), next: rows.length > limit && last ? encodeCursor([last.day, last.id]) : null };
}

/** A page at an offset cursor from a list that pages by number (searches, venue pages with their filters and order). */
async function offsetPage(fetch: (page: number, size: number) => Promise<{ items: Paper[]; total: number; capped?: boolean }>, limit: number, cursor?: string, cap = Infinity): Promise<SelectionPage> {
  const offset = cursor === undefined ? 0 : decodeCursor(cursor);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new CursorError('cursor does not belong to this list');
  const aligned = offset % limit === 0;
  const res = aligned ? await fetch(offset / limit + 1, limit) : await fetch(1, offset + limit);
  const items = aligned ? res.items : res.items.slice(offset);
  // A total counted only so far (a keyword filter): more follow while pages come full.
  const more = res.capped ? items.length === limit : offset + limit < res.total;
  return { items, next: more && offset + limit < cap ? encodeCursor(offset + limit) : null };
}

/** A fingerprint of what a selection lists (kind, edition / query / institution, filters), to which its cursors are bound. */
function scopeOf(sel: Selection): string {
  const params = sel.kind === 'venue' ? Object.entries(sel.params).filter(([, v]) => v !== undefined && v !== '' && v !== false).sort() : sel.ccf ? [['ccf', sel.ccf]] : [];
  const what = sel.kind === 'venue' ? sel.edition : sel.kind === 'search' ? sel.q : sel.id;
  return crypto.createHash('sha1').update(JSON.stringify([sel.kind, what, params])).digest('base64url').slice(0, 12);
}

/**
 * One page of a selection in its page's order (venue: main track first, newest first; search: best match first;
 * institution: newest first). Cursors are bound to the selection: one from another edition, query or filter is a CursorError.
 */
export async function selectionPage(store: Store, sel: Selection, limit: number, cursor?: string): Promise<SelectionPage> {
  const scope = scopeOf(sel);
  const page = await unscopedPage(store, sel, limit, cursor === undefined ? undefined : unscopedCursor(cursor, scope));
  return { items: page.items, next: page.next === null ? null : scopedCursor(scope, page.next) };
}

async function unscopedPage(store: Store, sel: Selection, limit: number, cursor?: string): Promise<SelectionPage> {
  if (sel.kind === 'institution') return institutionPage(store, sel, limit, cursor);
  if (sel.kind === 'search') return offsetPage((page, size) => searchPapers(store, sel.q, page, size, { ccf: sel.ccf }), limit, cursor, SEARCH_CAP);
  if (keysetServes(sel.params)) return venueKeysetPage(store, sel.edition, sel.params, limit, cursor);
  const { filter } = await editionFilterOf(store, sel.params);
  return offsetPage((page, size) => papersOfEdition(store, sel.edition, page, size, filter), limit, cursor);
}

/** How many papers to read per query and how many to enrich at a time. */
export interface ReadSizes {
  /** papers per page query (offset-paged lists cost a scan per page, so exports read large pages) */
  fetch: number;
  /** papers per loadCards call */
  cards: number;
}

/** Every paper of a selection (at most `max`) as export records; memory is bounded by `sizes.fetch`, whatever the total. */
export async function* selectionRecords(store: Store, sel: Selection, opts: CardOptions, sizes: ReadSizes = { fetch: 500, cards: 500 }, max = Infinity): AsyncGenerator<ExportRecord> {
  let cursor: string | undefined;
  let n = 0;
  do {
    const page = await selectionPage(store, sel, sizes.fetch, cursor);
    const items = page.items.slice(0, max - n);
    for (let i = 0; i < items.length; i += sizes.cards) {
      for (const card of await loadCards(store, items.slice(i, i + sizes.cards), opts)) yield toRecord(card);
    }
    n += items.length;
    cursor = page.next ?? undefined;
  } while (cursor && n < max);
}
