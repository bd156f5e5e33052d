// Front matter LaTeXML 0.8.7 prints outside its author block for classes and styles it has no binding for (sn-jnl, authblk's labelled \affil, ICML, LIPIcs).
import { MARK_CLOSE, MARK_OPEN, isNoteLine, looksLikeNames, parseAuthorBlock, type FrontAuthor } from './author-block.ts';
import { decode, nameText } from './html-text.ts';
import { hasOrgWord } from './parse-affiliation.ts';

/** One `\affil` printed as a paragraph before the title: its labels ("[1]", "2]", "1,2,3]") and its text, pieces set apart by commas. */
interface SnAffil { marks: string[]; text: string; org: string | null }

const ERROR = /<span class="ltx_ERROR[^"]*">\\([A-Za-z]+)<\/span>/g;

/** The paragraphs before the title (`<h1 class="ltx_title`), cut into items: each `\\fnm` opens an author, each `\\orgdiv` an affiliation,
 *  and so does an `\\orgname` of an item that has one already or is no affiliation (authors and affiliations may run on in one
 *  paragraph when the source sets no blank line between them); a label before the macro ("[1,2]", "2]") goes with its item. */
function itemsBeforeTitle(html: string): string[] {
  const title = html.indexOf('<h1 class="ltx_title');
  if (title < 0) return [];
  const text = [...html.slice(0, title).matchAll(/<p class="ltx_p">([\s\S]*?)<\/p>/g)].map((m) => m[1]).join('\n');
  const items: string[] = [];
  let cur = '';
  let last = 0;
  for (const m of text.matchAll(/<span class="ltx_ERROR[^"]*">\\(fnm|orgdiv|orgname)<\/span>/g)) {
    const seen = cur + text.slice(last, m.index);
    const opens = m[1] !== 'orgname' || !/\\orgdiv<\/span>/.test(seen) || /\\orgname<\/span>/.test(seen);
    if (opens) {
      const label = /(?:\[\s*)?[\w*]+(?:\s*,\s*[\w*]+)*\s*\]\s*$/.exec(seen);
      const cut = label ? label.index : seen.length;
      if (seen.slice(0, cut).trim()) items.push(seen.slice(0, cut));
      cur = seen.slice(cut);
    } else cur = seen;
    cur += m[0];
    last = m.index + m[0].length;
  }
  items.push(cur + text.slice(last));
  return items.filter((i) => i.trim());
}

/** The labels LaTeXML leaves before an item ("[1,2]", "2]", "1,2,3]": the optional argument of `\\author*` / `\\affil`), and the item after them. */
function leadingLabels(p: string): [string[], string] {
  const m = /^\s*\[?\s*([\w*]+(?:\s*,\s*[\w*]+)*)\s*\]/.exec(p);
  return m ? [m[1].split(/\s*,\s*/).filter((x) => x !== '*'), p.slice(m[0].length)] : [[], p];
}

