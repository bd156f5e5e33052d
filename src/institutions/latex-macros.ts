import { groupEnd } from './latex-text.ts';

/** A user macro: number of arguments and its body with #1…#9; `opt`, when the definition gives one, is the default of an optional
 *  first argument (`\newcommand*\samethanks[1][\value{footnote}]{\footnotemark[#1]}`: #1 is `[…]` when written, else the default). */
interface Macro { n: number; body: string; opt?: string }

/** Commands a paper may redefine that the front-matter readers must still see as themselves. */
const KEEP = new Set(['customfootnotetext', 'icmladdress', 'IEEEauthorblockN', 'IEEEauthorblockA', 'affiliations', 'fntext', 'fnref', 'footnote', 'footnotetext', 'author', 'affiliation', 'affil', 'address', 'institute', 'inst', 'thanks', 'and', 'And', 'AND', 'title', 'email', 'maketitle', 'icmlauthor', 'icmlaffiliation']);
const MAX_BODY = 300;

/** `\newcommand{\x}[n]{body}`, `\newcommand\x[n]{body}`, `\renewcommand…`, `\providecommand…` and `\def\x#1#2{body}` definitions of a source. */
export function userMacros(tex: string): Map<string, Macro> {
  const out = new Map<string, Macro>();
  const re = /\\(?:(?:re)?newcommand|providecommand|DeclareRobustCommand)\*?\s*(?:\{\s*\\([A-Za-z@]+)\s*\}|\\([A-Za-z@]+))\s*(?:\[(\d)\])?\s*(?:\[([^\]]*)\])?\s*(?=\{)|\\def\s*\\([A-Za-z@]+)((?:#\d)*)\s*(?=\{)/g;
  for (let m = re.exec(tex); m; m = re.exec(tex)) {
    const name = m[1] ?? m[2] ?? m[5];
    const open = m.index + m[0].length;
    const end = groupEnd(tex, open);
    if (end < 0) continue;
    const body = tex.slice(open + 1, end - 1);
    const n = m[3] ? Number(m[3]) : m[6] ? m[6].length / 2 : 0;
    if (KEEP.has(name) || body.length > MAX_BODY || body.includes(`\\${name}`)) continue;
    out.set(name, m[4] !== undefined && n > 0 ? { n, body, opt: m[4] } : { n, body });
  }
  return out;
}

/** Reads `n` arguments after position `at`: brace groups, or single tokens where a brace group is missing. */
function readArgs(s: string, at: number, n: number): { args: string[]; end: number } {
  const args: string[] = [];
  let j = at;
  while (args.length < n) {
    while (s[j] === ' ' || s[j] === '\n' || s[j] === '\t') j++;
    if (s[j] === '{') {
      const e = groupEnd(s, j);
      if (e < 0) break;
      args.push(s.slice(j + 1, e - 1));
      j = e;
    } else if (s[j] === '\\' && /[A-Za-z]/.test(s[j + 1] ?? '')) {
      args.push('');
      break;
    } else if (j < s.length && s[j] !== '}') {
      args.push(s[j]);
      j++;
    } else break;
  }
  while (args.length < n) args.push('');
  return { args, end: j };
}

/** Expands the source's own macros in `text` (a few passes, so macros using macros expand too); LaTeX primitives are left alone. */
export function expandMacros(text: string, macros: Map<string, Macro>, passes = 3): string {
  if (!macros.size) return text;
  let s = text;
  for (let pass = 0; pass < passes; pass++) {
    let changed = false;
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const m = s[i] === '\\' ? /^\\([A-Za-z@]+)/.exec(s.slice(i, i + 60)) : null;
      const mac = m ? macros.get(m[1]) : undefined;
      if (!m || !mac) { out += s[i]; if (s[i] === '\\' && s[i + 1]) { out += s[i + 1]; i++; } continue; }
      let at = i + m[0].length;
      let first: string[] = [];
      if (mac.opt !== undefined) {
        const o = /^\s*\[([^\]]*)\]/.exec(s.slice(at));
        first = [o ? o[1] : mac.opt];
        if (o) at += o[0].length;
      }
      const { args, end } = readArgs(s, at, mac.n - first.length);
      const all = [...first, ...args];
      out += mac.body.replace(/#(\d)/g, (_, k) => all[Number(k) - 1] ?? '');
      i = (mac.n - first.length ? end : at) - 1;
      changed = true;
    }
    s = out;
    if (!changed) break;
  }
  return s;
}
