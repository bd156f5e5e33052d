import { presentationCue, statusCues, type VenueStatus } from './cues.ts';
import { HOST, workshopName } from './workshop-name.ts';
import type { VenueEntry } from './venue-entry.ts';
import { tagYear, type PostedMonth } from './year.ts';
import { acronymBeforeHost, acronymish } from './co-located.ts';
import { conferenceInitials, initialsOf, spelledBy, statusBefore } from './generic-venue.ts';

/**
 * A workshop joined to the conference it is held at by a link word, when no list knows that conference: "the Natural
 * Legal Language Processing Workshop (NLLP) 2025, co-located with EMNLP", "the 4th Workshop on … (C3NLP) Co-located with
 * ACL 2026", "(AIQAM '25), co-located with ACM Multimedia 2025", "… (VLM4Bio 2024) at the 32nd ACM-Multimedia conference",
 * "the TRUST-AI workshop at the ECAI2025 Conference", "\"LLMs meet Constraint Solving\" Workshop at CP2025", "the 2nd
 * Workshop on NLG for HRI colocated with The 13th International Conference on Natural Language Generation". The host,
 * as written (its acronym when it has one), is the venue, the workshop its track (README: for a workshop at a
 * conference, the venue is the host when the text states it) — never a main track of its own.
 */

