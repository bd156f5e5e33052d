import { secondHostWorkshops } from './second-host-workshop.ts';
import { bookChapter, bookCited } from './book-chapter.ts';
import { asWritten, hasAccents, latinFolded, texAccentsDecoded } from './latin.ts';
import type { VenueDef } from './catalogue.ts';
import { ALIAS_INDEX, escapeRegExp, findVenue, onCatalogueChange, VENUES } from './catalogue.ts';
import { fewLetters, presentationCue, specificTrackCue, statusCues, statusRank, trackCue, trackCueJoined, type Cue, type VenueStatus, type VenueTrack } from './cues.ts';
import { blankNotices, blankUrls, endsInWordThenSpace, findMentions, firstKeyAt, GLUED_DIGIT_BEFORE, spacesOnly, urlFree, urlSpans, doiSpans, type Mention } from './mentions.ts';
import { acronymGluedToHost, HOST, quotedName, withoutYear, workshopName } from './workshop-name.ts';
import { unseenTag } from './unseen-tags.ts';
import { proceedingsTitle } from './proceedings-title.ts';
import { apostropheYearNext, attachedYear, withoutNonYears, inferredYear, nearbyYear, ordinalEditionYear, placeDateYear, postedMonth, tagYear } from './year.ts';
import { genericWorkshop, journalRefFallback, loneWorkshopTag, workshopTitleOnly } from './generic.ts';
import { colocatedHost, linkedWorkshop } from './linked-workshop.ts';
import { proceedingsTag } from './proceedings-tag.ts';
import { EXTENDED_VERSION_OF, asHostWorkshops, findingsVolumeOf, genericHint, genericVenue, hostStatedAfter, hostStatedBefore, journalNameOnly, journalShaped, lowerCaseTag, shapeOnly, spelledBy } from './generic-venue.ts';
import type { VenueEntry } from './venue-entry.ts';
import { nameKey } from './catalogue-lists.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { acronymish, acronymAfterHost, acronymAfterHostDash, acronymAtInHost, titleAfterHostDash, titledEventAfterHost, acronymBeforeHost, acronymBeforeParen, nameBeforeParen, acronymTitleBeforeHost, spelledTitleAfterHost, conferenceAtHost, eventJoinedToHost, titleAfterHostYear, wordAfterHost } from './co-located.ts';
import { fuzzyMentions } from './fuzzy.ts';
import { slipsMended } from './slips.ts';
import { hciVenue, JOURNAL_TRACK, LAB, POSTER } from './programme.ts';
import { abbreviationMentions, dottedJournals, type DottedJournal } from './dotted-journal.ts';
import { blankSpelledOut } from './spelled-out.ts';
import { unnamedWorkshopSeries } from './workshop-series.ts';
import { heldAtHost } from './held-at-host.ts';
import { kindTag, workshopKindTag } from './kind-tag.ts';
import { namesNoVenue } from './lookalikes.ts';
import { foldedAcronymName } from './loose-name.ts';
import { respelledAbbreviation } from './respelled-abbreviation.ts';
import { societyJournalName } from './society-acronym.ts';
import { journalDateYear } from './journal-date.ts';
import { mapMentions, mentionWith } from './mention-shape.ts';
import { saidLess } from './say-less.ts';
import { acronymClosingName, nameWithoutTail, nextClauseName, restatedHostFolded, workshopPhrases } from './workshop-phrase.ts';
import { quotedIn } from './quoted.ts';
import { printedContributions, restatedStatuses } from './restated-status.ts';
import { negatedProceedings } from './negated-proceedings.ts';
import { MONTH_WORD } from './date-words.ts';

/** One venue a paper is associated with, in the schema of data/venues/README.md, plus where it was read. */
export interface VenueMention extends VenueEntry {
  source: 'comments' | 'journal-ref';
  evidence: string;
}

interface Clause { start: number; end: number; mentions: Mention[] }

const POST_STATUSES = new Set(['accepted', 'under_review', 'rejected', 'submitted', 'unclear']);
const CONNECTIVE = /\s(?:at|to|in|by|for|from|of|and|as)\s|[,;]\s|@/;
const ELSEWHERE = /\b(?:dataset|data|benchmark)s?\b(?:[^.;]|\.(?!\s))*\b(?:released|introduced|collected)\b(?:[^.;]|\.(?!\s))*$/i;
/**
 * "Reproducibility study of DragDiffusion (CVPR 2024)": a venue in brackets after the title of the work a study
 * reproduces is that work's, not the paper's (README: a venue where something else happened).
 */
/**
 * "NeurIPS 2019 ML for Systems workshop; extended as Marcus et al., PVLDB 14(1):1--13, 2021": a venue cited with other
 * authors ("et al.") for the work that extends or supersedes this one is that later paper's, not the record's.
 */
const EXTENDED_AS_CITED = /(?<![A-Za-z])(?:extended|expanded|superseded|continued|followed\s+up)\s+(?:as|in|by)\s+(?:[^.;()]|\.(?=,))*?\bet\s+al\.?,?\s*(?:\(\s*)?(?:in\s+)?$/i;
/**
 * "YOLO26" alone on a 2026 id: two digits glued to an acronym no list knows, with nothing else in the clause, are a
 * model's or a benchmark's name as often as an event's tag (round fix3, "when unsure, say less"). Kept when the text says
 * what real tags have ("15 pages, conference, MIUA25"): a venue cue, a presentation word, or an event's acronym shape
 * (an "I" and capitals for "International …", a closing "C" for "Conference").
 */
function gluedNameAlone(g: { venue: string; year: number | null; track: string; status: string }, clause: string, text: string): boolean {
  if (g.track !== 'main' || g.status !== 'accepted' || g.year === null) return false;
  const m = /^\s*([A-Z][A-Za-z0-9]*[A-Z][A-Za-z]*)(\d{2})\s*[.,;]?\s*$/.exec(clause);
  if (!m || m[1] !== g.venue || 2000 + Number(m[2]) !== g.year || findVenue(g.venue)) return false;
  return !/^I[A-Z]{2}|C$/.test(g.venue) && !VENUE_WORD_IN_TEXT.test(text);
}
const VENUE_WORD_IN_TEXT = /(?<![A-Za-z])(?:conferences?|workshops?|symposium|proceedings|accepted|camera[\s-]*ready|oral|poster|spotlight|submitted|track)(?![A-Za-z])/i;
/**
 * "Earlier work published in ICML 2024 showed that …": earlier work or results with no "our" / "this" / "these", and a
 * claim made of them after the venue, cite someone else's work — no venue of the record's (README: a venue where
 * something else happened is not the paper's; round fix3). The note alone ("Earlier results published in …") stays.
 */
const OTHERS_EARLIER_WORK = /(?<![A-Za-z])(?:preliminary|earlier|prior|previous)(?<!(?:our|this|these)\s+(?:own\s+)?(?:preliminary|earlier|prior|previous))\s+(?:work|results?|findings|stud(?:y|ies))\s+(?:(?:was|were|has\s+been|have\s+been)\s+)?(?:presented|published|appeared)\s+(?:in|at|during)\s+(?:the\s+)?$/i;
const CLAIM_AFTER = /^[^.;!?]*?(?<![A-Za-z])(?:show(?:s|ed|n)?|found|finds?|demonstrat(?:es|ed)|suggest(?:s|ed)?|reveal(?:s|ed)|indicat(?:es|ed)|establish(?:es|ed)|prove[sd]?|proven)(?![A-Za-z])/i;
const STUDIED_WORK = /(?<![A-Za-z])(?:reproducib\w*\s+(?:study|report|analysis)|reproduction|replication|re-?implementation)\s+of\s+[^.;()]{1,120}\(\s*$/i;
/** "This paper is the official challenge report for SMOT4SB and is published in … MVA 2025": a challenge's report. */
const CHALLENGE_REPORT = /(?<![A-Za-z])challenge\s+report(?![A-Za-z])/i;

/**
 * A run of white space longer than SPACE_RUN_MAX characters is cut to that many before the text is read. Real comments
 * break lines with a newline and two spaces, and no rule looks at more than eight spaces in a row (",\s{8,}" in
 * workshop-name.ts), but a name read lazily before a clause that opens with "\s*" or "\s+" splits a long run in
 * quadratic or cubic ways: "Workshop on Agents in" + 3,000 spaces + "the Wild" took ~24 s in WORKSHOP_ON. Cutting the
 * runs bounds every such pattern at once (evidence quotes white space as one space anyway).
 */
const SPACE_RUN_MAX = 16;
const LONG_SPACE_RUN = new RegExp(String.raw`\s{${SPACE_RUN_MAX + 1},}`, 'g');
/**
 * A run of letters and digits longer than WORD_RUN_MAX characters is cut the same way. The longest in the 28k-record
 * snapshot is a 32-character hash; no venue name has a word near 64 letters. Patterns that look for an acronym anywhere
 * ("[A-Z][A-Z0-9]{2,}\s+…", "[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*…(?:19|20)\d{2}") try every start inside a run and scan
 * to its end from each: "Accepted to ieee " + 4,000 capitals took ~70 ms (quadratic; 0.5 s on a loaded machine).
 */
const WORD_RUN_MAX = 64;
const LONG_WORD_RUN = new RegExp(String.raw`[A-Za-z0-9]{${WORD_RUN_MAX + 1},}`, 'g');
const cutRuns = (text: string, runs: RegExp, max: number) => {
  runs.lastIndex = 0;
  return runs.test(text) ? text.replace(runs, (run) => run.slice(0, max)) : text;
};
/**
 * Round vspeed3: whether either cut has anything to cut — a run of over SPACE_RUN_MAX characters /\s/ matches, or of over
 * WORD_RUN_MAX ASCII letters and digits — by one pass over the characters (the two regexes tried every start; nearly no
 * comment holds such a run). Cutting white space neither makes nor breaks a run of letters, so one pass over the text
 * as given answers for both.
 */
export function hasLongRun(text: string): boolean {
  let spaces = 0;
  let word = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) {
      spaces = 0;
      if (++word > WORD_RUN_MAX) return true;
    } else {
      word = 0;
      if (!isSpace(c)) spaces = 0;
      else if (++spaces > SPACE_RUN_MAX) return true;
    }
  }
  return false;
}
function longRunsCut(text: string | null): string | null {
  if (text === null || text.length <= SPACE_RUN_MAX || !hasLongRun(text)) return text;
  const spaced = cutRuns(text, LONG_SPACE_RUN, SPACE_RUN_MAX);
  return spaced.length <= WORD_RUN_MAX ? spaced : cutRuns(spaced, LONG_WORD_RUN, WORD_RUN_MAX);
}

/** Detects every venue named in a record's comments and journal-ref, with year, track, workshop, status, presentation. */
export function detectVenues(record: { id: string; comments: string | null; journalRef: string | null }): VenueMention[] {
  const comments = longRunsCut(record.comments);
  const journalRef = longRunsCut(record.journalRef);
  const input = comments === record.comments && journalRef === record.journalRef ? record : { id: record.id, comments, journalRef };
  const read = detectAll(input);
  // Nothing read, nothing to amend: every pass below maps the mentions it is handed (round vspeed3).
  if (!read.length) return read;
  // saidLess (say-less.ts, round fm3): the last word on a main-track claim the text itself weakens.
  // negatedProceedings (negated-proceedings.ts, round vpool21): no main entry from "not included in the HOST proceedings".
  return hostlessApostropheYears(secondHostWorkshops(negatedProceedings(hyphenedTags(workshopsBeforeHosts(workshopAcronymsBeforeNames(workshopsAfterEvents(findingsVolumes(hyphenEditionYears(editionTagYears(presentedLastYear(phrasedWorkshops(saidLess(printedContributions(restatedStatuses(bracketedLetters(heldAtHost(unnamedWorkshopSeries(reviewedTogether(posterAbstracts(publisherNamed(hostedWorkshopNames(editedYears(datedAfter(bracketDated(citedYears(foldedNames(taggedTwins(lookalikesDropped(periodsKept(hyphenClosedNames(read), input)))))), input.comments), input.comments))), input.comments), input.comments), input.comments), input.comments), input.comments), input.comments), input.comments, input.journalRef), input.comments), input.comments), input.id), input.id), input.id), input.comments), input.comments), input.comments), input.comments), input.comments)), input.comments), input.comments);
}

/** An acronym (maybe its year) and a comma ending the text: "RecZ 2026, " before a workshop's spelled-out name. */
const ACRONYM_COMMA_BEFORE = /(?<![A-Za-z0-9&\-])([A-Za-z][A-Za-z0-9&\-]{0,20}[A-Z0-9][A-Za-z0-9&\-]{0,20})(?:\s+(?:19|20)\d{2}|\s*['’]\d{2})?\s*,\s*(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\s+)?$/;
const SPELLED_WORKSHOP = /^(?:International\s+)?Workshop\s+on\s/i;
/**
 * Round vpool14: "Accepted at ZebRec 2026, Workshop on Zebra Recommenders, co-located with …": a workshop read by its
 * spelled-out name ("Workshop on …") that the text puts right after an acronym (its year maybe) and a comma is named by
 * that acronym (README: the acronym if the text gives one), as "Workshop on … (ZebRec)" is. Not a listed venue's acronym
 * ("Accepted at CIKM 2026, Workshop on …": the host before its workshop), not a publisher's.
 */
function workshopAcronymsBeforeNames(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !/Workshop\s+on/i.test(comments)) return found;
  return mapMentions(found, (m) => {
    if (m.source !== 'comments' || m.track !== 'workshop' || !m.workshop || !SPELLED_WORKSHOP.test(m.workshop)) return m;
    const at = comments.indexOf(m.workshop);
    const acr = at > 0 ? ACRONYM_COMMA_BEFORE.exec(comments.slice(Math.max(0, at - 48), at))?.[1] : undefined;
    // the host itself written another way ("ECML-PKDD 2026, 4th Workshop on …": ECML PKDD's workshop) is no workshop's name
    const bare = (t: string) => t.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    if (!acr || !acronymish(acr) || /^(?:IEEE|ACM|SIAM|IFIP|USENIX|AAAI|ISCA|SPIE|CEUR|LNCS)$/i.test(acr) || findVenue(acr) || findVenue(acr.replace(/[\-_]/g, ' '))
      || bare(acr) === bare(m.venue)) return m;
    return mentionWith(m, { workshop: acr });
  });
}

/** A workshop's name in capitalised words, small joining words between. */
const WORKSHOP_WORDS = String.raw`[A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|of|on|for|and|in|the|to|with|&)){0,10}`;
/** What follows an event's year when the paper is at one of its workshops: "Workshop (on) Name", "Workshop.", ", Name workshop". */
// ", workshop on widget repair": a lower-case "workshop on|for" and its subject in words of either case, ending the clause
// (round vleft7), named as "QZS 2026 workshop on …" without the comma is ("Workshop on …").
const WORKSHOP_ON_WORDS = String.raw`(?:on|for)\s+[A-Za-z][\w\-&]*(?:\s+(?:[A-Za-z][\w\-&]*|&)){0,10}`;
const WORKSHOP_AFTER_YEAR = new RegExp(String.raw`^(?:[\s,]{0,4}Workshop(?:\s+on)?(?:\s+(${WORKSHOP_WORDS}))?(?=\s*(?:$|[.,;:()]))|\s*,\s*(${WORKSHOP_WORDS})\s+[Ww]orkshop\s*(?:$|[.;])|\s*,\s*[Ww]orkshop\s+(${WORKSHOP_ON_WORDS})\s*(?:$|[.;,]))`);
const SMALL_END = /(?:\s+(?:of|on|for|and|in|the|to|with|&))+$/;
/**
 * Round vunseen5: an event no list knows read as a main track ("International Conference on Quiet Zebras (ICQZ) 2025",
 * "… Quiet Zebras 2026") whose name or bracketed acronym and year are followed at once by "Workshop" — "… (ICQZ) 2025
 * Workshop on Marble Vision", "… (QZC) 2026 Workshop." — or by a comma and a name ending the clause in "workshop" ("…
 * Quiet Zebras 2026, Marble Vision workshop") or by a comma and a lower-case "workshop on|for" and its subject ending
 * the clause ("QZS 2026, workshop on marble repair": round vleft7 — whether QZS is the workshop or its host, the README
 * puts the paper in QZS's workshop track) is at that event's workshop: the workshop track, never the main track
 * (as "QZC 2026 Workshop on …" already read). The workshop's name as printed, when one is.
 */
function workshopsAfterEvents(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !/[Ww]orkshop/.test(comments)) return found;
  return mapMentions(found, (m) => {
    if (m.source !== 'comments' || m.track !== 'main' || m.workshop !== null || m.year === null || findVenue(m.venue)) return m;
    const name = escapeRegExp(m.venue).replace(/ /g, '\\s+');
    const at = new RegExp(String.raw`(?:\(\s*${name}\s*\)|(?<![A-Za-z])${name})[\s,]{0,4}${m.year}(?!\d)`).exec(comments);
    const w = at ? WORKSHOP_AFTER_YEAR.exec(comments.slice(at.index + at[0].length)) : null;
    if (!w) return m;
    const named = (w[1] ?? w[2] ?? (w[3] && `Workshop ${w[3]}`))?.replace(SMALL_END, '').replace(/\s+/g, ' ') ?? null;
    return mentionWith(m, { track: 'workshop', workshop: named && !/^(?:Papers?|Proceedings|Track|Version)$/.test(named) ? named : null });
  });
}

/**
 * "Accepted at the Marble Vision Workshop, Quiet Zebra Symposium 2026", "the MV Workshop, ACM Zebrameet 2026": an event
 * no list knows read as a main track right after a workshop's name in capitalised words ending in "Workshop" and a comma
 * is that workshop's host (README: a workshop at a stated host is the host's workshop track), as "… Workshop, QZS 2026"
 * already read; the workshop named as written, or by its acronym when one capitalised token stands before "Workshop"
 * (round vleft7: vpool9's Left, "spelled hosts after a workshop"). Not a journal's name; the name may not open with a
 * status word ("Accepted to the …"). The text before the host is cut to 300 characters and every part is bounded.
 */
const STATUS_WORD = String.raw`(?:Accepted|Published|Presented|Submitted|Appear(?:s|ed|ing)?|To|Paper|Poster|Oral|In)(?![\w\-])`;
const WORKSHOP_BEFORE_HOST = new RegExp(String.raw`(?<![\w\-])(?!${STATUS_WORD})(${WORKSHOP_WORDS})\s+Workshop\s*,\s*(?:the\s+)?$`);
function workshopsBeforeHosts(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !comments.includes('Workshop')) return found;
  return mapMentions(found, (m) => {
    if (m.source !== 'comments' || m.track !== 'main' || m.workshop !== null || m.year === null || findVenue(m.venue) || journalShaped(m.venue)) return m;
    const name = escapeRegExp(m.venue).replace(/ /g, '\\s+');
    const at = new RegExp(String.raw`(?<![A-Za-z])${name}`).exec(comments);
    const w = at ? WORKSHOP_BEFORE_HOST.exec(comments.slice(Math.max(0, at.index - 300), at.index)) : null;
    if (!w) return m;
    const words = w[1].replace(/\s+/g, ' ');
    return mentionWith(m, { track: 'workshop', workshop: /^[A-Z][A-Z0-9\-]*[A-Z0-9]$/.test(words) ? words : `${words} Workshop` });
  });
}

/**
 * Round vunseen5: an event no list knows read as a main track from its spelled name and bracketed acronym ("Accepted to
 * Findings of the Quiet Zebra Society (QZS) 2025", "Quiet Zebra Society Findings (QZS) 2025", "Findings of the 9th
 * Annual Meeting of the … (QZS)") is that event's Findings volume when the comments tie the word "Findings" to that
 * bracket (generic-venue.ts findingsVolumeOf): its findings track, never its main track. A listed venue's reading is
 * its own readers' (the catalogue's tracks).
 */
function findingsVolumes(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !comments.includes('Findings')) return found;
  return mapMentions(found, (m) => (m.source === 'comments' && m.track === 'main' && m.workshop === null && !findVenue(m.venue)
    && findingsVolumeOf(m.venue, m.year, comments) ? mentionWith(m, { track: 'findings' }) : m));
}

/**
 * "Presented at the 4th Zebra Conference on Gait Analysis" in a record first submitted in January: an event no list
 * knows, that the text says the paper was presented at (past tense: not "to be" or "will be presented"), with no year
 * written, was most likely held the year before — few events meet in January's first weeks — so its edition is the
 * previous year's, not the posting year's (README year rule 3, the most plausible edition given the submission month;
 * round v291, set 292 part A). A listed venue's edition is its cycle's (year.ts).
 */
const PRESENTED_PAST = /(?<![A-Za-z])(?<!(?:\bbe|\bbeing|\bis|\bare)\s+)presented\s+(?:at|in)\s/i;
function presentedLastYear(found: VenueMention[], id: string): VenueMention[] {
  const posted = postedMonth(id);
  if (!posted || posted.month !== 1) return found;
  return mapMentions(found, (m) => (m.year === posted.year && m.status === 'accepted' && !yearWritten(m) && !findVenue(m.venue)
    && PRESENTED_PAST.test(m.evidence) ? mentionWith(m, { year: posted.year - 1 }) : m));
}

/**
 * Round vpool4: "Published in the Proceedings of FRUCT'39" on a July 2026 id, "Accepted at ZEBCON'40": two digits after
 * an apostrophe years ahead of the posting are an edition's number, not its year (the 39th FRUCT met in 2026). A listed
 * venue's reading already drops such a year (the tag's year two years past the posting and not written in full); an
 * event no list knows takes the posting year when accepted or published (README year rule 3, the most plausible
 * edition), else no year. A year written in full in the entry's evidence ("ZEBCON 2039") is kept as written.
 */
function editionTagYears(found: VenueMention[], id: string): VenueMention[] {
  const posted = postedMonth(id);
  if (!posted) return found;
  return mapMentions(found, (m) => (m.source === 'comments' && m.year !== null && m.year > posted.year + 2 && !m.evidence.includes(String(m.year))
    && !findVenue(m.venue) ? mentionWith(m, { year: m.status === 'accepted' || m.status === 'published' ? posted.year : null }) : m));
}

/**
 * Round vleft10: "Accepted at QUUX-19 workshop" on a December 2026 id: two digits hyphened onto an unlisted event's name
 * and read as a year more than two years before the posting are the event's edition number (NTCIR-19, TREC-34 number
 * their editions so), not its year: a paper is not posted years after its acceptance with the year cut to two digits.
 * Such an accepted entry takes the posting year (README year rule 3), as editionTagYears does for apostrophe numbers
 * ahead of the posting. A listed venue keeps its reading; a year written in full in the evidence is kept as written.
 */
function hyphenEditionYears(found: VenueMention[], id: string): VenueMention[] {
  const posted = postedMonth(id);
  if (!posted) return found;
  return mapMentions(found, (m) => {
    if (m.source !== 'comments' || m.status !== 'accepted' || m.year === null || m.year >= posted.year - 2 || m.evidence.includes(String(m.year)) || findVenue(m.venue)) return m;
    const i = m.evidence.indexOf(`${m.venue}-${String(m.year % 100).padStart(2, '0')}`);
    const after = i < 0 ? '' : m.evidence.charAt(i + m.venue.length + 3);
    return i >= 0 && !/\w/.test(after) ? mentionWith(m, { year: posted.year }) : m;
  });
}

/**
 * Round vwsname: a workshop read at a host with no name, where the clause the entry was read from gives the name a
 * general reading finds (workshop-phrase.ts: the phrase the text attaches to the workshop cue or the host tag), takes
 * that name; a plural "workshops on A and B" gives one entry per name. A host that is itself a workshop series (kind
 * workshop, or "Workshop" in its name) is left as it is: the cue is its own name.
 */
function phrasedWorkshops(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!found.some((m) => m.track === 'workshop')) return found;
  // (an evidence is quoted one-spaced: it is found in the comments as one-spaced, arXiv's wrapped lines joined)
  const text = comments?.replace(/\s+/g, ' ') ?? null;
  const out: VenueMention[] = [];
  // "HOST 2025 Workshop on NAME ACR @ HOST'25": the host restated after the name is the same workshop's (round v287).
  for (const m of restatedHostFolded(found, (w, workshop) => mentionWith(w, { workshop }))) {
    // A name any reader gave, its tail cut ("Workshop on X, 18 July 2026": the date is no part of the name), and its
    // closing acronym the name when its words spell it ("Workshop on Zebra Workflows ZEBW": round v287).
    const cut = m.track === 'workshop' && m.workshop !== null && m.workshop !== m.venue ? acronymClosingName(nameWithoutTail(m.workshop), m.venue) : null;
    if (cut !== null && cut !== m.workshop) { out.push(mentionWith(m, { workshop: cut })); continue; }
    const def = m.track === 'workshop' && m.workshop === null ? findVenue(m.venue) : undefined;
    const host = m.track === 'workshop' && m.workshop === null && def?.kind !== 'workshop' && !/workshop/i.test(m.venue);
    const names = host ? workshopPhrases(m.evidence, m.venue) : [];
    // Nothing in the entry's clause: a next clause that is only a workshop's name.
    if (host && !names.length && text && m.source === 'comments') {
      const at = text.indexOf(m.evidence);
      const next = at < 0 ? null : nextClauseName(text.slice(at + m.evidence.length, at + m.evidence.length + 200));
      if (next && !out.some((o) => o.workshop === next)) names.push(next);
    }
    if (!names.length) { out.push(m); continue; }
    for (const name of names) if (!out.some((o) => o.venue === m.venue && o.workshop === name)) out.push(mentionWith(m, { workshop: name }));
  }
  return out;
}

/**
 * "to appear in IAU Symp. 242 proceedings", "Proceedings of IAU Symp. 241 on …": a name read as written whose last word is
 * an event's or a series' abbreviated word (Symp., Conf., Proc., Ser., Colloq., Sem.) keeps the period printed after it
 * in the text, as ISO 4 and the labels write the name ("IAU Symp.", not "IAU Symp"; round v271, set 271 part A, and the
 * labels of sets 55, 125, 212, 214, 236). Names the catalogue holds are left as they are.
 */
const ABBREVIATED_TAIL = /(?<![A-Za-z])(?:Symp|Conf|Proc|Ser|Colloq|Sem)$/;
function periodsKept(found: VenueMention[], input: { comments: string | null; journalRef: string | null }): VenueMention[] {
  if (!found.some((m) => ABBREVIATED_TAIL.test(m.venue))) return found;
  const text = `${input.comments ?? ''} ${input.journalRef ?? ''}`.replace(/\s+/g, ' ');
  return mapMentions(found, (m) => (ABBREVIATED_TAIL.test(m.venue) && !findVenue(m.venue) && text.includes(`${m.venue}.`)
    ? mentionWith(m, { venue: `${m.venue}.` }) : m));
}

/**
 * "Workshop on … Dravidian Languages (DravidianLangTech-2026)": a name read from an acronym whose year was glued on by a
 * hyphen keeps the hyphen when the year is cut ("DravidianLangTech-"); no venue's or workshop's name ends in a hyphen
 * (round v261, set 262 part B).
 */
const HYPHEN_CLOSED = /(?<=[A-Za-z0-9])-+$/;
/**
 * Round vunseen3: an acronym no list knows read with the entry's own year glued on ("Accepted to the UAI2025 workshop on
 * …", "the 24th BioNLP workshop (ACL2025)") or with "Main Conference" / "IEEE Conference" after it ("ACL Main Conference
 * 2026", "ICMI IEEE Conference (04/2026)"): the year and the conference words are no part of its name (README: the usual
 * short name or acronym). One token of two capitals or more before them; a name the catalogue holds is left as it is.
 */
const GLUED_YEAR_CLOSED = /^([A-Z][A-Za-z0-9\-]{0,20}[A-Z][A-Za-z]{0,20})((?:19|20)\d{2})$/;
const CONFERENCE_CLOSED = /^([A-Z][A-Za-z0-9\-]{0,20}[A-Z][A-Za-z0-9\-]{0,20})\s(?:(?:IEEE|ACM)\s)?(?:[Mm]ain\s)?Conference$/;
function closedName(m: VenueMention): string {
  const venue = m.venue.replace(HYPHEN_CLOSED, '');
  if (findVenue(venue)) return venue;
  const g = GLUED_YEAR_CLOSED.exec(venue);
  if (g && Number(g[2]) === m.year) return g[1];
  const c = m.track === 'main' ? CONFERENCE_CLOSED.exec(venue) : null;
  return c ? c[1] : venue;
}
/**
 * "Accepted at ZQ-Africa 2026" where ZQ is a listed acronym: a listed acronym in capitals joined by a hyphen to a
 * capitalised word (a capital, then lower-case letters only) right before the entry's own year is another event's tag,
 * the hyphened whole — a regional event, a themed edition — not the listed venue (README: the usual short name as
 * written; round vleft7, vleft5's Left, set 319 part A's shape). Not when the word is a kind of programme or paper
 * ("ACR-Workshops", "ACR-Findings", "ACR-Demo", "ACR-Cup" …: the listed venue's own) or the whole is itself a listed name;
 * only an accepted or published main-track reading from the comments. Every part bounded, so the match stays linear.
 */
const KIND_AFTER_HYPHEN = /^(?:Workshops?|Findings|Demos?|Demonstrations?|Industry|Main|Short|Long|Posters?|Tutorials?|Doctoral|Student|Students|Companion|Cup|Challenges?|Competitions?|Tracks?|Sessions?|Papers?|Proceedings|Symposium|Conference|Journal|Letters|Extended|Abstracts?|Satellite)$/;
function hyphenedTags(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !comments.includes('-')) return found;
  return mapMentions(found, (m) => {
    if (m.source !== 'comments' || m.track !== 'main' || m.year === null || (m.status !== 'accepted' && m.status !== 'published') || !/^[A-Z]{2,8}$/.test(m.venue)) return m;
    const tag = new RegExp(String.raw`(?<![\w\-])${m.venue}-([A-Z][a-z]{2,20})[\s'’]{0,3}${m.year}(?!\d)`).exec(comments);
    if (!tag || KIND_AFTER_HYPHEN.test(tag[1]) || findVenue(`${m.venue}-${tag[1]}`)) return m;
    return mentionWith(m, { venue: `${m.venue}-${tag[1]}` });
  });
}
function hyphenClosedNames(found: VenueMention[]): VenueMention[] {
  if (!found.some((m) => closedName(m) !== m.venue || (m.workshop !== null && HYPHEN_CLOSED.test(m.workshop)))) return found;
  return found.map((m) => mentionWith(m, { venue: closedName(m), workshop: m.workshop === null ? null : m.workshop.replace(HYPHEN_CLOSED, '') }));
}

/**
 * "… in Conjunction with IEEE Big Data 2025": a venue read as written that no catalogue entry has, but that is a
 * catalogue venue's name or acronym up to case, spaces and hyphens (IEEE BigData; one venue only, five letters at
 * least: loose-name.ts), is that venue, as a folded acronym already is where an acronym is read (set 205 part A). A
 * workshop that is its own venue keeps its name (the workshop field names it too).
 */
/**
 * "Talk given at International Conference on Zebra Data for Science ZD-2007, …" with the journal-ref "International
 * Conference on Zebra Data for Science 2007": a name read as written that is another entry's name (same year and track)
 * followed only by the event's tag glued to that year (capitals, a hyphen or none, the year) is that entry, said twice
 * (round v269: the comment's and the journal-ref's readings of one meeting were two entries).
 */
