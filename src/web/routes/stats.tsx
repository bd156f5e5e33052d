import type { Hono } from 'hono';
import type { WebDeps } from '../deps.ts';
import { editionInfo } from '../../papers/queries.ts';
import { editionCountryCounts, editionInstitutionCounts, editionInstitutionCoverage } from '../../institutions/queries.ts';
import { StatsPage } from '../pages/stats.tsx';
import { redirectIfRenamed } from '../renamed-edition.ts';
import { noEdition, readerError } from '../pages/reader-words.tsx';

/** Mounts `/stats/<edition>`: charts of an edition's papers per institution, country and track. */
export function mount(app: Hono, deps: WebDeps): void {
  const { store } = deps;
  app.get('/stats/:edition', async (c) => {
    const edition = c.req.param('edition').toLowerCase().slice(0, 100);
    const info = await editionInfo(store, edition);
    if (!info) {
      await redirectIfRenamed(c, store, edition);
      throw readerError(404, noEdition(edition));
    }
    const [institutions, countries, coverage] = await Promise.all([
      editionInstitutionCounts(store, edition, 20), editionCountryCounts(store, edition), editionInstitutionCoverage(store, edition),
    ]);
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(<StatsPage d={{ edition, venue: info.venue, year: info.year, coverage, institutions, countries, tracks: info.tracks }} />);
  });
}
