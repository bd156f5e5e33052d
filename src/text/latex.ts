const ACCENTS: Record<string, string> = {
  "'": '\u0301', '`': '\u0300', '^': '\u0302', '"': '\u0308', '~': '\u0303', '=': '\u0304',
  '.': '\u0307', u: '\u0306', v: '\u030C', H: '\u030B', c: '\u0327', k: '\u0328', r: '\u030A',
};
const SYMBOLS: Record<string, string> = {
  o: 'ø', O: 'Ø', ss: 'ß', aa: 'å', AA: 'Å', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', l: 'ł', L: 'Ł', i: 'ı', j: 'ȷ',
};

/**
 * Turns LaTeX text accents and escapes into Unicode (`Bal\'azs` → `Balázs`, `\&` → `&`, `{\o}` → `ø`),
 * drops grouping braces and collapses whitespace. Math (`$…$`) is left as written.
 */
export function latexToUnicode(text: string): string {
  if (!/[\\{}~]/.test(text)) return text.includes('  ') || /^\s|\s$|\n/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  let s = accentsDecoded(text);
  s = s.replace(/\\([&%$#_{}])/g, '$1').replace(/~/g, ' ').replace(/\\\\/g, ' ');
  s = s.replace(/(?<!\\)[{}]/g, '');
  return s.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** LaTeX text accents and letters as Unicode (`Bal\'azs` → `Bala\u0301zs`, `{\o}` → `ø`; not yet NFC), everything else as written. */
export function accentsDecoded(text: string): string {
  let s = text.replace(/\\([`'^"~=.])\s*(?:\{\s*\\?([A-Za-z])\s*\}|\\?([A-Za-z]))/g, (_, acc, a, b) => (a ?? b) + ACCENTS[acc]);
  s = s.replace(/\\([uvHckr])\s*(?:\{\s*\\?([A-Za-z])\s*\}|\s+([A-Za-z]))/g, (_, acc, a, b) => (a ?? b) + ACCENTS[acc]);
  return s.replace(/\{?\\(ss|aa|AA|ae|AE|oe|OE|o|O|l|L|i|j)\b\s*\}?/g, (_, n) => SYMBOLS[n]);
}
