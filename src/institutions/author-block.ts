import { classifyPart, hasOrgWord } from './parse-affiliation.ts';
import { countryCode, regionCountry } from './countries.ts';
import { NO_AFFILIATION, lookupName, spells } from './match.ts';
import { loadRegistry, type Registry } from './registry.ts';
import { lazyFor } from '../lazy.ts';
import { registryCities } from './known-places.ts';
import { normalizeName } from './normalize.ts';
import { nameLine, nameOfWords } from './person-roles.ts';

/** One author as read from a paper's front matter: name and affiliation texts, in order. */
export interface FrontAuthor {
  name: string;
  affiliations: string[];
  /** Domains of the e-mail and web addresses printed in the author's block ("fel.cvut.cz"); used only to resolve an affiliation the registry otherwise cannot. */
  domains?: string[];
  /** Domains of the e-mail addresses of a block of several authors whose user names spell this author's name ("{liukb, hg}@pku.edu.cn"
   *  for Gang Huang); used only for a unit line naming no host and a short name the registry cannot tell apart (extract.ts, byMail). */
  mailDomains?: string[];
  /** Those of `affiliations` the source's structure says are affiliations (declared-affiliations.ts): read with MatchHints.declared. */
  declared?: string[];
}

/** Web hosts that serve many people's pages: a link there names no affiliation. */
const HOSTING = /(^|\.)(github\.io|github\.com|gitlab\.com|bitbucket\.org|sites\.google\.com|huggingface\.co|arxiv\.org|doi\.org|orcid\.org|linkedin\.com|twitter\.com|x\.com)$/;

