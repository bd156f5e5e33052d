import type { Store } from '../../store/connection.ts';
import { editionInfo } from '../../papers/queries.ts';
import { queryReading } from '../../papers/search.ts';
import type { Selection } from '../../exports/selection.ts';
import type { ExportFormat } from '../../exports/writer.ts';
import { venueHref } from '../pages/venue-filters.tsx';
import { readCcf, readVenueFilterParams } from '../../papers/edition-filters.ts';
import { NO_PROGRAMME } from '../../papers/edition-order.ts';
import { programmeText } from '../../venues/programme.ts';
import { institutionHref } from '../../institutions/queries.ts';
import { institutionLabel } from '../pages/institution-common.tsx';

/** A selection's title and the page it mirrors. */
export interface SelectionInfo {
  title: string;
  subtitle: string;
  pagePath: string;
}

const EXT: Record<ExportFormat, string> = { bibtex: 'bib', ris: 'ris', 'csl-json': 'csl.json', csv: 'csv', json: 'json', markdown: 'md', digest: 'txt' };
/** Export format by file extension. */
export const FORMAT_OF_EXT: Record<string, ExportFormat> = Object.fromEntries(Object.entries(EXT).map(([f, e]) => [e, f as ExportFormat]));

function query(sel: Selection): string {
  if (sel.kind === 'venue') {
    const href = venueHref(sel.edition, sel.params);
    const i = href.indexOf('?');
    return i < 0 ? '' : href.slice(i);
  }
  const s = new URLSearchParams(sel.kind === 'search' ? { q: sel.q } : {});
  if (sel.ccf) s.set('ccf', sel.ccf);
  const qs = s.toString();
  return qs ? `?${qs}` : '';
}

function stem(sel: Selection): string {
  if (sel.kind === 'venue') return `venues/${encodeURIComponent(sel.edition)}`;
  if (sel.kind === 'institution') return `institutions/${encodeURIComponent(sel.id)}`;
  return 'search';
}

/** The stable feed URL path of a selection: `/feeds/venues/icml-2026.atom?track=main`, `/feeds/search.rss?q=…`. */
export function feedPath(sel: Selection, kind: 'atom' | 'rss'): string {
  return `/feeds/${stem(sel)}.${kind}${query(sel)}`;
}

/** The download URL path of a selection in one format: `/exports/venues/icml-2026.bib?track=main`, `/exports/search.csl.json?q=…`. */
export function exportPath(sel: Selection, format: ExportFormat): string {
  return `/exports/${stem(sel)}.${EXT[format]}${query(sel)}`;
}

/** The download URL path of one paper in one format: `/exports/papers/2401.12345.bib` (routes/exports.tsx serves it). */
export function paperExportPath(id: string, format: ExportFormat): string {
  return `/exports/papers/${id}.${EXT[format]}`;
}

/** The page a selection mirrors: `/venues/icml-2026?track=main`, `/search?q=…`, `/institutions/<id>`. */
export function pagePath(sel: Selection): string {
  if (sel.kind === 'search') return `/search${query(sel)}`;
  if (sel.kind === 'venue') return venueHref(sel.edition, sel.params);
  return `/${stem(sel)}`;
}

/** A selection from a route's stem parameter and query (the venue page's filters, or `q=…`); 400 on a malformed filter. */
export function selectionOf(kind: Selection['kind'], key: string, q: (name: string) => string | undefined): Selection {
  if (kind === 'search') return { kind, q: (q('q') ?? '').slice(0, 200).trim(), ccf: readCcf(q('ccf')) };
  if (kind === 'institution') return { kind, id: key, ccf: readCcf(q('ccf')) };
  return { kind, edition: key.toLowerCase(), params: readVenueFilterParams(q) };
}

function filterText(sel: Extract<Selection, { kind: 'venue' }>): string {
  const p = sel.params;
  return [p.track && `track ${p.track}`, p.programme && (p.programme === NO_PROGRAMME ? 'other, no programme named' : `programme ${programmeText(p.programme)}`), p.status, p.verified && 'verified', p.institution && `institution ${p.institution}`,
    p.country && `country ${p.country}`, p.category, p.q && `“${p.q}”`, p.ccf && `CCF-${p.ccf}`].filter(Boolean).join(', ');
}

/** Title and page of a selection; undefined when the venue edition or institution is unknown. */
export async function selectionInfo(store: Store, sel: Selection): Promise<SelectionInfo | undefined> {
  const rank = sel.kind !== 'venue' && sel.ccf ? ` (CCF-${sel.ccf})` : '';
  if (sel.kind === 'search') {
    // A Chinese query no Chinese text matched is searched as its English (term-bridge.ts): the feed and the file say so.
    const { searchedAs } = await queryReading(store, sel.q, { ccf: sel.ccf });
    const as = searchedAs ? ` (searched as ${searchedAs})` : '';
    return { title: `搜索 Search: ${sel.q}${as}${rank}`, pagePath: pagePath(sel),
      subtitle: `匹配“${sel.q}”的论文${searchedAs ? `（中文标题与总结无匹配，按英文 ${searchedAs} 检索）` : ''}${rank ? `，CCF-${sel.ccf} 会议` : ''}`
        + ` · Papers matching “${sel.q}”${searchedAs ? ` — no Chinese title or summary matched, so searched as the English ${searchedAs}` : ''}${rank ? `, at CCF-${sel.ccf} venues` : ''}` };
  }
  if (sel.kind === 'venue') {
    // An edition known only from an accepted list (no arXiv paper yet) has feeds and downloads too: its list-only entries.
    const info = await editionInfo(store, sel.edition)
      ?? await store.db.selectFrom('list_entries').select(['venue', 'year']).where('edition', '=', sel.edition).limit(1).executeTakeFirst();
    if (!info) return undefined;
    const filters = filterText(sel);
    return { title: `${info.venue} ${info.year}${filters ? ` (${filters})` : ''}`, subtitle: `${info.venue} ${info.year} 已接收与已发表的论文${filters ? `（${filters}）` : ''} · Accepted and published papers of ${info.venue} ${info.year}${filters ? `, ${filters}` : ''}`, pagePath: pagePath(sel) };
  }
  const row = await store.db.selectFrom('institutions').select(['id', 'name_en', 'name_zh']).where('id', '=', sel.id).executeTakeFirst();
  if (!row) return undefined;
  const name = institutionLabel(row);
  return { title: `${name}${rank}`, subtitle: `作者来自 ${name} 的论文${rank ? `，CCF-${sel.ccf} 会议` : ''} · Papers with authors at ${name}${rank ? `, at CCF-${sel.ccf} venues` : ''}`, pagePath: institutionHref(row, true) };
}
