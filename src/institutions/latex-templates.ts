import { findCommands, type CommandUse } from './latex-preprocess.ts';
import { dropCommands, fontDropped, groupEnd, latexToText, stripComments } from './latex-text.ts';
import { hasOrgWord } from './parse-affiliation.ts';
import { isNoteLine, looksLikeNames, pairSeparated, parseAuthorBlock, splitNames, type FrontAuthor } from './author-block.ts';
import { keyedByName, withAffiliations } from './with-sentences.ts';

/** Rewrites superscript-like marks (`\textsuperscript{1}`, `$^{1,2}$`, `\inst{1}`, `\IEEEauthorrefmark{1}`) as ⟦marker⟧ (given by the caller). */
export type MarkFn = (tex: string) => string;

/** Commands that mark a name or note but carry no affiliation: they separate names in AAAI / CAS author lists. */
const NAME_MARKS = /\\(equalcontrib|cormark(\[[^\]]*\])?|corref\{[^}]*\}|fnmark(\[[^\]]*\])?|orcidlink\{[^}]*\}|orcidID\{[^}]*\}|Letter)(?![A-Za-z])/g;

/** `\inst{1,2}` and `\IEEEauthorrefmark{1}` as ⟦1,2⟧ / ⟦1⟧ (each keeps its own brace argument). */
export function markRefs(tex: string): string {
  return tex.replace(/\\(?:inst|IEEEauthorrefmark)\s*\{([^{}]*)\}/g, (_, m: string) => `⟦${m.replace(/\s+/g, '')}⟧`);
}

function lines(tex: string, mark: MarkFn): string {
  // an e-mail group written "\{\IEEEauthorrefmark{1}a, \IEEEauthorrefmark{2}b\}@x.edu" goes first: its marked user names are no affiliations
  const body = mark(markRefs(tex.replace(/\\\{(?:(?!\\\})[\s\S]){0,300}\\\}\s*@[\w.-]+/g, ' ').replace(/\\(textbf|bf|textit|emph|large|normalsize|small|footnotesize|scriptsize|textrm|rm)\b\s*/g, fontDropped)))
    .replace(/\\(qquad|quad|hfill|hspace\*?\{[^}]*\})/g, '\n')
    .replace(/\\\\(\[[^\]]*\])?/g, '\n');
  return latexToText(body).replace(/⟦\s*⟧/g, '');
}

/** Author names of one `\author{}` argument, one per line with ⟦markers⟧; `\and` separates names. */
function authorLines(arg: string, mark: MarkFn): string {
  return lines(arg.replace(NAME_MARKS, ', ').replace(/\\(and|And|AND)(?![A-Za-z])/g, '\n'), mark);
}

/** Springer llncs: `\author{A\inst{1} \and B\inst{2}}` + `\institute{X \and Y}` (numbered in order; `\email`s dropped). */
export function llncs(head: string, mark: MarkFn): FrontAuthor[] | null {
  const inst = findCommands(head, 'institute', 1);
  const author = findCommands(head, 'author', 1);
  if (!inst.length || !author.length) return null;
  // authblk loaded over llncs: several `\author[k]{…}` keyed to `\affil[k]{…}` lines are authblk's block (llncs's `\author` takes no
  // key), and an `\institute` beside them is left over from the kit, read by no name
  if (author.length > 1 && author.every((a) => a.opt !== null) && findCommands(head, 'affil', 1).some((a) => a.opt !== null)) return null;
  const pooled = markedInstitutes(author, inst, mark);
  if (pooled) return pooled;
  // names with no mark at all (no \inst, no superscript) that write their own affiliation on a line of the \author argument (ECCV's
  // kit: `A \qquad B \\ \\ Princeton University`, the kit's sample \institute left below it): the \author argument is the whole
  // block, read as a plain name / affiliation block, and the \institute, which no name points at, is not read
  if (!mark(author[0].args[0]).includes('⟦') && ownAffiliationLine(author[0].args[0])) return null;
  let parts = instituteText(inst[inst.length - 1]).split(/\\and(?![A-Za-z])/);
  const numbered = parts.length > 1 || /\\inst\s*\{/.test(author[0].args[0]);
  // authors citing \inst{2} of an \institute written as lines without \and ("X \\ Y"): each line is one institute when the count fits
  const highest = Math.max(0, ...[...author[0].args[0].matchAll(/\\inst\s*\{([^{}]*)\}/g)].flatMap((m) => m[1].split(/[,\s]+/).map(Number).filter(Number.isInteger)));
  if (parts.length === 1 && highest > 1) {
    const rows = parts[0].split(/\\\\(?:\[[^\]]*\])?/).filter((r) => latexToText(r.replace(/\\email\s*\{[^{}]*\}/g, '')).trim());
    if (rows.length === highest) parts = rows;
  }
  // beamer / article `\institute{$^*$ School … \\ $\dag$ Lab …}` under marked names (`Mai Xu$^{*~\dag}$`): its rows are a legend, a row
  // opened by a footnote symbol set on the line (`$\dag$`, not raised) marked by that symbol as a raised one would be
  if (parts.length === 1 && !numbered && mark(author[0].args[0]).includes('⟦')) {
    const rows = parts[0].split(/\\\\(?:\[[^\]]*\])?|\\newline(?![A-Za-z])/)
      .map((r) => lines(r.replace(/\\email\s*\{[^{}]*\}/g, ''), mark).split('\n').filter(Boolean).join(', ').trim()).filter(Boolean)
      .map((r) => r.replace(/^([*∗†‡§¶]+)\s*(?=\p{L})/u, '⟦$1⟧'));
    if (rows.length > 1 && rows.every((r) => r.startsWith('⟦'))) return pairSeparated(authorLines(author[0].args[0], mark), rows.join('\n'));
  }
  const affText = parts.map((p, i) => {
    const t = lines(p.replace(/\\email\s*\{[^{}]*\}/g, ''), mark).split('\n').filter(Boolean).join(', ');
    return numbered ? `⟦${i + 1}⟧${t}` : t;
  }).join('\n');
  return pairSeparated(authorLines(author[0].args[0], mark), affText);
}

