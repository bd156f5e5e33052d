// Accented Latin letters in a comment, as the detector reads them. The catalogue, the lists and the grammar spell names
// in ASCII; authors write "Revista Matem\'atica Iberoamericana" (TeX), "Matemática" or "SİU" (Turkish dotted capital I).

/** A TeX accent command's combining mark: \'e -> é, \"o -> ö, \c{c} -> ç, \v{s} -> š. */
const TEX_MARKS: Record<string, string> = {
  "'": '\u0301', '`': '\u0300', '^': '\u0302', '"': '\u0308', '~': '\u0303', '=': '\u0304', '.': '\u0307',
  u: '\u0306', v: '\u030C', H: '\u030B', c: '\u0327', k: '\u0328',
};
// A symbol accent takes its letter directly or in braces (\'e, \'{e}, {\'e}); a letter accent (\c, \v …) needs braces or
// a space before its letter (\c{c}, \c c). "\i" is the dotless i TeX puts under an accent (\'{\i}).
const TEX_ACCENT = /\{\\([`'^"~=.])\s*(\\i|[A-Za-z])\}|\\([`'^"~=.])\s*(?:\{(\\i|[A-Za-z])\}|(\\i|[A-Za-z]))|\{\\([uvHck])\s*\{?(\\i|[A-Za-z])\}?\}|\\([uvHck])(?:\{(\\i|[A-Za-z])\}|\s+(\\i|[A-Za-z]))/g;

/** The text with TeX accent commands written as the letters they make ("Matem\'atica" -> "Matemática"). */
export function texAccentsDecoded(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(TEX_ACCENT, (...g: (string | undefined)[]) => {
    const mark = g[1] ?? g[3] ?? g[6] ?? g[8]!;
    const letter = g[2] ?? g[4] ?? g[5] ?? g[7] ?? g[9] ?? g[10]!;
    return `${letter === '\\i' ? 'i' : letter}${TEX_MARKS[mark]}`.normalize('NFC');
  });
}

/** A Latin letter with a diacritic (Latin-1 Supplement to Latin Extended-B, Latin Extended Additional). */
const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
const ASCII_LETTER = /^[A-Za-z]$/;

/**
 * The text with each accented Latin letter replaced by its base letter ("Matemática" -> "Matematica", "SİU" -> "SIU"),
 * one character for one, so that a position in one is the same position in the other. Letters with no base letter
 * (ß, ø, æ, ł) are kept.
 */
export function latinFolded(text: string): string {
  return text.replace(ACCENTED, (ch) => {
    const base = ch.normalize('NFD')[0];
    return ASCII_LETTER.test(base) ? base : ch;
  });
}

/** A backslash (a TeX command) or an accented Latin letter: one pass over the text. */
const ACCENT_OR_TEX = /[\\\u00C0-\u024F\u1E00-\u1EFF]/;

/** Whether the text may hold anything latinFolded or texAccentsDecoded would change (most comments hold neither). */
export function hasAccents(text: string): boolean {
  return ACCENT_OR_TEX.test(text);
}

/**
 * A name read from the folded text, as the author wrote it: the same span of the written text when the name stands in
 * the folded text ("Revista Matematica Iberoamericana" -> "Revista Matemática Iberoamericana"), else the name itself
 * (a list's name or an ISO-4 abbreviation is already the one readers use). An acronym keeps its ASCII letters ("SİU" is
 * cited as SIU): only a word with a lower-case letter takes back its accents.
 */
export function asWritten(name: string, folded: string, written: string): string {
  const at = folded.indexOf(name);
  // Evidence is quoted with its line breaks made spaces: so are both texts (they differ in accented letters only).
  if (at < 0 && /\s\s|[^\S ]/.test(folded)) return asWritten(name, folded.replace(/\s+/g, ' '), written.replace(/\s+/g, ' '));
  if (at < 0 || written.startsWith(name, at)) return name;
  let out = '';
  for (let i = at; i < at + name.length; i++) out += folded[i] !== written[i] && inLowerCaseWord(folded, i) ? written[i] : folded[i];
  return out;
}

/** Whether the word around position i (letters on either side) holds a lower-case letter. */
function inLowerCaseWord(text: string, i: number): boolean {
  let s = i;
  let e = i + 1;
  while (s > 0 && LETTER.test(text[s - 1]!)) s--;
  while (e < text.length && LETTER.test(text[e]!)) e++;
  return LOWER_CASE_LETTER.test(text.slice(s, e));
}
// Constants: the build writes a \p{…} literal as a `new RegExp` made on every call.
const LETTER = /\p{L}/u;
const LOWER_CASE_LETTER = /\p{Ll}/u;
