import { composeSpacingAccents } from './pdf-footnotes.ts';
import type { FontStyle } from './pdf-fonts.ts';

/** A horizontal text run of a PDF page: text, baseline position, width and font size (points; y grows upwards); `bold` and `italic`
 *  where its font's name says so (`pdf-fonts.ts`; absent where the font is unknown). */
export interface TextRun {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
  bold?: boolean;
  italic?: boolean;
  smallCaps?: boolean;
}

/** One visual line: its baseline, body font size, runs left to right; `sup` runs are raised smaller superscripts. */
export interface PageLine {
  y: number;
  size: number;
  runs: (TextRun & { sup: boolean })[];
}

/** A piece of a line between wide gaps (columns of author blocks), as text with ⟦markers⟧. */
export interface LineSegment {
  x0: number;
  x1: number;
  y: number;
  size: number;
  text: string;
}

const SUP_RATIO = 0.85;

/** Text runs of a pdfjs `getTextContent()` result, horizontal ones only (rotated margin stamps are dropped); each run takes the style
 *  of its font (`styles`, by pdf.js font id) where it is known. */
export function runsOfTextContent(items: unknown[], styles: ReadonlyMap<string, FontStyle> = new Map()): TextRun[] {
  const out: TextRun[] = [];
  for (const it of items as { str?: string; transform?: number[]; width?: number; fontName?: string }[]) {
    if (typeof it.str !== 'string' || !it.transform || !it.str.trim()) continue;
    const [a, b, c, d, x, y] = it.transform;
    if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01) continue;
    const style = it.fontName ? styles.get(it.fontName) : undefined;
    out.push({ str: withHalfWidth(withLigatures(it.str)), x, y, w: it.width ?? 0, size: Math.abs(d) || Math.abs(a), ...style });
  }
  return out;
}

/** The Cork (T1) encoding's ligature slots, 0x1B–0x1F: ff, fi, fl, ffi, ffl. A T1 font without a Unicode map (pdfTeX's bitmap EC
 *  fonts) hands its ligatures over as those control codes ("Snow\u001dake Inc.", "Scienti\u001cc Computing"); next to a letter they are
 *  the letters they join. */
const T1_LIGATURES = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
function withLigatures(str: string): string {
  return str.replace(/(?<=\p{L})[\u001b-\u001f]|[\u001b-\u001f](?=\p{L})/gu, (c) => T1_LIGATURES[c.charCodeAt(0) - 0x1b]);
}

/** A CJK OpenType font set as a document's main font (XeLaTeX / LuaLaTeX with fontspec) may map its Latin digits and letters to the
 *  full-width forms of its Unicode table ("Beijing １０００８４", markers "⟦１⟧"): the same characters, read as their ASCII ones. */
