import { latexToText } from './latex-text.ts';
import { countryCode, regionCountry } from './countries.ts';

/** What a comma-separated piece of an affiliation is, read from its words alone. */
export type PartKind = 'unit' | 'org' | 'place' | 'country' | 'address';

/** One comma-separated piece of an affiliation string. */
export interface AffiliationPart {
  text: string;
  kind: PartKind;
}

/** An affiliation string split into sub-unit, organisation, city and country parts; "and" / "&" never split a name. */
export interface ParsedAffiliation {
  /** The cleaned text (LaTeX unescaped, markers and e-mails removed). */
  text: string;
  parts: AffiliationPart[];
  /** ISO country code from a country or state part, when present. */
  country: string | null;
}

/** How the name of a sub-unit (department, school, lab, centre…) starts; a key laboratory whatever region names it ("Guangxi Key Laboratory");
 *  an engineering research centre, as China's ministries designate them in the universities that host them ("Engineering Research Center of
 *  Digital Forensics, Ministry of Education"). */
export const UNIT_START = /^(the\s+)?(departments?|dept\.?|dpt\.?|school|faculty|college of|division|graduate (school|program)|key lab|(state |national |moe |[a-z]+ (provincial |municipal )?)?key lab(oratory)?|laborator(y|ies)|lab\b|labs\b|cent(er|re)s? (for|of)|engineering research cent(er|re)s? (for|of) |institute (of|for) (?!technology\b)|research (cent(er|re)|group|institute|unit)|group|program(me)?|chair|section|unit|team|project|academy of (?!(?:.*\s)?sciences?$))/i;
const UNIT_END = /\b(department|dept\.?|lab|laboratory|group|team|project|program|institute|centre|center|school|division|unit)$/i;
// (letter boundaries, not \b: "École" opens with a letter \b does not count as a word character)
const ORG_WORD = /(?<!\p{L})(universit\w*|univ\.?|universidad|universidade|université|universität|universita|università|politecnico|polytechnic|école|ecole|eth|epfl|institute of technology|academy|inc\.?|corp\.?|corporation|ltd\.?|limited|gmbh|llc|s\.a\.|company|co\.|technologies|hospital|school district|foundation|cnrs|inria|google|microsoft|meta|amazon|apple|nvidia|ibm|huawei|tencent|alibaba|baidu|bytedance|openai|deepmind|samsung|intel|adobe|salesforce|college|institut\w*)(?!\p{L})/iu;
/** True when a text carries a word that names an organisation (University, Institute, Inc., a big company…). */
export function hasOrgWord(text: string): boolean {
  return ORG_WORD.test(text);
}

const STREET = /\b(street|st\.|road|rd\.|avenue|ave\.|boulevard|blvd|highway|expressway|freeway|straße|strasse|str\.|calle|rue|via|piazza|place|drive|dr\.|lane|way|buildings?|bldg|room|floor|campus|box|p\.o\.|no\.|núcleo)\b/i;
/** A group of e-mail addresses written with braces ("{a, b}@x.edu", LaTeX's "\\{a, b\\}@x.edu"): its user names are no unit. */
const MAIL_GROUP = /\\?\{[^{}]*\\?\}\s*@\S+/g;
const EMAIL = /\S+@\S+/g;
/** A British or Canadian postcode ("London NW5 3AQ", "Hinxton CB10 1SD", "Toronto, ON M5S 3G4"). */
const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}|[A-Z]\d[A-Z]\s+\d[A-Z]\d)$/;
/** What follows a company's name after a comma ("Pacific Biosciences of California, Inc."): part of the name. */
/** Two capitals that name a state or province ("CO", "CA"): a region code wherever it stands alone between commas. */
const isStateCode = (p: string) => /^[A-Z]{2}$/.test(p) && !!regionCountry(p);
const COMPANY_SUFFIX = /^(inc|ltd|llc|llp|plc|corp|co|gmbh|ag|s\.?a|s\.?p\.?a|b\.?v|n\.?v|limited|pty ltd|co\.?,? ltd)\.?$/i;

