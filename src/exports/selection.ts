import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { findPapers, LISTED_STATUSES, type Paper } from '../papers/queries.ts';
import { searchPapers } from '../papers/search.ts';
import { loadCards, type CardOptions } from '../web/card-data.ts';
import { toRecord, type ExportRecord } from './record.ts';

/** What a feed, an API list or an export covers: a venue page with its filters, a search, or an institution. */
export type Selection =
  | { kind: 'venue'; edition: string; track?: string; verified?: boolean }
  | { kind: 'search'; q: string }
  | { kind: 'institution'; id: string };

/** One page of a selection and the opaque cursor of the next page (null at the end). */
export interface SelectionPage {
  items: Paper[];
  next: string | null;
}

/** Error for a cursor that was not made by `selectionPage`. */
export class CursorError extends Error {
  readonly code = 'CURSOR_INVALID';
}

const SEARCH_CAP = 10000;

function encode(v: unknown): string {
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError(`cursor "${cursor.slice(0, 40)}" is not one this server made`);
  }
}

function idsOf(store: Store, sel: Exclude<Selection, { kind: 'search' }>) {
  if (sel.kind === 'institution') return store.db.selectFrom('paper_institutions').select('paper_id').where('institution_id', '=', sel.id);
  let q = store.db.selectFrom('paper_venues').select('paper_id').where('edition', '=', sel.edition).where('status', 'in', LISTED_STATUSES);
  if (sel.track) q = q.where('track', '=', sel.track);
  if (sel.verified) q = q.where('verified', '=', 1);
  return q;
}

/** Newest-first keyset page (by submission date, then id) of a venue or institution selection. */
async function keysetPage(store: Store, sel: Exclude<Selection, { kind: 'search' }>, limit: number, cursor?: string): Promise<SelectionPage> {
  const day = sql<string>`coalesce(submitted_at, '')`;
  let q = store.db.selectFrom('papers').select('id').select(day.as('day')).where('id', 'in', idsOf(store, sel));
  if (cursor) {
    const c = decode(cursor);
    if (!Array.isArray(c) || c.length !== 2 || typeof c[0] !== 'string' || typeof c[1] !== 'string') throw new CursorError('cursor does not belong to this list');
    q = q.where(sql<boolean>`(${day} < ${c[0]} OR (${day} = ${c[0]} AND id < ${c[1]}))`);
  }
  const rows = await q.orderBy(day, 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: await findPapers(store, page.map((r) => r.id)), next: rows.length > limit && last ? encode([last.day, last.id]) : null };
}

/** One page of a selection, newest first (searches: best match first), with the cursor of the next page. */
export async function selectionPage(store: Store, sel: Selection, limit: number, cursor?: string): Promise<SelectionPage> {
  if (sel.kind !== 'search') return keysetPage(store, sel, limit, cursor);
  const offset = cursor === undefined ? 0 : decode(cursor);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new CursorError('cursor does not belong to this search');
  if (offset % limit !== 0) {
    const res = await searchPapers(store, sel.q, 1, offset + limit);
    return { items: res.items.slice(offset), next: offset + limit < Math.min(res.total, SEARCH_CAP) ? encode(offset + limit) : null };
  }
  const res = await searchPapers(store, sel.q, offset / limit + 1, limit);
  return { items: res.items, next: offset + limit < Math.min(res.total, SEARCH_CAP) ? encode(offset + limit) : null };
}

/** Every paper of a selection as export records, fetched and enriched `batch` at a time so memory stays flat. */
export async function* selectionRecords(store: Store, sel: Selection, opts: CardOptions, batch = 500, max = Infinity): AsyncGenerator<ExportRecord> {
  let cursor: string | undefined;
  let n = 0;
  do {
    const page = await selectionPage(store, sel, Math.min(batch, max - n), cursor);
    for (const card of await loadCards(store, page.items, opts)) yield toRecord(card);
    n += page.items.length;
    cursor = page.next ?? undefined;
  } while (cursor && n < max);
}