/** Springer's journal class svjour3: `\author{A \and B}` with `\institute{A \at Dept \\ University \\ Tel.: … \\ \email{…} \and B \at …}`,
 *  each entry naming its author(s) before `\at` (the author's name in full or by initials, in any order) and the address after it. An
 *  entry maps to its author by name as `with` sentences do (withAffiliations); a name no entry names gets none. Tel. / Fax / phone and
 *  e-mail lines are no address; a "Present address:" line is the author's too, its label dropped (as amsart's \curraddr). Read only
 *  when some entry writes an address: entries holding only `\email`s leave the authors to their own \thanks. */
export function svjour(head: string, mark: MarkFn): FrontAuthor[] | null {
  const inst = findCommands(head, 'institute', 1);
  const author = findCommands(head, 'author', 1);
  if (inst.length !== 1 || author.length !== 1) return null;
  const body = stripComments(inst[0].args[0]);
  if (!AT.test(body)) return null;
  const entries: Array<[string, string[]]> = [];
  // "A \and B \and C \at address": entries holding only names, with no `\at`, before an entry with one share its address (the
  // authors listing everyone at one address before a single `\at`)
  let waiting: string[] = [];
  // entries whose `\at` has no name before it (`\institute{\at X \and \at Y}`): their addresses, in order
  const unnamed: string[][] = [];
  const text = (t: string) => latexToText(t.replace(/~/g, ' ')).replace(/\s+/g, ' ').trim();
  for (const part of body.split(/\\and(?![A-Za-z])/)) {
    if (!AT.test(part)) {
      const only = text(part);
      waiting = only && !hasOrgWord(only) && looksLikeNames(only) ? [...waiting, ...splitNames(only)] : [];
      continue;
    }
    for (const [who, where] of atEntries(part)) {
      const names = [...waiting, ...splitNames(text(who))];
      waiting = [];
      const address = svjourAddress(where, mark);
      if (!names.length) unnamed.push(address);
      for (const name of names) entries.push([name, address]);
    }
  }
  // a name with no letter ("…" standing for authors left out of a draft) is no author
  const names = authorLines(author[0].args[0], mark).split('\n').flatMap((l) => splitNames(l.replace(/⟦[^⟧]*⟧/g, ' '))).filter((n) => /\p{L}/u.test(n));
  // with no names before the `\at`s, one address is every author's, and as many addresses as authors go to them in order
  if (!entries.length && unnamed.some((a) => a.length) && (unnamed.length === 1 || unnamed.length === names.length)) {
    const out = names.map((name, i) => ({ name, affiliations: unnamed[unnamed.length === 1 ? 0 : i] }));
    return out.some((a) => a.affiliations.length) ? out : null;
  }
  if (!entries.some(([, a]) => a.length)) return null;
  const by = keyedByName(entries);
  const out = names.map((name) => ({ name, affiliations: [...new Set(withAffiliations(by, name) ?? [])] }));
  return out.some((a) => a.affiliations.length) ? out : null;
}

/** One `\and` part of an svjour3 \institute as (names, address) entries. The class sets `\at` as a line break, so a part may hold
 *  several entries one under another ("A \at X \\ B \at Y"): a line that holds an `\at` with names before it (names only, no
 *  organisation's word) opens an entry of its own; the part's first `\at` opens the first. */
function atEntries(part: string): Array<[string, string]> {
  const rows = part.split(/(\\\\(?:\[[^\]]*\])?|\\newline(?![A-Za-z]))/);
  const out: Array<[string, string]> = [];
  let acc = '';
  for (let i = 0; i < rows.length; i += 2) {
    const row = rows[i];
    const sep = rows[i + 1] ?? '';
    const at = AT.exec(row);
    const who = at ? latexToText(row.slice(0, at.index).replace(/~/g, ' ')).replace(/\s+/g, ' ').trim() : '';
    if (at && (!out.length || (who && !hasOrgWord(who) && looksLikeNames(who)))) {
      if (out.length) out[out.length - 1][1] = acc;
      out.push([acc + row.slice(0, at.index), '']);
      acc = row.slice(at.index + at[0].length) + sep;
    } else acc += row + sep;
  }
  if (out.length) out[out.length - 1][1] = acc;
  return out;
}

const AT = /\\at(?![A-Za-z])/;
const CONTACT_LINE = /^\s*(?:tel(?:ephone)?|fax|phone|mobile|e-?mail|url|orcid|corresponding\s+authors?)\b\.?\s*:?|@|^\s*https?:/i;
const PRESENT_LABEL = /^\s*(?:present|current|permanent)\s+address\s*:?\s*(?:of\s+)?/i;

/** One svjour3 entry's address: its lines (`\\`, `\newline`) without e-mail, telephone and fax lines, joined by commas; a
 *  "Present address:" line (the template's `\emph{Present address:}`) is a second address of the same author. */
