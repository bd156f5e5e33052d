import { sql, type Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { PapersTable, PaperVenuesTable, PaperVersionsTable } from '../store/schema.ts';
import { bridgeQuery } from './term-bridge.ts';
import { hasCjk, zhQueryPhrases } from './search-index.ts';
import { venuesOfTier, type CcfTier } from './rank-filter.ts';
import { UNRANKED_TRACKS } from '../venues/ranks.ts';
import { orderedCount, orderedPage, programmeWhere } from './edition-order.ts';

/** A stored paper row. */
export type Paper = Omit<Selectable<PapersTable>, 'search_zh'>;
/** A stored venue mention. */
const VENUE_COLUMNS = ['id', 'paper_id', 'venue', 'year', 'edition', 'track', 'workshop', 'status', 'presentation', 'source', 'evidence', 'verified', 'programme'] as const;
/** A venue mention as pages show it (sort_day, the order key the database keeps, left out). */
export type PaperVenue = Omit<Selectable<PaperVenuesTable>, 'sort_day'>;
/** A page of results with the total count. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The total was counted only this far: there are more (shown as "N+"). */
  capped?: boolean;
}

/**
 * Keyword-filtered venue pages count their matches only this far (or to the end of the page asked for, if later):
 * the count reads every paper's text, seconds for a common word in a big edition at 1M papers, and with
 * better-sqlite3 those seconds block every other request of the process. Shown as "1000+".
 */
export const KEYWORD_TOTAL_CAP = 1000;

const PAPER_COLUMNS = ['seq', 'id', 'version', 'title', 'abstract', 'authors', 'authors_json', 'categories', 'primary_category', 'comments',
  'journal_ref', 'doi', 'report_no', 'license', 'submitter', 'submitted_at', 'updated_at', 'source', 'hash', 'imported_at'] as const;
/** Venue statuses that mean the paper appears at the edition. */
export const LISTED_STATUSES = ['accepted', 'published'];

