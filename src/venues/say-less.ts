import { escapeRegExp, findVenue } from './catalogue.ts';
import type { VenueMention } from './detect.ts';
import { acronymish } from './co-located.ts';
import { statusCues } from './cues.ts';
import { isPlaceName } from './places.ts';
import { mapMentions, mentionWith } from './mention-shape.ts';

/**
 * Round fm3 (issue 13, "when the evidence is ambiguous, prefer unclear / other to a confident main-track claim"): a
 * last pass over the detector's findings that takes back an "accepted (or published), main track" claim the text itself
 * weakens. Each rule reads only the shape of the text around a mention; none names a venue.
 */
export function saidLess(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some(mainClaim)) return found;
  let out = found;
  if (comments.includes('apers') && SUBSET_WILL_APPEAR.test(comments)) out = subsetVenuesDropped(out);
  if (JOINED_TO_EVENT.test(comments)) out = colocatedEventsAsWorkshops(out, comments);
  if (LAB_SHAPE.test(comments)) out = labsAsOther(out, comments);
  if (comments.includes('(')) out = bracketedJournalsDropped(out);
  if (comments.includes(',')) out = acronymAfterHostComma(out);
  if (WORKSHOP_OR_TRACK_AFTER.test(comments)) out = namedAsPartOfEvent(out);
  if (CONTEST_WON.test(comments)) out = contestPapersAsOther(out, comments);
  return out;
}

/**
 * "Won the Quux Data Fusion Contest 2026; to appear in ZQCON 2026 proceedings" (round vleft9, set 115 part A: read the
 * conference's main track): a clause saying the authors won (or placed in) a contest, challenge or competition, and a
 * venue read as an accepted main track from another clause with no other venue read, is the contest's paper in that
 * venue's proceedings — a contest track (README: challenges and competition tracks are never main), so "other". Only when
 * the win is stated as such ("won / winner of / winning / first place in …" before the contest's word) in its own
 * clause, and the venue's clause names no contest itself (it would be read there).
 */
const CONTEST_WON = /(?<![A-Za-z])(?:[Ww]on|[Ww]inners?\s+of|[Ww]inning\s+(?:solution|entry|team)\s+(?:of|in|for|at)|(?:[Ff]irst|1st|[Ss]econd|2nd|[Tt]hird|3rd)[\s\-]+[Pp]lace\s+(?:in|at|of))\s+(?:the\s+)?(?:[A-Za-z0-9][\w\-&]{0,30}\s+){0,8}?(?:[Cc]ontest|[Cc]hallenge|[Cc]ompetition)(?![A-Za-z])/;
function contestPapersAsOther(found: VenueMention[], comments: string): VenueMention[] {
  if (found.length !== 1 || !mainClaim(found[0]) || found[0].source !== 'comments') return found;
  const m = found[0];
  const won = CONTEST_WON.exec(comments);
  if (!won || m.evidence.includes(won[0]) || /[Cc]ontest|[Cc]hallenge|[Cc]ompetition/.test(m.evidence)) return found;
  return [mentionWith(m, { track: 'other' })];
}

const mainClaim = (m: VenueMention) => m.track === 'main' && (m.status === 'accepted' || m.status === 'published');

/**
 * "A subset of papers will appear in IEICE Transactions … (special section)", "Selected papers will be published in
 * X": a venue some other papers of the event go on to is not this record's (data/venues/README: a venue where something
 * else happened). The words must say "papers", a selection ("subset", "selected", "best") and a future.
 */
const SUBSET_WILL_APPEAR = /\b(?:(?:a\s+)?subset\s+of(?:\s+the)?|selected|(?:the\s+)?best|extended\s+versions?\s+of(?:\s+(?:the\s+)?(?:selected|best))?)\s+(?:accepted\s+)?papers\s+(?:(?:from|of)\s+[^.;]{1,60}?\s+)?(?:will|may|shall|are\s+to|are\s+invited\s+to|to)\s+(?:also\s+)?(?:appear|be\s+(?:published|invited|considered|recommended|included|extended))\b/i;

function subsetVenuesDropped(found: VenueMention[]): VenueMention[] {
  // The selection's words must be in the venue's own clause ("… will appear in <venue>"), not in another sentence.
  const out = found.filter((m) => !(mainClaim(m) && SUBSET_WILL_APPEAR.test(m.evidence)));
  return out.length === found.length ? found : out;
}

/**
 * "Accepted at OccuSys 2026, co-located with ACM Sustainability Week 2026", "Published at SAO '26 (co-located with
 * ACM CAIS '26)": an event no list knows, joined by "co-located with", "in conjunction with" or "held with" to another
 * named event, is an event held there: a workshop, never a main track (a conference the catalogue knows, "CoNLL 2026,
 * colocated with ACL 2026", "*SEM … collocated with EMNLP", keeps its own main track). When the host is written as an
 * acronym with its year ("ACM CAIS '26") the host is the venue and the event its workshop, as data/venues/README names
 * a workshop at a stated host; else (a host with a spelled name, "ACM Sustainability Week") the event stays the venue,
 * track workshop, named by itself.
 */
