import { presentationCue } from './cues.ts';
import type { VenueEntry } from './venue-entry.ts';
import { findVenue } from './catalogue.ts';
import { journalAbbreviations, physicalJournal } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';
import { initialsOf, journalShaped, spelledBy, statusBefore } from './generic-venue.ts';
import { tagYear } from './year.ts';

// Readers of venues no list knows, from the shape of the text alone (round 10, branch unseen2; issue 13). Each is tried
// by generic-venue.ts's readGenericVenue after its own readers read nothing from the clause, and names the venue as
// printed.

/**
 * "In Extended Abstracts of the CHI Conference on Human Factors in Computing Systems (CHI EA '24)": the extended
 * abstracts of an event, its acronym and "EA" in brackets, are that event's other track (not the main papers); in print
 * when cited with "In" (a citation), else as the cue before says. "Accepted at CHI EA 2026": the tag "ACR EA YEAR" after a
 * cue's preposition (or opening the clause) is the same track.
 */
const EXTENDED_ABSTRACTS = /(?:^|[\s,;(])(?:[Ii]n\s+)?(?:the\s+)?(?:[Ee]xtended\s+[Aa]bstracts\s+of\s+(?:the\s+)?[^()]{5,160}?\(\s*|(?<=(?:^|(?<![A-Za-z])(?:at|in|to|by|for)\s+(?:the\s+)?)\s*))(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*[A-Z])\s+EA[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d)\s*(?:\)|(?=$|[,;]|\.(?:\s|$)))/;
export function extendedAbstracts(clause: string): VenueEntry | null {
  if (!clause.includes('EA')) return null;
  const m = EXTENDED_ABSTRACTS.exec(clause);
  if (!m) return null;
  const cited = /^\s*[Ii]n\s/.test(clause.slice(m.index).replace(/^[\s,;(]/, ''));
  const before = statusBefore(clause.slice(0, m.index + 1));
  return { venue: m[1], year: tagYear(m[2]), track: 'other', workshop: null, status: cited ? 'published' : before, presentation: presentationCue(clause) };
}

/** An event's name as printed, without its leading ordinal ("18th"), its spaces single. */
function eventName(printed: string): string {
  return printed.replace(/^\d{1,3}(?:st|nd|rd|th)\s+/, '').replace(/\s+/g, ' ');
}

/**
 * "In Proceedings of Machine Learning Research, Volume 340, 2026 (Machine Learning for Healthcare Conference)": PMLR's
 * volume, then in brackets the event the volume prints (a name ending in or holding an event word): that event, in
 * print, in the year the clause writes (a workshop's name: the workshop, its own venue).
 */
export const PMLR_EVENT = /(?:Proceedings\s+of\s+Machine\s+Learning\s+Research|PMLR)\b[^()]{0,80}?\(\s*(?:the\s+)?((?:\d{1,3}(?:st|nd|rd|th)\s+)?[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|of|on|for|and|in|the|&)){1,12})\s*\)/;
const EVENT_WORD = /(?<![A-Za-z])(?:Conference|Symposium|Workshop|Congress|Meeting)(?![A-Za-z])/;
export function pmlrEvent(clause: string): VenueEntry | null {
  if (!clause.includes('(')) return null;
  const m = PMLR_EVENT.exec(clause);
  if (!m || !EVENT_WORD.test(m[1])) return null;
  const name = eventName(m[1]);
  const y = /(?<![\d.])((?:19|20)\d{2})(?![\d.])/.exec(clause);
  const workshop = /(?<![A-Za-z])Workshop(?![A-Za-z])/.test(name);
  return { venue: name, year: y ? Number(y[1]) : null, track: workshop ? 'workshop' : 'main', workshop: workshop ? name : null, status: 'published', presentation: presentationCue(clause) };
}

/**
 * "Annals of Physics, in press", "Journal of Zeta Studies (accepted)": a journal's name as printed (the shape of one:
 * journalShaped) opening the clause, then its decision after a comma or in brackets: accepted, in that journal's main
 * track (as "MNRAS, accepted" reads for an acronym). A name the catalogue knows is the list readers'.
 * "Automation and Remote Control accepted": the decision word may also follow the name after a space alone when it ends
 * the clause, and a name JabRef's journal list knows counts as a journal's though it has no journal word (round vpool19,
 * set 350 part A: nothing read, as with ", accepted" after such a name).
 */
export const JOURNAL_THEN_DECISION = /^\s*((?:The\s+)?[A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|of|on|for|and|in|the|&)){1,9})\s*(?:,\s*|\(\s*|(?<=\s)(?=(?:[Aa]ccepted|ACCEPTED)\s*[.!]?\s*$))(?:[Ii]n\s+[Pp]ress|IN\s+PRESS|[Aa]ccepted|ACCEPTED|[Tt]o\s+[Aa]ppear|[Ff]orthcoming)(?![A-Za-z])/;
/** A proceedings series or an event JabRef lists among its journals ("CEUR Workshop Proceedings, forthcoming"): no journal's. */
const SERIES_OR_EVENT_WORD = /(?<![A-Za-z])(?:Proceedings|Workshops?|Conferences?|Symposi(?:um|a)|Series|Lecture\s+Notes)(?![A-Za-z])/i;
export function journalThenDecision(clause: string): VenueEntry | null {
  const m = JOURNAL_THEN_DECISION.exec(clause);
  if (!m) return null;
  const name = m[1].replace(/^The\s+/, '').replace(/\s+/g, ' ');
  const key = nameKey(name);
  if (findVenue(name) || !(journalShaped(name) || (!SERIES_OR_EVENT_WORD.test(name) && journalAbbreviations().has(key)))) return null;
  // A physical-science journal by its ISO-4 name, as the cue path and the bare tag name it (README: "ISO-4 style names
  // for physics/maths journals"; round vnames3: "Mathematical Research Letters (to appear)" kept as printed before).
  return { venue: physicalJournal(key) ? journalAbbreviations().get(key)! : name, year: null, track: 'main', workshop: null, status: 'accepted', presentation: null };
}

/**
 * "Accepted to the Novel Approaches for Precision Agriculture and Forestry with Autonomous Robots IEEE ICRA Workshop -
 * 2025": a workshop's name in capitalised words, then a publisher and an acronym in capitals before "Workshop" and the
 * year: the publisher marks the acronym as the host's (a workshop's own acronym comes without one), whose workshop the
 * name is — never the host's main track. Not when the name's words spell the acronym.
 */
export const NAME_PUBLISHER_HOST_WORKSHOP = /(?:^|(?<![A-Za-z])(?:to|at|in|for)\s+(?:the\s+)?)((?:\d{1,3}(?:st|nd|rd|th)\s+)?[A-Z][\w\-]*(?:\s+(?:[A-Z0-9][\w\-]*|of|on|for|and|in|the|with|&)){1,12})\s+(?:IEEE|ACM)\s+([A-Z][A-Z0-9]*[A-Z])\s+[Ww]orkshop[\s,\-–—]*((?:19|20)\d{2})(?!\d)\s*(?=$|[,;.)])/;
export function namePublisherHostWorkshop(clause: string): VenueEntry | null {
  if (!clause.includes('orkshop')) return null;
  const m = NAME_PUBLISHER_HOST_WORKSHOP.exec(clause);
  if (!m) return null;
  const name = eventName(m[1]);
  if (spelledBy(name, m[2])) return null;
  return { venue: m[2], year: Number(m[3]), track: 'workshop', workshop: name, status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[1]))), presentation: presentationCue(clause) };
}

