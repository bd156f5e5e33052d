import { presentationOf, trackOf } from '../venues/lists/parse-list.ts';
import { splitAuthors } from '../venues/lists/normalise.ts';
import { OfficialFetchError, type OfficialHttp } from './http.ts';
import type { OfficialEdition, OfficialEntry, OfficialSource, SourceUrls } from './source.ts';

/** Conferences on the shared virtual-site software, their host, and the years whose downloads exist. */
const SITES: readonly { venue: string; host: string; years: number[] }[] = [
  { venue: 'ICML', host: 'icml.cc', years: [2020, 2021, 2022, 2023, 2024, 2025, 2026] },
  { venue: 'NeurIPS', host: 'neurips.cc', years: [2020, 2021, 2022, 2023, 2024, 2025] },
  { venue: 'ICLR', host: 'iclr.cc', years: [2020, 2021, 2022, 2023, 2024, 2025, 2026] },
];

/** Event types that are not accepted papers (workshops, tutorials, talks, socials …). */
const NOT_PAPERS = /^(?:workshop|tutorial|invited talk|keynote|talk|social|affinity|expo|competition|panel|break|meetup|town hall|opening|closing|remarks|mentorship)/i;

/** The download URL of an edition: `virtualSite` with `{host}`, `{conf}` and `{year}` filled in. */
export function virtualSiteUrl(template: string, host: string, venue: string, year: number): string {
  return template.replace('{host}', host).replaceAll('{conf}', venue.toLowerCase()).replaceAll('{year}', String(year));
}

function str(x: unknown): string {
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
}

/** Absolute form of a virtual-site link (`/virtual/2024/poster/1`, or the double-slash form the Downloads export has). */
function absolute(host: string, link: string): string | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return link.replace(/^(https?:\/\/[^/]+)\/\/+/, '$1/');
  return `https://${host}${link.startsWith('/') ? '' : '/'}${link}`;
}

/** One record of either download shape: the Downloads export (`type`, `name`, `speakers/authors`) or the orals-posters feed (`eventtype`, `decision`, `authors[].fullname`). */
function entryOf(r: Record<string, unknown>, host: string): OfficialEntry | null {
  const title = str(r.name ?? r.title);
  const kind = str(r.eventtype ?? r.event_type ?? r.type);
  if (!title || NOT_PAPERS.test(kind)) return null;
  const authors = Array.isArray(r.authors)
    ? (r.authors as unknown[]).map((a) => (typeof a === 'string' ? a : str((a as Record<string, unknown>)?.fullname ?? (a as Record<string, unknown>)?.name))).filter(Boolean)
    : splitAuthors(str(r['speakers/authors'] ?? r.authors));
  const decision = str(r.decision);
  const url = absolute(host, str(r.virtualsite_url));
  const forum = /[?&]id=([A-Za-z0-9_-]+)/.exec(str(r.paper_url ?? r.sourceurl ?? r.openreview_url))?.[1] ?? null;
  return {
    title, authors, track: trackOf(/position/i.test(decision + kind) ? 'position' : /dataset|benchmark/i.test(decision) ? 'datasets' : 'main'),
    presentation: presentationOf(decision || kind), externalId: str(r.uid ?? r.id) || url, openreviewId: forum, url,
  };
}

/** Entries of a virtual-site download (JSON array, or an object with `results`), duplicates of one paper (oral + poster events) merged. */
export function parseVirtualSite(text: string, url: string, host: string): OfficialEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: not JSON (${(err as Error).message})`, url, { cause: err });
  }
  const rows = Array.isArray(data) ? data : (data as { results?: unknown })?.results;
  if (!Array.isArray(rows)) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: expected a JSON array of events or {"results": […]}`, url);
  const byTitle = new Map<string, OfficialEntry>();
  const rank = { oral: 3, spotlight: 2, poster: 1 } as const;
  for (const r of rows) {
    const e = r && typeof r === 'object' ? entryOf(r as Record<string, unknown>, host) : null;
    if (!e) continue;
    const key = e.title.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const was = byTitle.get(key);
    if (!was || (rank[e.presentation ?? 'poster'] ?? 0) > (rank[was.presentation ?? 'poster'] ?? 0)) byTitle.set(key, was ? { ...e, externalId: was.externalId } : e);
  }
  return [...byTitle.values()];
}

/** The conference virtual sites (icml.cc, neurips.cc, iclr.cc): their downloadable list of posters, orals and spotlights. */
export const virtualSiteSource: OfficialSource = {
  id: 'virtual-site',
  name: 'Conference virtual site',
  attribution: 'List from the conference\'s own virtual site (Downloads).',
  editions(): OfficialEdition[] {
    return SITES.flatMap((s) => s.years.map((year) => ({
      source: 'virtual-site' as const, venue: s.venue, year, ref: `${s.host}/${year}`, label: `${s.host} ${year}`, page: `https://${s.host}/virtual/${year}/papers.html`,
    })));
  },
  async fetchEntries(ed: OfficialEdition, http: OfficialHttp, urls: SourceUrls): Promise<OfficialEntry[]> {
    const host = ed.ref.split('/')[0];
    const url = virtualSiteUrl(urls.virtualSite, host, ed.venue, ed.year);
    return parseVirtualSite((await http.getText(url, 'application/json')).text, url, host);
  },
};