/** The link: "co-located with", "in conjunction with", "part of", "held at", or a bare "at" / "@". */
// "UNSURE 2025 workshop in MICCAI", "the SemEval-2026 workshop of the ACL 2026 conference": "in" or "of" right after the
// workshop word links it too (a bare "in" before a host in capitals, three letters or more: not a place or a year).
const LINK = /(?<![A-Za-z])(?:(co-?\s?located|colocated|collocated)\s+(?:with|at)|(?:held\s+)?in\s+conjunction\s+with|(part)\s+of|held\s+(?:at|with|during)|at|@|(?<=[Ww]orkshops?\s+)(in|of))(?![A-Za-z])\s*(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/gi;
const CAPITALS_HOST = /^(?:(?:IEEE|ACM)\s+)?[A-Z]{3,}(?![\w\-])/;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** After the host: the clause ends, a bracket, a place ("in Glasgow"), the word "conference". */
const HOST_END = String.raw`(?=\s*(?:$|[,;:.)(]|\s(?:in|on|at|and)\s|\s[Cc]onference(?![A-Za-z])))`;
/** "EMNLP", "ACL 2026", "CP2025", "ECAI2025", "IEEE MDM 2026", "ACL\n 2025" (an acronym, maybe its year, glued or not). */
const HOST_TAG = new RegExp(String.raw`^(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?(?:[\-+][A-Z][A-Za-z0-9]*)?)(?:[\s'’\-]*(${YEAR}|['’]\d{2}))?(?![\w\-+&])${HOST_END}`);
/** "ACM Multimedia 2025", "ACM-Multimedia conference": a publisher, capitalised words, then a year or the word "conference". */
const PUBLISHER_HOST = new RegExp(String.raw`^((?:IEEE|ACM)[\s\-]+[A-Z][a-z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3}?)(?:[\s'’\-]*(${YEAR})(?!\d)|(?=\s+[Cc]onference(?![A-Za-z])))`);
/** "International Conference on Natural Language Generation (INLG 2020)", "International Semantic Web Conference, ISWC 2025". */
const SPELLED_HOST = new RegExp(String.raw`^((?:(?:IEEE|ACM|IFIP)\s+)?(?:[A-Z][A-Za-z\-]*\s+){0,5}?(?:Conference|Symposium|Congress)(?:\s+(?:on|of|for)\s+(?:the\s+)?[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with))*)?)(?:(?:\s*\(\s*|\s*,\s*)(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*(${YEAR}))?\s*\)?)?(?:[\s,]+(${YEAR}))?`);
const CONNECTORS_END = /(?:\s+(?:and|&|of|on|for|in|the|with))+$/;
/** Names that are no conference's: publishers, series, generic words, places in capitals. */
export const NOT_HOSTS = /^(?:IEEE|ACM|SIAM|IFIP|AAAI|USENIX|ISCA|SPIE|PMLR|LNCS|CEUR|CEUR-WS|AI|ML|NLP|CV|LLMs?|USA|UK|EU|PhD|MIT|CMU|UCL|ETH|EPFL|KITP|ICTP|IPAM|CERN|DESY|KEK|MSRI|IHES|IAS)$/;
/** An edition's number in Roman numerals ("XII", "IV"). */
const ROMAN = /^[IVXLC]+$/;
/** "… by ": the token after it names people (authors' initials), not an event. */
const BY_BEFORE = /(?<![A-Za-z])by\s+$/i;
/** The workshop word ("Workshop", "workshop", "WORKSHOP"). */
const WORKSHOP_WORD = /(?<![A-Za-z])[Ww]orkshops?(?![A-Za-z])|WORKSHOP/;
const SENTENCE_STOP = /\.\s+[A-Z]/;

interface Host { venue: string; year: number | null }

function hostAfter(text: string, co: boolean): Host | null {
  const spelled = SPELLED_HOST.exec(text);
  if (spelled && /\s/.test(spelled[1].trim())) {
    const name = spelled[1].replace(CONNECTORS_END, '').replace(/\s+/g, ' ');
    const acr = spelled[2] && !NOT_HOSTS.test(spelled[2]) ? spelled[2] : null;
    const y = spelled[3] ?? spelled[4];
    return { venue: acr ?? name, year: y ? Number(y) : null };
  }
  const pub = PUBLISHER_HOST.exec(text);
  if (pub) return { venue: pub[1].replace(/\s+/g, ' '), year: pub[2] ? Number(pub[2]) : null };
  const tag = HOST_TAG.exec(text);
  if (!tag || NOT_HOSTS.test(tag[1])) return null;
  // A bare "at ACR" with no year names a place or a lab as often as a conference ("a workshop at ICTP"): only the
  // co-location words, or a year, or the word "conference" after it make it a host.
  const conference = /^\s*[Cc]onference(?![A-Za-z])/.test(text.slice(tag[0].length));
  if (!tag[2] && !co && !conference) return null;
  const y = tag[2] ? tagYear(tag[2]) : null;
  return { venue: tag[1], year: y };
}

/**
 * The workshop and its host read from a clause with no venue a list knows, or null: a workshop joined to its host by a
 * link word (linkedByWord), an acronym "@" or "at" a host's tag (acronymAtHost), a host's acronym before "Workshop on"
 * (hostBeforeWorkshop). `read`: what the other readers read from the clause (a workshop with no host), or null.
 */
export function linkedWorkshop(clause: string, posted?: PostedMonth | null, read: VenueEntry | null = null): VenueEntry | null {
  return linkedByWord(clause, posted) ?? acronymAtHost(clause, posted) ?? spelledAtHost(clause) ?? hostBeforeWorkshop(clause, posted, read) ?? acronymBeforeTag(clause);
}

/**
 * "Accepted to Pluralistic Alignment @ ICML 2026", "…; Pluralistic Alignment @ ICML 2026 Workshop": a workshop named in
 * two to seven capitalised words, "@", then an event's acronym in capitals and its year is a workshop held at that event
 * (as "SD4H @ ICML" is for an acronym), never its main track (round 15, unseen7). Only after a decision or submission cue
 * or before the word "Workshop" ("@" alone between words is too often an address or a handle: "Bob Smith @ NASA 2024"),
 * and only where the host is an "International Conference" by its initials ("ICML"; "… @ JSON 2026" names no host).
 */
const SPELLED_AT_HOST = /(?:(?<![A-Za-z])((?:[Aa]ccepted|ACCEPTED|[Pp]ublished|[Pp]resented|[Ss]ubmitted|[Tt]o\s+appear|[Aa]ppear(?:s|ed|ing)?)(?:\s+(?:at|to|in|by|for))?\s+(?:the\s+)?)|(?:^|[.;:,]\s*))((?:[A-Z][a-z][\w\-&+]*)(?:\s+(?:[A-Z][\w\-&+]*|and|of|for|in|on|the|&)){0,5}\s+[A-Z][\w\-&+]*)\s*@\s*([A-Z][A-Z0-9]{2,})[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?![\w.\-])(\s+[Ww]orkshops?(?![A-Za-z]))?/;
function spelledAtHost(clause: string): VenueEntry | null {
  const m = clause.includes('@') ? SPELLED_AT_HOST.exec(clause) : null;
  if (!m || (!m[1] && !m[5]) || !conferenceInitials(m[3]) || statusCues(m[2]).length) return null;
  return { venue: m[3], year: tagYear(m[4]), track: 'workshop', workshop: m[2], status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[2]))) as VenueStatus, presentation: presentationCue(clause) };
}

