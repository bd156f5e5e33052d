import path from 'node:path';
import { sql } from 'kysely';
import type { Store } from '../../store/connection.ts';
import { authorOverlap, titleKey } from './normalise.ts';
import type { ListEntryInput } from './parse-list.ts';
import { syncVenueCorrections } from '../../corrections/venue-rows.ts';
import { editionSlug } from '../edition.ts';
import { withProgramme } from '../programme.ts';
import { idMonth } from '../../arxiv/ids.ts';
import { dropListVenues } from './drop-list-venues.ts';
import { NearIndex, decideNear } from './near-title.ts';
import { bridgeQuery } from '../../papers/term-bridge.ts';
import { hasCjk } from '../../papers/search-index.ts';
import { likeContains } from '../../papers/queries.ts';

/** Years before an edition a near-title candidate may have been first posted. */
const NEAR_YEARS_BEFORE = 2;

/** The edition slug of a list (it always has a year). */
const listEdition = (venue: string, year: number): string => editionSlug(venue, year)!;

/** What matching a list did: entries confirmed, ambiguous (several candidates or authors disagree), or list-only. */
export interface MatchCounts { total: number; matched: number; ambiguous: number; unmatched: number }

interface Pending { id: number; venue: string; year: number; edition: string; title: string; title_key: string; authors: string[]; track: string; workshop: string | null; presentation: string | null; list: string }
interface Candidate { id: string; authors: string[]; claims: Claim[] }
/** A venue a paper's own comments or journal-ref give it. */
interface Claim { edition: string; year: number; status: string }


/** Authors needed in common (share of the shorter list) to confirm a title match. */
const MIN_OVERLAP = 0.5;
/** A title-only match (list without authors) is trusted only for titles at least this long once folded. */
const MIN_TITLE_ONLY = 20;

/** The list_entries row of an entry (not yet matched). */
export function entryRow(listId: number, venue: string, year: number, edition: string, e: ListEntryInput) {
  return {
    list_id: listId, venue, year, edition, title: e.title, title_key: titleKey(e.title), authors_json: JSON.stringify(e.authors), track: e.track,
    presentation: e.presentation, external_id: e.externalId, paper_id: null, match_state: 'unmatched',
    workshop: e.workshop ?? null, openreview_id: e.openreviewId ?? null, url: e.url ?? null,
  };
}

/**
 * Stores a list's entries (replacing an earlier import of the same file for that edition) and returns the list id.
 * What the earlier import's matches gave (list venue rows, verified marks) is taken back first; matchList gives it
 * again to the entries still on the list.
 */
export async function storeList(store: Store, opts: { venue: string; year: number; file: string; format: string }, entries: ListEntryInput[]): Promise<number> {
  const edition = listEdition(opts.venue, opts.year);
  const file = path.basename(opts.file);
  const before = await store.db.selectFrom('list_entries').innerJoin('venue_lists', 'venue_lists.id', 'list_entries.list_id')
    .select(['list_entries.id', 'list_entries.paper_id', 'list_entries.track']).where('venue_lists.edition', '=', edition).where('venue_lists.file', '=', file)
    .where('match_state', '=', 'matched').execute();
  await dropListVenues(store, edition, before.map((e) => ({ id: Number(e.id), paperId: e.paper_id!, track: e.track })));
  return store.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('venue_lists').where('edition', '=', edition).where('file', '=', file).execute();
    const list = await tx.insertInto('venue_lists').values({ venue: opts.venue, year: opts.year, edition, file, format: opts.format, imported_at: new Date().toISOString(), counts_json: '{}' })
      .returning('id').executeTakeFirstOrThrow();
    const rows = entries.map((e) => entryRow(Number(list.id), opts.venue, opts.year, edition, e)).filter((r) => r.title_key.length > 0);
    for (let i = 0; i < rows.length; i += 500) await tx.insertInto('list_entries').values(rows.slice(i, i + 500)).execute();
    return Number(list.id);
  });
}

