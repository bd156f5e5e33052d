import { presentationOf } from '../venues/lists/parse-list.ts';
import { OfficialFetchError, type OfficialHttp } from './http.ts';
import type { OfficialEdition, OfficialEntry, OfficialSource, SourceUrls } from './source.ts';

/**
 * OpenReview API-2 venue ids (`<Host>/<year>/<Type>`) per edition. API 2 serves ICLR from 2024, NeurIPS and ICML
 * from 2023 (older editions are API 1, not read here). The recorded docs (DEV:official-lists/openreview/docs) give the
 * pattern and name `ICLR.cc/2025/Conference` and `NeurIPS.cc/2024/Conference` only; nothing recorded in the development
 * data names a COLM or NeurIPS Datasets & Benchmarks id (checked 2026-12-01), so those are UNVERIFIED here:
 * `colmweb.org/COLM/<year>/Conference` (COLM's own OpenReview group, with the extra `/COLM/` segment), and for D&B
 * `NeurIPS.cc/2024|2025/Datasets_and_Benchmarks_Track` but `NeurIPS.cc/2023/Track/Datasets_and_Benchmarks` (2023 used
 * the `/Track/` form; corrected from `NeurIPS.cc/2023/Datasets_and_Benchmarks_Track`, as public client code of several
 * projects spells these ids — not recorded data). A wrong id costs one request and stores nothing: the fetch of an
 * edition with no accepted notes is an error that keeps the stored list.
 */
const VENUES: readonly { venue: string; id: (y: number) => string; years: number[]; track?: string }[] = [
  { venue: 'ICLR', id: (y) => `ICLR.cc/${y}/Conference`, years: [2024, 2025, 2026] },
  { venue: 'NeurIPS', id: (y) => `NeurIPS.cc/${y}/Conference`, years: [2023, 2024, 2025] },
  { venue: 'NeurIPS', id: (y) => (y === 2023 ? 'NeurIPS.cc/2023/Track/Datasets_and_Benchmarks' : `NeurIPS.cc/${y}/Datasets_and_Benchmarks_Track`), years: [2023, 2024, 2025], track: 'datasets_benchmarks' },
  { venue: 'ICML', id: (y) => `ICML.cc/${y}/Conference`, years: [2023, 2024, 2025, 2026] },
  { venue: 'COLM', id: (y) => `colmweb.org/COLM/${y}/Conference`, years: [2024, 2025] },
];

/** Notes asked for per request (the API's usual page size). */
export const OPENREVIEW_PAGE = 1000;
/** Pages read at most per venue (a guard against a server that never stops paging). */
const MAX_PAGES = 100;

/** A note content field: API 2 wraps every value as `{ value }`; API 1 has it bare. */
function val(x: unknown): unknown {
  return x && typeof x === 'object' && 'value' in (x as object) ? (x as { value: unknown }).value : x;
}

/** The track a venue id stands for (Datasets and Benchmarks, workshop) — main otherwise. */
function trackOfVenueId(venueId: string): { track: string; workshop: string | null } {
  if (/datasets?_and_benchmarks/i.test(venueId)) return { track: 'datasets_benchmarks', workshop: null };
  const ws = /\/Workshop\/([^/]+)/i.exec(venueId);
  return ws ? { track: 'workshop', workshop: ws[1].replace(/_/g, ' ') } : { track: 'main', workshop: null };
}

/** An accepted note as an entry; null for notes that are not accepted papers of `venueId` (withdrawn, rejected, still under review). */
export function entryFromNote(note: Record<string, any>, venueId: string, site: string): OfficialEntry | null {
  const c = note?.content ?? {};
  const title = val(c.title);
  if (typeof title !== 'string' || !title.trim()) return null;
  if (String(val(c.venueid) ?? '') !== venueId) return null;
  const venue = String(val(c.venue) ?? '');
  if (/withdrawn|rejected|submitted to|under review/i.test(venue)) return null;
  const authors = val(c.authors);
  const forum = String(note.forum ?? note.id ?? '');
  const t = trackOfVenueId(venueId);
  return {
    title: title.replace(/\s+/g, ' ').trim(), authors: Array.isArray(authors) ? authors.map(String) : [],
    track: /position/i.test(venue) ? 'position' : t.track, workshop: t.workshop, presentation: presentationOf(venue),
    externalId: forum || null, openreviewId: forum || null, url: forum ? `${site}/forum?id=${forum}` : null,
  };
}

