import type { Hono } from 'hono';
import type { WebDeps } from './deps.ts';
import { editionInfo, type EditionInfo, findPaper, homeEditions, listEditions, paperCount, paperVersions, papersOfEdition } from '../papers/queries.ts';
import { searchPapers } from '../papers/search.ts';
import { searchProgress } from '../papers/search-heal.ts';
import { listEntryCounts, listOnlyCount, listOnlyEntries, searchListOnly } from '../venues/lists/match-list.ts';
import { editionCompleteness } from '../official/completeness.ts';
import type { Store } from '../store/connection.ts';
import { parseArxivId } from '../arxiv/ids.ts';
import { cardOptionsOf, loadCards } from '../cards/card-data.ts';
import { HOME_PER_YEAR, HOME_YEARS, HomePage } from './pages/home.tsx';
import { venueRanks } from '../venues/ranks.ts';
import { VenuePage } from './pages/venue.tsx';
import { LIST_ONLY_HITS, SearchPage } from './pages/search.tsx';
import { PaperPage } from './pages/paper.tsx';
import { editionFilterOf, keywordTerms, readCcf, readVenueFilterParams, readYear } from '../papers/edition-filters.ts';
import { editionCountries, editionInstitutionCounts } from '../institutions/queries.ts';
import { cachedPage } from './page-cache.ts';
import { cacheOf } from './distribution/context.ts';
import { cacheFirst } from './in-flight.ts';
import { redirectIfRenamed } from './renamed-edition.ts';
import { BAD_PAGE, noEdition, noPaper, NOT_AN_ARXIV_ID, readerError } from './pages/reader-words.tsx';

/** A positive page number from `?page=`, 1 when absent; 400 when it is not a number. */
export function pageParam(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100000) throw readerError(400, BAD_PAGE);
  return n;
}

