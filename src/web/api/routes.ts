import { HTTPException } from 'hono/http-exception';
import { editionInfo, listEditions, type EditionInfo } from '../../papers/queries.ts';
import { programmeText } from '../../venues/programme.ts';
import { findInstitutionsBySlug, listInstitutions } from '../../institutions/queries.ts';
import { route, type ApiRoute } from './define.ts';
import { readVenueFilterParams } from '../../papers/edition-filters.ts';
import * as S from './schemas.ts';
import { cardOf, linksOf, listOnlyApiPage, listOnlySummary, pageCursor, searchBridge, paperIdOf, papersPage } from './handlers.ts';
import type { Store } from '../../store/connection.ts';
import { paperDetail } from './paper-detail.ts';
import { submitReport } from './report.ts';
import { venueRanks } from '../../venues/ranks.ts';
import { editionCompleteness } from '../../official/completeness.ts';
import { redirectIfRenamed } from '../renamed-edition.ts';
import type { Context } from 'hono';
import { siteUrl } from '../distribution/context.ts';

const GET_ERRORS = [304, 400, 404];

/**
 * Venue and year of an edition with listed papers, or else with an accepted list only (its papers are list-only so
 * far); 301 to the same route under the new slug when the catalogue renamed it, else 404.
 */
async function knownEdition(c: Context, store: Store, edition: string): Promise<EditionInfo> {
  const info = await editionInfo(store, edition);
  if (info) return info;
  const row = await store.db.selectFrom('list_entries').select(['venue', 'year']).where('edition', '=', edition).limit(1).executeTakeFirst();
  if (!row) {
    await redirectIfRenamed(c, store, edition);
    throw new HTTPException(404, { message: `edition ${edition}: no accepted papers` });
  }
  return { venue: row.venue, year: Number(row.year), tracks: [], programmes: [] };
}
const PAPER_ERRORS = [301, ...GET_ERRORS];
/** An edition route also answers 301 when the catalogue renamed the edition's venue (venues/slug-redirects.ts). */
const EDITION_ERRORS = [301, ...GET_ERRORS];

async function institutionOf(store: Parameters<typeof findInstitutionsBySlug>[0], id: string) {
  const inst = (await findInstitutionsBySlug(store, id)).find((i) => i.id === id);
  if (!inst) throw new HTTPException(404, { message: `institution ${id.slice(0, 80)}: not in this Paperboard` });
  return { id: inst.id, name_en: inst.name_en, name_zh: inst.name_zh, country: inst.country, ror: inst.ror, papers: Number(inst.papers) };
}

/** A paper's id in a path: one segment, or an old-style id with its slash as arXiv writes it (`hep-th/9901001v2`). */
const ARXIV_ID_PARAM = { id: '[^/]+(?:/[0-9]{7}(?:[vV][0-9]+)?)?' };

