import type { ExportRecord } from './record.ts';
import { digestWriter } from './digest.ts';
import { bibtexWriter } from './bibtex.ts';
import { csvWriter } from './csv.ts';
import { jsonWriter } from './json.ts';
import { markdownWriter } from './markdown.ts';

/** What an export describes (a venue page with filters, a search, an institution). */
export interface ExportMeta {
  title: string;
  /** Absolute or site-relative URL of the page the export was taken from. */
  source: string;
  generatedAt: string;
}

/** A streaming writer: text before, one chunk per record, text after — so any number of papers runs in flat memory. */
export interface ExportWriter {
  contentType: string;
  extension: string;
  begin(): string;
  entry(r: ExportRecord): string;
  end(): string;
}

/** The export formats, in the order shown on pages. */
export const FORMATS = ['bibtex', 'csv', 'json', 'markdown', 'digest'] as const;
/** One export format. */
export type ExportFormat = (typeof FORMATS)[number];

/** Whether `s` names an export format. */
export function isFormat(s: string): s is ExportFormat {
  return (FORMATS as readonly string[]).includes(s);
}

/** A fresh writer for `format` (writers keep state, e.g. the previous venue tag or the first-entry comma). */
export function writerFor(format: ExportFormat, meta: ExportMeta): ExportWriter {
  switch (format) {
    case 'bibtex': return bibtexWriter(meta);
    case 'csv': return csvWriter();
    case 'json': return jsonWriter(meta);
    case 'markdown': return markdownWriter(meta);
    case 'digest': return digestWriter();
  }
}

/** Renders records through a writer as a stream of text chunks. */
export async function* renderExport(records: AsyncIterable<ExportRecord> | Iterable<ExportRecord>, writer: ExportWriter): AsyncGenerator<string> {
  yield writer.begin();
  for await (const r of records) yield writer.entry(r);
  yield writer.end();
}