async function pendingEntries(store: Store, where: { listId?: number; keys?: string[] }): Promise<Pending[]> {
  let q = store.db.selectFrom('list_entries').innerJoin('venue_lists', 'venue_lists.id', 'list_entries.list_id')
    .select(['list_entries.id', 'list_entries.venue', 'list_entries.year', 'list_entries.edition', 'list_entries.title', 'title_key', 'authors_json', 'track', 'workshop', 'presentation', 'venue_lists.file as list'])
    .where('match_state', '!=', 'matched');
  if (where.listId !== undefined) q = q.where('list_id', '=', where.listId);
  if (where.keys) q = q.where('title_key', 'in', where.keys.length ? where.keys : ['']);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), authors: JSON.parse(r.authors_json) as string[] }));
}

/** Calls `visit` with id and title of every paper (or only `paperIds`), scanning in id batches. */
async function scanTitles(store: Store, visit: (id: string, title: string) => void, paperIds?: string[]): Promise<void> {
  if (paperIds) {
    for (let i = 0; i < paperIds.length; i += 500) {
      for (const r of await store.db.selectFrom('papers').select(['id', 'title']).where('id', 'in', paperIds.slice(i, i + 500)).execute()) visit(r.id, r.title);
    }
    return;
  }
  // Keyset by id: on SQLite the (id, title) index covers this scan, so abstracts are never read.
  for (let after = ''; ;) {
    const rows = await store.db.selectFrom('papers').select(['id', 'title']).where('id', '>', after).orderBy('id').limit(50000).execute();
    if (!rows.length) break;
    for (const r of rows) visit(r.id, r.title);
    after = rows[rows.length - 1].id;
  }
}

/** Authors, title and venue claims of the papers `ids`. */
async function loadCandidates(store: Store, ids: string[]): Promise<Map<string, Candidate & { title: string }>> {
  const out = new Map<string, Candidate & { title: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const claims = new Map<string, Candidate['claims']>();
    for (const v of await store.db.selectFrom('paper_venues').select(['paper_id', 'edition', 'year', 'status']).where('paper_id', 'in', chunk)
      .where('source', '!=', 'list').where('status', 'in', ['accepted', 'published']).where('edition', 'is not', null).execute()) {
      (claims.get(v.paper_id) ?? claims.set(v.paper_id, []).get(v.paper_id)!).push({ edition: v.edition!, year: Number(v.year), status: v.status });
    }
    for (const r of await store.db.selectFrom('papers').select(['id', 'title', 'authors_json']).where('id', 'in', chunk).execute()) {
      out.set(r.id, { id: r.id, title: r.title, authors: JSON.parse(r.authors_json || '[]'), claims: claims.get(r.id) ?? [] });
    }
  }
  return out;
}

/**
 * One scan of the papers: those whose folded title is one of the entries' keys (exact stage), grouped by key, and
 * the near-title candidates of every entry (in `near`, by entry position).
 */
async function candidatesByKey(store: Store, pending: Pending[], near: NearIndex | null, paperIds?: string[]): Promise<Map<string, Candidate[]>> {
  const keys = new Set(pending.map((e) => e.title_key));
  const hits = new Map<string, string>();
  // Near-title candidates only among papers first posted in the editions' years (fitsNear's window, plus the year after for papers claiming the edition).
  const years = pending.map((e) => e.year);
  const from = Math.min(...years) - NEAR_YEARS_BEFORE; const to = Math.max(...years) + 1;
  await scanTitles(store, (id, title) => {
    const k = titleKey(title);
    if (keys.has(k)) hits.set(id, k);
    if (near) {
      const posted = idMonth(id);
      if (posted && posted.year >= from && posted.year <= to) near.visit(id, title);
    }
  }, paperIds);
  const out = new Map<string, Candidate[]>();
  for (const [id, c] of await loadCandidates(store, [...hits.keys()])) {
    const k = hits.get(id)!;
    (out.get(k) ?? out.set(k, []).get(k)!).push(c);
  }
  return out;
}

/**
 * Whether a same-title paper can be this edition's paper: yes when its comments claim this edition (unless it was also
 * posted more than a year late and claims a later acceptance: an extended version citing the original); no when it claims
 * acceptance at a later edition (a later version reusing the title), or was first posted more than a year after the
 * edition's year with no claim to explain it (a later paper with the same title).
 */
