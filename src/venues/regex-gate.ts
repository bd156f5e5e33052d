/**
 * Cheap prefilters for the detector's wide regexes, derived from their own source at load time: every top-level
 * alternative of a regex has words it cannot match without (the literal letters it must consume: "challenge",
 * "proceedings"), and one pass over a text with a table of those words' first two characters tells which of them the
 * text holds (ASCII case folded, a superset of what `i` matches outside unicode mode). A regex none of whose
 * alternatives can find its words is not run; a `.test()` runs only the alternatives whose words are there. The answers
 * are the regex's own, only faster: V8 tries every alternative of a long alternation at every position of the text (a
 * text of 60 characters against the 40 alternatives of the "other" track cue took ~20 µs). An alternative with no
 * literal to require (a class, a quantified group) is always run; a regex with back-references or unicode case folding
 * is not split. Rules change freely: the words are read again from whatever the source says.
 */

/** What a regex part requires: any one of these words (folded), or null when nothing literal is required. */
type Need = string[] | null;

/** ASCII letters folded to lower case; every other code unit as it is. */
function fold(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/** The escape at source[i] (a backslash): the literal character it stands for, or -1 for a class, assertion or reference. */
function escapedLiteral(src: string, i: number): { lit: number; end: number } {
  const c = src[i + 1];
  // Classes, assertions, back-references (\k<name> with its name): no literal. Without the unicode flag (the only
  // regexes gated) "\p" and "\u{" are not property or code point escapes.
  if (c === 'k' && src[i + 2] === '<') return { lit: -1, end: src.indexOf('>', i) + 1 };
  if ('dDwWsSbBkpP'.includes(c) || (c >= '1' && c <= '9')) return { lit: -1, end: i + 2 };
  const hex = c === 'u' ? 4 : c === 'x' ? 2 : 0;
  if (hex && new RegExp(`^[0-9A-Fa-f]{${hex}}`).test(src.slice(i + 2))) return { lit: parseInt(src.slice(i + 2, i + 2 + hex), 16), end: i + 2 + hex };
  if (hex) return { lit: -1, end: i + 2 };
  if (c === 'c') return { lit: -1, end: /[A-Za-z]/.test(src[i + 2] ?? '') ? i + 3 : i + 2 };
  const controls: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };
  return { lit: c in controls ? controls[c] : c.charCodeAt(0), end: i + 2 };
}

/** The index after the character class opening at source[i] (in JavaScript a "]" right after "[" or "[^" closes it). */
function classEnd(src: string, i: number): number {
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === ']') return j + 1;
  }
  throw new Error(`regex-gate: unclosed class at ${i} in /${src}/`);
}

/** The quantifier at source[i], if any: its end and whether it allows zero repetitions. */
function quantifier(src: string, i: number): { end: number; optional: boolean } | null {
  const c = src[i];
  let end: number;
  let optional: boolean;
  if (c === '?' || c === '*' || c === '+') { end = i + 1; optional = c !== '+'; }
  else if (c === '{') {
    const m = /^\{(\d+)(?:,\d*)?\}/.exec(src.slice(i));
    if (!m) return null;
    end = i + m[0].length;
    optional = Number(m[1]) === 0;
  } else return null;
  if (src[end] === '?') end++;
  return { end, optional };
}

/** The better of two requirements: longer shortest word, then fewer words. */
function better(a: Need, b: Need): Need {
  if (!a) return b;
  if (!b) return a;
  const ma = Math.min(...a.map((w) => w.length));
  const mb = Math.min(...b.map((w) => w.length));
  return mb > ma || (mb === ma && b.length < a.length) ? b : a;
}

