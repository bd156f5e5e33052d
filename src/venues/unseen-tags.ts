import type { VenueEntry } from './venue-entry.ts';
import type { VenueTrack } from './cues.ts';
import { findVenue } from './catalogue.ts';
import { withinEdits } from './fuzzy.ts';
import { conferenceInitials, genericVenue } from './generic-venue.ts';
import { namesNoVenue } from './lookalikes.ts';

// Round vunseen (leave-venues-out round 16, issue 13 item 2): a last reading for a comment in which nothing at all was
// read, of an event no list knows given by its acronym as a tag. The generic readers (generic-venue.ts) read "ACR YEAR"
// after a cue and a few closing qualifiers, but give up on a word they do not expect after the tag ("ACL Findings 2026
// paper", "ACL 2025 MAINs", "ACL 2025 (Target)"), a qualifier before it ("Accepted at Main EMNLP 2025", "Findings at ACL
// 2026"), a two-digit year after a space ("Under Review EMNLP 26"), a misspelt cue ("Accepected by ACL 2025") and a
// clause they are not handed alone (a venue sentence after a sentence of counts, "4 pages, 3 figures. ArtMetrics @ ICCV
// 2025 (non-archival)."). Read here, only when the whole comment read nothing, so no reading of the detector changes.

/** One sentence or semicolon clause of a comment, the counts opening it dropped. */
// A period ends a sentence after a number, a bracket or a lower-case word of four letters or more ("figures."), not after
// an abbreviation ("Proc. SPIE Medical Imaging 2025", "Int. J.", "et al."): a capitalised word before it may be one.
// A year glued to its tag by a hyphen ends one as a number does ("… Workshop QELM-2026. For the paper page see …", round
// vunseen4).
// A period glued to the next sentence ends it too after a count's word ("10 tables.Mechanistic Interpretability @ ICML
// 2026", round vunseen3): a capital and a lower-case letter after it, as a sentence opens (not "arXiv.Org"-like names,
// which no count's word precedes); and after an event's word, never an abbreviation ("Accepted at ACL REALM Workshop.
// Work in Progress").
// The period is matched before its look-behind, so the look-behind runs at periods only: standing first, it ran at every
// position and scanned back over the letters before it — quadratic over one long word once round vproc's readers sent
// every comment that read nothing through here ("Talk given at \"xxxx…": 0.66 s at 12,000 letters, now 1 ms).
const SENTENCE_END = /;\s*|\.(?<=(?:(?:^|[\s,(])(?:\d+|(?!proc\.)[a-z]{4,})|[)\]"”]|-(?:19|20)\d{2})\.)\s+(?=[A-Z0-9(])|(?<=(?:19|20)\d{2})\.(?=\d{1,3}\s*pages)|(?<=\d\s*(?:pages|figures|tables|references|appendices))\.(?=[A-Z][a-z])|(?<=[Ww]orkshops?|[Cc]onference|[Ss]ymposium)\.\s+(?=[A-Z])/g;
const COUNTS_LEAD = /^(?:\d+\s*(?:\+\s*\d+\s*)?(?:pages?|pp\.?|figures?|figs?\.?|tables?|appendi(?:x|ces)|references?|equations?)\s*(?:(?:,|and|\+)\s*|\s+(?=\d))?)+/i;

const NOT_MAIN_ELSEWHERE = /(?<![A-Za-z])(?:workshops?|challenges?|competitions?|shared\s+tasks?|tracks?|tutorials?|demos?|doctoral|consortium|symposium|special\s+session|late[\s-]breaking|extended\s+abstract|posters?|findings)(?![A-Za-z])/i;

/** "(11 pages, 1 figures)", "(16 pages: 5 pages main content + …)": the counts in brackets closing the clause. */
const COUNTS_BRACKET = /\s*\(\s*\d+\s*(?:pages?|pp)\b[^()]{0,120}\)\s*$/i;
/** "Camera Ready", "accepted", "(non-archival)": a status closing a workshop-at-host clause ("UncertaiNLP 2025 Workshop @ EMNLP Camera Ready"). */
const STATUS_CLOSING = /\s*(?:\(\s*non-?archival\s*\)|camera[\s-]*ready(?:\s+version)?|accepted)\s*$/i;

/**
 * A date and a place closing the clause (round vunseen3): ", October 13-17, 2025, Canberra, ACT, Australia", " - May 23,
 * 2025 - Atlanta, GA", ", 3-4 September 2026 in Amsterdam, The Netherlands" — after a comma or a spaced dash (not "GPT-4
 * May, 2026"), the meeting's days, then up to three
 * comma-separated places of up to four capitalised words. Dropped before the clause is read; every part is bounded, so
 * the match stays linear.
 */
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?`;
const DATE_PLACE_CLOSING = new RegExp(String.raw`(?:\s*,|\s+[\-–—])\s*(?:${MONTH}\s+\d{1,2}(?:\s*[-–]\s*(?:${MONTH}\s+)?\d{1,2})?,?\s+(?:19|20)\d{2}|\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+${MONTH},?\s+(?:19|20)\d{2})(?:(?:\s*,|\s+[\-–—]|\sin)\s*[A-Z][A-Za-z.]{0,30}(?:\s[A-Z][A-Za-z.]{0,30}){0,3}){0,3}\s*$`);

/** "Accepted as a main conference submission in": the paper's kind between a cue's word and its preposition. */
const AS_A_PAPER = /^([A-Za-z]+)\s+as\s+an?\s+(?:main[\s-]+)?(?:conference|full|long|short|regular)\s+(?:paper|submission)(?=\s)/i;

/** A status cue opening the clause (its misspellings within two letters of the word: "Accepected", "recived"). */
const CUE = /^(?:(?:this\s+|the\s+|our\s+)?(?:paper|work)\s+(?:has\s+been\s+|was\s+|is\s+)?)?(?:(?:has\s+been|was|is|will\s+be|to\s+be)\s+)?([A-Za-z]+(?:[\s-]+(?:review|appear|ready|for))?)(?:\s+(?:preprint|version|paper|publication|presentation|consideration|to\s+publish))?(?:\s+as\s+an?\s+(?:main[\s-]+)?(?:conference|full|long|short|regular)\s+(?:paper|submission))?(?:\s+(?:at|to|in|by|for|on|a|as|with|under))?(?:\s+the)?\s+/i;
const CUE_WORDS: Record<string, string> = {
  accepted: 'accepted', accept: 'accepted', presented: 'accepted', talk: 'accepted', 'to appear': 'accepted', appearing: 'accepted', received: 'accepted',
  'camera ready': 'accepted', 'camera-ready': 'accepted', published: 'published', submitted: 'submitted', submitting: 'submitted',
  'submission for': 'submitted', 'preprint for': 'submitted', targeting: 'submitted', targetting: 'submitted',
  committed: 'under_review', 'under review': 'under_review',
};
/** The status a cue word says, a slip of two letters from "accepted" or "received" included; null when none. */
function cueStatus(word: string): string | null {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (CUE_WORDS[w]) return CUE_WORDS[w];
  // "Accepted for publication a MIDL 2026": the cue's "for" read with the word (round vunseen2).
  if (w.endsWith(' for') && CUE_WORDS[w.slice(0, -4)]) return CUE_WORDS[w.slice(0, -4)];
  // "Accepected", "Accepet", "Acccepted", "recived": a misspelt cue (first three letters kept, six letters or more).
  if (w.length >= 6 && ((w.startsWith('acc') && withinEdits(w, 'accepted', 2)) || (w.startsWith('rec') && withinEdits(w, 'received', 2)))) return 'accepted';
  return null;
}

/** An event's kind word before its tag, with at most two title words of its own before it ("International", "Annual"). */
const KIND_BEFORE_TAG = /^(?:(?:International|Annual|Joint|\d{1,2}(?:st|nd|rd|th))\s+){0,2}(Workshop|Conference|Symposium)\s+(?=[A-Z][A-Za-z0-9]{0,15}?[A-Z])/;
/** A qualifier before the tag: "Main EMNLP 2025", "Findings of IJCNLP-AACL 2025", "main conference for ACL 2026". */
const PRE = /^(?:(main)(?:\s+(?:conference|track))?|(findings)|(proc(?:eedings?|\.)))(?:\s+(?:of|at|in|for))?(?:\s+the)?\s+/i;
/**
 * The tag: a publisher maybe, then an acronym of two capitals or more (two joined by "-" or "_" as one: "ECML-PKDD",
 * "ECML_PKDD"; two joined by "/" are two events, "WCCI/CEC 2026", and read nothing).
 */
const TAG = /^((?:(?:IEEE|ACM)(?:\/CVF)?\s+)?[A-Z][A-Za-z0-9]{0,15}?[A-Z][A-Za-z]{0,15}(?:[\-_][A-Z][A-Za-z0-9]{0,15}?[A-Z][A-Za-z]{0,15})?)(?=(?:(?:19|20)\d{2}|\d{2})?(?![A-Za-z0-9]))/;
/** A year after the tag: "2025", "'25", "25" glued or after a space or hyphen, "(2026)". */
const YEAR = /^(?:[\s\-_]*\(\s*((?:19|20)\d{2})\s*\)|[\s\-_]*['’]?\s?((?:19|20)\d{2}|\d{2})|,?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\.?,?\s+((?:19|20)\d{2}))(?![\d.,]\d|[A-Za-z\d])/;
/** A year before the tag: "2026ACL Findings", "2025 ICRA …". */
const YEAR_FIRST = /^((?:19|20)\d{2})\s*/;
/** A qualifier after the tag, maybe in brackets and after a comma, colon or dash; one group per kind (a best paper
 *  award or its nomination says only that the paper was there: "ML4H 2025 Proceedings, Best Paper Award", round v263;
 *  the last, "journal", says a journal — no edition year unless one is written: "submitted to QKJT journal", round vunseen3). */
const QUAL = /^[\s,:\-–]*[(\[]?\s*(?:(main\w*(?:\s+(?:conf\w*|track|proceedings|paper))?|conference(?:\s+(?:papers?|track))?|research\s+track|(?:long|short|full|regular)\s+paper|original\s+contribution)|(findings(?:\s+paper)?)|(industry(?:\s+track)?)|(SRW|student\s+research\s+workshop)|(workshops?(?:\s+(?:paper|proceedings))?)|(demo(?:\s+track)?)|(oral|poster|spotlight|highlight)(?:\s+(?:paper|presentation))?|((?:has\s+)?accepted(?:\s+(?:this\s+)?paper)?|accept|camera[\s-]*ready)|(submission|submitted)|(under\s+(?:re)?view)|(paper|proceedings?)|(\(\s*(?:PMLR|LNCS|LNAI|CEUR(?:-WS)?|CCIS)\s*\))|(best\s+(?:student\s+)?paper(?:\s+(?:award|honou?rable\s+mention|runner[\s-]up))?(?:\s+(?:nominee|nomination|finalist|candidate|winner))?)|(journal)|(extended\s+abstracts?(?:\s+track)?))\s*[)\]]?/i;

/**
 * The workshop's own name after the word (round vunseen2): "ICML Workshop: Efficient Systems for Foundation Models" (a
 * colon, then a name to the clause's end), "ICCV Workshop VisionDocs" (a tag of two capitals or more), "MICCAI workshops
 * (SASHIMI) 2025", "BMVC 2025 workshop proceedings (Smart Cameras for …)" (a name in brackets, not a presentation or a
 * status: "(Oral)"). Each alternative is bounded, so the match stays linear on long input.
 */
const WORKSHOP_NAME = /^(?:\s*:\s*([A-Z][A-Za-z0-9&,'\- ]{1,100}[A-Za-z0-9])\s*$|\s*\(\s*((?!(?:[Oo]ral|ORAL|[Pp]oster|[Ss]potlight|[Hh]ighlight|[Aa]ccepted|(?:[Nn]on-?)?[Aa]rchival)\s*\))[a-zA-Z][A-Za-z0-9&,'\- ]{1,100}[A-Za-z0-9])\s*\)|\s*([a-z]?[A-Z][A-Za-z0-9]{0,20}[A-Z][A-Za-z0-9\-]{0,20})(?![A-Za-z0-9]))/;

/**
 * The event's name spelled out after its tag (round vunseen2): "ICICS 2026 (International Conference on Informatics and Computer Science)" — capitalised words (and
 * the small words between them, an ordinal first), maybe in brackets; it confirms the tag only when the capitalised
 * words' initials (a hyphen's parts each) spell it and an event's word is among them (initialsSpell). At most twelve words, so the match stays linear.
 */
const SPELLED = /^[\s,:\-–]*(\(\s*)?((?:\d{1,3}(?:st|nd|rd|th)\s+)?[A-Z][A-Za-z]*(?:-[A-Za-z]+)?(?:[\s,]+(?:of|on|and|for|in|the|&|[A-Z][A-Za-z]*(?:-[A-Za-z]+)?)){1,12})\s*(\))?/;
const SMALL_WORD = /^(?:of|on|and|for|in|the|&)$/;

/** An event's word in a spelled name: "NASA 2026 (National Aeronautics and Space Administration)", "GPU 2026 (Graphics
 *  Processing Unit)" spell their tags too, and are no events. */
const EVENT_WORD = /\b(?:Conferences?|Symposi(?:um|a)|Workshops?|Congress|Meetings?|Colloqui(?:um|a)|Forum|Summit|Convention)\b/;

/**
 * True when the capitalised words of `name` (a hyphen's parts each, an ordinal dropped) begin with the tag's letters
 * and one of them is an event's word.
 */
function initialsSpell(name: string, tag: string): boolean {
  if (!EVENT_WORD.test(name)) return false;
  const initials = initialsOf(name);
  return initials.length >= 3 && initials === tag.toUpperCase();
}
/** The capitalised words' initials of a spelled name (a hyphen's parts each), small words and ordinals left out, upper case. */
function initialsOf(name: string): string {
  return name.split(/[\s,\-]+/).filter((w) => w && !SMALL_WORD.test(w) && !/^\d/.test(w)).map((w) => w[0]).join('').toUpperCase();
}
/** "Zebra Quantum Analysis (ZQXA)": capitalised words (small words between, at most twelve) then a tag of three capitals or more in brackets. */
const NAME_BRACKET_TAG = /^([A-Z][a-z]+(?:-[A-Za-z]+)?(?:\s+(?:of|on|and|for|in|the|&|[A-Z][a-z]+(?:-[A-Za-z]+)?)){1,12})\s*\(\s*([A-Z][A-Za-z0-9]{0,15}?[A-Z][A-Za-z]{0,15})\s*\)/;

/**
 * Not an event's tag: publishers and societies (whose names the generic readers refuse as acronyms too: "AAAI Press",
 * "IEEE/TIP"), fields, degrees, countries, ACL Rolling Review (a cycle, not an event).
 */
const NOT_TAGS = /^(?:IEEE|ACM|AAAI|ISCA|USENIX|SIAM|SPIE|IFIP|ASME|CVF|PMLR|LNCS|CEUR|AI|ML|NLP|CV|LLM|LLMs|PhD|MSc|BSc|USA|UK|EU|arXiv|SSRN|ARR|OK)$/;
/** A publisher joined to the tag by a slash or hyphen ("IEEE/TIP"): the tag is what follows. */
const PUBLISHER_JOINED = /^(?:IEEE|ACM|CVF|IEEE\/CVF)[\/\-](?=[A-Z])/;

interface Parse { venue: string; year: number | null; track: VenueTrack; workshop: string | null; status: string; presentation: string | null }

/**
 * "Accepted at Main EMNLP 2025", "ACL Findings 2026 paper", "Under Review EMNLP 26", "2026ACL Findings", "Accepected by
 * ACL 2025", "ACL 2025 (Target)": an optional cue, an optional qualifier, an acronym tag with its year (before or after
 * it), then qualifiers only (main, findings, industry, SRW, workshop, demo, a presentation, a status, "paper",
 * "proceedings") to the clause's end. Read only with a year and something besides the tag (a cue or a qualifier):
 * a bare "ACR YEAR" is the generic readers' — and a tag with no year only after a cue and a track qualifier (main,
 * findings, industry, SRW: "Accepted as ACL findings paper").
 */
function qualifiedTag(clause: string, posted: { year: number; month: number } | null | undefined): Parse | null {
  let s = clause.trim().replace(/[.!]+$/, '').replace(DATE_PLACE_CLOSING, '').replace(COUNTS_BRACKET, '');
  let status: string | null = null;
  const c = CUE.exec(s);
  if (c && cueStatus(c[1]) !== null) {
    status = cueStatus(c[1]);
    s = s.slice(c[0].length);
  }
  let track: VenueTrack = 'main';
  let workshop: string | null = null;
  let trackTold = false;
  let said = status !== null;
  const pre = PRE.exec(s);
  // "Proceeding of X 2026", "Proc. X 2025 (PMLR)": the printed proceedings (published unless a cue says otherwise).
  let preStatus: string | null = null;
  if (pre?.[3]) { preStatus = 'published'; said = true; s = s.slice(pre[0].length); }
  else if (pre) { track = pre[2] ? 'findings' : 'main'; trackTold = true; said = true; s = s.slice(pre[0].length); }
  // "Talk at the International Workshop ZQS'07", "Accepted at the Conference QXC 2026": the event's kind word, capitalised,
  // right before its tag and after a cue, names the tag's event (a workshop's: its own, by the tag) — round v275, set 276
  // part A; the tag must still carry its year below.
  const kind = status !== null && !pre ? KIND_BEFORE_TAG.exec(s) : null;
  if (kind) {
    s = s.slice(kind[0].length);
    if (kind[1] === 'Workshop') { track = 'workshop'; trackTold = true; }
  }
  // "Zebra Quantum Analysis (ZQXA) 2025 Poster": the event's name spelled before its tag in brackets is read as the tag
  // alone would be — the name says nothing more, the qualifiers after the year still decide (round vleft, v301 design).
  const nb = status === null && !pre ? NAME_BRACKET_TAG.exec(s) : null;
  if (nb && initialsOf(nb[1]) === nb[2].toUpperCase()) s = nb[2] + s.slice(nb[0].length);
  let year: number | null = null;
  const yf = YEAR_FIRST.exec(s);
  if (yf) { year = Number(yf[1]); s = s.slice(yf[0].length); }
  const t = TAG.exec(s);
  if (!t) return null;
  const venue = t[1].replace(PUBLISHER_JOINED, '');
  const bare = venue.replace(/^(?:IEEE|ACM)(?:\/CVF)?\s+/, '');
  if (bare.split(/[\-_/]/).some((w) => NOT_TAGS.test(w)) || bare.length < 3 && venue === bare) return null;
  // "ACM MNIST25": a dataset's or an organisation's name after a publisher is no event (lookalikes.ts, as the detector
  // drops a bare one; the publisher would hide it from that pass, which reads the name as given).
  if (venue !== bare && namesNoVenue(bare, clause)) return null;
  s = s.slice(t[0].length);
  let qualified = false;
  // "Talk at …": a talk is an oral presentation (README, Presentation).
  let presentation: string | null = c && /^talk$/i.test(c[1]) && status !== null ? 'oral' : null;
  let qualStatus: string | null = null;
  let journal = false;
  for (let guard = 0; guard < 8 && s.trim(); guard++) {
    const y = year === null ? YEAR.exec(s) : null;
    if (y) {
      const v = y[1] ?? y[2] ?? y[3];
      const n = v.length === 2 ? 2000 + Number(v) : Number(v);
      if (v.length === 2 && (posted ? n < posted.year - 3 || n > posted.year + 1 : n < 2010 || n > 2030)) return null;
      year = n;
      s = s.slice(y[0].length);
      continue;
    }
    // "Accepted at QLNS VKW Workshop": a workshop's tag and the word after the host's, after a cue only (round vunseen3;
    // a bare "QMLC ABC Workshop 2026" is two acronyms, unseen-venue-9.test.ts; "HOST Workshop TAG" is round vunseen2's below).
    // Roles by case (round vunseen4): "Accepted at ZebraDocs QELM Workshop" is QELM's workshop ZebraDocs — a mixed-case
    // word is a workshop's name, the capitals after it the host's — left to workshopAtHost (TAG_HOST_WORKSHOP).
    // And "Accepted at CLVQ ICZR Workshop": an "International Conference" by its initials after a tag of no such shape is
    // the host. Both by twoTagsWorkshop's shapes: when they make the second tag the host, this reading is not the one.
    const wt0 = trackTold || status === null ? null : TAG_THEN_WORKSHOP.exec(s);
    const wt = wt0 && twoTagsWorkshop(bare, wt0[1])?.host !== wt0[1] ? wt0 : null;
    if (wt) { track = 'workshop'; workshop = wt[1]; trackTold = true; said = true; qualified = true; s = s.slice(wt[0].length); continue; }
    const sp = SPELLED.exec(s);
    // The spelled name, its brackets closed or none opened: said and qualified, as a qualifier would be.
    if (sp && !sp[1] === !sp[3] && initialsSpell(sp[2], bare)) { said = true; qualified = true; s = s.slice(sp[0].length); continue; }
    const q = QUAL.exec(s);
    if (!q || q[0].trim() === '') return null;
    let used = q[0].length;
    said = true;
    qualified = true;
    // "ACL SRW 2025: Long Paper": a paper's length says no track once one is told.
    if (q[1]) { if (!trackTold || track === 'main') { track = 'main'; trackTold = true; } }
    else if (q[2]) { track = 'findings'; trackTold = true; }
    else if (q[3]) { track = 'industry'; trackTold = true; }
    else if (q[4]) { track = 'workshop'; workshop = 'SRW'; trackTold = true; }
    else if (q[5]) {
      track = 'workshop'; workshop = null; trackTold = true;
      if (/proceedings$/i.test(q[5])) qualStatus ??= 'published';
      const n = WORKSHOP_NAME.exec(s.slice(used));
      if (n) { workshop = n[1] ?? n[2] ?? n[3]; used += n[0].length; }
    }
    else if (q[6]) { track = 'demo'; trackTold = true; }
    else if (q[7]) presentation = q[7].toLowerCase() === 'highlight' ? 'spotlight' : q[7].toLowerCase();
    else if (q[8]) qualStatus = 'accepted';
    else if (q[9]) qualStatus = 'submitted';
    else if (q[10]) qualStatus = 'under_review';
    else if (q[11] && /^proc/i.test(q[11])) qualStatus ??= 'published';
    // "(PMLR)", "(LNCS)": the proceedings' series.
    else if (q[12]) qualStatus ??= 'published';
    // "QKJT journal": a journal's main track, and no edition year to infer (README, Year 4).
    else if (q[14]) { track = 'main'; trackTold = true; journal = true; }
    // "ZQXA 2025 Extended Abstract": an extended abstract is a track of its own, not the main proceedings (round vleft;
    // the cue grammar reads it so after a listed venue, "ICASSP 2025 Extended Abstract").
    else if (q[15]) { track = 'other'; trackTold = true; }
    // q[13], a best paper award: nothing more than said and qualified.
    s = s.slice(used);
  }
  // "ACM MM25", "IEEE XYZ 2026": a publisher before the tag says an event, as a cue or a qualifier would (round vunseen2).
  if (venue !== bare && year !== null && !yf) said = true;
  // "Accepted by 2025 NSFC": a year before the tag (a funder's, an organisation's) only with a qualifier after it.
  if (s.trim() || !said || (yf && !qualified)) return null;
  // No year and no track word: "EMNLP under review" is read nothing, as "JSON submitted" must be (no shape tells them apart).
  // A cue and a workshop word are enough since round vunseen2 ("Accepted to ICCV Workshop", "Accepted at ICML Workshop: …").
  if (year === null && !(status !== null && trackTold)) return null;
  // A status after the tag tells the decision unless the cue did ("submitted to EMNLP PROC 2026": still submitted).
  if (kind && year === null) return null;
  if (kind?.[1] === 'Workshop' && workshop === null) workshop = bare;
  const st = status ?? qualStatus ?? preStatus ?? 'accepted';
  return { venue, year: year ?? (journal ? null : posted?.year ?? null), track, workshop, status: st, presentation };
}

/** A workshop's tag: two capitals or more, a lower-case letter may lead ("iMIMIC"), digits inside ("BinEgo360"). */
const WS = String.raw`[a-z]?[A-Z][A-Za-z0-9]{0,20}[A-Z][A-Za-z0-9\-]{0,20}`;
/** "QLNS VKW Workshop": a workshop's tag and the word, after the host's tag (qualifiedTag). */
const TAG_THEN_WORKSHOP = new RegExp(String.raw`^\s+(${WS})\s+[Ww]orkshop(?![A-Za-z])`);
/** A host's tag and its year maybe ("ICCV25", "MICCAI 2025"). */
const HOST_TAG = String.raw`((?:(?:IEEE|ACM)(?:\/CVF)?\s+)?[A-Z][A-Za-z]{0,15}[A-Z][A-Za-z]{0,15})(?:[\s\-']*((?:19|20)\d{2})|((?<=[A-Za-z])\d{2}))?`;
/** "STACOM 2025 @ MICCAI", "BinEgo360@ICCV25", "iMIMIC at MICCAI 2025" (after a cue), "MOSS workshop at ICML 2025". */
const WORKSHOP_AT_HOST = new RegExp(String.raw`^(${WS})(?:[\s\-']*((?:19|20)\d{2}))?(\s+[Ww]orkshop)?\s*(@|\bat\b)\s*(?:the\s+)?${HOST_TAG}$`);
/**
 * Two tags, then "Workshop" and maybe the year (round vunseen4): "VQualA ICCV Workshop", "Accepted at ZebraDocs QELM
 * Workshop 2026", "ICZR QKV Workshop 2025", "6th CLVQ ICZR Workshop accepted" (an ordinal may lead). Which is the host
 * the shapes say: a tag in mixed case (a lower-case letter in it) is the workshop's, the one in capitals only the
 * host's; of two in capitals, an "International Conference" by its initials is the host, beside one of no such shape
 * (twoTagsWorkshop). Two all-capitals tags of no such shape, "QMLC ABC Workshop 2026", say no roles and stay unread
 * (unseen-venue-9.test.ts).
 */
const TAG_HOST_WORKSHOP = new RegExp(String.raw`^(?:\d{1,2}(?:st|nd|rd|th)\s+)?(${WS})\s+((?:(?:IEEE|ACM)(?:\/CVF)?\s+)?[A-Z]{3,8}|${WS})\s+[Ww]orkshop(?:\s+((?:19|20)\d{2}))?$`);
/** TAG_HOST_WORKSHOP's host and workshop, by the shapes above; null when the shapes say no roles. */
function twoTagsWorkshop(first: string, second: string): { host: string; workshop: string } | null {
  const bareSecond = second.replace(/^(?:IEEE|ACM)(?:\/CVF)?\s+/, '');
  if (/[a-z]/.test(first) && /^[A-Z]{3,8}$/.test(bareSecond)) return { host: second, workshop: first };
  if (/[a-z]/.test(first) || /[a-z]/.test(bareSecond)) return null;
  if (conferenceInitials(bareSecond) && !conferenceInitials(first)) return { host: second, workshop: first };
  if (conferenceInitials(first) && !conferenceInitials(bareSecond) && second === bareSecond) return { host: first, workshop: second };
  return null;
}
/**
 * "Accepted at the Quiet Zebra Workshop QELM 2026", "Accepted in X Y Workshop QELM-2026" (round vunseen4): after a cue, a
 * workshop's name in capitalised words (small joining words between) ending in "Workshop", then the host's tag and its
 * four-digit year — read as "… Workshop at QELM 2026" already is (the generic readers): the host's workshop, so named.
 */
const NAME_WORKSHOP_HOST = new RegExp(String.raw`^([A-Z][A-Za-z\-]{0,20}(?:\s+(?:and|of|on|for|in|&|[A-Z][A-Za-z\-]{0,20})){0,8}\s+[Ww]orkshop)\s+((?:(?:IEEE|ACM)(?:\/CVF)?\s+)?[A-Z][A-Za-z]{0,15}[A-Z][A-Za-z]{0,15})[\s\-']*((?:19|20)\d{2})$`);
/** A capitalised word of a name ("Zebras", "Q-Learning", "4D"), or a small joining word between two. */
const NAME_WORD = String.raw`[A-Z0-9][A-Za-z0-9\-]{0,24}`;
const NAME_WORDS = String.raw`${NAME_WORD}(?:\s+(?:and|of|on|for|in|the|to|with|&|${NAME_WORD})){0,9}`;
/**
 * "Quiet Zebra Modelling @ ICQZ 2026", "Grounding Zebras: Learning Slowly and Quietly @ QZS 2026" (round vunseen5): a
 * name of two capitalised words or more (small joining words between; one colon may part a head from its subtitle),
 * "@", then a host's tag in capitals (a hyphen may join two, "QZS-KDD") and its four-digit year: the "@" says the
 * roles as it does for a workshop's tag ("BinEgo360@ICCV25", WORKSHOP_AT_HOST) — the host's workshop so named. Only
 * where a second shape says a workshop: a title's head and subtitle parted by a colon, or a host that is an
 * "International Conference" by its initials (conferenceInitials, as round 15 reads "ICML Workshop"); plain words at
 * any other capitals ("Velvet Kites @ QLNS 2026", "Data Release @ ZORP 2026") stay unread as rounds 15 and vunseen3
 * kept them — no shape tells them from "Results Table @ JSON 2026".
 */
const NAME_AT_HOST = new RegExp(String.raw`^([A-Z][A-Za-z0-9\-]{0,24}\s+(?:and|of|on|for|in|the|to|with|&|${NAME_WORD})(?:\s+(?:and|of|on|for|in|the|to|with|&|${NAME_WORD})){0,8}(?::\s+${NAME_WORDS})?)\s*@\s*((?:(?:IEEE|ACM)\s+)?[A-Z][A-Z0-9]{1,9}(?:-[A-Z][A-Z0-9]{1,9})?)[\s\-']*((?:19|20)\d{2})$`);
/** Words that make a name a paper's kind, showing, version or place rather than a workshop's ("Oral Talk @ QZS 2026"). */
const NOT_WORKSHOP_NAME = /(?<![A-Za-z])(?:[Pp]apers?|[Tt]alks?|[Pp]osters?|[Oo]ral|[Ss]potlight|[Pp]resentations?|[Aa]ccepted|[Vv]ersion|[Pp]reprint|[Ss]ubmi(?:ssion|tted)|[Tt]rack|[Mm]ain|[Cc]onference|[Ff]indings|[Dd]emo|[Tt]utorial|[Kk]eynote|[Ii]nvited|[Cc]ode|[Pp]ages?|[Ff]igures?|[Tt]ables?|[Pp]roceedings|[Cc]amera|[Rr]eady|[Aa]ppendix|[Aa]wards?|[Pp]rizes?|[Ww]inners?|[Hh]onou?rable|[Ii]ntern(?:ship)?s?|[Ww]ork|[Tt]eam|[Ll]ab)(?![A-Za-z])/;
/** "ICCV - Drive2X Workshop", "MICCAI 2025 – ASMUS Workshop": a host, a spaced dash, a workshop's tag and the word. */
const HOST_DASH_WORKSHOP = new RegExp(String.raw`^${HOST_TAG}\s+[\-–—]\s+(${WS})\s+[Ww]orkshop(?:\s+((?:19|20)\d{2}))?$`);

/**
 * A workshop named by its tag at a host named by its (neither on a list): "STACOM 2025 @ MICCAI", "BinEgo360@ICCV25",
 * "Accepted by iMIMIC at MICCAI 2025", "Accepted by ICCV - Drive2X Workshop". "@" or "Workshop" says the roles; a bare
 * "at" only after a cue. A year needed (the host's or the workshop's) unless a cue says the decision (the posting year's
 * edition then, as the generic readers take it). The host's workshop track, the workshop's tag as printed.
 */
function workshopAtHost(clause: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  let s = clause.trim().replace(/[.!]+$/, '').replace(DATE_PLACE_CLOSING, '').replace(COUNTS_BRACKET, '').replace(STATUS_CLOSING, '');
  let status: string | null = null;
  const c = CUE.exec(s);
  if (c && cueStatus(c[1]) !== null) { status = cueStatus(c[1]); s = s.slice(c[0].length); }
  let host: string; let workshop: string; let year: number | null;
  let n: RegExpExecArray | null = null;
  const a = WORKSHOP_AT_HOST.exec(s);
  const d = a ? null : HOST_DASH_WORKSHOP.exec(s);
  if (a) {
    // "presented by BFLW at ICHEP 2012": after "presented by" the tag is a speaker's initials, not a workshop.
    if (a[4] !== '@' && (status === null || /^present/i.test(c![1])) && !a[3]) return null;
    workshop = a[1]; host = a[5];
    year = a[6] ? Number(a[6]) : a[7] ? 2000 + Number(a[7]) : a[2] ? Number(a[2]) : null;
  } else if (d) {
    host = d[1]; workshop = d[4];
    year = d[2] ? Number(d[2]) : d[3] ? 2000 + Number(d[3]) : d[5] ? Number(d[5]) : null;
  } else if ((n = s.includes('@') ? NAME_AT_HOST.exec(s) : null) && !NOT_WORKSHOP_NAME.test(n[1])
    && (n[1].includes(':') || conferenceInitials(n[2].replace(/^(?:IEEE|ACM)\s+/, ''))) && !namesNoVenue(n[2].replace(/^(?:IEEE|ACM)\s+/, ''), clause)) {
    workshop = n[1]; host = n[2]; year = Number(n[3]);
  } else {
    const th = TAG_HOST_WORKSHOP.exec(s);
    const roles = th ? twoTagsWorkshop(th[1], th[2]) : null;
    const nh = roles || status === null ? null : NAME_WORKSHOP_HOST.exec(s);
    if (th && roles) {
      // the word "Workshop" says an event as a cue would: the posting year's edition, accepted, when none is written
      workshop = roles.workshop; host = roles.host; year = th[3] ? Number(th[3]) : null;
      // a library's, dataset's or organisation's capitals are no host ("PyTorch CUDA Workshop": lookalikes.ts); with no
      // cue, only an "International Conference" by its initials is one (as round 15 read "33 pages, ICML Workshop"):
      // "OpenAI CERN Workshop", "LaTeX HTML Workshop" stay unread
      const hostBare = host.replace(/^(?:IEEE|ACM)(?:\/CVF)?\s+/, '');
      // a dataset's or library's name is no workshop's either ("Accepted at ImageNet VKW Workshop")
      if (namesNoVenue(hostBare, clause) || namesNoVenue(workshop, clause) || (status === null && !conferenceInitials(hostBare))) return null;
      status ??= 'accepted';
    } else if (nh) {
      workshop = nh[1]; host = nh[2]; year = Number(nh[3]);
    } else return null;
  }
  const bareHost = host.replace(/^(?:IEEE|ACM)(?:\/CVF)?\s+/, '');
  if (NOT_TAGS.test(bareHost) || NOT_TAGS.test(workshop) || bareHost === workshop || findVenue(host) || findVenue(workshop)) return null;
  if (year === null && status === null) return null;
  const st = status ?? 'accepted';
  return { venue: host, year: year ?? (st === 'accepted' || st === 'published' ? posted?.year ?? null : null), track: 'workshop', workshop, status: st, presentation: null };
}

/**
 * The sentences and semicolon clauses of a comment whose white space runs are single spaces. Every SENTENCE_END match
 * begins with ";" or ".", so a text with neither is one part; the last text's parts are kept (unseenTag and then
 * proceedingsTitle's commentClauses split the same comment; callers never change the array) (round vspeed of 12-07).
 */
function sentencesOf(text: string): readonly string[] {
  if (!text.includes('.') && !text.includes(';')) return [text];
  if (text === lastSplit.text) return lastSplit.parts;
  const parts: string[] = [];
  let at = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); ; m = SENTENCE_END.exec(text)) {
    parts.push(text.slice(at, m ? m.index : text.length));
    if (!m) break;
    at = m.index + m[0].length;
  }
  lastSplit = { text, parts };
  return parts;
}
let lastSplit: { text: string; parts: readonly string[] } = { text: '', parts: [''] };

/** The text with each run of white space one space, trimmed; the replace only runs when a run or another white space is there. */
function spacesSingle(text: string): string {
  return (NOT_ONE_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
const NOT_ONE_SPACE = /\s\s|[^\S ]/;

/** "…, https://github.com/x/y": a link closing a clause, which names no venue (round vproc). */
export const CLOSING_LINK = /(?:\s*[,;:])?\s*(?:https?:\/\/|www\.)\S+\s*$/;

/** Each clause of a comment as the last readers take it: a sentence or semicolon clause, its opening counts and a closing link dropped, three characters or more. */
export function commentClauses(comments: string): string[] {
  return sentencesOf(spacesSingle(comments)).map((p) => p.replace(COUNTS_LEAD, '').replace(CLOSING_LINK, '').trim()).filter((p) => p.length >= 3);
}

/**
 * The last reading of a comment that read nothing: each sentence or semicolon clause (counts opening it dropped) read
 * by qualifiedTag, then, when it is not the whole comment, by the generic readers as a clause of its own. Null when no
 * clause names a venue no list knows (a name a list knows is the detector's, never read here).
 */
export function unseenTag(comments: string, posted: { year: number; month: number } | null | undefined): VenueEntry | null {
  const text = spacesSingle(comments);
  if (!/[A-Z][A-Za-z0-9]{0,15}[A-Z]/.test(text)) return null;
  const parts = sentencesOf(text);
  for (const raw of parts) {
    const part = raw.replace(COUNTS_LEAD, '').trim();
    if (part.length < 3) continue;
    const q = qualifiedTag(part, posted);
    if (q && !findVenue(q.venue)) return { venue: q.venue, year: q.year, track: q.track, workshop: q.workshop, status: q.status, presentation: q.presentation };
    const w = workshopAtHost(part.replace(/\s*\((?:non-?archival|oral|poster|spotlight)\)\s*$/i, ''), posted);
    if (w) return w;
    // "Accepted as a main conference submission in the European Conference on X (ECX 2025)", "… Conference 2026, 3-4
    // September 2026 in Amsterdam": the generic readers on the clause without the paper's kind after the cue and
    // without the closing date and place (round vunseen3).
    const plain = part.replace(AS_A_PAPER, '$1').replace(DATE_PLACE_CLOSING, '');
    if (plain !== part) {
      const g = genericVenue(plain, posted);
      if (g && !findVenue(g.venue)) return g;
    }
    // A clause read alone loses what the others say of it: "Presented at the Workshop … (FAIRGROUND). 2025 International
    // Joint Conference on Neural Networks (IJCNN)" is that event's workshop. A main track read so is kept only when no
    // other clause names a workshop, challenge, track or the like.
    if (parts.length > 1) {
      const g = genericVenue(raw.trim(), posted);
      if (g && !findVenue(g.venue) && (g.track !== 'main' || !NOT_MAIN_ELSEWHERE.test(parts.filter((p) => p !== raw).join(' ')))) return g;
    }
  }
  return null;
}
