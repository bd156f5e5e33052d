import { findVenue } from '../venues/catalogue.ts';
import { mainVenue, oneLine, type ExportRecord, type ExportVenue } from './record.ts';
import { booktitle, citationKey, listOnlyKey, listOnlyNote, paperYear } from './bibtex.ts';
import { splitName, type PersonName } from './person-name.ts';
import { plainText } from './plain-text.ts';
import type { ListOnlyRecord } from './list-only.ts';

/**
 * A paper as reference managers (Zotero, EndNote, Mendeley) take it, whatever the file format: what the RIS and the
 * CSL-JSON writers both write, so the two never disagree on a paper's type, names or venue.
 */
export interface Reference {
  /** conference: accepted at a conference or its workshop; journal: published in a journal; preprint: no venue listed. */
  kind: 'conference' | 'journal' | 'preprint';
  /** The BibTeX export's citation key (`xie2026besplit_2605.01234`). */
  key: string;
  /** As a reference manager shows it: LaTeX's text markup read, math as written (plain-text.ts). */
  title: string;
  /** The Chinese title (machine-translated unless corrected), null when there is none. */
  titleZh: string | null;
  /** In the paper's order. */
  authors: PersonName[];
  /** The proceedings' title (conference) or the journal's name (in full when the catalogue spells it out). */
  container: string | null;
  /** A journal's short name when `container` spells it out ("TMLR" beside "Transactions on Machine Learning Research"), else null. */
  containerShort: string | null;
  /** The conference's name with its edition: "International Conference on Machine Learning (ICML 2026)"; a workshop's name. */
  event: string | null;
  /** [year]; for a preprint, its first submission's [year, month] or [year, month, day] as arXiv dates it. */
  date: number[] | null;
  arxivId: string | null;
  url: string | null;
  pdfUrl: string | null;
  doi: string | null;
  abstract: string | null;
  /** arXiv categories (cs.LG, stat.ML). */
  keywords: string[];
  /** arXiv's comments, or what a list-only entry is. */
  note: string | null;
}

function venueParts(v: Pick<ExportVenue, 'venue' | 'year' | 'track' | 'workshop'> | undefined): Pick<Reference, 'kind' | 'container' | 'containerShort' | 'event'> {
  if (!v) return { kind: 'preprint', container: null, containerShort: null, event: null };
  const def = findVenue(v.venue);
  if (def?.kind === 'journal') {
    // a citation style prints the journal's name; its abbreviation goes apart (RIS J2, CSL container-title-short)
    const full = def.full?.[0] && def.full[0] !== v.venue ? def.full[0] : null;
    return { kind: 'journal', container: full ?? v.venue, containerShort: full ? v.venue : null, event: null };
  }
  const tag = `${v.venue}${v.year ? ` ${v.year}` : ''}`;
  const event = v.track === 'workshop' ? booktitle(v) : def?.full?.[0] ? `${def.full[0]} (${tag})` : tag;
  return { kind: 'conference', container: booktitle(v), containerShort: null, event };
}

function dateOf(kind: Reference['kind'], year: string, submitted: string | null): number[] | null {
  const ymd = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(submitted ?? '');
  if (kind === 'preprint' && ymd) return ymd.slice(1).filter(Boolean).map(Number);
  return Number(year) ? [Number(year)] : null;
}

/** A paper's arXiv categories, each once (some records also carry ACM classes, "I.4.6;", among them). */
export function categoryList(categories: string | null): string[] {
  return [...new Set((categories ?? '').split(/[\s;,]+/).filter(Boolean))];
}

/** An arXiv paper's reference: its main listed venue decides the kind (none: a preprint). */
export function referenceOf(r: ExportRecord): Reference {
  const v = mainVenue(r.venues);
  const parts = venueParts(v);
  return {
    ...parts, key: citationKey(r), title: plainText(r.title), titleZh: r.title_zh ? oneLine(r.title_zh) : null,
    authors: r.authors.map(splitName), date: dateOf(parts.kind, paperYear(r, v), r.submitted_at),
    arxivId: r.id, url: r.url, pdfUrl: r.pdf_url, doi: r.doi, abstract: plainText(r.abstract) || null,
    keywords: categoryList(r.categories), note: plainText(r.comments) || null,
  };
}

/** A list-only paper's reference (an accepted paper known only from an official list): its official page as URL. */
export function listOnlyReference(l: ListOnlyRecord): Reference {
  return {
    ...venueParts(l), key: listOnlyKey(l), title: plainText(l.title), titleZh: null, authors: l.authors.map(splitName),
    date: [l.year], arxivId: null, url: l.url ?? l.list_url, pdfUrl: null, doi: null, abstract: null, keywords: [], note: listOnlyNote(l),
  };
}
