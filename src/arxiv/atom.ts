import { parseArxivId } from './ids.ts';
import { recordFromSnapshot, type PaperInput } from './snapshot-record.ts';
import { parseXml, text } from './xml.ts';

/** An error entry returned by the arXiv API (e.g. "incorrect id format for abc"); never a paper. */
export class ArxivApiError extends Error {
  readonly code = 'ARXIV_API_ERROR';
  constructor(readonly url: string, readonly detail: string) {
    super(`arXiv API refused ${url}: ${detail}`);
  }
}

/** One parsed page of an Atom feed from the search API. */
export interface AtomPage {
  papers: PaperInput[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  /** Entries that could not be read, with the reason. */
  unreadable: { id: string; reason: string }[];
}

function attr(node: unknown, name: string): string | null {
  return node && typeof node === 'object' ? ((node as Record<string, unknown>)[`@_${name}`] as string | undefined) ?? null : null;
}

/** Converts one Atom entry to the snapshot layout and validates it like a snapshot line. */
function entryToPaper(e: Record<string, any>): PaperInput {
  const idText = text(e.id) ?? '';
  const parsed = parseArxivId(idText);
  const version = parsed?.version ?? 1;
  const names: string[] = (e.author ?? []).map((a: Record<string, unknown>) => text(a.name) ?? '').filter(Boolean);
  const primary = attr(e.primary_category, 'term');
  const cats = (e.category ?? []).map((c: unknown) => attr(c, 'term')).filter((c: string | null): c is string => !!c);
  const categories = [...new Set([primary, ...cats].filter((c): c is string => !!c))];
  const published = text(e.published);
  const updated = text(e.updated);
  const versions = [{ version: 'v1', created: published }];
  if (version > 1) versions.push({ version: `v${version}`, created: updated });
  const input = recordFromSnapshot({
    id: parsed ? parsed.id : idText, submitter: null, authors: names.length ? names.join(', ') : null,
    title: text(e.title), comments: text(e.comment) || null, 'journal-ref': text(e.journal_ref) || null, doi: text(e.doi) || null,
    'report-no': null, categories: categories.length ? categories.join(' ') : null, license: null,
    abstract: text(e.summary) || null, versions, update_date: updated, authors_parsed: null,
  }, 'api-atom');
  return { ...input, authorsList: names.length ? names : input.authorsList, primaryCategory: primary ?? input.primaryCategory };
}

/** Parses a search API response; an error entry throws ArxivApiError; an empty feed is an empty page. */
export function parseAtomPage(xml: string, url: string): AtomPage {
  const feed = parseXml(xml, url).feed;
  if (!feed) throw new ArxivApiError(url, 'response has no <feed> element');
  const entries: Record<string, any>[] = feed.entry ?? [];
  const errorEntry = entries.find((e) => /\/api\/errors/.test(text(e.id) ?? ''));
  if (errorEntry) throw new ArxivApiError(url, text(errorEntry.summary) ?? 'unknown error');
  const page: AtomPage = {
    papers: [], unreadable: [],
    totalResults: Number(text(feed.totalResults) ?? 0) || 0,
    startIndex: Number(text(feed.startIndex) ?? 0) || 0,
    itemsPerPage: Number(text(feed.itemsPerPage) ?? 0) || 0,
  };
  for (const e of entries) {
    try {
      page.papers.push(entryToPaper(e));
    } catch (err) {
      page.unreadable.push({ id: text(e.id) ?? '?', reason: (err as Error).message });
    }
  }
  return page;
}
