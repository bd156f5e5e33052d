import { findCommands, frontMatterSource, type CommandUse } from './latex-preprocess.ts';
import { dropCommands, dropPictures, fontDropped, groupEnd, groupLineBreaksAsSpaces, latexToText } from './latex-text.ts';
import { PLACEHOLDER, contactDomains, isNoteLine, joinWrapped, looksLikeNames, pairSeparated, parseAuthorBlock, splitNames, withMailDomains, withoutTitle, type FrontAuthor } from './author-block.ts';
import { lastName, withAffiliations, withSentences } from './with-sentences.ts';
import { expandMacros, userMacros } from './latex-macros.ts';
import { aaai, cardAuthors, centered, eptcs, ieee, ieeeAccess, informs, lipics, llncs, svjour, markRefs, nameAddress, plos, TABULAR, tabularCards, tabularCardsAsAnd } from './latex-templates.ts';
import { keyValueAffiliation } from './latex-keys.ts';
import { kitAuthorCommands } from './latex-kits.ts';
import { hasOrgWord, parseAffiliation } from './parse-affiliation.ts';
import { matchAffiliation } from './match.ts';
import { nameLine, withoutAlias } from './person-roles.ts';


/** Rewrites superscripts (`\textsuperscript{1}`, `$^{1,2}$`, `${}^\dagger$`, sagej `\affilnum{1}`) as ⟦marker⟧. */
export function markSuperscripts(tex: string): string {
  let s = tex;
  // SAGE's sagej prints `\affilnum{1,*}` as a superscript, after a name and at the head of each `\affiliation` row; SPIE's
  // `\supit{a}` is an italic superscript, after each name and before its address line
  for (const name of ['affilnum', 'supit', 'textsuperscript']) {
    for (const u of findCommands(s, name, 1).reverse()) s = `${s.slice(0, u.at)}⟦${latexToText(u.args[0])}⟧${s.slice(u.end)}`;
  }
  // `Zexue He$^{2}\thanks{Core contributors.}$`: a note written inside the math after the marker is set after it, outside the math;
  // so is any other command with a braced argument there (MDPI's `Heng Yang $^{2,\dagger}\orcidA{}$`, the ORCID icon)
  s = s.replace(/(\$\s*\^\s*(?:\{[^{}$]*\}|[^\s${}\\]))\s*(\\(?!math|text|rm\b|bf\b|mbox)[A-Za-z]+\s*\{(?:[^{}]|\{[^{}]*\})*\})\s*\$/g, '$1$$$2');
  // the group is read two levels deep: a corresponding-author glyph from a macro (`\textrm{\ensuremath{\boxtimes}}`) nests it twice
  s = s.replace(/\$\s*(?:\{\s*\})?\s*\{?\^\s*(\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|\\[A-Za-z]+\s*\{[^{}]*\}|\\[A-Za-z]+|[^\s$])\s*\}?\s*\$/g, (_, m) => `⟦${latexToText(m.replace(/^\{|\}$/g, '').replace(/\\(mathbf|mathrm|textrm|text|bf)\b/g, ''))}⟧`);
  // MNRAS `Sven Buder,$^{1}$ Tobias Buck,$^{2,3}$`: a comma set tight between a name and its marker, the marker followed by a space or
  // a command, goes after the marker (not "Technology, $^{2}$School of AI", a legend's next address); `\newauthor` (a break between
  // two rows of names) is a space
  return s.replace(/⟦\s*,?\s*⟧/g, '').replace(/(\p{L}),(⟦[^⟧]*⟧)(?=[\s\\]|$)/gu, '$1$2,').replace(/\\newauthor\b/g, ' ');
}

function text(tex: string): string {
  return latexToText(tex).replace(/\s+/g, ' ').trim();
}

/** An \author argument's text, a `\quad` / `\qquad` between two names setting them apart as a comma does ("Si Qiu \quad Jianhui Ning",
 *  a Chinese Physics C author line; the space it leaves would join them into one name). */
function nameText(tex: string): string {
  // a `\quad` between names sets them apart as a comma does (Chinese Physics C), and so does `\and` (amsart's `\author{A \and B}`, one
  // \author for every name, each \address after it in turn)
  return text(tex.replace(/\\q?quad(?![A-Za-z])/g, ', ').replace(/\\(?:and|And|AND)(?![A-Za-z])/g, ', ')).replace(/^[\s,]+|[\s,]+$/g, '').replace(/,(\s*,)+/g, ',');
}

function clean(authors: FrontAuthor[]): FrontAuthor[] {
  return authors
    // an academic title before a name ("Dr. …" in an authblk \author[1,*]{…}) is no part of it, as in a name list
    // and so are a role label before it, an identifier after it and another name in parentheses ("Advisor: Juhee Lee", "Name (K21-3217)",
    // "Ming Yang (Puitar)": person-roles.ts); a list's "and" written inside the last name's own command (JHEP's `\author[b]{and Per
    // Vik}`, as its kit's example writes it) is no part of the name either
    .map((a) => ({ ...a, name: withoutAlias(withoutTitle(nameLine(a.name.replace(/[⟦⟧]/g, '').replace(/[*∗†‡§¶,\s]+$/, '').trim().replace(/^and\s+(?=\p{Lu})/u, ''), looksLikeNames))), affiliations: a.affiliations.filter((f) => !PLACEHOLDER.test(f) && !isNoteLine(f)) }))
    .filter((a) => a.name && !PLACEHOLDER.test(a.name));
}

/** ICML 2017+: \icmlauthor{Name}{key1,key2} + \icmlaffiliation{key}{text}. */
function icml(head: string, full: string): FrontAuthor[] | null {
  const affs = findCommands(full, 'icmlaffiliation', 2);
  const authors = findCommands(head, 'icmlauthor', 2);
  if (!authors.length) return null;
  if (!affs.length) return icmlOld(head, authors);
  const byKey = new Map(affs.map((a) => [a.args[0].trim(), text(a.args[1])]));
  return authors.map((a) => ({
    name: text(a.args[0]),
    affiliations: a.args[1].split(',').map((k) => byKey.get(k.trim())).filter((x): x is string => !!x),
  }));
}

/** ICML ≤2016: \icmlauthor{Name}{email} … \icmladdress{text} for the authors before it. */
function icmlOld(head: string, authors: ReturnType<typeof findCommands>): FrontAuthor[] {
  const addrs = findCommands(head, 'icmladdress', 1);
  if (!addrs.length) {
    const centered = icmlCenterline(head, authors);
    if (centered) return centered;
  }
  const out: FrontAuthor[] = [];
  let group: { name: string; marks: string }[] = [];
  const events = [...authors.map((a) => ({ at: a.at, a })), ...addrs.map((d) => ({ at: d.at, d }))].sort((x, y) => x.at - y.at);
  for (const e of events) {
    if ('a' in e) { const m = markSuperscripts(e.a.args[0]); group.push({ name: text(m.replace(/⟦[^⟧]*⟧/g, '')), marks: [...m.matchAll(/⟦([^⟧]*)⟧/g)].map((x) => x[1]).join('') }); continue; }
    const lines = markSuperscripts(e.d.args[0]).split(/\\\\|\n/).map((l) => text(l)).filter(Boolean);
    for (const g of group) {
      const marked = lines.filter((l) => l.startsWith('⟦') && g.marks.includes(l.slice(1, l.indexOf('⟧'))));
      const use = marked.length ? marked : lines.filter((l) => !l.startsWith('⟦') || !g.marks);
      const texts = use.map((l) => l.replace(/^⟦[^⟧]*⟧\s*/, ''));
      out.push({ name: g.name, affiliations: marked.length ? texts : [texts.join(', ').replace(/,\s*,/g, ',')] });
    }
    group = [];
  }
  for (const g of group) out.push({ name: g.name, affiliations: [] });
  return out;
}

