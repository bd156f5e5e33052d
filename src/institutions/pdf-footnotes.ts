import { isNoteLine } from './author-block.ts';
import { lineText, type PageLine } from './pdf-layout.ts';
import { withSentences } from './with-sentences.ts';

/** Notes inside a footnote that are not affiliations: from the keyword to the end of that marker's text. */
const NOTE_TAIL = /[.;,]?\s*(correspondence|corresponding|proceedings of|preprint|copyright|work\s+(?:(?:was|partly|partially|mostly)\s+)*(?:done|performed)|(?:done|performed)\s+(?:while|during)|(?:during|as)\s+an?\s+intern|equal(?:ly)?\s+(?:contribut\w*|supervis\w*|advis\w*)|contribut\w*\s+equally|these\s+(?:two\s+|three\s+)?authors|co-?first|project\s+leads?|indicates|denotes|accepted|published|received|code (is )?available|e-?mail|preliminary work|under review|do not distribute)\b[\s\S]*$/i;

/** The footnote paragraphs at the bottom of a page (smaller than body text — or than `below` —, below 40% of the height), wrapped lines joined: "⟦1⟧Department of …, City ⟦2⟧Company, City. Correspondence to: …".
 *  In two columns, footnotes of both can share baselines: lines are cut at the gutter and read column by column, left first. */
export function footnoteParagraphs(lines: PageLine[], height: number, body: number, below = body * 0.97): string[] {
  const small = lines.filter((l) => l.y < height * 0.4 && l.size < below).sort((a, b) => b.y - a.y);
  const gutter = columnGutter(lines, height, body);
  const columns = gutter === null ? [small] : [small.map((l) => ({ ...l, runs: l.runs.filter((r) => r.x < gutter) })), small.map((l) => ({ ...l, runs: l.runs.filter((r) => r.x >= gutter) }))];
  const out: string[] = [];
  for (const col of columns) {
    let prev: PageLine | null = null;
    for (const l of col.filter((c) => c.runs.length)) {
      const t = lineText(l);
      const gap = prev ? prev.y - l.y : Infinity;
      const starts = l.runs[0]?.sup || /^[∗*†‡§¶]/.test(t);
      if (prev && gap <= 1.5 * l.size && !starts && Math.abs(textSize(prev) - textSize(l)) < 0.5) out[out.length - 1] = joinLine(out[out.length - 1], t);
      else out.push(t);
      prev = l;
    }
  }
  return out;
}

/** The size most of a line's letters are set in (its superscripts aside): an IEEE note's wrapped line that ends in an e-mail address set
 *  in a larger typewriter font ("University, Ramat Gan 5290002, Israel samson.moshe@gmail.com") still goes on from the line above. */
