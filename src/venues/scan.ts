import { ALIAS_INDEX, aliasPlural, onCatalogueChange, type AliasMatcher } from './catalogue.ts';

/**
 * Letters an alias needs, in order, from its start, in each of its spellings: an alias regex matches letters literally
 * (case aside) and everything between them with non-letters only, so any text it matches holds the letters of one of
 * these in this order once the non-letters are skipped. "and" / "&" after the first word may stand for each other, so
 * there are two spellings, its letters "and" or none ("&" is no letter), each going on to the end of the next word
 * only: enough to tell the alias from others of its first words, and a small trie (built by every process).
 */
function requiredLetters(a: AliasMatcher): string[] {
  const tokens = a.alias.split(/\s+/);
  const letters = (tok: string) => tok.replace(/[^A-Za-z]/g, '').toLowerCase();
  const isAnd = (tok: string) => tok === '&' || tok.toLowerCase() === 'and';
  // A plural last word may come in the singular (catalogue.ts pluralTail): its final s is not required.
  const plural = aliasPlural(a.alias, a.strength);
  const k = tokens.findIndex((tok, i) => i > 0 && isAnd(tok));
  if (k < 0) {
    const out = tokens.map(letters).join('');
    return [plural ? out.slice(0, -1) : out];
  }
  const head = tokens.slice(0, k).map(letters).join('');
  const next = k + 1 < tokens.length && !isAnd(tokens[k + 1]) ? letters(tokens[k + 1]) : '';
  const tail = plural && k + 1 === tokens.length - 1 ? next.slice(0, -1) : next;
  return [...new Set([`${head}and${tail}`, head + tail])];
}

/**
 * A letter trie over one key's aliases: `ends` lists (in catalogue order) the indices of the aliases whose letters end
 * here, `endAliases` the aliases themselves (filled once the trie is built, so a walk ending at one node allocates nothing).
 */
interface TrieNode {
  next: (TrieNode | undefined)[] | null; ends: number[]; endAliases: AliasMatcher[];
  /** Letters (char codes) that must follow the one leading here before this node is reached: a chain of nodes with one
   * child and no ends, folded into one (fewer objects to visit; a walk is mostly such chains). */
  label: number[];
}

/** A word the scanner looks for: aliases starting with it, and whether it is a generic trigger ("workshop"). */
export interface KeyEntry {
  key: string; aliases: readonly AliasMatcher[]; trie: TrieNode | undefined; generic: boolean;
  /** When every alias of the key is case-sensitive (list acronyms "IS", "RE", "AI"): the key's spellings that count. */
  exact: ReadonlySet<string> | null;
}

/** The trie node reached after the key's own letters (every alias of a key begins with them). */
function afterKey(root: TrieNode, key: string): TrieNode | undefined {
  let node: TrieNode | undefined = root;
  for (let k = 0; node && k < key.length; k++) if (key[k] !== '&') node = node.next?.[key.charCodeAt(k) - 97];
  return node;
}

const GENERIC_TRIGGERS = new Set(['workshop', 'workshops', 'transactions', 'symposium']);

function buildTrie(aliases: readonly AliasMatcher[], letters: string[][]): TrieNode {
  const root: TrieNode = { next: null, ends: [], endAliases: [], label: [] };
  letters.forEach((words, i) => words.forEach((word) => {
    let node = root;
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k) - 97;
      node.next ??= new Array<TrieNode | undefined>(26).fill(undefined);
      node = node.next[c] ??= { next: null, ends: [], endAliases: [], label: [] };
    }
    node.ends.push(i);
    node.endAliases.push(aliases[i]);
  }));
  return root;
}

/** The letter of a node's one child, or -1 when it has several. */
function onlyChild(next: readonly (TrieNode | undefined)[]): number {
  let only = -1;
  for (let c = 0; c < 26; c++) {
    if (!next[c]) continue;
    if (only >= 0) return -1;
    only = c;
  }
  return only;
}

