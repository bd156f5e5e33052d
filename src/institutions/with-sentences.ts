import { looksLikeNames, splitNames } from './author-block.ts';
import { countryCode, regionCountry } from './countries.ts';
import { editDistance } from './fuzzy-match.ts';
import { hasOrgWord } from './parse-affiliation.ts';

/** Lower-case ASCII surname of a person name ("A.R. Zamir" -> "zamir"). */
export function lastName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[\s~.]+/).filter(Boolean).pop() ?? '';
}

/** "is with", "are now with", "is affiliated with", and a role before "with" named with an article ("is an academic supervisor
 *  with", "is a visiting professor with": up to three lower-case words; without the article "is consistent with" is no note). */
/** A role said first and joined by "and" ("S. Zhao is the corresponding author and is with …", "is a member of the board and is with")
 *  goes before the "is with" it joins: that is the sentence's verb. */
const IS_WITH = String.raw`(?:(?:is|are)\s+(?:the|an?)\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,4}?and\s+)?(?:is|are)\s+(?:now\s+|currently\s+|also\s+)?(?:affiliated\s+|an?\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,3}?)?with\s`;
/** "was with", "were with": where an author was when the work was done (IEEE "X was with A. He is now with B."). */
const WAS_WITH = String.raw`(?:was|were)\s+(?:previously\s+|formerly\s+)?with\s`;
/** "work in the X group, Y", "are in Universidad X", "works at Y": a place of work said with "in" / "at" — only before a capital (or
 *  "the" and a capital), so "is in charge of" and "are in the process" are no notes. */
const WORKS_IN = String.raw`(?:works?|is|are)\s+(?:now\s+|currently\s+)?(?:in|at)\s(?=(?:the\s+)?\p{Lu})`;
const VERB = new RegExp(String.raw`\s+(?:${IS_WITH}|${WORKS_IN}|(${WAS_WITH}))+(?:the\s+)?`, 'gu');
/** VERB for one test or match at a time (no `g`, so no lastIndex carried between calls): built once. */
const VERB_ONE = new RegExp(VERB.source, 'u');
/** A sentence end: a period not after an initial ("A." / "R."), then a capital, or the end. "St." run into the name it shortens
 *  ("University of St.Gallen") is a saint's abbreviation inside the name, no sentence end. */
const STOP = /(?<!\b\p{Lu}|\bSt(?=\.\p{Lu}))\.(?=\s*(?:\p{Lu}|$))|\.\s*$|$/u;
const NEXT_CLAUSE = new RegExp(String.raw`;\s+(?=[^;.]*?\s${IS_WITH})`, 'u');
/** An e-mail address after the address ("… United Kingdom. ann@ic.ac.uk; bo@ic.ac.uk", a kit's `{\tt …}` line run on after the
 *  sentence; "… UK (contact: ann@ucl.example"): the sentence ends before it and before its "contact:" / "e-mail:" label, the mail
 *  list being no part of the affiliation. */