/** Every route of /api/v1, in the order of the OpenAPI document. */
export const API_ROUTES: ApiRoute[] = [
  route({
    method: 'get', path: '/papers/{id}', operationId: 'getPaper', tag: 'papers', summary: 'One paper: versions, venues, institutions, AI fields, corrections applied',
    params: S.PaperParams, paramPatterns: ARXIV_ID_PARAM, status: 200, response: S.PaperDetail, errors: PAPER_ERRORS,
    handler: async ({ params, deps, c }) => {
      const id = paperIdOf(params.id);
      if (id.id !== params.id) throw new HTTPException(301, { res: c.redirect(`/api/v1/papers/${encodeURIComponent(id.id)}`, 301) });
      return paperDetail(deps.store, await cardOf(deps, id.id), siteUrl(c, deps));
    },
  }),
  route({
    method: 'post', path: '/papers/{id}/reports', operationId: 'reportPaper', tag: 'corrections', summary: 'Report a wrong field (纠错); a moderator accepts or rejects it',
    params: S.PaperParams, paramPatterns: ARXIV_ID_PARAM, body: S.ReportBody, status: 201, response: S.ReportCreated, errors: [400, 404, 409, 413, 429],
    handler: (input) => submitReport(input),
  }),
  route({
    method: 'get', path: '/venues', operationId: 'listEditions', tag: 'venues', summary: 'Editions (venue + year) with accepted / published paper counts and CCF / CORE ranks; ?ccf=A keeps CCF-A venues',
    query: S.EditionListQuery, status: 200, response: S.EditionList, errors: [304, 400],
    handler: async ({ deps, query }) => ({
      items: (await listEditions(deps.store)).map((e) => ({ ...e, ...venueRanks(e.venue) })).filter((e) => !query.ccf || e.ccf === query.ccf),
    }),
  }),
  route({
    method: 'get', path: '/venues/{edition}', operationId: 'getEdition', tag: 'venues', summary: 'One edition with its tracks, feeds and downloads',
    params: S.EditionParams, status: 200, response: S.EditionDetail, errors: EDITION_ERRORS,
    handler: async ({ params, deps, c }) => {
      const edition = params.edition.toLowerCase();
      const info = await knownEdition(c, deps.store, edition);
      const completeness = (await editionCompleteness(deps.store, edition)).map((l) => ({
        source: l.source, label: l.label, page: l.page, attribution: l.attribution, fetched_at: l.fetchedAt, entries: l.entries, on_arxiv: l.matched,
        found_by_lookup: l.foundByLookup, ambiguous: l.ambiguous, list_only: l.listOnly, tracks: l.byTrack.map((t) => ({ track: t.track, entries: t.entries, on_arxiv: t.matched })),
      }));
      return { edition, venue: info.venue, year: info.year, tracks: info.tracks.map((t) => ({ track: t.track, papers: t.n })),
        programmes: info.programmes.map((p) => ({ programme: p.programme, label: p.programme === null ? null : programmeText(p.programme), papers: p.n })), links: linksOf(c, deps, { kind: 'venue', edition, params: {} }), completeness };
    },
  }),
  route({
    method: 'get', path: '/venues/{edition}/papers', operationId: 'editionPapers', tag: 'venues', summary: 'Papers of an edition, newest first, with the venue page filters',
    params: S.EditionParams, query: S.EditionPapersQuery, status: 200, response: S.ListedPaperPage, errors: EDITION_ERRORS,
    handler: async ({ params, query, deps, c }) => {
      const edition = params.edition.toLowerCase();
      await knownEdition(c, deps.store, edition);
      const filters = readVenueFilterParams((k) => { const v = (query as Record<string, unknown>)[k]; return typeof v === 'string' ? v : undefined; });
      const sel = { kind: 'venue' as const, edition, params: filters };
      return { ...(await papersPage(deps, sel, query.limit, query.cursor)), ...(await listOnlySummary(c, deps, sel)) };
    },
  }),
  route({
    method: 'get', path: '/venues/{edition}/list-only', operationId: 'editionListOnly', tag: 'venues',
    summary: 'Accepted papers of an edition known only from its official lists (not on arXiv), by title; ?track= and ?q= filter them',
    params: S.EditionParams, query: S.EditionListOnlyQuery, status: 200, response: S.ListOnlyPage, errors: EDITION_ERRORS,
    handler: async ({ params, query, deps, c }) => {
      const edition = params.edition.toLowerCase();
      await knownEdition(c, deps.store, edition);
      return listOnlyApiPage(deps, { kind: 'venue', edition, params: { track: query.track, q: query.q } }, query.limit, query.cursor);
    },
  }),
  route({
    method: 'get', path: '/institutions', operationId: 'listInstitutions', tag: 'institutions', summary: 'Institutions by number of papers, optionally matching a name',
    query: S.InstitutionQuery, status: 200, response: S.InstitutionPage, errors: [304, 400],
    handler: async ({ query, deps }) => {
      const page = pageCursor.decode(query.cursor);
      const res = await listInstitutions(deps.store, query.q ?? '', page, query.limit);
      const items = res.items.map((i) => ({ id: i.id, name_en: i.name_en, name_zh: i.name_zh, country: i.country, ror: i.ror, papers: Number(i.papers) }));
      return { items, next_cursor: page * query.limit < res.total ? pageCursor.encode(page + 1) : null };
    },
  }),
  route({
    method: 'get', path: '/institutions/{id}', operationId: 'getInstitution', tag: 'institutions', summary: 'One institution with its page, feeds and downloads',
    params: S.InstitutionParams, status: 200, response: S.InstitutionDetail, errors: GET_ERRORS,
    handler: async ({ params, deps, c }) => ({ ...(await institutionOf(deps.store, params.id)), links: linksOf(c, deps, { kind: 'institution', id: params.id }) }),
  }),
  route({
    method: 'get', path: '/institutions/{id}/papers', operationId: 'institutionPapers', tag: 'institutions', summary: 'Papers with authors at an institution, newest first',
    params: S.InstitutionParams, query: S.InstitutionPapersQuery, status: 200, response: S.PaperPage, errors: GET_ERRORS,
    handler: async ({ params, query, deps }) => {
      await institutionOf(deps.store, params.id);
      return papersPage(deps, { kind: 'institution', id: params.id, ccf: query.ccf }, query.limit, query.cursor);
    },
  }),
  route({
    method: 'get', path: '/search', operationId: 'search', tag: 'search', summary: 'Full-text search (English or Chinese; a Chinese query no Chinese text matches is searched as the English terms the glossary gives it), best match first',
    query: S.SearchQuery, status: 200, response: S.SearchPaperPage, errors: [304, 400],
    handler: async ({ query, deps, c }) => {
      const sel = { kind: 'search' as const, q: query.q.trim(), ccf: query.ccf };
      return { ...(await papersPage(deps, sel, query.limit, query.cursor)), ...(await listOnlySummary(c, deps, sel)), ...(await searchBridge(deps, sel)) };
    },
  }),
  route({
    method: 'get', path: '/search/list-only', operationId: 'searchListOnly', tag: 'search',
    summary: 'Accepted papers known only from official lists (not on arXiv) whose title or authors contain every word, newest edition first',
    query: S.SearchListOnlyQuery, status: 200, response: S.ListOnlyPage, errors: [304, 400],
    handler: async ({ query, deps }) => listOnlyApiPage(deps, { kind: 'search', q: query.q.trim() }, query.limit, query.cursor),
  }),
];