/** ICML papers that print their affiliations in `\\centerline{…}` lines after the author list (marked with superscripts or shared by all). */
function icmlCenterline(head: string, authors: ReturnType<typeof findCommands>): FrontAuthor[] | null {
  const after = authors[authors.length - 1].end;
  const lines = findCommands(head, 'centerline', 1).filter((c) => c.at >= after && !/\\includegraphics/.test(c.args[0]))
    .map((c) => latexToText(markSuperscripts(c.args[0]).replace(/\\\\/g, '\n'))).filter((t) => t.trim());
  if (!lines.length) return null;
  const names = authors.map((a) => text(markSuperscripts(a.args[0]))).join('\n');
  return pairSeparated(names, lines.join('\n'));
}

/** sn-jnl's template writes `\fnm{First} \sur{Author}`: an ordinal left in `\fnm` is the template's word, no given name. */
const TEMPLATE_GIVEN_NAME = /\\fnm\s*\{\s*(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)\s*\}/g;

/** A keyed address written over `\\` lines (IMS `\address[A]{Department\\ University\\ City}`) as one text, its lines joined as wrapped lines. */
function addressLines(tex: string): string {
  return latexToText(withoutContactLines(tex)).split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).reduce((a, l) => (a ? joinWrapped(a, l) : l), '');
}

/** Lines of an address (parted by `\\`) that give a contact or a copyright ("email: \href{mailto:…}{…}", "\textcopyright{} 2016 A, B,
 *  \& C"): no part of the address, and the names a copyright line lists are no organisation. */
function withoutContactLines(tex: string): string {
  const lines = tex.split(/\\\\(?:\s*\[[^\]]*\])?/);
  const kept = lines.filter((l) => !/\\(?:textcopyright|copyright)(?![A-Za-z])|©/.test(l) && !/^\s*e-?mail\s*:/i.test(latexToText(l).trim()));
  return kept.length && kept.length < lines.length ? kept.join('\\\\') : tex;
}

/** Econometric Society (ectaart) and IMS (imsart) key-value keys: `\address[id=a1]{…}` is address a1, `\author[id=au1,addressref={a1,a2}]`
 *  cites addresses a1 and a2 (an author's own `id=` names the author, no address). */
const IMS_ID = /(?:^|,)\s*id\s*=\s*\{?\s*([^,{}\]]+?)\s*\}?\s*(?:,|$)/;
const IMS_REFS = /(?:^|,)\s*addressref\s*=\s*(?:\{([^{}]*)\}|([^,{}]+))/;
/** `\printead{e1}` / `\printead[presep={,\ }]{e1}` prints an author's e-mail inside an IMS address: no part of the address. */
const PRINTED_EMAIL = new Set(['printead', 'ead']);

/** authblk / elsarticle: \author[1,2]{Name} + \affil[1]{text} (or \address[a], \affiliation[a], \fntext[fn]{} via \fnref). */
function keyed(head: string): FrontAuthor[] | null {
  // a footnote text may share its key with an address (cas `\affiliation[1]{…}` beside `\fntext[1]{These authors contributed equally…}`,
  // the note reached by `\fnmark[1]`): the address wins the key, and a footnote that is a note is no affiliation at all
  const notes = findCommands(head, 'fntext', 1).filter((a) => !isNoteLine(text(a.args[0])));
  const affs = [...notes, ...['affil', 'address', 'affiliation'].flatMap((n) => findCommands(head, n, 1))].filter((a) => a.opt !== null);
  if (!affs.length) return null;
  // One address may carry several keys (sn-jnl `\affil[1,2,3]{…}` shared by authors marked 1, 2 and 3).
  const byKey = new Map(affs.flatMap((a) => {
    const t = keyValueAffiliation(a.args[0]) ?? addressLines(dropCommands(a.args[0].replace(/\\authorcr[\s\S]*$/, ''), PRINTED_EMAIL));
    const id = IMS_ID.exec(a.opt!)?.[1];
    return (id ? [id] : [a.opt!.trim(), ...a.opt!.split(',').map((k) => k.trim()).filter(Boolean)]).map((k) => [k, t] as const);
  }));
  const authors = findCommands(head, 'author', 1);
  if (!authors.length) return null;
  // elsarticle prints a labelled \address under the names whether or not an \author cites its label: when no author cites a key at
  // all (\author{A, B, C} above \address[main]{…}: no optional argument, no \fnref, no mark), every address is every author's, each of its lines that names an organisation one
  // address ("Department …, Stanford University \\ Department …, Massachusetts Institute of Technology \\ …")
  const cites = (a: { opt: string | null; args: string[] }) => a.opt !== null || findCommands(a.args[0], 'fnref', 1).length > 0;
  const addresses = findCommands(head, 'address', 1).filter((a) => a.opt !== null);
  if (addresses.length && !authors.some(cites) && !markSuperscripts(authors.map((a) => a.args[0]).join(' ')).includes('⟦')) {
    const all = addresses.flatMap((a) => {
      const lines = withoutContactLines(a.args[0]).split(/\\\\(?:\s*\[[^\]]*\])?/).map((l) => latexToText(l).replace(/\s+/g, ' ').trim()).filter(Boolean);
      return lines.length > 1 && lines.every(hasOrgWord) ? lines : [byKey.get(a.opt!.trim())].filter((t): t is string => !!t);
    });
    return splitAuthorLists(authors.map((a) => ({ name: text(dropCommands(a.args[0], new Set(['fnref', 'corref', 'ead', 'thanks', 'cormark', 'fnmark']))), affiliations: [...new Set(all)] })));
  }
  return withMailOwners(authors.map((a) => {
    const fn = findCommands(a.args[0], 'fnref', 1).map((f) => f.args[0]).join(',');
    const m = markSuperscripts(a.args[0]);
    const sup = [...m.matchAll(/⟦([^⟧]*)⟧/g)].map((x) => x[1]).join(',');
    // eLife marks the corresponding author inside the key (`\author[1*]`, `\author[2,3\authfn{1}]`): star and footnote refs are no keys; nor are FITEE's math symbols (`[$\dagger$$\ddagger$1]`)
    const refs = IMS_REFS.exec(a.opt ?? '');
    const opt = refs ? refs[1] ?? refs[2] : IMS_ID.test(a.opt ?? '') ? '' : (a.opt ?? '').replace(/\\[A-Za-z]+\s*(\{[^{}]*\})?/g, ',').replace(/[$*∗†‡§¶]/g, '');
    const keys = [opt, fn, sup].join(',').split(',').map((k) => k.trim()).filter((k) => byKey.has(k));
    return { name: text(dropCommands(m.replace(/⟦[^⟧]*⟧/g, '').replace(TEMPLATE_GIVEN_NAME, ''), new Set(['fnref', 'corref', 'ead', 'thanks', 'cormark', 'fnmark', 'orcidlink', 'orcidID']))), affiliations: [...new Set(keys.map((k) => byKey.get(k)!))] };
  }), head);
}

