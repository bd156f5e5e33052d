import type { Child } from 'hono/jsx';

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Wraps every case-insensitive occurrence of any term in <mark>; text stays escaped by JSX. */
export function highlight(text: string | null | undefined, terms: string[]): Child {
  if (!text) return text ?? '';
  const usable = terms.filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return text;
  const re = new RegExp(`(${usable.map(escapeRegex).join('|')})`, 'giu');
  const parts = text.split(re);
  return parts.map((part, i) => (i % 2 === 1 ? <mark>{part}</mark> : part));
}
