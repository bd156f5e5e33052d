import { findCommands } from './latex-preprocess.ts';
import { groupEnd } from './latex-text.ts';

/** Journal kits whose author commands differ from authblk's only in spelling, rewritten into authblk's `\author[k]{Name}` /
 *  `\affil[k]{text}` so the keyed reader reads them as it reads authblk. One entry per kit; each names what it rewrites.
 *  - Copernicus Publications (copernicus.cls): `\Author[1,2]{Given}{Surname}` (name in two arguments), `\affil[1]{…}` as authblk.
 *  - AGU (agujournal2019.cls): `\authors{A\affil{1}, B\affil{2,3}, and C\affil{3}}` (one list, a marker `\affil{k}` after each name)
 *    and `\affiliation{k}{text}` (the key a mandatory first argument). */
export function kitAuthorCommands(head: string): string {
  return agu(copernicus(head));
}

/** `\Author[k]{Given}{Surname}` → `\author[k]{Given Surname}` (the optional key kept as written). */
function copernicus(head: string): string {
  const uses = findCommands(head, 'Author', 2);
  let s = head;
  for (const u of uses.reverse()) s = `${s.slice(0, u.at)}\\author${u.opt !== null ? `[${u.opt}]` : ''}{${u.args[0].trim()} ${u.args[1].trim()}}${s.slice(u.end)}`;
  return s;
}

/** A key AGU writes as an affiliation's first argument: a number or a short letter key, no text. */
const AGU_KEY = /^\s*[\w*]{1,4}\s*$/;

/** AGU's `\authors{…}` list as one `\author[k]{Name}` per name (a name with no `\affil` gets `\author{Name}`), and each
 *  `\affiliation{k}{text}` as `\affil[k]{text}`. Read only when the source has `\authors{…}` and a two-argument `\affiliation` with a
 *  key first (acmart's one-argument `\affiliation{\institution{…}}` is left alone). */
function agu(head: string): string {
  const list = findCommands(head, 'authors', 1);
  const affs = findCommands(head, 'affiliation', 2).filter((a) => a.opt === null && AGU_KEY.test(a.args[0]));
  if (list.length !== 1 || !affs.length) return head;
  let s = head;
  for (const a of affs.reverse()) s = `${s.slice(0, a.at)}\\affil[${a.args[0].trim()}]{${a.args[1]}}${s.slice(a.end)}`;
  const [u] = findCommands(s, 'authors', 1);
  return `${s.slice(0, u.at)}${aguNames(u.args[0]).join('\n')}${s.slice(u.end)}`;
}

/** The names of an AGU `\authors` argument with their `\affil{k}` keys, as `\author` commands: names are comma- or "and"-separated at
 *  the top level (a comma inside a `\thanks{…}` note separates nothing). */
function aguNames(arg: string): string[] {
  const parts: string[] = [];
  let cur = '';
  for (let i = 0; i < arg.length; i++) {
    if (arg[i] === '{') { const e = groupEnd(arg, i); if (e > 0) { cur += arg.slice(i, e); i = e - 1; continue; } }
    if (arg[i] === '\\' && /[A-Za-z]/.test(arg[i + 1] ?? '')) { const m = /^\\[A-Za-z]+/.exec(arg.slice(i))!; cur += m[0]; i += m[0].length - 1; continue; }
    if (arg[i] === ',') { parts.push(cur); cur = ''; continue; }
    cur += arg[i];
  }
  parts.push(cur);
  return parts.flatMap((p) => p.split(/(?<![A-Za-z\\])and\s+/)).map((p) => p.trim()).filter(Boolean).map((p) => {
    const keys = findCommands(p, 'affil', 1).map((k) => k.args[0].replace(/\s+/g, ''));
    const name = p.replace(/\\affil\s*\{[^{}]*\}/g, '').trim();
    return keys.length ? `\\author[${keys.join(',')}]{${name}}` : `\\author{${name}}`;
  });
}