const JOINED_TO_EVENT = /\b(?:co-?located|collocated|in\s+conjunction|held\s+(?:jointly\s+)?with)\b/i;
const YEAR = String.raw`(?:(?:19|20)\d{2}|['’]\d{2})`;

function colocatedEventsAsWorkshops(found: VenueMention[], comments: string): VenueMention[] {
  return mapMentions(found, (m) => {
    if (!mainClaim(m) || findVenue(m.venue)) return m;
    const after = joinedAfter(m.evidence, m.venue) ?? joinedAfter(comments, m.venue);
    if (after === null) return m;
    const host = HOST_ACRONYM.exec(after);
    const hostName = host?.[1];
    if (hostName && hostName !== m.venue && !found.some((o) => o !== m && o.venue === hostName)) {
      return mentionWith(m, { venue: hostName, track: 'workshop', workshop: m.venue });
    }
    return mentionWith(m, { track: 'workshop', workshop: m.venue });
  });
}

/**
 * The text after "co-located with" when it follows the event's name (maybe its year, a comma or an opening bracket
 * between), else null.
 */
function joinedAfter(text: string, venue: string): string | null {
  const re = new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(venue)}(?:[\s-]*${YEAR})?\s*(?:workshop\s*)?[,(]?\s*(?:(?:which|that)\s+(?:is|was|will\s+be)\s+|to\s+be\s+|will\s+be\s+)?(?:held\s+)?(?:co-?located|collocated|in\s+conjunction|held\s+(?:jointly\s+)?with)\b\s*(?:with|at)?\s*`, 'i');
  const m = re.exec(text);
  return m ? text.slice(m.index + m[0].length) : null;
}

/** The host as an acronym and its year right after "co-located with": "ACM CAIS '26", "the IEEE FOO 2026". */
const HOST_ACRONYM = new RegExp(String.raw`^(?:the\s+)?(?:(?:ACM|IEEE|IFIP|SIAM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9\-]*)[\s-]*${YEAR}(?![\w])`);

/**
 * "accepted to ImageCLEF 2025, to be published in the lab proceedings": a CLEF evaluation lab (a name ending in "CLEF",
 * or an event no list knows whose clause says "lab proceedings", "working notes" or "lab notebook") publishes lab
 * reports, the programme data/venues/README counts as track other, not a main-track paper.
 */
const LAB_SHAPE = /[a-z]CLEF\b|\blab\s+(?:proceedings|notebooks?|reports?)\b|\bworking\s+notes\b/i;
const LAB_CUE = /\blab\s+(?:proceedings|notebooks?|reports?)\b|\bworking\s+notes\b/i;

function labsAsOther(found: VenueMention[], comments: string): VenueMention[] {
  return mapMentions(found, (m) => {
    if (!mainClaim(m) || findVenue(m.venue)) return m;
    if (/^[A-Za-z][A-Za-z-]*[a-z-]CLEF$/.test(m.venue) || LAB_CUE.test(m.evidence) || (found.length === 1 && LAB_CUE.test(comments))) return mentionWith(m, { track: 'other' });
    return m;
  });
}

/**
 * "SIGGRAPH 2026 Journal (ACM TOG)", "Accepted by PacificVis 2026 (TVCG Journal Track)": a journal named in brackets
 * right after a conference is the journal that prints the conference's papers, the same paper as the conference's
 * entry (data/venues/README: graphics "journal track" papers are the conference's main track), not a second venue,
 * as a conference in brackets after the journal already is ("ACM Transactions on Graphics (Proceedings of SIGGRAPH)").
 */
function bracketedJournalsDropped(found: VenueMention[]): VenueMention[] {
  if (found.length < 2) return found;
  const out = found.filter((j) => {
    if (!mainClaim(j) || j.year !== null || findVenue(j.venue)?.kind !== 'journal') return true;
    return !found.some((c) => c !== j && c.evidence === j.evidence && c.year !== null && mainClaim(c) && findVenue(c.venue)?.kind === 'conference'
      && journalBracketedAfter(j.evidence, c.venue, j.venue));
  });
  return out.length === found.length ? found : out;
}

/** Whether `text` names the conference, then (a year and "Journal" maybe between) a bracket naming the journal first. */
function journalBracketedAfter(text: string, conference: string, journal: string): boolean {
  const open = text.indexOf('(');
  if (open < 0) return false;
  const before = text.slice(0, open);
  const at = lastNameAt(before, conference);
  if (at < 0 || !/^\s*(?:(?:19|20)\d{2}|['’]\d{2})?\s*(?:[Jj]ournal(?:\s+[Pp]aper)?)?\s*$/.test(before.slice(at))) return false;
  const inside = text.slice(open + 1, text.indexOf(')', open) < 0 ? undefined : text.indexOf(')', open));
  const first = /^\s*(?:(?:ACM|IEEE)\s+)?([^,;:]+?)\s*(?:[Jj]ournal\s+[Tt]rack)?\s*$/.exec(inside);
  return !!first && namesVenue(first[1], journal);
}

/** The end of the last place `text` writes one of the venue's names (case ignored), else -1. */
function lastNameAt(text: string, venue: string): number {
  let end = -1;
  for (const name of namesOf(venue)) {
    const re = new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(name)}(?![A-Za-z])`, 'gi');
    for (const m of text.matchAll(re)) end = Math.max(end, m.index + m[0].length);
  }
  return end;
}

