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

function accented(ch: string): string {
  if (LETTERS[ch]) return LETTERS[ch];
  const d = ch.normalize('NFD');
  if (d.length < 2 || !/^[A-Za-z]$/.test(d[0])) return ch;
  let out = d[0] === 'i' ? '\\i' : d[0] === 'j' ? '\\j' : d[0];
  for (const mark of d.slice(1)) {
    const cmd = ACCENTS[mark];
    if (!cmd) return ch;
    out = /[A-Za-z]/.test(cmd) ? `\\${cmd}{${out}}` : `\\${cmd}${out.length > 1 ? `{${out}}` : out}`;
  }
  return `{${out}}`;
}

/**
 * Text from arXiv (which is LaTeX-flavoured) made safe for BibTeX: `$…$` math and `\command` / `\&` sequences are kept,
 * bare specials (& % # _ ~ ^) are escaped, braces are kept only when balanced, accented Latin letters become accent
 * commands ({\'e}); other Unicode (CJK, symbols) stays as UTF-8.
 */
export function latexEscape(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '$') {
      const close = text.indexOf('$', i + 1);
      if (close > i) { out += text.slice(i, close + 1); i = close; continue; }
      out += '\\$';
    } else if (ch === '\\') {
      const m = /^\\(?:[A-Za-z]+|[^A-Za-z\s])/.exec(text.slice(i));
      if (m) { out += m[0]; i += m[0].length - 1; } else out += '\\textbackslash{}';
    } else if (ch === '{') { depth++; out += ch; }
    else if (ch === '}') { if (depth > 0) { depth--; out += ch; } else out += '\\}'; }
    else if (SPECIAL[ch]) out += SPECIAL[ch];
    else if (ch.charCodeAt(0) > 127) out += accented(ch);
    else out += ch;
  }
  return out + '}'.repeat(depth);
}

/** Braces words with capitals after their first letter (acronyms, CamelCase) so bibliography styles keep their case. */
export function protectCase(latex: string): string {
  return latex.replace(/(^|[\s(\-:/])([A-Za-z]*[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*)(?=$|[\s),.:;!?/\-])/g, (m, pre, word) =>
    /[A-Z]/.test(word.slice(1)) ? `${pre}{${word}}` : m);
}

/** ASCII letters of a word with accents removed (for citation keys). */
export function asciiFold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/[łŁ]/g, 'l')
    .replace(/[^A-Za-z0-9]/g, '');
}
