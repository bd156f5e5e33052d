import type { ExportMeta, ExportWriter } from './export-writer.ts';
import type { ExportRecord } from './record.ts';
import type { ListOnlyRecord } from './list-only.ts';
import { digestWriter } from './digest.ts';
import { bibtexWriter } from './bibtex.ts';
import { csvWriter } from './csv.ts';
import { jsonWriter } from './json.ts';
import { markdownWriter } from './markdown.ts';
import { risWriter } from './ris.ts';
import { cslJsonWriter } from './csl-json.ts';

/** The export formats, in the order shown on pages. */
export const FORMATS = ['bibtex', 'ris', 'csl-json', 'csv', 'json', 'markdown', 'digest'] as const;
/** One export format. */
export type ExportFormat = (typeof FORMATS)[number];

/** One value per export format, e.g. each format's download URL. */
export function byFormat<T>(f: (format: ExportFormat) => T): Record<ExportFormat, T> {
  return Object.fromEntries(FORMATS.map((format) => [format, f(format)])) as Record<ExportFormat, T>;
}

/** Whether `s` names an export format. */
export function isFormat(s: string): s is ExportFormat {
  return (FORMATS as readonly string[]).includes(s);
}

/** A fresh writer for `format` (writers keep state, e.g. the previous venue tag or the first-entry comma). */
export function writerFor(format: ExportFormat, meta: ExportMeta): ExportWriter {
  switch (format) {
    case 'bibtex': return bibtexWriter(meta);
    case 'ris': return risWriter();
    case 'csl-json': return cslJsonWriter();
    case 'csv': return csvWriter();
    case 'json': return jsonWriter(meta);
    case 'markdown': return markdownWriter(meta);
    case 'digest': return digestWriter();
  }
}

/** Renders records through a writer as a stream of text chunks: the arXiv papers, then the list-only entries. */
export async function* renderExport(records: AsyncIterable<ExportRecord> | Iterable<ExportRecord>, writer: ExportWriter, listOnly: AsyncIterable<ListOnlyRecord> | Iterable<ListOnlyRecord> = []): AsyncGenerator<string> {
  yield writer.begin();
  for await (const r of records) yield writer.entry(r);
  for await (const r of listOnly) yield writer.listOnly(r);
  yield writer.end();
}