/** Whether `text` is, case ignored, one of the venue's names. */
function namesVenue(text: string, venue: string): boolean {
  const t = text.trim().toLowerCase();
  return namesOf(venue).some((n) => n.toLowerCase() === t);
}

function namesOf(venue: string): string[] {
  const def = findVenue(venue);
  return def ? [def.name, ...(def.acr ?? []), ...(def.cs ?? []), ...(def.weak ?? []), ...(def.full ?? []), ...(def.weakFull ?? [])] : [venue];
}

/**
 * "CVPR, EVW 2026": a conference the catalogue knows, written without a year, then a comma and an acronym no list knows
 * with the year, ending the clause, is that event held at the host (a workshop), the other order of "CV4A11y, ICCV
 * 2025" (co-located.ts, acronymBeforeParen). Not a list of venues: the acronym must be no venue of the catalogue
 * ("IJCARS, IPCAI 2026" names a journal first and is left alone: the host must be a conference), no publisher or
 * series, no place ("CVPR, USA 2026"), and carry no cue of its own.
 */
function acronymAfterHostComma(found: VenueMention[]): VenueMention[] {
  return mapMentions(found, (m) => {
    // Cheap exits first: the clause must hold a comma and end in the year's digit (maybe a period or bracket after it).
    if (!mainClaim(m) || m.year === null || !m.evidence.includes(',') || !DIGIT_END.test(m.evidence)) return m;
    if (findVenue(m.venue)?.kind !== 'conference') return m;
    const tail = HOST_COMMA_ACRONYM.exec(m.evidence);
    if (!tail) return m;
    const [, host, acr, year] = tail;
    if (!namesVenue(host, m.venue) || !acronymish(acr) || findVenue(acr) || NOT_EVENT.test(acr) || isPlaceName(acr) || statusCues(acr).length) return m;
    if (yearOf(year) !== m.year) return m;
    return mentionWith(m, { track: 'workshop', workshop: acr });
  });
}

const DIGIT_END = /\d\s*[.)]?\s*$/;
/** A host's name (no year), a comma, an acronym and a year ending the clause. */
const HOST_COMMA_ACRONYM = /(?:^|[\s(])([A-Za-z][\w&+-]*)\s*,\s*([A-Za-z][A-Za-z0-9&-]*)[\s'’-]*((?:19|20)\d{2}|\d{2})\s*[.)]?\s*$/;
const NOT_EVENT = /^(?:IEEE|ACM|IFIP|SIAM|USENIX|ISCA|AAAI|PMLR|LNCS|LNAI|CCIS|CEUR(?:-WS)?|EPTCS|LIPIcs|Springer|Elsevier|arXiv|OpenReview|USA|UK|EU|UAE|PRC|ROC)$/i;

function yearOf(text: string): number {
  const n = Number(text);
  return n < 100 ? 2000 + n : n;
}

/**
 * "CIRED Conference Workshop Brussels 2026": an event's name followed by "Conference Workshop" names the workshop the
 * event holds (between its conferences), never its main track; "IPCV 2021 track in CSCE 2021 congress": an event
 * followed by "track in / of / at" another event is a track of that congress (data/venues/README: a named track is
 * track other). Both from the unlabelled snapshot sweep (bench/venues-false-main-sweep.ts), as round fm2 listed them.
 */
const WORKSHOP_OR_TRACK_AFTER = /\bConference\s+Workshops?\b|\btrack\s+(?:in|of|at|within)\s+(?:the\s+)?[A-Z0-9]/;

function namedAsPartOfEvent(found: VenueMention[]): VenueMention[] {
  return mapMentions(found, (m) => {
    if (!mainClaim(m)) return m;
    for (const name of namesOf(m.venue)) {
      for (const at of m.evidence.matchAll(new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(name)}(?![A-Za-z0-9])`, 'gi'))) {
        const after = PART_AFTER_NAME.exec(m.evidence.slice(at.index + at[0].length));
        if (after) return after[1] ? mentionWith(m, { track: 'workshop', workshop: m.venue }) : mentionWith(m, { track: 'other' });
      }
    }
    return m;
  });
}

/** Right after the event's name (its year maybe between): "Conference Workshop", or "track in" a capitalised name. */
const PART_AFTER_NAME = new RegExp(String.raw`^(?:[\s'’-]*${YEAR})?\s+(?:(Conference\s+Workshops?)\b|track\s+(?:in|of|at|within)\s+(?:the\s+)?[A-Z0-9])`);