/** Parses the alternation from source[i] to its closing ")" (or the end): each branch's requirement and where it stopped. */
function alternation(src: string, i: number, icase: boolean): { branches: Need[]; end: number } {
  const branches: Need[] = [];
  let best: Need = null;
  let run = '';
  const close = () => { if (run) best = better(best, [run]); run = ''; };
  while (i < src.length && src[i] !== ')') {
    const c = src[i];
    if (c === '|') { close(); branches.push(best); best = null; i++; continue; }
    let lit = -1;
    let need: Need = null;
    let zeroWidth = false;
    let end: number;
    if (c === '\\') ({ lit, end } = escapedLiteral(src, i));
    else if (c === '[') end = classEnd(src, i);
    else if (c === '(') {
      if (src[i + 1] === '?' && !/^\(\?(?::|<?[=!]|<[A-Za-z_$])/.test(src.slice(i, i + 4))) throw new Error(`regex-gate: unknown group at ${i} in /${src}/`);
      const look = /^\(\?<?[=!]/.test(src.slice(i, i + 4));
      const open = look ? (src[i + 2] === '<' ? 4 : 3) : src.startsWith('(?:', i) ? 3 : src.startsWith('(?<', i) ? src.indexOf('>', i) + 1 - i : 1;
      const inner = alternation(src, i + open, icase);
      end = inner.end + 1;
      zeroWidth = look;
      need = inner.branches.some((b) => b === null) ? null : [...new Set(inner.branches.flat() as string[])];
    } else if (c === '^' || c === '$') { end = i + 1; zeroWidth = true; }
    else if (c === '.') end = i + 1;
    else { lit = c.charCodeAt(0); end = i + 1; }
    const q = quantifier(src, end);
    if (q) end = q.end;
    // A quantified atom (even "+": its repetitions are not one literal) and any atom that is no literal ends the run.
    // Under "i" a letter past ASCII matches its other case, which fold() does not make: no part of a word then.
    if (lit >= 0 && !q && !(icase && lit >= 128)) run += String.fromCharCode(fold(lit));
    else {
      close();
      if (need && !q?.optional && !zeroWidth) best = better(best, need);
    }
    i = end;
  }
  close();
  branches.push(best);
  return { branches, end: i };
}

/** The requirement of each top-level alternative of `source`. */
export function alternativeNeeds(source: string, flags = ''): Need[] {
  return alternation(source, 0, flags.includes('i')).branches;
}

/** The source of each top-level alternative. */
function topLevelAlternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(src, i) - 1;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) { out.push(src.slice(from, i)); from = i + 1; }
  }
  out.push(src.slice(from));
  return out;
}

/**
 * Which of a set of words a text holds, in one pass: a table of their first two (folded) code units, hashed. Words of one
 * code unit are looked up by it alone.
 */
class WordScan {
  private readonly byPair: ({ word: string; at: number }[] | undefined)[] = new Array(PAIR_BUCKETS);
  private readonly single = new Map<number, number>();
  readonly size: number;
  constructor(words: readonly string[]) {
    this.size = words.length;
    words.forEach((word, at) => {
      if (word.length === 1) { this.single.set(word.charCodeAt(0), at); return; }
      const h = pairHash(word.charCodeAt(0), word.charCodeAt(1));
      (this.byPair[h] ??= []).push({ word, at });
    });
  }

  /** Sets found[k] to 1 for every word k the text holds (found is cleared first); true when it holds any. */
  scan(text: string, found: Uint8Array): boolean {
    found.fill(0);
    let any = false;
    const n = text.length;
    const single = this.single.size > 0;
    let prev = -1;
    for (let i = 0; i < n; i++) {
      const c = fold(text.charCodeAt(i));
      if (single) {
        const s = this.single.get(c);
        if (s !== undefined) { found[s] = 1; any = true; }
      }
      if (prev >= 0) {
        const list = this.byPair[pairHash(prev, c)];
        if (list) for (const { word, at } of list) {
          if (found[at] || word.charCodeAt(0) !== prev || word.charCodeAt(1) !== c || i - 1 + word.length > n) continue;
          let k = 2;
          while (k < word.length && fold(text.charCodeAt(i - 1 + k)) === word.charCodeAt(k)) k++;
          if (k === word.length) { found[at] = 1; any = true; }
        }
      }
      prev = c;
    }
    return any;
  }
}
const PAIR_BUCKETS = 4096;
function pairHash(a: number, b: number): number {
  return (Math.imul(a, 31) + b) & (PAIR_BUCKETS - 1);
}

/** A regex with its alternatives' words: `test` and `mayMatch` as described above. */
export interface GatedRegex {
  /** re.test(text) for a regex neither global nor sticky, running only the alternatives whose words the text holds. */
  test(text: string): boolean;
  /** False only when the regex can match nowhere in the text (from any lastIndex: exec, replace, matchAll). */
  mayMatch(text: string): boolean;
}

