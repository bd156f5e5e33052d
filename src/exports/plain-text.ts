import { accentsDecoded } from '../text/latex.ts';
import { oneLine } from './record.ts';

/** Inline math as arXiv writes it: `$…$`, `$$…$$`, `\(…\)`, `\[…\]` (an escaped `\$` opens none). */
const MATH = /((?<!\\)\$\$[^$]+?\$\$|(?<!\\)\$(?:\\.|[^$\\])+?\$|\\\(.+?\\\)|\\\[.+?\\\])/;
/** Text-style commands whose argument is the text: `\textit{4DSurf}`, `\emph{not}`, `\textbf{Re}`. */
const STYLED = /\\(?:text(?:it|bf|sc|tt|rm|sf|sl|up|md|normal)|emph|mbox)\s*\{([^{}]*)\}/g;
/** Old-style switches inside a group: `{\em X}`, `{\bf X}`. */
const SWITCH = /\{\s*\\(?:em|it|bf|sc|tt|rm|sf|sl)\s+([^{}]*)\}/g;
const SUPERSCRIPT: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹', '+': '⁺', '-': '⁻', n: 'ⁿ', i: 'ⁱ' };

/** A text run outside math: styles and groups dropped, accents and escaped characters as Unicode; `~` and the rest as written. */
function textMode(t: string): string {
  if (!/[\\{}]/.test(t)) return t;
  let s = t;
  // nested styles ("\textbf{\emph{AdaQ}}") from the inside out, a few levels at most
  for (let i = 0; i < 3 && /\\[a-z]+\s*\{|\{\s*\\[a-z]+\s/.test(s); i++) s = s.replace(STYLED, '$1').replace(SWITCH, '$1');
  // a link as its text, and its address when the text is not the address
  s = s.replace(/\\url\s*\{([^{}]*)\}/g, '$1').replace(/\\href\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, (_, u: string, x: string) => (x.trim() === u.trim() ? u : `${x} (${u})`));
  // "A\textsuperscript{2}FM": A²FM where every character has a superscript form, else the argument as written
  s = s.replace(/\\textsuperscript\s*\{([^{}]*)\}/g, (_, a: string) => ([...a].every((c) => SUPERSCRIPT[c]) ? [...a].map((c) => SUPERSCRIPT[c]).join('') : a));
  s = accentsDecoded(s).replace(/\\([&%$#_{}])/g, '$1');
  // grouping braces ("{BERT}" keeps its case in BibTeX, "4{,}200") are no text; an escaped one was a character and stays;
  // a command this does not read keeps its arguments' braces ("\cite{key}" is clearer than "\citekey")
  return s.replace(/(\\[A-Za-z]+\s*(?:\{[^{}]*\})+)|(?<!\\)[{}]/g, (m, command: string | undefined) => command ?? '').normalize('NFC');
}

/**
 * A title, abstract or note as a reference manager shows it (RIS, CSL-JSON): on one line, LaTeX's text markup read
 * ("\textit{4DSurf}" → "4DSurf", "Dataset \& Benchmark" → "Dataset & Benchmark", "\$100" → "$100", "Bal\'azs" →
 * "Balázs"), math left as written ("$\mathcal{O}(T)$", as arXiv and Zotero's own arXiv import keep it).
 */
export function plainText(s: string | null | undefined): string {
  return oneLine(oneLine(s).split(MATH).map((part, i) => (i % 2 ? part : textMode(part))).join(''));
}
