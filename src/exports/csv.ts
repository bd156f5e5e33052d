import type { ExportWriter } from './export-writer.ts';
import { institutionText, venueBadge, venueTag, type ExportRecord } from './record.ts';
import { listOnlyBadge, type ListOnlyRecord } from './list-only.ts';

/** CSV columns: every field of the record, lists joined (authors with ", ", institutions with " ； ", venues with " | "). */
export const CSV_COLUMNS: { name: string; get: (r: ExportRecord) => string | number | boolean | null }[] = [
  { name: 'id', get: (r) => r.id },
  { name: 'version', get: (r) => r.version },
  { name: 'url', get: (r) => r.url },
  { name: 'pdf_url', get: (r) => r.pdf_url },
  { name: 'venue_tag', get: (r) => r.venue_tag },
  { name: 'title', get: (r) => r.title },
  { name: 'title_zh', get: (r) => r.title_zh },
  { name: 'authors', get: (r) => r.authors.join(', ') },
  { name: 'institutions', get: (r) => r.institutions.map(institutionText).join(' ； ') },
  { name: 'summary_zh', get: (r) => r.summary_zh },
  { name: 'summary_en', get: (r) => r.summary_en },
  { name: 'venues', get: (r) => r.venues.map(venueBadge).join(' | ') },
  { name: 'editions', get: (r) => [...new Set(r.venues.map((v) => v.edition).filter(Boolean))].join(' ') },
  { name: 'comments', get: (r) => r.comments },
  { name: 'journal_ref', get: (r) => r.journal_ref },
  { name: 'doi', get: (r) => r.doi },
  { name: 'categories', get: (r) => r.categories },
  { name: 'primary_category', get: (r) => r.primary_category },
  { name: 'license', get: (r) => r.license },
  { name: 'submitted_at', get: (r) => r.submitted_at },
  { name: 'updated_at', get: (r) => r.updated_at },
  { name: 'abstract', get: (r) => r.abstract },
  { name: 'list_only', get: () => false },
  { name: 'list', get: () => null },
];

/** The cells of a list-only row (an accepted paper known only from an official list); the other columns stay empty. */
const LIST_ONLY_CELLS: Record<string, (l: ListOnlyRecord) => string | boolean | null> = {
  url: (l) => l.url ?? l.list_url,
  venue_tag: (l) => venueTag({ venue: l.venue, track: l.track }),
  title: (l) => l.title,
  authors: (l) => l.authors.join(', '),
  venues: listOnlyBadge,
  editions: (l) => l.edition,
  list_only: () => true,
  list: (l) => l.list,
};

/** One CSV cell per RFC 4180; text starting with = + - @ gets a leading apostrophe so spreadsheets do not run it as a formula. */
export function csvCell(v: string | number | boolean | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV with a header row, UTF-8 with a byte-order mark (so spreadsheet programs read Chinese correctly), CRLF line ends. */
export function csvWriter(): ExportWriter {
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    begin: () => `\uFEFF${CSV_COLUMNS.map((c) => c.name).join(',')}\r\n`,
    entry: (r) => `${CSV_COLUMNS.map((c) => csvCell(c.get(r))).join(',')}\r\n`,
    listOnly: (l) => `${CSV_COLUMNS.map((c) => csvCell(LIST_ONLY_CELLS[c.name]?.(l) ?? null)).join(',')}\r\n`,
    end: () => '',
  };
}
