import { normalizeName } from './normalize.ts';
import type { AliasHit, Registry } from './registry.ts';

/** Registry keys by token and token count (only names of as many words can match), built once per registry for fuzzy look-ups. */
interface TokenIndex {
  keys: string[];
  tokens: string[][];
  /** Keys holding a token (by its number) in names of a word count: `posted(tokenId, words)`. */
  postings: Map<number, number[]>;
  /** Keys holding a word starting with a three-letter head (by the head's number) in names of a word count. */
  headPostings: Map<number, number[]>;
  heads: Map<string, number>;
  /** Each distinct token's number, and each key's tokens as those numbers (`ids[i]`): names compared number by number first. */
  tokenIds: Map<string, number>;
  ids: Int32Array[];
}

const indexes = new WeakMap<Registry, TokenIndex>();
const FILLER = new Set(['at', 'the', 'and', 'in', 'for', 'on', 'und', 'et', 'y', 'e']);
const MAX_CANDIDATES = 800;

/** A token folded for comparison: plural endings dropped ("laboratories" / "laboratory" -> "laborator"). */
function stem(t: string): string {
  if (t.length > 5 && t.endsWith('ies')) return t.slice(0, -3);
  if (t.length > 5 && t.endsWith('y')) return t.slice(0, -1);
  // one final "s" goes, a doubled one too: "Carloss" (a typo for "Carlos") is then one letter from "Carlos", not two
  if (t.length > 4 && t.endsWith('s')) return t.slice(0, -1);
  return t;
}

/** The comparison tokens of a normalised key (filler words dropped). */
export function keyTokens(key: string): string[] {
  return key.split(' ').filter((t) => t && !FILLER.has(t)).map(stem);
}

/** A posting list's number: a token's (or head's) number and the word count of the names it lists. Word counts stay far below MAX_WORDS. */
const MAX_WORDS = 1024;
const posted = (id: number, words: number) => id * MAX_WORDS + words;

function buildIndex(reg: Registry): TokenIndex {
  const keys = [...reg.byKey.keys()];
  const tokens = keys.map(keyTokens);
  const postings = new Map<number, number[]>();
  const headPostings = new Map<number, number[]>();
  const tokenIds = new Map<string, number>();
  const heads = new Map<string, number>();
  const ids: Int32Array[] = new Array(tokens.length);
  // lists keep keys in ascending order, each key once (a key holding a token twice is listed once: its list ends with it already)
  const add = (lists: Map<number, number[]>, at: number, i: number) => {
    const list = lists.get(at);
    if (!list) lists.set(at, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (let i = 0; i < tokens.length; i++) {
    const ts = tokens[i];
    const row = new Int32Array(ts.length);
    for (let k = 0; k < ts.length; k++) {
      const t = ts[k];
      let id = tokenIds.get(t);
      if (id === undefined) { id = tokenIds.size; tokenIds.set(t, id); }
      row[k] = id;
      const h = t.slice(0, 3);
      let head = heads.get(h);
      if (head === undefined) { head = heads.size; heads.set(h, head); }
      add(postings, posted(id, ts.length), i);
      add(headPostings, posted(head, ts.length), i);
    }
    ids[i] = row;
  }
  return { keys, tokens, postings, headPostings, heads, tokenIds, ids };
}

/** The keys of names of `words` words holding the token `t` exactly. */
function exactList(idx: TokenIndex, t: string, words: number): number[] | undefined {
  const id = idx.tokenIds.get(t);
  return id === undefined || words >= MAX_WORDS ? undefined : idx.postings.get(posted(id, words));
}
/** The keys of names of `words` words holding a word that starts with `t`'s first three letters. */
function headList(idx: TokenIndex, t: string, words: number): number[] | undefined {
  const id = idx.heads.get(t.slice(0, 3));
  return id === undefined || words >= MAX_WORDS ? undefined : idx.headPostings.get(posted(id, words));
}

/** Row buffers reused by editDistance (names are short; grown when a longer one comes). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)));
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

/** True when a token holds a digit (numbers must match exactly). */
function hasDigit(t: string): boolean {
  for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c >= 48 && c <= 57) return true; }
  return false;
}

/** A compass point and its "-ern" adjective: "northwest" / "northwestern", "east" / "eastern". */
const COMPASS = /^(?:north|south|east|west|northeast|northwest|southeast|southwest)$/;
export function compassAdjective(word: string, adjective: string): boolean {
  return COMPASS.test(word) && adjective === `${word}ern`;
}

/** Edits needed to turn token list `q` into `c` in order, each token allowed 1 edit (2 from 9 letters, or 8 beside 10); numbers and short tokens must be equal. Infinity when they differ more. */
export function tokenEdits(q: string[], c: string[]): number {
  if (q.length !== c.length) return Infinity;
  let edits = 0;
  let exact = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i], b = c[i];
    if (a === b) { exact++; continue; }
    // a compass word and its adjective ("Northwest" / "Northwestern", "South" / "Southern") are one name's two spellings: one edit
    if (compassAdjective(a, b) || compassAdjective(b, a)) { edits++; continue; }
    const short = Math.min(a.length, b.length);
    if (short < 5) return Infinity;
    // two letters from nine, or where two letters dropped from a long word leave eight ("Cientícas" for "Científicas")
    const allowed = short >= 9 || (short >= 8 && Math.max(a.length, b.length) >= 10) ? 2 : 1;
    if (Math.abs(a.length - b.length) > allowed || hasDigit(a) || hasDigit(b)) return Infinity;
    const d = editDistance(a, b, allowed);
    if (d > allowed) return Infinity;
    edits += d;
  }
  return exact ? edits : Infinity;
}

