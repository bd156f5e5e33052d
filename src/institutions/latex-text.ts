/** LaTeX to plain text for names and affiliations: accents, escapes, braces, font commands, footnotes. */

const ACCENTS: Record<string, string> = {
  "'": '\u0301', '`': '\u0300', '^': '\u0302', '"': '\u0308', '~': '\u0303', '=': '\u0304', '.': '\u0307',
  u: '\u0306', v: '\u030C', H: '\u030B', c: '\u0327', k: '\u0328', r: '\u030A', d: '\u0323', b: '\u0331',
};
const LETTERS: Record<string, string> = {
  l: 'ł', L: 'Ł', o: 'ø', O: 'Ø', ss: 'ß', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', aa: 'å', AA: 'Å', i: 'ı', j: 'ȷ', dh: 'ð', DH: 'Ð', th: 'þ', TH: 'Þ',
};
const SYMBOLS: Record<string, string> = {
  dagger: '†', ddagger: '‡', ast: '∗', star: '⋆', S: '§', P: '¶', sharp: '♯', flat: '♭', natural: '♮', diamond: '⋄', diamondsuit: '♦',
  heartsuit: '♥', clubsuit: '♣', spadesuit: '♠', bullet: '•', circ: '∘', triangle: '△', square: '□', Box: '□', clubs: '♣',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', tau: 'τ', omega: 'ω', eta: 'η', mu: 'μ', pi: 'π', sigma: 'σ', theta: 'θ', lambda: 'λ',
  textdagger: '†', textdaggerdbl: '‡', ddag: '‡', dag: '†', textasteriskcentered: '∗', textsection: '§', textbullet: '•', P_: '¶',
  // a colon set in math (`Advisor$\colon$ Name`) prints as one
  colon: ':',
};
/** Commands whose whole argument is dropped (notes, e-mails, links, layout). */
const DROP_WITH_ARG = new Set(['thanks', 'includegraphics', 'footnote', 'email', 'url', 'orcid', 'orcidlink', 'icmlcorrespondingauthor', 'vspace', 'hspace', 'label', 'footnotemark', 'href', 'IEEEmembership', 'authornote', 'affilnum', 'inst', 'Letter', 'Thanks', 'stepcounter', 'addtocounter', 'textsuperscript_',
  // IMS (imsart): note keys after a name and the e-mail an \address prints
  'thanksref', 'printead',
  // JCAP's jcappub prints `\note{…}` as a footnote to the name it follows (and beamer's `\note` is a speaker note): no text of the name
  'note',
  // BioMed Central (bmcart) writes a name's initials for the running citation, unprinted: `\inits{BJGY}\fnm{BJ Enrik G.} \snm{Yepes}`
  'inits']);

/** Index just after the balanced group that opens at `open` (which must be `{` or `[`), or -1. */
export function groupEnd(s: string, open: number): number {
  const o = s[open];
  const c = o === '{' ? '}' : ']';
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\') { i++; continue; }
    if (ch === o) depth++;
    else if (ch === c && --depth === 0) return i + 1;
  }
  return -1;
}

/** A source line break inside a brace group is a space, as TeX reads it (`\textbf{Ann⏎Bell}`, a name a pandoc build wrapped inside its
 *  bold group): readers that keep an author block's source lines as card lines keep only the lines between groups. Linear. */
export function groupLineBreaksAsSpaces(s: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\') { out += s.slice(i, i + 2); i++; continue; }
    if (ch === '{') depth++;
    else if (ch === '}' && depth > 0) depth--;
    out += ch === '\n' && depth > 0 ? ' ' : ch;
  }
  return out;
}

/** A font command read away leaves a space where it followed another control word (`{\tt\small xianglee@…}`), so that the word after
 *  it is not glued onto that command's name (`\ttxianglee`) and dropped with it. */
export function fontDropped(_m: string, _c: string, at: number, s: string): string {
  return /\\[A-Za-z]+$/.test(s.slice(Math.max(0, at - 30), at)) ? ' ' : '';
}

/** Removes `%` comments (keeping `\%`) as TeX reads them: a comment takes the rest of its line and the line's end with it, and the next
 *  line's leading spaces go as TeX skips them, so `Name%⏎  \textsuperscript{1}` (a macro body or an author list laid out over lines)
 *  is one line `Name\textsuperscript{1}`, not two. */
export function stripComments(tex: string): string {
  const lines = tex.split(/\r?\n/);
  let out = '';
  let joined = false;
  for (let k = 0; k < lines.length; k++) {
    let line = joined ? lines[k].replace(/^[ \t]+/, '') : lines[k];
    let comment = false;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\\') { i++; continue; }
      if (line[i] === '%') { line = line.slice(0, i); comment = true; break; }
    }
    out += line + (comment || k === lines.length - 1 ? '' : '\n');
    joined = comment;
  }
  return out;
}

