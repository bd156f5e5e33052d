import { findVenue } from '../venues/catalogue.ts';
import type { ExportMeta, ExportWriter } from './export-writer.ts';
import { mainVenue, oneLine, type ExportRecord, type ExportVenue } from './record.ts';
import { asciiFold, latexEscape, protectCase } from './latex-escape.ts';

const STOP = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'with', 'towards', 'toward', 'via', 'is', 'are', 'do', 'does', 'what', 'how', 'when', 'why']);
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'di', 'du', 'le', 'la', 'dos', 'das', 'ter', 'ten']);

function lastName(author: string): string {
  const words = oneLine(author).replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '').split(' ');
  let i = words.length - 1;
  while (i > 0 && PARTICLES.has(words[i - 1].toLowerCase())) i--;
  return words.slice(i).join('');
}

function paperYear(r: ExportRecord, v: ExportVenue | undefined): string {
  return String(v?.year ?? (r.submitted_at ?? '').slice(0, 4) ?? '');
}

/** The citation key: first author's family name, year, first significant title word and the arXiv id — stable and unique (`xie2026besplit_2605.01234`). */
export function citationKey(r: ExportRecord): string {
  const v = mainVenue(r.venues);
  const author = asciiFold(lastName(r.authors[0] ?? 'anon')).toLowerCase() || 'anon';
  const word = r.title.replace(/\$[^$]*\$/g, ' ').split(/[^\p{L}\p{N}]+/u).map((w) => asciiFold(w).toLowerCase()).find((w) => w.length > 1 && !STOP.has(w)) ?? 'paper';
  return `${author}${paperYear(r, v)}${word}_${r.id.replace('/', '.')}`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** The proceedings title of an accepted venue mention: "Proceedings of the 43rd International Conference on Machine Learning (ICML 2026)". */
export function booktitle(v: ExportVenue): string {
  const def = findVenue(v.venue);
  const tag = `${v.venue}${v.year ? ` ${v.year}` : ''}`;
  const nth = def?.base && v.year ? `${ordinal(v.year - def.base)} ` : '';
  const main = def?.full?.[0] ? `Proceedings of the ${nth}${def.full[0]} (${tag})` : tag;
  return v.track === 'workshop' ? `${v.workshop ? `${v.workshop} ` : ''}Workshop at ${tag}` : main;
}

function field(name: string, val: string | null | undefined): string {
  return val ? `  ${name.padEnd(13)} = {${val}},\n` : '';
}

/** One BibTeX entry: @inproceedings (accepted conference paper), @article (journal), else @misc — all with eprint/archivePrefix. */
export function bibtexEntry(r: ExportRecord): string {
  const v = mainVenue(r.venues);
  const kind = v ? (findVenue(v.venue)?.kind ?? 'conference') : null;
  const type = !v ? 'misc' : kind === 'journal' ? 'article' : 'inproceedings';
  let body = field('title', protectCase(latexEscape(oneLine(r.title))));
  body += field('author', r.authors.map((a) => latexEscape(oneLine(a))).join(' and '));
  if (type === 'inproceedings') body += field('booktitle', latexEscape(booktitle(v!)));
  if (type === 'article') body += field('journal', latexEscape(v!.venue));
  body += field('year', paperYear(r, v));
  body += field('eprint', r.id) + field('archivePrefix', 'arXiv') + field('primaryClass', r.primary_category);
  body += field('doi', r.doi) + field('url', r.url);
  if (r.comments) body += field('note', latexEscape(oneLine(r.comments)));
  return `@${type}{${citationKey(r)},\n${body.replace(/,\n$/, '\n')}}\n\n`;
}

/** BibTeX of a list of papers. */
export function bibtexWriter(meta: ExportMeta): ExportWriter {
  return {
    contentType: 'application/x-bibtex; charset=utf-8',
    extension: 'bib',
    begin: () => `% ${oneLine(meta.title)} — Paperboard export ${meta.generatedAt}\n% ${meta.source}\n\n`,
    entry: bibtexEntry,
    end: () => '',
  };
}
