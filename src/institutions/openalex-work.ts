import { z } from 'zod';
import type { OpenAlexClient } from './openalex-client.ts';

const institution = z.object({
  id: z.string().nullish(),
  display_name: z.string().nullish(),
  ror: z.string().nullish(),
  country_code: z.string().nullish(),
}).passthrough();

const authorship = z.object({
  author: z.object({ display_name: z.string().nullish() }).passthrough(),
  institutions: z.array(institution).nullish(),
  raw_affiliation_strings: z.array(z.string()).nullish(),
  raw_affiliation_string: z.string().nullish(),
  affiliations: z.array(z.object({ raw_affiliation_string: z.string(), institution_ids: z.array(z.string()).nullish() }).passthrough()).nullish(),
}).passthrough();

const work = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  title: z.string().nullish(),
  display_name: z.string().nullish(),
  publication_year: z.number().nullish(),
  authorships: z.array(authorship).default([]),
}).passthrough();

/** An OpenAlex work, the fields the cross-check reads. */
export type OpenAlexWork = z.infer<typeof work>;
/** One authorship of an OpenAlex work. */
export type OpenAlexAuthorship = z.infer<typeof authorship>;

/** Reads a work from an OpenAlex response; an error names the URL and the first bad field. */
export function parseWork(data: unknown, url: string): OpenAlexWork {
  const r = work.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0];
    throw Object.assign(new Error(`${url}: not an OpenAlex work (${i?.path.join('.') || 'body'}: ${i?.message})`), { code: 'OPENALEX_BAD_BODY' });
  }
  return r.data;
}

/** What is known of a paper to find its OpenAlex work. */
export interface PaperKey {
  id: string;
  title: string;
  doi: string | null;
  year: number | null;
  authors: string[];
}

/** A title or name folded for comparison: lower case, no accents, letters and digits only. */
export function foldKey(s: string): string {
  return s.replace(/<[^>]+>/g, ' ').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A person's family name as folded text (last word; "Family, Given" → Family). */
export function familyName(name: string): string {
  const n = name.includes(',') ? name.split(',')[0] : name.trim().split(/\s+/).pop() ?? '';
  return foldKey(n);
}

/** Whether a work has anything about affiliations (an arXiv DataCite record often has none). */
export function hasAffiliations(w: OpenAlexWork): boolean {
  return w.authorships.some((a) => (a.institutions?.length ?? 0) > 0 || (a.raw_affiliation_strings?.length ?? 0) > 0 || Boolean(a.raw_affiliation_string));
}

/** A title-search hit is the paper only when its title is the same (folded), the year is close, and an author's family name is shared. */
export function sameWork(w: OpenAlexWork, p: PaperKey): boolean {
  if (foldKey(w.title ?? w.display_name ?? '') !== foldKey(p.title)) return false;
  if (p.year && w.publication_year && Math.abs(w.publication_year - p.year) > 2) return false;
  const ours = new Set(p.authors.map(familyName).filter(Boolean));
  return !ours.size || w.authorships.some((a) => ours.has(familyName(a.author.display_name ?? '')));
}

/** A found work and how it was found (arxiv-doi | doi | title). */
export interface FoundWork { work: OpenAlexWork; matchedBy: 'arxiv-doi' | 'doi' | 'title' }

/**
 * Finds a paper's OpenAlex work: by its arXiv DOI (10.48550/arXiv.<id>), else by its journal DOI, else by a title
 * search checked with sameWork. The first work that has affiliations wins; one without any is returned only when
 * nothing better is found. Null when OpenAlex knows none.
 */
export async function findWork(client: OpenAlexClient, p: PaperKey): Promise<FoundWork | null> {
  let bare: FoundWork | null = null;
  const dois: [string, FoundWork['matchedBy']][] = [[`10.48550/arXiv.${p.id}`, 'arxiv-doi']];
  if (p.doi && !/^10\.48550\//i.test(p.doi)) dois.push([p.doi.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''), 'doi']);
  for (const [doi, matchedBy] of dois) {
    const url = client.url(`/works/doi:${doi}`);
    const data = await client.getJson(url);
    if (!data) continue;
    const w = parseWork(data, url);
    if (hasAffiliations(w)) return { work: w, matchedBy };
    bare ??= { work: w, matchedBy };
  }
  const words = foldKey(p.title);
  if (words.split(' ').length >= 3) {
    const url = client.url('/works', { filter: `title.search:${words}`, 'per-page': '5' });
    const data = await client.getJson<{ results?: unknown[] }>(url);
    for (const raw of data?.results ?? []) {
      const w = parseWork(raw, url);
      if (sameWork(w, p) && hasAffiliations(w)) return { work: w, matchedBy: 'title' };
    }
  }
  return bare;
}