/** Removes `\cmd[opt]{arg}` occurrences of the given commands, arguments included. */
export function dropCommands(s: string, names: Set<string> = DROP_WITH_ARG): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const m = s[i] === '\\' ? /^\\([A-Za-z]+)\*?/.exec(s.slice(i, i + 40)) : null;
    if (!m || !names.has(m[1])) { out += s[i]; continue; }
    let j = i + m[0].length;
    while (s[j] === ' ') j++;
    while (s[j] === '[') { const e = groupEnd(s, j); if (e < 0) break; j = e; }
    if (s[j] === '{') { const e = groupEnd(s, j); if (e > 0) j = e; }
    // the parentheses the dropped argument stood alone in go with it ("Ann~Lee~(\IEEEmembership{Member,~IEEE})", IEEE journals'
    // grades in parentheses): an empty "()" is no part of the name
    const close = /^\s*\)/.exec(s.slice(j));
    if (close && /\(\s*$/.test(out)) { out = out.replace(/\(\s*$/, ''); j += close[0].length; }
    i = j - 1;
  }
  return out;
}

function accent(base: string, mark: string): string {
  const b = base === '\\i' || base === 'ı' ? 'i' : base === '\\j' ? 'j' : base;
  return (b + mark).normalize('NFC');
}

/** A picture environment (`tikzpicture`, `pspicture`, `picture`) draws and prints no words: an author's ORCID-logo macro built with
 *  tikz (`\pic{orcidlogo};` under `[yscale=-1,transform shape]`) names no author and its commas part no names. Nor does a colour. */
export function dropPictures(s: string): string {
  return s.replace(/\\begin\s*\{(tikzpicture|pspicture\*?|picture)\}[\s\S]*?\\end\s*\{\1\}/g, '')
    // scalerel's `\scalerel*{X}{|}` / `\scaleto{X}{8pt}` print X at the size of the second argument, which is a yardstick, no text (an
    // icon macro's `{|}`); X emptied of its picture is no text either, not a line break between a name and its mark
    .replace(/\\scale(?:rel\*?|to)\s*\{([^{}]*)\}\s*\{[^{}]*\}/g, (_m, x: string) => (x.trim() ? x : ' '))
    // a colour prints no words: `\color{purple}` (in an authors' `\revision{}` macro around a name) goes, `\textcolor{blue}{X}` /
    // `\colorbox{yellow}{X}` keep X; the colour's name, and a model's spec (`\color[RGB]{20,105,176}`), never reach the text
    .replace(/\\color(?![A-Za-z])\s*(?:\[[^\]]*\]\s*)?\{[^{}]*\}/g, '')
    .replace(/\\(?:textcolor|colorbox)(?![A-Za-z])\s*(?:\[[^\]]*\]\s*)?\{[^{}]*\}\s*(?=\{)/g, '');
}

/** `\parbox{0.9\textwidth}{…}`, `\begin{minipage}[t]{…}`, `\resizebox{…}{…}{…}`, `\makebox[…]{…}`: the size arguments go, the content stays.
 *  A tabular's width and column spec (`\begin{tabular}{c}`, `\begin{tabular*}{\textwidth}{@{}c@{}}`) go too, and so does any other
 *  environment's \begin / \end (`\begin{center}`), which would otherwise leave its name in the text. */
export function dropBoxWidths(s: string): string {
  return dropPictures(s).replace(/\\parbox\s*(\[[^\]]*\]\s*)*\{[^{}]*\}/g, '')
    .replace(/\\begin\{minipage\}\s*(\[[^\]]*\]\s*)*\{[^{}]*\}/g, '').replace(/\\end\{minipage\}/g, '')
    .replace(/\\begin\{(?:tabular\*?|tabularx|array)\}\s*(?:\[[^\]]*\]\s*)?(?:\{[^{}]*\}\s*)?\{(?:[^{}]|\{[^{}]*\})*\}/g, '')
    // the CJK environment's encoding and font arguments (`\begin{CJK*}{UTF8}{gbsn}`) set the script, they print nothing
    .replace(/\\begin\{CJK\*?\}\s*(?:\[[^\]]*\]\s*)?\{[^{}]*\}\s*\{[^{}]*\}/g, '')
    .replace(/\\(?:begin|end)\s*\{[A-Za-z]+\*?\}/g, '')
    .replace(/\\resizebox\*?\s*\{[^{}]*\}\s*\{[^{}]*\}/g, '').replace(/\\(makebox|framebox)\s*(\[[^\]]*\]\s*)+/g, '')
    // `\rule[raise]{width}{height}` prints a bar (a strut at width 0pt): its dimensions are no text ("ptpt" glued to a name)
    .replace(/\\rule\s*(?:\[[^\]]*\]\s*)?\{[^{}]*\}\s*\{[^{}]*\}/g, '')
    // graphicx's `\raisebox{0.2ex}[h][d]{X}`, `\scalebox{0.7}[v]{X}`, `\rotatebox[o]{90}{X}`: a shift, a factor, an angle, no text
    // (an icon macro before a name printed "0.2ex0.7" glued to it)
    .replace(/\\raisebox\s*\{[^{}]*\}\s*(?:\[[^\]]*\]\s*){0,2}(?=\{)/g, '')
    .replace(/\\scalebox\s*\{[^{}]*\}\s*(?:\[[^\]]*\]\s*)?(?=\{)/g, '')
    .replace(/\\rotatebox\s*(?:\[[^\]]*\]\s*)?\{[^{}]*\}\s*(?=\{)/g, '');
}

