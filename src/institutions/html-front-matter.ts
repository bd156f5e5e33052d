import { hasOrgWord } from './parse-affiliation.ts';
import { PLACEHOLDER, contactDomains, isNoteLine, looksLikeNames, parseAuthorBlock, splitNames, withMailDomains, type FrontAuthor } from './author-block.ts';
import { lastName, withAffiliations, withSentences } from './with-sentences.ts';
import { decode, dropElements, nameText, plain } from './html-text.ts';
import { bracketLegend, icmlMacros, marksOf, nameAddressMacros, runOnAffiliationLines, snJnlAffiliationTexts, snJnlParagraphs } from './html-before-title.ts';
import { andLines, dealtRows, loneLegend } from './html-dealt-rows.ts';
import { footnotemarkAddresses, ownPart, thanksPieces, thanksTexts, WITH_SENTENCE } from './html-thanks.ts';
import { matchAffiliation } from './match.ts';
import { domainOwner, loadRegistry } from './registry.ts';

/** Footnote texts (`ltx_role_footnotetext`) before the abstract, split so each ⟦marker⟧ starts a line. */
function footnoteLines(html: string): string {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const out: string[] = [];
  for (const m of front.matchAll(/<span[^>]*class="ltx_note ltx_role_footnotetext"[^>]*>[\s\S]*?<span class="ltx_note_content">([\s\S]*?)<\/span><\/span><\/span>/g)) {
    const body = m[1].replace(/<sup class="ltx_note_mark">[^<]*<\/sup>/g, '').replace(/<span class="ltx_note_type">[^<]*<\/span>/g, '');
    const t = nameText(body).replace(/\n/g, ' ');
    const at = t.indexOf('⟦');
    // the ICML footnote ends with "Correspondence to: …" and the conference notice after the last affiliation
    if (at >= 0) out.push(t.slice(at).replace(/\.?\s*(Correspondence to|Preliminary work|Proceedings of the)\b[\s\S]*$/i, '').replace(/⟦/g, '\n⟦').trim());
  }
  return out.join('\n');
}

interface Creator { person: string; affs: string[]; notes: string; marked?: FrontAuthor[]; legend?: string[]; thanks?: string[]; split?: boolean }

/** A creator's generated `\thanks` notes (`ltx_role_thanks`, html-thanks.ts) that give addresses ("thanks: $^1$Atomberg Technologies
 *  Limited, India a@b.com"): a raw or superscript mark and the e-mail addresses dropped; a note ("Equal contribution", "Corresponding
 *  author", funding) or a "X is with Y" / "X was with Y" sentence is none (the sentence goes to the creator's notes, where the
 *  with-sentences read it; html-thanks.ts's one test, so a "was with" note is no longer dropped by both). */
function thanksAddresses(c: string): { addresses: string[]; sentences: string[] } {
  const texts = thanksTexts(c).map((t) => t.replace(/^\s*(?:\$\^\{?[^$]*\}?\$|[\d*†‡]+)\s*/u, ''));
  return { addresses: texts.flatMap((t) => thanksPieces(t) ?? []), sentences: texts.filter((t) => WITH_SENTENCE.test(t)) };
}

/** "Thomas Herault1, Yves Robert21, …" over "1Innovative Computing Lab. … <br> 2ENS Lyon, …": digits after a name and before an
 *  affiliation line are its marks; the block read with them as ⟦markers⟧, or null when the names carry no digits. */