/** elsarticle / authblk: the e-mail addresses of the front matter (`\ead{…}`, `\email{…}`, wherever written) go to the authors whose
 *  names their user names spell ("\ead{wanghu@hnu.edu.cn}" to Hu Wang: author-block.ts, mailOwners), as `mailDomains`. */
function withMailOwners(authors: FrontAuthor[], head: string): FrontAuthor[] {
  return withMailDomains(authors, ['ead', 'email'].flatMap((n) => findCommands(head, n, 1)).map((c) => text(c.args[0])).join(' '));
}

/** ICASSP / ICIP (spconf): `\twoauthors{names}{address}{names}{address}` sets two author groups side by side, each with its own
 *  address (its `\\` lines: department, institution, place); `\thanks` / `\sthanks` in a group are notes. */
function twoAuthors(head: string): FrontAuthor[] | null {
  const two = findCommands(head, 'twoauthors', 4);
  if (!two.length) return null;
  const [n1, a1, n2, a2] = two[two.length - 1].args;
  const group = (names: string, address: string) => {
    const where = addressLines(address);
    return splitNames(text(dropCommands(names, new Set(['thanks', 'sthanks'])))).map((name) => ({ name, affiliations: where ? [where] : [] }));
  };
  const authors = [...group(n1, a1), ...group(n2, a2)];
  return authors.length ? authors : null;
}

/** ISMIR's cells, `\oneauthor{name}{address}` … `\fourauthors{…}{…}…`, read as spconf's `\twoauthors` is (twoAuthors, which also reads
 *  ISMIR's own `\twoauthors`); ISMIR's `\multauthor{names}{addresses}`: one block of names (parted by `\hspace`, marked `$^1$`) over
 *  one block of addresses (parted by `\\` and `\hspace`), an unmarked address every author's, a marked one the marked authors'; a
 *  marked note "XB is now at NTU, Singapore. Work conducted when he was at EPFL." gives its author the organisation he is now at. */
function ismir(head: string): FrontAuthor[] | null {
  for (const [name, n] of [['oneauthor', 2], ['threeauthors', 6], ['fourauthors', 8], ['fiveauthors', 10], ['sixauthors', 12]] as const) {
    const cells = findCommands(head, name, n);
    if (!cells.length) continue;
    const args = cells[cells.length - 1].args;
    const out: FrontAuthor[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      // (an e-mail line of the cell, "{\tt author1@ismir.edu}", is no part of the address)
      const where = addressLines(args[i + 1].split(/\\\\/).filter((l) => !/\S@\S/.test(l)).join('\\\\'));
      for (const who of splitNames(text(dropCommands(args[i], new Set(['thanks']))))) out.push({ name: who, affiliations: where ? [where] : [] });
    }
    return out.length ? out : null;
  }
  const multi = findCommands(head, 'multauthor', 2);
  if (!multi.length) return null;
  const gap = /\\(?:hspace\*?\s*\{[^{}]*\}|qquad|quad|hfill)/g;
  const [names, addresses] = multi[multi.length - 1].args;
  const people = latexToText(markSuperscripts(names.replace(gap, ', '))).split(/,/).flatMap((piece) => {
    const marks = [...piece.matchAll(/⟦([^⟧]*)⟧/g)].flatMap((m) => m[1].split(/\s*,\s*/));
    return splitNames(piece.replace(/⟦[^⟧]*⟧/g, ' ')).map((who) => ({ who, marks }));
  });
  const shared: string[] = [];
  const marked = new Map<string, string[]>();
  for (const raw of latexToText(markSuperscripts(addresses.replace(gap, '\\\\')).replace(/\\\\/g, '\n')).split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || /\S@\S/.test(line) || isNoteLine(line)) continue;
    const m = /^⟦([^⟧]*)⟧\s*(.*)$/.exec(line);
    const body = m ? m[2] : line;
    const now = /\b(?:is|are)\s+now\s+(?:at|with)\s+(?:the\s+)?([^.]+)\./.exec(body);
    const address = now ? now[1].trim() : body;
    if (!m) shared.push(address);
    else for (const k of m[1].split(/\s*,\s*/)) marked.set(k, [...(marked.get(k) ?? []), address]);
  }
  const out = people.map(({ who, marks }) => ({ name: who, affiliations: [...shared, ...marks.flatMap((k) => marked.get(k) ?? [])] }));
  return out.length ? out : null;
}

/** `\textsc{Irif}`: one word set in small capitals inside an affiliation prints as an acronym, so it is read in capitals ("IRIF"). */
const SMALL_CAPS_WORD = /\\textsc\s*\{\s*(\p{Lu}\p{Ll}{1,7})\s*\}/gu;

/** acmart: \affiliation{\institution{X}\city{Y}\country{Z}} -> "X, Y, Z". */
function acmAffiliation(raw: string): string {
  const arg = raw.replace(SMALL_CAPS_WORD, (_, w: string) => w.toUpperCase());
  const kv = keyValueAffiliation(arg);
  if (kv) return kv;
  // Springer's and Wiley's fields (`\orgdiv{…}, \orgname{…}, \orgaddress{\city{…}, \country{…}}`) print their text where they stand,
  // with the commas written between them: the address is the whole argument's text, not acmart's fields picked out of it (Wiley's
  // unkeyed `\address{\orgdiv{Informatics Institute}, \orgname{…}, \orgaddress{\city{Porto Alegre}, \country{Brazil}}}` is more than
  // its city and country)
  if (/\\org(?:div|name|address)(?![A-Za-z])/.test(arg)) return text(arg);
  // a line break inside one field (`\institution{BEACON Center\\ Michigan State University}`) parts its pieces as a comma does
  const parts = ['department', 'institution', 'streetaddress', 'city', 'state', 'country']
    .flatMap((n) => findCommands(arg, n, 1).map((c) => text(c.args[0].replace(/\s*(?:\\\\(?:\[[^\]]*\])?|\\newline(?![A-Za-z]))\s*/g, ', ')).replace(/^,\s*|,\s*$/g, '').replace(/,(\s*,)+/g, ',')));
  if (parts.length) return parts.join(', ');
  // amsart `\address{Department \\ University \\ City \newline Email: …}`: rows joined as wrapped lines, a contact row dropped
  if (!/\\(\\|newline)(?![A-Za-z])/.test(arg)) return text(arg);
  return addressLines(arg.replace(/\s*\n\s*/g, ' ').split(/\\(?:\\|newline)(?![A-Za-z])/).filter((row) => !isNoteLine(text(row))).join('\\\\'));
}

const FUNDING = /^(?:(?:partially|partly|in part|research)\s+)?(?:supported|funded|sponsored)\b|\bgrants?\b/i;

/** amsart `\author{A$^1$}` + `\thanks{$^1$Department of Mathematics, University of Utah}`: a \thanks that opens with a marker and is
 *  no funding note is the address of the names with that marker (by marker). */
