import type { Store } from '../../store/connection.ts';
import { editionInfo } from '../../papers/queries.ts';
import type { Selection } from '../../exports/selection.ts';
import type { ExportFormat } from '../../exports/writer.ts';

/** A selection's title and the page it mirrors. */
export interface SelectionInfo {
  title: string;
  subtitle: string;
  pagePath: string;
}

const EXT: Record<ExportFormat, string> = { bibtex: 'bib', csv: 'csv', json: 'json', markdown: 'md', digest: 'txt' };
/** Export format by file extension. */
export const FORMAT_OF_EXT: Record<string, ExportFormat> = Object.fromEntries(Object.entries(EXT).map(([f, e]) => [e, f as ExportFormat]));

function query(sel: Selection): string {
  const p = new URLSearchParams();
  if (sel.kind === 'venue') {
    if (sel.track) p.set('track', sel.track);
    if (sel.verified) p.set('verified', '1');
  }
  if (sel.kind === 'search') p.set('q', sel.q);
  const s = p.toString();
  return s ? `?${s}` : '';
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

/** The download URL path of a selection in one format: `/exports/venues/icml-2026.bib?track=main`. */
export function exportPath(sel: Selection, format: ExportFormat): string {
  return `/exports/${stem(sel)}.${EXT[format]}${query(sel)}`;
}

/** The page a selection mirrors: `/venues/icml-2026?track=main`, `/search?q=…`, `/institutions/<id>`. */
export function pagePath(sel: Selection): string {
  if (sel.kind === 'search') return `/search${query(sel)}`;
  return `/${stem(sel)}${query(sel)}`;
}

/** A selection from a route's stem parameter and query (`verified=1`, `track=…`, `q=…`). */
export function selectionOf(kind: Selection['kind'], key: string, q: (name: string) => string | undefined): Selection {
  if (kind === 'search') return { kind, q: (q('q') ?? '').slice(0, 200).trim() };
  if (kind === 'institution') return { kind, id: key };
  const verified = q('verified');
  return { kind, edition: key.toLowerCase(), track: q('track') || undefined, verified: verified === '1' || verified === 'true' || undefined };
}

/** Title and page of a selection; undefined when the venue edition or institution is unknown. */
export async function selectionInfo(store: Store, sel: Selection): Promise<SelectionInfo | undefined> {
  if (sel.kind === 'search') return { title: `搜索 Search: ${sel.q}`, subtitle: `Papers matching “${sel.q}”`, pagePath: pagePath(sel) };
  if (sel.kind === 'venue') {
    const info = await editionInfo(store, sel.edition);
    if (!info) return undefined;
    const filters = [sel.track ? `track ${sel.track}` : null, sel.verified ? 'verified' : null].filter(Boolean).join(', ');
    return { title: `${info.venue} ${info.year}${filters ? ` (${filters})` : ''}`, subtitle: `Accepted and published papers of ${info.venue} ${info.year}${filters ? `, ${filters}` : ''}`, pagePath: pagePath(sel) };
  }
  const row = await store.db.selectFrom('institutions').select(['name_en', 'name_zh']).where('id', '=', sel.id).executeTakeFirst();
  if (!row) return undefined;
  const name = row.name_zh ? `${row.name_en}（${row.name_zh}）` : row.name_en;
  return { title: name, subtitle: `Papers with authors at ${name}`, pagePath: pagePath(sel) };
}
