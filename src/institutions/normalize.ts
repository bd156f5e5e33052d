/** Normalised lookup keys for organisation names: case, accents, punctuation, "&" and common abbreviations folded. */

/** Abbreviated words and their expansions (matched after punctuation became spaces, so "Univ." and "Int'l" arrive as "univ", "intl"). */
const ABBREV: Record<string, string> = {
  univ: 'university', dept: 'department', inst: 'institute', tech: 'technology', natl: 'national', intl: 'international',
  sci: 'science', ctr: 'center', centre: 'center', lab: 'laboratory', corp: 'corporation', moe: 'ministry of education',
  mgmt: 'management', engg: 'engineering',
};
const ABBREV_RE = new RegExp(`\\b(?:${Object.keys(ABBREV).join('|')})\\b`, 'g');
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, no accents, "&" as "and", punctuation as spaces, abbreviations expanded (words otherwise kept). One pass per step. */
export function foldName(s: string): string {
  let k: string;
  if (ASCII.test(s)) k = s.toLowerCase();
  else {
    k = s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    k = k.replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ł/g, 'l').replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/ı/g, 'i');
  }
  // an apostrophe a text conversion set apart ("Xi ' an") joins its word as written ("Xi'an")
  k = k.replace(/&/g, ' and ').replace(/(\p{L})\s+['’`]\s+(?=\p{L})/gu, '$1').replace(/['’`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
  k = k.replace(ABBREV_RE, (w) => ABBREV[w]);
  if (k.includes('st ')) k = k.replace(/\bst (?=[a-z])/g, 'saint ');
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

/** A company's legal form after its name ("Co., Ltd.", "Co, Ltd", "Inc.", "GmbH", "S.p.A.", "Pte. Ltd.", Spanish "S.L." / "S.A.U.",
 *  French "S.A.R.L.", Czech "s.r.o.", Portuguese "Ltda."), one or several (forms written with dots only where the bare letters are words). */
const LEGAL_FORM = /(?:[\s,]+(?:co\.?,?\s*ltd|co\.?\s+limited|pte\.?\s*ltd|pty\.?\s*ltd|ltd|limited|inc|incorporated|llc|l\.l\.c|llp|plc|gmbh|ag|s\.a\.s|sas|s\.a\.u|s\.a|s\.p\.a|spa|s\.r\.l|srl|s\.l\.u|s\.l|s\.a\.r\.l|sarl|s\.r\.o|ltda|b\.v|bv|n\.v|k\.k|corp|co)\.?)+$/i;

/** The name readers use for an organisation kept by its own name: its legal form dropped ("Hangzhou Qulian Technology Co., Ltd."
 *  -> "Hangzhou Qulian Technology"), as 华为 is used for 华为技术有限公司. The name is kept whole when nothing would be left. */
export function withoutLegalForm(name: string): string {
  // legal forms are short: the regex reads the end only (a long run of spaces and commas would cost it quadratic time)
  const from = Math.max(0, name.length - 60);
  const m = LEGAL_FORM.exec(name.slice(from));
  if (!m) return name;
  const rest = name.slice(0, from + m.index).replace(/[\s,]+$/, '');
  return /\p{L}{2}/u.test(rest) && !isLegalForm(rest) ? rest : name;
}

/** True when a text is a legal form only ("Co, Ltd", "Inc."): what is left after a company's name, no unit of it. */
export function isLegalForm(text: string): boolean {
  const t = text.trim();
  return t.length <= 60 && LEGAL_FORM.exec(` ${t}`)?.index === 0;
}

/** The name without a trailing parenthetical such as " (United States)" or " (KAIST)", and that parenthetical. */
export function splitParenthetical(s: string): { base: string; paren: string | null } {
  const m = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(s);
  return m ? { base: m[1], paren: m[2] } : { base: s, paren: null };
}

/** A host reduced to the domain its organisation registered: the label before a registry-like second level (web.nutn.edu.tw,
 *  www2.kmu.edu.tw -> nutn.edu.tw, kmu.edu.tw), else the host without a leading www/www2. */
export function siteDomain(url: string): string | null {
  const host = /^(?:[a-z]+:\/\/)?([^/:?#\s]+)/i.exec(url.trim())?.[1]?.toLowerCase().replace(/\.$/, '');
  if (!host || host.length > 253 || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  const reg = /(?:^|\.)([a-z0-9-]+\.(?:ac|edu|com|org|gov|net|co|or|go|ne|mil|res|sch)\.[a-z]{2})$/.exec(host);
  return reg ? reg[1] : host.replace(/^www\d*\./, '');
}