function markedThanks(head: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of findCommands(head, 'thanks', 1)) {
    const m = /^\s*⟦([^⟧]+)⟧\s*([\s\S]*)$/.exec(markSuperscripts(t.args[0]));
    const address = m ? text(m[2]) : '';
    if (!m || !address || FUNDING.test(address) || isNoteLine(address)) continue;
    for (const k of m[1].split(',').map((x) => x.trim())) out.set(k, [...(out.get(k) ?? []), address]);
  }
  return out;
}

/** amsart `\address{F.~Rassoul-Agha, 155 S 1400 E, Salt Lake City}` opens with its author's own name (initials and surname): that part
 *  is no organisation. */
function withoutOwnName(address: string, marked: string): string {
  const name = marked.replace(/[\d⟦⟧*∗†‡§¶]+/g, '');
  const [first, ...rest] = address.split(/\s*,\s*/);
  const words = first.split(/[\s.]+/).filter(Boolean);
  const own = rest.length && words.length > 1 && lastName(first) === lastName(name)
    && words.slice(0, -1).every((w) => w.length === 1 || name.split(/\s+/).includes(w));
  return own ? rest.join(', ') : address;
}

/** A fellowship title as a whole affiliation line: one phrase (no comma) ending in "Fellow" ("Hubble Fellow", "NSF … Postdoctoral Fellow."). */
const FELLOW_TITLE = /^[^,;]{0,120}\bFellow\.?\s*$/;

/** revtex / acmart / amsart: \author{Name} runs and \affiliation{…} / \address{…} / \altaffiliation{…} after them.
 *  An affiliation run belongs to every author since the previous run (revtex and acmart both share an \affiliation
 *  among the \author lines before it); \altaffiliation ("also at") belongs to the \author just before it only;
 *  all addresses after all authors, as many as the authors, go one to each in order (amsart). */
/** An affiliation written in acronyms only: capitalised words of two to six capitals ("CSD THU", "EECS, MIT"). */
const ACRONYMS_ONLY = /^\s*\p{Lu}{2,6}(?:[\s,/&-]+\p{Lu}{2,6})*\s*$/u;

function sequential(head: string): FrontAuthor[] | null {
  const authors = findCommands(head, 'author', 1);
  const tag = (kind: 'main' | 'alt') => (c: CommandUse) => ({ ...c, kind });
  // achemso's \alsoaffiliation is its author's own, as revtex's \altaffiliation, and so is amsart's \curraddr (where the author is now)
  // and acmart's \additionalaffiliation (printed "Also with …" under the author's card);
  // an authblk \affil without a key is a plain \affiliation
  const affs = [...['affiliation', 'address', 'affil'].flatMap((n) => findCommands(head, n, 1).map(tag('main'))), ...['altaffiliation', 'alsoaffiliation', 'additionalaffiliation', 'curraddr'].flatMap((n) => findCommands(head, n, 1).map(tag('alt')))]
    // elsarticle `\affiliation{country={*Corresponding authors}}` is a note, not an address.
    // an \altaffiliation naming a fellowship the author holds ("NSF Astronomy and Astrophysics Postdoctoral Fellow.", "Sagan Fellow"),
    // one phrase ending in "Fellow", is a note about the author (AASTeX prints it as a footnote), not where the author works
    .filter((a) => {
      if (a.opt !== null) return false;
      const t = acmAffiliation(a.args[0]);
      return !isNoteLine(t) && !(a.kind === 'alt' && FELLOW_TITLE.test(t));
    })
    .sort((x, y) => x.at - y.at);
  if (!authors.length || !affs.length || authors.length < 2 && !/\\(affil|address|altaffiliation|alsoaffiliation)/.test(head)) return null;
  if (affs[0].at > authors[authors.length - 1].at && affs.length === authors.length && affs.length > 1) {
    return authors.map((a, i) => ({ name: nameText(a.args[0]), affiliations: [acmAffiliation(affs[i].args[0])] }));
  }
  // amsart `\author{A, B, C and D}` with only \address lines after it, exactly one per name: one each in order, as with one \author per
  // name (a revtex \affiliation after a name list stays shared by the list); a \curraddr goes with the \address before it
  const listed = authors.length === 1 ? splitNames(nameText(authors[0].args[0])) : [];
  const addressAt = new Set(findCommands(head, 'address', 1).map((c) => c.at));
  const mains = affs.filter((f) => f.kind === 'main');
  if (listed.length > 1 && mains.length === listed.length && mains.every((f) => addressAt.has(f.at) && f.at > authors[0].at)) {
    const current = (i: number) => affs.filter((f) => f.kind === 'alt' && f.at > mains[i].at && f.at < (mains[i + 1]?.at ?? Infinity));
    return listed.map((name, i) => ({ name, affiliations: [mains[i], ...current(i)].map((f) => withoutOwnName(acmAffiliation(f.args[0]), name)) }));
  }
  const out: FrontAuthor[] = [];
  const thanks = markedThanks(head);
  const mails = findCommands(head, 'email', 1);
  // acmart: the `\email` written after one `\author` and before the next is that author's own; where the author's affiliation is
  // written in acronyms only ("CSD THU", a department and its university), the address's domain (tsinghua.edu.cn) says which
  // organisation they name (an affiliation written out in words names its organisation itself: a company beside a university address
  // stays the company; the domain is then kept as `mailDomains`, only for a unit line naming no host: extract.ts, byMail)
  const domainsOf = (p: CommandUse, affiliations: string[]) => {
    if (!affiliations.length) return {};
    const next = authors.find((x) => x.at > p.at)?.at ?? Infinity;
    const d = contactDomains(mails.filter((m) => m.at > p.at && m.at < next).map((m) => text(m.args[0])).join(' '));
    if (!d.length) return {};
    return affiliations.every((t) => ACRONYMS_ONLY.test(t)) ? { domains: d } : { mailDomains: d };
  };
  let pending: CommandUse[] = [];
  authors.forEach((a, i) => {
    const next = authors[i + 1]?.at ?? Infinity;
    const mine = affs.filter((f) => f.at > a.at && f.at < next);
    pending.push(a);
    if (!mine.length) return;
    const main = mine.filter((f) => f.kind === 'main');
    const legend = markedLegend(pending, main);
    if (legend) { out.push(...legend); pending = []; return; }
    for (const p of pending) {
      const own = [...markSuperscripts(p.args[0]).matchAll(/⟦([^⟧]*)⟧/g)].flatMap((m) => m[1].split(',')).flatMap((k) => thanks.get(k.trim()) ?? []);
      const affiliations = [...own, ...(p === a || !main.length ? mine : main).map((f) => withoutOwnName(acmAffiliation(f.args[0]), nameText(p.args[0])))];
      out.push({ name: nameText(p.args[0]), affiliations, ...domainsOf(p, affiliations) });
    }
    pending = [];
  });
  for (const p of pending) out.push({ name: nameText(p.args[0]), affiliations: [] });
  return out;
}

/** acmart / revtex `\author{A$^{1,4}$, B$^{3}$}` + `\affiliation{\institution{$^{1}$X \quad $^{2}$Y}}`: names with superscript markers
 *  over an affiliation that is a marked legend pair by marker, not each name with the whole legend; else null. */