const MAIL_NEXT = /[.,;]?\s+(?:\(?(?:[Cc]ontact|[Ee]-?mails?|EMAIL|E-MAIL)\s*:\s*)?(?=[\w.+-]+@[\w-]+\.\w)/u;
/** A note's own mark before its subject ("$^{1}$The authors are with …", read as "1The authors"; "* Ann Lee is with …"): no part of
 *  the subject. A digit is taken only run into a capitalised word or before a space and a capital, so "3M researchers" keeps its 3. */
const LEAD_MARK = /^(?:[*∗†‡§¶]+\s*|\d{1,2}(?=\p{Lu}\p{Ll})|\d{1,2}\s+(?=\p{Lu}))/u;
/** One e-mail address or several (spaces between) alone in parentheses ("(ann@ng.example)", "(ann@ng.example, bo@ng.example)"):
 *  each address one run of characters holding one "@", no space nor parenthesis, so the scan is linear. */
const PAREN_MAIL = /\(\s*[^()\s@]+@[^()\s@]+(?:\s+[^()\s@]+@[^()\s@]+)*\s*\)/g;
const NOT_PEOPLE = /^(e-?mail|this work|corresponding|manuscript|the work)/i;
/** A lone personal pronoun ("He is now with …") names no author: keyed by it, it would go to an author surnamed He. */
const PRONOUN = /^(?:he|she|they)$/i;
/** A subject naming every author at once ("The authors are with …"). */
const ALL_AUTHORS = /^(the\s+)?(all\s+)?(authors|co-?authors)$/i;
/** The key under which a sentence about all the authors is kept. */
export const EVERY_AUTHOR = '*';

/** The affiliations `with` sentences give one author: by surname, else those given to all the authors. */
export function withAffiliations(by: Map<string, string[]>, name: string, names: readonly string[] = []): string[] | undefined {
  return by.get(fullKey(name)) ?? inOrder(by, name, names) ?? by.get(initialKey(name)) ?? by.get(lastName(name)) ?? by.get(nearKey(by, name) ?? '') ?? by.get(EVERY_AUTHOR);
}

/** Each sentence's objects, in the notes' order, by its subject's initial and surname ("Z. Wang is with A. … Z. Wang is with B."). */
const IN_ORDER = new WeakMap<Map<string, string[]>, Map<string, string[][]>>();

/** Two authors or more of one initial and surname ("Zhi Wang", "Zhilin Wang") that the notes write the same way ("Z. Wang is with
 *  …", twice): when the notes give that key as many sentences as there are such authors, the n-th sentence is the n-th author's
 *  (IEEE notes follow the names' order); else none (the sentences are then pooled under the key, as before). A note that writes
 *  one of them in full is that author's own (fullKey), and then the order is not relied on. */
function inOrder(by: Map<string, string[]>, name: string, names: readonly string[]): string[] | undefined {
  const key = initialKey(name);
  const said = IN_ORDER.get(by)?.get(key);
  if (!said || said.length < 2) return undefined;
  const same = names.filter((n) => initialKey(n) === key);
  if (same.length !== said.length || new Set(same).size !== same.length || same.some((n) => by.has(fullKey(n)))) return undefined;
  const i = same.indexOf(name);
  return i < 0 ? undefined : said[i];
}

/** Affiliations keyed by their authors' names as `with` sentences key theirs (surname, initial and surname, whole name), for
 *  withAffiliations to resolve: other templates that write each author's name beside that author's address (svjour3's
 *  `\\institute{F. Author \\at address}`) map their entries to the `\\author` names the same way. */
export function keyedByName(entries: Array<[string, string[]]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, affs] of entries) for (const k of [lastName(name), initialKey(name), fullKey(name)]) out.set(k, [...(out.get(k) ?? []), ...affs]);
  return out;
}

/** A note's initial and surname one letter off the author's ("E. Marti'i" for Enrique Martí, a typo in the note): the one such
 *  key, same initial, surnames of four letters or more; none when two keys are that near. */
function nearKey(by: Map<string, string[]>, name: string): string | null {
  const want = initialKey(name);
  const [initial, surname] = [want.slice(0, 2), want.slice(2)];
  if (surname.length < 4) return null;
  const near = [...by.keys()].filter((k) => k.startsWith(initial) && k.length > 2 && !k.includes(' ') && editDistance(k.slice(2), surname, 1) === 1);
  return near.length === 1 ? near[0] : null;
}

/** A person's whole name as a key ("Xi Li" -> "=xi li"): two authors of one initial and surname ("Xi Li", "Xuewei Li") written out
 *  in full keep their own sentences; a note that writes initials ("X. Li") still finds its author by initialKey. */
function fullKey(name: string): string {
  return `=${name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim()}`;
}

/** A name printed with the next one without a comma between ("Jiacheng Wang Jiawen Kang"), when the notes give each of the two
 *  its own sentence (by first initial and surname; two words or more each): the two names; else the name alone. */
export function namesOfNotes(by: Map<string, string[]>, name: string): string[] {
  const words = name.split(/\s+/);
  for (let i = 2; i <= words.length - 2; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (by.has(initialKey(a)) && by.has(initialKey(b))) return [a, b];
  }
  return [name];
}

/** A person's first initial and surname ("Yi-Nan Zhang", "Y.-N. Zhang" -> "y.zhang"): two authors of one surname ("Lan Zhang is
 *  with …", "Yi-Nan Zhang is with …") keep their own sentences; a surname alone still finds a sentence written another way. */