/** Every accepted note of a venue id: `GET /notes?content.venueid=<id>&limit&offset`, page by page until `count` is reached. */
export async function fetchAcceptedNotes(http: OfficialHttp, api: string, venueId: string): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const q = new URLSearchParams({ 'content.venueid': venueId, limit: String(OPENREVIEW_PAGE), offset: String(page * OPENREVIEW_PAGE) });
    const url = `${api}/notes?${q}`;
    const { data } = await http.getJson<{ notes?: unknown; count?: number }>(url);
    if (!Array.isArray(data.notes)) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: no "notes" array (is this OpenReview API 2?)`, url);
    out.push(...(data.notes as Record<string, any>[]));
    const total = typeof data.count === 'number' ? data.count : null;
    if (data.notes.length < OPENREVIEW_PAGE || (total !== null && out.length >= total)) break;
  }
  return out;
}

/** Groups asked for per request when listing an edition's workshops. */
const GROUP_PAGE = 1000;

/**
 * The workshop venue ids of a conference edition (`ICML.cc/2024/Conference` → `ICML.cc/2024/Workshop/<name>`), from the
 * group API (`GET /groups?prefix=<Host>/<year>/Workshop/`, paged by limit / offset as the docs' api.yml gives it):
 * a workshop is a group exactly one level below `…/Workshop/` whose `domain` is itself (an API-2 venue group; the
 * docs' "how to check the API version": no domain = API 1, whose notes this source does not read). Sub-groups
 * (`…/Workshop/X/Program_Committee`) are left out. Empty for a venue id that is not a `…/Conference`.
 */
export async function workshopVenueIds(http: OfficialHttp, api: string, conferenceId: string, warn?: (m: string) => void): Promise<string[]> {
  if (!/\/Conference$/.test(conferenceId)) return [];
  const prefix = conferenceId.replace(/\/Conference$/, '/Workshop/');
  const out: string[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const q = new URLSearchParams({ prefix, select: 'id,domain', limit: String(GROUP_PAGE), offset: String(page * GROUP_PAGE) });
    const url = `${api}/groups?${q}`;
    const { data } = await http.getJson<{ groups?: unknown; count?: number }>(url);
    if (!Array.isArray(data.groups)) throw new OfficialFetchError('OFFICIAL_BAD_BODY', `${url}: no "groups" array (is this OpenReview API 2?)`, url);
    for (const g of data.groups as { id?: unknown; domain?: unknown }[]) {
      const id = String(g?.id ?? '');
      if (!id.startsWith(prefix) || id.slice(prefix.length).includes('/') || id.length === prefix.length) continue;
      if (g.domain === id) out.push(id);
      else if (!g.domain) warn?.(`${id}: an API-1 workshop (its group has no domain), not read`);
    }
    if (data.groups.length < GROUP_PAGE || (typeof data.count === 'number' && (page + 1) * GROUP_PAGE >= data.count)) break;
  }
  return [...new Set(out)].sort();
}

/**
 * OpenReview API 2 (ICLR, NeurIPS, ICML, COLM): the notes whose `content.venueid` is the venue id; `content.venue` gives
 * oral / spotlight / poster. A conference edition also brings its API-2 workshops, as workshop-track entries.
 */
export const openreviewSource: OfficialSource = {
  id: 'openreview',
  name: 'OpenReview',
  attribution: 'Accepted papers as listed on OpenReview (openreview.net).',
  editions(): OfficialEdition[] {
    return VENUES.flatMap((v) => v.years.map((year) => {
      const ref = v.id(year);
      return { source: 'openreview' as const, venue: v.venue, year, ref, label: `OpenReview ${ref}`, page: `https://openreview.net/group?id=${ref}` };
    }));
  },
  async fetchEntries(ed: OfficialEdition, http: OfficialHttp, urls: SourceUrls, warn?: (message: string) => void): Promise<OfficialEntry[]> {
    const site = urls.openreviewApi.replace(/\/\/api2?\./, '//');
    const notes = await fetchAcceptedNotes(http, urls.openreviewApi, ed.ref);
    const out = notes.map((n) => entryFromNote(n, ed.ref, site)).filter((e): e is OfficialEntry => e !== null);
    let workshops: string[] = [];
    try {
      workshops = await workshopVenueIds(http, urls.openreviewApi, ed.ref, warn);
    } catch (err) {
      // The main track stands on its own: a failed workshop listing is reported, not fatal.
      warn?.(`workshops of ${ed.ref}: ${(err as Error).message}`);
    }
    for (const w of workshops) {
      try {
        out.push(...(await fetchAcceptedNotes(http, urls.openreviewApi, w)).map((n) => entryFromNote(n, w, site)).filter((e): e is OfficialEntry => e !== null));
      } catch (err) {
        warn?.(`${w}: ${(err as Error).message}`);
      }
    }
    return out;
  },
};
