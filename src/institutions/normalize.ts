/** Normalised lookup keys for organisation names: case, accents, punctuation, "&" and common abbreviations folded. */

const ABBREV: [RegExp, string][] = [
  [/\buniv\b\.?/g, 'university'], [/\bdept\b\.?/g, 'department'], [/\binst\b\.?/g, 'institute'],
  [/\btech\b\.?/g, 'technology'], [/\bnatl\b\.?/g, 'national'], [/\bint'?l\b\.?/g, 'international'],
  [/\bsci\b\.?/g, 'science'], [/\bst\b\.? (?=[a-z])/g, 'saint '], [/\bctr\b\.?/g, 'center'], [/\bcentre\b/g, 'center'],
  [/\blab\b/g, 'laboratory'], [/\bcorp\b\.?/g, 'corporation'], [/\bco\b\.? ltd\b/g, 'co ltd'], [/\bmoe\b/g, 'ministry of education'],
];

/** Lower case, no accents, "&" as "and", punctuation as spaces, abbreviations expanded (words otherwise kept). */
export function foldName(s: string): string {
  let k = s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  k = k.replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ł/g, 'l').replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/ı/g, 'i');
  k = k.replace(/&/g, ' and ').replace(/['’`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
  for (const [re, rep] of ABBREV) k = k.replace(re, rep);
  return k.replace(/\s+/g, ' ').trim();
}

const memo = new Map<string, string>();
const MEMO_MAX = 100_000;

/** The lookup key of a name: folded, "Université"/"Universidad"… as "university", no "of"/"de"/"the" (memoised: names repeat across affiliations). */
export function normalizeName(s: string): string {
  const hit = memo.get(s);
  if (hit !== undefined) return hit;
  const k = computeKey(s);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(s, k);
  return k;
}

function computeKey(s: string): string {
  let k = foldName(s);
  k = k.replace(/\b(universite|universitat|universita|universidad|universidade|universiteit|universitet|universitaet)\b/g, 'university');
  k = k.replace(/\b(of|de|du|des|di|del|della|der|do|da|d)\b/g, ' ');
  return k.replace(/^\s*the /, '').replace(/\s+/g, ' ').trim();
}

/** The name without a trailing parenthetical such as " (United States)" or " (KAIST)", and that parenthetical. */
export function splitParenthetical(s: string): { base: string; paren: string | null } {
  const m = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(s);
  return m ? { base: m[1], paren: m[2] } : { base: s, paren: null };
}
