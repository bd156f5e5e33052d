import { presentationCue, specificTrackCue, statusCues, trackCue, type VenueTrack } from './cues.ts';
import { seriesAcronym } from './series-names.ts';
import type { VenueEntry } from './venue-entry.ts';
import { ieeePeriodical, journalAbbreviations, physicalJournal, physicalJournalByInitials, journalInitials } from './catalogue-file.ts';
import { ieeeShortName, journalAbbreviationAt } from './dotted-journal.ts';
import { nameKey } from './catalogue-lists.ts';
import { ALIAS_INDEX, VENUES, escapeRegExp, findVenue, onCatalogueChange } from './catalogue.ts';
import { countryCode, regionCountry } from '../institutions/countries.ts';
import { apostropheYearNext, placeDateYear, tagYear } from './year.ts';
import { withinEdits } from './fuzzy.ts';
import { PackedGroups } from './packed-groups.ts';
import { HOST, workshopName } from './workshop-name.ts';
import { hostAcronymWorkshop } from './generic.ts';
import { foldedAcronymName, looseCatalogueName } from './loose-name.ts';
import { titleAfterHostYear, titledEventAfterHost } from './co-located.ts';
import { readerGate } from './regex-gate.ts';
import { PUBLISHER, SOCIETY } from './publishers.ts';
import { isPlaceName } from './places.ts';
import { NOT_HOSTS } from './linked-workshop.ts';
import { isLanguageName } from './languages.ts';
import { journalDateYear } from './journal-date.ts';
import { organisationTag } from './lookalikes.ts';
import { ACRONYM_DASH_WORKSHOP_HOST, JOURNAL_THEN_DECISION, NAME_PUBLISHER_HOST_WORKSHOP, PMLR_EVENT, acronymDashWorkshopHost, commaWorkshopOn, titleAcronymBeforeHost, extendedAbstracts, journalThenDecision, namedBeforeHostTag, namePublisherHostWorkshop, pmlrEvent, shapeHint, spelledWorkshops } from './shape-readers.ts';
import { MONTH_NAMES, MONTH_SHORTS } from './date-words.ts';

/**
 * Venues no list knows, read from the shape of the text after a status cue ("accepted at", "submitted to",
 * "Proceedings of the", "presented at"): an acronym with its year ("Accepted by CAC 2025", "Accepted at IEEE ICHI
 * 2026", "Accepted in CODS-COMAD December 2024"), a spelled-out event name ("the 2nd International Conference on X",
 * "21st International Conference on X (ICAIL 2026)", "Proceedings of the 1st Workshop for Y (REALM 2025)"), or a named
 * workshop with its year ("IEEE Information Theory Workshop 2026"), or a journal JabRef's lists know ("accepted for
 * publication in Physics of Fluids" -> "Phys. Fluids"). The name is emitted as written (its acronym when
 * given); a workshop is its own venue, track workshop.
 */

/**
 * A cheap first test: could the text hold a status cue followed by an event name? One regex of the plain words (most
 * texts that pass hold one), then one of the shapes: the regex engine tries every alternative at every position, and
 * the shapes' character classes cost more per try than the words. "in press" after a journal's name ("Annals of Physics,
 * in press") is a decision as "accepted" is; "ACL main (Oral)" a track and a presentation.
 */
// "ICPR 2026 RARE-VISION Competition": a competition as a challenge (the readers take both; round 15, unseen7).
const GENERIC_HINT_WORDS = /(?:journal|conference)\s+submission|reviewed\s+publication\s+(?:at|in)\s|in\s+press|main\s*\(\s*(?:oral|poster|spotlight)\s*\)|selected\s+as\s|(?:oral|poster|spotlight)\s+session\s|submission\s+of|findings|in[\s\-]review\s|accept|publish|pre-?print\s+of\s|extended\s+from\s|extension\s+of\s|extending\s|rejected\s+(?:from|by|at)\s|camera[\s\-]*ready\s|(?:oral|spotlight|poster)(?:\s+(?:presentation|paper|talk))?\s+(?:at|in)\s|challenge|competition|shared\s+task|system\s+description|submit|in\s+prep[a-z]*ation\s+(?:to|for)\s|submission\s+(?:to|(?:at|for)\s)|present|appear|proceedings|proc\.|conference|symposium|congress|under\s+review\s+(?:at|to|in|by|for)?|under\s+peer[\s-]review\s|under\s+consideration\s|version\s+of\s+/i;
const GENERIC_HINT_SHAPES = /^In\s+(?:the\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|(?:19|20)\d{2})\s+)?(?:(?:IEEE|ACM|IFIP)\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:International|Annual|Joint)\s|^In\s+(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.])|(?:19|20)\d{2}\s*[,(]?\s*(?:(?:long|short)\s+)?(?:oral|spotlight|poster)\b|(?:^|[.;,]\s)\s*[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*\s+Workshop(?:\s+paper)?\s*(?:$|[.;])|(?:IEEE|ACM)\s+[A-Z][A-Za-z0-9]*[A-Z][\s'’\-]*(?:19|20)?\d{2}(?!\d|\.\d)|(?:^|[.;,]\s*)\s*[A-Z][A-Za-z0-9]*[A-Z] ?['’]\d{2}\s*(?:,|$)|(?:IEEE|ACM)\s+[A-Z]+\s+accepted|(?:^|[,;:]\s*)(?:SPIE|IEEE|ACM|IFIP|EAI)\s+(?:[A-Z][\w\-&]*\s+(?:(?:of|for|and|in|on|the|&|\+)\s+){0,2}){0,4}[A-Z][\w\-&]*[\s,'’\-]*(?:19|20)\d{2}\s*(?:$|[,;.(])|(?:Summit|Forum)[\s,'’\-]*(?:19|20)\d{2}\s*$|(?:International|World)\s+Forum\s+(?:on|of|for)\s/i;
/** "acl2026 findings", "emnlp 2025 submission": a lower-case tag and its year opening a clause before a qualifier (lowerCaseTag). */
const LOWER_TAG_HINT = /(?:^|[,;.]\s*)[a-z]{3,8}[\s'’\-]*(?:19|20)\d{2}\s+(?:[Ff]indings|[Ss]ubmission|[Ww]orkshops?|[Mm]ain|[Aa]ccepted|[Cc]amera[\s\-][Rr]eady|[Oo]ral|[Pp]oster|[Ss]potlight|[Pp]aper)(?![A-Za-z])/;
/** True when the text passes the cheap first test (either regex: together they are the alternatives of one). */
/** A two-digit year after an apostrophe ("ICML'25"): the tag shapes read it as a four-digit one. */
const APOSTROPHE_YEAR = /['’]\d{2}(?!\d)/;
export function genericHint(text: string): boolean {
  // A bare acronym tag needs a year: most texts that reach it hold neither "19" nor "20" (no regex run then).
  return GENERIC_HINT_WORDS.test(text) || GENERIC_HINT_SHAPES.test(text)
    || ((text.includes('orkshop') || text.includes('ORKSHOP')) && HOST_NAMED_WORKSHOP_BARE.test(text))
    || ((text.includes('20') || text.includes('19') || APOSTROPHE_YEAR.test(text)) && (ACRONYM_TAG.test(text) || HYPHENED_WORD_TAG.test(text) || (PAIR_TAG.test(text) && pairTag(text) !== null) || TAG_PLACE.test(text) || IN_TAG.test(text) || YEAR_FIRST_AFTER_COMMA.test(text) || WORKSHOP_PAPER_TAG.test(text) || CUE_YEAR_FIRST.test(text) || QUALIFIED_TAG.test(text) || QUALIFIED_BEFORE_YEAR.test(text) || HOST_TAG_WORKSHOP.test(text) || HOST_CAMEL_HINT.test(text) || FINDINGS_OF.test(text) || LOWER_TAG_HINT.test(text) || WORKSHOP_THEN_HOST.test(text) || HOST_NAMED_WORKSHOP_YEAR.test(text) || TAG_SPELLED_AFTER.test(text) || OPENING_BRACKET_TAG.test(text) || YEAR_FIRST_HOST.test(text) || SPELLED_PAREN_YEAR.test(text))) || (text.includes('ubmission') && ACRONYM_SUBMISSION.test(text)) || TAG_VARIANT.test(text) || shapeHint(text)
    || (LONE_ACRONYM_END.test(text) && COUNTS_THEN_LONE_ACRONYM.test(text))
    || (text.includes('Journal') && ACRONYM_JOURNAL_HINT.test(text))
    || TAG_THEN_LINK_NOTE.test(text) || XPLORE_TITLE.test(text);
}
/** The first test of ACRONYM_JOURNAL_BRACKET, anywhere in the text (the reader is handed one clause): "ACR (Journal of ". */
const ACRONYM_JOURNAL_HINT = /(?<![A-Za-z])[A-Z]{2,6}\s{0,4}\(\s{0,4}(?:[Tt]he\s{1,4})?Journal\s{1,4}(?:of|on)\s/;
/** The cheap first test of COUNTS_THEN_LONE_ACRONYM (round 14): the text ends in capitals of its shapes. */
const LONE_ACRONYM_END = /(?<![A-Za-z\-])(?:IC|IJ)[A-Z]{2,4}(?:\s*\.?\s*$|[,;|]\s*(?:[Pp]roject|[Cc]ode|[Ww]eb\s*(?:site|page)|[Gg]it[Hh]ub|[Hh]ome\s*page)(?![A-Za-z]))/;

// "Published on 2026/05/11 in Journal of Machine Learning": a date may stand between the cue and its preposition.
// "Submit to IEEE ROBIO 2026": the bare verb before "to" is a submission too (as "submitted to").
// "Accepted as full paper to the 19th International Conference on …": the kind of paper may stand without an article.
// "Under review WASPAA 2021", "Accepted WASPAA 2021": a cue with no preposition, right before a word and its year (what
// follows must still read as an acronym and year, ACR_FORM, or another form); not the adjective ("an accepted ACM-BCB
// 2026 short paper" is not this paper's acceptance).
// "Submitted IEEE WCL": with no year, a publisher and an acronym in capitals after the bare cue.
// "Published as an extended abstract at World Modeling Workshop 2026": a kind of paper in two words may end in "abstract".
// "The final published version is available online in the Journal of …": a version's availability in a venue is where it
// is in print, as "published in" (v253, set 256 part A); only after "version", only before "in" / "at".
// "under review of The Southwest Data Science Conference (SDSC 2025)", "under consideration of the Journal of …": "of" after
// a review's noun stands for "at" before a capitalised name (v253, set 255 part A); after no other cue word.
// "published in 2024 in the Journal of Computer Research and Development": the year it appeared, before the preposition.
// "Submitted version to MICCAI 2026": the word "version" may stand between the verb and its preposition (round 11).
// "peer reviewed publication at SEMANTiCS 2025 Poster Track": the record named a (peer) reviewed publication at an event
// no list knows is published there, as cues.ts reads it for a listed one ("… at ESWC 2025", set 56; v249, set 252 part A).
// "Forthcoming in …" (still to come, as "to appear"), "Invited contribution to "Advances in Chemical Physics"" (an
// invitation is an acceptance): v85, sets 87-88 part A.
// "Invited talk given at the Zebra Conference on Quantum Gravity 2012", "lecture delivered at …": a talk given at an
// event was presented there (accepted; the talk an oral), as "talk presented at" is (v269, set 269 part A).
// "Technical report extending ACPA 2025 conference paper": extending an acronym's edition's paper is extending an earlier
// paper there, as "extended from" / "extension of" (previous_version; v173, set 173 part A); the paper word must follow
// ("Extending BERT 2019 to audio" names a model).
export const CUE = /(?<![A-Za-z])(?:(?:accepted|accept(?=\s+(?:by|to|at|in)\s)|(?:peer[\s-]*)?reviewed\s+publication(?=\s+(?:at|in)\s)|forthcoming(?=\s+(?:in|at)\s)|invited\s+(?:contribution|paper|article|chapter|review)(?=\s+(?:to|in|for)\s)|select(?:ed)?(?=\s+for\s+(?:(?:oral|poster|spotlight)\s+)?(?:publication|presentation))|selected(?=\s+as\s+an?\s)|(?<=(?:oral|poster|spotlight)\s+)session(?=\s+(?:in|at|of)\s)|published|(?:re-?)?submitted|submitting|submit(?=\s+to\s)|in\s+prep[a-z]*ation(?=\s+(?:to|for)\s)|presented|(?<=(?:talk|lecture)\s{1,3})(?:given|delivered)(?=\s+at\s)|tutorial(?=\s+at\s)|to\s+appear|appears?|appeared|appearing|will\s+be\s+(?:presented|published)|under\s+(?:submission|review|consideration|peer[\s-]review)|in\s+submission(?=\s+(?:at|to|for)\s)|(?<![A-Za-z])in[\s\-]review(?=\s+(?:for|at|by|in)\s))(?:\s+(?:papers?|version(?:\s+(?:is\s+)?(?:now\s+)?available(?:\s+online)?(?=\s+(?:in|at)\s))?))?(?:\s*\([^()]{1,40}\))?(?:\s+in\s+(?:19|20)\d{2})?(?:\s+on\s+(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}\s+[A-Z][a-z]+\.?\s+\d{4}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}))?(?:\s+(?:(?:for\s+(?:(?:oral|poster|spotlight)\s+)?|to\s+)(?:publication|presentation|archival|review)(?:\s+and\s+(?:publication|presentation|archival))?(?:\s+as\s+an?\s+\w+\s+(?:paper|article))?|as\s+(?:an?|the)\s+\w+(?:\s+(?:paper|presentation|talk|abstract|poster|article)){0,2}|as\s+(?:an?|the)\s+[a-z]+\s+[a-z]+\s+(?:paper|presentation|talk|abstract|poster|article)|as\s+\w+\s+(?:paper|presentation|talk)|as\s+(?:oral|poster|spotlight)|and\s+presented|and\s+(?:pending|awaiting)\s+publication|to\s+present|to\s+publish)){0,2}(?:\s*\([^()]{1,40}\))?\s+(?:at|to|by|in|into|for|on|as(?=\s+(?:the\s+)?[A-Z])|of(?<=(?:review|consideration)\s+of)(?=\s+(?:the\s+)?[A-Z]))|(?<![A-Za-z])(?<!(?:^|[^A-Za-z])(?:an?|the|our|its)\s+)(?:accepted|submitted|under\s+(?:submission|review)|presented|published)(?=\s+(?:(?:IEEE|ACM)\s+)?[A-Za-z][\w\-+&]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.])|\s+(?:IEEE|ACM)\s+[A-Z][A-Z\-]{1,8}(?![\w\-]))|(?<![A-Za-z])submission\s+(?:to|of(?=\s+(?:the\s+)?[A-Za-z][\w\-]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.])))|(?:in\s+)?(?:the\s+)?proceedings\s+(?:of|for(?=\s+(?:the\s+)?[A-Z0-9]))|^in(?=\s+(?:the\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|(?:19|20)\d{2})\s+)?(?:(?:IEEE|ACM|IFIP)\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:International|Annual|Joint)\s|\s+(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.]))|(?<![A-Za-z])part\s+of(?=\s+(?:the\s+)?[A-Z][^.;]*\sproceedings(?![A-Za-z]))|(?<![A-Za-z])in\s+proceedings(?=\s+[A-Za-z][\w\-]*[\s'’\-]*(?:19|20)\d{2}(?!\d))|(?:in\s+)?(?<![A-Za-z])Proc\.(?:\s+of)?(?:\s+the)?(?=\s+(?:(?:19|20)\d{2}\s+(?=(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)\s))?(?:(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)\s+)?(?:(?:19|20)\d{2}\s+)?(?:\d{1,3}(?:st|nd|rd|th)|(?:[A-Za-z]+\s+){0,2}International|Annual|Joint)\s)|(?:conference|workshop)\s+paper\s+(?:at|in|for|of)|(?<![A-Za-z])pre-?print\s+of(?:\s+(?:an?|the|our))?\s+(?:article|paper|manuscript)\s+(?:in|at|for|to)|(?<![A-Za-z])camera[\s\-]*ready(?:\s+(?:version|paper|copy))?\s+(?:for|of|at|to)|(?<![A-Za-z])(?:extended\s+from|extension\s+of|journal\s+version\s+of)(?=\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:\s+[A-Z][A-Z0-9]+)?[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.]))|(?<![A-Za-z])extending(?=\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})\s+(?:(?:conference|workshop|symposium)\s+)?(?:paper|work|article|version)s?(?![A-Za-z]))|(?<![A-Za-z])rejected\s+(?:from|by|at)|(?<![A-Za-z])(?:oral|spotlight|poster)(?:\s+(?:presentation|paper|talk))?\s+(?:at|in)(?=\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.]))|(?<![A-Za-z])pre-?print\s+of(?=\s+(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\d.]))|conference\s*[,:]|(?<=(?:plan|plans|planning|intend|intends|intending)\s+to\s+)submit(?:\s+to)?(?=\s+(?:the\s+)?[A-Z]))\s+(?:the\s+)?(?:["“](?:the\s+)?|['‘](?=[A-Z][a-z]))?(?:(?:prestigious|renowned|top[\s-]tier|premier|flagship|upcoming|forthcoming)\s+)?/gi;
/**
 * A word every match of CUE holds, one for each of its alternatives (case aside: "accept" for "accepted", "submi" for
 * "submitted" and "submission", "proc" for "proceedings" and "Proc."), or "in" opening the text: a text with none holds
 * no cue, and CUE (~3 µs a clause: its alternatives tried at every position) is not run. Kept in step with CUE by a test
 * (generic-venue.test.ts).
 */
export const CUE_GATE = /accept|forthcoming|invit|given|delivered|select|session|publish|submi|mit|ation|print|camera|exten|version|reject|oral|spotlight|poster|present|tutorial|appear|under|review|consider|proc|part|paper|conference|^in/i;
// "SIGOPS ATC 2026": an ACM Special Interest Group's name ("SIG" and its capitals) before an event's name is its
// sponsor, as "ACM" is.
// ASME publishes its conferences' proceedings as IEEE does: "ASME IDETC-CIE 2026" is IDETC-CIE.
const PUBLISHERS = String.raw`(?:(?:IEEE|ACM|ASME|IFIP|SIAM|EAI|IAPR|ISCA|AAAI|USENIX|SPIE|SIG[A-Z]{2,})(?:[/\-]\w+)?[\s\-]+)`;
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+`;
// "IEEE RAS 11th International …": two digits with an ordinal's suffix are no year.
// "appeared in ADI (September 2026)": the edition's date may follow in brackets, a month before its four-digit year.
// "Accepted at Ital-IA 2025", "Accepted to iSAI-NLP 2025": a word in mixed or lower case hyphened to capitals is one acronym.
// "Submitted to the proceedings of the deRSE26 conference": one or two lower-case letters before two capitals open one
// too (one capital after them is a word: "arXiv", "eLife").
// "Accepted by ACM q-Lantern 2026": one lower-case letter hyphened to a capitalised word ("e-" and "m-" prefixes) opens
// one too (round vleft5, set 104 part A: nothing read).
const ACR_FORM = new RegExp(String.raw`^${PUBLISHERS}*((?:(?:[a-z]{1,2}(?=[A-Z]{2}))?[A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?|[A-Za-z][A-Za-z]*(?=-[A-Z]{2})|[a-z](?=-[A-Z][a-z]))(?:[\-+&](?:[A-Za-z0-9]+?(?!\d)|[A-Za-z]+(?=\d{2}(?![\d.]))))*)(?:[\s'’\-]*|\s+${MONTH}|\s*\((?=\s*(?:${MONTH})?(?:19|20)\d{2}\s*\))\s*(?:${MONTH})?)((?:19|20)\d{2}|['’]?\d{2})(?!\d|\.\d|(?:st|nd|rd|th)(?![A-Za-z]))`);
/**
 * A word of a name: capitalised, or lower-case with a capital inside ("eXplainable", "iOS"), or one digit then a capital
 * ("Symposium on Interactive 3D Graphics and Games", "5G").
 */
const CAP_WORD = String.raw`(?!(?:January|February|March|April|June|July|August|September|October|November|December)(?![\w\-]))(?:[A-Z]|[a-z]+[A-Z]|(?<![\w\-])\d[A-Z])[\w\-]*`;
// "(ICAIL 2026)", "(IOLTS25)", "(SSC'2025)", "(UMAP Adjunct '24)", "(iSpaRo)", "(ISPARO,2025)": an acronym in
// parentheses (a lower-case first letter before a capital or digit as printed), maybe with its year.
// "(EMBS EMBC)": an IEEE society's acronym (three or four capitals ending in S) before the event's is no part of it.
const PAREN_ACR = String.raw`(?:\s*\(\s*(?:(?:IEEE|ACM|EAI|IFIP|[A-Z]{2,3}S)\s+)?(?=[A-Za-z0-9&+\-]*[A-Z][A-Za-z0-9&+\-]*[A-Z0-9])((?:[A-Z]|[a-z](?=[A-Z0-9]))[\w\-+&]*?[A-Za-z0-9])(?:\s+(?:Adjunct|Companion))?(?:[\s'’\-,]*((?:19|20)\d{2}|\d{2}))?\s*\))`;
// "Conference on Sustainable Technologies for Industry 5.0 (STI)", "… for Web 3.0": a version number after a word of the
// name ("Industry 4.0", "Society 5.0") is part of it, so the bracketed acronym after it is still the name's (round v265,
// set 266 part A: the name was cut before "5.0" and read without its acronym). One digit, a dot, one digit, after a
// letter and one space: no year, no page count, no decimal run.
const VERSION_NUMBER = String.raw`(?<=[a-z]\s)\d\.\d(?![\w.])`;
// "XLVth International Winter Meeting on …": a Roman edition from 40 to 89 holds an L (three letters at least, or two and
// a suffix, so that no two-letter word is read as one). "the 2nd Session of the Foo Symposium …": a numbered session of an
// event is its edition, as "the 5th edition of" (round v277, set 277 part A: read as "Session of the …").
const SKIP_EDITION = /^(?:((?:19|20)\d{2})\s+(?=\S+\s))?(?:(?:[IVX]+(?:st|nd|rd|th)?|(?=[IVXL]{3}|[IVXL]{2}(?:st|nd|rd|th))X?LX{0,3}(?:IX|IV|V?I{0,3})(?:st|nd|rd|th)?|\d{1,3}(?:st|nd|rd|th)|(?:(?:twenty|thirty|forty|fifty|sixty)[\s-]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|(?:twen|thir|for|fif|six)tieth))\s+(?:(?:edition|session)\s+of\s+(?:the\s+)?)?)?(?:((?:19|20)\d{2})\s+)?/i;
/** The year SKIP_EDITION read before or after the ordinal ("2016 Ninth …", "Ninth 2016 …"). */
const skipYear = (skip: RegExpExecArray): string | undefined => skip[1] ?? skip[2];
/**
 * "World Forum on …", "International Forum on …": a forum named as an event only after a word of its reach ("Forum of
 * Mathematics, Sigma" is a journal).
 */
const WIDE_FORUM = String.raw`(?<=(?:International|World)\s)Forum`;
/**
 * "European School of High-Energy Physics", "the Zebra Summer School on Gravitation": a school named as an event only after
 * a word of its reach or its season ("School of Computer Science" is a university's department) — round vleft. Before
 * "of / on / for" and its subject (NAME_FORM) the reach word may open the name; else a capitalised word of the name
 * comes before it: "the Summer School" alone names no event (EVENT_SCHOOL_NAMED, in eventFormRe).
 */
const SCHOOL_REACH = String.raw`(?:International|European|Summer|Winter|Spring|Autumn|Advanced)`;
const EVENT_SCHOOL = String.raw`(?<=${SCHOOL_REACH}\s)School`;
const EVENT_SCHOOL_NAMED = String.raw`(?<=[A-Z][\w\-]*\s${SCHOOL_REACH}\s)School`;
const NAME_FORM = new RegExp(String.raw`^(${PUBLISHERS}*(?:(?:International|Annual|Joint|European|Asian|World|National|Chinese|American)\s+)*(?:Conference|Symposium|Workshop|Congress|Meeting|${WIDE_FORUM}|${EVENT_SCHOOL})\s+(?:on|of|for)\s+(?:the\s+)?${CAP_WORD}(?:(?:,(?=\s+(?:and|&)\s|(?:,?\s+${CAP_WORD})+,?\s+(?:and|&)\s))?\s+(?:${CAP_WORD}|${VERSION_NUMBER}|and|&|of|on|for|in|the|with|to|by))*)(?:\s+((?:19|20)\d{2}))?${PAREN_ACR}?`);
const PACM_HEAD = /^(?:ACM|IEEE)\s+on\s/;
const EVENT_WORD_SOON = new RegExp(String.raw`Conference|Symposium|Workshop|Congress|Meeting|Seminar|(?:International|World)\s+Forum|${SCHOOL_REACH}\s+School`);
const PACM_FORM = new RegExp(String.raw`^((?:ACM|IEEE)\s+on\s+${CAP_WORD}(?:(?:,(?=\s+(?:and|&)\s|(?:,?\s+${CAP_WORD})+,?\s+(?:and|&)\s))?\s+(?:${CAP_WORD}|and|&|of|on|for|in|the|with|to|by))*)${PAREN_ACR}`);
// "Grid of the Future Symposium": connectors may join the capitalised words before the event word (not after a
// "Proceedings of", "Digests of" and the like, nor before an ordinal or "International": those open another name).
// "Prepared for M2S Conference 2026": a status verb and its preposition are no part of an event's name (read as one, the
// clause would be a bare tag of a venue "Prepared for M2S Conference").
// "2022 Modeling, Estimation and Control Conference": capitalised topic words listed with commas and closed by "and"
// before the event word are one name (as after "Conference on").
// "IEEE Energy Conversion Congress and Exposition (ECCE) 2025": an exhibition joined to the event word by "and" is part
// of the event's name when the bracketed acronym follows it, which is then still the name's (set 124 round, design half);
// with no bracket after it the name stays the event's alone ("the 14th CTI Symposium and Exhibition, …": CTI Symposium).
// "the IISE Annual Conference & Expo 2025": the exhibition word between the name and its year is passed over, the name
// still the event's alone, so that the year is read (v173, set 173 part A).
const JOINT_CONFERENCE = /\b(?:Conferences?|Symposium|Congress)\s+(?:and|&)\s+Workshops?\b/;
/** EVENT_FORM, and the same with a joint second kind and "in" before the subject (eventForm below). */
const eventFormRe = (jointKind: string, subjectIn: string): RegExp => new RegExp(String.raw`^(?!(?:Prepared|Submitted|Accepted|Presented|Published|Invited|Selected)\s+(?:for|to|at|in|by)\s)(${PUBLISHERS}*(?!(?:Proceedings|Digests?|Abstracts?|Book|Transactions|Annals|Journal)\s)(?:[A-Z][\w\-&/]*(?:,(?=(?:\s+[A-Z][\w\-&/]*)+,?\s+(?:and|&)\s))?\s+(?:(?:of|the|for|on|and|in|&)\s+(?:the\s+)?(?=[A-Z])(?!(?:First|Second|Third|Annual|International|IEEE|ACM|SPIE)\s))?){1,5}(?:Conferences?|Symposium|Congress|Meetings?|(?<!(?:Conference|Symposium|Congress|Meeting)\s+(?:and|&)\s+)Seminar|${EVENT_SCHOOL_NAMED})(?![A-Za-z])(?:\s+Series)?(?:\s+(?:and|&)\s+(?:Exposition|Exhibition|Expo)(?=\s*\(\s*[A-Z]))?${jointKind}(?:\s+(?:on|of|for${subjectIn})\s+(?:the\s+)?${CAP_WORD}(?:(?:,(?=\s+(?:and|&)\s|(?:,?\s+${CAP_WORD})+,?\s+(?:and|&)\s))?\s+(?:${CAP_WORD}|and|&|of|on|for|in|the|with|to|by))*)?)(?:\s+(?:and|&)\s+(?:Exposition|Exhibition|Expo)(?=\s+(?:19|20)\d{2}(?!\d)))?(?:\s+((?:19|20)\d{2}))?${PAREN_ACR}?`);
// "Asia Zebra Conference and Workshop in Quantum Gravity 2012", "… Conference and School on …": a conference held with a
// workshop or school is one event of that joint name, and "in" may join it to its subject as "on" does (round v269, set
// 269 part A: the name was cut at "Conference" and given the posting year); a place after "in" is where it is held
// (eventForm).
const EVENT_FORM_PLAIN = eventFormRe('', '');
const EVENT_FORM_JOINT = eventFormRe(String.raw`(?:\s+(?:and|&)\s+(?:Workshops?|School)(?![A-Za-z]))?`, '|in');
const SUBJECT_IN = /\s(?:Conferences?|Symposium|Congress|Meetings?|Seminar|Workshops?|School)\s+in\s+(.+)$/;
/** EVENT_FORM's match; a name whose subject after "in" is only a place ("Zebra Conference in New Orleans") is read without it. */
const EVENT_FORM = {
  exec(text: string): RegExpExecArray | null {
    const m = EVENT_FORM_JOINT.exec(text);
    const subject = m ? SUBJECT_IN.exec(m[1]) : null;
    return subject && isPlaceName(subject[1]) ? EVENT_FORM_PLAIN.exec(text) : m;
  },
};
// "Wordplay: When Language Meets Games Workshop (EMNLP 2025)": a colon after a word of the name, a subtitle after it.
const WORKSHOP_PAREN_FORM = /^((?:[A-Z][\w\-]*:?\s+){1,8}Workshop)\s*\(\s*([A-Z][a-z\-]*[A-Z0-9][A-Za-z0-9\-]*)[\s'’\-]*((?:19|20)\d{2})\s*\)/;
const WORKSHOP_FORM = new RegExp(String.raw`^(${PUBLISHERS}?(?:[A-Z][\w\-]*\s+){1,6}Workshop)[\s,]+((?:19|20)\d{2})(?!\d)`);
/** "the Betelgeuse 2012 Workshop": capitalised words, the year, then "Workshop" closing the name (as WORKSHOP_FORM, the year moved). */
const YEAR_WORKSHOP_FORM = new RegExp(String.raw`^(${PUBLISHERS}?(?:[A-Z][\w\-]*\s+){1,6})((?:19|20)\d{2})\s+Workshop(?![\w\-])(?!\s+(?:on|of|for)\s)`);
// "submitted to Optical materials": in sentence case too (the first word's capital only), still taken only when JabRef
// knows the name whole (set 85 part A).
const LOWER_JOURNAL = /^([A-Za-z][a-z&\-]+(?:\s+[a-z&\-]+){1,5})(?=\s*(?:[,.;()]|$))/;
const MINOR_WORD = /^(?:a|an|and|at|for|in|of|on|the|to|with|&)$/;
/** "journal of laser applications" -> "Journal of Laser Applications": a name typed in lower case, in title case. */
function titleCase(name: string): string {
  return name.split(/\s+/).map((w, i) => (i > 0 && MINOR_WORD.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}
const NAME_WORD = String.raw`(?:[A-Z][\w\-]*|for|of|on|and|in|the|&)`;
const PAREN_ACR_EVENT = new RegExp(String.raw`^(?:The\s+)?[A-Z][\w\-]*(?:\s+${NAME_WORD}){1,12}\s*\(\s*([A-Z][A-Za-z&\-]*[A-Z])[\s'’\-]*((?:19|20)\d{2}|\d{2})\s*\)\s*([Cc]onference|[Ss]ymposium|[Ww]orkshop|[Mm]eeting)(?![A-Za-z])`);
// "the IEEE RAS/EMBS 11th International Conference on …": the publisher's societies may follow it before the ordinal.
const LEADING_PUBLISHER = /^(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)(?:\/[A-Z]{2,6})?(?:\s+[A-Z]{2,6}(?:\/[A-Z]{2,6})*)?\s+(?=\d{1,3}(?:st|nd|rd|th)\s)/;
const YEAR_PUBLISHER_LEAD = /^((?:19|20)\d{2})\s+(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)(?:\/[A-Z]{2,6})?(?:\s+[A-Z]{2,6}(?:\/[A-Z]{2,6})*)?\s+(?=\d{1,3}(?:st|nd|rd|th)\s)/;
/** "(9th International Workshop on …)", "(the Second Workshop of …)" right after an acronym and its year. */
const WORKSHOP_SPELLED_AFTER = /^\s*\(\s*(?:the\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:st|nd|rd|th))\s+)?(?:(?:International|Annual|Joint|IEEE|ACM)\s+)*Workshop(?![A-Za-z])/i;
const NOT_ACRONYMS = /^(?:IEEE|ACM|ASME|SPIE|AAAI|ISCA|USENIX|PMLR|LNCS|CEUR|LNEE|CCIS|ASCE|Springer|Elsevier|arXiv|SSRN|PhD|MSc|BSc|AI|ML|NLP|CV|LLM|LLMs|OK|USA|UK|EU)$/;
/**
 * "Accepted at Canadian AI 2025": a capitalised word before a list acronym and its year, right after a status cue, is one
 * event name (as written); the acronym alone is a longer name's part (mentions.ts drops it).
 */
const WORD_ACR_FORM = /^((?!(?:The|In|At|By|To|For|From|Our|This|Its|Their|Main|Short|Long|Full|Regular|Accepted|Published|Submitted|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s)[A-Z][a-z]+\s+[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?!\d|\.\d)/;
const CO_BRANDED_SUMMIT = /^(?:((?:19|20)\d{2})\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*&\s*(?:[\w\-]+\s+){1,3}(?:Summit|Forum)(?:[\s,'’\-]*((?:19|20)\d{2}))?(?!\d|\.\d)/;
const SUMMIT_FORM = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*\s+(?:Summit|Forum))[\s,'’\-]*((?:19|20)\d{2})(?!\d|\.\d)/;
// "EMC Europe 2023": an acronym and a region (a society's regional edition), then its year, is that edition's name.
// "In proceedings of NICOGRAPH International 2025": "International" after a national event's acronym names its
// international edition, as a region does ("HCI International").
const REGION_FORM = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*\s+(?:International|Europe|Asia(?:[\s\-]Pacific)?|Africa|(?:Latin\s+|North\s+|South\s+)?Americas?|Oceania|Australasia|Middle\s+East))[\s,'’\-]*((?:19|20)\d{2})(?!\d|\.\d)/;
/** True when the catalogue holds the acronym as an alias as written (a Map lookup by its first token). */
function listAcronym(acr: string): boolean {
  return !NOT_LIST_HEAD.test(acr) && !!ALIAS_INDEX.get(acr.toLowerCase())?.some((a) => a.alias === acr);
}
/** The name of the one conference the catalogue holds under this acronym as written, else null. */
function listConference(acr: string): string | null {
  if (/^(?:IEEE|ACM|SPIE|ISCA|USENIX|LNCS|CEUR|PMLR)$/.test(acr)) return null;
  const names = new Set((ALIAS_INDEX.get(acr.toLowerCase()) ?? []).filter((a) => a.alias === acr && a.venue.kind === 'conference').map((a) => a.venue.name));
  return names.size === 1 ? [...names][0] : null;
}
/**
 * "IFIP Performance 2026": the society, then a name that is (as written) one list conference's name or short form, and no
 * list venue named with the society: that conference, as the catalogue names it (round vpool18, set 348 part A: "IFIP
 * Performance" was named as written; the labels name the CCF entry "Performance").
 */
function listedAfterSociety(name: string): string | null {
  const sp = name.indexOf(' ');
  if (sp < 0 || ALIAS_INDEX.get(name.toLowerCase())?.some((a) => a.alias === name)) return null;
  return listConference(name.slice(sp + 1));
}
/** The name of the one journal the catalogue holds under this acronym as written, else null. */
function listJournal(acr: string): string | null {
  const names = new Set((ALIAS_INDEX.get(acr.toLowerCase()) ?? []).filter((a) => a.alias === acr && a.venue.kind === 'journal').map((a) => a.venue.name));
  return names.size === 1 ? [...names][0] : null;
}
/** Publishers and societies: "Springer LNCS 2025" is no event name. */
const NOT_LIST_HEAD = /^(?:IEEE|ACM|SPIE|ISCA|USENIX|AAAI|LNCS|CEUR|PMLR)$/;
/** A month's whole name (or its dotted abbreviation): the date a paper appeared, no word of a name. */
const MONTH_NAME = String.raw`(?:${MONTH_NAMES}|(?:${MONTH_SHORTS})\.)(?![\w\-])`;
// "Accepted in ACM Computing Surveys December 2021": a month before the year is the date, no word of the name.
// "Submitted to SPIE Sensors + Imaging 2026": a "+" or "&" may join the capitalised words, as in the bare tag
// (PUBLISHER_NAME_TAG; round vleft3).
const PUBLISHER_NAME_FORM = new RegExp(String.raw`^((?:SPIE|IEEE|ACM|IFIP|EAI)\s+(?:(?!${MONTH_NAME})[A-Z][\w\-]*\s+(?:[+&]\s+)?){0,4}(?!${MONTH_NAME})[A-Z][\w\-]*)\s+(?:${MONTH_NAME}\s+)?((?:19|20)\d{2})(?!\d)`);
// "Engineering with Computers", "Computers & Mathematics with Applications": "with" joins a journal's name too.
/** " from Space 2025": a connector, capitalised words and a year after a journal's name: an event's longer name. */
const JOURNAL_INTO_EVENT = /^(?:\s+(?:from|for|in|on|and|&)\s+[A-Z][A-Za-z]+)+\s+(?:19|20)\d{2}(?!\d)/;
// "accepted by Quantum Information & Computation on August 6, 2025": the date the paper was accepted or appeared ("on"
// or "in" and a month's name) ends the journal's name; the year in it is the paper's (JOURNAL_YEAR_AFTER).
// "Topology and its Applications", "Linear Algebra and its Applications": "its" after "and" joins a journal's name too
// (JabRef prints some twenty such names; set 139 part A).
// "Journal of Alzheimer's Disease": a later word may be a possessive ('s ending the word; set 208 part A).
const JOURNAL_FORM = new RegExp(String.raw`^((?:[A-Z][\w&\-]*)(?:(?!\s+(?:in|on)\s+${MONTH_NAME})\s+(?:[A-Z][\w&\-]*(?:['’]s(?![\w'’]))?|and(?:\s+its(?=\s+[A-Z]))?|&|of|on|for|in|the|with))*)`);
const CONNECTOR_END = /(?:,?\s+(?:and|&|of|on|for|in|the|with|to|by|its))+$/;

// "the IOP Science "Neuromorphic Computing and Engineering" journal": a quote may open the name after the publisher.
// "Nature" is one only before another journal's whole name ("Nature Scientific Data"; "Nature Human Behaviour" is one).
const PUBLISHER_LEAD = /^(?:Elsevier|(?:Springer\s+)?Nature|Springer|Wiley|MDPI|Taylor\s+(?:&|and)\s+Francis|SAGE|Sage|Frontiers\s+Media|IOP(?:\s+(?:Publishing|Science))?|Cambridge\s+University\s+Press|Oxford\s+University\s+Press)(?:'s)?\s+["“]?/;
/**
 * A journal by the shape of its name, for names no list knows: a Transactions / Journal / Letters / Annals / Bulletin /
 * Archives / Annual Review head (the last a series of review journals, each "of" its field: round vleft7), a Journal /
 * Letters / Magazine tail, a Review(s) / Quarterly tail after two words or more ("Harvard
 * Business Review"; not "Peer Review"), an Elsevier "… Part C" series, or Nature's lower-case "npj" series. The head may
 * follow the publishing society's acronym, whichever it is (IEEE, ACM, IET, SIAM, APSIPA, IEICE, IPSJ …). A country's
 * adjective may open a "Journal of" head as the continents' do ("the Italian Journal of Linguistics", "Spanish", "Japanese").
 * "Foundations and Trends in Signal Processing": the head of a series of review journals, each "in" its field.
 */
const JOURNAL_SHAPE = /^(?:[A-Z][A-Z&]{1,7}\s+)?(?:Open\s+(?:Access\s+)?)?(?:Transactions|Journal|Letters|Annals)\s+(?:on|of|in)\s+\S|^(?:International|European|American|Asian|Chinese|[A-Z][a-z]+(?:ian|ean|ese|ish))\s+Journal\s+(?:on|of|for)\s+\S|\s(?:Journal|Letters|Magazine)$|^\S+(?:\s+\S+)+\s(?:Reviews?|Quarterly)$|^(?:The\s+)?(?:Bulletin|Archives|Annual\s+Reviews?)\s+(?:of|for)\s+\S|\sPart\s+[A-Z]$|^Foundations\s+and\s+Trends\s+in\s+\S/;
/** A journal's name by shape: capitalised words and connectors, "X, Y, and Z" lists kept whole, an acronym in parentheses. */
const SHAPE_NAME = new RegExp(String.raw`^(${CAP_WORD}(?:(?:,(?=\s+(?:and|&)\s|(?:,?\s+${CAP_WORD})+,?\s+(?:and|&)\s))?\s+(?:${CAP_WORD}|and|&|of|on|for|in|the|with|to|by))*)(?:\s*\(\s*([A-Z][A-Za-z\-]*[A-Z])\s*\))?`);
/**
 * "Published in Circuits, Systems, and Signal Processing", "the Journal of Zebras, Quaggas and Okapis, 2027": a journal
 * name holding a list of capitalised words ("X, Y, and Z") is read whole where JOURNAL_FORM stops at its first comma;
 * the list as SHAPE_NAME reads it (a comma only inside a run of capitalised words that "and" or "&" closes), taken only
 * when JabRef knows the longer name (a leading "The" dropped), so a place after a venue's comma ("… 2026, Vienna,
 * Austria") is never read as a name (round vleft7, set 339 part A). Not before a bracketed acronym: the readers of a name
 * with the acronym the text gives read it as before ("… Identity Science (T-ZQ)" is T-ZQ). Named as the catalogue names
 * the journal when its full name is the same up to commas and function words (the caller, looseCatalogueName). Shaped as
 * JOURNAL_FORM's match: the name twice.
 */
function listedWhole(rest: string): RegExpExecArray | null {
  const m = SHAPE_NAME.exec(rest);
  const name = m?.[1].replace(CONNECTOR_END, '');
  if (!name?.includes(',') || /^\s*\(\s*[A-Z]/.test(rest.slice(name.length)) || !journalAbbreviations().has(nameKey(name.replace(/^The\s+/, '')))) return null;
  return Object.assign([name, name], { index: 0, input: rest, groups: undefined }) as RegExpExecArray;
}
/** "… Journal", "… Letters", "… Magazine": the tail word and the name before it. */
const SHAPE_TAIL = /^(.+?)\s+(Journal|Letters|Magazine)$/;

/** True when the name has the shape of a journal's (README: named as written when no list knows it). */
export function journalShaped(name: string): boolean {
  return (JOURNAL_SHAPE.test(name) && !PUBLISHER_ONLY.test(name)) || /^npj\s/.test(name);
}

/** True for an entry this file reads from its shape alone: a journal's name, or a pending acronym with no year ("CQG"). */
export function shapeOnly(e: Pick<VenueEntry, 'venue' | 'year' | 'status'>): boolean {
  return journalShaped(e.venue) || (e.year === null && (e.status === 'submitted' || e.status === 'under_review') && /^[A-Z][A-Z0-9&]*[A-Z](?:-[A-Z]+)?$/.test(e.venue));
}

/**
 * A journal no list knows, read by the shape of its name ("submitted to Transportation Research Part C") and named as
 * written, its acronym when the parentheses give one. It must end there ("Journal of Polymer Science B: Polymer
 * Physics" goes on). "<a journal JabRef knows> Journal" is that journal; "<a journal JabRef knows> Letters" or
 * "Magazine" may be a section or a sister journal: nothing is said.
 */
function journalByShape(rest: string): RestVenue | null {
  const m = SHAPE_NAME.exec(rest);
  if (!m) return null;
  const whole = m[1].replace(CONNECTOR_END, '').replace(/\s+/g, ' ');
  // "Published in MDPI Journal of Imaging": the publisher before the name is no part of it (a society's acronym is).
  const printed = whole.slice(PUBLISHER_LEAD.exec(whole)?.[0].length ?? 0);
  const end = m[2] ? m[0].length : m[1].replace(CONNECTOR_END, '').length;
  if (!journalShaped(printed) || EVENT_WORD.test(printed) || !SHAPE_END.test(rest.slice(end).replace(PAREN_PUBLISHER, ''))) return null;
  const tail = SHAPE_TAIL.exec(printed);
  const stem = tail ? journalAbbreviations().get(nameKey(tail[1].replace(/^(?:the|Elsevier|Springer)\s+/i, ''))) : undefined;
  // "Social Network Analysis and Mining Journal (SNAM)": the acronym the text gives in brackets, the name's initials, is
  // the name readers use (as for a name no list shortens; a physical-science journal keeps its ISO-4 name).
  if (stem && tail) {
    if (tail[2] !== 'Journal') return null;
    const venue = physicalJournal(nameKey(tail[1])) ? stem : m[2] && !NOT_ACRONYMS.test(m[2]) && initialsOf(tail[1], m[2]) ? m[2] : tail[1];
    return { venue, year: null, track: 'main', workshop: null, end };
  }
  const y = journalYearAfter(rest.slice(end));
  return { venue: m[2] && !NOT_ACRONYMS.test(m[2]) ? m[2] : nearPhysicalJournal(printed) ?? nearListedJournal(printed) ?? printed, year: y, track: 'main', workshop: null, end };
}

/** The catalogue's journals by the length of the nameKey of each full name (20 letters or more), computed on first use. */
let listedJournalKeys: Map<number, { key: string; name: string }[]> | null = null;
/** Names already looked up (the same journal is cited by many records). */
const nearListedSeen = new Map<string, string | null>();
onCatalogueChange(() => {
  listedJournalKeys = null;
  nearListedSeen.clear();
});
/** "Journal of …" before a journal's own name, as some authors cite it. */
const JOURNAL_OF_LEAD = /^(?:the\s+)?Journal\s+of\s+(?=[A-Z])/;
/**
 * "Journal of Engineering Applications of Artifical Intelligence": a listed journal's full name (20 letters or more)
 * with a typing slip — at most one letter in a name under 40 letters, two in a longer one — maybe behind "Journal of",
 * is that journal, named as the catalogue names it; only one journal may be that close.
 */
function nearListedJournal(printed: string): string | null {
  const seen = nearListedSeen.get(printed);
  if (seen !== undefined) return seen;
  if (!listedJournalKeys) {
    listedJournalKeys = new Map();
    for (const v of VENUES) {
      if (v.kind !== 'journal') continue;
      for (const f of v.full ?? []) {
        const key = nameKey(f);
        if (key.length < 20) continue;
        const list = listedJournalKeys.get(key.length);
        if (list) list.push({ key, name: v.name }); else listedJournalKeys.set(key.length, [{ key, name: v.name }]);
      }
    }
  }
  const found = new Set<string>();
  for (const text of [printed, printed.replace(JOURNAL_OF_LEAD, '')]) {
    const key = nameKey(text);
    if (key.length < 20) continue;
    const k = key.length < 40 ? 1 : 2;
    for (let n = key.length - k; n <= key.length + k; n++) {
      for (const j of listedJournalKeys.get(n) ?? []) if (j.key !== key && withinEdits(key, j.key, k)) found.add(j.name);
    }
  }
  const name = found.size === 1 ? [...found][0] : null;
  if (nearListedSeen.size < 10000) nearListedSeen.set(printed, name);
  return name;
}

/**
 * Physical-science journal keys by their first three letters and length, as key numbers in journalAbbreviations()
 * (packed-groups.ts): a misspelling there is rare, the scan small.
 */
let physicalKeys: PackedGroups | null = null;
/** Names already looked up (the same journal is cited by many records). */
const nearSeen = new Map<string, string | null>();
/**
 * "Physcal Review Letters", "Journal of Mathmatical Physics": a physical-science journal JabRef knows, misspelt by at
 * most two letters (one in a name under 20 letters), is named by its ISO-4 abbreviation; only one journal may be that
 * close. Other journals keep the name as printed (JabRef gives their ISO-4 form only).
 */
function nearPhysicalJournal(printed: string): string | null {
  const key = nameKey(printed);
  if (key.length < 14) return null;
  const seen = nearSeen.get(key);
  if (seen !== undefined) return seen;
  const journals = journalAbbreviations();
  physicalKeys ??= new PackedGroups((function* () {
    for (let i = 0; i < journals.size; i++) {
      if (!journals.isPhysicalAt(i) || journals.keyLength(i) < 12) continue;
      yield [`${journals.keyHead(i, 3)}${journals.keyLength(i)}`, i] as const;
    }
  })());
  const k = key.length < 20 ? 1 : 2;
  const abbrs = new Set<string>();
  for (let n = key.length - k; n <= key.length + k; n++) {
    for (const i of physicalKeys.get(`${key.slice(0, 3)}${n}`)) {
      const c = journals.keyAt(i);
      if (withinEdits(key, c, k)) abbrs.add(journals.get(c)!);
    }
  }
  const found = abbrs.size === 1 ? [...abbrs][0] : null;
  if (nearSeen.size < 10000) nearSeen.set(key, found);
  return found;
}

/** A capital and three lower-case letters or more, nothing else ("Letter"), tested without a regex (a name's every word). */
function capitalisedWord(w: string): boolean {
  if (w.length < 4 || w.charCodeAt(0) < 65 || w.charCodeAt(0) > 90) return false;
  for (let i = 1; i < w.length; i++) { const c = w.charCodeAt(i); if (c < 97 || c > 122) return false; }
  return true;
}

/**
 * A journal's full name JabRef lists, printed with words of four letters or more in the other number ("Communication
 * Letter" for "Communications Letters"): the listed name when exactly one spelling of that kind is listed; null else,
 * or when the name has more than five such words.
 */
function otherNumberJournal(printed: string): string | null {
  const words = printed.split(' ');
  const at = words.flatMap((w, i) => (capitalisedWord(w) ? [i] : []));
  if (!at.length || at.length > 5) return null;
  // each word's key once (a name's key is its words' keys joined); a variant's word keys differ by the last "s"
  const keys = words.map(nameKey);
  let hit: string | null = null;
  let hitAbbr: string | undefined;
  for (let mask = 1; mask < 1 << at.length; mask++) {
    const variant = words.slice();
    const vkeys = keys.slice();
    let same = true;
    for (let b = 0; b < at.length; b++) {
      if (!(mask & (1 << b))) continue;
      const w = variant[at[b]];
      if (w.endsWith('ss')) continue;
      same = false;
      variant[at[b]] = w.endsWith('s') ? w.slice(0, -1) : `${w}s`;
      vkeys[at[b]] = w.endsWith('s') ? vkeys[at[b]].slice(0, -1) : `${vkeys[at[b]]}s`;
    }
    const abbr = same ? undefined : journalAbbreviations().get(vkeys.join(''));
    if (abbr === undefined) continue;
    if (hit !== null && hitAbbr !== abbr) return null;
    hit ??= variant.join(' ');
    hitAbbr = abbr;
  }
  return hit;
}

/**
 * Physical-science ISO-4 names by their first word's first three letters and their number of words ("phy 3"), as their
 * numbers in journalAbbreviations().abbreviations() (packed-groups.ts); built on first use. A name's words are read at
 * the look-up (kept as objects, a word each, they took ~1.6 MB of the import's venue-detection thread's heap).
 */
let mixedIndex: PackedGroups | null = null;

/** An ISO-4 name's words as mixedPhysicalJournal compares them: lower case, each without its final period and whether it had one. */
function isoParts(abbr: string): { w: string; dotted: boolean }[] {
  return abbr.toLowerCase().split(/\s+/).filter(Boolean).map((t) => ({ w: t.replace(/\.$/, ''), dotted: t.endsWith('.') }));
}

/**
 * "accepted in Duke Math Journal": a physical-science journal printed half abbreviated, half spelled out. Word by word
 * against its ISO-4 name ("Duke Math. J."): a word ISO-4 keeps whole is printed as it is; an abbreviated one is printed as
 * the abbreviation (dot dropped) or as a word it abbreviates ("Journal" for "J."). At least one word of each kind, so
 * the name is neither the full one nor the abbreviation (those are looked up whole); only one journal may fit.
 */
function mixedPhysicalJournal(printed: string): string | null {
  const words = printed.toLowerCase().replace(/\./g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words[0].length < 3) return null;
  const journals = journalAbbreviations();
  const abbrs = journals.abbreviations();
  mixedIndex ??= new PackedGroups((function* () {
    const seen = new Uint8Array(abbrs.length);
    for (let i = 0; i < journals.size; i++) {
      if (!journals.isPhysicalAt(i)) continue;
      const a = journals.abbrNumberAt(i);
      if (seen[a]) continue;
      seen[a] = 1;
      const parts = isoParts(abbrs[a]);
      if (parts.length < 2 || parts[0].w.length < 3) continue;
      yield [`${parts[0].w.slice(0, 3)} ${parts.length}`, a] as const;
    }
  })());
  let hit: string | null = null;
  for (const n of mixedIndex.get(`${words[0].slice(0, 3)} ${words.length}`)) {
    const c = { abbr: abbrs[n], words: isoParts(abbrs[n]) };
    let short = false;
    let long = false;
    const fits = c.words.every(({ w: a, dotted }, i) => {
      const w = words[i];
      if (!dotted) return w === a;
      if (w === a) { short = true; return true; }
      if (w.length > a.length && w.startsWith(a)) { long = true; return true; }
      return false;
    });
    if (!fits || !short || !long) continue;
    if (hit !== null && hit !== c.abbr) return null;
    hit = c.abbr;
  }
  return hit;
}

const SERIES_TAIL = /(?:\s[A-Z]|\s[IVX]+|\b(?:Section|Sect\.|Part|Series|Ser\.)\s+\S+)$/;
const PUBLISHER_ONLY = /^(?:(?:IEEE|ACM|IET|SIAM|Elsevier|Springer|Wiley|MDPI|Nature|Science)\s+)?(?:Journal|Letters|Magazine)$/;
/** Where a name read by its shape must end: the clause end, a stop, a comma or a closing bracket or quote. */
// "Published in Swissi AI Journal under CC BY 4.0": the licence the article is published under ends the name too.
// "submitted to Journal on Communications and Networks in December 2007": the date it was sent or appeared (a month's
// name and a number after "in" or "on") ends the name too.
// "Published at MDPI Journal of Imaging (see at https://…)": a bracket opening with a lower-case word (a remark, a link)
// is said about the name, no part of it (an acronym or a publisher in brackets opens with a capital); so is a rank
// ("Foundations and Trends in Signal Processing (#1 in Signal Processing, …)").
// "Submission to Journal of Zebra Studies (Peer Review)", "(Under Review)": a bracket naming the review the paper is in,
// capitalised or not, is said about the paper too (round vleft5, set 330 part A: nothing read).
const SHAPE_END = new RegExp(String.raw`^\s*(?:$|[.,;)"”]|['’](?![A-Za-z0-9])|\(\s*(?:[a-z]|#\d|(?:Peer[\s\-]|Under\s+)[Rr]eview)|[Uu]nder\s+(?:an?\s+|the\s+)?(?:CC[\s\-]|Creative\s+Commons\b)|(?:in|on)\s+${MONTH_NAME}(?=,?\s*\d))`);
/** A publisher of journals only, in parentheses right after a name: the name is a journal's ("Sci (MDPI)"). */
const JOURNAL_ONLY_PUBLISHER_AFTER = /^\s*\(\s*(?:MDPI|Hindawi|Frontiers(?:\s+Media)?)\s*\)/;
/** "Journal of Marketing Analytics (Palgrave Macmillan)": a publisher in parentheses after a journal's name, read past. */
const PAREN_PUBLISHER = /^\s*\(\s*(?:[A-Z]{2,}\s+Press|Palgrave(?:\s+Macmillan)?|Springer(?:\s+Nature)?|Elsevier|Wiley(?:-Blackwell)?|MDPI|SAGE|Sage|Taylor\s+(?:&|and)\s+Francis|Emerald|De\s+Gruyter|World\s+Scientific|Inderscience|Hindawi|IOP(?:\s+Publishing)?|Frontiers(?:\s+Media)?|(?:Cambridge|Oxford)\s+University\s+Press)\s*\)/;
const SHAPE_WORD = /Journal|Transactions|Letters|Annals|Magazine|Review|Quarterly|Bulletin|Archives|Foundations|Part\s+[A-Z]/;
/** A title, a colon and a journal's subtitle: "Title: (An) (International) Journal of|on …", "Title: Transactions of …". */
const TITLE_BEFORE_SUBTITLE = /^([A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|and|&|of|on|for|in|the)){0,4}):\s+(?:(?:An?|The)\s+)?(?:International\s+)?(?:Journal|Transactions|Letters|Annals)\s+(?:of|on|for)\s+(?=[A-Z]|the\s)/;
const NPJ_FORM = /^npj(?:\s+[A-Z][\w&\-]*(?:\s+(?:and|&|of|in|for))?)+/;
/** A proceedings series is not the venue when a conference is named (data/venues/README): not read after a publisher. */
const SERIES = /^(?:Lecture\s+Notes|Communications\s+in\s+Computer|Advances\s+in\s+Intelligent|Smart\s+Innovation|Proceedings)/i;
// "…, Volume 8(3), Summer 2026": a volume (and issue) and a season before the year are part of the citation.
// "Published in Journal of Industrial Integration and Management (2025)": the year alone in brackets right after the name.
// ("IEEE Internet Computing, Special Issue on Wearable Computing (Sep/Oct 2026)": a special issue's name, then its issue
// date in brackets — one month or two joined by a slash or dash — gives the year.)
// "Under Review at IEEE OJITS, July, 2025", "on September 18th 2025": a comma after the month, a day with its ordinal's suffix.
const JOURNAL_YEAR_AFTER = /^\s*(?:,\s*|(?:on|in)\s+|\(\s*(?=(?:19|20)\d{2}\s*\))|,\s*Special\s+Issue\s+(?:on\s+)?[^().;,]{1,80}?\s*\(\s*(?=(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?:\s*[/\-–]\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?)?\s+(?:19|20)\d{2}\s*\)))?(?:Vol(?:ume|\.)?\s*\d{1,4}(?:\s*\(\s*\d{1,3}\s*\))?(?:,\s*|\s+))?(?:(?:Spring|Summer|Autumn|Fall|Winter)\s+|(?:\d{1,2}[./\-]){1,2}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?:\s*[/\-–]\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?)?(?:,?\s+\d{1,2}(?:st|nd|rd|th)?,?|,)?\s+|\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,?\s+)?((?:19|20)\d{2})(?!\d|\.\d)/;

/**
 * The year JOURNAL_YEAR_AFTER reads after a journal's name, else that of a date the journal's own mention states there
 * ("(Submitted on 12 Jan 2026)", "(Date:30.May 2025)"; journal-date.ts); null when neither.
 */
function journalYearAfter(after: string): number | null {
  const y = JOURNAL_YEAR_AFTER.exec(after);
  return y ? Number(y[1]) : journalDateYear('', after);
}

/** The year a citation after a journal's name closes with (CITATION_YEAR_AFTER), else null. */
function citationYear(after: string): number | null {
  const y = CITATION_YEAR_AFTER.exec(after);
  return y ? Number(y[1]) : null;
}
/**
 * A citation after a journal's name that closes with its year in brackets: a volume ("v.94", "vol. 12", "94"), maybe its
 * issue ("(1)"), maybe its pages ("p.97-134", "pp. 1-10", "97-134"), then "(2025)": ", v.94(1), p.97-134 (2025)",
 * " 94 (2025)". Only digits and those marks between the name and the bracketed year.
 */
const CITATION_YEAR_AFTER = /^\s*,?\s*(?:[Vv](?:ol(?:ume)?)?\.?\s*)?\d{1,4}(?:\s*\(\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*\))?(?:\s*,?\s*(?:pp?\.?\s*)?\d{1,6}(?:\s*[-–]+\s*\d{1,6})?)?\s*,?\s*\(\s*((?:19|20)\d{2})\s*\)/;
const SPECIAL_ISSUE_AFTER = /^\s*[,:(]?\s*(?:special|themed|theme)\s+issue(?![A-Za-z])(?!\s+(?:of|in|on)\s)/i;
const EVENT_WORD = /\b(?:Proceedings|Symposium|Conference|Workshop|Meeting|Congress)\b/;

const QUOTED = /["“][^"”]*["”]/g;
/** What may stand between a cue and the name: an opening quote, "a special issue of (the)". */
/** "Published in the Industry Track of the 34th …": a named track of the event that follows (read as the track). */
// "Accepted to the Main Conference of ACL 2026": the main conference of an event, read as the event (its main track).
// "at the non-archival content track of ZQML 2025": the track's words may be in lower case (round v297, set 298 part A).
const TRACK_OF = /^(?:the\s+)?(?:(?:[A-Za-z][\w&\-]*\s+){1,3}[Tt]rack|[Mm]ain\s+(?:[Cc]onference|[Tt]rack))\s+(?:of|at)\s+(?:the\s+)?(?=\S)/;
const KIND_LEAD = /^(?:the\s+)?(?:(?:(?:IEEE|ACM)\s+)?(?:journal|conference)\s+(?=[A-Z])|(?:technical\s+|scientific\s+)?program(?:me)?\s+of\s+(?:the\s+)?(?=\S))/;
// "To be published in SciPost Physics Proceedings for European AI for Fundamental Physics Conference (EuCAIFCon 2025)": a
// proceedings series named before the event it prints is no venue when the event is named (data/venues/README).
// "the Special Issue: 'Can AI Do Strategy?' at Strategy Science": the issue's quoted title, then the journal.
// "To appear in the January 2027 issue of Widget Science Letters": a month's issue of the journal (its year read by
// issueLeadYear; round vleft8).
const LEAD_IN = new RegExp(String.raw`^(?:["“]\s*(?:the\s+)?)?(?:(?:the\s+)?(?:${MONTH_NAMES}|(?:${MONTH_SHORTS})\.?)\s+(?:19|20)\d{2}\s+issue\s+(?:of|in)\s+(?:the\s+)?(?=[A-Z])|(?:an?\s+|the\s+)?special\s+issue(?:\s+(?:of|in|on)\s+(?:the\s+)?|\s*:?\s*["“'‘][^"”'’]{1,120}["”'’]\s*,?\s*(?:of|in|at)\s+(?:the\s+)?(?=[A-Z])))?`, 'i');
/** The year of a month's issue LEAD_IN read ("the January 2027 issue of"). */
const ISSUE_LEAD_YEAR = /((?:19|20)\d{2})\s+issue\s+(?:of|in)\s/i;
const issueLeadYear = (lead: string): number | null => (lead.includes('ssue') ? Number(ISSUE_LEAD_YEAR.exec(lead)?.[1] ?? NaN) || null : null);
const SERIES_FOR = /^(?:[A-Z][\w\-]*\s+){1,3}Proceedings\s+(?:for|of)\s+(?:the\s+)?(?=[A-Z0-9])/;


function year(s: string | undefined): number | null {
  return s ? tagYear(s) : null;
}

/**
 * The first venue named in the shape above in a clause with no catalogue venue, else null. `posted` (the record's
 * first-submission month) gives an event named without its year the edition of that year when it is accepted or
 * published (a journal keeps no year).
 */
/** "… Control Conference - ECC 2026": a name, a dash, then a year-tagged acronym (the acronym group, the year in group 3). */
// "UK Conference on Medical Image Understanding and Analysis - MIUA, 24 - 26 July 2024": the acronym may be followed by a
// comma and the meeting's dates, whose year is the edition's (kept as the acronym's year, the dates dropped); its
// publisher may lead it ("Symposium Series on Computational Intelligence - IEEE SSCI 2025").
const DASH_ACR = /((?:(?:[A-Z][\w\-]*|of|on|for|and|in|the|&)\s+)*[A-Z][\w\-]*)\s+[\-\u2013\u2014]\s+(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z]*[A-Z])([\s'\u2019\-]*(?:(?:19|20)\d{2}|\d{2})|,\s*(?:\d{1,2}(?:\s*[\-\u2013]\s*\d{1,2})?\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:\d{1,2}(?:\s*[\-\u2013]\s*\d{1,2})?,?\s+)?(?:19|20)\d{2})(?![\w.])/;
/** What every DASH_ACR match holds: a dash with white space either side. */
const SPACED_DASH = /\s[\-\u2013\u2014]\s/;

/** "[MedInfo 2019]": an acronym, maybe its year, in square brackets. */
const SQUARE_ACRONYM = /\[\s*([A-Z][A-Za-z0-9&\-]*[A-Z0-9][A-Za-z0-9&\-]*(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?)\s*\]/g;
/** "(IEEE CVMI)": a publisher opening the brackets of an acronym. */
/**
 * "the 18th World Conference on Earthquake Engineering (18WCEE 2024)": an acronym led by the edition's number in brackets,
 * the number the ordinal before the name gives ("18th … (18WCEE"), capitals after it, maybe the year.
 */
const EDITION_LED_ACRONYM = /\b(\d{1,3})(?:st|nd|rd|th)\b(?=[^()]{8,200}\(\s*\1[A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*\s*(?:\)|['’\s]*(?:19|20)?\d{2}\s*\)))/;
/** The edition's number leading the bracketed acronym EDITION_LED_ACRONYM found: blanked (same length). */
function editionLedAcronym(clause: string): string {
  const m = EDITION_LED_ACRONYM.exec(clause);
  if (!m) return clause;
  const at = clause.indexOf('(', m.index);
  const digits = clause.slice(at).indexOf(m[1]) + at;
  return clause.slice(0, digits) + ' '.repeat(m[1].length) + clause.slice(digits + m[1].length);
}
const PUBLISHER_IN_BRACKET = /\(\s*(?:IEEE|ACM)\s+(?=[A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*\s*(?:\)|['’\s]*(?:19|20)?\d{2}\s*\)))/g;

/**
 * "European Control Conference - ECC 2026", "Conference on Decision and Control - CDC 2026": a dash between a name
 * spelled out and the acronym of its capitalised words' initials is the name's own acronym, written as the bracket
 * form "European Control Conference (ECC 2026)" that the forms below read. Other dashes are left alone.
 */
function dashAcronymAsBracket(clause: string): string {
  // DASH_ACR needs a dash with white space either side; most clauses have none, and its search from every capital costs.
  if (!SPACED_DASH.test(clause)) return clause.includes(',') ? acronymCommaName(clause) : clause;
  const m = DASH_ACR.exec(clause);
  if (!m) return acronymDashName(clause);
  const words = m[1].split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    if (!/^[A-Z]/.test(words[i])) continue;
    const name = words.slice(i).join(' ');
    if (!spelledBy(name, m[2])) continue;
    const at = m.index + m[1].length - name.length;
    const year = m[3].startsWith(',') ? ` ${m[3].slice(-4)}` : m[3];
    return `${clause.slice(0, at)}${name} (${m[2]}${year})${clause.slice(m.index + m[0].length)}`;
  }
  return clause;
}

/**
 * "BRACIS 2026 - 36th Brazilian Conference on Intelligent Systems": a clause that opens with a year-tagged acronym, a
 * dash, then the name it spells (with or without a publisher and the edition's ordinal) is the bracket form "36th Brazilian Conference
 * on Intelligent Systems (BRACIS 2026)" read below. Other dashes are left alone.
 */
const ACR_DASH_NAME = /^(\s*)([A-Z][A-Za-z]*[A-Z])([\s'\u2019\-]*(?:(?:19|20)\d{2}|\d{2}))\s+[\-\u2013\u2014]\s+((?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:IEEE|ACM|IFIP|SIAM)(?:\/(?:IEEE|ACM|[A-Z]{2,6}(?:-[A-Z]{2,6})?))*\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?)([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|of|on|for|and|in|the|&))*)/;
const EVENT_KIND_LEAD = /^(?:(?:International|Annual|Joint|World|European|Asian)\s+)*(?:Conference|Symposium|Congress)\s+(?:on|of|for)\s+(?:the\s+)?/;
function acronymDashName(clause: string): string {
  const m = ACR_DASH_NAME.exec(clause);
  // "UCC 2025 - IEEE/ACM 18th International Conference on Utility and Cloud Computing": the acronym may spell only the
  // subject after "… Conference / Symposium on". "ICORR 2025 - 19th IEEE/RAS-EMBS International Conference on
  // Rehabilitation Robotics" (set 260 part A): the ordinal may come before the publisher, and the publisher name its
  // societies after a slash (capitals, a hyphen between two).
  if (!m || !(spelledBy(m[5], m[2]) || spelledBy(m[5].replace(EVENT_KIND_LEAD, ''), m[2]))) return acronymDashWorkshop(clause);
  return `${m[1]}${m[4]}${m[5]} (${m[2]}${m[3]})${clause.slice(m[0].length)}`;
}

/**
 * "VEM 2026 - 14th Workshop on Software Visualization, Maintenance and Evolution": a clause that is only a year-tagged
 * acronym, a dash and a workshop's name ("Workshop on / of / for …", an ordinal and "International" maybe before it) is
 * the bracket form "14th Workshop on … (VEM 2026)", which is read whether or not the acronym spells the name (round
 * vleft3). Only the whole clause: capitalised words (commas between) and joining words to its end.
 */
const ACR_DASH_WORKSHOP = /^(\s*)([A-Z][A-Za-z]*[A-Z])([\s'\u2019\-]*(?:(?:19|20)\d{2}|\d{2}))\s+[\-\u2013\u2014]\s+((?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:International|Annual|Joint)\s+)?Workshop\s+(?:on|of|for)\s+(?:the\s+)?[A-Z][\w\-]*(?:,?\s+(?:[A-Z][\w\-]*|of|on|for|and|in|the|&))*)\s*$/;
function acronymDashWorkshop(clause: string): string {
  const m = clause.includes('Workshop') ? ACR_DASH_WORKSHOP.exec(clause) : null;
  return m && !NOT_ACRONYMS.test(m[2]) ? `${m[1]}${m[4]} (${m[2]}${m[3]})` : clause;
}

// "i3CE 2024, 2024 ASCE International Conference on Computing in Civil Engineering": an acronym and its year opening the
// clause, a comma, then the event spelled out (its year, a publisher, an ordinal before it) is the bracket form too.
const ACR_COMMA_NAME = /^(\s*)((?:[A-Z]|[a-z](?=[\dA-Z]))[A-Za-z\d]*[A-Z])([\s'\u2019\-]*(?:(?:19|20)\d{2}|\d{2})),\s+((?:(?:19|20)\d{2}\s+)?(?:[A-Z]{2,6}(?:\/[A-Z]{2,6})?\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?)((?:International|Annual|Joint|World|European|Asian)\s[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|of|on|for|and|in|the|&))*)/;
function acronymCommaName(clause: string): string {
  const m = ACR_COMMA_NAME.exec(clause);
  if (!m || !EVENT_KIND_LEAD.test(m[5]) || !spelledBy(m[5], m[2])) return clause;
  return `${m[1]}${m[4]}${m[5]} (${m[2]}${m[3]})${clause.slice(m[0].length)}`;
}

/**
 * True when the acronym spells the name's capitalised words in order, each giving its initial and perhaps more of its
 * letters: "ECC" (European Control Conference), "BRACIS" (BRAzilian Conference on Intelligent Systems).
 */
export function spelledBy(name: string, acr: string): boolean {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w.toLowerCase());
  // "i3CE": a digit before a letter stands for that many words with that initial (International Conference on Computing
  // in Civil Engineering).
  const a = /\d/.test(acr) ? acr.toLowerCase().replace(/([2-4])([a-z])/g, (_, n: string, l: string) => l.repeat(Number(n))) : acr.toLowerCase();
  const from = (wi: number, ai: number): boolean => {
    if (wi === words.length) return ai === a.length;
    const w = words[wi];
    if (a[ai] !== w[0]) return false;
    // the initial, then letters of the same word in order, as many as leave the rest of the acronym to the next words
    for (let k = ai + 1, j = 1; ; k++) {
      if (from(wi + 1, k)) return true;
      if (k >= a.length) return false;
      j = w.indexOf(a[k], j) + 1;
      if (j === 0) return false;
    }
  };
  return words.length > 1 && from(0, 0);
}

/**
 * "Extended version of our / a / the paper …", "Expanded version of …": the record is a longer version of a paper; from an
 * edition earlier than the posting year it is a separate later work (previous_version, data/venues/README).
 */
const SERIES_BRACKET = /\s*\(\s*(?:Springer\s+)?(?:LNCS|LNAI|LNBI|CCIS|LNNS|LNEE|LNICST|CEUR(?:-WS)?|AISC)\s*\)(?=\s+[A-Z])/g;

// "Extended authors' version of the article …": the authors' version is the same kind of longer version (round v307).
export const EXTENDED_VERSION_OF = /\b(?:extended|expanded|full|long(?:er)?)\s+(?:author(?:s|['’]s|s['’])?\s+)?version\s+of\s+(?:our|an?|the)\b/i;

/** "Published on 2026/05/11 in …", "accepted on May 11, 2026 by …": the year of the date the cue carries before the name. */
const DATED_CUE = /\son\s+(?:((?:19|20)\d{2})[/.-]\d|\d{1,2}[/.-]\d{1,2}[/.-]((?:19|20)\d{2})|.*?\s((?:19|20)\d{2})$)/;

/** "published in 2024 in the Journal of …": the year the cue carries before the name. */
const YEAR_CUE = /\sin\s+((?:19|20)\d{2})\s/;

/** "To appear in 2025 Proceedings of the 13th International Conference on …": the year the proceedings' title opens with. */
const YEAR_BEFORE = /(?<![\d.\/-])((?:19|20)\d{2})\s+$/;
const PROCEEDINGS_CUE = /^\s*(?:in\s+)?(?:the\s+)?(?:Proceedings|Proc\.)/i;

function proceedingsYear(cue: string, before: string): number | null {
  const m = PROCEEDINGS_CUE.test(cue) ? YEAR_BEFORE.exec(before) : null;
  return m ? Number(m[1]) : null;
}

function datedCueYear(cue: string): number | null {
  const inYear = YEAR_CUE.exec(cue);
  if (inYear) return Number(inYear[1]);
  if (!cue.includes(' on ')) return null;
  const m = DATED_CUE.exec(cue.replace(/\s+(?:at|to|by|in|for|on|as)\s+(?:the\s+)?$/i, ''));
  return m ? Number(m[1] ?? m[2] ?? m[3]) : null;
}

/**
 * " Demo", " (Demo)", " System Demonstrations": a demo qualifier right after an event's tag, closing it (the clause ends,
 * or a bracket, comma or full stop follows); not "Demo: <link>" nor "demo video".
 */
const DEMO_CLOSING = /^\s*[(\[]?\s*(?:system\s+)?demo(?:nstration)?s?\s*[)\]]?\s*(?:$|[.,;])/i;

/** ", Benchmark & Dataset Track (" inside a spelled name: the track set off by a comma right before the bracket. */
const TRACK_IN_NAME = /,\s*([A-Z][^,()[\]]{2,60}?\s[Tt]rack)\s*[([]/;
function trackInName(name: string): VenueTrack | null {
  if (!name.includes('rack')) return null;
  const m = TRACK_IN_NAME.exec(name);
  return m ? trackCue(m[1]) : null;
}

const SERIES_IN_CLAUSE = /Lecture\s+Notes|LNCS|LNAI|CCIS|Communications\s+in\s+Computer/;
/**
 * "Accepted at ICML 2025 [Actionable Interpretability Workshop]": capitalised words ending in "Workshop" in brackets right
 * after the tag's year, ending the clause, name a workshop held at the event (a name: "Workshop" capitalised; "(ELLIS
 * UnConference workshop)" says what the tagged event is). "accepted at ICDAR2025 DALL": an acronym in
 * capitals right after the tag's year, ending the clause, that no list knows and that is no programme word, names one too
 * (an acronym after the host's tag is how workshop papers are tagged). Never the event's main track.
 */
const BRACKET_WORKSHOP_AFTER = /^\s*[(\[]\s*((?:[A-Z][\w\-]*\s+){1,8}Workshop)\s*[)\]]\s*(?=$|[,;]|\.(?:\s|$))/;
const ACRONYM_AFTER_TAG = /^\s+([A-Z][A-Z0-9]{1,7})\s*(?=$|[,;]|\.(?:\s|$))/;
const PROGRAMME_CAPS = /^(?:MAIN|ARR|ORAL|POSTER|SPOTLIGHT|HIGHLIGHT|FINDINGS|DEMO|SRW|PAPER|ACCEPTED|SUBMITTED|CR|PDF|URL|AI|ML|NLP|CV|LLM|OK|USA|UK|EU)$/;
function workshopNamedAfterTag(after: string): string | null {
  const b = BRACKET_WORKSHOP_AFTER.exec(after);
  if (b) return b[1];
  const a = ACRONYM_AFTER_TAG.exec(after);
  return a && !PROGRAMME_CAPS.test(a[1]) && !NOT_ACRONYMS.test(a[1]) && !listAcronym(a[1]) && listConference(a[1]) === null && listJournal(a[1]) === null ? a[1] : null;
}
const CAMEL_BRACKET = /^\s*\(\s*([A-Z][a-z]+[A-Z][A-Za-z0-9]*)\s*\)\s*(?=$|[,;]|\.(?:\s|$))/;
const CUE_COLON = /(?<![A-Za-z])(?:published|accepted|presented|appeared|submitted)\s+(?:in|at|to)\s*:(?=\s)/gi;
/** A tag's year ending the text: "ICRA 2026", "FORGE'25". */
const YEAR_ENDS = /(?:(?:19|20)\d{2}|['’]\d{2})\s*$/;
/** After a name, its brackets, then a sentence that is only a year, maybe after its month: "(pp. 193-212). 2025.". */
/**
 * "the Quux Symposium (QWS) '27": a spelled name closed by its bracketed acronym, then the edition's two digits after an
 * apostrophe: the edition's year (round vleft10; round vpool18 read the shape for listed acronyms only, detect.ts's
 * bracketApostropheYear). The apostrophe is required, and an ordinal or a range after the digits is no year.
 */
function bracketApostropheAfter(name: string, after: string): number | null {
  return name.endsWith(')') ? apostropheYearNext(after) : null;
}
const YEAR_SENTENCE_AFTER = /^\s*(?:\([^()]{1,40}\)\s*)*\.\s+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+)?((?:19|20)\d{2})\s*\.?\s*$/;
/** Pages cited right after a name: "(pp. 193-212)", ", pages 15549–15572", ", pp. 42-46". */
const PAGES_AFTER = /^\s*(?:\(\s*[A-Z][\w\-]*\s*\)\s*)?[,(]?\s*(?:pp?\.|pages?)\s*\d+\s*[-\u2013\u2014]+\s*\d+/i;
/** "ACL Main Conference", "ZORP Main Track": an acronym and the words naming its main track. */
const MAIN_OF_ACRONYM = /^(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(?:[Mm]ain\s+(?:[Cc]onference|[Tt]rack)|MAIN\s+(?:CONFERENCE|TRACK))$/;
/** "(accepted)", "(now accepted)" right after a name. */
const WORKSHOP_WORD_END = /[Ww]orkshop\s*$/;
const WORKSHOP_WORD_NEXT = /^\s+[Ww]orkshop(?=\s)/;
const NAME_AFTER_WORKSHOP = /^\s*(?:[:\-–]\s*)?(?:["“'‘]([^"”'’]{3,120})["”'’]|((?!(?:Proceedings?|Papers?|Track|Session|Version|Camera|Presentation|Poster|Oral|Spotlight|Abstracts?|Submission|Edition|Accepted|Paper)(?![\w\-]))(?:[A-Z][\w\-&]*)(?:\s+(?:[A-Z0-9][\w\-&]*|of|on|for|and|in|the|&)){0,8}))\s*(?=$|[,;(]|\.(?:\s|$))/;
const APPEARING = /^appearing\s/i;
const PROCEEDINGS_AFTER = /^\s*(?:[Pp]roceedings|PROCEEDINGS)(?![A-Za-z])/;
// "(Provisional Accept)", "(conditionally accepted)": a decision the venue may still revise is stated as accepted (round 11).
const ACCEPTED_BRACKET_AFTER = /^\s*\(\s*(?:now\s+|provisional(?:ly)?\s+|conditional(?:ly)?\s+)?accept(?:ed)?\s*\)/i;
/** A colon, then a title of three capitalised words or more (connectors between) after the word "Workshop". */
const COLON_TITLE = /^\s*:\s*["“]?((?:[A-Z][\w\-]*)(?:\s+(?:[A-Z][\w\-]*|[a-z]{1,4})){2,14})/;
/** "@" right after a cue's word, before a capital. */
// "Accepted as long paper @RANLP2025": after the kind of paper that follows a cue, too.
/** A locator after a venue's name: " at DOI: 10.…", "(DOI: …)" (the DOI to the end of its token or bracket). */
const LOCATOR_AFTER_NAME = /(?<=[A-Za-z])\s+(?:at|via)\s+(?:DOI|doi)\s*:?\s*\S+|(?<=[A-Za-z])\s*\(\s*(?:DOI|doi)\s*:?\s*[^()\s]{1,120}\s*\)/g;
const CUE_AT_SIGN = /(?<=(?:[Aa]ccepted|ACCEPTED|[Ss]ubmitted|[Pp]ublished|[Pp]resented|[Rr]eview|[Ss]ubmission|(?:[Aa]ccepted|[Pp]resented|[Pp]ublished)\s+as\s+(?:an?\s+)?(?:long|short|full|regular|oral|poster|main|demo)\s+paper))\s*@\s*(?=[A-Z])/g;
/** "NAACL SRW": an acronym and "SRW". */
const SRW_OF_ACRONYM = /^(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+SRW$/;
/** "international conference on" before a capital: an event's opening words in lower case (genericVenue). */
const LOWER_EVENT_WORDS = /(?<![A-Za-z])(?:international|annual|joint)\s+(?:conference|symposium|workshop|congress)\s+(?:on|of)\s+(?:the\s+)?[A-Z]/;
const LOWER_EVENT_WORDS_ALL = /(?<![A-Za-z])(?:international|annual|joint)\s+(?:conference|symposium|workshop|congress)(?=\s+(?:on|of)\s+(?:the\s+)?[A-Z])/g;
const titleWords = (w: string): string => w.replace(/(?<![A-Za-z])[a-z]/g, (c) => c.toUpperCase());
/** An event's tag and year, then "(conference) proceedings", the whole clause (or its last comma-separated part). */
const TAG_THEN_PROCEEDINGS = /(?:^|,)\s*([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*?)[\s\-]?((?:19|20)\d{2})\s+(?:[Cc]onference\s+)?[Pp]roceedings\s*\.?\s*$/;
const TAG_LEADS_PROCEEDINGS = /^\s*([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)\s*(?:['’](\d{2})|\s((?:19|20)\d{2}))\s*:\s*(?:The\s+)?Proceedings\s+of\s/;
export function genericVenue(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  // "the 14th international conference on Computational Visual Media (CVM 2026)": an event's words typed in lower case
  // before a capitalised topic read as they would in capitals (same length), when the clause reads nothing as typed.
  const e = readGenericVenue(clause, posted) ?? (LOWER_EVENT_WORDS.test(clause) ? readGenericVenue(clause.replace(LOWER_EVENT_WORDS_ALL, titleWords), posted) : null);
  return e ? editionSuffixDropped(bySeriesAcronym(asHostWorkshops(namedBeforeHostTag(titleAcronymBeforeHost(commaWorkshopOn(inNamedWorkshop(spelledWorkshops(e), clause), clause), clause), clause))), clause) : null;
}

/**
 * "Physical Interpretations of Relativity Theory - PIRT-2007" (a quoted event title, proceedings-title.ts): an event's
 * name as written, then a dash and the acronym its own words spell (a year glued or spaced after it): the text gives the event's acronym, its usual short name
 * (data/venues/README, "Venue names": "the usual short name or acronym, else the name as written"; round vnames3). An
 * acronym the words do not spell ("Deep Learning Day - KDD 2027": a host) is left as read. End-anchored, each try
 * bounded: linear.
 */
const DASHED_ACRONYM_END = /\s[-\u2013\u2014]\s{1,3}([A-Z][A-Za-z0-9]{1,11})(?:[-\s]?(?:19|20)\d{2})?$/;
export function dashedOwnAcronym(e: VenueEntry): VenueEntry {
  if (e.venue.length > 300) return e;
  const m = DASHED_ACRONYM_END.exec(e.venue);
  if (!m || !/[A-Z].*[A-Z]/.test(m[1])) return e;
  const head = e.venue.slice(0, m.index).trim();
  if (head.split(/\s+/).length < 2 || !spelledBy(head, m[1])) return e;
  return { ...e, venue: m[1], workshop: e.workshop === e.venue ? m[1] : e.workshop };
}

/**
 * "Accepted to Findings of the Quiet Zebra Society (QZS) 2025", "Quiet Zebra Society Findings (QZS) 2025", "QZS
 * Findings (QZS 2026)", "the Findings of the 9th Annual Meeting of the … (QZS), Oslo, 2025": the word "Findings" (capital
 * F) right before the bracket holding the event's acronym, or "Findings of" and the event's name in capitalised words
 * (small joining words, a leading ordinal or year allowed) up to that bracket, is the Findings volume of that event: its
 * findings track, never its main track (round vunseen5; the spelled readers took the bracket's acronym as the main
 * track). A year in or right after the bracket must be the entry's; prose ("Findings of our study (QZS 2025)") has a
 * lower-case word and reads as before.
 */
const FINDINGS_VOLUME = /(?<![A-Za-z])Findings(?:\s+of\s+(?:[Tt]he\s+)?(?:(?:19|20)\d{2}\s+|\d{1,3}(?:st|nd|rd|th)\s+)?[A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|of|on|for|and|in|the|&)){0,14})?\s*\(\s*([A-Z][A-Za-z0-9\-]*[A-Z0-9])(?:[\s'’\-]*((?:19|20)\d{2}))?(?=[\s,'’)])(?:[\s)]{0,3}((?:19|20)\d{2})(?!\d))?/;
/** What may stand right before that "Findings": the text's start, a clause's punctuation or a linking word. */
const FINDINGS_LEAD = /(?:^|[,;:.(]|(?<![A-Za-z])(?:[Tt]o|[Ii]n|[Aa]t|[Oo]f|[Bb]y|[Tt]he|[Ff]or|[Aa]nd|[Ff]rom|[Aa]s))\s*$/;
/** The capitalised words (small joining words between) that end a text: an event's name before its "Findings". */
const NAME_BEFORE = /[A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|of|on|for|and|in|the|&)){0,12}\s*$/;
export function findingsVolumeOf(venue: string, year: number | null, text: string): boolean {
  if (!text.includes('Findings')) return false;
  const m = FINDINGS_VOLUME.exec(text);
  if (!m || m[1] !== venue) return false;
  const y = m[2] ?? m[3];
  if (y && Number(y) !== year) return false;
  // "Key Findings (QZS)": a word before "Findings" must be the event's own acronym or name (its words spelling the
  // acronym), or a linking word ("Accepted to Findings of …", "in the Findings of …").
  const before = text.slice(Math.max(0, m.index - 160), m.index);
  if (FINDINGS_LEAD.test(before) || before.trimEnd().endsWith(venue)) return true;
  const name = NAME_BEFORE.exec(before);
  return name !== null && spelledBy(name[0].trim(), venue);
}

/**
 * "Proc. 6th European Zebra Conference (EZC-6)": an acronym ending in a hyphen and the edition's number that an ordinal
 * in the clause states ("6th", "6-th") names that edition, not the series; the series is the acronym before the hyphen
 * (round v295, set 295 part A: read "EZC-6"). Only when the same number is written as an ordinal, so a number that is
 * part of a name ("F-16", "COVID-19", "IWSLT-25" as a year) is kept.
 */
const EDITION_SUFFIX = /^([A-Z][A-Za-z&]*[A-Z])-(\d{1,2})$/;
function editionSuffixDropped(e: VenueEntry, clause: string): VenueEntry {
  const m = EDITION_SUFFIX.exec(e.venue);
  if (!m || !new RegExp(String.raw`(?<![\w.])${m[2]}-?(?:st|nd|rd|th)(?![A-Za-z])`).test(clause)) return e;
  return { ...e, venue: m[1], workshop: e.workshop === e.venue ? m[1] : e.workshop };
}

/**
 * An unlisted venue read by its spelled-out name is named by the usual acronym an open-licensed list of conference
 * series gives that name (series-names.ts, round vlists): "the 20th International Symposium on Visual Computing" is
 * ISVC, as the labelling README names venues. Naming only; the name's words decide that it is a venue.
 */
function bySeriesAcronym(e: VenueEntry): VenueEntry {
  const acr = seriesAcronym(e.venue);
  return acr === null ? e : { ...e, venue: acr };
}

/**
 * "British Machine Vision Conference (BMVC 2025), in the From Scene Understanding to Human Modeling Workshop": a workshop
 * named after a comma and "in / at (the)", ending the clause, is where at the event read the paper is: that event's
 * workshop, never its main track.
 */
const IN_NAMED_WORKSHOP = /,\s*(?:in|at)\s+(?:the\s+)?([A-Z][\w\-&]*(?:\s+(?:[A-Z0-9][\w\-&]*|to|of|and|for|on|in|the|&)){0,10}\s+[Ww]orkshop)\s*$/;
function inNamedWorkshop(e: VenueEntry, clause: string): VenueEntry {
  if (e.track !== 'main' || e.workshop !== null || !/[Ww]orkshop\s*$/.test(clause)) return e;
  const m = IN_NAMED_WORKSHOP.exec(clause);
  return m && !m[1].includes(e.venue) ? { ...e, track: 'workshop', workshop: m[1] } : e;
}

/**
 * An entry whose venue is a list host's workshops tag ("NeurIPSW", "ICCVW") as the host's workshops: the host named,
 * never its main track, the tag itself no workshop name (every reader that takes an acronym as the venue meets it).
 */
export function asHostWorkshops(e: VenueEntry): VenueEntry {
  const host = wTagHost(e.venue);
  if (host === null) return e;
  return { ...e, venue: host, track: e.track === 'main' ? 'workshop' : e.track, workshop: e.workshop === e.venue ? null : e.workshop };
}

function readGenericVenue(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  if (!genericHint(clause) && !BARE_HINT.test(clause)) return null;
  clause = dashAcronymAsBracket(clause);
  // "Published in: ICASSP 2025 - …" (IEEE Xplore's form): a colon after the cue's word is read as a space (same length);
  // not before a proceedings series ("Published in: Progress in Artificial Intelligence, EPIA 2023, Lecture Notes in …":
  // the book's title comes first, the event after).
  if (clause.includes(':') && !SERIES_IN_CLAUSE.test(clause)) clause = clause.replace(CUE_COLON, (w) => w.replace(':', ' '));
  // "[MedInfo 2019]", "(IEEE CVMI)": an acronym in square brackets, or with its publisher inside the brackets, reads as
  // the bracket form "(MedInfo 2019)", "(CVMI)" (same length: the offsets stay).
  if (clause.includes('[') || clause.includes('(')) clause = clause.replace(SQUARE_ACRONYM, '($1)').replace(PUBLISHER_IN_BRACKET, (w) => `(${' '.repeat(w.length - 1)}`);
  // "the 12th (Springer CCIS) International Conference on …": the proceedings series in brackets inside the name is no part of it.
  if (clause.includes('(')) clause = clause.replace(SERIES_BRACKET, '');
  // "the 18th World Conference on … (18WCEE 2024)": the edition's number glued to the bracket's acronym is no part of it.
  if (clause.includes('(')) clause = editionLedAcronym(clause);
  // "Accepted @ ICC 2025", "under review @ARR": "@" after a cue's word stands for "at".
  if (clause.includes('@')) clause = clause.replace(CUE_AT_SIGN, ' at ');
  // "… in the Journal of Imaging Informatics in Medicine at DOI: 10.1007/…", "… (DOI: 10.1145/…)": where
  // the paper is found online is no part of the venue's name; blanked (same length: the offsets stay) so the name ends
  // before it (v253, set 256 part A).
  if (clause.includes('DOI') || clause.includes('doi')) clause = clause.replace(LOCATOR_AFTER_NAME, (w) => ' '.repeat(w.length));
  // "ZEC '25: Proceedings of the 25th Zeta Conference" (ACM's proceedings title): the tag leading the title names the
  // event in its edition year, as a journal-ref led by it does (generic.ts); published in those proceedings.
  // "Accepted at CHI EA 2026", "In Extended Abstracts of the … (CHI EA '24)": an event's extended abstracts, before the
  // cue readers take "CHI EA" for a name (shape-readers.ts).
  const abstracts = extendedAbstracts(clause);
  if (abstracts) return abstracts;
  const led = clause.includes(':') ? TAG_LEADS_PROCEEDINGS.exec(clause) : null;
  if (led && !NOT_ACRONYMS.test(led[1])) return { venue: led[1], year: led[3] ? Number(led[3]) : 2000 + Number(led[2]), track: 'main', workshop: null, status: 'published', presentation: presentationCue(clause) };
  // "4 page, 2 figures, ENSFN2012 conference proceedings", "HCP2012 proceedings": an event's tag naming the proceedings
  // the paper is printed in, closing the clause, is that event, published (as "ICML 2025 Proceedings" is for a list venue).
  const tagProc = clause.includes('roceedings') ? TAG_THEN_PROCEEDINGS.exec(clause) : null;
  if (tagProc && !NOT_ACRONYMS.test(tagProc[1])) return { venue: tagProc[1], year: Number(tagProc[2]), track: 'main', workshop: null, status: 'published', presentation: null };
  CUE.lastIndex = 0;
  for (let c = CUE_GATE.test(clause) ? CUE.exec(clause) : null; c; c = CUE.exec(clause)) {
    // "Published in the "2026 34th … (MED)"", "accepted … on Special Issue of Advances in Space Research": the name
    // inside the quotes, the journal of the special issue.
    const after = clause.slice(c.index + c[0].length);
    // "accepted at journal SN Computer Science": the kind of venue in lower case before its capitalised name; "Accepted to
    // the program of the 14th CTI Symposium": the event's programme.
    const lead0 = KIND_LEAD.exec(after)?.[0] ?? TRACK_OF.exec(after)?.[0] ?? LEAD_IN.exec(after)![0];
    const lead = after.includes('Proceedings') ? lead0 + (SERIES_FOR.exec(after.slice(lead0.length))?.[0] ?? '') : lead0;
    const cueText = c[0] + lead;
    const rest = clause.slice(c.index + cueText.length);
    // "Accepted at EACL HeaLing 2026": an acronym and a camel-case name after the cue are a workshop at that event (hostCamelWorkshop), not one name.
    const camelHost = hostCamelWorkshop(rest, posted, clause.slice(0, c.index + cueText.length));
    if (camelHost && camelHost.start === 0) return camelHost.entry;
    // "In Proceedings of Machine Learning Research, Volume 340, 2026 (…)": a title cited with its volume after "Proceedings
    // of" is the proceedings' series, never the venue (titleWithVolume reads "Vol." / "Volume" with a capital since v241).
    const raw = workshopThenHost(rest) ?? (SERIES_LEAD.test(cueText) ? null : titleWithVolume(rest)) ?? fromRest(rest) ?? pendingAcronym(rest, clause.slice(0, c.index + cueText.length)) ?? eventAfterSeries(rest)
      ?? (SERIES_LEAD.test(cueText) ? null : oneWordJournal(rest)) ?? spelledThenAcronym(rest) ?? spelledParenYear(rest);
    if (!raw) continue;
    // Read field by field: an object rest and spread copy the fields slowly (this is the path of every venue found here).
    // "Accepted at ACL Main Conference": an acronym then "Main Conference" (or "Main Track") is that event's main track,
    // not an event of that name.
    // "Accepted to NAACL SRW 2025": an acronym then "SRW" is that event's Student Research Workshop.
    // "Accepted at ICCVW-CV4BIOM 2025": a host's workshops tag (four capitals or more and W) hyphen-joined to a name is
    // that workshop at the host, never an event of the joint name.
    const wDash = W_HOST_DASH.exec(raw.venue);
    if (wDash && raw.track === 'main') return { venue: hostOfW(wDash[1])!, year: raw.year, track: 'workshop', workshop: wDash[2], status: statusBefore(clause.slice(0, c.index + cueText.length)), presentation: presentationCue(clause) };
    const mainOf = MAIN_OF_ACRONYM.exec(raw.venue);
    const srwOf = mainOf ? null : SRW_OF_ACRONYM.exec(raw.venue);
    const e = plausible(mainOf && !NOT_ACRONYMS.test(mainOf[1]) ? { ...raw, venue: mainOf[1] } : srwOf && !NOT_ACRONYMS.test(srwOf[1]) ? { ...raw, venue: srwOf[1], track: 'workshop', workshop: 'SRW' } : raw, posted, rest.slice(raw.end));
    const { end, event } = e;
    // "accepted at the ICML 2026 workshop Agentic Uncertainty", "the ICML 2025 Workshop 'DataWorld: Unifying …'": a
    // name after "ACR YEAR Workshop" (quoted, or capitalised words ending the clause) is the workshop's, the tag's event
    // its host (with nothing after, "ZORP 2025 Workshop" stays a workshop of its own).
    const afterWord = e.track === 'workshop' && e.workshop === e.venue && e.year !== null ? (WORKSHOP_WORD_END.test(rest.slice(0, end)) ? rest.slice(end) : WORKSHOP_WORD_NEXT.test(rest.slice(end)) ? rest.slice(end).replace(WORKSHOP_WORD_NEXT, '') : null) : null;
    const named = afterWord === null ? null : NAME_AFTER_WORKSHOP.exec(afterWord);
    if (named) {
      const name = named[1] ? named[1].split(':')[0].trim() : named[2];
      if (name !== e.venue) return { venue: e.venue, year: e.year, track: 'workshop', workshop: name, status: statusBefore(clause.slice(0, c.index + cueText.length)), presentation: presentationCue(clause) };
    }
    // A track named after the venue ("DESRIST 2025 Prototype Track", "(Track: Responsible AI)"): not the main track.
    // Read right around the name ("Abstract accepted at X"; an "Industry" in the name is no track), quoted titles left out.
    // "CCL26-Eval": "Eval" glued to the event's tag names its evaluation campaign (shared tasks), not the main track.
    // "… Conference on AI-powered Software, Benchmark & Dataset Track (AIware '25)": a track closing the spelled name, set
    // off by a comma before its bracket, is the paper's track.
    // "Accepted to the PerCom 2026 Demo", "… 2026 (Demo)": a demo qualifier closing the tag, as for a list conference.
    // "Accepted to the ISWC 2026 Companion Volume": the companion volume right after the tag (cues.ts's companion cue
    // wants the acronym, which the text after the name lacks) holds posters and demos: another track.
    const track = e.track === 'main' ? (EVAL_GLUED.test(rest.slice(end)) || COMPANION_AFTER.test(rest.slice(end)) ? 'other' : trackCue(`${clause.slice(wordStart(clause, c.index - 20), c.index + cueText.length)} ${rest.slice(end)}`.replace(QUOTED, ' ')) ?? trackInName(rest.slice(0, end))
      ?? (DEMO_CLOSING.test(rest.slice(end)) ? 'demo' : null)) : null;
    // "Submitted to Semantic Web Journal, under review": a review stated after the name is the status.
    // "This paper is part of the … proceedings": the paper is in the printed proceedings (as "appears in the
    // proceedings of"), published.
    // "In International Conference on Human-Computer Interaction (pp. 193-212)": a citation's "In" and the pages cited
    // after the name: the paper in print (README: a citation with pages is published).
    const before = /^part\s/i.test(c[0]) || (/^in\s/i.test(c[0]) && c.index === 0 && PAGES_AFTER.test(rest.slice(end))) ? 'published' : statusBefore(clause.slice(0, c.index + cueText.length));
    // "Submitted to INLG 2025 (accepted)": the decision in brackets after the name is the status now.
    // "appearing in the ICAPS 2026 proceedings": the participle with the proceedings named after the tag is "appears in
    // the proceedings of" (README: published); "Appearing at IEEE Transactions on …" alone still to come (accepted).
    const status = before === 'accepted' && APPEARING.test(c[0]) && PROCEEDINGS_AFTER.test(rest.slice(end)) ? 'published'
      : (before === 'submitted' || before === 'under_review') && ACCEPTED_BRACKET_AFTER.test(rest.slice(end)) ? 'accepted'
      : before === 'submitted' && statusCues(rest.slice(end)).some((t) => t.status === 'under_review') ? 'under_review' : before;
    // "In International Conference on Human-Computer Interaction (pp. 193-212). 2025.": a citation's year in a sentence
    // of its own (maybe after its month) right after the name and its brackets.
    const yearAfter = e.year === null ? YEAR_SENTENCE_AFTER.exec(rest.slice(end)) : null;
    const y = e.year ?? (yearAfter ? Number(yearAfter[1]) : null) ?? bracketApostropheAfter(rest.slice(0, end), rest.slice(end)) ?? datedCueYear(c[0]) ?? issueLeadYear(lead0) ?? proceedingsYear(c[0], clause.slice(0, c.index)) ?? (event && posted && (e.anyStatus || status === 'accepted' || status === 'published') ? posted.year : null)
      // "Submitted to the 26th International Conference on Computational Science" (posted in June): that edition is the posting year's.
      // Not when the clause writes a year of its own ("the 11th Marcel Grossmann Meeting (MG11) in Berlin, …, July 23-29, 2006").
      ?? (event && (status === 'submitted' || status === 'under_review') && !/(?:19|20)\d{2}/.test(rest) ? ordinalEditionOfPosting(rest, posted) : null)
      ?? pendingEdition(rest.slice(0, end), clause.slice(0, c.index + cueText.length), status, posted, event === true && !/(?:19|20)\d{2}/.test(rest));
    const earlier = y !== null && posted && y < posted.year && (status === 'accepted' || status === 'published') && EXTENDED_VERSION_OF.test(clause.slice(0, c.index));
    // "Availability, Reliability and Security (ARES 2026), EU Projects Symposium Workshops": capitalised words ending in
    // "Workshop(s)" right after the event, set off by a comma, are the event's workshop programme the paper is in.
    // "GeoIndustry '26 (ACM SIGSPATIAL Workshop)": the bracket names a listed conference whose workshop the event is.
    const hostBracket = e.track === 'main' && e.workshop === null ? HOST_WORKSHOP_AFTER.exec(rest.slice(end)) : null;
    // A host no list knows is named so too when a publisher leads it ("(ACM SIGSPATIAL Workshop)"): never the event's main track.
    const host = hostBracket ? listConference(hostBracket[1]) ?? (/^\s*\(\s*(?:IEEE|ACM)\s/.test(hostBracket[0]) && !NOT_ACRONYMS.test(hostBracket[1]) ? hostBracket[1] : null) : null;
    if (host && host !== e.venue) return { venue: host, year: y, track: 'workshop', workshop: e.venue, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    const programme = e.track === 'main' && e.workshop === null ? WORKSHOPS_AFTER.exec(rest.slice(end)) : null;
    if (programme) return { venue: e.venue, year: y, track: 'workshop', workshop: programme[1], status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    // "Presented at the BPM'2025 conference on Artificial Intelligence for Business Process Management (AI4BPM)": an event with
    // its own title and acronym held at the event the tag names, never that event's main track (as at a listed host, v253).
    const titledAt = e.track === 'main' && e.workshop === null && e.year !== null ? titledEventAfterHost(`${e.venue} ${e.year}`, rest.slice(end), (t) => findVenue(t) !== undefined) : null;
    if (titledAt) return { venue: e.venue, year: y, track: 'workshop', workshop: titledAt, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    // "Accepted at ETRA 2026 GenAI workshop", "ACM CAIS 2026 AgentSkills Workshop": capitalised words and "workshop"
    // right after the event's year, ending the clause, are a workshop held at the event (as at a listed host), never its
    // main track.
    // "Published in BEA 2025: 20th Workshop on Innovative Use of NLP …", "Accepted to SMT 2025: 23rd International Workshop on
    // …": the event's tag, a colon and its spelled name as a workshop (its edition, a society, "International" before
    // the word): a workshop with no host, its own venue (README), never a main track.
    // "Accepted in ZQLA 2026: The Zebra Gait Recognition Workshop": the colon's name may end in the word instead (round v293).
    if (e.track === 'main' && e.workshop === null && (TAG_THEN_WORKSHOP.test(rest.slice(end)) || TAG_THEN_TITLED_WORKSHOP.test(rest.slice(end)))) {
      return { venue: e.venue, year: y, track: 'workshop', workshop: e.venue, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    }
    // "Proceedings of the 63rd Annual Meeting of the … (Student Research Workshop), 2025", "(Volume 4: Student Research
    // Workshop)": the workshop in brackets after a spelled name (its year after the bracket, or none).
    if (e.track === 'main' && e.workshop === null && (e.year !== null ? SRW_AFTER : SRW_BRACKET_AFTER).test(rest.slice(end))) {
      return { venue: e.venue, year: y, track: 'workshop', workshop: 'SRW', status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    }
    if (e.track === 'main' && e.workshop === null && NAMED_WORKSHOP_AFTER.test(rest.slice(end))) {
      return { venue: e.venue, year: y, track: 'workshop', workshop: workshopName(HOST + rest.slice(end)), status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    }
    // "Accepted at MICCAI 2025 DeCaf Workshop Track", "accepted as ISMAR 2026 AXR workshop paper", "Accepted to the IEEE
    // ICRA 2026 International Joint Workshop on … (J-WOSMARS 2026)": a workshop named right after an event's tag is one
    // held at it, whatever follows the word: never the event's main track.
    if (e.track === 'main' && e.workshop === null && e.year !== null && WORKSHOP_AFTER_TAG.test(rest.slice(end))) {
      return { venue: e.venue, year: y, track: 'workshop', workshop: workshopName(HOST + rest.slice(end)), status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    }
    // "Accepted at ICRA 2026: From Data to Decisions: VLA Pipelines for Real Robots": a title of three words or more
    // after the tag's year, ending the clause, names an event held at it, as after a list host (titleAfterHostYear).
    // Only right after the tag's year, and a title of words (no number: "FORGE'25 Benchmarking on 15.01.2025" is a date).
    // "IEEE PacificVis 2026 (VisNotes)": a word in camel case alone in brackets after the tag's year, ending the clause,
    // names an event held at it (as after a list host: "CVPR 2025 (EarthVision)"), never the main track.
    const namedAfter = e.track === 'main' && e.workshop === null && e.year !== null && (!track || track === 'workshop') && YEAR_ENDS.test(rest.slice(0, end)) ? workshopNamedAfterTag(rest.slice(end)) : null;
    if (namedAfter && namedAfter !== e.venue) return { venue: e.venue, year: y, track: 'workshop', workshop: namedAfter, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    const camel = e.track === 'main' && e.workshop === null && e.year !== null && !track && YEAR_ENDS.test(rest.slice(0, end)) ? CAMEL_BRACKET.exec(rest.slice(end)) : null;
    if (camel && camel[1] !== e.venue) return { venue: e.venue, year: y, track: 'workshop', workshop: camel[1], status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    const titled = e.track === 'main' && e.workshop === null && e.year !== null && !track && YEAR_ENDS.test(rest.slice(0, end)) ? titleAfterHostYear(rest.slice(0, end), rest.slice(end)) : null;
    // A number glued to a capital is a word of the title ("End-to-End 3D Learning"), not a date.
    if (titled && !/(?<![A-Za-z\d])\d(?![\dA-Z])|\d\d/.test(titled)) return { venue: e.venue, year: y, track: 'workshop', workshop: titled, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    // "accepted as a workshop paper in ICDM 2025": "workshop paper" right before the link to the event says the paper is in
    // its workshop programme (the host's, no workshop named), never its main track (round 12).
    if (e.track === 'main' && e.workshop === null && WORKSHOP_PAPER_AT.test(clause.slice(0, c.index + cueText.length))) {
      return { venue: e.venue, year: y, track: 'workshop', workshop: null, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
    }
    return { venue: e.venue, year: y, track: track && track !== 'workshop' ? track : e.track, workshop: e.workshop, status: earlier ? 'previous_version' : status, presentation: presentationCue(clause) };
  }
  // "RLxF Workshop ICML 2026" opening a clause with no cue: as after one.
  const opening = workshopThenHost(clause);
  if (opening) return { venue: opening.venue, year: opening.year, track: 'workshop', workshop: opening.workshop, status: 'accepted', presentation: presentationCue(clause) };
  const may = tailGate(clause);
  for (let k = 0; k < TAIL_READERS.length; k++) {
    if (!may[k]) continue;
    const e = TAIL_READERS[k].read(clause, posted);
    if (e) return e;
  }
  return null;
}

/**
 * "ACL 2025 (The 63rd Annual Meeting of the Association for Computational Linguistics)": an acronym and its year opening
 * the clause, then in brackets the event's name spelled out (an event word in it, its initials the acronym's letters in
 * order), ending the clause: a bare tag of that event (accepted), a workshop when the name is a workshop's.
 * Round 13: after the page counts too ("20 pages, ICPR 2026 (28th International Conference on Pattern Recognition)"),
 * and an acronym of its words' first letters or syllables ("EUSIPCO 2025 (33rd European Signal Processing Conference)",
 * spelledBy: every capitalised word of the name used, in order).
 */
const TAG_SPELLED_AFTER = /(?:^|[,;]\s*)\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})\s*\(\s*(?:The\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:st|nd|rd|th))\s+)?((?:[A-Z][\w\-]*|of|on|for|and|in|the|&)(?:\s+(?:[A-Z][\w\-]*|of|on|for|and|in|the|&)){2,15})\s*\)\s*(?=$|[,;]|\.(?:\s|$))/;
const SPELLED_EVENT_WORD = /(?<![A-Za-z])(?:Conference|Symposium|Congress|Meeting|Workshop)(?![A-Za-z])/;
function tagSpelledAfter(clause: string): VenueEntry | null {
  const m = TAG_SPELLED_AFTER.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || !SPELLED_EVENT_WORD.test(m[3]) || !(initialsOf(m[3].replace(/\s+(?:of|on|for|and|in|the|&)(?=\s)/g, ''), m[1]) || spelledBy(m[3], m[1]))) return null;
  const workshop = /\bWorkshop\b/.test(m[3]);
  return { venue: m[1], year: Number(m[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? m[1] : null, status: 'accepted', presentation: null };
}

/**
 * "accepted to DIS Companion '26 (Designing Interactive Systems Conference)", "UIST 2025 Adjunct": an event's acronym,
 * then "Companion" or "Adjunct" (its proceedings of posters, demos and other short work) before or after the year: that
 * event, another track than its main one (README: a companion volume is track other), never its main track.
 */
const COMPANION_TAG = /(?:^\s*|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for|of|by)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:\s+(?:Companion|Adjunct)(?:\s+Proceedings)?[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})|[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s+(?:Companion|Adjunct)(?![A-Za-z]))(?!\d)/;
function companionTag(clause: string): VenueEntry | null {
  const m = COMPANION_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1])) return null;
  return { venue: m[1], year: year(m[2] ?? m[3]), track: 'other', workshop: null, status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[1]))), presentation: presentationCue(clause) };
}

/**
 * "Challenge report from Advances in Image Manipulation workshop held at ICCV 2025", "accepted at 9th wiNLP workshop at
 * EMNLP", "accepted for the Workshop AIMLAI at ECML-PKDD 2025": a workshop's name in capitalised words (or an acronym,
 * maybe led by a lower-case letter) and the word "workshop" in any case, or "Workshop" and an acronym, then "(held) at",
 * "@" or "co-located with" and an event's acronym, maybe its year, ending the clause: a workshop held at that event, the
 * host the venue, in the year given else the posting year's edition. A report or entry for a challenge there is the
 * paper's own status unsaid (unclear).
 */
const WORKSHOP_HELD_AT_HOST = /(?<![\w\-+&])(?:((?:[A-Z][\w\-+&]*|[a-z]{1,3}[A-Z][\w\-+&]*)(?:\s+(?:[A-Z][\w\-+&]*|for|of|on|and|in|the|&)){0,8})\s+[Ww]orkshop|[Ww]orkshop\s+([A-Z][\w\-+&]*[A-Z][\w\-+&]*))\s+(?:held\s+)?(?:at|@|of|co-?located\s+with)\s+(?:the\s+)?(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)?)(?:[\s'’\-]*((?:19|20)\d{2}))?(?=\s*(?:$|[,;)(]|\.(?:\s|$)))/;
const CHALLENGE_BEFORE = /(?<![A-Za-z])(?:challenge|competition|shared\s+task)(?![A-Za-z])/i;
function workshopHeldAtHost(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = WORKSHOP_HELD_AT_HOST.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[3]) || /^(?:The|A|An|International|Joint|Annual|First|Second|Third)$/.test(m[1] ?? '')) return null;
  // "AIM2025 Workshop": the year glued to the workshop's acronym is no part of its name
  const workshop = m[2] ?? (/\s/.test(m[1]) ? `${m[1]} Workshop` : m[1].replace(/(?<=[A-Za-z])(?:19|20)\d{2}$/, ''));
  if (workshop === m[3]) return null;
  // "at ICCVW 2025": the host's workshops, named by the host
  const host = wTagHost(m[3]) ?? (/^[A-Z]{2,}W$/.test(m[3]) ? m[3] : listConference(m[3]) ?? m[3]);
  const before = clause.slice(0, m.index);
  const status = CHALLENGE_BEFORE.test(before) ? 'unclear' : statusBefore(before);
  const y = m[4] ? year(m[4]) : status === 'accepted' || status === 'published' ? posted?.year ?? null : null;
  return { venue: host, year: y, track: 'workshop', workshop, status, presentation: presentationCue(clause) };
}

/**
 * "Poster at ICML Mechanistic Interpretability Workshop 2026", "Accepted at ACL Student Research Workshop (SRW) 2026": an
 * acronym in capitals (opening the clause or after "at / to / in / for / of (the)"), then a workshop's name in
 * capitalised words ending in "Workshop" (maybe its acronym in brackets; a word in camel case, "VQualA", or led by digits,
 * "3D", is one of them), then the year, ending the clause (or before "and presented / published / accepted …"): a workshop
 * held at that event, the host the venue (never the host's main track, never the workshop its own venue). Not when the
 * words spell the acronym (the workshop's own name).
 */
const HOST_NAMED_WORKSHOP_YEAR = /(?:^|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for|of)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z])\s+((?:(?:[A-Z](?=[\w\-]*[a-z])|\d+[A-Z])[\w\-]*\s+){1,6}[Ww]orkshop)(?:\s*\(\s*([A-Z][\w\-]*)\s*\))?[\s,'’\-]*((?:19|20)\d{2})(?!\d)\s*(?=$|[,;)]|\.(?:\s|$)|and\s+(?:was\s+)?(?:presented|published|accepted)(?![A-Za-z]))/;
/**
 * Round 13: "Accepted by ICPR Multi-Modal Visual Pattern Recognition Workshop", "ICCV Short Video Understanding Workshop
 * Paper", "2025 ICML Efficient Systems for Foundation Models Workshop": the same host and named workshop with no year after
 * it (its words may hold "for / of / on / and / in / the"; "Paper" may close it), or the year before the host opening the
 * clause. With no year, an accepted or bare one is the posting year's edition when posted from January to September (README,
 * Year 3: later in the year it may be the next one), a pending one none.
 */
const NAMED_WORKSHOP_WORD = String.raw`(?:[A-Z](?=[\w\-]*[a-z])|\d+[A-Z])[\w\-]*`;
const HOST_NAMED_WORKSHOP_BARE = new RegExp(String.raw`(?:^\s*(?:((?:19|20)\d{2})\s+)?|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for|of|by)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z])\s+(${NAMED_WORKSHOP_WORD}(?:\s+(?:(?:of|for|on|and|in|the|&)\s+)?${NAMED_WORKSHOP_WORD}){0,7}\s+[Ww]orkshop)(?:\s+(?:[Pp]aper|PAPER))?\s*(?=$|[,;)]|\.(?:\s|$))`);
function hostNamedWorkshopYear(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = HOST_NAMED_WORKSHOP_YEAR.exec(clause);
  if (!m) return hostNamedWorkshopBare(clause, posted);
  if (NOT_ACRONYMS.test(m[1]) || spelledBy(m[2], m[1]) || initialsOf(m[2], m[1]) || (m[3] && m[3] === m[1])) return null;
  return { venue: listConference(m[1]) ?? m[1], year: year(m[4]), track: 'workshop', workshop: m[3] ?? m[2], status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[1]))), presentation: presentationCue(clause) };
}
/**
 * "MICCAI AMAI 2025 workshop", "Accepted at the MICCAI EMERGE 2025 workshop", "CVPR WAD 2025 Workshop" (round 14): two
 * acronyms side by side, then the year and "workshop" ending the clause: the first, in capitals, is the host (host
 * first, as the snapshot prints these pairs), the second the workshop held there in that year, never a main track. Not
 * after a society or publisher ("ISCA SLaTE-2025 Workshop": the society's own workshop), nor a first acronym with
 * digits ("VLM4ALL CVPR 2025 Workshop": the workshop first).
 */
const HOST_FIRST_ACRONYM_WORKSHOP = /(?:^\s*|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for|of|by)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z]{2,8})\s+((?:[A-Z][A-Za-z0-9]*[A-Z0-9]|[A-Z][a-z]+[A-Z][A-Za-z0-9]*)(?:-[A-Za-z0-9]+)?)[\s'’\-]*((?:19|20)\d{2})\s+[Ww]orkshop(?:\s+(?:[Pp]aper|PAPER))?\s*(?=$|[,;)]|\.(?:\s|$))/;
function hostFirstAcronymWorkshop(clause: string): VenueEntry | null {
  const m = HOST_FIRST_ACRONYM_WORKSHOP.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || SOCIETY.test(m[1]) || NOT_ACRONYMS.test(m[2]) || SOCIETY.test(m[2]) || m[1] === m[2]) return null;
  return { venue: listConference(m[1]) ?? m[1], year: Number(m[3]), track: 'workshop', workshop: m[2], status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[1]))), presentation: presentationCue(clause) };
}
function hostNamedWorkshopBare(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = HOST_NAMED_WORKSHOP_BARE.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[2]) || GLUED_WORD.test(m[2]) || spelledBy(m[3], m[2]) || initialsOf(m[3], m[2])) return null;
  const status = statusBefore(clause.slice(0, m.index + m[0].indexOf(m[2])));
  const decided = status === 'accepted' || status === 'published';
  const y = m[1] ? Number(m[1]) : decided && posted && posted.month <= 9 ? posted.year : null;
  return { venue: listConference(m[2]) ?? m[2], year: y, track: 'workshop', workshop: m[3].replace(/\s+/g, ' '), status, presentation: presentationCue(clause) };
}

/**
 * "Submitted to ACL Rolling Review", "submitted to ACL ARR 2025 February": an acronym before "Rolling Review" (or its
 * initials, ARR) is the conference whose review cycle the paper is in. A rolling review accepts nothing: a submission
 * (under review when said), in the year the clause writes, else the posting year's cycle.
 */
const ROLLING_REVIEW_OF = /(?<![A-Za-z])([A-Z][A-Za-z]*[A-Z])\s+(?:Rolling\s+Review|ARR)(?![A-Za-z])/;
function rollingReviewTag(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = ROLLING_REVIEW_OF.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1])) return null;
  const y = /(?<![\d.])((?:19|20)\d{2})(?![\d.])/.exec(clause);
  const pending = statusCues(clause).some((c) => c.status === 'under_review') ? 'under_review' : 'submitted';
  return { venue: m[1], year: y ? Number(y[1]) : posted?.year ?? null, track: 'main', workshop: null, status: pending, presentation: null };
}

/**
 * "Under review (ICPR2026)", "Accepted (ICSE 2026)": a status cue with the event's tag in brackets right after it, the
 * bracket ending the clause: that event, in the status the cue states (the cue's own bracket reader takes such a bracket
 * for an aside and wants "at / to / in" after it).
 */
const CUE_BRACKET_TAG = /(?<![A-Za-z])(?:[Aa]ccepted|ACCEPTED|[Ss]ubmitted|SUBMITTED|[Uu]nder\s+(?:[Rr]eview|[Ss]ubmission)|UNDER\s+(?:REVIEW|SUBMISSION)|[Tt]o\s+appear)\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*\)\s*(?=$|[,;]|\.(?:\s|$))/;
function cueBracketTag(clause: string): VenueEntry | null {
  const m = CUE_BRACKET_TAG.exec(clause);
  // "Accepted (NeurIPSW 2024)": a list host's workshops tag, lower case inside or not (genericVenue names the host).
  if (!m || NOT_ACRONYMS.test(m[1]) || (GLUED_WORD.test(m[1]) && !wTagHost(m[1]))) return null;
  const cue = clause.slice(0, m.index + m[0].indexOf('('));
  const workshop = /^[A-Z]{2,}W$/.test(m[1]);
  return { venue: m[1], year: year(m[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? m[1] : null, status: statusBefore(cue), presentation: null };
}

/** "… as a workshop paper at (the) ", "workshop papers in ": the paper's kind right before the link to the event. */
/**
 * "9 pages, 5 figures. Workshop paper at ICML 2026": a clause opening with "Workshop paper at / in" an acronym and its
 * year, ending there: that event's workshop programme (no workshop named), accepted, as with a cue before it (round 12).
 */
const WORKSHOP_PAPER_TAG = /^\s*(?:[Aa]\s+)?[Ww]orkshop\s+paper\s+(?:at|in|for)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d)\s*(?=$|[,;(]|\.(?:\s|$))/;
function workshopPaperTag(clause: string): VenueEntry | null {
  const m = WORKSHOP_PAPER_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || listedPart(m[1]) || organisationTag(m[1])) return null;
  return { venue: m[1], year: year(m[2]), track: 'workshop', workshop: null, status: 'accepted', presentation: presentationCue(clause) };
}
const WORKSHOP_PAPER_AT = /(?<![A-Za-z])[Ww]orkshop\s+papers?\s+(?:at|in|to|for|of)\s+(?:the\s+)?$/;
const COMPANION_AFTER = /^\s*Companion(?![A-Za-z])/;
const HOST_BEFORE_WORKSHOP_ON = /^(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(?=[Ww]orkshops?\s+(?:on|for|of)\s+(?:the\s+)?[A-Z])/;
const ACR_THEN_HOST_BRACKET = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*\)/;

/** After an event's tag: a colon (or a dash), maybe "Proceedings of", then its name as a workshop ("20th Workshop on", "The 2nd IEEE International Workshop on"). */
// "IAIL 2025 - Imagining the AI Landscape after the AI Act, 4th International Workshop on …": the workshop's title may come first.
const TAG_THEN_WORKSHOP = /^\s*(?::|\s-)\s*(?:[A-Z][^,;:()]{2,100},\s*)?(?:Proceedings\s+of\s+)?(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:IEEE|ACM)\s+)?(?:International\s+)?Workshop\s+(?:on|for)\s/;
/** After an event's tag: a colon, maybe "The" and an edition, then capitalised words (connectors between) ending in "Workshop" and the clause. */
const TAG_THEN_TITLED_WORKSHOP = /^\s*:\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?[A-Z][\w&\-]*\s+(?:(?:[A-Z0-9][\w&\-]*|of|for|on|and|in|the|with|&)\s+){0,8}[Ww]orkshop(?=\s*(?:$|[.,;)]))/;

/**
 * "Accepted for publication in the ISPRS Annals (ISPRS Congress 2026, Toronto, Oral Presentation)": a publication series
 * (Annals, Archives, Proceedings, Series) no list knows, then the event it prints in parentheses: the event is the venue.
 */
const SERIES_THEN_PAREN = /^(?:[A-Z][\w\-&]*\s+){0,5}(?:Annals|Archives|Proceedings|Series)\s*\(\s*/;
/**
 * "EMERGE Workshop - EWSN 2024", "FOO Workshop, BAR 2025": an acronym and the word "Workshop", then a dash or comma and
 * an acronym-shaped host with its year: the workshop of that host, named by its acronym, even when no list knows the host.
 */
// "RLxF Workshop ICML 2026": the host's tag may follow the word with a space only.
// "Actionable Interpretability Workshop - ICML 2025": a workshop's name in several capitalised words, set off from the host
// by a dash, comma or "@" (not a space alone: "Accepted to X Workshop ICML 2026" leaves the name's start unsure).
// "MemFM @ ICML 2026": an acronym-shaped name (an inner capital or digit) and "@" before the host's tag, with no
// "Workshop", is a workshop at that host too ("@ HOST" is how workshop papers are tagged).
const WORKSHOP_THEN_HOST = /^(?:([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s+[Ww]orkshop\s*(?:[,\u2013\u2014@]|\s-|(?=\s))|([A-Z][\w&\-]*(?:\s+(?:[A-Z0-9][\w&\-]*|of|for|on|and|in|the|with|&)){1,8}?\s+[Ww]orkshop)\s*(?:[,\u2013\u2014@]|\s-)|([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s*@)\s*(?:the\s+)?(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'\u2019\-]*((?:19|20)\d{2})(?!\d)/;
/** A proceedings series' words in the cue before the name ("accepted for publication in Proceedings of Science"). */
const SERIES_LEAD = /Proceedings|Proc\b/i;
// "Accepted by Bioinformatics on July 11th": the date it was accepted (after "on" / "in" and a month's name) may follow.
const ONE_WORD = new RegExp(String.raw`^([A-Z][A-Za-z]{3,})(?=\s*(?:$|[.,;)"”])|\s+(?:on|in)\s+(?:${MONTH_NAMES}|(?:${MONTH_SHORTS})\.?)\s+\d)`);

/**
 * "Preprint of a manuscript submitted to Brain", "Accepted by Biometrics", "Published in Displays, Vol. 93, 2026": one
 * capitalised word ending the clause right after the cue, that JabRef lists whole as a journal's name, is that journal,
 * named as printed (an abbreviation run together, "PhysRevLett", by the abbreviation); not a word of a comma-listed
 * title, a word that names no journal alone ("Preprint"), a catalogue venue, nor an abbreviation ("J", "Gen").
 */
function oneWordJournal(rest: string): RestVenue | null {
  const m = ONE_WORD.exec(rest);
  if (!m || NOT_ONE_WORD_JOURNAL.test(m[1]) || LISTED_AFTER.test(rest.slice(m[0].length)) || findVenue(m[1])) return null;
  const key = nameKey(m[1]);
  const abbr = journalAbbreviations().get(key);
  if (!abbr) return null;
  const y = journalYearAfter(rest.slice(m[0].length));
  return { venue: nameKey(abbr) === key && abbr !== m[1] ? abbr : m[1], year: y, track: 'main', workshop: null, end: m[0].length };
}

const WORKSHOP_THEN_HOST_GATE = /^[A-Z][\w&\-]*(?:\s+[Ww]orkshop|\s*@|\s+(?:[A-Z0-9][\w&\-]*|of|for|on|and|in|the|with|&)\s)/;
function workshopThenHost(rest: string): RestVenue | null {
  const m = WORKSHOP_THEN_HOST_GATE.test(rest) ? WORKSHOP_THEN_HOST.exec(rest) : null;
  const name = m ? m[1] ?? m[2] ?? m[3] : '';
  if (!m || NOT_ACRONYMS.test(name) || NOT_ACRONYMS.test(m[4]) || name === m[4]) return null;
  return { venue: m[4], year: Number(m[5]), track: 'workshop', workshop: name, end: m[0].length };
}

/**
 * "published in Data Science and Machine Learning, volume 1943, CCIS (Springer Singapore) 2023": a title in capitalised
 * words cited with its volume number is the book or proceedings the paper is in, named as written (spaces collapsed), in
 * the year the citation gives after the volume.
 */
const TITLE_VOLUME = /^((?:[A-Z][\w\-&]*)(?:\s+(?:[A-Z][\w\-&]*|and|of|for|in|on|the|&)){1,9})\s*,\s*[Vv]ol(?:ume|\.)?\s*\d+(?![\d.])([^.;]{0,60}?)(?<!\d)((?:19|20)\d{2})(?!\d)/;
function titleWithVolume(rest: string): RestVenue | null {
  const m = /,\s*vol/i.test(rest) ? TITLE_VOLUME.exec(rest) : null;
  // A series ("Springer LNICST, volume 663, Proceedings of VALUETOOLS 2024") is not the venue: no publisher, no acronym.
  if (!m || !/\s/.test(m[1].trim()) || /^(?:Springer|Elsevier|IEEE|ACM|Lecture|Proceedings|Communications|Advances)\b|\b[A-Z]{3,}\b/.test(m[1])) return null;
  return { venue: m[1].replace(/\s+/g, ' '), year: Number(m[3]), track: 'main', workshop: null, end: m[0].length };
}

function eventAfterSeries(rest: string): RestVenue | null {
  const m = SERIES_THEN_PAREN.exec(rest);
  const inner = m ? fromRest(rest.slice(m[0].length)) : null;
  return inner && inner.year !== null ? { ...inner, end: m![0].length + inner.end } : null;
}

/**
 * "Extended abstract for 2nd International Conference on Engineering Structures (ICES2026)": an abstract written for an
 * event, leading the clause, is a bare tag of that event (accepted), in its abstract programme (other).
 */
const ABSTRACT_FOR = /^\s*(?:[Ee]xtended\s+|[Ss]hort\s+)?[Aa]bstract\s+for\s+(?:the\s+)?/;
function abstractFor(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = ABSTRACT_FOR.exec(clause);
  const raw = m ? fromRest(clause.slice(m[0].length)) : null;
  if (!raw) return null;
  const e = plausible(raw, posted);
  return { venue: e.venue, year: e.year, track: 'other', workshop: null, status: 'accepted', presentation: null };
}

/** "-Eval" glued right after an event's tag and year. */
const EVAL_GLUED = /^-?Eval(?![A-Za-z])/;

/** "(ACM SIGSPATIAL Workshop)": a bracket holding a publisher maybe, an acronym, and "Workshop". */
const HOST_WORKSHOP_AFTER = /^\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+[Ww]orkshops?\s*\)/;

/** One to five capitalised words, then "workshop", then the clause's end or a bracket. */
/** Up to six words (no stop, no bracket) then "workshop(s)" right after an event's tag ("DeCaf Workshop Track", "International Joint Workshop on"). */
// "ICRA 2026 MEI (Multimodal Embodied Interaction in Robots) Workshop": the workshop's acronym, its name spelled in brackets.
// "Accepted at ICRA 2026's Workshop MM-SpatialAI: …", "presented in IJCNN 2025 "AI Innovations for Education: …" workshop":
// the host's possessive before the word, a quoted title before it (round 12).
const WORKSHOP_AFTER_TAG = /^(?:['’]s)?\s+(?:(?:[\w\-&]+\s+){0,6}|[A-Z][\w\-&]*\s*\([^()]{3,100}\)\s*|["“][A-Z][^"“”]{2,160}["”]\s*)[Ww]orkshops?(?![A-Za-z])(?!\s+proposals?(?![A-Za-z]))/;
const NAMED_WORKSHOP_AFTER = /^\s+(?:[A-Z][\w\-&]*\s+){1,5}[Ww]orkshops?\s*(?=$|[,;.(])/;
/** "Accepted at ACL 2025 SRW", "… 2026 (Student Research Workshop)": the event's Student Research Workshop (README: workshop "SRW"). */
const SRW_AFTER = /^\s*(?:[\-–(]\s*)?(?:SRW|[Ss]tudent\s+[Rr]esearch\s+[Ww]orkshop)(?![A-Za-z])/;
const SRW_BRACKET_AFTER = /^\s*\(\s*(?:[Vv]olume\s+\d+\s*:\s*)?(?:SRW|[Ss]tudent\s+[Rr]esearch\s+[Ww]orkshop)\s*\)/;

/** A comma, then one to five capitalised words ending in "Workshop(s)", then the clause's end or a comma. */
// "Accepted to ICCV 2025, 2COOOL Workshop": a word of the name may open with a digit when a capital follows (round 12).
const WORKSHOPS_AFTER = /^\s*,\s*((?:(?:[A-Z]|\d+[A-Z])[\w\-&]*\s+){1,5}Workshops?)\s*(?=$|[,;.])/;

/**
 * "Extended version of LPAR 2026 paper": the longer arXiv version of a paper at an event no list knows takes that
 * paper's status, accepted when none is said (as for list venues); "of our / a / the … paper" from an earlier year than
 * the posting is a separate later work (previous_version).
 */
const VERSION_OF_PAPER = /(?:^\s*|[.;,:]\s*)(?:[Aa]n?\s+|[Tt]he\s+)?(?:[Ee]xtended|[Ff]ull|[Ll]ong(?:er)?)\s+version\s+of\s+(?:(the|our|an?)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'\u2019\-]*((?:19|20)\d{2}|['\u2019]\d{2})\s+(?:accepted\s+)?(?:conference\s+|workshop\s+)?paper(?![A-Za-z])/;
function versionOfPaper(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = VERSION_OF_PAPER.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[2])) return null;
  const y = year(m[3])!;
  // "of a / the XYZ 2012 paper" from an earlier year is a separate later work too, as detect.ts reads a listed venue
  // after EXTENDED_VERSION_OF (round v279, set 280 part A's "Long version of a conference (XYZ 2012) paper").
  const earlier = m[1] !== undefined && posted && y < posted.year;
  return { venue: m[2], year: y, track: 'main', workshop: null, status: earlier ? 'previous_version' : 'accepted', presentation: null };
}

/**
 * "ACM AI Summit 2026", "AMIA Informatics Summit 2027": a clause that is only capitalised words ending in "Summit" or
 * "Forum" and a year is a bare tag of that event (accepted), named as written.
 */
const SUMMIT_TAG = /^\s*((?:[A-Z][\w\-&]*\s+){1,4}(?:Summit|Forum))[\s,'\u2019\-]*((?:19|20)\d{2})\s*$/;
function summitTag(clause: string): VenueEntry | null {
  const m = SUMMIT_TAG.exec(clause);
  return m ? { venue: m[1].replace(/\s+/g, ' '), year: Number(m[2]), track: 'main', workshop: null, status: 'accepted', presentation: null } : null;
}

/**
 * "TMIS journal submission": an acronym no list knows, then the kind of venue and "submission" (the README's "X
 * submission"), is that venue, submitted; a journal keeps no year, a conference none is said for either.
 */
const KIND_SUBMISSION = /(?:^|[,;:]\s*)([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(?:[Jj]ournal|[Cc]onference)\s+[Ss]ubmission(?![A-Za-z])/;
/** "13 pages, 3 figures,5 tables ,BMVC submission": an acronym of capitals and "submission" as a clause part of its own (README: "X submission"). */
const ACRONYM_SUBMISSION = /(?:^|[,;:]\s*)((?:IEEE\s+|ACM\s+)?[A-Z]{3,6})\s+[Ss]ubmission\s*(?=$|[,;]|\.(?:\s|$))/;
/**
 * "12 pages, 5 figures, 2 tables, EUROPAR conference paper": an acronym no list knows then "conference paper", standing
 * alone as a clause part: a bare tag of that conference (accepted), the posting year's edition.
 */
const KIND_PAPER = /(?:^|[,;:]\s*)([A-Z][A-Z0-9\-]*[A-Z])\s+[Cc]onference\s+[Pp]aper\s*(?=$|[,;)]|\.(?:\s|$))/;
function kindSubmission(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const p = KIND_PAPER.exec(clause);
  if (p && !NOT_ACRONYMS.test(p[1]) && !SOCIETY.test(p[1]) && !listAcronym(p[1])) {
    return { venue: foldedAcronymName(p[1]) ?? p[1], year: posted?.year ?? null, track: 'main', workshop: null, status: 'accepted', presentation: null };
  }
  const bare = ACRONYM_SUBMISSION.exec(clause);
  const acr = bare ? bare[1].replace(/^(?:IEEE|ACM)\s+/, '') : '';
  if (bare && !NOT_ACRONYMS.test(acr) && !SOCIETY.test(acr) && !listAcronym(acr)) {
    return { venue: acr, year: null, track: 'main', workshop: null, status: 'submitted', presentation: null };
  }
  const m = KIND_SUBMISSION.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1])) return null;
  // "BEA2026 Conference Submission": a year glued to the acronym is the edition's.
  const glued = /^(.*[A-Za-z])((?:19|20)\d{2})$/.exec(m[1]);
  return { venue: glued ? glued[1] : m[1], year: glued ? Number(glued[2]) : null, track: 'main', workshop: null, status: 'submitted', presentation: null };
}

/**
 * "Technical report for the UAVM 2026 PairUAV Challenge": a report or solution for a challenge, competition or shared
 * task named after an event no list knows (its acronym and year, then the challenge's own name, which may end in "!" or
 * hold a task number: "CLEF 2026 CheckThat! Task 1 shared task"): that event's, a programme of its own (other),
 * the paper's own status unsaid (unclear), as a challenge report at a list conference is. "Report at the ZQW 2026: Quiet
 * Widget Detection in the Wild Challenge": "at" as "for", a colon after the year, and lower-case joining words between
 * the name's capitalised ones (round v311, set 311 part A).
 */
const CHALLENGE_REPORT = /(?<![A-Za-z])(?:[Rr]eport|[Ss]olution|[Ss]ubmission|[Ee]ntry)\s+(?:for|to|of|in|at)\s+(?:the\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?::\s+|\s+)(?:(?:[A-Z][\w\-]*!?|\d{1,3})\s+(?:(?:in|of|on|for|and|the|&)\s+){0,2}){1,6}(?:[Cc]hallenge|[Cc]ompetition|[Ss]hared\s+[Tt]ask)(?![A-Za-z])/;
function challengeReport(clause: string): VenueEntry | null {
  const m = CHALLENGE_REPORT.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1])) return null;
  return { venue: m[1], year: Number(m[2]), track: 'other', workshop: null, status: 'unclear', presentation: presentationCue(clause) };
}

/**
 * "IEEE ICNC Accepted": a publisher, an acronym no list knows, then "accepted" ending the clause. No year is said, and
 * the event's cycle is unknown (its edition may be the next year's): the year stays unsaid.
 */
const PUBLISHER_ACCEPTED = /(?:^|[,;:])\s*(?:IEEE|ACM)\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(?:[Aa]ccepted|ACCEPTED)\s*(?=$|[,;.(])/;
function publisherAccepted(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = PUBLISHER_ACCEPTED.exec(clause);
  if (!m) return null;
  // "ACM MM25 Accepted": two digits glued to the acronym are its year (as in "ICCV25 poster"), under the same guard.
  const glued = gluedShortYear(m[1], posted);
  const acr = glued?.acr ?? m[1];
  // "ACM MM Accepted": a list venue's name with its publisher is that venue's, not an unknown event's.
  if (NOT_ACRONYMS.test(acr) || /(?:W|Workshops?)$/.test(acr) || ieeePeriodical(acr) || ALIAS_INDEX.has(acr.toLowerCase())) return null;
  return { venue: acr, year: glued?.year ?? null, track: 'main', workshop: null, status: 'accepted', presentation: presentationCue(clause) };
}

/**
 * "MM25", "ICCV25": an acronym with two digits glued to it, read as the acronym and its year only when the digits are
 * the posting year or the next and the acronym (ending in a letter) has two capitals in a row — so "COVID19" posted in
 * 2021, "GPT35" or "ResNet50" keep their numbers.
 */
const GLUED_SHORT_YEAR = /^([A-Z][A-Za-z0-9]*[A-Z][A-Za-z]*)(\d{2})$/;
function gluedShortYear(word: string, posted: { year: number; month: number } | null | undefined): { acr: string; year: number } | null {
  const m = posted ? GLUED_SHORT_YEAR.exec(word) : null;
  if (!m || !posted || !/[A-Z]{2}/.test(m[1])) return null;
  const y = 2000 + Number(m[2]);
  return y === posted.year || y === posted.year + 1 ? { acr: m[1], year: y } : null;
}

/**
 * "ICLAD 2026, Long Oral": an acronym no list knows and its year opening the clause, then only how the paper is presented
 * (oral, spotlight, poster): a bare tag of that event (accepted), as "VENUE YEAR (Oral)" is for a list venue.
 */
const PRESENTED_TAG = /^\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})\s*(?:,\s*|\(\s*|\s+)(?:(?:long|short|full|regular)\s+)?(?:oral|spotlight|poster)(?:\s+(?:paper|presentation|talk))?\s*\)?\s*$/i;
function presentedTag(clause: string): VenueEntry | null {
  const m = PRESENTED_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || /(?:W|Workshops?)$/.test(m[1])) return null;
  return { venue: m[1], year: Number(m[2]), track: 'main', workshop: null, status: 'accepted', presentation: presentationCue(clause) };
}

/**
 * "UNLP 2026 The Fifth Ukrainian Natural Language Processing Conference": an acronym and its year opening the clause, then
 * the event's name spelled out (an ordinal, capitalised words, the event word): a bare tag of that event (accepted).
 * "IEEE IV2026 37th IEEE Intelligent Vehicles Symposium": a publisher may lead; the spelled name after it makes a glued
 * or two-digit year safe to read; two acronyms may be joined by a hyphen (not after a list venue's: listedPart).
 */
const TAG_THEN_NAME = /^\s*(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?(?:-[A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?)?)[\s'\u2019\-]*((?:19|20)\d{2}|['\u2019]?\d{2})\s*[:,\-\u2013]?\s+(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+|[A-Z][a-z]+(?:st|nd|rd|th)\s+)?(?:(?:[A-Z][\w\-]*|and|of|on|for|in|&)\s+){1,10}(Conference|Symposium|Congress|Workshop)(?![A-Za-z])/;
function tagThenName(clause: string): VenueEntry | null {
  const m = TAG_THEN_NAME.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || listedPart(m[1])) return null;
  const workshop = m[3] === 'Workshop';
  return { venue: m[1], year: year(m[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? m[1] : null, status: 'accepted', presentation: presentationCue(clause) };
}

/**
 * "LWDA'23, KIRETT project, University of Siegen": an acronym no list knows with an apostrophe and two digits, opening the
 * clause and ending it or followed by a comma, is an event's tag (the apostrophe year is how events are written, not
 * datasets or models), read as a bare venue tag (accepted). "ICML '25": a space may stand before the apostrophe; "20 pages, 1 figure,
 * CHI '25": the tag may follow a comma (as a four-digit one may).
 */
const APOSTROPHE_TAG = /(?:^|[,;]\s*)\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*) ?['’](\d{2})(?=\s*(?:,|$))/;
function apostropheTag(clause: string): VenueEntry | null {
  const m = APOSTROPHE_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || /(?:W|Workshops?)$/.test(m[1])) return null;
  return { venue: m[1], year: year(m[2]), track: 'main', workshop: null, status: 'accepted', presentation: null };
}

/**
 * "ISCS 2025", "7 pages, 6 figures, 4 tables, HSI 2025", "ICCP2025", "AINL-2026": an acronym no list knows and its
 * four-digit year standing alone as a tag (opening the text or after a comma, ending the text, a clause or before a
 * comma) is a bare venue tag (accepted; a cue said before it in the clause gives its status). Not a name
 * with a word glued to capitals ("TalentCLEF 2025", a host's lab, as "SemEval 2026" a shared task) nor a workshop's W.
 */
// "AACL-IJCNLP 2026": two acronyms joined by a hyphen are one joint event's tag (as "Findings of AACL-IJCNLP 2026" and
// "ACL-IJCNLP 2021 Main Conference" for FINDINGS_OF and QUALIFIED_TAG).
// "ICCV 2025 - Project Page: …": a dash and a capitalised word (no other tag: "ICASSP 2025 - 2025 IEEE …") end the tag too.
// "AINL 2025 Conference", "6 pages, 4 figures, ACDSA 2025 conference": the kind of event after the year, ending the tag,
// is no other word (as for "IEEE PowerTech 2025 Conference").
const ACRONYM_TAG = /(?:^|[,;.]\s*)([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:-[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)?)[\s'’\-]*((?:19|20)\d{2})(?:\s+(?:[Cc]onference|[Ss]ymposium|[Cc]ongress))?\s*(?=$|[,;]|\.(?:\s|$)|[\-–]\s+[A-Z](?![A-Z]*\s*\d))/;
const GLUED_WORD = /[a-z]{3}/;
/**
 * "AAAI-MAKE 2025", "AAAI-AISI 2026": a list venue's acronym before a hyphen and another acronym names a track or
 * symposium of that venue (the labels: a workshop-like venue of its own), not a joint event no list knows: no bare tag is
 * read from it (say less).
 */
/**
 * "Association for Computational Linguistics (ACL), 2026", "the Medical Imaging with Deep Learning (MIDL) Conference
 * 2026": a name spelled out, the acronym its capitalised words spell (leading words such as "Annual Meeting of the" may
 * fall outside it) in brackets with no year, maybe the kind of event, then the year (after a comma too), ending the
 * clause: that event by its acronym, in that year (a workshop when the kind or the name says so: its own venue, or
 * the host whose acronym stands right before the spelled name).
 */
const SPELLED_PAREN_YEAR = /^(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|of|for|on|and|in|the|with|&)){1,12})\s*\(\s*([A-Z][A-Za-z&\-]*[A-Z])\s*\)\s*(?:([Cc]onference|[Ss]ymposium|[Ww]orkshop|[Mm]eeting)\s*)?,?\s*((?:19|20)\d{2})(?!\d)\s*(?=$|[,;(]|\.(?:\s|$))/;
function spelledParenYear(rest: string): RestVenue | null {
  const m = SPELLED_PAREN_YEAR.exec(rest);
  if (!m || NOT_ACRONYMS.test(m[2])) return null;
  const words = m[1].split(/\s+/);
  for (let i = 0; i < words.length - 1; i++) {
    if (!/^[A-Z]/.test(words[i]) || !spelledBy(words.slice(i).join(' '), m[2])) continue;
    // "ACL Student Research Workshop (SRW) 2026": a workshop's spelled name after a host's acronym is held there.
    const workshop = (m[3] !== undefined && /^[Ww]/.test(m[3])) || words.slice(i).includes('Workshop');
    const host = i > 0 && /^[A-Z][A-Za-z0-9]*[A-Z]$/.test(words[i - 1]) && !NOT_ACRONYMS.test(words[i - 1]) ? words[i - 1] : null;
    if (host && !workshop) return null;
    return { venue: host ?? m[2], year: Number(m[4]), track: workshop ? 'workshop' : 'main', workshop: workshop ? m[2] : null, end: m[0].length };
  }
  return null;
}
/** spelledParenYear opening a clause with no cue: a bare tag (accepted). */
function bareSpelledParenYear(clause: string): VenueEntry | null {
  const e = spelledParenYear(clause.trimStart());
  return e ? { venue: e.venue, year: e.year, track: e.track, workshop: e.workshop, status: 'accepted', presentation: presentationCue(clause) } : null;
}

function listedPart(acr: string): boolean {
  const dash = acr.indexOf('-');
  const head = acr.slice(0, dash);
  return dash > 0 && (listAcronym(head) || listConference(head) !== null);
}

/** A word as authors print it: in lower case, title case or capitals ("oral", "Oral", "ORAL"). */
// "EMNLP 2025 System demonstrations", "ICML 2026 Under review": a phrase of several words may be printed in sentence case too
// (its first word capitalised only).
function printedCases(words: string): string {
  const sentence = /\s/.test(words) ? `|${words.replace(/^[a-z]/, (c) => c.toUpperCase())}` : '';
  return `(?:${words}|${words.replace(/\b[a-z]/g, (c) => c.toUpperCase())}|${words.toUpperCase()}${sentence})`;
}
/** The presentation and track qualifiers of TAG_QUALIFIER: the ones that may also stand between the acronym and its year. */
const TRACK_QUALIFIER = [
  String.raw`(?:${printedCases('long')}\s+|${printedCases('short')}\s+)?(?:${printedCases('oral')}|${printedCases('spotlight')}|${printedCases('highlight')}|${printedCases('poster')})(?:s(?![A-Za-z]))?(?:${printedCases('poster')})?(?:\s+(?:${printedCases('paper')}|${printedCases('presentation')}|${printedCases('talk')}))?`,
  String.raw`(?:${printedCases('main')}|${printedCases('findings')}|${printedCases('industry')}|${printedCases('demo')}|${printedCases('system demonstrations?')}|${printedCases('system demos?')}|${printedCases('demonstrations')}|${printedCases('doctoral consortium')})(?:[\s\-]+(?:${printedCases('track')}|${printedCases('conference')}|${printedCases('paper')}))?`,
].join('|');
/**
 * What follows an event's tag to say how the paper is in it: a presentation ("Spotlight", "Long Oral", "Highlight"), a
 * track ("Findings", "Industry Track", "Main", "Main Conference", "Demo", "Workshop"), the acceptance itself ("Accepted",
 * "Early Accept", "Camera Ready", "Accepted paper"), the paper ("paper", "Long", "Short paper") or a pending status
 * ("Submission", "under review"). Grammar words only.
 */
/**
 * "ICML 2025 Position Track", "ESEM 2025 Registered Reports": a track named in capitalised words; read only when the
 * track cues know it for a particular track (qualifiedTag): "Research Track", "Journal Track" may be a main track or not.
 */
const NAMED_TRACK = String.raw`(?!(?:Main|MAIN)\s)(?:[A-Z][A-Za-z&\-]*\s+){1,4}${printedCases('track')}|${printedCases('registered reports')}`;
const NAMED_TRACK_ONLY = new RegExp(String.raw`^(?:${NAMED_TRACK})$`);
const JOURNAL_TRACK_ONLY = /^(?:Journal|JOURNAL|journal)[\s\-]+(?:Track|TRACK|track)$/;
const TAG_QUALIFIER = [
  TRACK_QUALIFIER,
  String.raw`(?:${printedCases('main')}\s*)?${printedCases('conference')}|${printedCases('workshops?')}`,
  // "IEEE IJCNN 2025 has accepted the paper": the event as the subject of its decision.
  String.raw`has\s+accepted\s+(?:the|this|our)\s+(?:paper|work|manuscript|article)|`
  // "MICCAI2026 early acceptance", "MICCAI2025 Submitted version" (round 13): the decision as a noun, the version a status's.
  + String.raw`(?:${printedCases('early')}\s+)?(?:${printedCases('accepted')}|${printedCases('acceptance')}|${printedCases('accept')})(?:\s+(?:${printedCases('paper')}|${printedCases('version')}))?|${printedCases('camera')}[\s\-]?${printedCases('ready')}(?:\s+${printedCases('version')})?`,
  // "NeurIPS 2025 preprint", "ICML2026 pre-print": the paper's preprint of that event (README: "Pre-print of VENUE YEAR" is
  // accepted); a year is in the tag, so "NeurIPS-style preprint" (a template) is none.
  String.raw`${printedCases('pre')}-?${printedCases('print')}`,
  // "CHI 2026 Papers": the event's papers (its main track), as "paper".
  String.raw`(?:(?:${printedCases('long')}|${printedCases('short')}|${printedCases('full')}|${printedCases('conference')})\s+)?${printedCases('papers?')}|${printedCases('long')}|${printedCases('short')}`,
  String.raw`${printedCases('submitted')}(?:\s+${printedCases('version')})?|${printedCases('submission')}|${printedCases('under review')}|${printedCases('in submission')}`,
  // "ICASSP 2026 manuscript under review": the document's kind before its status
  printedCases('manuscript'),
  // "ACL 2025 SRW": the event's Student Research Workshop, in capitals or spelled ("ACL 2025 student research workshop", round 12)
  'SRW', printedCases('student research workshop'),
  // "MICCAI 2025 Provisional Accept": a conditional acceptance is an acceptance (round 12)
  String.raw`${printedCases('provisional')}\s+(?:${printedCases('accept')}|${printedCases('acceptance')}|${printedCases('accepted')})`,
  NAMED_TRACK,
  // "ACL 2025 (Best Paper)", "ACL 2025 (Outstanding Paper Award)": an award given to the paper there; "(Full, Accepted
  // Rate: 20.3%)": the paper's kind and the event's acceptance rate.
  String.raw`(?:${printedCases('best')}|${printedCases('outstanding')}|${printedCases('distinguished')})(?:\s+(?:${printedCases('student')}|${printedCases('short')}|${printedCases('long')}|${printedCases('theme')}))?\s+${printedCases('paper')}(?:\s+(?:${printedCases('award')}|${printedCases('nominee')}|${printedCases('candidate')}|${printedCases('finalist')}|${printedCases('runner-up')}))?|${printedCases('honorable mention')}(?:\s+${printedCases('award')})?`,
  String.raw`${printedCases('full')}|(?:${printedCases('acceptance')}|${printedCases('accepted')}|${printedCases('accept')})\s+${printedCases('rate')}\s*:?\s*\d{1,2}(?:\.\d+)?\s*%`,
].join('|');
/**
 * The bare tag's other printed shapes, opening the clause and ending it: "ICML 25" / "ICML-25" (a two-digit year after
 * a space or hyphen: only the posting year or the next, so a model's or a virus's number is no year), "ICCV, 2025" (a
 * comma before the year), "2025 ICIP" (the year first). Read as ACRONYM_TAG reads "ICML 2025": a bare tag, accepted.
 * "ICCV25 poster", "ACL25 findings": the two-digit year may be glued to the acronym (which then ends in a letter, so
 * "ICML2025" is no "ICML20" in '25), under the same posting-year guard; and the tag may carry the paper's qualifiers
 * after it, as QUALIFIED_TAG reads them after a four-digit year (track, presentation, "camera ready", "preprint", a
 * pending status).
 */
const TAG_VARIANT = new RegExp(String.raw`^\s*(?:([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s\-](\d{2})|,\s*((?:19|20)\d{2}))|((?:19|20)\d{2})\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)|([A-Z][A-Za-z0-9]*[A-Z][A-Za-z]*)(\d{2})(?!\d))(?:\s*(?:[(\-–:]\s*)?((?:${TAG_QUALIFIER})(?:\s*\)?(?:\s*[,&/(]\s*|\s+)(?:${TAG_QUALIFIER}))*)\s*\)?)?\s*(?=$|[,;]|\.(?:\s|$))`);
/**
 * "ICCV 2025: Project page with demo, datasets, and code: https://…", "EMNLP 2025 System Demonstration | Code: https://…"
 * (round 14): a tag (and its qualifiers) opening the clause, then a colon or a bar before a note on the paper's page,
 * code or site: the tag as it would read alone (the note is none of the venue's).
 */
const TAG_THEN_LINK_NOTE = /^(\s*(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)(?:\s+[A-Za-z][A-Za-z\-]*){0,3}?)\s*[:|]\s*(?:(?:[Oo]ur|[Tt]he)\s+)?(?:[Pp]roject|[Cc]ode|[Ww]eb\s*(?:site|page)|[Gg]it[Hh]ub|[Hh]ome\s*page|[Dd]emo|[Pp]aper\s+(?:page|website|site)|https?:\/\/)/;
function tagThenLinkNote(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = TAG_THEN_LINK_NOTE.exec(clause);
  return m ? genericVenue(m[1], posted) : null;
}
/**
 * "ICASSP 2026-2026 IEEE International Conference on Acoustics, Speech and Signal Processing (ICASSP)" (IEEE Xplore's
 * proceedings title, round 14): a tag, its year, a dash, the same year and the spelled name with the same acronym in
 * brackets closing it: that event in that year, accepted as a bare tag is.
 */
const XPLORE_TITLE = /^\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*((?:19|20)\d{2})\s*[\-–—]\s*\2\s+(?:(?:IEEE|ACM)(?:\/[A-Z]+)?\s+)?[A-Z][^()]{10,200}\(\s*\1\s*\)\s*\.?\s*$/;
function xploreTitle(clause: string): VenueEntry | null {
  const m = XPLORE_TITLE.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || listedPart(m[1])) return null;
  return { venue: m[1], year: Number(m[2]), track: 'main', workshop: null, status: 'accepted', presentation: presentationCue(clause) };
}
/**
 * "Proceedings of ACL, 2026" (round 14): the proceedings of an event named by its acronym, a comma, then its year,
 * ending the clause: that event in that year, published (as "Proceedings of ACL 2026").
 */
const PROCEEDINGS_COMMA_YEAR = /(?:^\s*|[,;.]\s*)(?:[Ii]n\s+)?(?:[Tt]he\s+)?(?:Proceedings|PROCEEDINGS|Proc\.)\s+(?:of\s+)?(?:the\s+)?(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*,\s*((?:19|20)\d{2})(?![\d.\-\/])\s*(?=$|[,;)]|\.(?:\s|$))/;
function proceedingsCommaYear(clause: string): VenueEntry | null {
  const m = PROCEEDINGS_COMMA_YEAR.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || SOCIETY.test(m[1]) || listedPart(m[1])) return null;
  return { venue: m[1], year: Number(m[2]), track: 'main', workshop: null, status: 'published', presentation: null };
}
function tagVariant(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const m = TAG_VARIANT.exec(clause);
  if (!m) return null;
  const acr = m[1] ?? m[5] ?? m[6];
  const short = m[2] ?? m[7];
  // A two-digit year needs two capitals in a row too ("ICML 25", not a model's "ResNet-25"), as a glued one does.
  const y = short ? gluedShortYear(acr + short, posted)?.year : Number(m[3] ?? m[4]);
  if (y === undefined) return null;
  if (NOT_ACRONYMS.test(acr) || GLUED_WORD.test(acr) || /W$/.test(acr) || listedPart(acr)) return null;
  const q = m[8] ?? '';
  if (preprintOnly(q) && listAcronym(acr)) return null;
  const status = /review|in\s+submission/i.test(q) ? 'under_review' : /submi/i.test(q) ? 'submitted' : preprintOnly(q) ? 'unclear' : 'accepted';
  return { venue: acr, year: y, track: trackCue(clause) ?? (/demo/i.test(q) ? 'demo' : 'main'), workshop: null, status, presentation: presentationCue(clause) };
}

/**
 * "COLM 2025 preprint": the style's preprint form, written before the decision as well as after it (the labels: unclear
 * before the event's decisions, accepted after). An unlisted event's decision date is unknown, so a preprint qualifier
 * with nothing else of acceptance beside it says less: unclear, never a main-track acceptance.
 */
function preprintOnly(q: string): boolean {
  return /pre-?print/i.test(q) && !/accept|camera|oral|spotlight|highlight|poster/i.test(q);
}
/**
 * "ICML 2025 (Spotlight). 20 pages", "EMNLP 2025 Findings", "ACL 2025 (Oral, Industry Track)", "ICDM 2025 Workshop",
 * "MICCAI 2026 Accepted.", "ICCV 2025 Highlight", "CHI '26 Accepted paper": an acronym and its year (four digits, or two
 * after an apostrophe) opening the clause (or after a comma), then
 * only qualifiers of the paper (TAG_QUALIFIER), maybe in brackets or after a dash, one after another with a comma, a
 * bracket or a space between ("EMNLP 2025 Main Paper (Long)", "ACL 2025 Findings Camera-Ready"), ending the clause: a bare tag of that
 * event, as ACRONYM_TAG reads one with nothing after the year, in the track and presentation the qualifiers name
 * (a workshop with no name: the event is its host).
 */
// "IEEE IJCNN 2025 has accepted the paper": the publisher may lead the tag (round 11).
const QUALIFIED_TAG = new RegExp(String.raw`(?:^|[,;.]\s*)(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:-[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)?)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d)\s*(?:[(\-–:]\s*)?((?:${TAG_QUALIFIER})(?:\s*\)?(?:\s*[,&/(]\s*|\s+[\-–]\s+|\s+)(?:${TAG_QUALIFIER}))*)\s*\)?\s*(?=$|[,;]|\.(?:\s|$))`);
/**
 * "EMNLP Findings 2025", "accepted in EMNLP Industry track 2026", "Accepted at EMNLP System Demonstrations 2023": a track
 * or presentation qualifier (or "Workshops") between the acronym and its year, the tag opening the clause or after "in / at / to / by /
 * for (the)".
 */
// "Accepted to the IEEE SPAWC conference 2026": the publisher may lead the tag, as in QUALIFIED_TAG (set 145 part A).
const QUALIFIED_BEFORE_YEAR = new RegExp(String.raw`(?:^|[,;.]\s*|(?<![A-Za-z])(?:in|at|to|by|for)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(?:(${TRACK_QUALIFIER}|${printedCases('workshops')}|${printedCases('conference')}|SRW)|\(\s*(${TRACK_QUALIFIER})\s*\))[\s'’\-]*((?:19|20)\d{2})(?!\d)\s*(?=$|[,;]|\.(?:\s|$))`);
function qualifiedTag(clause: string): VenueEntry | null {
  const b = QUALIFIED_BEFORE_YEAR.exec(clause);
  if (b && !NOT_ACRONYMS.test(b[1]) && !GLUED_WORD.test(b[1]) && !/W$/.test(b[1])) {
    // "accepted at EMNLP (Findings) 2025": the qualifier may stand in brackets.
    const q = b[2] ?? b[3];
    // "ICSOC Workshops 2024": the plural is the event's workshop programme (a singular "IDE Workshop 2025" names a workshop
    // of its own and is read elsewhere).
    // "ACL SRW 2026": the event's Student Research Workshop (as "ACL 2026 SRW").
    const track = /^workshops$/i.test(q) || q === 'SRW' ? 'workshop' : trackCue(q) ?? (/demo/i.test(q) ? 'demo' : 'main');
    return { venue: b[1], year: Number(b[4]), track, workshop: q === 'SRW' ? 'SRW' : null, status: statusBefore(clause.slice(0, b.index + b[0].indexOf(b[1]))), presentation: presentationCue(q) };
  }
  const m = QUALIFIED_TAG.exec(clause);
  // "ICCVW 2025 accepted paper": a host's W tag with its qualifiers, that host's workshops (as a bare one).
  const wHost = m && !NOT_ACRONYMS.test(m[1]) ? hostOfW(m[1]) : null;
  if (wHost && !listedPart(wHost)) {
    const status = /review|in\s+submission/i.test(m![3]) ? 'under_review' : /submi/i.test(m![3]) ? 'submitted' : statusBefore(clause.slice(0, m!.index));
    return { venue: wHost, year: year(m![2]), track: 'workshop', workshop: null, status, presentation: presentationCue(m![3]) };
  }
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || /W$/.test(m[1]) || listedPart(m[1])) return null;
  // "ACL 2025 Demo": the bare word names the demo track here (trackCue wants "demo track / paper" in free text).
  const named = trackCue(m[3]);
  // "SIGGRAPH 2025 Journal track": a journal track's technical papers are the main track (README: Track, main).
  if (named === null && NAMED_TRACK_ONLY.test(m[3].trim()) && !JOURNAL_TRACK_ONLY.test(m[3].trim())) return null;
  // "IWSDS 2024 Best Paper Award": an acronym opening with IW is a workshop's, its own venue, as acronymTag reads it bare
  // (of the CORE list's IW… acronyms, 20 of 24 are workshops; the rest, IWCMC among them, are then read as workshops:
  // no main-track claim, the safer error).
  const iw = /^IW[A-Z]/.test(m[1]) && named === null;
  const srw = /(?<![A-Za-z])(?:SRW|[Ss]tudent\s+[Rr]esearch\s+[Ww]orkshop|STUDENT\s+RESEARCH\s+WORKSHOP)(?![A-Za-z])/.test(m[3]);
  const track = iw || srw ? 'workshop' : named ?? (/demo/i.test(m[3]) ? 'demo' : 'main');
  // "ICML 2026 under review", "BMVC 2026 submission": a pending qualifier is the status.
  // A list venue's preprint tag is the list path's (it knows the decision dates, and drops a tag naming a template).
  if (preprintOnly(m[3]) && listAcronym(m[1])) return null;
  const status = /review|in\s+submission/i.test(m[3]) ? 'under_review' : /submi/i.test(m[3]) ? 'submitted' : preprintOnly(m[3]) ? 'unclear' : statusBefore(clause.slice(0, m.index));
  return { venue: m[1], year: year(m[2]), track, workshop: srw ? 'SRW' : iw ? m[1] : null, status, presentation: presentationCue(m[3]) };
}

/**
 * "ICML 2026 Workshop on Machine Learning for Audio", "ICML 2025 Assessing World Models Workshop", "Oral at the ICML 2026
 * Workshop on …": an acronym and its year (opening the clause, after a comma, or after "at / to / in / for (the)"),
 * then a workshop named after it ("Workshop on …", "Workshop NAME", capitalised words ending in "Workshop"): a workshop
 * held at that event, its host (README: the host is the venue when the text states it), never its main track.
 */
/** An article, an ordinal and the words that open an event's own name before its subject ("The Fifth International"). */
const OWN_NAME_LEAD = /^(?:The\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:st|nd|rd|th))\s+)?(?:(?:IEEE|ACM|International|Annual|Joint)\s+)*/;
// "ICRA'25 Workshop: Human-Centered Robot Learning …": a two-digit year after an apostrophe, a colon before the name.
// "ICCV 2025 VLM 3d Workshop", "Abstract Paper @ ICCV 2025 Wild3D Workshop": after the first capitalised word, a word of
// the name may open with a digit ("3d", "4D"); "@" before the host's tag as "at"; "ZORP 2026 2nd Workshop on …": the
// workshop's edition before "Workshop on".
const HOST_TAG_WORKSHOP = /(?:^|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for)\s+(?:the\s+)?|@\s*)([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d)(?=\s+(?:(?:\d{1,3}(?:st|nd|rd|th)\s+)?[Ww]orkshop\s+(?:on|for|of)\s|[Ww]orkshop\s*:?\s+[A-Z]|[A-Z][\w\-+&]*\s+(?:[A-Z0-9][\w\-+&]*\s+){0,5}[Ww]orkshops?(?![A-Za-z])))/;
/**
 * "Ranked 5th in the GOOSE … Challenge at the IEEE ICRA 2026 Workshop on Field Robotics": a challenge, competition or
 * shared task "at / of / in" a workshop held at an event (hostTagWorkshop's shape, the host maybe after its publisher):
 * that host's workshop, the paper's own status unsaid (unclear), as for a challenge report.
 */
const CHALLENGE_AT = /(?<![A-Za-z])(?:[Cc]hallenge|[Cc]ompetition|[Ss]hared\s+[Tt]ask)\s+(?:at|of|in)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?(?=[A-Z][A-Za-z0-9]*[A-Z])/;
function challengeAtHostWorkshop(clause: string): VenueEntry | null {
  const m = CHALLENGE_AT.exec(clause);
  const e = m ? hostTagWorkshop(clause.slice(m.index + m[0].length)) : null;
  return e && { ...e, status: 'unclear', presentation: presentationCue(clause) };
}

/**
 * "Accepted to ACM CCS AISec2025", "EACL HeaLing 2026", "CVPR EarthVision 2026", "SIGIR LiveRAG 2025": an acronym of
 * capitals no list knows, then a word in camel case (a capital after a lower-case letter, or two capitals before one:
 * how workshops and challenges name themselves) and the year, or the word "workshop": a workshop (or challenge) held at
 * the acronym's event, never its main track. A plain capitalised word after an acronym is no such name (the arXiv
 * snapshot's "SIGGRAPH Asia", "USENIX Security", "CAAD Futures", "KDD Cup", "ISPRS Archives": regions, the event's own
 * name, series) and a society's acronym ("AIAA SciTech") hosts nothing. A challenge or shared task named so leaves the
 * paper's own status unsaid (unclear).
 */
const HOST_CAMEL_TAG = new RegExp(String.raw`(?:^|[,;.:]\s*|(?<![A-Za-z])(?:at|to|in|for|of|by|from)\s+(?:the\s+)?)(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]{2,})\s+((?:[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z])[A-Za-z0-9+\-]*?)(?:[\s'’\-]*((?:19|20)\d{2})(?!\d)|(?=\s+[Ww]orkshop))(?:\s+(?:[A-Z][\w\-]*\s+){0,6}?([Ww]orkshop|[Cc]hallenge|[Cc]ompetition|[Ss]hared\s+[Tt]ask))?\s*(?=$|[,;)(]|\.(?:\s|$))`);
/** HOST_CAMEL_TAG's cheap first test (genericHint): capitals, a space, a camel-case word. */
const HOST_CAMEL_HINT = /[A-Z][A-Z0-9]{2}\s+(?:[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z])/;
/** The acronym, white space and the camel-case word's start that every HOST_CAMEL_TAG match holds (tested first, as cheaper). */
const HOST_CAMEL_CORE = /[A-Z][A-Z0-9]{2,}\s+(?:[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z])/;
function hostCamelWorkshop(clause: string, posted?: { year: number; month: number } | null, cue = ''): { entry: VenueEntry; start: number } | null {
  const m = HOST_CAMEL_CORE.test(clause) ? HOST_CAMEL_TAG.exec(clause) : null;
  if (!m || SOCIETY.test(m[1]) || NOT_ACRONYMS.test(m[1]) || listAcronym(m[1])) return null;
  const y = m[3] ? Number(m[3]) : posted?.year ?? null;
  const challenge = m[4] !== undefined && !/^[Ww]orkshop$/.test(m[4]);
  const start = m.index + m[0].indexOf(m[1]);
  const status = challenge ? 'unclear' : statusBefore(cue + clause.slice(0, start));
  return { entry: { venue: m[1], year: y, track: 'workshop', workshop: m[2], status, presentation: presentationCue(cue + clause) }, start: m.index };
}

/**
 * "8 pages, 5 figures, 2025 ICCV SEA workshop paper": the year before the host's acronym, then a workshop named in
 * capitalised words, read as "ICCV 2025 SEA workshop" is (hostTagWorkshop).
 */
const YEAR_FIRST_HOST = /(^\s*|[,;.]\s*|(?<![A-Za-z])(?:at|to|in|for)\s+(?:the\s+)?)((?:19|20)\d{2})\s+([A-Z][A-Z0-9]*[A-Z][A-Za-z0-9]*)(?=\s+(?:[A-Z][\w\-+&]*\s+){1,6}[Ww]orkshops?(?![A-Za-z]))/;
function yearFirstHostWorkshop(clause: string): VenueEntry | null {
  const m = YEAR_FIRST_HOST.exec(clause);
  return m ? hostTagWorkshop(`${clause.slice(0, m.index)}${m[1]}${m[3]} ${m[2]}${clause.slice(m.index + m[0].length)}`) : null;
}

function hostTagWorkshop(clause: string): VenueEntry | null {
  const m = HOST_TAG_WORKSHOP.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || /W$/.test(m[1])) return null;
  const after = clause.slice(m.index + m[0].length);
  // "UNLP 2026 The Fifth Ukrainian … Workshop": words that open with the acronym's initial (or spell it) name the tag's
  // own event (tagThenName), not a workshop held at it.
  const words = /^\s+((?:[A-Z][\w\-+&]*\s+){1,6})[Ww]orkshops?(?![A-Za-z])/.exec(after)?.[1].replace(OWN_NAME_LEAD, '');
  if (words && (words[0].toUpperCase() === m[1][0].toUpperCase() || spelledBy(words, m[1]))) return null;
  const before = clause.slice(0, m.index + m[0].length - m[1].length - m[2].length);
  const workshop = workshopName(HOST + after);
  return { venue: m[1], year: year(m[2]), track: 'workshop', workshop, status: statusBefore(before), presentation: presentationCue(clause) };
}

/**
 * "Accepted to Findings of EMNLP 2026", "Findings of the Association for Computational Linguistics: ACL 2025": the
 * Findings volume of an event named by its acronym and year is that event's findings track (README), whatever the event.
 */
const FINDINGS_OF = /(?<![A-Za-z])(?:Findings\s+(?:of\s+)?|[Ff]inding\s+of\s+|findings\s+of\s+)(?:[Tt]he\s+)?(?:(?:[A-Z][a-z]+\s+){1,4}for\s+(?:[A-Z][a-z]+\s+){1,3}[A-Z][a-z]+\s*:\s*)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:-[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)?)[\s'’\-]*(?:(?:,|\(\s*[Ff]indings\s*\))\s*)?((?:19|20)\d{2}|['’]\d{2})(?!\d|\.\d)/;
/**
 * "Findings of The 63rd Annual Meeting of the Association for Computational Linguistics (ACL 2025)", "the Findings of the
 * 2026 Conference on … (EMNLP 2026 Findings)": the event spelled out, its tag in brackets.
 */
const FINDINGS_OF_SPELLED = /(?<![A-Za-z])Findings\s+of\s+(?:[Tt]he\s+)?(?=[^()]{0,40}(?:Conference|Meeting|Symposium|Association))[^()]{10,200}?\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?:\s+Findings)?\s*\)/;
/** "In EMNLP 2025 findings": a tag after "in / at / to / for (the)", then the word, lower case or not. */
const TAG_FINDINGS = /(?<![A-Za-z])(?:[Ii]n|[Aa]t|[Tt]o|[Ff]or)\s+(?:[Tt]he\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s+[Ff]indings(?![A-Za-z])/;
/**
 * "Accepted to Findings of the Association for Computational Linguistics 2025": the volume's title with its year and no
 * event after a colon is the ACL's own Findings (the society's annual meeting). The year may stand alone in brackets
 * ("… Linguistics (2026)"); a bracket holding an event's tag ("(EMNLP 2025)") is read by FINDINGS_OF_SPELLED.
 */
const FINDINGS_OF_THE_ACL = /(?<![A-Za-z])Findings\s+of\s+(?:[Tt]he\s+)?Association\s+for\s+Computational\s+Linguistics(?:[\s,]*((?:19|20)\d{2})(?![\d:])|\s*\(\s*((?:19|20)\d{2})\s*\))/;
/**
 * "Accepted to Findings of the ACL": the Findings of an acronym in capitals no list knows, with no year, after an
 * acceptance cue, ending the clause: that event's findings track, the posting year's edition (as "ACL Findings").
 */
const FINDINGS_OF_BARE = /(?<![A-Za-z])(?:accepted|published)\s+(?:to|at|in|by)\s+(?:the\s+)?Findings\s+of\s+(?:the\s+)?([A-Z]{3,8})\s*(?=$|[,;)]|\.(?:\s|$))/i;
function findingsOf(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const bare = posted ? FINDINGS_OF_BARE.exec(clause) : null;
  if (bare && /^[A-Z]+$/.test(bare[1]) && !listAcronym(bare[1]) && !NOT_ACRONYMS.test(bare[1])) {
    return { venue: bare[1], year: posted!.year, track: 'findings', workshop: null, status: statusBefore(clause.slice(0, bare.index + bare[0].length - bare[1].length)), presentation: presentationCue(clause) };
  }
  const acl = clause.includes('Computational Linguistics') ? FINDINGS_OF_THE_ACL.exec(clause) : null;
  if (acl) return { venue: 'ACL', year: year(acl[1] ?? acl[2]), track: 'findings', workshop: null, status: statusBefore(clause.slice(0, acl.index)), presentation: presentationCue(clause) };
  const m = FINDINGS_OF.exec(clause) ?? FINDINGS_OF_SPELLED.exec(clause) ?? TAG_FINDINGS.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || listedPart(m[1])) return null;
  return { venue: m[1], year: year(m[2]), track: 'findings', workshop: null, status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
}

/**
 * How a text links an event's name to the one it is held at: "at", "@", "co-located with", "held in conjunction with",
 * "a workshop at/of/in", "part of" ("CLPsych 2026, part of ACL 2026": with the host's year, as "at").
 */
// "… (MMLA) at the conference Educational Data Mining (EDM) 2025": the word "conference" may stand before the host.
const HOST_LINK = /^\s*(?:[,:\-–]\s*)?(?:(?:an?|the)\s+)?(?:(?:workshops?|satellite\s+events?)\s+(?:at|of|in)|(co(?:-|l)?located\s+(?:with|at)|(?:held\s+)?in\s+conjunction\s+with)|held\s+(?:at|with)|part\s+of|at|@)\s*(?:the\s+)?(?:conference\s+(?=[A-Z]))?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/;
/**
 * ": Readability and text simplification workshop at the …": after a colon, the event's description (words, the last
 * "workshop") then "at" or "@" links the event to its host as a plain "workshop at" does (round vleft6).
 */
const COLON_WORKSHOP_LINK = /^\s*:\s*(?:[A-Za-z][\w\-&]*\s+){1,12}?[Ww]orkshops?\s+(?:at|@)\s*(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/;
/** "Educational Data Mining (EDM) 2025": a host's name in capitalised words, its acronym in brackets, then its year. */
const HOST_SPELLED_ACRONYM_YEAR = /^[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|of|on|for|in|the|&)){0,8}\s*\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?![\w\-])/;
/** " in (the) ACR YEAR", " of the ACR YEAR": "in" or "of" (group 1), then an acronym with its year (the host's edition). */
const IN_HOST_WITH_YEAR = /^\s*(in|of)\s+(?:the\s+)?(?=(?:(?:IEEE|ACM)[\s\-]+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?![\w\-]))/;
/** The host as an acronym, maybe after its publisher, maybe with its year. */
const HOST_ACRONYM = /^(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)?)(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?(?![\w\-])/;
/** ", ICML 2026 Workshop", ", an ACL 2025 workshop": an acronym, its year and "workshop" set off by a comma. */
const HOST_WORKSHOP_TAG = /,\s*(?:an?\s+|the\s+)?(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s+[Ww]orkshops?(?![A-Za-z])/;
/**
 * What may stand between an event's name and the link to its host: a bracket (its subject, its acronym), its year, a
 * closing bracket (the name read inside "(WOAH 2026)"), the word "workshop", a subtitle after a colon, its spelled name
 * set off by commas (", The 20th International Workshop on Semantic Evaluation,").
 */
const NAME_TRAILER = /^(?:\s*\([^()]{0,80}\)|[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)|\s*\)|\s+[Ww]orkshops?(?![A-Za-z])|\s*:[^,;.]{0,120}(?=,)|\s*,\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:International\s+)?Workshop\s+(?:on|for)\s+[A-Z][^,;.()]{2,120}(?=,))*/;

/**
 * "Workshop on Graph Foundation Models at ICML 2026", "the 10th Workshop on Online Abuse and Harms (WOAH 2026) at EMNLP
 * 2026", "HealthSec'26 (Cybersecurity in Healthcare), co-located with ACSAC 2026", "SemEval-2025, an ACL 2025 workshop",
 * "… (STAI 2026), co-located with the European Conference on Machine Learning …": an event no list knows, read from a
 * clause, whose host the text then states (by its acronym and year, or its spelled name) is a workshop of that host: the
 * host is the venue, the event the workshop (README: for a workshop at a conference, the venue is the host when the
 * text states it) — never a main track of its own. "at ACR" or "held at ACR" without a year names no host (a place, a
 * lab: "held at IMPA in Rio"); "co-located with ACR" does.
 */
/** " 2025 Workshop (ACL)": a year, "Workshop", then an acronym (maybe its year) alone in brackets ending the clause. */
const WORKSHOP_HOST_BRACKET = /^[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})?\s+[Ww]orkshop\s*\(\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}))?\s*\)\s*[.;,]?\s*$/;
/** ", ICML 2025" ending a tag (a bracket, a comma, a stop or the end after it). */
const COMMA_HOST = /^\s*,\s*(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d)\s*(?=$|[,;(]|\.(?:\s|$))/;
export function hostStatedAfter(e: VenueEntry, clause: string): VenueEntry {
  const name = e.track === 'workshop' && e.workshop ? e.workshop : e.venue;
  // "TPC Technology Conference on   Performance Evaluation …": the name is read with its spaces made single.
  const spaced = clause.indexOf(name) < 0 && name.includes(' ') ? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).exec(clause) : null;
  const at = spaced ? spaced.index : clause.indexOf(name);
  if (at < 0) return e;
  const after = clause.slice(at + (spaced ? spaced[0].length : name.length));
  const rest = after.slice(NAME_TRAILER.exec(after)![0].length);
  let host: string | null = null;
  let year: number | null = null;
  // "Third Workshop on … CVAMD 2025 in ICCV 2025": a workshop, then "in" and an event's acronym with its year, is held
  // there ("in" a bare acronym, or a place, names no host).
  // "the SemEval-2026 workshop of the ACL 2026 conference": after the word "workshop", "of" links the same way.
  const inOf = e.track === 'workshop' ? IN_HOST_WITH_YEAR.exec(rest) : null;
  const link = HOST_LINK.exec(rest) ?? COLON_WORKSHOP_LINK.exec(rest) ?? (inOf && (inOf[1] === 'in' || /[Ww]orkshop\s*$/.test(after.slice(0, after.length - rest.length))) ? inOf : null);
  if (link) {
    const hostText = rest.slice(link[0].length);
    const acr = HOST_ACRONYM.exec(hostText);
    const named = acr ? null : NAME_FORM.exec(hostText);
    if (acr && (acr[2] || link[1] || bareHostAfterWorkshop(e, link[0], hostText, acr)) && !NOT_ACRONYMS.test(acr[1])) { host = acr[1]; year = year_(acr[2]); }
    else if (named && !/^(?:[A-Z]+\s+)*Workshop/.test(named[1])) { host = named[3] ?? named[1].replace(/\s+/g, ' '); year = year_(named[4] ?? named[2]); }
    else {
      const spelled = HOST_SPELLED_ACRONYM_YEAR.exec(hostText);
      if (spelled && !NOT_ACRONYMS.test(spelled[1]) && !/Workshop/.test(spelled[0])) { host = spelled[1]; year = year_(spelled[2]); }
    }
  }
  if (!host) {
    const tag = HOST_WORKSHOP_TAG.exec(after);
    if (tag && !NOT_ACRONYMS.test(tag[1])) { host = tag[1]; year = year_(tag[2]); }
  }
  // "the BEA 2025 Workshop (ACL)": after the workshop's name, its year and the word "Workshop", an acronym alone in
  // brackets ending the clause, not the name's own (another initial), is the host (round 11).
  const bracket = !host && e.track === 'workshop' && e.venue === e.workshop ? WORKSHOP_HOST_BRACKET.exec(after) : null;
  if (bracket && !NOT_ACRONYMS.test(bracket[1]) && bracket[1].charAt(0) !== name.charAt(0)) { host = bracket[1]; year = year_(bracket[2]); }
  // "Workshop on Methods and Opportunities at Small Scale (MOSS), ICML 2025": a workshop with no host of its own, then
  // an event's acronym and year set off by a comma, ending the tag: the host it is held at.
  const comma = !host && e.track === 'workshop' && e.venue === e.workshop ? COMMA_HOST.exec(rest) : null;
  if (comma && !NOT_ACRONYMS.test(comma[1])) { host = comma[1]; year = year_(comma[2]); }
  const other = host ? null : hostSpelledOrDashed(e, after, rest, link ? rest.slice(link[0].length) : null);
  if (other) ({ host, year } = other);
  if (!host || host === e.venue || host === name) return e;
  return { venue: host, year: year ?? e.year, track: 'workshop', workshop: name, status: e.status, presentation: e.presentation };
}
const year_ = (s: string | undefined): number | null => (s ? year(s) : null);

/**
 * "the 2nd Workshop on Reliable and Responsible Foundation Models (R2-FM 2025) at ICML.", "the BabyLM Workshop 2025 @
 * EMNLP (Presentation in Suzhou)": a workshop read on its own, then "at" or "@" and an acronym in capitals with no year
 * ending the clause (a stop, a comma, a bracket or the end), is held at that host, in the workshop's year (round 12). A
 * place or an institute in capitals is no host ("held at IMPA in Rio" goes on; "at CERN." is an institute's workshop).
 */
const BARE_HOST_END = /^\s*(?:$|[,;()]|\.(?:\s|$))/;
function bareHostAfterWorkshop(e: VenueEntry, link: string, hostText: string, acr: RegExpExecArray): boolean {
  return e.track === 'workshop' && e.venue === e.workshop && /(?:\bat|@)\s*(?:the\s+)?$/.test(link) && /^[A-Z][A-Z0-9]{2,}$/.test(acr[1])
    && acr[0].length === acr[1].length && BARE_HOST_END.test(hostText.slice(acr[0].length)) && !NOT_HOSTS.test(acr[1]) && !isPlaceName(acr[1]);
}

/** "MICCAI 2026 @ The …", "the MICCAI Workshop on …": an acronym (maybe its year) before "@" or "Workshop(s) on" and a name. */
const HOST_BEFORE_NAME = /(?<![\w\-])(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2}))?\s+(@\s*|[Ww]orkshops?\s+on\s+)(?:[Tt]he\s+)?(?=[A-Z])/g;
/**
 * "Accepted by MICCAI 2026 @ The Efficient Medical AI (EMA4MICCAI) Workshop", "Proceedings of the MICCAI Workshop on
 * Interpretability of Machine Intelligence in Medical Image Computing (iMIMIC)": a workshop read by its bracketed acronym,
 * with no host of its own, whose host the clause states before its name (an acronym before "@", or before "Workshop on"
 * when the name after does not spell it): the host is the venue, never the workshop its own.
 */
export function hostStatedBefore(e: VenueEntry, clause: string): VenueEntry {
  // an acronym's capitals ("(Italy)" is a place)
  if (e.track !== 'workshop' || e.workshop === null || e.venue !== e.workshop || !CAPITALS.test(e.workshop)) return e;
  const at = clause.search(new RegExp(String.raw`\(\s*${escapeRegExp(e.workshop)}(?![\w\-])`));
  if (at < 0) return e;
  HOST_BEFORE_NAME.lastIndex = 0;
  for (let m = HOST_BEFORE_NAME.exec(clause); m && m.index < at; m = HOST_BEFORE_NAME.exec(clause)) {
    const between = clause.slice(m.index + m[0].length, at);
    if (m[1] === e.workshop || NOT_ACRONYMS.test(m[1]) || /[;(]|\.\s/.test(between) || between.length > 160) continue;
    if (!m[3].startsWith('@') && (spelledBy(between, m[1]) || initialsOf(between, m[1]))) continue;
    return { ...e, venue: listConference(m[1]) ?? m[1], year: m[2] ? year(m[2]) : e.year };
  }
  // "the RSS 2025 Generative Models x HRI (GenAI-HRI) Workshop": a host's acronym and year, then the workshop's name in
  // words (no stop or bracket between), its acronym in brackets and the word "Workshop" (the name not the host's own).
  if (WORKSHOP_WORD_AFTER.test(clause.slice(clause.indexOf(')', at) + 1))) {
    const tagged = HOST_YEAR_BEFORE_NAME.exec(clause.slice(0, at));
    const between = tagged ? clause.slice(tagged.index + tagged[0].length, at) : '';
    if (tagged && tagged[1] !== e.workshop && !NOT_ACRONYMS.test(tagged[1]) && NAME_WORDS_ONLY.test(between) && !spelledBy(between, tagged[1]) && !initialsOf(between, tagged[1])) {
      return { ...e, venue: listConference(tagged[1]) ?? tagged[1], year: year(tagged[2]) };
    }
  }
  // "the Robotics: Science and Systems 2026 Workshop on …": a host spelled in words (a connector or a colon among them, as
  // event names run), its year, then "Workshop on" and the name.
  const spelled = SPELLED_HOST_BEFORE.exec(clause.slice(0, at));
  if (spelled && /:|\s(?:and|&|of|on|for|in|with)\s/.test(spelled[1]) && !EVENT_WORD.test(spelled[1]) && !/[;(]|\.\s/.test(clause.slice(spelled.index + spelled[0].length, at))) {
    return { ...e, venue: spelled[1], year: year(spelled[2]) };
  }
  return e;
}
/** An acronym and its year ending the text, then the name's words (HOST_YEAR_BEFORE_NAME is run on the text up to the bracket). */
const HOST_YEAR_BEFORE_NAME = /(?<![\w\-])(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})\s+(?=(?:[A-Z][\w\-+&]*|x|and|for|of|on|in|the|with|&)(?:\s+(?:[A-Z][\w\-+&]*|x|and|for|of|on|in|the|with|&)){0,8}\s*$)/;
/** Capitalised words and connectors only, up to the bracket. */
const NAME_WORDS_ONLY = /^[A-Z][\w\-+&]*(?:\s+(?:[A-Z][\w\-+&]*|x|and|for|of|on|in|the|with|&)){0,8}\s*$/;
/** The word "Workshop" right after a bracket. */
const WORKSHOP_WORD_AFTER = /^\s*[Ww]orkshop(?![A-Za-z])/;
const SPELLED_HOST_BEFORE = /(?<![\w\-])((?:IEEE\s+|ACM\s+)?[A-Z][\w\-]*:?(?:\s+(?:[A-Z][\w\-]*:?|and|&|of|on|for|in|with)){1,8})\s+((?:19|20)\d{2})\s+[Ww]orkshops?\s+on\s+(?=[A-Z])/;

/** "Robotics: Science and Systems (RSS 2026)": a host spelled in words, then the acronym they spell and its year in brackets. */
const SPELLED_HOST_BRACKET = /^((?:IEEE\s+|ACM\s+)?[A-Z][\w\-]*:?(?:\s+(?:[A-Z][\w\-]*:?|and|&|of|on|for|in|the|with|to)){1,10})\s*\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})\s*\)/;
/** "AICC: Workshop on AI for Climate and Conservation - EurIPS 2025": a subtitle maybe, a spaced dash, an acronym and year ending the tag. */
const DASH_HOST = /^(?:\s*:[^,;.()]{1,120}?)?\s+[\-–—]\s+(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?!\d)\s*(?=$|[,;(]|\.(?:\s|$))/;
/**
 * "International Conference Computational Linguistics in Bulgaria (CLIB 2026)": an acronym often spells only the words
 * after the name's head (its kind of event and the words before it: "International Conference (on)", "Annual Symposium
 * on"), so the name spells the acronym whole or from after that head (round vleft6).
 */
const EVENT_HEAD = /^(?:(?:IEEE|ACM)\s+)?(?:The\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:International|Annual|Joint|European|Asian|World|National|American)\s+){0,3}(?:Conference|Symposium|Congress|Meeting|Workshop)(?:\s+(?:on|of|for))?\s+(?:the\s+)?(?=[A-Z])/;
function spelledByNameOrTail(name: string, acr: string): boolean {
  if (spelledBy(name, acr)) return true;
  const head = EVENT_HEAD.exec(name);
  return head !== null && spelledBy(name.slice(head[0].length), acr);
}
/**
 * The host hostStatedAfter's shapes miss: "the SemRob 2026 Workshop at Robotics: Science and Systems (RSS 2026)" (after
 * the link, a host spelled in words with its acronym — the one they spell — and year in brackets), and "AICC: Workshop
 * on AI for Climate and Conservation - EurIPS 2025" (a workshop with no host of its own, its subtitle, then a spaced dash
 * and an event's acronym and year ending the tag).
 */
function hostSpelledOrDashed(e: VenueEntry, after: string, rest: string, hostText: string | null): { host: string; year: number | null } | null {
  const spelled = hostText === null ? null : SPELLED_HOST_BRACKET.exec(hostText);
  if (spelled && !NOT_ACRONYMS.test(spelled[2]) && spelledByNameOrTail(spelled[1].replace(/:/g, ''), spelled[2])) return { host: spelled[2], year: year_(spelled[3]) };
  const dashed = e.track === 'workshop' && e.venue === e.workshop ? DASH_HOST.exec(after) ?? DASH_HOST.exec(rest) : null;
  if (dashed && !NOT_ACRONYMS.test(dashed[1])) return { host: dashed[1], year: year_(dashed[2]) };
  return null;
}

/**
 * "The 3rd AI for Math Workshop at the 43rd International Conference on Machine Learning (ICML), Seoul, South Korea, 2026",
 * "the 8th RoboTac Workshop at the International Conference on Robotics and Automation (ICRA) 2026": a named workshop
 * "at" an event spelled out (NAME_FORM / EVENT_FORM): the event is the venue (its acronym when given, else its name as
 * written), the workshop its track; the year the event's, else the last one the clause writes. The host's year may
 * open its name ("co-located with the 2026 International Conference on …").
 */
const WORKSHOP_AT_NAMED = /(?<![A-Za-z])((?:[A-Z][\w\-+&]*\s+(?:(?:for|of|on|and|in|the|&)\s+)*){1,8}[Ww]orkshop)\s+(?:at|@|co-?located\s+with|held\s+(?:at|with))\s+(?:the\s+)?(?:(?:19|20)\d{2}\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/;
/** An edition's ordinal opening a name ("the 42nd …", "The Second …"). */
const ORDINAL_OPENS = /^\s*(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(?:\w+teenth)|(?:\w+tieth)|(?:twenty|thirty|forty|fifty)[\s\-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))\s/i;
/**
 * An edition stated by its ordinal but no year, posted before October: the edition of the posting year (README, year
 * rule 3: the edition whose review or meeting is running then); later in the year it may be the next one: no year.
 */
function ordinalEditionOfPosting(nameText: string, posted: { year: number; month: number } | null | undefined): number | null {
  return posted && posted.month <= 9 && ORDINAL_OPENS.test(nameText) ? posted.year : null;
}
function workshopAtNamedHost(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = WORKSHOP_AT_NAMED.exec(clause);
  if (!m) return null;
  const hostText = clause.slice(m.index + m[0].length);
  const named = NAME_FORM.exec(hostText) ?? EVENT_FORM.exec(hostText);
  if (!named || /^(?:[A-Z]+\s+)*Workshop/.test(named[1])) return null;
  const host = named[3] ?? named[1].replace(/\s+/g, ' ');
  const years = [...clause.slice(m.index).matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)];
  // "Presented at The second AI for MATH Workshop at the 42nd International Conference on Machine Learning" (posted in
  // July): the host's edition by its ordinal, the posting year's.
  const y = year_(named[4] ?? named[2]) ?? (years.length ? Number(years[years.length - 1][1]) : null) 
    ?? ordinalEditionOfPosting(/\d(?:st|nd|rd|th)\s+$/.test(m[0]) ? m[0].slice(m[0].search(/\d+(?:st|nd|rd|th)\s+$/)) : hostText, posted);
  const workshop = m[1].replace(/^(?:(?:Accepted|Presented|Published|Submitted|Appeared|Selected|Invited)\s+(?:for|at|to|in|by)\s+)?(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?/, '').replace(/\s+/g, ' ');
  return { venue: host, year: y, track: 'workshop', workshop, status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
}

/**
 * "(SIGGRAPH 2025) Paper Video: …", "[ICCV 2025] https://…": an acronym no list knows and its year alone in brackets
 * opening the clause is the paper's venue tag, whatever follows (a bare tag: accepted).
 */
const OPENING_BRACKET_TAG = /^\s*[(\[]\s*(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*[)\]]/;
function openingBracketTag(clause: string): VenueEntry | null {
  const m = OPENING_BRACKET_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || /W$/.test(m[1]) || listedPart(m[1])) return null;
  return { venue: m[1], year: year(m[2]), track: trackCue(clause.slice(m[0].length)) ?? 'main', workshop: null, status: 'accepted', presentation: presentationCue(clause) };
}

/**
 * "ACL 2025 (Vienna)", "ICML 2026 (Seoul, Korea)", "ACL 2025 (32 pages)": an acronym and its year opening the clause (or
 * after a comma), then in brackets only the place it was held (text that places.ts reads as names of places, from its
 * lists of cities and countries) or only the paper's counts of pages, figures and tables, ending the clause: a bare tag
 * of that event, as ACRONYM_TAG reads one with nothing after the year (round 12). "In RSS 2025.": the same tag after a
 * capitalised "In" opening the clause (a citation's "In"), and ending it (a stop or the end: "In NGC 2024, we" is a galaxy). "8 pages, 9 figures, 2025 IJCNN": the year first
 * (as TAG_VARIANT reads "2025 ICIP" opening a clause) after a comma, the tag ending the clause.
 */
const TAG_PLACE = /(?:^|[,;.]\s*)([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})\s*\(\s*([A-Z][^()\d]{1,60}?|\d[^()]{0,60}?)\s*\)\s*(?=$|[,;]|\.(?:\s|$))/;
const IN_TAG = /^\s*In\s+(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2})(?!\d)\s*(?=$|\.(?:\s|$))/;
const YEAR_FIRST_AFTER_COMMA = /[,;]\s*((?:19|20)\d{2})\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\.?\s*$/;
/** "32 pages", "9 pages, 5 figures, 2 tables": counts of the paper's pages, figures and tables only. */
const COUNTS_ONLY = /^\d+\s*(?:pages?|pp\.?|figures?|figs?\.?|tables?)(?:\s*(?:[,;+]|and)\s*\d+\s*(?:pages?|pp\.?|figures?|figs?\.?|tables?))*$/i;
/**
 * "Accepted by 2025 ACL Findings", "Accepted at 2026 ZORP": after an acceptance, publication or submission cue, the year
 * before an acronym (as TAG_VARIANT reads "2025 ICIP" opening a clause), maybe a track or presentation qualifier, ending
 * the clause: that event's tag (round 12).
 */
const CUE_YEAR_FIRST = new RegExp(String.raw`(?<![A-Za-z])(?:[Aa]ccepted|[Pp]ublished|[Pp]resented|[Ss]ubmitted)\s+(?:by|to|at|in|for)\s+(?:the\s+)?((?:19|20)\d{2})\s+(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:\s+(${TRACK_QUALIFIER}))?\s*(?=$|[,;]|\.(?:\s|$))`);
function cueYearFirst(clause: string): VenueEntry | null {
  const m = CUE_YEAR_FIRST.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[2]) || GLUED_WORD.test(m[2]) || /W$/.test(m[2]) || listedPart(m[2]) || organisationTag(m[2])) return null;
  const q = m[3] ?? '';
  return { venue: m[2], year: Number(m[1]), track: trackCue(q) ?? (/demo/i.test(q) ? 'demo' : 'main'), workshop: null, status: statusBefore(clause.slice(0, m.index + m[0].indexOf(m[1]))), presentation: presentationCue(q) };
}

function tagPlace(clause: string): VenueEntry | null {
  const m = TAG_PLACE.exec(clause) ?? IN_TAG.exec(clause);
  const y = m ? null : YEAR_FIRST_AFTER_COMMA.exec(clause);
  const acr = m ? m[1] : y?.[2];
  if (!acr || NOT_ACRONYMS.test(acr) || GLUED_WORD.test(acr) || /W$/.test(acr) || /^IW[A-Z]/.test(acr) || listedPart(acr) || organisationTag(acr)) return null;
  if (m && m[3] !== undefined && !isPlaceName(m[3]) && !COUNTS_ONLY.test(m[3])) return null;
  return { venue: acr, year: Number(m ? m[2] : y![1]), track: 'main', workshop: null, status: m ? statusBefore(clause.slice(0, m.index)) : 'accepted', presentation: null };
}

/**
 * "APSIPA ASC 2026 accepted paper", "ZQRT ASC 2026": two acronyms of capitals no list knows, one space between, and the
 * year, opening the clause (or after a comma) and ending it, maybe with "accepted (paper)" after the year: one event's
 * bare tag, named by both words as written (as "Published in ZQRT ASC 2025" reads after a cue); round vpool6, set 325
 * part A. A list acronym first is a host and its workshop's acronym ("ICLR GEM 2026", read by the list path), left here;
 * tried after qualifiedTag in the readers' list, so the tag readers claim their shapes first.
 */
const PAIR_TAG = /(?:^|[,;.]\s*)([A-Z]{3,8}) ([A-Z]{2,5})[\s'’\-]*((?:19|20)\d{2})(?!\d)(?:\s+(?:accepted|Accepted|ACCEPTED)(?:\s+(?:paper|Paper|PAPER))?)?\s*(?=$|[,;]|\.(?:\s|$))/;
function pairTag(clause: string): VenueEntry | null {
  const m = PAIR_TAG.exec(clause);
  // "ACL SRW 2026": a track's or programme's initials second are the first word's track (qualifiedTag), not a name.
  if (!m || NOT_ACRONYMS.test(m[1]) || NOT_ACRONYMS.test(m[2]) || /^(?:SRW|WS|WSP|WKSP|DC|LB[WRAD]|STAR)$/.test(m[2])) return null;
  if (listAcronym(m[1]) || listConference(m[1]) !== null || listAcronym(m[2]) || listConference(m[2]) !== null || organisationTag(m[1])) return null;
  return { venue: `${m[1]} ${m[2]}`, year: Number(m[3]), track: 'main', workshop: null, status: statusBefore(clause.slice(0, m.index)), presentation: null };
}

function acronymTag(clause: string): VenueEntry | null {
  const m = ACRONYM_TAG.exec(clause);
  // "ICCVW 2025": four capitals or more and a W, bare, are that conference's workshops (README: CVPRW / ICCVW → the host),
  // as after a cue; a shorter stem is left unread here.
  const wHost = m && !NOT_ACRONYMS.test(m[1]) ? hostOfW(m[1]) : null;
  if (wHost) return { venue: wHost, year: Number(m![2]), track: 'workshop', workshop: null, status: statusBefore(clause.slice(0, m!.index)), presentation: presentationCue(clause) };
  if (!m || NOT_ACRONYMS.test(m[1]) || GLUED_WORD.test(m[1]) || /W$/.test(m[1]) || listedPart(m[1])) return null;
  // "IWCLUL 2025": an acronym opening with IW spells "International Workshop on …", a workshop, its own venue.
  if (/^IW[A-Z]/.test(m[1])) return { venue: m[1], year: Number(m[2]), track: 'workshop', workshop: m[1], status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
  const track = trackCue(clause) ?? 'main';
  // "Workshop on Machine Learning for Audio, ICML 2026", "BabyLM Workshop, EMNLP 2025": the workshop named before the tag
  // is read as before a list host (the tag stands in for the host).
  const at = m.index + m[0].indexOf(m[1]);
  const workshop = track === 'workshop' && at > 0 ? workshopName(`${clause.slice(0, at)}${HOST}${clause.slice(at + m[1].length)}`) : null;
  // "10th International Workshop in Zebra Algebra in Quokka Computing, ZAQC 2007": a name the tag spells is the workshop
  // the tag names (its own venue), named by that acronym (README: the acronym when the text gives one), as the same words
  // with "on" read.
  if (workshop && workshop !== m[1] && spelledBy(workshop.replace(/^Workshop\s+(?:on|in|for|of)\s+/, ''), m[1])) return { venue: m[1], year: Number(m[2]), track, workshop: m[1], status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
  return { venue: m[1], year: Number(m[2]), track, workshop: workshop && workshop !== m[1] ? workshop : null, status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
}

/**
 * "IST-Africa 2026, http://…", "12 pages, QZ-Oceania 2027": an acronym in capitals hyphened to a capitalised word (a
 * capital, then lower-case letters: a region, a theme) and its four-digit year standing alone as a tag (opening the
 * text or after a comma or stop, ending the text, a clause or before a comma) is an event's tag, named as written, as
 * ACRONYM_TAG reads "AINL-2026" (round vleft9, a shape rounds vleft5 and vleft7 recorded: nothing read). Not when the word
 * is a kind of programme or paper ("ACR-Workshop 2026", "ACR-Findings", "ACR-Demo": detect.ts's KIND_AFTER_HYPHEN
 * words), nor a society or publisher before the hyphen (a listed acronym before it is read so too: the hyphened whole names
 * another event, as detect.ts hyphenedTags reads it after a cue). Every part
 * bounded, so the match stays linear.
 */
export const HYPHENED_WORD_TAG = /(?:^|[,;.]\s{0,4})([A-Z]{2,8})-([A-Z][a-z]{2,15})[\s'’\-]{0,3}((?:19|20)\d{2})(?!\d)\s{0,4}(?=$|[,;]|\.(?:\s|$))/;
const PROGRAMME_WORD = /^(?:Workshops?|Findings|Demos?|Demonstrations?|Industry|Main|Short|Long|Posters?|Tutorials?|Doctoral|Student|Students|Companion|Cup|Challenges?|Competitions?|Tracks?|Sessions?|Papers?|Proceedings|Symposium|Conference|Journal|Letters|Extended|Abstracts?|Satellite|Camera|Ready|Accepted|Oral|Spotlight|Submission|Version|Preprint)$/;
function hyphenedWordTag(clause: string): VenueEntry | null {
  const m = HYPHENED_WORD_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || SOCIETY.test(m[1]) || PROGRAMME_WORD.test(m[2]) || statusCues(m[2]).length) return null;
  return { venue: `${m[1]}-${m[2]}`, year: Number(m[3]), track: 'main', workshop: null, status: statusBefore(clause.slice(0, m.index)), presentation: presentationCue(clause) };
}

/**
 * "IEEE EMBC 2026": a publisher, an acronym no list knows and its year standing alone as the clause's tag is an event
 * (a publisher prefixes no dataset or model name), read as a bare venue tag (accepted).
 */
// "10th IEEE ICTAS 2026", "the 5th ACM ABCD 2026": an edition's ordinal before the publisher (or before the acronym alone)
// makes it an event's tag as the publisher does.
// "IEEE PowerTech 2025 Conference": the kind of event named after the year, ending the tag, is no other word.
const PUBLISHER_TAG = /(?:^|[,;:]\s*)(?:(?:[Tt]he\s+)?\d{1,3}(?:st|nd|rd|th)\s+(?:(?:IEEE|ACM)(?:\/(?:IEEE|ACM))?\s+)?|(?:IEEE|ACM)(?:\/(?:IEEE|ACM))?\s+)([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d|\.\d)\s*(?=$|[,;.(]|(?:[Cc]onference|[Ss]ymposium|[Cc]ongress)\s*(?:$|[,;.(]))/;
/** "ACM CCS 2025 (Submitted)": a submission or review stated in brackets right after a tag is its status. */
const PENDING_BRACKET = /^\s*\(\s*(submitted|(?:under|in)\s+(?:review|submission))\s*\)/i;
function pendingInBracket(after: string): 'submitted' | 'under_review' | null {
  const m = PENDING_BRACKET.exec(after);
  return !m ? null : /^submitted$/i.test(m[1]) ? 'submitted' : 'under_review';
}
function publisherTag(clause: string): VenueEntry | null {
  const m = PUBLISHER_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[1]) || /(?:W|Workshops?)$/.test(m[1])) return null;
  const before = statusBefore(clause.slice(0, m.index));
  const status = before === 'submitted' || before === 'under_review' || before === 'rejected' ? before : pendingInBracket(clause.slice(m.index + m[0].length)) ?? 'accepted';
  return { venue: m[1], year: year(m[2]), track: trackCue(clause) ?? 'main', workshop: null, status, presentation: presentationCue(clause) };
}

/**
 * "SPIE Medical Imaging 2022": a publisher or society, then capitalised words (maybe joined) and the year, standing alone as the clause's
 * tag, is that event, named as written with its publisher (as "Accepted to SPIE Medical Imaging 2022" is), read as a bare
 * tag (accepted). A lone acronym after the publisher is publisherTag's; a series, a style or a copyright line is no event.
 */
// "SPIE Applications of Machine Learning 2023", "SPIE Defense + Security 2025": lower-case joiners and a "+" between the
// capitalised words, as a topic's name holds them (set 129 part A); the name still opens and closes on a capital.
const PUBLISHER_NAME_TAG = /(?:^|[,;:]\s*)((?:SPIE|IEEE|ACM|IFIP|EAI)\s+(?:[A-Z][\w\-&]*\s+(?:(?:of|for|and|in|on|the|&|\+)\s+){0,2}){0,4}[A-Z][\w\-&]*)[\s,'’\-]*((?:19|20)\d{2})(?!\d|\.\d)\s*(?=$|[,;.(])/;
const NOT_EVENT_WORD = /\s(?:Proceedings|Transactions|Journal|Letters|Magazine|Copyright|Reference|Format|Template|Style|Member|Fellow|Press|Publishing|Xplore|Digital\s+Library)(?=\s|$)/;
function publisherNameTag(clause: string): VenueEntry | null {
  const m = PUBLISHER_NAME_TAG.exec(clause);
  if (!m || NOT_EVENT_WORD.test(m[1])) return null;
  // "IEEE RO-MAN 2025": one hyphened acronym after the publisher is the event's name (as in "the IEEE RO-MAN Conference").
  const name = m[1].replace(/\s+/g, ' ').replace(/^\S+\s+(?=[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$)/, '');
  const workshop = /\sWorkshop$/.test(name);
  // "submitted to: IEEE RO-MAN 2025": a submission or review said before the tag is its status.
  const before = statusBefore(clause.slice(0, m.index));
  const status = before === 'submitted' || before === 'under_review' || before === 'rejected' ? before : 'accepted';
  // "ACM Multimedia 2025 (Dataset Track) Paper": a particular track named right after the tag is the paper's.
  const track = workshop ? 'workshop' : specificTrackCue(clause.slice(m.index + m[0].length, m.index + m[0].length + 40)) ?? 'main';
  return { venue: name, year: Number(m[2]), track, workshop: workshop ? name : null, status, presentation: presentationCue(clause) };
}

/**
 * "IEEE BigData Workshop on Software Engineering for Agentic AI 2025": a publisher, an acronym no list knows, then
 * "Workshop on …" and the year, standing alone as the clause's tag, is that event's workshop (a bare tag: accepted),
 * named as the catalogue names the acronym when it holds it.
 */
const PUBLISHER_WORKSHOP_TAG = /(?:^|[,;:]\s*)(IEEE|ACM)(?:\/(?:IEEE|ACM))?\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+(Workshop\s+(?:on|of|for)\s+[A-Z][^,;.()]{2,120}?)[\s'’\-]*((?:19|20)\d{2})(?!\d|\.\d)\s*(?=$|[,;.(])/;
function publisherWorkshopTag(clause: string): VenueEntry | null {
  const m = PUBLISHER_WORKSHOP_TAG.exec(clause);
  if (!m || NOT_ACRONYMS.test(m[2])) return null;
  // "IEEE BigData": the catalogue may hold the acronym with its publisher as one name.
  const named = `${m[1]} ${m[2]}`;
  const venue = ALIAS_INDEX.get(m[1].toLowerCase())?.find((a) => a.alias === named)?.venue.name ?? listConference(m[2]) ?? m[2];
  return { venue, year: year(m[4]), track: 'workshop', workshop: workshopName(m[3]) ?? m[3], status: 'accepted', presentation: presentationCue(clause) };
}

/** An acronym standing alone where the clause ends: "submitted to JDST", "under review at TKDE." */
// The learned societies that publish journals under their own acronym (AIAA's JAIS, ASME's JMD, IET's …), as IEEE's.
const PUBLISHER_SPACE = /^(?:IEEE|ACM)\s+(?=[A-Z][A-Z\-]{2,}(?![\w\-]))/;
const PUBLISHER_HYPHEN = /^(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR|ISCA|USENIX|SPIE|AIAA|ASME|ASCE|IET|IEICE|IPSJ|INFORMS)-(?=[A-Z]{3})/;
// "ToN", "TOMM": capitals, a single lower-case letter between two allowed.
// "Submitted to JSTARS on April 2, 2025": the date it was sent (a month's name and a number after "on" or "in") may
// follow; its year is the submission's (as a journal's date is, JOURNAL_YEAR_AFTER).
const SENT_ON = String.raw`\s+(?:in|on)\s+${MONTH_NAME}(?=,?\s*\d)`;
/** "accepted for publication in MNRAS published by Oxford University Press", "Submitted to MNRAS and all comments welcomed": the clause goes on about the paper, not the name. */
const CLAUSE_GOES_ON = String.raw`\s+(?:and\s+(?![A-Z])|but\s+(?![A-Z])|published\s+by\s)`;
// "submitted to IEEE T-MM": an IEEE Transactions' initials after "T-" (round 15, unseen7).
const LONE_ACRONYM = new RegExp(String.raw`^([A-Z](?:[A-Z0-9&]|[a-z](?=[A-Z]))*[A-Z](?:-[A-Z]+)?|T-[A-Z]{2,5})(?=\s*(?:$|[.,;)])|${SENT_ON}|${CLAUSE_GOES_ON})`);
const SENT_ON_AFTER = new RegExp(String.raw`^${SENT_ON}`);

/**
 * "Submitted to EMNLP" posted in May, "Plan to submit RSS" in January: a submission to an acronym with no journal's
 * shape (pendingAcronym), with no year, is one to the edition whose review runs when the paper is posted (README, Year
 * 3): the posting year's when posted from January to June; later in the year the edition may be the next one
 * (WACV, AAAI, ICLR, CVPR take submissions from July to November), so no year is claimed.
 */
// "Submitted to the International Symposium on Wearable Computers (ISWC)", "Submitted to the European Conference on
// Artificial Intelligence (ECAI)": a name read as an event's (its words say so: `spelledEvent`), with no year in the
// clause, is a conference's whatever its acronym's shape, under the same posting-month guard (round 12).
function pendingEdition(name: string, before: string, status: string, posted: { year: number; month: number } | null | undefined, spelledEvent = false): number | null {
  if (!posted || posted.month > 6 || (status !== 'submitted' && status !== 'under_review')) return null;
  if (spelledEvent) return posted.year;
  const m = PENDING_ACRONYM.exec(name);
  // no journal's shape (decidedAcronym's): no "J…", "IJ…", "T…", no ISO-4 initials, no journal's word in the cue
  if (!m || /^(?:I?J|T)/.test(m[1]) || journalInitials(m[1]) || /journal|transactions|letters|magazine/i.test(before)) return null;
  return posted.year;
}
/** "T-MM": a list journal's acronym written with the Transactions' dash ("TMM") is that journal; null when none is. */
function transactionsDash(acr: string): string | null {
  if (!/^T-[A-Z]{2,5}$/.test(acr)) return null;
  const bare = `T${acr.slice(2)}`;
  const v = ALIAS_INDEX.get(bare.toLowerCase())?.find((a) => a.alias === bare && a.venue.kind === 'journal')?.venue;
  return v ? v.name : null;
}
/**
 * True when "T-" and capitals read as a Transactions' initials: a list journal's ("T-MM" for TMM), or a JabRef journal's
 * initials with the dash dropped whose part after the dash is no journal's initials of its own ("T-MRI" may be MRI's).
 */
function transactionsDashed(acr: string): boolean {
  return transactionsDash(acr) !== null || (journalInitials(acr.replace('-', '')) && !journalInitials(acr.slice(2)));
}
/** The name read is an acronym alone, maybe after its publisher ("ACM CCS"). */
const PENDING_ACRONYM = /^\s*(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]{1,7})\s*$/;

/**
 * "submitted to JDST": an acronym no list knows, with no year, after a submission or review cue is named as written.
 * Only there: after "accepted at" it would be a main-track claim on a name nothing confirms (a dataset, a project).
 */
function pendingAcronym(rest: string, before: string): RestVenue | null {
  const cited = CITED_ACRONYM.exec(rest);
  if (cited && cited[1].length >= 3 && !NOT_ACRONYMS.test(cited[1])) {
    return { venue: cited[1], year: cited[2] ? Number(cited[2]) : null, track: 'main', workshop: null, end: cited[1].length };
  }
  const status = statusBefore(before);
  if (status === 'accepted' || status === 'published') return decidedAcronym(rest, before) ?? publishedName(rest, before);
  if (status !== 'submitted' && status !== 'under_review') return null;
  // "Manuscript prepared for submission to ACM CCS", "submitted to IEEE T-MM": a publisher before the acronym is no part of it.
  // Not a kind's word ("SUBMIT TO IEEE TRANSACTIONS"), nor after an acceptance ("accepted as demo submission to ACM CAIS").
  const pub = /accept/i.test(before) ? '' : PUBLISHER_SPACE.exec(rest)?.[0] ?? '';
  const m = LONE_ACRONYM.exec(pub ? rest.slice(pub.length) : rest);
  // "submitted to IEEE-TAI": the publisher hyphened before the acronym is no part of it (as "IEEE TAI 2026" is TAI).
  const lone = m ? m[1].replace(PUBLISHER_HYPHEN, '') : '';
  if (pub && (lone.length > 8 || /^(?:TRANSACTIONS|JOURNAL|LETTERS|MAGAZINE|CONFERENCE|SYMPOSIUM|WORKSHOP)$/.test(lone))) return null;
  // "Final Degree Project (TFG) submitted at ESCI-UPF": a thesis is submitted to a school, no venue.
  if (m && lone.length >= 3 && !NOT_ACRONYMS.test(lone) && !THESIS.test(before) && !(lone.startsWith('T-') && !transactionsDashed(lone))) {
    const after = rest.slice(pub.length + m[0].length);
    const sent = SENT_ON_AFTER.test(after) ? JOURNAL_YEAR_AFTER.exec(after) : null;
    return { venue: transactionsDash(lone) ?? lone, year: sent ? Number(sent[1]) : null, track: 'main', workshop: null, end: pub.length + m[0].length };
  }
  const named = PENDING_NAME.exec(rest);
  // "Under review at Measurement", "Submitted to Entropy": one capitalised word, as a published journal's is read
  if (!named) return THESIS.test(before) ? null : nameAsWritten(rest, true);
  if (NOT_PENDING_NAME.test(named[1]) || ARXIV_CATEGORY_AFTER.test(rest.slice(named[1].length)) || THESIS.test(before)) return null;
  // "Submitted/Under Review at the International Journal of Transportation Research (Submitted on 12 Jan 2026)": a date
  // the mention states after a pending name no event word marks (a journal's) gives its year (journal-date.ts).
  const dated = EVENT_WORD.test(named[1]) ? null : journalDateYear('', rest.slice(named[1].length));
  return { venue: named[1], year: dated, track: 'main', workshop: null, end: named[1].length };
}

/**
 * "Accepted at IJCV", "accepted to IEEE ICRA", "Accepted for publication in MNRAS": an acronym of capitals only (three to
 * six letters, a publisher maybe before it) no list knows, alone after an acceptance or publication cue and ending the
 * clause, is the venue as written. Narrower than a submission's (pendingAcronym): no lower-case letter nor digit
 * (workshops' and projects' tags, "XAI4Sci", "AISec", are mixed), not before a bracket ("(…)" may name its host).
 * Main track only where the shape says which kind of venue it is: a journal's cue ("for publication in", "to appear
 * in", "published in") or a journal's initials ("J…", "IJ…", "T…" for a Transactions, or the initials of a journal's
 * ISO-4 name on a JabRef list: PRL, WCL, MNRAS; EMNLP, CMCL are none); an "International Conference"
 * by its initials ("IC…": ICRA, ICML), the posting year's edition. A "W…" or "IW…" acronym is a workshop's ("To be
 * published in WOAH": Workshop on Online Abuse and Harms), a workshop of its own. Any other ("accepted by CMCL", a
 * workshop; "Accepted to EMNLP", a conference) is ambiguous: that venue, accepted, but no main-track claim (track other).
 * A year after a comma is the edition's ("Published in ICVGIP, 2025").
 */
const INTERNATIONAL_CONFERENCE = /^IC(?!J)[A-Z]/;
/**
 * An "International Conference" by its initials, four to six capitals ("ICML", "ICASSP"; not "ICU"): every "IC…"
 * acronym of the catalogue, 75 of 75, is a conference's. The shape round 15's readings of a host no list knows require.
 */
export function conferenceInitials(acr: string): boolean {
  return /^IC(?!J)[A-Z]{2,4}$/.test(acr);
}
// "Accepted by IJCV!", "accepted by IJCV (adverse weather restoration).": an exclamation, or a note in lower case in
// brackets, may end the clause.
// "Accepted as an oral to the ICML: https://icml.cc/…": a colon before a link (blanked) ends the clause too.
// "Accepted by IoTJ": three capitals or more with lower-case letters between ("IoTJ"), as a journal's initials are printed.
// "Preprint (accepted to ACM TOG), 34 pages": a closing bracket ends the clause too.
// "Accepted by SCIS (SCIENCE CHINA Information Science)": a name in brackets after it, the acronym's letters its words'
// initials (spelledBy), is the acronym's expansion (SPELLED_AFTER_DECIDED says which kind of venue).
// "accepted by TACL but not revised for publication": "but" goes on about the paper.
// "Accepted for publication in MNRAS (19 pages)": the paper's page, figure or table counts in brackets after the name
// end the clause as a note in lower case does (unseen7, round 15).
const COUNTS_BRACKET = String.raw`\s*\(\s*\d{1,3}\s+(?:pages?|figures?|tables?|pp\.?)(?:[\s,;+]+\d{1,3}\s+(?:pages?|figures?|tables?|references?))*\s*\)`;
const COUNTS_AFTER = new RegExp(`^${COUNTS_BRACKET}`);
const ACCEPTED_FOR = /accepted\s+for\s+(?:the\s+)?$/i;
// "Accepted by IEEE QJR on 17-Jan-2025", "accepted for publication in QJR on 16 February 2007", "Accepted by QJR Feb 4,
// 2013.": the decision's date after the name, "on" maybe before it, closes the clause too; its year is the edition's
// (the date the decision was made, as ", 2013 February 5" after a comma already gives) — round vunseen4.
const DECISION_DATE = String.raw`\s+(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[\s\-]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?[\s\-,]+((?:19|20)\d{2})|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2}))(?![\d\-\/])(?=\s*(?:$|[,;!)]|\.(?:\s|$)))`;
const DECISION_DATE_AFTER = new RegExp(`^${DECISION_DATE}`);
// "Accepted by T-MM": an IEEE Transactions' initials after "T-" (round 15, unseen7).
const DECIDED_ACRONYM = new RegExp(String.raw`^(?:(?:IEEE|ACM)\s+)?([A-Z]{3,6}|T-[A-Z]{2,5}|(?=[A-Za-z]{3,7}(?![\w\-&'’]))[A-Z](?:[a-z]{1,2}[A-Z]|[A-Z]){2,4})(?![\w\-&'’])(?:\s+\(?((?:[Mm]ain|MAIN)(?:\s+(?:[Cc]onference|[Tt]rack))?|[Ff]indings|FINDINGS|[Cc]onference|CONFERENCE|[Ww]orkshops|WORKSHOPS|[Ll]etters|LETTERS)\)?)?(?=(?:\s*\([a-z][a-z\s,\-]{2,60}\)|\s*\(\s*[A-Z][A-Za-z\-]*(?:\s+(?:[A-Z][A-Za-z\-]*|of|on|for|and|in|the|&)){1,10}\s*\)|${COUNTS_BRACKET})?\s*(?:$|[,;!)]|\.(?:\s|$)|:\s*(?:$|https?:\/\/))|${CLAUSE_GOES_ON}|${DECISION_DATE})`);
/** The bracketed expansion after a decided acronym: its words, and the event words that make it a conference or workshop. */
const SPELLED_AFTER_DECIDED = /^\s*\(\s*([A-Z][A-Za-z\-]*(?:\s+(?:[A-Z][A-Za-z\-]*|of|on|for|and|in|the|&)){1,10})\s*\)/;
// "Accepted as an oral to the ICML": the presentation between the cue and the name (as the cue readers allow).
// "15 pages, 3 figures, accepted for MNRAS": "accepted for" and the name, as "accepted by" (unseen7, round 15).
const DECIDED_CUE = /(?<![A-Za-z])(?:(?:accepted|published|to\s+appear)(?:\s+(?:for\s+publication|to\s+publish|as\s+(?:an?\s+)?(?:regular\s+|full\s+)?(?:paper|article)|as\s+(?:an?\s+)?(?:oral|spotlight|poster)(?:\s+(?:paper|presentation))?))?\s+(?:at|to|by|in|into)|accepted\s+for)\s+(?:the\s+)?$/i;
// "Accepted to publication in Entropy": "to publication" for "for publication" (v237, set 237 part A); "Accepted to publish in"
// as well (v263, set 263 part A).
const JOURNAL_CUE = /(?<![A-Za-z])(?:(?:for|to)\s+publication|to\s+publish|to\s+appear|published)\s+(?:in|by)\s+(?:the\s+)?$/i;
const COMMA_YEAR = /^\s*,\s*((?:19|20)\d{2})(?![\d.\-\/])/;
/** "ACL Findings": an acronym no list knows and its findings (or main track) alone as the clause, no year: a bare tag (accepted). */
// "18 pages, 5 figures, ACL findings", "ACL main (Oral)": after the page counts (a comma), and a bare "main" with the
// presentation in brackets after it.
const BARE_QUALIFIED_ACRONYM = /(?:^|,)\s*([A-Z]{3,6})\s+\(?((?:[Mm]ain|MAIN)(?:\s+(?:[Cc]onference|[Tt]rack)|(?=\s*\(\s*(?:[Oo]ral|[Pp]oster|[Ss]potlight)\s*\)))|[Ff]indings|FINDINGS)\)?(?:\s*\(\s*([Oo]ral|[Pp]oster|[Ss]potlight)\s*\))?\s*$/;
function bareQualifiedAcronym(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = BARE_QUALIFIED_ACRONYM.exec(clause);
  if (!m || listAcronym(m[1]) || NOT_ACRONYMS.test(m[1])) return null;
  return { venue: m[1], year: posted?.year ?? null, track: /^f/i.test(m[2]) ? 'findings' : 'main', workshop: null, status: 'accepted', presentation: m[3] ? presentationCue(m[3]) : null };
}
/**
 * "technical report for participating the MBAS2024 challenge hosted on the MICCAI2024 conference", "Ranked 3rd in Fame
 * 2026 Challenge, ICASSP": a challenge or competition hosted at (or set off by a comma before, ending the clause) an
 * acronym no list knows: a challenge held at that event (README: track other), the paper's own status unsaid (unclear);
 * its year the host's, else the challenge's, else the posting year.
 */
// "… (FGSS) Challenge at ICRA 2026", "Challenge @ ZORP 2026": a bare "at" or "@" before the host's tag and year (the year
// required: "a challenge at CERN" names a place).
/** "WMT 25 Shared Task LLMs with …", "XYZ 2026 Grand Challenge": an acronym and its year opening the clause, then (up to three capitalised words and) a shared task, challenge or competition. */
// "ZQWT 2026 System Description": a shared task's system description paper, named so right after the event's tag, is
// an entry's report as a shared task's is (round vleft4, sets 218–219 part A).
const TAG_CHALLENGE = /^\s*(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*[A-Z])[\s'’\-]*((?:19|20)\d{2}|['’]?\d{2})\s+(?:[A-Z][\w\-]*\s+){0,3}(?:[Ss]hared\s+[Tt]asks?|[Cc]hallenge|[Cc]ompetition|[Ss]ystem\s+[Dd]escriptions?)(?![A-Za-z])/;
// "9 pages, 1 figure, ICPR 2026 RARE-VISION Competition", "2nd Place Winner, ICCV 2025 2COOOL Competition": the same
// after a comma, with a four-digit year, the challenge's own name (a word of it maybe digit-led) before the word and an
// "International Conference" by its initials — "…, GPT 2024 Challenge", "…, COVID 19 Challenge" name no event (round 15).
const TAG_NAMED_CHALLENGE = /,\s*(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*[A-Z])[\s'’\-]*((?:19|20)\d{2})\s+(?:[A-Z0-9][\w\-]*\s+){1,3}(?:[Ss]hared\s+[Tt]asks?|[Cc]hallenge|[Cc]ompetition)(?![A-Za-z])/;
const CHALLENGE_HOSTED = /(?<![A-Za-z])(?:[Cc]hallenge|[Cc]ompetition|[Ss]hared\s+[Tt]ask)(?:\s+(?:hosted|held|organi[sz]ed)\s+(?:on|at|by|in|with)\s+(?:the\s+)?|\s*,\s*(?=(?:(?:IEEE|ACM)\s+)?[A-Z]{3,}\s*$)|(?:\s+at|\s*@)\s*(?:the\s+)?(?=(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*[\s'’\-]*(?:19|20)\d{2}(?!\d)))(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z0-9]*?)(?:[\s'’\-]*((?:19|20)\d{2}))?(?:\s+[Cc]onference)?\s*(?=$|[,;)]|\.(?:\s|$))/;
/** TAG_NAMED_CHALLENGE's match, only at an "International Conference" by its initials ("…, NASA 2024 Space Apps Challenge", "…, JSON 2026 Open Data Challenge": no event). */
function namedChallenge(clause: string): RegExpExecArray | null {
  const m = TAG_NAMED_CHALLENGE.exec(clause);
  return m && conferenceInitials(m[1]) ? m : null;
}
function challengeHostedAt(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const t0 = TAG_CHALLENGE.exec(clause);
  // "ICPR 2026 RARE-VISION Competition" (round 15): a competition only at an "International Conference" by its initials
  // ("JSON 2025 Kaggle Competition" names none); a challenge as before.
  const t = t0 && (!/ompetition/.test(t0[0]) || conferenceInitials(t0[1])) ? t0 : namedChallenge(clause);
  if (t && !listAcronym(t[1]) && !NOT_ACRONYMS.test(t[1]) && !SOCIETY.test(t[1])) {
    return { venue: t[1], year: year(t[2]), track: 'other', workshop: null, status: 'unclear', presentation: null };
  }
  const m = CHALLENGE_HOSTED.exec(clause);
  if (!m || listAcronym(m[1]) || NOT_ACRONYMS.test(m[1]) || SOCIETY.test(m[1])) return null;
  const own = /((?:19|20)\d{2})(?!.*(?:19|20)\d{2})/.exec(clause.slice(0, m.index));
  const y = m[2] ? Number(m[2]) : own ? Number(own[1]) : posted?.year ?? null;
  return { venue: m[1], year: y, track: 'other', workshop: null, status: 'unclear', presentation: null };
}
/**
 * "MNRAS, accepted, 25 pages": an acronym of capitals no list knows opening the clause, then the decision after a comma:
 * read as after an acceptance cue (decidedAcronym: its shape says whether it is main).
 */
const ACRONYM_THEN_DECISION = /^\s*((?:(?:IEEE|ACM)\s+)?[A-Z]{3,6})\s*,\s*(accepted|in\s+press|published)(?![A-Za-z])/i;
// "MNRAS accepted", "TALLIP Accepted", "8 pages, ICCV accepted paper" (round 13): with no comma, only "accepted" (maybe
// "paper") after the acronym, opening the clause or after a comma and ending it; read only where the acronym's shape says
// which kind of venue it is (a journal's initials, an "IC…" conference's): "GPT accepted" names no venue.
const ACRONYM_THEN_ACCEPTED = /(?:^|[,;])\s*((?:(?:IEEE|ACM)\s+)?[A-Z]{3,6})\s+(?:accepted|ACCEPTED|Accepted)(?:\s+(?:paper|Paper|PAPER))?\s*(?=$|[,;!]|\.(?:\s|$))/;
function acronymThenDecision(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = ACRONYM_THEN_DECISION.exec(clause);
  const bare = m ? null : ACRONYM_THEN_ACCEPTED.exec(clause);
  const acr = m?.[1] ?? bare?.[1];
  if (!acr || !/^(?:(?:IEEE|ACM)\s+)?[A-Z]{3,6}$/.test(acr)) return null;
  const published = m ? /^p/i.test(m[2]) : false;
  const e = decidedAcronym(acr, published ? 'published in ' : 'accepted in ');
  if (!e || (bare && e.track === 'other')) return null;
  // Bare, posted from October on, an event's acceptance may be for the next year's edition (README, Year 3): no year.
  const edition = e.event && posted && !(bare && posted.month >= 10) ? posted.year : null;
  return { venue: e.venue, year: e.year ?? edition, track: e.track, workshop: e.workshop, status: published ? 'published' : 'accepted', presentation: null };
}
/**
 * "ICCV", "14 pages, 12 figures, ICCV", "8 pages, 5 figures, IEEE ICMLA" (round 14): an acronym of four to six capitals
 * alone as the clause, or closing it after the page, figure and table counts, no cue and no year: the venue the paper is
 * in, read only where the acronym's shape says which kind of venue it is — an "International Conference" by its initials
 * ("IC…", the posting year's edition, none from October on) or an "International Journal" ("IJ…", no year): "EMNLP" or
 * "BERT" alone names nothing. An organisation's or a dataset's acronym written so is no venue (detect.ts, namesNoVenue).
 * Bare "J…" and "T…" shapes are not read (narrowed at merge): too many other words wear them ("JSON", "JAX", "TODO",
 * "TCGA", "TREC"), and a confident accepted main track from a lone unknown word is the error to avoid.
 */
const COUNTS_THEN_LONE_ACRONYM = /^\s*(?:[^,;()]*?\d\s*(?:pages?|figures?|figs?\.?|tables?|references?|appendi(?:x|ces)|pp\.?)(?![A-Za-z])[^,;()]*[,;]\s*)*((?:(?:IEEE|ACM)\s+)?(?:IC(?!J)|IJ)[A-Z]{2,4})\s*(?:\.?\s*$|[,;|]\s*(?=(?:[Pp]roject|[Cc]ode|[Ww]eb\s*(?:site|page)|[Gg]it[Hh]ub|[Hh]ome\s*page)(?![A-Za-z])))/;
function countsThenLoneAcronym(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = COUNTS_THEN_LONE_ACRONYM.exec(clause);
  if (!m) return null;
  const e = decidedAcronym(m[1], 'accepted in ');
  if (!e || e.track !== 'main') return null;
  const edition = e.event && posted && posted.month < 10 ? posted.year : null;
  return { venue: e.venue, year: e.year ?? edition, track: 'main', workshop: null, status: 'accepted', presentation: null };
}
/**
 * "11 pages, JOM (Journal of The Minerals, Metals & Materials Society)", "Accepted in ABCJ (Journal of …, …)": an
 * acronym of capitals closing the clause — alone, after the page, figure and table counts, or after an acceptance or
 * publication cue — then in brackets a name opening "Journal of" / "Journal on": the bracket says which kind of venue
 * the acronym is, a journal's short name (as "IJ…" does for countsThenLoneAcronym), so it need not spell the acronym
 * (JOM's expansion is its subtitle). No year (README: a journal with no year → null); a bare tag is accepted (round
 * vpool5, set 322 part A: nothing read). Every run is bounded, and each counts group matches one way only (it opens on
 * no space, its number is all the digits before the count word, it ends at its own comma), so the match stays linear.
 */
const ACRONYM_JOURNAL_BRACKET = /^\s{0,4}(?:(?=\S)[^,;()\d]{0,40}\d{1,5}\s{0,3}(?:pages?|figures?|figs?\.?|tables?|references?|appendi(?:x|ces)|pp\.?)(?![A-Za-z])[^,;()]{0,60}[,;]\s{0,4})*(?:([Aa]ccepted|[Pp]ublished)\s{1,4}(?:in|by|at|to|for)\s{1,4}(?:the\s{1,4})?)?([A-Z]{2,6})\s{0,4}\(\s{0,4}(?:[Tt]he\s{1,4})?Journal\s{1,4}(?:of|on)\s{1,4}[A-Z][^()]{2,120}\)\s{0,4}\.?\s{0,4}$/;
function acronymJournalBracket(clause: string): VenueEntry | null {
  const m = ACRONYM_JOURNAL_BRACKET.exec(clause);
  if (!m || listAcronym(m[2]) || NOT_ACRONYMS.test(m[2])) return null;
  return { venue: m[2], year: null, track: 'main', workshop: null, status: m[1] && /^p/i.test(m[1]) ? 'published' : 'accepted', presentation: null };
}
function decidedAcronym(rest: string, before: string): RestVenue | null {
  const m = DECIDED_ACRONYM.exec(rest);
  if (!m || !DECIDED_CUE.test(before) || listAcronym(m[1]) || NOT_ACRONYMS.test(m[1])) return null;
  const acr = m[1];
  // The two readings of round 15 ("accepted for ACR", "ACR (19 pages)") only where data says the shape is a venue's: a
  // JabRef journal's initials (MNRAS) or an "International Conference" (ICML), four letters or more (not "ICU", "MRI",
  // "IRB": three letters are too often something else); "accepted for TODO", "… in JSON (12 pages)" stay unread.
  if ((ACCEPTED_FOR.test(before) || COUNTS_AFTER.test(rest.slice(m[0].length))) && !(acr.length >= 4 && (journalInitials(acr) || conferenceInitials(acr)))) return null;
  // "Accepted by T-MM": the Transactions' dash only before a JabRef journal's initials ("T-JSON" is none).
  if (acr.startsWith('T-') && !transactionsDashed(acr)) return null;
  const dated = DECISION_DATE_AFTER.exec(rest.slice(m[0].length));
  const y = dated ? [dated[0], dated[1] ?? dated[2]] : COMMA_YEAR.exec(rest.slice(m[0].length));
  // "EUROPAR": a list venue's acronym written without its hyphen is that venue.
  const base = { venue: transactionsDash(acr) ?? foldedAcronymName(acr) ?? acr, year: y ? Number(y[1]) : null, workshop: null, end: m[0].length };
  // "Accepted in ACL main", "ACL Findings": a conference's main track or findings named after it, the posting year's edition.
  // "Accepted at ZORP conference": the kind of event named after it, a conference's main track too.
  // "Accepted at ICCV Workshops": the plural is the event's workshop programme (no workshop named), never its main track.
  // "Accepted by MNRAS letters": a journal's letters section is that journal's main track (round vunseen4), no event.
  if (m[2] && /^l/i.test(m[2])) return journalInitials(acr) || /^(?:I?J|T)/.test(acr) ? { ...base, track: 'main' } : null;
  if (m[2]) return { ...base, track: /^f/i.test(m[2]) ? 'findings' : /^w/i.test(m[2]) ? 'workshop' : 'main', event: true };
  // Mixed case: only as a journal's initials ("IoTJ"), never an event's — unless a comma and a year follow ("Accepted at
  // WiNLP, 2025"): an edition's year is an event's shape, read as an all-capitals acronym is (never the main track).
  // (a decision's date is no edition's year: "Accepted by LaTeX on 4 May 2025" names nothing, round vunseen4)
  const mixedEvent = /[a-z]/.test(acr) && !/J$/.test(acr) && y !== null && !dated;
  if (/[a-z]/.test(acr) && !/J$/.test(acr) && !mixedEvent) return null;
  const spelled = SPELLED_AFTER_DECIDED.exec(rest.slice(m[0].length));
  if (spelled) {
    if (!spelledBy(spelled[1], acr)) return null;
    if (/(?<![A-Za-z])[Ww]orkshop(?![A-Za-z])/.test(spelled[1])) return { ...base, track: 'workshop', workshop: acr, event: true, end: m[0].length + spelled[0].length };
    if (SPELLED_EVENT_WORD.test(spelled[1])) return { ...base, track: 'main', event: true, end: m[0].length + spelled[0].length };
    return { ...base, track: 'main', end: m[0].length + spelled[0].length };
  }
  if (INTERNATIONAL_CONFERENCE.test(acr)) return { ...base, track: 'main', event: true };
  if (!mixedEvent && (/^(?:I?J|T)/.test(acr) || /[a-z]/.test(acr) || journalInitials(acr))) return { ...base, track: 'main' };
  if (/^I?W/.test(acr)) return { ...base, track: 'workshop', workshop: acr };
  if (JOURNAL_CUE.test(before)) return { ...base, track: 'main' };
  return { ...base, track: 'other' };
}

/** "published in IRJMETS (Vol. 7, Issue 3, 2025)": an acronym cited with its volume is a journal's, whatever the cue. */
const CITED_ACRONYM = /^([A-Z][A-Z0-9&]*[A-Z])\s*[(,]\s*Vol(?:ume)?\.?\s*\d+(?:[^)]{0,40}?((?:19|20)\d{2})(?!\d))?/;
/**
 * "Under review at Strategy Science (no decision yet)": two to four capitalised words ending the clause (or before a
 * bracket) after a submission or review cue, named as written (never a main-track claim: the paper is not accepted).
 * "in" may take "the" ("Submitted to Zebra Studies in the Widgets (Oxford University Press)", round v307, set 308 part
 * A), as journals' names do ("of the" not: "Findings of the Association for …" is a list venue's track, read later).
 */
const PENDING_NAME = /^((?:[A-Z][a-z]+)(?:\s+(?:(?:of|and|&|for|on|in(?:\s+the)?)\s+)?[A-Z][a-z]+){1,3})(?=\s*(?:$|[.;(]|,(?!\s*[A-Z])))/;
/**
 * "Published in Applied Sciences", "matching the version published in Geomatics", "Accepted for publication in Applied
 * Computer Science (2026)": one to four capitalised words ending the clause (or before a bracket or a comma) after a
 * journal's publication cue ("published in", "for publication in", "to appear in") are a journal no list knows, named as
 * written (README: the name as written), with the year printed right after it. One word only of four letters or more,
 * never a language, a publisher, a kind of venue or a month. A submission's reader above reads the pending cues alike.
 */
function publishedName(rest: string, before: string): RestVenue | null {
  // "to be published by Cambridge University Press": "by" names the publisher, not the journal; "Published on Animals"
  if (!(JOURNAL_CUE.test(before) || /published\s+on\s+(?:the\s+)?$/i.test(before)) || /by\s+(?:the\s+)?$/i.test(before) || THESIS.test(before)) return null;
  return nameAsWritten(rest, false);
}

/**
 * The journal a publication or a submission cue names in words no list knows: one to four capitalised words (one only,
 * `oneWord`), closed as PUBLISHED_NAME_END says; no publisher, language, kind of venue or abbreviation cut short.
 */
function nameAsWritten(rest: string, oneWord: boolean): RestVenue | null {
  const named = oneWord ? ONE_PUBLISHED_NAME.exec(rest) : PENDING_NAME.exec(rest) ?? ONE_PUBLISHED_NAME.exec(rest);
  if (!named || NOT_PENDING_NAME.test(named[1]) || NOT_ONE_WORD_NAMES.test(named[1]) || NOT_PUBLISHED_NAME.test(named[1]) || PUBLISHER_END.test(named[1])) return null;
  // "to appear in Paris", "published in Singapore", "to appear in Hindi": a place (places.ts) or a language is where or in
  // what the text comes out, no journal's name (round fmprobe)
  if (isLanguageName(named[1]) || PUBLISHER.test(named[1]) || isPlaceName(named[1])) return null;
  // "to appear in Class. Quant. Gravity", "Proc. 5th Fluorescence Workshop", "Published in: Sharma, S., …": an
  // abbreviation or a person's name goes on after the words; only the clause's end, a bracket, a full stop before a
  // sentence or a comma before a date or a volume close a journal's name here
  if (!(PUBLISHED_NAME_END.test(rest.slice(named[1].length)) || DECIDED_ON_AFTER.test(rest.slice(named[1].length))) || ARXIV_CATEGORY_AFTER.test(rest.slice(named[1].length))) return null;
  // "to appear in Funktsional. Anal. i Prilozhen", "Nucl. Phys. (Proc. Suppl.)": a last word that JabRef's abbreviations
  // write with a period is an abbreviation the clause was cut at, not the end of a name
  const last = `${named[1].slice(named[1].lastIndexOf(' ') + 1)}.`;
  if (abbreviationBegunBy(last)) return null;
  const y = journalYearAfter(rest.slice(named[1].length));
  return { venue: named[1], year: y, track: 'main', workshop: null, end: named[1].length };
}
/** JabRef's abbreviations in code-unit order, for abbreviationBegunBy; made again when the table is another. */
let sortedAbbreviations: { of: readonly string[]; sorted: readonly string[] } | null = null;
/**
 * Whether one of JabRef's abbreviations is `first` or begins with it as its first word (`first` then a space): two
 * binary searches in the sorted abbreviations (the strings beginning with a prefix sit together from the first one not
 * less than it), not a scan of all ~28k on each call (round vspeed of 12-07).
 */
export function abbreviationBegunBy(first: string): boolean {
  const abbrs = journalAbbreviations().abbreviations();
  if (sortedAbbreviations?.of !== abbrs) sortedAbbreviations = { of: abbrs, sorted: [...abbrs].sort() };
  const sorted = sortedAbbreviations.sorted;
  return atLeast(sorted, first) === first || (atLeast(sorted, `${first} `)?.startsWith(`${first} `) ?? false);
}
/** The first of the sorted strings not less than s (undefined when none is). */
function atLeast(sorted: readonly string[], s: string): string | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}
/** What may follow a published journal's name: nothing, ";", a bracket not followed by more of a name ("Education (ASEE) North Central Section Conference"), a full stop before a sentence's word (no abbreviation), a comma before a date or a volume. */
const PUBLISHED_NAME_END = /^\s*(?:$|;|\([^()]*\)\s*(?:$|[,.;]|\d)|\([^()]*$|\.\s*$|\.\s+[A-Z][a-z]+(?![a-z]*\.)(?![A-Za-z])|,\s*(?:(?:19|20)\d{2}|[Vv]ol|\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s))/;
/** "… Entropy on June 24, 2026": the decision's date after the name (ONE_PUBLISHED_NAME). */
const DECIDED_ON_AFTER = new RegExp(String.raw`^\s+on\s+${MONTH_NAME}\s+\d`);
/** A publisher's name ("Atlantis Press", "Springer Verlag") is no journal's. */
const PUBLISHER_END = /\b(?:Press|Publishing|Publishers?|Verlag|University)$/;
/** One capitalised word of four letters or more, ending the clause (or before a bracket or a comma not opening a name). */
// "accepted for publication in Entropy on June 24, 2026": the date of the decision (a month's name and a number after
// "on") may follow, as after a listed journal's name (ONE_WORD, SENT_ON); JOURNAL_YEAR_AFTER reads its year (v237).
const ONE_PUBLISHED_NAME = new RegExp(String.raw`^([A-Z][a-z]{3,})(?=\s*(?:$|[.;(]|,(?!\s*[A-Z][a-z]))|\s+on\s+${MONTH_NAME}\s+\d)`);
/** Platforms (README: blogs and forums are no venues; preprint servers and indexes, round fmprobe), languages, printing and parts of a work: "published on Medium", "published in English", "to appear in Print". */
const NOT_PUBLISHED_NAME = /^(?:Twitter|Medium|Google|YouTube|Youtube|Kaggle|Zenodo|Figshare|GitHub|Github|Gitlab|GitLab|HuggingFace|Substack|LinkedIn|Reddit|Facebook|OpenReview|Openreview|ResearchGate|Overleaf|Website|Blog|Bluesky|Mastodon|Discord|Slack|Notion|English|Chinese|French|German|Spanish|Portuguese|Russian|Japanese|Korean|Italian|Turkish|Arabic|Persian|Print|Part|Parts|Full|Abstract|Brief|Summary|Preprint|Advance|Volume|Issue|Chapter|Section|Appendix|Book|Books|Series|Lecture|Notes|Papers|Letters|Press|Online|Early|Access|Final|Revised|Extended|Short|Long|Future|Due|Time|Order|Honou?r|Memoriam|Festschrift|Preprints|Authorea|Qeios|Research\s+Square|Scopus|Wikipedia|Dataverse)(?:\s|$)/;
/** A thesis or report submitted to a university, a task force or a committee is no paper at a venue. */
const THESIS = /\b(?:thesis|dissertation|white\s+paper|report|(?:degree|final|capstone)\s+project)\b/i;
/** "Submitted to the Computation and Language (cs.CL) category": an arXiv category, not a venue (README). */
const ARXIV_CATEGORY_AFTER = /^\s*(?:\(\s*[a-z\-]+\.[A-Za-z\-]+\s*\)\s*)?(?:category|section|archive)\b|^\s*\(\s*[a-z\-]+\.[A-Za-z\-]+\s*\)/i;
/** Publishers, review systems and generic words are no venue's name ("Springer Nature", "Open Review"). */
const NOT_PENDING_NAME = /^(?:Springer|Elsevier|Wiley|Nature|Taylor|Frontiers|Open|Peer|Journal|Conference|Transactions|Review|Special|Main|Track|Workshop|Proceedings|Publication)\b|\b(?:Conference|Workshop|Symposium|Track|Review|Reviewers?|Editors?|Process|University|Institute|College|School|Department|Committee|Council|Force|Agency|Board|Foundation|Office|Ministry|Society|Group|Team|Center|Centre|Laboratory|Lab)$/;

/**
 * A cheap first test for a bare event tag: an event word followed, somewhere, by a year (or ending the text, maybe before
 * a bracketed acronym with an apostrophe year: "The 33rd ACM Multimedia Conference (MM '25)"); or a year leading a formal
 * name ("2025 IEEE 64th Conference on Decision and Control (CDC)"); or "Workshop on/of/for …" with a year after it
 * ("The 7th International Workshop on … (BoatSE 2026)").
 */
const BARE_HINT = /(?:Conference|Symposium|Congress|Meeting)\b[^.;]*?(?:19|20)\d{2}|(?:Conference|Symposium|Congress)(?:\s+(?:on|of|for)\s[^.;\d]*|\s*\(\s*[A-Z][\w\-]*\s*\))?\s*$|(?:Conference|Symposium|Congress)(?:\s+(?:on|of|for)\s[^.;\d()]*)?\s*\(\s*[A-Z][\w\-]*\s*['’]\d{2}\s*\)\s*$|(?:19|20)\d{2}\s[^.;]{0,60}?(?:Conference|Symposium|Congress|Meeting|(?:International|World)\s+Forum)\s+(?:on|of|for)\s|Workshop\s+(?:on|of|for)\s[^.;]*?(?:19|20)\d{2}|(?:19|20)\d{2}\s+[\-–—]\s+(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:International|Annual|Joint)\s+)?Workshop\s+(?:on|of|for)\s/;
/** "The 7th …", "2025 IEEE 64th …": a leading article before an ordinal, a publisher between the year and the ordinal. */
const BARE_LEAD = /^(?:the\s+(?=(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:st|nd|rd|th))\s))?((?:19|20)\d{2}\s+)?(?:(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)(?:\/[A-Z]{2,6})?(?:\s+[A-Z]{2,6}(?:\/[A-Z]{2,6})*)?\s+(?=\d{1,3}(?:st|nd|rd|th)\s))?/i;
/** What may follow a bare tag: the clause end, punctuation, or a capitalised word (a place). */
const TAG_END = /^\s*(?:$|[,;.)(]|[A-Z0-9])/;
const DASH_WORKSHOP_AFTER = /^\s+[\-–—]\s+((?:[A-Z][\w\-]*\s+){1,8}[Ww]orkshop)\s*(?=$|[,;.])/;
/**
 * Where a bare tag may start: the clause start, after a comma, colon or semicolon, right after a status word with no
 * preposition ("Accepted 2026 IEEE 22nd International Conference on … (CASE 2026)"), or a year opening a sentence after
 * a full stop that ends a word ("Pruning, Optimization. 2025 Intelligent Information and Control Conference (IICC 2025)").
 */
const BARE_AT = /(?:(?<![A-Za-z])(?:[Aa]ccepted|[Pp]ublished|[Pp]resented|[Ss]ubmitted|ACCEPTED|PUBLISHED)\s+|^|[,:;]\s*|(?<=[a-z]{3}\.)\s+(?=(?:19|20)\d{2}\s))(?=(?:the\s+)?(?:(?:19|20)\d{2}\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|[IVX]+)\s+)?[A-Z])/g;

const YEAR_ANYWHERE = /(?:19|20)\d{2}|['’]\d{2}(?!\d)/;
/** Nothing but an acronym in brackets after the name, to the end of the text. */
const CLAUSE_IS_NAME_END = /^\s*(?:\(\s*[A-Z][\w\-]*\s*\))?\s*$/;
/** The rest of the text holds no cue word or digit before the name: the name stands alone. */
const NAME_ONLY_REST = /^(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:IEEE|ACM|ASME|IFIP|ITG|SIAM)(?:\/[A-Z]+)?\s+)?[A-Z][^\d]*$/;
/** An acronym, a colon and an edition's ordinal maybe, ending the text before an event's spelled-out name. */
const ACRONYM_COLON_END = /(?<![\w\-])([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s*:\s*(?:[Tt]he\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?$/;
/** A spelled-out conference or symposium: "International Conference on …", "… Conference on …", "… Symposium". */
const SPELLED_EVENT = /(?:Conference|Symposium|Congress)\s+(?:on|of|for)\s|(?:Conference|Symposium|Congress)$/;
/**
 * "5 pages, Social Simulation Conference 2025 (SSC'2025)", "International Conference on X 2025": an event name with
 * its year standing alone in the clause, read as a bare venue tag (accepted). A year is required: a name alone is
 * as often a topic or a past event as the paper's venue.
 */
function bareEvent(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  if (!BARE_HINT.test(clause)) return null;
  BARE_AT.lastIndex = 0;
  for (let b = BARE_AT.exec(clause); b; b = BARE_AT.exec(clause)) {
    if (b[0] === '') BARE_AT.lastIndex = b.index + 1;
    // "12 pages, In International Conference on …": "In" before the name (a citation's) is no part of it.
    const rest = clause.slice(b.index + b[0].length).replace(/^(?:[Tt]he|In)\s+/, '').replace(BARE_LEAD, '$1');
    if (!EVENT_WORD_SOON.test(rest.slice(0, 100))) continue;
    const skip = SKIP_EDITION.exec(rest)!;
    const after = rest.slice(skip[0].length);
    const named = NAME_FORM.exec(after);
    // A bare workshop tag only in the formal shape, "Workshop on X (ACR YEAR)": the name and its acronym both written.
    if (named && /\bWorkshop\b/.test(named[1]) && !named[3]) continue;
    const m = named ?? EVENT_FORM.exec(after);
    if (!m || NOT_EVENT_NAMES.test(m[1]) || notOneEvent(m[1], after.slice(m[0].length))) continue;
    const e = plausible(eventVenue(m[1].replace(/\s+/g, ' ').replace(CONNECTOR_END, '').trim(), m, skip, after), posted);
    // "The 30th EG-ICE: International Conference on Intelligent Computing in Engineering": the acronym the name follows after
    // a colon is the event's short name (README: its acronym when given), as "(EG-ICE)" after it would be.
    const lead = e.venue.includes(' ') ? ACRONYM_COLON_END.exec(clause.slice(0, b.index + b[0].length) + rest.slice(0, rest.length - after.length + m.index)) : null;
    if (lead && !NOT_ACRONYMS.test(lead[1])) e.venue = lead[1];
    // After a full stop, a year opens a tag only when the name is confirmed by its acronym in brackets ("… Conference
    // (IICC 2025)"): a spelled name cut short there ("… Advances in Software, hardware and …") is no tag to trust.
    if (/^\s+$/.test(b[0]) && e.venue.includes(' ')) continue;
    // "8 pages, 5 figures, IEEE/ASME International Conference on Advanced Intelligent Mechatronics": a spelled-out
    // conference or symposium's name (its acronym in brackets maybe) that is the whole rest of the text, with no year,
    // is a tag of the edition of the posting year (a name inside a sentence may be a topic or a past event: not read; a year
    // before it, "ICAI'25: 27th International Conference on …", belongs to a tag the other shapes read).
    if (e.year === null && posted && NAME_ONLY_REST.test(clause.slice(b.index + b[0].length)) && CLAUSE_IS_NAME_END.test(after.slice(m[0].length))
      && !YEAR_ANYWHERE.test(clause.slice(0, b.index))
      && SPELLED_EVENT.test(m[1]) && !/\bWorkshop\b/.test(m[1])) e.year = posted.year;
    // "ACM International Conference on Multimedia 2025 - Multi-modal Food Computing Workshop": a workshop named after a
    // spaced dash is one held at the event, never its main track.
    const dashWorkshop = e.year !== null && e.track === 'main' && e.workshop === null ? DASH_WORKSHOP_AFTER.exec(after.slice(m[0].length)) : null;
    if (dashWorkshop) return { venue: e.venue, year: e.year, track: 'workshop', workshop: dashWorkshop[1], status: statusBefore(clause.slice(0, b.index + b[0].length)), presentation: presentationCue(clause) };
    if (e.year === null || !TAG_END.test(after.slice(m[0].length))) continue;
    // "Submitted to: Workshop on … (VAHC 2025)": a cue the shapes after a cue miss still gives the status; "Accepted in
    // the Extended Abstract, The 22nd International Conference on …": a qualifier in the clause gives the track.
    const before = statusBefore(clause.slice(0, b.index + b[0].length));
    const status = before === 'submitted' || before === 'under_review' || before === 'rejected' ? before : 'accepted';
    // Read outside the name: "… for Industry 5.0 (STI)" names no industry track.
    const track = e.track === 'main' ? trackCue(`${clause.slice(0, b.index)} ${after.slice(m[0].length)}`.replace(QUOTED, ' ')) : null;
    return { venue: e.venue, year: e.year, track: track && track !== 'workshop' ? track : e.track, workshop: e.workshop, status, presentation: presentationCue(clause) };
  }
  return null;
}

// "Accepted, Presented and Published as part of Proceedings of …": the acceptance, other steps, then print, listed.
const ACCEPTED_AND_PUBLISHED = /accepted(?:\s*,\s*[a-z]+){0,3}\s*,?\s+and\s+published/i;

/** "… published at ", "… appeared in ": the paper in print, said right before the name. */
// "accepted but not yet published at ICDM2025": a publication denied is none (cues.ts reads it as no cue).
const PUBLISHED_LAST = /(?:(?<!(?<![A-Za-z])not\s+(?:yet\s+)?(?:been\s+)?)published\s+(?:at|in|by|on)|appeared\s+in)\s+(?:the\s+)?$/i;
/**
 * "to appear in", "to be presented and published at", "soon published": a publication still to come (accepted); also
 * "to b published", "be" with its last letter dropped before a participle.
 */
const FORWARD = /(?<![A-Za-z])(?:(?:to|will)\s+(?:be|b(?=\s+(?:published|presented|included))|appear)|soon|forthcoming)(?![A-Za-z])/i;
/** The status the text before the venue states: accepted / to appear wins over the word "proceedings". */
/** "Accepted submission to the 2026 IEEE Aerospace Conference": the submission's decision, said before the word. */
const ACCEPTED_SUBMISSION = /(?<![A-Za-z])accepted\s+submission\s+to\s+(?:the\s+)?$/i;
/** "submitted version of", "submitted (preprint) version of": the participle as an attribute of the record's version. */
const SUBMITTED_VERSION = /(?<![A-Za-z])submitted\s+(?:\([a-z\s\-]{1,30}\)\s+)?(?:version|manuscript|draft)\s+of(?![A-Za-z])/gi;
/** The cues of `text` (`cues`, already read) with a "submitted" that names a version's kind left out. */
function cuesBesideVersion(text: string, cues: string[]): string[] {
  if (!cues.includes('submitted') || !/submitted/i.test(text)) return cues;
  return statusCues(text.replace(SUBMITTED_VERSION, (m) => ' '.repeat(m.length))).map((c) => c.status);
}
export function statusBefore(text: string): string {
  if (ACCEPTED_AND_PUBLISHED.test(text)) return 'published'; // README: "accepted and published" is published
  if (ACCEPTED_SUBMISSION.test(text)) return 'accepted';
  const cues = statusCues(text).map((c) => c.status);
  // "submitted to and accepted for presentation at": a decision after the submission is the status.
  if (cues.includes('submitted') && cues.lastIndexOf('accepted') > cues.lastIndexOf('submitted') && !cues.includes('rejected')) return 'accepted';
  // "Accepted author version of a paper published at ICECET 2026": an acceptance said of the manuscript, then the paper
  // in print; the cue nearest the name is its status (as for list venues).
  // "the original submitted (preprint) version of a paper published in …": "submitted" naming the record's own version
  // (an attribute of the noun "version"), then the paper in print, is no submission of it (round v303, set 303 part A).
  if (PUBLISHED_LAST.test(text) && !FORWARD.test(text) && cuesBesideVersion(text, cues).every((c) => c === 'accepted' || c === 'published')) return 'published';
  for (const s of ['previous_version', 'rejected', 'under_review', 'submitted', 'accepted'] as const) if (cues.includes(s)) return s;
  return cues.includes('published') ? 'published' : 'accepted';
}

/** "Workshop", "Workshops" (group 1) or the word then "on / for / of / at" (group 2) right after an acronym and year. */
/** After "Workshop": the workshop's acronym ("LIMIT", "MAGMaR"), or its quoted title after an optional colon. */
/** Or a title in capitalised words after a colon, ending the clause: "CHI 2026 Workshop: Ethics at the Front-End". */
const NAMED_AFTER_WORKSHOP = /^(?:\s+([A-Z][\w\-]*[A-Z][\w\-]*)(?![\w\-])|\s*:?\s*["“]([^"”]{3,160})["”]|\s*:\s*([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|a|an|and|at|for|in|of|on|the|to|with|&)){1,12})\s*[!?]?\s*(?=$|;|\.(?:\s|$)))/;
const HOST_WORKSHOPS = /^\s*workshop(s)?(?![A-Za-z])(\s+(?:on|for|of|at)\s)?/i;
/** "… 2026 International Workshop", "… 2026, the 3rd International Workshop": an international workshop right after an event's year. */
const INTERNATIONAL_WORKSHOP = /^\s*,?\s*(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\s+)?International\s+Workshop(?![A-Za-z])/;
const HOST_AFTER = /^\s*(?:workshop|symposium)?\s*,?\s*(?:under|at|@|of|co-?located\s+with|held\s+(?:at|with))\s+(?:the\s+)?([A-Z][a-z0-9]*[A-Z][\w\-]*)(?=\s+(?:conference|(?:19|20)\d{2})|\s*['’]\d{2}|\s*$|[\s,.;)])/i;

/** The venue read from the text after a cue, and where its name ends in that text. */
/** `event`: an event named without its year (given the posting year when accepted or published); `anyStatus`: whatever the status. */
type RestVenue = Omit<VenueEntry, 'presentation' | 'status'> & { end: number; event?: boolean; anyStatus?: boolean; short?: ShortYear };
/** A year read from two digits after an acronym ("IOLTS25", "(SSC'25)", "EP2DS-17"), which may be an edition number. */
interface ShortYear { digits: string; glued: boolean }

/** A two-digit year more than a year away from the posting is an edition number: "MG11" posted in 2007 is no 2011 event. */
// "To appear in Proceedings of NTA11 2025", "Accepted at BEA19 2025": an edition's number glued to the acronym, then the
// year in four digits, is the event of that tag in the year given (round v209; the bare tag already read it so).
function plausible(e: RestVenue, posted: { year: number; month: number } | null | undefined, after = ''): RestVenue {
  // "Accepted to ICML25" on a record first posted in 2023: a comment updated later may name an edition up to two years on.
  if (!e.short || !posted || e.year === null || (e.year - posted.year >= -1 && e.year - posted.year <= 2)) return e;
  const venue = e.short.glued ? `${e.venue}${e.short.digits}` : e.venue;
  const stated = e.short.glued ? YEAR_AFTER_EDITION.exec(after) : null;
  return { ...e, venue, workshop: e.workshop === null ? null : venue, year: stated ? Number(stated[1]) : null };
}
const YEAR_AFTER_EDITION = /^\s+((?:19|20)\d{2})(?![\w.])/;

/**
 * "Medical Imaging with Deep Learning (MIDL) 2026", "ACM Multimedia (ACM MM), 2025": a name in capitalised words with no
 * event word, the acronym its words spell in brackets, then maybe the year, ending the clause or set off by a comma or a
 * dash: the event of that acronym (as written), in the year given, else the posting year's edition.
 */
// "Engineering Applications and Advances of Artificial Intelligence 2026 (EAAAI'26)": the year may stand after the name,
// before the brackets, and the acronym's year be two digits after an apostrophe (all the years given agree).
// "Big Data from Space 2025 (BiDS'25)": "from" joins the name's words as "of" and "for" do (round v305, set 305 part A:
// nothing was read); the acronym must still be the one the words spell.
const SPELLED_THEN_ACRONYM = /^(?:\d{1,3}(?:st|nd|rd|th)\s+)?((?:IEEE\s+|ACM\s+)?[A-Z][\w\-]*:?(?:\s+(?:[A-Z][\w\-]*:?|and|&|of|on|for|in|the|with|to|from)){1,10})(?:\s+((?:19|20)\d{2}))?\s*\(\s*((?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:[\s'’\-]*((?:19|20)\d{2})|['’](\d{2}))?\s*\)(?:[\s,'’\-]*((?:19|20)\d{2}))?(?![\w(])(?=\s*(?:$|[.,;:)]|\s[\-–—]\s))/;
const JOURNAL_WORD = /(?<![A-Za-z])(?:Transactions?|Journal|Letters|Magazine|Review|Bulletin|Annals)(?![A-Za-z])/;
function spelledThenAcronym(rest: string): RestVenue | null {
  const m = SPELLED_THEN_ACRONYM.exec(rest);
  if (!m || NOT_ACRONYMS.test(m[3]) || EVENT_WORD.test(m[1]) || SHAPE_WORD.test(m[1])) return null;
  // "(ACM MM)" reaches here as "(    MM)" (a publisher inside brackets is blanked): the name's publisher is the acronym's.
  const pub = /^(?:IEEE|ACM)(?=\s)/.exec(m[1])?.[0];
  const acr = m[3].replace(/\s+/g, '');
  // "Euromicro Software Engineering and Advanced Applications (SEAA)": an organiser's word leading the name, which the
  // acronym leaves out, is no letter of it (round vleft8); the name's other words spell it.
  const named = spelledBy(m[1], acr) || spelledAfterLead(m[1], acr) ? m[3] : pub && !acr.startsWith(pub) && spelledBy(m[1], pub + acr) ? `${pub} ${m[3]}` : null;
  // a journal's name ("IEEE Transaction on …", "… Review") has no edition: no posting year for it
  const years = [m[2], m[4], m[5] && `20${m[5]}`, m[6]].filter((y): y is string => !!y);
  if (years.some((y) => y !== years[0])) return null;
  return named ? { venue: named, year: year(years[0]), track: 'main', workshop: null, end: m[0].length, event: !JOURNAL_WORD.test(m[1]) } : null;
}

/** True when the name's words after its first one (a capitalised word, not the acronym's initial) spell the acronym. */
function spelledAfterLead(name: string, acr: string): boolean {
  const sp = name.indexOf(' ');
  return sp > 0 && name.charAt(0) !== acr.charAt(0) && /^[A-Z][a-z]+$/.test(name.slice(0, sp)) && spelledBy(name.slice(sp + 1), acr);
}

/** "IEEE TNSE", "IEEE T-ASE", "IEEE WCL": the publisher, then an acronym, not followed by an event word. */
const IEEE_ACRONYM = /^IEEE\s+([A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)?)(?![\w\-])(?!\s*(?:['’]?\d{2}\s+)?(?:Conference|Symposium|Workshop|Congress|Meeting)\b)/;
/**
 * "Submitted to IEEE TNSE": an acronym after "IEEE" that no catalogue venue holds, read as the IEEE periodical whose
 * ISO-4 initials it is (JabRef's IEEE list), when no other IEEE periodical has them. Named as the catalogue names that
 * periodical when it does (T-ASE -> the CCF entry), else by its initials, as its full name is named (ieeeShortName).
 */
function ieeeByAcronym(rest: string): RestVenue | null {
  const m = IEEE_ACRONYM.exec(rest);
  if (!m || m[1].replace(/-/g, '').length < 3 || listAcronym(m[1])) return null;
  const y = journalYearAfter(rest.slice(m[0].length));
  // "IEEE T-MM": a Transactions acronym with the hyphen after its "T" some authors print is the journal the catalogue
  // holds under the acronym without it (TMM).
  const unhyphened = /^T-[A-Z]{2,}$/.test(m[1]) ? listJournal(m[1].replace('-', '')) : null;
  if (unhyphened) return { venue: unhyphened, year: y, track: 'main', workshop: null, end: m[0].length };
  const full = ieeePeriodical(m[1]);
  if (!full) return null;
  return { venue: looseCatalogueName(full) ?? ieeeShortName(full), year: y, track: 'main', workshop: null, end: m[0].length };
}

/**
 * An all-capitals acronym standing alone after a cue: the clause ends, or a comma, semicolon, period or bracket follows.
 * Not a year: "Accepted to CCL 2025", "accepted for presentation at ABC 2026" name events (an edition), not journals.
 */
const LONE_CAPITALS = /^([A-Z]{3,6})(?![\w\-&'’])(?=\s*(?:$|[,;.(]))/;
/**
 * "Accepted for publication in PCCP", "Accepted for publication in RAA": an acronym no list holds, alone after the cue,
 * read as the physical-science journal whose ISO-4 initials it is (JabRef's physical-science lists: "Phys. Chem. Chem.
 * Phys.", "Res. Astron. Astrophys."), when those lists hold one journal with them only; named by its ISO-4 abbreviation,
 * as physics journals are. Initials two journals share (JCP, CMP) name neither.
 */
function physicalByAcronym(rest: string): RestVenue | null {
  const m = LONE_CAPITALS.exec(rest);
  if (!m || listAcronym(m[1]) || NOT_ACRONYMS.test(m[1])) return null;
  const abbr = physicalJournalByInitials(m[1]);
  if (!abbr) return null;
  const y = journalYearAfter(rest.slice(m[1].length));
  return { venue: abbr, year: y, track: 'main', workshop: null, end: m[1].length };
}

/**
 * An IEEE periodical no catalogue entry names, however it is written: by its initials when readers use them, for a
 * Transactions, a Journal of / on, an Open (Access) Journal or Letters of five initials at most (WCL, TNSE, JOE, OJSP);
 * else by its full name ("IEEE Internet of Things Journal" is not ITJ, a magazine not its initials, "IEEE Journal of
 * Selected Topics in Applied Earth Observations and Remote Sensing" not JSTAEORS).
 */
/** "FinMMEval Lab at CLEF 2026": a named lab, shared task, challenge or competition, "at", the host's acronym and year. */
const LAB_AT_HOST = /^[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){0,4}\s+(?:Lab|Shared\s+Task|Challenge|Competition)\s+(?:at|@)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d|\.\d)/;
/** "Embedded Systems Week (ESWEEK-26)": up to six capitalised words, then "(ACR YEAR)", then the clause's end. */
const NAME_PAREN_YEAR = new RegExp(String.raw`^${PUBLISHERS}*((?:[A-Z][\w\-]*\s+){0,5}[A-Z][\w\-]*)\s*\(\s*([A-Z][A-Za-z0-9&]*[A-Z][A-Za-z0-9&]*)[\s'’\-]*((?:19|20)\d{2}|\d{2})\s*\)\s*(?=$|[,;.])`);
/**
 * "Image and Vision Computing New Zealand (IVCNZ) 2025", "Practice and Experience in Advanced Research Computing (PEARC '26)":
 * capitalised words (connectors between them) with no event word,
 * the acronym of their initials in parentheses, the year inside or right after them, then the clause's end.
 */
// "the Intelligent Methods, Systems, and Applications (IMSA) 2026 conference": commas in the name, the event word last.
// "Northern Lights Deep Learning (NLDL) Conference 2025": the kind of event may stand between the bracket and the year.
const NAME_INITIALS_PAREN = new RegExp(String.raw`^${PUBLISHERS}*([A-Z][\w\-]*(?:,?\s+(?:(?:and|of|for|in|on|&)\s+)?[A-Z][\w\-]*){1,7})\s*\(\s*([A-Z][A-Za-z0-9&]*[A-Z][A-Za-z0-9&]*)(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?\s*\)(?:\s+(?:[Cc]onference|[Ss]ymposium|[Cc]ongress)(?=[\s,]*(?:19|20)\d{2}))?(?:[\s,]*((?:19|20)\d{2})(?!\d))?(?:\s+(?:conference|symposium|congress))?\s*(?=$|[,;.])`);
/** An event word (or a track) right after a name, its year between: "… conference 2025", "… 2026 Workshop". */
const EVENT_AFTER_NAME = /^\s*(?:(?:19|20)\d{2}\s+)?(?:workshop|symposium|conference|congress|track)/i;
/** "the Artificial Life conference 2025 (ALife 2025)": capitalised words, a lower-case event word, "(ACR YEAR)". */
const TOPIC_EVENT_PAREN = new RegExp(String.raw`^(?:the\s+)?[A-Z][\w\-]*(?:\s+${NAME_WORD}){0,8}\s+(conference|symposium|workshop|congress)(?:\s+((?:19|20)\d{2}))?\s*\(\s*([A-Z][A-Za-z&\-]*[A-Z][A-Za-z&\-]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*\)`);
/** "[IEEE Conference, ]ICAIBD(International Conference of … Big Data) 2025": an acronym, its spelled-out name, the year. */
const ACR_SPELLED_YEAR = new RegExp(String.raw`^(?:(?:IEEE|ACM)\s+[Cc]onference\s*,\s*)?${PUBLISHERS}*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\(\s*((?:The\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:[A-Z][\w\-]*\s+){0,4}(?:Conference|Symposium|Congress|Workshop)\s+(?:on|of|for)\s+[^()]{3,140}?)\s*\)\s*,?\s*((?:19|20)\d{2})(?!\d)`);
/** A capitalised word of a place's name: no event, track or session word ("…, Workshop on X, 2025" is no place). */
const PLACE_WORD = String.raw`(?!(?:Workshops?|Conference|Symposium|Track|Sessions?|Special|Proceedings|Challenge)(?![\w.\-]))[A-Z][\w.\-]*`;
/** "IEEE UEMCON, IBM T.J. Watson Research Center, New York, USA, 2024": a publisher, an acronym, a place in capitalised words, the year. */
const ACR_PLACE_YEAR = new RegExp(String.raw`^${PUBLISHERS}+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*,(?:\s*${PLACE_WORD}(?:\s+(?:${PLACE_WORD}|of|de|del|la|the|and|am|upon))*\s*,){1,5}\s*((?:19|20)\d{2})(?!\d|\.\d)(?=\s*(?:$|[,;.)]))`);
/** "(JETCAS)" right after a journal's name. */
const PROCEEDINGS_SERIES_NAME = /\bWorkshops?\s+Proceedings$/;
const PAREN_ACR_AFTER_JOURNAL = /^\s*\(\s*([A-Z][A-Z0-9&\-]{2,9})\s*\)/;
/** ", Early Access," / ", Online First," between a journal's name and its year. */
const ONLINE_FIRST = /^\s*,?\s*(?:Early\s+Access|Online\s+First|In\s+Press|Just\s+Accepted)\s*(?=,)/i;
/**
 * True when the initials of the name's capitalised words are, in order, letters of the acronym, its first letter the
 * first initial, with at most two letters more ("MESAS": Modelling and Simulation for Autonomous Systems; "ARES":
 * Availability, Reliability and Security): the acronym took a second letter from a word.
 */
function initialsWithin(name: string, acr: string): boolean {
  const initials = name.split(/[\s\-\/,]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0].toLowerCase());
  const letters = acr.toLowerCase().replace(/[^a-z]/g, '');
  if (initials.length < 3 || letters[0] !== initials[0] || letters.length > initials.length + 2) return false;
  let i = 0;
  for (const ch of initials) {
    i = letters.indexOf(ch, i);
    if (i < 0) return false;
    i++;
  }
  return true;
}

/** True when the acronym's letters are, in order, initials of the name's words ("JETCAS": Journal on Emerging and …). */
/** The spelled workshop in brackets after a tag ("(5th Workshop on Bias and Fairness in AI)") when `acr` is not its own. */
function workshopOfTag(after: string, acr: string): string | null {
  const inner = /^\s*\(\s*([^()]{8,160}?)\s*\)/.exec(after);
  if (!inner) return null;
  const name = inner[1].replace(/^(?:the\s+)?(?:(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:st|nd|rd|th))\s+)?/i, '').replace(/\s+/g, ' ');
  const topic = name.replace(/^(?:(?:International|Annual|Joint|IEEE|ACM)\s+)*Workshop\s+(?:on|of|for|in)\s+(?:the\s+)?/i, '');
  // "IWBF 2026 (14th International Workshop on Biometrics and Forensics)": an acronym that spells the whole name (or its
  // topic), or shares an initial with either, is the workshop's own.
  if (topic === name || !/^[A-Z]/.test(topic) || [topic, name].some((n) => n.charAt(0).toLowerCase() === acr.charAt(0).toLowerCase())) return null;
  return spelledBy(topic, acr) || initialsOf(topic, acr) || spelledBy(name, acr) || initialsOf(name, acr) ? null : name;
}
/**
 * True when an acronym the text gives in brackets after a journal's name is that name's own: its word initials
 * (initialsOf), or its capitalised words spelled with more of their letters (spelledBy: "International Journal of
 * Artificial Intelligence in Education (IJAIED)"), the publisher's acronym left out ("ACM Transactions on AI for Science
 * (TAIS)"). The publisher's letters spell no such acronym: "Communications of the ACM (CACM)" stays named in full, as the
 * labels name it.
 */
function givenAcronymSpells(name: string, acr: string): boolean {
  return initialsOf(name, acr) || spelledBy(name.replace(PUBLISHER_WORD, ''), acr);
}
const PUBLISHER_WORD = /(?<![\w\-])(?:IEEE|ACM)(?:\/(?:IEEE|ACM))?(?![\w\-])\s*/g;
export function initialsOf(name: string, acr: string): boolean {
  const initials = name.split(/[\s\-\/]+/).filter(Boolean).map((w) => w[0].toLowerCase()).join('');
  let i = 0;
  for (const ch of acr.toLowerCase().replace(/[^a-z]/g, '')) {
    i = initials.indexOf(ch, i);
    if (i < 0) return false;
    i++;
  }
  return true;
}

/** Event names that are a paper's kind or a generic phrase, not a venue ("Main Conference", "Conference Paper"). */
// A name with a track in it ("Industry Track of Top Tier Conference") or two coordinations ("Computers and Graphics and
// EG Symposium": two venues listed) is no one event's name.
const LISTED_OR_TRACK = /\bTrack\b|(?:\s(?:and|&)\s.*){2}/;
/** "American Institute of Physics Conference Proceedings": a name joined by "of" and then "Proceedings" is a series. */
const JOINED = /\s(?:of|the|for|on|in)\s/;
function notOneEvent(name: string, after: string): boolean {
  return LISTED_OR_TRACK.test(name.split(/\b(?:Conference|Symposium|Congress|Meeting)\b/)[0] + (/\bTrack\b/.test(name) ? ' Track' : '')) || (JOINED.test(name) && /^\s+Proceedings\b/.test(after));
}
const NOT_EVENT_NAMES = /^(?:(?:The|Main|Short|Long|Full|Regular|Accepted|Top|Tier|Top-Tier|Premier|Leading|Major|Flagship|Conference|Workshop|Proceedings|International|Annual|World|Joint|European|Asian|National|American|Chinese|IEEE|ACM|AIP|SPIE|IOP|ASME|IFAC|Springer|Elsevier)\s+)+(?:Conference|Symposium|Meeting|Congress)(?:\s+Series)?$/;
/**
 * "ICSECS Conference": one acronym and "Conference" is that acronym's event. A symposium or congress keeps its word ("CTI
 * Symposium", "GLAST Symposium", "ISPRS Congress"): the acronym there names an organiser or a mission, as the labels cite it.
 */
const ACRONYM_EVENT = /^(?:(?:IEEE|ACM)\s+)?([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)\s+Conference$/;
const ACRONYM_AFTER_COMMA = /^\s*[,:]?\s*([A-Z][A-Za-z&\-]*[A-Z][A-Za-z&\-]*)[\s'’\-]*((?:19|20)\d{2})(?!\d)/;
/**
 * "International Conference on Innovations in Intelligent Systems: Advancements in Computing, Communication, and
 * Cybersecurity (ISAC3)": the acronym in parentheses after the name's subtitle (a colon, then capitalised words) names
 * the event, with or without its year.
 */
const SUBTITLE_PAREN = /^\s*:\s+[A-Z][^.;:()]{1,120}?\(\s*([A-Z][A-Za-z&\-]*[A-Z][A-Za-z&\-]*\d?)(?:[\s'’\-]*((?:19|20)\d{2}|\d{2}))?\s*\)/;
/**
 * "(ACR 'YY)" within a few words after the name, before the sentence ends: a subtitle or organiser between; "(FSE Companion '26)".
 * A bracket saying which larger event holds it may stand between too: "… Evolutionary Computation (Part of EvoStar),
 * April 2026 (EvoApplications 2026)".
 */
const PAREN_SOON = new RegExp(String.raw`^(?:\s*\(\s*(?:[Pp]art\s+of|[Cc]o-?located\s+with|[Hh]eld\s+(?:jointly\s+)?with)\s[^()]{1,60}\))?[^.;()]{1,90}?\(\s*((?:[A-Z]|[a-z](?=[A-Z]))[A-Za-z&\-]*[A-Z][A-Za-z&\-]*)(?:\s+(?:Companion|Adjunct))?[\s'’\-]*((?:19|20)\d{2}|\d{2})\s*\)`);
/** "(AIM 202^)": parentheses holding an acronym and at most a garbled number (no year), right after a name. */
const PAREN_INITIALS = /^\s*\(\s*([A-Z][A-Za-z&\-]*[A-Z])(?:\s+\d[^()\s]{0,6})?\s*\)/;
const YEAR_AFTER_NAME = /^[\s,]*(?:\(\s*)?((?:19|20)\d{2})(?!\d)|^[^.;()]{0,90}?\b(?:held|taking\s+place|scheduled)\b[^.;]{0,40}?(?<!\d)((?:19|20)\d{2})(?!\d)|^[\s,:]*(?:[A-Z][a-z]+,?\s+){0,3}(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?|\d{1,2}(?:st|nd|rd|th)?)(?:[\s\-–]+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?|\d{1,2}(?:st|nd|rd|th)?)){0,4},?\s+((?:19|20)\d{2})(?!\d)|^\s*\([^()]{1,24}\)\s*,?\s*((?:19|20)\d{2})(?!\d)|^\s*\(\s*[A-Za-z][\w&\-]*\s*,\s*((?:19|20)\d{2})\s*\)/;

/** The venue of a spelled-out event name: its acronym when the parentheses give one, its year, a workshop's track. */
/** "(Koli Calling 2025)": one to three capitalised words and a year in parentheses. */
const LEADING_WORDS_PAREN = /^\s*\(\s*([A-Z][\w&\-]*(?: [A-Z][\w&\-]*){0,2})\s+((?:19|20)\d{2})\s*\)/;

const FORMER_WORKSHOP_WORD = /\b(?:Conference|Symposium|Congress|Meeting)\b/;
function eventVenue(printed: string, m: RegExpExecArray, skip: RegExpExecArray, after: string): RestVenue {
  // "23rd Scandinavian Conference, SCIA 2025": the acronym and year after a comma name the event too.
  const rest = after.slice(m[0].length);
  const name = withoutPlace(printed, rest);
  // "… Advanced Intelligent Mechatronics 2026 (AIM 202^)": an acronym of the name's initials opening the parentheses
  // right after it names the event even when what follows it there is no year.
  const initialsParen = m[3] ? null : PAREN_INITIALS.exec(rest);
  const comma = m[3] ? null : ACRONYM_AFTER_COMMA.exec(rest) ?? PAREN_SOON.exec(rest) ?? SUBTITLE_PAREN.exec(rest)
    ?? (initialsParen && initialsOf(name, initialsParen[1]) ? initialsParen : null);
  const acr0 = m[3] && !NOT_ACRONYMS.test(m[3]) ? m[3] : comma && !NOT_ACRONYMS.test(comma[1]) ? comma[1] : null;
  // "the 25th Koli Calling International Conference on Computing Education Research (Koli Calling 2025)": the name's
  // leading words and the year in the parentheses right after it are the short name readers use.
  const leading = acr0 || !rest.includes('(') ? null : LEADING_WORDS_PAREN.exec(rest);
  const acr = acr0 ?? (leading && name.startsWith(`${leading[1]} `) ? leading[1] : null);
  // "European Conference of Artificial Intelligence": a list venue's full name up to its function words is that venue.
  // "Symposium on Mixed and Augmented Reality Adjunct (ISMAR-Adjunct)": the event's companion volume (posters, demos,
  // workshops) named by the event's acronym and "Adjunct" / "Companion": that event, never its main track (README:
  // companion proceedings are track other).
  const volume = acr ? COMPANION_ACRONYM.exec(acr) : null;
  const venue = volume ? volume[1] : acr ?? trailingInitials(name) ?? ACRONYM_EVENT.exec(name)?.[1] ?? looseCatalogueName(name) ?? name;
  const later = YEAR_AFTER_NAME.exec(after.slice(m[0].length));
  const y = year(m[2]) ?? year(m[4]) ?? year(skipYear(skip)) ?? (acr && comma ? year(comma[2]) : null) ?? (acr && leading ? year(leading[2]) : null) ?? year(later?.[1] ?? later?.[2] ?? later?.[3] ?? later?.[4] ?? later?.[5]) ?? placeDateYear(after.slice(m[0].length));
  // "the Eleventh Conference on Machine Translation (WMT26)", "International Conference on Spoken Language Translation
  // (IWSLT)": a conference whose acronym spells its name with "Workshop" for its event word (and not as printed) is a
  // workshop series that kept its acronym when it grew: a workshop of its own (README: WMT, WASPAA), never a main track.
  // "Zebra Conference and Workshop on …": a conference held with its workshop is a conference (main track).
  const workshop = (/\bWorkshop\b/.test(name) && !JOINT_CONFERENCE.test(name)) || (acr !== null && /^I?W/.test(acr) && !spelledBy(name, acr) && spelledBy(name.replace(FORMER_WORKSHOP_WORD, 'Workshop'), acr));
  // Two digits after an apostrophe are a year ("UMAP Adjunct '24"); glued or after a hyphen they may be an edition.
  const short = acr && m[4]?.length === 2 && year(m[2]) === null && !m[0].includes(`'${m[4]}`) && !m[0].includes(`’${m[4]}`)
    ? { digits: m[4], glued: m[0].includes(`${acr}${m[4]}`) } : undefined;
  return { venue, year: y, track: volume ? 'other' : workshop ? 'workshop' : 'main', workshop: workshop && !volume ? venue : null, end: skip[0].length + m[0].length, event: true, short };
}
/** "ISMAR-Adjunct", "MobileHCI Companion": an event's acronym, then the name of its volume of short work. */
const COMPANION_ACRONYM = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s\-]+(?:Adjunct|Companion)$/;

/** Words JabRef lists as a journal's whole name that, alone after a cue, name none ("submitted as a Preprint"). */
/** ", Computations and Universality": the word opens a list of capitalised words (a title), no journal's name. */
const LISTED_AFTER = /^,\s*[A-Z][a-z]+(?:\s*,|\s+(?:and|&)\s)/;
const NOT_ONE_WORD_JOURNAL = /^(?:Preprint|Review|Reviews|Proceedings|Publication|Journal|Springer|Elsevier|Conference)$/;
/** " in Utrecht", " in San Diego": "in" and one to three capitalised words closing a name. */
const IN_PLACE_END = /\s+in\s+[A-Z][a-z]+(?:[\s\-][A-Z][a-z]+){0,2}$/;
/** ", Netherlands", ", HI", ", United States": the comma and words after a name, up to the next comma or bracket. */
const COMMA_SEGMENT = /^\s*,\s*([A-Z][A-Za-z.'\s]{1,40}?)\s*(?=$|[,;.()]|\s+(?:19|20)\d{2})/;
/**
 * "International Conference on New Interfaces for Musical Expression in Utrecht, Netherlands": "in" and a city closing
 * an event's name, when a country or a US / Canadian / Australian state follows after a comma, is where it was held,
 * not part of its name ("Conference on Signal Processing in Medicine" keeps its words).
 */
function withoutPlace(name: string, rest: string): string {
  const place = IN_PLACE_END.exec(name);
  if (!place) return name;
  const next = COMMA_SEGMENT.exec(rest);
  return next && (countryCode(next[1]) ?? regionCountry(next[1])) ? name.slice(0, place.index) : name;
}

/** "International Symposium on Applied Reconfigurable Computing ARC": the name's last word, in capitals. */
const TRAILING_ACRONYM = /^(.+?\s(?:on|of|for|in)\s.+?)\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)$/;
/**
 * "Joint Conference on Digital Libraries JCDL", "International Conference on Inventive Systems and Control ICISC": an
 * acronym printed right after the spelled-out name, unbracketed, whose letters are the name's initials, is the name
 * readers use.
 */
function trailingInitials(name: string): string | null {
  const m = TRAILING_ACRONYM.exec(name);
  return m && m[2].length >= 3 && !NOT_ACRONYMS.test(m[2]) && initialsOf(m[1], m[2]) ? m[2] : null;
}

const ACR_WORKSHOP = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s+workshop(?![A-Za-z])(?!\s+(?:on|of|for|at|in|@)\s)/;
// "Accepted at 5th NLPerspectives Workshop": an edition's ordinal before the acronym marks a workshop series, the word
// capitalised or not; not when a quoted title follows ('the 6th INTEGRAL Workshop "The Obscured Universe"': a meeting
// named by its title, read elsewhere).
const ORDINAL_ACR_WORKSHOP = /^\d{1,2}(?:st|nd|rd|th)\s+([A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*)\s+[Ww]orkshop(?![A-Za-z])(?!\s+(?:on|of|for|at|in|@)\s)(?!\s*["“])/;
/**
 * "the FoRMA workshop (Foundation Models in …) at IEEE RO-MAN 2026": an acronym, the word workshop, its name spelled out in
 * brackets or not, then "at" (or "@", "co-located with") a host's acronym, hyphenated or not, and its year.
 */
// "LAMAS&SR workshop at FLoC 2026": two workshops' acronyms joined by "&" name one joint workshop.
// "Accepted for KG-NeSy Workshop, co-located with ISWC 2026": the workshop's acronym may hold a hyphen or an ampersand.
const ACR_WORKSHOP_AT_BARE_HOST = /^((?:[A-Z]|[a-z]+(?=[A-Z]))[A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\s+[Ww]orkshop\s+(?:at|@)\s*(?:the\s+)?(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?=\s*(?:$|[,;)]|\.(?:\s|$)))/;
// "Accepted at the PIPPI Workshop of MICCAI 2025": "of" the host joins them too.
const ACR_WORKSHOP_AT_HOST = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*(?:[&\-][A-Z][A-Za-z0-9]*)?)\s+[Ww]orkshop(?:\s*\([^()]{1,160}\))?\s*,?\s+(?:at|@|of|co-?located\s+with|held\s+(?:at|with))\s+(?:the\s+)?(?:(?:IEEE|ACM)(?:\/[A-Z]+)?[\s\-]+)?([A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d|\.\d)/;
const SPELLED_ACR_YEAR_EVENT = /^[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,10}\s*\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\)[\s'’\-]*((?:19|20)\d{2})\s+(?:conference|symposium|congress)(?![A-Za-z])/;
/**
 * "the 2026 Transportation Research Board (TRB) Annual Meeting": a name spelled in capitalised words without an event
 * word, its acronym in brackets, then a capitalised "(Annual) Meeting", "Conference", "Symposium" or "Congress", the year
 * before the name or right after the bracket: that event, named by its acronym.
 */
const SPELLED_ACR_MEETING = /^(?:((?:19|20)\d{2})\s+)?[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,10}\s*\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\)[\s'’\-]*((?:19|20)\d{2})?\s+(?:Annual\s+)?(?:Meeting|Conference|Symposium|Congress)(?![A-Za-z])/;
const SPELLED_WORKSHOP_AT_HOST = /^(?:the\s+)?([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|with|to)){0,8})\s+Workshop\s+(?:at|@|co-?located\s+with|held\s+at)\s+(?:the\s+)?(?:(?:IEEE|ACM)[\s\-]+)?([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\d|\.\d)/;
const SPELLED_BEFORE_ACR_WORKSHOP = /^[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){0,10}\s*\(\s*([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\s*\)(?=\s+[Ww]orkshop\b)/;
/** "To appear at 2026 IEEE SPAWC": the edition's year and the publisher before an acronym that ends the clause. */
const YEAR_PUBLISHER_ACRONYM = /^((?:19|20)\d{2})\s+(?:IEEE|ACM)(?:\/(?:IEEE|ACM))?\s+([A-Z][A-Za-z0-9&]*[A-Z][A-Za-z0-9&]*)(?=\s*(?:$|[.,;)]))/;
const ORDINAL_ACRONYM_ALONE = /^\d{1,3}(?:st|nd|rd|th)\s+([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&]*)(?:\s*,\s*((?:19|20)\d{2})(?!\d))?(?=\s*(?:$|[.,;)]))/;
/**
 * "Accepted at 22nd AIAI 2026": the edition's ordinal before an acronym and its year; the publisher may stand between
 * them ("Accepted in 1st IEEE ZQXA 2025", round v307, set 308 part A), read as "IEEE ZQXA 2025" alone is.
 */
const ORDINAL_BEFORE_ACRONYM = /^\d{1,3}(?:st|nd|rd|th)\s+(?=(?:(?:IEEE|ACM)\s+)?[A-Z][a-z0-9]*[A-Z][A-Za-z0-9\-]*[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})(?!\d))/;
const CAPITALS = /[A-Z].*[A-Z]/;
/**
 * "Published in Machines 2025, 13(1), 27": a name, the year, the volume (its issue in brackets) and the article number or
 * pages, the clause ending there: a journal cited as its publisher prints it (MDPI's style), named as written.
 */
const CITED_NAME_YEAR = /^([A-Z][A-Za-z&\-]*\.?(?:\s+(?:[A-Z][A-Za-z&\-]*\.?|and|&|of|on|for|in|the)){0,5})\s+((?:19|20)\d{2}),\s*\d{1,4}\s*(?:\(\s*\d{1,4}\s*\)\s*)?,\s*[A-Za-z]?\d{1,7}(?:\s*[\-–]\s*[A-Za-z]?\d{1,7})?(?=\s*(?:$|[.;]))/;

/** "STIL @ BRACIS 2025": a workshop's acronym, "@", the host's acronym and year. */
// "ArgXAI@ECAI25": the host's two-digit year may be glued to its acronym.
const ACR_AT_HOST = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9\-]*)\s*@\s*([A-Z][A-Za-z0-9]*?[A-Z][A-Za-z]*)[\s'’\-]*((?:19|20)\d{2}|['’]?\d{2})(?!\d|\.\d)/;
/** True when the text has a capital letter (A-Z) at that index (checked before a regex is run). */
function capitalAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 65 && c <= 90;
}
/** "ZQAI/QuietLearn 2026": two acronyms (two capitals at least each) joined by a slash, then the year; not before a word or a slash. */
const SLASH_PAIR_FORM = /^([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)\/([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?![\w/]|\.\w)/;
/**
 * "APSIPA ASC 2025": an organiser's acronym, an event's acronym, its year, then the end of the tag (a sentence's period
 * after the year ends it too: "Accepted at ECML PKDD 2026. 22 pages"; a decimal point does not).
 */
const ORG_ACR_FORM = /^([A-Z]{2,8})\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})(?!\w|\.\w)(?=\s*(?:$|[,;.()]))/;
/**
 * "IEEE 2025 Conference on Games": the publisher, the edition's year, then an event's name (its ordinal or event word
 * first); read as "2025 IEEE Conference on Games" (the year moved before the publisher, the same length).
 */
const PUBLISHER_YEAR_EVENT = /^((?:IEEE|ACM|IFIP|SIAM|EAI|IAPR)\s+)((?:19|20)\d{2})(\s+)(?=(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:International|Annual|Joint|Conference|Symposium|Congress|Workshop)(?![A-Za-z]))/;
/**
 * "the XX Congreso Internacional de Ingeniería (CIDI 2025)", "Simpósio Brasileiro de Banco de Dados 2025", "Actes de la
 * 12e Conférence …": an event named in Spanish, Portuguese, French, Italian or German — its ordinal (Roman or Arabic,
 * "12e", "5º"), up to three capitalised words, the kind of event in that language, then capitalised words and that
 * language's connectors — with its acronym (and year) in brackets, or its year after: that event, by its acronym when
 * the brackets give one or one in capitals closes the name, else its name as written.
 */
const FOREIGN_EVENT_WORD = /Congr[eè]s|Conf[eé]r[eê]nci|Conf[eé]rence|Conferenza|Simp[oó]sio|Jornadas|Colloque|Tagung|Konferenz|Encontro|Encuentro|Convegno|Semin[aá]rio/;
const FOREIGN_EVENT = /^(?:(?:[IVXLC]+|\d{1,3}(?:e|ème|[º°ª.]|st|nd|rd|th)?)\s+)?((?:[A-ZÀ-Ý][A-Za-zÀ-ÿ\-]*\s+){0,3}(?:Congreso|Congresso|Congrès|Conferencia|Conferência|Conférence|Conferenza|Simposio|Simpósio|Jornadas|Colloque|Tagung|Konferenz|Encontro|Encuentro|Convegno|Seminário)(?:\s+(?:[A-ZÀ-Ý][A-Za-zÀ-ÿ\-]*|de|do|da|dos|das|del|des|du|la|le|les|sobre|en|em|di|della|delle|für|et|y|e|und))*)(?:\s*\(\s*([A-Z][A-Za-z0-9\-]*[A-Z])(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?\s*\))?(?:[\s,]+((?:19|20)\d{2})(?!\d))?/;
const FOREIGN_CONNECTOR_END = /(?:\s+(?:de|do|da|dos|das|del|des|du|la|le|les|sobre|en|em|di|della|delle|für|et|y|e|und))+$/;
function foreignEvent(rest: string): RestVenue | null {
  const m = FOREIGN_EVENT_WORD.test(rest) ? FOREIGN_EVENT.exec(rest) : null;
  if (!m) return null;
  const y = m[3] ? (/^\d/.test(m[3]) ? Number(m[3]) : 2000 + Number(m[3].slice(1))) : m[4] ? Number(m[4]) : null;
  const name = m[1].replace(FOREIGN_CONNECTOR_END, '');
  if (!m[2] && (y === null || !/\s/.test(name))) return null;
  // "… Congreso Internacional de Informática y Computación ANIEI 2012": an acronym in capitals closing the name, before
  // the year, is the event's.
  const closing = m[2] ? null : /\s([A-Z]{3,}[A-Z0-9]*)$/.exec(name);
  return { venue: m[2] && !NOT_ACRONYMS.test(m[2]) ? m[2] : closing && !NOT_ACRONYMS.test(closing[1]) ? closing[1] : name, year: y, track: 'main', workshop: null, end: m[0].length };
}

function fromRest(text: string): RestVenue | null {
  const py = text.charCodeAt(0) === 73 || text.charCodeAt(0) === 65 ? PUBLISHER_YEAR_EVENT.exec(text) : null;
  const rest = py ? `${py[2]}${py[3]}${py[1]}${text.slice(py[0].length)}` : text;
  // "to appear in Phys. Plasmas", "submitted to IEEE Trans. Inform. Theory", "Accepted to J Fluid Mech": a journal's
  // abbreviation JabRef lists, read whole (the capitalised-word readers below stop at its first period).
  const abbreviated = journalAbbreviationAt(rest);
  if (abbreviated) {
    const y = journalYearAfter(rest.slice(abbreviated.end));
    return { venue: abbreviated.venue, year: y, track: 'main', workshop: null, end: abbreviated.end };
  }
  const foreign = foreignEvent(rest);
  if (foreign) return foreign;
  // Five shapes below need an opening bracket (a spelled-out name or an acronym in parentheses); most texts after a cue
  // have none, and their regexes would read the capitalised words before failing.
  const bracket = rest.includes('(');
  const cited = CITED_NAME_YEAR.exec(rest);
  if (cited && !NOT_ACRONYMS.test(cited[1]) && !EVENT_WORD.test(cited[1])) return { venue: cited[1], year: Number(cited[2]), track: 'main', workshop: null, end: cited[0].length };
  // "To appear at the 38th CSEE&T": an edition's ordinal makes an acronym an event's, in the posting year unless a year
  // follows ("Accepted in 28th ICCIT, 2025").
  const nth = ORDINAL_ACRONYM_ALONE.exec(rest);
  if (nth && !NOT_ACRONYMS.test(nth[1])) return { venue: nth[1], year: year(nth[2]), track: 'main', workshop: null, end: nth[0].length, event: true };
  // "the Platform for Advanced Scientific Computing (PASC) 2026 conference in Bern": a name spelled in capitalised words
  // without an event word, its acronym in brackets, the year, then the kind of event in lower case: that event.
  const spelledEvent = bracket ? SPELLED_ACR_YEAR_EVENT.exec(rest) : null;
  if (spelledEvent && !NOT_ACRONYMS.test(spelledEvent[1])) return { venue: spelledEvent[1], year: Number(spelledEvent[2]), track: 'main', workshop: null, end: spelledEvent[0].length };
  const meeting = bracket ? SPELLED_ACR_MEETING.exec(rest) : null;
  if (meeting && (meeting[1] ?? meeting[3]) && !(meeting[1] && meeting[3]) && !NOT_ACRONYMS.test(meeting[2]) && !EVENT_WORD.test(meeting[0].slice(0, meeting[0].indexOf('(')))) {
    return { venue: meeting[2], year: Number(meeting[1] ?? meeting[3]), track: 'main', workshop: null, end: meeting[0].length };
  }
  const dated = YEAR_PUBLISHER_ACRONYM.exec(rest);
  if (dated && !NOT_ACRONYMS.test(dated[2])) return { venue: dated[2], year: Number(dated[1]), track: 'main', workshop: null, end: dated[0].length };
  // The ordinal is no part of the acronym's name: read what follows it, the venue ending where that one does.
  const ordinal = ORDINAL_BEFORE_ACRONYM.exec(rest)?.[0];
  const past = ordinal ? fromRest(rest.slice(ordinal.length)) : null;
  if (past) return { ...past, end: ordinal!.length + past.end };
  const periodical = ieeeByAcronym(rest) ?? physicalByAcronym(rest);
  if (periodical) return periodical;
  // "Accepted to the FinMMEval Lab at CLEF 2026": an evaluation lab, shared task or challenge held at an event no list
  // knows is that event's, a track of its own (other), as a challenge at a list conference is.
  const lab = LAB_AT_HOST.exec(rest);
  if (lab && !NOT_ACRONYMS.test(lab[1])) return { venue: lab[1], year: year(lab[2]), track: 'other', workshop: null, end: lab[0].length };
  // A workshop at a host no list knows is the host's workshop, as at a list conference (the host found by the catalogue).
  // "the Dependable AI in Embedded Systems (DAIES) Workshop at SAFECOMP 2026": the name spelled out before its bracketed
  // acronym is read as that acronym.
  const bracketed = bracket ? SPELLED_BEFORE_ACR_WORKSHOP.exec(rest) : null;
  const atHost = ACR_WORKSHOP_AT_HOST.exec(bracketed ? bracketed[1] + rest.slice(bracketed[0].length) : rest);
  if (atHost && !NOT_ACRONYMS.test(atHost[1]) && CAPITALS.test(atHost[2]) && !NOT_ACRONYMS.test(atHost[2])) {
    return { venue: atHost[2], year: year(atHost[3]), track: 'workshop', workshop: atHost[1], end: atHost[0].length + (bracketed ? bracketed[0].length - bracketed[1].length : 0) };
  }
  // "accepted by the AI4Law workshop at ICML.", "accepted at 9th wiNLP workshop at EMNLP": the same with the host's year
  // left out, the host's acronym ending the clause: that host's workshop, the posting year's edition (as for a bare
  // event after a cue), never a workshop of an event named earlier in the sentence.
  const atBareHost = ACR_WORKSHOP_AT_BARE_HOST.exec(rest);
  if (atBareHost && !NOT_ACRONYMS.test(atBareHost[1]) && CAPITALS.test(atBareHost[2]) && !NOT_ACRONYMS.test(atBareHost[2])) {
    return { venue: listConference(atBareHost[2]) ?? atBareHost[2], year: null, track: 'workshop', workshop: atBareHost[1], end: atBareHost[0].length, event: true };
  }
  // "the Agent Skills Workshop at ACM CAIS 2026": a workshop's name spelled in capitalised words (no acronym), then "at"
  // a host no list knows, its acronym and year: the host's workshop, named as written.
  const spelledAt = SPELLED_WORKSHOP_AT_HOST.exec(rest);
  if (spelledAt && CAPITALS.test(spelledAt[2]) && !NOT_ACRONYMS.test(spelledAt[2])) {
    return { venue: spelledAt[2], year: year(spelledAt[3]), track: 'workshop', workshop: `${spelledAt[1]} Workshop`, end: spelledAt[0].length };
  }
  // "under review at the CWM workshop": an acronym no list knows and the word workshop, no year: that workshop, its own
  // venue, the posting year's edition (as a bare "IDE Workshop" tag).
  // "Accepted at STIL @ BRACIS 2025": an acronym "@" a host no list knows, with the host's year, is a workshop held there
  // (as "DMLR@ICLR 2026" at a list host), never the host's main track.
  const atSign = rest.includes('@') ? ACR_AT_HOST.exec(rest) : null;
  if (atSign && !NOT_ACRONYMS.test(atSign[1]) && !NOT_ACRONYMS.test(atSign[2])) return { venue: atSign[2], year: year(atSign[3]), track: 'workshop', workshop: atSign[1], end: atSign[0].length };
  const tag = ACR_WORKSHOP.exec(rest) ?? ORDINAL_ACR_WORKSHOP.exec(rest);
  if (tag && !NOT_ACRONYMS.test(tag[1])) return { venue: tag[1], year: null, track: 'workshop', workshop: tag[1], end: tag[0].length, event: true, anyStatus: true };
  // "Accepted to the IEEE ICRA Workshop on Field Robotics 2024", "Accepted to RSS Workshop on Scalable and Resilient …
  // 2025": an event's acronym (not one the workshop's own words spell) before "Workshop on / for / of" and a name: the
  // host's workshop, in the year the clause gives after the name (else the posting year's edition), never its main track.
  const onHost = HOST_BEFORE_WORKSHOP_ON.exec(rest);
  if (onHost && !NOT_ACRONYMS.test(onHost[1]) && !GLUED_WORD.test(onHost[1])) {
    const tail = rest.slice(onHost[0].length).split(/[.;](?:\s|$)|\(/)[0];
    const words = /^[Ww]orkshops?\s+(?:on|for|of)\s+(?:the\s+)?([^,:]*)/.exec(tail)?.[1] ?? '';
    if (!spelledBy(words, onHost[1]) && !initialsOf(words, onHost[1])) {
      const y = [...tail.matchAll(/(?<![\d.])((?:19|20)\d{2})(?![\d.])/g)].pop()?.[1];
      return { venue: listConference(onHost[1]) ?? onHost[1], year: year(y), track: 'workshop', workshop: workshopName(HOST + ' ' + tail), end: onHost[0].length + tail.length, event: true };
    }
  }
  // "accepted at XAIE4 (ICPR 2026)": an acronym no list knows with no year, then another event's acronym and year in
  // brackets: the first is held at the second (a workshop there), never the host's main track.
  const held = bracket ? ACR_THEN_HOST_BRACKET.exec(rest) : null;
  if (held && held[1] !== held[2] && !NOT_ACRONYMS.test(held[1]) && !NOT_ACRONYMS.test(held[2]) && !listAcronym(held[1]) && !listConference(held[1]) && !listJournal(held[1])) {
    return { venue: listConference(held[2]) ?? held[2], year: year(held[3]), track: 'workshop', workshop: held[1], end: held[0].length };
  }
  const acr = ACR_FORM.exec(rest);
  if (acr && !NOT_ACRONYMS.test(acr[1])) {
    const after = rest.slice(acr[0].length);
    // "the VibeX 2026 International Workshop on Vibe Coding …": an acronym no list knows, its year, then "International
    // Workshop": the acronym names that workshop, an event of its own (a host's workshop when one is named after it).
    const intl = INTERNATIONAL_WORKSHOP.exec(after);
    if (intl && !listConference(acr[1])) {
      const host = HOST_AFTER.exec(after.slice(intl[0].length))?.[1];
      const hosted = host && CAPITALS.test(host) && !NOT_ACRONYMS.test(host) && host !== acr[1];
      return { venue: hosted ? host : acr[1], year: year(acr[2]), track: 'workshop', workshop: acr[1], end: acr[0].length };
    }
    const word = HOST_WORKSHOPS.exec(after);
    if (word) {
      // "ASAIL 2025 Workshop under ICAIL conference": a workshop at a host named after it, else its own venue.
      const host = HOST_AFTER.exec(after.replace(/^\s*workshops?/i, ''))?.[1];
      if (host && CAPITALS.test(host) && !NOT_ACRONYMS.test(host)) return { venue: host, year: year(acr[2]), track: 'workshop', workshop: acr[1], end: acr[0].length };
      // "ICIAP 2025 Workshops", "ICIAP 2025 Workshop on X", "… Workshops at Milan": the acronym is the host's, its
      // workshop track, the workshop the one named after "on" (else unnamed); only a bare singular "ASAIL 2025 Workshop" is
      // a workshop of that name, its own venue.
      if (word[1] || word[2]) return { venue: acr[1], year: year(acr[2]), track: 'workshop', workshop: word[2] ? workshopName(after) : null, end: acr[0].length };
      // "Accepted at ICCV2025 Workshop LIMIT", "CHI 2025 workshop: "Resisting AI Solutionism …"": the workshop's own name
      // (an acronym, or a quoted title) after the word makes the acronym before it the host's, never the workshop's.
      const named = NAMED_AFTER_WORKSHOP.exec(after.slice(word[0].length));
      if (named) return { venue: acr[1], year: year(acr[2]), track: 'workshop', workshop: named[1] ?? named[2] ?? named[3], end: acr[0].length };
      // "Accepted for RSS 2026 workshop": a list conference's acronym is a host; the workshop is unnamed, not the host,
      // unless a title follows as the other hosts' workshops are named ("CHI 2026 Workshop: Ethics at the Front-End").
      // "Accepted for publication at ICCV 2025 Workshop: What is Next in Multimodal Foundation Models?": an unlisted acronym
      // too, when a title follows the colon that is no event's name and that the acronym does not spell.
      const listed = listConference(acr[1]);
      const title = listed ? null : COLON_TITLE.exec(after.slice(word[0].length));
      const titled = title !== null && !EVENT_WORD.test(title[1]) && !spelledBy(title[1], acr[1]) && !initialsOf(title[1], acr[1]);
      return { venue: acr[1], year: year(acr[2]), track: 'workshop', workshop: listed || titled ? workshopName(HOST + after) : acr[1], end: acr[0].length };
    }
    const short = acr[2].length === 2 && !/['’]\s*$/.test(acr[0].slice(0, -2)) ? { digits: acr[2], glued: rest.startsWith(`${acr[1]}${acr[2]}`) } : undefined;
    // "CMN'26 (9th International Workshop on …)": the name the parentheses spell out is a workshop's; "ITW 2025": an
    // acronym no list knows that ends in W, the usual shape of "… Workshop", is read as one (never as a main track).
    // "AAAIW2026": a list conference's acronym with a W is that conference's workshops (as CVPRW), the workshop unnamed.
    const host = wTagHost(acr[1]);
    if (host) return { venue: host, year: year(acr[2]), track: 'workshop', workshop: null, end: acr[0].length, short };
    // "ECML-PKDD 2025 (5th Workshop on Bias and Fairness in AI)": a spelled workshop the acronym does not spell (nor
    // share its initial with) is a workshop held at the acronym's event, named as printed (round 11).
    const hosted = WORKSHOP_SPELLED_AFTER.test(after) ? workshopOfTag(after, acr[1]) : null;
    if (hosted) return { venue: acr[1], year: year(acr[2]), track: 'workshop', workshop: hosted, end: acr[0].length, short };
    if (WORKSHOP_SPELLED_AFTER.test(after) || /^[A-Z]{2,}W$/.test(acr[1])) return { venue: acr[1], year: year(acr[2]), track: 'workshop', workshop: acr[1], end: acr[0].length, short };
    return { venue: acr[1], year: year(acr[2]), track: 'main', workshop: null, end: acr[0].length, short };
  }
  // "Accepted to APSIPA ASC 2025", "Accepted at SAE WCX 2026": an organiser's acronym in capitals before an event's
  // acronym and year, neither one a list venue's (a list host before a workshop's acronym, "CVPR NTIRE 2025", or a
  // workshop's acronym before its host is read elsewhere), ending the tag: one event, named as written (as "IFAC WC").
  const org = capitalAt(rest, 0) && capitalAt(rest, 1) ? ORG_ACR_FORM.exec(rest) : null;
  if (org && !NOT_ACRONYMS.test(org[1]) && !NOT_ACRONYMS.test(org[2]) && !ALIAS_INDEX.has(org[1].toLowerCase()) && !ALIAS_INDEX.has(org[2].toLowerCase())) {
    return { venue: `${org[1]} ${org[2]}`, year: year(org[3]), track: 'main', workshop: null, end: org[0].length };
  }
  // "Submitted to ZQAI/QuietLearn 2026 as a …": two acronyms no list knows joined by a slash, then the year, are one joint
  // event named as written (round vleft4, sets 324 and 97 part A); a listed pair ("IJCAI/ECAI 2026") is read elsewhere,
  // one list name in it ("AAAI/AIES") is not this shape, nor is a publisher pair ("IEEE/CVF").
  const joint = rest.includes('/') && capitalAt(rest, 0) ? SLASH_PAIR_FORM.exec(rest) : null;
  if (joint && !NOT_ACRONYMS.test(joint[1]) && !NOT_ACRONYMS.test(joint[2]) && !ALIAS_INDEX.has(joint[1].toLowerCase()) && !ALIAS_INDEX.has(joint[2].toLowerCase())) {
    return { venue: `${joint[1]}/${joint[2]}`, year: year(joint[3]), track: 'main', workshop: null, end: joint[0].length };
  }
  // "accepted to IEEE Conference, ICAIBD(International Conference of Artificial Intelligence and Big Data) 2025": an
  // acronym, the event's name spelled out in parentheses (its initials the acronym's letters), then the year.
  const spelled = bracket ? ACR_SPELLED_YEAR.exec(rest) : null;
  if (spelled && !NOT_ACRONYMS.test(spelled[1]) && initialsOf(spelled[2], spelled[1])) {
    const workshop = /\bWorkshop\b/.test(spelled[2]);
    return { venue: spelled[1], year: Number(spelled[3]), track: workshop ? 'workshop' : 'main', workshop: workshop ? spelled[1] : null, end: spelled[0].length };
  }
  // "Accepted and Presented at IEEE UEMCON, IBM T.J. Watson Research Center, New York, USA, 2024": an acronym, then the
  // place in comma-separated capitalised words, then the year ending the clause.
  const placed = ACR_PLACE_YEAR.exec(rest);
  if (placed && !NOT_ACRONYMS.test(placed[1]) && !journalAbbreviations().has(nameKey(placed[1]))) {
    return { venue: placed[1], year: Number(placed[2]), track: 'main', workshop: null, end: placed[0].length };
  }
  // "accepted for MT Summit 2025, Geneva", "Accepted in EMC Europe 2023": an acronym and "Summit" or "Forum", or a region,
  // then its year, is an event's name.
  // "EuCNC & 6G Summit 2026", "2026 EUCNC & 6G Summit": a conference's acronym joined by "&" to a summit or forum held with
  // it is that conference (the co-branded event's own name), the year before or after.
  const cobranded = CO_BRANDED_SUMMIT.exec(rest);
  if (cobranded && (cobranded[1] || cobranded[3]) && !NOT_ACRONYMS.test(cobranded[2])) {
    return { venue: cobranded[2], year: Number(cobranded[1] ?? cobranded[3]), track: 'main', workshop: null, end: cobranded[0].length };
  }
  const summit = SUMMIT_FORM.exec(rest) ?? REGION_FORM.exec(rest);
  if (summit && !NOT_ACRONYMS.test(summit[1].split(/\s/)[0])) return { venue: summit[1].replace(/\s+/g, ' '), year: Number(summit[2]), track: 'main', workshop: null, end: summit[0].length };
  const word = WORD_ACR_FORM.exec(rest);
  if (word && listAcronym(word[1].slice(word[1].search(/\s\S+$/) + 1).trim())) return { venue: word[1].replace(/\s+/g, ' '), year: Number(word[2]), track: 'main', workshop: null, end: word[0].length };
  const pub = PUBLISHER_NAME_FORM.exec(rest);
  // "the IEEE GLOBECOM Workshops 2025": a publisher, one acronym and "Workshops" are that event's workshop programme (its
  // host's workshop track, as "ICIAP 2025 Workshops"), never a main track of an event named so.
  const programme = pub ? /^(?:SPIE|IEEE|ACM|IFIP|EAI)\s+([A-Z][a-z0-9]*[A-Z][A-Za-z0-9\-]*)\s+Workshops$/.exec(pub[1]) : null;
  // "the IEEE GLOBECOM Workshops 2025: "Large AI Model over Future Wireless Networks"": a title after a colon names the workshop.
  if (programme && !NOT_ACRONYMS.test(programme[1])) {
    const titled = /^\s*:/.test(rest.slice(pub![0].length)) ? NAMED_AFTER_WORKSHOP.exec(rest.slice(pub![0].length)) : null;
    return { venue: programme[1], year: Number(pub![2]), track: 'workshop', workshop: titled?.[2] ?? titled?.[3] ?? null, end: pub![0].length };
  }
  if (pub) {
    const workshop = /\bWorkshop$/.test(pub[1]);
    // "the IEEE RO-MAN Conference 2026": the publisher, an acronym and the word Conference name the acronym's event (as
    // "the RO-MAN Conference 2026" does).
    const venue = workshop ? pub[1] : ACRONYM_EVENT.exec(pub[1])?.[1] ?? listedAfterSociety(pub[1]) ?? pub[1];
    return { venue, year: Number(pub[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? pub[1] : null, end: pub[0].length };
  }
  // "Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies (IMWUT), September 2025": a
  // PACM-style journal, named by its acronym; its year only when written.
  const pacm = PACM_HEAD.test(rest) ? PACM_FORM.exec(rest) : null;
  if (pacm && !NOT_ACRONYMS.test(pacm[2])) {
    const y = year(pacm[3]) ?? year(YEAR_AFTER_NAME.exec(rest.slice(pacm[0].length))?.slice(1).find(Boolean));
    return { venue: pacm[2], year: y, track: 'main', workshop: null, end: pacm[0].length };
  }
  // "Accepted in The Platform for Advanced Scientific Computing (PASC26) conference proceedings": a name, its acronym
  // and year in parentheses, then the event word.
  const parenEvent = bracket ? PAREN_ACR_EVENT.exec(rest) : null;
  if (parenEvent && !NOT_ACRONYMS.test(parenEvent[1])) {
    const workshop = /^[Ww]/.test(parenEvent[3]);
    return { venue: parenEvent[1], year: year(parenEvent[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? parenEvent[1] : null, end: parenEvent[0].length };
  }
  // "Accepted for Publication in IEEE/ACM Embedded Systems Week (ESWEEK-26)": capitalised words with no event word, then
  // the acronym and year in parentheses, ending the clause: that event, named by its acronym.
  const week = bracket ? NAME_PAREN_YEAR.exec(rest) : null;
  if (week && !NOT_ACRONYMS.test(week[2]) && !EVENT_WORD_SOON.test(week[1]) && !journalAbbreviations().has(nameKey(week[1]))) {
    return { venue: week[2], year: year(week[3]), track: 'main', workshop: null, end: week[0].length };
  }
  // "the Artificial Life conference 2025 (ALife 2025)": a topic in capitalised words, a lower-case event word, then the
  // acronym and year in parentheses: that event, named by its acronym (a journal's name as the topic is no claim on it).
  const topic = bracket ? TOPIC_EVENT_PAREN.exec(rest) : null;
  if (topic && !NOT_ACRONYMS.test(topic[3])) {
    const workshop = topic[1] === 'workshop';
    return { venue: topic[3], year: year(topic[4]) ?? year(topic[2]), track: workshop ? 'workshop' : 'main', workshop: workshop ? topic[3] : null, end: topic[0].length };
  }
  const paren = rest.indexOf('(');
  const initials = paren > 0 && paren < 160 ? NAME_INITIALS_PAREN.exec(rest) : null;
  if (initials && (initials[3] ?? initials[4]) && !NOT_ACRONYMS.test(initials[2]) && !EVENT_WORD_SOON.test(initials[1])
    && (initialsOf(initials[1], initials[2]) || initialsWithin(initials[1], initials[2]))
    && !journalAbbreviations().has(nameKey(initials[1]))) {
    return { venue: initials[2], year: year(initials[3] ?? initials[4]), track: 'main', workshop: null, end: initials[0].length };
  }
  // "IEEE 27th International Conference on …": a publisher before the edition's ordinal.
  // "2025 IEEE 64th Conference on …": the year, then the publisher, then the ordinal.
  const yearLead = YEAR_PUBLISHER_LEAD.exec(rest);
  const lead = yearLead?.[0] ?? LEADING_PUBLISHER.exec(rest)?.[0] ?? '';
  const skip = SKIP_EDITION.exec(rest.slice(lead.length))!;
  if (lead && skip[0]) skip[0] = lead + skip[0];
  if (yearLead && skip[0]) skip[1] ??= yearLead[1];
  const after = rest.slice(skip[0].length);
  // The event shapes below all hold an event word: most texts after a cue ("accepted at ICML 2026") have none.
  const eventy = EVENT_WORD_SOON.test(after.slice(0, 100));
  const named = eventy ? NAME_FORM.exec(after) : null;
  if (named) {
    const name = named[1].replace(/\s+/g, ' ').replace(CONNECTOR_END, '').trim();
    return eventVenue(name, named, skip, after);
  }
  const hosted = hostAcronymWorkshop(after);
  if (hosted) return { venue: hosted.host, year: hosted.year, track: 'workshop', workshop: hosted.workshop, end: skip[0].length + hosted.end };
  const ws = WORKSHOP_FORM.exec(after);
  if (ws) return { venue: ws[1].replace(/\s+/g, ' '), year: Number(ws[2]), track: 'workshop', workshop: ws[1], end: skip[0].length + ws[0].length };
  const yws = YEAR_WORKSHOP_FORM.exec(after);
  // "World Wide Web 2025 Workshop": a journal's name before the year (here also a conference's topic) names no workshop of its own.
  if (yws && !journalAbbreviations().has(nameKey(yws[1].trim()))) {
    const words = yws[1].replace(/\s+/g, ' ').trim();
    // "World Wide Web 2025 Workshop": a list venue's name before the year is the host of a workshop it does not name.
    const host = ALIAS_INDEX.get(words.split(' ')[0].toLowerCase())?.find((a) => nameKey(a.alias) === nameKey(words))?.venue;
    if (host) return { venue: host.name, year: Number(yws[2]), track: 'workshop', workshop: null, end: skip[0].length + yws[0].length };
    const name = `${words} Workshop`;
    return { venue: name, year: Number(yws[2]), track: 'workshop', workshop: name, end: skip[0].length + yws[0].length };
  }
  // "the 25th BioNLP Workshop (BioNLP 2026)": capitalised words ending in "Workshop", then its acronym and year in
  // brackets: that workshop, its own venue by its acronym (a host stated after it is read by hostStatedAfter).
  // "Actionable Interpretability Workshop (ICML 2025)": an acronym that cannot be the workshop's own (its first letter is
  // not the name's) is the host's tag, the workshop named by its words.
  const wsParen = WORKSHOP_PAREN_FORM.exec(after);
  if (wsParen && !NOT_ACRONYMS.test(wsParen[2])) {
    const own = wsParen[1].charAt(0) === wsParen[2].charAt(0) || wsParen[1].includes(wsParen[2]);
    // "ICDM Workshop (SABID 2025)": a lone acronym before "Workshop" is the host, the bracket's tag its workshop (round 11).
    const hostAcr = own ? null : /^(?:(?:IEEE|ACM)\s+)?([A-Z][A-Z0-9]*[A-Z][A-Za-z0-9]*)\s+Workshop$/.exec(wsParen[1].trim());
    if (hostAcr && !NOT_ACRONYMS.test(hostAcr[1])) return { venue: hostAcr[1], year: Number(wsParen[3]), track: 'workshop', workshop: wsParen[2], end: skip[0].length + wsParen[0].length };
    return { venue: wsParen[2], year: Number(wsParen[3]), track: 'workshop', workshop: own ? wsParen[2] : wsParen[1], end: skip[0].length + wsParen[0].length };
  }
  // "submitted to Elsevier Computer Networks", "Nature Scientific Data": the publisher before a journal's name is not part
  // of it (when the rest is a journal JabRef knows).
  // A publisher's name that opens a journal's own name ("Nature Astronomy") stays.
  const pubLead = PUBLISHER_LEAD.exec(rest)?.[0] ?? '';
  const whole = pubLead ? JOURNAL_FORM.exec(rest) : null;
  const byName = pubLead && !(whole && journalAbbreviations().has(nameKey(whole[1]))) ? JOURNAL_FORM.exec(rest.slice(pubLead.length)) : null;
  const first = byName && !SERIES.test(byName[1]) && journalAbbreviations().has(nameKey(byName[1])) ? byName : JOURNAL_FORM.exec(rest);
  // A listed name holding a comma list, after a publisher's name ("Elsevier Circuits, Systems, and …") or not.
  const firstStart = first === byName ? pubLead.length : 0;
  const commaAfter = first !== null && rest.charAt(firstStart + first[0].length) === ',';
  const listedAfterPublisher = commaAfter && pubLead ? listedWhole(rest.slice(pubLead.length)) : null;
  const listed = commaAfter && !listedAfterPublisher ? listedWhole(rest) : null;
  const journal = listedAfterPublisher ?? listed ?? first;
  const journalStart = listedAfterPublisher ? pubLead.length : listed ? 0 : firstStart;
  const journalEnd = journal ? journalStart + journal[0].length : 0;
  if (journal && journal[1].includes(' ')) {
    // The whole run of capitalised words, as JabRef's journal lists know it (a leading "The" dropped): its ISO-4 name
    // for a physical-science journal, else the name as printed ("Philosophical Studies").
    const whole = journal[1].replace(/^The\s+/, '').replace(CONNECTOR_END, '');
    // "Accepted at Journal of Computer Methods in Biomechanics and Biomedical Engineering": "Journal of" before a journal's
    // whole name that no list writes with it is the kind of venue, not a word of the name.
    const bare = whole.startsWith('Journal of ') && whole.indexOf(' ', 11) > 0 ? whole.slice(11) : null;
    const printed = bare !== null && !journalAbbreviations().has(nameKey(whole)) && journalAbbreviations().has(nameKey(bare)) ? bare : whole;
    const key = nameKey(printed);
    const abbr = journalAbbreviations().get(key);
    const afterName = rest.slice(journalEnd);
    // A year written right after the name, or in the date it appeared ("published in Science Robotics on 7.15.2026").
    // "IEEE Journal on Emerging and Selected Topics in Circuits and Systems (JETCAS), Early Access, 2026": the acronym the
    // text gives right after a name no list shortens is the name readers use (its letters the name's word initials);
    // the year after it and an online-first note.
    const given = PAREN_ACR_AFTER_JOURNAL.exec(afterName);
    const dated = given ? afterName.slice(given[0].length).replace(ONLINE_FIRST, '') : afterName;
    // "MATCH Communications in Mathematical and in Computer Chemistry, v.94(1), p.97-134 (2025)": the year a citation
    // closes with, in brackets after its volume, issue and pages (README: the year of the citation).
    const y = journalYearAfter(dated) ?? citationYear(dated);
    // "the Artificial Life conference 2025": a journal's name before an event word is that event's topic.
    // "Big Data from Space 2025 (BiDS'25)": going on, by a connector and capitalised words, into a name with a year.
    const eventAfter = EVENT_AFTER_NAME.test(afterName) || JOURNAL_INTO_EVENT.test(afterName);
    // "Published in CEUR Workshop Proceedings": a series of events' proceedings JabRef lists is no venue of its own.
    if (abbr && PROCEEDINGS_SERIES_NAME.test(printed)) return null;
    if (abbr && !eventAfter) {
      // "submitted to Astrophysical Journal Letters in response to …": a physical-science journal whose full name the
      // catalogue lists, read here (the scan took "in …" for a longer name's words), is named as the catalogue names it
      // (ApJL), not by JabRef's abbreviation.
      // A listed name read whole over its commas (listedWhole) is the catalogue's venue when the catalogue spells it
      // otherwise (a serial comma more or less), else named as written (no initials made of its list's words).
      const named = physicalJournal(key) ? looseCatalogueName(printed) ?? abbr : journal !== first ? looseCatalogueName(printed) ?? printed : ieeeShortName(printed);
      const venue = given && named === printed && !NOT_ACRONYMS.test(given[1]) && givenAcronymSpells(printed, given[1]) ? given[1] : named;
      return { venue, year: y, track: 'main', workshop: null, end: journalEnd };
    }
    // "to b published in Physic in Medecine and Biology": a physical-science journal misspelt, as for the journal shapes;
    // not a name ending in a series letter or section ("Journal of Polymer Science B", "… Research Section A"): one
    // letter there is another journal, no misspelling.
    const near = !abbr && !eventAfter && !EVENT_WORD.test(printed) && !SERIES_TAIL.test(printed) ? nearPhysicalJournal(printed) ?? mixedPhysicalJournal(printed) : null;
    if (near) return { venue: near, year: y, track: 'main', workshop: null, end: journalEnd };
    // "accepted by IEEE Wireless Communication Letter": a journal JabRef knows, a word of its name printed in the other
    // number, is that journal, named as its own name would be.
    const other = !abbr && !eventAfter && !EVENT_WORD.test(printed) && !SERIES_TAIL.test(printed) ? otherNumberJournal(printed) : null;
    if (other) {
      // as the comments name its abbreviation (the catalogue's venue: IEEE WCL), else its ISO-4 name for a physical-science
      // journal, else the name in the listed spelling
      const iso = journalAbbreviations().get(nameKey(other))!;
      const at = journalAbbreviationAt(iso);
      const named = at && at.end === iso.length && at.venue !== iso ? at.venue : physicalJournal(nameKey(other)) ? looseCatalogueName(other) ?? iso : ieeeShortName(other);
      return { venue: named, year: y, track: 'main', workshop: null, end: journalEnd };
    }
    // "Accepted to Philosophical Transactions A, Special issue: …": a name followed by its special issue is a journal's.
    if (!EVENT_WORD.test(printed) && SPECIAL_ISSUE_AFTER.test(afterName)) return { venue: printed, year: null, track: 'main', workshop: null, end: journalEnd };
    if (!EVENT_WORD.test(printed)) {
      // "ACM Transactions on Software Engineering Methodology", "AI in Medicine": a list venue's full name with a
      // function word left out or added, or "AI" for "Artificial Intelligence", is that venue.
      const listed = printed.length > 11 && !eventAfter ? looseCatalogueName(printed) : null;
      if (listed) return { venue: listed, year: y, track: 'main', workshop: null, end: journalEnd };
    }
    // The shape's words are cheap to look for: most names after a cue hold none of them.
    const shaped = SHAPE_WORD.test(printed) ? journalByShape(rest.slice(journalEnd - journal[0].length)) : null;
    if (shaped) return { ...shaped, end: journalEnd - journal[0].length + shaped.end };
  }
  // "Submitted to Sci (MDPI) for peer review", "Published in AI (MDPI), 2026": a name right before a publisher that
  // publishes journals only, in parentheses, is that journal's, named as written (short names no list or shape knows).
  const byPublisherName = SHAPE_NAME.exec(rest);
  if (byPublisherName && JOURNAL_ONLY_PUBLISHER_AFTER.test(rest.slice(byPublisherName[1].length)) && !EVENT_WORD.test(byPublisherName[1])) {
    const name = byPublisherName[1].replace(CONNECTOR_END, '');
    const publisher = JOURNAL_ONLY_PUBLISHER_AFTER.exec(rest.slice(name.length))!;
    const end = name.length + publisher[0].length;
    const y = journalYearAfter(rest.slice(end));
    return { venue: name.replace(/^The\s+/, ''), year: y, track: 'main', workshop: null, end };
  }
  // "NAVIGATION: Journal of the Institute of Navigation", "Forestry: An International Journal of Forest Research": a
  // journal's title before its subtitle is the name readers cite.
  const subtitled = TITLE_BEFORE_SUBTITLE.exec(rest);
  if (subtitled && !EVENT_WORD.test(subtitled[1]) && !PUBLISHER_LEAD.test(`${subtitled[1]} `)) {
    const subtitle = JOURNAL_FORM.exec(rest.slice(subtitled[0].length));
    return { venue: subtitled[1], year: null, track: 'main', workshop: null, end: subtitled[0].length + (subtitle?.[0].length ?? 0) };
  }
  const npj = NPJ_FORM.exec(rest);
  if (npj) {
    const name = npj[0].replace(CONNECTOR_END, '');
    const y = journalYearAfter(rest.slice(name.length));
    return { venue: name, year: y, track: 'main', workshop: null, end: name.length };
  }
  // "To appear in manuscripta mathematica": a journal printed in lower case, taken only when JabRef knows the name whole.
  const lower = LOWER_JOURNAL.exec(rest);
  if (lower && journalAbbreviations().has(nameKey(lower[1]))) {
    const key = nameKey(lower[1]);
    return { venue: physicalJournal(key) ? journalAbbreviations().get(key)! : titleCase(lower[1]), year: null, track: 'main', workshop: null, end: lower[0].length };
  }
  const event = eventy ? EVENT_FORM.exec(after) : null;
  if (event && !NOT_EVENT_NAMES.test(event[1]) && !notOneEvent(event[1], after.slice(event[0].length))) return eventVenue(event[1].replace(/\s+/g, ' ').replace(CONNECTOR_END, '').trim(), event, skip, after);
  // "presented at Wireless Europe 2026, Rimini, Italy": two to four title-case words and a year (a comma between or not),
  // ending the clause or before a comma, are an event or a journal no list knows, named as written (a month or a kind of
  // venue is no name).
  const titled = TITLE_YEAR.exec(rest);
  // "Proceeedings of RetroEval 2026": a series word misspelt is no name either.
  // "Presented at Stanford 2025", "at Vancouver 2025": a place is where the talk was given, no event (round fmprobe; say less).
  if (titled && !NOT_TITLE_NAMES.test(titled[1]) && !/^Proc/.test(titled[1]) && !notEventName(titled[1].replace(/\s+/g, ' '))) {
    // "Usenix Security 2025": a list venue's name in other case is that venue.
    const name = titled[1].replace(/\s+/g, ' ');
    return { venue: findVenue(name)?.name ?? name, year: Number(titled[2]), track: 'main', workshop: null, end: titled[0].length };
  }
  // "Accepted to Globecom 2025", "submitted to Eusipco2022": one capitalised word of four letters or more and a year
  // (spaced or glued), ending the clause, right after a cue: an event no list knows, its name as printed (a list
  // venue's name in other case is that venue). A month, a kind of venue or a publisher is no name. A short word of no
  // hyphen is an acronym typed in title case ("Globecom", "Eusipco", "Forge": the labelled sets write GLOBECOM, EUSIPCO,
  // FORGE), named in capitals; a longer or hyphenated one as printed ("Euro-Par").
  const one = ONE_WORD_YEAR.exec(rest);
  if (one && !NOT_TITLE_NAMES.test(one[1]) && !NOT_ONE_WORD_NAMES.test(one[1]) && !notEventName(one[1])) {
    const listed = findVenue(one[1])?.name;
    const venue = listed ?? (one[1].length <= 8 && !one[1].includes('-') ? one[1].toUpperCase() : one[1]);
    return { venue, year: year(one[2] ?? one[3]), track: 'main', workshop: null, end: one[0].length };
  }
  return null;
}
/** A name no list knows as a venue that is a place (places.ts: "Stanford", "Vancouver", "Hong Kong"). */
function notEventName(name: string): boolean {
  return !findVenue(name) && isPlaceName(name);
}
// "Accepted by Recsys'25": the year may be two digits after an apostrophe, as events are tagged.
const ONE_WORD_YEAR = /^([A-Z][a-z]{3,}(?:-[A-Z]?[a-z]+)?)(?:[\s\-]*((?:19|20)\d{2})|\s?['’](\d{2}))(?!\d)(?=\s*(?:$|[,;.)]))/;
const NOT_ONE_WORD_NAMES = /^(?:Springer|Elsevier|Wiley|Nature|Science|Frontiers|Hindawi|Sage|Taylor|Cambridge|Oxford|Arxiv|Github|Zenodo|Openreview|December|January|February|March|April|June|July|August|September|October|November|Sept|Spring|Summer|Autumn|Fall|Winter|Press|Review|Revision|Publication|Presentation|Conference|Journal|Workshop|Symposium)$/;
// A comma may stand between the name and its year, as a citation prints a journal's ("Published in Applied Sciences, 2024").
// A relative clause may follow the year ("… Deep Learning Indaba 2026 which will be hosted on …"), or the main track
// the paper is in ("Accepted to Pacific Graphics 2026 Conference Track"), or a track after a spaced dash ("Medical Imaging
// with Deep Learning 2026 - Short Paper Track", read by the track cues); "the Journal track of …" is a lead (TRACK_OF).
// "Accepted by Robotics: Science and Systems 2025", "Accepted at Computers and Games 2026": a colon after a word, and
// connectors between words, may stand in the name.
const TITLE_YEAR = /^((?:[A-Z][a-z][\w\-]*:?\s+(?:(?:and|&|of|on|for|in|with)\s+)?){1,4}[A-Z][a-z][\w\-]*),?\s+((?:19|20)\d{2})(?=\s*(?:$|[,;.)])|\s+(?:which|where)\s|\s+(?:[Cc]onference|[Jj]ournal|[Mm]ain)\s+[Tt]rack\s*(?:$|[,;.)])|\s+[\-–—]\s+(?:[A-Z][a-z]+\s+){1,3}[Tt]rack\s*(?:$|[,;.)]))/;
const NOT_TITLE_NAMES = new RegExp(String.raw`(?:^|\s)(?:${MONTH_NAMES}|Proceedings|Conference|Journal|Workshop|Symposium|Volume|Vol|Issue|Main|Special|Edition|Version|Spring|Summer|Autumn|Fall|Winter)(?:\s|$)`);

/**
 * Where a look back from `at` starts: never inside a word ("a demonstration abstract in the Proceedings of COMMA 2026"
 * cut 20 characters back read "emonstration", no track word).
 */
function wordStart(text: string, at: number): number {
  let i = Math.max(0, at);
  while (i > 0 && WORD_CHAR.test(text[i - 1])) i--;
  return i;
}
const WORD_CHAR = /[A-Za-z0-9]/;

/** Lower-case words that stand before a year as a date, never as an event's tag ("accepted in early 2025", "in may 2025"). */
const DATE_WORDS = /^(?:early|late|mid|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|year|since|from|until|before|after|and|the|for|ieee|acm|arxiv)$/;
/**
 * "accepted by iccv 2025", "emnlp 2025 submission", "acl2026 findings": an event's acronym typed in lower case, its year
 * glued or after it, right after a status cue or opening the clause before a qualifier of the paper. Read as the tag in
 * capitals would be (as the catalogue reads a list acronym in any case); words of a date are no tag.
 */
// "accept to icip2026", "submission of acl 2025": the bare verb and the noun are cues here too.
// "accepted by iccv 2025. code will be …": a period after the year ends the sentence (a digit after it would not).
const LOWER_TAG = /(?:^\s*|(?<![A-Za-z])(?:accept(?:ed)?|submit(?:ted)?|published|presented|appear(?:ing|s)?)\s+(?:by|to|at|in|for)\s+(?:the\s+)?|(?<![A-Za-z])submission\s+(?:of|to)\s+(?:the\s+)?)([a-z]{3,8})(?=[\s'’\-]*(?:19|20)\d{2}(?!\d|\.\d))/i;
const LOWER_TAG_QUALIFIED = /^\s*[\s'’\-]*(?:19|20)\d{2}\s+(?:findings|submission|workshops?|main|accepted|camera[\s\-]ready|oral|poster|spotlight|paper)(?![A-Za-z])/i;
export function lowerCaseTag(clause: string, posted?: { year: number; month: number } | null): VenueEntry | null {
  const m = LOWER_TAG.exec(clause);
  if (!m || m[1] !== m[1].toLowerCase() || DATE_WORDS.test(m[1])) return null;
  const at = m.index + m[0].length - m[1].length;
  // Opening the clause, a qualifier must follow the year: "emnlp 2025 submission", not "results 2025".
  if (/^\s*$/.test(clause.slice(0, at)) && !LOWER_TAG_QUALIFIED.test(clause.slice(at + m[1].length))) return null;
  return genericVenue(clause.slice(0, at) + m[1].toUpperCase() + clause.slice(at + m[1].length), posted);
}

/**
 * "ICCVW 2025", "ICDMW": four capitals or more and a W are a conference's workshops (the host's own acronym and W, as
 * CVPRW), even when no list knows the host; a shorter stem ("ITW", "SSW") spells a workshop's own name.
 */
const W_HOST_DASH = /^([A-Z]{4,}W)-([A-Za-z0-9&]+)$/;
function hostOfW(acr: string): string | null {
  return /^[A-Z]{4,}W$/.test(acr) ? acr.slice(0, -1) : null;
}

/**
 * The host a workshops tag names, an acronym with a W glued on: a list conference's acronym as the list writes it
 * ("ICCVW", "AAAIW", "NeurIPSW", "ICLRW"), else (capitals only) four capitals or more and W ("ICMEW"); null when the
 * tag is no such shape or names nothing.
 */
function wTagHost(acr: string): string | null {
  if (acr.length < 3 || acr.charCodeAt(acr.length - 1) !== 87 /* W */ || !/^[A-Z][A-Za-z0-9]*[A-Z]W$/.test(acr)) return null;
  return listConference(acr.slice(0, -1)) ?? hostOfW(acr);
}

/**
 * "Computers & Operations Research", "The Astrophysical Journal, 974(2), p.292.": a text that is only a journal's whole
 * name as JabRef's lists know it (two words or more, a leading "The" dropped), maybe followed by a citation's volume,
 * issue, pages and year, is a bare journal tag (README: a bare tag is accepted; volume / pages are published). Named as
 * the cue path names a journal: its ISO-4 name for a physical-science journal, else the name as printed (IEEE shortened).
 * A name and a year alone ("Quantum Information & Computation, 2008") is no tag: the volume must be no year.
 * A pending status may close the tag, in brackets or after a comma or full stop ("Computers in Biology and Medicine (to
 * appear)", "…, in press", "(forthcoming)", "(Accepted)"; set 249 part A): accepted, as the bare tag is (v249). Its
 * whitespace runs are bounded ({0,4}), so it adds no unbounded run beside the two the tag's end already had.
 */
const JOURNAL_ONLY = /^\s*(?:The\s+)?([A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|and|&|of|on|for|in|the|with)){1,12})((?:\s*,\s*(?:vol\.\s*)?(?!(?:19|20)\d{2}(?!\d))\d+(?:\s*\(\d+\))?)(?:\s*,\s*(?:pp?\.\s*)?\d+(?:\s*[-\u2013]\s*\d+)?)?(?:\s*[,(]\s*((?:19|20)\d{2})\s*\)?)?)?(?:\s{0,4}(?:\(\s{0,4}([Tt]o\s{1,4}appear|[Ii]n\s{1,4}press|[Ff]orthcoming|[Aa]ccepted)\s{0,4}\)|[,.;]\s{0,4}([Tt]o\s{1,4}appear|[Ii]n\s{1,4}press|[Ff]orthcoming)))?\s*\.?\s*$/;
const PERIODICAL_WORD = /\b(?:Journal|Letters|Reviews?|Transactions|Annals|Bulletin|Magazine|Quarterly)\b/;
export function journalNameOnly(text: string): VenueEntry | null {
  if (text.length > 160) return null;
  const m = JOURNAL_ONLY.exec(text);
  if (!m) return null;
  const name = m[1].replace(CONNECTOR_END, '');
  const key = nameKey(name);
  const abbr = journalAbbreviations().get(key);
  // Two words of a topic ("Machine Learning", "Neural Networks") are also journals' names: a name of two words only
  // with a word of a periodical's kind.
  if (!abbr || EVENT_WORD.test(name) || (name.split(/\s+/).length < 3 && !PERIODICAL_WORD.test(name))) return null;
  // A journal the catalogue keeps under its short name (ApJ for "Astrophysical Journal") by that name.
  const kept = ALIAS_INDEX.get(name.split(/\s+/)[0].toLowerCase())?.find((a) => a.venue.kind === 'journal' && nameKey(a.alias) === key)?.venue.name;
  // "Computers in Biology and Medicine (to appear)": a status word after the name says the paper is not out yet.
  const pending = Boolean(m[4] ?? m[5]);
  return { venue: kept ?? (physicalJournal(key) ? abbr : ieeeShortName(name)), year: m[3] ? Number(m[3]) : null, track: 'main', workshop: null, status: m[2] && !pending ? 'published' : 'accepted', presentation: null };
}

/**
 * The readers genericVenue tries in turn on a clause that no cue reader read, each with the regexes of which one must
 * match for it to read anything (its first tests). One pass over the clause (regex-gate.ts readerGate) tells which can
 * match, and only those are run, in the same order: the first entry read is the answer, as before. A reader whose
 * first test needs no literal (hostCamelWorkshop, tagVariant) always runs; a reader added here with no regexes listed
 * always runs too (list only regexes it cannot read anything without). Built on first use (the regexes are declared
 * below the reader that uses them).
 */
type TailReader = { read: (clause: string, posted: { year: number; month: number } | null | undefined) => VenueEntry | null | undefined; needs: RegExp[] };
/**
 * genericVenue's tail readers in their order, with their gate: what src/venues/reader-gates.ts runs ungated to check that
 * a gate never skips a reader that would read (a reader declared with `needs: []` is always run).
 */
export function tailReaders(): { readers: readonly TailReader[]; gate: (clause: string) => Uint8Array } {
  tailGate('');
  return { readers: TAIL_READERS, gate: tailGateBuilt! };
}
let TAIL_READERS: TailReader[] = [];
let tailGateBuilt: ((text: string) => Uint8Array) | null = null;
function tailGate(clause: string): Uint8Array {
  if (!tailGateBuilt) {
    TAIL_READERS = [
      { read: workshopAtNamedHost, needs: [WORKSHOP_AT_NAMED] },
      { read: (c, p) => hostCamelWorkshop(c, p)?.entry, needs: [] },
      { read: bareQualifiedAcronym, needs: [BARE_QUALIFIED_ACRONYM] },
      { read: acronymThenDecision, needs: [ACRONYM_THEN_DECISION, ACRONYM_THEN_ACCEPTED] },
      { read: countsThenLoneAcronym, needs: [COUNTS_THEN_LONE_ACRONYM] },
      { read: acronymJournalBracket, needs: [ACRONYM_JOURNAL_BRACKET] },
      { read: challengeHostedAt, needs: [TAG_CHALLENGE, TAG_NAMED_CHALLENGE, CHALLENGE_HOSTED] },
      { read: publisherWorkshopTag, needs: [PUBLISHER_WORKSHOP_TAG] },
      { read: bareEvent, needs: [BARE_HINT] },
      { read: presentedTag, needs: [PRESENTED_TAG] },
      { read: challengeAtHostWorkshop, needs: [CHALLENGE_AT] },
      { read: hostTagWorkshop, needs: [HOST_TAG_WORKSHOP] },
      { read: yearFirstHostWorkshop, needs: [YEAR_FIRST_HOST] },
      { read: tagThenName, needs: [TAG_THEN_NAME] },
      { read: summitTag, needs: [SUMMIT_TAG] },
      { read: versionOfPaper, needs: [VERSION_OF_PAPER] },
      { read: publisherTag, needs: [PUBLISHER_TAG] },
      { read: publisherNameTag, needs: [PUBLISHER_NAME_TAG] },
      { read: apostropheTag, needs: [APOSTROPHE_TAG] },
      { read: publisherAccepted, needs: [PUBLISHER_ACCEPTED] },
      { read: challengeReport, needs: [CHALLENGE_REPORT] },
      { read: kindSubmission, needs: [KIND_PAPER, ACRONYM_SUBMISSION, KIND_SUBMISSION] },
      { read: abstractFor, needs: [ABSTRACT_FOR] },
      { read: acronymTag, needs: [ACRONYM_TAG] },
      { read: hyphenedWordTag, needs: [HYPHENED_WORD_TAG] },
      { read: tagPlace, needs: [TAG_PLACE, IN_TAG, YEAR_FIRST_AFTER_COMMA] },
      { read: workshopPaperTag, needs: [WORKSHOP_PAPER_TAG] },
      { read: cueYearFirst, needs: [CUE_YEAR_FIRST] },
      { read: openingBracketTag, needs: [OPENING_BRACKET_TAG] },
      { read: tagSpelledAfter, needs: [TAG_SPELLED_AFTER] },
      { read: findingsOf, needs: [FINDINGS_OF_BARE, FINDINGS_OF_THE_ACL, FINDINGS_OF, FINDINGS_OF_SPELLED, TAG_FINDINGS] },
      { read: qualifiedTag, needs: [QUALIFIED_BEFORE_YEAR, QUALIFIED_TAG] },
      { read: pairTag, needs: [PAIR_TAG] },
      { read: cueBracketTag, needs: [CUE_BRACKET_TAG] },
      { read: rollingReviewTag, needs: [ROLLING_REVIEW_OF] },
      { read: hostFirstAcronymWorkshop, needs: [HOST_FIRST_ACRONYM_WORKSHOP] },
      { read: hostNamedWorkshopYear, needs: [HOST_NAMED_WORKSHOP_YEAR, HOST_NAMED_WORKSHOP_BARE] },
      { read: workshopHeldAtHost, needs: [WORKSHOP_HELD_AT_HOST] },
      { read: companionTag, needs: [COMPANION_TAG] },
      { read: tagVariant, needs: [TAG_VARIANT] },
      { read: tagThenLinkNote, needs: [TAG_THEN_LINK_NOTE] },
      { read: xploreTitle, needs: [XPLORE_TITLE] },
      { read: proceedingsCommaYear, needs: [PROCEEDINGS_COMMA_YEAR] },
      { read: bareSpelledParenYear, needs: [SPELLED_PAREN_YEAR] },
      { read: pmlrEvent, needs: [PMLR_EVENT] },
      { read: journalThenDecision, needs: [JOURNAL_THEN_DECISION] },
      { read: namePublisherHostWorkshop, needs: [NAME_PUBLISHER_HOST_WORKSHOP] },
      { read: acronymDashWorkshopHost, needs: [ACRONYM_DASH_WORKSHOP_HOST] },
    ];
    tailGateBuilt = readerGate(TAIL_READERS.map((r) => r.needs));
  }
  return tailGateBuilt(clause);
}
