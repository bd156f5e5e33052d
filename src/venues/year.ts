import { inferEditionYear, ordinalYear, type VenueDef } from './catalogue.ts';
import { ORDINAL_SOURCE, parseOrdinal } from './ordinal.ts';

/** "pp. 1894-1915", "pages 1427-1440": a citation's page range, whose numbers are no year. */
export const PAGE_RANGE = /\b(?:pp?|pages?)\.?\s*\d+\s*[-–]+\s*\d+/gi;

/**
 * "[MR 1916426] (2003i:42012)": a Mathematical Reviews number and its review key after a citation, whose year is the
 * review's, not the paper's.
 */
export const MR_REVIEW = /\[\s*MR\s*\d{5,8}\s*\]|\bMR\s*\d{5,8}\b|\(\s*(?:19|20)\d{2}[a-z]:\d{4,6}\s*\)/g;

/** A citation's text without the numbers that are no year: page ranges and review numbers. */
export const withoutNonYears = (text: string): string => text.replace(PAGE_RANGE, '').replace(MR_REVIEW, '');

/** The year and month an arXiv id was first submitted. */
export type PostedMonth = { year: number; month: number };

/** The month an arXiv id was first submitted (yymm), e.g. 2605.01234 -> 2026-05; seed-N -> 2026-05; null if unknown. */
export function postedMonth(id: string): PostedMonth | null {
  if (id === lastId) return lastPosted;
  lastPosted = readPostedMonth(id);
  lastId = id;
  return lastPosted;
}

// Detection asks for the same id several times in a row: remember the last answer.
let lastId: string | null = null;
let lastPosted: { year: number; month: number } | null = null;

function digit(id: string, i: number): number {
  const d = id.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

function readPostedMonth(id: string): { year: number; month: number } | null {
  // The common case, a new-style id "yymm.nnnnn", read without a regex.
  const y1 = digit(id, 0), y2 = digit(id, 1), m1 = digit(id, 2), m2 = digit(id, 3);
  if (y1 >= 0 && y2 >= 0 && m1 >= 0 && m2 >= 0 && id.charCodeAt(4) === 46 && digit(id, 5) >= 0 && digit(id, 6) >= 0 && digit(id, 7) >= 0 && digit(id, 8) >= 0) {
    const yy = y1 * 10 + y2;
    const month = m1 * 10 + m2;
    return month < 1 || month > 12 ? null : { year: yy >= 91 ? 1900 + yy : 2000 + yy, month };
  }
  if (/^seed-/i.test(id)) return { year: 2026, month: 5 };
  const m = /^(\d{2})(\d{2})\.\d{4,5}/.exec(id) ?? /\/(\d{2})(\d{2})\d{3}/.exec(id);
  if (!m) return null;
  const yy = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year: yy >= 91 ? 1900 + yy : 2000 + yy, month };
}