/**
 * "Accepted at REALM EMNLP 2026": an acronym right before an event's acronym and year, after a cue or opening the clause,
 * the tag ending it, is a workshop held at that event (co-located.ts reads it so before a listed host; here the host is
 * unlisted too, its year marking it) — never a main track.
 */
const TAG_ENDING = /([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?![\w\-])(?=\s*(?:$|[,;)]|\.(?:\s|$)))/g;
const CAMEL_TOKEN = /^[A-Z][a-z]+[A-Z][A-Za-z0-9]*$/;
const CUE_OR_START = /(?:^|[,;:]|(?<![A-Za-z])(?:at|to|in|by|for|accepted|published|presented|submitted)(?:\s+the)?)\s*$/i;
function acronymBeforeTag(clause: string): VenueEntry | null {
  TAG_ENDING.lastIndex = 0;
  for (let m = TAG_ENDING.exec(clause); m; m = TAG_ENDING.exec(clause)) {
    const pre = clause.slice(0, m.index);
    const tok = acronymBeforeHost(pre);
    // Capitals only, set apart by a space: "IJCNLP-AACL 2025", "(WIECON-ECE 2025)" are one event's joint names.
    // "to be published in ShapeMI MICCAI 2025": a name in camel case (a capital after a lower-case letter, two capitals
    // or more) before a host in capitals is a workshop's too.
    if (!tok || !(/^[A-Z][A-Z0-9]+$/.test(tok) || (CAMEL_TOKEN.test(tok) && /^[A-Z][A-Z0-9]+$/.test(m[1]))) || !new RegExp(String.raw`(?<![\w\-])${tok}\s+$`).test(pre) || NOT_HOSTS.test(m[1]) || tok === m[1]) continue;
    // "(IEEE-EMBS BSN 2025)": a bracket after a name holds that event's own tag (its organiser first), no workshop.
    const lead = pre.slice(0, pre.lastIndexOf(tok));
    if (!CUE_OR_START.test(lead) || /\(\s*$/.test(lead)) continue;
    return { venue: m[1], year: Number(m[2]), track: 'workshop', workshop: tok, status: statusBefore(pre) as VenueStatus, presentation: presentationCue(clause) };
  }
  return null;
}

/**
 * "HSDIP@ICAPS 2025 Workshop", "Accepted to HCI+NLP at ACL 2025": an acronym (two capitals, or a capital and a digit)
 * "@" or "at" an event's acronym and year is a workshop held at that event (as "SD4H @ ICML" at a listed host), never
 * the event's main track. "@" may go without the year (the workshop's own year then dates it: "SlavNLP-2025@ACL"); "at"
 * may not. "BioNLP 2025 (ACL ws)": the bracketed form.
 */
const ACRONYM_AT_HOST = /(?<![\w\-+&@.\/])([A-Za-z0-9][\w&+]*(?:-[\w&+]+)*(?:\s(?:19|20)\d{2}(?=\s*@))?)(?:\s*(@)\s*|\s+at\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?)(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?(?![\w\-@.])/g;
/** A workshop's acronym and its year glued or hyphened ("SlavNLP-2025", "WOAH2026"). */
const OWN_YEAR = /^(.*?[A-Za-z].*?)[\-\s]?((?:19|20)\d{2})$/;
/** "BioNLP 2025 (ACL ws)": an acronym and its year, then in brackets a host's acronym and "ws" / "workshop". */
// "BEA 2025 Workshop (ACL)": the workshop word before the bracket, the host's acronym alone in it.
const HOST_WS_BRACKET = /(?<![\w\-+&])([A-Za-z0-9][\w&+]*(?:-[\w&+]+)*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})?\s*(?:\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}))?\s+(?:ws|WS|wksp|[Ww]orkshops?)\s*\)|\s[Ww]orkshop\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}))?\s*\))/;
/** What ACRONYM_AT_HOST cannot match without: an "@", or "at" between white space (tested before it, as cheaper). */
const AT_SPACED = /\sat\s/;
function acronymAtHost(clause: string, posted?: PostedMonth | null): VenueEntry | null {
  // HOST_WS_BRACKET needs an opening bracket.
  const b = clause.includes('(') ? HOST_WS_BRACKET.exec(clause) : null;
  const bHost = b ? b[3] ?? b[5] : '';
  if (b && b[1].length >= 3 && acronymish(b[1]) && !NOT_HOSTS.test(b[1]) && !NOT_HOSTS.test(bHost) && b[1] !== bHost) {
    const y = b[4] ?? b[6] ?? b[2];
    const year = y ? tagYear(y) : posted?.year ?? null;
    return { venue: bHost, year, track: 'workshop', workshop: b[1], status: statusBefore(clause.slice(0, b.index)) as VenueStatus, presentation: presentationCue(clause) };
  }
  if (!clause.includes('@') && !AT_SPACED.test(clause)) return null;
  ACRONYM_AT_HOST.lastIndex = 0;
  for (let m = ACRONYM_AT_HOST.exec(clause); m; m = ACRONYM_AT_HOST.exec(clause)) {
    const [, printed, at, host, hostYear] = m;
    // "SlavNLP-2025@ACL": the workshop's own year before the "@" is the edition's when the host has none.
    // "ClimateNLP 2025@ACL": the workshop's year may stand apart from its name.
    const own = at && (!hostYear || /\s/.test(printed)) ? OWN_YEAR.exec(printed) : null;
    const tok = own ? own[1] : printed;
    const y = hostYear ?? own?.[2];
    if (!y && !at) continue;
    if (tok.length < 3 || !acronymish(tok) || NOT_HOSTS.test(tok) || NOT_HOSTS.test(host) || tok === host || statusCues(tok).length) continue;
    const before = clause.slice(0, m.index);
    // "presented by BFLW at ICHEP 2012": who presented (initials), not an event
    if (BY_BEFORE.test(before)) continue;
    const year = y ? tagYear(y) : posted?.year ?? null;
    return { venue: host, year, track: 'workshop', workshop: tok, status: statusBefore(before) as VenueStatus, presentation: presentationCue(clause) };
  }
  return null;
}