function textSize(l: PageLine): number {
  const chars = new Map<number, number>();
  for (const r of l.runs) if (!r.sup) chars.set(r.size, (chars.get(r.size) ?? 0) + r.str.replace(/\s/g, '').length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? l.size;
}

/** The x where a two-column page's gutter is: the middle of the widest band (at least 8pt, in the middle half of the text) that no run of body text below the front matter crosses; null on a one-column page. */
export function columnGutter(lines: PageLine[], height: number, body: number): number | null {
  const text = lines.filter((l) => l.y < height * 0.6 && l.size >= body * 0.97);
  const runs = text.flatMap((l) => l.runs.filter((r) => r.w > 0));
  if (text.length < 6) return null;
  const x0 = Math.min(...runs.map((r) => r.x));
  const x1 = Math.max(...runs.map((r) => r.x + r.w));
  const lo = Math.floor(x0 + (x1 - x0) * 0.25), hi = Math.ceil(x0 + (x1 - x0) * 0.75);
  const covered = new Array(hi - lo + 1).fill(0);
  for (const r of runs) for (let x = Math.max(lo, Math.floor(r.x)); x <= Math.min(hi, Math.ceil(r.x + r.w)); x++) covered[x - lo]++;
  let best: [number, number] | null = null;
  for (let i = 0; i < covered.length; i++) {
    if (covered[i]) continue;
    let j = i;
    while (j + 1 < covered.length && !covered[j + 1]) j++;
    if (!best || j - i > best[1] - best[0]) best = [i, j];
    i = j;
  }
  return best && best[1] - best[0] >= 8 ? lo + (best[0] + best[1]) / 2 : null;
}

/** Footnote paragraphs as one text for reading sentences: markers dropped, a bullet (IEEE compsoc sets each note after "•") ends a
 *  sentence, and a period set alone on a line after one ends none twice. */
export function notesText(paragraphs: string[]): string {
  return paragraphs.join(' ').replace(/⟦[^⟧]*⟧/g, ' ').replace(/\s*•\s*/g, '. ').replace(/\.(?:\s*\.)+/g, '.').replace(/^[\s.]+/, '');
}

function joinLine(a: string, b: string): string {
  // a hyphen at a line's end joins the word's halves; before a capital it is a compound's own ("Low-Earth-" / "Orbit") and stays
  if (/\p{L}-$/u.test(a)) return /^\p{Lu}/u.test(b) ? `${a}${b}` : `${a.slice(0, -1)}${b}`;
  return `${a} ${b}`;
}

/** A funding or support note's opening: "This work was supported by", "Partially funded by", "Financial support by". */
const FUNDING = /^(?:(?:this|the)\s+(?:work|research|project|paper|author)\s+(?:was|is|has\s+been)\s+)?(?:(?:partially|partly|financially|generously|in\s+part)\s+)?(?:supported|funded|sponsored)\s+by\b|^(?:financial|partial)\s+support\b|^research\s+(?:partially\s+)?supported\b/i;

/** A parenthesised role after a name: "(Corresponding Author)", "(Co-first author)", "(Equal contribution)". */
const ROLE_IN_PARENS = /\s*\((?:co-?)?(?:corresponding|first|equal|senior|joint)\b[^()]*\)/gi;

/** Affiliation lines of ICML-style footnotes: each ⟦marker⟧ with its text, notes (equal contribution, correspondence, proceedings) cut off. */
export function footnoteAffiliations(paragraphs: string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of paragraphs) {
    for (const m of p.matchAll(/⟦([^⟧]*)⟧([^⟦]*)/g)) {
      // the affiliations footnote comes first (ICML sets it before the body); a later body footnote numbered like an affiliation is not one
      if (seen.has(m[1])) continue;
      seen.add(m[1]);
      // a note as a whole ("All authors contributed equally to this work") gives nothing, not the words before its keyword
      if (isNoteLine(m[2])) continue;
      // nor does a funding note ("⟦∗⟧Financial support by the … Program is acknowledged", "Supported by grant …") that says no one is
      // with anyone
      if (FUNDING.test(m[2].trim()) && !withSentences(m[2]).size) continue;
      // a note cut off inside a parenthesis ("Los Angeles (this work was done during …") leaves its opening: it goes too
      // a role in parentheses after a note's name ("Zihan Wu (Corresponding Author) is with …") is set aside first: the sentence goes on
      let text = m[2].replace(ROLE_IN_PARENS, '').replace(NOTE_TAIL, '').replace(/\s*\([^()]*$/, '').replace(/^[\s,;.]+|[\s,;.]+$/g, '');
      // a footnote keyed by the names' marker can be an IEEE sentence ("⟦2⟧A. Author is with Beijing Institute of Technology, …"):
      // the affiliation is its object, not the sentence
      const objects = [...new Set([...withSentences(text).values()].flat())];
      if (objects.length === 1) text = objects[0];
      if (text && /\p{L}{2}/u.test(text)) out.push(`⟦${m[1]}⟧${text}`);
    }
  }
  return out;
}

const SPACING_ACCENT: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303', '¸': '\u0327', 'ˇ': '\u030C', '˘': '\u0306', '˚': '\u030A', '¯': '\u0304', '˙': '\u0307' };

/** Letters that pdfLaTeX's OT1 fonts print as a spacing accent next to the letter ("Fr´ed´eric", "Fran¸cois", "Aut`onoma") composed again. */
export function composeSpacingAccents(text: string): string {
  // an OT1 accent shifted over its letter may be read by pdf.js with a space before it, inside a word ("Sch ¨urholt", "Gir ´o-i-Nieto"):
  // between a letter and a lowercase letter that goes on (a letter or a hyphen) that space is no word space — a lowercase word of its
  // own starting with an accented letter ("à") is left alone
  // TeX sets \'{\i} as a dotless i and a combining accent ("Martı́nez"): the dot goes back so the pair composes to "í"
  return text.replace(/(?<=\p{L}) (?=[´`¨ˆ˜ˇ˘˚¯˙]\p{Ll}[\p{L}-])/gu, '').replace(/([´`¨ˆ˜ˇ˘˚¯˙])\s?(\p{L})|(\p{L})(¸)/gu, (m, acc, letter, base, cedilla) => (acc ? `${letter}${SPACING_ACCENT[acc]}` : `${base}${SPACING_ACCENT[cedilla]}`))
    .replace(/ı(?=[\u0300-\u036f])/g, 'i').normalize('NFC');
}
