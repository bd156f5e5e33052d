import { findCommands } from './latex-preprocess.ts';
import { groupEnd } from './latex-text.ts';

/** Journal kits whose author commands differ from authblk's only in spelling, rewritten into authblk's `\author[k]{Name}` /
 *  `\affil[k]{text}` so the keyed reader reads them as it reads authblk. One entry per kit; each names what it rewrites.
 *  - Copernicus Publications (copernicus.cls): `\Author[1,2]{Given}{Surname}` (name in two arguments), `\affil[1]{…}` as authblk.
 *  - AGU (agujournal2019.cls): `\authors{A\affil{1}, B\affil{2,3}, and C\affil{3}}` (one list, a marker `\affil{k}` after each name)
 *    and `\affiliation{k}{text}` (the key a mandatory first argument).
 *  - Taylor & Francis Interact (interact.cls): `\author{\name{A\textsuperscript{a}, B and C\textsuperscript{b}} \affil{\textsuperscript{a}X;
 *    \textsuperscript{b}Y}}` (every name in one `\name`, every affiliation in `\affil`, both inside `\author`; the marks superscripts,
 *    or none when all share one affiliation).
 *  - SPIE (spie.cls): names and addresses in one `\author`, the address lines set apart from the names by `\skiplinehalf` (a half-line
 *    skip and a line break), read as the line break `\\` it prints.
 *  - Wiley New Journal Design (WileyNJD-v2.cls): `\jnlcitation{\cname{\author{V. S. Girelli}, …} (\cyear{2020}), \ctitle{…}, …}`, the
 *    "How to cite this article" box, writes each name again in an `\author` of its own: dropped, as it lists no further author.
 *  - Astronomy & Astrophysics (aa.cls), as llncs with labels: `\author{A\inst{\ref{porto},\ref{geneva}} \and …}` and
 *    `\institute{X \label{porto} \and Y \label{geneva} \and …}`: a mark is the label of an `\institute` entry, the class numbers the
 *    entries in order, so each `\ref{label}` is rewritten as its entry's number (and the `\label`s dropped) for llncs's reader.
 *  - AIMS Press (aims.cls): `\author{A\affil{1} B\affil{2,}\corrauth and C\affil{1,3}}` (one list, a mark `\affil{k}` after each
 *    name that also ends it: the names may stand on lines of their own with no comma) and `\address{\addr{\affilnum{1}}{text} …}`
 *    (one `\addr{mark}{text}` per affiliation).
 *  - COLT (colt2018.cls … colt2025.cls, on the jmlr class): `\coltauthor{…}` holds what `\author{…}` holds in the jmlr class (`\Name`,
 *    `\Email`, `\addr` and `\AND` cells), the kit's own spelling of it. */
export function kitAuthorCommands(head: string): string {
  return colt(aims(labelledInstitutes(wiley(spie(interact(agu(copernicus(head))))))));
}

/** COLT's `\coltauthor{…}` read as `\author{…}`; only when the source sets no `\author` of its own. */
function colt(head: string): string {
  if (findCommands(head, 'author', 1).length) return head;
  return head.replace(/\\coltauthor(?![A-Za-z])/g, '\\author');
}

/** AIMS's `\address{\addr{\affilnum{k}}{text} …}` as `\affil[k]{text}` lines, and its one `\author{…}` list as `\author[k]{Name}`
 *  per name, a name ending at its `\affil{k}` mark (the mark's empty keys, as in `\affil{2,}`, dropped; `\corrauth`, the
 *  corresponding author's star, dropped). Read only when an `\address` holds `\addr` entries and one `\author` carries `\affil` marks. */
function aims(head: string): string {
  const lists = findCommands(head, 'author', 1).filter((a) => a.opt === null && findCommands(a.args[0], 'affil', 1).length);
  const addresses = findCommands(head, 'address', 1).filter((a) => a.opt === null && findCommands(a.args[0], 'addr', 2).length);
  if (lists.length !== 1 || !addresses.length) return head;
  const edits = [
    ...addresses.map((a) => ({ at: a.at, end: a.end, text: findCommands(a.args[0], 'addr', 2).map((e) => `\\affil[${markText(e.args[0])}]{${e.args[1]}}`).join('\n') })),
    { at: lists[0].at, end: lists[0].end, text: namesWithKeys(marksEndNames(lists[0].args[0]), 'affil').join('\n') },
  ].sort((x, y) => y.at - x.at);
  let s = head;
  for (const e of edits) s = `${s.slice(0, e.at)}${e.text}${s.slice(e.end)}`;
  return s;
}

/** An AIMS mark's text (`\affilnum{1}` → "1"). */
function markText(mark: string): string {
  return mark.replace(/\\[A-Za-z]+/g, '').replace(/[{}\s]/g, '');
}

/** An AIMS name list with a comma after each `\affil{k}` mark (which ends its name), the marks' empty keys and `\corrauth` dropped. */
function marksEndNames(list: string): string {
  return list
    .replace(/\\corrauth(?![A-Za-z])/g, '')
    .replace(/\\affil\s*\{([^{}]*)\}/g, (_all, k: string) => `\\affil{${k.split(',').map((x) => x.trim()).filter(Boolean).join(',')}},`);
}

