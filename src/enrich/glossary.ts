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
const matchers = lazy(() => glossary().map(([en, zh]) => ({ en, zh, re: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(en)}($|[^\\p{L}\\p{N}])`, 'iu') })));

/**
 * The glossary entries mentioned in `texts`, longest term first, skipping a term contained in a longer
 * matched one ("large language model" hides "language model") and terms kept in English.
 */
export function glossaryFor(texts: string[]): [string, string][] {
  const hay = texts.join('\n');
  const hits = matchers().filter((m) => m.re.test(hay)).sort((a, b) => b.en.length - a.en.length);
  const out: [string, string][] = [];
  for (const h of hits) {
    if (h.zh.toLowerCase() === h.en.toLowerCase()) continue;
    if (out.some(([en]) => en.includes(h.en))) continue;
    if (out.some(([, zh]) => zh === h.zh)) continue;
    out.push([h.en, h.zh]);
  }
  return out;
}
