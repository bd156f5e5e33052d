import { statusCues, presentationCue } from './cues.ts';
import type { VenueEntry } from './venue-entry.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { PackedGroups } from './packed-groups.ts';
import { nameKey } from './catalogue-lists.ts';
import { withoutNonYears } from './year.ts';
import { isPlaceName } from './places.ts';
import { abbreviationWithoutFunctionWords, journalAbbreviationAt } from './dotted-journal.ts';

/** A venue found without the catalogue: a workshop with no host, or a journal-ref naming an unknown journal. */
export type GenericEntry = VenueEntry;

const NAMED_WORKSHOP = [
  /(?<![A-Za-z])Workshop\s+on\s+[^()[\]]{3,120}?[([]\s*([A-Za-z][\w&\-]*[A-Z][\w&\-]*)\s*[)\]]/i,
  /(?<![A-Za-z])([A-Z][a-z0-9_&\-]*[A-Z][\w&\-]*?)(?:\s*\d{4})?\s*:\s*(?:[A-Za-z]+\s+){0,2}Workshop(?![A-Za-z])/,
  // not before "at HOST YEAR": "the Dependable AI in Embedded Systems (DAIES) Workshop at SAFECOMP 2026" has a host
  /[([]\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)\s*[)\]]\s*[Ww]orkshop(?![A-Za-z])(?!\s*,?\s+(?:at|@|co-?located\s+with|held\s+(?:at|with))\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[\s'\u2019\-]*(?:(?:19|20)\d{2}|['\u2019]\d{2}))/,
];

/** A conference's spelled name ending right before a bracket: "International Conference on … Systems ". */
const CONFERENCE_NAME_BEFORE = /(?:Conference|Symposium|Congress)\s+(?:on|of|for)\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with)(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with))*\s*$/;
/** An acronym ending in letters, then two digits glued on ("IWAI26"). */
const GLUED_YY = /^([A-Za-z][\w&\-]*[A-Za-z])(\d{2})$/;

