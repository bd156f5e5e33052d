import type { VenueEntry } from './venue-entry.ts';
import { ORDINAL_SOURCE } from './ordinal.ts';
import { workshopTitleOnly } from './generic.ts';
import { dashedOwnAcronym, genericVenue } from './generic-venue.ts';
import { CLOSING_LINK, commentClauses } from './unseen-tags.ts';
import { nearbyYear, type PostedMonth } from './year.ts';

// Round vproc (issue 13, "names that read nothing"): two last readings of a comment in which nothing at all was read,
// each of an event no list knows written out in words, the name emitted as written. Run after unseenTag (unseen-tags.ts),
// whose gate wants an acronym-like capital pair that a name in plain title case does not have.

/** A leading edition: "10th", "Third", a roman numeral with or without "th" ("Xth", "XLV"). */
const EDITION = String.raw`(?:${ORDINAL_SOURCE}|(?<![A-Za-z])[IVXL]{1,6}(?:th)?(?![A-Za-z]))\s+`;
const EDITION_LEAD = new RegExp(`^${EDITION}`, 'i');

/**
 * The cue before a quoted event title: the proceedings the paper is (to be) printed in, or the talk or poster given
 * there. Group 1: the status word of "… in the proceedings of"; group 2: a contribution prepared for them; group 3: a
 * kind word naming the event ("the workshop", "the International Workshop,", "the meeting:" — v273).
 */
const QUOTED_TITLE = new RegExp(
  String.raw`(?<![A-Za-z])(?:(?:(to\s+appear|(?:to|will)\s+be\s+published|accepted(?:\s+for\s+publication)?|submitted|published|appears?|appeared)\s+in\s+|(contribution|contributed\s+paper|prepared|written)\s+(?:to|for)\s+)?(?:the\s+)?proceedings?\s+(?:of|for)|(?:talk|lecture|poster|contribution)s?\s+(?:given|presented)\s+at|presented\s+at|(?:invited\s+|plenary\s+)?talk\s+at)\s+(?:the\s+)?(?:(?:international\s+)?(conference|workshop|symposium|meeting|school)(?:\s*[,:])?\s+)?(?:"([^"]{3,150})"|“([^”]{3,150})”|'([^']{3,150})')`,
  'i',
);

/** A status cue before the proceedings' cue in the same comment ("Invited review to be published in …. (Proceedings of …)"). */
const PENDING_BEFORE = /(?<![A-Za-z])(?:to\s+appear|to\s+be\s+published|accepted|in\s+press)(?![A-Za-z])/i;
/** Another publication named after the event ("…, Rome, 2012, to be published in <Journal>"): the paper's venue is not sure to be the event. */
const PUBLISHED_AFTER = /(?<![A-Za-z])(?:to\s+be\s+published|to\s+appear|published|appears?|appeared)\s+(?:in|by)\s+(?!(?:the\s+)?proceedings)/i;

function quotedStatus(m: RegExpExecArray, before: string): string {
  const said = (m[1] ?? '').toLowerCase();
  if (said.startsWith('submitted') || /^(?:prepared|written)/i.test(m[2] ?? '')) return 'submitted';
  if (said.startsWith('to') || said.startsWith('will') || said.startsWith('accepted') || m[2] || !/proceeding/i.test(m[0])) return 'accepted';
  // "Proceedings of X", "published in the proceedings of X" (README: published), unless "to appear" came first
  return !said && PENDING_BEFORE.test(before) ? 'accepted' : 'published';
}

/**
 * "To appear in the proceedings of the workshop "Quiet Lanterns", Rome, July 2012", "Talk given at "Xth Quiet Lanterns and
 * Dust", Oslo, 2012": an event named only by its quoted title after the proceedings' or a talk's cue is that event,
 * named as written (no edition), in the year written after the title (none when none is written), a workshop when the
 * text says so; a talk is an oral presentation (README). A quoted title after another name ("the Annual Meeting of X
 * "Theme"") is not read here, nor one followed by another publication the paper is to appear in (which of the two the
 * paper's venue is the text does not say). `before` is the comment before the clause, `after` the comment after it.
 */
export function quotedEventTitle(clause: string, before = '', after = ''): VenueEntry | null {
  const m = QUOTED_TITLE.exec(clause);
  const title = m?.[4] ?? m?.[5] ?? m?.[6];
  if (!m || !title || !/^[A-Z0-9]/.test(title)) return null;
  const rest = clause.slice(m.index + m[0].length);
  if (PUBLISHED_AFTER.test(rest) || PUBLISHED_AFTER.test(after)) return null;
  const name = title.replace(EDITION_LEAD, '').replace(/[\s,.;:]+$/, '');
  if (name.length < 3 || !/[A-Za-z]{3}/.test(name)) return null;
  // a workshop when the kind word before the title, a word of the title or the word right after it says so
  const workshop = m[3]?.toLowerCase() === 'workshop' || /(?<![A-Za-z])workshop(?![A-Za-z])/i.test(name) || /^\s*workshop(?![A-Za-z])/i.test(rest);
  // a workshop named elsewhere in the comment, which this reading cannot place: say nothing rather than a main track
  if (!workshop && /(?<![A-Za-z])workshop/i.test(`${before} ${clause} ${after}`)) return null;
  // the year after the title, else one the title writes ("The 2007 … Workshop")
  const y = nearbyYear(rest, 120) ?? nearbyYear(name, 160);
  const talk = /talk/i.test(m[0]) && !/proceeding/i.test(m[0]);
  // "…Relativity Theory - PIRT-2007": the acronym the title gives after a dash, as for a name read unquoted (round vnames3)
  return dashedOwnAcronym({ venue: name, year: y, track: workshop ? 'workshop' : 'main', workshop: workshop ? name : null, status: quotedStatus(m, before + clause.slice(0, m.index)), presentation: talk ? 'oral' : null });
}