function markedLegend(authors: CommandUse[], affs: CommandUse[]): FrontAuthor[] | null {
  const names = authors.map((a) => text(markSuperscripts(a.args[0])));
  const legend = affs.map((f) => acmAffiliation(markSuperscripts(f.args[0])));
  if (!names.some((n) => n.includes('⟦')) || !legend.some((l) => /^⟦[^⟧]*⟧\s*\p{L}/u.test(l))) return null;
  return pairSeparated(names.join('\n'), legend.join('\n'));
}

/** acmart lists several authors in one \author{A, B and C}. */
function splitAuthorLists(authors: FrontAuthor[]): FrontAuthor[] {
  return authors.flatMap((a) => (/,| and /.test(a.name) ? splitNames(a.name).map((n) => ({ name: n, affiliations: a.affiliations })) : [a]));
}

/** acmart adds up its `\author` commands, one author each (article's second `\author` replaces the first): with several and no
 *  affiliation anywhere (a draft whose `\affiliation` is commented out), each is an author of its own with none. */
function acmartNamesOnly(head: string, full: string): FrontAuthor[] | null {
  if (!/\\documentclass\s*(?:\[[^\]]*\])?\s*\{acmart\}/.test(full)) return null;
  const authors = findCommands(head, 'author', 1);
  if (authors.length < 2 || ['affiliation', 'address', 'affil', 'institute'].some((n) => findCommands(head, n, 1).length)) return null;
  return authors.map((a) => ({ name: text(a.args[0]), affiliations: [] }));
}

/** NeurIPS / ICLR / ACL / CVPR: one \author{…} with \And blocks, \\ lines and superscript markers; \customfootnotetext / \thanks affiliations. */
function block(head: string, full: string): FrontAuthor[] | null {
  const a = findCommands(head, 'author', 1);
  if (!a.length) return null;
  // \thanks / compsoc notes inside the block are read as notes (thanksNotes), not as lines of the author block
  // IEEEtran's \IEEEauthorrefmark{n} before or after a name is a mark like \textsuperscript, not text ("\IEEEauthorrefmark{1}Xu Fang")
  const body = markSuperscripts(markRefs(refmarksAfterNames(dropCommands(boxesAsColumns(tabularCardsAsAnd(a[a.length - 1].args[0])), new Set(['IEEEcompsocitemizethanks'])))).replace(/\\(textbf|bf|textit|emph|large|normalsize|small)\b\s*/g, fontDropped))
    // two or more `\space` in a row set names apart like `\quad` ("Kam Kasravi \space\space Naveen Purushotham", an ACL author line);
    // one is a plain space
    .replace(/\\(qquad|quad|hfill|hspace\*?\{[^}]*\})|(?:\\space(?![A-Za-z])\s*){2,}/g, ', ').replace(/,(\s*,)+/g, ',').replace(/,\s*(and)\s*,/g, ' $1');
  const notes = [...findCommands(full, 'customfootnotetext', 2).map((c) => latexToText(markSuperscripts(c.args[1]).replace(/\\\\/g, '\n'))), ...markedFootnotes(full)];
  const hasMarks = body.includes('⟦');
  const chunks = hasMarks ? [body] : body.split(/\\(?:And|AND|and)(?![A-Za-z])/);
  // TeX reads a bare line break inside the list as a space ("Lihua⏎Xie"): only \\\\ breaks a line; an unmarked block keeps the source's
  // lines, which earlier rounds' cards rely on, save a break inside a brace group (`\\textbf{Ann⏎Bell}`), which TeX reads as a space
  const columns = chunks.flatMap((chunk) => cardsByMailRows(latexToText((hasMarks ? chunk.replace(/([^\s,])[ \t]*\n[ \t]*(?=[^\s\\])/g, '$1 ') : groupLineBreaksAsSpaces(chunk)).replace(/\\\\(\[[^\]]*\])?/g, '\n')).split('\n').filter((l) => !/^\s*$/.test(l)), hasMarks));
  const shared = linesOfSeveral(columns);
  const parsed = columns.map((lines) => parseAuthorBlock([...lines, ...(hasMarks ? notes : [])].join('\n'), [], !hasMarks, hasMarks || chunks.length < 2 ? shared : cardOrganisation(lines, shared)));
  return shareAcrossColumns(parsed).flat();
}

/** An \\And column is one card: a name, then its organisation. When every line under a single name reads as a name too ("Naci Cankaya
 *  / MATS Fellowship", "Jakub Kryś / SaferAI", "Luke Marks / Martian": an organisation with no organisation word), the column would be
 *  names only and borrow the next column's affiliation; its last line is the card's organisation instead (given as a line that is no
 *  name); an e-mail line under them is set aside for this ("Minh Nhat Nguyen / Apart Research / e-mail"). Only columns parted by
 *  \\And; a column whose first line lists several names, whose lower lines include an address, or whose next line goes on with
 *  "and …" (a list run over two source lines), is left as it is. */
function cardOrganisation(lines: string[], shared: ReadonlySet<string>): ReadonlySet<string> {
  const [first, ...below] = lines.map((l) => l.trim());
  // the card's e-mail line ("Minh Nhat Nguyen / Apart Research / minh@…": one name, one address) is no line of its organisation
  const rest = below.filter((l) => !/\S@\S/.test(l));
  if (!rest.length || /,|\band\b|&/.test(first) || !looksLikeNames(first)) return shared;
  if (!rest.every((l) => looksLikeNames(l) && !hasOrgWord(l) && !/^(?:and|&)\s/i.test(l))) return shared;
  return new Set([...shared, rest[rest.length - 1]]);
}

/** IEEEtran's `\IEEEauthorrefmark{n}` set before a name in a comma list ("Chen Wang\IEEEauthorrefmark{2}, \IEEEauthorrefmark{1}Xu Fang"):
 *  moved after the name, where a mark of a name stands, so the name is not read as a legend line that a leading mark opens; a mark
 *  before text that does not read as names (a "\IEEEauthorrefmark{1}School of …" line) stays where it is. */
function refmarksAfterNames(arg: string): string {
  return arg.replace(/(^|,)(\s*)\\IEEEauthorrefmark\s*\{([^{}]*)\}\s*([^,\\{}]+?)(?=\s*(?:\\IEEEauthorrefmark|,|$))/g,
    (all, lead: string, space: string, mark: string, name: string) => (looksLikeNames(name.trim()) ? `${lead}${space}${name.trim()}\\IEEEauthorrefmark{${mark}}` : all));
}

/** Footnotes of the front matter that open with a marker (`\footnote{$^{1}$School of …}`, `\footnotetext{…}`, and a paper's own
 *  footnote macros such as `\blfootnote`, expanded to `\footnote` by then): legend lines of a marked author block, one per marker
 *  (a footnote listing several marked addresses gives each its line), when they name an organisation. Notes without a leading
 *  marker, and marked notes naming none ("$^\ast$ now with …", a note in another script), are not read here. */
