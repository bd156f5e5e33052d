const LATEX_ACCENT = /\\(?:['`^"~=.uvHckbdrt]|\s)\s*\{?\s*\\?([A-Za-z])\s*\}?/g;

/** Removes LaTeX markup: accents (\'e -> e), commands keep their argument (\textbf{X} -> X), math dollars and braces. */
export function stripLatex(s: string): string {
  return s
    .replace(LATEX_ACCENT, '$1')
    .replace(/\\&/g, '&')
    .replace(/\\[A-Za-z]+\*?\s*/g, ' ')
    .replace(/[$\\{}^_~]/g, '');
}

/** Folds Unicode to plain ASCII letters where possible (é -> e, ß -> ss, ﬁ -> fi). */
export function foldUnicode(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[æ]/g, 'ae').replace(/[ø]/g, 'o').replace(/[ł]/g, 'l');
}

/** The key two titles must share to match: LaTeX, Unicode, case, punctuation and spaces folded away. */
export function titleKey(title: string): string {
  let t = /[\\${}^_~]/.test(title) ? stripLatex(title) : title;
  if (/[^\x00-\x7f]/.test(t)) t = foldUnicode(t);
  return t.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** An author's family name, folded, for overlap counting ("Jürgen Schmidhuber" -> "schmidhuber"). */
export function authorKey(name: string): string {
  const words = foldUnicode(stripLatex(name)).toLowerCase().replace(/[^a-z\s-]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  return words.length ? words[words.length - 1] : '';
}

/** Splits an author string: "A; B", "A, B, C", "A and B" (a single "Last, First" is kept whole). */
export function splitAuthors(s: string | null | undefined): string[] {
  if (!s) return [];
  const t = s.trim();
  if (t.startsWith('[')) {
    try { return (JSON.parse(t.replace(/'/g, '"')) as unknown[]).map(String); } catch { /* fall through */ }
  }
  const parts = t.includes(';') ? t.split(';') : t.split(/,\s*|\s+and\s+/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Share of the shorter author list whose family names appear in the other list (0 when either is empty). */
export function authorOverlap(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const kb = new Set(b.map(authorKey));
  const hits = a.map(authorKey).filter((k) => k && kb.has(k)).length;
  return hits / Math.min(a.length, b.length);
}