const TAG_GLUED_YEAR = /^[A-Z]{2,8}-?(?:19|20)\d{2}$/;
function taggedTwins(found: VenueMention[]): VenueMention[] {
  if (found.length < 2) return found;
  const twinOf = (m: VenueMention): VenueMention | undefined => found.find((o) => o !== m && o.year === m.year && o.track === m.track
    && m.venue.startsWith(`${o.venue} `) && TAG_GLUED_YEAR.test(m.venue.slice(o.venue.length + 1)) && m.venue.endsWith(String(m.year)));
  if (!found.some(twinOf)) return found;
  // The entry kept takes how the paper was presented from its twin ("Talk given at …": oral) when it says nothing.
  return found.filter((m) => !twinOf(m)).map((o) => {
    const said = found.find((m) => twinOf(m) === o && m.presentation);
    return said && !o.presentation ? mentionWith(o, { presentation: said.presentation }) : o;
  });
}

// Module-level, not closures made per call: under tsx (which `bench:venues` runs) every named closure is renamed by
// esbuild's keepNames on each call (Object.defineProperty), ~2–3% of a warm pass for these two (round vspeed of 12-07).
function foldedName(m: VenueMention): string | null {
  return m.workshop === m.venue || findVenue(m.venue) ? null : foldedAcronymName(m.venue) ?? respelledJournalName(m.venue) ?? closingAcronymName(m.venue) ?? societyJournalName(m.venue);
}
function foldedNames(found: VenueMention[]): VenueMention[] {
  if (!found.some((m) => foldedName(m) !== null)) return found;
  const out: VenueMention[] = [];
  for (const m of found) {
    const venue = foldedName(m) ?? m.venue;
    if (!out.some((o) => o.venue === venue && o.year === m.year && o.track === m.track && o.workshop === m.workshop)) out.push(venue === m.venue ? m : mentionWith(m, { venue }));
  }
  return out;
}

/**
 * "Journ. of Mod. Opt. vol. 54", "Intl. J. of Quantum Information 5": a journal's abbreviation printed in a spelling no
 * list has, whose words begin (or are begun by) the words of one JabRef abbreviation in turn, is that journal, named as
 * the catalogue names it, else by its ISO-4 name (round naming; respelled-abbreviation.ts). Null when none is.
 */
function respelledJournalName(venue: string): string | null {
  if (!venue.includes('.')) return null;
  const iso = respelledAbbreviation(venue);
  return iso === undefined ? null : findVenue(iso)?.name ?? iso;
}

/**
 * "Conference of Open Innovations Association FRUCT", "International Conference on Data Science and Applications
 * ICONDATA24": an event's spelled-out name read as written that closes with an acronym of its own, unbracketed (three
 * capitals at least, maybe an edition's two digits glued on), is named by that acronym, as a bracketed one would name it
 * (round naming). Not a publisher's acronym, nor one after a preposition or "and" (an organiser's or a topic's:
 * "Conference of the IEEE …", "Symposium on Machine Learning for CAD"). Null when the name has no such close.
 */
function closingAcronymName(venue: string): string | null {
  const m = CLOSING_ACRONYM.exec(venue);
  return m && EVENT_NAME_WORD.test(venue.slice(0, m.index)) && !CLOSING_NOT_ACRONYM.test(m[1]) ? m[1] : null;
}
const CLOSING_ACRONYM = /(?<!\b(?:of|for|on|in|and|with|to|&)(?:\s+the)?)\s+([A-Z][A-Z\-]*[A-Z]{2})(?:\d{2})?$/;
const EVENT_NAME_WORD = /\b(?:Conference|Symposium|Workshop|Congress|Meeting|Colloquium|Forum)\b/;
const CLOSING_NOT_ACRONYM = /^(?:IEEE|ACM|ASME|SPIE|AAAI|ISCA|USENIX|IFIP|IAPR|SIAM|EAI|AIP|IOP|NLP|LLM|USA|UK|EU)$/;

/**
 * "NIH accepted", "to appear in CSIRO", "MNIST accepted", "ResNet 2025": a venue no list knows whose name is an
 * organisation's acronym with no year beside it, or a dataset's or a model's name (lookalikes.ts), is no venue (round
 * fmprobe2; when unsure, say less).
 */
function lookalikesDropped(found: VenueMention[]): VenueMention[] {
  return found.some(lookalike) ? found.filter((m) => !lookalike(m)) : found;
}
function lookalike(m: VenueMention): boolean {
  // "Accepted at VIS": an acronym the catalogue names with its publisher (publisherNamed: IEEE VIS) is a venue's, though
  // ROR has it too (round review2).
  return !publisherName(m.venue) && namesNoVenue(m.venue, m.evidence);
}

/**
 * "the International Workshop on Frobnication (IWF) '25": a workshop read without a host (its acronym the venue) whose
 * bracketed acronym is followed by the edition's two digits after an apostrophe takes that year, as generic-venue.ts's
 * bracketApostropheAfter does for a conference's spelled name (round vleft11; the workshop reader took the posting year).
 * The acronym is found by indexOf (no pattern built from it); the apostrophe is required; an ordinal or range is no year.
 */
function hostlessApostropheYears(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some(hostlessWorkshop)) return found;
  return mapMentions(found, (m) => {
    if (!hostlessWorkshop(m)) return m;
    const at = comments.indexOf(`(${m.venue})`);
    if (at < 0) return m;
    const y = apostropheYearNext(comments.slice(at + m.venue.length + 2, at + m.venue.length + 10));
    return y !== null && y !== m.year ? mentionWith(m, { year: y }) : m;
  });
}

/** "International Workshop on X", "Annual Workshop on X": the reach or rhythm before a workshop's spelled name. */
const REACH_BEFORE_WORKSHOP = /^(?:(?:International|Annual|Joint)\s+)+(?=Workshop\s+(?:on|for|of)\s)/;
/**
 * "Accepted at 9th International Workshop on Sign Language Translation and Avatar Technologies @ ACM IVA'25": a workshop
 * held at a named host is named as written without its ordinal, host and year (data/venues/README), and, as the labels
 * name such workshops ("Workshop on Semantic and Social Media Adaptation & Personalization"), without the reach word
 * before "Workshop on". A workshop that is its own venue keeps its whole name.
 */
function hostedWorkshopNames(found: VenueMention[]): VenueMention[] {
  if (!found.some((m) => m.track === 'workshop' && m.workshop !== null && m.workshop !== m.venue && REACH_BEFORE_WORKSHOP.test(m.workshop))) return found;
  return mapMentions(found, (m) => (m.track === 'workshop' && m.workshop !== null && m.workshop !== m.venue && REACH_BEFORE_WORKSHOP.test(m.workshop)
    ? mentionWith(m, { workshop: m.workshop.replace(REACH_BEFORE_WORKSHOP, '') }) : m));
}

/** "1 page", "2 pages", "two-page", "2pp": a record one or two pages long. */
const ONE_OR_TWO_PAGES = /(?<![\w.])(?:[12]|one|two)[\s-]*(?:pages?|pp)(?![A-Za-z])/i;
/** "4 pages", "12 pages": a page count of three or more (a record stating both is not read as short). */
const MORE_PAGES = /(?<![\w.])(?:[3-9]|\d{2,})\s*(?:pages?|pp)(?![A-Za-z])/i;
/**
 * "2 pages, 3 figures. Accepted for presentation as a poster at IEEE INFOCOM 2026": a poster whose record is one or two
 * pages long is a poster abstract, the venue's poster programme (track other), never a main-track paper shown as a
 * poster (data/venues/README: two-page poster abstracts beside the papers, as the `posters` programmes).
 */
function posterAbstracts(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some((m) => m.track === 'main' && m.presentation === 'poster')) return found;
  if (!ONE_OR_TWO_PAGES.test(comments) || MORE_PAGES.test(comments)) return found;
  return mapMentions(found, (m) => (m.track === 'main' && m.presentation === 'poster' ? mentionWith(m, { track: 'other' }) : m));
}

/** Catalogue names "IEEE X" / "ACM X" by X, when X names no venue of its own; built on first use. */
let publisherNames: Map<string, string | null> | null = null;
onCatalogueChange(() => { publisherNames = null; });
/**
 * "VIS 2025", "CAI 2025": an event read by its bare acronym that the catalogue names only with its publisher ("IEEE VIS",
 * "IEEE CAI") is named as the catalogue names it (data/venues/README: the usual short name; "ACM MM", "IEEE CAI"). The
 * acronym must be written as the catalogue writes it, and only one such venue may have it.
 */
function publisherNamed(found: VenueMention[]): VenueMention[] {
  if (!found.length || !found.some((m) => publisherName(m.venue))) return found;
  return mapMentions(found, (m) => { const named = publisherName(m.venue); return named ? mentionWith(m, { venue: named }) : m; });
}
/** The catalogue's "IEEE X" / "ACM X" name for a bare X, or null (publisherNamed). */
function publisherName(venue: string): string | null {
  if (!publisherNames) {
    publisherNames = new Map();
    for (const v of VENUES) {
      const m = /^(?:IEEE|ACM) (\S{2,})$/.exec(v.name);
      if (!m || v.kind === 'journal' || findVenue(m[1])) continue;
      publisherNames.set(m[1], publisherNames.has(m[1]) && publisherNames.get(m[1]) !== v.name ? null : v.name);
    }
  }
  return publisherNames.get(venue) ?? null;
}

/**
 * "Accepted by IEEE Transactions on … (TCSVT). June 2025. DOI: …": a month and year standing alone as the sentence right
 * after an accepted or published venue's mention date it (README: a year written in the mention is used even for
 * journals; set 132 part A). Only a venue with no year of its own, and only a whole sentence of month and year.
 */
const MONTH_YEAR_SENTENCE = new RegExp(String.raw`^\s*[.;]\s*${MONTH_WORD}\.?\s+((?:19|20)\d{2})\s*(?:[.;]|$)`, 'i');
function datedAfter(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some((m) => m.year === null && m.source === 'comments' && (m.status === 'accepted' || m.status === 'published'))) return found;
  const text = comments.replace(/\s+/g, ' ');
  return mapMentions(found, (m) => {
    if (m.year !== null || m.source !== 'comments' || (m.status !== 'accepted' && m.status !== 'published')) return m;
    const at = text.indexOf(m.evidence);
    const date = at < 0 ? null : MONTH_YEAR_SENTENCE.exec(text.slice(at + m.evidence.length));
    return date ? mentionWith(m, { year: Number(date[1]) }) : m;
  });
}

/**
 * "To appear in the Proceedings of the Foo Symposium on Astrophysics (April 16-19, 2012)": a date in brackets right after
 * an event's name — a month and a year, maybe a day or a range of days, either order — is the edition's date; its year is
 * the year stated (README, Year 1), where the reading inferred one from the posting month (round v277, set 277 part A's
 * shape). Only when the evidence writes no other year.
 */
const MONTH = String.raw`${MONTH_WORD}\.?`;
const DAYS = String.raw`\d{1,2}(?:\s*[-–]{1,2}\s*\d{1,2})?`;
const BRACKETED_DATE = new RegExp(String.raw`\(\s*(?:${MONTH}\s+(?:${DAYS}(?:\s*,\s*|\s+))?|${DAYS}\s+${MONTH}(?:\s*,\s*|\s+))((?:19|20)\d{2})\s*\)`);
function bracketDated(found: VenueMention[]): VenueMention[] {
  if (!found.some((m) => m.year !== null && m.source === 'comments' && m.evidence.includes('('))) return found;
  return mapMentions(found, (m) => {
    if (m.year === null || m.source !== 'comments') return m;
    const date = BRACKETED_DATE.exec(m.evidence);
    if (!date || Number(date[1]) === m.year) return m;
    const years = new Set(m.evidence.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g));
    return years.size === 1 ? mentionWith(m, { year: Number(date[1]) }) : m;
  });
}

/**
 * "Proceedings of IAU Symp. 241 on …, ed. A. Zebra et al. (2007)", "to appear in IAU Symp. 250, …, Kauai (HI), 12/2007,
 * ed. F. Zebra, P. Quokka, & J. Gnu": a proceedings volume cited with its editors is dated by the year printed with them —
 * a month/year right before "ed." or a year right after the editors' names (README: a year written in the mention is
 * used; round v271, set 271 part A, and set 55's label). Only a mention with no year of its own whose evidence ends at
 * the editors' "ed" / "eds" (the sentence split there); names of one to three initials and a surname, at most eight.
 */
const EDITED_END = /,\s*eds?$/;
const DATE_BEFORE_EDITORS = /(?:^|[\s,(])(?:0?[1-9]|1[0-2])\/((?:19|20)\d{2}),\s*eds?$/;
const EDITOR = String.raw`(?:[A-Z]\.\s*){1,3}[A-Z][A-Za-z'\-]{1,30}`;
const YEAR_AFTER_EDITORS = new RegExp(String.raw`^\.\s*${EDITOR}(?:(?:\s*,\s*(?:&\s*)?|\s*&\s*|\s+and\s+)${EDITOR}){0,7}(?:\s+et\s+al\.?)?\s*(?:\(((?:19|20)\d{2})\)|,\s*((?:19|20)\d{2})(?!\d))`);
function editedYears(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some((m) => m.year === null && m.source === 'comments' && EDITED_END.test(m.evidence))) return found;
  const text = comments.replace(/\s+/g, ' ');
  return mapMentions(found, (m) => {
    if (m.year !== null || m.source !== 'comments' || !EDITED_END.test(m.evidence)) return m;
    const at = text.indexOf(m.evidence);
    if (at < 0) return m;
    const before = DATE_BEFORE_EDITORS.exec(m.evidence);
    const after = before ? null : YEAR_AFTER_EDITORS.exec(text.slice(at + m.evidence.length, at + m.evidence.length + 400));
    const year = before?.[1] ?? after?.[1] ?? after?.[2];
    return year ? mentionWith(m, { year: Number(year) }) : m;
  });
}

/**
 * "Submitted to October ARR and to … EurIPS workshop (under review for both)", "submitted to A and B, both under review":
 * a review stated for every venue named is each submission's (README: "submitted … and under review" -> under_review),
 * not only the one it follows. Only where two venues or more were found and the words say "both" / "all".
 */
const REVIEW_FOR_ALL = /(?<![A-Za-z])(?:under\s+review\s+(?:for|at|by|in|with)\s+(?:both|all|each)(?![A-Za-z])|(?:both|all)\s+(?:(?:are|currently|still|now)\s+)*under\s+review)/i;
function reviewedTogether(found: VenueMention[], comments: string | null): VenueMention[] {
  const fromComments = found.filter((m) => m.source === 'comments');
  if (fromComments.length < 2 || !fromComments.some((m) => m.status === 'submitted') || !comments || !REVIEW_FOR_ALL.test(comments)) return found;
  return mapMentions(found, (m) => (m.source === 'comments' && m.status === 'submitted' ? mentionWith(m, { status: 'under_review' as const }) : m));
}

/**
 * "published in IEEE Transactions on …, vol. 8, no. 4, pp. 2655-2676, Aug. 2024", "… (IJCTT), vol. 73, no. 6, 2024": a
 * venue cited in the comments with its volume (maybe its issue, pages, month and day: "Vol. 17, No. 3, 8 Jun. 2025",
 * set 133 part A) and a year closing the citation is
 * dated by that year (data/venues/README: a year written in the mention is used even for journals).
 */
const CITED_VOLUME_YEAR = /,\s*vol(?:ume)?\.?\s*\d+(?:\s*\(\d+\))?(?:\s*,\s*(?:no|nr|issue|iss)\.?\s*\d+)?(?:\s*,\s*(?:pp?\.|pages?)\s*\d+\s*[-–]+\s*\d+)?\s*,\s*(?:(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2})(?!\d)/i;
function citedYears(found: VenueMention[]): VenueMention[] {
  if (!found.some((m) => m.year === null && m.source === 'comments')) return found;
  return mapMentions(found, (m) => {
    const cited = m.year === null && m.source === 'comments' && /,\s*vol/i.test(m.evidence) ? CITED_VOLUME_YEAR.exec(m.evidence) : null;
    return cited ? mentionWith(m, { year: Number(cited[1]) }) : m;
  });
}

function detectAll(input: { id: string; comments: string | null; journalRef: string | null }): VenueMention[] {
  const respelled = input.comments === null ? null : mended(input.comments);
  if (respelled !== null && respelled !== input.comments) {
    const read = quotedAsWritten(detectRespelled({ ...input, comments: respelled }), input.comments!, respelled);
    // A comment the mending passes changed gets the last readers too when nothing was read, on the mended text (round
    // v283: before, a mended comment had none of them — "Published in /Handbook …/ edited by …" read nothing). A mending
    // pass is a same-length rewrite, so the reading is the text's own.
    if (read.length) return read;
  }
  const found = respelled !== null && respelled !== input.comments ? [] : detectRespelled(input);
  // A comment that is only a journal's whole name (and maybe its citation) names nothing else: a bare journal tag.
  if (found.length || input.comments === null) return found;
  const text = respelled ?? input.comments;
  // "a chapter accepted for publication in <book title>, published by …": the edited book, when nothing else is named.
  const book = bookChapter(text);
  // Round vunseen: an unlisted event's tag with qualifiers, or a clause the readers were not handed alone (unseen-tags.ts).
  const posted = postedMonth(input.id);
  const last = journalNameOnly(text) ?? (book && bookCited(book, input.journalRef))
    ?? workshopTitleOnly(text, posted) ?? unseenTag(text, posted) ?? proceedingsTitle(text, posted);
  return last ? [toMention(last, 'comments', input.comments.trim().replace(/\s+/g, ' ').slice(0, 240))] : found;
}

/**
 * Evidence quoted as the author wrote it (quoted.ts): cut from the comments at the place it has in the mended text (both
 * with TeX accent commands as the letters they make, as detectRespelled quotes them).
 */
function quotedAsWritten(found: VenueMention[], comments: string, respelled: string): VenueMention[] {
  const written = texAccentsDecoded(comments);
  const read = texAccentsDecoded(respelled);
  return mapMentions(found, (m) => {
    const quoted = m.source === 'comments' ? quotedIn(written, read, m.evidence) : null;
    return quoted === null ? m : mentionWith(m, { evidence: quoted });
  });
}

function detectRespelled(input: { id: string; comments: string | null; journalRef: string | null }): VenueMention[] {
  if (input.comments === null || !hasAccents(input.comments)) return detectAscii(input);
  // Comments are read in ASCII (the lists and the grammar spell names so) and named as the author wrote them. A
  // journal-ref is read as printed: its citation reader decodes TeX itself and looks names up as written.
  const written = texAccentsDecoded(input.comments);
  const folded = latinFolded(written);
  return mapMentions(detectAscii({ ...input, comments: folded }), (m) => {
    if (m.source !== 'comments') return m;
    const w = (s: string) => asWritten(s, folded, written);
    // The evidence is quoted from the comments as written, TeX accent commands as the letters they make (quoted.ts).
    return mentionWith(m, { venue: w(m.venue), workshop: m.workshop && w(m.workshop), evidence: quotedIn(written, folded, m.evidence) ?? w(m.evidence) });
  });
}

/** The mending passes in the order mended() runs them, by name: mended() is their fold, so the list cannot miss one
 *  (bench/venues-evidence-verbatim.ts names the passes that changed a comment). */
export const MENDING_PASSES: readonly [string, (text: string) => string][] = [
  ['mathItalicsUnwrapped', (t) => mathItalicsUnwrapped(t)], ['wrapSplitJoined', (t) => wrapSplitJoined(t)], ['braceMended', (t) => braceMended(t)], ['objectBlanked', (t) => objectBlanked(t)], ['slipsMended', (t) => slipsMended(t)],
  ['eventWordCapitalised', (t) => eventWordCapitalised(t)], ['transactionsOnSpelledOut', (t) => transactionsOnSpelledOut(t)],
  ['acronymAfterName', (t) => acronymAfterName(t)], ['conferenceTagUnbracketed', (t) => conferenceTagUnbracketed(t)],
  ['collectionTitleBlanked', (t) => collectionTitleBlanked(t)], ['slashEmphasisBlanked', (t) => slashEmphasisBlanked(t)],
  ['tagNameUnbracketed', (t) => tagNameUnbracketed(t)], ['linkAfterAcronymBlanked', (t) => linkAfterAcronymBlanked(t)],
  ['publisherCapitalised', (t) => publisherCapitalised(t)], ['publisherColonSpaced', (t) => publisherColonSpaced(t)],
  ['endorserBlanked', (t) => endorserBlanked(t)], ['findingsSocietyBlanked', (t) => findingsSocietyBlanked(t)],
  ['squareBracketedNameOpened', (t) => squareBracketedNameOpened(t)], ['imprintBeforeSeriesBlanked', (t) => imprintBeforeSeriesBlanked(t)],
];

/** The comments as the grammar reads them: typing slips mended, an event word a spelled-out name set in lower case capitalised. */
function mended(text: string): string {
  return MENDING_PASSES.reduce((t, [, pass]) => pass(t), text);
}
/**
 * "To be published in the $Journal$ $of$ $Zebra$ $Studies$, 2027", "in \emph{Journal of Zebra Studies}": a name set in
 * italics the TeX way — math mode around each word (or around words with single spaces between), or an italics command
 * and its braces — is the name as written; the dollar signs, or the command and its braces, are dropped so the name is
 * read as an unmarked one is, and the evidence is quoted as written (quoted.ts aligns the two texts; round vleft7, set
 * 339 part A: nothing read). A run of math-mode words is taken only when it holds two words of two letters or more, one
 * of them capitalised and of three or more, and no digit, backslash, brace or operator (so "$x$", "$O(n)$", "$k$-means"
 * and "$\alpha$" stay); an italics command only around letters, spaces and a name's punctuation. Every part bounded, the
 * word classes exclude their delimiters, so the matches stay linear.
 */
