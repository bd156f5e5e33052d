// A Chinese query read as English terms, through the glossary the translations are made with (enrich/glossary.json):
// "扩散模型" → "diffusion model", "大语言模型 推理" → "large language model" AND ("reasoning" OR "inference"). A store
// whose papers have no Chinese titles or summaries yet (no model configured, or not enriched yet) still answers a
// reader who searches in Chinese. Only a query the glossary covers whole is bridged: a Chinese word it does not know
// leaves the query unbridged rather than searched for part of what was asked.
import { glossary, searchWords } from '../enrich/glossary.ts';
import { lazy } from '../lazy.ts';
import { CJK_CHARS, hasCjk } from './search-index.ts';

const ALL_CJK = new RegExp(`^[${CJK_CHARS}]+$`, 'u');
const CJK_PARTS = new RegExp(`([${CJK_CHARS}]+)`, 'u');
/** Spaces, hyphens and dots written between Chinese characters of one term ("视觉-语言模型"). */
const JOINERS = '\\s\\-‐–·';
const JOINED = new RegExp(`(?<=[${CJK_CHARS}])[${JOINERS}]+(?=[${CJK_CHARS}])`, 'gu');
/** Joiners between Chinese terms that carry no topic of their own ("扩散模型的鲁棒性", "基于强化学习的规划"). */
const CONNECTORS = new Set(['基于', '面向', '用于', '关于', '通过', '的', '与', '和', '及', '或', '在', '中', '对', '下']);

/**
 * Chinese form (hyphens and spaces dropped) → the English terms the glossary gives it, shortest first; and the longest
 * form or connector, in characters. Made on the first Chinese query.
 */
const bridge = lazy(() => {
  const m = new Map<string, string[]>();
  const add = (zh: string, en: string[]) => {
    if (!hasCjk(zh)) return;
    const key = zh.replace(new RegExp(`[${JOINERS}]`, 'g'), '');
    m.set(key, [...(m.get(key) ?? []), ...en]);
  };
  for (const [en, zh] of glossary()) add(zh, [en]);
  // the parts a query is made of ("模型", "图像", "识别"), and more English forms of a glossary word ("大模型": LLM too)
  for (const [zh, en] of searchWords()) add(zh, en);
  for (const [k, list] of m) m.set(k, distinctForms(list));
  return { englishOf: m, longest: Math.max(0, ...[...m.keys(), ...CONNECTORS].map((k) => [...k].length)) };
});

/** English terms, a plural or hyphenated spelling of a shorter one dropped ("diffusion models" beside "diffusion model"). */
function distinctForms(list: string[]): string[] {
  const sorted = [...new Set(list)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const norm = (s: string) => s.toLowerCase().replace(/-/g, ' ').replace(/s\b/g, '');
  const out: string[] = [];
  for (const en of sorted) if (!out.some((o) => norm(o) === norm(en))) out.push(en);
  return out;
}

/** A query as English: each group is one term of the query, matched by any of its alternatives; all groups must match. */
export interface BridgedQuery {
  groups: string[][];
  /** The English query as a reader would type it (a link to search it in English). */
  text: string;
}

/** A run of Chinese characters as glossary terms, longest first from the left; null when a character is left over. */
function segment(run: string): string[][] | null {
  const chars = [...run];
  const { englishOf, longest } = bridge();
  const out: string[][] = [];
  for (let i = 0; i < chars.length;) {
    let hit = 0;
    for (let n = Math.min(longest, chars.length - i); n > 0; n--) {
      const piece = chars.slice(i, i + n).join('');
      const en = englishOf.get(piece);
      if (en) { out.push(en); hit = n; break; }
      if (CONNECTORS.has(piece)) { hit = n; break; }
    }
    if (!hit) return null;
    i += hit;
  }
  return out;
}

/**
 * The English form of a query's terms (as parseQuery splits them) when it has Chinese the glossary covers whole;
 * Latin words in it are kept as they are. Null when there is no Chinese, or Chinese the glossary does not know.
 */
export function bridgeQuery(terms: string[]): BridgedQuery | null {
  const groups: string[][] = [];
  let chinese = false;
  for (const term of terms) {
    // "视觉-语言模型": a hyphen or space between Chinese characters does not end the term
    for (const part of term.replace(JOINED, '').split(CJK_PARTS)) {
      if (!part.trim()) continue;
      if (ALL_CJK.test(part)) {
        chinese = true;
        const found = segment(part);
        if (!found) return null;
        groups.push(...found);
      } else {
        const latin = part.trim();
        if (/[\p{L}\p{N}]/u.test(latin)) groups.push([latin]);
      }
    }
  }
  if (!chinese || groups.length === 0) return null;
  const text = groups.map((g) => (g[0].includes(' ') ? `"${g[0]}"` : g[0])).join(' ');
  return { groups, text };
}
