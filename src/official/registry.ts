import type { Config } from '../config.ts';
import { editionSlug } from '../venues/edition.ts';
import { aclAnthologySource } from './acl-anthology.ts';
import { OfficialHttp } from './http.ts';
import { sharedGate } from '../arxiv/client.ts';
import { openreviewSource } from './openreview.ts';
import { pmlrSource } from './pmlr.ts';
import { UnknownEditionError, type OfficialEdition, type OfficialSource, type SourceId, type SourceUrls } from './source.ts';
import { virtualSiteSource } from './virtual-site.ts';

/**
 * Every official source, in order of preference for an edition several know: the proceedings (PMLR, Anthology)
 * first — final titles and authors — then OpenReview (decisions), then the virtual site (posters / orals).
 */
export const SOURCES: readonly OfficialSource[] = [pmlrSource, aclAnthologySource(), openreviewSource, virtualSiteSource];

/** The source with this id; throws naming the ids there are. */
export function sourceById(id: string): OfficialSource {
  const s = SOURCES.find((x) => x.id === id);
  if (!s) throw new UnknownEditionError(`unknown source "${id}" (known: ${SOURCES.map((x) => x.id).join(', ')})`);
  return s;
}

/** Every edition any source knows, with its slug. */
export function knownEditions(): (OfficialEdition & { edition: string })[] {
  return SOURCES.flatMap((s) => s.editions()).map((e) => ({ ...e, edition: editionSlug(e.venue, e.year)! }));
}

/**
 * The editions to fetch for a venue and year: those of `source` when given, else of the first source (in preference
 * order) that knows it — one source per edition, so one paper is not listed twice. `ref` picks one reference.
 */
export function editionsFor(venue: string, year: number, opts: { source?: SourceId; ref?: string } = {}): OfficialEdition[] {
  const slug = editionSlug(venue, year)!;
  const all = knownEditions().filter((e) => e.edition === slug && (!opts.source || e.source === opts.source));
  if (opts.ref) {
    const hit = all.filter((e) => e.ref === opts.ref);
    if (hit.length) return hit;
    if (!opts.source) throw new UnknownEditionError(`--ref ${opts.ref} needs --source (no source knows it for ${slug})`);
    const s = sourceById(opts.source);
    const label = s.id === 'pmlr' ? `PMLR ${opts.ref}` : `${s.name} ${opts.ref}`;
    return [{ source: s.id, venue: all[0]?.venue ?? venue, year, ref: opts.ref, label, page: '' }];
  }
  if (!all.length) {
    const known = [...new Set(knownEditions().map((e) => e.edition))].sort().join(', ');
    throw new UnknownEditionError(`no official source knows ${slug}${opts.source ? ` in ${opts.source}` : ''} (known: ${known})`);
  }
  const first = all[0].source;
  return all.filter((e) => e.source === first);
}

/** The canonical spelling of a venue a source knows (`icml` → ICML, `corl` → CoRL); the input when none knows it. */
export function canonicalVenue(name: string): string {
  return knownEditions().find((e) => e.venue.toLowerCase() === name.toLowerCase())?.venue ?? name;
}

/** The base URLs of the sources from the config. */
export function sourceUrls(config: Config): SourceUrls {
  return {
    pmlrRaw: config.pmlrRawUrl, pmlrSite: config.pmlrSiteUrl, pmlrTree: config.pmlrTreeUrl, aclRaw: config.aclRawUrl,
    aclSite: config.aclSiteUrl, openreviewApi: config.openreviewApiUrl, virtualSite: config.virtualSiteUrl,
  };
}

/**
 * A polite client for one fetch run (in-run memo), caching in the configured directory; its per-host gaps are shared
 * through the store with every other process (sharedGate), so two processes fetching lists keep one gap per host.
 */
export function officialHttp(config: Config, onRetry?: (message: string) => void): OfficialHttp {
  return new OfficialHttp(config.listsCache, {
    contact: config.contact, gapMs: config.listsGapMs, gate: sharedGate(),
    onEvent: (e) => { if (e.kind === 'retry') onRetry?.(`${e.reason} on ${e.url}; retry ${e.attempt} in ${Math.round((e.waitMs ?? 0) / 1000)} s`); },
  });
}