// "ACL 25th Workshop on …": two digits with an ordinal suffix are an edition, not a year; "PVLDB 14(1):1--13": two
// digits with an issue number in brackets right after them are a volume, not a year.
const ATTACHED = /^\s*(?:['’‘`]\s*|-\s*|_)?((?:19|20)\d{2}|\d{2}(?!\(\s*\d{1,3}\s*\)))(?!\d)(?!(?:st|nd|rd|th)(?![A-Za-z]))(?!\s*(?:pages?|pp|figures?|%|tables?))/;
const FULL_YEAR = /(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)/g;
const ORDINAL_BEFORE = new RegExp(`${ORDINAL_SOURCE}(?:\\s+(?:IEEE(?:/\\w+)?|ACM|Annual|International|Int'l|SIGKDD|AAAI|European|British|Italian|ACM\\s+SIGKDD))*\\s*$`, 'i');

/** A year as a venue tag prints it: "2025", "25", "'25", "’25", "-25" (two digits are 20YY). */
export function tagYear(s: string): number {
  const d = s.replace(/^['’\-]/, '');
  return d.length === 4 ? Number(d) : 2000 + Number(d);
}

/** The year written right after the name ("ICML 2025", "CVPR'26", "AAAI-26", "ICCV25"), else null. */
export function attachedYear(after: string): number | null {
  const m = ATTACHED.exec(after);
  if (!m) return null;
  const y = tagYear(m[1]);
  return y >= 1950 && y <= 2049 ? y : null;
}

/**
 * The edition's two digits after an apostrophe opening `after` — the text right after a bracketed acronym ("(S&P) '27",
 * "(QWS) ’24"): 2000 + the digits, else null. The apostrophe is required (bare digits after a bracket are no year), and an
 * ordinal or a range after the digits is none. One reading for every reader of the shape (detect.ts's listed venues and
 * unhosted workshops, generic-venue.ts's spelled names).
 */
export function apostropheYearNext(after: string): number | null {
  const m = APOSTROPHE_YEAR_NEXT.exec(after);
  return m ? 2000 + Number(m[1]) : null;
}
const APOSTROPHE_YEAR_NEXT = /^\s{0,2}['’‘`]\s?(\d{2})(?![\d\-–]|\s*(?:st|nd|rd|th)\b)/;

/** A four-digit year within `max` characters at the start (or end, when `fromEnd`) of a text. */
export function nearbyYear(text: string, max: number, fromEnd = false): number | null {
  const part = fromEnd ? text.slice(-max) : text.slice(0, max);
  if (!fromEnd && /since|\[v\d/i.test(part)) return null;
  FULL_YEAR.lastIndex = 0;
  let m = FULL_YEAR.exec(part);
  if (!m) return null;
  if (fromEnd) for (let next = FULL_YEAR.exec(part); next; next = FULL_YEAR.exec(part)) m = next;
  return Number(m[1]);
}

// "(HICSS-60), Honolulu, HI, …": an acronym with its edition number (two or three digits after a hyphen) in brackets is
// the event's own tag, not its place or date (round vpool9, set 330 part A).
const GLOSS_FIRST = /^\s*\((?:[A-Z][^()\d]{2,120}|[A-Z][A-Za-z]{1,15}-\d{2,3})\)/;
const EDITION_CLOSING = /^-\d{2,3}\)/;
const QUOTE_CLOSING = /^\s*(?::\s*["“][^"“”\d]{1,120})?["”]/;
// "Honolulu, HI, January 5-8, 2027": a city's two-capital state or province code after a comma is part of the place
// (round vpool9, set 330 part A).
const PLACE_DATE_YEAR = /^(?:\s+in(?=\s))?(?:\s*,?\s*(?:[A-Z][a-z]+\.?(?:\s*,\s*[A-Z]{2}(?![A-Za-z]))?|\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–]\s*\d{1,2}(?:st|nd|rd|th)?)?)){1,8}\s*,?\s*(?:\(\s*(?=(?:19|20)\d{2}\s*\)))?((?:19|20)\d{2})(?!\d)/;

/**
 * The year closing a place-and-date run after the name (", Lyon, France August, 17-22, 2026"), else null; the year may
 * stand alone in parentheses (", Lyon, France (2026)", as a citation closes; round v309). The place may open with "in"
 * (" in Lyon 2026", " in Lyon, France, 2026": round v311, set 311 part A), as the comma opens it.
 */
export function placeDateYear(after: string): number | null {
  // "M2S Conference (Materials and Mechanisms of Superconductivity), Stuttgart Germany 19-25 July 2026": the name spelled
  // out in brackets (no digit: not an acronym with its year) right after the event is no part of its place and date.
  // "Talk given at the "20th Zebra Conference on Gravity", May 2-6, 2007, Foo": the quote closing the name; "… Symposium:
  // "Zebra Physics", December 3, 2012, Foo": a quoted subtitle after a colon (no digit in it) — neither is place or date.
  // "(HICSS-60), Honolulu, …" read from the acronym: its edition number and the closing bracket come first.
  const gloss = GLOSS_FIRST.exec(after)?.[0].length ?? QUOTE_CLOSING.exec(after)?.[0].length ?? EDITION_CLOSING.exec(after)?.[0].length ?? 0;
  const m = PLACE_DATE_YEAR.exec(after.slice(gloss, gloss + 90));
  return m ? Number(m[1]) : null;
}

/** The edition year from an ordinal right before the name ("43rd International Conference on …"), else null. */
export function ordinalEditionYear(v: VenueDef, before: string): number | null {
  const m = ORDINAL_BEFORE.exec(before.slice(-80));
  if (!m) return null;
  const n = parseOrdinal(m[1] ? `${m[1]}th` : m[2]);
  return n === null ? null : ordinalYear(v, n);
}

/** Workshops decide shortly before the meeting: the edition meeting within the next four months, if any. */
function upcomingMeeting(v: VenueDef, posted: { year: number; month: number }): number | null {
  if (v.kind === 'journal' || !v.month) return null;
  const now = posted.year * 12 + posted.month - 1;
  for (const y of [posted.year, posted.year + 1]) {
    const meeting = y * 12 + v.month - 1;
    if (meeting >= now && meeting - now <= 4 && (!v.every || (v.every === 'odd') === (y % 2 === 1))) return y;
  }
  return null;
}

/** A year for a mention with none written: from the submission month and the venue's cycle (conferences only). */
export function inferredYear(v: VenueDef, id: string, status: string, workshop = false): number | null {
  const posted = postedMonth(id);
  if (!posted || status === 'previous_version') return null;
  const pending = status === 'submitted' || status === 'under_review';
  // A workshop both takes submissions and decides shortly before its meeting: "Submitted to ECCV Workshops" posted in
  // July is the September meeting's, not the next edition's main-track review.
  if (workshop) return upcomingMeeting(v, posted) ?? inferEditionYear(v, posted, pending ? 'pending' : 'decided');
  return inferEditionYear(v, posted, pending ? 'pending' : 'decided');
}
