/**
 * `text` cut to at most `max` characters (the "…" included) at a word boundary, with "…" where it was cut: "resumes
 * from the saved cursor" → "resumes from the…", not "resumes from the sa". Trailing punctuation before the cut goes
 * (no "cursor;…"). A text with no space in its last half (a long URL) is cut where it reaches `max`. Text that fits is
 * returned as it is.
 */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - 1);
  const head = text.slice(0, room + 1);
  const space = head.search(/\s\S*$/);
  const cut = space >= room / 2 ? head.slice(0, space) : text.slice(0, room);
  return `${cut.replace(/[\s,;:—–-]+$/u, '')}…`;
}