export function fitsEdition(arxivId: string, claims: Claim[], edition: string, year: number): boolean {
  const posted = idMonth(arxivId);
  const late = posted !== null && posted.year > year + 1;
  // Only a later *conference or journal acceptance* counts against (status accepted); a later journal-ref (published) is often the same paper's extension under the same id.
  const later = claims.some((c) => c.status === 'accepted' && c.year > year);
  if (claims.some((c) => c.edition === edition)) return !(later && late);
  return !later && !late;
}

function resolve(e: Pending, cands: Candidate[]): { state: 'matched' | 'ambiguous' | 'unmatched'; paperId: string | null } {
  if (!cands.length) return { state: 'unmatched', paperId: null };
  const byAuthors = e.authors.length ? cands.filter((c) => authorOverlap(e.authors, c.authors) >= MIN_OVERLAP)
    : e.title_key.length >= MIN_TITLE_ONLY ? cands : [];
  const confirmed = byAuthors.filter((c) => fitsEdition(c.id, c.claims, e.edition, e.year));
  if (confirmed.length === 1) return { state: 'matched', paperId: confirmed[0].id };
  return { state: 'ambiguous', paperId: null };
}

/** Records confirmed matches: a verified 'list' venue row per paper, and verifies its self-reported rows of that edition and track (accepted venue corrections still win). */
async function applyMatches(store: Store, matches: { e: Pending; paperId: string }[]): Promise<void> {
  if (!matches.length) return;
  await store.db.transaction().execute(async (tx) => {
    for (const { e, paperId } of matches) {
      await tx.updateTable('list_entries').set({ paper_id: paperId, match_state: 'matched' }).where('id', '=', e.id).execute();
      await tx.deleteFrom('paper_venues').where('paper_id', '=', paperId).where('edition', '=', e.edition).where('source', '=', 'list').execute();
      await tx.updateTable('paper_venues').set({ verified: 1 }).where('paper_id', '=', paperId).where('edition', '=', e.edition)
        .where('track', '=', e.track).where('source', '!=', 'list').execute();
    }
    const rows = matches.map(({ e, paperId }) => withProgramme({
      paper_id: paperId, venue: e.venue, year: e.year, edition: e.edition, track: e.track, workshop: e.workshop, status: 'accepted',
      presentation: e.presentation, source: 'list', evidence: `accepted-paper list ${e.list}`, verified: 1,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insertInto('paper_venues').values(rows.slice(i, i + 500)).execute();
  });
  await syncVenueCorrections(store, [...new Set(matches.map((m) => m.paperId))]);
}

/**
 * Whether a near-title candidate can be the entry's paper: it fits the edition as an exact match would, and it was first
 * posted within NEAR_YEARS_BEFORE years before the edition's year and no later than that year, unless its own
 * comments claim this edition (a near title posted later is more often the same authors' follow-up); one claiming
 * acceptance at another edition of that year or later never is.
 */
function fitsNear(c: Candidate, e: Pending): boolean {
  if (!fitsEdition(c.id, c.claims, e.edition, e.year)) return false;
  if (c.claims.some((x) => x.edition === e.edition)) return true;
  // A near title accepted elsewhere that year is another paper of the same authors (a spin-off), not this one.
  if (c.claims.some((x) => x.status === 'accepted' && x.year >= e.year)) return false;
  const posted = idMonth(c.id);
  return posted !== null && posted.year <= e.year && posted.year >= e.year - NEAR_YEARS_BEFORE;
}

/**
 * The near-title stage for entries the exact stage left unmatched: each entry decided on its candidates fitting the
 * edition and not already another entry's paper in that edition; a paper two entries would take goes to neither.
 */
async function nearMatches(store: Store, pending: Pending[], near: NearIndex, unmatched: number[], taken: Set<string>): Promise<Map<number, { state: 'matched' | 'ambiguous'; paperId: string | null }>> {
  const ids = new Set<string>();
  for (const i of unmatched) for (const f of near.found[i]) ids.add(f.id);
  const papers = await loadCandidates(store, [...ids]);
  const decided = new Map<number, { state: 'matched' | 'ambiguous'; paperId: string | null }>();
  const byPaper = new Map<string, number[]>();
  for (const i of unmatched) {
    const e = pending[i];
    const cands = near.found[i].map((f) => papers.get(f.id)!).filter((c) => c && !taken.has(`${e.edition}|${c.id}`) && fitsNear(c, e));
    const v = decideNear({ title: e.title, authors: e.authors }, cands);
    if (v.state === 'matched') (byPaper.get(v.paperId) ?? byPaper.set(v.paperId, []).get(v.paperId)!).push(i);
    else if (v.state === 'ambiguous') decided.set(i, { state: 'ambiguous', paperId: null });
  }
  for (const [paperId, is] of byPaper) for (const i of is) decided.set(i, is.length === 1 ? { state: 'matched', paperId } : { state: 'ambiguous', paperId: null });
  return decided;
}

/** Papers already matched to an entry, as `edition|paper`. */
async function takenPapers(store: Store, editions: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const r of await store.db.selectFrom('list_entries').select(['edition', 'paper_id']).where('edition', 'in', editions.length ? editions : ['']).where('match_state', '=', 'matched').execute()) out.add(`${r.edition}|${r.paper_id}`);
  return out;
}

async function matchEntries(store: Store, pending: Pending[], paperIds?: string[]): Promise<MatchCounts> {
  const counts: MatchCounts = { total: pending.length, matched: 0, ambiguous: 0, unmatched: 0 };
  const near = paperIds ? null : new NearIndex(pending.map((e) => e.title));
  const cands = await candidatesByKey(store, pending, near, paperIds);
  const exact = pending.map((e) => resolve(e, cands.get(e.title_key) ?? []));
  if (near) {
    const taken = await takenPapers(store, [...new Set(pending.map((e) => e.edition))]);
    exact.forEach((r, i) => { if (r.state === 'matched') taken.add(`${pending[i].edition}|${r.paperId}`); });
    const unmatched = exact.flatMap((r, i) => (r.state === 'unmatched' ? [i] : []));
    for (const [i, r] of await nearMatches(store, pending, near, unmatched, taken)) exact[i] = r;
  }
  const states = new Map<string, number[]>();
  const matches: { e: Pending; paperId: string }[] = [];
  pending.forEach((e, i) => {
    const r = exact[i];
    counts[r.state]++;
    if (r.state === 'matched') matches.push({ e, paperId: r.paperId! });
    else if (!paperIds) (states.get(r.state) ?? states.set(r.state, []).get(r.state)!).push(e.id);
  });
  await applyMatches(store, matches);
  for (const [state, ids] of states) {
    for (let i = 0; i < ids.length; i += 500) await store.db.updateTable('list_entries').set({ match_state: state }).where('id', 'in', ids.slice(i, i + 500)).execute();
  }
  return counts;
}

/** Matches one stored list's entries against every stored paper. */
export async function matchList(store: Store, listId: number): Promise<MatchCounts> {
  const counts = await matchEntries(store, await pendingEntries(store, { listId }));
  await store.db.updateTable('venue_lists').set({ counts_json: JSON.stringify(counts) }).where('id', '=', listId).execute();
  return counts;
}

/**
 * Matches list entries still unmatched or ambiguous against papers: only `paperIds` (call it after importing papers,
 * so a list-only paper is matched when it arrives), or all papers when omitted. Returns what happened to the entries looked at.
 */
export async function matchPendingListEntries(store: Store, paperIds?: string[]): Promise<MatchCounts> {
  if (!paperIds) return matchEntries(store, await pendingEntries(store, {}));
  if (!paperIds.length) return { total: 0, matched: 0, ambiguous: 0, unmatched: 0 };
  const keys = new Set<string>();
  for (let i = 0; i < paperIds.length; i += 500) {
    for (const r of await store.db.selectFrom('papers').select('title').where('id', 'in', paperIds.slice(i, i + 500)).execute()) keys.add(titleKey(r.title));
  }
  const pending: Pending[] = [];
  const all = [...keys];
  for (let i = 0; i < all.length; i += 500) pending.push(...await pendingEntries(store, { keys: all.slice(i, i + 500) }));
  return matchEntries(store, pending, paperIds);
}

/** A list-only paper of an edition (an accepted-list entry not matched to a stored paper). */
export interface ListOnlyEntry { id: number; title: string; authors: string[]; track: string; workshop: string | null; presentation: string | null; matchState: string; externalId: string | null; url: string | null }

/** Which list-only entries to show: a track, and keywords that must all appear in the title or an author name. */
export interface ListOnlyFilter { track?: string; terms?: string[] }

/**
 * `q` narrowed to rows where one of `columns` contains every term (case-folded substring). A Chinese term the
 * translation glossary covers (papers/term-bridge.ts) also matches its English: list entries are titled in English,
 * so "扩散模型" finds "… Diffusion Models …" ("推理": reasoning OR inference).
 */
export function likeTerms<Q extends { where: (...a: any[]) => Q }>(q: Q, terms: string[], columns: string[]): Q {
  for (const term of terms) {
    const contains = (eb: any, text: string) => eb.or(columns.map((col) => eb(sql`lower(${sql.ref(col)})`, 'like', sql`${likeContains(text.toLowerCase())} ESCAPE '\\'`)));
    const bridged = hasCjk(term) ? bridgeQuery([term]) : null;
    q = q.where((eb: any) => (bridged
      ? eb.or([contains(eb, term), eb.and(bridged.groups.map((g) => eb.or(g.map((alt) => contains(eb, alt)))))])
      : contains(eb, term)));
  }
  return q;
}

/** `q` narrowed to entries whose title or authors contain every term. */
const withTerms = <Q extends { where: (...a: any[]) => Q }>(q: Q, terms: string[]): Q => likeTerms(q, terms, ['title', 'authors_json']);

function listOnlyQuery(store: Store, edition: string, f: ListOnlyFilter) {
  let q = store.db.selectFrom('list_entries').where('edition', '=', edition).where('match_state', '!=', 'matched');
  if (f.track) q = q.where('track', '=', f.track);
  return withTerms(q, f.terms ?? []);
}

/** List-only papers of an edition (unmatched and ambiguous entries), by title, for the venue page; `filter` narrows them like the page's filters. */
export async function listOnlyEntries(store: Store, edition: string, page: { limit: number; offset: number }, filter: ListOnlyFilter = {}): Promise<ListOnlyEntry[]> {
  const rows = await listOnlyQuery(store, edition, filter).select(['id', 'title', 'authors_json', 'track', 'workshop', 'presentation', 'match_state', 'external_id', 'url'])
    .orderBy('title').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, authors: JSON.parse(r.authors_json), track: r.track, workshop: r.workshop, presentation: r.presentation, matchState: r.match_state, externalId: r.external_id, url: r.url }));
}