function svjourAddress(tex: string, mark: MarkFn): string[] {
  const rows = tex.replace(/\\(?:email|url|href)\s*\{[^{}]*\}/g, '\n').split(/\\\\(?:\[[^\]]*\])?|\\newline(?![A-Za-z])/)
    .map((r) => lines(r, mark).split('\n').map((l) => l.trim()).filter(Boolean).join(', ').replace(/⟦[^⟧]*⟧/g, '').replace(/\s+/g, ' ').trim())
    .filter((r) => r && !CONTACT_LINE.test(r));
  const present = rows.filter((r) => PRESENT_LABEL.test(r)).map((r) => r.replace(PRESENT_LABEL, '').trim()).filter(Boolean);
  // a line is an address of its own when it and the lines before it each name an organisation after a comma ("Key Laboratory …,
  // Shandong University \\ School of …, Shandong University"); a unit alone on its line ("Department of Mathematics \newline
  // University of Utah") or a place line ("Oxford, UK") goes on with the address before it
  const own: string[] = [];
  for (const r of rows.filter((x) => !PRESENT_LABEL.test(x))) {
    const whole = (t: string) => t.includes(',') && hasOrgWord(t);
    if (own.length && whole(own[own.length - 1]) && whole(r)) own.push(r);
    else if (own.length) own[own.length - 1] += `, ${r}`;
    else own.push(r);
  }
  return [...own.map((o) => o.replace(/\s*,\s*(?:,\s*)+/g, ', ').replace(/^[\s,]+|[\s,]+$/g, '')), ...present].filter(Boolean);
}

/** A line of an \author argument after its first (lines split at `\\`; \thanks, \footnote and comments dropped) that names an
 *  organisation and reads as no names: the argument carries its own affiliation. */
function ownAffiliationLine(arg: string): boolean {
  const rows = dropCommands(stripComments(arg), new Set(['thanks', 'footnote'])).split(/\\\\(?:\[[^\]]*\])?/).map((r) => latexToText(r).trim()).filter(Boolean);
  return rows.slice(1).some((r) => hasOrgWord(r) && !looksLikeNames(r));
}

/** beamer's `\institute[short]{long}`: the long form, unless it names nothing but an e-mail address or a link
 *  (`\institute[Fudan University]{name@fudan.edu.cn}`), when the short form is the institute. */
function instituteText(u: CommandUse): string {
  const rest = latexToText(u.args[0].replace(/\\(?:email|url|href)\s*\{[^{}]*\}/g, '')).replace(/\S+@\S+|https?:\S+/g, '').trim();
  return !rest && u.opt?.trim() ? u.opt : u.args[0];
}

/** Kluwer proceedings (crckapb) and other classes that take one `\author{Name$^1$}` per author and `\institute{$^1$X \\ $^2$Y}` legends:
 *  with several \author commands whose names carry markers and institutes that open with one, all names pool against all legends
 *  (the llncs reading takes the first \author only). */
function markedInstitutes(author: CommandUse[], inst: CommandUse[], mark: MarkFn): FrontAuthor[] | null {
  if (author.length < 2) return null;
  const names = author.map((a) => authorLines(a.args[0], mark));
  const legend = inst.map((u) => lines(u.args[0].replace(/\\email\s*\{[^{}]*\}/g, ''), mark).trim());
  if (!names.every((n) => n.includes('⟦')) || !legend.every((l) => l.startsWith('⟦'))) return null;
  return pairSeparated(names.join('\n'), legend.join('\n'));
}

/** Dagstuhl LIPIcs / OASIcs: `\author{Name}{Affiliation}{e-mail}{ORCID}{funding}` per author, its second argument the affiliation
 *  (several joined by `\and`). Read only when every `\author` carries three brace arguments or more, as the class requires. */
export function lipics(head: string): FrontAuthor[] | null {
  const authors = findCommands(head, 'author', 5);
  if (!authors.length || authors.some((a) => a.args.length < 3)) return null;
  return authors.map((a) => ({
    name: latexToText(a.args[0]).replace(/\s+/g, ' ').trim(),
    affiliations: a.args[1].split(/\\and(?![A-Za-z])/).map((t) => latexToText(t).replace(/\s+/g, ' ').trim()).filter(Boolean),
  }));
}

/** EPTCS: `\author{A \quad B \institute{Dept \\ University \\ City} \and C \institute{…}}`: the `\institute`s stand inside the
 *  `\author` argument, and each `\and` group's names take the institutes written in that group. */