function affilOf(p: string): SnAffil | null {
  if (!/\\org(?:div|name)<\/span>/.test(p)) return null;
  const [marks, rest] = leadingLabels(p);
  const org = /<span class="ltx_ERROR[^"]*">\\orgname<\/span>([^<]*)/.exec(rest)?.[1];
  const text = decode(rest.replace(ERROR, ' ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/^[\s,]+|[\s,]+$/g, '');
  return { marks, text, org: org ? decode(org).replace(/[\s,]+$/, '').trim() : null };
}

/** The author printed as a paragraph before the title ("[1,2]\fnm Lang \sur Li", or "\fnm" before it and "Xiaoyan \sur Fu²,*"): its
 *  name and marks. */
function authorOf(p: string): { name: string; marks: string[] } | null {
  if (!/\\(?:fnm|sur)<\/span>/.test(p)) return labelledName(p);
  const [labels, rest] = leadingLabels(p);
  // (the name's own line: a note run on after it, "These authors contributed equally", is none of it)
  const t = (nameText(rest.replace(ERROR, ' ')).split('\n').find((l) => l.trim()) ?? '').replace(/\s+/g, ' ').trim();
  const sup = [...t.matchAll(/⟦([^⟧]*)⟧/g)].flatMap((m) => m[1].split(/\s*,\s*/));
  const name = t.replace(/⟦[^⟧]*⟧/g, '').trim();
  return name ? { name, marks: [...labels, ...sup].filter((x) => /^\w+$/.test(x)) } : null;
}

/** The starred author written without `\\fnm` / `\\sur` (`\\author*[2,3]{Can Bai}`), printed as a line of its own before the affiliations:
 *  its labels and a name on the same line, no organisation ("[2,3]Can Bai"; a note above it, "These authors contributed equally",
 *  is none of it). */
function labelledName(p: string): { name: string; marks: string[] } | null {
  for (const line of nameText(p.replace(ERROR, ' ')).split('\n')) {
    const m = /^\s*\[\s*([\w*]+(?:\s*,\s*[\w*]+)*)\s*\]\s*(\p{Lu}[^\[\]⟦⟧,;:@]*?)\s*$/u.exec(line);
    if (m && looksLikeNames(m[2]) && !hasOrgWord(m[2])) return { name: m[2].replace(/\s+/g, ' '), marks: m[1].split(/\s*,\s*/).filter((x) => /^\w+$/.test(x)) };
  }
  return null;
}

/** sn-jnl as LaTeXML prints it: one author (the one the class's starred forms threw out of the author block, whose creator is left with
 *  an empty name) and every `\affil` set as paragraphs before the title, their labels left as text ("[1]", "2]"), the other authors'
 *  `\author[1,2]` labels lost. `creators` are the author block's names in order (an empty one where the paragraph's author stood) with
 *  their superscript marks. Each author is given the affiliations its marks name; an author without marks all of them when they are
 *  one affiliation or all name one organisation (`\orgname`), else none (which of them is not printed). Null when the page is no such page. */
export function snJnlParagraphs(html: string, creators: { name: string; marks: string[] }[]): FrontAuthor[] | null {
  const paras = itemsBeforeTitle(html);
  const affils = paras.map(affilOf).filter((a): a is SnAffil => a !== null);
  if (!affils.length) return null;
  // "\fnm" may stand between the paragraphs, before the one that holds the rest of the name
  const lone = /<span class="ltx_ERROR[^"]*">\\fnm<\/span>\s*<div[^>]*class="ltx_para"[^>]*>\s*<p class="ltx_p">([\s\S]*?)<\/p>/.exec(html);
  const found = paras.map(authorOf).filter((a) => a !== null);
  const moved = found.length ? found : lone ? [authorOf(`<span class="ltx_ERROR">\\fnm</span>${lone[1]}`)].filter((a) => a !== null) : [];
  // each moved author stands where a creator was left without a name, in order; one with no such place is not guessed at
  const list = creators.map((c) => (c.name ? { ...c } : moved.shift() ?? c));
  const orgs = new Set(affils.map((a) => a.org ?? a.text));
  const everyone = affils.length === 1 || orgs.size === 1 ? affils.map((a) => a.text) : [];
  return list.filter((c) => c.name).map((c) => {
    const own = affils.filter((a) => a.marks.some((m) => c.marks.includes(m))).map((a) => a.text);
    return { name: c.name, affiliations: own.length ? own : c.marks.some((m) => /^\d+$/.test(m)) ? [] : everyone };
  });
}

/** sn-jnl's `\\affil` texts printed as paragraphs before the title (see snJnlParagraphs), in order. */
export function snJnlAffiliationTexts(html: string): string[] {
  return itemsBeforeTitle(html).map(affilOf).filter((a): a is SnAffil => a !== null).map((a) => a.text);
}

/** A personname's marks and name (the name without them). */
export function marksOf(text: string): { name: string; marks: string[] } {
  const marks = [...text.matchAll(new RegExp(`${MARK_OPEN}([^${MARK_CLOSE}]*)${MARK_CLOSE}`, 'g'))].flatMap((m) => m[1].split(/\s*,\s*/));
  return { name: text.replace(new RegExp(`${MARK_OPEN}[^${MARK_CLOSE}]*${MARK_CLOSE}`, 'g'), '').replace(/\s+/g, ' ').trim(), marks };
}

/** authblk's `\\affil[1]{…}` as LaTeXML 0.8.7 prints it: the affiliation contact left holding only its opening "[" and the text set in a
 *  paragraph before the title, one entry per label ("1]Geographic Data Science Lab, …", "*]corresponding author(s): …"); the authors'
 *  `\\author[1]` labels are lost. The entries that are no note; [] when the page is no such page. */
export function bracketLegend(html: string): string[] {
  if (!/<span class="ltx_contact ltx_role_affiliation">\[\s*<\/span>/.test(html)) return [];
  const title = html.indexOf('<h1 class="ltx_title');
  const text = [...html.slice(0, Math.max(0, title)).matchAll(/<p class="ltx_p">([\s\S]*?)<\/p>/g)].map((m) => nameText(m[1])).join('\n');
  if (!/^\s*[\w*+]+(?:,[\w*+]+)*\]/.test(text)) return [];
  return text.split(/\n(?=\s*[\w*+]+(?:,[\w*+]+)*\])/).map((e) => e.replace(/^\s*[\w*+]+(?:,[\w*+]+)*\]\s*/, '').replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim())
    .filter((e) => e && !isNoteLine(e));
}