function initialKey(name: string): string {
  const first = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/\p{L}/u)?.[0] ?? '';
  return `${first}.${lastName(name)}`;
}

/** Reads IEEE-style notes ("O. Sener and A. Saxena are with Cornell University. A.R. Zamir is with …") into surname -> affiliations.
 *  A "was with" sentence gives an author the affiliations the work was done at when no "is with" sentence names that author (the
 *  "He is now with …" that follows it names no author). */
export function withSentences(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const past = new Map<string, string[]>();
  // "The authors are with A. B. Clerckx is also with C": an "also with" sentence adds C to what the sentence about every author gave
  const also = new Set<string>();
  const own = new Set<string>();
  const order = new Map<string, Array<{ object: string; also: boolean }>>();
  // an "(e-mail: …)" group is no part of any sentence: dropped first, the sentence before it ends at its own period even when the
  // next one follows the group without a break ("…, Beijing, China. (e-mail: a@b.cn) Weizhi Zhang and P.S. Yu are with …")
  // (and so is a bare address in parentheses after each name: "L. Chen (lc@x.cn), F.X. Ou-Yang (oy@x.cn) and J.H. Yong (…) are with")
  const s = text.replace(/\(\s*e-?mails?\s*:[^()]*\)/gi, ' ').replace(PAREN_MAIL, ' ').replace(/\s+/g, ' ');
  let from = 0;
  for (const m of s.matchAll(VERB)) {
    const before = s.slice(from, m.index);
    // a sentence may end inside a closing parenthesis or quote ("(Corresponding authors: M. Qi; You Tang.) Baoxia Du and …")
    // (LaTeXML sets the closing parenthesis of an italic note against the next sentence: "(Corresponding author: S. Bae.)The authors are with")
    // (and a sentence run into the next one's initial: "… Award Number DE-AR0000216.M. Roberg is with …")
    // (a name's own abbreviation — "Md. Rafiul Amin", "Mohd. Ali", "Jr." — ends no sentence)
    // (a role in parentheses after a name — "Zihan Wu (Corresponding Author) is with" — is no part of the subject)
    const subject = before.split(/(?<!\b\p{Lu}|\b(?:Md|Mohd|Muhd|Jr|Sr|St|Dr|Mr|Ms|Mrs|Prof))\.(?:["”’)\]]+\s*|\s+|(?=\p{Lu}\.\s))(?=\p{Lu})|[;:]\s*/u).pop()!
      .replace(/\s*\((?:[^()]*\b(?:[Cc]orresponding|[Aa]uthors?|[Mm]ember|[Ff]ellow|[Ee]qual(?:ly)?|[Cc]ontribut\w*)\b[^()]*)\)/gu, '').replace(/^[\s.,]+/, '').trim().replace(LEAD_MARK, '');
    const rest = s.slice(m.index + m[0].length);
    // a sentence may end at a semicolon that the next "X is with" sentence follows ("…, Hangzhou, China; Tiancheng Zhao is with …")
    const stop = [sentenceEnd(rest), NEXT_CLAUSE.exec(rest), namesAfterCountry(rest), MAIL_NEXT.exec(rest)].filter((x): x is { index: number } => !!x).sort((a, b) => a.index - b.index)[0];
    const object = rest.slice(0, stop.index).replace(/\(\s*e-?mail[^)]*\)/gi, '').trim().replace(/[.,;]+$/, '');
    from = m.index + m[0].length + stop.index;
    if (!subject || !object || NOT_PEOPLE.test(subject) || PRONOUN.test(subject)) continue;
    const into = m[1] ? past : out;
    if (ALL_AUTHORS.test(subject)) { into.set(EVERY_AUTHOR, [...(into.get(EVERY_AUTHOR) ?? []), object]); continue; }
    const isAlso = /\balso\s/i.test(m[0]);
    for (const who of splitNames(subject)) {
      for (const k of [lastName(who), initialKey(who), fullKey(who)]) {
        into.set(k, [...(into.get(k) ?? []), object]);
        if (!m[1]) (isAlso ? also : own).add(k);
      }
      if (!m[1]) order.set(initialKey(who), [...(order.get(initialKey(who)) ?? []), { object, also: isAlso }]);
    }
  }
  const every = out.get(EVERY_AUTHOR);
  if (every) for (const k of also) if (!own.has(k)) out.set(k, [...every, ...out.get(k)!]);
  IN_ORDER.set(out, new Map([...order].map(([k, said]) => [k, said.map((x) => (x.also && every ? [...every, x.object] : [x.object]))])));
  for (const [k, v] of past) if (!out.has(k)) out.set(k, v);
  return out;
}

/** An organisation's kind written short, closing the words before a period ("Innovative Computing Lab. The University of …"). */
const KIND_SHORT = /\b(?:Lab|Labs|Dept|Inst|Univ|Div|Ctr|Acad)$/u;

/** Where the sentence that `rest` opens ends (STOP), but a period after an organisation's kind written short ("… Computing Lab. The
 *  University of Tennessee, Knoxville, TN, USA") ends none when the words after it, up to the next sentence end, say no "is with" and
 *  close on a country: the address goes on. */
export function sentenceEnd(rest: string): { index: number } {
  let from = 0;
  for (;;) {
    const at = from + STOP.exec(rest.slice(from))!.index;
    const early = afterLoneCapital(rest.slice(0, at));
    if (early !== null) return { index: early };
    if (at >= rest.length - 1 || !KIND_SHORT.test(rest.slice(Math.max(0, at - 8), at))) return { index: at };
    const chunk = rest.slice(at + 1, at + 1 + STOP.exec(rest.slice(at + 1))!.index).trim();
    if (VERB_ONE.test(` ${chunk}`) || !countryCode(chunk.split(',').pop()!.trim())) return { index: at };
    from = at + 1;
  }
}

/** A period after a lone capital reads as an initial's, so STOP passes it; but an address may end in a one-letter word ("… and also
 *  with the Quokka Robotics Q. B. Lin and C. Wu are with …", "… Robotics Q. Manuscript received …"). Such a period ends the sentence
 *  when the words after it open a note about no person (NOT_PEOPLE), or run up to the next verb as names with no sentence end between
 *  (the next note's subject: "B. Lin and C. Wu"). Where it ends in `head` (the text up to STOP's end), else null. */
function afterLoneCapital(head: string): number | null {
  for (const m of head.matchAll(/(?<=\s\p{Lu})\.\s+(?=\p{Lu})/gu)) {
    const next = head.slice(m.index + m[0].length);
    if (NOT_PEOPLE.test(next)) return m.index;
    const verb = VERB_ONE.exec(` ${next}`);
    if (!verb) continue;
    const chunk = next.slice(0, Math.max(0, verb.index - 1));
    if (!/(?<!\b\p{Lu})\./u.test(chunk) && looksLikeNames(chunk)) return m.index;
  }
  return null;
}

/** A country, or a US state's or a province's code, closing an address ("…, UK", "…, Bellevue, WA"). */
function closesAddress(piece: string): boolean {
  return !!(countryCode(piece) || regionCountry(piece));
}

/** Notes set one under another with no full stop between ("…, Hull, HU6 7RX, UK" / "Ann Lee and Bo Wu are with …", the page's lines
 *  run together): the next sentence's subject starts right after the country that closes the address, where the words up to the next
 *  verb read as names; where it starts in `rest` (the text after a verb), else null. */
function namesAfterCountry(rest: string): { index: number } | null {
  const verb = VERB_ONE.exec(rest);
  if (!verb) return null;
  const chunk = rest.slice(0, verb.index);
  for (const m of chunk.matchAll(/\s+(?=\p{Lu})/gu)) {
    const before = chunk.slice(0, m.index).split(',').pop()!.trim();
    const names = chunk.slice(m.index + m[0].length);
    // a country written with dotted initials keeps its last dot ("U.K." is one, "U.K" is none)
    if ((countryCode(before.replace(/[.;]$/, '')) || countryCode(before.replace(/;$/, ''))) && !/,\s*$/.test(names) && looksLikeNames(names)) return { index: m.index };
  }
  return null;
}

// "…, and also with", "…, also with", and a bare "…, and with" (a list of three: "are with A, and with B, and also with C")
const ALSO_WITH = /(?:(?:,|;)?\s+and\s+|[,;]\s+)(?:is\s+|are\s+)?(?:also|now|currently)\s+with\s+(?:the\s+)?|[,;]\s+and\s+with\s+(?:the\s+)?/i;

/** IEEE "School of X, Y University, and also with the Z Lab, W" as two affiliations; a list of three writes the middle one after a
 *  comma alone ("… Weihai 264209, China, also with Qingdao Research Institute, …, and also with …") or after a bare ", and with". */
export function splitAlsoWith(text: string): string[] {
  return text.split(ALSO_WITH).flatMap(andAfterCountry).map(trimAffiliation).filter(Boolean);
}

/** An abbreviation whose full stop is part of the word: dotted capitals ("U.S.A.", "U.K.", "S.A.") or a company's legal form ("Ltd.",
 *  "Inc.", "Corp.", "Co."). Tested on a text's last few characters only (the tail holds the whole abbreviation). */
const ABBREVIATION_END = /(?:(?<![\p{L}\p{N}.])(?:\p{Lu}\.){2,}|(?<!\p{L})(?:Ltd|Inc|Corp|Co)\.)$/u;

/** The affiliation without the commas, semicolons and spaces around it nor a full stop that ends it as a sentence would; an
 *  abbreviation's own full stop stays ("…, Kingston, RI, U.S.A.", "Acme Robotics Co., Ltd."; round z83). Scanned by hand from both
 *  ends (a regex anchored at the end retries from every start: slow on a long run of dots and spaces). */
function trimAffiliation(t: string): string {
  let end = t.length;
  while (end > 0 && /[\s,;.]/.test(t[end - 1])) end--;
  let start = 0;
  while (start < end && /[\s,;]/.test(t[start])) start++;
  const kept = t.slice(start, end);
  return t.charAt(end) === '.' && ABBREVIATION_END.test(`${kept.slice(-15)}.`) ? `${kept}.` : kept;
}

/** "is with Toulouse INP, Toulouse, France, and Sichuan University, Chengdu, China": an address ends with its country, so a ", and"
 *  right after a country's name opens a second address — two affiliations, not one. */
function andAfterCountry(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    const m = /,\s+and\s+(?=\p{Lu})/u.exec(rest) ?? bareAndAfterCountry(rest);
    const before = m ? rest.slice(0, m.index) : '';
    const last = before.split(',').pop() ?? '';
    if (!m || !closesAddress(last)) break;
    out.push(before);
    rest = rest.slice(m.index + m[0].length);
  }
  return [...out, rest];
}

/** ACM journals' run-in line gives one author's two addresses as "Northwestern University, USA and Quillon Labs, USA", no comma before
 *  the "and": an "and" right after a country that closes an address of two pieces or more (an organisation before the country) opens
 *  the second address — not when the country's name holds the "and" ("Trinidad and Tobago"), nor when a country follows it ("USA and
 *  Canada", one address in two countries), nor when what follows holds no organisation's word (a person named after the address). */
const ORG_KIND = /(?<!\p{L})(?:Lab(?:s|oratory|oratories)?|Research|Cent(?:er|re)|Institute|Group|Department|School|Faculty|Observatory)(?!\p{L})/u;
function bareAndAfterCountry(text: string): { index: number; 0: string } | null {
  for (const m of text.matchAll(/\s+and\s+(?=\p{Lu})/gu)) {
    const pieces = text.slice(0, m.index).split(',');
    // (a US state's or a province's code closes an address as a country does: "Quokka AI Lab, Bellevue, WA and Quokka Robotics X, …")
    if (pieces.length < 2 || !closesAddress(pieces[pieces.length - 1])) continue;
    const next = text.slice(m.index! + m[0].length).split(',')[0];
    // (the second address opens with an organisation's word: "…, Sweden and Henrik Berg" is a person named after the address)
    if (countryCode(next) || countryCode(`${pieces[pieces.length - 1].trim()} and ${next}`) || !(hasOrgWord(next) || ORG_KIND.test(next))) continue;
    return { index: m.index!, 0: m[0] };
  }
  return null;
}
