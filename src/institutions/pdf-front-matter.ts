import { lazy } from '../lazy.ts';
import { CONTINUES, contactDomains, endsOpen, isNoteLine, looksLikeNames, parseAuthorBlock, PLACEHOLDER, splitNames, unitFieldWraps, withoutGrades, withoutOrdinals, wrappedName, type FrontAuthor } from './author-block.ts';
import { segmentsWithCentredCells } from './pdf-centred-cells.ts';
import { buildLines, lineSegments, lineText, runsOfTextContent, type LineSegment, type PageLine, type TextRun } from './pdf-layout.ts';
import { pageFontStyles } from './pdf-fonts.ts';
import { columnGutter, footnoteAffiliations, footnoteParagraphs, notesText } from './pdf-footnotes.ts';
import { lastName, namesOfNotes, withAffiliations, withSentences } from './with-sentences.ts';
import { domainOwner, loadRegistry } from './registry.ts';
import { normalizeName } from './normalize.ts';
import { matchAffiliation } from './match.ts';
import { hasOrgWord, parseAffiliation } from './parse-affiliation.ts';
import { countryCode, regionCountry } from './countries.ts';
import { registryCities } from './known-places.ts';

const ABSTRACT = /^((?:\d+\.?\s*)?abstract|a\s?b\s?s\s?t\s?r\s?a\s?c\s?t|a\s?r\s?t\s?i\s?c\s?l\s?e\s+i\s?n\s?f\s?o|keywords?\s*:|index terms|(\d+\.?|I\.)?\s*introduction)\b/i;

/** Month names, long and short (three letters or more), in the languages title pages are most often written in, from the runtime's
 *  locale data (Intl): "December", "Enero", "décembre", "Dezember", "giugno". */
const months = lazy(() => new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ca', 'sv', 'pl', 'tr', 'id'].flatMap((loc) => (['long', 'short'] as const).flatMap((month) => {
  const f = new Intl.DateTimeFormat(loc, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => f.format(new Date(Date.UTC(2020, m, 15))).toLowerCase().replace(/\.$/, ''));
})).filter((m) => m.length >= 3 && /^\p{L}+$/u.test(m))));

/** A line that is only a date ("December 4, 2026", "4 December 2026", "March 2024", "Enero 2026", "15 de enero de 2026", "2026-12-04",
 *  "2026年12月"): \date under a title block (beamer's title page, article's \maketitle), never part of an affiliation. A month name,
 *  one year, and nothing else but a day's number and the connective a language writes between them. */
function isDateLine(t: string): boolean {
  const s = t.trim().replace(/\.$/, '');
  if (/^(?:19|20)\d\d-\d\d-\d\d$|^(?:19|20)\d\d\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?$/u.test(s)) return true;
  const words = s.toLowerCase().split(/[\s,./]+/).filter(Boolean);
  const years = words.filter((w) => /^(?:19|20)\d\d$/.test(w)).length;
  const MONTHS = months();
  const named = words.filter((w) => MONTHS.has(w)).length;
  return years === 1 && named === 1 && words.every((w) => MONTHS.has(w) || /^(?:19|20)\d\d$|^\d{1,2}(?:st|nd|rd|th|er|º|o)?$/.test(w) || /^(?:de|del|of|the|le)$/.test(w));
}
/** Running heads and journal front matter printed around the title: never authors or affiliations (nor OUP's "FOR PUBLISHER ONLY
 *  Received on …; revised on …; accepted on …" line under the addresses, nor a subject-classification line,
 *  "Mathematics Subject Classifications: 05B25, 05C62", "MSC 2020:", "PACS numbers:", "JEL classification:", under the block). */