export function eptcs(head: string, mark: MarkFn): FrontAuthor[] | null {
  const author = findCommands(head, 'author', 1);
  if (author.length !== 1 || !/\\institute\s*\{/.test(author[0].args[0])) return null;
  // ECAI: one `\institute{$^\dagger$X \newline $^\ast$Y}` after the last name, its lines opened by the marks the names carry: a legend
  // for every name of every `\and` group
  const all = findCommands(author[0].args[0], 'institute', 1);
  const allNames = authorLines(all.reduceRight((g, u) => g.slice(0, u.at) + '\n' + g.slice(u.end), author[0].args[0]), mark);
  const legend = all.flatMap((u) => lines(u.args[0].replace(/\\email\s*\{[^{}]*\}/g, ''), mark).split('\n').map((l) => l.trim()).filter(Boolean)).filter((l) => !isNoteLine(l));
  if (legend.length && legend.every((l) => l.startsWith('⟦')) && allNames.includes('⟦')) return pairSeparated(allNames, legend.join('\n'));
  const out: FrontAuthor[] = [];
  for (const group of author[0].args[0].split(/\\and(?![A-Za-z])/)) {
    const insts = findCommands(group, 'institute', 1);
    const names = insts.reduceRight((g, u) => g.slice(0, u.at) + '\n' + g.slice(u.end), group);
    const affiliations = insts.map((u) => lines(u.args[0].replace(/\\email\s*\{[^{}]*\}/g, ''), mark).split('\n').map((l) => l.trim()).filter(Boolean).join(', ')).filter(Boolean);
    for (const line of authorLines(names, mark).split('\n')) for (const name of splitNames(line.replace(/⟦[^⟧]*⟧/g, ' '))) out.push({ name, affiliations });
  }
  return out.length ? out : null;
}

/** IEEEtran before version 1.7 (2007) named its author blocks `\authorblockN` / `\authorblockA` and its marks `\authorrefmark` (arXiv 0704.0831). */
const OLD_IEEE = /\\(authorblock[NA]|authorrefmark)(?![A-Za-z])/g;

/** IEEEtran: `\IEEEauthorblockN{names}` then `\IEEEauthorblockA{lines}`; with `\IEEEauthorrefmark` all blocks pool, else each names block takes the address blocks after it. */
export function ieee(raw: string, mark: MarkFn): FrontAuthor[] | null {
  const head = lastAuthorOnly(raw.replace(OLD_IEEE, '\\IEEE$1'));
  const ns = findCommands(head, 'IEEEauthorblockN', 1);
  if (!ns.length) return null;
  const as = findCommands(head, 'IEEEauthorblockA', 1);
  if (!as.length) {
    const cards = ieeeCards(ns);
    if (cards) return cardAuthors(cards, mark);
  }
  const refs = ns.some((n) => /\\IEEEauthorrefmark/.test(n.args[0]));
  if (refs) return pairSeparated(ns.map((n) => authorLines(nestedCut(n, as), mark)).join('\n'), as.map((a) => joinBroken(lines(a.args[0], mark).split('\n')).join('\n')).join('\n'));
  const out: FrontAuthor[] = [];
  const addressLines = (a: CommandUse) => lines(a.args[0], mark).split('\n').filter((l) => l.trim() && !/@|^\s*(e-?mail|tel|phone|fax)\b/i.test(l));
  const named = as.filter((a) => opensColumn(head, a, [...ns, ...as]) && nameFirst(addressLines(a)));
  const heads = [...ns, ...named].sort((x, y) => x.at - y.at);
  heads.forEach((h, i) => {
    const next = heads[i + 1]?.at ?? Infinity;
    const mine: CommandUse[] = as.filter((a) => a.at > h.at && a.at < next);
    const own = named.includes(h) ? addressLines(h) : null;
    const aff = [...(own ? blockAddress(joinBroken(own.slice(1))) : []), ...mine.flatMap((a) => blockAddress(joinBroken(addressLines(a))))];
    const names = own ? own[0].trim() : authorLines(surnameFirst(nestedCut(h, as)), mark);
    out.push(...pairSeparated(names, aff.join('\n')).map((a) => ({ ...a, affiliations: a.affiliations.length ? a.affiliations : aff })));
  });
  return out;
}

/** IEEEtran author cards set as minipages (or tabulars) inside the names blocks, with no `\IEEEauthorblockA` (`\IEEEauthorblockN{
 *  \begin{minipage}{.3\textwidth}\centering Ann Lee \\ Dept. \\ University\end{minipage}\hfill \begin{minipage}…}`): each box one card,
 *  its first line the name and its other lines the address, as IEEEtran's own blocks would hold them; a tabular of several columns
 *  gives a card per column (tabularCards). Null unless every names block holds boxes and two cards or more read as such. */
function ieeeCards(ns: CommandUse[]): string[] | null {
  const cards: string[] = [];
  for (const n of ns) {
    const boxes = boxBodies(n.args[0]);
    if (!boxes.length) return null;
    for (const b of boxes) cards.push(...(/\\begin\{tabular/.test(b.whole) ? tabularCards(b.whole) ?? [b.body] : [b.body]));
  }
  const rows = (c: string) => c.split(/\\\\(?:\s*\[[^\]]*\])?/).map((r) => latexToText(r).replace(/\s+/g, ' ').trim()).filter(Boolean);
  return cards.length >= 2 && cards.every((c) => rows(c).length >= 2 && looksLikeNames(rows(c)[0])) ? cards : null;
}

/** The outermost minipage / tabular environments of `tex` in order, each with its body (after the environment's arguments) and its
 *  whole text; found with indexOf, one pass. */
function boxBodies(tex: string): Array<{ body: string; whole: string }> {
  const out: Array<{ body: string; whole: string }> = [];
  const open = /\\begin\{(minipage|tabular\*?|tabularx)\}/g;
  for (let m = open.exec(tex); m; m = open.exec(tex)) {
    const close = `\\end{${m[1]}}`;
    const end = tex.indexOf(close, m.index + m[0].length);
    if (end < 0) break;
    const whole = tex.slice(m.index, end + close.length);
    // the environment's arguments: `[pos]` options and its brace groups (minipage's width, tabular's spec, tabular* / tabularx's
    // width and spec), read from a short window after \begin{…}
    let i = m.index + m[0].length;
    for (let groups = m[1] === 'minipage' || m[1] === 'tabular' ? 1 : 2; groups > 0;) {
      const arg = /^\s*(?:\[[^\]]*\]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})/.exec(tex.slice(i, Math.min(end, i + 200)));
      if (!arg) break;
      if (arg[0].trim().startsWith('{')) groups--;
      i += arg[0].length;
    }
    out.push({ body: tex.slice(i, end), whole });
    open.lastIndex = end + close.length;
  }
  return out;
}

/** An address block opening a column of its own: `\and` stands between it and the block before it, no names block heading it. */
function opensColumn(head: string, a: CommandUse, blocks: CommandUse[]): boolean {
  const before = blocks.reduce((m, b) => (b.end <= a.at && b.end > m ? b.end : m), -1);
  return before >= 0 && /\\and(?![A-Za-z])/.test(head.slice(before, a.at));
}

