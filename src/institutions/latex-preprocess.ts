import { groupEnd, stripComments } from './latex-text.ts';

/** One use of a command: optional argument and brace arguments, with its position. */
export interface CommandUse {
  at: number;
  end: number;
  opt: string | null;
  args: string[];
}

/** Finds every `\name[opt]{a1}...{an}` (n brace arguments) in `tex`. */
export function findCommands(tex: string, name: string, nArgs: number): CommandUse[] {
  const out: CommandUse[] = [];
  const re = new RegExp(`\\\\${name}(?![A-Za-z])\\*?`, 'g');
  for (let m = re.exec(tex); m; m = re.exec(tex)) {
    let j = m.index + m[0].length;
    let opt: string | null = null;
    const skip = () => { while (/\s/.test(tex[j] ?? '')) j++; };
    skip();
    if (tex[j] === '[') { const e = groupEnd(tex, j); if (e < 0) continue; opt = tex.slice(j + 1, e - 1); j = e; skip(); }
    const args: string[] = [];
    while (args.length < nArgs) {
      if (tex[j] !== '{') break;
      const e = groupEnd(tex, j);
      if (e < 0) break;
      args.push(tex.slice(j + 1, e - 1));
      j = e;
      skip();
    }
    if (args.length === nArgs) out.push({ at: m.index, end: j, opt, args });
  }
  return out;
}

/** Values of `\def\x{v}` / `\newcommand{\x}{v}` and `\newif` switches set with `\xtrue` / `\xfalse`. */
function definitions(tex: string): { defs: Map<string, string>; flags: Map<string, boolean> } {
  const defs = new Map<string, string>();
  for (const m of tex.matchAll(/\\(?:def|newcommand\*?|renewcommand\*?)\s*\{?\\([A-Za-z@]+)\}?\s*\{([^{}]*)\}/g)) defs.set(m[1], m[2].trim());
  const flags = new Map<string, boolean>();
  for (const m of tex.matchAll(/\\([A-Za-z@]+)(true|false)(?![A-Za-z])/g)) flags.set(m[1], m[2] === 'true');
  return { defs, flags };
}

function condition(test: string, rest: string, defs: Map<string, string>, flags: Map<string, boolean>): { value: boolean; skip: number } {
  if (test === 'iffalse') return { value: false, skip: 0 };
  if (test === 'iftrue') return { value: true, skip: 0 };
  if (test === 'if') {
    const m = /^\s*\\([A-Za-z@]+)\s*(\S)/.exec(rest);
    if (m) return { value: (defs.get(m[1]) ?? '').charAt(0) === m[2], skip: m[0].length };
    return { value: true, skip: 0 };
  }
  const name = test.slice(2);
  if (flags.has(name)) return { value: flags.get(name)!, skip: 0 };
  return { value: true, skip: 0 };
}

/** Keeps only the active branch of `\if…\else…\fi` (unknown conditions: the first branch). */
export function resolveConditionals(tex: string): string {
  const { defs, flags } = definitions(tex);
  const re = /\\(if[A-Za-z@]*|else|fi)(?![A-Za-z@])/g;
  const stack: { active: boolean; parentActive: boolean; value: boolean }[] = [];
  let out = '';
  let last = 0;
  const active = () => stack.length === 0 || stack[stack.length - 1].active;
  for (let m = re.exec(tex); m; m = re.exec(tex)) {
    const word = m[1];
    if (/^if(x|case|num|dim|mmode|vmode|hmode|defined|cat|dimequal)$/.test(word) || word === 'ifthenelse') continue;
    // `\newif\ifanonymous` declares the switch; it opens no conditional
    if (word.startsWith('if') && /\\newif\s*$/.test(tex.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (active()) out += tex.slice(last, m.index);
    last = m.index + m[0].length;
    if (word === 'fi') { stack.pop(); continue; }
    if (word === 'else') {
      const top = stack[stack.length - 1];
      if (top) top.active = top.parentActive && !top.value;
      continue;
    }
    const c = condition(word, tex.slice(last, last + 60), defs, flags);
    last += c.skip;
    re.lastIndex = last;
    const parentActive = active();
    stack.push({ active: parentActive && c.value, parentActive, value: c.value });
  }
  if (active()) out += tex.slice(last);
  return out;
}

/** The MLSys kit is the ICML kit with its front-matter commands renamed (`\\mlsysauthor{Name}{keys}`, `\\mlsysaffiliation{key}{text}`,
 *  the `mlsysauthorlist` environment, `\\mlsystitle`, `\\mlsyscorrespondingauthor` …): read as the ICML commands they copy. */
function mlsysAsIcml(tex: string): string {
  if (!tex.includes('mlsys')) return tex;
  return tex.replace(/\\mlsys(?=(?:author|affiliation|title|correspondingauthor|keywords|setsymbol|equalcontribution)(?![A-Za-z]))/g, '\\icml')
    .replace(/\\(begin|end)\{mlsysauthorlist\}/g, '\\$1{icmlauthorlist}');
}

/** The source with comments removed and conditionals resolved (`full`), and its part before the abstract / first section (`head`). */
export function frontMatterSource(tex: string): { head: string; full: string } {
  const noComments = mlsysAsIcml(stripComments(tex.replace(/\\begin\{comment\}[\s\S]*?\\end\{comment\}/g, '')));
  // `\\ [0.4em]`: LaTeX's line break looks past spaces for its optional length, so the length is the break's, not a bracketed
  // word on the next line (it was read as "[0.4em]" glued to the affiliation after it)
  const full = resolveConditionals(noComments).replace(/\\\\\s+(?=\[\s*-?\d*\.?\d+\s*(?:em|ex|pt|mm|cm|in|bp|pc|dd|cc|sp)\s*\])/g, '\\\\');
  // a `\section{` that follows another command's name is an argument of a preamble setting (titlesec's `\titlespacing\section{…}`,
  // `\renewcommand\section{…}`), not the first section
  const cut = full.search(/\\begin\{abstract\}|(?<![A-Za-z])\\section\*?\{|\\begin\{icmlauthorlist\}|\\maketitle/);
  const icml = full.indexOf('\\begin{icmlauthorlist}');
  const end = icml >= 0 ? full.indexOf('\\end{icmlauthorlist}') + 20 : cut;
  return { head: end > 0 ? full.slice(0, Math.max(end, cut)) : full, full };
}
