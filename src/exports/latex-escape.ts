import { Transform, bibtex as U2L } from 'unicode2latex';

/** Combining marks and the LaTeX accent command each stands for. */
const ACCENTS: Record<string, string> = {
  '\u0300': '`', '\u0301': "'", '\u0302': '^', '\u0303': '~', '\u0304': '=', '\u0306': 'u', '\u0307': '.', '\u0308': '"',
  '\u030A': 'r', '\u030B': 'H', '\u030C': 'v', '\u0327': 'c', '\u0328': 'k', '\u0323': 'd',
};
/** Letters without a decomposition and their LaTeX commands. */
const LETTERS: Record<string, string> = {
  'ß': '{\\ss}', 'ø': '{\\o}', 'Ø': '{\\O}', 'ł': '{\\l}', 'Ł': '{\\L}', 'æ': '{\\ae}', 'Æ': '{\\AE}', 'œ': '{\\oe}', 'Œ': '{\\OE}',
  'đ': '{\\dj}', 'Đ': '{\\DJ}', 'ı': '{\\i}', 'þ': '{\\th}', 'Þ': '{\\TH}', 'ð': '{\\dh}', 'Ð': '{\\DH}',
  '–': '--', '—': '---', '‘': '`', '’': "'", '“': '``', '”': "''", '\u00A0': '~',
};
const SPECIAL: Record<string, string> = {
  '&': '\\&', '%': '\\%', '#': '\\#', '_': '\\_', '~': '\\textasciitilde{}', '^': '\\textasciicircum{}',
};
/** Unbalanced braces, written so that BibTeX (which counts `\{` and `\}` too) still sees balanced ones. */
const LONE = { text: { open: '\\textbraceleft{}', close: '\\textbraceright{}' }, math: { open: '\\lbrace ', close: '\\rbrace ' } };
/** A URL in running text (trailing sentence punctuation left out). */
const URL = /^https?:\/\/[^\s{}<>"]+?(?=[.,;:!?)\]]*(?:\s|$))/;
/** Any C0/C1 control character other than tab and newline (a raw U+000B from a record, say). */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** unicode2latex (the mapping Better BibTeX uses) for symbols and Greek; kept as UTF-8 when it has no LaTeX form (CJK). */
const transform = new Transform('bibtex');

function accented(ch: string): string | null {
  if (LETTERS[ch]) return LETTERS[ch];
  const d = ch.normalize('NFD');
  if (d.length < 2 || !/^[A-Za-z]$/.test(d[0])) return null;
  let out = d[0] === 'i' ? '\\i' : d[0] === 'j' ? '\\j' : d[0];
  for (const mark of d.slice(1)) {
    const cmd = ACCENTS[mark];
    if (!cmd) return null;
    out = /[A-Za-z]/.test(cmd) ? `\\${cmd}{${out}}` : `\\${cmd}${out.length > 1 ? `{${out}}` : out}`;
  }
  return `{${out}}`;
}

/** A non-ASCII character in text mode: accent command, else unicode2latex's text or `$math$` form, else itself. */
function textChar(ch: string): string {
  const acc = accented(ch);
  if (acc) return acc;
  const out = transform.tolatex(ch, { bracemath: false });
  return out === ch ? ch : /\\[A-Za-z]+$/.test(out) ? `${out}{}` : out;
}

/** A non-ASCII character inside `$…$`: its math command (α → \alpha), else itself. */
function mathChar(ch: string): string {
  const math = U2L.base[ch]?.math;
  return math ? (/\\[A-Za-z]+$/.test(math) ? `${math} ` : math) : ch;
}

/** A URL as `\url{…}`: nothing escaped but `%` and `#` (which TeX would read as a comment or parameter). */
function urlField(url: string): string {
  return `\\url{${url.replace(/[{}]/g, encodeURIComponent).replace(/[%#]/g, '\\$&')}}`;
}

interface Brace { at: number; open: boolean; math: boolean }

/** Replaces the braces that have no partner; the rest are kept as written. */
function balance(parts: string[], braces: Brace[]): string {
  const stack: Brace[] = [];
  const lone: Brace[] = [];
  for (const b of braces) {
    if (b.open) stack.push(b);
    else if (stack.length && stack[stack.length - 1].math === b.math) stack.pop();
    else lone.push(b);
  }
  for (const b of [...lone, ...stack]) parts[b.at] = LONE[b.math ? 'math' : 'text'][b.open ? 'open' : 'close'];
  return parts.join('');
}

/**
 * Text from arXiv (which is LaTeX-flavoured) made safe for BibTeX and pdflatex: `$…$` math and `\command` sequences
 * are kept, bare specials (& % # _ ~ ^) escaped, braces kept only when they pair up (a lone `}` would end the field,
 * even written `\}`), accented Latin letters become accent commands ({\'e}), Greek and other symbols LaTeX commands
 * (α → $\alpha$, inside math \alpha), URLs `\url{…}` unescaped; CJK stays UTF-8, control characters go.
 */
export function latexEscape(input: string): string {
  const text = input.replace(CONTROL, ' ');
  const parts: string[] = [];
  const braces: Brace[] = [];
  let math = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const url = !math && (ch === 'h' && (i === 0 || /[\s(]/.test(text[i - 1]))) ? URL.exec(text.slice(i)) : null;
    if (url) { parts.push(urlField(url[0])); i += url[0].length - 1; continue; }
    if (ch === '$') {
      if (math || text.indexOf('$', i + 1) > i) { math = !math; parts.push('$'); } else parts.push('\\$');
    } else if (ch === '\\') {
      const m = /^\\(?:[A-Za-z]+|[^A-Za-z\s])/.exec(text.slice(i));
      if (!m) { parts.push(math ? '\\backslash ' : '\\textbackslash{}'); continue; }
      i += m[0].length - 1;
      if (m[0] === '\\{' || m[0] === '\\}') braces.push({ at: parts.length, open: m[0] === '\\{', math });
      parts.push(m[0]);
    } else if (ch === '{' || ch === '}') {
      braces.push({ at: parts.length, open: ch === '{', math });
      parts.push(ch);
    } else if (ch === '%' || ch === '#' || (!math && SPECIAL[ch])) parts.push(SPECIAL[ch]);
    else if (ch.charCodeAt(0) > 127) parts.push(math ? mathChar(ch) : textChar(ch));
    else parts.push(ch);
  }
  return balance(parts, braces);
}

/** A word that a bibliography style must not lower-case: a capital after its first character (KV, LLMs, BESplit, SE(3)) or a digit-led word with capitals (3DGS). */
function keepsCase(word: string): boolean {
  return /^\p{L}.*\p{Lu}/u.test(word) || /^\d.*\p{Lu}/u.test(word);
}

/**
 * Braces acronyms and CamelCase words in plain text so bibliography styles keep their case; a word glued to inline math
 * (`F$^3$Set`, `Mask$^2$DiT`) is judged and braced whole. Math on its own, commands and braced groups are left alone.
 */
export function protectCase(latex: string): string {
  let out = '';
  let depth = 0;
  let math = false;
  for (let i = 0; i < latex.length;) {
    const rest = latex.slice(i);
    const cmd = /^\\(?:[A-Za-z]+|.)/s.exec(rest);
    if (cmd) { out += cmd[0]; i += cmd[0].length; continue; }
    const word = depth === 0 && !math ? /^(?:[\p{L}\p{N}]+|\$[^$]+\$)*[\p{L}\p{N}]+(?:[\p{L}\p{N}]+|\$[^$]+\$)*/u.exec(rest) : null;
    if (word) {
      out += keepsCase(word[0].replace(/\$[^$]*\$/g, '')) ? `{${word[0]}}` : word[0];
      i += word[0].length;
      continue;
    }
    const ch = latex[i];
    if (ch === '$') math = !math;
    else if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    out += ch;
    i++;
  }
  return out;
}

/** ASCII letters of a word with accents removed (for citation keys). */
export function asciiFold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[łŁ]/g, 'l')
    .replace(/[^A-Za-z0-9]/g, '');
}