/** The domains of a text's e-mail addresses ("a@x.org", "{a,b}@x.org") and web links ("https://www.ime.usp.br" -> ime.usp.br), lower-cased. */
export function contactDomains(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/@\s*([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) out.add(m[1].toLowerCase());
  for (const m of text.matchAll(/\b(?:https?:\/\/|www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
    const host = m[1].toLowerCase().replace(/^www\d*\./, '');
    if (!HOSTING.test(host)) out.add(host);
  }
  return [...out];
}

/** A block's domains go to its author when the block has one author. In a block of several, an address may be another author's (NTU
 *  e-mails beside an NCU author), so an address goes to an author only when its user name spells that author's name and no other
 *  author's ("{liukb, hg}@pku.edu.cn" for Kaibo Liu and Gang Huang: mailOwners). */
function withDomains(authors: FrontAuthor[], text: string): FrontAuthor[] {
  if (authors.length === 1) {
    const domains = contactDomains(text);
    return domains.length ? [{ ...authors[0], domains }] : authors;
  }
  return withMailDomains(authors, text);
}

/** The authors with, as `mailDomains`, the domains of the addresses in `mails` their user names spell (mailOwners); an author the
 *  block already gave domains keeps those alone. */
export function withMailDomains(authors: FrontAuthor[], mails: string): FrontAuthor[] {
  if (!mails.includes('@') || !authors.length) return authors;
  const owned = mailOwners(authors.map((a) => a.name), mails);
  return owned.size ? authors.map((a, i) => (owned.has(i) && !a.domains?.length ? { ...a, mailDomains: owned.get(i)! } : a)) : authors;
}

/** The e-mail addresses of a text as user name and domain, a group "{a, b}@x.org" read as one address per user name. */
export function mailAddresses(text: string): { user: string; domain: string }[] {
  const out: { user: string; domain: string }[] = [];
  for (const m of text.matchAll(/(?:\{([^{}@]*)\}|([a-z0-9][a-z0-9._+-]*))\s*@\s*([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
    const domain = m[3].toLowerCase();
    for (const u of (m[1] ?? m[2]).split(/[,;|\s]+/)) if (u.replace(/⟦[^⟧]*⟧/g, '')) out.push({ user: u.replace(/⟦[^⟧]*⟧/g, '').toLowerCase(), domain });
  }
  return out;
}

/** Which author each e-mail address of a block belongs to, by its user name, as author index -> domains. A user name goes to an author
 *  when it spells the author's name — surname and given name or its letters in order ("liukb", "kaibo.liu", "kliu"), or the initials
 *  alone ("hg", "gh") — and to no other author of the block; an address no one's name spells ("ptr1479") goes to nobody. */
export function mailOwners(names: string[], text: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const people = names.map((n) => n.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/[\s-]+/).filter(Boolean));
  for (const { user, domain } of mailAddresses(text)) {
    const hits = people.flatMap((words, i) => (words.length >= 2 && userSpells(user, words) ? [i] : []));
    if (hits.length !== 1) continue;
    const had = out.get(hits[0]) ?? [];
    if (!had.includes(domain)) out.set(hits[0], [...had, domain]);
  }
  return out;
}

/** True when an e-mail user name spells a person's name (words lower-cased, surname last). */
function userSpells(user: string, words: string[]): boolean {
  const u = user.replace(/[^a-z]/g, '');
  const surname = words[words.length - 1];
  const given = words.slice(0, -1).join('');
  const initials = words.map((w) => w[0]).join('');
  if (u.length < 2) return false;
  if (u === initials || u === initials.slice(-1) + initials.slice(0, -1)) return true;
  // the surname at one end, the rest the given name's first letter and further letters of it in order
  for (const [s, rest] of [[surname, u.startsWith(surname) ? u.slice(surname.length) : null], [surname, u.endsWith(surname) ? u.slice(0, -surname.length) : null]] as const) {
    if (rest === null || !s || s.length < 2) continue;
    if (rest && rest[0] === given[0] && inOrder(rest, given)) return true;
  }
  return false;
}

/** True when the letters of `part` occur in `whole` in order. */
function inOrder(part: string, whole: string): boolean {
  let j = 0;
  for (const c of whole) if (c === part[j]) j++;
  return j === part.length;
}

/** Markers are written into text as ⟦m⟧ by the LaTeX / HTML / PDF readers before block parsing. */
export const MARK_OPEN = '⟦';
export const MARK_CLOSE = '⟧';

/** A contact or link line: e-mail, web page, correspondence and equal-contribution notes, and a labelled link ("Base HSTU code: …",
 *  "Project page: …", "GitHub: …"); a role note of a marker's legend ("⟦†⟧Co-corresponding", ICML's "⟦†⟧Project leader") is no
 *  affiliation either, nor AIP's and many journals' "a)Author to whom correspondence should be addressed: …", nor "Address (send, direct)
 *  correspondence to: …". */
const NOTE_LINE = /^((e-?mails?(?:\(s\))?|tel(ephone)?|phones?|fax|contacts?|contributing\s+authors?|www|web\s*(page|site)?|home\s*page|url)\s*[:.]|((please\s+)?(address|send|direct)\s+(all\s+)?)?correspondence|authors?\s+to\s+whom\s+(any\s+|all\s+)?correspondence|(co-?)?corresponding|(co-?|joint\s+)?(senior|last)\s+authors?\b|(co-?|joint\s+)(primary|principal|lead)\s+authors?\b|project\s+lead(er)?s?\b|((indicates|denotes|means)\s+)?(equal|joint|shared)\s+(contribution|first|authorship|supervision)|equal contribution|work\s+(was\s+|partially\s+|partly\s+|mostly\s+)*(done|performed)|(done|performed)\s+(while|during)|denotes|these authors|contributed|\*?\s*equal|preprint|under review|code|project page|https?:|orcid\b|[a-z0-9 ]{0,30}\b(code|project\s+page|github|repository|website|demo)\s*:)/i;
/** A word of a person's name: capitalised, an initial, a lower-case particle, or an elided particle glued to its capitalised surname
 *  ("d’Enterria", "dell’Acqua", "l’Huillier"). */
const NAME_WORD = /^(\p{Lu}[\p{L}\p{M}'’.-]*|\p{Lu}\.|de|van|von|der|den|da|di|del|la|le|du|dos|y|bin|al-?\p{L}*|(?:d|l|dell|dall|degl)['’]\p{Lu}[\p{L}\p{M}'’-]*)$/u;

/** Catalan names join the two surnames with "i" ("Guillem Gili i Bueno", as Spanish ones may with "y"): the conjunction is a word of
 *  the name only after a given name and a first surname (two capitalised words at least, no particle before it) and before a
 *  capitalised surname, in a name that holds no organisation's word and no word ending as a field's noun (CATALAN_FIELD), so a unit
 *  joined by it ("Recerca i Innovació", "Facultat de Ciències i Tecnologia", "Enginyeria Informàtica i Matemàtiques") stays no name. */
function catalanJoin(words: string[], k: number): boolean {
  if (words[k] !== 'i' || k < 2 || k > words.length - 2) return false;
  const cap = (w: string) => /^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(w);
  return words.every((w, j) => j === k || (cap(w) && !CATALAN_FIELD.test(w))) && !hasOrgWord(words.join(' '));
}

/** Endings of Catalan fields' and units' nouns, no surname's nor given name's ("Enginyeria", "Informàtica", "Innovació"; not "-ria":
 *  Núria, Maria). */
const CATALAN_FIELD = /(?:ica|iques|ics|ció|cions|tat|tats|logia|eria|ment|ència|ències)$/u;

/** The words of a name: each a name's word (NAME_WORD) or a Catalan surnames' "i" (catalanJoin). */
const nameWords = (words: string[]): boolean => words.every((w, k) => NAME_WORD.test(w) || catalanJoin(words, k));

interface Affil { marker: string | null; text: string }

const ACRONYM = /^[A-Z][A-Z0-9&]+$/;

/** A person's name set in capitals (amsart, ACM journals: "TERENCE TAO", "SOUMYA K. GHOSH"): two to five capitalised words, one of
 *  them of four letters or more, none an organisation's acronym the registry knows ("MIT CSAIL" is no name). */
function capitalsName(words: string[]): boolean {
  if (words.length < 2 || words.length > 5 || !words.every((w) => /^\p{Lu}[\p{Lu}'’-]*\.?$/u.test(w))) return false;
  if (!words.some((w) => /^\p{Lu}{4,}/u.test(w))) return false;
  // a two-letter word beside them is more often a surname (MA, LI, WU, XU: "ZHONGKUAN MA") than an organisation's acronym, unless
  // it is an English function word (a capitals title's "ON LOSS INDICATOR")
  if (words.some((w) => FUNCTION_WORD.test(w))) return false;
  const reg = loadRegistry();
  return !words.some((w) => w.length >= 3 && !w.endsWith('.') && reg.byAcronym.has(w));
}

/** English function words of two letters, in capitals. */
const FUNCTION_WORD = /^(?:ON|OF|IN|TO|AT|BY|AN|OR|AS|IS|IT|NO|SO|UP|WE|BE|DO|IF|VS)$/;

/** Pieces of names the PDF reader saw set in capitals a size above the mixed-case affiliation after them on their line (ACM journals'
 *  run-in author lines; pdf-front-matter.ts, capitalsNamesBySize): names by their type, whatever their words. Set for the length of one
 *  parseAuthorBlock call. */
let sizedNames: ReadonlySet<string> = new Set();

/** ACM journals open an author line with the names in capitals, then their affiliation in mixed case, whatever its first piece
 *  ("AO FU, JIAQI ZHAO, …, and RUI YAO, School of Computer", "ABDULMOTALEB EL SADDIK, EECS, University of Ottawa"): the number of
 *  leading comma pieces that are those names, when mixed-case text follows; else 0. A list that ends in "and NAME" holds names of
 *  any shape in capitals ("AO FU", whose words are also acronyms); without that "and", each piece must read as a name on its own. */
function capitalsRun(pieces: string[], sized: readonly boolean[] = []): number {
  const names = (p: string) => p.split(/(?:^|\s+)(?:and|AND)\s+/).filter(Boolean).map((x) => x.split(/\s+/));
  const shape = (w: string[]) => w.length >= 2 && w.length <= 5 && w.every((x) => /^\p{Lu}[\p{Lu}'’-]*\.?$/u.test(x));
  let k = 0;
  while (k < pieces.length && names(pieces[k]).every(shape)) k++;
  const reg = loadRegistry();
  // the affiliation may be one organisation's acronym alone, in capitals as the registry gives it ("PETER WONKA†, KAUST": acmtog)
  const acronymOnly = k === pieces.length - 1 && reg.byAcronym.has(pieces[k].trim());
  if (k < 1 || k >= pieces.length || (!/\p{Ll}/u.test(pieces.slice(k).join(' ')) && !acronymOnly)) return 0;
  // alone, a name has a word of four letters or more that is no organisation's acronym ("ABDULMOTALEB EL SADDIK"; not "MIT CSAIL")
  // or two or three short words, each with a vowel and none an organisation's acronym ("HUI WEI", "WEI WEI"; not "MIT CSAIL", "EE CS")
  const short = (w: string[]) => w.length <= 3 && w.every((x) => /^\p{Lu}{2,3}$/u.test(x) && /[AEIOUY]/u.test(x) && !reg.byAcronym.has(x));
  const alone = (w: string[]) => w.some((x) => /^\p{Lu}{4,}/u.test(x) && !reg.byAcronym.has(x)) || short(w);
  // (a piece the page sets in capitals a size above the mixed-case affiliation after it, `sized`, is a name whatever its words: ACM
  // journals' "HAN SHU, University of …", whose SHU is also a university's acronym — the type tells the name from the organisation)
  if (k >= 1 && pieces.slice(0, k).every((_, i) => sized[i])) return k;
  const listed = /(?:^|\s)(?:and|AND)\s/.test(pieces[k - 1]) || pieces.slice(0, k).every((p) => names(p).every(alone));
  return listed && pieces.slice(0, k).some((p) => /\p{Lu}{4,}/u.test(p) || (names(p).length > 0 && names(p).every(short))) ? k : 0;
}

/** Names in capitals as written in mixed case ("WENLIANG DU" -> "Wenliang Du"). */
function titleCased(name: string): string {
  return name.split(/\s+/).map((w) => w.replace(/(\p{Lu})([\p{Lu}'’]*)/gu, (_, a: string, b: string) => a + b.toLowerCase())).join(' ');
}

/** "SOUMYA K. GHOSH" as "Soumya K. Ghosh"; names not wholly in capitals are left as written. */
function titleCaseName(name: string): string {
  const words = name.split(/\s+/);
  return capitalsName(words) ? titleCased(name) : name;
}

/** The last word of a field of study written as a unit's line under a university ("Comput Science", ACL's "University of Utah /
 *  Comput Science / e-mail"; "Electrical Engineering"): no person's surname. Fields that are also surnames ("Law", "Art") are left out. */
const FIELD_END = /^(?:Sciences?|Engineering|Mathematics|Physics|Chemistry|Biology|Informatics|Statistics|Economics|Linguistics|Neuroscience)$/;

/** True when a piece reads as an organisation rather than a person: a field of study ("Comput Science"), an acronym ("CIS"), an acronym and a city ("LMU Munich") or a registry name ("Adobe Research"). */
function orgPiece(n: string, words: string[]): boolean {
  if (words.length >= 2 && FIELD_END.test(words[words.length - 1])) return true;
  const kind = classifyPart(n);
  if ((kind === 'org' && hasOrgWord(n)) || kind === 'unit' || kind === 'country') return true;
  if (words.every((w) => ACRONYM.test(w)) && !capitalsName(words)) return true;
  const reg = loadRegistry();
  if (words.length === 2 && ACRONYM.test(words[0]) && registryCities(reg).has(normalizeName(words[1]))) return true;
  const hit = words.length >= 2 ? lookupName(reg, n, null, new Set(), false) : null;
  return !!hit && !hit.inst.id.startsWith('wu-');
}

/** A job title opening a line before a comma and what follows it ("Founder, Edictive", "Distinguished Professor, College of …",
 *  "CTO, …", "Chief Science Officer, …"): the person's post at the organisation after it, an affiliation line — never a list of
 *  names, though each word is capitalised (NeurIPS blocks that stack each author's title and organisation under the name). */
const JOB_LEAD = /^(?:(?:co-?\s*)?founder(?:\s+(?:&|and)\s+(?:ceo|cto))?|(?:(?:distinguished|associate|assistant|full|adjunct|visiting|emeritus|honorary|research)\s+)?professor|ceo|cto|coo|cso|chief\s+\p{L}+(?:\s+\p{L}+)?\s+officer)\s*,\s*\p{Lu}/iu;

/** True when a text is a plausible list of person names (each 1-5 capitalised words, none an organisation). */
export function looksLikeNames(text: string): boolean {
  if (JOB_LEAD.test(text.trim())) return false;
  const names = splitNames(text);
  if (!names.length) return false;
  const usual = (n: string) => {
    const w = n.split(/\s+/);
    // what authors write for no institution ("Independent Researcher", "Unaffiliated") is no person's name
    return w.length >= 1 && w.length <= 5 && nameWords(w) && !NO_AFFILIATION.test(n) && !orgPiece(n, w);
  };
  if (names.every(usual)) return true;
  // names in capitals joined by "AND" (amsart: "ZUOLIANG HOU AND QI LI"): a short name among them whose words could be acronyms
  // ("QI LI") is a name too, when another of the list reads as one and it carries no organisation's word; so in the first line of
  // such a list wrapped before its "AND" (closed by the comma the list goes on after: "ZIWEN WANG," / "PING ZHANG, AND QI SONG")
  if (names.length > 1) return /\bAND\b|,$/.test(text.trim()) && names.some(usual) && names.every((n) => CAPS_NAME.test(n) && (usual(n) || !hasOrgWord(n)));
  // the list's last name alone on its line after "AND" (amsart's capitals wrapped: "…, ADRIEN BARDES," / "AND YANN LE CUN"), whose
  // short surname may be an acronym too (CUN): a name when its first word (the given name) has four letters or more and is no
  // acronym, and it holds no organisation's word or field of study
  const reg = loadRegistry();
  const words = names[0].split(/\s+/);
  return /^AND\s/.test(text.trim()) && CAPS_NAME.test(names[0]) && !hasOrgWord(names[0]) && !words.some((w) => FIELD_END.test(titleCased(w)))
    && /^\p{Lu}{4,}(?:-\p{Lu}+)?$/u.test(words[0]) && !reg.byAcronym.has(words[0]);
}

/** Two to five words in capitals: a name's shape in amsart's or IEEE Access's author line. */
const CAPS_NAME = /^\p{Lu}[\p{Lu}'’.-]*(?:\s+\p{Lu}[\p{Lu}'’.-]*){1,4}$/u;

/** An IEEE author's ordinal printed before the name ("1⟦st⟧ Xinning Zhu", "2⟦nd⟧ Jinxin Du": the conference template's
 *  \textsuperscript{st}): no part of the name. */
export const withoutOrdinals = (line: string): string => line.replace(/(?<![\p{L}\p{N}])\d{1,2}\s*⟦(?:st|nd|rd|th)⟧\s*(?=\p{Lu})/gu, '');

/** A footnote or contact line, not an affiliation ("∗Equal contribution", "*Corresponding authors", "Email: …"). */
export function isNoteLine(line: string): boolean {
  const t = line.replace(/^(⟦[^⟧]*⟧)?[\s*∗†‡§¶⋆#]*/, '');
  return NOTE_LINE.test(t) || EQUAL_NOTE.test(t) || ROLE_NOTE.test(t) || PAPER_TYPE.test(t) || CONTACT_NOTE.test(t) || emailList(t);
}

/** A contact note naming its author before the address: Taylor & Francis sets "CONTACT Name. Email: …" (the keyword in capitals),
 *  others "Contact: Name, e-mail …" or "Contact Name. E-mail: …". */
const CONTACT_NOTE = /^CONTACT\s+\p{Lu}|^[Cc]ontact\b[^.;:]{0,80}[.;:,]\s*e-?mails?\b/u;

/** A line of e-mail user names and domains set apart ("{kian.ahrabian, aarash.feizi, wlh}" above "{@mail.mcgill.ca, @cs.mcgill.ca}"):
 *  every comma piece a lower-case user name or an "@domain", one at least with a full stop or an "@". */
function emailList(t: string): boolean {
  const pieces = t.replace(/[{}]/g, ' ').split(/\s*,\s*/).map((p) => p.trim()).filter(Boolean);
  return pieces.length > 1 && pieces.every((p) => /^@?[a-z0-9][a-z0-9._+-]*$/.test(p)) && pieces.some((p) => /[.@]/.test(p));
}

/** The paper's type printed in parentheses under the names of an IEEE journal ("(Survey Paper)", "(Invited Paper)", JLT's
 *  "(Top-Scored Paper)": its words may be hyphenated). */
const PAPER_TYPE = /^\((?:\p{Lu}[\p{L}-]*\s+){0,2}(?:Paper|Article|Review|Correspondence|Letter|Brief)\)$/u;

/** A note naming an author's role, wherever its subject stands ("Zongxin Yang is the corresponding author", "X and Y are joint senior authors"). */
const ROLE_NOTE = /\b(is|are)\s+(the\s+|an?\s+)?(joint\s+|co-?)?(corresponding|senior|last|first|lead)\s+authors?\b/i;

/** An equal-contribution note wherever its keyword stands ("All authors contributed equally", "The first two authors are co-first authors"). */
const EQUAL_NOTE = /\b(contribut\w*\s+equally|equal(ly)?\s+contribut\w*|co-?first\s+authors?)\b/i;

/** A title before a name of two words or more ("Dr Who" keeps its "Dr"). */
const TITLE = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+(?=\p{Lu}[\p{L}.'’-]*\s+\p{Lu})/u;

/** A name without an academic title before it ("Dr. Sangapu Srinivasa Chakravarthi" -> "Sangapu Srinivasa Chakravarthi"). */
export const withoutTitle = (name: string): string => name.replace(TITLE, '');

/** A piece of a name list that reads as a name once a role label or an identifier is gone (person-roles.ts): "Guide: Dr. Sunita
 *  Barve", "Ravi Kumar (Roll No. 21BCE1234)". */
const usualName = (s: string): boolean => { const w = s.split(/\s+/); return w.length <= 5 && nameWords(w); };

/** Splits "A, B and C" / "A \u00a0 B" / "A | B" into names. */
export function splitNames(text: string): string[] {
  // names set in capitals join the last one with "AND" (IEEE Access: "KRISTOKO DWI HARTOMO, …, AND YESSICA NATALIANI")
  // an academic title before a name ("Dr. Shinde Babaso Ananda", "Prof. Li Wei") is no part of it
  // Wiley sets names apart by a vertical bar ("Alex J. Yang⟦1,2⟧ | Xiaohui Yan⟦1⟧")
  // Chinese names are set apart by a full-width comma or an enumeration comma ("赵海升⟦1,2⟧，葛明玉⟦1,2⟧", "张三、李四")
  // Springer's journals (svjour3) set names apart by a middle dot between spaces ("Yasheng Sun⟦1⟧ · Bohan Li⟦2⟧"); a dot between
  // letters joins the parts of one name as Chinese text writes a foreign name ("阿卜杜勒·拉赫曼")
  const pieces = text.split(/\s*(?:,|;|，|、|\||(?<!\p{L})·(?!\p{L})|\b(?:and|AND)\b|&|\s{2,}|\n)\s*/u).map((s) => s.replace(/^[\s*∗†‡§¶⋆★☆]+|[\s*∗†‡§¶⋆★☆,]+$/g, '').replace(ENVELOPE, '').trim()).map((s) => nameLine(s, usualName).replace(TITLE, ''));
  // a generational suffix after a comma ("Robert W. Heath, Jr.") ends the name before it, no name of its own; initials alone after a
  // comma that follows one lone surname ("Vrábel, J.", "Pořízka, P.⟦∗,a,b⟧") are that person's given name written after it: one name,
  // given initials first ("J. Vrábel")
  const names = pieces.reduce<string[]>((out, p) => {
    const last = out[out.length - 1];
    if (SUFFIX.test(p) && out.length) return [...out.slice(0, -1), `${last} ${p}`];
    const inverted = out.length ? INITIALS_AFTER_SURNAME.exec(p) : null;
    if (inverted && LONE_SURNAME.test(last)) return [...out.slice(0, -1), `${inverted[1].trim()} ${last}${inverted[2]}`];
    return [...out, p];
  }, []).filter((s) => s.length > 1 && !ON_BEHALF.test(s));
  return commaSetName(text, names) ?? names;
}

/** One person's name written with its two parts set apart by a comma, a hyphenated given name and one part in capitals ("YUE-ER, HSU",
 *  "TSAI, Mei-Ling": the family name set in capitals, as romanised East Asian names often are, before or after the given name): the
 *  whole text is those two single words and the one comma, so it is one name, in the order printed, not two one-word names. Two
 *  words with none in capitals or none hyphenated, more than one comma, or a place (a city, a state's or a country's name or code:
 *  "Arlington, MA") stay as they were. */
function commaSetName(text: string, names: string[]): string[] | null {
  if (names.length !== 2 || (text.match(/,/g) ?? []).length !== 1 || !/^[^,]+,[^,]+$/.test(text.trim())) return null;
  const bare = (n: string) => n.replace(/⟦[^⟧]*⟧/g, '');
  if (!names.every((n) => COMMA_NAME_WORD.test(bare(n)))) return null;
  // a place is no name: a city and its state or country ("Arlington, MA", "Springfield, CA", "Tainan, TAIWAN")
  const reg = loadRegistry();
  const place = (w: string) => !!(countryCode(w) || regionCountry(w) || registryCities(reg).has(normalizeName(w)));
  if (names.some((n) => place(bare(n)))) return null;
  // (a hyphenated given name is what tells a person from two acronyms or an organisation and its legal form or grade: "CSAIL, MIT",
  // "Fellow, IEEE", "Acme, LLC" stay two pieces)
  return names.some((n) => CAPS_WORD.test(bare(n))) && names.some((n) => bare(n).includes('-')) ? [`${names[0]} ${names[1]}`] : null;
}
/** One capitalised word of a name, hyphens and apostrophes allowed ("Yue-Er", "HSU", "O'Neil"). */
const COMMA_NAME_WORD = /^\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)?$/u;
/** One word in capitals, two letters or more ("HSU", "YUE-ER"). */
const CAPS_WORD = /^\p{Lu}[\p{Lu}'’]+(?:-\p{Lu}+)?$/u;

/** A speaker's "on behalf of the ATLAS Collaboration" after their name (a proceedings talk given for a collaboration): the collaboration
 *  it names is no author of the list. */
const ON_BEHALF = /^(?:on\s+behalf\s+of|for)\s+the\s+(?:\S+\s+){0,6}?(?:collaborations?|consortium|group|team)\b|^on\s+behalf\s+of\b/i;

/** Initials alone ("J.", "J.-Y.", "E. M."), with the marks after them, as the given name of an inverted "Surname, I." name. */
const INITIALS_AFTER_SURNAME = /^((?:\p{Lu}\.(?:-\p{Lu}\.)?\s*)+)((?:⟦[^⟧]*⟧)*)$/u;
/** One capitalised word with no mark: a surname written first. */
const LONE_SURNAME = /^\p{Lu}[\p{L}'’-]+$/u;

/** A generational suffix written after a name. */
const SUFFIX = /^(?:Jr|Sr|II|III|IV)\.?$/;

/** The envelope glyph that marks a corresponding author (Springer's "(✉)", marvosym's \\Letter) comes out of a PDF's text as "(B)" or as a
 *  lone "B" after the name ("Chongyang Zhang⟦1,2⟧(B)", "Chenjuan Guo B"): no part of a name. A lone "B" is read so only after two
 *  words of a name, the last in lower case ("Ramesh B", a name of an initial, stays). */
const ENVELOPE = /^\(B\)$|\s*\(B\)$|(?<=^\p{Lu}[\p{L}'’-]*\s+\p{Lu}[\p{Ll}'’-]*\p{Ll})\s+B$/u;

/** Marker tokens of "1,2", "12" (when 12 is not itself a marker), "†‡". */
function markerTokens(raw: string, known: Set<string>): string[] {
  const out: string[] = [];
  // an ORCID id set as a superscript after the marker ("2[0000-0002-9704-1575]") is not a marker; four digits or more are one of its
  // groups, unless they rise one by one through the legend's marks (ICML's "Kai Berg1345": marks 1, 3, 4 and 5 run together)
  const marks = raw.replace(/\[[^\]]*\]?|\d{4,}|[−–]{2,}/g, (m) => (risingMarks(m, known) ? m : ' '));
  for (const piece of marks.split(/[,\s]+/).filter(Boolean)) {
    if (known.has(piece)) out.push(piece);
    // letters run together ("ab" for the affiliations a and b) split as digits do, when each letter is a marker and the run is not
    // a number run together with a symbol or letter ("16*", "2†", "10a") keeps the number whole when it is a marker, as "16" alone would
    else if (/\d{2,}/.test(piece) && /\D/.test(piece)) for (const t of piece.match(/\d+|\D/gu)!) out.push(...(known.has(t) ? [t] : [...t]));
    // a run of symbols where the legend doubles some (IEEE's refmarks go ∗ † ‡ § ¶ ∥ ∗∗ †† …): "∗∗†" is ∗∗ and †, "†††" †† and †,
    // read longest first
    else if (GLYPHS.test(piece) && [...known].some((k) => k.length > 1 && GLYPHS.test(k) && piece.includes(k))) out.push(...glyphRun(piece, known));
    else if (/^\d+$/.test(piece) || !/^[a-z]+$/i.test(piece) || [...piece].every((c) => known.has(c))) out.push(...[...piece]);
    else out.push(piece);
  }
  return out;
}

/** Digits that rise one by one ("1345"), each a mark of the legend. */
function risingMarks(run: string, known: Set<string>): boolean {
  return /^\d+$/.test(run) && [...run].every((c, i) => known.has(c) && (i === 0 || c > run[i - 1]));
}

const GLYPH = /^[^\p{L}\p{N}]$/u;
/** A run of symbol marks only ("∗∗†"). */
const GLYPHS = /^[^\p{L}\p{N}\s,]{2,}$/u;

/** A run of symbol marks split into the legend's marks, the longest first at each place ("∗∗†" with ∗∗ and † in the legend: ∗∗, †). */
function glyphRun(piece: string, known: Set<string>): string[] {
  const chars = [...piece];
  const out: string[] = [];
  for (let i = 0; i < chars.length;) {
    let n = Math.min(3, chars.length - i);
    while (n > 1 && !known.has(chars.slice(i, i + n).join(''))) n--;
    out.push(chars.slice(i, i + n).join(''));
    i += n;
  }
  return out;
}

/** One symbol marker used by authors but by no affiliation, and one symbol affiliation marker used by no author, are the same glyph read two ways (PDF fonts). */
function glyphAlias(authorTokens: string[][], known: Set<string>): Map<string, string> {
  const used = new Set(authorTokens.flat());
  const orphanAuthor = [...used].filter((t) => GLYPH.test(t) && !known.has(t));
  const orphanAffil = [...known].filter((m) => GLYPH.test(m) && !used.has(m));
  return orphanAuthor.length === 1 && orphanAffil.length === 1 ? new Map([[orphanAuthor[0], orphanAffil[0]]]) : new Map();
}

/** A star printed right after a name ("Peng Wang★ Shuai Bai★", an equal-contribution mark set as a glyph, not a superscript) is that
 *  name's note marker, as a superscript would be: it ends the name; so is an asterisk with another name after it ("Peng Wang* Shuai
 *  Bai*", the same line as another OCR prints it). */
const GLYPH_MARK = /(?<=\p{L})\s*([★☆⋆]+|[*∗]+(?=\s+\p{Lu}))(?=\s|$|⟦)/gu;

function readAuthorLine(raw: string): MarkedAuthor[] {
  const line = raw.replace(GLYPH_MARK, (_, g: string) => `${MARK_OPEN}${g}${MARK_CLOSE}`);
  const out: MarkedAuthor[] = [];
  const re = /([^⟦⟧]*?)((?:⟦[^⟧]*⟧(?:\s*,?\s*(?=⟦))?\s*)+)/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const names = splitNames(m[1]);
    const markers = [...m[2].matchAll(/⟦([^⟧]*)⟧/g)].map((x) => x[1]).join(',');
    // names listed with commas before one marked name ("Dongming Han, Jiacheng Pan, …, Xiaodong Zhao⟦a,b⟧": elsarticle's
    // \author[a,b]{A, B, C} prints the marks once, after the last) may share its marks: two unmarked names or more in a row (one
    // unmarked name among marked ones, "Jordy Van Landeghem⟦1,2⟧, Subhajit Maity, Ayan Banerjee⟦3⟧", is an author printed without
    // an affiliation); names set apart by wide gaps do not
    const run = names.length > 2 && /,/.test(m[1]) && !/\S\s{2,}\S/.test(m[1].trim()) ? markers : undefined;
    names.forEach((n, i) => out.push({ name: n, markers: i === names.length - 1 ? markers : '', ...(i < names.length - 1 && run ? { runMarkers: run } : {}) }));
    last = re.lastIndex;
  }
  for (const n of splitNames(line.slice(last))) out.push({ name: n, markers: '' });
  return out;
}

/** The names of a run of name lines, a row of names set apart by spaces alone read across the run's lines (an OCR breaks
 *  "… Jinze Bai⟦†⟧ \\ Keqin Chen Xuejing Liu … Junyang Lin⟦†⟧" where the page does). */
function readAuthorLines(lines: string[]): MarkedAuthor[] {
  return splitUnmarkedPair(suffixJoined(lines).flatMap(readAuthorLine), lines.join(' '));
}

/** A names line broken before a generational suffix ("…, and Third C. Author,\nJr⟦3⟧", as IEEE kits wrap "Jr."): the suffix line, with
 *  its markers, ends the name above it and is no name of its own. */
export function suffixJoined(lines: string[]): string[] {
  return lines.reduce<string[]>((out, l) => (out.length && SUFFIX.test(l.replace(/⟦[^⟧]*⟧/g, '').replace(/[\s,]+$/, '').trim())
    ? [...out.slice(0, -1), `${out[out.length - 1].replace(/[\s,]+$/, '')} ${l.trim()}`]
    // an inverted name broken after its surname ("…, Caccavari-Garza," / "A. L.⟦c⟧ and …", Elsevier's "Surname, I." lists): the
    // initials opening the next line are that surname's, so the lines run on
    : out.length && INVERTED_BREAK.test(out[out.length - 1]) && INITIALS_OPEN.test(l.trim()) ? [...out.slice(0, -1), `${out[out.length - 1].trimEnd()} ${l.trim()}`]
      : [...out, l]), []);
}

/** A names line ending in a lone surname and its comma, after a name written "Surname, I." ("Wu, C.⟦b⟧, Caccavari-Garza,"). */
const INVERTED_BREAK = /\p{Lu}\.(?:⟦[^⟧]*⟧)*\s*,\s*\p{Lu}[\p{L}'’-]+\s*,$/u;
/** A line opening with initials alone, then marks, a comma, "and" or its end ("A. L.⟦c⟧ and …"). */
const INITIALS_OPEN = /^(?:\p{Lu}\.(?:-\p{Lu}\.)?\s*)+(?:⟦[^⟧]*⟧|,|\band\b|$)/u;

/** In a row of names set apart by spaces alone (no comma, no "and"), a name printed without a marker runs into the marked name
 *  after it ("Shukang Yin Haojia Lin⟦1⟧"): where every other name of the row has the same number of words (two or three) and this one
 *  has a multiple of it (twice, or more: a run of unmarked names, "Keqin Chen Xuejing Liu … Junyang Lin⟦†⟧" as an OCR prints a
 *  paper's name line), all capitalised, it is that many names, the marker being the last's. */
function splitUnmarkedPair(authors: MarkedAuthor[], line: string): MarkedAuthor[] {
  if (authors.length < 4 || /,|\band\b|&/i.test(line.replace(/⟦[^⟧]*⟧/g, ' '))) return authors;
  const words = authors.map((a) => a.name.split(/\s+/));
  return authors.flatMap((a, i) => {
    const others = words.filter((_, j) => j !== i).map((w) => w.length);
    const k = others[0];
    const w = words[i];
    if (k < 2 || k > 3 || others.length < 3 || others.some((n) => n !== k) || w.length < 2 * k || w.length % k || !w.every((x) => /^\p{Lu}/u.test(x))) return [a];
    return Array.from({ length: w.length / k }, (_, j) => ({ name: w.slice(j * k, (j + 1) * k).join(' '), markers: j === w.length / k - 1 ? a.markers : '' }));
  });
}

interface MarkedAuthor { name: string; markers: string; group?: number; runMarkers?: string }

/** The marked affiliations whose line ended in a comma (cut off from their text): an unmarked line below goes on after it. */
const cutAtComma = new WeakSet<Affil>();

/** Reads one affiliation line ("⟦1⟧A ⟦2⟧B" or unmarked text) into `affils`; an unmarked line continues the marked one before it when one of the two names no organisation (a wrapped line). */
function readAffiliationLine(line: string, affils: Affil[]): void {
  if (line.startsWith(MARK_OPEN)) {
    // markers set side by side ("⟦1⟧⟦2⟧⟦4⟧Computer Science, National Taiwan University") share the text after the last of them
    let shared: string[] = [];
    for (const m of line.matchAll(/⟦([^⟧]*)⟧([^⟦]*)/g)) {
      // a bar or centred dot printed between the affiliations of a run (Wiley's "⟦1⟧… China | ⟦2⟧…") belongs to neither
      const t = m[2].replace(/^[\s,;|·]+|[\s,;|·]+$/g, '');
      if (!t) { shared.push(m[1].trim()); continue; }
      // an entry without a letter ("⟦1⟧202451069": IEEE refmarks keying student numbers, phone numbers) is no affiliation
      if (!isNoteLine(t) && /\p{L}/u.test(t)) {
        for (const k of [...shared, ...affiliationMarkers(m[1])]) {
          const a = { marker: k, text: withoutSubject(t) };
          affils.push(a);
          if (/,\s*$/.test(m[2])) cutAtComma.add(a);
        }
      }
      shared = [];
    }
    return;
  }
  const t = line.replace(/⟦[^⟧]*⟧/g, '').trim();
  if (!t) return;
  const prev = affils[affils.length - 1];
  if (!prev) { affils.push({ marker: null, text: t }); return; }
  // (a marked line that ended in a comma, cut off above, goes on below after that comma: "… and Engineering," / "Rutgers, The State
  // University of …" is two pieces, though a lone capitalised word under a line is otherwise read as the rest of a wrapped name)
  const above = cutAtComma.has(prev) ? `${prev.text},` : prev.text;
  cutAtComma.delete(prev);
  // a line opened by a lower-case connective ("and Telecommunications", "of Technology") goes on with the line above: no
  // affiliation starts that way
  const goesOn = CONTINUES.test(t) || ((!namesOrg(above) || !namesOrg(t)) && (prev.marker || !namesOrg(above) || isTrailing(t)))
    || (!prev.marker && (unitStack(above, t) || parentLine(above, t) || acronymUnits(above, t)));
  if (goesOn) prev.text = joinWrapped(above, t);
  else affils.push({ marker: null, text: t });
}

/** A legend entry written as a sentence about its author ("⟦3⟧H. Sun is with SmartMore", ISMIR's "⟦1⟧XB is now at NTU, Singapore.
 *  Work conducted when he was at EPFL."): the organisation after "is with" / "is now at", up to the sentence's end. */
function withoutSubject(text: string): string {
  const m = /^(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]+\s+(?:is|are)\s+(?:(?:now\s+|currently\s+|also\s+)?with|(?:now|currently)\s+at)\s+(?:the\s+)?(?=\p{Lu})/u.exec(text);
  return m ? text.slice(m[0].length).replace(/\.(?:\s+\p{Lu}.*)?$/su, '') : text;
}

/** The markers one affiliation carries: "1,2" is two, a run of symbols ("∗†§", IEEE refmarks read from a PDF) is one per symbol; "12" stays one. */
function affiliationMarkers(raw: string): string[] {
  // the Springer Nature template marks the corresponding author's affiliation "1*": it is affiliation 1, whose authors carry "1"
  // (one symbol doubled or tripled, "∗∗", "††", is one mark: IEEE's refmarks double the symbols after the sixth affiliation)
  return raw.split(/[,\s]+/).filter(Boolean).flatMap((p) => (/^[^\p{L}\p{N}]{2,}$/u.test(p) && !/^(.)\1{1,2}$/u.test(p) ? [...p] : [p.replace(/^(\d+)[*∗]$/u, '$1')]));
}

/** A line that cannot open an affiliation: it starts with a lower-case connective word. */
export const CONTINUES = /^(?:and|of|for|&|de|del|der|di|du|des)\s+\p{L}/u;

/** An organisation's head word alone: a line that opens with it ends the name the line above began ("⟦4⟧Fudan" / "University"). */
const BARE_HEAD = /^(?:University|Università|Université|Universität|Institute|Laboratory|Lab|College|Academy|Cent(?:er|re)|Hospital|Polytechnic)$/u;

/** Capitalised words ending in the noun of a field of study or work ("Security Technology", "Engineering", "Computer Sciences"). */
const FIELD_TAIL = /^(?:\p{Lu}[\p{L}-]*\s+){0,4}(?:Engineering|Technology|Technologies|Sciences?|Systems?|Security|Informatics|Mathematics|Physics|Chemistry|Biology|Intelligence|Computing|Communications?|Automation|Management|Economics|Processing|Applications?)$/u;

/** A unit's head word and the field it is "of" or "for" ("Laboratory for Industrial …", "School of Electronic …"). */
const UNIT_HEAD_OF = /\b(?:Laborator(?:y|ies)|Lab\.?|School|Department|Institute|Cent(?:er|re)|College|Faculty|Division)\s+(?:of|for|on)\s+\p{Lu}/u;

/** "State Key Lab. for Novel Software" / "Technology, Nanjing University" (a grid cell or an address wrapped by TeX): the last piece of
 *  the line above is a unit's head and the field it is "of" or "for", and the line below opens with capitalised words that end in a
 *  field noun and name no organisation — the unit's name goes on, one piece, not two. */
export function unitFieldWraps(prev: string, next: string): boolean {
  const last = prev.split(/\s*[,;]\s*/).pop() ?? '';
  const first = next.split(/\s*[,;]\s*/)[0];
  return UNIT_HEAD_OF.test(last) && ((FIELD_TAIL.test(first) && !hasOrgWord(first)) || fieldWordWraps(last, first) || fieldPhraseWraps(first));
}

/** "Key Laboratory of Intelligent Processing of Maritime Cultural" / "Heritage of Zeeland and Friesland (Delft University), …", "Joint
 *  Research Center for AI" / "Technology and Elder Care, Norway" (an address wrapped by TeX inside a unit's field): the line below opens
 *  with a capitalised word and a connective (of, and, &, for) and names no organisation outside a parenthesis, its first word no
 *  country, city or registry name, and no word that opens organisations' names so ("Ministry of …", "Department of …", "Office for …":
 *  `openersOfOrgs`, from the registry) — the field goes on ("Heritage of …" names nothing by itself). */
function fieldPhraseWraps(first: string): boolean {
  const m = /^(\p{Lu}\p{Ll}+)\s+(?:of|and|&|for)\s+\p{Lu}/u.exec(first);
  if (!m || hasOrgWord(first.replace(/\([^()]*\)/g, ' ')) || countryCode(m[1])) return false;
  const reg = loadRegistry();
  const key = normalizeName(m[1]);
  return !openersOfOrgs(reg).has(m[1]) && !registryCities(reg).has(key) && !reg.byKey.get(key)?.length;
}

/** The words that open registry names as "<Word> of / and / & / for <Name>" ("Ministry", "Department", "Society", "Office"). */
const openersOfOrgs = lazyFor((reg: Registry): Set<string> => {
  const out = new Set<string>();
  for (const inst of reg.byId.values()) {
    const m = /^(\p{Lu}\p{Ll}+)\s+(?:of|and|&|for)\s+\p{Lu}/u.exec(inst.name_en);
    if (m) out.add(m[1]);
  }
  return out;
});

/** "Centre for Human" / "Neuroimaging" (a narrow acmart column wraps a unit's field before its last word): the unit's field ends in a
 *  word that is no field's noun (an adjective, "Human", "Electrical"), so it is unfinished, and the line below is one capitalised word
 *  that is no organisation's kind, place, country or registry name: that word ends the field. A field that ends in its noun
 *  ("Department of Physics") is finished, and a word under it is something else. */
const ORG_KIND_WORD = /\b(?:Laborator(?:y|ies)|Labs?|Cent(?:er|re)s?|Institutes?|Departments?|School|College|Faculty|Division|Group|Hospital|Foundation|Academy|Ministry|Office|Agency|Council|Society|Corporation|Company)\b/u;
function fieldWordWraps(last: string, first: string): boolean {
  const field = /\b(?:of|for|on)\s+(.*)$/u.exec(last)?.[1].split(/\s+/).pop() ?? '';
  // ("Technologies" after "and" ends a field's run, "… Materials and Technologies", not a company's name, "Quokka Technologies")
  if (!field || FIELD_TAIL.test(field) || hasOrgWord(first.replace(/\s+and\s+Technologies$/u, '')) || countryCode(first)) return false;
  // "National Center for International" / "Collaboration Research on Precision Agricultural Aviation" (a narrow card wraps a long
  // centre's field twice): the line below may be a run of two to six capitalised words and lower-case connectives (its last may
  // be a connective, the field going on below) whose first word is none of the above either, that is no registry name as a
  // whole and holds no word naming a kind of organisation ("Sandia National Laboratory"), under a field that does not end in
  // "Research" or "Studies" (finished: "Center for Computing Research" / "Sandia National Laboratory, USA")
  const run = /^\p{Lu}\p{Ll}{3,}(?:\s+(?:\p{Lu}\p{Ll}+|on|of|and|for|in)){1,5}$/u.test(first) && !ORG_KIND_WORD.test(first) && !/^(?:Research|Studies)$/.test(field);
  if (!/^\p{Lu}\p{Ll}{3,}$/u.test(first) && !run) return false;
  const reg = loadRegistry();
  const head = normalizeName(first.split(/\s+/)[0]);
  return !registryCities(reg).has(head) && !reg.byKey.get(head)?.length && !countryCode(first.split(/\s+/)[0]) && !reg.byKey.get(normalizeName(first))?.length;
}

/** Joins a wrapped line to the one before it: a hyphen or a dangling "of", "and", "&" or comma continues the name, and so does a line
 *  opening with a bare head word under a piece that names no organisation yet; else a comma separates the pieces. */
/** An address written from the small unit to the large one, a line each ("Kahlert School of Computing" / "Scientific Computing and
 *  Imaging (SCI) Institute" / "University of Utah"): lines opened by a school, department or faculty, whose other pieces are institutes,
 *  centres or laboratories (units a university hosts), go on to the university line under them — one affiliation, not two. */
function unitStack(prev: string, next: string): boolean {
  const pieces = prev.split(/\s*[,;]\s*/);
  // (a school may carry its donor's name: "Kahlert School of Computing")
  return /\b(?:School|Department|Faculty)\s+of\s+\p{Lu}/u.test(pieces[0])
    && pieces.slice(1).every((p) => /\b(?:Institute|Cent(?:er|re)|Laborator(?:y|ies)|Lab)\b/.test(p) && !lookupName(loadRegistry(), p, null, new Set(), false))
    && pieces.length > 1 && /^(?:the\s+)?universit/i.test(next.trim()) && namesOrg(next);
}

/** Units each opened by the acronym of the university named alone on the line under them ("UNSW Business School & UNSW AI Institute" /
 *  "University of New South Wales"): the university's own units, one affiliation with it, not a second organisation. */
function acronymUnits(prev: string, next: string): boolean {
  const uni = next.trim();
  if (/[,;]/.test(uni) || !/\bUniversit/u.test(uni) || !namesOrg(uni)) return false;
  const units = prev.split(/\s+(?:&|and)\s+|\s*[,;]\s*/);
  return units.every((u) => {
    const m = /^(\p{Lu}{2,8})\s+\p{Lu}/u.exec(u);
    return !!m && spells(m[1], uni);
  });
}

/** A line that names only the organisation the registry records as the parent of the one the line above ends with ("Academy of
 *  Mathematics and Systems Science" / "Chinese Academy of Sciences", as beamer's \\institute stacks them): the parent is the unit's
 *  address, one affiliation, not a second one. */
function parentLine(prev: string, next: string): boolean {
  const reg = loadRegistry();
  const unit = lookupName(reg, prev.split(/\s*[,;]\s*/).pop() ?? '', null, new Set(), false);
  if (!unit?.inst.parent || /[,;]/.test(next)) return false;
  const parent = lookupName(reg, next.trim(), null, new Set(), false);
  return !!parent && parent.inst !== unit.inst && (parent.inst.id === unit.inst.parent || parent.inst.ror === unit.inst.parent);
}

/** A head word and a generic field, "Institute of Technology", "University of Science and Technology": no organisation's whole name —
 *  one needs the proper name before it, which a line opening so left at the end of the line above ("… Sciences, Holon" / "Institute of
 *  Technology (HIT), Holon, Israel"): one or two capitalised words, the last piece there. */
const GENERIC_HEAD = /^(?:Institute|University|College|Academy|Polytechnic)\s+of\s+(?:Science\s+and\s+Technology|Technology|Sciences?|Engineering|Applied\s+Sciences?)$/u;
function namelessHead(prev: string, next: string): boolean {
  const last = (prev.split(/\s*[,;]\s*/).pop() ?? '').replace(/^⟦[^⟧]*⟧/, '');
  return /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?$/u.test(last) && !hasOrgWord(last) && GENERIC_HEAD.test(next.split(/\s*[,;]\s*/)[0].replace(/\s*\([^()]*\)$/, ''));
}

/** A registry name that a narrow grid cell wraps ("The University of Western" / "Australia, Perth, WA, Australia"): the last piece of
 *  the line above and the first piece of the line below make a ROR record's name, and the first of them alone names no record. */
export function wrappedName(above: string, below: string): boolean {
  const reg = loadRegistry();
  const key = (t: string) => normalizeName(t.trim().replace(/^the\s+/i, ''));
  const last = above.split(',').pop() ?? '';
  const first = below.split(',')[0];
  return !reg.byKey.get(key(last))?.length && !!reg.byKey.get(key(`${last} ${first}`))?.some((h) => h.inst.ror);
}

/** A line left open at its end, the next going on with it: a connective, an article or a comma ("… of", "… and", "…,"), or a
 *  lower-case "on" (a unit "… on …" wrapped after it: "Science and Technology on" / "Information Systems Laboratory"; "ON",
 *  Ontario's code after a city, is none). */
export function endsOpen(text: string): boolean {
  return /(?:&|\band|\bof|\bfor|\bde|\bthe|,)$/i.test(text) || /\son$/.test(text);
}

/** A town the registry does not know, alone on its line and closed by a comma ("Lowick,"), under a name that ends in an organisation's
 *  kind ("… Medical Research Institute"): the name is whole and the line is its place, not the name's last word. */
function townAfterName(prev: string, next: string): boolean {
  return /^\p{Lu}\p{Ll}+,/u.test(next.trim()) && /\b(?:Institute|University|Laborator(?:y|ies)|Cent(?:er|re)|Hospital|Academy|College)$/u.test(prev.trim());
}

export function joinWrapped(prev: string, next: string): string {
  if (/\p{L}-$/u.test(prev)) return `${prev.slice(0, -1)}${next}`;
  if (endsOpen(prev) || /\bin$/i.test(prev)) return `${prev} ${next}`;
  // a parenthesis glosses what precedes it ("Holon Institute of Technology" / "(HIT), Holon, Israel"): no affiliation opens with one;
  // nor with a head word and a generic field, which needs the proper name the line above ends with (`namelessHead`)
  if (/^\(/.test(next.trim()) || namelessHead(prev, next)) return `${prev} ${next}`;
  const first = next.split(/\s*[,;]\s*/)[0];
  if (BARE_HEAD.test(first) && !hasOrgWord(prev.split(/\s*[,;]\s*/).pop() ?? '')) return `${prev} ${next}`;
  // "National Engineering Laboratory for Industrial Control System" / "Security Technology, Zhejiang University": a unit's name wraps
  // before the words of its field; a line opening with capitalised words that end in a field noun and name no organisation goes on it
  if (unitFieldWraps(prev, next)) return `${prev} ${next}`;
  // a registry name a legend wraps after its first word(s) ("…, Ministry of Tides, China" / "University of Geosciences, …"): the last
  // piece above and the first below make a ROR record's name, the first alone none (as a card's lines: `joinAffiliation`)
  if (wrappedName(prev, next)) return `${prev} ${next}`;
  if (/^\p{Ll}/u.test(next) || (/^\p{Lu}\p{Ll}+$/u.test(first) && classifyPart(first) === 'place' && !registryCities(loadRegistry()).has(normalizeName(first)) && !townAfterName(prev, next))) return `${prev} ${next}`;
  return `${prev}, ${next}`;
}

/** True when some comma-separated piece of an affiliation names an organisation. */
function namesOrg(text: string): boolean {
  return text.split(/\s*[,;]\s*/).some((p) => classifyPart(p) === 'org' && hasOrgWord(p));
}

/** A line that only adds a place, country or address to the affiliation before it. */
function isTrailing(text: string): boolean {
  return text.split(/\s*[,;]\s*/).every((p) => ['place', 'country', 'address'].includes(classifyPart(p)));
}

/** Gives each author the affiliations whose markers they carry; unmarked affiliations go to authors without a matching marker. */
function assign(authors: MarkedAuthor[], affils: Affil[], fallbackAffiliations: string[], groups?: Affil[][]): FrontAuthor[] {
  const known = new Set(affils.map((a) => a.marker).filter((m): m is string => !!m));
  const unmarked = affils.filter((a) => !a.marker).map((a) => a.text);
  const alias = glyphAlias(authors.map((a) => markerTokens(a.markers, known)), known);
  // authors cite numbers 1..n and no affiliation carries a number, while n affiliations stand unmarked in order (llncs prints one
  // \institute's lines without numbers): the k-th of them is number k
  if (!known.size && unmarked.length > 1) {
    const cited = new Set(authors.flatMap((a) => markerTokens(a.markers, known)).filter((t) => /^\d+$/.test(t)));
    if (cited.size === unmarked.length && [...cited].every((t) => +t >= 1 && +t <= unmarked.length)) {
      return assign(authors, affils.map((f) => (f.marker ? f : { ...f, marker: String(unmarked.indexOf(f.text) + 1) })), fallbackAffiliations, groups);
    }
  }
  // every author cites a marked affiliation, so an unmarked line would reach no one: it is the rest of the marked affiliation
  // before it, wrapped at a comma that looked like the end of an organisation (IEEE "⟦1⟧School of Information, Computer and
  // Communication Technology (ICT)" / "Sirindhorn International Institute of Technology, Thammasat University, Thailand")
  if (known.size && unmarked.length && authors.length && authors.every((a) => markerTokens(a.markers, known).some((t) => known.has(alias.get(t) ?? t)))) {
    const folded: Affil[] = [];
    for (const f of affils) {
      const prev = folded[folded.length - 1];
      if (!f.marker && prev) folded.push({ ...folded.pop()!, text: joinWrapped(prev.text, f.text) });
      else folded.push(f);
    }
    if (!folded.some((f) => !f.marker)) return assign(authors, folded, fallbackAffiliations, groups?.map((g) => g.filter((f) => f.marker)));
  }
  // unmarked affiliations after more than one run of names belong to the run before them
  const grouped = (groups ?? []).filter((g) => g.some((f) => !f.marker)).length > 1;
  // a list set in capitals is written in mixed case name by name, a short name of it too ("QI LI" beside "ZUOLIANG HOU")
  const capitalsList = authors.length > 1 && authors.every((a) => CAPS_NAME.test(a.name)) && authors.some((a) => capitalsName(a.name.split(/\s+/)));
  return authors.map((a) => {
    const toks = markerTokens(a.markers, known).map((t) => alias.get(t) ?? t);
    let list = affils.filter((f) => f.marker && toks.includes(f.marker)).map((f) => f.text);
    const own = grouped && a.group !== undefined ? groups![a.group].filter((f) => !f.marker).map((f) => f.text) : [];
    // a name printed without marks in a comma run closed by a marked name, where every affiliation is marked (so none would reach
    // it), is listed with that name: it takes the same marks
    if (!list.length && !own.length && !unmarked.length && a.runMarkers) {
      const shared = markerTokens(a.runMarkers, known).map((t) => alias.get(t) ?? t);
      list = affils.filter((f) => f.marker && shared.includes(f.marker)).map((f) => f.text);
    }
    // (the page's one affiliation reaches an unmarked name, printed once under several marks too: sn-jnl's "⟦1,2,3⟧College of …"
    // when the class drops the first name's mark)
    if (!list.length) list = own.length ? own : unmarked.length ? unmarked : new Set(affils.map((f) => f.text)).size === 1 ? [affils[0].text] : fallbackAffiliations;
    // an author printed with an affiliation of their own (one "NAME⟦*⟧, Organisation, Country" line each, ACM journals) keeps it when
    // the mark also keys an affiliation ("⟦*⟧The author is with the State Key Laboratory …")
    else if (own.length) list = [...own, ...list];
    return { name: capitalsList ? titleCased(a.name) : titleCaseName(a.name), affiliations: [...new Set(list.flatMap(atCountryAnd))] };
  });
}

/** One author's affiliations joined by "and" after a country, as ACM journals print them ("EECS, University of Ottawa, Ottawa,
 *  Ontario, Canada and Computer Vision, Mohamed Bin Zayed University for Humanities, …"): split there, each a whole affiliation
 *  (the country ends one address; a name such as "Trinidad and Tobago" is no country before its "and"). */
function atCountryAnd(text: string): string[] {
  const m = /^(.+,\s*([^,]+?))\s+and\s+(\p{Lu}.*)$/u.exec(text);
  if (!m || !countryCode(m[2]) || !(hasOrgWord(m[3]) || classifyPart(m[3].split(',')[0]) === 'unit')) return [text];
  return [m[1], ...atCountryAnd(m[3])];
}

/** A web address alone on a line. */
const LINK_LINE = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;

/** An affiliation's own web address printed on the line under it (llncs \\institute entries: "⟦1⟧ Institute of Mathematics and
 *  Statistics, …" / "https://www.ime.usp.br") goes with that affiliation, whose line keeps its links: the host says whose unit it is. */
function withOwnLinks(lines: string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && LINK_LINE.test(l) && prev.trim().startsWith(MARK_OPEN) && !/(?:https?:\/\/|www\.)\S+/i.test(prev)) out[out.length - 1] = `${prev.trim()} ${l.trim()}`;
    else out.push(l);
  }
  return out;
}

/** An e-mail address ("{a,b}@x.org", "a@b.c") with the owner's initials MDPI prints after it ("zhengli19@nudt.edu.cn (L.Z.)"). An
 *  underscore some fonts print as a gap leaves the user name in two pieces ("wang yz@seu.edu.cn" for wang_yz): a lower-case word that
 *  opens the line or follows a comma, right before an address, is the address's too. A raised mark is no part of an address: achemso
 *  marks an author "@" ("Kai Berg,⟦@,‡⟧"), which with the name before it read as one address lost the name. */
const MAIL = /(?:\{[^{}]*\}\s*@[^\s⟦⟧]+|(?:(?<=^\s*|[,;]\s*)[a-z][a-z0-9.-]* (?=[^\s@⟦⟧]+@))?[^\s⟦⟧]+@[^\s⟦⟧]+)(?:\s*\((?:\p{Lu}\.\s*-?\s*)+\))?/gu;

/** A line's e-mail addresses and ORCID-like digit runs removed; its web addresses kept. */
function withoutMail(line: string): string {
  return line.replace(MAIL, ' ').replace(/\[?\d{4}(?:[-−–]+\d{3,4}[\dX]?){3}\]?/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A line's e-mail addresses ("{a,b}@x.org", "a@b.c"), web addresses and ORCID-like digit runs removed. */
/** A line's e-mail addresses, links and ORCID ids blanked out, its spacing kept. */
function contactsBlanked(line: string): string {
  return line.replace(MAIL, ' ').replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ').replace(/\[?\d{4}(?:[-−–]+\d{3,4}[\dX]?){3}\]?/g, ' ');
}

/** A learned society whose membership grades are printed after names: IEEE, ACM, OSA, SPIE, AAAI and the Chinese societies Chinese
 *  journals name (CCF, CAAI, CAA, CSIG, CIE, CES), IET. */
const SOCIETY = String.raw`(?:IEEE|ACM|OSA|SPIE|AAAI|CCF|CAAI|CAA|CSIG|CIE|CES|IET)`;
/** IEEE / ACM membership grades printed after names ("Andrew Wagner, Student Member, IEEE,"); a grade may stack its words ("Graduate
 *  Student Member, IEEE"), name several societies and be followed by another grade (JCST's "Ji-Liang Wang (王继良), Senior Member, CCF,
 *  IEEE, Member, ACM"). */
const GRADE = String.raw`(?:(?:(?:Graduate|Student|Senior|Life|Distinguished)\s+)*Member|(?:Life )?Fellow)\s*,?\s*${SOCIETY}(?:\s*,\s*${SOCIETY})*\b`;
const MEMBERSHIP = new RegExp(String.raw`,?\s*\b${GRADE}(?:\s*,?\s*${GRADE})*\s*,?`, 'g');
/** The grades set in parentheses after a name ("Ann Lee (Senior Member IEEE), Bo Wu (Member, IEEE)"): gone with their parentheses. */
const MEMBERSHIP_PARENS = new RegExp(String.raw`\s*\(\s*${GRADE}(?:\s*,?\s*${GRADE})*\s*\)`, 'g');

/** A line with its membership grades dropped, and the commas they stood between ("HUI LI, Senior Member, IEEE" -> "HUI LI"). */
export function withoutGrades(line: string): string {
  const t = line.replace(MEMBERSHIP_PARENS, '').replace(MEMBERSHIP, ',');
  if (t === line) return line;
  return t.replace(/,(\s*,)+/g, ',').replace(/[\s,]+$/, '').replace(/^[\s,;]+$/, '');
}

/** "Ji-Liang Wang⟦1⟧ (王继良)" (JCST, Chinese journals): a name written again in Chinese characters in parentheses after the name and its
 *  marks is no part of it, nor another author; read only where what comes before it (from the line's start, a comma or "and") is names, so
 *  an organisation's Chinese name after it ("Tsinghua University (清华大学)") stays. */
function withoutHanAlias(line: string): string {
  return line.replace(/((?:^|[,;]|\band\b)\s*)([^,;⟦⟧()（）]*\p{L}[^,;⟦⟧()（）]*?)((?:\s*⟦[^⟧]*⟧)*)\s*[(（]\s*\p{Script=Han}[\p{Script=Han}·・\s]{0,10}[)）]/gu,
    (all, pre: string, name: string, marks: string) => (/\p{Script=Han}/u.test(name) || !looksLikeNames(name.trim()) ? all : `${pre}${name}${marks}`));
}

/** "Cornell University⟦1⟧  University of Cambridge⟦2⟧" (NeurIPS blocks that print the marker after the affiliation): a line made only
 *  of marked pieces that each name an organisation is a legend, written here marker first ("⟦1⟧Cornell University, ⟦2⟧…"); names,
 *  which carry no organisation's word, are left as they are. A piece without an organisation's word stands in such a line when it
 *  holds an acronym or is no name ("Lamarr Institute⟦1⟧, Fraunhofer IAIS⟦2⟧, University of Bonn⟦3⟧"), as long as one piece names an
 *  organisation. */
function trailingMarksFirst(line: string): string {
  const piece = /([^⟦⟧]+?)\s*((?:⟦[^⟧]*⟧\s*,?\s*)+)/g;
  const pieces = [...line.matchAll(piece)].map((m) => ({ name: m[1].replace(/^[\s,;]+|[\s,;]+$/g, ''), marks: m[2].replace(/[\s,]+/g, '') }));
  const orgLike = (n: string) => hasOrgWord(n) || /(?<!\p{L})\p{Lu}{2,}(?!\p{L})/u.test(n) || !looksLikeNames(n);
  if (line.startsWith(MARK_OPEN) || !pieces.length || line.replace(piece, '').trim() || !pieces.every((p) => p.name && orgLike(p.name)) || !pieces.some((p) => hasOrgWord(p.name))) return line;
  return pieces.map((p) => `${p.marks}${p.name}`).join(', ');
}

/** A line of e-mail addresses each keyed by a marker ("⟦1⟧ hli@xidian.edu.cn, ⟦4⟧ jfma@mail.xidian.edu.cn", the ICDE kit's numbers beside
 *  its affiliation symbols): its markers key addresses, not affiliations, and must not pass to the line below. */
const MARKED_MAILS = /^\s*(?:⟦[^⟧]*⟧\s*[^\s@⟦]+@[^\s,;⟦]+[\s,;]*)+$/u;

/** What an e-mail line leaves once its addresses are blanked: the words that joined them and nothing else. */
const MAIL_JOINERS_LEFT = /^[\s,;]*(?:(?:and|AND|And|&)[\s,;]*)+$/;

function usefulLines(text: string): string[] {
  // an e-mail group may wrap ("{⟦1⟧a, ⟦2⟧b,\n⟦4⟧c}@x.edu"): it goes before the text is cut into lines, so its marked user names are no affiliations
  // a membership grade wrapped over the line's end ("…, Senior" / "Member, IEEE, …") goes whole to the next line, where it is dropped
  // and so does a grade whose society went to the next line ("…, Fellow," / "IEEE, and Shaohua Tang, …")
  const graded = text.replace(/(,\s*)((?:(?:Graduate|Student|Senior|Life)\s+)*(?:Graduate|Student|Senior|Life))\s*\n\s*((?:(?:Student|Life)\s+)*(?:Member|Fellow)\b)/g, '$1\n$2 $3')
    .replace(/(,\s*)((?:(?:Graduate|Student|Senior|Life)\s+)*(?:Member|Fellow)),?[^\S\n]*\n\s*(IEEE|ACM|OSA|SPIE|AAAI)\b/g, '$1\n$2, $3');
  return withOwnLinks(withoutOrdinals(graded).replace(/\{[^{}]*\}\s*@\S+/g, ' ').split('\n').filter((l) => !MARKED_MAILS.test(l))).map(trailingMarksFirst).map((l) => (l.startsWith(MARK_OPEN) ? withoutMail(l.replace(/\s+/g, ' ').trim()) : withoutHanAlias(namesGapsKept(contactsBlanked(l)))).replace(MEMBERSHIP_PARENS, '').replace(MEMBERSHIP, ',').replace(/,(\s*,)+/g, ',').replace(/^[\s,;]+$/, ''))
    // a legend that opens with a note and goes on with marked affiliations ("⟦∗⟧ Equal Contribution, ⟦1⟧ Stanford University, ⟦2⟧ …")
    // is kept: its note is dropped marker by marker when the line is read
    // a line with no letter is no name and no affiliation (a page number; "* fmm124@gmail.com" once its address is blanked)
    // nor is a line left with nothing but the words that joined its e-mail addresses ("a@x.se and b@y.se", "a@x.org, b@x.org & c@x.org"
    // as the page prints ACL's `\\and` between two \\texttt addresses)
    .filter((l) => l && !(!/\p{L}/u.test(l) && !l.includes(MARK_OPEN)) && !PLACEHOLDER_LINE.test(l) && !MAIL_JOINERS_LEFT.test(l))
    .filter(notNoteNorItsRest())
    // a title page's role label and a student's identifier are no part of a name line ("Submitted by" / "Ravi Kumar (Roll No. 21BCE1234)"
    // / "Supervisor: Dr. Suresh Rao"): the line read without them, a line of a label alone dropped
    .map((l) => (l.startsWith(MARK_OPEN) ? l : nameLine(l, (x) => looksLikeNames(x.replace(/⟦[^⟧]*⟧/g, ''))))).filter(Boolean);
}

/** A filter of a block's lines that drops note lines (`isNoteLine`; a legend opening with a note is kept) and the unmarked lines that
 *  run on from one, a note laid out over source lines ("Base HSTU code:" / "\\href{…}{owner/repo}; artifact pending"): a line after a note
 *  that names no organisation, is no line of names and is no place is the note's rest. */
function notNoteNorItsRest(): (line: string) => boolean {
  let inNote = false;
  return (l) => {
    if (isNoteLine(l) && !markedLegend(l)) return !(inNote = true);
    if (inNote && !l.includes(MARK_OPEN) && !namesOrg(l) && !looksLikeNames(l) && !isTrailing(l)) return false;
    inNote = false;
    return true;
  };
}

/** A line's spaces collapsed, except that in a row of names set apart by wide gaps alone (CVF's "Zechuan Zhang \\qquad Zongxin Yang",
 *  no comma, no "and"; a PDF line's segments are joined by two spaces) those gaps stay two spaces, the names' separator: a name
 *  printed without a marker does not run into the next. */
function namesGapsKept(line: string): string {
  const flat = line.replace(/\s+/g, ' ').trim();
  if (!/\S {2,}\S/.test(line) || /,|\band\b|&/i.test(flat)) return flat;
  const gapped = line.replace(/\s*\n\s*/g, ' ').replace(/\s{2,}/g, '  ').replace(/[^\S ]/g, ' ').trim();
  const plain = gapped.replace(/⟦[^⟧]*⟧/g, '');
  return plain.split('  ').length > 1 && looksLikeNames(plain) ? gapped : flat;
}

/** A line opened by a marker that carries more marked pieces after the first. */
function markedLegend(line: string): boolean {
  return line.startsWith(MARK_OPEN) && (line.match(/⟦[^⟧]*⟧\s*\p{L}/gu)?.length ?? 0) > 1;
}

/** Template authors and addresses left in by style files: never output. */
// (a template's "Institution1" / "Institution Name" / a bare "Institution": not the word in a name, "Carnegie Institution for Science")
export const PLACEHOLDER = /hippocampus|cranberry[- ]lemon|anonymous author|firstname|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:[a-z]\.\s*)*author\b|author name|given name|\binstitution\d+\b|^(?:anonymous\s+)?institution(?:\s+name)?$|\binstitution\s+name\b|address line|email@domain|Affiliation \d*$|^affiliation$|^(?:(?:dep(?:artmen)?t|organi[sz]ation|street|city|state|country|\d+)\s*(?:,\s*|$))+$/i;

/** Text a template prints when the author left a field empty. */
const PLACEHOLDER_LINE = /^(no institute given|no affiliation given|affiliation not given)$/i;

/** "… Sanket Biswas⟦3⟧, and ⟦1⟧KU Leuven ⟦2⟧Contract.fit": a marker after a comma, "and" or a wide gap opens an affiliation, so the line splits there. */
function splitPrefixMarker(line: string): string[] {
  if (line.startsWith(MARK_OPEN)) return [line];
  const m = /^(.*?\p{L}.*?(?:,|\band|\s{2,}))\s*(⟦[^⟧]*⟧\s*\p{Lu}.*)$/u.exec(line);
  if (!m || looksLikeNames(m[2].replace(/⟦[^⟧]*⟧/g, ', '))) return [line];
  return [m[1].replace(/[\s,]*(and)?\s*$/, ''), m[2]];
}

/** "… Junyang Lin⟦†⟧ Qwen Team Alibaba Group": an organisation written on the name line after its last marker, with no break before it
 *  (an OCR's one-line author block), is an affiliation line of its own; names after the last marker ("A⟦1⟧ B") stay. */
function splitTrailingOrg(line: string): string[] {
  if (line.startsWith(MARK_OPEN) || !line.includes(MARK_CLOSE)) return [line];
  // an ACM journal's author line, a name in capitals with its note mark, a comma and the organisation ("NILOY J. MITRA⟦†⟧, University
  // College London": acmtog's \\authornote), is one author's line, read whole as the unmarked ones are
  if (capitalsThenOrg(line)) return [line];
  const cut = line.lastIndexOf(MARK_CLOSE) + 1;
  const tail = line.slice(cut).replace(/^[\s,;]+|[\s,;]+$/g, '');
  // a whole address may follow, commas and all, when it opens with a unit's head ("A and B⟦∗⟧ School of Statistics, X University,
  // City": IEEEtran's journal mode runs \IEEEauthorblockN and \IEEEauthorblockA on one line) after a line of names
  const head = UNIT_HEAD.test(tail) && looksLikeNames(line.slice(0, cut).replace(/⟦[^⟧]*⟧/g, ' ').trim()) ? tail.split(',')[0] : null;
  const kind = head === null ? null : classifyPart(head);
  if (kind !== null) return kind === 'unit' || kind === 'org' ? [line.slice(0, cut), tail] : [line];
  if (!tail || tail.includes(',') || looksLikeNames(tail) || classifyPart(tail) !== 'org' || !hasOrgWord(tail)) return [line];
  return [line.slice(0, cut), tail];
}

/** The head of a unit's name that opens an address: "School of …", "Department of …", "Institute for …". */
const UNIT_HEAD = /^(?:School|Department|Faculty|Institute|College|Laboratory|Centre|Center|Division)\s+(?:of|for)\s+\p{Lu}/u;

/** Affiliations run together (AAAI, CVF) wrap: once marked affiliation lines have begun, a line whose text before its first marker is no
 *  list of names goes on with the affiliation above and opens the next marked one ("The University of Newcastle, Callaghan, NSW 2308,
 *  Australia⟦3⟧Key Laboratory of …", "Institute of Artificial Intelligence, Xiamen University⟦4⟧Key Laboratory of …"); such a line is
 *  cut at that marker. Names lines that follow affiliations (grouped blocks) keep their names before their first marker. */
function wrappedThenMarked(lines: string[]): string[] {
  let affiliations = false;
  return lines.flatMap((line) => {
    const m = /^([^⟦]*\p{L}[^⟦]*?)\s*(⟦[^⟧]*⟧\s*\p{Lu}.*)$/u.exec(line);
    const cut = affiliations && m && !looksLikeNames(m[1]) && !looksLikeNames(m[2].replace(/⟦[^⟧]*⟧/g, ', '));
    if (line.startsWith(MARK_OPEN)) affiliations = true;
    return cut ? [m[1].replace(/[\s,;]+$/, ''), m[2]] : [line];
  });
}

/** Consecutive author lines of a comma-separated list are one list: a line ending in a bare word continues on the next ("Dankrad" / "Feist⟦2⟧"). */
function joinAuthorLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    // a names line wraps inside a name, also after its middle initial ("…, and James T." / "Kwok, Fellow, IEEE") — not where the line
    // ends in a whole name and the next opens a comma list with one ("…, Yingwei Ji \\ Renxing Feng, Jin Lou, …": two lists)
    if (prev !== undefined && prev.includes(',') && /(?:\p{L}|\b\p{Lu}\.)$/u.test(prev) && !/\band$/.test(prev) && !listsApart(prev, l)) out[out.length - 1] = `${prev} ${l}`;
    // …and a two-name line wrapped after the last name's given name ("A. Ruud⟦1⟧ and Per" / "Vik⟦2⟧"): the next line opens with
    // one capitalised word set against its mark, comma or the line's end — that name's surname
    else if (prev !== undefined && /\band\s+\p{Lu}[\p{L}\p{M}'’-]*$/u.test(prev) && /^\p{Lu}[\p{L}\p{M}'’-]*(?:⟦|,|$)/u.test(l)) out[out.length - 1] = `${prev} ${l}`;
    else out.push(l);
  }
  return out;
}

/** A whole name: two or more capitalised words, the last no initial. */
const WHOLE_NAME = /^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}\p{M}'’-]*))*\s+\p{Lu}[\p{L}\p{M}'’-]*\p{Ll}$/u;

/** Two author lines that are two comma lists, not one list wrapped inside a name: the first ends in a whole name after its last
 *  comma, and the second opens with a whole name before its first comma, both of usual names. */
function listsApart(prev: string, next: string): boolean {
  const bare = (t: string) => t.replace(/⟦[^⟧]*⟧/g, '').trim();
  const last = bare(prev.slice(prev.lastIndexOf(',') + 1)).replace(/^and\s+/, '');
  const first = bare(next.split(',')[0]);
  return next.includes(',') && WHOLE_NAME.test(last) && WHOLE_NAME.test(first) && looksLikeNames(bare(prev)) && looksLikeNames(bare(next));
}

/** "Ian Turner, University of South Carolina": the block's first line names its authors and then, after a comma, their organisation; the two halves, else null. */
function namesThenOrg(line: string, first: boolean): [string, string] | null {
  const capsMarked = capitalsThenOrg(line);
  if (capsMarked) return capsMarked;
  if (line.includes(MARK_OPEN)) return null;
  const pieces = line.split(/\s*,\s*/);
  const k = pieces.findIndex((p, i) => i > 0 && classifyPart(p) !== 'place' && orgPiece(p, p.split(/\s+/)) && hasOrgWord(p));
  if (k < 1 || !looksLikeNames(pieces.slice(0, k).join(', '))) return null;
  // after the first line, only a line whose names are set in capitals (one "NAME, Organisation, Country" line per author, as ACM
  // journals print them) opens a new author: a mixed-case "Hefei, University of …" goes on with the affiliation before it
  // a note mark after a name in capitals ("YOUXIN PANG*, Tsinghua University, China": equal contribution) is no part of its shape
  if (!first && !pieces.slice(0, k).every((p) => capitalsName(p.replace(/[*∗†‡§¶]+$/u, '').split(/\s+/)))) return null;
  return [pieces.slice(0, k).join(', '), pieces.slice(k).join(', ')];
}

/** "RUI YAO, School of Computer", "SHENGHAO YUAN⟦*⟧, Zhejiang University, China" (ACM journals): names in capitals, each perhaps with a
 *  note marker after it, then their affiliation in mixed case; the names (markers kept) and the affiliation, else null. */
function capitalsThenOrg(line: string): [string, string] | null {
  const pieces = line.split(/\s*,\s*(?![^⟦]*⟧)/);
  const sized = pieces.map((p) => sizedNames.has(p.replace(/⟦[^⟧]*⟧/g, '').trim()));
  const caps = capitalsRun(pieces.map((p) => p.replace(/⟦[^⟧]*⟧/g, '')), sized);
  if (!caps || pieces.slice(caps).some((p) => p.includes(MARK_OPEN)) || pieces.slice(0, caps).some((p) => /⟦[^⟧]*⟧\s*\S/.test(p))) return null;
  const names = pieces.slice(0, caps).map((p) => p.replace(/\bAND\b/g, 'and')).map((p) => p.replace(/^(.*?)((?:⟦[^⟧]*⟧)*)$/, (_, n: string, m: string) => titleCased(n) + m));
  return [names.join(', '), pieces.slice(caps).join(', ')];
}

/** Parses one author block (names with ⟦markers⟧, then affiliation lines) into authors with their affiliations. `firstLineNames`: the block's first line is names whatever it looks like (a \\And column).
 *  `shared`: lines printed in other blocks of the same author list too, which are no names (a person is listed once). */
/** One author's address whose organisation lines each END with a mark ("Core F. Park / Harvard University$^1$ / CBS-NTT Program in
 *  Physics of Intelligence$^2$ / Cambridge, MA"), the name line above carrying none: the marks number that author's affiliations,
 *  they are no names' marks; the lines are read without them. Only when every marked line ends with its marks, the first line has
 *  none, and one of them names an organisation. */
function unmarkNumberedAddress(text: string): string {
  const rows = text.split('\n');
  const marked = rows.map((l) => l.includes(MARK_OPEN));
  const first = rows.findIndex((l) => l.trim());
  if (first < 0 || marked[first] || marked.filter(Boolean).length < 2) return text;
  const TAIL = /\s*(?:⟦[^⟧]*⟧\s*)+$/u;
  const trailing = (l: string) => { const bare = l.replace(TAIL, ''); return bare.trim() !== '' && bare !== l && !bare.includes(MARK_OPEN); };
  if (!rows.every((l, i) => !marked[i] || trailing(l))) return text;
  if (!rows.some((l, i) => marked[i] && hasOrgWord(l.replace(/⟦[^⟧]*⟧/g, '')))) return text;
  return rows.map((l, i) => (marked[i] ? l.replace(TAIL, '') : l)).join('\n');
}

/** ACL's legend with the marks AFTER each unit ("Dominik K.⟦1⟧ and Simon D.⟦1,2⟧" / "Department of Philosophy, …⟦1⟧" / "Centre for
 *  … (CLASP)⟦2⟧" / "University of Gothenburg, Sweden"): under a line of marked names, a run of lines each ending with its marks (no
 *  mark elsewhere), none reading as names and each naming a unit or an organisation, is the legend written mark last; the
 *  unmarked organisation lines right after the run are the organisation those units belong to, every unit's. The lines are
 *  rewritten mark first, each unit with the shared lines ("⟦1⟧Department of …, University of Gothenburg, Sweden"). */
function unitsMarkedAfter(text: string): string {
  const rows = text.split('\n');
  const first = rows.findIndex((l) => l.trim());
  if (first < 0 || !rows[first].includes(MARK_OPEN)) return text;
  const TAIL = /^([^⟦⟧]*\p{L}[^⟦⟧]*?)\s*((?:⟦[^⟧]*⟧\s*)+)$/u;
  const unitLine = (l: string) => {
    const m = TAIL.exec(l.trim());
    if (!m || looksLikeNames(m[1])) return null;
    const kind = classifyPart(m[1].replace(/\s*\([^)]*\)\s*$/, ''));
    return kind === 'unit' || (kind === 'org' && hasOrgWord(m[1])) ? { text: m[1].trim(), marks: m[2].replace(/\s+/g, '') } : null;
  };
  // the name lines (one per name when \\and set them apart), each carrying marks
  let i = first;
  while (i < rows.length && (!rows[i].trim() || (rows[i].includes(MARK_OPEN) && looksLikeNames(rows[i].replace(/⟦[^⟧]*⟧/g, ' ').trim())))) i++;
  if (i === first) return text;
  const units: { text: string; marks: string }[] = [];
  const start = i;
  for (; i < rows.length; i++) {
    if (!rows[i].trim()) continue;
    const u = unitLine(rows[i]);
    if (!u) break;
    units.push(u);
  }
  if (!units.length) return text;
  // the unmarked organisation lines after the run: no names, no e-mail, no note, no marks
  const shared: string[] = [];
  let j = i;
  for (; j < rows.length; j++) {
    const l = rows[j].trim();
    if (!l) continue;
    if (l.includes(MARK_OPEN) || /\S@\S/.test(l) || isNoteLine(l) || looksLikeNames(l) || !(hasOrgWord(l) || classifyPart(l.split(',')[0]) === 'org' || countryCode(l.split(',').pop()!.trim()))) break;
    shared.push(l);
  }
  // the shared line must name an organisation of its own (a unit line alone is not the legend's end)
  if (shared.length && !shared.some((l) => classifyPart(l.split(',')[0].trim()) === 'org')) return text;
  const legend = units.map((u) => `${u.marks}${[u.text, ...shared].join(', ')}`);
  return [...rows.slice(0, start), ...legend, ...rows.slice(j)].join('\n');
}

/** An ACM journal's author line of names in capitals that wraps before their affiliation ("LIQIONG CHANG, JIAQI LU, …, and DINGYI
 *  FANG," / "ZHANYONG TANG, Northwest University, China"): a line of capitals names only, ending in a comma, runs on into the next line
 *  when that one opens with capitals names and then an affiliation — the names of both lines share it; the wrapped name is no part
 *  of the affiliation. */
function capitalsNamesRunOn(text: string): string {
  const rows = text.split('\n');
  // (as capitalsRun reads them: a list closed by "and NAME" holds names of any shape in capitals, "MEIXIN LIU" though LIU is an
  // acronym too; without it each must read as a name on its own)
  const namesOnly = (l: string) => {
    const bare = l.replace(/⟦[^⟧]*⟧/g, '').replace(/,\s*$/, '');
    const pieces = bare.split(/\s*,\s*/).flatMap((p) => p.split(/(?:^|\s+)(?:and|AND)\s+/)).filter(Boolean).map((p) => p.replace(/[*∗†‡§¶]+$/u, ''));
    const listed = /(?:^|,\s*|\s)(?:and|AND)\s+[^,]+$/.test(bare);
    return pieces.length > 0 && pieces.every((p) => CAPS_NAME.test(p) && (listed || capitalsName(p.split(/\s+/))));
  };
  // amsart's names in capitals wrapped over two lines ("ZHOUQI HUA, …, SONGYANG GAO," / "KUIKUN LIU, DAHUA LIN, AND KAI CHEN"): the
  // second line closes the list with "AND NAME", and both lines together are names only (no piece naming an organisation): one list
  const listEnd = (l: string) => /(?:^|,\s*|\s)AND\s+[^,]+$/.test(l.trim()) && namesOnly(l) && !l.split(/,|\bAND\b/).some((p) => hasOrgWord(p.trim()));
  for (let i = rows.length - 2; i >= 0; i--) {
    if (!/,\s*$/.test(rows[i])) continue;
    const joined = `${rows[i].trimEnd()} ${rows[i + 1].trim()}`;
    if ((namesOnly(rows[i]) && capitalsThenOrg(rows[i + 1].trim())) || listEnd(joined)) rows.splice(i, 2, joined);
  }
  return rows.join('\n');
}

/** A mark set inside a parenthesised acronym ("(ECT⟦∗⟧)", revtex's `(ECT$^*$)` in a wrapped address) is the acronym's own superscript,
 *  no author's mark: read as text, so the line goes on with the address above and is never taken for a line of marked names. */
/** The words before a line's one e-mail address, when the address ends the line and is its only one ("Jonas Wallin jonas.wallin@stat.lu.se"
 *  → "Jonas Wallin"); null otherwise. */
function nameBeforeMail(line: string): string | null {
  const cut = line.lastIndexOf(' ');
  if (cut <= 0) return null;
  const head = line.slice(0, cut).trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(line.slice(cut + 1)) && !head.includes('@') && !head.includes(MARK_OPEN) ? head : null;
}

const ACRONYM_MARK = /\((\p{Lu}[\p{L}\p{N}&-]*)⟦([^⟦⟧]*)⟧\)/gu;

/** Parses one author block (authorBlock below); `sized`: pieces of names the PDF reader saw set in capitals a size above their line's affiliation (see `sizedNames`). */
export function parseAuthorBlock(text: string, fallbackAffiliations: string[] = [], firstLineNames = false, shared: ReadonlySet<string> = new Set(), sized: ReadonlySet<string> = new Set()): FrontAuthor[] {
  const before = sizedNames;
  // (a call from within one, with no sizes of its own, reads with its caller's)
  sizedNames = sized.size ? sized : before;
  try {
    return authorBlock(text, fallbackAffiliations, firstLineNames, shared);
  } finally {
    sizedNames = before;
  }
}

function authorBlock(text: string, fallbackAffiliations: string[], firstLineNames: boolean, shared: ReadonlySet<string>): FrontAuthor[] {
  text = text.replace(ACRONYM_MARK, '($1$2)');
  const given = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const mailLabels = new Set(contactDomains(text).flatMap((d) => d.split('.').slice(0, -1)));
  text = capitalsNamesRunOn(unmarkNumberedAddress(unitsMarkedAfter(text)));
  const lines = usefulLines(runOnLegend(numberedLegend(parenthesisedLegend(text)))).flatMap(splitPrefixMarker).flatMap(splitTrailingOrg);
  // a line of names right after a line that is one e-mail address closing an affiliation ("…, Cornell University / aa2725@cornell.edu /
  // Jeffrey D. Varner / …", two NeurIPS authors stacked in one \\author without \\And) opens the next author, also once affiliation
  // lines have begun; an address printed under its name (TMLR's "Name / address / Capital One") is followed by the organisation
  const raw = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const namesByMail = new Set(raw.filter((l, i) => i > 1 && /^\S+@\S+$/.test(raw[i - 1]) && !looksLikeNames(raw[i - 2].replace(/⟦[^⟧]*⟧/g, '')) && looksLikeNames(l)));
  // so does a line of names over a line that is one e-mail address, after an affiliation line (NeurIPS's "Name / e-mail / organisation"
  // columns run together when `\And` is lost: "…, School of Computer Science / University of St.Gallen / Boris Knyazev / b.k@samsung.com")
  for (let i = 2; i + 1 < raw.length; i++) {
    if (/^\S+@\S+$/.test(raw[i + 1]) && looksLikeNames(raw[i]) && hasOrgWord(raw[i - 1]) && !looksLikeNames(raw[i - 1].replace(/⟦[^⟧]*⟧/g, ''))) namesByMail.add(raw[i]);
  }
  // and a line of one name with its own e-mail address after it, over an address (JMLR's and TMLR's `\name … \email …`, the address
  // set flush right on the name's line: "Jonas Wallin  jonas.wallin@stat.lu.se" / "Department of Statistics, Lund University"), after
  // the affiliation lines of the author above
  for (let i = 1; i + 1 < raw.length; i++) {
    const name = nameBeforeMail(raw[i]);
    if (name && looksLikeNames(name) && !hasOrgWord(name) && hasOrgWord(raw[i + 1]) && !looksLikeNames(raw[i + 1].replace(/⟦[^⟧]*⟧/g, ''))) namesByMail.add(name);
  }
  // REVTeX's grouped addresses, each author's under the name ("Shui Hu / Department of Physics, Delft University of Technology⟦∗⟧ /
  // David Elkouss / QuTech, Delft University of Technology, …"): a name between an address that ends in its author's e-mail mark and
  // the next address opens the next author
  for (let i = 1; i + 1 < given.length; i++) {
    const name = given[i].replace(/⟦⟧/g, '').trim();
    if (looksLikeNames(name) && /\s/.test(name) && !name.includes(MARK_OPEN) && markedAtEndAddress(given[i - 1]) && hasOrgWord(given[i + 1]) && !looksLikeNames(given[i + 1])) namesByMail.add(name);
  }
  // affiliation lines in groups: those before any names, then those after each run of name lines (revtex's grouped
  // addresses, an IEEE / ACM block per author); a wrapped line only continues a line of its own group
  const groups: Affil[][] = [[]];
  for (let i = lines.length - 2; i >= 0; i--) {
    if (/^(⟦[^⟧]*⟧\s*)+$/.test(lines[i])) lines.splice(i, 2, `${lines[i]}${lines[i + 1]}`);
  }
  lines.splice(0, lines.length, ...wrappedThenMarked(lines));
  // a line printed more than once in the block is no line of names either (a person is listed once): a department's line repeated
  // under each author of a column block ("Q. G. Duan / Mechanical and Automation Erg / Chinese University of Hong Kong / … /
  // Benyun Zhao / Mechanical and Automation Erg / …")
  const repeated = new Set(lines.filter((l, i) => lines.indexOf(l) !== i));
  const authorLines: string[][] = [];
  let run: string[] | null = null;
  // ACM journals run each author's entry on as a paragraph ("YAWEI ZHAO, Artificial Intelligence Research Center, National Innovation
  // Institute of De-" / "fense Technology, China. and School of …"), ended by a full stop: until then a line is the entry's wrapped rest
  let runIn = false;
  lines.forEach((line, i) => {
    const anyAffil = groups.some((g) => g.length);
    const inline = (!anyAffil && !authorLines.length) || run === null ? namesThenOrg(line, !authorLines.length) : null;
    const open = groups[groups.length - 1][groups[groups.length - 1].length - 1];
    if (!inline && runIn && open && !open.marker && !line.startsWith(MARK_OPEN) && !/\.$/.test(open.text)) {
      open.text = joinWrapped(open.text, line);
      return;
    }
    runIn = !!inline && capitalsThenOrg(line) !== null;
    if (inline) {
      run = [inline[0]];
      authorLines.push(run);
      groups.push([]);
      run = null;
      readAffiliationLine(inline[1], groups[groups.length - 1]);
      return;
    }
    // a line below the first that spells a label of the block's e-mail domains (one to three words) names the organisation those
    // addresses belong to, not a person: "…, Owen Lewis" / "Goodfire" / "{…}@goodfire.ai" (not a surname run on from the list above),
    // "Max" / "BioTender" / "max@biotender.online" (not a second author)
    const mailOrg = i > 0 && line.split(' ').length <= 3 && mailLabels.has(line.toLowerCase().replace(/[^a-z0-9]/g, ''));
    if (!line.startsWith(MARK_OPEN) && !mailOrg && !(run && loneOrganisationAfterList(line, run[run.length - 1])) && ((i === 0 && firstLineNames) || (line.includes(MARK_OPEN) && !markedAtEndAddress(line)) || ((!anyAffil || namesByMail.has(line)) && looksLikeNames(line) && !shared.has(line) && !repeated.has(line)))) {
      if (!run) { run = []; authorLines.push(run); groups.push([]); }
      run.push(line);
    } else {
      run = null;
      readAffiliationLine(line, groups[groups.length - 1]);
    }
  });
  const authors = authorLines.flatMap((ls, r) => readAuthorLines(joinAuthorLines(ls)).map((a) => ({ ...a, group: r + 1 })));
  return withDomains(assign(authors, groups.flat(), fallbackAffiliations, groups), text);
}

/** A one-word line under a list of names that closes on a whole name ("…, Zehan Wang, Wenzhe Shi" / "Twitter", CVPR's shared
 *  company line): when the registry holds the word as an organisation's name it is the list's affiliation, not a surname run on from
 *  the line above (a surname wrapped to a line of its own follows a lone given name, and surnames are no registry names). */
function loneOrganisationAfterList(line: string, above: string): boolean {
  const word = line.trim();
  if (!/^\p{Lu}[\p{L}-]+$/u.test(word) || !/,/.test(above) || /(?:,|\band)\s*$/.test(above)) return false;
  const last = above.replace(/⟦[^⟧]*⟧/g, '').split(/,|\band\b/).pop()!.trim();
  return last.split(/\s+/).length >= 2 && !!lookupName(loadRegistry(), word, null, new Set(), false);
}

/** REVTeX's e-mail footnote mark set after the address ("NASA Goddard Space Flight Center, 8800 Greenbelt Road, …, USA⟦∗⟧"): a line
 *  whose only mark ends it and whose text names an organisation or ends in a country, and reads as no names, is an address, not a
 *  line of marked names. */
function markedAtEndAddress(line: string): boolean {
  const m = /^([^⟦⟧]+?)\s*(?:⟦[^⟧]*⟧\s*)+$/.exec(line);
  const last = m ? m[1].split(',').pop()!.trim() : '';
  return !!m && /,/.test(m[1]) && (hasOrgWord(m[1]) || !!countryCode(last)) && !looksLikeNames(m[1]);
}

/** Chinese journals print the numbered affiliations in one parenthesis under the names (an item's own parentheses kept), set apart by semicolons and wrapped
 *  anywhere ("(1. Institute of High Energy Physics, …, China; 2. Key" / "Laboratory of Particle Astrophysics, …, China)", and the
 *  same in Chinese with "；"): each numbered piece is a legend line of its own ("⟦1⟧Institute of …"). */
export function parenthesisedLegend(text: string): string {
  // a parenthesis inside an item ("China University of Mining and Technology (Beijing)") does not close the list
  return text.replace(/^[(（][^\S\n]*1[^\S\n]*[.．](?:[^()（）]|[(（][^()（）]*[)）])*[)）][^\S\n]*$/gmu, (list) => list.trim().slice(1, -1)
    .replace(/(?<=\p{Script=Han}|[，；])\s*\n\s*(?=\p{Script=Han})/gu, '').replace(/\s*\n\s*/g, ' ')
    .split(/\s*[;；]\s*(?=\d{1,2}\s*[.．]\s*\S)/u)
    .map((piece) => piece.trim().replace(/^(\d{1,2})\s*[.．]\s*/u, `${MARK_OPEN}$1⟧`))
    .join('\n'));
}

/** Chinese journals also print the numbered affiliations without the parenthesis, under names marked with numbers, two short items
 *  on one line where they fit ("1. Beijing Dadi … Co., Ltd., Beijing 100020, China  2. Zhengfu Xinan (Beijing) Technology Co., Ltd.," /
 *  "Beijing 102600, China" / "3. Xinjiang University of …"): from a line opened by "1." the numbers 1, 2, 3 … in order, each opening a
 *  name, cut the lines (wrapped ones joined) into legend lines ("⟦2⟧Zhengfu Xinan …"). Only where a name carries a number mark. */
export function numberedLegend(text: string): string {
  if (!/[\p{L}\p{M}]\s*⟦[^⟧]*\d[^⟧]*⟧/u.test(text)) return text;
  const lines = text.split('\n');
  const i = lines.findIndex((l) => /^1\s*[.．、]\s*[\p{Lu}\p{Script=Han}]/u.test(l.trim()));
  if (i < 0) return text;
  let j = i + 1;
  while (j < lines.length && /^\s*[\p{L}\d]/u.test(lines[j]) && !lines[j].includes(MARK_OPEN) && !isNoteLine(lines[j].trim())) j++;
  const pieces = cutAtNextNumbers(lines.slice(i, j).map((l) => l.trim()).join(' '), 1);
  if (pieces.length < 2) return text;
  const legend = pieces.map((p) => p.replace(/[\s,;，；]+$/u, '').replace(/\s+/g, ' ').replace(/^(\d{1,2})\s*[.．、]\s*/u, `${MARK_OPEN}$1⟧`));
  return [...lines.slice(0, i), ...legend, ...lines.slice(j)].join('\n');
}

/** A text opened by item `first`'s number ("1. Beijing …, China  2. Zhengfu …"), cut where each next number in order (first + 1,
 *  first + 2 …) opens a name after a space or a comma; the pieces keep their numbers. */
export function cutAtNextNumbers(text: string, first: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  for (let n = first + 1; ; n++) {
    const m = new RegExp(`(?<=[,;，；]|\\s)\\s*(?=${n}\\s*[.．、]\\s*[\\p{Lu}\\p{Script=Han}])`, 'u').exec(rest.slice(1));
    if (!m) break;
    pieces.push(rest.slice(0, m.index + 1));
    rest = rest.slice(m.index + 1 + m[0].length);
  }
  return [...pieces, rest];
}

/** PLOS prints the numbered affiliations run on in one paragraph, each opened by its number in the text's size ("1 Department of
 *  Mathematics, Universidad de Almería, Almería, Spain, 2 Department of Economics, …, 3" / "University Centre of …"): the numbers
 *  1, 2, 3 … in order, each after a comma, cut the paragraph into legend lines ("⟦1⟧Department of Mathematics, …"). */
export function runOnLegend(text: string): string {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => /^1\s+\p{Lu}/u.test(l.trim()));
  if (i < 0) return text;
  let j = i + 1;
  while (j < lines.length && /^\s*[\p{L}\d]/u.test(lines[j]) && !lines[j].includes(MARK_OPEN)) j++;
  const paragraph = lines.slice(i, j).join('\n');
  const pieces = paragraph.split(/,\s*(?=\d{1,2}\s+\p{Lu})|,\s*(?=\d{1,2}\s*\n\s*\p{Lu})/u);
  if (pieces.length < 2 || !pieces.every((p, k) => new RegExp(`^${k + 1}\\s`).test(p.trim()))) return text;
  const legend = pieces.map((p) => p.trim().replace(/\s*\n\s*/g, ' ').replace(/^(\d{1,2})\s+/, `${MARK_OPEN}$1⟧`));
  return [...lines.slice(0, i), ...legend, ...lines.slice(j)].join('\n');
}

/** Pairs an author list with an affiliation list written apart (llncs \\institute, IEEEtran blocks, AAAI \\affiliations): every author line is names with ⟦markers⟧. */
export function pairSeparated(authorText: string, affiliationText: string): FrontAuthor[] {
  const authors = readAuthorLines(usefulLines(authorText));
  const affils: Affil[] = [];
  for (const line of usefulLines(affiliationText)) readAffiliationLine(line, affils);
  return withDomains(assign(authors, affils, []), `${authorText}\n${affiliationText}`);
}