function withHalfWidth(str: string): string {
  return str.replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

function supHost(lines: PageLine[], r: TextRun): PageLine | undefined {
  return lines.find((l) => r.y > l.y + 0.1 * l.size && r.y <= l.y + 0.8 * l.size && (
    (l.size * SUP_RATIO >= r.size
      // near a run of the line, or continuing a superscript already taken (a long raised run such as an ORCID id is set in pieces)
      && l.runs.some((o) => (!o.sup && r.x >= o.x - 3 * l.size && r.x <= o.x + o.w + 3 * l.size) || (o.sup && r.x >= o.x && r.x <= o.x + o.w + 0.5 * l.size)))
    || leadingMark(l, r)));
}

/** A legend's mark set in the block's own script size while the line after it was made smaller by hand (authblk's
 *  `\affil[1]{\small Institute …}`: an 8pt "1" raised half an em before 9pt text): too large for the size test above, it is still
 *  that line's superscript when it is a mark (digits, a letter or note symbols, commas between), smaller than the line, and
 *  ends where the line's text begins. Otherwise it would make a line of its own, and the line would lose its mark. */
function leadingMark(l: PageLine, r: TextRun): boolean {
  if (!(r.size < 0.95 * l.size) || !MARK.test(r.str.trim())) return false;
  // (the line's first run: a mark leads a legend line; a short word raised beside the start of some other run — a centred "ZTE"
  // over the second column's text — is no mark of it)
  const first = l.runs.filter((o) => !o.sup).sort((p, q) => p.x - q.x)[0];
  return !!first && Math.abs(first.x - (r.x + r.w)) <= 0.3 * l.size;
}
/** A mark or a list of marks: one or two digits, one letter, one or two note symbols ("1", "12", "a", "∗", "1,2"); a word is none. */
const MARK = /^(?:\p{N}{1,2}|\p{L}|[*∗†‡§¶]{1,2})(?:,(?:\p{N}{1,2}|\p{L}|[*∗†‡§¶]{1,2}))*$/u;

const ACCENT_ONLY = /^\s*[´`¨ˆ˜ˇ˘˚¯˙]\s*$/u;

/** pdfTeX sets an accent over a capital as a glyph of its own, raised above the letter's baseline ("TIMO SEPP¨AL¨AINEN" in amsart's
 *  capitals, "¨" 2 pt up): on its own it would make a line of its own (taking the name's superscript with it) and leave the name in
 *  pieces. It goes before the run it stands over, so the pair composes; the space pdf.js gives the run before (the accent's kern
 *  read as a gap, the two runs overlapping) is none. */
function withRaisedAccents(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  const taken = new Set<TextRun>();
  for (const a of out) {
    if (!ACCENT_ONLY.test(a.str)) continue;
    const host = out.find((r) => r !== a && !taken.has(r) && !ACCENT_ONLY.test(r.str) && Math.abs(r.size - a.size) <= 0.05 * a.size
      && a.y - r.y > 0.1 * a.size && a.y - r.y < 0.6 * a.size && a.x >= r.x - 0.1 * a.size && a.x <= r.x + 0.6 * a.size);
    if (!host) continue;
    const before = out.filter((r) => r !== host && r !== a && !taken.has(r) && Math.abs(r.y - host.y) < 0.1 * host.size && r.x < host.x).sort((p, q) => q.x - p.x)[0];
    if (before && before.x + before.w > host.x + 0.05 * host.size) before.str = before.str.replace(/\s+$/, '');
    host.str = `${a.str.trim()}${host.str}`;
    taken.add(a);
  }
  return out.filter((r) => !taken.has(r));
}

/** A review copy's margin line numbers (acmart's `review` option, `lineno`, the CVPR / ICCV ruler): bare numbers set in one column
 *  in the margin — wholly left of every other run of the page, or wholly right of them — down the page, counting up
 *  one by one as they go down. They number the page's lines and say nothing of them; read into the text they would be markers of the
 *  lines beside them ("⟦4⟧5 JINLONG HE, …"). Ten or more such numbers in a margin column go. (A numbered affiliation legend's numbers
 *  stand at the text's own left edge, where the title and body lines start too: they are no margin column.) */
function withoutLineNumbers(runs: TextRun[]): TextRun[] {
  const numbers = runs.filter((r) => /^\d{1,4}$/.test(r.str.trim()));
  if (numbers.length < 10) return runs;
  const gone = new Set<TextRun>();
  for (const r of numbers) {
    if (gone.has(r)) continue;
    // (set flush left or flush right: one left edge or one right edge)
    const aligned = (o: TextRun) => Math.abs(o.x - r.x) <= 1.5 || Math.abs(o.x + o.w - (r.x + r.w)) <= 1.5;
    const column = numbers.filter((o) => aligned(o) && Math.abs(o.size - r.size) <= 0.1 * r.size).sort((p, q) => q.y - p.y);
    if (column.length < 10) continue;
    const inColumn = new Set(column);
    const rest = runs.filter((o) => !inColumn.has(o));
    const left = Math.max(...column.map((o) => o.x + o.w));
    const right = Math.min(...column.map((o) => o.x));
    if (!rest.every((o) => o.x >= left + 1) && !rest.every((o) => o.x + o.w <= right - 1)) continue;
    const steps = column.slice(1).filter((o, i) => Number(o.str) === Number(column[i].str) + 1).length;
    if (steps >= 0.8 * (column.length - 1)) for (const o of column) gone.add(o);
  }
  return gone.size ? runs.filter((r) => !gone.has(r)) : runs;
}

/** Groups runs into lines by baseline (largest fonts first) and marks smaller raised runs as superscripts of the line below them. */
export function buildLines(runs: TextRun[]): PageLine[] {
  const lines: PageLine[] = [];
  const order = withRaisedAccents(withoutLineNumbers(runs)).sort((p, q) => q.size - p.size || q.y - p.y || p.x - q.x);
  for (const r of order) {
    // a run joins a line on its baseline when it is set in the same size or sits next to the line's runs: a 9pt footnote in
    // one column and 10pt body text in the other can share a baseline without being one line. Next to is within an em of the
    // smaller (this) run's type: a word space or a quad apart, never a gutter away (IEEEtran's 8pt notes end 12pt left of the
    // other column's 10pt text, less than two of its ems)
    const near = (l: PageLine) => l.runs.some((o) => r.x <= o.x + o.w + r.size && r.x + r.w >= o.x - r.size);
    const same = lines.find((l) => Math.abs(l.y - r.y) <= 0.25 * Math.max(l.size, r.size) && r.size >= l.size * SUP_RATIO && (r.size >= l.size * 0.95 || near(l)));
    if (same) { same.runs.push({ ...r, sup: false }); continue; }
    const host = supHost(lines, r);
    if (host) { host.runs.push({ ...r, sup: true }); continue; }
    const low = lines.find((l) => Math.abs(l.y - r.y) <= 0.25 * l.size && near(l));
    if (low) low.runs.push({ ...r, sup: false });
    else lines.push({ y: r.y, size: r.size, runs: [{ ...r, sup: false }] });
  }
  for (const l of lines) l.runs.sort((p, q) => p.x - q.x);
  return leftFirstOnBaseline(lines.sort((p, q) => q.y - p.y));
}

/** Lines on one baseline that stayed apart (two columns: a 9pt abstract in the first, the 10pt text of the second beside it) are
 *  read left first, as the columns are: otherwise which comes first is an accident of their sizes. */
function leftFirstOnBaseline(lines: PageLine[]): PageLine[] {
  const x0 = (l: PageLine) => Math.min(...l.runs.map((r) => r.x));
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[i].y - lines[j].y <= 0.25 * Math.min(lines[i].size, lines[j].size)) j++;
    if (j - i > 1) lines.splice(i, j - i, ...lines.slice(i, j).sort((p, q) => x0(p) - x0(q)));
    i = j;
  }
  return lines;
}

/** Splits a line at gaps wider than `gapEm` × its font size; superscripts become ⟦marker⟧. */
export function lineSegments(line: PageLine, gapEm = 1): LineSegment[] {
  const segs: LineSegment[] = [];
  let cur: LineSegment | null = null;
  let end = -Infinity;
  for (const r of line.runs) {
    const gap = r.x - end;
    if (!cur || gap > gapEm * line.size) {
      cur = { x0: r.x, x1: r.x + r.w, y: line.y, size: line.size, text: '' };
      segs.push(cur);
    } else if (gap > 0.12 * line.size && !r.sup) cur.text += ' ';
    // revtex's aip styles print markers closed by a parenthesis ("1)", "a)"): the same marker as the bare "1" the names cite
    const s = r.sup ? r.str.trim().replace(/^\(?([\p{L}\p{N}]{1,3})\)$/u, '$1') : r.str.trim();
    cur.text += r.sup ? `⟦${s}⟧` : r.str;
    cur.x1 = Math.max(cur.x1, r.x + r.w);
    end = Math.max(end, r.x + r.w);
  }
  for (const s of segs) s.text = composeSpacingAccents(s.text.replace(/⟧⟦/g, ',').replace(/\s+/g, ' ').replace(/\s+⟦/g, '⟦').trim());
  return segs.filter((s) => s.text);
}

/** The text of a line: segments joined by two spaces (a name separator), superscripts as ⟦marker⟧. */
export function lineText(line: PageLine): string {
  return lineSegments(line).map((s) => s.text).join('  ');
}