/** The registry entry a slightly misspelt or inflected organisation name most likely means ("Sandia National Laboratory", "Univeristy of Oslo"):
 *  same words in the same order, each within one or two letters, at least one word exact and at most two edits in all; null when none or a tie. */
export function fuzzyLookup(reg: Registry, text: string): AliasHit[] | null {
  const q = keyTokens(normalizeName(text));
  if (q.length < 2 || q.join(' ').length < 8) return null;
  let idx = indexes.get(reg);
  if (!idx) { idx = buildIndex(reg); indexes.set(reg, idx); }
  let memo = memos.get(reg);
  if (!memo) { memo = new Map(); memos.set(reg, memo); }
  const key = q.join(' ');
  if (memo.has(key)) return memo.get(key)!;
  const found = search(reg, idx, q) ?? compoundSearch(reg, idx, q);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, found);
  return found;
}

/** Fewest letters of a registry word kept as the head of a joined compound ("rhein" of "rheinisch"), and most letters its tail may drop. */
const COMPOUND_HEAD = 4;
const COMPOUND_DROP = 4;

/** True when `w` is the words `a` and `b` written as one, `a` maybe clipped of a short ending: "rheinwestfalische" = "rhein[isch]" +
 *  "westfalische" (German writes "rheinisch-westfälisch" also "rheinwestfälisch"), "badenwurttemberg" = "baden" + "wurttemberg". */
export function isClippedCompound(w: string, a: string, b: string): boolean {
  if (w.length < 10 || b.length < 5 || hasDigit(w) || !w.endsWith(b)) return false;
  const head = w.slice(0, w.length - b.length);
  return head.length >= COMPOUND_HEAD && a.startsWith(head) && a.length - head.length <= COMPOUND_DROP;
}

/**
 * The registry name a query means when one of its words joins two adjacent words of the name ("Rheinwestfälische Technische
 * Hochschule Aachen" for ROR's "Rheinisch-Westfälische Technische Hochschule Aachen"): every other word exact and in order, at least
 * two of them, one institution only. Tried only when no name of as many words is within reach.
 */
function compoundSearch(reg: Registry, idx: TokenIndex, q: string[]): AliasHit[] | null {
  if (q.length < 3) return null;
  const n = q.length + 1;
  const lists = q.map((t) => exactList(idx, t, n)).filter((l): l is number[] => !!l).sort((a, b) => a.length - b.length);
  if (lists.length < q.length - 1 || lists[0].length > MAX_CANDIDATES) return null;
  const found: string[] = [];
  for (const i of lists[0]) {
    const c = idx.tokens[i];
    if (c.length !== n) continue;
    let at = 0;
    while (at < q.length && q[at] === c[at]) at++;
    if (at === q.length || !isClippedCompound(q[at], c[at], c[at + 1])) continue;
    if (q.slice(at + 1).every((t, j) => t === c[at + 2 + j])) found.push(idx.keys[i]);
  }
  const hits = found.flatMap((k) => reg.byKey.get(k) ?? []);
  return new Set(hits.map((h) => h.inst.id)).size === 1 ? hits : null;
}

/** Answers by registry and query (misspelt names recur across papers). */
const memos = new WeakMap<Registry, Map<string, AliasHit[] | null>>();
const MEMO_MAX = 20_000;

/** Candidates from the most selective posting list (a word, or a word's first three letters, in names of as many words); none when even that is too common to scan. */
function search(reg: Registry, idx: TokenIndex, q: string[]): AliasHit[] | null {
  const lists = q.flatMap((t) => [exactList(idx, t, q.length), headList(idx, t, q.length)])
    .filter((l): l is number[] => !!l).sort((a, b) => a.length - b.length);
  if (!lists.length || lists[0].length > MAX_CANDIDATES) return null;
  const first = nearest(reg, idx, q, [lists[0]]);
  if (first) return first;
  // the names the first list held were compared already: skipped in the wider pass
  const seen = visit(idx);
  for (const i of lists[0]) seen.marks[i] = seen.stamp;
  return nearest(reg, idx, q, exactCandidates(idx, q), seen);
}

/** A mark per registry key, stamped anew for each look-up (no set built per look-up). */
interface Visit { marks: Uint32Array; stamp: number }
const visits = new WeakMap<TokenIndex, Visit>();
const counts = new WeakMap<TokenIndex, Visit>();
function stamped(idx: TokenIndex, of: WeakMap<TokenIndex, Visit>): Visit {
  let v = of.get(idx);
  if (!v || v.stamp === 0xffffffff) { v = { marks: new Uint32Array(idx.keys.length), stamp: 0 }; of.set(idx, v); }
  v.stamp++;
  return v;
}
const visit = (idx: TokenIndex) => stamped(idx, visits);
const countVisit = (idx: TokenIndex) => stamped(idx, counts);