const RUNNING_HEAD = /^(\(?dated:|for\s+publisher\s+only\b|arxiv:|journal of\b|proceedings of\b|transactions on\b|vol(\.|ume)\s*\d|\d+\s*\(\d{4}\)\s*\d|published\b|submitted\b|received\b|accepted\b|editors?:|©|copyright\b|doi:|https?:\/\/doi|(a\s+)?preprint\b|under review\b|page \d|issn\b|contents lists available|journal homepage|www\.|reviewed on openreview|(?:(?:19|20)\d\d\s+)?(?:mathematics|ams)\s+subject\s+classifications?\b|msc\s*(?:\(?(?:19|20)\d\d\)?)?\s*:|pacs\s*(?:numbers?)?\s*:|jel\s+(?:classification|codes?)\b)|\bpp\.\s*\d/i;

/** A class's own line over the title saying what typeset the page (jpsj2, ptptex, AASTeX): "Typeset with …", "Typeset using …". */
const TYPESET_BANNER = /^typeset\s+(?:with|using)\s/i;

/** A heading that is all its line: "Abstract", "1  Introduction", "I. INTRODUCTION". */
const HEADING_ONLY = /^(?:(?:\d+\.?|[IVX]+\.)\s*)?(?:abstract|introduction)$/i;

/** The most common font size of some lines, weighted by characters (taken above the footnote zone, where footnotes cannot outweigh the body). */
function bodySize(lines: PageLine[]): number {
  const w = new Map<number, number>();
  for (const l of lines) for (const r of l.runs) w.set(Math.round(r.size * 2) / 2, (w.get(Math.round(r.size * 2) / 2) ?? 0) + r.str.length);
  return [...w].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** The lines between the title (largest font near the top) and the abstract heading. */
function authorRegion(lines: PageLine[], height: number, body: number, width = 0): PageLine[] {
  // a page wider than it is tall is a slide (beamer's title frame): its title, names, institute and date stand wide apart, with no
  // footnote or running text below them; only its footline (author, title, date and page number in the bottom band) is no part
  const slide = width > height;
  // a thesis's or report's title page (its degree statement: "A thesis submitted in partial fulfilment of the requirements …") sets
  // its title, name, statement, department, university and date far apart, with nothing else on the page: as on a slide, a wide
  // blank ends nothing, and the statement's lines are neither names nor affiliations
  const titlePage = slide || lines.some((l) => DEGREE_STATEMENT.test(lineText(l).trim()));
  // the title is the largest type near the top; a drop cap (IEEEtran's \\IEEEPARstart, one big letter) is not a title
  // a title set in small capitals ("QUANTIFYING HIERARCHY IN …", arxiv.sty's \\sc title written in lower case) prints one full-size
  // capital and the rest as capitals about four fifths its size, on one baseline: those are the title's letters too
  // a section heading below the block ("1  Introduction" in 14pt under an article's 12pt capitals title, the names' size) is never
  // the title
  // (a class's banner over the title, "Typeset with jpsj2.cls <ver.1.2.2>", "Typeset using LaTeX … style in AASTeX631", set nearly in
  // the title's size, is no title: taken for one, the title's lines, the names and all were read as a title run below it)
  const titleLike = (l: PageLine) => l.y > height * 0.45 && !TYPESET_BANNER.test(lineText(l).trim()) && !HEADING_ONLY.test(lineText(l).replace(/⟦[^⟧]*⟧/g, '').trim()) && l.runs.filter((r) => !r.sup && (r.size >= 0.9 * l.size || smallCaps(r, l))).map((r) => r.str).join('').replace(/[^\p{L}\p{N}]/gu, '').length >= 4;
  const top = lines.filter(titleLike);
  const max = Math.max(...top.map((l) => l.size));
  let i = lines.findIndex((l) => l.size >= 0.9 * max && titleLike(l));
  // a page with no title (a source that sets none: elsarticle's block with no \title) opens with its names: a top line of two marked
  // names or more ("A Rifat⟦a⟧, B Labani⟦a⟧, …") is no title, and the block starts at it
  const untitled = i >= 0 && (lineText(lines[i]).match(/\p{L}\s*⟦[^⟧]+⟧/gu) ?? []).length >= 2;
  if (untitled) i--;
  // a title's wrapped lines share its size; a names line set a point smaller (AASTeX: 10pt title, 9pt names) is not one of them
  // (with the block starting at its names, no line below is the title's, whatever its size: cas-sc sets a \title written without
  // [mode = title] in the text's size, under which the 12pt marked names are the page's largest line)
  const titleSize = untitled ? Infinity : i >= 0 ? lines[i].size : max;
  // a title set in the body's size (revtex's preprint option prints title, names and affiliations all in 12pt) is not told
  // from the names by size (the page's running text, such as the abstract, is set in the title's size too): its lines end at the
  // first line that reads as names, and lines of its size are kept below it
  const flat = titleSize <= body * 1.05 && lines.some((l) => Math.abs(l.size - titleSize) < 0.3 && isProse(lineText(l)));
  // a title set all in capitals (spconf's \\uppercase title, set in the names' and addresses' size) goes on in capitals only: the
  // mixed-case lines of its size below it (names, addresses) are no part of it
  const caps = (l: PageLine) => { const t = lineText(l).replace(/⟦[^⟧]*⟧/g, ''); return /\p{Lu}{4}/u.test(t) && !/\p{Ll}/u.test(t); };
  const capsTitle = i >= 0 && caps(lines[i]);
  // a capitals title in the body's size wraps onto a line that may read as names ("ENERGY FUNCTIONALS FOR THE PARABOLIC" /
  // "MONGE-AMPÈRE EQUATION", amsart): it is the title's while the names follow in capitals set smaller ("ZUOLIANG HOU AND QI LI")
  const namesBelow = (k: number) => lines.slice(k + 1, k + 4).some((l) => l.size < 0.97 * titleSize && caps(l) && readsAsNames(lineText(l)));
  // a bold title in the names' size (revtex's preprint) whose wrapped line reads as names ("On Quiet Channels of" / "Quillon and
  // Varnholt") goes on while bold, when the first line below it that is not bold is in its size and reads as names: the names are
  // told from the title by their face where their size says nothing
  const upright = i >= 0 && bold(lines[i]) ? lines.findIndex((l, k) => k > i && !bold(l)) : -1;
  const boldTitle = flat && upright > i && Math.abs(lines[upright].size - titleSize) < 0.3 && readsAsNames(lineText(lines[upright]));
  while (!untitled && i + 1 < lines.length && lines[i + 1].size >= 0.97 * titleSize && !(flat && readsAsNames(lineText(lines[i + 1])) && !(capsTitle && caps(lines[i + 1]) && namesBelow(i + 1)) && !(boldTitle && i + 1 < upright))
    && !(capsTitle && !caps(lines[i + 1]))) i++;
  const out: PageLine[] = [];
  let above = lines[i]?.y ?? height;
  // where a column set beside the affiliations starts (Wiley: the abstract to the right of a narrow affiliation column)
  let beside = Infinity;
  const rest = lines.slice(i + 1);
  // the number of the last numbered legend line kept ("⟦23⟧Key Laboratory …"), for the length cap below
  let legendKey = 0;
  let resume = 0;
  for (const [j, l] of rest.entries()) {
    if (j < resume) continue;
    const t = lineText(l);
    if (lineSpan(l).x0 >= beside - 1) continue;
    // a Chinese journal's page: the Chinese block ends at 摘要; the same authors' English block (its title set larger than the
    // text, then the romanised names and affiliations) follows the Chinese abstract and keywords, and is read instead
    if (out.length && CJK_ABSTRACT.test(t)) {
      const k = englishTitleBelow(rest, j, body);
      if (k < 0) break;
      out.length = 0;
      resume = k + 1;
      above = rest[k].y;
      continue;
    }
    // a publisher's metadata line (MDPI's and Frontiers' sidebar beside the abstract, or MDPI's older dates and editor lines between
    // the names and the affiliations: "Academic Editor:", "Citation:", "Received:", "Edited by:") is no part of the authors' block
    if (SIDEBAR_LABEL.test(t.replace(/⟦[^⟧]*⟧/g, ''))) { above = l.y; continue; }
    if (ABSTRACT.test(t) && besideBlock(l, out[out.length - 1])) { beside = lineSpan(l).x0; continue; }
    // Proceedings of Science prints the conference the talk was given at (its name with the year, then its dates and town) in a box
    // under the author block: the block ends there
    if (out.length && EVENT_LINE.test(t.replace(/⟦[^⟧]*⟧/g, '').trim())) break;
    // revtex prints the date under the addresses, and the abstract, without a heading, under it: the block ends there
    if (ABSTRACT.test(t) || (out.length >= 30 && !legendGoesOnPastCap(t, rest[j + 1], legendKey) && !cardGoesOnPastCap(l, out)) || (out.length && /^\(?dated:/i.test(t))) break;
    // a section heading under the block (achemso's manuscripts open with \\subsection, no abstract heading): a line set larger than the
    // text, with no marker and no comma, that is no names line and is followed by running prose
    if (out.length && sectionHeading(l, rest[j + 1], body)) break;
    // a numbered section heading under the block ("1  Team Information", then "1.1  Team name"), as article's \\section prints it
    if (out.length && numberedHeading(l, rest[j + 1], body)) break;
    legendKey = legendNumber(t) ?? legendKey;
    // the block ends at a wide blank: lines far below it in the page's lower part are footnotes (ICML's affiliations and
    // notices), however alike their type is, on a page whose front matter has no abstract heading below the names; once the
    // block holds two lines, lines after such a blank anywhere are no part of it (a teaser figure's words, a keywords box)
    if (slide && l.y < 0.06 * height) continue;
    if (titlePage && DEGREE_STATEMENT.test(t.trim())) continue;
    if (!titlePage && out.length && (l.y < height * 0.4 || out.length >= 2) && above - l.y > 4 * l.size) break;
    above = l.y;
    // a long line in the body font is running text; a line opened by a marker is an affiliation, however long
    // (e-mail addresses are no words: "South University, Changsha, China {yangliu, zdwang, …}@csu.edu.cn" ends an affiliation run)
    // (a grid's row of short cells is none, however long its cells run together: acmart's "China University of Mining and" three
    // times over, four lower-case words of ten, is three cards' wrapped line)
    if (out.length > 1 && l.size <= body && t.length > 90 && !t.startsWith('⟦') && lowerShare(withoutAddresses(t)) >= 0.4 && !gridRow(l)) break;
    // running prose (an abstract without a heading, as revtex prints it): mostly lower-case words, unlike an affiliation's names;
    // a row of short cells set apart by wide gaps is a grid's row, never prose, however many "of" and "and" its cells carry
    // (acmart wraps "University of Science and / Technology of China" in each of three cells)
    // (a two-column page's column line is shorter, "A second paragraph of the same neutral kind follows. Meth-" under a lone ACM card:
    // eight words or more, six of them lower-case, are a sentence's)
    if (out.length >= 1 && (t.length > 60 || sentenceWords(t)) && !t.startsWith('⟦') && isProse(withoutAddresses(t)) && !gridRow(l)) break;
    // a line with no letter or digit (an accent set apart above a capital, a rule) carries no text
    if ((!flat && l.size >= 0.97 * titleSize && !(capsTitle && !caps(l))) || RUNNING_HEAD.test(t.replace(/⟦[^⟧]*⟧/g, '')) || isDateLine(t) || !/[\p{L}\p{N}]/u.test(t)) continue;
    out.push(l);
  }
  // with the title in the body's size, lines above the first names line (a running short title, a preprint number) are the title's
  const k = flat ? out.findIndex((l) => readsAsNames(lineText(l))) : -1;
  const kept = (k > 0 ? out.slice(k) : out).map(withoutIdNumber).filter((l) => !ID_LINE.test(lineText(l).trim()));
  return joinWrappedLines(symbolLegends(dropBeforeNames(kept)), lines);
}

/** A student's or staff number printed in parentheses after a name ("Abdul Haseeb Dharwarwala (K21-3217)", a project's title frame):
 *  one token holding a digit, closing the line, after a name; no part of it. */
/** A line that is only such a number in parentheses ("(22203133)" under a thesis author's name). */
const ID_LINE = /^\((?=[^()\s]*\d)[^()\s]{2,16}\)$/u;

/** The lines of a thesis's or report's degree statement, and the connectives set on lines of their own between it and the name and
 *  university ("by", "at", "under the guidance of"): "A thesis submitted in partial fulfilment of the requirements", "for the degree
 *  of", "Bachelor of Science (Honours)", "in Mathematics and Statistics". */
const DEGREE_STATEMENT = /^(?:(?:a|an|the)\s+)?(?:\p{L}+\s+){0,2}(?:thesis|dissertation|report|project)\b.*\b(?:submitted|presented)\b|\bin\s+partial\s+fulfil+ment\b|^(?:of\s+)?the\s+requirements\b|^for\s+the\s+(?:award\s+of\s+the\s+)?degree\b|^(?:the\s+)?degree\s+of\b|^(?:bachelor|master|doctor)(?:'s)?\s+of\s+\p{L}|^in\s+(?:\p{Lu}\p{L}*)(?:\s+(?:and|of|&|\p{Lu}\p{L}*))*$|^(?:by|at|at\s+the|under\s+the\s+(?:guidance|supervision)\s+of)$/iu;

const ID_NUMBER = /\s*\((?=[^()\s]*\d)[^()\s]{2,16}\)\s*$/u;

function withoutIdNumber(l: PageLine): PageLine {
  const last = l.runs[l.runs.length - 1];
  const t = lineText(l);
  if (!last || last.sup || !ID_NUMBER.test(last.str) || !looksLikeNames(t.replace(ID_NUMBER, ''))) return l;
  return { ...l, runs: [...l.runs.slice(0, -1), { ...last, str: last.str.replace(ID_NUMBER, '') }].filter((r) => r.str.trim()) };
}

/** A heading line: larger than the body text, no marker, comma or digit, not names, and the line under it is running prose. */
function sectionHeading(l: PageLine, next: PageLine | undefined, body: number): boolean {
  const t = lineText(l);
  return !!next && l.size > body * 1.1 && !t.includes('⟦') && !/[,\d@]/.test(t) && !readsAsNames(t) && Math.abs(next.size - body) < 0.3
    && lineText(next).length > 60 && isProse(lineText(next));
}

/** A numbered section heading: a section number ("1", "2.3", "4.") and up to six words, the first capitalised; no comma, marker or
 *  e-mail address. */
const NUMBERED_HEADING = /^(\d+(?:\.\d+)*)\.?\s+\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’&-]+){0,5}$/u;

/** A numbered heading set larger than the text, followed by a heading of the level below it ("1" then "1.1") or by running prose in
 *  the text's size: article's first \\section under a title block that has no abstract heading. An affiliation legend numbered on its
 *  line ("1 Tsinghua University") is followed by the next legend ("2 …"), not by a sub-heading or prose. */
function numberedHeading(l: PageLine, next: PageLine | undefined, body: number): boolean {
  const m = NUMBERED_HEADING.exec(lineText(l).trim());
  if (!m || !next || l.size <= body * 1.1) return false;
  const t = lineText(next).trim();
  return t.startsWith(`${m[1]}.`) && NUMBERED_HEADING.test(t) || (Math.abs(next.size - body) < 0.3 && t.length > 40 && isProse(t));
}

/** Footnote symbols a class may print at full size before a legend line (achemso: "†State Key Laboratory …", the names carrying the
 *  symbols as superscripts). */
const FOOT_SYMBOL = /^[†‡§¶‖∗*#]$/u;

/** A line opened by a footnote symbol set on its baseline, in the line's size, that the names above carry as a superscript marker, is
 *  a legend line: its symbol is read as the marker it is. */
function symbolLegends(region: PageLine[]): PageLine[] {
  const marks = new Set<string>();
  return region.map((l) => {
    for (const r of l.runs) if (r.sup) for (const c of r.str) marks.add(c);
    const [first, second] = l.runs;
    if (!first || first.sup || !FOOT_SYMBOL.test(first.str.trim()) || !marks.has(first.str.trim()) || !second || !/^\p{L}/u.test(second.str)) return l;
    return { ...l, runs: [{ ...first, sup: true }, ...l.runs.slice(1)] };
  });
}

/** A run of a line set in small capitals: capital letters only (no lower-case letter), at 70–90% of the line's size, on its baseline. */
function smallCaps(r: PageLine['runs'][number], l: PageLine): boolean {
  return r.size >= 0.7 * l.size && r.size < 0.9 * l.size && Math.abs(r.y - l.y) < 0.1 * l.size && /\p{Lu}/u.test(r.str) && !/\p{Ll}/u.test(r.str);
}

/** The labels of a journal's metadata sidebar: who edited and reviewed the article, how to cite it, its dates, licence and the publisher's note. */
/** A line naming a scientific event with its year ("Corfu Summer Institute 2019 \"School and Workshops on …\"", "The 41st International
 *  Conference on …, 2024"): an event, never an organisation. */
const EVENT_LINE = /^(?=.*\b(?:19|20)\d\d\b)(?=.*\b(?:conferences?|workshops?|symposium|summer\s+(?:school|institute)|winter\s+school|congress)\b)(?!.*\b(?:universit|institut[eo]?\s+(?:of|for|de)|department|laborator|college|school\s+of)\w*)/i;

const SIDEBAR_LABEL = /^\s*(?:academic editors?|edited by|reviewed by|citation|received|revised|accepted|published|copyright|publisher['’]s note|specialty section)\s*:/i;

/** The headings under a Chinese journal's Chinese author block: abstract, keywords, classification numbers. */
const CJK_ABSTRACT = /^(?:摘\s*要|关\s*键\s*词|關\s*鍵\s*詞|中图分类号)/u;

/** The last line of an English title below line j (set larger than the body text, Latin letters and no Chinese), its wrapped lines
 *  included; -1 when there is none. */
function englishTitleBelow(rest: PageLine[], j: number, body: number): number {
  const latin = (l: PageLine) => l.size > body * 1.1 && /\p{Script=Latin}{3}/u.test(lineText(l)) && !/\p{Script=Han}/u.test(lineText(l));
  let k = rest.findIndex((l, n) => n > j && latin(l));
  if (k < 0) return -1;
  while (k + 1 < rest.length && Math.abs(rest[k + 1].size - rest[k].size) < 0.3 && latin(rest[k + 1])) k++;
  return k;
}

/** The number a numbered legend line opens with ("⟦24⟧Institut d'Astrophysique …" → 24), or null. */
function legendNumber(t: string): number | null {
  const m = /^⟦(\d{1,3})⟧\s*\p{L}/u.exec(t);
  return m ? Number(m[1]) : null;
}

/** A block of 30 lines is long enough for names and affiliations, except a numbered affiliation list that goes on (AASTeX's 42 names
 *  over 29 numbered affiliations, some wrapped): past the cap, a line opened by the next number is still the list's, and so is an
 *  unmarked line (a wrapped address's tail, "100049, China") when the line under it opens with the next number. */
function legendGoesOnPastCap(t: string, next: PageLine | undefined, key: number): boolean {
  if (!key) return false;
  if (legendNumber(t) === key + 1) return true;
  return !t.startsWith('⟦') && !!next && legendNumber(lineText(next)) === key + 1;
}

/** Past the cap, a lone card's lines go on (acmart sets an author with three or four \\affiliation blocks as one card alone on its
 *  row, centred under the name, each block on lines of its own: the card alone runs past 16 lines). The line is the next of a card
 *  whose names line, one segment set larger than the card's lines, is the last larger line kept; the card's lines after it and this
 *  line are each one segment in one size, centred under the name (within half a line's size), this line no more than one and a half
 *  of its size below the last one kept. Prose and headings under the card still end the block (the checks after the cap). */
function cardGoesOnPastCap(l: PageLine, out: PageLine[]): boolean {
  const k = out.map((o) => o.size >= 1.1 * l.size).lastIndexOf(true);
  if (k < 0 || k === out.length - 1 || out[out.length - 1].y - l.y > 1.5 * l.size) return false;
  const centre = (m: PageLine) => (lineSpan(m).x0 + lineSpan(m).x1) / 2;
  const alone = (m: PageLine) => lineSegments(m).length === 1 && Math.abs(centre(m) - centre(out[k])) <= 0.5 * l.size;
  return alone(out[k]) && readsAsNames(lineText(out[k])) && [...out.slice(k + 1), l].every((m) => Math.abs(m.size - l.size) < 0.3 && alone(m));
}

/** An abstract heading set on the last affiliation line's baseline, to the right of its end: the abstract is a column beside the
 *  affiliations (Wiley's narrow affiliation column), which go on below it, not a heading under them. */
function besideBlock(heading: PageLine, last: PageLine | undefined): boolean {
  return !!last && lineText(last).startsWith('⟦') && Math.abs(heading.y - last.y) < 0.5 * last.size && lineSpan(heading).x0 > lineSpan(last).x1;
}

/** A line of two or more short pieces (at most 40 characters each) set apart by wide gaps: the cells of one row of an author grid. */
function gridRow(l: PageLine): boolean {
  const cells = lineSegments(l);
  return cells.length >= 2 && cells.every((c) => c.text.length <= 40);
}

/** A line that reads as author names: a name carrying a superscript marker ("Maya Segal,⟦1⟧"), or names alone. */
function readsAsNames(t: string): boolean {
  return /\p{L},?⟦[^⟧]*⟧/u.test(t) || looksLikeNames(t.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\S+@\S+/g, ' ').replace(/\s+/g, ' ').trim());
}

/** The extent of a line's runs (points). */
function lineSpan(l: PageLine): { x0: number; x1: number } {
  return { x0: Math.min(...l.runs.map((r) => r.x)), x1: Math.max(...l.runs.map((r) => r.x + r.w)) };
}

/** A lower-case word that is no particle or connective of a names line ("van", "de", "and"). */
const LOWER_WORD = /(?:^|\s)(?!(?:de|van|von|der|den|da|di|del|della|la|le|du|dos|das|y|e|bin|binti|al|ibn|and|et|und)(?:\s|$))\p{Ll}/u;

/** Lines above the first names line that are a title's remnant, neither names nor affiliations: set clearly larger than it (a title's
 *  second size, a journal's banner read below the title), or naming no organisation and set apart from the names by their size or
 *  their running words (a subtitle: an IEEE title's starred second line "⟦*⟧a Tool for …" in 8pt over 11pt names, beamer's "Réplica
 *  del análisis …" in the names' size). A first line that reads as one name but is set larger than the names below it, over a third,
 *  smaller size (the institute), is a subtitle too: beamer's "Final Year Project Presentation" (12pt) over 10pt names and an 8pt
 *  institute; an IEEE name (11pt) over 10pt affiliation lines has no third size. */
function dropBeforeNames(region: PageLine[]): PageLine[] {
  const plain = (l: PageLine) => lineText(l).replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim();
  const names = (l: PageLine) => {
    const t = withoutOrdinals(lineText(l));
    return /\p{L}⟦[^⟧]*⟧/u.test(t) || looksLikeNames(t.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\S+@\S+/g, ' ').trim());
  };
  const k = region.findIndex(names);
  if (k === 0 && !lineText(region[0]).includes('⟦') && splitNames(plain(region[0])).length === 1) {
    const next = region.findIndex((l, i) => i > 0 && names(l));
    const size = next > 0 ? region[next].size : 0;
    if (next > 0 && region[0].size >= 1.1 * size && region.slice(1).every((l) => Math.abs(l.size - region[0].size) > 0.3)
      && region.some((l) => l.size < size - 0.3)) return dropBeforeNames(region.slice(1));
  }
  // a title's remnant is a line or two, set clearly larger (names are at most a point above their affiliations)
  if (k <= 0 || k > 3) return region;
  // (a lower-case word no name holds, "Group meeting, week 12", sets a line apart from names too)
  const subtitle = (l: PageLine) => !hasOrgWord(plain(l)) && (Math.abs(l.size - region[k].size) > 0.3 || lineText(l).startsWith('⟦') || lowerShare(plain(l)) >= 0.5 || LOWER_WORD.test(plain(l)));
  return region.filter((l, i) => i >= k || (l.size < region[k].size * 1.15 && !subtitle(l)));
}

/** An affiliation line that runs to the full measure of the page (or ends in a comma, which no affiliation ends with) and goes on in the next line (same size, no marker of its own, one line-space below) was wrapped by TeX, not broken by the author: the two are one line. */
function joinWrappedLines(region: PageLine[], page: PageLine[]): PageLine[] {
  // the measure: the widest line of running length (margin line numbers and page numbers, short lines of their own, do not widen it)
  const long = page.filter((l) => lineText(l).length >= 20);
  const measure = Math.max(0, ...long.map((l) => lineSpan(l).x1 - lineSpan(l).x0));
  // the measure of the column a line is set in, where three lines or more that start where it starts are justified to one width (MDPI
  // sets its authors block in a column right of a sidebar, whose lines, run together with the column's at one height, would widen the
  // page's measure); centred lines (llncs' institutes) are of all widths and keep the page's
  const measureAt = (l: PageLine) => {
    const x0 = lineSpan(l).x0;
    const aligned = long.filter((m) => Math.abs(lineSpan(m).x0 - x0) <= 0.5 * l.size).map((m) => lineSpan(m).x1 - lineSpan(m).x0);
    const top = Math.max(0, ...aligned);
    return aligned.filter((w) => w >= 0.98 * top).length >= 3 ? top : measure;
  };
  const out: PageLine[] = [];
  // the last printed line taken in (a line joined to the one above still wraps on: its own width and place are what count); a line
  // with e-mails goes on a wrapped affiliation only when an organisation's name comes before them (MDPI: "… University, Amman
  // 11180, Jordan; mariam.wajdi@gju.edu.jo")
  let last: PageLine | undefined;
  for (const l of region) {
    const prev = out[out.length - 1];
    const pt = prev ? lineText(prev) : '';
    const t = lineText(l);
    // (OUP sets its run-in addresses at 6.5 pt on a 9.46 pt step: 1.46 times the size, a wrapped line's step still)
    const wrapped = prev && last && Math.abs(prev.size - l.size) < 0.3 && last.y - l.y <= 1.5 * l.size && pt.startsWith('⟦') && !pt.includes('  ') && (!t.includes('⟦') || legendGoesOn(pt, t))
      && (!t.includes('@') || hasOrgWord(t.slice(0, t.search(/\S+@/)))) && !/https?:\/\/|www\./i.test(t) && !isNoteLine(t) && !/[.;]$/.test(pt) && (lineSpan(last).x1 - lineSpan(last).x0 >= 0.85 * measureAt(last) || /,$/.test(pt));
    last = l;
    if (wrapped) {
      // the next line's runs moved to follow the line's end, a word space apart (none after a hyphen, which goes)
      const hyphen = /\p{L}-$/u.test(pt);
      const runs = hyphen ? prev.runs.map((r, i) => (i === prev.runs.length - 1 ? { ...r, str: r.str.replace(/-\s*$/, '') } : r)) : prev.runs;
      const dx = lineSpan(prev).x1 + (hyphen ? 0 : 0.3 * l.size) - lineSpan(l).x0;
      out[out.length - 1] = { ...prev, runs: [...runs, ...l.runs.map((r) => ({ ...r, x: r.x + dx, y: prev.y }))] };
    } else out.push(l);
  }
  return out;
}

/** A numbered legend run together and wrapped by TeX inside an affiliation ("⟦3⟧University of Bristol ⟦4⟧The Chinese University of Hong" /
 *  "Kong, Shenzhen ⟦5⟧The University of Melbourne"): the next line opens with the rest of the last affiliation and goes on with
 *  markers each opening an organisation's name, after a line of two marked affiliations or more. A second row of names carries
 *  its markers after the names, never an organisation after a marker. */
function legendGoesOn(prev: string, next: string): boolean {
  const pieces = [...next.matchAll(/⟦[^⟧]*⟧\s*([^⟦]*)/g)].map((m) => m[1].trim());
  // (an address may open with the article, as IEEE's notes write it and authors copy it into a run-in list: "⟦4⟧the Department of …")
  // (the line's own head, before its first marker, goes on the affiliation the line above left open — OUP's run-in addresses wrap
  // anywhere: "… China, ⟦3⟧Gas" / "Department Chongqing Branch, … Institute, …, China and ⟦4⟧Dept. of …": an organisation there
  // says so as well as one after a marker)
  return !next.startsWith('⟦') && (prev.match(/⟦[^⟧]*⟧\s*(?:the\s+)?\p{Lu}/gu)?.length ?? 0) >= 2 && pieces.length > 0
    && pieces.every((p) => /^(?:the\s+)?\p{Lu}/u.test(p)) && (pieces.some((p) => hasOrgWord(p)) || hasOrgWord(next.slice(0, next.indexOf('⟦'))));
}

/** A line without its e-mail addresses ("{a, b}@x.edu", "a@x.edu"). */
function withoutAddresses(t: string): string {
  return t.replace(/\{[^{}]*\}\s*@\S+/g, ' ').replace(/\S+@\S+/g, ' ');
}

/** The share of a line's words that start in lower case (running text is mostly lower case, an affiliation mostly capitalised names); 0 under eight words. */
function lowerShare(t: string): number {
  const words = t.replace(/⟦[^⟧]*⟧/g, ' ').split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words.length >= 8 ? words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length : 0;
}

/** A line of running text: at least eight words, most of them starting in lower case. */
/** Eight words or more, six of them lower-case: a piece of a sentence, not a name or an address. */
function sentenceWords(t: string): boolean {
  const words = t.replace(/⟦[^⟧]*⟧/g, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 8 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= 6;
}

function isProse(t: string): boolean {
  return lowerShare(t) >= 0.5;
}

export function joinAffiliation(parts: string[]): string {
  return parts.reduce((acc, p) => (!acc ? p : endsOpen(acc) || CONTINUES.test(p) || KIND_ALONE.test(p.trim()) || wrappedName(acc, p) || unitFieldWraps(acc, p) ? `${acc} ${p}` : `${acc}, ${p}`), '');
}

/** One column of an author grid holds several cells: a names line after an e-mail line, or after a gap wider than the block's line spacing, starts a new cell,
 *  if it is set as large as the cell's own name (acmart sets names larger than the e-mail, institution and city below them: "Unaffiliated" under an
 *  e-mail line is the cell's institution, not the next author). */
function gridCells(block: LineSegment[]): LineSegment[][] {
  if (block.length < 3) return [block];
  const gaps = block.slice(1).map((s, i) => block[i].y - s.y);
  const step = Math.min(...gaps);
  const cells: LineSegment[][] = [[block[0]]];
  block.slice(1).forEach((s, i) => {
    const prev = block[i];
    const cell = cells[cells.length - 1];
    const hasMore = cell.some((c) => c.text.includes('@') || !looksLikeNames(c.text));
    const breaks = hasMore && looksLikeNames(s.text) && !s.text.includes('@') && (prev.text.includes('@') || gaps[i] > 1.35 * step) && s.size >= 0.95 * cell[0].size;
    if (breaks) cells.push([s]); else cells[cells.length - 1].push(s);
  });
  return cells;
}

/** Author blocks laid out in columns (ACM, NeurIPS \And): names in the block's largest font, then its affiliation lines. */
function columnBlocks(region: PageLine[]): FrontAuthor[] | null {
  // a segment that is a name carrying a superscript marker ("Ning Ding⟦1 2⟧") is kept as such: one set a line below another is a
  // second row of names (ICML's author row wrapped in two), not the affiliation of the name above it
  // (an IEEE ordinal before a name, "1⟦st⟧", is no marker and no part of the name; a note under a card, "*Corresponding author", is
  // none of its lines)
  // (a line over two names whose runs part into cells centred under them, IEEE's wide cell run into the next, is those cells)
  const segs = segmentsWithCentredCells(region).map((l) => l.map((s) => ({ ...s, text: withoutOrdinals(s.text) })).map((s) => ({ ...s, markedName: /\p{L}\s*⟦[^⟧]*⟧/u.test(s.text), text: s.text.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim() })).filter((s) => s.text && !(/^[*∗†‡§¶]/u.test(s.text) && isNoteLine(s.text)))).filter((s) => s.length);
  // markers that key affiliations (a segment opened by one, or an organisation's name closed by one: "Cornell University⟦1⟧") mean a
  // names-then-affiliations block, not columns; note marks on names (∗ equal contribution) do not
  const keys = (t: string) => /^⟦[^⟧]*⟧\s*\p{L}/u.test(t) || (/\p{L}\s*⟦[^⟧]*⟧\s*$/u.test(t) && hasOrgWord(t.replace(/⟦[^⟧]*⟧/g, ' ')));
  // (a grid's row has two lettered cells at least: a bare number set apart on its line, a section's number before its heading "1 ‖
  // WHAT DOES …" in a journal's capitals, makes no column)
  if (!segs.some((s) => s.filter((x) => /\p{L}/u.test(x.text)).length > 1) || region.some((l) => lineSegments(l).some((s) => keys(s.text))) || spansRowAbove(segs)) return null;
  const blocks: (LineSegment & { markedName: boolean })[][] = [];
  for (const s of segs.flat()) {
    const rowOfNames = (l: { markedName: boolean; text: string }) => l.markedName && s.markedName && looksLikeNames(l.text) && looksLikeNames(s.text);
    const b = blocks.find((bl) => { const l = bl[bl.length - 1]; return l.y > s.y && l.y - s.y <= 1.6 * s.size && s.size <= l.size * 1.05 && s.x0 < l.x1 && s.x1 > l.x0 && !rowOfNames(l); });
    if (b) b.push(s); else blocks.push([s]);
  }
  // a block of marked names alone, set just above a block of the same column that goes on past its names to e-mails or addresses,
  // is that card's first names (acmart stacks the authors that share one \\affiliation, each with its note mark: "Ana Ruiz∗" /
  // "Bo Chen∗" / their e-mails / their address), not a row of names over another (a wrapped ICML row is names only in both)
  const namesOnly = (bl: { markedName: boolean; text: string }[]) => bl.every((l) => l.markedName && !l.text.includes('@') && looksLikeNames(l.text));
  for (const a of [...blocks]) {
    if (!namesOnly(a)) continue;
    const l = a[a.length - 1];
    const under = blocks.find((bl) => bl !== a && !namesOnly(bl) && l.y > bl[0].y && l.y - bl[0].y <= 1.6 * bl[0].size && bl[0].x0 < l.x1 && bl[0].x1 > l.x0);
    if (under) { under.unshift(...a); blocks.splice(blocks.indexOf(a), 1); }
  }
  blocks.sort((p, q) => (Math.abs(p[0].y - q[0].y) < p[0].size ? p[0].x0 - q[0].x0 : q[0].y - p[0].y));
  const out: FrontAuthor[] = [];
  const mailRows = segs.flat().filter((s) => /\S@\S/.test(s.text)).map((s) => s.y);
  for (const b of blocks.flatMap(gridCells)) {
    // an e-mail line is often set smaller (CVPR's \small\tt): it does not make names and affiliations of one size look graded
    const sized = b.filter((s) => !s.text.includes('@'));
    const max = Math.max(...(sized.length ? sized : b).map((s) => s.size));
    const uniform = sized.every((s) => s.size >= 0.95 * max);
    // (JMLR stacks several names over one address, each with its own e-mail address set flush right on its line: with names and
    // address of one size, a run of name lines from the block's top, each beside an e-mail address, are all names)
    const mailed = (s: LineSegment) => mailRows.some((y) => Math.abs(y - s.y) < 0.5 * s.size);
    const lead = uniform ? b.findIndex((s, i) => !(looksLikeNames(s.text) && !s.text.includes('@') && (i === 0 || mailed(s)))) : 0;
    const isName = (s: LineSegment, i: number) => !s.text.includes('@') && (uniform ? i < (lead < 0 ? b.length : Math.max(lead, 1)) && looksLikeNames(s.text) : s.size >= 0.95 * max);
    const names = b.filter(isName).flatMap((s) => splitNames(s.text));
    // (an e-mail address broken in a narrow card, "fredrik.nordvall-" over "forsberg@strath.ac.uk": one lower-case token ending in a
    // hyphen, dot or underscore, set over a line with an address, is the address's head, no affiliation line)
    const mailHead = (s: LineSegment, i: number) => /^[\p{Ll}\d._%+-]+[-._]$/u.test(s.text) && !!b[i + 1]?.text.includes('@');
    const affs = cellAffiliations(b.filter((s, i) => !isName(s, i) && !s.text.includes('@') && !mailHead(s, i)).map((s) => s.text));
    const aff = affs[0] ?? '';
    // a cell of one name whose e-mail domain's owner is the printed affiliation written short ("Universidad Nacional de San Agustín"
    // at unsa.edu.pe) carries that domain, so the affiliation resolves to its owner; a company at a university address does not
    const cellDomains = names.length === 1 ? contactDomains(b.filter((s) => s.text.includes('@')).map((s) => s.text).join(' ')) : [];
    const domains = affs.length === 1 && ownerWrittenShort(aff, cellDomains) ? cellDomains : [];
    for (const n of names) out.push({ name: n, affiliations: affs, ...(domains.length ? { domains } : {}) });
  }
  // (a kit's sample card left in the grid, "2nd Given Name Surname" over the author's own department, is no author)
  return out.filter((a) => a.affiliations.length).length >= 2 ? out.filter((a) => !PLACEHOLDER.test(a.name)) : null;
}

/** A line set under a row of names that lies over two or more of them ("S-Lab, Nanyang Technological University" centred under four
 *  names parted by wide gaps, CVF): one line shared by the row, not the cell of the name it happens to start under. */
function spansRowAbove(rows: LineSegment[][]): boolean {
  const covered = (s: LineSegment, n: LineSegment) => Math.min(s.x1, n.x1) - Math.max(s.x0, n.x0) >= 0.8 * (n.x1 - n.x0);
  // (a contact line of two cells' addresses run together, "a@x.com b@y.com", is no shared line)
  return rows.some((row, i) => i > 0 && rows[i - 1].length > 1 && row.some((s) => !s.text.includes('@') && rows[i - 1].filter((n) => covered(s, n)).length >= 2));
}

/** An organisation's proper name followed by its kind, and nothing else: "Quan Cheng Laboratory", "Vector Institute", "Zhejiang Lab". */
const NAMED_ORG = /^(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Laborator(?:y|ies)|Lab|Institute|Academy|Cent(?:er|re))$/u;

/** A unit named by its field: "School of Computing", "Sino-European School of Technology", "Faculty of Science"; or by the field
 *  alone, without an organisation's word ("Information and Computing Sciences", acmart's department line); or a school, faculty,
 *  college or department named by a word or two before its kind ("International School", "Graduate School"), or by its fields
 *  ("Marine Science and Ecology College"). */
export const UNIT_OF_FIELD = /\b(?:School|Faculty|College|Department|Dept\.?)\s+(?:of|for)\s+\p{Lu}|^(?:\p{Lu}[\p{L}'’-]*\s+(?:(?:and|&)\s+)?){1,4}(?:School|Faculty|College|Department)$|^(?:\p{Lu}[\p{L}-]*\s+(?:(?:and|&|of)\s+)?){0,4}(?:Engineering|Technology|Sciences?|Systems|Informatics|Mathematics|Physics|Chemistry|Biology|Computing|Communications?|Automation|Statistics)$/u;

/** A name ending in a unit's kind ("BEACON Center", "Robotics Lab", "Earth Systems Division"): read with the organisation under it
 *  when the registry has no record of it. An institute is not among them: one the registry lacks is as often an organisation of its
 *  own ("Basis Research Institute" over "Massachusetts Institute of Technology", two employers); a division, unit, section or
 *  programme never is. */
const UNIT_KIND_END = /^(?:\p{Lu}[\p{L}'’&-]*\s+(?:(?:and|on|of|for|&)\s+)?){1,6}(?:Cent(?:er|re)|Lab|Laboratory|Group|Division|Unit|Section|Program(?:me)?)$/u;

/** A centre, laboratory, institute or group named for its field, its kind first ("Center for Signal and Image Processing (CSIP)",
 *  "Institut för Tillämpad Informationsteknik", "Laboratory of Machine Learning"), or a degree programme in a field ("Doctoral Program
 *  in Biology", a university's, never an employer of its own): over its university's line and unknown to the
 *  registry, it is that university's unit, as a school of a field is (a proper name and its kind, "Vector Institute", is not this);
 *  so is one whose kind carries a donor's or founder's name ("Wellcome Centre for Human Neuroimaging" over "University College London"),
 *  and a university's academy for its fields ("Academy for Marine Science" over a university; an academy the registry holds,
 *  "Chinese Academy of Sciences", is an organisation of its own). */
export const UNIT_FOR_FIELD = /^(?:\p{Lu}[\p{L}'’-]*\s+)?(?:Cent(?:er|re)|Laborator(?:y|ies)|Lab|Institut(?:e)?|Group|Academy)\s+(?:for|of|on|för|für)\s+\p{Lu}[^,;]*$|^(?:\p{Lu}[\p{L}'’-]*\s+)?Program(?:me)?\s+(?:in|of|for)\s+\p{Lu}[^,;]*$/u;

/** An organisation's kind alone on a line ("University" under "National Yang Ming Chiao Tung", a narrow card wrapping the name before
 *  its last word): no organisation is named by its kind alone, the line ends the name above it. */
const KIND_ALONE = /^(?:University|Institute|College|Laboratory|Academy|Polytechnic|Hospital|Universit[éàäy]|Universidad|Universidade|Università)$/u;

/** A line ending in a connective ("Beijing Academy of Blockchain and") or an article ("Innovative Computing Lab. The", acmart's narrow
 *  column): no organisation's name ends so, the next line goes on with it. */
/** (and the preposition "on" in lower case, "Science and Technology on" / "Information Systems Laboratory": a unit named "… on …"; not
 *  "ON", Ontario's code after a city) */
const CONNECTIVE_END = /(?:&|\b(?:[Aa]nd|AND|[Oo]f|OF|[Ff]or|FOR|[Dd]e|DE|[Tt]he|THE)|\son)$/;

/** A grid cell's affiliation lines as affiliations: joined, as a department line above its university's must be, except where a
 *  line is a whole organisation of its own ("Calda AI" / "Oskar Klein Centre": each line one organisation, no unit, none a place)
 *  after lines that already name one: that line starts a second affiliation of the cell's author. */
export function cellAffiliations(lines: string[]): string[] {
  const whole = (t: string) => {
    const parsed = parseAffiliation(t);
    // a place ("Beijing, China", "Redmond") or an address line is never an organisation of its own
    // nor is a city and its country written without a comma ("Xi’an China")
    const words = t.trim().split(/\s+/);
    if (parsed.parts.some((p) => p.kind === 'country' || p.kind === 'address') || (words.length < 2 && !hasOrgWord(t))) return null;
    if ([1, 2].some((n) => words.length > n && countryCode(words.slice(-n).join(' ')))) return null;
    const found = matchAffiliation(t);
    return found.length === 1 && !found[0].unit_en ? found[0] : null;
  };
  const groups: string[][] = [];
  let placedCard = false;
  for (const l of lines) {
    const cur = groups[groups.length - 1];
    // a line that ends in a connective ("Beijing Academy of Blockchain and" / "Edge Computing") goes on below: no name ends so;
    // nor does one begin with a lower-case connective ("Nanjing University of Aeronautics" / "and Astronautics"): it goes on above
    // nor does a line that is an organisation's kind alone ("National Yang Ming Chiao Tung" / "University"): it ends the name above
    const own = cur && !CONNECTIVE_END.test(cur[cur.length - 1].trim()) && !/^(and|&|of|for|de)\s/.test(l.trim()) && !KIND_ALONE.test(l.trim()) ? whole(l) : null;
    const before = own && cur ? matchAffiliation(joinAffiliation(cur)) : [];
    // the lines above must be a whole organisation — or one with its unit ("DCST, Tsinghua University") when the line is a proper name
    // and its kind ("Quan Cheng Laboratory": acmart's second \institution, another employer), not a unit named by what it does
    // a school, faculty, college or department of a field that the registry does not know as an organisation of its own
    // ("Sino-European School of Technology" over "Shanghai University") is a unit of the organisation on the line below
    // and so is a centre, laboratory or institute the registry does not hold ("BEACON Center" over "Michigan State University")
    // (one name wrapped over two lines, "Wellcome Centre for Human" / "Neuroimaging", is read as the one line it was)
    const complete = () => {
      const one = cur.length === 1 ? cur[0].trim() : joinAffiliation(cur).includes(',') ? null : joinAffiliation(cur).trim();
      return (whole(joinAffiliation(cur)) && !(one !== null && (UNIT_OF_FIELD.test(one) || UNIT_KIND_END.test(one) || UNIT_FOR_FIELD.test(one)) && !before.some((f) => f.id)))
        || (NAMED_ORG.test(l.trim()) && before.some((f) => f.id));
    };
    // a card's affiliation ends with its country (acmart sets institution, city, country per \\affiliation): a line that is no place,
    // under a country line closing lines that already name an organisation, opens the author's next affiliation ("Tsinghua University"
    // / "China" / "SwanHub.co" / "China": a company the registry lacks is still a second employer, not more of the first's address)
    const closed = !!cur && (endsInCountry(cur[cur.length - 1]) || endsInRegion(cur[cur.length - 1])) && placeLine(cur[cur.length - 1]) && opensOrganisation(l)
      && matchAffiliation(joinAffiliation(cur)).length > 0;
    // once a place line has closed one of the card's affiliations, the card sets each affiliation so (acmart: department,
    // institution, city, country): a line before the next place line is more of the same affiliation — a name wrapped in the narrow
    // card, a laboratory with a record of its own over its university — save a name and its kind after an organisation the registry
    // holds ("Quan Cheng Laboratory" under "Tsinghua University", acmart's second \institution in one \affiliation)
    const second = () => (placedCard ? NAMED_ORG.test(l.trim()) && before.some((f) => f.id) : complete());
    if (!cur || closed || (own && before.length && before.every((f) => f.name_en !== own.name_en && (!f.id || f.id !== own.id)) && second())) groups.push([l]);
    else cur.push(l);
    placedCard ||= closed;
  }
  // the card's place ("Beijing, China", set once under its last organisation) is where each of its organisations stands: a group with
  // no place of its own takes it (else "DCST, Tsinghua University" has no country and its "DCST" may read as an acronym abroad)
  const last = groups[groups.length - 1] ?? [];
  let from = last.length;
  // (a line that goes on a name broken after a connective, "Beijing University of Posts and" / "Telecommunications", is that name's)
  while (from > 1 && placeLine(last[from - 1]) && !CONNECTIVE_END.test(last[from - 2].trim())) from--;
  const tail = last.slice(from);
  return groups.map((g, k) => (k < groups.length - 1 && tail.length && !g.some(placeLine) ? [...g, ...tail] : g)).map(joinAffiliation).filter(Boolean);
}

/** A card line that may open an organisation's name: no country, no city of the registry, no postcode or e-mail ("SwanHub.co",
 *  "Kuaishou Technology"; not "Beijing", "China" or "100084"). */
function opensOrganisation(t: string): boolean {
  const cities = registryCities(loadRegistry());
  const parts = t.split(/\s*,\s*/).filter(Boolean);
  return /\p{L}{2}/u.test(t) && !t.includes('@') && !endsInCountry(t) && !/\d{4,}/.test(t)
    && !parts.some((p) => cities.has(normalizeName(p)));
}

/** Whether a line ends in a country's name ("China", "Beijing, China", "United Kingdom"). */
function endsInCountry(t: string): boolean {
  const words = t.trim().replace(/[.,;]+$/, '').split(/[\s,]+/);
  return [1, 2, 3].some((n) => words.length >= n && !!countryCode(words.slice(-n).join(' ')));
}

/** A city and its state's or province's code, the address's last line when no country follows ("Bellevue, WA", "Perth, WA 6009"): it
 *  closes the card's affiliation as a country does. */
function endsInRegion(t: string): boolean {
  const pieces = t.trim().replace(/[.,;]+$/, '').split(/\s*,\s*/);
  return pieces.length >= 2 && !!regionCountry(pieces[pieces.length - 1]);
}

/** A line that is only places, a country or an address ("Beijing, China", "Hefei 230026"). */
function placeLine(t: string): boolean {
  const parts = parseAffiliation(t).parts;
  return parts.length > 0 && parts.every((p) => p.kind === 'place' || p.kind === 'country' || p.kind === 'address');
}

/** Whether a part of the affiliation ("Universidad Nacional de San Agustín", two words or more) opens the name of one of the domains' registry owner
 *  ("Universidad Nacional de San Agustin de Arequipa"), word for word after folding. */
function ownerWrittenShort(aff: string, domains: string[]): boolean {
  const reg = loadRegistry();
  const parts = aff.split(/\s*,\s*/).map(normalizeName).filter((p) => p.includes(' '));
  return domains.some((d) => {
    const owner = domainOwner(reg, d);
    const key = owner ? normalizeName(owner.name_en) : '';
    return !!key && parts.some((p) => key === p || key.startsWith(`${p} `));
  });
}

/** A line set wholly in a bold face (its superscripts aside), by its fonts' names. */
function bold(l: PageLine): boolean {
  const runs = l.runs.filter((r) => !r.sup);
  return runs.length > 0 && runs.every((r) => r.bold);
}

/** A line set wholly in italic (its superscripts aside), by its fonts' names. */
function italic(l: PageLine): boolean {
  const runs = l.runs.filter((r) => !r.sup);
  return runs.length > 0 && runs.every((r) => r.italic);
}

/** Lines that are no names: a line set in italic right under an upright line of names, in its size (IEEE's \textit organisation
 *  under \IEEEauthorblockN, JMLR's \addr): an affiliation set off by its face, however much it reads as a name ("Quillon Dynamics").
 *  `text` is the region's lines as read (one for each line of `region`). */
function italicUnderName(region: PageLine[], text: string[]): Set<string> {
  const out = new Set<string>();
  if (text.length !== region.length) return out;
  for (let i = 1; i < region.length; i++) {
    const [above, line] = [region[i - 1], region[i]];
    if (!italic(line) || italic(above) || Math.abs(line.size - above.size) >= 0.3 || text[i].includes('⟦')) continue;
    if (looksLikeNames(text[i - 1].replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim())) out.add(text[i].replace(/\s+/g, ' ').trim());
  }
  return out;
}

/** The region's lines as text. Where names are set larger than their affiliations (revtex, AASTeX), a later line in the names'
 *  size that reads as names starts a new group of authors, even after affiliation lines (an empty ⟦⟧ marks it as names). */
function namesBySize(region: PageLine[]): string[] {
  const plain = (t: string) => t.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim();
  const text = region.map((l) => namesAtNarrowGaps(l, plain) ?? lineText(l));
  const first = text.findIndex((t) => !t.startsWith('⟦') && looksLikeNames(plain(t)));
  if (first < 0) return text;
  const size = region[first].size;
  const smaller = region.slice(first + 1).filter((l) => l.size < size - 0.4);
  // blocks stacked one under another in one size (NeurIPS / ICLR cards too wide to stand side by side: name, affiliation lines,
  // then a skip and the next name): a name line after a skip wider than the block's line step opens a card
  const gaps = region.slice(first + 1).map((l, k) => region[first + k].y - l.y).filter((g) => g > 0);
  const step = gaps.length ? Math.min(...gaps) : 0;
  // (a whole name of two words or more: a card's name, not the wrapped tail of a name line, "Julian" / "Rojas Ortega")
  // (a skip of 1.35 steps, as gridCells takes it: CVPR's \\and cards stack about 1.4 steps apart, NeurIPS's wider)
  const afterSkip = (i: number) => step > 0 && i > first + 1 && region[i - 1].y - region[i].y > 1.35 * step && !looksLikeNames(plain(text[i - 1])) && /\S\s+\S/.test(plain(text[i]));
  // names set bold over addresses in the names' own size (article's `\author{\textbf{A}\\ address\\ \textbf{B}\\ address}`, JMLR's
  // `\name`): a later bold line that reads as names, between two lines that are not bold, starts a new group of authors too —
  // only where the first names line is bold as well and the lines after it are not all bold
  const boldNames = bold(region[first]) && region.slice(first + 1).some((l) => !bold(l));
  // (names stacked one a line, JMLR's `\\Name{A}\\ \\Name{B}\\ \\addr …`: each line of a run of such bold names lines between two lines
  // that are not bold starts its author, so the run is one group of authors over the address below it)
  if (boldNames) {
    const boldName = (i: number) => !text[i].includes('⟦') && bold(region[i]) && Math.abs(region[i].size - size) < 0.3 && looksLikeNames(plain(text[i])) && !hasOrgWord(plain(text[i]));
    for (let i = first + 1; i < region.length; i++) {
      if (bold(region[i - 1]) || !boldName(i)) continue;
      let j = i;
      while (j + 1 < region.length && bold(region[j + 1]) && boldName(j + 1)) j++;
      if (j + 1 < region.length && !bold(region[j + 1])) for (let k = i; k <= j; k++) text[k] = `${text[k]}⟦⟧`;
      i = j;
    }
  }
  if (!smaller.length && !region.some((_, i) => afterSkip(i))) return text;
  // (a membership grade follows a person's name only: "HUI LI, Senior Member, IEEE", IEEE TAES's card of one author, is a name, however
  // short its words, when what the grade follows is one to four capitalised words)
  const named = (t: string) => {
    const rest = withoutGrades(plain(t));
    return looksLikeNames(rest) || (rest !== plain(t) && /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}\p{Lu}[\p{L}.'’-]*$/u.test(rest));
  };
  const inSize = (i: number) => i < region.length && !text[i].includes('⟦') && Math.abs(region[i].size - size) < 0.3 && named(text[i]);
  // a stack of bold names one a line under smaller affiliation lines and over smaller ones (JMLR's bold `\\Name` lines over a `\\small
  // \\addr`): each name of the stack starts its author, so the stack is one group over the address below it (bold only: a line in the
  // names' size and face under a name may be its organisation, "Quillon Dynamics")
  const stackOverSmaller = (i: number) => {
    let j = i;
    while (inSize(j) && bold(region[j])) j++;
    return j > i + 1 && j < region.length && region[j].size < size - 0.4;
  };
  const out = [...text];
  for (let i = first + 1; i < region.length; i++) {
    if (!inSize(i) || !(region[i - 1].size < size - 0.4 || afterSkip(i))) continue;
    out[i] = `${text[i]}⟦⟧`;
    if (region[i - 1].size < size - 0.4 && stackOverSmaller(i)) for (i++; inSize(i) && bold(region[i]); i++) out[i] = `${text[i]}⟦⟧`;
  }
  return out;
}

/** A row of names set apart by gaps narrower than the column gap `lineText` parts at but wider than a word space (ACL's
 *  "Kam Kasravi \\space\\space Naveen Purushotham", about 0.75 em): read whole, six or more name words are no list of names; parted at
 *  half-em gaps, each piece two to four words that read as a name, the row is names, two spaces apart. Null when the line reads as
 *  names already or its pieces do not. */
function namesAtNarrowGaps(l: PageLine, plain: (t: string) => string): string | null {
  const whole = lineText(l);
  if (looksLikeNames(plain(whole)) || /[,;&]|\band\b/.test(whole)) return null;
  const pieces = lineSegments(l, 0.5).map((s) => s.text);
  return pieces.length >= 2 && pieces.every((p) => /^(?:\S+\s+){1,3}\S+$/.test(plain(p)) && looksLikeNames(plain(p))) ? pieces.join('  ') : null;
}

/** PLOS's legend: affiliation lines opened by a number set upright in the text's size ("1 University of Auckland, …", its
 *  `\textbf{1}`), under names that carry those numbers as superscripts ("Tobia Ochsner⟦1, 2⟧"). When the lines' numbers run 1, 2, …
 *  and each of the names' markers opens one, each is read as its marker; a line a number does not open, between such lines, is the
 *  previous one wrapped ("Semur-en-Auxois, France"), while a note line ("* a.drummond@…") ends the legend. */
export function numberedLegend(text: string[]): string[] {
  const marks = new Set(text.flatMap((t) => [...t.matchAll(/\p{L},?\s*⟦([^⟧]*)⟧/gu)].flatMap((m) => m[1].split(/[,\s]+/))).map((k) => k.replace(/[^\d]/g, '')).filter(Boolean));
  const opens = (t: string) => /^(\d{1,2})\s+(?=\p{Lu})/u.exec(t);
  const numbered = text.map((t) => opens(t)?.[1]).filter((n): n is string => !!n);
  // every marker opens a line of its own (a legend run together on one line, "1 Department …, 2 Department …, 3", is read elsewhere)
  if (numbered.length !== marks.size || numbered.some((n, i) => n !== String(i + 1) || !marks.has(n))) return text;
  const out: string[] = [];
  let open = false;
  for (const t of text) {
    const m = opens(t);
    if (m) { out.push(`⟦${m[1]}⟧${t.slice(m[0].length)}`); open = true; continue; }
    if (open && !/^[*∗†‡§¶]/u.test(t) && !t.includes('⟦') && !t.includes('@')) { out[out.length - 1] += ` ${t}`; continue; }
    open = false;
    out.push(t);
  }
  return out;
}

/** A row of marked names that TeX broke inside the last name ("… Wei Wei⟦1⟧  Yu" / "Cheng⟦3⟧ …": a wider font or a narrower
 *  column put the line end between a given name and its surname): every other name of the row carries its marker, the last piece
 *  is one or two capitalised words without one, and the line right under it, in its size, opens with a capitalised word and a
 *  marker. The unmarked words go to the start of the line below, where the rest of their name is. */
function withBrokenNamesRejoined(lines: PageLine[]): PageLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]];
    if (Math.abs(a.size - b.size) > 0.3 || a.y - b.y > 1.6 * a.size) continue;
    const segs = lineSegments(a);
    const tail = segs[segs.length - 1];
    if (segs.length < 3 || !segs.slice(0, -1).every((s) => /\p{L}⟦[^⟧]+⟧$/u.test(s.text) && looksLikeNames(s.text.replace(/⟦[^⟧]*⟧/g, '')))) continue;
    if (!/^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’.-]*)?$/u.test(tail.text) || !/^\p{Lu}[\p{Ll}'’-]+⟦[^⟧]+⟧/u.test(lineSegments(b)[0]?.text ?? '')) continue;
    const moved = a.runs.filter((r) => r.x >= tail.x0 - 0.01);
    const x0 = Math.min(...b.runs.map((r) => r.x));
    const dx = x0 - 0.3 * b.size - (tail.x1 - tail.x0) - tail.x0;
    out[i] = { ...a, runs: a.runs.filter((r) => !moved.includes(r)) };
    out[i + 1] = { ...b, runs: [...moved.map((r) => ({ ...r, x: r.x + dx, y: b.y })), ...b.runs] };
  }
  return out;
}

/** A title block set in one column of a two-column page (a class's `twocolumn` option from the top of the page, the front matter
 *  not spanning both): the other column's text runs on beside the block, on baselines between its lines, and would be read into its
 *  names and addresses ("School of … Engineering tor selection [?]. However …"). Between the title's top and the abstract heading (or
 *  the first section's) a gutter that no run of text crosses is looked for; when every line of the title (the largest type, set
 *  clearly larger than the text) stands on one side of it and three lines of text or more on the other, the block's lines are read
 *  from the title's side only. A title block across the page (IEEE, CVPR, acmart) crosses any such gutter and is read whole. */
function titleColumn(lines: PageLine[], height: number, body: number): PageLine[] {
  const upper = lines.filter((l) => l.y > 0.45 * height);
  const max = Math.max(0, ...upper.map((l) => l.size));
  if (max < 1.2 * body) return lines;
  const title = upper.filter((l) => l.size >= 0.9 * max);
  const top = Math.max(...title.map((l) => l.y)) + 1;
  const below = Math.min(...title.map((l) => l.y));
  const end = lines.find((l) => l.y < below && ABSTRACT.test(lineText(l).trim()))?.y ?? -Infinity;
  const zone = lines.filter((l) => l.y <= top && l.y > end);
  const gutter = columnGutter(zone, Infinity, body);
  if (gutter === null) return lines;
  const left = title.every((l) => lineSpan(l).x1 <= gutter);
  const right = title.every((l) => lineSpan(l).x0 >= gutter);
  const other = (r: TextRun) => (left ? r.x >= gutter : r.x + r.w <= gutter);
  if (left === right || zone.filter((l) => l.size >= 0.97 * body && l.runs.every(other)).length < 3) return lines;
  const inZone = new Set(zone);
  return lines.map((l) => (inZone.has(l) ? { ...l, runs: l.runs.filter((r) => !other(r)) } : l)).filter((l) => l.runs.length);
}

/** achemso sets its later symbol marks ("∥", "⊥", "#", "@") at the legend line's baseline, not raised as it raises "†" and "‡": a legend
 *  line that opens with a symbol which the names carry as a raised mark ("Kai Berg⟦∥⟧" … "∥Quokka University") is that mark's
 *  affiliation, as if the symbol were raised. A symbol no name carries stays text. */
export function unraisedLegendMarks(text: string[]): string[] {
  const carried = new Set(text.flatMap((t) => [...t.matchAll(/⟦([^⟧]*)⟧/gu)].flatMap((m) => m[1].split(/[,\s]+/u))).filter((m) => /^[^\p{L}\p{N}]$/u.test(m)));
  if (!carried.size) return text;
  return text.map((t) => {
    const m = /^([^\p{L}\p{N}\s⟦⟧([{"'“‘])\s*(?=\p{Lu})/u.exec(t);
    return m && carried.has(m[1]) ? `⟦${m[1]}⟧${t.slice(m[0].length)}` : t;
  });
}

/** Reads authors and affiliations from a PDF page's laid-out lines (superscript markers recovered from font size and baseline).
 *  Markers without affiliations in the author region are looked up in the footnotes (ICML); authors left without any get "X is with Y" footnotes (IEEE). */
export function linesFrontMatter(page: PageLine[], height: number, width = 0): FrontAuthor[] {
  const lines = withBrokenNamesRejoined(page);
  const upper = lines.filter((l) => l.y >= height * 0.4);
  const body = bodySize(upper.length ? upper : lines);
  const region = authorRegion(titleColumn(lines, height, body), height, body, width);
  const cols = columnBlocks(region);
  if (cols) return withAlsoNotes(cols, region, lines, body);
  const text = unraisedLegendMarks(numberedLegend(sideBySide(region) ?? namesBySize(region)));
  const notes = footnoteParagraphs(lines, height, body);
  if (text.some((t) => t.includes('⟦')) && !text.some((t) => t.startsWith('⟦') && /⟧\s*\p{L}/u.test(t))) text.push(...footnoteAffiliations(notes));
  const authors = parseAuthorBlock(text.join('\n'), [], false, italicUnderName(region, text), new Set(region.flatMap(capitalsNamesBySize)));
  if (authors.length && authors.every((a) => !a.affiliations.length)) {
    let by = withSentences(notesText(notes));
    // IEEE compsoc journals set the abstract, full width above the text, in the notes' own size: the body size measured above the
    // notes is then theirs, so notes in it are read too when no smaller note says who is with whom
    if (!by.size) by = withSentences(notesText(footnoteParagraphs(lines, height, body, body * 1.03)));
    if (by.size) {
      const named = authors.flatMap((a) => namesOfNotes(by, a.name).map((name) => ({ ...a, name })));
      return named.map((a) => ({ ...a, affiliations: withAffiliations(by, a.name, named.map((n) => n.name)) ?? [] }));
    }
    const foot = footAffiliation(notes);
    if (foot) return authors.map((a) => ({ ...a, affiliations: [foot] }));
    const named = namedFootAddress(notes, authors.map((a) => a.name));
    if (named) return authors.map((a) => ({ ...a, affiliations: named.has(a.name) ? [named.get(a.name)!] : [] }));
    const entries = namedFootEntries(notes, authors.map((a) => a.name));
    if (entries) return authors.map((a) => ({ ...a, affiliations: entries.get(a.name) ?? [] }));
    const labelled = addressesAboveEmailLabels(lines);
    const addresses = labelled.length ? labelled : addressesAtEnd(lines);
    if (addresses.length === authors.length) return authors.map((a, k) => ({ ...a, affiliations: addresses[k] }));
    if (addresses.length === 1) return authors.map((a) => ({ ...a, affiliations: addresses[0] }));
  }
  return authors;
}

/** ACM journals' run-in author line, "HAN SHU, University of Science and Technology of China, China and …": the names in capitals, set a
 *  size above the mixed-case affiliation after them on the line (acmsmall: 10.9 pt over 9 pt). The line's leading runs in one size, all
 *  capitals and commas (no lower-case letter, no superscript), ending with a comma, followed only by smaller runs that hold lower-case
 *  letters: the lead's comma pieces, which the block parser reads as names by their type (author-block.ts, parseAuthorBlock's
 *  `sizedNames`) where their words alone would not say so (SHU, MA: also organisations' acronyms). */
export function capitalsNamesBySize(l: PageLine): string[] {
  const r = l.runs;
  if (r.length < 2 || r[0].sup) return [];
  const size = r[0].size;
  let k = 0;
  while (k < r.length && !r[k].sup && Math.abs(r[k].size - size) < 0.2) k++;
  const head = r.slice(0, k).map((x) => x.str).join('');
  if (k >= r.length || !/^[\p{Lu}\s.,'’-]+,\s*$/u.test(head) || !/\p{Lu}{2}/u.test(head)) return [];
  const rest = r.slice(k);
  if (!rest.every((x) => x.size < size - 0.5) || !/\p{Ll}/u.test(rest.map((x) => x.str).join(''))) return [];
  return head.split(',').map((p) => p.trim()).filter(Boolean);
}

/** An author note that is an affiliation: "⟦∗⟧Also with Guangdong Provincial Key Laboratory of …" (acmart's \\authornote, set in the
 *  note size wherever the class puts it — on a short first page, mid-page beside the abstract). */
const ALSO_NOTE = /^⟦([^⟧]+)⟧\s*(?:also|currently|now)\s+(?:with|at)\s+(?:the\s+)?(?=\p{Lu})/iu;

/** A note under a symbol mark at the page's foot ("⟦†⟧Computer Science Division, UC Berkeley, CA 94720": NeurIPS cards' \\thanks
 *  address notes), read as the marked names' affiliation when it names an organisation and is no note. */
const SYMBOL_NOTE = /^⟦([*∗†‡§¶#]+)⟧\s*(?=\p{Lu})/u;

/** A note that an author worked somewhere for a while ("Work done during an internship at X", "Work done while at Y"): no affiliation. */
const WORK_DONE = /\b(?:work\s+(?:was\s+)?(?:partly\s+|partially\s+|mostly\s+)?(?:done|performed|conducted)|(?:done|performed)\s+(?:while|during)|during\s+an?\s+internship|as\s+an?\s+intern|(?:now|currently)\s+(?:at|with))\b/i;

/** Author cards read as columns (acmart's grid) keep a note's marks off the names; a note that says "Also with X" gives X to each
 *  name printed with its mark (the note's lines below it, in its size and a line apart, go on with it). */
function withAlsoNotes(cols: FrontAuthor[], region: PageLine[], lines: PageLine[], body: number): FrontAuthor[] {
  const marksOf = new Map<string, string[]>();
  for (const l of region) for (const seg of lineSegments(l)) {
    const m = /^(.+?)\s*⟦([^⟧]+)⟧$/u.exec(seg.text.trim());
    if (m) marksOf.set(m[1].trim(), [...m[2].replace(/,/g, '')]);
  }
  if (!marksOf.size) return cols;
  const notes: { marks: string[]; text: string }[] = [];
  lines.forEach((l, i) => {
    const t = lineText(l);
    const also = l.size < body ? ALSO_NOTE.exec(t) : null;
    const m = also ?? (l.size < body ? SYMBOL_NOTE.exec(t) : null);
    if (!m) return;
    let text = t.slice(m[0].length);
    // (the page's lines interleave the columns: the note's next line is the one of its size just below it, in its column)
    const x0 = lineSpan(l).x0 + l.size;
    for (let prev = l; !/[.;]$/.test(text);) {
      const next = lines.find((n) => Math.abs(n.size - l.size) < 0.3 && n.y < prev.y && prev.y - n.y <= 1.5 * l.size && Math.abs(lineSpan(n).x0 - x0) <= 2 * l.size);
      const u = next ? lineText(next) : '';
      if (!next || u.startsWith('⟦')) break;
      text = /\p{L}-$/u.test(text) ? `${text.slice(0, -1)}${u}` : `${text} ${u}`;
      prev = next;
    }
    text = text.replace(/[\s.;]+$/, '');
    // (a note under a bare symbol is an affiliation only when it names an organisation and is no note: not "Equal contribution",
    // "Corresponding author", "Work done during an internship at X")
    if (!also && (isNoteLine(text) || WORK_DONE.test(text) || !(hasOrgWord(text) || matchAffiliation(text).length))) return;
    notes.push({ marks: [...m[1].replace(/,/g, '')], text });
  });
  if (!notes.length) return cols;
  return cols.map((a) => {
    const marks = marksOf.get(a.name) ?? [];
    const extra = notes.filter((n) => n.marks.some((k) => marks.includes(k))).map((n) => n.text).filter((t) => !a.affiliations.includes(t));
    return extra.length ? { ...a, affiliations: [...a.affiliations, ...extra] } : a;
  });
}

/** Names (with their e-mails) in a left block and the numbered affiliations in a right block beside it (BMVC): no piece of any line
 *  crosses the gutter between them, the left block holds marked names and the right one lines opened by a marker. Read left block
 *  first, then right, each from the top: line by line the two blocks interleave ("Xiaohui Wang⟦2⟧" / "Beijing, China"). */
function sideBySide(region: PageLine[]): string[] | null {
  const segs = region.flatMap((l) => lineSegments(l)).filter((s) => s.text.trim());
  for (const cut of [...new Set(segs.map((s) => s.x0))].sort((a, b) => a - b)) {
    const left = segs.filter((s) => s.x1 <= cut);
    const right = segs.filter((s) => s.x0 >= cut);
    if (!left.length || left.length + right.length !== segs.length) continue;
    const named = left.filter((s) => /\p{L}\s*⟦[^⟧]*⟧/u.test(s.text) && looksLikeNames(s.text.replace(/⟦[^⟧]*⟧/g, ' '))).length;
    const keyed = right.filter((s) => /^⟦[^⟧]*⟧\s*\p{L}/u.test(s.text)).length;
    if (named < 2 || keyed < 2 || right.some((s) => /\p{L}\s*⟦[^⟧]*⟧/u.test(s.text))) return null;
    const top = (p: LineSegment, q: LineSegment) => q.y - p.y || p.x0 - q.x0;
    return [...left.sort(top), ...right.sort(top)].map((s) => s.text);
  }
  return null;
}

/** svjour3 sets `\institute{A \and B \at address}` in the page foot: a note that opens with authors' names, comma-separated (each
 *  the author's name or its tail: "Alessio Compagnino" for "Antonio Alessio Compagnino"), then an address naming an organisation or
 *  closed by a country ("INAF, Istituto di Astrofisica …, Palermo, Italy"). The
 *  address is each named author's. Null unless a note opens with two or more names or with every author's name. */
function namedFootAddress(notes: string[], authors: string[]): Map<string, string> | null {
  const words = (t: string) => t.toLowerCase().split(/\s+/).filter(Boolean);
  const whose = (piece: string) => authors.find((a) => {
    const w = words(a), p = words(piece);
    return p.length >= 2 && p[p.length - 1] === w[w.length - 1] && p.every((x) => w.includes(x));
  });
  for (const note of notes) {
    const tokens = note.replace(/⟦[^⟧]*⟧/g, ' ').split(/,\s*/);
    const named: string[] = [];
    let k = 0, rest = '';
    for (; k < tokens.length; k++) {
      const t = words(tokens[k]);
      // the last name runs on into the address when TeX set them on one paragraph ("Domenico Impiombato INAF")
      const cut = [...Array(t.length).keys()].reverse().find((n) => n >= 1 && whose(tokens[k].trim().split(/\s+/).slice(0, n + 1).join(' ')));
      if (cut === undefined) break;
      named.push(whose(tokens[k].trim().split(/\s+/).slice(0, cut + 1).join(' '))!);
      rest = tokens[k].trim().split(/\s+/).slice(cut + 1).join(' ');
      if (rest) { k++; break; }
    }
    const address = [rest, ...tokens.slice(k)].filter(Boolean).join(', ').trim();
    if ((named.length >= 2 || (named.length && named.length === authors.length)) && (hasOrgWord(address) || !!countryCode(address.split(',').pop()?.trim() ?? '')) && !isProse(address)) return new Map(named.map((n) => [n, address]));
  }
  return null;
}

/** svjour3's `\institute{A \and B \at address \and C \at address}` as the class sets it in the page foot: each entry's names (joined by
 *  " · " — the class's `\and` before `\at` — or commas, or "and") on a line above its address, one entry under another, in one note or
 *  one note each ("Ann Lee · Bo Wu School of Tides, …, Utopia ann@… Cy Ng Westbrook Institute …"). From the first note that opens with
 *  an author's name, through the notes after it that each open with one: every run of authors' names opens an entry, and the text
 *  up to the next run (e-mail addresses dropped) is each of its names' address. Null unless two entries or more each give an address
 *  that names an organisation or closes on a country. Names are found as written in the author line, whole and word-bounded. */
function namedFootEntries(notes: string[], authors: string[]): Map<string, string[]> | null {
  const plain = notes.map((n) => n.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim());
  const hitsIn = (t: string) => authors.flatMap((name) => {
    const out: Array<{ at: number; end: number; name: string }> = [];
    for (let i = t.indexOf(name); i >= 0 && name; i = t.indexOf(name, i + 1)) {
      if (!/\p{L}/u.test(t.charAt(i - 1)) && !/\p{L}/u.test(t.charAt(i + name.length))) out.push({ at: i, end: i + name.length, name });
    }
    return out;
  }).sort((x, y) => x.at - y.at);
  const opens = (t: string) => hitsIn(t)[0]?.at === 0;
  const first = plain.findIndex(opens);
  if (first < 0) return null;
  let last = first;
  while (last + 1 < plain.length && opens(plain[last + 1])) last++;
  const text = plain.slice(first, last + 1).join(' ');
  const runs: Array<{ at: number; end: number; names: string[] }> = [];
  for (const h of hitsIn(text)) {
    const run = runs[runs.length - 1];
    if (run && h.at < run.end) continue;
    if (run && /^(?:[,·•;]\s*)?(?:and)?$/.test(text.slice(run.end, h.at).trim())) { run.end = h.end; run.names.push(h.name); }
    else runs.push({ at: h.at, end: h.end, names: [h.name] });
  }
  if (runs.length < 2) return null;
  const out = new Map<string, string[]>();
  for (let k = 0; k < runs.length; k++) {
    const address = text.slice(runs[k].end, runs[k + 1]?.at ?? text.length).replace(/\S+@\S+/g, ' ').replace(/\s+/g, ' ').replace(/^[\s,;·]+|[\s,;·.]+$/g, '');
    const country = address.split(',').pop()?.trim() ?? '';
    if (!address || !(hasOrgWord(address) || countryCode(country)) || isProse(address)) return null;
    for (const n of runs[k].names) out.set(n, [...(out.get(n) ?? []), address]);
  }
  return out;
}

/** Nature's journals set the affiliation in the page foot, after the abstract, closed by the corresponding author's "*email:"
 *  ("Chengyi College, Jimei University, Xiamen 361021, China. *email: …"): with names that carry no number it is every author's. One
 *  such note only, an organisation's name and a country, no sentence ("This work was supported by …" is no affiliation). */
function footAffiliation(notes: string[]): string | null {
  const found = notes.flatMap((p) => {
    const m = /^(.*?)[\s.;]*(?:⟦[*∗]⟧|[*∗])\s*e-?mail\s*:\s*\S+@/iu.exec(p.trim());
    const t = m?.[1].replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
    const country = t.split(',').pop()?.trim() ?? '';
    return t && hasOrgWord(t) && countryCode(country) && !/\b(?:is|are|was|were)\b/.test(t) && !isProse(t) ? [t] : [];
  });
  return found.length === 1 ? found[0] : null;
}

const EMAIL_LABEL = /^e-?mail(?: address(?:es)?)?\s*:/i;

/** amsart prints each author's \address after the text, with the \email under it as "E-mail address: …": the lines set just above
 *  each such label (its size, a line-space apart, up to the text or the label before) are an address, the k-th for the k-th author.
 *  A "Current address: …" run among them (amsart's \curraddr, printed between the address and the e-mail) is the author's too. */
function addressesAboveEmailLabels(lines: PageLine[]): string[][] {
  const labels = lines.flatMap((l, i) => (EMAIL_LABEL.test(lineText(l)) ? [i] : []));
  // the text's right edge in each size: an address line that reaches it and ends in no punctuation is wrapped, not broken by the
  // author ("…, The University of Edinburgh, The King’s" / "Buildings, Mayfield Road, …"): the next line goes on with it
  const right = (l: PageLine) => Math.max(...lines.filter((o) => Math.abs(o.size - l.size) < 0.3).map((o) => lineSpan(o).x1));
  const joined = (block: PageLine[]) => joinAffiliation(block.reduce<string[]>((out, l, k) => {
    const t = lineText(l);
    const prev = block[k - 1];
    if (prev && lineSpan(prev).x1 >= right(prev) - 1.5 * prev.size && !/[,.;:]$/.test(out[out.length - 1])) out[out.length - 1] = /\p{L}-$/u.test(out[out.length - 1]) ? `${out[out.length - 1].slice(0, -1)}${t}` : `${out[out.length - 1]} ${t}`;
    else out.push(t);
    return out;
  }, []));
  const blockAt = (i: number, step: 1 | -1) => {
    const label = lines[i];
    let block: PageLine[] = [];
    let current: string | null = null;
    for (let j = i + step; j >= 0 && j < lines.length && block.length < 4; j += step) {
      const t = lineText(lines[j]);
      const [hi, lo] = step < 0 ? [lines[j], lines[j + 1]] : [lines[j - 1], lines[j]];
      // (below its label, an address starts after the skip amsart sets between an author's entries)
      if (Math.abs(lines[j].size - label.size) > 0.3 || hi.y - lo.y > (step > 0 && j === i + 1 ? 2.5 : 1.5) * label.size) break;
      const now = CURRENT_LABEL.exec(t);
      if (now && !current && step < 0) { current = joinAffiliation([t.slice(now[0].length), ...block.map(lineText)]); block = []; continue; }
      if (EMAIL_LABEL.test(t) || now || /^url\s*:/i.test(t) || isProse(t) || t.startsWith('⟦')) break;
      if (step < 0) block.unshift(lines[j]); else block.push(lines[j]);
    }
    return [...(block.length ? [joined(block)] : []), ...(current ? [current] : [])];
  };
  // amsart prints the address above its e-mail label; where the first label has nothing above it and an address below it (an
  // \email given before the \address: "Email address: …" / "Mathematics Department, Florida State University, …"), every
  // address is read below its label
  const below = labels.length > 0 && !blockAt(labels[0], -1).length && blockAt(labels[0], 1).length > 0;
  return labels.map((i) => blockAt(i, below ? 1 : -1)).filter((found) => found.length);
}
const CURRENT_LABEL = /^current address\s*:\s*/i;

/** amsart without `\email`: the `\address`es follow the text at the page's end, in a size below the text's just above them, one paragraph each (its
 *  first line indented, or a wider skip above it than between its lines), nothing under them but the page number. Read only when
 *  every paragraph reads as an address (an organisation word or a registry organisation, no sentence, no note marker); the k-th is
 *  the k-th author's. */
function addressesAtEnd(lines: PageLine[]): string[][] {
  let end = lines.length;
  while (end > 0 && /^\d{1,4}$/.test(lineText(lines[end - 1]).trim())) end--;
  if (!end) return [];
  const size = lines[end - 1].size;
  let start = end;
  while (start > 0 && Math.abs(lines[start - 1].size - size) < 0.3) start--;
  // the text above is set larger (amsart: 10 pt text, 8 pt addresses)
  if (start === 0 || lines[start - 1].size < size * 1.1) return [];
  const block = lines.slice(start, end);
  // the text's left edge, from the addresses and the last lines of text above them (an address of one line is indented too)
  const left = Math.min(...[...lines.slice(Math.max(0, start - 3), start), ...block].map((l) => lineSpan(l).x0));
  const gaps = block.slice(1).map((l, k) => block[k].y - l.y);
  const step = gaps.length ? Math.min(...gaps) : 0;
  const paragraphs: string[] = [];
  block.forEach((l, k) => {
    const t = lineText(l).trim();
    const opens = k === 0 || lineSpan(l).x0 > left + 0.5 * l.size || gaps[k - 1] > 1.4 * step;
    const last = paragraphs.length - 1;
    if (opens) paragraphs.push(t);
    else paragraphs[last] = /\p{L}-$/u.test(paragraphs[last]) ? `${paragraphs[last].slice(0, -1)}${t}` : `${paragraphs[last]} ${t}`;
  });
  // (a company's research arm names no organisation's word but the registry knows its company: "Kuaishou Research, Beijing")
  return paragraphs.every((t) => (hasOrgWord(t) || matchAffiliation(t).some((f) => f.id)) && !isProse(t) && !t.startsWith('⟦')) ? paragraphs.map((t) => [t]) : [];
}

/** A page printed before the title page: Elsevier's "Highlights" and "Graphical Abstract" pages (elsarticle, cas-sc / cas-dc) open
 *  with that heading alone on its line (under the running head at most), above the title and names repeated without affiliations;
 *  the title page follows. */
const PRELUDE_HEADING = /^(?:(?:research\s+)?highlights|graphical\s+abstract)$/i;
export function isPreludePage(lines: PageLine[]): boolean {
  return lines.map((l) => lineText(l).trim()).filter((t) => t.length > 0).slice(0, 4).some((t) => PRELUDE_HEADING.test(t));
}

/** The laid-out lines of a PDF's first page (unpdf / pdfjs text items with positions and font sizes); a highlights or graphical
 *  abstract page set before the title page is passed over (at most two such pages). */
export async function pdfFirstPageLines(bytes: Uint8Array): Promise<{ lines: PageLine[]; height: number; width: number }> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  try {
    let first: { lines: PageLine[]; height: number; width: number } | null = null;
    for (let n = 1; n <= Math.min(3, pdf.numPages); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const { height, width } = page.getViewport({ scale: 1 });
      const read = { lines: buildLines(runsOfTextContent(content.items, await pageFontStyles(page, content.items))), height, width };
      first ??= read;
      if (!isPreludePage(read.lines)) return read;
    }
    return first!;
  } finally { await pdf.destroy(); }
}

/** Reads authors and affiliations from a PDF's first page. */
export async function pdfFrontMatter(bytes: Uint8Array): Promise<FrontAuthor[]> {
  const { lines, height, width } = await pdfFirstPageLines(bytes);
  return linesFrontMatter(lines, height, width);
}

/** The text of a PDF's first page down to the abstract heading (at most 60 lines), superscripts as ⟦marker⟧: what the LLM fallback reads. */
export async function pdfFrontText(bytes: Uint8Array): Promise<string> {
  const { lines } = await pdfFirstPageLines(bytes);
  const out: string[] = [];
  for (const l of lines) {
    const t = lineText(l);
    if ((out.length > 1 && ABSTRACT.test(t)) || out.length >= 60) break;
    out.push(t);
  }
  return out.join('\n');
}