function markedFootnotes(full: string): string[] {
  // an IEEE conference `\thanks{$^{1}$Department of …}` per mark is such a footnote too (a funding note is none, nor an "X is with Y"
  // note, which thanksNotes reads by the name it writes)
  const thanks = findCommands(full, 'thanks', 1).filter((c) => !FUNDING.test(text(c.args[0]).replace(/^[^\p{L}]*/u, '')) && !withSentences(text(c.args[0])).size);
  return [...findCommands(full, 'footnote', 1), ...findCommands(full, 'footnotetext', 1), ...thanks]
    .flatMap((c) => latexToText(markSuperscripts(c.args[0]).replace(/\\\\/g, '\n')).split(/\n|(?=⟦)/))
    .map((l) => l.trim()).filter((l) => /^⟦[^⟧]+⟧\s*\p{L}/u.test(l))
    // a legend line names an organisation; a note under a mark ("currently with …", a note in another script) is no address
    .filter((l) => { const t = l.replace(/^⟦[^⟧]+⟧\s*/, ''); return (hasOrgWord(t) || ORG_KIND.test(t)) && !isNoteLine(t) && !/^(?:currently|now|present|permanent|work done)\b/i.test(t); });
}

/** A title block set by hand without `\author` (imsart's `aug` with the names in a `tabular` inside `\address`, or any front matter that sets
 *  its names as table cells): one tabular whose every non-empty cell is a name carrying a raised mark (`Name$^{1}$`, or a paper's own
 *  superscript macro), its legend the front matter's footnotes opened by those marks; the e-mail after an address's `;` goes. */
function tabularMarkedNames(head: string, full: string): FrontAuthor[] | null {
  if (findCommands(head, 'author', 1).length) return null;
  const t = TABULAR.exec(head);
  if (!t) return null;
  const cells = markSuperscripts(t[2]).split(/\\\\(?:\s*\[[^\]]*\])?|(?<!\\)&/).map((c) => text(c.replace(/\\(textbf|bf|textit|emph|large|normalsize|small|rm|bfseries)\b\s*/g, fontDropped))).filter(Boolean);
  if (!cells.length || !cells.every((c) => /^[^⟦]+⟦[^⟧]+⟧$/.test(c) && looksLikeNames(c.replace(/⟦[^⟧]*⟧/, '')))) return null;
  const legend = markedFootnotes(full).map((l) => l.split(/\s*;\s*/).filter((p) => !/\S@\S/.test(p)).join('; ').replace(/[.;,\s]+$/, ''));
  if (!legend.length) return null;
  return pairSeparated(cells.join('\n'), legend.join('\n'));
}

/** Side-by-side `\parbox{w}{…}` / `minipage` author cards (two or more in one `\author`) are columns, as `\And` would make them. */
function boxesAsColumns(arg: string): string {
  const boxes = [...findCommands(arg, 'parbox', 2).map((c) => ({ at: c.at, end: c.end, body: c.args[1] })),
    ...[...arg.matchAll(/\\begin\{minipage\}\s*(?:\[[^\]]*\]\s*)*\{[^{}]*\}([\s\S]*?)\\end\{minipage\}/g)].map((m) => ({ at: m.index, end: m.index + m[0].length, body: m[1] }))]
    .sort((x, y) => x.at - y.at).filter((b, i, all) => i === 0 || b.at >= all[i - 1].end);
  if (boxes.length < 2) return arg;
  return boxes.reduceRight((s, b) => `${s.slice(0, b.at)}\\And ${b.body} \\And${s.slice(b.end)}`, arg);
}

/** Stacked cards without `\And` (name / affiliation / e-mail rows, then the next name): a row of e-mail addresses alone followed by a
 *  row of names closes one card, so each name keeps the rows under it; a column with markers or no such row stays whole. */
function cardsByMailRows(lines: string[], marked: boolean): string[][] {
  const mail = (l: string) => /^\s*\S+@\S+\s*$/.test(l) || /^\s*\{[^{}]*\}\s*@\S+\s*$/.test(l);
  const cuts = lines.flatMap((l, i) => (i > 0 && mail(l) && i + 1 < lines.length && looksLikeNames(lines[i + 1].replace(/[*∗†‡§¶]+/g, '').trim()) ? [i + 1] : []));
  if (marked || !cuts.length) return [lines];
  return [0, ...cuts].map((c, k) => lines.slice(c, [...cuts, lines.length][k]));
}

/** Lines (after its first) that two or more \\And columns print alike ("Mechanical and Automation Erg" under six names): an
 *  affiliation line, never a name, however it reads; the text as `parseAuthorBlock` sees it (spaces collapsed). */
function linesOfSeveral(columns: string[][]): Set<string> {
  const seen = new Map<string, number>();
  for (const c of columns) for (const l of new Set(c.slice(1).map((x) => x.replace(/\s+/g, ' ').trim()))) seen.set(l, (seen.get(l) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n > 1).map(([l]) => l));
}

/** `A \\and B \\\\ X`: a column with names only shares the affiliations of the next column that has some (else the previous one). */
function shareAcrossColumns(columns: FrontAuthor[][]): FrontAuthor[][] {
  const has = (c: FrontAuthor[]) => c.some((a) => a.affiliations.length);
  return columns.map((c, i) => {
    if (!c.length || has(c)) return c;
    const donor = columns.slice(i + 1).find(has) ?? [...columns.slice(0, i)].reverse().find(has);
    const affs = donor ? [...new Set(donor.flatMap((a) => a.affiliations))] : [];
    return c.map((a) => ({ ...a, affiliations: affs }));
  });
}

const WITH = /^(.+?)\s+(?:is|are)\s+(?:now\s+)?with\s+(?:the\s+)?(.+?)\.?$/;

/** IEEE "O. Sener and A. Saxena are with Cornell University" notes in \thanks: affiliations by author surname. */
function thanksNotes(head: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const notes = [...findCommands(head, 'IEEEcompsocitemizethanks', 1), ...findCommands(head, 'thanks', 1)]
    .flatMap((c) => c.args[0].split(/\\IEEEcompsocthanksitem|\\protect\\\\|\\\\/)).map((x) => text(x.replace(/\\protect/g, '')));
  for (const n of notes) for (const [who, affs] of withSentences(n)) out.set(who, [...(out.get(who) ?? []), ...affs]);
  return out;
}

/** A lone author's one `\thanks{Institute, University, street, City, Country. URL: …}` that is an address (an organisation word; no grant,
 *  note or "is with" sentence) is that author's affiliation, its URL / e-mail sentences dropped; else none. */
function ownThanksAddress(head: string): string[] {
  const authors = findCommands(head, 'author', 1);
  const thanks = authors.length === 1 ? findCommands(authors[0].args[0], 'thanks', 1) : [];
  if (thanks.length !== 1) return [];
  const sentences = text(thanks[0].args[0]).split(/(?<=\.)\s+/);
  const kept = sentences.slice(0, Math.max(1, sentences.findIndex((x) => /^(?:URL|E-?mail|Email|Web|Homepage|https?:)/i.test(x)))).join(' ').replace(/\.$/, '');
  return kept && hasOrgWord(kept) && !FUNDING.test(kept) && !isNoteLine(kept) && !WITH.test(kept) ? [kept] : [];
}

/** The address a `\thanks{…}` note writes (`Department of Mathematics, University of X, City, Country.`): its sentences before a URL /
 *  e-mail one, when they name an organisation and are no grant, note or "is with" sentence; else null. */
