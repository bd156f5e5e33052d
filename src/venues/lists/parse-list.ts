import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { splitAuthors } from './normalise.ts';

/** One accepted paper as a list gives it. */
export interface ListEntryInput {
  title: string;
  authors: string[];
  track: string;
  presentation: 'oral' | 'spotlight' | 'poster' | null;
  externalId: string | null;
  /** Workshop name when track is workshop (official sources). */
  workshop?: string | null;
  /** OpenReview forum id, when the source gives one. */
  openreviewId?: string | null;
  /** The paper's page at the official source. */
  url?: string | null;
}

/** Supported list layouts; 'auto' picks one from the file name and content. */
export type ListFormat = 'auto' | 'papercopilot' | 'csv' | 'tsv' | 'openreview';

/** Error reading an accepted-paper list; says which file and what was wrong. */
export class ListFormatError extends Error {
  readonly code = 'VENUE_LIST_FORMAT';
}

/** oral / spotlight / poster from a list's status or decision text ("Highlight" counts as spotlight). */
export function presentationOf(text: unknown): ListEntryInput['presentation'] {
  const t = String(text ?? '').toLowerCase();
  if (/oral/.test(t)) return 'oral';
  if (/spotlight|highlight/.test(t)) return 'spotlight';
  if (/poster/.test(t)) return 'poster';
  return null;
}

/** Our track name for a list's track text (main when unstated). */
export function trackOf(text: unknown): string {
  const t = String(text ?? '').toLowerCase();
  if (!t || t === 'main' || t === 'conference') return 'main';
  if (/dataset|benchmark|d&b/.test(t)) return 'datasets_benchmarks';
  if (/findings/.test(t)) return 'findings';
  if (/workshop/.test(t)) return 'workshop';
  if (/demo/.test(t)) return 'demo';
  if (/industry/.test(t)) return 'industry';
  return 'other';
}

const NOT_PAPERS = /^(?:workshop|tutorial|invited talk|keynote|social|affinity)/i;

function pick(row: Record<string, unknown>, names: string[]): unknown {
  for (const n of names) if (row[n] !== undefined && row[n] !== '') return row[n];
  return undefined;
}

function fromRow(row: Record<string, unknown>): ListEntryInput | null {
  const title = pick(row, ['title', 'name', 'Title', 'paper_title', 'clean_name']);
  if (typeof title !== 'string' || !title.trim()) return null;
  const kind = pick(row, ['type', 'decision', 'status', 'venue', 'presentation', 'session']);
  if (typeof kind === 'string' && NOT_PAPERS.test(kind.trim())) return null;
  const authors = pick(row, ['author', 'authors', 'Authors', 'speakers/authors', 'author_list']);
  return {
    title: title.trim(),
    authors: Array.isArray(authors) ? authors.map(String) : splitAuthors(authors as string | undefined),
    track: trackOf(row.track),
    presentation: presentationOf(kind),
    externalId: (pick(row, ['id', 'openreview_url', 'forum', 'paper_id']) as string | undefined) ?? null,
  };
}

function fromOpenReview(note: Record<string, any>): ListEntryInput | null {
  const c = note.content ?? {};
  const val = (x: any) => (x && typeof x === 'object' && 'value' in x ? x.value : x);
  const title = val(c.title);
  if (typeof title !== 'string') return null;
  const venue = String(val(c.venue) ?? '');
  return { title: title.trim(), authors: (val(c.authors) ?? []).map(String), track: trackOf(/position/i.test(venue) ? 'position' : 'main'), presentation: presentationOf(venue), externalId: note.forum ?? note.id ?? null };
}

function detectFormat(file: string, text: string): Exclude<ListFormat, 'auto'> {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.tsv') return 'tsv';
  if (ext === '.csv') return 'csv';
  const head = text.slice(0, 4000);
  if (/"content"\s*:/.test(head)) return 'openreview';
  if (/^\s*[[{]/.test(head)) return 'papercopilot';
  return head.split('\n')[0].includes('\t') ? 'tsv' : 'csv';
}

function parseText(file: string, text: string, format: Exclude<ListFormat, 'auto'>): ListEntryInput[] {
  if (format === 'papercopilot' || format === 'openreview') {
    let data: any;
    try { data = JSON.parse(text); } catch (err) { throw new ListFormatError(`${file}: not valid JSON (${(err as Error).message})`); }
    const rows: any[] = Array.isArray(data) ? data : data.notes ?? data.papers ?? data.data ?? [];
    if (!Array.isArray(rows)) throw new ListFormatError(`${file}: expected a JSON array of papers (or {"notes": […]})`);
    return rows.map((r) => (r && r.content ? fromOpenReview(r) : fromRow(r))).filter((e): e is ListEntryInput => e !== null);
  }
  const rows = parseCsv(text, { columns: true, bom: true, delimiter: format === 'tsv' ? '\t' : ',', relax_quotes: true, relax_column_count: true, skip_empty_lines: true }) as Record<string, unknown>[];
  if (rows.length && !('title' in rows[0] || 'name' in rows[0] || 'Title' in rows[0])) throw new ListFormatError(`${file}: no title column (expected "title" or "name")`);
  return rows.map(fromRow).filter((e): e is ListEntryInput => e !== null);
}

/** Reads a list file (or every .json/.csv/.tsv file in a directory) into entries. */
export function readList(file: string, format: ListFormat = 'auto'): ListEntryInput[] {
  if (!fs.existsSync(file)) throw new ListFormatError(`list file not found: ${file}`);
  if (fs.statSync(file).isDirectory()) {
    const files = fs.readdirSync(file, { recursive: true }).map(String).filter((f) => /\.(json|csv|tsv)$/i.test(f)).sort();
    return files.flatMap((f) => readList(path.join(file, f), format));
  }
  const text = fs.readFileSync(file, 'utf8');
  return parseText(file, text, format === 'auto' ? detectFormat(file, text) : format);
}