function refmarkBlock(person: string, contact: string): FrontAuthor[] | null {
  const lines = contact.split(/<br[^>]*>/).map((l) => decode(l.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()).filter(Boolean)
    .map((l) => l.replace(/^(\d+)\s*(?=\p{Lu})/u, '⟦$1⟧'));
  const keys = new Set(lines.map((l) => /^⟦(\d+)⟧/.exec(l)?.[1]).filter(Boolean));
  // two refmarks run together after a name ("Egea12" of \IEEEauthorrefmark{1}\IEEEauthorrefmark{2}) are two marks when the legend
  // has each digit and not the run
  const split = (m: string) => (m.length > 1 && !m.includes(',') && !keys.has(m) && [...m].every((d) => keys.has(d)) ? [...m].join(',') : m);
  const names = nameText(person).replace(/(?<=\p{L})(\d+(?:,\d+)*)(?=\s*(?:,|\n|$|and\b))/gu, (_, m: string) => `⟦${split(m)}⟧`);
  if (!names.includes('⟦')) return null;
  const authors = parseAuthorBlock(`${names.replace(/\n/g, ' ')}\n${lines.join('\n')}`);
  return authors.some((a) => a.affiliations.length) ? authors : null;
}

/** One contact that holds two organisations on two source lines with nothing between them ("Tsinghua University⏎Tsing-AI(Shanghai)
 *  Technology Co., Ltd"): a line that ends on an organisation's head word and a next line that opens with a capital and names an
 *  organisation of its own are two affiliations. A line that goes on with a place ("…University⏎Beijing, China") stays one. */
function orgLines(raw: string): string[] {
  const lines = raw.split('\n');
  if (lines.length < 2) return [raw];
  const out = [lines[0]];
  for (const l of lines.slice(1)) {
    const prev = plain(out[out.length - 1]);
    const next = plain(l);
    if (ORG_END.test(prev) && /^\p{Lu}/u.test(next) && hasOrgWord(next) && !/^\p{Lu}[\p{L}-]*,/u.test(next)) out.push(l);
    else out[out.length - 1] += `\n${l}`;
  }
  return out;
}

/** An organisation's name that ends on its head word ("Tsinghua University", "Allen Institute"). */
const ORG_END = /\b(?:University|Institute|College|Academy|Laboratory|Hospital)$/;

/** Names with superscript marks over one contact that is a legend of superscript-marked affiliations ("¹Carnegie Mellon University
 *  ²Genesis AI <br> *Corresponding author: …"): the block read with ⟦markers⟧, or null when it is not one. */
function supLegend(person: string, contact: string): { authors: FrontAuthor[]; entries: string[] } | null {
  const names = nameText(person);
  if (!names.includes('⟦')) return null;
  const entries = contact.split(/<br[^>]*>/).map((l) => nameText(l).replace(/\s+/g, ' ').trim())
    .flatMap((l) => l.split(/(?=⟦)/)).map((e) => e.replace(/[\s,;]+$/, '').trim()).filter((e) => e.startsWith('⟦'));
  if (entries.filter((e) => !isNoteLine(e)).length < 2) return null;
  const authors = parseAuthorBlock(`${names.replace(/\n/g, ' ')}\n${entries.join('\n')}`);
  return authors.some((a) => a.affiliations.length) ? { authors, entries } : null;
}

/** Creators each with marks after the name, the legend of the marks in the last one's contact alone (SAGE's `\\affilnum` marks and
 *  `\\affiliation` lines): every creator read against that legend, or null when the creators are not so. */
function sharedLegend(list: Creator[]): FrontAuthor[] | null {
  const holders = list.filter((c) => c.legend);
  if (holders.length !== 1 || list.length < 2 || !list.every((c) => c.legend || (!c.affs.length && nameText(c.person).includes('⟦')))) return null;
  const names = list.map((c) => nameText(c.person).replace(/\s+/g, ' ').trim()).join(', ');
  const authors = parseAuthorBlock(`${names}\n${holders[0].legend!.join('\n')}`);
  return authors.length === list.length && authors.some((a) => a.affiliations.length) ? authors : null;
}

function readCreator(c: string): Creator {
  // (arXiv's build sets a creator's `\\thanks` notes after the personname, before any author notes)
  const person = /<span class="ltx_personname">([\s\S]*?)<\/span>\s*(?:<span class="ltx_author_notes">|<span class="ltx_note[^"]* ltx_role_thanks[ "]|<\/span>\s*$|<\/span>\s*<span class="ltx_author)/.exec(c)?.[1]
    ?? /<span class="ltx_personname">([\s\S]*)/.exec(c)?.[1] ?? '';
  // the contact's label ("Affiliation: ", `ltx_contact_name`) is the converter's own text, no part of the affiliation ("Affiliation: Google")
  const raw = [...c.matchAll(/<span class="ltx_contact ltx_role_(?:affiliation|address)">([\s\S]*?)<\/span>\s*(?=<span class="ltx_contact|<\/span>)/g)]
    // an acmart key LaTeXML has no binding for (`\institution`, `\country` printed as their names) separates two pieces
    // (a mark set before the address as math, "{}^{1} School of …", is no part of it)
    .map((m) => m[1].replace(/^\s*<math[^>]*alttext="[^"]*"[\s\S]*?<\/math>\s*/, '').replace(/<span class="ltx_contact_name">[^<]*<\/span>/g, '').replace(/^\s*<span class="ltx_ERROR[^"]*">\\[A-Za-z]+<\/span>/, '')
      .replace(/\s*<span class="ltx_ERROR[^"]*">\\[A-Za-z]+<\/span>/g, ', '));
  // an IEEE-style address ends with its author's e-mail in parentheses ("…, Hangzhou, China (e-mail: a@b.cn).")
  // and IEEEtran's conference block ends with its line "Email: a@b.org" (the template's own line): no piece of the affiliation
  const affs = raw.flatMap(andLines).flatMap(orgLines).map((r) => plain(r).replace(/\s*\(\s*e-?mails?\s*:?[^()]*\)\.?\s*$/i, '').replace(/,?\s*\be-?mails?\s*:\s*(?:\{[^{}]*\}|[^\s,]*)@\S*\s*$/i, ''))
    // an ORCID line set as an address (iopart's "\\address{ORCID iD: Y Xie, https://orcid.org/…}") is no affiliation
    .filter((t) => /\p{L}{2}/u.test(t) && !/^orcid\b/i.test(t));
  // IEEEtran's \IEEEauthorrefmark as LaTeXML prints it: names and affiliation lines with the mark run in as plain digits
  // (one contact with marked lines, or several contacts each opening with its mark: IEEEtran's \IEEEauthorblockA per refmark)
  const marked = raw.length === 1 && /(?:^|<br[^>]*>)\s*\d+\s*\p{Lu}/u.test(raw[0]) ? refmarkBlock(person, raw[0])
    : raw.length > 1 && raw.every((r) => /^\s*\d+\s*\p{Lu}/u.test(r)) ? refmarkBlock(person, raw.join('<br>')) : null;
  if (marked) return { person, affs, notes: '', marked };
  const grouped = addressGroups(person, c);
  if (grouped) return { person, affs, notes: '', marked: grouped };
  const legend = raw.length === 1 && /<sup\b/.test(raw[0]) ? supLegend(person, raw[0]) : null;
  if (legend) return { person, affs, notes: '', marked: legend.authors, legend: legend.entries };
  const at = c.indexOf('<span class="ltx_author_notes">');
  const thanks = thanksAddresses(c);
  const notes = [at >= 0 ? plain(c.slice(at).replace(/<span class="ltx_contact[\s\S]*?<\/span>/g, '')) : '', ...thanks.sentences].filter(Boolean).join(' ');
  return { person, affs, notes, thanks: thanks.addresses.length ? thanks.addresses : undefined };
}

/** amsart's `\\author{A and B}` followed by each author's `\\address` (`\\curraddr`) / `\\email` / `\\urladdr` in turn, which LaTeXML
 *  prints as one creator whose notes run the contacts together (a current address as loose text): an address after an e-mail or a web
 *  address opens the next author's group; as many groups, each with an address, as names in the personname give each name its own. */
function addressGroups(person: string, c: string): FrontAuthor[] | null {
  const at = c.indexOf('<span class="ltx_author_notes">');
  // (names with marks are read against their marked addresses instead)
  if (at < 0 || !/\band\b|,/.test(plain(person)) || nameText(person).includes('⟦')) return null;
  const notes = c.slice(at + '<span class="ltx_author_notes">'.length);
  const items: { role: string; text: string }[] = [];
  const open = /<span class="ltx_contact ltx_role_(\w+)">/g;
  let last = 0;
  const loose = (html: string) => {
    const t = plain(html.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, (a) => (items.push({ role: 'url', text: '' }), ''))).replace(/[\s,;]+$|^[\s,;]+/g, '');
    if (/\p{L}{2}/u.test(t)) items.push({ role: 'text', text: t });
  };
  for (let m = open.exec(notes); m; m = open.exec(notes)) {
    loose(notes.slice(last, m.index));
    // the contact ends at the </span> that closes it (spans may nest inside)
    const tags = /<(\/?)span\b[^>]*>/g;
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let t = tags.exec(notes);
    for (; t; t = tags.exec(notes)) if ((depth += t[1] ? -1 : 1) === 0) break;
    if (!t) return null;
    items.push({ role: m[1], text: plain(notes.slice(m.index + m[0].length, t.index)).trim() });
    last = open.lastIndex = t.index + t[0].length;
  }
  // (an ORCID line set as an address is none, as in readCreator)
  items.forEach((i) => { if (i.role === 'address' && /^orcid\b/i.test(i.text)) i.role = 'url'; });
  if (!items.some((i) => i.role === 'address')) return null;
  const groups: string[][] = [];
  let closed = true;
  for (const i of items) {
    if (i.role === 'address' && closed) { groups.push([]); closed = false; }
    if (i.role === 'email' || i.role === 'url') closed = true;
    else if ((i.role === 'address' || i.role === 'text') && groups.length) groups[groups.length - 1].push(i.text.replace(/\s+/g, ' '));
  }
  const names = splitNames(nameText(person).replace(/⟦[^⟧]*⟧/g, '').replace(/\s+/g, ' ').trim());
  return names.length > 1 && groups.length === names.length && groups.every((g) => g.length) ? names.map((name, i) => ({ name, affiliations: groups[i] })) : null;
}

/** Authors each with their own contact affiliations; one address list on the last author of as many authors is read positionally. */
function fromContacts(list: Creator[]): FrontAuthor[] {
  if (list.some((c) => c.marked)) return list.flatMap((c) => c.marked ?? personNames(c).map((name) => ({ name, affiliations: c.affs })));
  const names = list.map((c) => nameText(c.person).replace(/⟦[^⟧]*⟧/g, '').trim());
  const last = list[list.length - 1];
  if (list.length > 1 && last.affs.length === list.length && list.slice(0, -1).every((c) => !c.affs.length)) {
    return names.map((name, i) => ({ name, affiliations: [last.affs[i]] }));
  }
  // creators split from one personname (readHtml) whose contacts all stand on the last of them: one contact each, in order
  const own = list.map((c) => c.affs);
  list.forEach((c, i) => {
    if (!c.split || !c.affs.length) return;
    let first = i;
    while (first > 0 && list[first].split && !list[first - 1].affs.length) first--;
    if (i - first + 1 === c.affs.length && i > first) for (let k = first; k <= i; k++) own[k] = [c.affs[k - first]];
  });
  // one personname may hold several authors ("Zhongquan Chen, Baumeier Björn, Pim van der Hoorn" of one revtex \author)
  return list.flatMap((c, i) => personNames(c).map((name) => ({ name, affiliations: own[i].length ? own[i] : own.slice(i + 1).find((a) => a.length) ?? [] })));
}

/** A personname that is a run of plain text spans and white space only. */
// (the personname as read may end inside its last span: its closing tag is taken for the personname's own)
const SPAN_RUN = /^\s*(?:<span class="ltx_text[^"]*">[^<]*(?:<\/span>|$)\s*){2,}$/;

/** The names of one creator: its personname, split when it is a list of names. */
function personNames(c: Creator): string[] {
  // a personname made only of text spans apart by white space ("<b>Hongyi Lin</b> <b>Song Zhang</b> <b>Haiquan Liu</b>"): a name each
  const spans = SPAN_RUN.test(c.person) ? [...c.person.matchAll(/<span class="ltx_text[^"]*">([^<]*)/g)].map((m) => decode(m[1]).replace(/\s+/g, ' ').trim()) : [];
  if (spans.length > 1 && spans.every((n) => looksLikeNames(n) && !/,|\band\b|&/.test(n))) return spans;
  // IEEEtran's \\IEEEauthorrefmark printed as plain digits after each name ("Heet Gujarati1, Yash Jagani2") marks nothing the contact
  // keys (refmarkBlock reads the marked contacts): no part of the names
  // a note set on a line of its own inside the personname ("Lunde Chen* ⏎ *Corresponding author") is no part of the names
  const noNotes = (s: string) => s.split('\n').filter((l) => !l.trim() || !isNoteLine(l.trim())).join('\n');
  // (a note's glyph left after the name, "Lunde Chen*", is no part of it either)
  const clean = (s: string) => s.replace(/⟦[^⟧]*⟧/g, '').replace(/(?<=\p{L})[*∗†‡]+(?=\s*(?:,|\band\b|$))/gu, '').replace(/(?<=\p{L})\d{1,2}(?:,\d{1,2})*(?=\s*(?:,|\band\b|$))/gu, '').replace(/\s+/g, ' ').trim();
  const t = clean(noNotes(nameText(c.person)));
  if (!t) return [];
  // lists of names on several lines ("Guorui Zhou, Chengru Song, Xiaoqiang Zhu ⏎ Ying Fan, Han Zhu, …"): a line break parts two names
  // as a comma does
  const lines = noNotes(nameText(c.person)).split('\n').map(clean).filter(Boolean);
  const listed = (l: string) => /,|\band\b|&/.test(l);
  if (lines.length > 1 && listed(t) && lines.every((l) => looksLikeNames(l))) return lines.flatMap((l) => (listed(l) ? splitNames(l) : [l]));
  // names set apart by wide gaps alone ("Brent A. Yorgey \\quad Stephanie Weirich"): a name each
  const gapped = noNotes(nameText(c.person, true)).replace(/⟦[^⟧]*⟧/g, '').trim().split(/ {2,}|\n+/).map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (gapped.length > 1 && !/,|\band\b|&/.test(t) && gapped.every((n) => looksLikeNames(n))) return gapped;
  return /,|\band\b|&/.test(t) && looksLikeNames(t) ? splitNames(t) : [t];
}

/** The `\\thanks` notes of the title (IEEE journals write "A and B are with …" there, not after a name), as plain text. */
function titleThanks(html: string): string {
  const title = /<h1 class="ltx_title ltx_title_document">([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return [...title.matchAll(/<span class="ltx_note ltx_role_thanks">[\s\S]*?<span class="ltx_note_content">([\s\S]*?)<\/span><\/span><\/span>/g)]
    .map((m) => plain(m[1].replace(/<sup class="ltx_note_mark">[^<]*<\/sup>/g, '').replace(/<span class="ltx_note_type">[^<]*<\/span>/g, '')).trim())
    .map((t) => (/[.!?)]$/.test(t) ? t : `${t}.`)).join(' ');
}

/** Authors named in one personname ("A, B and C") get affiliations from "X is with Y" author notes. */
function applyWithNotes(authors: FrontAuthor[], notes: string): FrontAuthor[] {
  if (!notes || authors.some((a) => a.affiliations.length)) return authors;
  const by = withSentences(notes);
  if (!by.size) return authors;
  return authors.map((a) => ({ ...a, affiliations: withAffiliations(by, a.name, authors.map((n) => n.name)) ?? [] }));
}

/** LaTeXML's rendering of a style it has no binding for (the ICML style interpreted as written): no ltx_authors block, but
 *  paragraphs before the abstract with bold names followed by superscript markers, and the affiliations in a generated footnote. */
function bylineParagraphs(html: string): FrontAuthor[] {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract|class="ltx_section/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const paras = [...front.matchAll(/<p class="ltx_p[^"]*">([\s\S]*?)<\/p>/g)].map((m) => m[1]).filter((p) => /<sup/.test(p) && /ltx_font_bold/.test(p));
  if (!paras.length) return [];
  const names = paras.map((p) => nameText(p.replace(/<span class="ltx_text ltx_font_bold">/g, '\n<span>'))).join('\n');
  return parseAuthorBlock(`${names}\n${footnoteLines(html)}`);
}

/** A title page set by hand in a `center` environment, no \\author (amsart and article papers): centred paragraphs before the abstract,
 *  a line of names, then its organisation ("Karel Pravda-Starov" / "University of California, Berkeley"). Read from the first line of
 *  names on as an author block, kept only when it gives an author an affiliation. */
function centredParagraphs(html: string): FrontAuthor[] {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract|class="ltx_section/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const lines = [...front.matchAll(/<div[^>]*class="ltx_para ltx_align_center"[^>]*>\s*<p class="ltx_p">([\s\S]*?)<\/p>/g)]
    .map((m) => nameText(m[1]).replace(/\s+/g, ' ').trim()).filter(Boolean);
  const first = lines.findIndex((l) => looksLikeNames(l.replace(/⟦[^⟧]*⟧/g, '')));
  if (first < 0) return [];
  const authors = parseAuthorBlock(lines.slice(first).join('\n'));
  return authors.some((a) => a.affiliations.length) ? authors : [];
}

/** llncs as LaTeXML prints it: each \institute as an `institutetext` note before the title (its mark, its text), and each author's \inst
 *  marks as bare digits in the author notes (every mark twice, as institute and e-mail mark), or as superscripts after the name. One
 *  note may hold every institute, each after its own superscript ("¹ Spectacular AI, ² ETH Zurich, …"): each is then an entry of its
 *  own, and a line of the note without a mark that gives an e-mail or a correspondence is no institute. The block read with ⟦markers⟧, or null. */
function instituteNotes(html: string, list: Creator[]): FrontAuthor[] | null {
  const notes = [...html.matchAll(/<span class="ltx_note ltx_role_institutetext"[^>]*><sup class="ltx_note_mark">([^<]*)<\/sup>[\s\S]*?<span class="ltx_note_type">institutetext: <\/span>([\s\S]*?)<\/span><\/span><\/span>/g)];
  if (!notes.length || list.some((c) => c.affs.length)) return null;
  const keys = new Set(notes.map((m) => m[1].trim()));
  const names = list.map((c) => {
    // a superscript left holding only punctuation (llncs's "\Letter," once the unknown macro is dropped) marks nothing
    const marked = nameText(c.person).replace(/⟦[\s,;.]*⟧/g, '').replace(/\s+/g, ' ').trim();
    if (marked.includes('⟦')) return marked;
    const marks = halved(plain(c.notes).replace(/\s+/g, ''), keys);
    const name = marked.replace(/⟦[^⟧]*⟧/g, '').trim();
    return name ? `${name}${/^[\d,]+$/.test(marks) ? `⟦${marks}⟧` : ''}` : '';
  }).filter(Boolean);
  const affs = notes.flatMap((m) => {
    // an \email inside the \institute is a note of its own nested in the institute's (its mark a superscript): no part of the text
    const body = dropElements(m[2], /<span[^>]*class="ltx_note[ "][^>]*>/g).replace(/<a [^>]*class="ltx_ref ltx_url[\s\S]*?<\/a>/g, '');
    if (!/<sup\b/.test(body)) return [`⟦${m[1].trim()}⟧${plain(body)}`];
    const lines = body.split(/<br[^>]*>/).filter((l) => /<sup\b/.test(l) || !/@|\bcorrespond|\be-?mail\b/i.test(l.replace(/<[^>]+>/g, '')));
    return nameText(lines.join(' ')).replace(/\s+/g, ' ').split(/(?=⟦)/).map((e) => e.replace(/[\s,;]+$/, '').trim()).filter((e) => e.startsWith('⟦'));
  });
  const authors = parseAuthorBlock(`${names.join(', ')}\n${affs.join('\n')}`);
  return authors.some((a) => a.affiliations.length) ? authors : null;
}

/** An author's \\inst marks as LaTeXML prints them in the author notes, every mark twice ("11" for \\inst{1}, "2233" for \\inst{2,3}):
 *  the marks, comma-separated, when the run is made only of such pairs, each a one-digit institute mark, and the run as written is
 *  no mark; else the run unchanged. */
function halved(marks: string, keys: Set<string>): string {
  if (!/^(?:(\d)\1)+$/.test(marks) || keys.has(marks) || [...keys].some((k) => k.length > 1)) return marks;
  const out = (marks.match(/\d\d/g) ?? []).map((p) => p[0]);
  return out.every((m) => keys.has(m)) ? out.join(',') : marks;
}

/** A creator whose "name" is an organisation (authblk's "\author{Ian Turner, University of South Carolina}" split at the comma) is the affiliation of the creators before it. */
function foldOrgCreators(list: Creator[]): Creator[] {
  const out: Creator[] = [];
  for (const c of list) {
    const raw = nameText(c.person);
    const t = raw.replace(/\s+/g, ' ').trim();
    // (its first line: a column whose first line names a person and whose next lines name her organisation is no organisation)
    const head = (raw.split('\n').map((l) => l.trim()).find(Boolean) ?? '').split(/\s*,\s*/)[0];
    if (out.length && !c.affs.length && !raw.includes('⟦') && hasOrgWord(head) && !looksLikeNames(head)) {
      for (const p of out) if (!p.affs.length) p.affs = [t];
    } else out.push(c);
  }
  return out;
}

/** A web page or e-mail label and what follows it, at the end of an address ("… Germany. URL: <tt>http://…</tt>", "…, Email: a@b.de"). */
const CONTACT_TAIL = /[\s.,;]*\b(?:URL|Homepage|Home page|Web(?:site|page)?|E-?mail)\s*:[\s\S]*$/i;

/** One line that reads as an address: pieces apart by commas, each of capitalised words (or numbers), lower-case words only a name's
 *  connectives ("School of Computer Science, Fudan University, Shanghai, China"; "Dipartimento di Matematica, Università di Bologna"). */
function addressLine(t: string): boolean {
  const s = t.replace(/\s+/g, ' ').trim();
  // (an abbreviation's period before a house number, "Wegelerstr. 6", "Str. 10", ends no sentence)
  return s.includes(',') && s.length <= 240 && !/[.;:]\s(?!\d)/.test(s) && s.split(/[\s,]+/).filter(Boolean)
    .every((w) => /^[\p{Lu}\d(&]/u.test(w) || /^(?:of|and|for|the|at|in|on|de|di|da|do|du|des|del|della|la|le|et|und|für|y|e|an|der|van|von|zu|à|em|per)$/u.test(w));
}

/** A title page set by hand as a table, no \\author (article papers): a table before the abstract whose first row holds one name per
 *  cell, each author's address lines below in the name's column ("Martin J. Wainwright" over "Dept. of Statistics" / "University of
 *  California, Berkeley"; "Emin Martinian" over "Tilda Consulting, Inc."). Each column read as an author block; [] when the first row
 *  is not names (a name is two words or more: a results table's "Method | Accuracy" is none) or no column gives an affiliation. */
function tabularColumns(html: string): FrontAuthor[] {
  const abs = html.search(/class="ltx_abstract|<h6 class="ltx_title ltx_title_abstract|class="ltx_section/);
  const front = abs > 0 ? html.slice(0, abs) : html.slice(0, 200_000);
  const table = /<table class="ltx_tabular[^"]*">([\s\S]*?)<\/table>/.exec(front)?.[1];
  if (!table) return [];
  const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) => [...r[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => nameText(c[1]).replace(/\s+/g, ' ').trim()));
  if (rows.length < 2 || !rows[0].length || !rows[0].every((n) => /\p{L}\S*\s+\S*\p{L}/u.test(n) && looksLikeNames(n.replace(/⟦[^⟧]*⟧/g, '')) && !hasOrgWord(n))) return [];
  // (the cell of the first row is the name, whatever the lines below it look like)
  const authors = rows[0].map((name, k) => ({ name, affiliations: parseAuthorBlock(rows.map((r) => r[k] ?? '').filter((l) => l && !/@/.test(l)).join('\n'), [], true)[0]?.affiliations ?? [] }));
  return authors.some((a) => a.affiliations.length) ? authors : [];
}

/** EPTCS's `\\institute` inside `\\author`, as LaTeXML prints it: plain author notes (no contact spans), one address block per institute
 *  set apart by a blank line, where a creator's notes may run on with the next creator's block ("Dept. of Computer and Information
 *  Science / The University of Pennsylvania / … ⏎⏎ Dept. of Computing and Software / McMaster University / …" under Yorgey and
 *  Weirich, the McMaster block again under Carette). Each creator's blocks that name an organisation, without those a later creator
 *  carries too; [] for a creator with contacts or no such block. */
function noteAddresses(list: string[]): string[][] {
  const blocks = list.map((whole) => {
    // (the separator LaTeXML sets before the next creator, " and ", is no part of this one's notes)
    const c = ownPart(whole);
    const at = c.indexOf('<span class="ltx_author_notes">');
    // (notes with marks are a marked legend, read with the names' marks)
    // an address that ends on its author's web page or e-mail ("…, D-53115 Bonn, Germany. URL: http://www.uni-bonn.de/$\sim$cm788")
    // is the address before it
    const tail = c.slice(at).split(/\n[^\S\n]*\n/).map((b) => b.replace(CONTACT_TAIL, '')).join('\n\n');
    if (at < 0 || /<span class="ltx_contact ltx_role_(?:affiliation|address)"/.test(c) || /<math|<sup/.test(tail)) return { thanks: false, own: [] };
    const notes = dropElements(tail.slice('<span class="ltx_author_notes">'.length), /<span[^>]*class="ltx_(?:contact|note)[ "][^>]*>/g);
    const raws = notes.split(/\n[^\S\n]*\n/).filter((b) => /[\p{L}\p{N}]/u.test(plain(b)));
    // only notes made of address blocks alone, each set on lines of its own (no sentence: "X is with Y.", a grant, a note)
    // (or, article's `\\thanks{School of …, Fudan University, Shanghai, China}` printed as plain notes, one line written as an address
    // is: capitalised words and commas, no lower-case word but a name's connectives — "Work done while at Google" is a note)
    const address = (b: string) => (/<br\b/.test(b) || (raws.length === 1 && addressLine(plain(b)))) && hasOrgWord(plain(b)) && !isNoteLine(plain(b)) && !/[.;]\s+\p{Lu}\p{Ll}/u.test(plain(b)) && !/\b(?:is|are|was|were)\s+(?:also\s+|now\s+)?with\b|\b(?:supported|funded|grants?)\b/i.test(plain(b));
    if (!raws.length) return { thanks: false, own: [] };
    // one block that is `\\thanks` notes LaTeXML 0.8.7 ran together (notes and addresses, html-thanks.ts): its addresses
    if (!raws.every(address)) return { thanks: true, own: (raws.length === 1 && !/<br\b/.test(raws[0]) && thanksPieces(plain(raws[0]))) || [] };
    return { thanks: false, own: raws.map((b) => plain(b).replace(/^[\s,]+|[\s,]+$/g, '')) };
  });
  // a block a later creator carries too ran on from that creator's notes — unless it is the creator's only block (amsart's authors
  // of one department, each with the same `\\thanks` address) or the creator's own `\\thanks` notes run together (no blank line)
  return blocks.map(({ thanks, own }, i) => (thanks || own.length === 1 ? own : own.filter((b) => !blocks.slice(i + 1).some((later) => later.own.includes(b)))));
}

/** An ORCID iD as LaTeXML prints it inside a personname: the unknown `\\orcid` / `\\orcidID` macro if any, then the iD bare or as its
 *  orcid.org address ("\\orcid https://orcid.org/0009-0004-2363-9269"). */
const ORCID_ID = /\s*(?:https?:\/\/orcid\.org\/)?\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g;
const ORCID_MACRO = /\s*<span class="ltx_ERROR[^"]*">\\orcid(?:ID)?<\/span>\s*(?:https?:\/\/orcid\.org\/)?\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g;

/** `\And` between author columns under amsmath, whose math `\And` ("&") LaTeXML prints in the text in its place (NeurIPS's binding
 *  makes `\And` empty, but a paper loading amsmath after the style gets amsmath's): an "&" run on to the next column's first name
 *  ("Dartmouth College\n&Weijie Xu"), after white space and with none between it and a capital, starts a new creator (readHtml) —
 *  "Science & Technology" (spaces round it) and "R&D" (none before it) stay text. One character before, one after: linear. */
export const AMS_AND = /(\s)&amp;(?=\p{Lu})/gu;

/** A creator started inside another's personname (see readHtml). */
const SPLIT_CREATOR = '<span class="ltx_creator ltx_role_author ltx_split">';

/** The creators of an ltx_authors region, each with whether it was split from the creator before it. */
function creators(region: string): [string, boolean][] {
  const parts = region.split(/<span class="ltx_creator ltx_role_author( ltx_split)?">/);
  const out: [string, boolean][] = [];
  for (let i = 1; i + 1 < parts.length; i += 2) out.push([parts[i + 1], parts[i] !== undefined]);
  return out;
}

/** Reads authors and affiliations from LaTeXML HTML (arXiv's HTML rendering): ltx_personname, ltx_role_affiliation, markers, footnotes.
 *  The e-mail contacts of the front matter (`ltx_role_email`) go, as `mailDomains`, to the authors their user names spell
 *  (author-block.ts, mailOwners), for an organisation the text leaves open (extract.ts, byMail). */
export function htmlFrontMatter(html: string): FrontAuthor[] {
  return withMailDomains(htmlAuthors(html), emailContacts(html));
}

function htmlAuthors(html: string): FrontAuthor[] {
  // a language LaTeXML records on an element (`lang="en-US"` under babel, polyglossia or a CJK class), its id or its inline style (a
  // colour) says nothing about its role: the element is read as it is without them (`<span class="ltx_creator ltx_role_author"
  // lang="en-US">` is a creator, `<span class="ltx_text" style="color:#0000FF;">` a text span)
  html = html.replace(/<[a-zA-Z][^>]*\s(?:xml:lang|lang|id|style)="[^>]*>/g, (tag) => tag.replace(/\s+(?:xml:lang|lang|id|style)="[^"]*"/g, ''));
  // sn-jnl's template writes `\\fnm{First} \\sur{Author}`: an ordinal left in `\\fnm` is the template's word, no given name
  html = html.replace(/(<span class="ltx_ERROR[^"]*">\\fnm<\/span>)\s*(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)\s*(?=<span class="ltx_ERROR[^"]*">\\sur<\/span>)/g, '$1');
  // a template's own author lines left in ("Author Name / Affiliation / email@example.com" of a block LaTeXML did not skip) name nobody
  // LaTeXML's recovery from a macro left without its argument ("Missing argument" for `\\superaffil{1,2}\\and`) prints the word
  // "missing" in its place: inside a personname no part of a name
  // An ORCID iD after a name (sn-jnl's `\\orcid{https://orcid.org/0009-…}`, printed as the unknown macro and its argument run on
  // after the surname, in a personname or in the starred author's paragraph before the title) is no part of the name either
  html = html.replace(ORCID_MACRO, '');
  html = html.replace(/(<span class="ltx_personname">)([\s\S]*?)(?=<span class="ltx_author_notes">|<\/span>\s*<\/span>)/g, (_, open: string, body: string) =>
    open + body.replace(/(^|[\s>])missing(?=\s|<|$)/g, '$1').replace(ORCID_ID, '')
      // sn-jnl's `\\fnm{Given} \\sur{Surname}` printed as unknown macros between the parts: one name, not two set apart
      .replace(/<span class="ltx_ERROR[^"]*">\\(?:fnm|sur)<\/span>/g, ' '));
  // SAGE's \\affilnum, which LaTeXML prints as a note (its mark, then an empty "affiliationmark:" text): the mark as a superscript
  html = html.replace(/<span class="ltx_note ltx_role_affiliationmark"><sup class="ltx_note_mark">([^<]*)<\/sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">[^<]*<\/sup><span class="ltx_note_type">affiliationmark: <\/span><\/span><\/span><\/span>/g, '<sup>$1</sup>');
  return readHtml(html).filter((a) => !PLACEHOLDER.test(a.name));
}

function readHtml(html: string): FrontAuthor[] {
  // white space inside a tag is one space whatever it is (a page saved or quoted with its lines wrapped: `<span\nclass="ltx_contact …">`)
  html = html.replace(/<[a-zA-Z][^>]*?[\t\n\r][^>]*>/g, (t) => t.replace(/\s+/g, ' '));
  const start = html.indexOf('class="ltx_authors"');
  if (start < 0) {
    const spconf = nameAddressMacros(html);
    if (spconf.length) return spconf;
    const icml = icmlMacros(html);
    if (icml.length) return icml;
    const byline = bylineParagraphs(html);
    if (byline.length) return byline;
    const centred = centredParagraphs(html);
    return centred.length ? centred : tabularColumns(html);
  }
  const stop = html.indexOf('</div>', start);
  // ACL's and NeurIPS's `\And` / `\AND` between author columns, which LaTeXML prints as an unknown macro inside one personname: a
  // new creator starts there
  const region = html.slice(start, stop < 0 ? undefined : stop)
    .replace(/<span class="ltx_ERROR[^"]*">\\A(?:nd|ND)<\/span>/g, '</span></span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">')
    // the same `\And` under amsmath (AMS_AND)
    .replace(AMS_AND, '$1</span></span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">')
    // an environment LaTeXML does not know, printed as its braced name between two names of one personname (IEEEtran authors'
    // `\linebreakand`, "\end{@IEEEauthorhalign} … \begin{@IEEEauthorhalign}": "2nd Leila Rzayeva {@IEEEauthorhalign} 3rd Noyan
    // Tendikov"), ends a column: a new creator starts there, its contacts shared out in order with the creators split from it
    .replace(/(<span class="ltx_personname">)([\s\S]*?)(?=<span class="ltx_author_notes">|<span class="ltx_creator |$)/g, (_, open: string, body: string) =>
      open + body.replace(/\s*<span class="ltx_ERROR[^"]*">\{@?[A-Za-z]+\}<\/span>\s*/g, `</span></span>${SPLIT_CREATOR}<span class="ltx_personname">`));
  const raw = creators(region);
  const read = raw.map(([c, split]) => ({ ...readCreator(c), split }));
  const sn = snJnlParagraphs(html, read.flatMap((c) => {
    const names = personNames(c);
    return names.length ? names.map((name) => ({ name, marks: marksOf(nameText(c.person)).marks })) : [{ name: '', marks: [] }];
  }));
  if (sn) {
    const domains = new Map(read.flatMap((c, i) => personNames(c).map((n) => [n, mailDomains(raw[i][0])] as const)));
    // the starred authors LaTeXML moved before the title leave their e-mails, in their order, in the creators it left without a name
    const moved = sn.filter((a) => !domains.has(a.name));
    const mails = raw.filter((_, i) => !personNames(read[i]).length).flatMap(([c]) => mailAddresses(c));
    if (moved.length && mails.length === moved.length) moved.forEach((a, k) => domains.set(a.name, contactDomains(mails[k])));
    return byMailDomain(sn, snJnlAffiliationTexts(html), domains);
  }
  noteAddresses(raw.map(([c]) => c)).forEach((blocks, i) => { if (!read[i].affs.length && blocks.length) read[i].affs = blocks; });
  // an author who shares an earlier author's `\\thanks` address by `\\footnotemark[n]` (html-thanks.ts)
  if (read.some((c) => c.affs.length)) footnotemarkAddresses(raw.map(([c]) => c)).forEach((affs, i) => { if (affs && !read[i].affs.length && !read[i].marked) read[i].affs = affs; });
  const inst = instituteNotes(html, read);
  if (inst) return inst;
  const list = foldOrgCreators(read);
  const shared = sharedLegend(list);
  if (shared) return shared;
  // authblk's labelled affiliations set before the title, the authors' labels lost: one affiliation is every author's; of several, which
  // is whose is not on the page
  const bracket = list.some((c) => c.affs.length) ? [] : bracketLegend(html);
  if (bracket.length === 1) return list.flatMap((c) => personNames(c).map((name) => ({ name, affiliations: bracket })));
  const runOn = list.some((c) => c.affs.length) ? null : runOnAffiliationLines(html, list.length);
  if (runOn && list.every((c) => personNames(c).length === 1)) return list.map((c, i) => ({ name: personNames(c)[0], affiliations: [runOn[i]] }));
  if (list.some((c) => c.affs.length)) {
    // one block's lines dealt out one to each creator (html-dealt-rows.ts)
    const dealt = list.some((c) => c.marked) ? null : dealtRows(list, list.map(personNames));
    return dealt ?? fromContacts(list);
  }
  const blocks = list.map((c) => nameText(c.person, true));
  const notes = [...list.map((c) => c.notes), titleThanks(html)].join(' ');
  let all = blocks.join('\n');
  if (all.includes('⟦')) {
    const parsed = parseAuthorBlock(all);
    if (parsed.some((a) => a.affiliations.length)) return parsed;
    // a lone author's marked lines under a name without marks (html-dealt-rows.ts)
    const lone = loneLegend(parsed, all);
    if (lone) return lone;
    // the marked addresses as one legend in the author notes (a `\\`-block after the names, repeated in each creator's notes)
    const legend = [...new Set(creators(region).map(([c]) => c).map((c) => {
      const at = c.indexOf('<span class="ltx_author_notes">');
      return at < 0 ? '' : nameText(c.slice(at)).replace(/\s*\n\s*/g, ' ').split(/(?=⟦)/).map((e) => e.trim()).filter((e) => e.startsWith('⟦')).join('\n');
    }).filter(Boolean))];
    if (legend.length === 1) {
      const withLegend = parseAuthorBlock(`${all}\n${legend[0]}`);
      if (withLegend.some((a) => a.affiliations.length)) return withLegend;
    }
    const aaai = affiliationsParagraphs(html);
    if (aaai.length) {
      const withAaai = parseAuthorBlock(`${all}\n${aaai.join('\n')}`);
      if (withAaai.some((a) => a.affiliations.length)) return withAaai;
    }
    all = `${all}\n${footnoteLines(html)}`;
    return parseAuthorBlock(all);
  }
  const authors = applyWithNotes(sharedAddress(blocks.map((b) => parseAuthorBlock(b)), blocks).flat(), notes);
  if (authors.some((a) => a.affiliations.length)) return authors;
  const aaai = affiliationsParagraphs(html);
  if (aaai.length) {
    const withAaai = parseAuthorBlock(`${authors.map((a) => a.name).join(', ')}\n${aaai.join('\n')}`);
    if (withAaai.length === authors.length && withAaai.some((a) => a.affiliations.length)) return withAaai;
  }
  return withThanksAddresses(list, authors);
}

/** LaTeX's `\\author{A \\and B \\\\ address}`, which LaTeXML prints as a creator of its own for A (its name alone) and one for B with
 *  the address lines: the address block below the names is theirs together, so a creator that is one line of names and reads no
 *  affiliation takes those of the next creator that has any (as a creator without contacts does in `fromContacts`). */
function sharedAddress(parsed: FrontAuthor[][], blocks: string[]): FrontAuthor[][] {
  if (!parsed.some((p) => p.some((a) => a.affiliations.length))) return parsed;
  return parsed.map((p, i) => {
    if (!p.length || p.some((a) => a.affiliations.length) || blocks[i].trim().includes('\n')) return p;
    const next = parsed.slice(i + 1).find((q) => q.some((a) => a.affiliations.length));
    const affs = next?.find((a) => a.affiliations.length)?.affiliations ?? [];
    return p.map((a) => ({ ...a, affiliations: affs }));
  });
}

/** The text of the e-mail contacts (`ltx_role_email`) in an HTML region, one space between them. */
function emailContacts(c: string): string {
  return [...c.matchAll(/<span class="ltx_contact ltx_role_email">([\s\S]*?)<\/span>/g)].map((m) => plain(m[1])).join(' ');
}

/** The domains of a creator's e-mail contacts. */
function mailDomains(c: string): string[] {
  return contactDomains(emailContacts(c));
}

/** Each e-mail address of a creator's e-mail contacts, in order. */
function mailAddresses(c: string): string[] {
  return emailContacts(c).match(/[^\s,;]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi) ?? [];
}

/** A domain under an academic, governmental or organisational suffix (ie.cuhk.edu.hk, pjlab.org.cn, mit.edu, ox.ac.uk): an
 *  institution's own, never a mail service's (gmail.com, 163.com, yandex.ru). */
const ORG_MAIL = /\.(?:edu|ac|org|gov)(?:\.[a-z]{2})?$/i;

/** Authors the page leaves without an affiliation while it prints several (sn-jnl's unstarred authors, their labels lost: which is
 *  whose is not printed): an author whose e-mail domains the registry gives one owner, and that owner the institution some of the
 *  page's affiliations resolve to, has those affiliations ("hxj@ahu.edu.cn" and "…, Anhui University, …" beside "…, Anhui University
 *  of Chinese Medicine, …"). A mail service's domain (gmail.com, 163.com) has no owner and gives nothing. */
function byMailDomain(authors: FrontAuthor[], pool: string[], domains: Map<string, string[]>): FrontAuthor[] {
  if (pool.length < 2 || authors.every((a) => a.affiliations.length)) return authors;
  const reg = loadRegistry();
  let ids: (string | null)[][] | null = null;
  return authors.map((a) => {
    if (a.affiliations.length) return a;
    const mine = domains.get(a.name) ?? [];
    const owners = new Set(mine.map((d) => domainOwner(reg, d)?.id).filter((id): id is string => !!id));
    if (owners.size === 1) {
      ids ??= pool.map((t) => matchAffiliation(t, {}, reg).map((r) => r.id));
      // (a laboratory of the owner, its ROR child, is the owner's too: "microsoft.com" and "Microsoft Research Asia, Beijing")
      const own = pool.filter((_, i) => ids![i].some((id) => id !== null && (owners.has(id) || owners.has(reg.byId.get(id)?.parent ?? ''))));
      if (own.length) return { ...a, affiliations: own };
    }
    // a domain the registry does not know, read from the page: the affiliations every labelled author writing from it shares
    // ("qiaoyu@pjlab.org.cn" of the starred author with label 1 gives label 1 to "hanjiaming@pjlab.org.cn")
    if (mine.length !== 1 || !ORG_MAIL.test(mine[0])) return a;
    const peers = authors.filter((b) => b.affiliations.length && (domains.get(b.name) ?? []).includes(mine[0]));
    const common = peers.length ? peers[0].affiliations.filter((t) => peers.every((b) => b.affiliations.includes(t))) : [];
    return common.length ? { ...a, affiliations: common } : a;
  });
}

/** AAAI's `\\affiliations{…}` as LaTeXML prints it without the style's binding: the macro as an unknown one at the top of the page and
 *  its content in the paragraphs after it, before the title ("¹Southern University of Science and Technology, ²Tsinghua University,
 *  ³SenseTime Research"): the lines of those paragraphs, each marked piece a line of its own. */
function affiliationsParagraphs(html: string): string[] {
  const at = html.search(/<span class="ltx_ERROR[^"]*">\\affiliations<\/span>/);
  const title = html.indexOf('<h1 class="ltx_title');
  if (at < 0 || title < at) return [];
  const paras = [...html.slice(at, title).matchAll(/<p class="ltx_p">([\s\S]*?)<\/p>/g)].map((m) => nameText(m[1]));
  return paras.flatMap((p) => p.split('\n')).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean)
    // a label left without its link ("Project code: <url>") is no affiliation
    .filter((l) => !/^[^⟦]*:\s*(?:https?:\/\/\S*)?$/.test(l))
    .flatMap((l) => (l.includes('⟦') ? l.split(/(?=⟦)/) : [l])).map((e) => e.replace(/[\s,;]+$/, '').trim()).filter(Boolean);
}

/** Creators without contacts whose only addresses stand in generated `\thanks` footnotes: an address in the last creator's alone is
 *  every author's (as a shared contact there is, round s's convention); otherwise each footnote is its own creator's. */
function withThanksAddresses(list: Creator[], authors: FrontAuthor[]): FrontAuthor[] {
  const given = list.filter((c) => c.thanks);
  if (!given.length || authors.length !== list.length) return authors;
  const shared = given.length === 1 && list[list.length - 1].thanks ? list[list.length - 1].thanks! : null;
  return authors.map((a, i) => ({ ...a, affiliations: shared ?? list[i].thanks ?? [] }));
}
