import type { Hono } from 'hono';
import { noInstitution, readerError } from '../pages/reader-words.tsx';
import type { WebDeps } from '../deps.ts';
import { pageParam } from '../pages-routes.tsx';
import { cardOptionsOf, loadCards } from '../../cards/card-data.ts';
import { coInstitutions, findInstitutionsBySlug, institutionEditions, institutionHref, institutionPapers, listInstitutions } from '../../institutions/queries.ts';
import { InstitutionPage } from '../pages/institution.tsx';
import { InstitutionIndexPage } from '../pages/institution-index.tsx';

/** Mounts `/institutions` (searchable index) and `/institutions/<slug>` (one institution; `?id=` picks among namesakes; an id in place of the slug redirects). */
export function mount(app: Hono, deps: WebDeps): void {
  const { store, config } = deps;
  const cardOpts = cardOptionsOf(config);
  app.get('/institutions', async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 200).trim();
    const res = await listInstitutions(store, q, pageParam(c.req.query('page')), config.pageSize);
    return c.html(<InstitutionIndexPage q={q} res={res} />);
  });
  app.get('/institutions/:slug', async (c) => {
    // Not cut short: a long name's slug must be looked up whole (the URL itself is capped by the app).
    const slug = c.req.param('slug');
    const found = await findInstitutionsBySlug(store, slug);
    if (found.length === 0) throw readerError(404, noInstitution(slug));
    const wanted = c.req.query('id');
    const inst = found.find((f) => f.id === wanted) ?? found.find((f) => f.id === slug) ?? found[0];
    if (inst.id === slug && inst.slug !== slug) {
      const href = institutionHref(inst, (await findInstitutionsBySlug(store, inst.slug)).length > 1);
      if (href !== `/institutions/${encodeURIComponent(slug)}`) return c.redirect(href, 301);
    }
    const page = pageParam(c.req.query('page'));
    const [papers, editions, co] = await Promise.all([institutionPapers(store, inst.id, page, config.pageSize), institutionEditions(store, inst.id), coInstitutions(store, inst.id, 20)]);
    const cards = await loadCards(store, [...new Map(papers.items.map((r) => [r.paper.id, r.paper])).values()], cardOpts);
    const byId = new Map(cards.map((k) => [k.paper.id, k]));
    const rows = papers.items.map((r) => ({ card: byId.get(r.paper.id)!, venue: r.venue, year: r.year }));
    return c.html(<InstitutionPage d={{ inst, namesakes: found.filter((f) => f.id !== inst.id), editions, coInstitutions: co, rows, total: papers.total, page, pageSize: config.pageSize }} />);
  });
}