/** `\texorpdfstring{TeX}{PDF}`: the page prints the first argument; the second is the PDF bookmark's copy of it, no more text. A
 *  first argument of layout alone (`\texorpdfstring{\\}{,}` between two names) prints no words: the second is then its reading. */
function pdfStringsDropped(s: string): string {
  let out = s;
  for (let at = out.indexOf('\\texorpdfstring'); at >= 0; at = out.indexOf('\\texorpdfstring', at + 1)) {
    let open = at + '\\texorpdfstring'.length;
    while (/\s/.test(out[open] ?? '')) open++;
    const first = out[open] === '{' ? groupEnd(out, open) : -1;
    let next = first;
    while (next > 0 && /\s/.test(out[next] ?? '')) next++;
    const second = next > 0 && out[next] === '{' ? groupEnd(out, next) : -1;
    if (second < 0) continue;
    const tex = out.slice(open + 1, first - 1);
    const kept = /[\p{L}\p{N}]/u.test(tex.replace(/\\[A-Za-z]+/g, '')) ? tex : out.slice(next + 1, second - 1);
    out = `${out.slice(0, at)}${kept}${out.slice(second)}`;
  }
  return out;
}

/** Stand-ins for escaped braces while the grouping braces are dropped. */
const LITERAL_OPEN = '\uE000';
const LITERAL_CLOSE = '\uE001';

/** Converts LaTeX text to plain Unicode text (accents, escapes, symbols, font commands, braces, `~`). */
export function latexToText(input: string): string {
  let s = dropCommands(dropBoxWidths(pdfStringsDropped(input)));
  // a discretionary hyphen (`\-`) is a hyphenation hint, no text: "Che\-remushkinskaya", "Win\-ter\-thu\-rer\-stras\-se" (amsart addresses)
  s = s.replace(/\\-/g, '');
  s = s.replace(/\\([`'^"~=.])\s*\{\s*(\\?[A-Za-z])\s*\}/g, (_, a, b) => accent(b, ACCENTS[a]));
  s = s.replace(/\\([`'^"~=.])(\\?[A-Za-z])/g, (_, a, b) => accent(b, ACCENTS[a]));
  s = s.replace(/\\([uvHckrdb])\s*\{\s*(\\?[A-Za-z])\s*\}/g, (_, a, b) => accent(b, ACCENTS[a]));
  s = s.replace(/\\([uvHckrdb]) (\\?[A-Za-z])/g, (_, a, b) => accent(b, ACCENTS[a]));
  s = s.replace(/\\(ss|ae|AE|oe|OE|aa|AA|l|L|o|O|i|j|dh|DH|th|TH)(?![A-Za-z])\s?/g, (_, a) => LETTERS[a]);
  // an escaped brace is a printed one (the e-mail group "\{a, b\}@x.edu"): it is kept while the grouping braces go
  s = s.replace(/\\([{}])/g, (_, b) => (b === '{' ? LITERAL_OPEN : LITERAL_CLOSE));
  s = s.replace(/\\([&%$#_])/g, '$1');
  s = s.replace(/\\(\\|newline|linebreak|par|cr|authorcr|AND|And|and)(?![A-Za-z])(\[[^\]]*\])?/g, '\n');
  // spacing commands (`\,` thin space, `\;`, `\:`, `\!` negative space, `\ ` control space) are no text: "Tongfei Shen\,$^{1}$",
  // "Jinze Bai$^\dagger$\ Keqin Chen" (line breaks `\\` are gone by now)
  s = s.replace(/\\[,;:!]|\\(?=\s)/g, ' ');
  s = s.replace(/\\([A-Za-z]+)(?![A-Za-z])\s?/g, (m, name) => SYMBOLS[name] ?? (name === 'textendash' ? '–' : ''));
  s = s.replace(/---/g, '—').replace(/--/g, '–').replace(/``|''/g, '"');
  s = s.replace(/[{}$]/g, '').replace(/\^/g, '').replace(/~/g, ' ');
  return s.replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n */g, '\n').replace(/\uE000/g, '{').replace(/\uE001/g, '}').trim();
}

