import type { ExportMeta, ExportWriter } from './export-writer.ts';
import { institutionText, oneLine, venueBadge, type ExportRecord } from './record.ts';

/** Escapes Markdown punctuation that would change the meaning of inline text. */
export function mdEscape(s: string): string {
  return oneLine(s).replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** One paper as a Markdown section for notes: linked title, Chinese title, authors, institutions, summary, venue, comments. */
export function markdownEntry(r: ExportRecord): string {
  const out = [`### [${mdEscape(r.title)}](${r.url})`, ''];
  if (r.title_zh) out.push(`**${mdEscape(r.title_zh)}**`, '');
  const facts = [
    r.authors.length ? `- 作者 Authors: ${mdEscape(r.authors.join(', '))}` : null,
    r.institutions.length ? `- 机构: ${mdEscape(r.institutions.map(institutionText).join(' ； '))}` : null,
    r.venues.length ? `- Venue: ${mdEscape(r.venues.map(venueBadge).join(' | '))}` : null,
    r.summary_zh ? `- AI总结: ${mdEscape(r.summary_zh)}` : null,
    r.summary_en ? `- Summary: ${mdEscape(r.summary_en)}` : null,
    r.comments ? `- Comments: ${mdEscape(r.comments)}` : null,
    r.journal_ref ? `- Journal ref: ${mdEscape(r.journal_ref)}` : null,
    `- arXiv: [${r.id}v${r.version}](${r.url}) · [PDF](${r.pdf_url})`,
  ];
  return `${[...out, ...facts.filter((f): f is string => f !== null)].join('\n')}\n\n`;
}

/** Markdown of a list of papers, with a heading naming the page it came from. */
export function markdownWriter(meta: ExportMeta): ExportWriter {
  return {
    contentType: 'text/markdown; charset=utf-8',
    extension: 'md',
    begin: () => `# ${mdEscape(meta.title)}\n\n_Paperboard export, ${meta.generatedAt} — ${meta.source}_\n\n`,
    entry: (r: ExportRecord) => markdownEntry(r),
    end: () => '',
  };
}