// "the ICML 2026 3rd Workshop on …": the workshop's edition may stand between.
const HOST_TAG_BEFORE = /(?<![A-Za-z0-9])[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s*(?:\d{1,3}(?:st|nd|rd|th)\s*)?$/;

/** A workshop named by its acronym with no host conference in the clause: the workshop is its own venue. */
export function genericWorkshop(clause: string, posted?: { year: number; month: number } | null): GenericEntry | null {
  if (!/workshop/i.test(clause)) return null;
  let name: string | null = null;
  let at = 0;
  for (const re of NAMED_WORKSHOP) {
    const m = re.exec(clause);
    // "(non-archival)": a note in brackets (the first shape reads any case) is no workshop's acronym.
    if (m && /[A-Z]/.test(m[1])) { name = m[1].replace(/\d{4}$/, ''); at = m.index; break; }
  }
  // "ICIAP 2025 Workshop on Visual Learning (VisL)": an acronym and its year right before the word are the host's (read
  // by the generic venue shapes), not a workshop with no host.
  if (!name || HOST_TAG_BEFORE.test(clause.slice(0, at))) return null;
  const year = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(clause);
  const cues = statusCues(clause.slice(0, at));
  const after = statusCues(clause.slice(at)).find((c) => c.status !== 'published' && c.status !== 'previous_version');
  const status = cues.length ? cues[cues.length - 1].status : after?.status ?? 'accepted';
  // "International Conference on Autonomous Agents and Multiagent Systems (AAMAS) Workshop": the bracket closes a
  // conference's spelled name, so the acronym is that conference's, the host of a workshop left unnamed.
  if (CONFERENCE_NAME_BEFORE.test(clause.slice(0, at))) {
    return { venue: name, year: year ? Number(year[1]) : posted?.year ?? null, track: 'workshop', workshop: null, status, presentation: presentationCue(clause) };
  }
  // "(IWAI26)": two digits glued to the acronym, with no year written elsewhere, are the edition's year when they are
  // the posting year's or the next (data/venues/README: "VENUE26 -> 2026"); an edition number (FGVC13, OSACT7) is not.
  const glued = year ? null : GLUED_YY.exec(name);
  const yy = glued && posted ? Number(glued[2]) : -1;
  if (glued && posted && (yy === posted.year % 100 || yy === (posted.year + 1) % 100)) {
    const y = posted.year - (posted.year % 100) + yy;
    return { venue: glued[1], year: y, track: 'workshop', workshop: glued[1], status, presentation: presentationCue(clause) };
  }
  // No year written: the edition running when the paper was posted, as for a bare workshop tag (data/venues/README, Year 3).
  return { venue: name, year: year ? Number(year[1]) : posted?.year ?? null, track: 'workshop', workshop: name, status, presentation: presentationCue(clause) };
}

/**
 * "IDE Workshop", "BEA Workshop 2026", "; ViSCALE Workshop;", "BioKDD workshop paper": an acronym and the word, maybe
 * the year, maybe "paper", alone make the clause: a workshop's tag, read as a bare venue tag (accepted). Its acronym and year (null when none is written).
 */
/** A publisher's or a field's acronym before "Workshop": no workshop's own tag. */
const NO_WORKSHOP_TAG = /^(?:IEEE|ACM|AI|ML|NLP|CV|LLMs?)$/;
const LONE_WORKSHOP_TAG = /^\s*([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s+[Ww]orkshop(?:\s+((?:19|20)\d{2}))?(?:\s+paper)?\s*$/;
/**
 * "ZebraEval 2026 Workshop, Lyon, France": the tag with its year written before the word, then only the meeting's place
 * after commas (round vleft5, set 154 part A: nothing read). Read only before a place: alone, "ZQW 2026 Workshop" is
 * the bare-tag reader's, and after a host's tag the host's (both as before).
 */
const YEAR_FIRST_WORKSHOP_TAG = /^\s*([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s+((?:19|20)\d{2})\s+[Ww]orkshop\s*$/;
/**
 * The clause's part after its first comma is places only ("Lyon, France", "Lyon, FR"): each comma-set part a place's
 * name, the last maybe a two-capital country code after a place.
 */
function placesOnly(text: string): boolean {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length <= 4 && parts.every((p, i) => p.length > 0 && p.length <= 40 && (isPlaceName(p) || (i > 0 && i === parts.length - 1 && /^[A-Z]{2}$/.test(p))));
}
/** Page, figure and table counts only ("8 pages, 6 figures"): no host or other name before a tag. */
const COUNTS_ONLY = /^(?:[\s,;]*\d+\s*(?:pages?|pp\.?|figures?|figs?\.?|tables?))+[\s,;]*$/i;
export function loneWorkshopTag(clause: string, posted?: { year: number; month: number } | null): { name: string; year: number | null; host?: true } | null {
  // The tag may close a list of page and figure counts: "8 pages, 6 figures, BioKDD workshop paper".
  const comma = clause.lastIndexOf(',');
  // LONE_WORKSHOP_TAG needs the word ("[Ww]orkshop"): most clauses have none (no regex run then).
  if (!clause.includes('orkshop')) return null;
  const m = LONE_WORKSHOP_TAG.exec(clause) ?? (comma >= 0 && COUNTS_ONLY.test(clause.slice(0, comma)) ? LONE_WORKSHOP_TAG.exec(clause.slice(comma + 1)) : null);
  const first = m ? -1 : clause.indexOf(',');
  const placed = first > 0 && placesOnly(clause.slice(first + 1)) ? YEAR_FIRST_WORKSHOP_TAG.exec(clause.slice(0, first)) : null;
  if (placed && !NO_WORKSHOP_TAG.test(placed[1])) return { name: placed[1], year: Number(placed[2]) };
  if (!m || NO_WORKSHOP_TAG.test(m[1])) return null;
  // "ICCV25 Workshop": two digits glued to the acronym, the posting year's or the next, make it an event's edition
  // (README: "VENUE26 -> 2026"); the workshop is one held at that event, unnamed, not an event called "ICCV25".
  const glued = m[2] || !posted ? null : GLUED_YY.exec(m[1]);
  const yy = glued ? Number(glued[2]) : -1;
  if (glued && (yy === posted!.year % 100 || yy === (posted!.year + 1) % 100)) return { name: glued[1], year: posted!.year - (posted!.year % 100) + yy, host: true };
  return { name: m[1], year: m[2] ? Number(m[2]) : null };
}

/**
 * "The Second Workshop on GenAI for Health: Potential, Trust, and Policy Compliance", "8 pages, The 1st Workshop on
 * Stereotypes Across Cultures in Language Technologies": a comment that is only a workshop's spelled title (maybe after
 * page and figure counts, maybe after "The" and the edition's ordinal) names that workshop as a bare tag does — accepted,
 * its own venue with no host stated (README), named as written without article and ordinal, the edition the posting
 * year's (README, Year 3). The title's words are capitalised (connectors, a colon or a listing comma between); a word
 * in lower case ends nothing but the match: a sentence about a workshop is not a tag.
 */
const WORKSHOP_TITLE_ONLY = /^(?:The\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)\s+)?((?:(?:International|Annual|Joint)\s+)*Workshop\s+(?:on|of|for)\s+(?:[A-Z0-9][\w\-&'’/+]*[,:]?)(?:\s+(?:(?:[A-Z0-9][\w\-&'’/+]*|and|&|of|on|for|in|the|with|to|a|an|from|across|beyond|via|under|towards?)[,:]?)){0,20}?)\s*\.?\s*$/;
/** Page, figure and table counts opening a comment, then a comma or stop: "8 pages, 3 figures, ". */
const COUNTS_LEAD = /^(?:\s*\d+\s*(?:pages?|pp\.?|figures?|figs?\.?|tables?)\s*[,;.]?)+\s*/i;
/** A date's part after the title: a day, a month's name, a year ("16 June 2025", "July 21-27", "1997"). */
const DATE_PART = /^(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?:\s+\d{1,2}(?:\s*[-–]\s*\d{1,2})?)?\s*)?(?:(?:19|20)\d{2})?$/;
export function workshopTitleOnly(comments: string, posted?: { year: number; month: number } | null): GenericEntry | null {
  if (!comments.includes('Workshop') || comments.length > 240) return null;
  // "…in Legal Text, 16 June 2025, Chicago, IL", "… on Econophysics, Budapest, July 21-27, 1997.": the meeting's place
  // and dates after the title, set off by commas, are no part of it; a year among them is the edition's.
  const parts = comments.replace(/\s+/g, ' ').trim().replace(/\.$/, '').replace(COUNTS_LEAD, '').split(/\s*,\s*/);
  let year: number | null = null;
  while (parts.length > 1) {
    const last = parts[parts.length - 1];
    const date = DATE_PART.test(last) && /\d/.test(last);
    if (!date && !isPlaceName(last)) break;
    const y = /(?:19|20)\d{2}/.exec(last);
    if (y && year === null) year = Number(y[0]);
    parts.pop();
  }
  const m = WORKSHOP_TITLE_ONLY.exec(parts.join(', '));
  if (!m || /[,:]$/.test(m[1])) return null;
  // a title of two words at least after "Workshop on", or one after a lead that makes the words a name ("The", an
  // ordinal, "International": "International Workshop on Econophysics")
  const title = m[1].replace(/^.*?Workshop\s+(?:on|of|for)\s+/, '');
  if (title.split(/\s+/).length < 2 && !/^(?:The|\d|[A-Z][a-z]+th\s|First|Second|Third|International|Annual|Joint)/.test(m[0])) return null;
  return { venue: m[1], year: year ?? posted?.year ?? null, track: 'workshop', workshop: m[1], status: 'accepted', presentation: null };
}

// "Revised and published in ACM Trans. Comput. Logic 10, …" (v259, set 259 part B): what was done to the paper before
// its publication, joined by "and", leads the status too.
const REF_STATUS_LEAD = /^\s*(?:(?:(?:revised|extended|expanded|corrected|updated|shortened)\s+(?:and|&)\s+)?(?:published|accepted|to\s+appear|appeared|appears)\s+(?:in|by|at|on)\s+(?:the\s+)?|in\s+(?=[A-Z]))/i;
const LEADING_ACRONYM = /^\s*\(\s*([A-Z][A-Za-z&\-]*[A-Z])\s*\)\s*(?=[A-Z])/;
// "6th International Conference in Adaptive Computing … (ACDM 2004), Bristol": the acronym may carry the edition's year.
const ACRONYM_AFTER_NAME = /^\(\s*([A-Z][A-Za-z&\-]*[A-Z])(?:\s*['’]?(?:19|20)?\d{2})?\s*\)/;
const TEX_ACCENTS: Record<string, Record<string, string>> = {
  '`': { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù', A: 'À', E: 'È' },
  "'": { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', c: 'ć', n: 'ń', s: 'ś', z: 'ź', A: 'Á', E: 'É', O: 'Ó' },
  '^': { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û' },
  '"': { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' },
  '~': { n: 'ñ', a: 'ã', o: 'õ' },
};

/** TeX accents as arXiv metadata writes them ("Progr\\`es", "{\\\"o}") -> the accented letters. */
function detex(s: string): string {
  if (!s.includes('\\')) return s;
  return s.replace(/\{?\\([`'^"~])\{?([A-Za-z])\}?\}?/g, (all, acc: string, ch: string) => TEX_ACCENTS[acc]?.[ch] ?? all);
}

/** JabRef's names keyed without the words "Part", "Section", "Series": built on first use. */
let byPartless: Map<string, string> | null = null;
const PART_WORD = /\b(?:part|section|sect|series|ser)\b\.?/gi;
const PART_LETTERS = /part|section|sect|series|ser/;
const PART_LETTERS_G = /part|section|sect|series|ser/g;

/** "Journal of Polymer Science B: Polymer Physics" as JabRef's "Journal of Polymer Science Part B: Polymer Physics". */
function withoutPart(printed: string): string | undefined {
  if (!printed.includes(' ')) return undefined;
  if (!byPartless) {
    byPartless = new Map();
    const all = journalAbbreviations();
    // Keys are letters only, so both sides drop the letters alike (inside a word too: "observer" -> "obver").
    for (const [key, abbr] of all.entries()) if (PART_LETTERS.test(key)) { const k = key.replace(PART_LETTERS_G, ''); if (!byPartless.has(k)) byPartless.set(k, abbr); }
  }
  return byPartless.get(nameKey(printed.replace(PART_WORD, ' ')).replace(PART_LETTERS_G, ''));
}

/**
 * JabRef's ISO-4 names by their number of words and first word without its period ("3 j"), for truncated spellings;
 * built on first use. Names only, as their numbers in journalAbbreviations().abbreviations() (packed-groups.ts): the
 * words of the few names a spelling's first word picks are read at the look-up (an array of words kept for each of the
 * ~65k names cost the import's venue-detection thread ~6 MB of its 48 MB heap, a Map of arrays of names ~1.7 MB).
 */
let byFirstWord: PackedGroups | null = null;

/** An ISO-4 name's words as it writes them, each with its period ("j.phys." is two). */
const isoWords = (abbr: string): string[] => abbr.toLowerCase().match(/[^\s.]+\.?/g) ?? [];

/**
 * A journal printed with other abbreviations than ISO-4: shorter ones ("Gen. Rel. Grav." for "Gen. Relativ. Gravit."),
 * the first word as ISO-4 writes it and every later printed word, dots dropped, beginning the ISO-4 word in its place;
 * failing that, abbreviated less ("American J. Math." for "Amer. J. Math."), a printed word may also go on from a word
 * ISO-4 abbreviates. The answer only when one journal fits.
 */
function truncatedAbbreviation(printed: string): string | undefined {
  if (!/\.\s/.test(`${printed} `) || !printed.includes(' ')) return undefined;
  const words = printed.toLowerCase().replace(/\./g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const abbrs = journalAbbreviations().abbreviations();
  byFirstWord ??= new PackedGroups((function* () {
    for (let a = 0; a < abbrs.length; a++) {
      const full = isoWords(abbrs[a]);
      if (!full[0]) continue;
      yield [`${full.length} ${full[0].endsWith('.') ? full[0].slice(0, -1) : full[0]}`, a] as const;
    }
  })());
  const fits = (longer: boolean): string | undefined => {
    let hit: string | undefined;
    // the first word as ISO-4 writes it; abbreviated less, also every ISO-4 first word the printed one goes on from
    const firsts = longer ? Array.from(words[0], (_, k) => words[0].slice(0, k + 1)) : [words[0]];
    for (const first of firsts) {
      for (const a of byFirstWord!.get(`${words.length} ${first}`)) {
        const abbr = abbrs[a];
        if (!isoWords(abbr).every((w, i) => {
          const bare = w.endsWith('.') ? w.slice(0, -1) : w;
          return (i === 0 ? bare === words[i] : bare.startsWith(words[i])) || (longer && w.endsWith('.') && words[i].startsWith(bare));
        })) continue;
        if (hit !== undefined && hit !== abbr) return undefined;
        hit = abbr;
      }
    }
    return hit;
  };
  return fits(false) ?? fits(true);
}

/**
 * A journal-ref naming a journal the catalogue does not know: its ISO-4 abbreviation when JabRef's journal lists
 * know the name as printed ("Annals of Applied Probability" -> "Ann. Appl. Probab."), else the name as written;
 * the year; published if cited with volume/pages.
 */
/** A name that is only the words opening a proceedings title ("Proceedings of the", "Proc. of"). */
const PROCEEDINGS_ONLY = /^(?:Proceedings|Proc\.?)(?:\s+of)?(?:\s+the)?$/i;

/**
 * "CUI '24: Proceedings of the ACM Conversational User Interfaces 2024, …", "PRIMA 2025: Principles and Practice of
 * Multi-Agent Systems, LNCS 16366, pp. 303-310 (2026)": an event's acronym and its year (apostrophe or four digits),
 * then a colon.
 */
const PROCEEDINGS_APOSTROPHE_TAG = /^\s*(?:(?:In|Dans|En)\s+)?(?:Proceedings|Proc\.|Actes)\s+(?:of|de|du|des)\s+(?:the\s+)?([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)\s*['’](\d{2})(?!\d)\s*[-–—:]/;
const LEADING_EVENT_TAG = /^\s*([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)\s*(?:['’](\d{2})|\s((?:19|20)\d{2}))\s*:\s*(?=[A-Z])/;

/**
 * "MICCAI CDMRI Workshop 2026", "RSS SemRob Workshop 2026": two acronyms, the word and a year: the first is the host, the
 * second names its workshop (the name held with the host's in one tag), never one event called so.
 */
const HOST_ACR_WORKSHOP = /^(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+([A-Z][\w\-]*[A-Z][\w\-]*)\s+[Ww]orkshop[\s,]+((?:19|20)\d{2})(?!\d)/;
export function hostAcronymWorkshop(text: string): { host: string; workshop: string; year: number; end: number } | null {
  const m = HOST_ACR_WORKSHOP.exec(text);
  if (!m || /^(?:IEEE|ACM|SPIE|IFIP|EAI)$/.test(m[1])) return null;
  return { host: m[1], workshop: m[2], year: Number(m[3]), end: m[0].length };
}

/** An acronym glued to the abbreviated word after it, in a name printed without spaces ("STAccel." in "Phys.Rev.STAccel.Beams"). */
const GLUED_ACRONYM = /(?<![A-Za-z])([A-Z]{2,})(?=[A-Z][a-z]+\.)/g;
const EDITION_LEAD = /^\s*(?:[Tt]he\s+)?\d{1,3}(?:st|nd|rd|th)\s+(?=[A-Z][a-z])/;
const BOOK_THEN_TAG = /^[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|of|and|for|in|on|the|&))+\.\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)$/;
const PUBLISHER_ACRONYM = /^(?:IEEE|ACM|LNCS|LNAI|CCIS|SIAM|IFIP|AAAI|USENIX|ISCA|SPIE|CEUR)$/;
/**
 * "LNCS 4978, TAMC 2008, pp 282-293", "V. Geffert et al. (Eds.): SOFSEM 2008, LNCS 4910, pp. 519-530", "(eds) Speech and
 * Computer. SPECOM 2021. Lecture Notes in Computer Science, vol 12997": a computer-science book series cited with its
 * volume beside an event's tag (capitals, then its year, set off by punctuation) prints that event's proceedings: the
 * event is the venue, in its edition year (data/venues/README: a proceedings series is not the venue when the conference
 * is named); v237, set 238 part A.
 */
const SERIES_VOLUME = /(?<![A-Za-z])(?:LNCS|LNAI|LNBI|CCIS|Lecture\s+Notes\s+in\s+(?:Computer\s+Science|Artificial\s+Intelligence|Bioinformatics))[\s,]*(?:[Vv]ol(?:ume)?\.?\s*)?\d{2,5}(?!\d)/;
const EVENT_TAG_BESIDE_SERIES = /(?:^|[,.:;]\s*)([A-Z][A-Z0-9&\-]{0,15}[A-Z])\s+((?:19|20)\d{2})(?=\s*(?:[,.;]|$))/;
export function journalRefFallback(raw: string): GenericEntry | null {
  // A citation led by an event's tag names that event by its acronym, in the tag's year: the edition, not the year its
  // proceedings were printed (as "ICAI'25: 27th …" does in the comments; README: a meeting, its edition year).
  // "Dans Proceedings of CVAMIA'06 - 2nd International workshop on …": the proceedings of an event's apostrophe tag (the
  // citation's "In" maybe in French, as HAL prints it), then a dash: that event, a workshop when the words after say so.
  const proc = PROCEEDINGS_APOSTROPHE_TAG.exec(raw);
  if (proc) {
    const workshop = /^[^.;(]{0,40}?[Ww]orkshop(?![A-Za-z])/.test(raw.slice(proc[0].length));
    return { venue: proc[1], year: (Number(proc[2]) > 50 ? 1900 : 2000) + Number(proc[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? proc[1] : null, status: 'published', presentation: null };
  }
  const tag = LEADING_EVENT_TAG.exec(raw);
  if (tag) return { venue: tag[1], year: tag[3] ? Number(tag[3]) : 2000 + Number(tag[2]), track: 'main', workshop: null, status: citedStatus(raw.slice(tag[0].length)), presentation: null };
  const beside = SERIES_VOLUME.test(raw) ? EVENT_TAG_BESIDE_SERIES.exec(raw) : null;
  if (beside && !PUBLISHER_ACRONYM.test(beside[1])) return { venue: beside[1], year: Number(beside[2]), track: 'main', workshop: null, status: 'published', presentation: null };
  // "(IJACSA) International Journal of …": the acronym the citation leads with names the journal.
  const lead = LEADING_ACRONYM.exec(raw);
  // "published in Journal of Noncommutative Geometry, 2 (2008)": the status words before the name are not part of it.
  // "The 2nd Chemnitz Parallel Kinematics Seminar (2000) 1-9": the article and the edition's ordinal leading the
  // citation are no part of the event's name (which starts at its first capitalised word after them).
  const text = detex(lead ? raw.slice(lead[0].length) : raw).replace(REF_STATUS_LEAD, '').replace(EDITION_LEAD, '');
  const m = /^\s*([A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F.&'’\-: ]{2,80}?)(:?[\s.,;]*)(?:[Vv]ol(?:ume)?\.?\s*|V\.(?=\d))?(?=\d|\(|$)/.exec(text);
  // An abbreviated name keeps its final dot; dots glued to the next word get their space ("Prog.Theor.Phys." -> "Prog. Theor. Phys."),
  // and so does an acronym glued to the abbreviated word after it ("Phys.Rev.STAccel.Beams" -> "… ST Accel. Beams").
  const printed = m ? `${m[1].trim()}${m[2].startsWith('.') && /\.[A-Za-z]|\s[A-Z][a-z]*$/.test(` ${m[1].trim()}`) ? '.' : ''}`.replace(/\.(?=[A-Z])/g, '. ').replace(GLUED_ACRONYM, '$1 ') : undefined;
  if (!printed || printed.length < 3) return null;
  // "Proceedings of the 25th Annual … Conference …": the series words before an ordinal or a year name no venue.
  if (PROCEEDINGS_ONLY.test(printed)) return null;
  const known = journalAbbreviations().get(nameKey(printed)) ?? withoutPart(printed) ?? truncatedAbbreviation(printed) ?? abbreviationWithoutFunctionWords(printed);
  // "Electronic Journal of Theoretical Physics (EJTP) 6": an unknown journal's own acronym after its name.
  const paren = known ? null : ACRONYM_AFTER_NAME.exec(text.slice(m![0].length));
  // A lower-case name no list knows is a phrase ("actes du congrès"), not a journal.
  if (!known && !lead && !paren && /^[a-z]/.test(printed)) return null;
  const hosted = known ? null : hostAcronymWorkshop(text.trimStart());
  if (hosted) return { venue: hosted.host, year: hosted.year, track: 'workshop', workshop: hosted.workshop, status: citedStatus(text.trimStart().slice(hosted.end)), presentation: null };
  // "IEEE Trans. Inf. Theory, vol. 55": a journal known by its abbreviation is named as the comments name it (the
  // catalogue's venue, an IEEE periodical's initials: TIT), not by the abbreviation.
  const named = known ? journalAbbreviationAt(known) : null;
  // "Web Engineering. ICWE 2019. Lecture Notes in Computer Science": a proceedings volume's title in whole words, a
  // stop, then the event's acronym: the event, by its acronym.
  const book = known || lead || paren ? null : BOOK_THEN_TAG.exec(printed);
  const name = (named && named.end === known!.length ? named.venue : known) ?? lead?.[1] ?? paren?.[1] ?? (book && !PUBLISHER_ACRONYM.test(book[1]) ? book[1] : printed);
  // "Reinforcement Learning Journal, vol. 6, 2025, pp. 1894-1915": the pages cited are no year, nor a review number.
  const years = [...withoutNonYears(text).matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)];
  const year = years.length ? Number(years[years.length - 1][1]) : null;
  return { venue: name, year, track: 'main', workshop: null, status: citedStatus(text), presentation: null };
}

/** Published if the citation gives more numbers than its year (volume, pages) or prints proceedings; else accepted. */
function citedStatus(text: string): 'published' | 'accepted' {
  return /\d/.test(text.replace(/(?<!\d)(?:19|20)\d{2}(?!\d)/g, '')) || /proceedings/i.test(text) ? 'published' : 'accepted';
}