/** A gate for `re`; one that always runs it when an alternative requires no literal or its flags fold case in unicode. */
export function gated(re: RegExp): GatedRegex {
  const always = ungated(re);
  if (/[uv]/.test(re.flags)) return always;
  let needs: Need[];
  try { needs = alternativeNeeds(re.source, re.flags); } catch { return always; }
  const sources = topLevelAlternatives(re.source);
  if (needs.some((n) => n === null) || sources.length !== needs.length) return always;
  const words = [...new Set(needs.flat() as string[])];
  const scan = new WordScan(words);
  const found = new Uint8Array(words.length);
  // Split only without back-references (their groups' numbers would change); otherwise the whole regex, gated.
  const split = !/\\[1-9]|\\k</.test(re.source);
  const flags = re.flags.replace(/[gy]/g, '');
  const parts = split
    ? sources.map((s, k) => ({ re: new RegExp(s, flags), words: needs[k]!.map((w) => words.indexOf(w)) }))
    : [{ re: new RegExp(re.source, flags), words: words.map((_, k) => k) }];
  return {
    test(text: string): boolean {
      if (!scan.scan(text, found)) return false;
      for (const p of parts) {
        let held = false;
        for (const k of p.words) if (found[k]) { held = true; break; }
        if (held && p.re.test(text)) return true;
      }
      return false;
    },
    mayMatch: (text: string) => scan.scan(text, found),
  };
}

/** Top-level alternatives from which a regex is worth gating: fewer, and V8 runs it about as fast as the scan. */
const WIDE = 8;

/** gated(re) for a regex of many alternatives; for a narrower one, the regex itself. */
export function gatedIfWide(re: RegExp): GatedRegex {
  return topLevelAlternatives(re.source).length >= WIDE ? gated(re) : ungated(re);
}

/** The regex run as it is (test without its global or sticky flag). */
function ungated(re: RegExp): GatedRegex {
  const plain = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re;
  return { test: (t) => plain.test(t), mayMatch: () => true };
}

/** The alternation with most alternatives in a regex's source (the top level or a group's content): its span and alternatives. */
function widestAlternation(src: string): { start: number; end: number; alternatives: string[] } {
  // Each open group (and the top level) with the start of its content and of its current alternative.
  const open: { start: number; bars: number[] }[] = [{ start: 0, bars: [] }];
  let best = { start: 0, end: src.length, bars: [] as number[] };
  const close = (g: { start: number; bars: number[] }, end: number) => { if (g.bars.length > best.bars.length) best = { start: g.start, end, bars: g.bars }; };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(src, i) - 1;
    else if (c === '(') {
      const head = /^\((?:\?(?::|<?[=!]|<[A-Za-z_$][\w$]*>))?/.exec(src.slice(i))![0];
      open.push({ start: i + head.length, bars: [] });
      i += head.length - 1;
    } else if (c === ')') close(open.pop()!, i);
    else if (c === '|') open[open.length - 1].bars.push(i);
  }
  close(open[0], src.length);
  const cuts = [best.start - 1, ...best.bars, best.end];
  return { start: best.start, end: best.end, alternatives: cuts.slice(1).map((e, k) => src.slice(cuts[k] + 1, e)) };
}

/**
 * For a regex run with exec (global or not) over one text: `(text) => re` with the alternatives that cannot match in
 * that text (their words absent) made to fail at once (`[]` before them, their groups kept in place and numbered as
 * before), so every match, index and group is the regex's own. One regex per set of dropped alternatives, kept.
 * Callers set lastIndex on the regex returned, as on `re`; a narrow regex (fewer than WIDE alternatives) is `re` itself.
 */
export function pruned(re: RegExp): (text: string) => RegExp {
  const same = () => re;
  if (/[uv]/.test(re.flags) || /\\[1-9]|\\k</.test(re.source)) return same;
  let group: ReturnType<typeof widestAlternation>;
  let needs: Need[];
  try {
    group = widestAlternation(re.source);
    needs = group.alternatives.map((a) => alternativeNeeds(a, re.flags)[0]);
  } catch { return same; }
  if (group.alternatives.length < WIDE) return same;
  const words = [...new Set(needs.flatMap((n) => n ?? []))];
  const scan = new WordScan(words);
  const found = new Uint8Array(words.length);
  const wordsOf = needs.map((n) => n?.map((w) => words.indexOf(w)) ?? null);
  const made = new Map<string, RegExp>();
  const head = re.source.slice(0, group.start);
  const tail = re.source.slice(group.end);
  return (text: string) => {
    scan.scan(text, found);
    let key = '';
    for (const ks of wordsOf) key += ks === null || ks.some((k) => found[k]) ? '1' : '0';
    if (!key.includes('0')) return re;
    let r = made.get(key);
    if (!r) {
      r = new RegExp(head + group.alternatives.map((s, k) => (key[k] === '1' ? s : `[](?:${s})`)).join('|') + tail, re.flags);
      made.set(key, r);
    }
    return r;
  };
}