const MATH_WORD = String.raw`\$[A-Za-z][A-Za-z'’\-]{0,30}(?: [A-Za-z][A-Za-z'’\-]{0,30}){0,15}\$`;
const MATH_ITALIC_RUN = new RegExp(String.raw`(?<![\\$\w])${MATH_WORD}(?:[ ,:;]{1,3}${MATH_WORD}){0,30}(?![\w$])`, 'g');
const ITALIC_COMMAND = /\\(?:emph|textit|textsl|mathit)\{([A-Za-z][A-Za-z'’&.,:\- ]{2,200})\}|\{\\(?:it|em|sl)\s([A-Za-z][A-Za-z'’&.,:\- ]{2,200})\}/g;
function mathItalicsUnwrapped(text: string): string {
  if (!text.includes('$') && !text.includes('\\')) return text;
  const unwrapped = text.includes('$') ? text.replace(MATH_ITALIC_RUN, (run) => {
    const words = run.replace(/\$/g, ' ').split(/[ ,:;]+/).filter((w) => w.length >= 2);
    return words.length >= 2 && words.some((w) => /^[A-Z][A-Za-z'’\-]{2,}$/.test(w)) ? run.replace(/\$/g, '') : run;
  }) : text;
  return unwrapped.includes('\\') ? unwrapped.replace(ITALIC_COMMAND, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '') : unwrapped;
}
/**
 * "Proceed- ings of the 19th International Conference on …", "Inter-\n  national Symposium": a word of the venue grammar
 * (a kind of event or volume, a decision) broken by a line-wrap hyphen and white space, as text copied from a typeset
 * page often is, is that word; joined, the space it took moved after it (the same length, so every offset stays, and
 * the evidence is quoted as written). Only when the two pieces make one of these words whole, so a suspended hyphen
 * ("pre- and post-training") or any other hyphenated pair is left alone (round vleft4, set 325 part A: nothing read).
 * Every part bounded, so the match stays linear.
 */
const WRAP_SPLIT = /(?<![A-Za-z])([A-Za-z]{2,12})-(\s{1,8})([a-z]{2,12})(?![A-Za-z\-])/g;
const WRAP_WORDS = new Set(['proceedings', 'conference', 'international', 'symposium', 'workshop', 'transactions', 'journal', 'letters', 'congress',
  'meeting', 'annual', 'accepted', 'published', 'presented', 'submitted', 'association']);
function wrapSplitJoined(text: string): string {
  return text.includes('- ') || text.includes('-\n') ? text.replace(WRAP_SPLIT, (whole, head: string, space: string, tail: string) => (WRAP_WORDS.has(`${head}${tail}`.toLowerCase()) ? `${head}${tail}${space}` : whole)) : text;
}
/**
 * "Accepted to ieee ZQCON 2026", "iEEE ZQCON", "Acm ZQSYS 2025": the publisher's name typed in lower or mixed case right
 * before an event's acronym (two capitals at least) is the publisher, as in capitals; written in capitals (the same
 * length, so every offset stays) so that every reader that allows "IEEE / ACM" before an acronym reads it (round v295,
 * set 296 part A: nothing read). Only the whole word (no letter before or after), then a space or a hyphen and the
 * acronym; neither is an English word, so nothing else is changed. Every part bounded, so the match stays linear.
 */
const PUBLISHER_ODD_CASE = /(?<![A-Za-z])(?:(?!IEEE)[Ii][Ee][Ee][Ee]|(?!ACM)[Aa][Cc][Mm])(?=[\s\-]{1,3}[A-Z][A-Za-z0-9]{0,15}[A-Z])/g;
function publisherCapitalised(text: string): string {
  return /[Ii][Ee][Ee][Ee]|[Aa][Cc][Mm]/.test(text) ? text.replace(PUBLISHER_ODD_CASE, (w) => w.toUpperCase()) : text;
}
/**
 * "Submission to Springer:Journal of Zebra Studies", "Submitted to Elsevier: Journal of …": a journal publisher's name
 * joined to the journal's by a colon is the publisher before the name, as "Springer Journal of …" is; the colon is read as
 * a space (the same length, so every offset stays, and the evidence is quoted as written) and the publisher is then left
 * out of the name as before (round vleft5, set 330 part A: nothing read). Only a publisher of journals by name, right
 * after a space, a bracket or the text's start, then a colon, at most one space and a capitalised word; bounded, so linear.
 */
const PUBLISHER_COLON = /(?<![\w\-])(?:Elsevier|Springer(?:\s{1,3}Nature)?|Wiley|MDPI|Frontiers|SAGE|Sage|Hindawi|Taylor\s{1,3}(?:&|and)\s{1,3}Francis)(:)(?=\s?[A-Z][a-z])/g;
function publisherColonSpaced(text: string): string {
  return text.includes(':') ? text.replace(PUBLISHER_COLON, (m) => `${m.slice(0, -1)} `) : text;
}
/**
 * "… European Conference on Zebra Herding (ECZH, https://eczh.org/2025/)": a link after the acronym inside the bracket
 * that follows a spelled name says where the event is online, no more; ", link" is blanked (the same length, so every
 * offset stays) and the bracket read as "(ECZH)" is, the acronym the name's (round v287, set 287 part A: the spelled
 * name read as written). Only right after a capitalised word, an acronym of two to sixteen letters, digits or hyphens
 * (its year maybe after it), a comma or semicolon, one link with no space or bracket in it, then the closing bracket;
 * every part bounded, so the match stays linear.
 */
const LINK_AFTER_ACRONYM = /(?<=[A-Z][a-z]{1,30}\s?\(\s?[A-Z][A-Za-z0-9&\-]{1,15}(?:[\s'’\-]?(?:19|20)?\d{2})?)(\s?[,;]\s{0,8}https?:\/\/[^\s()]{1,200}\s?)(?=\))/g;
/**
 * "Accepted at MICCAI endorsed Event MICAD 2026": the event that endorses the one a cue names ("<NAME> endorsed event /
 * conference / symposium / meeting", spaced or hyphenated; not "workshop", a kind the reader must keep) is no venue of the paper; blanked, the same length, the
 * cue reads the endorsed event's name right after it (round vpool15, set 342 part A: the endorser read as the venue,
 * accepted, main). Only after a cue's preposition or "the", the endorser one capitalised token, a capitalised name
 * after the event word. Every part bounded, so the match stays linear.
 */
const ENDORSER_BEFORE_EVENT = /(?<=(?:^|[^A-Za-z])(?:at|to|in|for|by|the)\s{1,3})[A-Z][A-Za-z0-9&]{1,15}[\s\-]{1,2}endorsed\s{1,3}(?:(?:satellite|scientific)\s{1,3})?(?:[Ee]vents?|[Cc]onferences?|[Ss]ymposi(?:um|a)|[Mm]eetings?)\s{1,3}(?=[A-Z])/g;
function endorserBlanked(text: string): string {
  return text.includes('ndorsed') ? text.replace(ENDORSER_BEFORE_EVENT, (m) => ' '.repeat(m.length)) : text;
}
/**
 * "to be published in Findings of the ACL: EMNLP 2026", "Findings of ACL: NAACL 2027", "Findings of the ACL (EMNLP
 * 2026)": the ACL Anthology's series title abbreviates the society ("the ACL") before a colon, or before the event's
 * bracketed tag; the event named after it owns the Findings volume (README: the Findings of EMNLP are EMNLP's findings
 * track), as the spelled "Findings of the Association for Computational Linguistics: EMNLP 2027" already read. The
 * society's acronym (with "the" and the colon) is blanked, the same length, so the volume reads "Findings of … EMNLP
 * 2026" (round vleft9: before, the society read as its own Findings and the event as a second, main-track entry). Only
 * an acronym in capitals right after "Findings of", then a colon or a bracket, then an event's tag with its year;
 * every part bounded, so the match stays linear.
 */
const FINDINGS_SOCIETY = /(?<=(?<![A-Za-z])[Ff]indings\s{1,3}of\s{1,3})(?:[Tt]he\s{1,3})?[A-Z]{2,8}(?:\s{0,2}:\s{0,3}|\s{1,3}(?=\())(?=\(?\s?[A-Z][A-Za-z0-9]{0,15}[A-Z][A-Za-z0-9]{0,15}(?:-[A-Z][A-Za-z0-9]{1,15})?[\s'’\-]{0,3}(?:(?:19|20)\d{2}|['’]\d{2})(?!\d))/g;
function findingsSocietyBlanked(text: string): string {
  return text.includes('indings') ? text.replace(FINDINGS_SOCIETY, (m) => ' '.repeat(m.length)) : text;
}
/**
 * "accepted for publication in [Journal of Widget Studies]", "Submitted to [Quux Letters]": a name set in square
 * brackets right after a cue's preposition is the name as written; the brackets become spaces (the same length, so
 * every offset stays, and the evidence is quoted as written) so it is read as an unmarked name is (round vleft9, a shape
 * recorded in round vpool15). Only after "in / to / at / by / for / on" (and "the"), a capital first, two words at least
 * of letters, spaces and a name's punctuation (no digit: "[1]", "[12, 13]" stay; no stop: "[Smith et al.]" stays), then
 * the closing bracket before a space, a stop or the end. The class excludes the brackets, so the match stays linear.
 */
const SQUARE_BRACKETED_NAME = /(?<=(?<![A-Za-z])(?:in|to|at|by|for|on)\s{1,3}(?:the\s{1,3})?)\[(?=[A-Z])([A-Za-z][A-Za-z&'’:,\-]{0,40}(?: [A-Za-z&][A-Za-z&'’:,\-]{0,40}){1,15})\](?=[\s,.;:)]|$)/g;
function squareBracketedNameOpened(text: string): string {
  return text.includes('[') ? text.replace(SQUARE_BRACKETED_NAME, (_m, name: string) => ` ${name} `) : text;
}
/**
 * "To be published in Nature Lecture Notes in Computer Science (LNCS)", "Springer Nature Lecture Notes in Electrical
 * Engineering": a publisher's name printed right before a book series of proceedings is the imprint, not a journal
 * ("Nature" read as the journal Nature, accepted, main — a false main-track claim); blanked, the same length, so the series
 * is read as it is alone (a series beside an event is dropped, alone it is named by its acronym). Only "Nature" (not
 * after "Springer": "Springer Nature …" and "Springer …" already read no journal, and are left as they were) then
 * "Lecture Notes in" or "Communications in Computer"; every part a fixed word, so the match stays linear (round vleft9,
 * a shape recorded in round vpool15).
 */
const IMPRINT_BEFORE_SERIES = /(?<![A-Za-z\-])(?<!Springer[\s\-]{1,3})Nature(?:['’]s)?\s{1,3}(?=Lecture\s{1,3}Notes\s{1,3}in\s|Communications\s{1,3}in\s{1,3}Computer\s)/g;
function imprintBeforeSeriesBlanked(text: string): string {
  return text.includes('Nature') ? text.replace(IMPRINT_BEFORE_SERIES, (m) => ' '.repeat(m.length)) : text;
}
function linkAfterAcronymBlanked(text: string): string {
  return text.includes('://') ? text.replace(LINK_AFTER_ACRONYM, (m) => ' '.repeat(m.length)) : text;
}
/**
 * "XYZ 2025 (Workshop on Zebra Methods and Systems 2025)": an event's tag standing as a clause of its own, its spelled
 * name in brackets after it, is read as "XYZ 2025: Workshop on Zebra Methods and Systems" is (the tag then what it
 * names); " (" becomes ": " and the closing bracket a space, the same length (round v283, set 284 part A: nothing read,
 * the bracket read as a remark on the tag). Only a tag no list knows (a listed venue's brackets are read as they are),
 * at the comment's start or after a stop, a capital then one to fifteen letters, digits or hyphens and a year; the
 * bracket a spelled "Workshop / Conference / Symposium on|of|for" name (maybe after reach words) ending the clause.
 * Every part bounded, the name a class that excludes the brackets, so the match stays linear.
 */
const TAG_THEN_BRACKETED_NAME = /(?<=(?:^|[.;]\s{1,3})([A-Z][A-Za-z0-9\-]{1,15})[\s'’\-]?(?:(?:19|20)\d{2}|\d{2}))( \()((?:(?:The|International|Annual|Joint|IEEE|ACM)\s+){0,4}(?:Workshop|Conference|Symposium)\s+(?:on|of|for)\s+[^()\n]{3,150})\)(?=\s*(?:[.;,]|$))/g;
function tagNameUnbracketed(text: string): string {
  return text.includes(' (') ? text.replace(TAG_THEN_BRACKETED_NAME, (whole, tag: string, _open: string, name: string) => (findVenue(tag) ? whole : `: ${name} `)) : text;
}
/**
 * "A preliminary version appeared in the Collection of Short Papers of XYZ 2025", "published in the Book of Abstracts
 * of the XYZ Conference": the volume a meeting gathers its short papers or abstracts in, named before the meeting, says
 * where the paper appeared as "in XYZ 2025" does; its words are blanked (the same length, so every offset stays) so the
 * meeting is read after the cue (round v283, set 283 part A: nothing read). Only after "in", "of" or "to" (and "the"),
 * a kind of volume, "of", maybe one qualifier, a kind of paper, and "of" before a capital or a digit; every part a
 * fixed word, so the match stays linear.
 */
const COLLECTION_TITLE = /(?<=(?<![A-Za-z])(?:in|of|to)\s+(?:the\s+)?)(?:[Cc]ollections?|[Bb]ooks?|[Cc]ompendium|[Vv]olume)\s+of\s+(?:(?:[Ss]hort|[Ee]xtended|[Ll]ong|[Ff]ull|[Ss]elected|[Aa]ccepted|[Ii]nvited|[Cc]ontributed)\s+)?(?:[Pp]apers|[Aa]bstracts|[Cc]ontributions|[Pp]osters)\s+of\s+(?=(?:the\s+)?[A-Z0-9])/g;
function collectionTitleBlanked(text: string): string {
  return text.includes(' of ') && /[Pp]apers|[Aa]bstracts|[Cc]ontributions|[Pp]osters/.test(text) ? text.replace(COLLECTION_TITLE, (m) => ' '.repeat(m.length)) : text;
}
/**
 * "Published in /Handbook of X/ edited by …": a title set off by slashes, as plain text writes italics, is the title
 * as written; the two slashes are blanked (the same length) so the title is read as an unmarked one is (round v283, set
 * 284 part A: nothing read). The opening slash after a space or the start and before a capital, the closing one after a
 * letter or a bracket and before a space, a stop or the end; no slash, line break or "://" between them, so a path, a
 * link or "and/or" is never one, and the match (a class that excludes its delimiter) stays linear.
 */
const SLASH_EMPHASIS = /(?<=^|[\s(])\/(?=[A-Z])([^/\n]{2,200}?[A-Za-z)])\/(?=[\s,.;:)]|$)/g;
function slashEmphasisBlanked(text: string): string {
  return text.includes('/') ? text.replace(SLASH_EMPHASIS, (_m, title: string) => ` ${title} `) : text;
}
/**
 * "Long version of a conference (XYZ 2012) paper", "Extended version of our conference (XYZ'25) paper": an unnamed
 * conference's tag given in brackets after the word says which conference; "conference (" and its closing
 * bracket are blanked (the same length, so every offset stays) and the tag is read as "a XYZ 2012 paper" is (round
 * v279, set 280 part A: nothing read). Only after "a", "an", "our" or "the" (an unnamed conference), the tag a capital
 * and one to twenty letters, digits or hyphens then a year; every part bounded, so the match stays linear.
 */
const CONFERENCE_TAG_BRACKETED = /(?<=(?<![A-Za-z])(?:[Aa]n?|[Oo]ur|[Tt]he)\s+)(conference\s*\(\s*)([A-Z][A-Za-z0-9\-]{1,20}(?:\s|\s?['’]|-)?(?:(?:19|20)\d{2}|\d{2}))(\s*\))/g;
function conferenceTagUnbracketed(text: string): string {
  return text.includes('onference') ? text.replace(CONFERENCE_TAG_BRACKETED, (_m, kind: string, tag: string, close: string) => ' '.repeat(kind.length) + tag + ' '.repeat(close.length)) : text;
}
/**
 * "Submitted this to the International Conference on X (XYZ 2026)", "presented it at XYZ 2026": the paper as the
 * verb's object between the cue and its preposition says no more than the cue alone; blanked (the same length, so every
 * offset stays) so the cues and the readers that want the preposition right after the verb read it (round v275, set
 * 276 part A: nothing read).
 */
const OBJECT_AFTER_CUE = /(?<=(?<![A-Za-z])(?:[Ss]ubmitted|[Pp]resented|[Pp]ublished)\s+)(?:this(?:\s+(?:paper|work|manuscript|article|preprint))?|it)(?=\s+(?:to|at|in|for)\s)/g;
function objectBlanked(text: string): string {
  return text.includes('ted ') || text.includes('hed ') ? text.replace(OBJECT_AFTER_CUE, (m) => ' '.repeat(m.length)) : text;
}
/**
 * "Conference on Big Data Applications in Education and Engineering {ICBDAEE 2026)": a brace typed for the round bracket
 * that a ")" closes (no brace closing it) is that bracket, the same length (round naming).
 */
const BRACE_FOR_BRACKET = /\{([^{}()]{1,40})\)/g;
function braceMended(text: string): string {
  return text.includes('{') ? text.replace(BRACE_FOR_BRACKET, '($1)') : text;
}
/**
 * "Published in (IJACSA) International Journal of Advanced Computer Science and Applications, Vol. 15": an acronym in
 * brackets right before the name it abbreviates (its letters the initials of the name's capitalised words) is read in
 * the usual order, the name then the acronym ("… Applications (IJACSA)"), the same length, so that it is found as a
 * spelled-out name with its acronym.
 */
const ACRONYM_THEN_NAME = /\(([A-Z][A-Za-z&]{2,11})\)(\s+)([A-Z][A-Za-z\-]*(?:\s+(?:[A-Z][A-Za-z\-]*|of|and|in|on|for|the|&)){1,14})/g;
function acronymAfterName(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(ACRONYM_THEN_NAME, (whole, acr: string, space: string, name: string) => {
    const words = name.split(/\s+/);
    const letters = acr.replace(/&/g, '').toUpperCase();
    // The longest run of the name's words whose capitalised words' initials spell the acronym.
    for (let n = words.length; n >= 2; n--) {
      const initials = words.slice(0, n).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
      if (initials !== letters || !/^[A-Z]/.test(words[n - 1])) continue;
      const at = wordsEnd(name, n);
      return `${name.slice(0, at)}${space}(${acr})${name.slice(at)}`;
    }
    return whole;
  });
}
/** Where the first `n` words of a run of words (single or multiple spaces between them) end. */
function wordsEnd(text: string, n: number): number {
  const re = /\S+/g;
  let m: RegExpExecArray | null = null;
  for (let i = 0; i < n; i++) m = re.exec(text);
  return m ? m.index + m[0].length : text.length;
}
/**
 * "To appear in IEEE Trans. on Communications", "submitted to Trans on Image Processing" (no publisher, no dot: set 121
 * round): the abbreviated word before "on" and a name written out is spelled out
 * (as in a journal-ref, transactionsSpelledOut), so that the Transactions' full name is found; word for word, so that
 * the evidence is quoted as written.
 */
const TRANS_ON = /(?<![A-Za-z])((?:(?:IEEE|ACM)\s+)?)Trans\.?(?=\s+on\s+[A-Z][a-z]{4,}(?:\s+(?:[A-Z][a-z]{4,}|and|of|on|in|&))*\s*(?:[,;(]|\.(?:\s|$)|\d|$))/g;
function transactionsOnSpelledOut(text: string): string {
  return text.includes('Trans. on') || text.includes('Trans on') ? text.replace(TRANS_ON, '$1Transactions') : text;
}
/**
 * "accepted to International conference on Advanced Machine Learning and Data Science (AMLDS) 2025", "The 7th
 * International conference on Pattern Recognition …": the event word of a spelled-out name, set in lower case between
 * "International" (or "Annual", "Joint") and "on / of / for" and a capitalised word, is the name's word, as capitalised.
 */
const LOWER_EVENT_WORD = /(?<![A-Za-z])(International|Annual|Joint)(\s+)(c(?=onference\s)|s(?=ymposium\s)|w(?=orkshop\s)|c(?=ongress\s))(?=[a-z]+\s+(?:on|of|for)\s+(?:the\s+)?[A-Z])/g;
function eventWordCapitalised(text: string): string {
  // LOWER_EVENT_WORD needs one of its three lead words (most texts hold none: no regex run then).
  if (!text.includes('International') && !text.includes('Annual') && !text.includes('Joint')) return text;
  return text.replace(LOWER_EVENT_WORD, (_m, lead: string, space: string, first: string) => `${lead}${space}${first.toUpperCase()}`);
}

/**
 * "accepted for publication in MNRAS" with the journal-ref "Mon.Not.Roy.Astron.Soc.379:93-99,2007": an acronym of
 * capitals no list knows, with no year, accepted or published, is the journal the journal-ref cites when its letters
 * are that journal's name's letters in order, from its first ("PRB": "Phys. Rev. B").
 */
function initialsOfCited(e: VenueMention, fromRef: VenueMention[]): boolean {
  if (e.year !== null || (e.track !== 'main' && e.track !== 'other') || (e.status !== 'accepted' && e.status !== 'published') || !/^[A-Z]{3,6}$/.test(e.venue)) return false;
  const acr = e.venue.toLowerCase();
  return fromRef.some((r) => {
    const letters = r.venue.toLowerCase().replace(/[^a-z]/g, '');
    if (r.track !== 'main' || letters[0] !== acr[0]) return false;
    let at = 0;
    for (const ch of acr) { at = letters.indexOf(ch, at) + 1; if (at === 0) return false; }
    return true;
  });
}

/** "BioNLP 2025 (ACL ws)": a host's workshop abbreviated in brackets, read as the word "workshop" is. */
const WS_BRACKET_RE = /\s(?:ws|wksp)\s*\)/i;
/** WS_BRACKET_RE run only on a text with a closing bracket (most comments have none). */
const WS_BRACKET = { test: (text: string): boolean => text.includes(')') && WS_BRACKET_RE.test(text) };

function detectAscii(input: { id: string; comments: string | null; journalRef: string | null }, bare = false): VenueMention[] {
  const out: VenueMention[] = [];
  let at = input.comments ? firstKeyAt(input.comments) : -1;
  // No catalogue word, but maybe a misspelt one or an event no list knows.
  if (at < 0 && input.comments && (genericHint(input.comments) || WS_BRACKET.test(input.comments) || fuzzyMentions(input.comments, []).length)) at = 0;
  if (at >= 0) out.push(...fromText(input.id, input.comments!, 'comments', at));
  if (out.length && input.comments) meetingAfterSeries(out, input.id, input.comments);
  if (input.journalRef && IBID_ONLY.test(input.journalRef) && out.length === 1 && out[0].track === 'main') {
    // "Erratum-ibid 182:474-475,2009" beside "accepted for publication in ApJS": "ibid." names the journal the comments
    // name; its citation prints the paper (or its erratum) there, in the citation's year.
    const years = input.journalRef.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g);
    out[0] = mentionWith(out[0], { status: 'published', year: years ? Number(years[years.length - 1]) : out[0].year });
  } else if (input.journalRef && input.journalRef.trim()) {
    const fromRef: VenueMention[] = [];
    for (const cite of citations(input.journalRef)) {
      const read = (c: string) => {
        const spelled = transactionsSpelledOut(seriesJoined(c));
        return citedLetters(c, lettersAsJournal(input.id, c, citeQuoted(c, spelled, fromText(input.id, spelled, 'journal-ref'))));
      };
      let got = read(cite);
      // Read again without the authors only when the citation as printed gave nothing.
      if (!got.length && AUTHORS_LEAD.test(cite)) {
        const rest = cite.replace(AUTHORS_LEAD, '');
        if (CITATION_AFTER_AUTHORS.test(rest)) got = read(rest);
      }
      fromRef.push(...got);
    }
    if (!fromRef.length && !out.some(hostlessWorkshop)) fromRef.push(...yearLedEvent(input.id, input.journalRef));
    absorbIntoJournalRef(out, fromRef);
    // A journal the comments name only by its shape, no list knowing it ("Physcal Review Letters", "Transactions of
    // the AMS", "submitted to CQG"), is the one the journal-ref cites: the citation names it.
    if (fromRef.some((r) => r.track === 'main' && !SERIES_NAME.test(r.venue))) {
      for (let i = out.length - 1; i >= 0; i--) {
        const v = out[i].venue;
        if (((out[i].track === 'main' && shapeOnly(out[i])) || initialsOfCited(out[i], fromRef)) && !findVenue(v) && !journalAbbreviations().has(nameKey(v))) out.splice(i, 1);
      }
    }
    dropPresentedWhereCited(out, fromRef);
    if (input.comments) meetingOfSeries(input.comments, out, fromRef);
    out.push(...fromRef);
  }
  const merged = seriesAsVenue(mergeEntries(out));
  if (input.comments && merged.some((e) => e.year === null)) acceptanceDateYear(merged, input.comments);
  const led = input.comments ? paperKindLead(input.comments) : null;
  if (led) paperKindLed(merged, led);
  if (!merged.length && input.comments && !bare) {
    // A venue's name standing alone, no cue before it: read as after one ("Accepted in"), quoted as printed.
    const part = bareVenueName(input.comments);
    if (part) {
      const cued = `${input.comments.slice(0, part.start)}${part.cue}${part.name}${input.comments.slice(part.end)}`;
      return mapMentions(detectAscii({ ...input, comments: cued }, true), (m) => (m.source === 'comments' ? mentionWith(m, { evidence: input.comments!.slice(part.start, part.end).replace(/\s+/g, ' ') }) : m));
    }
  }
  return rollingReview(merged, input.id);
}

/**
 * "Accepted to SemEval-2025, an ACL 2025 workshop", "Accepted at Semeval, ACL 2026", "Eleventh Conference on Machine
 * Translation (WMT) @ EMNLP 2026", "BioNLP 2025 (ACL ws)": a listed workshop series (a venue of its own) the only venue the
 * clause names, then a host no list knows, stated as for a workshop no list knows (hostStatedAfter, or the bracketed
 * "(HOST ws)" of linked-workshop.ts): that host's workshop.
 */
function listedWorkshopHost<E extends VenueEntry>(e: E, clause: string): E {
  if (e.track !== 'workshop' || e.workshop !== e.venue || findVenue(e.venue)?.kind !== 'workshop') return e;
  const printed = new RegExp(`(?<![A-Za-z])${escapeRegExp(e.venue)}(?![A-Za-z])`, 'i').exec(clause)?.[0];
  if (!printed) return e;
  const hosted = hostStatedAfter({ ...e, venue: printed, workshop: printed }, clause);
  if (hosted.venue !== printed) return { ...e, venue: hosted.venue, year: hosted.year ?? e.year };
  // "BioNLP 2025 (ACL ws)": the series joined to the unlisted host as a workshop no list knows is (linked-workshop.ts).
  const linked = clause.includes('(') ? linkedWorkshop(clause) : null;
  return linked && linked.track === 'workshop' && linked.workshop?.toLowerCase() === printed.toLowerCase() && linked.venue.toLowerCase() !== printed.toLowerCase()
    ? { ...e, venue: linked.venue, year: linked.year ?? e.year } : e;
}

/** Words no venue's name holds: a comment's notes about the paper itself ("Master Thesis 2025", "Project Page"). */
const NOT_VENUE_WORDS = /(?<![A-Za-z])(?:Thesis|Dissertation|Report|Notes?|Preprint|Pages?|Version|Draft|Copyright|Camera|Ready|Submission|Submitted|Accepted|Published|Manuscript|Chapter|Book|Tutorial|Lecture|Slides|Appendix|Supplementary|Material|Code|Data(?:set)?|Github|GitHub|Project|Website|Edition|Revision|Updated?|Extended|Abstract|Paper|Figures?|Tables?|Under|Review|Proceedings|Proc|Press|Publish\w*|Springer|Elsevier|Wiley|Verlag)(?![A-Za-z])/;
/** "IEEE Internet of Things Journal", "IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND ENGINEERING": a journal-shaped name, maybe its year. */
const BARE_JOURNAL = /^((?:IEEE\s+|ACM\s+)?[A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|and|&|of|on|for|in|the|with))*)(?:,?\s*\(?\s*(?:19|20)\d{2}\s*\)?)?\s*$/;
/** "Pacific Graphics 2025", "Robotics: Science and Systems 2026", "… 2026 - Short Paper Track": a name and its year, maybe a track; "Machine Learning for Healthcare (MLHC 2025)": its tag and year in brackets. */
const BARE_EVENT = /^((?:IEEE\s+|ACM\s+)?[A-Z][\w\-]*:?(?:\s+(?:[A-Z][\w\-]*:?|and|&|of|on|for|in|the|with))+)(?:(?:\s*\(\s*[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*\s*\))?[\s'’\-]*(?:19|20)\d{2}|\s*\(\s*[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:19|20)\d{2}\s*\))(?:(?:\s+[\-–—]\s+|,\s*|\s+)\(?(?:[A-Z][a-z]+\s+){0,3}(?:Track|Paper|Papers)\)?)?\s*$/;
/**
 * A clause that is a venue's name and nothing else, no cue before it: a journal's name by its shape (a comma-separated
 * part of a clause: "15 pages, 22 figures, IEEE Internet of Things Journal"; set in capitals or not; maybe its year), or
 * a sentence of its own naming an event in capitalised words and its year ("Pacific Graphics 2025"). The paper is in it
 * (a bare venue name reads as accepted, as a listed one does). Only when nothing else in the comments names a venue.
 */
const BARE_NAME_HINT = /Journal|Transactions|Letters|Magazine|Annals|JOURNAL|TRANSACTIONS|LETTERS|MAGAZINE|ANNALS|(?:19|20)\d{2}/;
/** "Machine Learning for Healthcare (MLHC 2025)": a tag and year in brackets after the name must spell it (else true). */
function bracketTagSpells(sentence: string, name: string): boolean {
  const b = /\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*(?:19|20)\d{2}\s*\)/.exec(sentence);
  return !b || spelledBy(name, b[1]);
}
function bareVenueName(comments: string): { start: number; end: number; name: string; cue: string } | null {
  // the cheap first test: most comments with no venue ("12 pages, 3 figures") hold neither a journal's word nor a year
  if (!BARE_NAME_HINT.test(comments)) return null;
  const SENTENCE = /[^.;]+(?:\.(?=\S)[^.;]*)*/g;
  for (let s = SENTENCE.exec(comments); s; s = SENTENCE.exec(comments)) {
    const lead = s[0].length - s[0].trimStart().length;
    const sentence = s[0].trim();
    const at = s.index + lead;
    const event = BARE_EVENT.exec(sentence);
    // spelled in words, not acronyms ("ICSE CAIN 2025": which is the host is not for this reading), with a connector or a
    // colon, as event names run ("Science and Systems"); two words alone may be a topic ("Social Media 2022").
    if (event && !NOT_VENUE_WORDS.test(event[1]) && !journalShaped(event[1]) && (event[1].match(/(?<![\w\-])[A-Z][a-z]/g) ?? []).length >= 2
      && /:|\s(?:and|&|of|on|for|in|with)\s/.test(event[1]) && bracketTagSpells(sentence, event[1])) {
      return { start: at, end: at + sentence.length, name: sentence, cue: 'Accepted at ' };
    }
    // comma-separated parts, outside brackets: the journal's name is one of them (its year may be the next)
    const parts = [...sentence.matchAll(/[^,]+/g)];
    for (let i = 0; i < parts.length; i++) {
      const raw = parts[i][0];
      const next = parts[i + 1]?.[0] ?? '';
      const withYear = /^\s*\(?\s*(?:19|20)\d{2}\s*\)?\s*$/.test(next) && i + 2 === parts.length;
      if (i + 1 !== parts.length && !withYear) continue;
      const text = (withYear ? raw + ',' + next : raw).trim();
      // "… Information Technology Vol. 6, No. 1": the sentence ended at a citation's abbreviation, not after the name
      if (/\s(?:Vol|No|pp)$/.test(text)) break;
      const start = at + parts[i].index! + raw.length - raw.trimStart().length;
      const name = CAPS_RUN.test(text) ? titleCased(text) : text;
      const j = BARE_JOURNAL.exec(name);
      if (j && journalShaped(j[1]) && !NOT_VENUE_WORDS.test(j[1])) return { start, end: start + text.length, name, cue: 'Accepted in ' };
      break;
    }
  }
  return null;
}

/**
 * A comment opening with the paper's kind as a sentence of its own: "Extended abstract." / "Extended Abstract:" (track
 * other), "Demo paper." / "Demonstration paper:" (track demo).
 */
const PAPER_KIND_LEADS: readonly [RegExp, VenueTrack][] = [
  [/^\s*(?:an?\s+)?extended\s+abstracts?\s*[.:;]/i, 'other'],
  [/^\s*(?:an?\s+)?(?:system\s+)?demo(?:nstration)?s?\s+papers?\s*[.:;]/i, 'demo'],
  // "EA to appear at AAMAS 2026": "EA" in capitals, the usual short form of "extended abstract" (as in "CHI EA"), opening
  // the comment before a cue or a colon (set 135 part A).
  [/^\s*EA(?:\s+(?:paper|version))?(?:\s*[:;]|\s+(?:to\s+appear|accepted|published|presented|at|in|@)\s)/, 'other'],
];
/**
 * Letters (lower case) a PAPER_KIND_LEADS regex can find first after the comment's leading white space ("a", "an",
 * "extended"; "system", "demo"): a comment opening with any other character matches neither (\s* gives back only
 * white space), and most open with a digit or another word, so neither regex is run (two per comment).
 */
const PAPER_KIND_FIRST = new Set([97, 101, 115, 100]);
function paperKindLead(comments: string): VenueTrack | null {
  const t = comments.trimStart();
  if (!t || !PAPER_KIND_FIRST.has(t.charCodeAt(0) | 32)) return null;
  for (const [re, track] of PAPER_KIND_LEADS) if (re.test(comments)) return track;
  return null;
}

/**
 * "Extended abstract. Presented at the 3rd US Conference on Precision Livestock Farming (USPLF), 2025", "Demo paper. To
 * appear at ACL 2026": the kind the comment opens with is the paper's at the event it then names, so no main track there
 * (data/venues/README: extended abstracts are track other, demos track demo), as the same words after the event already
 * read. A journal has no such track.
 */
function paperKindLed(entries: VenueMention[], track: VenueTrack): void {
  for (const e of entries) {
    if (e.source !== 'comments' || e.track !== 'main' || findVenue(e.venue)?.kind === 'journal' || journalAbbreviations().has(nameKey(e.venue))) continue;
    e.track = track;
  }
}

/**
 * "Accepted in October 2025", "ACCEPTED FEB, 2026", "accepted Jan 13 2026", "accepted on 4 March 2026": the month (with
 * its day or not) and year a paper was accepted.
 */
const ACCEPTED_DATE = /(?<![A-Za-z])accepted\s+(?:(?:in|on)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?(?!\d))?,?\s+((?:19|20)\d{2})(?!\d)/i;

/**
 * "Accepted by IEEE Transactions on Affective Computing. Submitted in August 2023; Accepted in October 2025": a journal
 * has no edition, but the date its acceptance is given is a year the record writes for it (data/venues/README, year
 * rule 1). Only for the one accepted journal entry with no year; a submission date gives none.
 */
/** A periodical's word in the text an entry was read from. */
const PERIODICAL_EVIDENCE = /(?<![A-Za-z])(?:Transactions|TRANSACTIONS|Journal|JOURNAL|Letters|LETTERS)(?![A-Za-z])/;
function acceptanceDateYear(out: VenueMention[], comments: string): void {
  const date = ACCEPTED_DATE.exec(comments);
  if (!date) return;
  // A journal no list knows is known by the name it was read from ("IEEE TRANSACTIONS ON AUTOMATION SCIENCE AND …").
  const open = out.filter((e) => e.source === 'comments' && e.year === null && (e.status === 'accepted' || e.status === 'published')
    && (findVenue(e.venue)?.kind === 'journal' || (!findVenue(e.venue) && e.track === 'main' && PERIODICAL_EVIDENCE.test(e.evidence))));
  if (open.length === 1) open[0].year = Number(date[1]);
}

/**
 * "ARR", "ACL Rolling Review": the review of the ACL conferences, read as ACL (hand-kept alias, as the dev sets label it).
 * In lower case too ("submitted through ACL rolling review (ARR)": round vpool19, set 350 part A, where the ACL read
 * from it stayed beside the conference named as the target).
 */
const ROLLING_REVIEW = /(?:ACL\s+)?(?:\bARR\b|[Rr]olling\s+[Rr]eview)/g;
/** "under ACL Rolling Review", "under ARR": the review named right after "under". */
const UNDER_ROLLING_REVIEW = /\bunder\s+(?:the\s+)?(?:ACL\s+)?(?:ARR\b|Rolling\s+Review)/i;
/** The other conferences ARR reviews for. */
const ACL_FAMILY = /^(?:EMNLP|NAACL|EACL|AACL|COLING|LREC-COLING|CoNLL)$/;
/** True when an ACL entry was read from ARR alone: its clause names ARR, and ACL only as "ACL ARR" / "ACL Rolling Review". */
function fromRollingReview(e: VenueMention): boolean {
  return e.venue === 'ACL' && /\bARR\b|[Rr]olling\s+[Rr]eview/.test(e.evidence) && !/\bACL\b/.test(e.evidence.replace(ROLLING_REVIEW, ' '));
}

/**
 * ARR reviews; it accepts nothing. An ACL entry read from ARR alone is a submission, in the year its clause writes, else
 * the year it was posted (the ARR cycle running then). When the record names another conference ARR reviews for
 * ("Accepted at EMNLP 2025 (via ARR)", "Submitted for review in ARR for EMNLP 2026"), ARR is only the review on the
 * way there: the ACL entry is dropped, and that conference, named in the same clause with no acceptance cue, takes its
 * pending status.
 */
function rollingReview(out: VenueMention[], id: string): VenueMention[] {
  const arr = out.filter(fromRollingReview);
  if (!arr.length) return out;
  if (out.some((e) => ACL_FAMILY.test(e.venue))) {
    for (const a of arr) {
      if (a.status !== 'submitted' && a.status !== 'under_review') continue;
      for (const e of out) {
        if (!ACL_FAMILY.test(e.venue) || e.evidence !== a.evidence || e.status !== 'accepted' || /\baccept/i.test(e.evidence)) continue;
        e.status = a.status;
        // "submitted to ACL ARR 2026 May (EMNLP)": a year not written for the conference was inferred for a decided
        // paper (the last edition); as a submission it is the edition whose review runs in the posting month.
        const def = yearWritten(e) ? undefined : findVenue(e.venue);
        if (def) e.year = inferredYear(def, id, e.status) ?? e.year;
      }
    }
    return out.filter((e) => !arr.includes(e));
  }
  const posted = postedMonth(id);
  return out.map((e) => {
    if (!arr.includes(e)) return e;
    // "under ACL Rolling Review 2025": the review's name after "under" is a paper in review, not a submission alone.
    const status = e.status === 'accepted' || e.status === 'published' ? (UNDER_ROLLING_REVIEW.test(e.evidence) ? 'under_review' : 'submitted') : e.status;
    const year = /(?<!\d)(?:19|20)\d{2}(?!\d)/.test(e.evidence) || !posted ? e.year : posted.year;
    return mentionWith(e, { status, year });
  });
}

/** A journal-ref that is only an "ibid." citation (maybe an erratum's): it names the journal named before it. */
const IBID_ONLY = /^\s*(?:(?:erratum|addendum|corrigendum)[\s\-:]*)?ibid\b[^;]*$/i;
/** An erratum or "ibid." citation names no journal of its own. */
const NOT_CITATION = /\bibid\b|^\s*erratum/i;

/**
 * The citations of a journal-ref: "Gen.Rel.Grav.39:1545-1550,2007; Int.J.Mod.Phys.D17:685-690,2008" cites two journals,
 * each read on its own (an erratum "ibid." names none).
 */
function citations(journalRef: string): string[] {
  if (!journalRef.includes(';') || TRANSLATION.test(journalRef)) return [journalRef];
  const all = journalRef.split(/;\s*/).filter((p) => p.trim());
  const parts = all.filter((p) => !NOT_CITATION.test(p));
  // "J.Quant.Spectrosc.Radiat.Transf. 106, 558-589 (2007); Erratum: J.Quant.Spectrosc.Radiat.Transf. 171, 82-83 (2016)":
  // the erratum cited after the paper's own citation is not where the paper appeared; the paper's citation is read alone.
  if (parts.length === 1 && all.length > 1 && all[0] === parts[0] && /\d/.test(parts[0]) && /[A-Za-z]{2}/.test(parts[0])) return parts;
  // Each part a citation of its own: a name and a number ("(2012)" alone, or "H. Bourdin et al. 2013", is none).
  return parts.length > 1 && parts.every((p) => /\d/.test(p) && /[A-Za-z]{2}/.test(p) && !/\bet\s+al\b/.test(p)) ? parts : [journalRef];
}

/** "…; English transl.: Funct. Anal. Appl. …", "Math. Notes (in English) …; Mat. Zametki (in Russian) …": one paper. */
/**
 * A journal-ref opening with its authors, as a reference list prints it: "D. Braga, I. Guti\'errez Lezama, H. Berger and
 * A. F. Morpurgo, Nano Lett. 12, 5218 (2012)". Each author is initials ("A. F.", "J.-P.") then one or two capitalised
 * words; the list ends with a comma before a capital (the journal; not "Vol.", "No.", "Series" …: "J. Operator Theory,
 * Vol. 64" is a journal). Read without it when the citation as printed gives nothing and a name, a number and a year
 * follow the authors (v257, set 258 part A: a journal no dotted shape reads was missed after the names).
 */
const AUTHOR = String.raw`(?:[A-Z][a-z]?\.\s*(?:-\s*)?)+[A-Z][A-Za-z'\\{}\-]+(?:\s+[A-Z][A-Za-z'\\{}\-]+)?`;
const AUTHORS_LEAD = new RegExp(String.raw`^\s*(?:${AUTHOR}(?:,\s*|,?\s+and\s+))*${AUTHOR},\s+(?=[A-Z])(?!(?:Vol|Volume|No|Issue|Ser|Series|Sect|Section|Part|pp)\b)`);
/** What the authors must lead to: a name, then a volume or page number and a year ("Nano Lett. 12, 5218 (2012)"). */
const CITATION_AFTER_AUTHORS = /^[^\d]{2,120}?\s\d{1,6}\b[^]{0,80}?(?<!\d)(?:19|20)\d{2}(?!\d)/;
const TRANSLATION = /\btransl(?:\.|ation)|\(in\s+(?:English|Russian)\)/i;

/**
 * "Journal of Combinatorial Theory, Ser. A 115 (2008)", "Univ. X Publ. Fak., Ser. Mat. 7 (1996)": a journal's series
 * printed after a comma is part of its name, read as the name printed without the comma ("… Theory Ser. A", which the
 * lists and the name-as-written reader know); with the comma the citation read nothing (round v271, set 272 part A; the
 * held-out v269 miss has the shape too). Only a name's letter or period before the comma, and "Ser." / "Series" then a
 * capital after it.
 */
function seriesJoined(cite: string): string {
  return cite.includes('Ser') ? cite.replace(COMMA_SERIES, '') : cite;
}
const COMMA_SERIES = /(?<=[A-Za-z.]),(?=[ \t]{1,3}(?:Ser\.|Series)[ \t]{0,3}[A-Z])/g;
/** The evidence of a citation read as `spelled` (its series' comma dropped, "Trans." spelled out), quoted as printed (quoted.ts). */
function citeQuoted(cite: string, spelled: string, found: VenueMention[]): VenueMention[] {
  if (spelled === cite) return found;
  return mapMentions(found, (m) => {
    const quoted = quotedIn(cite, spelled, m.evidence);
    return quoted === null ? m : mentionWith(m, { evidence: quoted });
  });
}

/** "IEEE Trans. Information Theory": the abbreviated word spelled out, so that the Transactions' full name is found. */
function transactionsSpelledOut(cite: string): string {
  // "J. of Pure and Applied Algebra, 213(2) …": "J. of" before a name written out is "Journal of" when a journal of that
  // spelled name is known (then named as it is); "J. of Math. Phys.", "J. Phys." and names no list knows stay as printed.
  if (cite.startsWith('J. of ')) {
    const m = J_OF_SPELLED.exec(cite);
    if (m && journalAbbreviations().has(nameKey(`Journal of ${m[1]}`))) cite = `Journal of ${cite.slice(6)}`;
  }
  // Only when the rest of the name is written out ("IEEE Trans. Inf. Theory" stays as printed: a prefix of another name).
  return cite.includes('Trans.') ? cite.replace(/(?<![A-Za-z])(IEEE|ACM)\s+Trans\.\s*(?:on\s+)?(?=[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|and|of|on|in|&))*\s*(?:[,(]|\d|$))/g, '$1 Transactions on ') : cite;
}

/** "J. of " opening a citation, then a name written out in words up to a comma, a bracket or a number. */
const J_OF_SPELLED = /^J\. of ([A-Z][a-z]+(?:\s+(?:[A-Z][a-z]*|and|of|on|in|&))*?)\s*(?:[,(:]|\d|$)/;

/** A proceedings series or a conference's proceedings, not a journal ("AIP Conf. Proc.", "PoS", "J. Phys. Conf. Ser."). */
const SERIES_NAME = /\b(?:Conf|Proc|Proceedings|Ser|Series|Lect|Notes|Workshops?|Symp)\b|^PoS/i;
/** Book series of computer-science proceedings (Springer's, IOS Press's), spelled out, and the acronyms their papers cite them by. */
const BOOK_SERIES: [RegExp, string][] = [
  [/^Lecture\s+Notes\s+in\s+Computer\s+Science$/i, 'LNCS'],
  [/^Lecture\s+Notes\s+in\s+Artificial\s+Intelligence$/i, 'LNAI'],
  [/^Communications\s+in\s+Computer\s+and\s+Information\s+Science$/i, 'CCIS'],
  // Springer's series printing many smaller conferences' proceedings ("Accepted at COMITCON 2023; Published in Lecture
  // Notes in Electrical Engineering, Vol. 1191").
  [/^Lecture\s+Notes\s+in\s+Electrical\s+Engineering$/i, 'LNEE'],
  [/^Lecture\s+Notes\s+in\s+Networks\s+and\s+Systems$/i, 'LNNS'],
  // JMLR's proceedings series (JabRef lists it with the journals): "to appear in Proceedings of Machine Learning Research".
  [/^Proceedings\s+of\s+Machine\s+Learning\s+Research(?:\s*\(PMLR\))?$/i, 'PMLR'],
  // IOS Press's series printing ECAI, FOIS and other proceedings: "to appear in Frontiers in Artificial Intelligence and Applications".
  [/^Frontiers\s+in\s+Artificial\s+Intelligence\s+and\s+Applications$/i, 'FAIA'],
];
/**
 * Elsevier's Procedia series, each printing conferences' proceedings under a field's name ("Accepted for presentation at
 * KES 2025. To appear in Procedia Computer Science", "… at CIRP ICME and for publication in Procedia CIRP"): a series
 * like those above, named as printed when it is the only venue.
 */
const PROCEDIA = /^Procedia(?:\s+(?:[A-Z][A-Za-z]*\.?|and|of))+$/;
/** The first word of every BOOK_SERIES name: one test for the common case of no series at all. */
const BOOK_SERIES_HEAD = /^(?:Lecture|Communications|Proceedings|Frontiers|Procedia)\s/i;
/** The name a book series is cited by (its acronym, or a Procedia's name as printed), or null for any other venue. */
function bookSeries(venue: string): string | null {
  return BOOK_SERIES.find(([re]) => re.test(venue))?.[1] ?? (PROCEDIA.test(venue) ? venue : null);
}
/**
 * A book series of proceedings is the venue only when no event is named (data/venues/README: "the conference is"):
 * beside another venue it is dropped ("Accepted at CIARP 2025. To appear in Lecture Notes in Computer Science"); alone it
 * is named by the acronym its papers cite ("Accepted in Lecture Notes in Computer Science, Springer Nature": LNCS).
 */
function seriesAsVenue(entries: VenueMention[]): VenueMention[] {
  if (!entries.some((e) => BOOK_SERIES_HEAD.test(e.venue))) return entries;
  const series = entries.map((e) => bookSeries(e.venue));
  if (series.every((s) => s === null)) return entries;
  if (series.some((s) => s === null)) {
    const kept = entries.filter((_, i) => series[i] === null);
    // "Accepted at COMITCON 2023; Published in Lecture Notes in Electrical Engineering": the series printing the one event
    // named says the event's paper is in print (README: the most advanced status wins).
    const printed = entries.some((e, i) => series[i] !== null && e.status === 'published');
    return printed && kept.length === 1 && kept[0].status === 'accepted' ? [mentionWith(kept[0], { status: 'published' })] : kept;
  }
  return mapMentions(entries, (e, i) => eventAfterSeries(e) ?? mentionWith(e, { venue: series[i]! }));
}

/** After a book series' name in its evidence: maybe its acronym in brackets, a comma, then the rest of the clause. */
const EVENT_AFTER_SERIES = /^\s*(?:\(\s*[A-Z]+\s*\))?\s*,\s*(?:the\s+)?([^.;]{8,200})/;
/**
 * "To appear in Proceedings of Machine Learning Research (PMLR), Machine Learning for Health (ML4H) Symposium 2025", "…
 * Research, 19th Conference on Neurosymbolic Learning and Reasoning, 2025": the event a series prints, named right after
 * it, is the venue (data/venues/README), read as its proceedings' name, with the series entry's status; else null.
 */
function eventAfterSeries(e: VenueMention): VenueMention | null {
  const at = e.evidence.toLowerCase().indexOf(e.venue.toLowerCase());
  const rest = at < 0 ? null : EVENT_AFTER_SERIES.exec(e.evidence.slice(at + e.venue.length));
  const g = rest ? genericVenue(`Proceedings of the ${rest[1]}`) : null;
  if (!g || g.track !== 'main' || BOOK_SERIES_HEAD.test(g.venue) || PROCEEDINGS_SERIES.test(g.venue)) return null;
  return mentionWith(e, { venue: g.venue, year: g.year ?? e.year });
}

/** "presented at", "accepted for presentation at", "talk at", "contribution to": the paper was given there. */
const PRESENTED_CUE = /\b(?:presented|presentation|talk|contribution|contributed)\b/i;

/**
 * A conference where the paper was only presented ("abstract accepted for presentation at EP2DS-17", "invited talk at
 * YKIS2006") when the journal-ref cites it in a journal with volume and pages: the journal is its venue, the meeting
 * only where it was given (as the first dev set labels it).
 */
function dropPresentedWhereCited(fromComments: VenueMention[], fromRef: VenueMention[]): void {
  if (!fromRef.some((r) => r.status === 'published' && r.track === 'main' && !SERIES_NAME.test(r.venue))) return;
  for (let i = fromComments.length - 1; i >= 0; i--) {
    const e = fromComments[i];
    if (e.status === 'accepted' && PRESENTED_CUE.test(e.evidence) && !fromRef.some((r) => r.venue === e.venue)) fromComments.splice(i, 1);
    // "to appear in the proceedings of International Workshop on Neutrino Masses …" with the journal-ref "Int. J. Mod.
    // Phys. E …": a meeting no list knows whose proceedings the cited journal prints (README: the journal is the venue).
    // Only a journal a list knows: a proceedings series ("ECONF C0705302") prints the meeting, which stays the venue.
    else if ((e.status === 'accepted' || e.status === 'published') && PROCEEDINGS_WORD.test(e.evidence) && !findVenue(e.venue) && !fromRef.some((r) => r.venue === e.venue)
      && fromRef.some((r) => r.status === 'published' && r.track === 'main' && !SERIES_NAME.test(r.venue) && (journalAbbreviations().has(nameKey(r.venue)) || findVenue(r.venue)?.kind === 'journal'))) fromComments.splice(i, 1);
  }
}

/**
 * A proceedings series, never the venue when the meeting is named (data/venues/README). SLAC's eConf ("ECONF
 * C0705302:TRK24,2007", a conference code then the paper's) prints hep meetings' proceedings (round v233).
 * "J. Phys.: Conf. Ser. 409 (2013) 012026": the ISO-4 name as IOP prints it, a colon after "Phys." (v237, set 240 part A).
 * "Proceedings of Science (Zebra X) 079 (2013)": PoS spelled out, the whole name read (round v297, set 297 part A).
 */
const PROCEEDINGS_SERIES = /^(?:AIP\s*Conf\.?\s*Proc|PoS|Proceedings\s+of\s+Science$|J\.\s*Phys\.:?\s*Conf\.\s*Ser|ASP\s*Conf\.\s*Ser|EPJ\s*Web\s*Conf|Lect\.\s*Notes|IAU\s*Symp|Proc\.\s*SPIE|CEUR|eConf(?![A-Za-z]))/i;
/** ", Proceedings of the 16th … Conference": the meeting a proceedings series prints, named right after the series. */
const PROCEEDINGS_OF_AFTER = /,\s*(?:the\s+)?(Proceedings\s+of\s+.{8,200})$/i;

/**
 * "Submitted to EPJ Web of Conferences, Proceedings of the 16th Nuclear Data for Science and Technology Conference,
 * June 2025": a proceedings series in the comments with the meeting it prints named right after it: the meeting is the
 * venue (data/venues/README), read as the generic shapes read it, with the series entry's status.
 */
function meetingAfterSeries(out: VenueMention[], id: string, comments: string): void {
  for (let i = 0; i < out.length; i++) {
    const e = out[i];
    if (!PROCEEDINGS_SERIES.test(e.venue)) continue;
    const m = PROCEEDINGS_OF_AFTER.exec(e.evidence);
    const g = m ? genericVenue(m[1], postedMonth(id)) : null;
    if (g && !PROCEEDINGS_SERIES.test(g.venue) && g.track === 'main' && !findVenue(g.venue)) {
      out[i] = mentionWith(e, { venue: g.venue, year: g.year, track: g.track, workshop: g.workshop });
      continue;
    }
    // "Submitted to EPJ Web Of Conferences. Proceedings of the 16th Nuclear Data … Conference, June 2025": the meeting's
    // "Proceedings of" opening the next sentence is the same volume; the meeting takes the series' place and status.
    const at = comments.indexOf(e.evidence);
    const next = at < 0 ? null : SENTENCE_GAP.exec(comments.slice(at + e.evidence.length));
    if (!next) continue;
    const after = comments.slice(at + e.evidence.length + next[0].length);
    const j = out.findIndex((o, k) => k !== i && o.track === 'main' && PROCEEDINGS_OPENS.test(o.evidence) && after.startsWith(o.evidence)
      && !PROCEEDINGS_SERIES.test(o.venue) && !findVenue(o.venue));
    if (j < 0) continue;
    out[i] = mentionWith(e, { venue: out[j].venue, year: out[j].year });
    out.splice(j, 1);
    if (j < i) i--;
  }
}

/**
 * A host's main-track entry that only restates a workshop of that host read from the same clause is that workshop, not a
 * second acceptance: "CVPR 2026 Computer Vision for the Built World Workshop (CV4AEC @ CVPR)" ("(ACR @" for the workshop
 * named ACR), "ICALP 2011 Group Testing Workshop: … (ICALP 2011 GT, Zurich)" (the host, its year and the workshop's
 * acronym in brackets), "… Workshop on … in IEEE BigData 2025 and the paper will be published in the IEEE BigData
 * Conference Proceedings" (the host's proceedings print its workshop's paper). "Accepted at CVPR 2026 and CVPR 2026
 * Workshop on X" keeps both entries.
 */
function dropRestatedHost(entries: Entry[], evidences: string[], text: string): void {
  if (entries.length < 2) return;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.track !== 'main') continue;
    const w = entries.find((o, k) => k !== i && evidences[k] === evidences[i] && o.venue === e.venue && o.track === 'workshop' && o.workshop
      && (o.year === e.year || o.year === null) && restates(o.workshop, e.venue, evidences[i], text));
    if (!w) continue;
    if (w.year === null) w.year = e.year;
    entries.splice(i, 1);
    evidences.splice(i, 1);
  }
}

function restates(workshop: string, host: string, evidence: string, text: string): boolean {
  return PROCEEDINGS_WORD.test(evidence) || new RegExp(`\\(\\s*${escapeRegExp(workshop)}\\s*@`).test(text)
    || new RegExp(`\\(\\s*${escapeRegExp(host)}[\\s'’\\-]*(?:(?:19|20)?\\d{2})?\\s+[A-Z][A-Za-z0-9]*[A-Z0-9]*\\s*[,)]`).test(text);
}
const PROCEEDINGS_WORD = /proceedings/i;

/**
 * "The 14th Workshop on … (CMCL). May 3, 2025. Collocated with NAACL 2025": one workshop read on its own (its name its
 * venue) and the host it is co-located with, read as the host's unnamed workshop, are one entry: the host's workshop so
 * named, in the host's year. A clause that opens by saying only where the workshop is held — "Held as part of the
 * Workshops at the 25th International Conference on …", "Held at XYZ 2026", "Part of the workshops of …" — links the
 * same way (round v277, set 277 part A: the workshop read on its own and beside the host's unnamed workshop).
 */
function foldColocated(out: VenueMention[]): void {
  const host = out.findIndex((h) => h.track === 'workshop' && h.workshop === null && (COLOCATED_WITH.test(h.evidence) || HELD_OPENS.test(h.evidence)));
  if (host < 0) return;
  // "To appear in the Proceedings of CoNLL 2026, colocated with ACL 2026": an event of its own named before the host is
  // the paper's venue; the host says only where it was held.
  if (out.some((e, k) => k < host && e.track === 'main' && e.venue !== out[host].venue)) {
    out.splice(host, 1);
    return;
  }
  const alone = out.filter((w, k) => k !== host && w.track === 'workshop' && w.venue === w.workshop);
  if (alone.length !== 1) return;
  const h = out[host];
  out[host] = mentionWith(h, { workshop: alone[0].workshop, status: statusRank(alone[0].status) > statusRank(h.status) ? alone[0].status : h.status });
  out.splice(out.indexOf(alone[0]), 1);
}
/**
 * "The First Workshop on … (LM4DH 2025). RANLP 2025": a workshop read on its own (its name its venue), then in the very
 * next clause only a conference's bare tag of the same year, and nothing else: the workshop is held there (README: the
 * host the text states is the venue), never that conference's main track.
 */
function foldHostAfter(out: VenueMention[], raw: string): void {
  if (out.length !== 2) return;
  const [w, h] = out;
  if (w.source !== 'comments' || h.source !== 'comments' || w.track !== 'workshop' || w.venue !== w.workshop || h.track !== 'main' || h.status !== 'accepted') return;
  if (h.year === null || (w.year !== null && w.year !== h.year) || !BARE_TAG_EVIDENCE.test(h.evidence)) return;
  const flat = raw.replace(/\s+/g, ' ');
  const end = flat.indexOf(w.evidence) + w.evidence.length;
  if (end < w.evidence.length || !/^[\s.;,)]*$/.test(flat.slice(end, flat.indexOf(h.evidence, end)))) return;
  out.splice(0, 2, mentionWith(h, { track: 'workshop', workshop: w.workshop, status: w.status }));
}
const BARE_TAG_EVIDENCE = /^(?:(?:IEEE|ACM)\s+)?[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s*\.?$/;
/** "co-located with", "collocated with", "held in conjunction with", "held jointly with". */
const COLOCATED = String.raw`(?:co-?\s?located|collocated|(?:held\s+)?in\s+conjunction|held\s+jointly)\s+with`;
const COLOCATED_WITH = new RegExp(COLOCATED, 'i');
/** A clause opening with where an event is held: "Held as part of …", "Held at …", "(It is) held during …", "Part of …". */
const HELD_OPENS = /^(?:(?:it|this\s+workshop)\s+(?:is|was|will\s+be)\s+)?(?:held\s+(?:as\s+part\s+of|at|with|during|alongside)|(?:as\s+)?part\s+of)\s/i;

/** The end of one sentence or clause and the start of the next. */
const SENTENCE_GAP = /^\s*[.;,]\s+/;
/** A clause opening with "Proceedings of …" (a bare proceedings tag). */
const PROCEEDINGS_OPENS = /^(?:the\s+)?Proceedings\s+of\s/i;

/** 'proceedings of "A population explosion: …"', 'contributed to the Solvay workshop "Bethe Ansatz: 75 Years Later"'. */
const QUOTED_MEETING = /(?:proceedings?\s+(?:of|for)|contribut(?:ion|ed)\s+to|talk\s+(?:at|given\s+at)|presented\s+at)\s+(?:the\s+)?(?:[A-Z][\w\-]*\s+)?(workshop|conference|symposium|meeting|school|congress)?\s*["“]([^"”]{4,160})["”]/i;
const LEADING_ORDINAL = /^(?:\d{1,3}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+/i;
/**
 * 'To appear in "Supernova 1987A: Twenty Years After: …", edited by S. Immler, …': a quoted title the paper appears in,
 * its editors named right after it, is the edited volume the series prints (the meeting's proceedings), as a quoted
 * meeting after "proceedings of" is.
 */
const QUOTED_EDITED_VOLUME = /(?<![A-Za-z])(?:to\s+appear|(?:to\s+be\s+)?published|appears?|appeared)\s+in\s+["“]([^"”]{4,160})["”]\s*,?\s*(?:edited\s+by|eds?\.)\s/i;

/**
 * A journal-ref in a proceedings series (AIP Conf. Proc., PoS) when the comments quote the meeting's name: the meeting
 * is the venue, named as written (its ordinal dropped), in the year the comments give it, a workshop when they say so.
 */
function meetingOfSeries(comments: string, fromComments: VenueMention[], fromRef: VenueMention[]): void {
  const i = fromRef.findIndex((r) => PROCEEDINGS_SERIES.test(r.venue));
  if (i < 0) return;
  // "talk presented at the XXV International Symposium on Lattice Field Theory" + "PoSLAT2007:059": the meeting the
  // comments name is the venue, published in the series' volume.
  const met = fromComments.filter((e) => (e.status === 'accepted' || e.status === 'published') && e.track !== 'other');
  if (met.length === 1) {
    const k = fromComments.indexOf(met[0]);
    fromComments[k] = mentionWith(met[0], { status: fromRef[i].status === 'published' ? 'published' : met[0].status, year: met[0].year ?? fromRef[i].year });
    fromRef.splice(i, 1);
    return;
  }
  if (!comments.includes('"') && !comments.includes('“')) return;
  const text = comments.replace(/\s+/g, ' ');
  const q = QUOTED_MEETING.exec(text);
  const v = q ? null : QUOTED_EDITED_VOLUME.exec(text);
  const m = q ?? v;
  if (!m) return;
  // 'To appear in "Proceedings of First Stars III," Eds. …': the quoted volume's "Proceedings of" and closing comma go;
  // its title is kept as written ("First Stars" is no edition).
  const name = q ? q[2].trim().replace(LEADING_ORDINAL, '') : m[1].replace(/^(?:the\s+)?Proceedings\s+of\s+(?:the\s+)?/i, '').replace(/[\s,;:]+$/, '').trim();
  const workshop = /^workshop$/i.test((q && q[1]) ?? '') || /^Workshop\b/i.test(name);
  const year = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 160));
  const r = fromRef[i];
  // 'Talk given at "Zebra Gait and the Lepton Spectrum X"' + "Proceedings of Science (Zebra X) 079 (2013)": a roman edition
  // closing the quoted name that the series' bracketed code of the meeting closes with too is the edition, no part of
  // the name; a talk there is an oral presentation (README), as when the comments' own reading is kept (round v297).
  const roman = ROMAN_CLOSING.exec(name);
  const code = roman ? SERIES_CODE.exec(r.evidence) : null;
  const named = roman && code && code[1] === roman[1] ? name.slice(0, roman.index).trimEnd() : name;
  const talk = q !== null && /^talk/i.test(q[0]);
  fromRef[i] = mentionWith(r, { venue: named, year: year ? Number(year[1]) : r.year, track: workshop ? 'workshop' : 'main', workshop: workshop ? named : null,
    presentation: talk ? 'oral' : r.presentation });
}
/** " X", " XXV": a roman numeral closing a name (group 1), after a word. */
const ROMAN_CLOSING = /(?<=[A-Za-z])\s+([IVX]{1,5})$/;
/** "(Confinement X)", "(LAT2007 XXV)": a series' bracketed code of the meeting, closing with a roman numeral (group 1). */
const SERIES_CODE = /\([^()]{0,40}?\s([IVX]{1,5})\)/;

/** Two spellings of one journal: the same name, or the same JabRef journal ("Soft Materials" / "Soft Mater."). */
function sameJournal(a: string, b: string): boolean {
  if (a === b) return true;
  const abbr = journalAbbreviations();
  const ka = nameKey(a);
  const kb = nameKey(b);
  const x = abbr.get(ka) ?? ka;
  const y = abbr.get(kb) ?? kb;
  return nameKey(x) === nameKey(y) || abbreviatedAlike(a, b);
}

/**
 * Two abbreviations of one name word by word ("Mon. Not. R. Astron. Soc. Lett." / "Mon.Not.Roy.Astron.Soc.Lett."): as
 * many words, each a shortening of the other's, and one word shortened at least (a period in each name).
 */
function abbreviatedAlike(a: string, b: string): boolean {
  if (!a.includes('.') || !b.includes('.')) return false;
  const wa = a.split(/[\s.]+/).filter(Boolean);
  const wb = b.split(/[\s.]+/).filter(Boolean);
  return wa.length === wb.length && wa.length > 1 && wa.every((w, i) => w.startsWith(wb[i]) || wb[i].startsWith(w));
}

/**
 * A journal name the comments cut short, the words of the name the journal-ref cites up to one or more further words:
 * "accepted … in Chinese Physics\n letters" read as "Chin. Phys." beside "Chin.Phys.Lett.24:1417-1421,2007", "to be
 * published in Progress of Theoretical Physics, Supplement." as "Prog. Theor. Phys." beside "Prog.Theor.Phys.Suppl.169:…".
 * Two words at least, each the citation's word in turn, and periods in both names (both read as abbreviations).
 */
/**
 * "published in Nuovo Cimento" beside "Nuovo Cim.C28:295,2005": the journal the comments name without its section
 * letter is the section the citation names (the cited "Nuovo Cimento C").
 */
function sectionOfNamed(named: string, cited: string): boolean {
  return cited.length === named.length + 2 && cited.startsWith(named) && / [A-H]$/.test(cited);
}
function truncatedJournal(short: string, cited: string): boolean {
  if (!short.includes('.') || !cited.includes('.')) return false;
  const ws = short.split(/[\s.]+/).filter(Boolean);
  const wc = cited.split(/[\s.]+/).filter(Boolean);
  return ws.length > 1 && ws.length < wc.length && ws.every((w, i) => w === wc[i]);
}

/**
 * "To appear in Inventiones" beside "Inventiones Mathematicae 187 (2012)" read as "Invent. Math.", "published in Baltic
 * Astronomy" beside "Baltic Astron. 13 (2004)": a journal the comments name as written, whose words each begin with the
 * cited abbreviation's words in turn (the written name maybe cut short), is the cited journal.
 */
function writtenOfAbbreviated(written: string, cited: string): boolean {
  if (written.includes('.') || !cited.includes('.')) return false;
  const ww = written.toLowerCase().split(/\s+/).filter((w) => !/^(?:of|and|the|in|on|for|&)$/.test(w));
  const wc = cited.toLowerCase().split(/[\s.]+/).filter(Boolean);
  return ww.length > 0 && ww.length <= wc.length && ww.every((w, i) => wc[i].length >= 3 && w.startsWith(wc[i]));
}

/** "Mon.Not.Roy.Astron.Soc.Lett.379:L60-L62,2007": "Lett." closing the journal's name, before its volume. */
const LETT_BEFORE_VOLUME = /[\s.]*Lett\.\s*(?=\d)/;
/**
 * "Mon.Not.Roy.Astron.Soc.Lett.379:L60-L62,2007": a journal's Letters section cited on a letter's page, when no list
 * knows the Letters as a journal of their own (ApJL is one), is the journal (as "MNRAS Letters" and "A&A Letters" are
 * labelled): the citation read again without "Lett.", when that names a catalogue journal.
 */
function lettersAsJournal(id: string, cite: string, read: VenueMention[]): VenueMention[] {
  if (read.length !== 1 || !/Lett\.$/.test(read[0].venue) || findVenue(read[0].venue) || !LETTER_PAGE.test(cite) || !LETT_BEFORE_VOLUME.test(cite)) return read;
  const stem = fromText(id, transactionsSpelledOut(cite.replace(LETT_BEFORE_VOLUME, '.')), 'journal-ref');
  return stem.length === 1 && findVenue(stem[0].venue)?.kind === 'journal' ? [mentionWith(stem[0], { evidence: read[0].evidence })] : read;
}

/**
 * The journal of a catalogue journal's Letters when the catalogue keeps them apart ("Astrophys. J." -> ApJL, listed as
 * "Astrophys. J. Lett."): one of its names followed by "Lett." or "Letters", or its acronym with an "L" glued; else null.
 */
function lettersJournalOf(venue: string): string | null {
  const def = findVenue(venue);
  if (def?.kind !== 'journal') return null;
  for (const n of [def.name, ...(def.full ?? [])]) {
    for (const form of [`${n} Lett.`, `${n} Letters`, ...(/^[A-Za-z&]+$/.test(n) ? [`${n}L`] : [])]) {
      const letters = findVenue(form);
      if (letters && letters.kind === 'journal' && letters.name !== def.name) return letters.name;
    }
  }
  return null;
}

/** "(Letter)", "(Letters)", "(Lett.)" in brackets right after a journal's name (bracketedLetters). */
const LETTERS_BRACKET = /^\s*\(\s*(?:Letters?|Lett\.?)\s*\)/;
/**
 * "To be published in ApJ(Letter)" (set 259 part A, with "Astrophys.J.675:L89-L92,2008"), "accepted by ApJ (Letters)":
 * a journal named with "Letter(s)" in brackets right after it is that journal's Letters when the catalogue keeps them
 * as a journal of their own (ApJL), as "ApJ Letter" unbracketed already reads; the entry the name gave (or the
 * citation it was joined to) is renamed. Journals whose Letters no list keeps apart keep their names.
 */
function bracketedLetters(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !/\(\s*Lett/.test(comments)) return found;
  const text = comments.replace(/\s+/g, ' ');
  const named = (m: VenueMention): string | null => {
    if (m.track !== 'main') return null;
    const letters = lettersJournalOf(m.venue);
    if (!letters) return null;
    for (const name of new Set([m.venue, ...(m.source === 'comments' ? [m.evidence.replace(/^.*?(?=\S+$)/, '')] : [])])) {
      for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
        if (!/[A-Za-z0-9]/.test(text.charAt(at - 1)) && LETTERS_BRACKET.test(text.slice(at + name.length))) return letters;
      }
    }
    return null;
  };
  return found.some((m) => named(m) !== null) ? mapMentions(found, (m) => { const l = named(m); return l ? mentionWith(m, { venue: l }) : m; }) : found;
}

/**
 * "Astrophys.J. 395 (1992) L83-L86", "Astrophys.J.665:L85-L88, 2007": a journal-ref citing a journal on a letter's page
 * is that journal's Letters when the catalogue keeps them as a journal of their own (ApJL), as the labels name such
 * citations; a journal whose Letters no list keeps apart (MNRAS, A&A: lettersAsJournal) keeps its name.
 */
function citedLetters(cite: string, read: VenueMention[]): VenueMention[] {
  if (read.length !== 1 || read[0].track !== 'main' || !LETTER_PAGE.test(cite)) return read;
  const letters = lettersJournalOf(read[0].venue);
  return letters ? [mentionWith(read[0], { venue: letters })] : read;
}

/** A letter's page in a citation ("Astrophys.J.696:L10-L12,2009"). */
const LETTER_PAGE = /(?:^|[:\s,])L\d/;
/**
 * "ApJL in press" with the journal-ref "Astrophys.J.696:L10-L12,2009": the Letters of a journal (its name and "L",
 * "Lett." or "Letters") that the journal-ref cites on a letter's page ("L10") is that citation.
 */
function lettersOfCited(named: string, r: VenueMention): boolean {
  const stem = named.replace(/(?:\s*(?:Lett\.?|Letters)|(?<=[A-Za-z])L)$/, '');
  if (stem === named || !LETTER_PAGE.test(r.evidence)) return false;
  // "Mon. Not. R. Astron. Soc. Lett" with a citation read as MNRAS: the stem is one of the cited journal's names.
  return sameJournal(stem, r.venue) || (findVenue(r.venue)?.full ?? []).some((f) => nameKey(f) === nameKey(stem));
}

/**
 * A journal the comments name ("to appear in Soft Materials", "Letters in Mathematical Physics (2017)") and the
 * journal-ref cites with its volume is one entry, the citation's: its name and year, published. So is one whose name the
 * comments cut short (truncatedJournal).
 */
function absorbIntoJournalRef(fromComments: VenueMention[], fromRef: VenueMention[]): void {
  const cited = fromRef.filter((r) => r.status === 'published' && r.track === 'main');
  if (!cited.length) return;
  for (let i = fromComments.length - 1; i >= 0; i--) {
    const e = fromComments[i];
    if (e.track !== 'main' || e.status === 'previous_version' || e.status === 'rejected') continue;
    const same = cited.find((r) => (sameJournal(r.venue, e.venue) || truncatedJournal(e.venue, r.venue) || sectionOfNamed(e.venue, r.venue) || lettersOfCited(e.venue, r) || writtenOfAbbreviated(e.venue, r.venue) || lettersJournalOf(e.venue) === r.venue) && (r.year === e.year || e.year === null || r.year !== null));
    if (!same) continue;
    // "accepted by ApJ" beside a citation on a letter's page that citedLetters read as ApJL: the comments name the journal
    // itself, and the entry keeps that name (set 97's reading).
    const at = fromRef.indexOf(same);
    if (lettersJournalOf(e.venue) === same.venue) fromRef[at] = mentionWith(fromRef[at], { venue: e.venue });
    // "poster proceedings …, submitted to the International Journal …": a stated presentation stays with the entry.
    if (same.presentation === null && e.presentation !== null) fromRef[at] = mentionWith(fromRef[at], { presentation: e.presentation });
    // "submitted to Astrophysical Journal Letters" with "Astrophys.J.663:L81-L84,2007": the Letters the comments name,
    // a journal of its own in the catalogue (ApJL), is the journal the letter's page is in, not the stem it is cited by.
    const letters = lettersOfCited(e.venue, same) ? findVenue(e.venue) : undefined;
    if (letters?.kind === 'journal' && letters.name !== same.venue) fromRef[at] = mentionWith(fromRef[at], { venue: letters.name });
    fromComments.splice(i, 1);
  }
}

/** Most recent detections remembered by detectVenuesRemembered (a few MB at most; forgotten all at once when full). */
const REMEMBERED_MAX = 4096;
const remembered = new Map<string, readonly VenueMention[]>();
onCatalogueChange(() => remembered.clear());

/**
 * detectVenues for a stream of records (an import, a harvest): identical comments and journal-refs are common
 * ("Accepted at ICML 2024", "10 pages", none at all: a third of the records of a real snapshot repeat an earlier
 * record's pair), and detection depends on the id only through the month it was posted, so a repeat of the same
 * text posted in the same month is answered from memory. The mentions returned are shared: callers must not change them.
 */
export function detectVenuesRemembered(input: { id: string; comments: string | null; journalRef: string | null }): readonly VenueMention[] {
  if (!input.comments && !input.journalRef) return detectVenues(input);
  const posted = postedMonth(input.id);
  const key = `${posted ? posted.year * 100 + posted.month : ''}\u0001${input.comments ?? '\u0000'}\u0001${input.journalRef ?? '\u0000'}`;
  const known = remembered.get(key);
  if (known) return known;
  const out = detectVenues(input);
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(key, out);
  return out;
}

/** Detections detectVenuesRemembered holds now, and at most (an import's detection thread reports them with its heap). */
export function rememberedDetections(): { held: number; max: number } {
  return { held: remembered.size, max: REMEMBERED_MAX };
}

/** Three words in capitals in a row ("DATA IN BRIEF", "INTERNATIONAL WORKSHOP ON"). */
const CAPS_RUN = /(?<![A-Za-z])[A-Z]{2,}(?:[\s,]+[A-Z]{2,}){2,}(?![a-z])/;
const SMALL_WORDS = new Set(['in', 'of', 'on', 'and', 'for', 'the', 'to', 'at', 'by', 'with', 'a', 'an']);
const KEEP_CAPS = /^(?:IEEE|ACM|IFIP|SIAM|ISCA|AAAI|USENIX|SPIE|IAPR|EAI|IET|IOP|AIP)$/;
/** Words in capitals in title case, small words in lower case, publishers and short parenthesised acronyms kept. */
function titleCased(text: string): string {
  return text.replace(/(?<![A-Za-z])[A-Z][A-Z]+(?![a-z])/g, (w, at: number) => {
    // a publisher, or an acronym of up to six letters in parentheses ("(NCC)"), keeps its capitals
    if (KEEP_CAPS.test(w) || (w.length <= 6 && text[at - 1] === '(' && text[at + w.length] === ')')) return w;
    const lower = w.toLowerCase();
    return SMALL_WORDS.has(lower) && at > 0 ? lower : w[0] + lower.slice(1);
  });
}

/**
 * "The First NeuroAI Workshop @ NeurIPS 2024: https://neuroai-workshop.github.io The Fifth … (SSL) Workshop @ NeurIPS
 * 2024 as an Oral presentation": a link given after a colon, then a capitalised word, closes the item the colon labels
 * (a list written one item a line, its line breaks gone) as a period would.
 */
function urlCuts(text: string, urls: readonly [number, number][]): number[] {
  return urls.filter(([s, e]) => (/:\s*$/.test(text.slice(Math.max(0, s - 3), s)) && /^\s+[A-Z]/.test(text.slice(e, e + 3)))
    || (text.charCodeAt(s - 1) === 40 && STATUS_AFTER_BRACKETED_URL.test(text.slice(e, e + 16)))).map(([, e]) => e);
}
/**
 * "… Workshop on Transformers for Visions - T4V (https://…) Accepted for Publication at 33rd International Conference on
 * …": a bracketed link, then a capitalised status word, ends the sentence before it as a period would.
 */
const STATUS_AFTER_BRACKETED_URL = /^\s*\)?\s+(?:Accepted|Published|Presented|Submitted|To appear|Appeared|Under review)(?![A-Za-z])/;

/** ResearchGate's place field after a citation's name: " At: Berlin" (the space before it is the cut). */
const RESEARCHGATE_AT = /(?<=[A-Za-z0-9)])\s(?=At:\s+[A-Z])/g;

function clausesOf(text: string, mentions: Mention[], dotted: readonly DottedJournal[], urls: readonly [number, number][] = []): Clause[] {
  const cuts: number[] = [];
  // No cut after the abbreviations of a proceedings citation ("Proc. IEEE 21st International Conference on …"), nor
  // after the last of dotted initials ("IBM T.J. Watson Research Center, New York").
  const re = /;|(?<!(?:^|[^A-Za-z])(?:Proc|Conf|Symp|Intl?)|\.[A-Z])\.(?=\s+[A-Z[(]|\s*$)/g;
  // Most comments hold neither character: no cut, without running the regex.
  // Nor at a ";" inside brackets ("Workshop (… Processing; part of EMNLP 2025)"): the bracket's note stays with its name.
  // Nor at a period inside a journal's abbreviation JabRef lists ("to appear in Phys. Plasmas", "J. Phys. G: Nucl. Part.
  // Phys." around the catalogue's "J. Phys. G"): only after its last word.
  if (text.includes(';') || text.includes('.')) for (let m = re.exec(text); m; m = re.exec(text)) {
    if (mentions.some((v) => m!.index >= v.start && m!.index < v.end)) continue;
    if (dotted.length && dotted.some((d) => m!.index >= d.start && m!.index < d.end - 1)) continue;
    if (text.charCodeAt(m.index) === 59 && insideBrackets(text, cuts.length ? cuts[cuts.length - 1] + 1 : 0, m.index)) continue;
    cuts.push(m.index);
  }
  // "Conference: 15th IAA Symposium on … Observation At: Berlin": ResearchGate's "At:" field, the place, ends the name
  // as a period would (round fmprobe: the name had read "… Observation At").
  if (text.includes('At:')) {
    for (const m of text.matchAll(RESEARCHGATE_AT)) if (!cuts.includes(m.index) && !mentions.some((v) => m.index >= v.start && m.index < v.end)) cuts.push(m.index);
    cuts.sort((a, b) => a - b);
  }
  if (urls.length) {
    const more = urlCuts(text, urls).filter((c) => !mentions.some((v) => c >= v.start && c < v.end));
    for (const c of more) if (!cuts.includes(c)) cuts.push(c);
    cuts.sort((a, b) => a - b);
  }
  const out: Clause[] = [];
  let start = 0;
  for (const end of [...cuts, text.length]) {
    out.push({ start, end, mentions: mentions.filter((v) => v.start >= start && v.start < end) });
    start = end + 1;
  }
  return out;
}

/** True when a "(" opened in text[from, at) is still open at `at`. */
function insideBrackets(text: string, from: number, at: number): boolean {
  let depth = 0;
  for (let i = from; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41 && depth > 0) depth--;
  }
  return depth > 0 && text.indexOf(')', at) > at;
}

/** A lower-case word that joins a title's capitalised words ("Metacognition in Generative AI"). */
const TITLE_JOINER = /^\s(?:in|of|for|and)\s$/;
// The last connective is sought without "@": "RLxF@ICML" keeps its acronym with the host.
const CONNECTIVE_G = /\s(?:at|to|in|by|for|from|of|and|as)\s|[,;]\s/g;

/**
 * Where the text between two mentions stops describing the first: at the first connective, unless no status cue
 * follows it, then at the last ("ICML 2026 RLxF: … from World Feedback Workshop, RLxF@ICML": the workshop name
 * belongs to the first mention, "RLxF@" to the second).
 */
const AWAY: ReadonlySet<VenueStatus> = new Set(['submitted', 'under_review', 'rejected', 'previous_version']);

function splitBetween(text: string, a: Mention, b: Mention): number {
  const between = text.slice(a.end, b.start);
  const m = CONNECTIVE.exec(between);
  if (!m) return b.start;
  // "ICML 2025 (submitted to TPAMI)": a bracket still open at the second mention, opened before a status cue that
  // comes ahead of the first connective, starts the second mention's part; the first mention's status must not reach
  // into it. ("ICML 2025 accepted, …" with no bracket, or "COLM 2026 (under review, …) and …", keeps its cue.)
  // Only a cue that takes the paper elsewhere counts: "(Proceedings of SIGGRAPH 2025)" names where the first appears.
  const own = statusCues(between)[0];
  if (own && own.index < m.index && AWAY.has(own.status)) {
    const open = between.lastIndexOf('(', own.index);
    if (open >= 0 && !between.includes(')', open)) return a.end + open;
  }
  // "CVPR 2026 Workshop on Generative AI for Storytelling (CVPRW)": a mention opening a bracket right after a name is
  // a note on it; the name before the bracket is the first mention's, whole.
  if (/\(\s*$/.test(between)) return a.end + between.lastIndexOf('(');
  // A status cue after the first connective starts the second mention's part at the last connective before it
  // ("Workshop on Foundation and Large Vision Models in Remote Sensing, to appear in CVPR 2025 Workshop Proceedings").
  const cue = statusCues(between.slice(m.index))[0];
  const upTo = cue ? m.index + cue.index : between.length;
  let last = m.index;
  CONNECTIVE_G.lastIndex = 0;
  for (let x = CONNECTIVE_G.exec(between); x && x.index < upTo; x = CONNECTIVE_G.exec(between)) {
    // "… and to Metacognition in Generative AI EurIPS workshop": a joiner between two capitalised words, after an earlier
    // connective, is inside a title; the title is the second mention's whole (set 130 part A).
    if (x.index > m.index && TITLE_JOINER.test(x[0]) && /[A-Z][\w\-&]*$/.test(between.slice(0, x.index)) && /^[A-Z]/.test(between.slice(x.index + x[0].length))) continue;
    last = x.index;
  }
  return a.end + last;
}

/** A clause opening with the date of an acceptance: "Accepted on May 4, 2026", "accepted in October 2025". */
const DATED_ACCEPTANCE_OPENS = /^[\s.;,]*accepted\s+(?:on|in)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:19|20)\d{2}[/.-]\d)/i;
/** Where a clause's parts part: a comma or semicolon, or " and " (after which the part shares the clause's status). */
/** An acronym and its year opening a part ("and ICRA 2022"): after "and" only a tag starts a part, not a name's words. */
const FORTHCOMING = /(?<![A-Za-z])(?:to|will)\s+(?:appear|be\s+published)(?![A-Za-z])/i;
const TAG_OPENS = /^(?:the\s+)?(?:(?:IEEE|ACM)\s+)?[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)/;
// (?<!\s): a run of spaces is tried from its first space only (the same match from any later one; linear, not quadratic).
const PART_SEP = /[,;]\s*|(?<!\s)\s+(?:and|\/)\s+/g;
/**
 * "ICCV 2017, IJCV 2019", "RA-L and ICRA 2022", "Accepted at LM4UC Workshop at AAAI'26, Submitted to ACL 2026": a part of
 * a clause holding a list venue, set off by a comma, semicolon, "and" or " / ", that holds no list venue itself but a year, is
 * read as a clause of its own by the generic shapes (a venue no list knows beside one it knows). After "and" the part
 * says no status of its own: it shares that of the clause's list venue read before it.
 */
function unlistedBeside(text: string, c: Clause, id: string, read: Entry[]): { entry: Entry; from: { start: number; end: number } }[] {
  const clause = text.slice(c.start, c.end);
  if (!/(?:19|20)\d{2}|['’]\d{2}/.test(clause) || !PART_SEP.test(clause)) return [];
  const out: { entry: Entry; from: { start: number; end: number } }[] = [];
  let at = 0;
  let joined = false;
  PART_SEP.lastIndex = 0;
  for (let m = PART_SEP.exec(clause); ; m = PART_SEP.exec(clause)) {
    const end = m ? m.index : clause.length;
    const start = c.start + at;
    const part = clause.slice(at, end);
    // The first part only as a tag opening it ("ICCV 2017, IJCV 2019": the list venue after it); after "and" a part with
    // a cue of its own ("rejected by ICLR 2023, and … resubmitted to ICCV 2023").
    const first = at === 0 && m !== null && TAG_OPENS.test(part.trimStart());
    if ((at > 0 || first) && /(?:19|20)\d{2}|['’]\d{2}/.test(part) && (!joined || TAG_OPENS.test(part) || statusCues(part).length > 0) && !c.mentions.some((v) => v.start < c.start + end && v.end > start)) {
      const g = genericVenue(part.trim(), postedMonth(id));
      const own = statusCues(part).length > 0;
      // Never a workshop (beside a list host it is that host's, read already), nor an event of the year a list venue
      // of the clause has with no cue of its own ("SLRTP2025, CVPR2025", "co-located with KR 2026 and FLoC 2026").
      if (g && g.track !== 'workshop' && (own || g.track === 'findings' || !read.some((e) => e.year === g.year)) && !findVenue(g.venue)
        && !read.some((e) => e.venue === g.venue || e.workshop === g.venue) && !out.some((o) => o.entry.venue === g.venue)) {
        // "To appear in TPLP, Proceedings of the 41st … (ICLP 2025)": the proceedings are the forthcoming ones.
        const shared = joined && !own ? read[read.length - 1]?.status : g.status === 'published' && FORTHCOMING.test(clause.slice(0, at)) ? 'accepted' : undefined;
        out.push({ entry: shared ? { ...g, status: shared } : g, from: { start, end: c.start + end } });
      }
    }
    if (!m) break;
    joined = /and/.test(m[0]);
    at = m.index + m[0].length;
  }
  return out;
}

/** "Challenge at ICRA~2026": LaTeX's tie (a space that does not break) between two words, or a word and its year, is a space (same length). */
const TIE = /(?<=[A-Za-z0-9])~(?=[A-Za-z0-9])/g;
function untied(text: string): string {
  return text.includes('~') ? text.replace(TIE, ' ') : text;
}

function fromText(id: string, raw: string, source: VenueMention['source'], firstKey = 0): VenueMention[] {
  const free = urlFree(raw);
  // No URL or domain: blanking only turns line breaks into spaces (urlFree has already looked for domains).
  const text = blankSpelledOut(blankNotices(untied(free ? spacesOnly(raw) : blankUrls(raw))));
  const dois = doiSpans(raw);
  const all = findMentions(text, firstKey > 0 && free ? firstKey : 0);
  const found = dois.length ? all.filter((m) => !dois.some(([s, e]) => m.start >= s && m.start < e)) : all;
  const dotted = source === 'comments' ? dottedJournals(text) : [];
  const abbreviated = dotted.length ? abbreviationMentions(text, dotted, found) : [];
  const mentions = abbreviated.length ? [...found, ...abbreviated].sort((a, b) => a.start - b.start) : found;
  if (!mentions.length && (source === 'comments' ? !/workshop/i.test(text) && !WS_BRACKET.test(text) && !genericHint(text) : false)) return [];
  const clauses = source === 'journal-ref' ? [{ start: 0, end: text.length, mentions }] : clausesOf(text, mentions, dotted, free ? [] : urlSpans(raw));
  const out: VenueMention[] = [];
  const entries: Entry[] = [];
  const evidences: string[] = [];
  // The clause each entry was read from.
  const entryClause: number[] = [];
  clauses.forEach((c, ci) => {
    if (!c.mentions.length) {
      const clause = text.slice(c.start, c.end);
      const lone = source === 'comments' ? loneWorkshopTag(clause, postedMonth(id)) : null;
      if (lone) {
        // "ICCV 2025; OpenSUN3D Workshop; Camera ready version": the tag right after a host's main-track tag is that
        // host's workshop; alone, the workshop is its own venue, its edition the posting year's (a bare tag: accepted).
        const k = entries.length - 1;
        const host = k >= 0 && entryClause[k] === ci - 1 ? entries[k] : null;
        // "MICCAI 2025; ASMUS workshop" with MICCAI unlisted: after a bare tag no list knows, as after a listed host.
        const tag = !lone.host && bareTagBefore(out, ci, lone.year);
        if (host && host.track === 'main' && host.workshop === null && findVenue(host.venue)?.kind === 'conference' && (lone.year === null || lone.year === host.year)) {
          host.track = 'workshop';
          host.workshop = lone.name;
        } else if (tag) {
          out[out.indexOf(tag)] = mentionWith(tag, { track: 'workshop', workshop: lone.name });
        } else {
          const posted = postedMonth(id);
          // "ICC workshop": a conference the lists know is the host of an unnamed workshop, not the workshop's name.
          const hostItself = lone.host || findVenue(lone.name)?.kind === 'conference';
          out.push(toMention({ venue: lone.name, year: lone.year ?? posted?.year ?? null, track: 'workshop', workshop: hostItself ? null : lone.name, status: 'accepted', presentation: null }, source, evidence(raw, c)));
        }
        return;
      }
      // "MICCAI 2025; ASMUS": an acronym in capitals alone in the clause right after a bare tag names a workshop held at
      // that event (as an acronym before a host does), never a second venue nor the event's main track.
      const acronym = source === 'comments' ? loneAcronym(clause) : null;
      const tagged = acronym ? bareTagBefore(out, ci, null) : null;
      if (acronym && tagged) {
        out[out.indexOf(tagged)] = mentionWith(tagged, { track: 'workshop', workshop: acronym });
        return;
      }
      // A clause set in capitals ("PREPRINT SUBMITTED TO DATA IN BRIEF (ELSEVIER)") is read again in title case when
      // nothing is found as written (acronyms then lose their shape, so only as a fallback).
      // "21 pages, 7 figures. ICML 2026": a clause after a stop opens where its first word does (the tag shapes are
      // anchored at the clause's start).
      const opened = clause.trimStart();
      const read = source === 'comments'
        ? genericWorkshop(opened, postedMonth(id)) ?? genericVenue(opened, postedMonth(id)) ?? (CAPS_RUN.test(opened) ? genericVenue(titleCased(opened), postedMonth(id)) : lowerCaseTag(opened, postedMonth(id)))
          ?? kindTag(opened, postedMonth(id)) ?? workshopKindTag(opened)
        : null;
      // "… (WOAH 2026) at EMNLP 2026": the host the clause then states is the venue, the event its workshop.
      // "Proceedings of the 43 rd International Conference on Machine Learning (ICML 2026)": a name and its acronym in
      // brackets after a proceedings cue, where the shapes above read nothing (proceedings-tag.ts).
      const readOrTag = read ?? (source === 'comments' ? proceedingsTag(opened, postedMonth(id)) : null);
      const stated = readOrTag && hostStatedBefore(hostStatedAfter(readOrTag, opened), opened);
      // "… Workshop (NLLP) 2025, co-located with EMNLP": a workshop read with no host, or nothing read, when the clause
      // joins a workshop to a host no list knows (linked-workshop.ts): that host's workshop.
      // "accepted at SlavNLP-2025@ACL": a tag read as a main track right before "@" and a host's acronym is a workshop there.
      const g0 = source === 'comments' && (!stated || (stated.track === 'workshop' && (stated.venue === stated.workshop || GLUED_YEAR.test(stated.venue))) || (stated.track === 'main' && TAG_AT_HOST.test(opened))) ? linkedWorkshop(opened, postedMonth(id), stated) ?? stated : stated;
      // "Efficient ML Workshop at NeurIPSW 2023": whichever reader took the host's workshops tag for the host, the host is named.
      const g = g0 && !gluedNameAlone(g0, opened, text) ? asHostWorkshops(g0) : null;
      // "submitted to <a venue no list knows>. Under review.": the later clause's status, as for a list venue.
      // "Submitted to IEEE RTCSA on March 26, 2026 (KST); Accepted on May 4, 2026 (KST)": a dated acceptance opening the next clause.
      // "… accepted at NLDB 2025 (Springer LNCS). The final version is available at <DOI>": the paper is out, as for a
      // list venue (statusOf).
      const later = g?.status === 'submitted' ? statusCues(tailOf(text, clauses, ci)).find((t) => t.status === 'under_review' || t.status === 'rejected')
        ?? (DATED_ACCEPTANCE_OPENS.test(tailOf(text, clauses, ci)) ? { status: 'accepted' as const } : undefined)
        : g?.status === 'accepted' && FINAL_VERSION_OUT.test(tailOf(text, clauses, ci)) ? { status: 'published' as const } : undefined;
      // "LOCO 2024, December 3, 2024, Glasgow/Online; Extended Abstract": a particular track named alone in the clauses
      // after an accepted main-track reading is the paper's (never read as main when the text says less).
      const laterTrack = g && !later && g.track === 'main' && g.status === 'accepted' ? specificTrackCue(tailOf(text, clauses, ci)) : null;
      // "Accepted by CVPR 2026 workshop; NTIRE 2026": an event's tag right after a listed host's unnamed workshop names
      // that workshop (as a lone "… Workshop" tag does above), never a main track of its own.
      const k = entries.length - 1;
      const unnamed = g && k >= 0 && entryClause[k] === ci - 1 ? entries[k] : null;
      // "NTIRE 2026 Challenge Report" (a challenge read at its tag: track other) names that workshop too.
      if (g && unnamed && unnamed.track === 'workshop' && unnamed.workshop === null && (g.track === 'main' || (g.track === 'other' && g.status === 'unclear')) && (g.year === null || g.year === unnamed.year)
        && findVenue(unnamed.venue)?.kind === 'conference') {
        unnamed.workshop = g.venue;
        return;
      }
      // A challenge report named in the clause is a challenge paper at the event (README: track other), never its main
      // track; a stated acceptance or publication stays the paper's status.
      const track = laterTrack ?? (g && g.track === 'main' && CHALLENGE_REPORT.test(opened) ? 'other' : null);
      // "…; co-located with The 24th International Semantic Web Conference, ISWC 2025": a clause opened by the co-location
      // words names where an event of the paper is held, never the paper's main track: that host's unnamed workshop
      // (foldColocated names it by the workshop read before).
      const colocated = source === 'comments' && (!g || g.track === 'main') ? colocatedHost(opened, g, postedMonth(id)) : null;
      if (colocated) {
        out.push(toMention(colocated, source, evidence(raw, c)));
        return;
      }
      if (g) {
        // "To appear in Proceedings of the … (IV), 2026. Accepted for oral presentation": a presentation stated alone in the
        // next clause (no venue, no year of its own) is the paper's at the event read, as for a list venue.
        const said = g.presentation === null && (g.status === 'accepted' || g.status === 'published') ? nextClausePresentation(text, clauses, ci) : null;
        const g2 = said ? { ...g, presentation: said } : g;
        const m = toMention(later ? { ...g2, status: later.status } : track ? { ...g2, track } : g2, source, evidence(raw, c));
        out.push(m);
        GENERIC_CLAUSE.set(m, ci);
        const listed = source === 'comments' ? listedEvent(opened, g2, postedMonth(id)) : null;
        if (listed) out.push(toMention(listed, source, evidence(raw, c)));
        const second = source === 'comments' ? coordinatedReading(opened, g, postedMonth(id)) : null;
        if (second) out.push(toMention(second, source, evidence(raw, c)));
      }
      return;
    }
    const tail = tailOf(text, clauses, ci);
    const ev = evidence(raw, c);
    const read = fromClause(id, text, c, tail, source);
    // "Under review. NeurIPS 2026", "Submitted; ICML 2026": a clause that only states a pending status, naming no venue,
    // right before a bare tag is that tag's status (the tag alone would read as accepted, README); the tag's own cue, or a
    // presentation it states (an accepted paper's), wins. "Under review. Submitted to Interspeech 2026": a submission
    // said to be under review, the clauses in either order, is under review (README: "submitted … and under review").
    if (ci > 0 && !clauses[ci - 1].mentions.length && read.some((e) => UNSTATED.has(e) || e.status === 'submitted')) {
      const head = PENDING_ONLY.exec(text.slice(clauses[ci - 1].start, clauses[ci - 1].end));
      const review = !!head && /review|submission/i.test(head[1]);
      if (head) {
        for (const e of read) {
          if (UNSTATED.has(e) && !e.presentation) { e.status = review ? 'under_review' : 'submitted'; UNSTATED.delete(e); }
          else if (review && e.status === 'submitted') e.status = 'under_review';
        }
      }
    }
    for (const e of read) { entries.push(c.mentions.length === 1 ? listedWorkshopHost(e, text.slice(c.start, c.end)) : e); evidences.push(ev); entryClause.push(ci); }
    if (source === 'comments') {
      for (const { entry, from } of unlistedBeside(text, c, id, read)) { entries.push(entry); evidences.push(evidence(raw, { start: from.start, end: from.end, mentions: [] })); entryClause.push(ci); }
    }
  });
  shareStatedYears(entries);
  dropRestatedHost(entries, evidences, text);
  entries.forEach((e, i) => {
    const mention = toMention(e, source, evidences[i]);
    if (UNSTATED.has(e)) UNSTATED.add(mention);
    out.push(mention);
  });
  foldColocated(out);
  if (source === 'comments') foldHostAfter(out, raw);
  if (!out.length && source === 'journal-ref') {
    // "Proc. 6th European Dependable Computing Conference (EDCC-6), …": a citation of an event's proceedings that no list
    // knows is read as the comments' generic reader reads the event, in the citation's year; printed proceedings: published.
    const g = PROCEEDINGS_LEAD.test(text) ? genericVenue(text, postedMonth(id)) : null;
    const f = g ? { ...g, year: journalRefYear(text) ?? g.year, status: 'published' as const } : journalRefFallback(text);
    if (f) out.push(toMention(f, source, raw.trim().slice(0, 240)));
  }
  return out;
}

/**
 * "2025 IEEE International Conference on Knowledge Graphs (ICKG)": a journal-ref that is an event's formal name led by
 * its year, read as the comments' generic reader reads the event; published only when cited with pages (README: a
 * journal-ref that is only the venue and year is accepted). Not when the comments name a workshop with no host: the
 * event the journal-ref names is then that workshop's host, whose proceedings print it.
 */
function yearLedEvent(id: string, ref: string): VenueMention[] {
  if (!YEAR_LED_EVENT.test(ref) && !EVENT_LED_CITATION.test(ref)) return [];
  // "International Conference On Artificial Intelligence Testing": the preposition title-cased as the other words.
  const named = ref.replace(/(?<=(?:Conference|Symposium|Workshop|Congress)\s+)O(?=[nf]\s)/, 'o');
  // "4th Workshop on Quiet Lanterns, Rome, Italy (2012)": the bare reader takes a workshop's spelled name only in its
  // formal shape (its acronym and year in brackets), since a name alone in the comments may be a topic; a journal-ref
  // names only where the paper is, so a workshop's name led there is read as after a cue (round v309, set 309 part A).
  const g = genericVenue(named, postedMonth(id)) ?? (WORKSHOP_LED_CITATION.test(ref) ? genericVenue(`Presented at the ${named.trim()}`, postedMonth(id)) : null);
  return g ? [toMention({ ...g, year: journalRefYear(ref) ?? g.year, status: PAGES.test(ref) || YEAR_THEN_PAGES.test(ref) ? 'published' : 'accepted' }, 'journal-ref', ref.trim().slice(0, 240))] : [];
}
/** "ECAI2025 Conference": a host read with its year glued on is no name as written. */
const GLUED_YEAR = /[A-Za-z](?:19|20)\d{2}(?!\d)/;
/** "SlavNLP-2025@ACL", "ClimateNLP 2025@ACL": an acronym's year, "@", a host's acronym. */
const TAG_AT_HOST = /[A-Za-z][\-\s]?(?:19|20)\d{2}\s*@\s*(?:(?:IEEE|ACM)\s+)?[A-Z][A-Za-z0-9]*[A-Z]/;
/** The clause a generic reading came from (for the lone tags of the clause after it). */
const GENERIC_CLAUSE = new WeakMap<VenueMention, number>();
/**
 * The last entry read, when it is a venue no list knows read from the clause right before clause `ci`, that clause
 * ending in its tag ("MICCAI 2025", "Accepted at MICCAI 2025"; main track or an unnamed workshop, accepted), in year
 * `year` when given; else null.
 */
function bareTagBefore(out: VenueMention[], ci: number, year: number | null): VenueMention | null {
  const last = out[out.length - 1];
  if (!last || GENERIC_CLAUSE.get(last) !== ci - 1 || (last.track !== 'main' && last.track !== 'workshop') || last.workshop !== null || last.status !== 'accepted') return null;
  return TAG_ENDS.test(last.evidence) && (year === null || year === last.year) ? last : null;
}
/** A clause ending in an event's tag ("MICCAI 2025", "Accepted at MICCAI 2025."). */
const TAG_ENDS = /(?<![A-Za-z])[A-Z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s*\.?$/;
/** A clause that is only an acronym in capitals ("ASMUS"), no word of status, presentation or publisher. */
const LONE_ACRONYM = /^\s*([A-Z][A-Z0-9]{2,}(?:-[A-Z0-9]+)?)\s*\.?\s*$/;
const NOT_WORKSHOP_ACRONYMS = /^(?:IEEE|ACM|PMLR|LNCS|CEUR|AAAI|SPIE|USENIX|ORAL|POSTER|SPOTLIGHT|NOTE|CODE|DRAFT|PREPRINT|ACCEPTED|FINAL|CCF|CORE|USA|UK|EU)$/;
function loneAcronym(clause: string): string | null {
  const m = LONE_ACRONYM.exec(clause);
  return m && !NOT_WORKSHOP_ACRONYMS.test(m[1]) && !statusCues(m[1]).length && !findVenue(m[1]) ? m[1] : null;
}
const hostlessWorkshop = (e: VenueMention) => e.track === 'workshop' && e.workshop !== null && e.venue === e.workshop;
/** A journal-ref opening with a year, then an event's formal name ("2025 IEEE International Conference on …"). */
const YEAR_LED_EVENT = /^\s*(?:19|20)\d{2}\s+(?:(?:IEEE|ACM|IFIP|SIAM)(?:\/\w+)?\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:International|Annual|Joint)\s+)?(?:Conference|Symposium|Workshop|Congress)\s+[Oo][nf]\s/;
/**
 * "Symposium on Quiet Lanterns, Dust and Rain (2004) 1-7": a journal-ref that is an event's spelled name (an edition and
 * "International / Annual / Joint" before the event word allowed) with the year written after it in parentheses —
 * commas inside the name keep journalRefFallback, whose name holds none, from reading it (round v273, set 273 part A).
 */
const EVENT_LED_CITATION = /^\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:International|Annual|Joint)\s+)?(?:Conference|Symposium|Workshop|Congress)\s+[Oo][nf]\s[^()]{3,200}\((?:19|20)\d{2}\)/;
/**
 * ", and will be presented at", " and published in": "and", then a status cue of its own, joining a second event to the
 * one a clause's cue named ("Presented at the Quiet Lantern Conference 2025, and will be presented at the Dust Fall
 * Meeting 2025"; round v309, set 310 part A).
 */
const COORDINATED_CUE = /,?\s+and\s+(?=(?:(?:will|to)\s+be\s+|(?:was|were|has\s+been|have\s+been|is)\s+)?(?:presented|published|accepted|submitted)\s+(?:at|in|to|by)\s)/g;
/**
 * The event a second, coordinated cue in the clause names (the generic readers read one per clause, from its first
 * cue): read from that cue on, when it names another venue than `first`; else null.
 */
function coordinatedReading(clause: string, first: VenueEntry, posted: ReturnType<typeof postedMonth>): VenueEntry | null {
  if (!clause.includes(' and ')) return null;
  COORDINATED_CUE.lastIndex = 0;
  for (let m = COORDINATED_CUE.exec(clause); m; m = COORDINATED_CUE.exec(clause)) {
    const head = clause.slice(0, m.index);
    // the first reading's name stands before the join (else the join is inside the name the reader read)
    if (!head.toLowerCase().includes(first.venue.toLowerCase())) continue;
    const rest = clause.slice(m.index + m[0].length);
    const e = genericVenue(rest.charAt(0).toUpperCase() + rest.slice(1), posted);
    if (e && e.venue.toLowerCase() !== first.venue.toLowerCase()) return e;
  }
  return null;
}
/**
 * ", Quiet Lantern Conference 2025": after the event (and its year) a clause's cue named, a comma, then capitalised words ending in an
 * event word and a year, closed by a comma, "and" or the clause's end — a second event of the same list, the same cue's
 * (round v309, set 310 part A: "Partially presented at A 2025 Symposium, B Conference 2025, and …").
 */
const LISTED_EVENT = /^[^,\d]{0,40}(?:19|20)\d{2}[^,\d]{0,20},\s+((?:[A-Z][\w\-]*\s+){1,6}(?:Conference|Symposium|Workshop|Meeting|Congress)\s+(?:19|20)\d{2})(?=\s*(?:,|;|\.|$))/;
/** The event LISTED_EVENT finds after `first` in the clause, read with `first`'s status; else null. */
function listedEvent(clause: string, first: VenueEntry, posted: ReturnType<typeof postedMonth>): VenueEntry | null {
  const at = clause.indexOf(first.venue);
  if (at < 0 || !clause.includes(',', at)) return null;
  const m = LISTED_EVENT.exec(clause.slice(at + first.venue.length));
  const e = m ? genericVenue(`Presented at the ${m[1]}`, posted) : null;
  return e && e.venue.toLowerCase() !== first.venue.toLowerCase() ? { ...e, status: first.status } : null;
}
/** EVENT_LED_CITATION's workshop form: "Workshop on" (maybe "International", an edition before) opening the journal-ref. */
const WORKSHOP_LED_CITATION = /^\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:International\s+)?Workshop\s+[Oo][nf]\s/;
/** A page range right after a citation's parenthesised year ("(2004) 1-7", "(2007) 12–30"). */
const YEAR_THEN_PAGES = /\((?:19|20)\d{2}\)\s*\d{1,5}\s*[-–]\s*\d{1,5}\s*$/;
/** Pages cited ("pp. 26-33", "pages 1-10"). */
const PAGES = /\b(?:pp?\.|pages?)\s*\d/i;

/** A journal-ref opening with the proceedings of an event ("Proceedings of the 5th …", "Proc. 2005 IEEE …", "In Proceedings of"). */
const PROCEEDINGS_LEAD = /^\s*(?:In\s+)?(?:Proceedings|Proc\.)\s/;

/** The presentation the clause after `ci` states when it names no venue and writes no year, else null. */
function nextClausePresentation(text: string, clauses: readonly Clause[], ci: number): 'oral' | 'spotlight' | 'poster' | null {
  const next = ci + 1 < clauses.length && !clauses[ci + 1].mentions.length ? text.slice(clauses[ci + 1].start, clauses[ci + 1].end) : '';
  return next && !/(?:19|20)\d{2}|['’]\d{2}/.test(next) ? presentationCue(next) : null;
}

/** The text of the clauses after clause `ci` up to the next clause that names a venue, each with the "." or ";" before it. */
function tailOf(text: string, clauses: readonly Clause[], ci: number): string {
  let tail = '';
  for (let k = ci + 1; k < clauses.length && !clauses[k].mentions.length; k++) tail += text.slice(clauses[k].start - 1, clauses[k].end);
  return tail;
}

function evidence(raw: string, c: Clause): string {
  const s = raw.slice(c.start, c.end);
  return (hasWsRun(s) ? s.replace(WS_RUN, ' ') : s).trim().slice(0, 240);
}

/** True when `c` is a character /\s/ matches. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && (c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279));
}

/** Whether WS_RUN matches in `s`, by one pass over its characters (most evidence has nothing to collapse). */
function hasWsRun(s: string): boolean {
  let prev = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) { if (prev) return true; prev = true; } else if (isSpace(c)) return true; else prev = false;
  }
  return false;
}

/** Runs of whitespace that are not already a single space (same result as /\s+/ -> ' ', fewer replacements). */
const WS_RUN = /\s{2,}|[^\S ]/g;

type Entry = Omit<VenueMention, 'source' | 'evidence'> & { inferred?: boolean };

/** True when text[from, to) is one slash with only spaces around it ("KR/ICAPS", "KR / ICAPS"). */
function slashOnly(text: string, from: number, to: number): boolean {
  let slash = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 && !slash) slash = true;
    else if (c !== 32) return false;
  }
  return slash;
}
const LOOSE_BEFORE = /\b(?:the|our|a|an|from|of|during|with|by)\s+$/i;

/**
 * The end of `s` from its last run of word characters (\w) before its trailing spaces: where a regex of the shape
 * /\b(?:WORD|…)\s+$/ can match, so testing it there gives the same answer without trying every earlier position.
 */
function lastWordOn(s: string): string {
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 32) j--;
  let i = j;
  while (i > 0 && isWordChar(s.charCodeAt(i - 1))) i--;
  return i === 0 ? s : s.slice(i);
}

/** True when `c` is a character /\w/ matches (ASCII letters, digits, "_"), read without a one-character string. */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 95;
}
/** "… as a TVCG journal paper": the name is a venue of the paper (the journal side of a conference edition). */
const AS_JOURNAL_PAPER = /\bas\s+an?\s+$/i;
const VENUE_PAPER_AFTER = /^\s+paper(?![A-Za-z])/;
const PAPER_AFTER = /^\s+(?:journal|conference)\s+(?:paper|article|track)/i;

/** "ACL main (Oral)", "EMNLP main": the word "main" (maybe a bracket) closing the clause after the name tags its main track. */
// "ICML main conference 2026, 9 pages": the year may close it, and the paper's counts follow it.
const COUNTS_CLOSING = String.raw`(?:,\s*\d+\s*(?:pages?|figures?|tables?)\b[^;]*)?$`;
const MAIN_TAG_AFTER = new RegExp(String.raw`^\s+main(?:\s+(?:conference|track|papers?|proceedings))?(?:\s+(?:19|20)\d{2})?\s*(?:\([^()]{1,40}\)\s*)?${COUNTS_CLOSING}`);
/**
 * "11 pages, 6 Figures, CVPR conference", "aaai poster": the word "conference" (maybe "paper" and a year), or how the
 * paper is presented, closing the clause right after the name tags the record as that venue's paper. So does a
 * "journal track" or "conference track" closing a bracket ("ACM TOG 2025 (SIGGRAPH journal track)": the track in lower
 * case, read as "(SIGGRAPH Journal Track)" was; round v277, set 278 part A).
 */
const KIND_TAG_AFTER = new RegExp(String.raw`^\s+(?:conference(?:\s+paper)?(?:\s+(?:19|20)\d{2})?|(?:poster|oral|spotlight)(?:\s+(?:paper|presentation))?|(?:journal|conference)\s+track\s*\))\s*${COUNTS_CLOSING}`, 'i');
const THE_OPENS = /^\s*the\s+$/i;
const EVENT_WORD = /\s(?:Conference|Symposium|Workshop|Congress)\s/;
const YEAR_IN_CLAUSE = /^,(?:\s+[A-Z][A-Za-z]*\.?,)*\s*(?:19|20)\d{2}(?!\d)\s*(?:$|[.;])/;

/** A name used as an ordinary word ("the COLM reviewers"): no status, no year, no track, inside a sentence. */
function incidental(a: Around): boolean {
  // The cheapest test first: most names stand after no loose word and before no lower-case one.
  if (!LOOSE_BEFORE.test(lastWordOn(a.pre)) && !/^\s+[a-z]/.test(a.post)) return false;
  if (AS_JOURNAL_PAPER.test(a.pre) && PAPER_AFTER.test(a.post)) return false;
  // "14 pages, IROS paper, …": the name tagging the record as its paper.
  if (!LOOSE_BEFORE.test(a.pre) && (VENUE_PAPER_AFTER.test(a.post) || MAIN_TAG_AFTER.test(a.post) || KIND_TAG_AFTER.test(a.post))) return false;
  if (preCues(a).length || postCues(a).length || trackCueJoined(a.pre, a.post)) return false;
  // "The Asilomar Conference on Signals, Systems, and Computers, Monterey, CA, Nov., 2012": a spelled-out event's name
  // after the "The" that opens its clause, then only places, a month and the year, tags the record like the bare name.
  if (THE_OPENS.test(a.pre) && EVENT_WORD.test(a.span) && YEAR_IN_CLAUSE.test(a.post)) return false;
  return !/(?:19|20)\d{2}|['’]\d{2}/.test(a.span) && attachedYear(a.post.replace(/^\s*\)/, '')) === null;
}

/** A year inferred from the submission month yields to a year written for the same venue elsewhere in the text. */
function shareStatedYears(list: Entry[]): void {
  if (list.length < 2) return;
  for (const e of list) {
    if (!e.inferred) continue;
    const stated = list.find((o) => o !== e && !o.inferred && o.venue === e.venue && o.year !== null);
    if (stated) e.year = stated.year;
  }
}

function toMention(e0: Entry, source: VenueMention['source'], evidenceText: string): VenueMention {
  const e = conferenceWorkshops(e0);
  return { venue: oneSpaced(e.venue), year: e.year, track: e.track, workshop: e.workshop && oneSpaced(e.workshop), status: e.status, presentation: e.presentation, source, evidence: evidenceText };
}

/**
 * "33 pages, ICML Workshop", "submitted to ICPR workshop", "Accepted to ICCV Workshop 2025": a workshop read as its own
 * venue under an acronym no list knows, where the acronym has an International Conference's shape ("IC…", four or five
 * capitals: every "IC…" acronym of the catalogue, 75 of 75, is a conference's; six or more, "ICBINB", may be a
 * workshop's own), is that conference's workshop, unnamed — the text names the host, not a workshop (round 15, unseen7).
 * Says less than before (no workshop name), never more.
 */
const CONFERENCE_INITIALS = /^(IC(?!J)[A-Z]{2,3})(?:\s+[Ww]orkshops?)?$/;
function conferenceWorkshops(e: Entry): Entry {
  if (e.track !== 'workshop' || e.workshop === null || e.workshop !== e.venue) return e;
  const m = CONFERENCE_INITIALS.exec(e.venue);
  return m && !findVenue(m[1]) ? { ...e, venue: m[1], workshop: null } : e;
}

/** A name as written across a line break ("Acta\n  Mechanica Sinica") keeps one space between its words. */
function oneSpaced(name: string): string {
  return name.includes('  ') ? name.replace(/\s+/g, ' ') : name;
}

function fromClause(id: string, text: string, c: Clause, tail: string, source: VenueMention['source']): Entry[] {
  // "MICCAI 2026 @ The Efficient Medical AI (EMA4MICCAI) Workshop": the host's acronym closing a longer one after a
  // digit, once the host is named, is that workshop's name in the host's context, not a second mention.
  let ms = c.mentions.filter((m, i, all) => !(i > 0 && GLUED_DIGIT_BEFORE.test(text.slice(Math.max(0, m.start - 2), m.start)) && all.slice(0, i).some((p) => p.venue.name === m.venue.name)));
  let hostedWorkshop: string | null = null;
  const hosts = ms.filter((m) => m.venue.kind === 'conference');
  if (hosts.length && ms.some((m) => m.venue.kind === 'workshop')) {
    hostedWorkshop = ms.find((m) => m.venue.kind === 'workshop')!.venue.name;
    ms = ms.filter((m) => m.venue.kind !== 'workshop');
  }
  const out: Entry[] = [];
  // Where the text between mention i and i + 1 is cut, computed once per pair.
  const cuts: number[] = [];
  for (let i = 0; i + 1 < ms.length; i++) cuts.push(splitBetween(text, ms[i], ms[i + 1]));
  // cuts[i]: where mention i's part ends (the clause's end for the last mention).
  cuts.push(c.end);
  ms.forEach((m, i) => {
    const preStart = i === 0 ? c.start : cuts[i - 1];
    const postEnd = cuts[i];
    const pre = text.slice(preStart, m.start);
    // STUDIED_WORK ends in "(" and white space: a part before the name not ending so is not one (no regex run).
    if (ELSEWHERE.test(pre) || (pre.trimEnd().endsWith('(') && STUDIED_WORK.test(pre)) || EXTENDED_AS_CITED.test(pre)) return;
    // "the joint KR/ICAPS 2025 workshop …": two hosts joined by a slash share the year and what follows.
    const joint = i < ms.length - 1 && slashOnly(text, m.end, ms[i + 1].start);
    const post = joint ? `${text.slice(m.end, ms[i + 1].start)}${text.slice(ms[i + 1].end, cuts[i + 1])}` : text.slice(m.end, postEnd);
    const around = { pre, span: text.slice(m.start, m.end), post, tail: i === ms.length - 1 || joint && i + 1 === ms.length - 1 ? tail : '' };
    if (OTHERS_EARLIER_WORK.test(pre) && CLAIM_AFTER.test(post)) return;
    // "ACM Transactions on Graphics (Proc. of SIGGRAPH), 2026": a conference whose proceedings a bracket right after a
    // journal names is where the journal prints the paper (the printer rule below), never a loose mention, with or
    // without its year inside the bracket.
    const proceedingsOfPrinted = i > 0 && m.venue.kind === 'conference' && ms[i - 1].venue.kind === 'journal' && PROCEEDINGS_BRACKET_BEFORE.exec(text.slice(ms[i - 1].end, m.start))?.[1] !== undefined;
    if (source === 'comments' && !proceedingsOfPrinted && incidental(around)) return;
    // "to appear in the ACL Anthology", "AAAI Press": the host's archive or press prints the paper; no claim on its event.
    if (m.venue.kind === 'conference' && ARCHIVE_AFTER.test(post)) return;
    // "Eurographics STAR (Computer Graphics Forum)": a journal alone in parentheses right after a conference is where
    // that conference's papers are printed, one entry with it, not a second venue. A journal paper or track stated in
    // words ("IEEE VR 2026 as a TVCG journal paper", "(TVCG Journal Track)") stays a venue of its own (README labels),
    // and so does a journal named after the conference ("the Transactions of ACL (TACL)").
    if (m.venue.kind === 'journal' && i > 0 && ms[i - 1].venue.kind === 'conference' && out.length && (PRINTED_IN_BEFORE.test(text.slice(ms[i - 1].end, m.start)) && PRINTED_IN_AFTER.test(post) || SLASH_PRINTED_BEFORE.test(text.slice(ms[i - 1].end, m.start)) && SLASH_PRINTED_AFTER.test(post)) && !OF_BEFORE.test(text.slice(Math.max(0, ms[i - 1].start - 30), ms[i - 1].start))) return;
    const e = analyse(id, seriesAfterYear(m, post) ?? m, around, source);
    // "ACM Transactions on Graphics (Proceedings of SIGGRAPH 2025)": a listed conference's proceedings in parentheses
    // right after a journal are the journal's issue that prints them: one entry, the conference's, with the journal's
    // status when that is further on (set 136 part A; the earlier sets label these so). So is a graphics conference's
    // bare tag there ("In ACM TOG (SIGGRAPH 2026)", "Computer Graphics Forum (EGSR 2025)"): the field's journals print
    // its conferences' papers (CCF's area of the conference), while elsewhere a journal paper may be shown at a
    // conference besides ("TMLR (ICLR 2026)", two venues).
    const printer = i > 0 && m.venue.kind === 'conference' && ms[i - 1].venue.kind === 'journal' && e.track === 'main' && out.length ? out[out.length - 1] : undefined;
    const between = printer ? PROCEEDINGS_BRACKET_BEFORE.exec(text.slice(ms[i - 1].end, m.start)) : null;
    if (printer && between && printer.venue === ms[i - 1].venue.name && printer.track === 'main' && PRINTED_IN_AFTER.test(post) && (between[1] !== undefined || m.venue.area?.en === 'Graphics')) {
      out.pop();
      if (statusRank(printer.status) > statusRank(e.status)) e.status = printer.status;
    }
    // "Accepted to IEEE ISMAR 2026 (TVCG)", "PGX 2026 / ACM TOG": a listed journal in parentheses (or after a slash)
    // right after the tag of an event no list knows is where that event's papers are printed, as after a listed
    // conference: the event is the venue (its tag's acronym and year), not the journal.
    // "In ACM Transactions on Graphics (SIGGRAPH 2026)": the event's tag in parentheses right after the journal, the same.
    const printedIn = m.venue.kind === 'journal' && i === 0 && source === 'comments' ? unlistedTagBefore(pre, post) ?? (i === ms.length - 1 ? unlistedTagAfter(post, around.span) : null) : null;
    if (printedIn) { e.venue = printedIn.venue; e.year = printedIn.year; e.track = 'main'; e.workshop = null; e.inferred = false; }
    if (hostedWorkshop && m === hosts[0]) { e.track = 'workshop'; e.workshop = hostedWorkshop; }
    // "co-located with EDBT/ICDT 2026": the second of two hosts joined by a slash hosts the same workshop.
    const prevJoint = i > 0 && slashOnly(text, ms[i - 1].end, m.start) ? out[out.length - 1] : undefined;
    if (prevJoint && prevJoint.track === 'workshop' && prevJoint.workshop && e.track === 'main' && (e.year === prevJoint.year || e.inferred)) {
      e.track = 'workshop'; e.workshop = prevJoint.workshop; e.year = prevJoint.year; e.status = prevJoint.status;
    }
    // "the *SEM conference collocated with EMNLP 2025": the paper is at that conference, the host only hosts it.
    const beside = m.venue.kind === 'conference' && (e.track === 'main' || (e.track === 'workshop' && e.workshop === null)) ? conferenceAtHost(pre) : null;
    if (beside) { e.venue = beside; e.inferred = false; e.track = 'main'; }
    // "the CoNLL conference collocated with EMNLP 2025", "the *SEM conference co-located with …": a listed conference
    // named right before only hosts-words is the paper's; the host (as after ", colocated with") is folded away.
    else if (i > 0 && e.track === 'main' && ms[i - 1].venue.kind === 'conference' && LISTED_CONFERENCE_AT_HOST.test(text.slice(ms[i - 1].end, m.start))) { e.track = 'workshop'; e.workshop = null; }
    // "*SEM workshop at EMNLP 2025", "the CoNLL 2025 workshop at EMNLP 2025": a listed event called a workshop held at the
    // host is the host's workshop of that name, never the host's main track (nor a workshop of its own beside it).
    else if (i > 0 && e.track === 'main' && out.length && out[out.length - 1].venue === ms[i - 1].venue.name && out[out.length - 1].track === 'workshop' && out[out.length - 1].workshop === null && LISTED_WORKSHOP_AT_HOST.test(text.slice(ms[i - 1].end, m.start))) {
      const named = out.pop()!;
      e.track = 'workshop'; e.workshop = named.venue;
      if (statusRank(named.status) > statusRank(e.status)) e.status = named.status;
    }
    // "accepted by ECCV 2026 Workshop on X and submitted the camera-ready version to the ECCV organization": a conference
    // named again later in the clause with no year, no track and no status of its own (a bare acceptance), after a
    // workshop of it the clause names with its year, restates the workshop's host, never a main-track paper besides
    // (round vpool5, set 322 part A). "CVPR 2026 and CVPR 2026 Workshop on X" (the host first, or its year written) and
    // "… and submitted to ICML" (a step of its own) keep both entries.
    if (e.track === 'main' && e.inferred && e.status === 'accepted' && m.venue.kind === 'conference' && out.some((o) => o.venue === e.venue && o.track === 'workshop' && o.workshop !== null && !o.inferred)) return;
    // "IEEE VR 2026 as a TVCG journal paper": the journal paper of that edition.
    if (e.year === null && AS_JOURNAL_PAPER.test(pre) && out.length) e.year = out[out.length - 1].year;
    // "Submitted to NeurIPS 2026 main conference and the ICML 2026 … workshop": a venue joined to the one before by
    // "and", with no cue of its own, shares that venue's submission, review or decision.
    // Not out[-1] when out is empty: an index outside an array is looked up as a property name, in the runtime.
    const prev = out.length ? out[out.length - 1] : undefined;
    // "Will be presented at ACL 2026 and published in the Findings of …": "and" and the participle alone right after a
    // venue whose step is still to come ("will be presented") shares that auxiliary: accepted, not yet in print.
    if (prev && e.status === 'published' && AND_PUBLISHED.test(pre) && FORWARD_PARTICIPLE.test(text.slice(i === 1 ? c.start : cuts[i - 2], ms[i - 1].start))) e.status = 'accepted';
    if (prev && e.status === 'accepted' && SHARED_STATUSES.has(prev.status) && COORDINATED.test(pre) && !preCues(around).length) e.status = prev.status;
    // "Parts of this work were presented at ICASSP 2016, the Iberian Conference on Perception (CIP2022), and ECVP 2022":
    // the venues a list adds after an earlier version's, with no cue of their own, are earlier versions too (a bare
    // list item's default acceptance would be a false main track).
    if (prev && prev.status === 'previous_version' && e.status === 'accepted' && LISTED_AFTER.test(pre) && !preCues(around).length && !postCues(around).length) e.status = 'previous_version';
    // "Accepted as an IEEE TVCG paper at IEEE VR 2026": a journal paper presented at a conference's edition is of that
    // edition's year (as "IEEE VR 2026 as a TVCG journal paper").
    if (prev && prev.year === null && i > 0 && ms[i - 1].venue.kind === 'journal' && m.venue.kind === 'conference' && e.year !== null && !e.inferred && JOURNAL_PAPER_AT.test(text.slice(ms[i - 1].end, m.start))) prev.year = e.year;
    // "under review -- ACL (AACL 2025)": a conference named with no year, then in brackets a venue and its year with no
    // cue of its own, is the edition the cue is about; the bracket shares the submission or review, not a bare tag's
    // acceptance.
    if (prev && e.status === 'accepted' && SHARED_STATUSES.has(prev.status) && prev.inferred && e.year !== null && !e.inferred && i > 0 && BRACKET_ONLY.test(text.slice(ms[i - 1].end, m.start)) && !preCues(around).length && !postCues(around).length) e.status = prev.status;
    // "accepted to the ICML 2026 workshops SCALE and F2S": one workshop entry per workshop the list names.
    // "the Workshop on X (AIWILD) and the Workshop on Y (FAGEN) at ICML 2026": two named workshops of one host, two entries.
    const listed = e.track === 'workshop' && m.venue.kind === 'conference' ? (e.workshop === null ? workshopList(around) : namedPair(around, e.workshop)) : null;
    if (listed) for (const w of listed) out.push({ ...e, workshop: w });
    else out.push(e);
  });
  return out;
}

/** After a host: its edition's year, then one to three capitalised words ("2025 Fall Symposium Series"). */
const YEAR_THEN_WORDS = /^[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})/;
/**
 * "Accepted at the AAAI 2025 Fall Symposium Series", "AAAI 2026 Spring Symposium - …": a host, its edition's year, then
 * words that with the host's name name another venue of the catalogue (the AAAI symposia are venues of their own,
 * README) are that venue, with that year, never the host's main track; else null.
 */
function seriesAfterYear(m: Mention, post: string): Mention | null {
  if (m.venue.kind !== 'conference') return null;
  const w = YEAR_THEN_WORDS.exec(post);
  if (!w) return null;
  const words = w[1].split(/\s+/);
  for (let n = words.length; n > 0; n--) {
    const v = findVenue(`${m.venue.name} ${words.slice(0, n).join(' ')}`);
    if (v && v !== m.venue) return { ...m, venue: v };
  }
  return null;
}

/** A workshop's acronym in a list: capitals and digits, two capitals or a digit at least ("SCALE", "F2S"). */
const LISTED_ACR = String.raw`[A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*`;
/** After the host and its year: "workshops X and Y", "Workshops: X, Y and Z". */
// "ICLR 2026 Workshops (Sci4DL, Re-Align)": the list may also stand in brackets, joined by commas alone.
const WORKSHOPS_LIST_AFTER = new RegExp(String.raw`^(?:\s*(?:['’]?\d{2}|(?:19|20)\d{2}))?\s*[Ww]orkshops\s*(?::?\s+(${LISTED_ACR}(?:\s*,\s*${LISTED_ACR})*\s*,?\s+(?:and|&)\s+${LISTED_ACR})(?![\w&\-])|\(\s*(${LISTED_ACR}(?:\s*,\s*${LISTED_ACR})+(?:\s*,?\s+(?:and|&)\s+${LISTED_ACR})?)\s*\))`);
/**
 * A name in a list before "workshops at": an acronym, or one capitalised word ("Delta") beside one (round v303, set 304
 * part A: "Accepted at Sci4DL and Delta workshops at ICLR 2026" read one unnamed workshop); workshopList asks for a name
 * other than such a word among them, so "the Vision and Language workshops at" is no list.
 */
const LISTED_NAME = String.raw`(?:${LISTED_ACR}|[A-Z][a-z]+(?![\w&\-]))`;
/** Before the host: "the X and Y workshops at", "X, Y and Z workshops @". */
const WORKSHOPS_LIST_BEFORE = new RegExp(String.raw`(?<![\w&\-])(${LISTED_NAME}(?:\s*,\s*${LISTED_NAME})*\s*,?\s+(?:and|&)\s+${LISTED_NAME})\s+[Ww]orkshops\s+(?:at|@|of)\s+(?:the\s+)?$`);
/** A capitalised word alone ("Delta"): a list of nothing else names no workshops (workshopList). */
const PLAIN_WORD = /^[A-Z][a-z]+$/;
/** Before the host, the plural word first: "the workshops X and Y at", "workshops: X, Y and Z @" (set 180 part A). */
const WORKSHOPS_THEN_LIST_BEFORE = new RegExp(String.raw`(?<![A-Za-z])[Ww]orkshops\s*:?\s+(${LISTED_ACR}(?:\s*,\s*${LISTED_ACR})*\s*,?\s+(?:and|&)\s+${LISTED_ACR})\s+(?:at|@|of)\s+(?:the\s+)?$`);

/**
 * "Reliable ML and Regulatable ML workshops, Neurips 2025": two short titles, each a capitalised word or two then an
 * acronym, joined by "and" before the plural word and the host, name one workshop each.
 */
const TITLED = String.raw`(?:[A-Z][a-z][\w\-]*\s+){1,2}[A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*`;
const TITLED_PAIR_BEFORE = new RegExp(String.raw`(?<![\w&\-])(${TITLED}\s+(?:and|&)\s+${TITLED})\s+[Ww]orkshops\s*(?:,|at|@|of)\s+(?:the\s+)?$`);

/** The workshops a plural "workshops" lists by acronym right after or before the host, two or more; else null. */
function workshopList(a: Around): string[] | null {
  const m = WORKSHOPS_LIST_AFTER.exec(a.post) ?? WORKSHOPS_LIST_BEFORE.exec(a.pre) ?? WORKSHOPS_THEN_LIST_BEFORE.exec(a.pre) ?? (a.pre.includes('orkshops') ? TITLED_PAIR_BEFORE.exec(a.pre) : null);
  if (!m) return null;
  const names = (m[1] ?? m[2]).split(/\s*,\s*|\s+(?:and|&)\s+/).map((w) => w.trim()).filter(Boolean);
  return names.length >= 2 && names.every((w) => !knownToken(w)) && !names.every((w) => PLAIN_WORD.test(w)) ? names : null;
}

/** Before the host: "Workshop on … (X) and the Workshop on … (Y) at". */
const TWO_NAMED_BEFORE = new RegExp(String.raw`Workshop\s+on\s+[^()]{3,160}?\(\s*(${LISTED_ACR})\s*\)\s*,?\s+(?:and|&)\s+(?:the\s+)?(?:[\w\-]+\s+){0,3}?Workshop\s+on\s+[^()]{3,160}?\(\s*(${LISTED_ACR})\s*\)\s*,?\s*(?:at|@)\s+(?:the\s+)?$`);

/** After the host and its year: "Workshop on … (X) and Workshop on … (Y)". */
const TWO_NAMED_AFTER = new RegExp(String.raw`^(?:\s*(?:['’]?\d{2}|(?:19|20)\d{2}))?\s*Workshop\s+on\s+[^()]{3,160}?\(\s*(${LISTED_ACR})\s*\)\s*,?\s+(?:and|&)\s+(?:the\s+)?Workshop\s+on\s+[^()]{3,160}?\(\s*(${LISTED_ACR})\s*\)`);

/** The two workshops named in full before or after the host, the first the one already read; else null. */
function namedPair(a: Around, first: string): string[] | null {
  const m = TWO_NAMED_BEFORE.exec(a.pre) ?? TWO_NAMED_AFTER.exec(a.post);
  return m && m[1] === first && m[2] !== first && !knownToken(m[2]) ? [m[1], m[2]] : null;
}

/** A conference's archive or press named after it: "ACL Anthology", "AAAI Press", "ACM Digital Library". */
// "cite the published version on ACL anthology": the archive's noun in lower case is the same archive (set 140 part A).
const ARCHIVE_AFTER = /^\s+(?:[Aa]nthology|Press|[Dd]igital\s+[Ll]ibrary)(?![A-Za-z])/;

/** Between a conference and a parenthesised journal: a year or qualifier words, no status cue, then "(". */
const PRINTED_IN_BEFORE = /^(?:\s*(?:['’]?\d{2,4}|(?!Journal\b)[A-Z][A-Za-z]*))*\s*\(\s*$/;
/** Between a journal and a conference: maybe the journal's acronym in brackets, then "(" and maybe "Proc. of" / "Proceedings of the". */
const PROCEEDINGS_BRACKET_BEFORE = /^\s*(?:\(\s*[A-Z][A-Za-z]*\s*\)\s*)?\(\s*((?:Proc\.?|Proceedings)\s+(?:of\s+)?(?:the\s+)?)?(?:(?:ACM|IEEE)\s+)?$/;
/** After the journal: at most its year, then ")". */
const PRINTED_IN_AFTER = /^\s*(?:,?\s*(?:19|20)\d{2})?\s*\)/;
/** "SIGGRAPH 2026 / ACM TOG.": a journal after a conference's edition and a slash, ending the clause, as in parentheses. */
const SLASH_PRINTED_BEFORE = /^\s*(?:['’]?\d{2,4})?\s*\/\s*$/;
const SLASH_PRINTED_AFTER = /^\s*(?:,?\s*(?:19|20)\d{2})?\s*[.;]?\s*$/;
/** An event's tag no list knows (its acronym in capitals and year), then "(" or "/", ending the text before a journal. */
const UNLISTED_TAG_BEFORE = /(?<![\w\-&])(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*(\(|\/)\s*(?:(?:IEEE|ACM)\s+)?$/;
/** The unlisted event whose papers the journal after `pre` prints (see the caller), or null. */
function unlistedTagBefore(pre: string, post: string): { venue: string; year: number } | null {
  const t = UNLISTED_TAG_BEFORE.exec(pre);
  if (!t || findVenue(t[1]) || NOT_TAG_ACRONYMS.test(t[1])) return null;
  if (!(t[3] === '(' ? PRINTED_IN_AFTER : SLASH_PRINTED_AFTER).test(post)) return null;
  return { venue: t[1], year: tagYear(t[2]) };
}
const NOT_TAG_ACRONYMS = /^(?:IEEE|ACM|ASME|SPIE|AAAI|ISCA|USENIX|PMLR|LNCS|CEUR|arXiv)$/;
/** After a journal: an event's tag no list knows in parentheses (capitals, its year), ending the clause. */
/** After a journal: "(Proc. of ACR)" then ", YEAR", or "(Proceedings of ACR YEAR)", ending the clause. */
const UNLISTED_PROCEEDINGS_AFTER = /^\s*\(\s*Proc(?:\.|eedings)\s+of\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?\s*\)\s*(?:,\s*((?:19|20)\d{2}))?\s*[.;,]?\s*$/;
const UNLISTED_TAG_AFTER = /^\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*\)\s*[.;,]?\s*$/;
/**
 * The unlisted event in parentheses after the journal `span` names, or null: not a tag of the journal's own (its
 * initials, a "J…" / "T…" acronym: "IEEE Transactions on Sustainable Computing (TSUSC 2026)").
 */
function unlistedTagAfter(post: string, span: string): { venue: string; year: number } | null {
  // "ACM Transactions on Graphics (Proc. of SIGGRAPH), 2025": the proceedings of the event in brackets, its year inside
  // or after them, the same (round 11).
  const p = post.includes('Proc') ? UNLISTED_PROCEEDINGS_AFTER.exec(post) : null;
  const t = p && (p[2] || p[3]) ? [p[0], p[1], p[2] ?? p[3]] : UNLISTED_TAG_AFTER.exec(post);
  if (!t || findVenue(t[1]) || NOT_TAG_ACRONYMS.test(t[1]) || /^(?:I?J|T)/.test(t[1]) || spelledBy(span, t[1])) return null;
  return { venue: t[1], year: tagYear(t[2]) };
}
/** "the Transactions of ACL": the conference is part of the journal's name. */
const OF_BEFORE = /\bof\s+(?:the\s+)?$/i;

/** The text between two venues that only joins them: "and the", "&". */
// "Submitted to October ARR and to Metacognition in Generative AI EurIPS workshop": the preposition repeated after "and",
// and a workshop's capitalised title before its host, join the venue to the list all the same (set 130 part A).
const COORDINATED = /^\s*(?:and|And|AND|&)\s+(?:(?:to|at|in|for|with)\s+)?(?:the\s+|The\s+|THE\s+)?(?:[A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|of|for|on|in|and|&|the|with|to)){0,10}\s+)?$/;
/** A placing or rank in a challenge or shared task ("1st place", "ranked 9th", "winning solution", "Rank 4"). */
const PLACING = /(?:\d+(?:st|nd|rd|th)|first|second|third|top[\s-]?\d+)\s+(?:place|rank)|(?<![A-Za-z])rank(?:ed|ing)?(?![A-Za-z])|winn(?:er|ing)/i;
const SHARED_STATUSES = new Set(['submitted', 'under_review', 'rejected', 'published']);
/**
 * The text between two items of one list: a comma, "and" or "&" (", and the"), maybe the next item's spelled-out name
 * in title case before its bracketed tag (", the Iberian Conference on Perception (").
 */
const LISTED_AFTER = /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)(?:the\s+)?(?:(?:\d+(?:st|nd|rd|th)\s+)?(?:[A-Z][\w&'’/-]*|on|of|for|and|in|the)\s+){0,12}\(?\s*$/;
/** Between a journal and a conference: "paper at", "journal paper presented at the". */
const JOURNAL_PAPER_AT = /^\s*(?:journal\s+)?(?:paper|article)\s+(?:(?:to\s+be\s+|was\s+|will\s+be\s+)?presented\s+)?(?:at|in)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/i;
/** "and published in the": the participle alone, joined by "and" to the venue before. */
const AND_PUBLISHED = /^\s*,?\s*and\s+published(?![A-Za-z])/i;
/** "will be presented at", "to be included in": a step still to come, said with its auxiliary. */
const FORWARD_PARTICIPLE = /(?<![A-Za-z])(?:to|will)\s+be\s+(?:presented|included|shown)(?![A-Za-z])/i;
/** The text between two venues that only opens a bracket: "ACL (AACL 2025)". */
const BRACKET_ONLY = /^\s*[(\[]\s*$/;

interface Around { pre: string; span: string; post: string; tail: string; preCues?: Cue[]; postCues?: Cue[] }

/** Status cues before the name, computed once per mention. */
function preCues(a: Around): Cue[] {
  return (a.preCues ??= statusCues(a.pre));
}

/** Status cues after the name, computed once per mention. */
function postCues(a: Around): Cue[] {
  return (a.postCues ??= statusCues(a.post));
}

function statusOf(a: Around, source: VenueMention['source']): VenueStatus | null {
  const pre = preCues(a);
  const post = postCues(a).filter((c) => POST_STATUSES.has(c.status));
  let s: VenueStatus | null = pre.length ? pre[pre.length - 1].status : null;
  const p = post[0]?.status;
  // "Accepted to oral presentation and conference proceedings at … (ICIP 2026)": the bare noun "proceedings" joined in
  // the same clause to an acceptance before it names where the accepted paper will appear, no publication of its own
  // (README: "accepted in/at Proceedings of X" is still accepted); "accepted and published in the proceedings" keeps the
  // publication its verb states (set 132 part A).
  if (s === 'published' && pre.length > 1 && PROCEEDINGS_NOUN.test(a.pre.slice(pre[pre.length - 1].index, pre[pre.length - 1].end))
    && pre[pre.length - 2].status === 'accepted' && !/[.;]/.test(a.pre.slice(pre[pre.length - 2].end, pre[pre.length - 1].index))) s = 'accepted';
  if (s === null) s = p ?? (BARE_PROCEEDINGS_AFTER.test(a.post) ? 'published' : null);
  else if (s === 'submitted' && (p === 'under_review' || p === 'rejected')) s = p;
  // "Pre-print under Review submitted to <journal>": a review stated before the submission cue (README: submitted and
  // under review -> under_review), in either order.
  else if (s === 'submitted' && pre.slice(0, -1).some((c) => c.status === 'under_review')) s = 'under_review';
  const all = [...pre, ...postCues(a)];
  // "submitted … and accepted on …": accepted; "reviewers accepted but the PC rejected": rejected.
  if (s === 'submitted' && postCues(a).some((c) => c.status === 'accepted' && !AWAITING.test(a.post.slice(0, c.index)))) s = 'accepted';
  if (s === 'accepted' && all.some((c) => c.status === 'rejected')) s = 'rejected';
  // "Accepted at PsyDefDetect, a shared task at the 25th BioNLP Workshop": the paper's own status is stated before the
  // words naming a challenge or shared task; unclear is for reports whose status nothing states. "Paper submitted to the
  // AMIYA shared task at the VarDial workshop": a submission stated so is the paper's too, unless a placing or rank makes
  // the text a report of results ("System submission for the DISRPT 2025 Shared Task … 1st place in Task 3").
  if (s === 'unclear') {
    const ranked = PLACING.test(`${a.pre} ${a.post} ${a.tail}`);
    const stated = pre.filter((c) => c.status === 'accepted' || c.status === 'published' || (c.status === 'submitted' && !ranked));
    if (stated.length) s = stated[stated.length - 1].status;
  }
  // "MICCAI 2026; Under review", "… (SMC), under review": a review or rejection stated in the next clause of a bare tag or
  // a submission is the paper's (a clause naming its own venue ends the tail).
  if (s === 'submitted' || (s === null && a.tail)) {
    const t = statusCues(a.tail).find((c) => c.status === 'under_review' || c.status === 'rejected');
    if (t) s = t.status;
  }
  // "accepted at … 2025. The final version is available at IEEE Xplore": the paper is out (not "will be available"); a
  // bare tag's too ("MICCAI 2025 (oral). Final peer-reviewed copy accessible at publisher DOI …", round v263).
  if ((s === 'accepted' || (s === null && source !== 'journal-ref')) && a.post.length + a.tail.length >= FINAL_VERSION_OUT_MIN && FINAL_VERSION_OUT.test(a.post + a.tail)) s = 'published';
  if (source === 'journal-ref' && (s === null || s === 'accepted') && /proceedings/i.test(a.pre + a.post)) return 'published';
  if (source === 'journal-ref' && s === null && /\d/.test(a.post.replace(/(?<!\d)(?:19|20)\d{2}(?!\d)/g, ''))) return 'published';
  return s;
}

/**
 * "SIGGRAPH Asia 2025 Posters Proceedings", "CVPR 2025 Proceedings": a bare tag whose year (and maybe a programme's
 * name) is followed by "Proceedings", ending the clause, names the proceedings the paper is in, as a bare "Proceedings
 * of X" does (README: published); "Accepted to X 2025 proceedings" keeps its own cue. "BMVC 2025 workshop proceedings (Smart
 * Cameras for …)": the word in either case, after "workshop", maybe followed by the workshop's name in brackets.
 */
const BARE_PROCEEDINGS_AFTER = /^[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})[\s,]+(?:(?:[A-Z][a-z]+\s+){0,2}Proceedings|(?:[A-Z][a-z]+\s+)?[Ww]orkshops?\s+[Pp]roceedings)\s*(?:$|[.;,)]|\((?![^()]*\d)[^()]*\)\s*(?:$|[.;,]))/;

/** The noun alone as a status cue: "proceedings", "proc.", "in the proceeding of", the Findings volume ("in the Findings of"). */
const PROCEEDINGS_NOUN = /^(?:proceedings|proc\.|in\s+(?:the\s+)?findings\s+of|in\s+proceeding\s+(?:of|at))$/i;

/**
 * "The final version is available at …", "the published version of this paper is available in …"; "Final peer-reviewed
 * copy accessible at publisher DOI …", "final version available at …" (round v263, set 264 part A: "copy", "accessible",
 * a peer review and no verb before them).
 */
// "the Version of Record is published by Springer in …", "The definitive version of record was published in …": a
// publisher's name for the printed paper (its "Version of Record") said to be out is the final version too (round vpool14).
const FINAL_VERSION_OUT = /(?:(?:final|published|definitive|official)\s+(?:peer[\s-]*reviewed\s+)?(?:version|copy)(?:\s+of\s+record)?|version\s+of\s+record)\s+(?:of\s+(?:this|the)\s+(?:paper|article|work|contribution)\s+)?(?:(?:is|was|has\s+been)\s+(?:now\s+)?)?(?:available(?:\s+online)?|published|accessible)\s+(?:at|in|on|from|via|through|by)(?![A-Za-z])/i;

/** The fewest characters a FINAL_VERSION_OUT match holds ("final copy available at"). */
const FINAL_VERSION_OUT_MIN = 23;

/** "waiting for acceptance", "upon acceptance": an acceptance still to come. */
const AWAITING = /(?:for|upon|pending|awaiting|waiting|before|until|after|if|on)\s+$/i;

/** "TAS 2026 (": an acronym, maybe its year, then an opening parenthesis, at the end of the text. */
const ACRONYM_YEAR_PAREN_BEFORE = /(?<![\w&\-])([A-Z][A-Z0-9&]*[A-Z](?:-[A-Z][A-Z0-9&]*)*)(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]?\d{2}))?\s*\(\s*$/;
/**
 * "AAAI 2026 Spring Symposium - Quiet Widgets: Theory and Practice", "the AAAI Fall Symposium 2025 on Quiet Widgets": the
 * symposium's own subject after "on" or a dash, up to a full stop, semicolon, bracket, a comma before a digit or the end,
 * names it (round v311, set 311 part A; the series alone names none). Capitalised first word; bounded, no nested run.
 */
const SYMPOSIUM_SUBJECT = /Symposi(?:um|a)(?:\s+Series)?(?:\s+(?:19|20)\d{2})?(?:\s+on\s+(?:the\s+)?|\s*[-–—:]\s+)([A-Z][^.;()\n]{2,150}?)\s*(?=[.;(]|,\s*\d|$)/;
// "CVPR 2025, demo page: <link>", "… demo video at …": a demo the words point to (a page, a video, a link), no track.
const DEMO_AFTER = /^\s*(?:(?:(?:19|20)\d{2}|['’]\d{2})\s*)?(?:[(\[,\-]\s*)?(?:system\s+)?demo(?:nstration)?s?(?![A-Za-z])(?!\s*[:/])(?!\s*(?:videos?|pages?|websites?|sites?|links?|urls?|is|are|at|available|here|online|code)(?![A-Za-z]))/i;
const WORKSHOP_QUOTED_AFTER = /^\s*(?:(?:19|20)\d{2}\s*)?workshop\s*:\s*["“]/i;
/** "co-located with the 24th": right before a host's name. */
const COLOCATED_BEFORE = new RegExp(String.raw`${COLOCATED}\s+(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?$`, 'i');
/** "; 4D World Models Workshop.", ". Workshop on Foundation Models": a following clause that is only a workshop's name. */
const NEXT_CLAUSE_WORKSHOP = /^[.;]\s*(?:((?:[A-Z0-9][\w\-&]*\s+){1,8}Workshop)|(Workshop\s+on\s+[A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|and|&|of|on|for|in|the|with|to)){0,10}))\s*(?=$|[.;(])/;
/**
 * ". Workshop: LAW 2025: …" (the acronym after "Workshop:"), ". Title (PHAROS-AFE-AIMI Workshop)." (the acronym before
 * "Workshop" in the brackets closing the clause), ". Workshop page: …" (no name).
 */
const NEXT_CLAUSE_NAMED_WORKSHOP = /^[.;]\s*(?:Workshop\s*:\s*([A-Z][a-z_\-&]*[A-Z0-9][\w\-&]*)|(?:[A-Z][\w\-&]*,?\s+(?:(?:[A-Za-z][\w\-&]*|&),?\s+){0,14})\(\s*([A-Z][a-z_\-&]*[A-Z0-9][\w\-&]*)\s+[Ww]orkshop\s*\)\s*(?=$|[.;])|Workshop\s+(?:page|website|homepage|site)\s*:)/;
/** "2025 @ LongVid-Foundations": "@" right after the host and its year, then an event's name (two capitals at least: no city). */
const AT_AFTER = /^[\s'’\-]*(?:(?:19|20)?\d{2})?\s?@\s*([A-Z][a-z_\-&]*[A-Z0-9][\w\-&]*)(?![\w\-&@.])/;
/** "OpenSUN3D Workshop": a workshop named by one acronym. */
const ONE_ACRONYM_WORKSHOP = /^[A-Za-z][\w\-&]*[A-Z0-9][\w\-&]*\s+Workshop$/;
// "MisD @ AAAI ICWSM 2025": the host's sponsor may stand between "@" and its name.
const AT_END = /(?<![A-Za-z])([A-Za-z][\w&\-]*[A-Z0-9][\w&\-]*)(?:\s*(?:19|20)\d{2})?\s*@\s*(?:(?:IEEE|ACM|AAAI)\s+)?$/;
/** "FL@FM-IJCAI'26": a name with an "@" inside, joined by a hyphen to the host's acronym, is a workshop at that host. */
const AT_NAME_GLUED = /(?<![\w@])([A-Za-z][\w&]*@[\w&]*[A-Za-z0-9])-$/;

/** A word ending in a W glued to the letters before it ("CVPRW", "ICCVw"), the letters captured. */
const W_TAG_IN_SPAN = /(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9]*)[Ww](?![A-Za-z])/g;
/** True when `word` is one of the venue's acronyms (case aside). */
function ownAcronym(v: VenueDef, word: string): boolean {
  const w = word.toLowerCase();
  return (v.acr ?? []).some((a) => a.toLowerCase() === w);
}

/** A "… Track" within a few words after a workshop series' name and year ("BlackboxNLP 2026 Special Track"). */
const TRACK_AFTER_SERIES = /^[^.;()]{0,40}?\b[Tt]rack\b/;

function trackOf(m: Mention, a: Around): { track: string; workshop: string | null } {
  // "CVPRW 2025", "CVPRF 2026": the host's tag with a W is its workshops (any venue's own acronym), with an F its Findings track
  const span = /[WwF]/.test(a.span) ? a.span.replace(W_TAG_IN_SPAN, (w, stem: string) => (ownAcronym(m.venue, stem) ? ' Workshop ' : w)).replace(/CVPRF(?![A-Za-z])/, ' Findings ') : a.span;
  const cue = trackCueJoined(a.pre, span, a.post);
  const kind = m.venue.kind;
  if (kind === 'symposium') {
    const ctx = `${a.pre} ${a.post}`;
    // "TAS 2026 (AAAI Fall Symposium Series)": the symposium's acronym, maybe with its year, right before the series
    // in parentheses.
    const name = /(?<![A-Za-z])(AAAI-[A-Z][A-Za-z]+)/.exec(ctx)?.[1] ?? /\(([A-Z][\w&\-]+)\)/.exec(a.post)?.[1]
      ?? ACRONYM_YEAR_PAREN_BEFORE.exec(a.pre)?.[1] ?? SYMPOSIUM_SUBJECT.exec(`${a.span}${a.post}`)?.[1] ?? null;
    return { track: 'workshop', workshop: name };
  }
  if (kind === 'workshop') {
    // "BlackboxNLP 2026 Special Track": a track named inside a workshop series' own programme is still a workshop paper
    // (the generic named-track cue, not a demo / findings / shared-task reading).
    const inSeries = cue === 'other' && TRACK_AFTER_SERIES.test(a.post);
    const track = cue === null || cue === 'workshop' || inSeries ? 'workshop' : cue;
    return { track, workshop: track === 'workshop' ? m.venue.name : null };
  }
  // "ACL 2025 Demo", "EMNLP 2025 (System Demonstrations)": a demo qualifier right after the name and year (not "Demo: <link>").
  if ((cue === null || cue === 'demo') && kind === 'conference' && !fewLetters(a.post, 4) && DEMO_AFTER.test(a.post)) return { track: 'demo', workshop: null };
  const at = a.pre.includes('@') ? AT_END.exec(a.pre) ?? AT_NAME_GLUED.exec(a.pre) : null;
  // "CMCL2025 @ NAACL": a year glued to the acronym is not part of its name.
  if (at && (cue === null || cue === 'workshop')) return { track: 'workshop', workshop: withoutYear(at[1]) };
  // At human-computer interaction venues (CCF area) a poster is its own programme, not a main-track paper.
  if (cue === null && hciVenue(m.venue) && POSTER.test(`${a.pre} ${a.span} ${a.post}`)) return { track: 'other', workshop: null };
  // "DGM4MICCAI 2025", "EMA4MICCAI": letters and a digit glued before the host's acronym name a workshop "for" the host.
  if (kind === 'conference' && (cue === null || cue === 'workshop') && GLUED_DIGIT_BEFORE.test(a.pre)) {
    return { track: 'workshop', workshop: `${/[A-Za-z][A-Za-z0-9]*\d$/.exec(a.pre)![0]}${a.span.split(/[\s\-'’]/)[0]}` };
  }
  if (cue === null && kind === 'conference') {
    // ICC-W, ISIT-w; "CVPR2025W", "CVPR 2025-W": the W glued to the year after the host's name is its workshops too.
    if (/^-?W(?![A-Za-z])|^-w(?![A-Za-z])/.test(a.post) || HOST_YEAR_W.test(`${a.span}${a.post}`)) return { track: 'workshop', workshop: null };
    // "ESEIW 2026 ESEM" is read as ESEM's (mentions.ts, umbrellaBefore), but the W tag before it still names an event held
    // at it: a "Week" is not told from a workshop by its shape ("MLSYW 2026 ICML" is an ICML workshop), so the safer
    // reading, workshop, stays (lead's change at the vleft8 merge: saying "main" there risked false main-track claims).
    const pre = a.pre;
    const event = acronymBeforeHost(pre) ?? eventJoinedToHost(pre) ?? acronymAtInHost(pre, knownToken) ?? acronymAfterHost(a.span, a.post, knownToken) ?? acronymAfterHostDash(a.post, knownToken) ?? titleAfterHostDash(a.span, a.post) ?? titledEventAfterHost(a.span, a.post, knownToken) ?? acronymBeforeParen(pre, a.span, knownToken) ?? nameBeforeParen(pre, knownToken) ?? acronymTitleBeforeHost(pre, knownToken)
      ?? wordAfterHost(a.span, a.post, knownToken) ?? titleAfterHostYear(a.span, a.post) ?? spelledTitleAfterHost(a.post, knownToken)?.name ?? null;
    // "AAAI AISI 2026": a special track the host names by acronym, not an event held at it.
    if (event && m.venue.tracks?.includes(event.toUpperCase())) return { track: 'other', workshop: null };
    // "ICML Position 2025", "NeurIPS Datasets 2024": a word that names one of the known tracks when "track" follows it
    // is that track of the host (position papers, datasets and benchmarks, demos), not a workshop called by the word.
    const named = event && !event.includes(' ') ? specificTrackCue(`${event} track`) : null;
    if (named && named !== 'workshop') return { track: named, workshop: null };
    if (event) return { track: 'workshop', workshop: event };
    // "… Workshop on X (CMCL). May 3, 2025. Collocated with NAACL 2025": the event co-located with the host is the
    // paper's, the host's main track is not (the event named in an earlier clause is folded in by fromText).
    if (COLOCATED_BEFORE.test(a.pre)) return { track: 'workshop', workshop: null };
    // "Accepted for publication at CVPR 2026; 4D World Models Workshop.": a clause of its own that is only a workshop's
    // name, right after the host's, names where the paper is.
    // (A workshop named by one acronym there, "; OpenSUN3D Workshop;", is read on its own and merged with the host.)
    const next = a.tail ? NEXT_CLAUSE_WORKSHOP.exec(a.tail) : null;
    if (next && !(next[1] && ONE_ACRONYM_WORKSHOP.test(next[1]))) return { track: 'workshop', workshop: next[1] ?? next[2] };
    // "NeurIPS 2025. Workshop: LAW 2025: Bridging …", "ICCV 2025. Adaptation, … Medical Imaging (PHAROS-AFE-AIMI
    // Workshop).", "ECCV 2024. Workshop page: <link>": the next clause names the workshop the paper is at, or points to it.
    const pointed = a.tail ? NEXT_CLAUSE_NAMED_WORKSHOP.exec(a.tail) : null;
    if (pointed) return { track: 'workshop', workshop: pointed[1] ?? pointed[2] ?? null };
    // "Accepted to ICCV2025 @ LongVid-Foundations": an event named after the host and "@" is held there.
    const atAfter = a.post.includes('@') ? AT_AFTER.exec(a.post) : null;
    if (atAfter) return { track: 'workshop', workshop: atAfter[1] };
  }
  if (cue === 'workshop') {
    // Built by join(), a flat string, not a template's rope: workshopName runs a dozen regexes over it, each of which
    // would read a rope through the runtime.
    // "CVPRW 2025, Tidal Graph Models": the host's W tag read as the word, its year written after the tag goes before the
    // word, so that every "HOST YEAR Workshop …" reading reads it (round vworkshop).
    const wYear = span.includes(' Workshop ') ? W_TAG_YEAR.exec(a.post)?.[0] ?? '' : '';
    const name = workshopName([a.pre, HOST, wYear, span.includes(' Workshop ') ? ' Workshop ' : '', a.post.slice(wYear.length)].join(''));
    // "ICCVW 2025 accepted paper. Workshop name: "What is Next …"": the name given in a sentence of its own.
    // "CHI 2025 workshop: "Resisting AI Solutionism: …"": the quoted name right after the word workshop.
    const quoted = WORKSHOP_QUOTED_AFTER.test(a.post) ? quotedName(a.post) : null;
    // "ICCVW-CV4BIOM 2025": the host's W tag, then the workshop's acronym joined by a hyphen.
    const named = quoted ?? acronymGluedToHost(a.span, a.post) ?? name ?? acronymBeforeHost(a.pre)
      ?? (W_TAG_END.test(a.span.replace(YEAR_END, '')) ? acronymAfterHostDash(a.post, knownToken) : null) ?? (W_TAG_END.test(a.span) && a.post.startsWith('-') ? acronymAfterHost(a.span, a.post, knownToken) : null)
      // "ICRA-RAMI workshop long abstract": the host joined by a hyphen to an acronym, then the word "workshop", names that
      // workshop at the host (round v209), as after a host's W tag.
      ?? (a.post.startsWith('-') ? hyphenAcronymWorkshop(a.post) : null)
      ?? (a.tail ? quotedName(a.tail) : null)
      // "accepted by CVPRW 26 @ NTIRE": after the host's W tag, an event named after "@" is the workshop, as after the
      // host's own tag ("ICCV2025 @ LongVid-Foundations").
      ?? (a.post.includes('@') ? AT_AFTER.exec(a.post)?.[1] ?? null : null);
    return { track: 'workshop', workshop: named && namesVenue(m.venue, named) ? null : named };
  }
  // "ICPR (…), Quiet Widget Techniques, Applications and Challenges (QWTAC 2026)": a track word inside the title of an
  // event held at the host, whose initials spell its bracketed acronym, is the event's, not a track of the host's.
  if (cue === 'other' && kind === 'conference') {
    const spelled = spelledTitleAfterHost(a.post, knownToken);
    if (spelled && trackCueJoined(a.pre, span, a.post.replace(spelled.title, ' ')) === null) return { track: 'workshop', workshop: spelled.name };
  }
  return { track: cue ?? 'main', workshop: null };
}

/** "CVPR2025W", "ICCV 2025-W": a W glued to the year written right after the host's acronym (no letter, "&" or dot after it). */
const HOST_YEAR_W = /^[A-Za-z][\w\-]*?[\s\-]?(?:19|20)\d{2}-?W(?![A-Za-z&.])/;

/** The year right after a host's W tag (" 2025", "'25", "-2025"), when no digit or letter goes on after it. */
const W_TAG_YEAR = /^[\s'’\-]?(?:(?:19|20)\d{2}|['’]?\d{2})(?![\w])/;
/** The host's year ending its name's span ("CVPRW2025", "CVPRW 2025"): the W tag is read before it. */
const YEAR_END = /[\s\-]*(?:(?:19|20)\d{2}|['’]\d{2})$/;
/** A host's workshops tag ending the name: "ICCVW", "CVPR-W". */
const W_TAG_END = /[A-Z]-?W$/;
/** "-RAMI workshop": a hyphen, an acronym (two capitals at least, no venue nor cue of its own), then the word "workshop". */
const HYPHEN_ACRONYM_WORKSHOP = /^-([A-Z][A-Za-z0-9&]*[A-Z][A-Za-z0-9&]*)\s+[Ww]orkshops?(?![A-Za-z])/;
function hyphenAcronymWorkshop(post: string): string | null {
  const m = HYPHEN_ACRONYM_WORKSHOP.exec(post);
  return m && !knownToken(m[1]) ? m[1] : null;
}
/** A token that names a venue of its own: read as that venue, not as an event held at a host. */
// "Accepted by SIGGRAPH 2025 (TOG)": a journal's short name as the catalogue writes it, not only its canonical name
// ("ACM TOG", v259), is a venue of its own, not an event at the host.
const knownToken = (tok: string): boolean => findVenue(tok) !== undefined || presentationCue(tok) !== null || trackCue(tok) !== null
  || !!ALIAS_INDEX.get(tok.toLowerCase())?.some((a) => a.alias === tok && a.venue.kind === 'journal');

/** True when a workshop name is only the host's own name ("(FG) Workshop Proceedings"): the workshop is unnamed. */
function namesVenue(v: VenueDef, name: string): boolean {
  let keys = VENUE_KEYS.get(v);
  if (!keys) VENUE_KEYS.set(v, (keys = new Set([v.name, ...(v.acr ?? []), ...(v.weak ?? []), ...(v.cs ?? [])].map(nameKey))));
  return keys.has(nameKey(name));
}

/** Each venue's names as nameKey gives them, computed on first use. */
const VENUE_KEYS = new WeakMap<VenueDef, Set<string>>();

/** The words between a listed conference and its host: " conference collocated with (the) ", " 2025 Symposium, held at ". */
const LISTED_CONFERENCE_AT_HOST = /^[\s'’\-]*(?:(?:19|20)?\d{2}\s+)?(?:conference|symposium)\s*,?\s*\(?\s*(?:co-?l{0,2}ocated|held)\s+(?:with|at|alongside)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/i;

/** The words between a listed event and its host when the event is a workshop there: " workshop at (the) ", " 2025 Workshop @ ". */
const LISTED_WORKSHOP_AT_HOST = /^[\s'’\-]*(?:(?:19|20)?\d{2}\s+)?workshop\s*(?:at|@|of|co-?l{0,2}ocated\s+with|held\s+(?:at|with))\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/i;

/** An erratum, addendum or corrigendum (or an "ibid.") cited after the paper's own citation. */
const ERRATUM_AFTER = /[;,]\s*(?:\[?\s*(?:Erratum|Errata|Addendum|Corrigendum)\b|ibid\b)/i;

/** A citation's year: the one in parentheses, else the last four-digit year ("Phys.Rev.D76:104014,2007"). */
function journalRefYear(text: string): number | null {
  // "Phys.Rev.D76:074005,2007; Erratum-ibid.D84:039901,2011": an erratum's year is not the paper's.
  const erratum = ERRATUM_AFTER.exec(text);
  if (erratum && erratum.index > 0) text = text.slice(0, erratum.index);
  const paren = /\(((?:19|20)\d{2})\)/.exec(text);
  if (paren) return Number(paren[1]);
  // "Reinforcement Learning Journal, vol. 6, 2025, pp. 1894-1915": the pages cited are no year.
  // "… pp. 219--224. [MR 1916426] (2003i:42012)": nor a Mathematical Reviews number.
  const all = withoutNonYears(text).match(/(?<![\d:])(?:19|20)\d{2}(?!\d)/g);
  return all ? Number(all[all.length - 1]) : null;
}

// "Submitted to A&A on the 17 of march 2026", "…, on March 17, 2026": the day something was done to the paper, not a
// nearby year of the text after it; a journal's own date is read whole by journalDateYear.
const ON_DATE = /^\s*,?\s*on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?)\s+(?:19|20)\d{2}(?!\d)/i;
// "submitted to the 2021 IEEE International Conference on Acoustics, … on October 2020": a month and year after "on"
// (no day) right after an event's name is when the paper was sent, not the edition; the year leading the name is.
const ON_MONTH_YEAR = /^\s*(?:,\s*)?on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}(?!\d)/i;

/** "(CHI EA '24)", "CSCW Companion '24": the ACM volume of extended abstracts / companion papers between an acronym and its year. */
const VOLUME_WORD = /^\s+(?:EA|Companion|Adjunct)(?=\s*['’‘]\s*\d{2}(?!\d))/;

function volumeWordYear(post: string): number | null {
  const m = VOLUME_WORD.exec(post);
  return m ? attachedYear(post.slice(m[0].length)) : null;
}

/**
 * "IEEE Security and Privacy (S&P) '27", "the International Conference on Widgets (ICW) '26": an acronym closing its
 * bracket and the edition's two digits with an apostrophe right after it (round vpool18, set 348 part A: the year was
 * inferred from the posting instead). The apostrophe is required: bare digits after a bracket are no year.
 */
function bracketApostropheYear(post: string): number | null {
  const close = post.indexOf(')');
  return close >= 0 && close <= 2 && post.slice(0, close).trim() === '' ? apostropheYearNext(post.slice(close + 1)) : null;
}

const SPAN_YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/;
function statedYear(v: VenueDef, a: Around): number | null {
  const inSpan = a.span.includes('20') || a.span.includes('19') ? SPAN_YEAR.exec(a.span) : null;
  const dated = v.kind === 'journal' ? ON_DATE.test(a.post) : ON_MONTH_YEAR.test(a.post) && nearbyYear(a.pre, 40, true) !== null;
  const post = dated ? '' : a.post;
  return attachedYear(a.post) ?? bracketApostropheYear(a.post) ?? volumeWordYear(a.post) ?? (inSpan ? Number(inSpan[1]) : null) ?? nearbyYear(post, 32) ?? placeDateYear(post) ?? workshopTitleYear(post) ?? challengeTitleYear(post) ?? workshopPlaceYear(post) ?? nearbyYear(a.pre, 40, true)
    ?? hostOrdinalYear(v, a) ?? (a.pre.endsWith('(') ? yearBeforeName(a.pre) : null);
}

/**
 * "NIPS workshop on Multi-Modal Machine Learning, 2015": the host's workshop named after it, its title (no digit, no
 * clause break), then a comma and the year closing the clause: the edition's year. The words may run together as some
 * digests print them ("workshop onMulti-ModalMachine Learning, 2015").
 */
const WORKSHOP_TITLE_YEAR = /^\s+[Ww]orkshops?\s+(?:on|for|of)(?=\s|[A-Z])[^,;.()\d]{3,120}?,\s*((?:19|20)\d{2})(?!\d)\s*(?=$|[.;,)])/;
function workshopTitleYear(post: string): number | null {
  const m = WORKSHOP_TITLE_YEAR.exec(post);
  return m ? Number(m[1]) : null;
}

/**
 * "MICCAI Challenge on Comprehensive Analysis and Computing of Real-World Medical Images 2024, 12 pages": the host's
 * challenge (or workshop) named after it, its title in capitalised words and connectors, then the year closing the
 * clause: the edition's year.
 */
const CHALLENGE_TITLE_YEAR = /^\s+(?:Challenge|Competition|Workshop)\s+(?:on|for|of)\s+(?:the\s+)?(?:(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|to|with)\s+){1,14}((?:19|20)\d{2})(?!\d)\s*(?=$|[.;,)])/;
function challengeTitleYear(post: string): number | null {
  const m = CHALLENGE_TITLE_YEAR.exec(post);
  return m ? Number(m[1]) : null;
}

/**
 * "4th NeurIPS Efficient Natural Language and Speech Processing Workshop (ENLSP-IV), Vancouver, Canada, 2024", "ICML
 * Workshop on X (XYZ), Vienna, Austria, 2024": the host's workshop named after it (a title in capitalised words and
 * connectors, then "Workshop"; or "Workshop on" and a title), its acronym in brackets, then a place-and-date run closing
 * with a year: the edition's year (round v189; as workshopTitleYear, with the acronym and the place between).
 */
const WORKSHOP_TITLE_ACRONYM = /^\s+(?:(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|to|with)\s+){0,14}?[Ww]orkshops?(?:\s+(?:on|for|of)\s+(?:(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|to|with)\s+){0,13}[A-Z][\w\-]*)?\s*\(\s*[A-Za-z][\w&\-]*\s*\)/;
function workshopPlaceYear(post: string): number | null {
  const m = WORKSHOP_TITLE_ACRONYM.exec(post);
  if (!m) return null;
  const rest = post.slice(m[0].length);
  const comma = COMMA_YEAR.exec(rest);
  return comma ? Number(comma[1]) : placeDateYear(rest);
}
const COMMA_YEAR = /^\s*,\s*((?:19|20)\d{2})(?!\d)\s*(?=$|[.;,)])/;

/**
 * The year an ordinal before the name gives ("43rd ICML"), unless it counts a sub-event named after the host; an ordinal
 * before the host's name spelled out as a conference ("The 46th European Conference on Information Retrieval Workshop",
 * "the 43rd International Conference on Machine Learning Workshop on …") counts the conference's editions all the same.
 */
function hostOrdinalYear(v: VenueDef, a: Around): number | null {
  const y = ordinalEditionYear(v, a.pre);
  return y !== null && (!SUB_EVENT_AFTER.test(a.post) || SPELLED_EVENT.test(a.span)) ? y : null;
}

/** The noun of an event's name spelled out ("… Conference on …", "… Symposium on …"), which an acronym is not. */
const SPELLED_EVENT = /(?<![A-Za-z])(?:Conference|Symposium|Congress)(?![A-Za-z])/;

/**
 * "The Second AAAI Bridge Program", "the 16th MICCAI Workshop on …", "the 2nd MICCAI Student Board (MSB) EMERGE
 * Workshop": the ordinal counts the event named after the host, not the host's editions.
 */
const SUB_EVENT_AFTER = /^(?!\s*\()[^.;,]{0,50}?(?<![A-Za-z])(?:Bridge\s+Program|Workshops?|Symposium|Challenge|Tutorials?|Doctoral\s+Consortium|Student\s+Research)(?![A-Za-z])/i;

/**
 * "in 2022 IEEE International Conference on …", "in the 2022 Zebra Conference": the edition's year right before the name
 * (a publisher and an ordinal may stand between), the text before the mention ending there.
 */
const YEAR_LEADS_SPAN = /(?<![\d.\/\-])(?:19|20)\d{2}\s+(?:(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)(?:\/[A-Za-z]+)?\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?$/;

/** "2025 IEEE Conference on Software Testing, Verification and Validation (ICST)": the year leading the name the acronym defines;
 *  "2022 6th International Conference on Widget Processing and their Uses (ACR)": an edition's ordinal may follow the
 *  year, and "their" / "its" / "to" / "with" join the name's words as the other connectors do (round vpool15, set 342
 *  part A: the year inferred from the posting instead). */
const YEAR_LEADS_NAME = /(?<!\d)((?:19|20)\d{2})\s+(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:[A-Z][\w\-/&]*|on|of|and|for|in|the|their|its|to|with|&),?\s+){2,16}\(\s*$/;

function yearBeforeName(pre: string): number | null {
  const m = YEAR_LEADS_NAME.exec(pre.slice(-200));
  return m ? Number(m[1]) : null;
}

/**
 * "This paper significantly extends the preliminary work accepted at ESANN 2026", "Journal extension of our paper
 * accepted at …": the venue's acceptance is said of the earlier work this record extends, a separate later work
 * (data/venues/README: previous_version), whatever its year; the earlier paper may be named by one word ("extends our
 * earlier conference paper Text2Loc presented at CVPR 2024"). "Extended version of the paper accepted at" is not this:
 * that record is the venue's paper itself.
 */
const LATER_WORK_OF = /(?<![A-Za-z])(?:extend(?:s|ing)|extension\s+of)\s+(?:our|the|an?)\s+(?:[a-z][\w\-]*\s+){0,3}(?:work|paper|study|article|version)\s+(?:[A-Z][\w\-]*\s+)?(?:(?:that\s+)?(?:was|has\s+been|had\s+been)\s+)?(?:accepted|published|presented|appeared)\s+(?:at|in|to|by|for)\s+(?:the\s+)?$/i;

/** The words LATER_WORK_OF can end with before its trailing white space (a cheap first test). */
const LATER_WORK_ENDS = ['at', 'in', 'to', 'by', 'for', 'the'];

/**
 * "Extended version of " right before a venue's name (no article: the tag follows at once). "Final version of ZQC 2002
 * paper" on a 2007 id, a journal-ref citing the journal (round v295, set 296 part A: read accepted): the final version
 * of a paper at an edition stated before the posting year is a later work on it as an extended one is (README: "a venue
 * edition from an earlier year than the posting"); at the posting year's edition it stays that paper's status.
 */
const VERSION_OF_RIGHT_BEFORE = /(?<![A-Za-z])(?:extended|expanded|full|final|long(?:er)?)\s+version\s+of\s+$/i;

/** The word "track" (the tail of a main-track mention names a track as such). */
const NAMED_AS_TRACK = /(?<![A-Za-z])track(?![A-Za-z])/i;

/** "Journal version of LAA-Net (": a version of a paper named (not "our", "the" or "this" one) whose tag the bracket opens. */
const VERSION_OF_NAMED_PAPER = /(?<![A-Za-z])(journal|extended|expanded|full|long(?:er)?)\s+(version|work)\s+of\s+(?!(?:our|the|this|that|an?|my|its)\s)[^\s()]+(?:\s+[^\s()]+){0,3}\s*\(\s*$/i;

/** "WACV 2024 Extended Paper": an extended paper or version said right after a venue's tag (its year may open the text). */
const EXTENDED_TAG_AFTER = /^\s*(?:['’]?\d{2,4})?\s*(?:extended|expanded)\s+(?:paper|version)(?![A-Za-z])/i;

/** "shorter version", "short version" of this work: an earlier, shorter paper. */
/** "Extended journal version for ": a journal version said to be for the venue named next. */
const JOURNAL_VERSION_FOR = /(?<![A-Za-z])journal\s+(?:version|extension)\s+for\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/i;
const SHORTER_VERSION = /(?<![A-Za-z])short(?:er)?\s+version(?![A-Za-z])/i;

const BIBTEX = /@(?:inproceedings|article|incollection|conference|proceedings)\s*\{/i;
const BIB_YEAR = /(?<![A-Za-z])year\s*=\s*[{"]?\s*((?:19|20)\d{2})(?!\d)/i;
/** A BibTeX field citing where the paper is printed: its pages, volume, issue number or DOI. */
const BIB_CITED = /(?<![A-Za-z])(?:pages|volume|number|doi)\s*=/i;

/** A volume or a page range within a few words after a venue's name (its year and a bracketed note may come first). */
/** A page range within a few words after a venue's name. */
const PAGE_RANGE_AFTER = /^[^;]{0,40}?(?<![A-Za-z])(?:pp?\.\s*\d+\s*[-–]+\s*\d+|pages?\s+\d+\s*[-–]+\s*\d+)/i;
// "MICCAI 2025, Lecture Notes in Computer Science Vol. 15961", "…, LNCS 15961": a proceedings book series cited with its
// volume (the series' spelled name, longer than the 40 characters above, may come first; round v261, set 262 part A).
const CITED_AFTER = /^[^;]{0,40}?(?<![A-Za-z])(?:vol(?:ume)?\.?\s*\d+|pp?\.\s*\d+\s*[-–]+\s*\d+|pages?\s+\d+\s*[-–]+\s*\d+|(?:LNCS|LNAI|LNBI|CCIS|Lecture\s+Notes\s+in\s+(?:Computer\s+Science|Artificial\s+Intelligence|Bioinformatics))[\s,]*(?:vol(?:ume)?\.?\s*)?\d{2,5}(?!\d))/i;

/**
 * Entries, and the mentions made of them, whose "accepted" no cue states: a bare tag ("VENUE YEAR") read as accepted
 * (README). Such an acceptance yields to a review or rejection another mention of the same entry states
 * (mergeEntries). An object copied on the way loses its mark, and is then merged as any other.
 */
const UNSTATED = new WeakSet<object>();

/** A clause that only states a pending status ("Under review.", "Preprint, currently under review;", "Submitted."). */
const PENDING_ONLY = /^[\s.;,]*(?:(?:(?:this|the|our)\s+)?(?:paper|work|manuscript|preprint|pre-print|article|version)[\s,:-]*(?:is\s+|has\s+been\s+)?)?(?:currently\s+|now\s+)?(under[\s-]+review|in[\s-]+review|under[\s-]+submission|in[\s-]+submission|submitted(?:\s+for\s+(?:peer[\s-]+)?review)?)[\s.;,]*$/i;

function analyse(id: string, m: Mention, a: Around, source: VenueMention['source']): Entry {
  const stated = statusOf(a, source);
  let status: string = stated ?? 'accepted';
  // "ACL 2025 (long), pages 15549–15572", "In IEEE Transactions on Signal Processing, vol. 71 (2023)": a tag that no cue
  // qualifies, cited with its pages or volume, is a citation (README: published).
  if (stated === null && source === 'comments' && CITED_AFTER.test(a.post)) status = 'published';
  // "Accepted at IEEE/CVF WACV 2025, pp.6115-6124, 2025": an acceptance cited with its page range is in print (README: a
  // citation with pages is published; the most advanced status wins). A volume alone is not enough ("to appear in …, vol.").
  else if (stated === 'accepted' && source === 'comments' && PAGE_RANGE_AFTER.test(a.post)) status = 'published';
  let { track, workshop } = trackOf(m, a);
  // "Accepted to KR 2026 (…). Track: KR meets Machine Learning and Explanation", "(NeurIPS 2025). Creative AI Track.": a
  // track the next clauses name as a track (the word said; no venue of their own: the tail) is the paper's. Not a
  // workshop, a challenge or an abstract said there without the word: more often another paper's or the record's
  // circumstances ("Final system ranked 2nd in the … Challenge", "A one-page extended abstract will appear …").
  if (track === 'main' && a.tail && source === 'comments' && NAMED_AS_TRACK.test(a.tail)) {
    const later = trackCue(a.tail);
    if (later !== null && later !== 'workshop') track = later;
  }
  // "Extended abstract building on the SIGIR 2026 short paper": a track named before the previous-version cue is this
  // record's, not the earlier paper's.
  if (track === 'other' && status === 'previous_version') {
    const back = statusCues(a.pre).filter((c) => c.status === 'previous_version').pop();
    if (back) ({ track, workshop } = trackOf(m, { ...a, pre: a.pre.slice(back.end) }));
  }
  if (track === 'other' && status === 'accepted' && !preCues(a).some((c) => c.status === 'accepted')) {
    if (/challenge|competition|shared[\s-]+task|first\s+place|rank/i.test(`${a.pre} ${a.post}`) || /(?<![A-Za-z])Cup(?![A-Za-z])/.test(`${a.pre} ${a.post}`)) status = 'unclear';
  }
  // A BibTeX entry in the comments ("@inproceedings{…, booktitle={… (ICDE)}, pages={1938--1951}, year={2025}}"): its
  // year field, and published when it is cited with pages, a volume, an issue or a DOI (README: a citation with pages is
  // published). An entry with a booktitle and a year only is a bare tag (accepted), unless a cue says more ("Proceedings
  // of" is one; round vpool18, set 348 part A: "booktitle={ECCV 2026 Workshop-…}" with no pages was read published).
  const bib = a.pre.includes('@') && BIBTEX.test(a.pre) ? BIB_YEAR.exec(`${a.pre}${a.post}${a.tail}`) : null;
  if (bib && (status === 'accepted' || status === 'published') && BIB_CITED.test(`${a.pre}${a.post}${a.tail}`)) status = 'published';
  let year = bib ? Number(bib[1]) : source === 'journal-ref' ? journalRefYear(a.pre + a.span + a.post) ?? statedYear(m.venue, a) : statedYear(m.venue, a);
  // "Submitted to IEEE Transactions on Information Theory on 22 January 2026", "(submitted July 25, 2025)": a date the
  // journal's own mention states gives its year (README Year rule 1: a year written in the mention, even for journals).
  if (source === 'comments' && year === null && m.venue.kind === 'journal') year = journalDateYear(a.pre, a.post);
  const posted = postedMonth(id);
  // "ICRA 40 Year Anniversary (ICRA40)", "Proceedings of the AAAI Conference on Artificial Intelligence 40": two digits
  // years ahead of the posting are a volume or an anniversary, not the edition's year. The comments are the latest
  // version's, written up to two years after the first posting ("AAAI-25", "Accepted to ICML25" on a December 2023 id).
  if (source === 'comments' && year !== null && posted && year > posted.year + 2 && !`${a.span}${a.post}`.includes(String(year))) year = null;
  const inferred = year === null;
  if (inferred) year = inferredYear(m.venue, id, status, track === 'workshop');
  if (year !== null && posted && year < posted.year && (status === 'accepted' || status === 'published') && EXTENDED_VERSION_OF.test(a.pre)) status = 'previous_version';
  // "Extended version of ECCV 2024 paper \"DreamScene\"" on a 2507 id, "Extended version of ICCV 25 paper HERMES" on a 2604
  // id: with no article the venue's tag follows "version of" at once, and an edition stated before the posting year is an
  // earlier paper as above ("Extended version of CVPR2025" on a 2510 id stays that paper's acceptance).
  if (!inferred && year !== null && posted && year < posted.year && (status === 'accepted' || status === 'published') && a.pre.length >= 16 && VERSION_OF_RIGHT_BEFORE.test(a.pre)) status = 'previous_version';
  // "Journal version of LAA-Net (CVPR 2024)", "Extended Version of MAGR (ECCV 2024 Oral Presentation)" on a 2510 id: the
  // bracketed tag dates the paper named before it, an earlier paper — always for a journal version (README: a journal
  // extension is a separate later work), for an extended or full one when its edition was stated before the posting year.
  if ((status === 'accepted' || status === 'published') && a.pre.endsWith('(')) {
    const named = VERSION_OF_NAMED_PAPER.exec(a.pre);
    // "CineScale is an extended work of FreeScale (ICCV 2025)": an extended *work* of a paper named is another, later
    // work whatever the edition (set 127 part A), as a journal version is.
    if (named && (/^journal$/i.test(named[1]) || /^work$/i.test(named[2]) || (!inferred && year !== null && posted && year < posted.year))) status = 'previous_version';
  }
  // "WACV 2024 Extended Paper" on a 2508 id: an extended paper or version said right after a tag whose edition was stated
  // before the posting year is a later work on that earlier paper (README: "a venue edition from an earlier year than the
  // posting"; set 125 part A); "CVPR 2026 extended version" on a 2603 id stays that paper's acceptance.
  if (!inferred && year !== null && posted && year < posted.year && (status === 'accepted' || status === 'published') && EXTENDED_TAG_AFTER.test(a.post)) status = 'previous_version';
  // "Extended journal version for ICLR": the journal version of a conference's paper is a later work (README: a journal
  // extension is a separate later work), the conference's paper an earlier version; "journal version for TPAMI" names
  // the journal the record is for, and stays its status.
  if (m.venue.kind === 'conference' && (status === 'accepted' || status === 'published') && JOURNAL_VERSION_FOR.test(a.pre)) status = 'previous_version';
  // "16 pages, shorter version demonstrated in NeurIPS 2020" on a 2507 id: a shorter version at an edition stated years
  // before the posting is an earlier paper this record builds on (README: "a shorter version appeared at …", "a venue
  // edition from an earlier year than the posting"); at the current edition it is that paper's status ("A shorter version
  // of this work has been accepted by ICASSP 2026" on a 2601 id stays accepted).
  if (!inferred && year !== null && posted && year < posted.year && (status === 'accepted' || status === 'published') && SHORTER_VERSION.test(a.pre)) status = 'previous_version';
  // "Extended version of arXiv:2606.12821 (ACM SIGSPATIAL 2026 poster paper)": the venue's paper has another arXiv id, so
  // this record is a separate later work (data/venues/README: "a different arXiv id given for the venue paper").
  if ((status === 'accepted' || status === 'published') && ((a.pre.includes('(') && VERSION_OF_ARXIV_ID.test(a.pre)) || (endsInWordThenSpace(a.pre, LATER_WORK_ENDS) && LATER_WORK_OF.test(a.pre)))) status = 'previous_version';
  // An earlier paper keeps only a year written at its name ("ICCV 25 paper": two digits after a space are written too;
  // "published in 2022 IEEE International Conference on …": a year leading the spelled name is written at it, round v307).
  if (status === 'previous_version' && !/(?:19|20)\d{2}|['’]\d{2}/.test(a.span + a.post.slice(0, 8)) && !/^[\s-]\d{2}(?!\d)/.test(a.post) && !YEAR_LEADS_SPAN.test(a.pre.slice(-48))) year = null;
  // "talk presented at the … Seminar 2006, Kyoto. 4 pages. to be published in the proceedings (Supplement of Prog. Theor.
  // Phys.)", "Invited talk, to appear in Phys. Lett. B": a talk, an oral or a poster is given at a meeting, never at the
  // journal that prints the paper (round v281, set 282 part A; no label gives a journal a presentation, as the talks
  // printed in a journal-ref's journal are labelled).
  const presentation = m.venue.kind === 'journal' ? null : presentationCue(a.pre, a.post, a.tail);
  // Programmes the venue holds beside its main track (the catalogue's `programmes`): "SIGGRAPH 2025 Poster", "Accepted
  // as a poster at CHI 2025" where posters are two-page abstracts beside the papers (at NeurIPS or CVPR a poster is how a
  // main-track paper is shown); "IJCAI 2025 Journal Track" where the journal track presents papers of journals (at
  // SIGGRAPH it is the technical papers); "CLEF 2025 CheckThat! Lab", an evaluation lab (a shared task).
  if (track === 'main' && m.venue.programmes) {
    if (presentation === 'poster' && m.venue.programmes.includes('posters')) track = 'other';
    else if (m.venue.programmes.includes('journal track') && JOURNAL_TRACK.test(`${a.pre} ${a.span} ${a.post}`)) track = 'other';
  }
  // A lab read as a workshop held at the host ("the FinMMEval Lab at CLEF 2026", "Working Notes at PAN at CLEF 2025") is
  // the lab programme too.
  if (m.venue.programmes?.includes('labs') && (track === 'main' || track === 'workshop') && LAB.test(`${a.pre} ${a.post}`)) {
    track = 'other';
    workshop = null;
  }
  const entry: Entry = { venue: m.venue.name, year, track, workshop, status, presentation, inferred };
  if (stated === null && status === 'accepted') UNSTATED.add(entry);
  return entry;
}

/** "version of arXiv:2606.12821 (" right before the venue's name: another arXiv record is the venue's paper. */
const VERSION_OF_ARXIV_ID = /\bversion\s+of\s+(?:arXiv:\s*)?\d{4}\.\d{4,5}(?:v\d+)?\s*\(\s*(?:(?:IEEE|ACM)\s+)?$/i;

/** True when the entry's year is written in its evidence ("2023", "'23"), not inferred from the posting month. */
function yearWritten(e: VenueMention): boolean {
  if (e.year === null) return false;
  const y = String(e.year);
  return e.evidence.includes(y) || new RegExp(`(?:['’\\-]|[A-Za-z])${y.slice(2)}(?!\\d)`).test(e.evidence);
}

function sameEntry(a: VenueMention, b: VenueMention, oneNamed = false): boolean {
  if (a.venue !== b.venue || a.track !== b.track) return false;
  const across = a.source !== b.source;
  // A workshop the journal-ref leaves unnamed ("… Workshops (ICSTW), pp. 66-69") is the one the comments name; so is
  // the host's workshops tag or proceedings beside the one workshop of that host named ("Accepted to CVPR 2026
  // Workshop on SVC. Published in CVPR Workshops proceedings").
  const unnamedElsewhere = (across || oneNamed) && a.track === 'workshop' && (a.workshop === null || b.workshop === null);
  if (!unnamedElsewhere && (a.workshop ?? '').toLowerCase() !== (b.workshop ?? '').toLowerCase() && !acronymOfWorkshop(a.workshop, b.workshop) && !acronymOfWorkshop(b.workshop, a.workshop)) return false;
  // A year inferred from the posting month yields to the one the other source writes.
  return a.year === b.year || a.year === null || b.year === null || across && (!yearWritten(a) || !yearWritten(b)) || journalRestated(a, b);
}

/**
 * "Accepted by IEEE TMM on 17-Jan-2025; Submitted to IEEE TMM on 11-Jul-2024": a journal has no editions, so its
 * submission or review stated beside another status of the same journal is the same entry, whatever year each date gives
 * (journal-date.ts); the more advanced status's date is the entry's.
 */
function journalRestated(a: VenueMention, b: VenueMention): boolean {
  return a.source === b.source && (PENDING_STATUSES.has(a.status) || PENDING_STATUSES.has(b.status)) && findVenue(a.venue)?.kind === 'journal';
}
const PENDING_STATUSES = new Set(['submitted', 'under_review']);

/**
 * "the ICCV 2023 Workshop on Low Bit Quantized Neural Networks (ICCVW-LBQNN 2023)": a workshop named by the initials of
 * another's name (its "Workshop on" left out) is that workshop.
 */
function acronymOfWorkshop(acr: string | null, name: string | null): boolean {
  if (!acr || !name || !/^[A-Z][A-Za-z0-9&\-]*$/.test(acr) || !name.includes(' ')) return false;
  const words = name.replace(/^(?:(?:the|\d{1,3}(?:st|nd|rd|th)|international)\s+)*workshops?\s+(?:on|for)\s+/i, '').split(/[\s\-]+/);
  const initials = words.filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
  return initials.length >= 3 && initials === acr.replace(/[^A-Z]/g, '');
}

/** Statuses a mention states that outweigh another mention's bare-tag acceptance of the same entry (not a submission: "the
 * CVPR submission" names the paper's route, not its state; as for a bare tag's next clause, statusOf). */
const STATED_OVER_BARE = new Set(['under_review', 'rejected']);

/** `x` when it states a review or a rejection and `y` is a bare tag's acceptance (UNSTATED), else null. */
function statedOverBare(x: VenueMention, y: VenueMention): VenueMention | null {
  return UNSTATED.has(y) && STATED_OVER_BARE.has(x.status) ? x : null;
}

const COMPANION_VOLUME = /(?<![A-Za-z])(?:Companion|Adjunct)(?![A-Za-z])/;

const SPECIAL_TRACKS = new Set(['findings', 'datasets_benchmarks', 'demo', 'industry', 'tutorial', 'doctoral', 'other']);

/**
 * One entry per (venue, year, track, workshop), keeping the most advanced status and any stated presentation. A
 * main-track entry of an edition that another mention places in a special track ("AAAI-26 (AISI Track). … Proceedings
 * of the AAAI Conference (AAAI-26)") is that track's entry: the track named once holds for the edition.
 */
export function mergeEntries(input: VenueMention[]): VenueMention[] {
  if (input.length < 2) return input;
  const list = mapMentions(input, (e) => {
    if (e.track !== 'main') return e;
    const special = input.find((o) => o !== e && o.venue === e.venue && SPECIAL_TRACKS.has(o.track) && (o.year === e.year || e.year === null));
    return special ? mentionWith(e, { track: special.track, year: e.year ?? special.year }) : e;
  });
  // "Workshop on Data-driven … Health (epiDAMIK @ KDD 2026)": the acronym the brackets give the host names the workshop
  // spelled out before them; one workshop, named by its acronym (README).
  const bracketed = (o: VenueMention) => o.track === 'workshop' && o.workshop !== null && o.evidence.includes(`(${o.workshop} @`);
  for (let i = list.length - 1; i >= 0; i--) {
    const e = list[i];
    if (e.track === 'workshop' && !bracketed(e) && list.some((o) => o !== e && bracketed(o) && o.venue === e.venue && o.year === e.year && o.evidence === e.evidence)) list.splice(i, 1);
  }
  const named = new Map<string, Set<string>>();
  for (const e of list) if (e.track === 'workshop' && e.workshop) named.set(e.venue, (named.get(e.venue) ?? new Set()).add(e.workshop.toLowerCase()));
  const out: VenueMention[] = [];
  for (const e of list) {
    // "accepted at DOLAP 2026: … Accepted at 28th International Workshop on … (DOLAP) co-located with EDBT/ICDT 2026":
    // a venue the record also names as the workshop of a host, in the same year, is that workshop, not a main track.
    if (e.track === 'main' && list.some((o) => o.track === 'workshop' && o.workshop === e.venue && o.venue !== e.venue && (o.year === e.year || e.year === null))) continue;
    // "Accepted to WEB&GRAPH 2026 (co-located with WSDM 2026) … will appear in WSDM 2026 Companion Proceedings": the
    // host's companion volume is where its workshops' papers print; one entry, the workshop's, not a track of its own.
    if (e.track === 'other' && COMPANION_VOLUME.test(e.evidence) && list.some((o) => o.track === 'workshop' && o.venue === e.venue && (o.year === e.year || e.year === null))) continue;
    const i = out.findIndex((o) => sameEntry(o, e, named.get(e.venue)?.size === 1));
    if (i < 0) { out.push(e); continue; }
    const o = out[i];
    // The workshop's own name said to hold an earlier version ("Portions … presented at the ICCV 2023 Workshop on X
    // (ICCVW-LBQNN 2023)"): its unnamed restatement does not make it this paper's venue.
    // So does its acronym ("(ICCVW-LBQNN 2023)" after the name).
    const earlier = o.track === 'workshop' && o.workshop !== e.workshop && [o, e].find((x) => x.workshop !== null && x.status === 'previous_version');
    // "IEEE International Conference on Systems, Man, and Cybernetics 2025. (SMC), under review": the bare tag's acceptance
    // is no statement; a review or rejection stated for the same entry is the paper's status.
    const stated = earlier ? null : statedOverBare(e, o) ?? statedOverBare(o, e);
    const best = earlier || stated || (statusRank(e.status) > statusRank(o.status) ? e : o);
    const year = o.year !== null && e.year !== null && o.year !== e.year ? (journalRestated(o, e) ? best.year : yearWritten(o) ? o.year : e.year) : o.year ?? e.year;
    out[i] = toMention(mentionWith(best, { year, workshop: o.workshop ?? e.workshop, presentation: o.presentation ?? e.presentation }), best.source, best.evidence);
  }
  return out;
}