/** Folds every chain below `node` of nodes with one child and no ends into its first node's label (see TrieNode). */
function fold(node: TrieNode): TrieNode {
  if (!node.next) return node;
  for (let c = 0; c < 26; c++) {
    let child = node.next[c];
    if (!child) continue;
    const label: number[] = [];
    for (;;) {
      if (child.ends.length || !child.next) break;
      const only = onlyChild(child.next);
      if (only < 0) break;
      label.push(only);
      child = child.next[only]!;
    }
    // The chain's last node takes the chain's letters before its own (in place: no trie shares a node).
    if (label.length) child.label = [...label, ...child.label];
    node.next[c] = fold(child);
  }
  return node;
}

const NO_NUMBERS: number[] = [];
const NO_ALIASES: AliasMatcher[] = [];

/**
 * Every node below `node` with its lists at their length: empty ones shared, others copied to their size (an array
 * grown by one push keeps room for 17; with ~4,000 nodes that was ~0.5 MB of every detecting thread's heap). The
 * lists are only read once built.
 */
function trimmed(node: TrieNode): TrieNode {
  node.ends = node.ends.length ? node.ends.slice() : NO_NUMBERS;
  node.endAliases = node.endAliases.length ? node.endAliases.slice() : NO_ALIASES;
  if (!node.label.length) node.label = NO_NUMBERS;
  if (node.next) for (const child of node.next) if (child) trimmed(child);
  return node;
}

/** Case-folded hash of text[start, end) over ASCII letters and "&", as the scanner computes it. */
function hashRange(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + (text.charCodeAt(i) | 32)) | 0;
  return h;
}

function buildKeys(): Map<number, KeyEntry[]> {
  const keys = new Map<number, KeyEntry[]>();
  for (const key of new Set([...ALIAS_INDEX.keys(), ...GENERIC_TRIGGERS])) {
    const aliases = ALIAS_INDEX.get(key) ?? [];
    const after = afterKey(buildTrie(aliases, aliases.map(requiredLetters)), key);
    const trie = after && trimmed(fold(after));
    const h = hashRange(key, 0, key.length);
    if (!keys.has(h)) keys.set(h, []);
    const generic = GENERIC_TRIGGERS.has(key);
    const caseSensitive = !generic && aliases.length > 0 && aliases.every((a) => a.strength === 'weak' || a.strength === 'cs');
    const exact = caseSensitive ? new Set(aliases.map((a) => /[A-Za-z]+(?:&[A-Za-z]+)?/.exec(a.alias)![0])) : null;
    keys.get(h)!.push({ key, aliases, trie, generic, exact });
  }
  return keys;
}

let KEYS = buildKeys();

/** One flag per low 16 bits of a key hash: most words of a text are no key and skip the map look-up. */
const MAYBE_KEY = new Uint8Array(1 << 16);
for (const h of KEYS.keys()) MAYBE_KEY[h & 0xffff] = 1;
onCatalogueChange(() => {
  KEYS = buildKeys();
  MAYBE_KEY.fill(0);
  for (const h of KEYS.keys()) MAYBE_KEY[h & 0xffff] = 1;
});

function isLetter(c: number): boolean {
  const l = c | 32;
  return l >= 97 && l <= 122;
}

/** True when text[start, end) is `key` ignoring ASCII case (keys are lower-case letters and "&"). */
function sameKey(text: string, start: number, end: number, key: string): boolean {
  if (end - start !== key.length) return false;
  for (let i = 0; i < key.length; i++) if ((text.charCodeAt(start + i) | 32) !== key.charCodeAt(i)) return false;
  return true;
}

/**
 * Calls `hit` for every word token of the text (letters, optionally "&letters", as TOKEN_RE) that the catalogue
 * knows, without allocating; stops early when `hit` returns true. `from` must be 0 or the start of a token.
 */