// Round 11 (branch unseen3; issue 13): corrections of an entry another reader made, from the clause's shape.

/**
 * "the International Conference on Computer Vision Workshops 2025": an event's name spelled out (an event word in it)
 * and ending in the plural "Workshops" is that event's workshop programme — the event named without the word, its
 * workshop track (no workshop named), never a main track of an event called "… Workshops".
 */
const SPELLED_WORKSHOPS = /^(.*(?<![A-Za-z])(?:Conference|Symposium|Congress|Meeting)(?![A-Za-z]).*?)\s+Workshops$/;
export function spelledWorkshops(e: VenueEntry): VenueEntry {
  if (e.track !== 'main' || e.workshop !== null || !e.venue.endsWith('Workshops')) return e;
  const m = SPELLED_WORKSHOPS.exec(e.venue);
  return m ? { ...e, venue: m[1], track: 'workshop' } : e;
}

/**
 * "… (IJCNN) 2025, Workshop on Trustworthiness and Reliability in Neuro-Symbolic AI": after the event, a comma and
 * "Workshop on" then capitalised words (connectors between) ending the clause: the workshop held at the event where the
 * paper is, never the event's main track.
 */
// "(ICML 2025), 1st Workshop on Foundation Models for Structured Data": the workshop's edition may lead it (round 12).
const COMMA_WORKSHOP_ON = /,\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?((?:International\s+)?Workshop\s+(?:on|for)\s+[A-Z][\w\-&]*(?:\s+(?:[A-Z0-9][\w\-&]*|of|on|for|and|in|the|with|to|&)){0,14})\s*\.?\s*$/;
export function commaWorkshopOn(e: VenueEntry, clause: string): VenueEntry {
  if (e.track !== 'main' || e.workshop !== null || !clause.includes('Workshop')) return e;
  const m = COMMA_WORKSHOP_ON.exec(clause);
  return m && !m[1].includes(e.venue) ? { ...e, track: 'workshop', workshop: m[1].replace(/\s+/g, ' ') } : e;
}

