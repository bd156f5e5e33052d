import { lineText, type PageLine } from './pdf-layout.ts';

/** Notes inside a footnote that are not affiliations: from the keyword to the end of that marker's text. */
const NOTE_TAIL = /[.;,]?\s*(correspondence|corresponding|proceedings of|preprint|copyright|work\s+(?:(?:was|partly|partially|mostly)\s+)*(?:done|performed)|(?:done|performed)\s+(?:while|during)|(?:during|as)\s+an?\s+intern|equal(?:ly)?\s+(?:contribut\w*|supervis\w*|advis\w*)|contribut\w*\s+equally|these\s+(?:two\s+|three\s+)?authors|co-?first|project\s+leads?|indicates|denotes|accepted|published|received|code (is )?available|e-?mail|preliminary work|under review|do not distribute)\b[\s\S]*$/i;

/** The footnote paragraphs at the bottom of a page (smaller than body text, below 40% of the height), wrapped lines joined: "⟦1⟧Department of …, City ⟦2⟧Company, City. Correspondence to: …". */
export function footnoteParagraphs(lines: PageLine[], height: number, body: number): string[] {
  const small = lines.filter((l) => l.y < height * 0.4 && l.size < body * 0.97).sort((a, b) => b.y - a.y);
  const out: string[] = [];
  let prev: PageLine | null = null;
  for (const l of small) {
    const t = lineText(l);
    const gap = prev ? prev.y - l.y : Infinity;
    const starts = l.runs[0]?.sup || /^[∗*†‡§¶]/.test(t);
    if (prev && gap <= 1.5 * l.size && !starts && Math.abs(prev.size - l.size) < 0.5) out[out.length - 1] = joinLine(out[out.length - 1], t);
    else out.push(t);
    prev = l;
  }
  return out;
}

function joinLine(a: string, b: string): string {
  return /\p{L}-$/u.test(a) ? `${a.slice(0, -1)}${b}` : `${a} ${b}`;
}

/** Affiliation lines of ICML-style footnotes: each ⟦marker⟧ with its text, notes (equal contribution, correspondence, proceedings) cut off. */
export function footnoteAffiliations(paragraphs: string[]): string[] {
  const out: string[] = [];
  for (const p of paragraphs) {
    for (const m of p.matchAll(/⟦([^⟧]*)⟧([^⟦]*)/g)) {
      const text = m[2].replace(NOTE_TAIL, '').replace(/^[\s,;.]+|[\s,;.]+$/g, '');
      if (text && /\p{L}{2}/u.test(text)) out.push(`⟦${m[1]}⟧${text}`);
    }
  }
  return out;
}

const SPACING_ACCENT: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303', '¸': '\u0327', 'ˇ': '\u030C', '˘': '\u0306', '˚': '\u030A', '¯': '\u0304', '˙': '\u0307' };

/** Letters that pdfLaTeX's OT1 fonts print as a spacing accent next to the letter ("Fr´ed´eric", "Fran¸cois", "Aut`onoma") composed again. */
export function composeSpacingAccents(text: string): string {
  // TeX sets \'{\i} as a dotless i and a combining accent ("Martı́nez"): the dot goes back so the pair composes to "í"
  return text.replace(/([´`¨ˆ˜ˇ˘˚¯˙])\s?(\p{L})|(\p{L})(¸)/gu, (m, acc, letter, base, cedilla) => (acc ? `${letter}${SPACING_ACCENT[acc]}` : `${base}${SPACING_ACCENT[cedilla]}`))
    .replace(/ı(?=[\u0300-\u036f])/g, 'i').normalize('NFC');
}