function thanksAddress(note: string): string | null {
  // a note sentence beside the address ("Johns Hopkins University. Corresponding author.") is no part of it
  const sentences = text(note).split(/(?<=\.)\s+/).filter((x, i) => i === 0 || !isNoteLine(x));
  const kept = sentences.slice(0, Math.max(1, sentences.findIndex((x) => /^(?:URL|E-?mail|Email|Web|Homepage|https?:)/i.test(x)))).join(' ').replace(/\.$/, '');
  return kept && (hasOrgWord(kept) || nameTownCountry(kept) || registryAddress(kept)) && !FUNDING.test(kept) && !isNoteLine(kept) && !WITH.test(kept) ? kept : null;
}

/** A note without an organisation word that still names a registry organisation ("Computer Science Division, UC Berkeley, CA 94720",
 *  "Biological Systems & Engineering Division, Lawrence Berkeley National Laboratory"): an address, unless it says where the author is
 *  now or also ("Now at …", "Currently with …", "Visiting …"), which is no affiliation of the paper. */
function registryAddress(note: string): boolean {
  return !/^(?:currently|now|present(?:ly)?|permanent|also|on leave|visiting|formerly|previously)\b/i.test(note) && matchAffiliation(note).some((r) => !!r.ror);
}

/** "Arista Networks, Pune, India": a name followed only by towns and a country, as a note's whole text, is an address though the name
 *  has no organisation word (a company); a name alone, or one with a unit, street or region piece, is none. */
function nameTownCountry(note: string): boolean {
  const parts = parseAffiliation(note).parts;
  return parts.length >= 2 && parts.length <= 4 && parts[parts.length - 1].kind === 'country' && (parts[0].kind === 'place' || parts[0].kind === 'org')
    && parts.slice(1, -1).every((p) => p.kind === 'place') && /^\p{Lu}/u.test(parts[0].text.trim());
}

/** The article class's `\author{A\thanks{Dept, University, City.}, B\thanks{…} \and C\footnotemark[2]}`: each name keeps the address
 *  its own `\thanks` writes, and a `\footnotemark[n]` after a name points at the n-th note of the block (LaTeX numbers the block's
 *  notes 1, 2, … in order), so it shares that note's address. A name is the text between the previous note (or `,` / `\and` / `\\` /
 *  "and") and its mark; notes that are no address (roles, "equal contribution", grants) give nothing. */
function ownThanksAddresses(head: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const a of findCommands(head, 'author', 1)) {
    const arg = a.args[0];
    const marks = [...findCommands(arg, 'thanks', 1).map((c) => ({ at: c.at, end: c.end, note: c.args[0] as string | null, ref: 0 })),
      ...[...arg.matchAll(/\\footnotemark\s*\[(\d+)\]/g)].map((m) => ({ at: m.index, end: m.index + m[0].length, note: null, ref: Number(m[1]) }))]
      .sort((x, y) => x.at - y.at);
    const notes: (string | null)[] = [];
    let from = 0;
    let last = '';
    for (const m of marks) {
      const before = arg.slice(from, m.at);
      // marks set one after another with only space between them ("A\thanks{…} \ \thanks{…}", "B \footnotemark[1] \ \thanks{…}")
      // are all the same name's
      const name = /^(?:\s|\\[ ,;]|~)*$/.test(before) ? last : text(before.split(/,|\\and(?![A-Za-z])|\\\\|\band\b/i).pop() ?? '');
      last = name;
      // a sentence about a person ("Pierre Uzarralde is an academic supervisor with École Hexagone", an IEEE journal's notes set one
      // after another) is no address note of the name before it
      const address = m.note !== null ? (/\b(?:is|are|was|were)\b/.test(text(m.note)) ? null : thanksAddress(m.note)) : (notes[m.ref - 1] ?? null);
      if (m.note !== null) notes.push(address);
      if (name && address && looksLikeNames(name)) out.set(name, [...(out.get(name) ?? []), address].filter((x, i, all) => all.indexOf(x) === i));
      from = m.end;
    }
  }
  return out;
}

/** A title page set by hand without `\author` (a working paper's `titlepage`: `{\large Ann Lee\footnote{Johns Hopkins University.} \qquad
 *  Bo Wu\footnote{…}\par}`): each name before a `\footnote` whose note is an address, that address its affiliation. Names are read
 *  after `\begin{document}`, between the previous note and a spacing command, a `\\`, a brace, a comma or "and"; none unless every
 *  such name reads as a name. */
function footnotedNames(head: string): FrontAuthor[] | null {
  if (findCommands(head, 'author', 1).length) return null;
  const at = head.indexOf('\\begin{document}');
  const body = at >= 0 ? head.slice(at) : head;
  const notes = findCommands(body, 'footnote', 1);
  const out: FrontAuthor[] = [];
  let from = 0;
  for (const n of notes) {
    const name = text(body.slice(from, n.at).split(/\\(?:qquad|quad|and|par)(?![A-Za-z])|\\\\|[{},]|\band\b/).pop() ?? '');
    from = n.end;
    const address = thanksAddress(n.args[0]);
    if (!address) continue;
    if (!name || !looksLikeNames(name)) return null;
    out.push({ name, affiliations: [address] });
  }
  return out.length ? out : null;
}

/** Addresses set by hand in a `center` block right after `\maketitle` (the article class has no address command): its lines, blank lines
 *  or `\\` apart, that are neither notes ("Corresponding author: …") nor names; every author's, as an unmarked address block is. */
function centeredAddresses(full: string): string[] {
  const m = /\\maketitle\s*\\begin\{center\}([\s\S]*?)\\end\{center\}/.exec(full);
  if (!m) return [];
  return m[1].split(/\n\s*\n|\\\\/).map((l) => text(l)).filter((l) => l && !isNoteLine(l) && !looksLikeNames(l));
}

/** An address written in `\date{…}` (the article class prints it under the names and has no address command): its rows, `\\` apart,
 *  that name an organisation and are neither notes ("Correspondence: …") nor names — every author's, read only when no author has an
 *  affiliation otherwise. A date row ("April 2026", `\today`) names no organisation and is no address. */
function datedAddresses(head: string): string[] {
  const date = findCommands(head, 'date', 1);
  if (date.length !== 1) return [];
  return date[0].args[0].split(/\\\\(?:\[[^\]]*\])?|\\newline(?![A-Za-z])|\n\s*\n/).map((l) => text(l).replace(/^[*∗†‡§¶]+\s*/, ''))
    .filter((l) => l && (hasOrgWord(l) || ORG_KIND.test(l)) && !isNoteLine(l) && !looksLikeNames(l));
}

/** Words of an organisation's or unit's kind that no date holds ("Argonne National Laboratory", "Leiden Observatory"). */
const ORG_KIND = /(?<!\p{L})(?:Laborator(?:y|ies)|Observatory|Cent(?:er|re)|Department|Division|Faculty|School|Hospital)(?!\p{L})/u;

/** The body of `\def\name{…}` (or `\newcommand{\name}{…}`) in a source, whatever its length, or null. */
function definedBody(tex: string, name: string): string | null {
  const m = new RegExp(`\\\\(?:def\\s*\\\\${name}|(?:re)?newcommand\\*?\\s*\\{?\\\\${name}\\}?)\\s*(?=\\{)`).exec(tex);
  if (!m) return null;
  const end = groupEnd(tex, m.index + m[0].length);
  return end < 0 ? null : tex.slice(m.index + m[0].length + 1, end - 1);
}

