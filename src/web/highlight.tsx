import type { Child } from 'hono/jsx';

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The endings English search reads as the same word (its index is Porter-stemmed: "transformer" finds "Transformers",
 * "model" finds "modeling"): a term followed by one of them, then the word's end, is marked whole.
 */
const INFLECTION = '(?:s|es|ed|d|ing|ings|er|ers)?(?![\\p{L}\\p{N}])';

/**
 * Wraps every case-insensitive occurrence of any term in <mark>; text stays escaped by JSX. A term ending in a letter
 * takes the inflection that follows it ("<mark>Transformers</mark>", not "<mark>Transformer</mark>s").
 */
export function highlight(text: string | null | undefined, terms: string[]): Child {
  if (!text) return text ?? '';
  const usable = terms.filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return text;
  const alt = usable.map((t) => (/[A-Za-z]$/.test(t) ? `${escapeRegex(t)}${INFLECTION}|${escapeRegex(t)}` : escapeRegex(t)));
  const re = new RegExp(`(${alt.join('|')})`, 'giu');
  const parts = text.split(re);
  return parts.map((part, i) => (i % 2 === 1 ? <mark>{part}</mark> : part));
}
