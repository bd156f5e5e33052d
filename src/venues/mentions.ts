import { ALIAS_INDEX, type VenueDef } from './catalogue.ts';
import { aliasEnd, candidates, scanKeys } from './scan.ts';
import { statusCues } from './cues.ts';
import { fuzzyMentions } from './fuzzy.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';
import { looseCatalogueName } from './loose-name.ts';
import { MONTH_NAMES } from './date-words.ts';

/** One place in a text where a venue is named (after merging "Full Name (ACR YEAR)" into one). */
export interface Mention { venue: VenueDef; start: number; end: number; strength: 'full' | 'acr' | 'cs' | 'weak' | 'generic' }

const NON_SPACE_WS = /[^\S ]/;
const NON_SPACE_WS_G = /[^\S ]/g;
/** A URL; a comma, period or semicolon closing it is the sentence's ("…/MANBench, ACL2025 Findings"), kept as a separator. */
const URL_RE = /(?:https?:\/\/|www\.)\S+?(?=[,;.]*(?:\s|$))/gi;
const DOMAIN_RE = /[\w.-]+\.(?:github\.io|com|org|net|edu|cc|io|ai)(?![A-Za-z])(?:\/\S*)?/gi;
const HAS_DOMAIN = /\.(?:io|com|org|net|edu|cc|ai)(?![A-Za-z])/i;
/** A bare DOI ("doi:10.18653/v1/2025.acl-long.757", "DOI 10.1109/CVPR52729.2023.00123"): an identifier, as a URL is. */
const DOI_RE = /(?<![\w.\/])(?:doi:?\s*)?10\.\d{4,9}\/[^\s,;]+?(?=[,;.]*(?:\s|$))/gi;
/**
 * Where each bare DOI starts and ends: a venue's key inside one ("2025.acl-long.757", "CVPR52729") names no venue of the
 * paper (mentions there are dropped), though its digits may still date a journal ("ACCESS.2025").
 */