/** Frontiers: the class prints `\def\Authors{…}` and `\def\Address{…}` (the template's `\author[\firstAuthorLast]{\Authors}` and an
 *  empty `\address{}`): the address list stands in for the empty `\address{}`, the author list for `\Authors`. */
function frontiersDefinitions(head: string, full: string): string {
  const address = definedBody(full, 'Address');
  const authors = definedBody(full, 'Authors');
  let s = head;
  if (address && /\\address\s*\{\s*\}/.test(s) && !findCommands(s, 'address', 1).some((a) => a.args[0].trim())) s = s.replace(/\\address\s*\{\s*\}/, () => `\\address{${address}}`);
  if (authors) s = s.replace(/(\\author\s*(?:\[[^\]]*\])?\s*\{)\s*\\Authors\s*\}/, (_, open) => `${open}${authors}}`);
  return s;
}

/** The authors' own block set after `\maketitle` when the class's `\author{}` (and `\institute{}`) are left empty ("% making own
 *  author block"): a `center` block right after it, spacing aside, holding a tabular of author cards (a name on top of each column,
 *  its affiliation under it). Read only when every `\author` of the head holds no letter. */
function cardsAfterTitle(head: string, full: string): FrontAuthor[] | null {
  const author = findCommands(head, 'author', 1);
  if (!author.length || author.some((a) => /\p{L}/u.test(text(a.args[0])))) return null;
  const m = /\maketitle\s*(?:\\vspace\*?\s*\{[^{}]*\}\s*)*\\begin\{center\}([\s\S]*?)\\end\{center\}/.exec(full);
  const cards = m ? tabularCards(m[1]) : null;
  return cards ? cardAuthors(cards, markSuperscripts) : null;
}

/** Address commands written after `\maketitle`, before the abstract or the first section (elsarticle's `\address{$^1$ …}` set below
 *  the title by mistake: the class prints it nowhere, the authors meant it as the address): appended to a head that holds no
 *  address command of its own. */
const ADDRESS_COMMAND = /\\(?:address|affil|affiliation|institute)\s*(?:\[[^\]]*\]\s*)?\{/;
function lateAddresses(head: string, full: string): string {
  if (ADDRESS_COMMAND.test(head)) return head;
  const at = full.search(/\\maketitle(?![A-Za-z])/);
  if (at < 0) return head;
  const rest = full.slice(at);
  const stop = rest.search(/\\begin\{abstract\}|(?<![A-Za-z])\\section\*?\{|\\begin\{keywords?\}/);
  const segment = stop < 0 ? '' : rest.slice(0, stop);
  const uses = ['address', 'affil', 'affiliation', 'institute'].flatMap((n) => findCommands(segment, n, 1)).sort((a, b) => a.at - b.at);
  return uses.length ? `${head}\n${uses.map((u) => segment.slice(u.at, u.end)).join('\n')}` : head;
}

/** A source with no author command at all (a journal's separate title page set as plain paragraphs: a heading, then the names with
 *  superscript markers, then one line per affiliation opened by its marker): the body before the first section or abstract read as a
 *  page's lines, the first paragraph of marked names paired with the marker-opened lines after it. Read only when no \author,
 *  \authors, \Author or \icmlauthor stands anywhere in the source. */
function marksWithoutAuthorCommand(full: string): FrontAuthor[] | null {
  if (/\\(?:author|authors|Author|icmlauthor)(?![A-Za-z])/.test(full)) return null;
  const at = full.indexOf('\\begin{document}');
  if (at < 0) return null;
  const body = full.slice(at).split(/\\begin\{abstract\}|(?<![A-Za-z])\\section\*?\{|\\end\{document\}/)[0];
  // a paragraph's source lines are one line of the page; `\\` breaks it, a blank line ends it
  const lines = body.split(/\n\s*\n/).flatMap((para) => [...markSuperscripts(para).split(/\\\\(?:\s*\[[^\]]*\])?/).map((l) => text(l)), '']);
  const names = lines.findIndex((l) => (l.match(/⟦[^⟧]+⟧/g) ?? []).length >= 2 && !l.startsWith('⟦') && looksLikeNames(l.replace(/⟦[^⟧]*⟧/g, '')));
  if (names < 0) return null;
  let end = names;
  while (end + 1 < lines.length && lines[end + 1] && !lines[end + 1].startsWith('⟦')) end++;
  const legend: string[] = [];
  for (let i = end + 1; i < lines.length; i++) {
    if (lines[i].startsWith('⟦')) legend.push(lines[i]);
    else if (legend.length && lines[i]) break;
  }
  return legend.length ? pairSeparated(lines.slice(names, end + 1).join(' '), legend.join('\n')) : null;
}

/** Reads authors and their affiliation texts from a paper's LaTeX source (whole file or front matter). */
export function latexFrontMatter(tex: string): FrontAuthor[] {
  const src = frontMatterSource(tex);
  const macros = userMacros(src.full);
  const head = dropPictures(expandMacros(lateAddresses(kitAuthorCommands(frontiersDefinitions(src.head, src.full)), src.full), macros));
  const full = dropPictures(expandMacros(src.full, macros));
  const styles = [() => icml(head, full), () => informs(head), () => ieee(head, markSuperscripts), () => ieeeAccess(head, markSuperscripts), () => lipics(head), () => eptcs(head, markSuperscripts), () => svjour(head, markSuperscripts), () => llncs(head, markSuperscripts), () => aaai(head, markSuperscripts), () => ismir(head), () => twoAuthors(head), () => nameAddress(head, markSuperscripts), () => keyed(head), () => sequential(head), () => acmartNamesOnly(head, full), () => block(head, full), () => plos(head, markSuperscripts), () => centered(head, markSuperscripts), () => tabularMarkedNames(head, full), () => footnotedNames(head), () => cardsAfterTitle(head, full), () => marksWithoutAuthorCommand(full)];
  for (const style of styles) {
    const r = style();
    if (!r || !r.length) continue;
    const authors = clean(splitAuthorLists(r)).map((a) => ({ ...a, affiliations: a.affiliations.filter((f) => !WITH.test(f)) }));
    const notes = thanksNotes(head);
    if (notes.size) for (const a of authors) if (!a.affiliations.length) a.affiliations = withAffiliations(notes, a.name) ?? [];
    if (authors.length === 1 && !authors[0].affiliations.length) authors[0].affiliations = ownThanksAddress(head);
    const own = authors.length > 1 ? ownThanksAddresses(head) : new Map<string, string[]>();
    // a name's own address notes are its affiliations; beside a card's lines (NeurIPS "Name\thanks{Division, University} \\ University
    // \\ City"), they are further affiliations of that name, after the card's
    // (a note that writes a card line in full, "Department of …, Johns Hopkins University, Baltimore" under the line "Johns Hopkins
    // University", is that line's affiliation again, not a further one)
    const restates = (note: string, lines: string[]) => lines.some((l) => note.toLowerCase().includes(l.toLowerCase()));
    for (const a of authors) if (own.has(a.name)) a.affiliations = [...a.affiliations, ...own.get(a.name)!.filter((x) => !restates(x, a.affiliations))];
    const addresses = authors.every((a) => !a.affiliations.length) ? [centeredAddresses(full), datedAddresses(head)].find((x) => x.length) ?? [] : [];
    if (addresses.length) for (const a of authors) a.affiliations = addresses;
    return authors;
  }
  return [];
}
