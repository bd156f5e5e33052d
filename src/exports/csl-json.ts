import type { ExportWriter } from './export-writer.ts';
import type { ExportRecord } from './record.ts';
import type { ListOnlyRecord } from './list-only.ts';
import { listOnlyReference, referenceOf, type Reference } from './reference.ts';
import type { PersonName } from './person-name.ts';

/** CSL item types: a conference paper, a journal article, and `article` (a preprint, as Zotero writes one). */
const TYPE: Record<Reference['kind'], string> = { conference: 'paper-conference', journal: 'article-journal', preprint: 'article' };

/** One name variable: family, given, non-dropping particle, suffix; or a literal. */
function cslName(n: PersonName): Record<string, string> {
  if ('literal' in n) return { literal: n.literal };
  const out: Record<string, string> = { family: n.family, given: n.given };
  if (n.particle) out['non-dropping-particle'] = n.particle;
  if (n.suffix) out.suffix = n.suffix;
  return out;
}

/**
 * One CSL-JSON item (the input format of citeproc, Zotero, Mendeley, pandoc), keyed by the BibTeX export's citation
 * key: type, title (translated-title: the Chinese one), author in order, container-title (proceedings or journal; container-title-short a journal's short name),
 * event (the conference), issued, abstract, keyword (the arXiv categories), DOI, URL, the arXiv id (archive,
 * archive_location; a preprint's number and publisher as Zotero writes them), note (the arXiv comments).
 */
export function cslItem(ref: Reference): Record<string, unknown> {
  const item: Record<string, unknown> = { id: ref.key, type: TYPE[ref.kind], title: ref.title };
  if (ref.titleZh) item['translated-title'] = ref.titleZh;
  item.author = ref.authors.map(cslName);
  if (ref.container) item['container-title'] = ref.container;
  if (ref.containerShort) item['container-title-short'] = ref.containerShort;
  if (ref.event && ref.kind === 'conference') item.event = ref.event;
  if (ref.date) item.issued = { 'date-parts': [ref.date] };
  if (ref.abstract) item.abstract = ref.abstract;
  if (ref.keywords.length) item.keyword = ref.keywords.join(', ');
  if (ref.doi) item.DOI = ref.doi;
  if (ref.url) item.URL = ref.url;
  if (ref.arxivId) {
    Object.assign(item, { archive: 'arXiv', archive_location: ref.arxivId });
    if (ref.kind === 'preprint') Object.assign(item, { number: `arXiv:${ref.arxivId}`, publisher: 'arXiv' });
  }
  if (ref.note) item.note = ref.note;
  return item;
}

/** CSL-JSON of a list of papers (`.csl.json`, application/vnd.citationstyles.csl+json): one array, one item per line. */
export function cslJsonWriter(): ExportWriter {
  let first = true;
  const line = (item: Record<string, unknown>) => {
    const s = `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
    first = false;
    return s;
  };
  return {
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
    extension: 'csl.json',
    begin: () => '[',
    entry: (r: ExportRecord) => line(cslItem(referenceOf(r))),
    listOnly: (l: ListOnlyRecord) => line(cslItem(listOnlyReference(l))),
    end: () => (first ? ']\n' : '\n]\n'),
  };
}
