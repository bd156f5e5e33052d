import { presentationCue, type VenueStatus } from './cues.ts';
import { initialsOf, spelledBy, statusBefore } from './generic-venue.ts';
import type { VenueEntry } from './venue-entry.ts';
import { tagYear, type PostedMonth } from './year.ts';

/**
 * An event's name as printed, then its acronym in brackets, after a proceedings or publication cue, read even where
 * the name is not in the shapes the other readers know: "Proceedings of the 43 rd International Conference on Machine
 * Learning (ICML 2026)" (an ordinal set apart), "in Proceedings of Machine Learning and Systems 7 (MLSys 2025)" (a
 * volume number, no event word), "Proc. of the IEEE Intl. Conf. on Robotics & Automation (ICRA)" (abbreviated words),
 * "Published in the IEEE 2017 International Conference onAcoustics, Speech, andSignalProcessing (ICASSP 2017)" (words
 * run together). The acronym must be the name's: its letters the initials of the name's words in order, or spelled by
 * them (spelledBy). The venue is the acronym as written; a workshop's name makes it a workshop of its own.
 */
const CUE = /(?<![A-Za-z])(?:(?:in\s+)?(?:the\s+)?(Proceedings|Proc\.)(?:\s+of)?|(?:published|accepted|presented|appears?|appeared|to\s+appear)\s+(?:in|at|to)|submitted\s+to)\s+(?:the\s+)?/gi;
/** The name: no bracket, no sentence stop, no clause break; then the acronym, maybe its year, in brackets. */
const NAME_THEN_BRACKET = /^([^()[\];]{6,200}?)\s*\(\s*((?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?(?:-[A-Za-z]+)?(?:\s+[A-Z][a-z]{3,}(?=[\s'’\-]*(?:19|20)\d{2}))?)(?:[\s'’\-]*((?:19|20)\d{2}|['’\-]\d{2}))?\s*\)/;
/** "… Systems as part of the Australasian Computer Science Week", "Workshops at the Fourth International Conference on …": an event held at the one the acronym names. */
const HELD_AT = /^(.*?)\s+(?:(?:as\s+)?part\s+of|at|co-?located\s+with|held\s+(?:at|with)|in\s+conjunction\s+with)\s+(?:the\s+)?(?=\S)/i;
/** A sentence ends (not an abbreviation: "Intl. Conf. on"). */
const SENTENCE_STOP = /(?:[a-z]{5,}|\d)\.\s+[A-Z][a-z]/;
/** Words of an event or a proceedings volume. */
const EVENT_WORDS = /(?<![A-Za-z])(?:Conference|Conf\.|Symposium|Symp\.|Meeting|Congress|Workshop|Week|Systems|Summit|Seminar)(?![a-z])/i;
/**
 * "the 20th Machine Translation Summit (MT Summit 2025)", "the LII Brazilian Integrated Software and Hardware Seminar 2025
 * (SEMISH 2025)": a name ending in an event's word (its year maybe after it), then an acronym with a year in brackets:
 * the acronym is the event's as printed even when it spells the name in another language or in part, its first letter
 * one of the name's initials. Not a workshop's (the workshop readers name it and its host), nor one held at another event.
 */
const EVENT_NAME_END = /(?<![A-Za-z])(?:Conference|Symposium|Congress|Summit|Seminar|Meeting|Forum)(?:\s+(?:19|20)\d{2})?\s*$/;
/** Not events: a journal, a series, a companion volume. */
const NOT_EVENT = /(?<![A-Za-z])(?:Journal|Transactions|Letters|Lecture\s+Notes|Companion|Adjunct|Research)(?![a-z])/i;
const NOT_ACRONYMS = /^(?:IEEE|ACM|PMLR|LNCS|CEUR|AAAI|SPIE|USA|UK)$/;

export function proceedingsTag(clause: string, posted?: PostedMonth | null): VenueEntry | null {
  CUE.lastIndex = 0;
  for (let c = CUE.exec(clause); c; c = CUE.exec(clause)) {
    const m = NAME_THEN_BRACKET.exec(clause.slice(c.index + c[0].length));
    if (!m) continue;
    const name = m[1];
    const acr = m[3];
    if (SENTENCE_STOP.test(name) || !EVENT_WORDS.test(name) || NOT_EVENT.test(name) || NOT_ACRONYMS.test(acr)) continue;
    // "onAcoustics, Speech, andSignalProcessing": words run together are split where a capital follows lower case
    const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[^A-Za-z0-9&\s]/g, ' ').replace(/\s+/g, ' ').trim();
    const initials = words.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]);
    const ownTag = !!m[4] && /^(?:19|20)/.test(m[4]) && EVENT_NAME_END.test(name) && initials.includes(acr[0]) && !HELD_AT.test(name);
    if (!ownTag && !spelledBy(words, acr) && !initialsOf(words.replace(/(?<![A-Za-z])(?:of|on|for|and|in|the|to)\s/gi, ''), acr)) continue;
    const y = m[4] ? tagYear(m[4]) : yearIn(name) ?? yearIn(clause.slice(c.index + c[0].length + m[0].length, c.index + c[0].length + m[0].length + 8)) ?? posted?.year ?? null;
    const before = clause.slice(0, c.index + c[0].length);
    const status = (c[1] && !/accept|submit|review/i.test(clause.slice(0, c.index)) ? 'published' : statusBefore(before)) as VenueStatus;
    // held at the acronym's event: that event's workshop, named by what comes before the link ("HHAI WS 2025: Workshops
    // at the … (HHAI)": the host's workshops, unnamed)
    const held = HELD_AT.exec(name);
    if (held) {
      const part = held[1].replace(/^(?:the\s+)?(?:proceedings\s+of\s+(?:the\s+)?)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/i, '').replace(/\s+/g, ' ');
      return { venue: acr, year: y, track: 'workshop', workshop: WORKSHOPS_ONLY.test(part) ? null : part, status, presentation: presentationCue(clause) };
    }
    const workshop = /(?<![A-Za-z])Workshops?(?![a-z])/i.test(name) ? acr : null;
    return { venue: acr, year: y, track: workshop ? 'workshop' : 'main', workshop, status, presentation: presentationCue(clause) };
  }
  return null;
}

/** A part that is only the host's workshops ("HHAI WS 2025: Workshops"). */
const WORKSHOPS_ONLY = /(?:^|[\s:])(?:Workshops|WS)$/i;

function yearIn(text: string): number | null {
  const m = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(text);
  return m ? Number(m[1]) : null;
}