/**
 * "Accepted by The 2nd MICCAI Workshop on Efficient Medical AI", "the 2nd ACM SIGSPATIAL International Workshop on
 * Geospatial Anomaly Detection", "accepted at the ICIP Satellite Workshop 2025": an acronym (maybe after its publisher)
 * in capitals right before "Workshop on" and a name it does not spell, or before "Satellite Workshop", is the host the workshop is
 * held at (the workshop named by its bracketed acronym when the other readers read one, else by "Workshop on …"; a
 * satellite workshop unnamed). An acronym the name spells ("GEM Workshop on Generation, Evaluation and Metrics") is the
 * workshop's own.
 */
const HOST_BEFORE_WORKSHOP = /(?<![\w\-+&])(?<!Joint\s)(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}))?\s+(?:International\s+)?(?:([Ss]atellite\s+[Ww]orkshops?)(?:\s+((?:19|20)\d{2}))?(?=\s*(?:$|[,;.(]))|([Ww]orkshop\s+(?:on|for)\s+(?:the\s+)?[A-Z][^()[\];,.]*?)(?=\s*(?:$|[,;.(]|\s(?:at|in|on|held|co-?located|and\s+the)\s)))/;
function hostBeforeWorkshop(clause: string, posted: PostedMonth | null | undefined, read: VenueEntry | null): VenueEntry | null {
  const m = HOST_BEFORE_WORKSHOP.exec(clause);
  // "the XII International Workshop on …": an edition's Roman numeral is no host; "the 10th Joint SIGHUM Workshop on …":
  // a workshop run jointly by a group is no workshop held at it (hence no "Joint" in the shape).
  // A name in mixed case ("MeMo Workshop on Mechanistic Interpretability …") is as often the workshop's own: capitals only.
  if (!m || NOT_HOSTS.test(m[1]) || ROMAN.test(m[1]) || !/^[A-Z][A-Z0-9]{2,}$/.test(m[1])) return null;
  const named = m[5] ? m[5].replace(/\s+/g, ' ') : null;
  if (named && (spelledBy(named, m[1]) || initialsOf(named.replace(/^[Ww]orkshop\s+(?:on|for)\s+(?:the\s+)?/, ''), m[1]))) return null;
  const own = read && read.workshop && read.workshop !== read.venue ? null : read?.workshop ?? null;
  const workshop = named ? (own && /[A-Z].*[A-Z]/.test(own) && own.length < named.length ? own : named) : null;
  const y = m[2] ?? m[4] ?? /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(clause)?.[1];
  return { venue: m[1], year: y ? Number(y) : posted?.year ?? null, track: 'workshop', workshop, status: statusBefore(clause.slice(0, m.index)) as VenueStatus, presentation: presentationCue(clause) };
}

/** A workshop joined to its host by a link word ("co-located with", "part of", "at"). */
function linkedByWord(clause: string, posted?: PostedMonth | null): VenueEntry | null {
  if (!WORKSHOP_WORD.test(clause)) return null;
  LINK.exec('');
  LINK.lastIndex = 0;
  for (let m = LINK.exec(clause); m; m = LINK.exec(clause)) {
    const before = clause.slice(0, m.index);
    const w = lastWorkshopWord(before);
    // the workshop is named before the link, in the same sentence
    if (w < 0 || SENTENCE_STOP.test(before.slice(w))) continue;
    const after = clause.slice(m.index + m[0].length);
    const host = hostAfter(after, Boolean(m[1] || m[2] || (m[3] && /^in$/i.test(m[3]) && CAPITALS_HOST.test(after))));
    if (!host) continue;
    const name = nameBefore(before);
    if (!name || name === host.venue) continue;
    const y = host.year ?? firstYear(before) ?? posted?.year ?? null;
    // "Accepted at PsyDefDetect, a shared task at the … Workshop": the decision stated is the status (as for any generic venue).
    return { venue: host.venue, year: y, track: 'workshop', workshop: name, status: statusBefore(before) as VenueStatus, presentation: presentationCue(clause) };
  }
  return null;
}

/** "(AIQAM '25)", "(NLLP) 2025", "(C3NLP)": a bracketed acronym (maybe its year) closing the text before the link. */
const BRACKET_AT_END = /\(\s*([A-Za-z][\w&+\-]*[A-Z][\w&+\-]*?)(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s*\)[\s,]*(?:(?:19|20)\d{2}[\s,]*)?$/;

/**
 * The workshop's name from the text before the link: its bracketed acronym when that closes the text, else the name as
 * the workshop readers read it before a host. A link inside an unclosed bracket ("HCI+NLP Workshop (Fourth Workshop on
 * …; part of EMNLP 2025)") explains the name before the bracket, which is read instead.
 */
function nameBefore(before: string): string | null {
  const flat = before.replace(/\s+/g, ' ');
  const open = flat.lastIndexOf('(');
  const text = open > flat.lastIndexOf(')') && WORKSHOP_WORD.test(flat.slice(0, open)) ? flat.slice(0, open) : flat;
  const bracket = BRACKET_AT_END.exec(text.trimEnd());
  if (bracket && !/^\d/.test(bracket[1]) && !NOT_HOSTS.test(bracket[1])) return bracket[1];
  return workshopName(`${text.replace(/[\s,;(\-–—]+$/, ' ')}${HOST}`);
}

function lastWorkshopWord(text: string): number {
  let at = -1;
  const re = new RegExp(WORKSHOP_WORD.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) at = m.index;
  return at;
}

function firstYear(text: string): number | null {
  const m = /(?<!\d)((?:19|20)\d{2})(?!\d)|['’](\d{2})(?!\d)/.exec(text);
  return m ? (m[1] ? Number(m[1]) : 2000 + Number(m[2])) : null;
}

/** A clause opened by the co-location words: "co-located with …", "held in conjunction with …". */
const COLOCATED_OPENS = /^(?:and\s+)?(?:co-?\s?located|colocated|collocated|(?:held\s+)?in\s+conjunction|held\s+jointly)\s+with\s+(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/i;

/**
 * "…; co-located with QWERTY 2027": the host a clause opened by the co-location words names, as that host's unnamed
 * workshop (never the paper's main track; the workshop read before names it), or null when the clause opens otherwise.
 */
export function colocatedHost(clause: string, read: VenueEntry | null, posted?: PostedMonth | null): VenueEntry | null {
  const m = COLOCATED_OPENS.exec(clause);
  if (!m) return null;
  if (read) return read.track === 'main' ? { ...read, track: 'workshop', workshop: null } : null;
  const host = hostAfter(clause.slice(m[0].length), true);
  return host ? { venue: host.venue, year: host.year ?? posted?.year ?? null, track: 'workshop', workshop: null, status: 'accepted', presentation: null } : null;
}