/** A name that ends in a company's legal form as companies write it ("MEET HET BV", "Acme NV", "Foo S.p.A."): a company, however few
 *  and capitalised its words (else "MEET HET BV" reads as a place). Case-sensitive, and no form that is also a state's code ("NV",
 *  "SA", "AB": "Reno NV", "Adelaide SA", "Calgary AB"). */
const COMPANY_FORM_END = /\s(?:B\.?V|N\.V|AG|S\.A\.?S?|S\.p\.A|SpA|S\.?r\.?l|PLC|LLC|LLP|K\.K|Oy|ApS|A\/S)\.?$/;

/** An en or em dash with spaces on both sides, between two words. */
const SPACED_DASH = /(?<=\S)\s+[–—]\s+(?=\S)/g;

/** Strips markers, e-mails, LaTeX and stray punctuation from a raw affiliation string. */
export function cleanAffiliation(raw: string): string {
  // (an e-mail group's braces are printed ones, "{a, b}@x.edu": the group goes before LaTeX's grouping braces are read away)
  const unmailed = raw.replace(MAIL_GROUP, ' ');
  let s = /[\\{}$~]/.test(unmailed) ? latexToText(unmailed) : unmailed;
  s = s.replace(EMAIL, ' ').replace(/\s+/g, ' ').trim();
  // "…, Republic of Korea (e-mail: a@x.kr; b@y.kr)": an e-mail label whose addresses are gone is no part of the address, also where a
  // page's line ended inside its parenthesis ("… Germany (e-mail:" with the addresses on the next line)
  s = s.replace(/\s*\(\s*e-?mails?\s*:[\s,;]*(?:\)|$)/gi, ' ').replace(/\s+/g, ' ').trim();
  // "Also at X", "Currently at the X": the organisation is X.
  s = s.replace(/^(also|currently|presently|now)\s+(at|with)\s*:?\s+(?=\p{Lu}|the\s)/iu, '');
  // "…, United Kingdom. Correspondence to: A B …": the note that a footnote runs on with is no part of the address.
  // (also when the note is set in parentheses: "…, China. (Corresponding author: A B.)", "…, China (Corresponding author: A B)")
  s = s.replace(/(?<=\S)(?:[.;]\s*\(?|\s*\()\s*(correspondence\s+to|corresponding\s+authors?)\b[\s\S]*$/i, '');
  s = s.replace(/^[\d\s,*†‡§¶#∗⋆⋄□•♯♭♮αβγδετωημ^]+(?=[A-Z\p{Lu}])/u, '');
  // "…, MI 48824, USA and" (revtex joins an author's affiliations with "and"): a dangling conjunction ends no name
  return s.replace(/^[\s,;:.]+|[\s,;:.]+$/g, '').replace(/\s+(and|&)$/i, '').replace(/\s+,/g, ',');
}

/** Splits at top-level commas, semicolons and line breaks (not inside parentheses). */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  // (by UTF-16 unit: the brackets and separators are single units, and no unit of a surrogate pair equals one)
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch === 40 || ch === 91) depth++; // ( [
    else if ((ch === 41 || ch === 93) && depth > 0) depth--; // ) ]
    if (depth === 0 && (ch === 44 || ch === 59 || ch === 10)) { out.push(s.slice(from, i)); from = i + 1; } // , ; newline
  }
  out.push(s.slice(from));
  return out.map((p) => p.trim().replace(/\.$/, '').trim()).filter((p) => p.length > 0);
}

/** "Université Paris 8", "Univ Claude Bernard Lyon 1": a university named with its number (the French universities are numbered), no
 *  street address. */
const NUMBERED_UNIVERSITY = /^(?:universit\p{L}*|univ\.?)\s+(?:[\p{L}'’.-]+\s+){0,4}\d{1,2}$/iu;

/** A company's legal form written at the end of its name, as Chinese and English companies write it ("Co., Ltd.", "Ltd", "Inc."). */
const LEGAL_FORM_END = /\s(?:Co\.?,?\s*Ltd|Ltd|Limited|Inc|Corp|GmbH)\.?$/;

const PLACE_PARTICLE = /^(de|del|di|la|le|am|an|upon|on|sur|bei|des|du|der|im|lès|les|sous)$/;

/** Classifies one piece by its words: unit, organisation, place, country or street address. */
export function classifyPart(text: string): PartKind {
  if (countryCode(text)) return 'country';
  if (regionCountry(text)) return 'address';
  if (UK_POSTCODE.test(text)) return 'address';
  if (NUMBERED_UNIVERSITY.test(text) && !STREET.test(text)) return 'org';
  // "China MCC 17 Group Co., Ltd.": a name that ends in a company's legal form is a company, its numbers part of the name
  if (LEGAL_FORM_END.test(text) && /\p{L}{3,}\s/u.test(text)) return 'org';
  if (/(^|[\s,.#-])\d+[A-Za-z]?($|[\s,.-])/.test(text) && !/[A-Za-z]{4,}\s+[A-Za-z]{4,}.*(universit|institut|lab)/i.test(text)) return 'address';
  if (STREET.test(text) && !ORG_WORD.test(text)) return 'address';
  if (UNIT_START.test(text)) return 'unit';
  if (ORG_WORD.test(text) || COMPANY_FORM_END.test(text)) return 'org';
  if (UNIT_END.test(text)) return 'unit';
  const words = text.split(/\s+/);
  // (a place's apostrophe may be the typographic one a PDF prints: "Huai’an", "Xi’an", "L’Aquila")
  // a place's lower-case particles, French and German too ("Garching bei München", "Orme des Merisiers", "Halle an der Saale"),
  // however many ("Santiago de la Ribera")
  if (words.filter((w) => !PLACE_PARTICLE.test(w)).length <= 3 && words.every((w) => /^[\p{Lu}][\p{L}'’ʼ.-]*$/u.test(w) || PLACE_PARTICLE.test(w))) return 'place';
  return 'org';
}

const POST_BOX_WORD = /B\.\s?P|BP|P\.\s?O\.\s?Box|PO Box|Postfach|Case postale|Apartado/;

/** "Université de Bourgogne B.P. 47 870" / "Universität X Postfach 3049": a post-office box printed after a name without a comma is a
 *  street-address piece of its own, so its digits do not make the name an address. */
export function splitPostBox(part: string): string[] {
  // (the box's word must stand in the piece: a plain search for it first, the costly pattern only where one does)
  if (!POST_BOX_WORD.test(part)) return [part];
  const m = /^(.*\p{L}{3,}.*?)\s+((?:B\.\s?P\.?|BP|P\.\s?O\.\s?Box|PO Box|Postfach|Case postale|Apartado)\s*\d[\d\s-]*)$/u.exec(part);
  return m ? [m[1].trim(), m[2].trim()] : [part];
}

/** "Keio University 3-14-1 Hiyoshi": a house number written straight after an organisation's name, with no comma, opens the street
 *  address; the name before it is a piece of its own, so the address's digits do not make the name an address. */
export function splitHouseNumber(part: string): string[] {
  // (a house number of the form the pattern reads holds a digit, a hyphen and a digit: none, no costly match)
  if (!/\d-\d/.test(part)) return [part];
  const m = /^(.*\p{L}{3,}.*\b(?:University|Universit\p{L}+|Institute|College|Hospital|Laborator\p{L}+|Cent(?:er|re)))\s+(\d+(?:-\d+)+\s+\p{Lu}.*)$/u.exec(part);
  return m ? [m[1].trim(), m[2].trim()] : [part];
}

/** A word's abbreviation written with a full stop ("Univ.", "Dept."), no place name. */
const ABBREVIATED = /^(?:univ|inst|dept|natl|tech|coll|corp|assoc|acad)$/i;

/** Splits "Innovative Computing Lab. The University of Tennessee" at a full stop between two names of two words or more when the second is an organisation or unit ("St. Louis", "Univ. of X" stay whole); a first name of one word when it ends in a code with digits ("Vicomtech-IK4. Human Speech … Department"). */
export function splitAtFullStops(part: string): string[] {
  // (no full stop before a space: nothing to split)
  if (!/\.\s/.test(part)) return [part];
  // AGU's full stop before the city, where a campus is named after its city ("University of California, Irvine. Irvine, CA USA"):
  // the campus's name, a full stop, and the same words again are the campus and its city
  const twice = /^(\p{Lu}\p{Ll}{2,}(?:[ -]\p{Lu}\p{Ll}+){0,2})\.\s+(\p{Lu}\p{Ll}{2,}(?:[ -]\p{Lu}\p{Ll}+){0,2})$/u.exec(part.trim());
  if (twice && twice[1] === twice[2] && !ABBREVIATED.test(twice[1])) return [twice[1], twice[2]];
  const m = /^(.*?\p{Ll}{2,}|.*?\b[A-Z][a-z]+|[\p{L}-]+-\p{Lu}+\d+|.*?\S\s*\([^()]+\))\.\s+((?:The\s+)?\p{Lu}.*)$/u.exec(part);
  if (!m) return [part];
  const [left, right] = [m[1].trim(), m[2].trim()];
  // a name that ends in a code with digits ("Vicomtech-IK4.") is no abbreviation, however short; nor one that ends in its acronym in
  // parentheses ("Instituto de Ciencias de la Computación (ICC). Buenos Aires")
  const coded = /-\p{Lu}+\d+$/u.test(left) || /\)$/.test(left);
  // after a full stop, a state or country alone is the address's next piece ("University of California, Santa Barbara. California")
  const region = !/\s/.test(right) && !!(countryCode(right) || regionCountry(right));
  // (a one-word place before it too: "University of California, Irvine. California"; an abbreviation is no place: "Univ. California")
  const place = region && /\p{Ll}{3,}$/u.test(left) && !ABBREVIATED.test(left);
  if ((left.split(/\s+/).length < 2 && !coded && !place) || ((right.split(/\s+/).length < 2 || !['org', 'unit'].includes(classifyPart(right))) && !region && !(coded && left.includes(')')))) return [part];
  return [left, ...splitAtFullStops(right)];
}

/** "CeMM Research Center for Molecular Medicine", "ICube Laboratory": a unit whose opening word (a unit's opening, "Research Center for",
 *  "Laboratory") follows its own short name, a single word of two capitals or more. */
function namedUnit(text: string): boolean {
  const m = /^(\p{Lu}[\p{L}\d-]*)\s+(\S.*)$/u.exec(text);
  return !!m && m[1].length <= 8 && (m[1].match(/\p{Lu}/gu) ?? []).length >= 2 && UNIT_START.test(m[2]) && classifyPart(m[2]) === 'unit';
}

/** "Dept. of Electrical Engineering at the University of X" / "School of X of the University of Essex": a unit "at" (or "of the") an organisation is two parts ("University of Illinois at Urbana-Champaign" stays whole). */
export function splitUnitAt(part: string): string[] {
  const m = /^(.+?)\s+(?:at\s+(?:the\s+)?|of\s+the\s+)(\p{Lu}.*)$/u.exec(part);
  if (m && (classifyPart(m[1]) === 'unit' || namedUnit(m[1])) && ORG_WORD.test(m[2])) return [m[1], m[2]];
  // "Medical School of Nanjing University", "First Affiliated Hospital of X University": a school or hospital of two words or more
  // "of" an organisation is that organisation's ("School of Computer Science of X" opens with its head word, and a laboratory or
  // centre "of" is named by its subject, "Key Laboratory of Modern Astronomy and Astrophysics (Nanjing University)": left whole)
  const of = /^(\S.*?\s(?:school|hospital))\s+of\s+(\p{Lu}.*)$/iu.exec(part);
  if (of && classifyPart(of[1]) === 'unit' && classifyPart(of[2]) === 'org' && ORG_WORD.test(of[2])) return [of[1], of[2]];
  // "School of Computer Science and Technology of Zhejiang University": a school, faculty, college or department of a field, then
  // "of" its organisation — cut at the "of" after which an organisation's name stands whole ("Harbin Institute of Technology" is cut
  // before, not inside); words after "of" that name no organisation ("Department of Physics of Complex Systems") leave it whole
  if (/^(?:School|Faculty|College|Department|Dept\.?)\s+(?:of|for)\s+\p{Lu}/u.test(part)) {
    const ofs = [...part.matchAll(/\s+of\s+(?=\p{Lu})/gu)].slice(1);
    for (const o of ofs) {
      const unit = part.slice(0, o.index), org = part.slice(o.index! + o[0].length);
      if (classifyPart(unit) === 'unit' && classifyPart(org) === 'org' && ORG_WORD.test(org) && !/^(?:School|Faculty|College|Department)\b/.test(org)) return [unit, org];
    }
  }
  return [part];
}

/** "Facility for Rare Isotope Beams and Department of Physics and Astronomy": "and" before a sub-unit's opening word ("Department of",
 *  "Center for") joins two parts, not one name ("Department of Physics and Astronomy" stays whole). */
export function splitAndUnit(part: string): string[] {
  const m = /^(.+?\s\S+)\s+(?:and|&)\s+((?:the\s+)?\p{Lu}.*)$/u.exec(part);
  if (!m || !UNIT_START.test(m[2]) || !/^\p{Lu}/u.test(m[1])) return [part];
  return [m[1], ...splitAndUnit(m[2])];
}

/** "CNRS/IN2P3 & Sorbonne Université" (a French joint unit's line): an acronym, or acronyms joined by a slash, then "&" / "and" and an
 *  organisation are two parts ("AT&T", "R&D Center" and "Science and Technology" have no acronym before a spaced "&" / "and"). */
export function splitAcronymAnd(part: string): string[] {
  const m = /^(\p{Lu}[\p{Lu}\d]+(?:\/\p{Lu}[\p{Lu}\d]+)*)\s+(?:&|and)\s+((?:the\s+)?\p{Lu}.*)$/u.exec(part);
  if (!m || classifyPart(m[2]) !== 'org' || !ORG_WORD.test(m[2])) return [part];
  return [m[1], m[2]];
}

/** An acronym standing as an organisation's name beside a capitalised word ("TU Darmstadt", "… Cybersecurity ATHENE"): no field of a
 *  list ("AI and Technology"), so a piece with one names organisations (round x design, UKP Lab / TU Darmstadt / ATHENE). */
const ACRONYM_NAMED = /\b[A-Z]{2,}\s+\p{Lu}\p{Ll}|\p{Lu}\p{Ll}+\s+[A-Z]{3,}\b/u;

/** "Institute for Computer Science, Artificial Intelligence and Technology": a unit "of" / "for" a list of fields whose comma is the
 *  list's, not the affiliation's: the piece after it that ends the list ("… and Technology": an "and" or "&", no organisation, unit or
 *  place word of its own) belongs to its name. The whole is read as the organisation the list end was read as: alone it is kept by
 *  name (INSAIT), before a university it is that university's unit. */
function fieldListsJoined(parts: AffiliationPart[]): AffiliationPart[] {
  const out: AffiliationPart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const prev = out[out.length - 1];
    const listEnd = p.kind === 'org' && /\s(?:and|&)\s/.test(p.text) && !ORG_WORD.test(p.text) && !UNIT_START.test(p.text) && !UNIT_END.test(p.text) && !ACRONYM_NAMED.test(p.text);
    const listOwner = prev?.kind === 'unit' && /^\S+\s+(?:of|for)\s/i.test(prev.text);
    const serialEnd = listOwner ? serialListEnd(parts, i) : -1;
    if (listOwner && listEnd) out[out.length - 1] = { text: `${prev.text}, ${p.text}`, kind: 'org' };
    else if (serialEnd > i) {
      // the list's comma before its "and" (a serial comma) leaves the last field a piece of its own: a department's name keeps its
      // kind, a unit of another kind is read as the organisation as above
      const text = [prev.text, ...parts.slice(i, serialEnd + 1).map((q) => q.text)].join(', ');
      out[out.length - 1] = { text, kind: DEPARTMENT_START.test(prev.text) ? 'unit' : 'org' };
      i = serialEnd;
    } else out.push(p);
  }
  return out;
}

/** "Department of Medicine, Surgery, and Dentistry": a unit's list of fields written with a comma before its "and" (a serial comma)
 *  — one to three fields of one to three capitalised words each (no organisation, unit or country word), then a piece opening with
 *  "and" / "&" that names no organisation. Gives the index of that last piece, or -1. */
function serialListEnd(parts: AffiliationPart[], from: number): number {
  for (let j = from; j < parts.length && j - from <= 3; j++) {
    const q = parts[j];
    const field = /^(?:and|&)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})$/u.exec(q.text)?.[1] ?? null;
    const plain = (t: string) => !ORG_WORD.test(t) && !UNIT_START.test(t) && !UNIT_END.test(t) && !countryCode(t) && !ACRONYM_NAMED.test(t);
    if (field !== null) return j > from && plain(field) ? j : -1;
    if (!/^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}$/u.test(q.text) || !plain(q.text)) return -1;
  }
  return -1;
}

/** A department's, school's or faculty's name: a unit that is never an organisation of its own. */
const DEPARTMENT_START = /^(?:the\s+)?(?:departments?|dept\.?|school|faculty|division)\s+of\s/i;

/** "Bellevue, WA 98004 USA" (IEEE notes print the country after the postcode without a comma): a postcode followed by a country's
 *  name is two pieces, the address and the country. */
function splitPostcodeCountry(part: string): string[] {
  const m = /^(.*\d)\s+(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2})$/u.exec(part.trim());
  return m && countryCode(m[2]) ? [m[1], m[2]] : [part];
}

/** Parses an affiliation string into typed parts; LaTeX is unescaped and "and" / "&" stay inside names. */
export function parseAffiliation(raw: string): ParsedAffiliation {
  const text = cleanAffiliation(raw);
  // "EPS Campus Rio Vena – Universidad de Burgos", "UNAM – Campus Morelia": a dash set between spaces parts two pieces as a comma does
  // (a hyphen, or a dash with no space, joins the words of one name)
  const pieces = splitTopLevel(text.replace(SPACED_DASH, ', ')).reduce<string[]>((acc, p) => {
    // "… Innovation Co., Ltd. Jinan, China": the legal form ends the company's name, and a city printed after it without a comma
    // is a piece of its own
    const run = /^(\S+(?:\s+ltd)?\.?)\s+(\p{Lu}.*)$/iu.exec(p);
    // ("Boulder, CO": a state's code in capitals is the place's region, not the legal form "Co.")
    if (acc.length && COMPANY_SUFFIX.test(p) && !isStateCode(p.trim())) acc[acc.length - 1] += `, ${p}`;
    else if (acc.length && run && COMPANY_SUFFIX.test(run[1]) && /\bco\.?$/i.test(acc[acc.length - 1])) acc.splice(-1, 1, `${acc[acc.length - 1]}, ${run[1]}`, run[2]);
    else acc.push(p);
    return acc;
  }, []);
  const parts = fieldListsJoined(pieces.flatMap(splitPostBox).flatMap(splitHouseNumber).flatMap(splitPostcodeCountry).flatMap(splitAtFullStops).flatMap(splitUnitAt).flatMap(splitAndUnit).flatMap(splitAcronymAnd).map((p) => ({ text: p, kind: classifyPart(p) })));
  let country: string | null = null;
  const countries = new Set<string>();
  for (const p of parts) {
    const c = p.kind === 'country' ? countryCode(p.text) : p.kind === 'address' ? regionCountry(p.text) : null;
    if (c) { country = c; countries.add(c); }
  }
  // "Hong Kong, China", "Taipei, Taiwan, China": the region is the country code used.
  for (const r of ['HK', 'MO', 'TW']) if (countries.has(r) && countries.delete('CN')) country = r;
  // A text naming two countries (an address and a conference venue run together) says nothing sure about either.
  return { text, parts, country: countries.size > 1 ? null : country };
}