/** Such a column's first line one person's name above address lines (`\and \IEEEauthorblockA{Jane Roe\\Dept.\\University}`, the
 *  names block left out): the column's author, its other lines the address. */
function nameFirst(ls: string[]): boolean {
  const first = ls[0]?.trim() ?? '';
  return ls.length >= 2 && !first.includes('⟦') && splitNames(first).length === 1 && looksLikeNames(first);
}

/** A names block's argument without the address blocks written inside it (`\IEEEauthorblockN{A\textsuperscript{1}, B\textsuperscript{2}
 *  \IEEEauthorblockA{\textsuperscript{1}X \qquad \textsuperscript{2}Y}}`, a brace left open): those lines are addresses, no names. */
function nestedCut(n: CommandUse, as: CommandUse[]): string {
  const start = n.end - n.args[0].length - 1;
  return as.filter((a) => a.at >= start && a.end <= n.end).reduceRight((t, a) => t.slice(0, a.at - start) + '\n' + t.slice(a.end - start), n.args[0]);
}

/** A names block of one column holding two single words around one comma ("Chen, Hsiang-Chieh"): one person written surname first, as
 *  a column of its own holds one author, not two authors of one word each. */
function surnameFirst(names: string): string {
  const t = latexToText(names).replace(/\s+/g, ' ').trim();
  return /^\p{Lu}[\p{L}'’]*(?:-\p{L}+)*, \p{Lu}[\p{L}'’]*(?:-\p{L}+)*$/u.test(t) ? t.replace(', ', ' ') : names;
}

/** A line ending in a word that ends no name of an organisation or place ("Centres of Excellence in Science \&", "University of",
 *  "Department of Computer Science and") runs on into the next line: one name broken over two lines (`\textit{…} \\ \textit{…}`) is
 *  one line, not two organisations. */
const RUNS_ON = /(?:^|\s)(?:&|and|of|for|the|at|in|on|de|du|des|der|und|für|y|e)\s*$/;
/** A line opening with such a word in lower case before a capitalised one ("in Wuxi" under "National Supercomputing Center") goes on
 *  from the line before it. */
const GOES_ON = /^\s*(?:and|of|for|at|in|on|de|du|des|der|und|für)\s+\p{Lu}/u;

export function joinBroken(ls: string[]): string[] {
  const out: string[] = [];
  for (const l of ls) {
    const prev = out.length ? out[out.length - 1] : null;
    if (prev !== null && prev.trim() && (RUNS_ON.test(prev) || GOES_ON.test(l)) && l.trim() && !l.includes('⟦')) out[out.length - 1] = `${prev.trimEnd()} ${l.trim()}`;
    else out.push(l);
  }
  return out;
}

/** The address of one IEEE address block: its lines joined by commas, one address; or, when its lines open with ⟦markers⟧ (a legend,
 *  `\textsuperscript{1,\,3}X \qquad \textsuperscript{2}Y`), one address per marked line, an unmarked line going with the marked one
 *  before it. */
function blockAddress(ls: string[]): string[] {
  const kept = ls.map((l) => l.trim()).filter(Boolean);
  if (!kept.some((l) => l.startsWith('⟦'))) return hostThenOrg(kept);
  const out: string[] = [];
  for (const l of kept) if (l.startsWith('⟦') || !out.length) out.push(l); else out[out.length - 1] += `, ${l}`;
  return out;
}

/** A university written alone on a block's first line is a whole host; a unit is written before its host ("Department of X \\
 *  University of Y"), so a later line naming a centre, laboratory, institute or company of its own ("Tsinghua University \\ National
 *  Supercomputing Center in Wuxi \\ Wuxi, China") is a second organisation, no unit of the first: the block gives two addresses, the
 *  lines after the second going with it. */
const HOST_LINE = /^(?:The\s+)?[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{L}.'’&-]+)*\s+University$|^(?:The\s+)?University\s+of\s+\p{Lu}[\p{L}\s'’-]*$/u;
const OWN_ORG = /\b(?:Cent(?:er|re)|Laborator(?:y|ies)|Institute|Academy|Hospital|Company|Corporation|Inc|Ltd|Group)\b/;
const UNIT_HEAD = /^(?:Dep(?:artmen)?t|School|Faculty|College|Division|Key Lab|State Key|Graduate)\b/i;
function hostThenOrg(kept: string[]): string[] {
  if (!kept.length) return [];
  const at = HOST_LINE.test(kept[0]) ? kept.findIndex((l, i) => i > 0 && /^\p{Lu}/u.test(l) && OWN_ORG.test(l) && !UNIT_HEAD.test(l) && !/,/.test(l)) : -1;
  return at > 0 ? [kept.slice(0, at).join(', '), kept.slice(at).join(', ')] : [kept.join(', ')];
}

/** IEEEtran's `\author` sets the author block, as the article class's does: with two of them holding author blocks (the kit's sample
 *  block left above the paper's own), only the last is printed, so only its blocks are read. */
function lastAuthorOnly(head: string): string {
  const authors = findCommands(head, 'author', 1);
  if (authors.length < 2) return head;
  const withBlocks = authors.filter((a) => /\\IEEEauthorblockN/.test(a.args[0]));
  if (withBlocks.length < 2) return head;
  const last = withBlocks[withBlocks.length - 1];
  return head.slice(0, withBlocks[0].at) + head.slice(last.at);
}

/** AAAI: `\author{A\textsuperscript{1}, B}` + `\affiliations{⟦1⟧X \\ …}` (unmarked lines of one affiliation join). A line of e-mail
 *  addresses after the affiliations ("hao.ren, lanxiao, tangrscu, chenxsh@scu.edu.cn": user names listed before one shared domain) is
 *  no line of the last affiliation. */