/** A word of a title: capitalised, lower case after ("Clinical", "Data-Driven", "Multi-agent"); no acronym. */
const TITLE_WORD = String.raw`[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?`;
/**
 * "To be published in Proceedings of the 7th Quiet Harbour Processing Workshop", "13 pages, Quiet Harbour Science
 * Workshop": two to eight title words (small words between them) and "Workshop" closing the clause, after a status cue,
 * "(In) Proceedings of", or nothing (TITLE_CUE: group 1 the cue's word, group 2 "proceedings of"; TITLE_WORKSHOP read
 * after it, case kept).
 */
const TITLE_CUE = /^(?:(?:this\s+(?:paper|work)\s+(?:has\s+been|was|is|will\s+be)\s+)?(accepted|presented|published|submitted|to\s+appear|to\s+be\s+(?:published|presented)|appear(?:s|ed|ing)?|in)(?:\s+for\s+(?:publication|presentation))?\s+(?:(?:at|to|in|by|for)\s+)?)?(?:the\s+)?(proceedings\s+(?:of|for)\s+(?:the\s+)?)?/i;
const TITLE_WORKSHOP = new RegExp(String.raw`^(?:${EDITION})?(?<name>${TITLE_WORD}(?:\s+(?:(?:of|for|and|on|in|&)\s+)?${TITLE_WORD}){1,7}\s+Workshop)(?:(?:\s*,)?\s*(?<year>(?:19|20)\d{2}))?\s*[.,]?$`);

/** The status a cue before a title workshop says: "Proceedings of" alone or after "In", or "published in", published. */
function titleStatus(cue: string | undefined, proceedings: boolean): string {
  const c = (cue ?? '').toLowerCase();
  if (c.startsWith('submitted')) return 'submitted';
  return c.startsWith('published') || (proceedings && (c === '' || c === 'in')) ? 'published' : 'accepted';
}

/**
 * A workshop named in title words alone ("Quiet Harbour Processing Workshop"), no host, no acronym and no year: its own
 * venue (README, Track), named as written without its edition, the year written after it or else the posting year's
 * edition (as "the Quiet Harbour Processing Conference" is read). Words in capitals ("NLP Reasoning Workshop", "MNIST
 * Vision Workshop") are a field's, an organisation's or a dataset's and are never read here.
 */
export function titleWorkshop(clause: string, posted: PostedMonth | null | undefined): VenueEntry | null {
  const cue = TITLE_CUE.exec(clause)!;
  const m = TITLE_WORKSHOP.exec(clause.slice(cue[0].length));
  if (!m) return null;
  const name = m.groups!.name.replace(/\s+/g, ' ').replace(EDITION_LEAD, '');
  const status = titleStatus(cue[1], cue[2] !== undefined);
  const y = m.groups!.year ? Number(m.groups!.year) : posted ? posted.year : null;
  return { venue: name, year: y, track: 'workshop', workshop: name, status, presentation: null };
}

/** "Proc. of (the)" opening a clause or after "In" (ISO 4's abbreviation of "Proceedings of"), before a capital. */
const PROC_OF = /^((?:in:?\s+)?)Proc\.\s+of(?=\s+(?:the\s+)?[A-Z])/i;

/**
 * "Proc. of the Quiet Lantern Conference 2025", "In Proc. of the X Symposium, 2025": "Proc. of" is "Proceedings of", read
 * by the generic readers as they read the spelled form (the base takes "Proc. of" as a cue only before an ordinal or
 * "International / Annual / Joint").
 */
function procOf(clause: string, posted: PostedMonth | null | undefined): VenueEntry | null {
  return PROC_OF.test(clause) ? genericVenue(clause.replace(PROC_OF, '$1Proceedings of'), posted) : null;
}

/**
 * Each clause of a comment that read nothing (unseen-tags.ts's split, counts and a closing link dropped), read by the two
 * readers above; and a comment that is a workshop's title and a closing link ("12th Workshop on Quiet Harbour Analytics,
 * https://…") read as the title alone is (generic.ts workshopTitleOnly): the link names no venue.
 */
export function proceedingsTitle(comments: string, posted: PostedMonth | null | undefined): VenueEntry | null {
  const delinked = comments.replace(CLOSING_LINK, '');
  const titled = delinked !== comments ? workshopTitleOnly(delinked, posted) : null;
  if (titled) return titled;
  const parts = commentClauses(comments);
  for (let i = 0; i < parts.length; i++) {
    const e = quotedEventTitle(parts[i], parts.slice(0, i).join(' '), parts.slice(i + 1).join(' ')) ?? titleWorkshop(parts[i], posted) ?? procOf(parts[i], posted);
    if (e) return e;
  }
  return null;
}