/** The text between each `\name` macro LaTeXML printed as unknown and the next unknown macro (or the end of the front matter). */
function macroSegments(html: string, name: string): string[] {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract|class="ltx_section/);
  const front = (abs > 0 ? html.slice(0, abs) : html).replace(/<span class="ltx_ERROR[^"]*">(\\[A-Za-z]+|\{[A-Za-z]+\})<\/span>/g, '\u0001$1\u0002');
  return front.split('\u0001').filter((s) => s.startsWith(`\\${name}\u0002`))
    .map((s) => decode(s.slice(name.length + 2).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim());
}

/** The longest of `keys` that `text` ends with (`end`) or starts with, leaving something before / after it. */
function keyAt(text: string, keys: Set<string>, end: boolean): string | null {
  let best: string | null = null;
  for (const k of keys) if (text.length > k.length && (end ? text.endsWith(k) : text.startsWith(k)) && k.length > (best?.length ?? 0)) best = k;
  return best;
}

/** The ICML style read without its binding: `\icmlauthor{Name}{keys}` and `\icmlaffiliation{key}{text}` printed as unknown macros with
 *  their arguments run together ("Alihusein Kuwajerwalaequal,udem,mila", "udemUniversité de Montréal, Montréal, Canada"). The keys after
 *  a comma are whole, and so are the symbols of `\icmlsetsymbol` ("equal*"): they cut the name from its first key and each key from
 *  its affiliation. [] when the page is no such page or a run cannot be cut. */
export function icmlMacros(html: string): FrontAuthor[] {
  const runs = macroSegments(html, 'icmlauthor');
  if (!runs.length) return [];
  const keys = new Set(runs.flatMap((r) => r.split(/\s*,\s*/).slice(1)).filter(Boolean));
  for (const s of macroSegments(html, 'icmlsetsymbol')) keys.add(s.replace(/[^\p{L}\p{N}]+$/u, ''));
  const affils = new Map<string, string>();
  for (const seg of macroSegments(html, 'icmlaffiliation')) {
    const k = keyAt(seg, keys, false);
    if (k) affils.set(k, seg.slice(k.length).trim());
  }
  const authors: FrontAuthor[] = [];
  for (const run of runs) {
    const [first, ...rest] = run.split(/\s*,\s*/);
    const k = keyAt(first, new Set([...keys, ...affils.keys()]), true);
    if (!k) return [];
    const name = first.slice(0, -k.length).trim();
    authors.push({ name, affiliations: [k, ...rest].map((x) => affils.get(x)).filter((x): x is string => !!x) });
  }
  return authors.some((a) => a.affiliations.length) ? authors : [];
}

/** LIPIcs' `\author{Name}{Affiliation}{e-mail}{ORCID}{funding}` read by LaTeXML as `\author{Name}`, the other arguments run on in a
 *  paragraph before the title, one source line per author ("University of Nottingham, Nottingham, United Kingdomthorsten.altenkirch@@…"),
 *  then the unknown `\Copyright`, `\ccsdesc`…: when there are as many such lines as authors, each naming an organisation and ending in
 *  an e-mail address, the lines in order without their last piece (the country the address is run into). Null otherwise. */
export function runOnAffiliationLines(html: string, count: number): string[] | null {
  const title = html.indexOf('<h1 class="ltx_title');
  const first = title < 0 ? null : /<p class="ltx_p">([\s\S]*?)<\/p>/.exec(html.slice(0, title));
  if (!first) return null;
  const lines = first[1].split('\n');
  const stop = lines.findIndex((l) => /^\s*<span class="ltx_ERROR/.test(l));
  const own = (stop < 0 ? lines : lines.slice(0, stop)).map((l) => decode(l.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (own.length !== count || !own.every((l) => /\S@\S+$/.test(l))) return null;
  const affs = own.map((l) => l.split(/\s*,\s*/).slice(0, -1).join(', '));
  return affs.every(hasOrgWord) ? affs : null;
}

/** The IEEE signal-processing conference kit's `\name{…}` and `\address{…}` (ICASSP's `spconf.sty`), which LaTeXML has no binding for:
 *  both macros printed as unknown ones with their arguments run on as text before the title, the names (with `$^{1,2}$` marks) after
 *  `\name`, the address lines after `\address`. Read as an author block (names, then the address lines; unmarked lines are every
 *  author's); [] when the page has no such pair or it gives no author an affiliation. */
export function nameAddressMacros(html: string): FrontAuthor[] {
  const name = html.search(/<span class="ltx_ERROR[^"]*">\\name<\/span>/);
  const title = html.indexOf('<h1 class="ltx_title');
  if (name < 0 || title < name) return [];
  const front = html.slice(name, title);
  const at = front.search(/<span class="ltx_ERROR[^"]*">\\address<\/span>/);
  if (at < 0) return [];
  const lines = (s: string) => nameText(s.replace(/<\/p>\s*<\/div>\s*<div[^>]*>\s*<p class="ltx_p">/g, '<br>')).split('\n')
    .map((l) => l.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '').trim()).filter((l) => /\p{L}{2}/u.test(l));
  const names = lines(front.slice(0, at)).join(', ');
  // each marked piece of an address line is an entry of its own ("¹CUHK-Shenzhen ²Alibaba" on one line)
  const addresses = lines(front.slice(at)).flatMap((l) => (l.includes(MARK_OPEN) ? l.split(new RegExp(`(?=${MARK_OPEN})`)) : [l]))
    .map((l) => l.replace(/[\s,;]+$/, '').trim()).filter(Boolean);
  if (!names || !addresses.length || !looksLikeNames(names.replace(/⟦[^⟧]*⟧/g, ''))) return [];
  const authors = parseAuthorBlock(`${names}\n${addresses.join('\n')}`);
  return authors.some((a) => a.affiliations.length) ? authors : [];
}