/** The reader-facing pages: home, venue edition, paper, search. */
export function mountPages(app: Hono, deps: WebDeps): void {
  const { store, config } = deps;
  const cardOpts = cardOptionsOf(config);
  app.get('/', cacheFirst, (c) => cachedPage(c, deps, async () => {
    const ccf = readCcf(c.req.query('ccf'));
    const year = readYear(c.req.query('year'));
    if (!ccf && year === undefined) {
      // the plain home page reads only what it shows (the newest years' largest editions) and each year's totals
      const [home, total] = await Promise.all([homeEditions(store, HOME_YEARS, HOME_PER_YEAR), paperCount(store)]);
      return <HomePage editions={home.editions} totals={home.totals} totalPapers={total} ccf={null} year={null} />;
    }
    const [editions, total] = await Promise.all([listEditions(store), paperCount(store)]);
    // An edition of a ranked venue whose papers here are all workshop papers has nothing of the tier to show.
    const shown = ccf ? editions.filter((e) => venueRanks(e.venue).ccf === ccf && !(e.main === 0 && e.workshop === e.papers)) : editions;
    return <HomePage editions={shown} totalPapers={total} ccf={ccf ?? null} year={year ?? null} />;
  }));
  app.get('/venues/:edition', cacheFirst, (c) => cachedPage(c, deps, async () => {
    const edition = c.req.param('edition').toLowerCase();
    const listCounts = await listEntryCounts(store, edition);
    // Per-edition figures every page and filter of the edition shows: computed once per data version.
    const memo = cacheOf(deps);
    const known = await memo.memo(`edition-info ${edition}`, () => editionInfo(store, edition));
    const info = known ?? (listCounts.total ? await listEditionInfo(store, edition) : undefined);
    if (!info) {
      await redirectIfRenamed(c, store, edition);
      throw readerError(404, noEdition(edition));
    }
    const page = pageParam(c.req.query('page'));
    const listPage = pageParam(c.req.query('list_page'));
    const filters = readVenueFilterParams((k) => c.req.query(k));
    const { filter, terms, highlight } = await editionFilterOf(store, filters);
    // List-only papers follow the filters they have data for (track, keywords); the others (institution, country …) hide them.
    const otherFilters = Boolean(filters.status || filters.verified || filters.institution || filters.country || filters.category || filters.programme);
    const listFilter = { track: filters.track, terms };
    const listOnly = {
      counts: listCounts, page: listPage, shown: otherFilters ? 0 : await listOnlyCount(store, edition, listFilter), filtered: Boolean(filters.track || terms.length || otherFilters),
      entries: otherFilters ? [] : await listOnlyEntries(store, edition, { limit: config.pageSize, offset: (listPage - 1) * config.pageSize }, listFilter),
    };
    const [res, countries, institutions] = await Promise.all([papersOfEdition(store, edition, page, config.pageSize, filter),
      memo.memo(`edition-countries ${edition}`, () => editionCountries(store, edition)), memo.memo(`edition-institutions ${edition}`, () => editionInstitutionCounts(store, edition, 50))]);
    const cards = await loadCards(store, res.items, cardOpts);
    const completeness = listCounts.total ? await editionCompleteness(store, edition) : [];
    return <VenuePage edition={edition} completeness={completeness} venue={info.venue} year={info.year} cards={cards} total={res.total} capped={res.capped} page={page} pageSize={config.pageSize}
      tracks={info.tracks} programmes={info.programmes} track={filters.track} query="" filters={filters} terms={highlight} countries={countries} institutions={institutions} listOnly={listOnly} hasPapers={known !== undefined} />;
  }));
  app.get('/papers/*', cacheFirst, async (c) => {
    const raw = safeDecode(c.req.path.slice('/papers/'.length));
    const parsed = raw === null ? null : parseArxivId(raw);
    if (!parsed) throw readerError(404, NOT_AN_ARXIV_ID);
    if (parsed.id !== raw) return c.redirect(`/papers/${parsed.id}`, 301);
    return cachedPage(c, deps, async () => {
      const paper = await findPaper(store, parsed.id);
      if (!paper) throw readerError(404, noPaper(parsed.id));
      const [card] = await loadCards(store, [paper], cardOpts);
      return <PaperPage c={card} versions={await paperVersions(store, paper.id)} />;
    });
  });
  app.get('/search', cacheFirst, async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 200).trim();
    const id = parseArxivId(q);
    if (id) return c.redirect(`/papers/${id.id}`, 302);
    const page = pageParam(c.req.query('page'));
    // While the search index is being (re)built, results grow without a data version change: no caching then.
    const building = await searchProgress(store);
    const ccf = readCcf(c.req.query('ccf'));
    return cachedPage(c, deps, async () => {
      const res = await searchPapers(store, q, page, config.pageSize, { ccf });
      const cards = await loadCards(store, res.items, cardOpts);
      // Accepted papers not on arXiv are found too (first page; a rank filter is about arXiv papers' venues).
      const listOnly = page === 1 && !ccf ? await searchListOnly(store, keywordTerms(q), LIST_ONLY_HITS) : [];
      return <SearchPage q={q} cards={cards} total={res.total} capped={res.capped} windowed={res.windowed} page={page} pageSize={config.pageSize} terms={res.terms}
        building={building} ccf={ccf} listOnly={listOnly} searchedAs={res.searchedAs} alsoEnglish={res.alsoEnglish} />;
    }, { bypass: building !== null });
  });
}

/** A percent-decoded path segment, or null when its escapes are malformed. */
function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Venue name and year of an edition known only from an accepted list. */
async function listEditionInfo(store: Store, edition: string): Promise<EditionInfo | undefined> {
  const row = await store.db.selectFrom('list_entries').select(['venue', 'year']).where('edition', '=', edition).limit(1).executeTakeFirst();
  return row ? { venue: row.venue, year: Number(row.year), tracks: [], programmes: [] } : undefined;
}
