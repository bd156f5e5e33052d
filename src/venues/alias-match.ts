// An alias's name matched without its own regex: V8 compiles a regex on its first two runs (~0.2 ms each, bytecode then
// native code), and the catalogue has ~1,200 multi-word aliases, each its own regex; a process meeting a few hundred of
// them (an import, a re-detection thread) spent more compiling them than running them. The name is the part
// aliasSource (catalogue.ts) writes from the alias's words; what stands around it — the guards before and after, the
// same text for every alias — stays a regex, compiled once for all.

/**
 * One step of a name: a character, or a run of characters of a kind. A name's steps are kept packed in one string, two
 * UTF-16 code units a step (its kind and flags, then its character's code), not as an object a step: ~1,200 multi-word
 * aliases of ~35 steps each took ~3.4 MB of the import's venue-detection thread's 48 MB heap as objects, ~0.3 MB packed.
 */
const CHAR = 0;
const SPACES = 1;
const AND_AMP = 2;
const KIND = 3;
/** char: the character may be left out (a dot, a comma). */
const OPTIONAL = 4;
/** char, andAmp: ASCII letters compared without case. */
const FOLDED = 8;
/** spaces: at least one. */
const MIN1 = 16;
/** spaces: a hyphen counts as a space. */
const DASH = 32;
/** spaces: at most one. */
const MAX1 = 64;
/** andAmp: "and" tried before "&". */
const AND_FIRST = 128;

/** Appends a step's two code units to `ops`. */
function op(ops: number[], flags: number, code = 0): void {
  ops.push(flags, code);
}

/** A character JavaScript's \s matches (WhiteSpace and LineTerminator). */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function isAsciiLetter(c: number): boolean {
  const l = c | 32;
  return l >= 97 && l <= 122;
}

/** True when text[i] is `code` (ASCII case aside when `folded` and it is a letter). */
function charAt(text: string, i: number, code: number, folded: boolean): boolean {
  const c = text.charCodeAt(i);
  return c === code || (folded && isAsciiLetter(code) && (c | 32) === (code | 32) && isAsciiLetter(c));
}

function sameWord(text: string, i: number, word: string, folded: boolean): boolean {
  for (let k = 0; k < word.length; k++) if (!charAt(text, i + k, word.charCodeAt(k), folded)) return false;
  return true;
}

/** Appends the steps of one word of an alias, as aliasSource writes it, to `ops`; false when this matcher does not read the same. */
function wordOps(ops: number[], tok: string, folded: boolean, plural: boolean): boolean {
  const letters = plural ? tok.slice(0, -1) : tok;
  const fold = folded ? FOLDED : 0;
  // aliasSource writes a plural word's stem unescaped: a stem of letters only reads the same here.
  if (plural && !/^[A-Za-z]+$/.test(letters)) return false;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const code = letters.charCodeAt(i);
    if (plural) op(ops, CHAR | fold, code);
    else if (ch === '.' || ch === ',') op(ops, CHAR | OPTIONAL, code);
    else if (ch === '-') op(ops, SPACES | DASH | MAX1);
    else if (ch === '/') { op(ops, SPACES); op(ops, CHAR, code); op(ops, SPACES); }
    else op(ops, CHAR | fold, code);
  }
  if (plural) op(ops, CHAR | OPTIONAL | fold, 115);
  return true;
}

/**
 * A matcher equal to the sticky regex `head + aliasSource(alias, plural) + tail` with `flags` ('y' or 'iy'): where its
 * match from `at` ends, or -1. Null for an alias with a character outside ASCII under case folding (the regex folds
 * more than ASCII letters then).
 */
export function aliasMatcher(alias: string, plural: boolean, flags: string, head: string, tail: string): ((text: string, at: number) => number) | null {
  const folded = flags.includes('i');
  if (folded && /[^\x00-\x7f]/.test(alias)) return null;
  const tokens = alias.split(/\s+/).filter(Boolean);
  const steps: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (i > 0) op(steps, tokens[i - 1].endsWith('.') ? SPACES : SPACES | MIN1 | DASH);
    if (tok.toLowerCase() === 'and' || tok === '&') { op(steps, AND_AMP | (tok !== '&' ? AND_FIRST : 0) | (folded ? FOLDED : 0)); continue; }
    if (!wordOps(steps, tok, folded, plural && i === tokens.length - 1)) return null;
  }
  // One flat string (never a concatenation's rope), kept by the matcher's closure.
  const ops = String.fromCharCode(...steps);
  const headRe = head ? guard(head, flags) : null;
  const tailRe = guard(tail, flags);
  const n = ops.length;
  function from(k: number, text: string, i: number): number {
    if (k === n) {
      tailRe.lastIndex = i;
      return tailRe.test(text) ? i : -1;
    }
    const f = ops.charCodeAt(k);
    const kind = f & KIND;
    if (kind === CHAR) {
      if (i < text.length && charAt(text, i, ops.charCodeAt(k + 1), (f & FOLDED) !== 0)) {
        const end = from(k + 2, text, i + 1);
        if (end >= 0 || !(f & OPTIONAL)) return end;
      } else if (!(f & OPTIONAL)) return -1;
      return from(k + 2, text, i);
    }
    if (kind === AND_AMP) {
      for (const word of f & AND_FIRST ? ['and', '&'] : ['&', 'and']) {
        if (!sameWord(text, i, word, (f & FOLDED) !== 0)) continue;
        return from(k + 2, text, i + word.length);
      }
      return -1;
    }
    // Greedy: the longest run first, then shorter ones.
    const dash = (f & DASH) !== 0;
    let j = i;
    while (j < text.length && (f & MAX1 ? j < i + 1 : true)) {
      const c = text.charCodeAt(j);
      if (!(isSpace(c) || (dash && c === 45))) break;
      j++;
    }
    for (; j >= i + (f & MIN1 ? 1 : 0); j--) {
      const end = from(k + 2, text, j);
      if (end >= 0) return end;
    }
    return -1;
  }
  return (text: string, at: number): number => {
    if (at > 0 && isAsciiLetter(text.charCodeAt(at - 1))) return -1;
    if (headRe) {
      headRe.lastIndex = at;
      if (!headRe.test(text)) return -1;
    }
    return from(0, text, at);
  };
}

const GUARDS = new Map<string, RegExp>();
/** A zero-width guard as a sticky regex, one per source and flags (compiled once for every alias that has it). */
function guard(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let re = GUARDS.get(key);
  if (!re) GUARDS.set(key, (re = new RegExp(source, flags)));
  return re;
}
