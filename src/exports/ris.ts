import type { ExportWriter } from './export-writer.ts';
import { oneLine, type ExportRecord } from './record.ts';
import type { ListOnlyRecord } from './list-only.ts';
import { listOnlyReference, referenceOf, type Reference } from './reference.ts';
import { risName } from './person-name.ts';

/** RIS reference types: conference paper, journal article, unpublished work (an arXiv preprint). */
const TYPE: Record<Reference['kind'], string> = { conference: 'CONF', journal: 'JOUR', preprint: 'UNPB' };

/** One tagged line (`TI  - …`); none for an empty value. RIS values are one line each, ended by CRLF as the format asks. */
function tag(name: string, value: string | number | null | undefined): string {
  const v = oneLine(value === null || value === undefined ? '' : String(value));
  return v ? `${name}  - ${v}\r\n` : '';
}

/**
 * One RIS record: TY, the title (TT: the Chinese one), AU per author in order (`Family, Given`), T2 the conference's
 * or journal's name (J2 a journal's short name) and C3 the proceedings' title (as Zotero and EndNote read CONF), PY the year (DA a preprint's
 * date), AB, KW per arXiv category, DO, UR the abstract page, L1 the PDF, DB/AN the arXiv id, N1 the arXiv comments.
 */
export function risRecord(ref: Reference): string {
  let s = tag('TY', TYPE[ref.kind]) + tag('ID', ref.key) + tag('TI', ref.title) + tag('TT', ref.titleZh);
  for (const a of ref.authors) s += tag('AU', risName(a));
  s += ref.kind === 'conference' ? tag('T2', ref.event) + tag('C3', ref.container) : tag('T2', ref.container) + tag('J2', ref.containerShort);
  s += tag('PY', ref.date?.[0]);
  // DA is YYYY/MM/DD/other, the parts not known left empty ("2025/03//")
  if (ref.date && ref.date.length > 1) s += tag('DA', `${[...ref.date.map((n) => String(n).padStart(2, '0')), '', ''].slice(0, 3).join('/')}/`);
  s += tag('AB', ref.abstract);
  for (const k of ref.keywords) s += tag('KW', k);
  s += tag('DO', ref.doi) + tag('UR', ref.url) + tag('L1', ref.pdfUrl);
  if (ref.arxivId) s += tag('DB', 'arXiv') + tag('AN', `arXiv:${ref.arxivId}`) + (ref.kind === 'preprint' ? tag('PB', 'arXiv') : '');
  return `${s}${tag('N1', ref.note)}ER  - \r\n\r\n`;
}

/** RIS of a list of papers (`.ris`, application/x-research-info-systems): what Zotero, EndNote and Mendeley import. */
export function risWriter(): ExportWriter {
  return {
    contentType: 'application/x-research-info-systems; charset=utf-8',
    extension: 'ris',
    begin: () => '',
    entry: (r: ExportRecord) => risRecord(referenceOf(r)),
    listOnly: (l: ListOnlyRecord) => risRecord(listOnlyReference(l)),
    end: () => '',
  };
}