/** One paper by arXiv id (without version), or undefined. */
export async function findPaper(store: Store, id: string): Promise<Paper | undefined> {
  return store.db.selectFrom('papers').select(PAPER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Papers by id, in the order given. */
export async function findPapers(store: Store, ids: string[]): Promise<Paper[]> {
  if (ids.length === 0) return [];
  const rows = await store.db.selectFrom('papers').select(PAPER_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Paper => r !== undefined);
}

/**
 * Every known version of a paper, oldest first. The current version is always listed (sources without a
 * version history, such as daily listings, store no version rows: its date is then the submission month).
 */
export async function paperVersions(store: Store, id: string): Promise<Selectable<PaperVersionsTable>[]> {
  const rows = await store.db.selectFrom('paper_versions').selectAll().where('paper_id', '=', id).orderBy('version').execute();
  const paper = await store.db.selectFrom('papers').select(['version', 'submitted_at']).where('id', '=', id).executeTakeFirst();
  if (paper && !rows.some((r) => Number(r.version) === Number(paper.version))) {
    rows.push({ paper_id: id, version: Number(paper.version), created_at: Number(paper.version) === 1 ? paper.submitted_at : null, title: null, abstract: null,
      authors: null, comments: null, journal_ref: null, doi: null, categories: null, archived_at: null });
  }
  return rows;
}

/** Venue mentions of the given papers, grouped by paper id. */
export async function venuesOf(store: Store, ids: string[]): Promise<Map<string, PaperVenue[]>> {
  const out = new Map<string, PaperVenue[]>();
  if (ids.length === 0) return out;
  const rows = await store.db.selectFrom('paper_venues').select(VENUE_COLUMNS).where('paper_id', 'in', ids).orderBy('id').execute();
  for (const r of rows) out.set(r.paper_id, [...(out.get(r.paper_id) ?? []), r]);
  return out;
}

/** Editions (venue + year) with their numbers of accepted or published papers (all, main track, workshops, list-verified), newest year first: read from the counts the database maintains (migration 012), not a scan. */
export async function listEditions(store: Store): Promise<{ edition: string; venue: string; year: number; papers: number; main: number; workshop: number; verified: number }[]> {
  const rows = await store.db.selectFrom('edition_counts').selectAll().where('papers', '>', 0)
    .orderBy('year', 'desc').orderBy('papers', 'desc').orderBy('edition').execute();
  return rows.map((r) => ({ edition: r.edition, venue: r.venue, year: Number(r.year), papers: Number(r.papers), main: Number(r.main), workshop: Number(r.workshop), verified: Number(r.verified) }));
}

/** Per year (newest first): how many editions hold accepted or published papers, and how many papers they hold. */
export type YearTotals = { year: number; editions: number; papers: number }[];

/**
 * What the home page shows, read without loading every edition: the totals of every year, and the `perYear` editions of
 * most papers (then by slug) of each of the newest `years` years — a window function in the database, so the rows
 * read stay the same however many editions a store holds.
 */
export async function homeEditions(store: Store, years: number, perYear: number): Promise<{ editions: Awaited<ReturnType<typeof listEditions>>; totals: YearTotals }> {
  const totals = (await store.db.selectFrom('edition_counts').where('papers', '>', 0)
    .select((eb) => ['year', eb.fn.countAll<number>().as('editions'), eb.fn.sum<number>('papers').as('papers')])
    .groupBy('year').orderBy('year', 'desc').execute())
    .map((r) => ({ year: Number(r.year), editions: Number(r.editions), papers: Number(r.papers) }));
  const newest = totals.slice(0, years);
  if (!newest.length) return { editions: [], totals };
  const rows = await sql<{ edition: string; venue: string; year: number; papers: number; main: number; workshop: number; verified: number }>`
    SELECT edition, venue, year, papers, main, workshop, verified FROM (
      SELECT edition, venue, year, papers, main, workshop, verified,
        ROW_NUMBER() OVER (PARTITION BY year ORDER BY papers DESC, edition) AS rn
      FROM edition_counts WHERE papers > 0 AND year >= ${newest[newest.length - 1].year}) ranked
    WHERE rn <= ${perYear} ORDER BY year DESC, papers DESC, edition`.execute(store.db);
  return {
    editions: rows.rows.map((r) => ({ edition: r.edition, venue: r.venue, year: Number(r.year), papers: Number(r.papers), main: Number(r.main), workshop: Number(r.workshop), verified: Number(r.verified) })),
    totals,
  };
}

/** Papers stored: the count the database maintains (migration 012), not a scan. */
export async function paperCount(store: Store): Promise<number> {
  const row = await store.db.selectFrom('store_counts').select('n').where('name', '=', 'papers').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Filters of a venue page; every one given must hold. `institutionIds` (resolved from a name by institutions/) matches a paper with any of them; an empty list matches none. */
export interface EditionFilter {
  track?: string;
  /** a programme of the track "other" by its English name ("Journal Track"), or 'none' (NO_PROGRAMME): the track's papers whose programme has no name */
  programme?: string;
  verified?: boolean;
  /** one status; the default is accepted or published */
  status?: string;
  institutionIds?: string[];
  /** ISO country code of any of the paper's institutions */
  country?: string;
  /** an arXiv category (`cs.LG`) or archive (`cs`) */
  category?: string;
  /** words that must all occur in the title, abstract, authors or comments (Chinese: in the Chinese title or summary) */
  keywords?: string[];
  /** CCF tier of the edition's venue; its workshop papers never pass (papers/rank-filter.ts) */
  ccf?: CcfTier;
}

/** LIKE pattern for a substring, with %, _ and \ escaped (used with ESCAPE '\'). */
export function likeContains(s: string): string {
  return `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Keyword `k` in paper `p`: in its title, abstract, authors or comments (any case), or, Chinese, in its Chinese search text. */
function keywordLike(k: string) {
  const english = (word: string) =>
    sql<boolean>`lower(p.title || ' ' || coalesce(p.abstract, '') || ' ' || coalesce(p.authors, '') || ' ' || coalesce(p.comments, '')) like ${likeContains(word.toLowerCase())} escape '\\'`;
  if (!hasCjk(k)) return english(k);
  const chinese = sql<boolean>`coalesce(p.search_zh, '') like ${likeContains(zhQueryPhrases(k).join(' '))} escape '\\'`;
  // A Chinese keyword the translation glossary covers also matches the English it gives (term-bridge.ts): papers
  // without Chinese titles yet are found too.
  const bridged = bridgeQuery([k]);
  if (!bridged) return chinese;
  const en = sql.join(bridged.groups.map((g) => sql`(${sql.join(g.map(english), sql` OR `)})`), sql` AND `);
  return sql<boolean>`(${chinese} OR (${en}))`;
}

/** The edition's paper ids matching a filter, each with its track rank (0 when listed in the main track). */
function editionMatches(store: Store, edition: string, filter: EditionFilter) {
  return editionMentions(store, edition, filter)
    .select(['v.paper_id', sql<number>`min(case when v.track = 'main' then 0 else 1 end)`.as('track_rank')]).groupBy('v.paper_id');
}

/** The edition's mentions (joined to their papers when the filter reads them) a filter keeps. */
function editionMentions(store: Store, edition: string, filter: EditionFilter) {
  // The papers row is read only for filters on its text or categories: every mention has its paper (foreign key,
  // ON DELETE CASCADE), and looking up every paper of a big edition is most of an unfiltered page's cost.
  const base = store.db.selectFrom('paper_venues as v');
  const joined = base.innerJoin('papers as p', 'p.id', 'v.paper_id');
  let q = (filter.category || filter.keywords?.length ? joined : base as unknown as typeof joined).where('v.edition', '=', edition);
  q = filter.status ? q.where('v.status', '=', filter.status) : q.where('v.status', 'in', LISTED_STATUSES);
  if (filter.track) q = q.where('v.track', '=', filter.track);
  if (filter.programme !== undefined) q = q.where(programmeWhere(filter.programme) as never);
  if (filter.verified) q = q.where('v.verified', '=', 1);
  if (filter.ccf) q = q.where('v.venue', 'in', venuesOfTier(filter.ccf)).where('v.track', 'not in', UNRANKED_TRACKS);
  if (filter.institutionIds) {
    const ids = filter.institutionIds.length ? filter.institutionIds : [''];
    q = q.where('v.paper_id', 'in', store.db.selectFrom('paper_institutions').select('paper_id').where('institution_id', 'in', ids));
  }
  if (filter.country) {
    q = q.where('v.paper_id', 'in', store.db.selectFrom('paper_institutions as pi').innerJoin('institutions as i', 'i.id', 'pi.institution_id')
      .select('pi.paper_id').where('i.country', '=', filter.country.toUpperCase()));
  }
  if (filter.category) {
    const c = filter.category.trim();
    q = q.where(sql<boolean>`(' ' || coalesce(p.categories, '') || ' ') like ${likeContains(c.includes('.') ? ` ${c} ` : ` ${c}.`)} escape '\\'`);
  }
  for (const k of filter.keywords ?? []) q = q.where(keywordLike(k));
  return q;
}

/** The papers of one edition (accepted or published unless a status is asked for): main track first, then other tracks, newest first within each. */
export async function papersOfEdition(store: Store, edition: string, page: number, pageSize: number, filter: EditionFilter = {},
  opts: { keywordCap?: number } = {}): Promise<Page<Paper>> {
  if (!filter.institutionIds && !filter.country && !filter.category) {
    // Filters on the mentions, and keywords: read in order from the index (edition-order.ts), no sort of the edition.
    // Keywords are checked on each paper read until the page is full (a common word: a few dozen rows); only the
    // total still reads every paper of the edition.
    const keywords = filter.keywords?.length ? filter.keywords : undefined;
    const m = {
      track: filter.track, programme: filter.programme, status: filter.status, verified: filter.verified, ccf: filter.ccf,
      paper: keywords ? sql<boolean>`EXISTS (SELECT 1 FROM papers p WHERE p.id = v.paper_id AND ${sql.join(keywords.map(keywordLike), sql` AND `)})` : undefined,
    };
    // The maintained count first: a filter nothing passes (verified papers of an edition no official list has
    // checked yet) answers without reading the edition's mentions in order only to find none.
    const known = keywords ? null : await maintainedTotal(store, edition, filter);
    if (known === 0) return { items: [], total: 0, page, pageSize };
    const keys = await orderedPage(store, edition, m, pageSize, { offset: (page - 1) * pageSize });
    const items = await findPapers(store, keys.map((k) => k.id));
    if (keywords) {
      // The first page not full: those are all the matches (no count). Else counted up to the cap.
      if (page === 1 && keys.length < pageSize) return { items, total: keys.length, page, pageSize };
      return { items, ...await cappedTotal(store, edition, filter, Math.max(opts.keywordCap ?? KEYWORD_TOTAL_CAP, page * pageSize)), page, pageSize };
    }
    const total = known ?? await orderedCount(store, edition, m);
    return { items, total, page, pageSize };
  }
  const e = editionMatches(store, edition, filter);
  const total = await maintainedTotal(store, edition, filter) ?? await editionTotal(store, edition, filter);
  const items = await store.db.selectFrom('papers').innerJoin(e.as('e'), 'e.paper_id', 'papers.id').select(PAPER_COLUMNS.map((c) => `papers.${c}` as const))
    .orderBy('e.track_rank').orderBy('papers.submitted_at', 'desc').orderBy('papers.id', 'desc')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items, total, page, pageSize };
}

/**
 * Papers of the edition a filter keeps, counted up to `cap` (the scan stops there): { total: cap, capped: true } beyond it.
 * The mentions are read up to a limit and only then made distinct (a paper can be mentioned twice in one edition):
 * DISTINCT before the LIMIT made PostgreSQL find every match of a common keyword before counting (3.5 s for
 * 'learning' over CVPR 2026's 66k papers, against the first thousand). When the limit is reached, the count is
 * reported as capped (more than `cap` mentions match; a paper mentioned twice in one edition is rare).
 */
async function cappedTotal(store: Store, edition: string, filter: EditionFilter, cap: number): Promise<{ total: number; capped: boolean }> {
  const limit = cap + 1;
  const mentions = editionMentions(store, edition, filter).select('v.paper_id').limit(limit);
  const row = await store.db.selectFrom(mentions.as('e'))
    .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('e.paper_id').distinct().as('n')]).executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap || Number(row.rows) >= limit ? { total: cap, capped: true } : { total: n, capped: false };
}

/** Papers of the edition a filter keeps, counted by a scan of its matches. */
async function editionTotal(store: Store, edition: string, filter: EditionFilter): Promise<number> {
  const e = editionMatches(store, edition, filter);
  return Number((await store.db.selectFrom(e.as('e')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/**
 * An edition's number of papers from the maintained counts (migration 012) — unfiltered, only the main track, only
 * workshops, or only verified papers — when one venue and year hold it all; else null.
 */
async function maintainedTotal(store: Store, edition: string, filter: EditionFilter): Promise<number | null> {
  const { track, verified, ...rest } = filter;
  if (Object.values(rest).some((v) => v !== undefined) || (track !== undefined && verified)) return null;
  const column = track === 'main' ? 'main' : track === 'workshop' ? 'workshop' : track !== undefined ? null : verified ? 'verified' : 'papers';
  if (!column) return null;
  const rows = await store.db.selectFrom('edition_counts').select(column).where('edition', '=', edition).where('papers', '>', 0).limit(2).execute();
  return rows.length === 1 ? Number((rows[0] as Record<string, unknown>)[column]) : null;
}

/** An edition's venue (as detected), year, papers per track, and papers per programme of the track "other". */
export interface EditionInfo {
  venue: string;
  year: number;
  tracks: { track: string; n: number }[];
  /**
   * The track "other" by programme (paper_venues.programme: "Journal Track", "Lab" …; null: no programme named), most
   * papers first, the unnamed last; empty when the edition has no paper in that track.
   */
  programmes: { programme: string | null; n: number }[];
}

/**
 * The display name of an edition's venue (as detected) and its papers per track and per programme, or undefined when
 * no paper has it. Main track and workshops come from the counts the database maintains (migration 012), the track
 * "other" by programme too (024); only the mentions of other tracks (findings, spotlight, …; few) are counted here
 * (through a partial index on PostgreSQL, 021), so a big edition costs no scan of all its mentions.
 */
export async function editionInfo(store: Store, edition: string): Promise<EditionInfo | undefined> {
  const counts = await store.db.selectFrom('edition_counts').select(['venue', 'year', 'main', 'workshop']).where('edition', '=', edition).where('papers', '>', 0).execute();
  if (counts.length === 0) return undefined;
  const others = await store.db.selectFrom('paper_venues').select(['venue', 'year', 'track']).select((eb) => eb.fn.count<number>('paper_id').distinct().as('n'))
    .where('edition', '=', edition).where('status', 'in', LISTED_STATUSES).where('track', 'not in', ['main', 'workshop']).groupBy(['venue', 'year', 'track']).execute();
  const rows = [
    ...counts.flatMap((c) => [{ venue: c.venue, year: Number(c.year), track: 'main', n: Number(c.main) }, { venue: c.venue, year: Number(c.year), track: 'workshop', n: Number(c.workshop) }]).filter((r) => r.n > 0),
    ...others.map((r) => ({ venue: r.venue, year: Number(r.year ?? 0), track: r.track, n: Number(r.n) })),
  ].sort((a, b) => a.venue.localeCompare(b.venue) || a.year - b.year || a.track.localeCompare(b.track));
  const first = [...counts].sort((a, b) => a.venue.localeCompare(b.venue) || Number(a.year) - Number(b.year))[0];
  const programmes = others.some((r) => r.track === 'other') ? await editionProgrammes(store, edition) : [];
  // main first, then workshops, then the other named tracks by size, the catch-all "other" last (whatever their sizes)
  const rank = (track: string) => (track === 'main' ? 0 : track === 'workshop' ? 1 : track === 'other' ? 3 : 2);
  const tracks = rows.map((r) => ({ track: r.track, n: r.n })).sort((a, b) => rank(a.track) - rank(b.track) || b.n - a.n);
  return { venue: first.venue, year: Number(first.year), tracks, programmes };
}

/**
 * An edition's papers of the track "other" per programme: from the counts the database maintains (migration 024), as
 * the main track's; one short read of edition_programme_counts, not a count of the edition's mentions.
 */
async function editionProgrammes(store: Store, edition: string): Promise<{ programme: string | null; n: number }[]> {
  const rows = await store.db.selectFrom('edition_programme_counts').select('programme').select((eb) => eb.fn.sum<number>('papers').as('n'))
    .where('edition', '=', edition).groupBy('programme').execute();
  return rows.map((r) => ({ programme: r.programme || null, n: Number(r.n) })).filter((r) => r.n > 0)
    .sort((a, b) => Number(a.programme === null) - Number(b.programme === null) || b.n - a.n || (a.programme ?? '').localeCompare(b.programme ?? ''));
}