export function aaai(head: string, mark: MarkFn): FrontAuthor[] | null {
  const affs = findCommands(head, 'affiliations', 1);
  const author = findCommands(head, 'author', 1);
  if (!affs.length || !author.length) return null;
  return pairSeparated(authorLines(author[author.length - 1].args[0], mark), withoutEmails(lines(affs[affs.length - 1].args[0], mark)));
}

/** The address lines of `\address{…}`: a line holding several ⟦markers⟧ ("⟦1⟧Google Speech, ⟦2⟧Nest") splits before each one. */
function markedLines(text: string): string {
  return text.split('\n').flatMap((l) => ((l.match(/⟦/g) ?? []).length > 1 ? l.split(/[,;\s]*(?=⟦)/) : [l]))
    .map((l) => l.trim()).filter(Boolean).join('\n');
}

/** An address line's `;`-separated pieces that hold an e-mail address ("X, China; a@x.cn (H.S.); b@x.cn") go; a line of e-mails only goes. */
function withoutEmails(text: string): string {
  return text.split('\n').map((l) => l.split(/\s*;\s*/).filter((p) => !/\S@\S|^\(?[\w.,\s-]+\)?@[\w.-]+$/.test(p)).join('; ')).filter((l) => l.replace(/⟦[^⟧]*⟧/g, '').trim()).join('\n');
}

const THANKS = new Set(['thanks', 'sthanks']);

/** An address line that opens with a bare math symbol (`$\ast$Centre …`, `$\dag$ Department …`, as the ICASSP kit's example has it)
 *  is that symbol's line, as if it were raised: the names carry it as a superscript (`Ann Lee$^\ast$`). Only at a line's start. */
const LINE_SYMBOL = /(^|\\\\)(\s*)\$\s*\\(ast|star|dagger|dag|ddagger|ddag|S|P|sharp|natural|flat|diamond|bullet|circ)\s*\$/g;
function symbolOpened(address: string): string {
  return address.replace(LINE_SYMBOL, (_, brk: string, sp: string, sym: string) => `${brk}${sp}$^{\\${sym}}$`);
}

/** Frontiers of Computer Science: `\address{{1\quad School …, University, China}\\ {2\quad …}}`: an address line opened by a bare
 *  number and a \quad (in its own braces or not) is that number's line, as if the number were raised, when the author list carries
 *  the numbers as superscripts (`A $^{1,2}$, B $^{3}$`). Only numbers 1, 2, … in order, each opening a line. */
