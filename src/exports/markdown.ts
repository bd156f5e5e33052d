import type { ExportMeta, ExportWriter } from './export-writer.ts';
import { institutionText, oneLine, venueBadge, type ExportRecord } from './record.ts';
import { listOnlyBadge, type ListOnlyRecord } from './list-only.ts';

/** A URL in running text: `http(s)://…` up to whitespace, `<`, `>` or a brace (LaTeX's `\url{…}` in arXiv comments). */
const BARE_URL = /https?:\/\/[^\s<>{}]+/g;

/** Where GFM ends an autolink: trailing `?!.,:*_~`, an unbalanced `)` and a trailing entity-like `&x;` are not part of it. */
function autolinkEnd(url: string): string {
  let u = url;
  for (;;) {
    const before = u;
    u = u.replace(/[?!.,:*_~]+$/, '').replace(/&[A-Za-z0-9]+;$/, '');
    if (u.endsWith(')') && (u.match(/\(/g)?.length ?? 0) < (u.match(/\)/g)?.length ?? 0)) u = u.slice(0, -1);
    if (u === before) return u;
  }
}

/** Escapes Markdown punctuation, and a `&` that would start an entity (`&amp;` stays literal), in plain text. */
function escapePlain(s: string): string {
  return s.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/**
 * Escapes Markdown punctuation that would change the meaning of inline text. URLs are written as CommonMark autolinks
 * (`<https://…>`): nothing inside is escaped, and the link ends where the URL does, not where GFM's guess would.
 */
export function mdEscape(s: string): string {
  const text = oneLine(s);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(BARE_URL)) {
    if (m.index < last) continue;
    const url = autolinkEnd(m[0]);
    out += `${escapePlain(text.slice(last, m.index))}<${url}>`;
    last = m.index + url.length;
  }
  return out + escapePlain(text.slice(last));
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

/** One accepted paper known only from an official list: linked to its official page, marked list-only. */
export function markdownListOnly(l: ListOnlyRecord): string {
  const link = l.url ?? l.list_url;
  const facts = [
    l.authors.length ? `- 作者 Authors: ${mdEscape(l.authors.join(', '))}` : null,
    `- Venue: ${mdEscape(listOnlyBadge(l))}`,
    `- 仅在录用列表 List-only: not found on arXiv${link ? ` · [${mdEscape(l.list)}](${link})` : ''}`,
  ];
  return `### ${link ? `[${mdEscape(l.title)}](${link})` : mdEscape(l.title)}\n\n${facts.filter(Boolean).join('\n')}\n\n`;
}

/** Markdown of a list of papers, with a heading naming the page it came from; list-only entries follow under their own heading. */
export function markdownWriter(meta: ExportMeta): ExportWriter {
  let listed = false;
  return {
    contentType: 'text/markdown; charset=utf-8',
    extension: 'md',
    begin: () => `# ${mdEscape(meta.title)}\n\n_Paperboard export, ${meta.generatedAt} — ${meta.source}_\n\n`,
    entry: (r: ExportRecord) => markdownEntry(r),
    listOnly(l) {
      const head = listed ? '' : '## 录用列表，不在 arXiv · Accepted, not on arXiv (list-only)\n\n';
      listed = true;
      return head + markdownListOnly(l);
    },
    end: () => '',
  };
}