export function doiSpans(text: string): [number, number][] {
  if (!text.includes('10.')) return [];
  const out: [number, number][] = [];
  DOI_RE.lastIndex = 0;
  for (let m = DOI_RE.exec(text); m; m = DOI_RE.exec(text)) out.push([m.index, m.index + m[0].length]);
  return out;
}
// "hosted on the IJCAI hosting platform": the venue's submission or hosting platform, not the venue of the paper.
const TEMPLATE_AFTER = /^(?:\s*['’]?\d{2,4})?[\s\-]*(?:formatting\s+|preprint\s+|paper\s+)?(?:style|template|format|latex|class|author\s+kit|guidelines|(?:hosting\s+)?platform)(?![A-Za-z])/i;
// "written as per the requirements of CVPR 2025", "following the guidelines of X", "formatted for PRL": the venue's
// format, not its paper.
const TEMPLATE_BEFORE = /(?:(?:template|style|format|formatt(?:ing|ed))\s+(?:of|for|from)|(?:as\s+)?per\s+the\s+(?:requirements|guidelines|format)\s+of)\s+(?:the\s+)?$/i;
/**
 * True when the text ends in one of the words (lower-case, any case in the text), then white space: a cheap first test
 * for a regex that must match there, as /(?:of|for)\s+$/i (trimEnd removes exactly what \s matches).
 */
export function endsInWordThenSpace(text: string, words: readonly string[]): boolean {
  const t = text.trimEnd();
  if (t.length === text.length) return false;
  const tail = t.slice(-8).toLowerCase();
  return words.some((w) => tail.endsWith(w));
}
// "uses acl.sty", "neurips_2025.sty", "iclr2026_conference.bst": a LaTeX style, class or bibliography-style file named
// after the venue is its template, not its paper.
const STYLE_FILE_AFTER = /^[\w\-]{0,30}\.(?:sty|cls|bst)(?![A-Za-z])/i;
/** A cheap first test for STYLE_FILE_AFTER: most texts after a mention hold no file extension of the kind. */
const styleFileNear = (after: string): boolean => after.includes('.sty') || after.includes('.cls') || after.includes('.bst');
/** The words TEMPLATE_BEFORE can end with before its trailing white space. */
const TEMPLATE_BEFORE_ENDS = ['of', 'for', 'from', 'the'];
const CATEGORY_AFTER = /^\s*\((?:cs|stat|eess|math|physics|q-bio|econ)\./;
// "cs.CV (Computer Vision and Pattern Recognition)": an arXiv category's code and its name in parentheses, not the venue.
const CATEGORY_BEFORE = /(?:^|[^A-Za-z\-])(?:cs|stat|eess|math|physics|q-bio|q-fin|econ|astro-ph|cond-mat|quant-ph|nlin|gr-qc|hep-[a-z]+|nucl-[a-z]+)\.[A-Za-z]{2}\s*\(\s*$/;
// A name may be quoted: 'to appear in "Algorithmica"'.
const CUED_BEFORE = /(?:accepted|published|submitted|rejected|review|appear|publication)\s+(?:\w+\s+){0,2}(?:by|to|in|at|for|from)\s+(?:the\s+)?(?:IEEE\s+|ACM\s+)?["“']?$/i;
/**
 * "Accepted as a CHI Late Breaking Work (2025)", "accepted as a CHI paper": a decision cue, "as a(n)", the acronym, then up
 * to three capitalised words naming a kind of paper (paper, work, abstract, article, poster, demo): the venue the paper
 * was accepted at ("accepted to be published as an ETS Research Report", a report series, is not).
 */
const CUED_AS_BEFORE = /(?:accepted|published|submitted|presented)\s+as\s+an?\s+$/i;
/**
 * "Expanded work from the original ASIA CCS paper", "extends our earlier ZQ paper": "the / our original (earlier,
 * previous, prior)" before a weak list acronym and a kind of paper after it name the earlier paper at that venue (round
 * vleft9; cues.ts reads "the original" as previous_version).
 */
const EARLIER_PAPER_BEFORE = /(?<![A-Za-z])(?:the|our|their)\s+(?:original|earlier|previous|prior)\s+$/i;
const PAPER_KIND_AFTER = /^\s+(?:(?:19|20)\d{2}\s+)?(?:[A-Z][a-z]+[\s-]+){0,3}(?:papers?|works?|abstracts?|articles?|posters?|demos?)(?![A-Za-z])/i;
/**
 * "Plan to submit RSS": the venue as the object of "submit", ending the clause (not "submit RSS feeds"); also after
 * "plan(ned) for", "intended for", "targeting", which name a venue to come as "submit" does ("19 pages, plan for TIP":
 * round v271, set 271 part A).
 */
const SUBMIT_BEFORE = /(?<![A-Za-z])(?:(?:re)?submit(?:ting)?|plan(?:s|ned)?\s+for|intended\s+for|target(?:t)?ing)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/i;
/** A year opening the clause right before the name ("2026 PRCV"). */
const YEAR_OPENS_BEFORE = /(?:^|[.;,(]\s*)(?:19|20)\d{2}\s+$/;
/** A presentation word closing the clause after the name ("… Oral;"). */
const PRESENTATION_AFTER = /^\s+(?:Oral|Spotlight|Poster|Highlight)s?\s*(?:$|[,.;)])/i;
const CLAUSE_END_AFTER = /^\s*(?:$|[,.;)]|(?:19|20)\d{2}(?!\d)|['’]\d{2}(?!\d))/;
/** "published by X": X is the publisher, not the venue. */
const PUBLISHER_BEFORE = /published\s+by\s+(?:the\s+)?$/i;
/** A Transactions' name that is one acronym of two to five capitals ("AI"). */
const ONE_ACRONYM = /^[A-Z]{2,5}$/;
// A later word holding a digit is a date or a number, not part of the name ("… Processin on Dec-14-2023"). "Transactions
// in …" is the same title misprinted: no IEEE or ACM transactions is named "in" ("IEEE Transactions in Medical Robotics").
const TRANSACTIONS_RE = /(?<![A-Za-z])(IEEE|ACM)\s+Transactions\s+(?:on|in)\s+([A-Z][\w-]*(?:,?\s+(?:[A-Z][A-Za-z-]*(?![\w-]*\d)|and|&|of|for|on|in|the))*)/g;
/** ", Volume 31, Issue 2", ", Vol. 55", " in March": a citation's volume or issue, a month, after a Transactions' name. */
/** One to three lower-case words right after a Transactions' name, then the clause's end, a comma, a stop or a bracket. */
const LOWER_WORDS_AFTER = /^\s+([a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,2})(?=\s*(?:$|[,;.()]))/;
const CONNECTOR = /^(?:and|of|for|on|in|the)$/;
const VOLUME_TAIL = new RegExp(String.raw`,?\s+(?:(?:Vol|Volume|Issue|No)\b|in\s+(?:${MONTH_NAMES})\b)[\s\S]*$`);
function alnum(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
}

/** True when "+" or "&" glues the mention to a letter or digit on either side ("HCI+NLP"). */
function glued(text: string, m: Mention): boolean {
  const a = text.charCodeAt(m.end);
  if ((a === 43 || a === 38) && alnum(text.charCodeAt(m.end + 1))) return true;
  const b = text.charCodeAt(m.start - 1);
  return (b === 43 || b === 38) && alnum(text.charCodeAt(m.start - 2));
}

/** "KR/ICAPS 2025": an acronym joined by a slash to another one with a year shares that year. */
const SLASH_YEAR_AFTER = /^\s*\/\s*[A-Z][A-Za-z0-9\-]*\s*(?:['’]\d{2}|(?:19|20)\d{2})(?!\d)/;
const TRACK_AFTER = /^\s*track(?![A-Za-z])/i;
const YEAR_AFTER = /^\s*(?:['’‘`]\s*|-\s*|_)?(?:19|20)?\d{2}(?!\d)/;
/** True when `acr` is, as written, the acronym of a catalogue conference ("ICWSM", "AIES"; not a workshop's). */
function sponsoredConference(acr: string): boolean {
  return !!ALIAS_INDEX.get(acr.toLowerCase())?.some((a) => a.alias === acr && a.venue.kind === 'conference');
}
/** " European Conference on", " Symposium on": up to three capitalised words, then Conference / Symposium and on / of / for. */
const SPONSORED_EVENT_AFTER = /^\s+(?:[A-Z][a-z]+\s+){0,3}(?:Conference|Symposium)\s+(?:on|of|for)\s/;
/** True when the words after a venue's acronym go on as one of its own full names ("AAAI Conference on Artificial Intelligence"). */
function opensOwnName(v: VenueDef, after: string): boolean {
  const head = after.trim().split(/\s+/).slice(0, 3).join(' ').toLowerCase();
  return (v.full ?? []).some((f) => f.toLowerCase().includes(head));
}
// "MICCAI endorsed event MICAD 2026" (round vpool15, set 342 part A): "endorsed" may follow after a space too (only that
// word: "ICCV affiliated workshop", "NeurIPS hosted …" written spaced stay as they are read).
const ENDORSED_AFTER = /^(?:-(?:endorsed|sponsored|affiliated|supported|organi[sz]ed|hosted)| endorsed)(?![A-Za-z])/i;
/** " ICWSM": an acronym right after a name. */
const SPONSORED_AFTER = /^\s+([A-Z][A-Za-z]*[A-Z][A-Za-z]*)(?![A-Za-z])/;
/** " SLaTE 2025", " Interspeech '25": a capitalised word (a capital inside or not), then its year closing it. */
const LISTED_YEAR_AFTER = /^ +([A-Z][A-Za-z]{1,15})[ \-]?(?:(?:19|20)\d{2}|['’]\d{2})(?![\dA-Za-z])/;
/** True when the word after `v`'s acronym is, as written, another list venue's acronym with its year. */
function societyBeforeListed(v: VenueDef, after: string): boolean {
  const a = LISTED_YEAR_AFTER.exec(after);
  return !!a && !!ALIAS_INDEX.get(a[1].toLowerCase())?.some((x) => x.alias === a[1] && !sameVenue(x.venue, v));
}
/** "IFIP TC13", "IAPR TC-11": a federation's numbered technical committee. */
const COMMITTEE_BEFORE = /(?<![A-Za-z])(?:IFIP|IAPR)\s+$/;
const COMMITTEE_NUMBER = /^[\s-]?\d/;

/** Where the first token that could start a venue name is, or -1: the cheap first test. */
export function firstKeyAt(text: string): number {
  let at = -1;
  scanKeys(text, (_e, start) => { at = start; return true; });
  return at;
}

/** True when blankUrls changes nothing but whitespace (no URL or domain to blank): tokens stay where they were. */
export function urlFree(text: string): boolean {
  // HAS_DOMAIN needs a dot: most comments without one skip the regex.
  return !text.includes('://') && !text.includes('www.') && !(text.includes('.') && HAS_DOMAIN.test(text));
}

/** The text with every whitespace character but the space turned into a space (blankUrls of a text urlFree says has no URL). */
export function spacesOnly(text: string): string {
  // The regex test reads the text natively: fewer instructions than a loop over charCodeAt (detection 0.8% fewer, callgrind).
  return NON_SPACE_WS.test(text) ? text.replace(NON_SPACE_WS_G, ' ') : text;
}

/** The text with URLs and line breaks blanked out (same length, so offsets stay valid). */
export function blankUrls(text: string): string {
  let t = spacesOnly(text);
  if (t.includes('://') || t.includes('www.')) t = t.replace(URL_RE, (u) => ' '.repeat(u.length));
  if (HAS_DOMAIN.test(t)) t = t.replace(DOMAIN_RE, (u) => ' '.repeat(u.length));
  return t;
}

/** Where each URL or bare domain that blankUrls blanks starts and ends in `text` (same offsets as the blanked text). */
export function urlSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let t = spacesOnly(text);
  if (t.includes('://') || t.includes('www.')) t = t.replace(URL_RE, (u, at: number) => { out.push([at, at + u.length]); return ' '.repeat(u.length); });
  if (HAS_DOMAIN.test(t)) t.replace(DOMAIN_RE, (u, at: number) => { out.push([at, at + u.length]); return u; });
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * IEEE's copyright notice ("Permission from IEEE must be obtained for all other uses, in any current or future media, …"):
 * the publisher's boilerplate, which names no venue ("media" is not MedIA). Blanked to the end of its sentence (same length).
 */
const IEEE_PERMISSION = /Permission\s+from\s+(?:the\s+)?IEEE\s+must\s+be\s+obtained[^.;]*/gi;
export function blankNotices(text: string): string {
  return blankDoubledArticle(text.includes('ermission') ? text.replace(IEEE_PERMISSION, (u) => ' '.repeat(u.length)) : text);
}

/**
 * "Accepted at the The 26th IEEE International Symposium on … (CCGrid 2026)": an article written twice is read once (the
 * first blanked, offsets kept), so the grammar that reads "the 26th … Symposium on …" sees the name.
 */
const DOUBLED_THE = /(?<![A-Za-z])the (?=the(?![A-Za-z]))/gi;
function blankDoubledArticle(text: string): string {
  return text.includes('the The') || text.includes('the the') || text.includes('The the') ? text.replace(DOUBLED_THE, '    ') : text;
}

function rawMatches(text: string, from: number): Mention[] {
  const out: Mention[] = [];
  scanKeys(text, (e, start, end) => {
    for (const a of candidates(e, text, end)) {
      const to = aliasEnd(a, text, start, end);
      if (to >= 0) out.push({ venue: a.venue, start: start - a.offset, end: to, strength: a.strength });
    }
  }, from);
  return out;
}

/** Words that only lead into a name, never join an acronym ("Accepted To CHI" is not TOCHI). */
const LEAD_WORDS = new Set(['the', 'in', 'at', 'on', 'by', 'to', 'for', 'from', 'of', 'and', 'accepted', 'published', 'submitted', 'presented']);

function isAsciiLetter(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

/**
 * "ASIA CCS '26": a capitalised word and a list acronym written apart (one space or hyphen) that, joined, are another
 * listed venue's own acronym (AsiaCCS) name that venue, not the shorter one the acronym alone would be (CCS). Added
 * before overlaps are resolved, where the longer, earlier-starting span wins. Read with character tests, no regex: it
 * runs for every mention.
 */
function joinedAcronyms(text: string, found: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of found) {
    const sep = text.charCodeAt(m.start - 1);
    if (m.strength === 'full' || (sep !== 32 && sep !== 45) || !isAsciiLetter(text.charCodeAt(m.start - 2))) continue;
    let w = m.start - 2;
    while (w > 0 && isAsciiLetter(text.charCodeAt(w - 1))) w--;
    const first = text.charCodeAt(w);
    if (m.start - 1 - w < 2 || first < 65 || first > 90 || (w > 0 && /[0-9_]/.test(text[w - 1]))) continue;
    const word = text.slice(w, m.start - 1);
    const joined = (word + text.slice(m.start, m.end)).toLowerCase();
    const aliases = ALIAS_INDEX.get(joined);
    if (!aliases || LEAD_WORDS.has(word.toLowerCase())) continue;
    for (const a of aliases) if (a.strength !== 'full' && a.venue !== m.venue && a.alias.toLowerCase() === joined) out.push({ venue: a.venue, start: w, end: m.end, strength: a.strength });
  }
  return out;
}

/** A year right after a tag: " 2024", "-2024", " '24". */
const YEAR_NEXT = /^[\s\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)/;
/**
 * "LREC-COLING 2024": two list conferences' acronyms joined by a hyphen, then a year, that no list names as one are one
 * joint event's tag (named as printed), never a main track at each: the joint event's own name is the one the list
 * would hold. Added before overlaps are resolved, where the longer span wins.
 */
function jointEvents(text: string, found: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 1; i < found.length; i++) {
    const a = found[i - 1];
    const b = found[i];
    if (b.start !== a.end + 1 || text.charCodeAt(a.end) !== 45 || a.venue === b.venue || a.strength === 'full' || b.strength === 'full') continue;
    // "FL@FM-IJCAI'26": a tag glued after another word or an "@" is a workshop's name at its host, no joint event.
    if (a.start > 0 && /[\w@\-\/]/.test(text[a.start - 1])) continue;
    if (a.venue.kind !== 'conference' || b.venue.kind !== 'conference' || !YEAR_NEXT.test(text.slice(b.end, b.end + 8))) continue;
    const name = text.slice(a.start, b.end);
    if (found.some((m) => m.start <= a.start && m.end >= b.end)) continue;
    out.push({ venue: { name, kind: 'conference' }, start: a.start, end: b.end, strength: 'generic' });
  }
  return out;
}

function nonOverlapping(ms: Mention[]): Mention[] {
  ms.sort((a, b) => a.start - b.start || (b.end - b.start) - (a.end - a.start));
  const out: Mention[] = [];
  for (const m of ms) if (!out.length || m.start >= out[out.length - 1].end) out.push(m);
  return out;
}

/** Words that may follow a venue's full name without making it a longer name. */
// "ACM MM Accepted", "ACM Multimedia Accepted": a status word after the name (capitalised as a tag's second word often
// is) says what became of the paper; it continues no name.
const AFTER_FULL_OK = /^(?:Accepted|Published|Submitted|Rejected|Presented|Workshops?|Conference|Companion|Proceedings|Main|Track|Special|Short|Long|Posters?|Oral|Spotlight|Highlight|Industry|Demo|Doctoral|Student|Findings|Datasets|Position|Tutorials?|Journal|Early|Volume|Vol|Issue|Research|Papers?|Series|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** Up to three capitalised words right after a name (lower-case joiners between), as a longer journal name could continue. */
// The words may run on over a line break ("Nature Scientific\n  Reports": arXiv's wrapped comments).
const LONGER_JOURNAL = /^(?: \s*(?:[A-Z][a-z]+|of|and|&|in|for)){1,3}/;
/** " of Advanced …", " of the Total …": "of", maybe "the", then a capitalised word. */
const OF_NAME_AFTER = /^ of (?:the )?[A-Z]/;
/** A full name followed by ", X and Y": a list of the longer name's topics ("… Software Engineering, Management and Applications"). */
const TOPIC_LIST_AFTER = /^,\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?(?:,\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)*,?\s+(?:and|&)\s+[A-Z][a-z]/;
/** "AAAI Conference on Artificial Intelligence and Interactive Digital Entertainment": "and" and a capitalised word go on. */
const JOINED_AFTER = /^\s+(?:and|&)\s+[A-Z][a-z]+\s+[A-Z][a-z]/;

const FULL_LONGER_BEFORE = /(?:^|[\s(])(?!(?:The|In|At|On|By|To|For|From|Of|And|Accepted|Published|Submitted|Presented|Appear|Appears|Proceedings|Annual|International|Joint|IEEE|ACM|First|Second|Third|[A-Z][a-z]*th)\s)[A-Z][a-z]+\s+$/;
/** ": Practice and Experience (ICSEPE 2025)": a colon subtitle of capitalised words, then a parenthesised acronym. */
const SUBTITLE_ACRONYM = /^\s*:\s+[A-Z][^.;:()]{1,120}?\(\s*([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)/;

/** True when `acr` is one of the venue's names or acronyms, or one of them with a W (its workshops: CVPRW). */
function ownAcronym(v: VenueDef, acr: string): boolean {
  const k = acr.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? [])].some((a) => {
    const b = a.toLowerCase().replace(/^(?:ieee|acm)[\s-]+/, '').replace(/[^a-z0-9]/g, '');
    return b === k || `${b}w` === k;
  });
}

/** "… Conference on AI x ", "… international conference on ": an event word (capitalised or not) and its "on / of / for", then up to ten words of its topic, right before. */
const EVENT_TOPIC_BEFORE = /\b(?:[Cc]onference|[Ss]ymposium|[Ww]orkshop|[Cc]ongress)\s+(?:on|of|for)\s+(?:the\s+)?(?:[\w&\-]+\s+){0,10}$/;
/** A journal whose name says it is the proceedings of a society: "Proc. IEEE", "Proceedings of the IEEE". */
const PROCEEDINGS_SPAN = /^Proc(?:\.|eedings)(?![A-Za-z])/;
/** An event's name starting: an optional year, then an ordinal or an event word ("21st International Conference …"). */
const EVENT_START_AFTER = /^,?\s+(?:(?:19|20)\d{2}\s+)?(?:\d{1,3}(?:st|nd|rd|th)|(?:[A-Z][a-z]+-)?(?:First|Second|Third|[A-Z][a-z]+th)|International|Annual|Joint|Conference|Symposium|Workshop|Congress)(?![A-Za-z])/;
/** An event word right after a name: "… conference 2025", "… Symposium", "… workshop". */
const JOURNAL_TOPIC_EVENT = /^[\s\-]+(?:conference|symposium|workshop|congress)(?![A-Za-z])/i;
/** "Transactions of the ", "Journal of ": a periodical's name right before, wanting its society or topic. */
const PERIODICAL_OF_BEFORE = /(?<![A-Za-z])(?:Transactions|Journal)\s+of\s+(?:the\s+)?$/;
const PERIODICAL_AFTER = /^[\s\-]+(?:Letters|Magazine)(?![A-Za-z])/;
/** A word in plain case ("Media"); a name with a capital after a lower-case letter ("MedIA"). */
const PLAIN_WORD = /^[A-Z][a-z]+$/;
const MIXED_CASE = /[a-z][A-Z]/;
/** True when the text right after a multi-word name continues it into a longer one ("… Multimedia Information Technology"). */
function longerName(text: string, m: Mention): boolean {
  // "Science Robotics" is not "Science": a one-word journal name that JabRef's lists know longer, with the next word(s).
  // Cheapest tests first: a space and a capital right after the name (most names are followed by a year or punctuation).
  const next0 = text.charCodeAt(m.end + 1);
  const soon = m.venue.kind === 'journal' && text.charCodeAt(m.end) === 32 && next0 >= 65 && next0 <= 90 && !text.slice(m.start, m.end).includes(' ')
    ? LONGER_JOURNAL.exec(text.slice(m.end, m.end + 40)) : null;
  if (soon) {
    const words = soon[0].trim().split(/\s+/);
    const span = text.slice(m.start, m.end);
    for (let n = words.length; n > 0; n--) if (journalAbbreviations().has(nameKey(`${span} ${words.slice(0, n).join(' ')}`))) return true;
    // "Nature Scientific Reports": a one-word journal that is also its publisher's name, before another journal's whole
    // name, is the publisher.
    if (m.strength === 'weak' && words.length > 1 && journalAbbreviations().has(nameKey(words.join(' ')))) return true;
  }
  // "Science of Advanced Materials", "Science of the Total Environment": a one-word journal name right before "of" and a
  // capitalised word (or "the") opens a longer journal's name, whether or not JabRef's lists know it.
  if (m.venue.kind === 'journal' && text.charCodeAt(m.end) === 32 && OF_NAME_AFTER.test(text.slice(m.end, m.end + 12)) && !text.slice(m.start, m.end).includes(' ')) return true;
  // "IEEE Networking Letters": an event's name (a conference, workshop or symposium) right before "Letters" or "Magazine"
  // names a periodical, not the event (no event's name goes on into those words).
  if (m.venue.kind !== 'journal' && PERIODICAL_AFTER.test(text.slice(m.end, m.end + 12))) return true;
  // "Workshop on Mental Health Disorder Detection on Social Media (MHSM 2026)": a journal's mixed-case acronym (MedIA)
  // matched as a plain capitalised word inside the topic of an event's spelled-out name is a word of that name.
  if (m.venue.kind === 'journal' && m.strength !== 'full' && PLAIN_WORD.test(text.slice(m.start, m.end)) && MIXED_CASE.test(m.venue.name)
    && EVENT_TOPIC_BEFORE.test(text.slice(Math.max(0, m.start - 110), m.start))) return true;
  // "the Transactions of ACL (TACL)": an event's name right after "Transactions / Journal of (the)" is a word of a
  // periodical's name (the event's society), not the event.
  if (m.venue.kind !== 'journal' && PERIODICAL_OF_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start))) return true;
  if (m.strength !== 'full' && !text.slice(m.start, m.end).includes(' ')) return false;
  // "European Semantic Web Conference" is not "(International) Semantic Web Conference": a capitalised word before a
  // conference's full name makes a longer one (not a cue, an article, an ordinal, a publisher or a word the lists drop),
  // across a line break too ("International Semantic\n  Web Conference").
  if (m.strength === 'full' && m.venue.kind === 'conference' && FULL_LONGER_BEFORE.test(text.slice(Math.max(0, m.start - 20), m.start))) return true;
  // "International Conference on AI x Data & Knowledge Engineering (AIxDKE)": a journal's full name inside the topic of
  // an event's spelled-out name is part of that name, not the journal (Data & Knowledge Engineering).
  if (m.strength === 'full' && m.venue.kind === 'journal' && EVENT_TOPIC_BEFORE.test(text.slice(Math.max(0, m.start - 110), m.start))) return true;
  const after = text.slice(m.end, m.end + 60);
  // "the Artificial Life conference 2025 (ALife 2025)", "Knowledge-Based Systems Workshop": a journal's name right
  // before an event word is that event's topic, not the journal.
  if (m.venue.kind === 'journal' && JOURNAL_TOPIC_EVENT.test(after)) return true;
  // "Proc. IEEE 21st International Conference on Automation Science and Engineering (CASE)": a journal named
  // "Proceedings of …" right before an event's ordinal or event word is the society prefix of that event's
  // proceedings, not the journal (Proceedings of the IEEE).
  if (m.venue.kind === 'journal' && PROCEEDINGS_SPAN.test(text.slice(m.start, m.end)) && EVENT_START_AFTER.test(after)) return true;
  // "International Conference on Software Engineering: Practice and Experience (ICSEPE 2025)": a subtitle after a colon,
  // then an acronym in parentheses that is not the venue's (nor its workshops', CVPRW): a longer event's name.
  const sub = m.strength === 'full' && after.charCodeAt(0) !== 32 ? SUBTITLE_ACRONYM.exec(text.slice(m.end, m.end + 160)) : null;
  if (sub && !ownAcronym(m.venue, sub[1])) return true;
  // An abbreviated journal name after another abbreviated word: "Serb. Astron. J." is not "Astron. J.".
  if (text.slice(m.start, m.end).includes('.') && /(?:^|\s)[A-Z][a-z]*\.\s*$/.test(text.slice(Math.max(0, m.start - 12), m.start))) return true;
  if (/^\.?[A-Z][a-z]*\./.test(after) && text.slice(m.start, m.end).includes('.')) return true;
  const next = /^ ([A-Z][a-z]+)(?![a-z])/.exec(after); // "ACM MM Asia2026": a year glued to the next word ends it too
  if (next && !AFTER_FULL_OK.test(next[1])) return true;
  return TOPIC_LIST_AFTER.test(after) || JOINED_AFTER.test(after);
}

/** True when the mention's acronym starts one of its venue's full names, written out, that goes on into a longer name. */
function opensLongerName(text: string, m: Mention): boolean {
  const span = text.slice(m.start, m.end);
  for (const f of m.venue.full ?? []) {
    if (f.length <= span.length || !f.startsWith(`${span} `)) continue;
    const end = m.start + f.length;
    if (text.slice(m.start, end).toLowerCase() === f.toLowerCase() && longerName(text, { venue: m.venue, start: m.start, end, strength: 'full' })) return true;
  }
  return false;
}

/**
 * "RSS 2026 Workshop on …", "RSS Workshop on Scalable … Learning 2025": the host's year, or none, before "Workshop on"
 * (not before a bare "Workshop", which names the workshop: "AIM Workshop").
 */
const HOST_YEAR_WORKSHOP_ON = /^\s*(?:(?:['’]\d{2}|(?:19|20)\d{2})\s+)?workshop(?:\s+(?:on|for)\s|\s*:\s*["“])/i;
/**
 * "ICSOC Workshops 2024", "CHI 2024 Workshops": the plural names no one workshop but the host's workshops, with the
 * edition's year before or after the word (a year on at least one side).
 */
const HOST_WORKSHOPS = /^\s*(?:(?:['’]\d{2}|(?:19|20)\d{2})\s+Workshops(?![A-Za-z])|Workshops\s+(?:19|20)\d{2}(?!\d))/;
/** A list acronym inside a longer token or name: "R2-FM", "Canadian AI", "AIM Workshop" (that names the workshop). */
function partOfLonger(text: string, m: Mention): boolean {
  const before = text.slice(Math.max(0, m.start - 20), m.start);
  if (/[A-Za-z0-9][\-]$|\d$/.test(before)) return true;
  const span = text.slice(m.start, m.end);
  // "Canadian AI", "(Canadian AI 2025)", "Statistical Science", "HCI International": a capitalised word before makes a longer name
  // (a cue word is none, whole words only: "Information Science" is longer, not "In" + "formation").
  if ((m.end - m.start <= 3 || /^[A-Z][a-z]+$/.test(span)) && /(?:^|[\s(])(?!(?:IEEE|ACM|The|In|At|By|To|For|From|Accepted|Published|Submitted)\s)[A-Z][a-z]+\s$/.test(before)) return true;
  // "RSS 2026 Workshop on Diffusion for Robot Learning", "CHI 2025 workshop: "…"": with its year before "Workshop on …"
  // or a quoted workshop name, the acronym is the host.
  const after = text.slice(m.end, m.end + 30);
  if (HOST_YEAR_WORKSHOP_ON.test(after) || HOST_WORKSHOPS.test(after)) return false;
  return /^\s*(?:['’]?\d{2}|\d{4})?\s*(?:workshops?|challenges?|competitions?|shared\s+tasks?)(?![A-Za-z])/i.test(after);
}

/** The mention names the venue's template, style or format ("NeurIPS 2025 preprint template", "template of ICML"). */
function templateAt(text: string, m: Mention): boolean {
  const before = text.slice(Math.max(0, m.start - 30), m.start);
  const after = text.slice(m.end, m.end + 40);
  return TEMPLATE_AFTER.test(after) || (styleFileNear(after) && STYLE_FILE_AFTER.test(after)) || (endsInWordThenSpace(before, TEMPLATE_BEFORE_ENDS) && TEMPLATE_BEFORE.test(before));
}
/** Any word that states a paper's standing at a venue (acceptance, publication, submission, review, presentation, a track). */
const STANDING_WORD = /\b(?:accept\w*|appear\w*|publish\w*|presented|presentation|camera[- ]?ready|proceedings|submi\w*|review\w*|reject\w*|oral|spotlight|poster|highlight|main|track|findings|workshop|in\s+press|to\s+be)\b/i;
/**
 * "9-page NeurIPS 2025 preprint … Prepared using the NeurIPS 2025 preprint template": when a text names a venue's template
 * and says nothing of the paper's standing anywhere, its other, bare mentions of that venue describe the same template
 * (README: templates and styles are not venues), not a paper at the venue.
 */
function dropTemplatedTwins(text: string, kept: Mention[], templated: Set<string>): Mention[] {
  if (!templated.size || STANDING_WORD.test(text)) return kept;
  return kept.filter((m) => !templated.has(m.venue.name));
}

function acceptable(text: string, m: Mention, prev: Mention | undefined): boolean {
  const after = text.slice(m.end, m.end + 40);
  const before = text.slice(Math.max(0, m.start - 30), m.start);
  if (longerName(text, m)) return false;
  // Glued to another token by "+" or "&" ("HCI+NLP at ACL"): a longer name, not this venue.
  if (glued(text, m)) return false;
  // The regexes ending at the name run only when the text before it ends as they need ("of ", "("): most texts don't.
  if (templateAt(text, m) || (after.includes('(') && CATEGORY_AFTER.test(after)) || (before.includes('(') && CATEGORY_BEFORE.test(before))) return false;
  if (m.venue.name === 'AAAI' && /^(?:-[A-Za-z]|\s*\/\s*ACM)/.test(after)) return false; // AAAI-MAKE, AAAI/ACM AIES: other events
  // "ACM SIGGRAPH European Conference on Visual Media Production (CVMP)", "SIGGRAPH Conference on Motion, Interaction and
  // Games": a conference's acronym opening another conference or symposium's spelled-out name (not its own) is its
  // sponsor, not the venue.
  if (m.strength !== 'full' && m.venue.kind === 'conference' && SPONSORED_EVENT_AFTER.test(after) && !opensOwnName(m.venue, after)) return false;
  // "(NeurIPS-endorsed workshop)": a venue endorsing or sponsoring another event is not the paper's venue.
  if ((after.charCodeAt(0) === 45 || after.charCodeAt(0) === 32) && ENDORSED_AFTER.test(after)) return false;
  // "AAAI ICWSM 2025": AAAI before another catalogue venue's acronym is its sponsor.
  if (m.venue.name === 'AAAI' && SPONSORED_AFTER.test(after) && sponsoredConference(SPONSORED_AFTER.exec(after)![1])) return false;
  // "AAAI Conference on Artificial Intelligence and Interactive Digital Entertainment (AIIDE)": the acronym opens the
  // venue's full name, and that name goes on into a longer one.
  if (m.strength !== 'full' && text.charCodeAt(m.end) === 32 && opensLongerName(text, m)) return false;
  if (m.strength !== 'weak') return true;
  if (partOfLonger(text, m)) return false;
  // A two-letter list acronym (AI, PR, VR) is a venue only with its year: "AI 2025", not "accepted by AI researchers".
  // A federation's numbered committee ("IFIP TC13", "IAPR TC-11") is no venue and no year ("SC25" is Supercomputing 2025).
  if (COMMITTEE_BEFORE.test(before) && COMMITTEE_NUMBER.test(after)) return false;
  if (m.end - m.start <= 2) return YEAR_AFTER.test(after) || SLASH_YEAR_AFTER.test(after);
  if (PUBLISHER_BEFORE.test(before) || SOCIETY_BEFORE_EVENT.test(after)) return false;
  // "accepted by ISCA SLaTE 2025", "ISCA Interspeech 2025": a weak list acronym (one a society shares) right before another
  // list venue's acronym and its year is that venue's society, not a venue of its own (round vleft, from the v301 design
  // miss; the event-word form is SOCIETY_BEFORE_EVENT). A strong one stays: "ACL BEA2025" is ACL's workshop.
  if (after.charCodeAt(0) === 32 && societyBeforeListed(m.venue, after)) return false;
  if (YEAR_AFTER.test(after) || /(?:IEEE|ACM)\s*$/.test(before) || CUED_BEFORE.test(before) || SLASH_YEAR_AFTER.test(after) || HOST_WORKSHOPS.test(after)) return true;
  // "Accepted to the ESEIW 2026 ESEM": an umbrella event's acronym ending in W (a "Week") and its year right before a
  // list acronym host that event; the W tag is no list conference's workshops ("ICCVW 2025 NTIRE": ICCV is listed, and
  // NTIRE stays the workshop there). Round vleft8.
  if (before.endsWith(' ') && umbrellaBefore(before)) return true;
  if ((CUED_AS_BEFORE.test(before) || EARLIER_PAPER_BEFORE.test(before)) && PAPER_KIND_AFTER.test(after)) return true;
  // "RSS SemRob Workshop 2026": a named workshop right after the acronym, with its year after "Workshop", is held at it.
  if (HOST_NAMED_WORKSHOP_YEAR.test(after)) return true;
  if (SUBMIT_BEFORE.test(before) && CLAUSE_END_AFTER.test(after)) return true;
  // "2026 PRCV Oral; Project Page: …": the year written before the acronym, opening the clause, and the clause ending or
  // a presentation word after it, is that edition's tag.
  if (YEAR_OPENS_BEFORE.test(before) && (CLAUSE_END_AFTER.test(after) || PRESENTATION_AFTER.test(after))) return true;
  // "Static Analysis Symposium (SAS) 2025": the acronym defined in parentheses for the venue's own (shortened) name.
  if (before.endsWith('(') && PAREN_CLOSE.test(after) && sharesFullWords(m.venue, text.slice(Math.max(0, m.start - 90), m.start))) return true;
  return !!prev && prev.venue === m.venue && /^[\s(]*$/.test(text.slice(prev.end, m.start));
}

const PAREN_CLOSE = /^\s*\)/;
/** " SemRob Workshop 2026": one or two capitalised name words, "Workshop" and a year, after a host's acronym. */
const HOST_NAMED_WORKSHOP_YEAR = /^\s+(?:[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*\s+){1,2}Workshop\s+(?:19|20)\d{2}(?!\d)/;
/** Four capitals or more and a W (hostOfW's shape), then a year, right before the name: "ESEIW 2026 ". A shorter stem spells a workshop's own name. */
const W_TAG_YEAR_BEFORE = /(?:^|[\s(,;:])([A-Z]{4,}W)\s+(?:19|20)\d{2}\s+$/;
/** True when the text before a list acronym ends with an umbrella event's W tag and year, the W tag no list conference's workshops. */
function umbrellaBefore(before: string): boolean {
  const w = W_TAG_YEAR_BEFORE.exec(before);
  return !!w && !sponsoredConference(w[1].slice(0, -1)) && !sponsoredConference(w[1]);
}

/** "the ISCA SLaTE-2025 Workshop": a list acronym right before another event's acronym, year and event word is its society. */
const SOCIETY_BEFORE_EVENT = /^\s+[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s+(?:Workshop|Conference|Symposium)(?![A-Za-z])/;

/** True when the text before a parenthesised acronym holds two or more telling words of the venue's full names. */
function sharesFullWords(v: VenueDef, before: string): boolean {
  const words = fullWords(v);
  if (words.size < 2) return false;
  let n = 0;
  for (const w of before.toLowerCase().split(/[^a-z0-9]+/)) if (words.has(w) && ++n >= 2) return true;
  return false;
}

function sameVenue(a: VenueDef, b: VenueDef): boolean {
  return a === b || !!a.ambiguous?.includes(b) || !!b.ambiguous?.includes(a);
}

/** "(EMA4MICCAI)": letters and a digit glued before the mention make it the end of a longer acronym, another event. */
export const GLUED_DIGIT_BEFORE = { test: gluedDigitBefore };
/** /[A-Za-z]\d$/ read from the text's last two characters (the regex would try every earlier position first). */
function gluedDigitBefore(s: string): boolean {
  const n = s.length;
  if (n < 2) return false;
  const d = s.charCodeAt(n - 1);
  const l = s.charCodeAt(n - 2) | 32;
  return d >= 48 && d <= 57 && l >= 97 && l <= 122;
}

/** Merges "International Conference on Machine Learning (ICML 2026)" and similar runs naming one venue. */
function mergeRuns(text: string, ms: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of ms) {
    // Not out[-1] for the first mention: an index outside an array is looked up as a property name, in the runtime.
    const last = out.length ? out[out.length - 1] : undefined;
    const between = last ? text.slice(last.end, m.start) : '';
    if (last && sameVenue(last.venue, m.venue) && between.length <= 40 && !GLUED_DIGIT_BEFORE.test(between) && !/[.;]\s/.test(between) && !statusCues(between).length && !/oral|poster|spotlight|and\s/i.test(between)) {
      out[out.length - 1] = { venue: last.venue.ambiguous ? m.venue : last.venue, start: last.start, end: m.end, strength: last.strength };
    } else out.push(m);
  }
  return out;
}

/** "IEEE/ACM Transactions on X Y and Z" not in the catalogue -> "TXYZ" / "ACM TXYZ", as such journals are usually cited. */
function transactions(text: string, known: Mention[]): Mention[] {
  const out: Mention[] = [];
  TRANSACTIONS_RE.lastIndex = 0;
  for (let m = TRANSACTIONS_RE.exec(text); m; m = TRANSACTIONS_RE.exec(text)) {
    // "…, Volume 31, Issue 2", "… in March 2026": the citation's volume and issue, the month, are no words of the name.
    const words = m[2].replace(VOLUME_TAIL, '').replace(/(?:,?\s+(?:and|&|of|for|on|in|the))+$/, '');
    const end = m.index + m[0].length - (m[2].length - words.length);
    // A weak list acronym that is the whole name ("AI", the journal Artificial Intelligence, in "… Transactions on AI") is
    // the name's one word, not a venue of its own.
    const oneAcronym = ONE_ACRONYM.test(words);
    const nameStart = m.index + m[0].length - m[2].length;
    if (known.some((k) => k.start < end && k.end > m!.index && !(oneAcronym && k.strength === 'weak' && k.start >= nameStart))) continue;
    const initials = words.split(/[\s,]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
    const short = `${m[1] === 'ACM' ? 'ACM ' : ''}T${initials}`;
    const printed = text.slice(m.index, end).replace(/\s+/g, ' ');
    // "IEEE Transactions on Affective computing": the name's last words printed in lower case (one to three, ending the
    // clause) are its own when JabRef lists the whole run; named then as the capitalised name is (TAC) (round 12).
    const lower = LOWER_WORDS_AFTER.exec(text.slice(end));
    if (lower && journalAbbreviations().has(nameKey(`${printed} ${lower[1]}`))) {
      const more = lower[1].split(/\s+/).filter((w) => !CONNECTOR.test(w)).map((w) => w[0].toUpperCase()).join('');
      out.push({ venue: { name: `${m[1] === 'ACM' ? 'ACM ' : ''}T${initials}${more}`, kind: 'journal' }, start: m.index, end: end + lower[0].length, strength: 'generic' });
      continue;
    }
    // "IEEE Transactions on Multimedia" is TMM, "… on Haptics" ToH: a one-word name is never read by its two initials
    // (TM, TH), but named as the catalogue names it, else as printed.
    // "IEEE Transactions on AI": a name that is one acronym gives all its letters (TAI, as "… on Artificial Intelligence"
    // does by its initials); named so when the catalogue has no name for it (round v267).
    const name = initials.length >= 2 ? short : looseCatalogueName(printed) ?? (oneAcronym ? `${m[1] === 'ACM' ? 'ACM ' : ''}T${words}` : printed);
    out.push({ venue: { name, kind: 'journal' }, start: m.index, end, strength: 'generic' });
  }
  return out;
}

/**
 * Venue mentions in a text whose URLs are already blanked: aliases found, overlaps resolved, templates dropped.
 * `from`: a token start before which the text is known to hold no catalogue token (see firstKeyAt).
 */
export function findMentions(text: string, from = 0): Mention[] {
  const raw = rawMatches(text, from);
  const joined = raw.length ? joinedAcronyms(text, raw) : raw;
  const joint = raw.length > 1 ? jointEvents(text, raw) : [];
  const found = joined.length || joint.length ? [...raw, ...joined, ...joint] : raw;
  const all = nonOverlapping(text.includes('ransactions') ? [...found, ...transactions(text, found)] : found);
  let kept: Mention[] = [];
  const templated = new Set<string>();
  for (const m of all) {
    // "AAMAS 2026 (AAAI Track)": after another venue, an acronym right before "Track" names a track, not a venue.
    if (kept.length && m.strength !== 'full' && TRACK_AFTER.test(text.slice(m.end, m.end + 12))) continue;
    if (acceptable(text, m, kept.length ? kept[kept.length - 1] : undefined)) kept.push(m);
    else if (templateAt(text, m)) templated.add(m.venue.name);
  }
  kept = dropTemplatedTwins(text, kept, templated);
  // Misspelt names are looked for only where the catalogue found nothing: a comment naming a venue rightly
  // rarely misspells another, and the pass is the costliest one.
  if (!kept.length) {
    const fuzzy = fuzzyMentions(text, all);
    if (fuzzy.length) kept.push(...fuzzy.filter((f) => !TEMPLATE_AFTER.test(text.slice(f.end, f.end + 40)) && !(f.venue.kind === 'journal' && JOURNAL_TOPIC_EVENT.test(text.slice(f.end, f.end + 20)))));
  }
  return mergeRuns(text, kept.map((m) => (m.venue.ambiguous ? { venue: resolveAmbiguous(m.venue, text), start: m.start, end: m.end, strength: m.strength } : m)));
}

const MINOR_WORDS = new Set(['the', 'of', 'on', 'in', 'and', 'for', 'international', 'conference', 'journal', 'symposium', 'ieee', 'acm', 'annual']);

/** The telling words of each venue's full names, computed on first use. */
const FULL_WORDS = new WeakMap<VenueDef, Set<string>>();

function fullWords(c: VenueDef): Set<string> {
  let words = FULL_WORDS.get(c);
  if (!words) FULL_WORDS.set(c, (words = new Set([...(c.full ?? []), ...(c.weakFull ?? [])].join(' ').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !MINOR_WORDS.has(w)))));
  return words;
}

/** An acronym several venues share, read by which one's full-name words the text holds; unresolved, it stays as written. */
function resolveAmbiguous(v: VenueDef, text: string): VenueDef {
  const have = new Set(text.toLowerCase().split(/[^a-z0-9]+/));
  let best: VenueDef = v;
  let bestScore = 0;
  let tie = false;
  for (const c of v.ambiguous ?? []) {
    const words = fullWords(c);
    let score = 0;
    for (const w of words) if (have.has(w)) score++;
    if (score > bestScore) { best = c; bestScore = score; tie = false; } else if (score === bestScore && score > 0) tie = true;
  }
  return tie ? v : best;
}