const NUMBER_QUAD = /(^|\\\\)(\s*)(\{?)\s*(\d{1,2})\s*\\quad(?![A-Za-z])\s*/g;
export function numberQuadOpened(address: string, list: string): string {
  const nums = [...address.matchAll(NUMBER_QUAD)].map((m) => Number(m[4]));
  if (nums.length < 2 || nums.some((n, i) => n !== i + 1)) return address;
  const raised = new Set([...list.matchAll(/\^\s*\{([^{}]*)\}|\^\s*(\d)/g)].flatMap((m) => (m[1] ?? m[2]).split(',').map((x) => x.trim())));
  if (!nums.every((n) => raised.has(String(n)))) return address;
  return address.replace(NUMBER_QUAD, (_, brk: string, sp: string, brace: string, n: string) => `${brk}${sp}${brace}$^{${n}}$ `);
}

/** One author list and its addresses apart: ICASSP / Interspeech `\name{A$^1$, B$^2$}` + `\address{$^1$X, $^2$Y}`, and IOP
 *  `\author{A$^{1}$ and B$^{2}$}` + `\address{$^1$X}` `\address{$^2$Y}` (one \author whose addresses start with a marker). An
 *  unmarked address is everyone's. */
export function nameAddress(head: string, mark: MarkFn): FrontAuthor[] | null {
  const addrs = findCommands(head, 'address', 1).filter((a) => a.opt === null && latexToText(a.args[0]).trim());
  if (!addrs.length) return null;
  // MDPI writes the list as `\Author{A $^{1}$, B $^{1,}$*}` (capital A: the class's own command, apart from `\author`)
  // the ICASSP / ICIP kit's second name line: `\name{…}` + `\secondlinename{…}`, or both lines at once in `\nametwo{…}{…}`
  const names = [...findCommands(head, 'name', 1), ...findCommands(head, 'Author', 1),
    ...findCommands(head, 'nametwo', 2).map((c) => ({ ...c, args: [`${c.args[0]}, ${c.args[1]}`] }))].sort((x, y) => x.at - y.at);
  const authors = findCommands(head, 'author', 1);
  const last = names.length ? names[names.length - 1] : null;
  const second = last ? findCommands(head, 'secondlinename', 1).find((c) => c.at > last.at) : undefined;
  // FCS: numbered `{1\quad …}` lines read as marked ones when the single \author carries those numbers raised
  const numbered = authors.length === 1 && !last ? addrs.map((a) => ({ ...a, args: [numberQuadOpened(a.args[0], authors[0].args[0])] })) : addrs;
  if (numbered !== addrs) addrs.splice(0, addrs.length, ...numbered);
  const list = last ? (second ? { ...last, args: [`${last.args[0]}, ${second.args[0]}`] } : last)
    : authors.length === 1 && addrs.some((a) => mark(a.args[0]).replace(/^[\s{]+/, '').startsWith('⟦')) ? authors[0] : null;
  if (!list) return null;
  // MDPI entries: `$^{1}$ \quad Affiliation 1; e-mail@e-mail.com` (the \quad after a marker is no line break; e-mails after `;` go)
  const affText = markedLines(addrs.map((a) => withoutEmails(lines(symbolOpened(a.args[0]).replace(/(\$|\})\s*\\quad(?![A-Za-z])/g, '$1 '), mark))).join('\n'));
  // a footnote in the list is a note, whole with its braces (ICASSP `\sthanks{Corresponding author: \texttt{…}}`), never a name
  return pairSeparated(authorLines(dropCommands(list.args[0], THANKS), mark), affText.trim() ? affText : notesAsAddress(head, list.args[0]) || affText);
}

/** MDPI's notes (`\firstnote{…}` … `\eighthnote{…}`), printed under the address block, each with its own symbol (†, ‡, …). */
const MDPI_NOTES = ['firstnote', 'secondnote', 'thirdnote', 'fourthnote', 'fifthnote', 'sixthnote', 'seventhnote', 'eighthnote'];

/** When an MDPI address block names no organisation (an e-mail alone) and no name carries a note's symbol, the notes that name an
 *  organisation and read as no note ("These authors contributed equally …") are every author's affiliation, as an unmarked address
 *  is: the authors set their one affiliation as the class's first note. '' when there is none. */
export function notesAsAddress(head: string, list: string): string {
  if (/\\d?dagger(?![A-Za-z])|[†‡]/.test(list)) return '';
  return MDPI_NOTES.flatMap((n) => findCommands(head, n, 1)).map((c) => latexToText(c.args[0]).replace(/\s+/g, ' ').trim())
    .filter((t) => t && hasOrgWord(t) && !isNoteLine(t)).join('\n');
}

/** PLOS: no `\author`; the title block `\begin{flushleft}{\Large \textbf{Title}} \newline \\ A\textsuperscript{1*}, B\textsuperscript{2}
 *  \\ \bigskip \textbf{1} Dept, Institution, City, Country \\ \textbf{2} … \\ \bigskip * e-mail \end{flushleft}`: the names stand before
 *  the first `\bigskip`, the numbered affiliation lines between it and the next. */
export function plos(head: string, mark: MarkFn): FrontAuthor[] | null {
  const m = /\\begin\{flushleft\}([\s\S]*?)\\end\{flushleft\}/.exec(head);
  if (!m || !/\\bigskip[\s\S]*\\textbf\s*\{\s*1\s*\}/.test(m[1])) return null;
  let body = m[1];
  const title = body.search(/\{\s*\\(?:Large|LARGE|huge)\b/);
  if (title >= 0) { const end = groupEnd(body, title); if (end > 0) body = body.slice(0, title) + body.slice(end); }
  const [names, affs] = body.split(/\\bigskip(?![A-Za-z])/);
  if (!names || !affs) return null;
  return pairSeparated(authorLines(names.replace(/\\newline(?![A-Za-z])/g, '\\\\'), mark), lines(affs.replace(/\\textbf\s*\{\s*(\d+)\s*\}/g, '⟦$1⟧'), mark));
}

/** A title block set by hand, without `\author`: `\begin{center} {\LARGE\bfseries Title\par} {\large A\textsuperscript{1}\quad
 *  B\textsuperscript{1,*}\par} {\small ⟦1⟧School, University, City, Country \\ e-mails \\ ⟦*⟧Corresponding author\par} \end{center}`:
 *  the first centred block with a title-sized group, that group dropped, read as an author block (names, then marked affiliations). */
export function centered(head: string, mark: MarkFn): FrontAuthor[] | null {
  if (findCommands(head, 'author', 1).length) return null;
  const m = /\\begin\{center\}([\s\S]*?)\\end\{center\}/.exec(head);
  if (!m) return null;
  const title = m[1].search(/\{\s*\\(?:LARGE|Large|huge|Huge)\b/);
  const end = title < 0 ? -1 : groupEnd(m[1], title);
  if (end < 0) return centeredRows(m[1], mark);
  const cards = tabularCards(m[1].slice(end));
  if (cards) return cardAuthors(cards, mark);
  const body = m[1].slice(end).replace(SKIPS, '\n\\\\');
  const text = lines(body, mark);
  if (!text.includes('⟦') || !text.trim()) return null;
  const authors = parseAuthorBlock(text);
  return authors.some((a) => a.affiliations.length) ? authors : null;
}

/**
 * `\begin{tabular}[pos]{spec}`, `tabular*` / `tabularx` (`{width}[pos]{spec}`: only these take a width, so a plain
 * tabular's first cell is never read as its spec) and the body up to its `\end` (group 2).
 */
// the column spec may hold a group inside a group (`{@{}c@{\hspace{4em}}c@{}}`: spacing set between the columns)
export const TABULAR = /\\begin\{(tabular\*|tabularx|tabular)\}\s*(?:(?<=(?:x|\*)\}\s*)\{[^{}]*\}\s*)?(?:\[[^\]]*\]\s*)?\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}([\s\S]*?)\\end\{\1\}/;

/**
 * Author cards set side by side as the columns of one `tabular` (`Name1 & & Name2 \\ Dept. & & Company \\ University & & City \\
 * e-mail & &`): each column read top to bottom is one card, a name on top, as `\And` would separate them. Null unless the first
 * tabular of `tex` has two or more non-empty columns, each headed by a name (a table of anything else, or `\multicolumn` cells whose
 * columns do not line up, stays unread).
 */