/** A&A's `\inst{\ref{key}}` marks as the numbers of the `\institute` entries their labels stand in (entries split at `\and`, as llncs
 *  and aa number them; a label no entry holds, or a `\ref` to one, is left as written). */
function labelledInstitutes(head: string): string {
  const inst = findCommands(head, 'institute', 1);
  if (inst.length !== 1) return head;
  const number = new Map<string, number>();
  inst[0].args[0].split(/\\and(?![A-Za-z])/).forEach((entry, i) => {
    for (const m of entry.matchAll(/\\label\s*\{([^{}]*)\}/g)) number.set(m[1].trim(), i + 1);
  });
  if (!number.size) return head;
  return head
    .replace(/\\ref\s*\{([^{}]*)\}/g, (all, k: string) => String(number.get(k.trim()) ?? all))
    .replace(/\\label\s*\{([^{}]*)\}/g, (all, k: string) => (number.has(k.trim()) ? '' : all));
}

/** Wiley's citation box dropped (its `\author`s are the names again, as cited). */
function wiley(head: string): string {
  let s = head;
  for (const u of findCommands(head, 'jnlcitation', 1).reverse()) s = `${s.slice(0, u.at)}${s.slice(u.end)}`;
  return s;
}

/** SPIE's `\skiplinehalf` as the line break it sets. */
function spie(head: string): string {
  return head.replace(/\\skiplinehalf(?![A-Za-z])/g, '\\\\');
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

/** The names of an AGU `\authors` argument with their `\affil{k}` keys, as `\author` commands. */
function aguNames(arg: string): string[] {
  return namesWithKeys(arg, 'affil');
}

/** A name list's names with the keys their `\<keyCommand>{k}` marks give, as `\author[k]{Name}` commands (`\author{Name}` for a name
 *  with none): names are comma- or "and"-separated at the top level (a comma or an "and" inside a `\thanks{…}` note separates nothing). */
function namesWithKeys(arg: string, keyCommand: string): string[] {
  const parts: string[] = [];
  let cur = '';
  for (let i = 0; i < arg.length; i++) {
    if (arg[i] === '{') { const e = groupEnd(arg, i); if (e > 0) { cur += arg.slice(i, e); i = e - 1; continue; } }
    if (arg[i] === '\\' && /[A-Za-z]/.test(arg[i + 1] ?? '')) { const m = /^\\[A-Za-z]+/.exec(arg.slice(i))!; cur += m[0]; i += m[0].length - 1; continue; }
    if (arg[i] === ',' || (/^and\s/.test(arg.slice(i)) && !/[A-Za-z\\]/.test(arg[i - 1] ?? ' '))) { parts.push(cur); cur = ''; if (arg[i] !== ',') i += 2; continue; }
    cur += arg[i];
  }
  parts.push(cur);
  const mark = new RegExp(`\\\\${keyCommand}\\s*\\{[^{}]*\\}`, 'g');
  return parts.map((p) => p.trim()).filter(Boolean).map((p) => {
    const keys = findCommands(p, keyCommand, 1).map((k) => k.args[0].replace(/\s+/g, ''));
    const name = p.replace(mark, '').trim();
    return keys.length ? `\\author[${keys.join(',')}]{${name}}` : `\\author{${name}}`;
  });
}

/** Interact's `\author{\name{…} \affil{…}}` as authblk's commands: each name of `\name` an `\author[k]{Name}` keyed by its
 *  `\textsuperscript{k}` marks, and `\affil` cut at each mark into `\affil[k]{text}` (one unmarked `\affil{text}` when there is no
 *  mark: authblk gives it to every name before it). Read only for an `\author` whose argument holds both `\name` and `\affil`. */
function interact(head: string): string {
  let s = head;
  for (const u of findCommands(head, 'author', 1).reverse()) {
    const names = findCommands(u.args[0], 'name', 1);
    const affils = findCommands(u.args[0], 'affil', 1);
    if (u.opt !== null || names.length !== 1 || !affils.length) continue;
    const authors = namesWithKeys(names[0].args[0], 'textsuperscript');
    const lines = affils.flatMap((a) => markedParts(a.args[0]));
    s = `${s.slice(0, u.at)}${[...authors, ...lines].join('\n')}${s.slice(u.end)}`;
  }
  return s;
}

/** An Interact `\affil` argument cut before each `\textsuperscript{k}` mark: `\affil[k]{text}` per part (the separators between
 *  parts, "; " or a line break, dropped), or the whole as one `\affil{text}` when it has no mark. */
function markedParts(arg: string): string[] {
  const marks = findCommands(arg, 'textsuperscript', 1);
  const trim = (t: string) => t.replace(/(?:\\\\|[\s;,])+$/, '').replace(/^[\s;,]+/, '');
  if (!marks.length) return [`\\affil{${trim(arg)}}`];
  return marks.map((m, i) => `\\affil[${m.args[0].trim()}]{${trim(arg.slice(m.end, marks[i + 1]?.at ?? arg.length))}}`).filter((l) => !/\{\}$/.test(l));
}
