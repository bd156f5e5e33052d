// The shape every export format implements (writer.ts picks one by name; each format file implements it).
import type { ExportRecord } from './record.ts';
import type { ListOnlyRecord } from './list-only.ts';

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
  /** One accepted paper known only from an official list, after every arXiv paper, marked as list-only. */
  listOnly(r: ListOnlyRecord): string;
  end(): string;
}
