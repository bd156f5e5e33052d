import { statusCues, presentationCue } from './cues.ts';
import { HOST, workshopName } from './workshop-name.ts';
import type { VenueEntry } from './venue-entry.ts';

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
const LINK = /(?<![A-Za-z])(?:(co-?\s?located|colocated|collocated)\s+(?:with|at)|(?:held\s+)?in\s+conjunction\s+with|(part)\s+of|held\s+(?:at|with|during)|at|@)(?![A-Za-z])\s*(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/gi;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** After the host: the clause ends, a bracket, a place ("in Glasgow"), the word "conference". */
const HOST_END = String.raw`(?=\s*(?:$|[,;:.)(]|\s(?:in|on|at|and)\s|\s[Cc]onference(?![A-Za-z])))`;
/** "EMNLP", "ACL 2026", "CP2025", "ECAI2025", "IEEE MDM 2026", "ACL\n 2025" (an acronym, maybe its year, glued or not). */
const HOST_TAG = new RegExp(String.raw`^(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?(?:[\-+][A-Z][A-Za-z0-9]*)?)(?:[\s'’\-]*(${YEAR}|['’]\d{2}))?(?![\w\-+&])${HOST_END}`);
/** "ACM Multimedia 2025", "ACM-Multimedia conference": a publisher, capitalised words, then a year or the word "conference". */
const PUBLISHER_HOST = new RegExp(String.raw`^((?:IEEE|ACM)[\s\-]+[A-Z][a-z][\w\-]*(?:\s+[A-Z][\w\-]*){0,3}?)(?:[\s'’\-]*(${YEAR})(?!\d)|(?=\s+[Cc]onference(?![A-Za-z])))`);
/** "International Conference on Natural Language Generation (INLG 2020)", "International Semantic Web Conference, ISWC 2025". */
const SPELLED_HOST = new RegExp(String.raw`^((?:(?:IEEE|ACM|IFIP)\s+)?(?:[A-Z][A-Za-z\-]*\s+){0,5}?(?:Conference|Symposium|Congress)(?:\s+(?:on|of|for)\s+(?:the\s+)?[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with))*)?)(?:(?:\s*\(\s*|\s*,\s*)(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*(${YEAR}))?\s*\)?)?(?:[\s,]+(${YEAR}))?`);
const CONNECTORS_END = /(?:\s+(?:and|&|of|on|for|in|the|with))+$/;
/** Names that are no conference's: publishers, series, generic words, places in capitals. */
const NOT_HOSTS = /^(?:IEEE|ACM|SIAM|IFIP|AAAI|USENIX|ISCA|SPIE|PMLR|LNCS|CEUR|CEUR-WS|AI|ML|NLP|CV|LLMs?|USA|UK|EU|PhD|MIT|CMU|UCL|ETH|EPFL|KITP|ICTP|IPAM|CERN|DESY|KEK|MSRI|IHES|IAS)$/;
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
  const y = tag[2] ? (tag[2].length === 4 ? Number(tag[2]) : 2000 + Number(tag[2].slice(1))) : null;
  return { venue: tag[1], year: y };
}

/** The workshop and its host read from a clause with no venue a list knows, or null. */
export function linkedWorkshop(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  if (!WORKSHOP_WORD.test(clause)) return null;
  LINK.exec('');
  LINK.lastIndex = 0;
  for (let m = LINK.exec(clause); m; m = LINK.exec(clause)) {
    const before = clause.slice(0, m.index);
    const w = lastWorkshopWord(before);
    // the workshop is named before the link, in the same sentence
    if (w < 0 || SENTENCE_STOP.test(before.slice(w))) continue;
    const host = hostAfter(clause.slice(m.index + m[0].length), Boolean(m[1] || m[2]));
    if (!host) continue;
    const name = nameBefore(before);
    if (!name || name === host.venue) continue;
    const y = host.year ?? firstYear(before) ?? posted?.year ?? null;
    // "Accepted at PsyDefDetect, a shared task at the … Workshop": a decision stated outweighs the shared task's "unclear".
    const cues = statusCues(before).filter((c, _, all) => c.status !== 'unclear' || all.every((o) => o.status === 'unclear'));
    const status = cues.length ? cues[cues.length - 1].status : 'accepted';
    return { venue: host.venue, year: y, track: 'workshop', workshop: name, status, presentation: presentationCue(clause) };
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
export function colocatedHost(clause: string, read: VenueEntry | null, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = COLOCATED_OPENS.exec(clause);
  if (!m) return null;
  if (read) return read.track === 'main' ? { ...read, track: 'workshop', workshop: null } : null;
  const host = hostAfter(clause.slice(m[0].length), true);
  return host ? { venue: host.venue, year: host.year ?? posted?.year ?? null, track: 'workshop', workshop: null, status: 'accepted', presentation: null } : null;
}