/** Names that hold, exactly, one of the words a misspelling cannot have reached: the most selective list can be a misspelt word's
 *  first letters ("Sience" -> "sie*"), which misses the name meant. At most two words differ (two edits in all), and a word no name of
 *  as many words holds is one of them, so the names holding one of the (3 - such words) rarest held words exactly include every name
 *  within reach. */
function exactCandidates(idx: TokenIndex, q: string[]): number[][] {
  const lists = [...new Set(q)].map((t) => exactList(idx, t, q.length) ?? []);
  const held = lists.filter((l) => l.length).sort((a, b) => a.length - b.length);
  const take = held.slice(0, Math.max(0, 3 - (lists.length - held.length)));
  if (!take.length) return [];
  // their union within the cap: counted only when the lists' sizes together pass it (a name can be in several)
  if (take.reduce((n, l) => n + l.length, 0) <= MAX_CANDIDATES * 4) return take;
  const counted = countVisit(idx);
  let union = 0;
  for (const l of take) for (const i of l) if (counted.marks[i] !== counted.stamp) { counted.marks[i] = counted.stamp; union++; }
  return union <= MAX_CANDIDATES * 4 ? take : [];
}

/** The names of the `candidates` lists nearest `q` (two edits at most), each name compared once; null when none. */
function nearest(reg: Registry, idx: TokenIndex, q: string[], candidates: number[][], seen: Visit = visit(idx)): AliasHit[] | null {
  let least = Infinity;
  let found: string[] = [];
  // the query's tokens as the index numbers them (-1: a token no name holds, equal to none)
  const qIds = q.map((t) => idx.tokenIds.get(t) ?? -1);
  const n = q.length;
  for (const list of candidates) {
    for (const i of list) {
      if (seen.marks[i] === seen.stamp) continue;
      seen.marks[i] = seen.stamp;
      // a name of another length, with no word equal, or with more than two words unequal is out of reach (each unequal word costs
      // an edit at least): told by the numbers, before any letters are compared
      const c = idx.ids[i];
      if (c.length !== n) continue;
      let unequal = 0;
      for (let k = 0; k < n && unequal <= 2; k++) if (c[k] !== qIds[k]) unequal++;
      if (unequal > 2 || unequal === n) continue;
      const e = tokenEdits(q, idx.tokens[i]);
      if (e > 2 || e > least) continue;
      if (e < least) { least = e; found = []; }
      found.push(idx.keys[i]);
    }
  }
  if (!found.length) return null;
  const hits = found.flatMap((k) => reg.byKey.get(k) ?? []);
  const insts = new Set(hits.map((h) => h.inst.id));
  return insts.size >= 1 ? hits : null;
}

/** Shortest word in which one letter may differ between two spellings of one name ("Zaporizhzhia" / "Zaporizhzhya"): shorter words
 *  are often other places (Shanxi / Shaanxi). */
const VARIANT_WORD = 7;

/** Keys under which two spellings of one name meet (normalised keys in, see `isNameVariant`): the name without spaces, its words in
 *  alphabetical order, and for each word of VARIANT_WORD letters or more the other words with that one left out. */
export function nameVariantKeys(key: string): string[] {
  const t = keyTokens(key);
  const out = [`c:${key.replace(/ /g, '')}`, `o:${[...t].sort().join(' ')}`];
  t.forEach((w, i) => { if (w.length >= VARIANT_WORD && !hasDigit(w)) out.push(`e:${t.length}:${i}:${t.filter((_, j) => j !== i).join(' ')}`); });
  return out;
}

/**
 * True when two normalised keys spell one name differently: the same letters but for spaces ("bangkok thonburi university" /
 * "bangkokthonburi university"), the same words in another order ("surcolombiana university" / "university surcolombiana"), or
 * the same words in order but for one letter in one word of seven letters or more ("zaporizhzhia state medical university" /
 * "zaporizhzhya …", "mendeleev" / "mendeleyev"). Numbers must be equal. `order: false` where the names are English names
 * (there "Holy Cross College" and "College of the Holy Cross" are two colleges; elsewhere an English name is a translation, whose
 * word order is the translator's).
 */
export function isNameVariant(a: string, b: string, { order = true }: { order?: boolean } = {}): boolean {
  if (a === b) return false;
  if (a.replace(/ /g, '') === b.replace(/ /g, '')) return true;
  const ta = keyTokens(a), tb = keyTokens(b);
  if (ta.length < 2 || ta.length !== tb.length) return false;
  if (order && [...ta].sort().join(' ') === [...tb].sort().join(' ')) return true;
  const diff = ta.flatMap((w, i) => (w === tb[i] ? [] : [i]));
  if (diff.length !== 1) return false;
  const [x, y] = [ta[diff[0]], tb[diff[0]]];
  return Math.min(x.length, y.length) >= VARIANT_WORD && !hasDigit(x) && !hasDigit(y) && editDistance(x, y, 1) <= 1;
}
