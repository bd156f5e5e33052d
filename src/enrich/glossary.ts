import fs from 'node:fs';
import { lazy } from '../lazy.ts';

// Read and compiled on first use (a thousand Unicode patterns): most processes never translate.
const file = lazy(() => JSON.parse(fs.readFileSync(new URL('./glossary.json', import.meta.url), 'utf8')) as Record<string, unknown>);

/** English ML term → Chinese, loaded from glossary.json beside this file. */
export const glossary = lazy((): [string, string][] => Object.entries(file()).filter((e): e is [string, string] => !e[0].startsWith('_') && typeof e[1] === 'string'));

/** Chinese words only search reads (glossary.json `_search_words`): the parts a Chinese query is made of → their English forms. */
export const searchWords = lazy((): [string, string[]][] => Object.entries((file()._search_words ?? {}) as Record<string, unknown>)
  .filter((e): e is [string, string[]] => !e[0].startsWith('_') && Array.isArray(e[1])));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matchers = lazy(() => glossary().map(([en, zh], order) => ({ en, zh, order, re: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(en)}($|[^\\p{L}\\p{N}])`, 'iu') })));
type Matcher = ReturnType<typeof matchers>[number];

/**
 * The terms written in printable ASCII that start with a letter or digit, by their first word (leading ASCII letters
 * and digits, lower-cased), each with its lower-cased form; `other`: the rest, whose patterns run on the whole text.
 * Such a term's pattern matches exactly where a word of the text (a run of letters and digits) starts with the term's
 * first word, the next characters equal the term's once lower-cased, and no letter or digit follows: 'iu' folds to
 * an ASCII character only its own cases, the Kelvin sign and the long s (lower-cased by `fold`), all one UTF-16 unit,
 * and the term's next character after its first word, ASCII and neither letter nor digit, ends the text's word too.
 * So a batch of abstracts costs a word split and a comparison where a term's first word occurs, rather than one
 * Unicode pattern per glossary entry over the whole text (that was most of a worker's CPU with a fast model).
 */
const byFirstWord = lazy(() => {
  const first = new Map<string, { m: Matcher; lower: string }[]>();
  const other: Matcher[] = [];
  for (const m of matchers()) {
    const lower = m.en.toLowerCase();
    const word = /^[\x20-\x7e]+$/.test(m.en) ? /^[a-z0-9]+/.exec(lower)?.[0] : undefined;
    if (!word) other.push(m);
    else if (first.has(word)) first.get(word)!.push({ m, lower });
    else first.set(word, [{ m, lower }]);
  }
  return { first, other };
});
const fold = (s: string) => s.toLowerCase().replace(/\u017f/g, 's');
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** Whether `lower` (an ASCII term, lower-cased) occurs in `text` at `at` with no letter or digit right after it. */
function termAt(text: string, at: number, lower: string): boolean {
  return fold(text.slice(at, at + lower.length)) === lower && !LETTER_OR_DIGIT.test(text.slice(at + lower.length, at + lower.length + 2));
}

/**
 * The glossary entries mentioned in `texts`, longest term first, skipping a term contained in a longer
 * matched one ("large language model" hides "language model") and terms kept in English.
 */
export function glossaryFor(texts: string[]): [string, string][] {
  const hay = texts.join('\n');
  const { first, other } = byFirstWord();
  const starts = new Map<string, number[]>();
  for (const w of hay.matchAll(/[\p{L}\p{N}]+/gu)) {
    const key = fold(w[0]);
    if (!first.has(key)) continue;
    const at = starts.get(key);
    if (at) at.push(w.index); else starts.set(key, [w.index]);
  }
  const found = [...starts].flatMap(([key, at]) => first.get(key)!.filter((t) => at.some((i) => termAt(hay, i, t.lower))).map((t) => t.m));
  const hits = [...found, ...other.filter((m) => m.re.test(hay))]
    .sort((a, b) => a.order - b.order) // the glossary's order among terms of one length, as before
    .sort((a, b) => b.en.length - a.en.length);
  const out: [string, string][] = [];
  for (const h of hits) {
    if (h.zh.toLowerCase() === h.en.toLowerCase()) continue;
    if (out.some(([en]) => en.includes(h.en))) continue;
    if (out.some(([, zh]) => zh === h.zh)) continue;
    out.push([h.en, h.zh]);
  }
  return out;
}
