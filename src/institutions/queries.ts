import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import { LISTED_STATUSES, findPapers, likeContains, type Page, type Paper } from '../papers/queries.ts';
import { foldName, normalizeName } from './normalize.ts';
import { matchAffiliation } from './match.ts';

/** An institution as listed on pages, with the number of papers linked to it. */
export interface InstitutionSummary {
  id: string;
  name_en: string;
  name_zh: string | null;
  country: string | null;
  ror: string | null;
  slug: string;
  papers: number;
}

/** A paper of an institution with the edition it is listed under (null: no accepted venue detected). */
export interface InstitutionPaper {
  paper: Paper;
  edition: string | null;
  venue: string | null;
  year: number | null;
}

interface InstRow { id: string; name_en: string; name_zh: string | null; country: string | null; ror: string | null; name_key: string; papers?: number | string }

/** The URL slug of an institution: its folded English name with dashes ("university-of-washington"); normalising the slug gives back its lookup key. */
export function institutionSlug(nameEn: string): string {
  return foldName(nameEn).replace(/\s+/g, '-');
}

/** Longest percent-encoded slug put in a link; longer names are linked by id (the app refuses URLs over 4096). */
export const MAX_SLUG_URL = 1000;

/** The page of an institution, `/institutions/<slug>`, with `?id=` when another institution shares the name. */
export function institutionHref(i: { name_en: string; slug?: string; id: string }, ambiguous = false): string {
  const slug = encodeURIComponent(i.slug ?? institutionSlug(i.name_en));
  // A name too long for a comfortable URL is linked by its id (the page is found by either).
  if (slug.length > MAX_SLUG_URL) return `/institutions/${encodeURIComponent(i.id)}`;
  return `/institutions/${slug}${ambiguous ? `?id=${encodeURIComponent(i.id)}` : ''}`;
}

function summary(r: InstRow): InstitutionSummary {
  return { id: r.id, name_en: r.name_en, name_zh: r.name_zh, country: r.country, ror: r.ror, slug: institutionSlug(r.name_en), papers: Number(r.papers ?? 0) };
}

const paperCount = sql<number>`(select count(*) from paper_institutions pi where pi.institution_id = institutions.id)`;

/** Institutions whose slug (or id) is `slug`, most papers first; several when different organisations share a name. */
export async function findInstitutionsBySlug(store: Store, slug: string): Promise<InstitutionSummary[]> {
  const key = normalizeName(slug.replace(/-/g, ' '));
  const rows = await store.db.selectFrom('institutions').select(['id', 'name_en', 'name_zh', 'country', 'ror', 'name_key', paperCount.as('papers')])
    .where((eb) => eb.or([eb('name_key', '=', key), eb('id', '=', slug)])).execute();
  return rows.map(summary).sort((a, b) => b.papers - a.papers || a.id.localeCompare(b.id));
}

/** Ids of the institutions a reader means by `text`: a slug, an English or Chinese name, an id, or an acronym the registry knows ("SJTU"). */
export async function resolveInstitutionText(store: Store, text: string): Promise<string[]> {
  const t = text.trim().slice(0, 200);
  if (!t) return [];
  const key = normalizeName(t.replace(/-/g, ' '));
  const rows = await store.db.selectFrom('institutions').select('id')
    .where((eb) => eb.or([eb('name_key', '=', key), eb('name_zh', '=', t), eb('id', '=', t)])).execute();
  const ids = new Set(rows.map((r) => r.id));
  if (ids.size === 0) for (const r of matchAffiliation(t)) if (r.id) ids.add(r.id);
  return [...ids];
}

