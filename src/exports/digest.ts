import type { ExportWriter } from './export-writer.ts';
import { institutionText, oneLine, type ExportRecord } from './record.ts';
import { listOnlyBadge, type ListOnlyRecord } from './list-only.ts';

/** Options of the plain-text digest. */
export interface DigestOptions {
  /** Text appended to the 机构 line, as the reference page shows its correction button ("纠错"); none by default. */
  institutionSuffix?: string;
}

/** The lines of one paper in the reference layout: English title, Chinese title, authors, 机构, AI总结, Comments, Journal ref. */
export function digestLines(r: ExportRecord, opts: DigestOptions = {}): string[] {
  const lines = [oneLine(r.title)];
  if (r.title_zh) lines.push(oneLine(r.title_zh));
  if (r.authors.length) lines.push(r.authors.map(oneLine).join(', '));
  if (r.institutions.length) lines.push(`机构 * ${r.institutions.map(institutionText).join(' ； ')}${opts.institutionSuffix ? ` ${opts.institutionSuffix}` : ''}`);
  if (r.summary_zh) lines.push(`AI总结 ${oneLine(r.summary_zh)}`);
  if (r.comments) lines.push(`Comments ${oneLine(r.comments)}`);
  if (r.journal_ref) lines.push(`Journal ref ${oneLine(r.journal_ref)}`);
  return lines;
}

/** The plain-text digest of the reference page: a venue tag line whenever the tag changes, then each paper; lines separated by blank lines. */
export function digestWriter(opts: DigestOptions = {}): ExportWriter {
  let tag: string | null = null;
  let first = true;
  return {
    contentType: 'text/plain; charset=utf-8',
    extension: 'txt',
    begin: () => '',
    entry(r) {
      const lines = r.venue_tag !== tag ? [r.venue_tag, ...digestLines(r, opts)] : digestLines(r, opts);
      tag = r.venue_tag;
      const text = (first ? '' : '\n\n') + lines.join('\n\n');
      first = false;
      return text;
    },
    listOnly(l: ListOnlyRecord) {
      const tag2 = 'List-only (accepted, not on arXiv)';
      const lines = [...(tag !== tag2 ? [tag2] : []), oneLine(l.title), ...(l.authors.length ? [l.authors.map(oneLine).join(', ')] : []), `Venue ${listOnlyBadge(l)}`, ...(l.url ? [l.url] : [])];
      tag = tag2;
      const text = (first ? '' : '\n\n') + lines.join('\n\n');
      first = false;
      return text;
    },
    end: () => (first ? '' : '\n'),
  };
}