export function tabularCards(tex: string): string[] | null {
  const t = TABULAR.exec(tex);
  if (!t || /\\multicolumn(?![A-Za-z])/.test(t[2])) return null;
  const plain = (cell: string) => latexToText(cell).replace(/\s+/g, ' ').trim();
  const rows = stripComments(t[2]).replace(/\\(?:hline|toprule|midrule|bottomrule)(?![A-Za-z])/g, '')
    .split(/\\\\(?:\s*\[[^\]]*\])?/).map((row) => row.split(/(?<!\\)&/));
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2) return null;
  const columns = Array.from({ length: width }, (_, j) => rows.map((r) => r[j] ?? '').filter((c) => plain(c))).filter((c) => c.length);
  if (columns.length < 2 || !columns.every((c) => c.length > 1 && looksLikeNames(plain(c[0])))) return null;
  return columns.map((c) => c.join(' \\\\ '));
}

/** `tex` with its first tabular of author cards (tabularCards) written as the cards `\And` apart; else `tex` as it is. */
export function tabularCardsAsAnd(tex: string): string {
  const cards = tabularCards(tex);
  return cards ? tex.replace(TABULAR, () => cards.join(' \\And ')) : tex;
}

/** The authors of tabular cards: each card read as an author block of its own (its name, then its rows). */
export function cardAuthors(cards: string[], mark: MarkFn): FrontAuthor[] | null {
  const authors = cards.flatMap((card) => parseAuthorBlock(lines(card, mark), [], true));
  return authors.length && authors.some((a) => a.affiliations.length) ? authors : null;
}

const SKIPS = /\\(?:par|bigskip|medskip|smallskip)(?![A-Za-z])|\\vspace\*?\s*\{[^}]*\}/g;

/** The same page set as rows in one group (`{\large\textbf{TITLE}\\ \bigskip Name \textsc{Surname}\\ \bigskip University}`): the title
 *  row, then a row of names and address rows without markers, every name's; else null. */
function centeredRows(block: string, mark: MarkFn): FrontAuthor[] | null {
  if (!/^\s*\{?\s*\\(?:large|Large|LARGE|huge|Huge|textbf|bf(?:series)?)(?![A-Za-z])/.test(block)) return null;
  const rows = lines(block.replace(SKIPS, '\n\\\\'), mark).split('\n').map((l) => l.trim()).filter(Boolean);
  if (rows.length < 3 || rows.some((r) => r.includes('⟦')) || !looksLikeNames(rows[1])) return null;
  const authors = parseAuthorBlock(rows.slice(1).join('\n'));
  return authors.length && authors.every((a) => a.affiliations.length) ? authors : null;
}

/** INFORMS (informs3 / informs4): `\ARTICLEAUTHORS{\AUTHOR{A} \AFF{Dept, University, City, \EMAIL{a@x}} \AUTHOR{B, C} \AFF{…}}`: each
 *  \AFF is every name's of the \AUTHOR fields since the previous \AFF (one field may list several names); \EMAIL and a parenthesised
 *  "(Corresponding Author)" are no part of the address. */
export function informs(head: string): FrontAuthor[] | null {
  const uses = [...findCommands(head, 'AUTHOR', 1).map((c) => ({ ...c, aff: false })), ...findCommands(head, 'AFF', 1).map((c) => ({ ...c, aff: true }))]
    .sort((x, y) => x.at - y.at);
  if (!uses.some((u) => u.aff) || !uses.some((u) => !u.aff)) return null;
  const out: FrontAuthor[] = [];
  let pending: string[] = [];
  for (const u of uses) {
    if (!u.aff) { pending.push(...splitNames(latexToText(u.args[0]).replace(/\s+/g, ' ').trim())); continue; }
    const address = latexToText(u.args[0].replace(/\\EMAIL\s*\{[^{}]*\}/g, '')).replace(/\((?:co-?)?corresponding author\)/gi, '')
      .replace(/\s+/g, ' ').replace(/(\s*,)+\s*$/, '').replace(/(\s*,)+/g, ',').trim();
    out.push(...pending.map((name) => ({ name, affiliations: address ? [address] : [] })));
    pending = [];
  }
  return [...out, ...pending.map((name) => ({ name, affiliations: [] }))];
}

/** IEEE Access (ieeeaccess.cls): `\author{\uppercase{A}\authorrefmark{1}, \IEEEmembership{Fellow, IEEE}, \uppercase{B\authorrefmark{2},
 *  and C}.\authorrefmark{1,2}}` + `\address[1]{Department, University, City (e-mail: …)}`: each `\address[n]` is the legend of mark n
 *  (written after `\author` or inside its braces); a membership grade and an address's parenthesised e-mail are no part of either. */
export function ieeeAccess(head: string, mark: MarkFn): FrontAuthor[] | null {
  const author = findCommands(head, 'author', 1);
  const addrs = findCommands(head, 'address', 1).filter((a) => a.opt !== null && /^\s*[\w*†‡]+\s*$/.test(a.opt));
  if (author.length !== 1 || !addrs.length || !/\\authorrefmark\s*\{/.test(author[0].args[0])) return null;
  let names = author[0].args[0];
  for (const a of findCommands(names, 'address', 1).reverse()) names = names.slice(0, a.at) + names.slice(a.end);
  names = dropCommands(names, new Set(['IEEEmembership'])).replace(/\\uppercase(?![A-Za-z])/g, '')
    .replace(/\\authorrefmark\s*\{([^{}]*)\}/g, (_, m: string) => `⟦${m.replace(/\s+/g, '')}⟧`).replace(/\.\s*(?=⟦)/g, '');
  const legend = addrs.map((a) => `⟦${a.opt!.trim()}⟧${lines(a.args[0], mark).split('\n').map((l) => l.trim()).filter(Boolean).join(', ')
    .replace(/\s*\((?:e-?mail|email)\s*:[^)]*\)/gi, '').replace(/\s+/g, ' ').trim()}`);
  return pairSeparated(authorLines(names, mark), legend.join('\n'));
}