/** Institutions with at least one paper, most papers first, optionally those whose English or Chinese name contains `q`. */
export async function listInstitutions(store: Store, q: string, page: number, pageSize: number): Promise<Page<InstitutionSummary>> {
  const key = normalizeName(q);
  const acronymIds = q.trim() ? (await resolveInstitutionText(store, q)) : [];
  let base = store.db.selectFrom('institutions as i').innerJoin('paper_institutions as pi', 'pi.institution_id', 'i.id')
    .select(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key', (eb) => eb.fn.count<number>('pi.paper_id').as('papers')])
    .groupBy(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key']);
  if (q.trim()) {
    base = base.where((eb) => eb.or([
      sql<boolean>`i.name_key like ${likeContains(key || q.trim().toLowerCase())} escape '\\'`,
      sql<boolean>`i.name_zh like ${likeContains(q.trim())} escape '\\'`,
      ...(acronymIds.length ? [eb('i.id', 'in', acronymIds)] : []),
    ]));
  }
  const total = await store.db.selectFrom(base.as('b')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.orderBy('papers', 'desc').orderBy('i.name_en').limit(pageSize).offset((page - 1) * pageSize).execute();
  return { items: rows.map(summary), total: Number(total.n), page, pageSize };
}

/** The editions an institution's papers are listed at, with paper counts, newest year first. */
export async function institutionEditions(store: Store, id: string): Promise<{ edition: string; venue: string; year: number; papers: number }[]> {
  const rows = await store.db.selectFrom('paper_venues as v').innerJoin('paper_institutions as pi', 'pi.paper_id', 'v.paper_id')
    .select(['v.edition', 'v.venue', 'v.year', (eb) => eb.fn.count<number>('v.paper_id').distinct().as('papers')])
    .where('pi.institution_id', '=', id).where('v.status', 'in', LISTED_STATUSES).where('v.edition', 'is not', null)
    .groupBy(['v.edition', 'v.venue', 'v.year']).orderBy('v.year', 'desc').orderBy('papers', 'desc').execute();
  return rows.map((r) => ({ edition: r.edition!, venue: r.venue, year: Number(r.year), papers: Number(r.papers) }));
}

/** One page of an institution's papers ordered by edition (newest year first, then venue), then newest paper; a paper at two editions appears under each. */
export async function institutionPapers(store: Store, id: string, page: number, pageSize: number): Promise<Page<InstitutionPaper>> {
  const listed = store.db.selectFrom('paper_venues').select(['paper_id', 'edition', 'venue', 'year'])
    .where('status', 'in', LISTED_STATUSES).where('edition', 'is not', null).distinct();
  const base = store.db.selectFrom('paper_institutions as pi').innerJoin('papers as p', 'p.id', 'pi.paper_id')
    .leftJoin(listed.as('v'), 'v.paper_id', 'pi.paper_id').where('pi.institution_id', '=', id);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['p.id', 'v.edition', 'v.venue', 'v.year'])
    .orderBy(sql`coalesce(v.year, 0)`, 'desc').orderBy(sql`coalesce(v.venue, '')`).orderBy('p.submitted_at', 'desc').orderBy('p.id', 'desc')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  const papers = new Map((await findPapers(store, [...new Set(rows.map((r) => r.id))])).map((p) => [p.id, p]));
  const items = rows.filter((r) => papers.has(r.id))
    .map((r) => ({ paper: papers.get(r.id)!, edition: r.edition ?? null, venue: r.venue ?? null, year: r.year == null ? null : Number(r.year) }));
  return { items, total: Number(total.n), page, pageSize };
}

/** The institutions that most often appear on the same papers as `id` (co-authors' institutions), with the number of shared papers. */
export async function coInstitutions(store: Store, id: string, limit = 20): Promise<InstitutionSummary[]> {
  const rows = await store.db.selectFrom('paper_institutions as a').innerJoin('paper_institutions as b', 'b.paper_id', 'a.paper_id')
    .innerJoin('institutions as i', 'i.id', 'b.institution_id')
    .select(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key', (eb) => eb.fn.count<number>('b.paper_id').distinct().as('papers')])
    .where('a.institution_id', '=', id).where('b.institution_id', '<>', id)
    .groupBy(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key'])
    .orderBy('papers', 'desc').orderBy('i.name_en').limit(limit).execute();
  return rows.map(summary);
}

function editionPaperIds(store: Store, edition: string) {
  return store.db.selectFrom('paper_venues').select('paper_id').where('edition', '=', edition).where('status', 'in', LISTED_STATUSES);
}

/** The institutions with the most papers at an edition (accepted or published). */
export async function editionInstitutionCounts(store: Store, edition: string, limit = 20): Promise<InstitutionSummary[]> {
  const rows = await store.db.selectFrom('paper_institutions as pi').innerJoin('institutions as i', 'i.id', 'pi.institution_id')
    .select(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key', (eb) => eb.fn.count<number>('pi.paper_id').distinct().as('papers')])
    .where('pi.paper_id', 'in', editionPaperIds(store, edition))
    .groupBy(['i.id', 'i.name_en', 'i.name_zh', 'i.country', 'i.ror', 'i.name_key'])
    .orderBy('papers', 'desc').orderBy('i.name_en').limit(limit).execute();
  return rows.map(summary);
}

/** Papers per country of their institutions at an edition (a paper counts once per country), most first; `null` = country unknown. */
export async function editionCountryCounts(store: Store, edition: string): Promise<{ country: string | null; papers: number }[]> {
  const rows = await store.db.selectFrom('paper_institutions as pi').innerJoin('institutions as i', 'i.id', 'pi.institution_id')
    .select(['i.country', (eb) => eb.fn.count<number>('pi.paper_id').distinct().as('papers')])
    .where('pi.paper_id', 'in', editionPaperIds(store, edition)).groupBy('i.country').orderBy('papers', 'desc').execute();
  return rows.map((r) => ({ country: r.country, papers: Number(r.papers) }));
}

/** How many of an edition's papers have institutions known, out of all its papers. */
export async function editionInstitutionCoverage(store: Store, edition: string): Promise<{ papers: number; withInstitutions: number }> {
  const r = await store.db.selectFrom(editionPaperIds(store, edition).distinct().as('e'))
    .select([(eb) => eb.fn.countAll<number>().as('papers'),
      sql<number>`sum(case when exists (select 1 from paper_institutions pi where pi.paper_id = e.paper_id) then 1 else 0 end)`.as('with_inst')])
    .executeTakeFirstOrThrow();
  return { papers: Number(r.papers), withInstitutions: Number(r.with_inst ?? 0) };
}

/** Countries that appear among an edition's institutions (for the venue page's country filter), most papers first. */
export async function editionCountries(store: Store, edition: string): Promise<string[]> {
  return (await editionCountryCounts(store, edition)).map((c) => c.country).filter((c): c is string => Boolean(c));
}