/** A list-only entry found by a site-wide search, with the edition whose list holds it. */
export type ListOnlyHit = ListOnlyEntry & { edition: string };

/**
 * List-only entries of every edition (accepted, not matched to an arXiv paper) whose title or authors contain every
 * term, newest edition first: what `/search` shows beside the arXiv papers, so an accepted paper not on arXiv is
 * found too. At most `limit`.
 */
export async function searchListOnly(store: Store, terms: string[], limit: number): Promise<ListOnlyHit[]> {
  if (!terms.length) return [];
  const q = withTerms(store.db.selectFrom('list_entries').where('match_state', '!=', 'matched'), terms);
  const rows = await q.select(['id', 'edition', 'title', 'authors_json', 'track', 'workshop', 'presentation', 'match_state', 'external_id', 'url'])
    .orderBy('edition', 'desc').orderBy('title').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), edition: r.edition, title: r.title, authors: JSON.parse(r.authors_json), track: r.track, workshop: r.workshop, presentation: r.presentation, matchState: r.match_state, externalId: r.external_id, url: r.url }));
}

/** How many list-only entries of an edition pass `filter`. */
export async function listOnlyCount(store: Store, edition: string, filter: ListOnlyFilter = {}): Promise<number> {
  const row = await listOnlyQuery(store, edition, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many entries of an edition's lists are matched, ambiguous and unmatched. */
export async function listEntryCounts(store: Store, edition: string): Promise<MatchCounts> {
  const rows = await store.db.selectFrom('list_entries').select(['match_state', sql<number>`count(*)`.as('n')]).where('edition', '=', edition).groupBy('match_state').execute();
  const c: MatchCounts = { total: 0, matched: 0, ambiguous: 0, unmatched: 0 };
  for (const r of rows) { const n = Number(r.n); c.total += n; if (r.match_state in c) c[r.match_state as 'matched'] += n; }
  return c;
}
