import { sql, type Selectable } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { PapersTable, PaperVenuesTable, PaperVersionsTable } from '../store/schema.ts';

/** A stored paper row. */
export type Paper = Omit<Selectable<PapersTable>, 'search_zh'>;
/** A stored venue mention. */
export type PaperVenue = Selectable<PaperVenuesTable>;
/** A page of results with the total count. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

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

/** Every version of a paper, oldest first. */
export async function paperVersions(store: Store, id: string): Promise<Selectable<PaperVersionsTable>[]> {
  return store.db.selectFrom('paper_versions').selectAll().where('paper_id', '=', id).orderBy('version').execute();
}

/** Venue mentions of the given papers, grouped by paper id. */
export async function venuesOf(store: Store, ids: string[]): Promise<Map<string, PaperVenue[]>> {
  const out = new Map<string, PaperVenue[]>();
  if (ids.length === 0) return out;
  const rows = await store.db.selectFrom('paper_venues').selectAll().where('paper_id', 'in', ids).orderBy('id').execute();
  for (const r of rows) out.set(r.paper_id, [...(out.get(r.paper_id) ?? []), r]);
  return out;
}

/** Editions (venue + year) with their numbers of accepted or published papers, newest year first. */
export async function listEditions(store: Store): Promise<{ edition: string; venue: string; year: number; papers: number; verified: number; workshop: number }[]> {
  const rows = await store.db.selectFrom('paper_venues')
    .select(['edition', 'venue', 'year'])
    .select((eb) => [
      eb.fn.count<number>('paper_id').distinct().as('papers'),
      sql<number>`count(distinct case when verified = 1 then paper_id end)`.as('verified'),
      sql<number>`count(distinct case when track = 'workshop' then paper_id end)`.as('workshop'),
    ])
    .where('edition', 'is not', null).where('status', 'in', LISTED_STATUSES)
    .groupBy(['edition', 'venue', 'year'])
    .orderBy('year', 'desc').orderBy('papers', 'desc').execute();
  return rows.map((r) => ({ edition: r.edition!, venue: r.venue, year: Number(r.year), papers: Number(r.papers), verified: Number(r.verified), workshop: Number(r.workshop) }));
}

/** Filters of a venue page. */
export interface EditionFilter {
  track?: string;
  verified?: boolean;
}

/** The papers of one edition (accepted or published), newest first, one page of them. */
export async function papersOfEdition(store: Store, edition: string, page: number, pageSize: number, filter: EditionFilter = {}): Promise<Page<Paper>> {
  let q = store.db.selectFrom('paper_venues').where('edition', '=', edition).where('status', 'in', LISTED_STATUSES);
  if (filter.track) q = q.where('track', '=', filter.track);
  if (filter.verified) q = q.where('verified', '=', 1);
  const ids = q.select('paper_id').distinct();
  const total = await store.db.selectFrom(ids.as('e')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const items = await store.db.selectFrom('papers').select(PAPER_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('submitted_at', 'desc').orderBy('id', 'desc')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items, total: Number(total.n), page, pageSize };
}

/** The display name of an edition's venue (as detected), or undefined when no paper has it. */
export async function editionInfo(store: Store, edition: string): Promise<{ venue: string; year: number; tracks: { track: string; n: number }[] } | undefined> {
  const rows = await store.db.selectFrom('paper_venues').select(['venue', 'year', 'track']).select((eb) => eb.fn.count<number>('paper_id').distinct().as('n'))
    .where('edition', '=', edition).where('status', 'in', LISTED_STATUSES).groupBy(['venue', 'year', 'track']).execute();
  if (rows.length === 0) return undefined;
  return { venue: rows[0].venue, year: Number(rows[0].year), tracks: rows.map((r) => ({ track: r.track, n: Number(r.n) })).sort((a, b) => b.n - a.n) };
}