/**
 * "Clinical Image-Based Procedures (CLIP 2025), MICCAI 2025 Workshop", "… (DEMI), MICCAI-2025 Workshop": a host's unnamed
 * workshop read from ", HOST YEAR Workshop", after a name whose acronym (maybe with its year) closes it in brackets: that
 * acronym names the workshop.
 */
const NAMED_BEFORE_HOST_TAG = /\(\s*([A-Z][a-z\-]*[A-Z0-9][A-Za-z0-9\-]*)(?:[\s'’\-]*(?:19|20)\d{2})?\s*\)\s*,\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*(?:19|20)\d{2}\s+[Ww]orkshop(?![A-Za-z])/;
export function namedBeforeHostTag(e: VenueEntry, clause: string): VenueEntry {
  if (e.track !== 'workshop' || e.workshop !== null || !clause.includes(')')) return e;
  const m = NAMED_BEFORE_HOST_TAG.exec(clause);
  return m && m[2] === e.venue && m[1] !== e.venue ? { ...e, workshop: m[1] } : e;
}

/**
 * "Accepted at Methods and Opportunities at Small Scale (MOSS), ICML 2025, Vancouver": a title in capitalised words, the
 * acronym its words spell in brackets, then a comma and the tag (with its year) of the event read: an event held at that
 * event, its workshop named by the acronym, never the event's main track nor the acronym's own (round 12). Not when the title names a
 * conference, a journal or proceedings of its own ("… Conference on X (CX), ICML 2025" lists two events).
 */
const TITLE_ACRONYM_BEFORE_HOST = /([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|at|the|with|to)){1,10})\s*\(\s*([A-Z][a-z\-]*[A-Z0-9][A-Za-z0-9\-]*)\s*\)\s*,\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)/;
const OWN_EVENT_WORDS = /\b(?:Conference|Symposium|Congress|Meeting|Journal|Transactions|Letters|Proceedings|Workshops?)\b/;
export function titleAcronymBeforeHost(e: VenueEntry, clause: string): VenueEntry {
  if (e.track !== 'main' || e.workshop !== null || !clause.includes('),')) return e;
  const m = TITLE_ACRONYM_BEFORE_HOST.exec(clause);
  if (!m || m[2] === m[3] || (m[3] !== e.venue && m[2] !== e.venue) || OWN_EVENT_WORDS.test(m[1]) || !(spelledBy(m[1], m[2]) || initialsOf(m[1], m[2]))) return e;
  // The bracket's acronym read as the venue, in the host's year: the host is the venue.
  return { ...e, venue: m[3], track: 'workshop', workshop: m[2] };
}

/**
 * "Computer-Aided Pelvic Imaging for Female Health (CAPI) - Workshop MICCAI 2025": a name's acronym in brackets, then a
 * dash or comma, the word "Workshop" and an event's tag with its year ending the clause: the workshop (by its acronym)
 * held at that event, never its main track.
 */
export const ACRONYM_DASH_WORKSHOP_HOST = /\(\s*([A-Z][a-z\-]*[A-Z0-9][A-Za-z0-9\-]*)\s*\)\s*[-–—,]\s*[Ww]orkshop\s+(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?!\d)\s*$/;
export function acronymDashWorkshopHost(clause: string): VenueEntry | null {
  if (!clause.includes('orkshop')) return null;
  const m = ACRONYM_DASH_WORKSHOP_HOST.exec(clause);
  if (!m || m[1] === m[2] || /^(?:IEEE|ACM)$/.test(m[2])) return null;
  return { venue: m[2], year: Number(m[3]), track: 'workshop', workshop: m[1], status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
}
/** True when a clause may hold a shape only these readers know (genericHint's test for them). */
export function shapeHint(text: string): boolean {
  return text.includes('orkshop') && ACRONYM_DASH_WORKSHOP_HOST.test(text);
}