export function scanKeys(text: string, hit: (e: KeyEntry, start: number, end: number) => boolean | void, from = 0): void {
  const n = text.length;
  let i = from;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!isLetter(c)) { i++; continue; }
    const start = i;
    let h = 0;
    // One read per character, never past the end (an out-of-bounds read is NaN and slows the loop down).
    for (;;) {
      h = (Math.imul(h, 31) + (c | 32)) | 0;
      if (++i >= n) break;
      c = text.charCodeAt(i);
      if (!isLetter(c)) break;
    }
    if (i + 1 < n && c === 38 && isLetter(text.charCodeAt(i + 1))) {
      h = (Math.imul(h, 31) + 38) | 0;
      c = text.charCodeAt(++i);
      for (;;) {
        h = (Math.imul(h, 31) + (c | 32)) | 0;
        if (++i >= n) break;
        c = text.charCodeAt(i);
        if (!isLetter(c)) break;
      }
    }
    if (!MAYBE_KEY[h & 0xffff]) continue;
    const es = KEYS.get(h);
    if (!es) continue;
    for (const e of es) {
      if (!sameKey(text, start, i, e.key)) continue;
      // "is", "re", "ai" in running text: keys whose aliases all need their exact case ("IS", "RE", "AI").
      if (e.exact && !e.exact.has(text.slice(start, i))) continue;
      if (hit(e, start, i)) return;
    }
  }
}

const NONE: readonly AliasMatcher[] = [];

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Where alias `a` (a candidate of the key token text[start, end) scanKeys found) matches from `start - a.offset`, or
 * -1: what its sticky regex gives. A plain one-word alias is checked without the regex: the token is already the
 * alias's letters (case aside) with no letter before it or after it (scanKeys reads maximal letter runs), so only its
 * case and the look-ahead for a glued number ("ICML2x") are left to test.
 */
export function aliasEnd(a: AliasMatcher, text: string, start: number, end: number): number {
  const kind = a.plain;
  if (kind !== 0 && end - start === a.alias.length) {
    if (kind === 2) for (let i = 0; i < a.alias.length; i++) if (text.charCodeAt(start + i) !== a.alias.charCodeAt(i)) return -1;
    const c = text.charCodeAt(end);
    if (isDigit(c)) {
      if (isLetter(text.charCodeAt(end + 1))) return -1;
      if (isDigit(text.charCodeAt(end + 1)) && isDigit(text.charCodeAt(end + 2)) && isLetter(text.charCodeAt(end + 3))) return -1;
    }
    return end;
  }
  const at = start - a.offset;
  if (at < 0) return -1;
  if (a.match) return a.match(text, at);
  a.re.lastIndex = at;
  // Sticky: after a match lastIndex is where it ended (no match array to allocate).
  return a.re.test(text) ? a.re.lastIndex : -1;
}

/**
 * The aliases of a key found in the text ending at `end` whose remaining required letters follow (non-letters
 * skipped), in catalogue order:
 * the only ones whose regex can match there.
 */
export function candidates(e: KeyEntry, text: string, end: number): readonly AliasMatcher[] {
  if (!e.trie) return NONE;
  // Most walks collect from one node: its own list is returned as is; several nodes' indices are merged in order.
  let one: TrieNode | null = null;
  let many: number[] | null = null;
  let node = e.trie;
  let j = end;
  const n = text.length;
  for (;;) {
    if (node.ends.length) {
      if (one === null && many === null) one = node;
      else { many ??= one!.ends.slice(); one = null; for (const k of node.ends) many.push(k); }
    }
    const next = node.next;
    if (!next) break;
    while (j < n && !isLetter(text.charCodeAt(j))) j++;
    if (j >= n) break;
    const child = next[(text.charCodeAt(j) | 32) - 97];
    if (!child) break;
    j++;
    const label = child.label;
    let k = 0;
    for (; k < label.length; k++, j++) {
      while (j < n && !isLetter(text.charCodeAt(j))) j++;
      if (j >= n || (text.charCodeAt(j) | 32) - 97 !== label[k]) break;
    }
    if (k < label.length) break;
    node = child;
  }
  if (one) return one.endAliases;
  if (!many) return NONE;
  many.sort((a, b) => a - b);
  // Two spellings of one alias ("and" / "&") may both lie on the walk: each alias once.
  return many.filter((k, i) => i === 0 || k !== many![i - 1]).map((k) => e.aliases[k]);
}
