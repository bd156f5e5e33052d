import { findVenue } from '../venues/catalogue.ts';
import type { ExportMeta, ExportWriter } from './export-writer.ts';
import { mainVenue, oneLine, type ExportRecord, type ExportVenue } from './record.ts';
import { asciiFold, latexEscape, protectCase } from './latex-escape.ts';
import type { ListOnlyRecord } from './list-only.ts';
import { PARTICLES } from './person-name.ts';

const STOP = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'with', 'towards', 'toward', 'via', 'is', 'are', 'do', 'does', 'what', 'how', 'when', 'why']);

function lastName(author: string): string {
  const words = oneLine(author).replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '').split(' ');
  let i = words.length - 1;
  while (i > 0 && PARTICLES.has(words[i - 1].toLowerCase())) i--;
  return words.slice(i).join('');
}

/** The year a paper is cited under: its venue's, else the year it was first submitted to arXiv. */
export function paperYear(r: ExportRecord, v: ExportVenue | undefined): string {
  return String(v?.year ?? (r.submitted_at ?? '').slice(0, 4) ?? '');
}

/** The citation key: first author's family name, year, first significant title word and the arXiv id — stable and unique (`xie2026besplit_2605.01234`). */
export function citationKey(r: ExportRecord): string {
  return `${keyStem(r.authors, r.title, paperYear(r, mainVenue(r.venues)))}_${r.id.replace('/', '.')}`;
}

/** First author's family name, year and first significant title word (`xie2026besplit`). */
function keyStem(authors: string[], title: string, year: string): string {
  const author = asciiFold(lastName(authors[0] ?? 'anon')).toLowerCase() || 'anon';
  const word = title.replace(/\$[^$]*\$/g, ' ').split(/[^\p{L}\p{N}]+/u).map((w) => asciiFold(w).toLowerCase()).find((w) => w.length > 1 && !STOP.has(w)) ?? 'paper';
  return `${author}${year}${word}`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** The proceedings title of an accepted venue mention: "Proceedings of the 43rd International Conference on Machine Learning (ICML 2026)". */
export function booktitle(v: Pick<ExportVenue, 'venue' | 'year' | 'track' | 'workshop'>): string {
  const def = findVenue(v.venue);
  const tag = `${v.venue}${v.year ? ` ${v.year}` : ''}`;
  const nth = def?.base && v.year ? `${ordinal(v.year - def.base)} ` : '';
  const main = def?.full?.[0] ? `Proceedings of the ${nth}${def.full[0]} (${tag})` : tag;
  // A workshop's name that says it is one is not said twice ("Generative Models for Robot Learning Workshop at ICLR 2025").
  return v.track === 'workshop' ? `${v.workshop ? `${v.workshop} ` : ''}${/\bworkshop\b/i.test(v.workshop ?? '') ? '' : 'Workshop '}at ${tag}` : main;
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

/** The citation key of a list-only paper: the stem and the source's own id (`abe2024adversarial_v235.abe24a`). */
export function listOnlyKey(l: ListOnlyRecord): string {
  return `${keyStem(l.authors, l.title, String(l.year))}_${(l.official_id ?? `list${l.entry_id}`).replace(/[^A-Za-z0-9.-]+/g, '.')}`;
}

/** What a citation of a list-only paper says of it: "Accepted paper (oral) on the official list PMLR v235; not found on arXiv (list-only)". */
export function listOnlyNote(l: ListOnlyRecord): string {
  return `Accepted paper (${[l.track === 'main' ? null : l.track, l.presentation].filter(Boolean).join(', ') || 'main'}) on the official list ${l.list}; not found on arXiv (list-only)`;
}

/**
 * One accepted paper known only from an official list: @inproceedings (@article for a journal) with the official
 * page as url and a note saying it is list-only; the key ends with the source's id (`abe2024adversarial_v235.abe24a`).
 */
export function listOnlyBibtex(l: ListOnlyRecord): string {
  const journal = findVenue(l.venue)?.kind === 'journal';
  let body = field('title', protectCase(latexEscape(oneLine(l.title))));
  body += field('author', l.authors.map((a) => latexEscape(oneLine(a))).join(' and '));
  body += journal ? field('journal', latexEscape(l.venue)) : field('booktitle', latexEscape(booktitle({ venue: l.venue, year: l.year, track: l.track, workshop: l.workshop })));
  body += field('year', String(l.year)) + field('url', l.url ?? l.list_url);
  body += field('note', latexEscape(listOnlyNote(l)));
  return `@${journal ? 'article' : 'inproceedings'}{${listOnlyKey(l)},\n${body.replace(/,\n$/, '\n')}}\n\n`;
}

/** BibTeX of a list of papers. */
export function bibtexWriter(meta: ExportMeta): ExportWriter {
  return {
    contentType: 'application/x-bibtex; charset=utf-8',
    extension: 'bib',
    begin: () => `% ${oneLine(meta.title)} — Paperboard export ${meta.generatedAt}\n% ${meta.source}\n\n`,
    entry: bibtexEntry,
    listOnly: listOnlyBibtex,
    end: () => '',
  };
}
