import { institutionText, venueBadge, type ExportRecord } from '../../exports/record.ts';
import { listOnlyBadge, type ListOnlyRecord } from '../../exports/list-only.ts';

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
  /** When Paperboard last changed each paper's record (ISO date-time, by id): an entry's `updated` is never before it. */
  changedAt?: ReadonlyMap<string, string>;
  /** The feed's `updated` when it has no entries (ISO date-time): the time it was built, never 1970. */
  emptyAt?: string;
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

/** RFC 3339 timestamp of an ISO month, date or date-time (midnight UTC of the first day for a bare month or date), or null. */
export function rfc3339(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const t = Date.parse(/^\d{4}-\d{2}(-\d{2})?$/.test(iso) ? `${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z` : iso);
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

/**
 * An entry's `published` (first arXiv version) and `updated`: the latest of arXiv's update date and the time Paperboard
 * last changed the record, and never before `published` (arXiv dates without a time read as midnight).
 */
export function entryTimes(meta: Pick<FeedMeta, 'changedAt' | 'emptyAt'>, r: ExportRecord): { published: string; updated: string } {
  const times = [rfc3339(r.submitted_at), rfc3339(r.updated_at), rfc3339(meta.changedAt?.get(r.id))].filter((t): t is string => t !== null);
  const published = rfc3339(r.submitted_at) ?? times.sort()[0] ?? rfc3339(meta.emptyAt) ?? new Date(0).toISOString();
  return { published, updated: [published, ...times].sort().at(-1)! };
}

/** The newest `updated` among the entries (the feed's `updated`); for no entries, the time the feed was built. */
export function newest(records: ExportRecord[], meta: Pick<FeedMeta, 'changedAt' | 'emptyAt'> = {}): string {
  return records.map((r) => entryTimes(meta, r).updated).sort().at(-1) ?? rfc3339(meta.emptyAt) ?? rfc3339(new Date().toISOString())!;
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

/** Where a list-only entry's feed item links: its official page, else the edition's page at the source, else the edition page here. */
function listOnlyLink(meta: FeedMeta, l: ListOnlyRecord): string {
  return l.url ?? l.list_url ?? `${meta.siteUrl}/venues/${l.edition}#list-only`;
}

/** The entry title of a list-only entry: `[ICML 2024 · list-only] English title`. */
export function listOnlyTitle(l: ListOnlyRecord): string {
  return `[${l.venue} ${l.year} · list-only] ${l.title}`;
}

/** The HTML body of a list-only entry: where it was accepted, authors, the official list and link. */
export function listOnlyHtml(l: ListOnlyRecord): string {
  const link = l.url ?? l.list_url;
  return `<p>[${xmlEscape(listOnlyBadge(l))}]</p><p>${xmlEscape(l.authors.join(', '))}</p><p>Accepted paper on the official list ${xmlEscape(l.list)}; not found on arXiv.`
    + `${link ? ` <a href="${xmlEscape(link)}">${xmlEscape(l.list)}</a>` : ''}</p>`;
}

function listOnlyAtom(meta: FeedMeta, l: ListOnlyRecord): string {
  const t = rfc3339(l.listed_at) ?? rfc3339(meta.emptyAt) ?? new Date(0).toISOString();
  return `<entry>
<id>${xmlEscape(`${meta.siteUrl}/venues/${l.edition}#list-${l.entry_id}`)}</id>
<title>${xmlEscape(listOnlyTitle(l))}</title>
<link rel="alternate" type="text/html" href="${xmlEscape(listOnlyLink(meta, l))}"/>
<updated>${t}</updated>
${l.authors.map((a) => `<author><name>${xmlEscape(a)}</name></author>`).join('')}
<category term="${xmlEscape(l.edition)}" label="${xmlEscape(listOnlyBadge(l))}"/>
<category term="list-only"/>
<summary>${xmlEscape(listOnlyBadge(l))}</summary>
<content type="html">${xmlEscape(listOnlyHtml(l))}</content>
</entry>`;
}

function listOnlyRss(meta: FeedMeta, l: ListOnlyRecord): string {
  return `<item>
<title>${rssText(listOnlyTitle(l))}</title>
<link>${xmlEscape(listOnlyLink(meta, l))}</link>
<guid isPermaLink="false">${xmlEscape(`${meta.siteUrl}/venues/${l.edition}#list-${l.entry_id}`)}</guid>
<pubDate>${rfc822(rfc3339(l.listed_at) ?? new Date(0).toISOString())}</pubDate>
<dc:creator>${xmlEscape(l.authors.join(', '))}</dc:creator>
<category>${xmlEscape(listOnlyBadge(l))}</category>
<category>list-only</category>
<description>${xmlEscape(listOnlyHtml(l))}</description>
</item>`;
}

/** An Atom 1.0 (RFC 4287) feed of the records, then the list-only entries (accepted papers not on arXiv). */
export function atomFeed(meta: FeedMeta, records: ExportRecord[], listOnly: ListOnlyRecord[] = []): string {
  const entries = records.map((r) => ({ r, t: entryTimes(meta, r) })).map(({ r, t }) => `<entry>
<id>${xmlEscape(r.url)}</id>
<title>${xmlEscape(entryTitle(r))}</title>
<link rel="alternate" type="text/html" href="${xmlEscape(paperUrl(meta, r))}"/>
<link rel="related" type="text/html" href="${xmlEscape(r.url)}"/>
<updated>${t.updated}</updated>
<published>${t.published}</published>
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
<updated>${newest(records, meta)}</updated>
<author><name>Paperboard</name><uri>${xmlEscape(meta.siteUrl)}/</uri></author>
<generator>Paperboard</generator>
${[...entries, ...listOnly.map((l) => listOnlyAtom(meta, l))].join('\n')}
</feed>
`;
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** An RSS 2.0 feed of the records (with atom:link rel=self and dc:creator for authors), then the list-only entries. */
export function rssFeed(meta: FeedMeta, records: ExportRecord[], listOnly: ListOnlyRecord[] = []): string {
  const items = records.map((r) => `<item>
<title>${rssText(entryTitle(r))}</title>
<link>${xmlEscape(paperUrl(meta, r))}</link>
<guid isPermaLink="true">${xmlEscape(r.url)}</guid>
<pubDate>${rfc822(entryTimes(meta, r).published)}</pubDate>
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
<lastBuildDate>${rfc822(newest(records, meta))}</lastBuildDate>
<generator>Paperboard</generator>
${[...items, ...listOnly.map((l) => listOnlyRss(meta, l))].join('\n')}
</channel>
</rss>
`;
}
