import { findVenue } from './catalogue.ts';
import { journalInitials } from './catalogue-file.ts';
import { statusCues } from './cues.ts';
import type { VenueEntry } from './venue-entry.ts';
import { PUBLISHER, RANK_TAG, SOCIETY } from './publishers.ts';

/**
 * The last comma-separated part of a clause as an event's tag that says what it is without a cue: an acronym, maybe a
 * year (four digits, or two glued, spaced or after an apostrophe), maybe "conference" before it (a comma, a bracket or
 * a space between) or "conference (paper)" / "accepted" after it. "conference, cbms25", "conference (ccece 2025)",
 * "conference ZQVX", "BIBM conference", "SCiL Conference Paper", "ITC-CSCC accepted", "CVSports2026 accepted".
 */
/** Capitals only (digits, and "-", "+" or "&" between): an acronym that "conference" and a space alone may lead. */
const CAPITALS_ONLY = /^[A-Z][A-Z0-9]*(?:[-+&][A-Z0-9]+)*$/;
const KIND_TAG = /(?:^|,\s*)((?:the\s+)?conference(?:\s*[,(]\s*|\s+))?([A-Za-z][A-Za-z0-9]*?(?:[-+&][A-Za-z0-9]+)*?)(?:[\s'’-]*((?:19|20)\d{2})|[\s'’-]?(\d{2}))?(?!\d)(?:\s*\))?((?:\s+(?:conference(?:\s+paper)?|accepted))*)\s*(?:\.\s*)?$/i;
/** Two capitals at least ("CBMS", "SCiL", "ITC-CSCC", "CVSports"), or a lower-case acronym of three to eight letters. */
const CAPITALS = /^(?=[^A-Z]*[A-Z][^A-Z]*[A-Z])[A-Z][A-Za-z0-9+&-]{1,15}$/;
const LOWER = /^[a-z]{3,8}$/;
/** Words of its own that are no event's acronym (series, degrees, fields, countries, formats); societies, publishers and ranks: publishers.ts. */
const NOT_EVENTS = /^(?:AAAI|LNEE|IFAC|IEEE-CS|arXiv|PhD|MSc|BSc|AI|ML|NLP|CV|LLM|LLMs|OK|USA|UK|EU|PDF|HTML|URL|DOI|TBD|TBA|GPT|SOTA|ISSN|ISBN|ORCID)$/i;
/** An acronym that names no event: a word above, a society or publisher, or a rank / citation index. */
function noEvent(acr: string): boolean {
  return NOT_EVENTS.test(acr) || SOCIETY.test(acr.toUpperCase()) || PUBLISHER.test(acr) || RANK_TAG.test(acr);
}
/** Words a lower-case acronym cannot be ("the", "and", "main", "long" …): only a year makes a lower-case word a tag. */
const NOT_LOWER = /^(?:the|and|for|with|main|long|short|full|paper|papers|track|final|camera|ready|version|accepted|conference|journal|workshop|pages?|figures?|tables?|code|data|appendix)$/i;

/**
 * "6 pages, conference, cbms25", "5 pages, 4 figures, conference (ccece 2025)", "10 pages, BIBM conference", "SCiL
 * Conference Paper", "ITC-CSCC accepted", "CVSports2026 accepted": an acronym ending the clause with the word
 * "conference" beside it, or "accepted" after it, or a year of its own in lower case, and nothing else, is that event's
 * tag (README: a bare tag is accepted), named in capitals when typed in lower case; with no year, the posting year's
 * edition (README year rule 3). A two-digit year is taken only near the posting year (a model's number is none).
 */
export function kindTag(clause: string, posted: { year: number; month: number } | null): VenueEntry | null {
  if (!/conference|accepted|\d/i.test(clause)) return null;
  const m = KIND_TAG.exec(clause);
  if (!m) return null;
  const [, conferenceBefore, acr, year4, year2, after] = m;
  const kind = !!conferenceBefore || /conference/i.test(after);
  const accepted = /accepted/i.test(after);
  if (!kind && !accepted && !year4 && !year2) return null;
  const lower = LOWER.test(acr) && !NOT_LOWER.test(acr);
  // a lower-case acronym only with a year and the kind word ("conference, cbms25"), never a word before "accepted"
  // "GPT-4 accepted": a version's number hyphened on is a model's name, no event's
  if (/-\d+$/.test(acr)) return null;
  if (!(CAPITALS.test(acr) || (lower && kind && (year4 || year2))) || noEvent(acr)
    || statusCues(acr).length) return null;
  // "5 pages, conference ZQVX" (v291): "conference" and a space alone lead only an acronym in capitals ("conference
  // Proceedings", "the conference GitHub" name no event), three letters at least
  if (conferenceBefore && !/[,(]/.test(conferenceBefore) && !(CAPITALS_ONLY.test(acr) && acr.replace(/[^A-Z]/g, '').length >= 3)) return null;
  // neither a kind nor a status: only a glued or spaced year, an acronym in capitals ("CBMS25") — read by the tag readers
  if (!kind && !accepted) return null;
  // "MNRAS accepted": a journal's initials (a JabRef journal's ISO-4 initials, or J…, IJ…, T…) with no "conference"
  // word are a journal's acceptance, no event's tag (the journal readers and the journal-ref name it)
  if (!kind && (journalInitials(acr) || /^(?:I?J|T)[A-Z]/.test(acr))) return null;
  const listed = findVenue(acr);
  // "GitHub accepted", "LaTeX accepted": with "accepted" alone (no year, no "conference"), only capitals (digits and
  // hyphens between) read as an event no list knows ("ITC-CSCC accepted"); a mixed-case word is a product's name as
  // often as an event's, and a false acceptance is the worse error (say less)
  if (!kind && !year4 && !year2 && !listed && /[a-z]/.test(acr)) return null;
  // "AN accepted", "PR accepted": with no year, two letters no list knows are a journal's or a word's initials as often as
  // an event's tag (round fmprobe); a false acceptance is the worse error (say less)
  if (!listed && !year4 && !year2 && acr.replace(/[^A-Za-z]/g, '').length <= 2) return null;
  let year: number | null = year4 ? Number(year4) : null;
  if (year2) {
    const y = 2000 + Number(year2);
    if (!posted || y < posted.year - 2 || y > posted.year + 1) return null;
    year = y;
  }
  if (listed && listed.kind !== 'conference') return null;
  return {
    venue: listed?.name ?? (lower ? acr.toUpperCase() : acr),
    year: year ?? posted?.year ?? null,
    track: 'main', workshop: null, status: 'accepted', presentation: null,
  };
}

/**
 * "8 pages, 6th International Workshop DICE2012": the word "Workshop" (an ordinal and "International" may lead it) right
 * before an acronym in capitals and its four-digit year (glued or spaced), ending the clause, is that workshop's tag: a
 * workshop with no host stated is its own venue, track workshop (README); a bare tag is accepted. An acronym a list knows
 * as a conference is a host ("Workshop CVPR 2026": its workshop, read by the host readers), not this.
 */
const WORKSHOP_TAG = /(?:^|,\s*)(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+)?(?:International\s+)?Workshop\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’-]?((?:19|20)\d{2})(?!\d)\s*\.?\s*$/;

export function workshopKindTag(clause: string): VenueEntry | null {
  if (!clause.includes('Workshop')) return null;
  const m = WORKSHOP_TAG.exec(clause);
  if (!m) return null;
  const [, acr, year] = m;
  if (noEvent(acr) || findVenue(acr)) return null;
  return { venue: acr, year: Number(year), track: 'workshop', workshop: acr, status: 'accepted', presentation: null };
}
