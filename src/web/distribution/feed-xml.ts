import { institutionText, venueBadge, type ExportRecord } from '../../exports/record.ts';

/** What a feed describes, with absolute URLs. */
export interface FeedMeta {
  title: string;
  subtitle: string;
  /** Absolute URL of the page the feed mirrors. */
  pageUrl: string;
  /** Absolute URL of this feed. */
  selfUrl: string;
  /** Absolute site root, for entry links to paper pages. */
  siteUrl: string;
}

/** Escapes text for XML and drops characters XML 1.0 forbids. */
export function xmlEscape(s: string): string {
  return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Text for an RSS element that readers may render as HTML (title, description): escaped for HTML, then for XML.
 * RSS 2.0 never says whether a title is text or HTML and most readers treat it as HTML, so a title such as
 * `<script>` or `A &amp; B` must reach the reader as escaped HTML to show as written (Atom says `type="text"`).
 */
export function rssText(s: string): string {
  return xmlEscape(s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
}

/** RFC 3339 timestamp of an ISO date or date-time (midnight UTC for a bare date). */
export function rfc3339(iso: string | null | undefined): string {
  if (!iso) return '1970-01-01T00:00:00Z';
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : '1970-01-01T00:00:00Z';
}

/** The newest date among the records (the feed's `updated`). */
export function newest(records: ExportRecord[]): string {
  return records.map((r) => rfc3339(r.updated_at ?? r.submitted_at)).sort().at(-1) ?? rfc3339(null);
}

function paperUrl(meta: FeedMeta, r: ExportRecord): string {
  return `${meta.siteUrl}/papers/${r.id}`;
}

/** The HTML body of an entry: venue badge, Chinese title, authors, 机构, AI总结, English summary, comments, journal ref, links. */
export function entryHtml(r: ExportRecord): string {
  const p = (label: string, v: string | null) => (v ? `<p><b>${xmlEscape(label)}</b> ${xmlEscape(v)}</p>` : '');
  return [
    r.venues.length ? `<p>${r.venues.map((v) => `[${xmlEscape(venueBadge(v))}]`).join(' ')}</p>` : '',
    r.title_zh ? `<p lang="zh">${xmlEscape(r.title_zh)}</p>` : '',
    `<p>${xmlEscape(r.authors.join(', '))}</p>`,
    p('机构', r.institutions.length ? `* ${r.institutions.map(institutionText).join(' ； ')}` : null),
    p('AI总结', r.summary_zh), p('Summary', r.summary_en), p('Comments', r.comments), p('Journal ref', r.journal_ref),
    `<p><a href="${xmlEscape(r.url)}">arXiv:${xmlEscape(r.id)}v${r.version}</a> · <a href="${xmlEscape(r.pdf_url)}">PDF</a></p>`,
  ].join('');
}

/** The entry title: `[ICML] English title / 中文标题`. */
export function entryTitle(r: ExportRecord): string {
  return `[${r.venue_tag}] ${r.title}${r.title_zh ? ` / ${r.title_zh}` : ''}`;
}

/** An Atom 1.0 (RFC 4287) feed of the records. */
export function atomFeed(meta: FeedMeta, records: ExportRecord[]): string {
  const entries = records.map((r) => `<entry>
<id>${xmlEscape(r.url)}</id>
<title>${xmlEscape(entryTitle(r))}</title>
<link rel="alternate" type="text/html" href="${xmlEscape(paperUrl(meta, r))}"/>
<link rel="related" type="text/html" href="${xmlEscape(r.url)}"/>
<updated>${rfc3339(r.updated_at ?? r.submitted_at)}</updated>
<published>${rfc3339(r.submitted_at)}</published>
${r.authors.map((a) => `<author><name>${xmlEscape(a)}</name></author>`).join('')}
${r.venues.map((v) => `<category term="${xmlEscape(v.edition ?? v.venue)}" label="${xmlEscape(venueBadge(v))}"/>`).join('')}
<summary>${xmlEscape(r.summary_zh ?? r.summary_en ?? r.abstract ?? '')}</summary>
<content type="html">${xmlEscape(entryHtml(r))}</content>
</entry>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
<id>${xmlEscape(meta.selfUrl)}</id>
<title>${xmlEscape(`${meta.title} · Paperboard`)}</title>
<subtitle>${xmlEscape(meta.subtitle)}</subtitle>
<link rel="self" type="application/atom+xml" href="${xmlEscape(meta.selfUrl)}"/>
<link rel="alternate" type="text/html" href="${xmlEscape(meta.pageUrl)}"/>
<updated>${newest(records)}</updated>
<author><name>Paperboard</name><uri>${xmlEscape(meta.siteUrl)}/</uri></author>
<generator>Paperboard</generator>
${entries.join('\n')}
</feed>
`;
}

function rfc822(iso: string | null | undefined): string {
  return new Date(rfc3339(iso)).toUTCString();
}

/** An RSS 2.0 feed of the records (with atom:link rel=self and dc:creator for authors). */
export function rssFeed(meta: FeedMeta, records: ExportRecord[]): string {
  const items = records.map((r) => `<item>
<title>${rssText(entryTitle(r))}</title>
<link>${xmlEscape(paperUrl(meta, r))}</link>
<guid isPermaLink="true">${xmlEscape(r.url)}</guid>
<pubDate>${rfc822(r.submitted_at)}</pubDate>
<dc:creator>${xmlEscape(r.authors.join(', '))}</dc:creator>
${r.venues.map((v) => `<category>${xmlEscape(venueBadge(v))}</category>`).join('')}
<description>${xmlEscape(entryHtml(r))}</description>
</item>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${rssText(`${meta.title} · Paperboard`)}</title>
<link>${xmlEscape(meta.pageUrl)}</link>
<description>${rssText(meta.subtitle)}</description>
<language>zh-cn</language>
<atom:link rel="self" type="application/rss+xml" href="${xmlEscape(meta.selfUrl)}"/>
<lastBuildDate>${rfc822(newest(records))}</lastBuildDate>
<generator>Paperboard</generator>
${items.join('\n')}
</channel>
</rss>
`;
}
