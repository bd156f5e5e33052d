// An alias's name matched without its own regex: V8 compiles a regex on its first two runs (~0.2 ms each, bytecode then
// native code), and the catalogue has ~1,200 multi-word aliases, each its own regex; a process meeting a few hundred of
// them (an import, a re-detection thread) spent more compiling them than running them. The name is the part
// aliasSource (catalogue.ts) writes from the alias's words; what stands around it — the guards before and after, the
// same text for every alias — stays a regex, compiled once for all.

/** One step of a name: a character, or a run of characters of a kind. */
type Op =
  | { kind: 'char'; code: number; optional: boolean; folded: boolean }
  | { kind: 'spaces'; min: 0 | 1; dash: boolean; max1: boolean }
  | { kind: 'andAmp'; andFirst: boolean; folded: boolean };

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

/** The steps of one word of an alias, as aliasSource writes it; null when this matcher does not read the same. */
function wordOps(tok: string, folded: boolean, plural: boolean): Op[] | null {
  const ops: Op[] = [];
  const letters = plural ? tok.slice(0, -1) : tok;
  // aliasSource writes a plural word's stem unescaped: a stem of letters only reads the same here.
  if (plural && !/^[A-Za-z]+$/.test(letters)) return null;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const code = letters.charCodeAt(i);
    if (plural) ops.push({ kind: 'char', code, optional: false, folded });
    else if (ch === '.' || ch === ',') ops.push({ kind: 'char', code, optional: true, folded: false });
    else if (ch === '-') ops.push({ kind: 'spaces', min: 0, dash: true, max1: true });
    else if (ch === '/') ops.push({ kind: 'spaces', min: 0, dash: false, max1: false }, { kind: 'char', code, optional: false, folded: false }, { kind: 'spaces', min: 0, dash: false, max1: false });
    else ops.push({ kind: 'char', code, optional: false, folded });
  }
  if (plural) ops.push({ kind: 'char', code: 115, optional: true, folded });
  return ops;
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
  const ops: Op[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (i > 0) ops.push(tokens[i - 1].endsWith('.') ? { kind: 'spaces', min: 0, dash: false, max1: false } : { kind: 'spaces', min: 1, dash: true, max1: false });
    if (tok.toLowerCase() === 'and' || tok === '&') { ops.push({ kind: 'andAmp', andFirst: tok !== '&', folded }); continue; }
    const w = wordOps(tok, folded, plural && i === tokens.length - 1);
    if (!w) return null;
    ops.push(...w);
  }
  const headRe = head ? guard(head, flags) : null;
  const tailRe = guard(tail, flags);
  const n = ops.length;
  function from(k: number, text: string, i: number): number {
    if (k === n) {
      tailRe.lastIndex = i;
      return tailRe.test(text) ? i : -1;
    }
    const op = ops[k];
    if (op.kind === 'char') {
      if (i < text.length && charAt(text, i, op.code, op.folded)) {
        const end = from(k + 1, text, i + 1);
        if (end >= 0 || !op.optional) return end;
      } else if (!op.optional) return -1;
      return from(k + 1, text, i);
    }
    if (op.kind === 'andAmp') {
      for (const word of op.andFirst ? ['and', '&'] : ['&', 'and']) {
        if (!sameWord(text, i, word, op.folded)) continue;
        return from(k + 1, text, i + word.length);
      }
      return -1;
    }
    // Greedy: the longest run first, then shorter ones.
    let j = i;
    while (j < text.length && (op.max1 ? j < i + 1 : true)) {
      const c = text.charCodeAt(j);
      if (!(isSpace(c) || (op.dash && c === 45))) break;
      j++;
    }
    for (; j >= i + op.min; j--) {
      const end = from(k + 1, text, j);
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
