/**
 * A cheap prefilter for the detector's widest regexes, derived from their own source at load time: every top-level
 * alternative of a regex has words it cannot match without (the literal letters it must consume: "challenge",
 * "sister"), and one pass over a text with a table of those words' first two characters tells which of them the text
 * holds (ASCII case folded, a superset of what "i" matches outside unicode mode). `test` then runs only the
 * alternatives whose words are there, each as a regex of its own: the answer is the regex's own, only faster. V8 tries
 * every alternative of a long alternation at every position of the text: the forty alternatives of the "other" track
 * cue took ~4–20 µs a text as one regex, ~0.5–1 µs so. A regex with an alternative that requires no literal (a class,
 * a quantified group), back-references or unicode case folding is run as it is. Rules change freely: the words are
 * read again from whatever the source says, parsed by regexpp (the parser ESLint uses).
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AST, RegExpParser } from '@eslint-community/regexpp';

type Pattern = AST.Pattern;
type Alternative = AST.Alternative;

/** What a regex part requires: any one of these words (folded), or null when nothing literal is required. */
type Need = string[] | null;

/** ASCII letters folded to lower case; every other code unit as it is. */
function fold(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/**
 * Words most texts the detector reads hold: a requirement of one of them lets nearly every text through, so any other
 * word of three letters or more is preferred (which word is required changes no answer, only how often the regex runs).
 */
const COMMON = new Set(['paper', 'papers', 'conference', 'workshop', 'track', 'proceedings', 'international', 'accepted', 'journal', 'the', 'and', 'for']);

/** How selective a requirement is: its shortest word's length, or 0 when a word is common (see COMMON). */
function selectivity(n: string[], common: ReadonlySet<string>): number {
  return n.some((w) => common.has(w)) ? 0 : Math.min(...n.map((w) => w.length));
}

/** The better of two requirements: the more selective, then fewer words. */
function better(a: Need, b: Need, common: ReadonlySet<string>): Need {
  if (!a) return b;
  if (!b) return a;
  const sa = selectivity(a, common);
  const sb = selectivity(b, common);
  return sb > sa || (sb === sa && b.length < a.length) ? b : a;
}

/**
 * Parses `source` (without the unicode flag: the only regexes gated) with regexpp, the parser ESLint uses. The parser
 * is loaded on the first parse: a process whose gated regexes are all in the shipped table (below) never loads it.
 */
function parse(source: string): Pattern {
  PARSER ??= new (createRequire(import.meta.url)('@eslint-community/regexpp') as typeof import('@eslint-community/regexpp')).RegExpParser({ ecmaVersion: 2025 });
  return PARSER.parsePattern(source, undefined, undefined, { unicode: false });
}
let PARSER: RegExpParser | null = null;

/**
 * What `gated`, `gatedIfWide` and `readerGate` read of a regex's source: its top-level alternatives' sources and each
 * one's requirement. Parsing the ~80 regexes they are given cost a fresh process ~110–130 ms CPU (round vfirst: the
 * tail readers' gate in the first pass, the track cues when cues.ts loads), every process and thread that detects
 * venues. So scripts/build-regex-needs.ts writes what the parse gives for every regex the detector gates into
 * src/venues/regex-needs.json, and `parsedNeeds` takes it from there when the source, the flags and the mode (with or
 * without few-character classes) are exactly those of an entry; any other regex is parsed as before. The table is data
 * of this module's reading: regex-needs.test.ts checks every entry against a fresh parse (so a change to branchNeeds,
 * COMMON or a gated regex without a rebuild fails there), and the script's `--check` that the file is what it writes.
 */
export interface ParsedNeeds {
  /** The top-level alternatives' sources. */
  alternatives: string[];
  /** Each alternative's requirement (branchNeeds with COMMON). */
  needs: Need[];
}
/** The table's key for a regex: the mode ("c" with few-character classes, "w" words only), the flags, the source. */
export function needsKey(source: string, flags: string, classes: boolean): string {
  return `${classes ? 'c' : 'w'}/${flags}/${source}`;
}
/** The shipped table's path (written by scripts/build-regex-needs.ts). */
export const REGEX_NEEDS_FILE = new URL('./regex-needs.json', import.meta.url);
/** The shipped table, its format: entries [key, alternatives, needs]. */
export const REGEX_NEEDS_FORMAT = 1;
function readNeedsTable(): Map<string, ParsedNeeds> {
  try {
    const data = JSON.parse(fs.readFileSync(REGEX_NEEDS_FILE, 'utf8')) as { format: number; entries: [string, string[], Need[]][] };
    if (data.format !== REGEX_NEEDS_FORMAT) return new Map();
    return new Map(data.entries.map(([key, alternatives, needs]) => [key, { alternatives, needs }]));
  } catch { return new Map(); }
}
let NEEDS_TABLE: Map<string, ParsedNeeds> | null = null;
/** Every (source, flags, mode) asked of parsedNeeds in this process, by key: what the build script writes. */
const ASKED = new Map<string, { source: string; flags: string; classes: boolean }>();

/** The alternatives and requirements of a regex as a fresh parse gives them (throws where regexpp or branchNeeds do). */
export function freshNeeds(source: string, flags: string, classes: boolean): ParsedNeeds {
  const { alternatives } = parse(source);
  return { alternatives: alternatives.map((a) => a.raw), needs: branchNeeds(alternatives, flags.includes('i'), COMMON, classes) };
}

/** freshNeeds, from the shipped table when it holds the regex. */
function parsedNeeds(source: string, flags: string, classes: boolean): ParsedNeeds {
  const key = needsKey(source, flags, classes);
  ASKED.set(key, { source, flags, classes });
  NEEDS_TABLE ??= readNeedsTable();
  return NEEDS_TABLE.get(key) ?? freshNeeds(source, flags, classes);
}

/** The regexes gated in this process so far (see parsedNeeds), for scripts/build-regex-needs.ts and its test. */
export function askedNeeds(): { key: string; source: string; flags: string; classes: boolean }[] {
  return [...ASKED].map(([key, r]) => ({ key, ...r }));
}
/** The shipped table as read (empty when the file is missing, unreadable or of another format). */
export function shippedNeeds(): ReadonlyMap<string, ParsedNeeds> {
  NEEDS_TABLE ??= readNeedsTable();
  return NEEDS_TABLE;
}

/** Each branch's requirement in a disjunction (a pattern's or a group's alternatives). */
function branchNeeds(alternatives: Alternative[], icase: boolean, common: ReadonlySet<string> = COMMON, classes = false): Need[] {
  return alternatives.map((alt) => {
    let best: Need = null;
    let run = '';
    const close = () => { if (run) best = better(best, [run], common); run = ''; };
    for (const el of alt.elements) {
      const q = el.type === 'Quantifier' ? el : null;
      const atom = q ? q.element : el;
      // A quantified atom (even "+": its repetitions are not one literal) and any atom that is no literal ends the run.
      // Under "i" a letter past ASCII matches its other case, which fold() does not make: no part of a word then.
      if (atom.type === 'Character' && !q && atom.value <= 0xffff && !(icase && atom.value >= 128)) {
        run += String.fromCharCode(fold(atom.value));
        continue;
      }
      close();
      // With `classes`: a class of a few characters ("['’]", "[(\[]"), not negated nor quantified, needs one of them (a
      // word of one character each).
      const few = classes && !q ? classChars(atom, icase) : null;
      if (few) { best = better(best, few, common); continue; }
      if (atom.type !== 'Group' && atom.type !== 'CapturingGroup') continue;
      if (atom.type === 'Group' && atom.modifiers) throw new Error(`regex-gate: unknown group (modifiers) in /${alt.raw}/`);
      const inner = branchNeeds(atom.alternatives, icase, common, classes);
      const need = inner.some((b) => b === null) ? null : [...new Set(inner.flat() as string[])];
      if (need && !(q && q.min === 0)) best = better(best, need, common);
    }
    close();
    return best;
  });
}

/** The characters (folded) of a class of at most four plain characters, not negated; else null. */
function classChars(atom: AST.Node, icase: boolean): string[] | null {
  if (atom.type !== 'CharacterClass' || atom.negate || atom.elements.length > 4) return null;
  const chars: string[] = [];
  for (const el of atom.elements) {
    if (el.type !== 'Character' || el.value > 0xffff || (icase && el.value >= 128)) return null;
    chars.push(String.fromCharCode(fold(el.value)));
  }
  return chars.length ? [...new Set(chars)] : null;
}

/** The requirement of each top-level alternative of `source` (`common`: words avoided when another will do, see COMMON). */
export function alternativeNeeds(source: string, flags = '', common: ReadonlySet<string> = COMMON): Need[] {
  return branchNeeds(parse(source).alternatives, flags.includes('i'), common);
}


/**
 * Which of a set of words a text holds, in one pass: a hashed table of their first two (folded) code units, each
 * bucket a chain of words. A word of one code unit is sought with indexOf (in both cases when it is a letter).
 */
class WordScan {
  private readonly head = new Int32Array(PAIR_BUCKETS).fill(-1);
  private readonly next: Int32Array;
  private readonly singles: { at: number; chars: string[] }[] = [];
  constructor(private readonly words: readonly string[]) {
    this.next = new Int32Array(words.length).fill(-1);
    words.forEach((word, at) => {
      if (word.length === 1) {
        this.singles.push({ at, chars: word === word.toUpperCase() ? [word] : [word, word.toUpperCase()] });
        return;
      }
      const h = pairHash(word.charCodeAt(0), word.charCodeAt(1));
      this.next[at] = this.head[h];
      this.head[h] = at;
    });
  }

  /** Sets found[k] to 1 for every word k the text holds (found is cleared first); true when it holds any. */
  scan(text: string, found: Uint8Array): boolean {
    found.fill(0);
    let any = false;
    for (const { at, chars } of this.singles) if (chars.some((ch) => text.includes(ch))) { found[at] = 1; any = true; }
    const n = text.length;
    const { head, next, words } = this;
    let prev = n ? fold(text.charCodeAt(0)) : 0;
    for (let i = 1; i < n; i++) {
      const c = fold(text.charCodeAt(i));
      for (let w = head[(Math.imul(prev, 31) + c) & (PAIR_BUCKETS - 1)]; w >= 0; w = next[w]) {
        const word = words[w];
        if (found[w] || word.charCodeAt(0) !== prev || word.charCodeAt(1) !== c || i - 1 + word.length > n) continue;
        let k = 2;
        while (k < word.length && fold(text.charCodeAt(i - 1 + k)) === word.charCodeAt(k)) k++;
        if (k === word.length) { found[w] = 1; any = true; }
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
  let sources: string[];
  try {
    ({ needs, alternatives: sources } = parsedNeeds(re.source, re.flags, false));
  } catch { return always; }
  if (needs.some((n) => n === null)) return always;
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
  return parsedNeeds(re.source, re.flags, false).alternatives.length >= WIDE ? gated(re) : ungated(re);
}

/** The regex run as it is (test without its global or sticky flag). */
function ungated(re: RegExp): GatedRegex {
  const plain = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re;
  return { test: (t) => plain.test(t), mayMatch: () => true };
}

/**
 * Which of many readers can read anything in a text, in one pass over it: each reader is given the regexes of which one
 * must match for it to read anything (its first tests: it returns nothing when none does), and the words every match of
 * them holds (as `gated` reads them) are sought all at once. `mayRead(text)` returns one flag per reader, 1 when one
 * of its regexes may match (always for a reader given no regex, or one with an alternative that requires no literal).
 * The flags array is reused by the next call.
 */
export function readerGate(readers: readonly (readonly RegExp[])[]): (text: string) => Uint8Array {
  const words: string[] = [];
  const index = new Map<string, number>();
  const wordsOf: (number[] | null)[] = readers.map((res) => {
    if (!res.length) return null;
    const held: number[] = [];
    for (const re of res) {
      // A skipped exec of a global or sticky regex would leave its lastIndex where the last one did.
      if (re.global || re.sticky) throw new Error(`readerGate: /${re.source}/${re.flags} keeps a lastIndex between calls; give the reader a regex without g or y`);
      if (/[uv]/.test(re.flags)) return null;
      let needs: Need[];
      try { needs = parsedNeeds(re.source, re.flags, true).needs; } catch { return null; }
      if (needs.some((n) => n === null)) return null;
      for (const w of needs.flat() as string[]) {
        if (!index.has(w)) { index.set(w, words.length); words.push(w); }
        held.push(index.get(w)!);
      }
    }
    return [...new Set(held)];
  });
  const scan = new WordScan(words);
  const found = new Uint8Array(words.length);
  const flags = new Uint8Array(readers.length);
  return (text: string): Uint8Array => {
    const any = scan.scan(text, found);
    for (let r = 0; r < wordsOf.length; r++) {
      const ws = wordsOf[r];
      if (ws === null) { flags[r] = 1; continue; }
      let held = 0;
      if (any) for (const k of ws) if (found[k]) { held = 1; break; }
      flags[r] = held;
    }
    return flags;
  };
}
