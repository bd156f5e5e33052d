import { presentationCue, statusCues, trackCue } from './cues.ts';
import { parseOrdinal } from './ordinal.ts';
import { isSpace } from './alias-match.ts';
import { isPlaceName } from './places.ts';
import { RANK_TAG } from './publishers.ts';

/**
 * Events held at a host conference, read from the shape of the text before the host's name: an acronym right before
 * the host ("SD4H ICML 2026", "FM-Wild-ICML-2025", "GRADES-NDA 2025 @ SIGMOD") or a named event joined to the host by
 * "at", "part of", "co-located with" ("Computational Aspects of Deep Learning 2025 (at ISC 2025)"). Such a paper is
 * at that event (a workshop), never the host's main track.
 */

/**
 * Tokens that stand before a host's name without naming an event: publishers, proceedings series, sponsors. ISIF (the
 * International Society of Information Fusion, FUSION's organiser: "ISIF FUSION 2025 proceedings", set 138) is a society
 * as ISCA is (v249).
 */
const NOT_EVENTS = new Set(['IEEE', 'ACM', 'CVF', 'IEEE/CVF', 'IEEE/ACM', 'SIAM', 'ISCA', 'ISIF', 'USENIX', 'PMLR', 'LNCS', 'CEUR', 'CEUR-WS', 'LNAI', 'CCIS', 'LNEE', 'EPTCS', 'LIPICS', 'AAAI', 'IFIP',
  'SIGKDD', 'SIGIR', 'SIGMOD', 'SIGGRAPH', 'ACL', 'EMNLP', 'NAACL', 'ECCV', 'ICCV', 'CVPR', 'THE', 'AT', 'IN', 'OF', 'TO', 'AND', 'BY', 'FOR',
  'ARR', 'OPENREVIEW', 'ARXIV', 'PREPRINT', 'NOTE', 'PAPER', 'FINAL', 'VERSION', 'FULL', 'SHORT', 'LONG', 'MAIN', 'CONFERENCE', 'PROC', 'PROCEEDINGS']);

const YEAR = String.raw`(?:['’]\d{2}|(?:19|20)\d{2})`;
/** An ACM Special Interest Group: "SIG" and its capitals (SIGOPS, SIGPLAN, SIGSAC). */
const SPECIAL_INTEREST_GROUP = /^SIG[A-Z]{2,}$/;

/** An acronym-like token: two capitals, or a capital and a digit ("SD4H", "FM-Wild", "GRADES-NDA", "AI4Math"). */
export function acronymish(tok: string): boolean {
  if (parseOrdinal(tok.replace(/-/g, ' ')) !== null) return false; // "Forty-Second", "21st"
  const letters = tok.replace(/[^A-Za-z0-9]/g, '');
  return /[A-Z].*[A-Z0-9]|[0-9].*[A-Z]/.test(letters) && !/^\d+$/.test(letters) && !/^\d+(?:st|nd|rd|th)$/i.test(letters);
}

// "SPARTA_AAAI2026", "FMEA_ICML2026": an underscore joins an event's acronym to its host as a hyphen does; "MEIS-- CVPR",
// "FOOW — CVPR": a dash of two or three hyphens (TeX's en and em dash) or a typeset one as well (round v263, set 263 part A).
const GLUED_BEFORE = new RegExp(String.raw`(?<![A-Za-z0-9&\-/])([A-Za-z0-9][\w&]*(?:-[\w&]+)*?)(?:\s*${YEAR})?\s*(?:-{1,3}|[–—_@]|\s)\s*$`);

const TOKEN_END = /[\w&@'’\-–—]/;
const PUBLISHER_END = /(?<![A-Za-z])(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR|ISCA|USENIX|SPIE)\s+$/;
/** /(?:^|\s)[a-z]+$/: the text ends in a word of lower-case ASCII letters opening it or after white space (read from the end). */
const LOWER_WORD_END = { test: lowerWordEnd };
export function lowerWordEnd(t: string): boolean {
  let i = t.length;
  while (i > 0) { const c = t.charCodeAt(i - 1); if (c < 97 || c > 122) break; i--; }
  return i < t.length && (i === 0 || isSpace(t.charCodeAt(i - 1)));
}

/** "SD4H ICML", "FM-Wild-ICML", "GRADES-NDA 2025 @ SIGMOD": the acronym of the event right before the host's name, else null. */
export function acronymBeforeHost(pre: string): string | null {
  // Cheap exits, exact for GLUED_BEFORE: its token is the last word, so a text ending in a lower-case word ("accepted
  // at ") or in a character no token or separator ends with ("(") has none.
  const t = pre.trimEnd();
  if (!t || !TOKEN_END.test(t[t.length - 1]) || (t.length < pre.length && LOWER_WORD_END.test(t))) return null;
  // More cheap exits, exact too: a last word that is a publisher, holds a slash ("IEEE/CVF") or is an ordinal
  // ("Thirteenth") is no event's acronym, and no token before it can reach the end of the text.
  const last = t.slice(t.lastIndexOf(' ') + 1);
  if (t.length < pre.length && (last.includes('/') || NOT_EVENTS.has(last.toUpperCase()) || parseOrdinal(last) !== null)) return null;
  const m = GLUED_BEFORE.exec(pre.slice(-60));
  if (!m) return null;
  const tok = m[1];
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || /^(?:19|20)\d{2}$/.test(tok)) return null;
  // "SIGOPS ATC 2026", "SIGPLAN PLDI": an ACM Special Interest Group's name before an event's acronym is its sponsor,
  // as "ACM" is, not an event held at it.
  if (SPECIAL_INTEREST_GROUP.test(tok)) return null;
  if (statusCues(tok).length) return null;
  // "the 24th IEEE AMLA International Conference on …": an acronym after a publisher is the organiser's part of the
  // host's own name, not an event held at the host.
  if (PUBLISHER_END.test(pre.slice(0, pre.length - m[0].length))) return null;
  return tok;
}

const JOIN_END = /(?:\(\s*)?(?:\bat|@|\bwith|,|\bpart\s+of|\bco-?located\s+(?:with|at)|\bcolocated\s+(?:with|at)|\bin\s+conjunction\s+with|\bheld\s+(?:at|with|during))\s+(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?:(?:19|20)\d{2}\s+)?(?:(?:IEEE|ACM)(?:\/\w+)?\s+)*$/i;
const NAME_END = new RegExp(String.raw`((?<![A-Za-z*])\*?(?:[a-z](?=[A-Z]))?[A-Z][\w&+\-]*(?:\s+(?:[A-Z][\w&+\-]*|of|on|for|and|in|&|the|with)){0,9}?)\s*(${YEAR})?\s*[(,]?\s*$`);
const CONNECTOR_EDGE = /^(?:of|on|for|and|in|&|the|with)\s+|\s+(?:of|on|for|and|in|&|the|with)$/i;

/** "Published at ISIC in MICCAI 2026": an event's acronym after "at" (or "@"), then "in" and the host (round vpool9, set 330 part A). */
const AT_ACRONYM_IN = /(?:^|[\s(])(?:at|@)\s+([A-Za-z0-9][\w&]*(?:-[\w&]+)?)\s+in\s+(?:the\s+)?$/i;

/**
 * An acronym the text places "at" and then "in" the host ("presented at FOO in CVPR 2026" → "FOO"), else null. Only a
 * single acronym-shaped token (two or more capitals or a digit among capitals, three characters or more) that names no
 * catalogued venue, publisher, paper kind or status: "accepted at ICLR in 2026" has no host after "in", and "at TMLR in
 * ICLR 2026" names two venues, not an event held at the second.
 */
export function acronymAtInHost(pre: string, known: (tok: string) => boolean): string | null {
  if (!/\bin\s+(?:the\s+)?$/i.test(pre.slice(-12))) return null;
  const m = AT_ACRONYM_IN.exec(pre.slice(-60));
  if (!m) return null;
  const tok = m[1];
  // "ISIC" is no rank "ISI C": a rank letter glued to its list's name without a separator is read as part of a word.
  const rank = RANK_TAG.test(tok) && !/^[A-Z]{3,}[A-C]$/.test(tok);
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || rank || /^\d/.test(tok)) return null;
  if (statusCues(tok).length || known(tok) || PAPER_KIND.test(tok)) return null;
  return tok;
}

/** An acronym (maybe its year), then an opening parenthesis (or a comma) the host's name follows ("XAIE4 (ICPR 2026)", "CV4A11y, ICCV 2025", "CV4A11y 2025, ICCV 2025"). */
// "ZQW '26 (ICML 2026)": the event's year may be an apostrophe and two digits (round vleft3).
const ACRONYM_BEFORE_PAREN = /(?<![A-Za-z0-9&\-/])([A-Za-z0-9][\w&]*(?:-[\w&]+)*)(?:\s+(?:19|20)\d{2}|\s*['’]\d{2})?\s*([(,])\s*(?:(?:IEEE|ACM)\s+)?$/;
/** A mixed-shape acronym: a digit or a lower-case letter among its capitals ("CV4A11y", "BabyLM"), no list of capitals ("AAAI"). */
const MIXED_ACRONYM = /^(?=.*[A-Z])(?=.*[a-z0-9])[A-Za-z0-9&\-]+$/;

/**
 * "accepted at XAIE4 (ICPR 2026)": an acronym no list knows right before the host's name in parentheses is an event
 * held at the host (a workshop), the bracketed form of "XAIE4 @ ICPR 2026" (as is "accepted at CV4A11y, ICCV 2025", a
 * mixed-shape acronym before a comma); its acronym as written, else null. A venue
 * of its own ("Findings of ACL (EMNLP 2025)", "TMLR (ICLR 2026)"), a publisher, a presentation or the host's own
 * acronym in another spelling is no such event, nor is a name after "version of" (an earlier paper's).
 */
export function acronymBeforeParen(pre: string, span: string, known: (tok: string) => boolean): string | null {
  const end = pre.trimEnd().slice(-1);
  if (end !== '(' && end !== ',') return null;
  const m = ACRONYM_BEFORE_PAREN.exec(pre.slice(-60));
  if (!m) return null;
  const tok = m[1];
  // "Accepted at CV4A11y, ICCV 2025": a comma joins the event to its host only for a mixed-shape acronym; capitals
  // alone before a comma are as often a list of venues ("accepted at AAAI, IJCAI 2026").
  if (m[2] === ',' && !MIXED_ACRONYM.test(tok)) return null;
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || RANK_TAG.test(tok) || /^\d/.test(tok)) return null;
  if (statusCues(tok).length || known(tok) || PAPER_KIND.test(tok)) return null;
  const host = span.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (host && tok.toUpperCase().startsWith(host)) return null;
  const before = pre.slice(0, pre.length - m[0].length);
  if (PUBLISHER_END.test(before)) return null;
  // Only where a venue is expected ("accepted at", "Proceedings of"): "Journal version of LAA-Net (CVPR 2024)",
  // "Reproducibility study of DragDiffusion (CVPR 2024)" name an earlier paper, not an event.
  return VENUE_EXPECTED.test(before) ? tok : null;
}

/** Two to four capitalised words, an apostrophe year, then an opening parenthesis the host's name follows. */
const NAME_APOSTROPHE_YEAR_PAREN = /(?<![A-Za-z0-9&\-/])([A-Z][\w&\-]*(?:\s+[A-Z][\w&\-]*){1,3})\s*['’]\d{2}\s*\(\s*(?:(?:IEEE|ACM)\s+)?$/;

/**
 * "accepted at Agent Skills '26 (ACM CAIS 2026)": capitalised words with an apostrophe year, right before the host's
 * name in parentheses where a venue is expected, are an event held at the host (a workshop), named as written (round
 * vleft3; the one-acronym form is acronymBeforeParen's). A word that is a venue, a cue or a paper's kind makes it none.
 */
export function nameBeforeParen(pre: string, known: (tok: string) => boolean): string | null {
  if (pre.trimEnd().slice(-1) !== '(') return null;
  const tail = pre.slice(-80);
  const m = NAME_APOSTROPHE_YEAR_PAREN.exec(tail);
  if (!m) return null;
  const words = m[1].split(/\s+/);
  if (words.some((w) => NOT_EVENTS.has(w.toUpperCase()) || statusCues(w).length || known(w) || PAPER_KIND.test(w) || PROGRAMME_WORDS.test(w))) return null;
  const before = pre.slice(0, pre.length - tail.length + m.index);
  return VENUE_EXPECTED.test(before) && !PUBLISHER_END.test(before) ? m[1] : null;
}

/** An acronym (maybe its year), a colon, a title of capitalised words with no comma, then a comma the host's name follows. */
const ACRONYM_COLON_TITLE_COMMA = /(?<![A-Za-z0-9&\-/])([A-Za-z][\w&\-]*[A-Z0-9][\w&\-]*)(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s*:\s+([A-Z][^,;:()"“”]{2,140}?),\s*(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/;
/** "at" or "to" (maybe "the") ending the text: where an acceptance or submission names its venue. */
const AT_OR_TO_END = /(?<![A-Za-z])(?:at|to)\s+(?:the\s+)?$/i;

/**
 * "Accepted at AdaptFM: Resource-Adaptive Foundation Model Inference, ICML 2026": after "at" / "to", an acronym no list
 * knows, a colon and a title in capitalised words (two at least), then a comma and the host: a workshop held at the host,
 * named by its acronym (round vleft3; the form "NAME: Title, HOST YEAR Workshop" is workshopName's). A title naming a
 * paper's kind or version ("Oral Presentation") makes it none.
 */
export function acronymTitleBeforeHost(pre: string, known: (tok: string) => boolean): string | null {
  if (pre.trimEnd().slice(-1) !== ',' || !pre.includes(':')) return null;
  const tail = pre.slice(-200);
  const m = ACRONYM_COLON_TITLE_COMMA.exec(tail);
  if (!m) return null;
  const tok = m[1];
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || RANK_TAG.test(tok) || statusCues(tok).length || known(tok) || PAPER_KIND.test(tok)) return null;
  if (m[2].split(/\s+/).filter((w) => /^[A-Z]/.test(w)).length < 2 || NOT_A_WORKSHOP_TITLE.test(m[2])) return null;
  return AT_OR_TO_END.test(pre.slice(0, pre.length - tail.length + m.index)) ? tok : null;
}

/** After the host (its year, a bracketed gloss maybe, or the close of the gloss the host was read from): a comma, a title of capitalised words, then "(ACR YEAR)". */
const SPELLED_TITLE_AFTER_HOST = /^\)?(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s*(?:\([^()]{0,120}\)\s*)?,\s*([A-Z][\w\-]*(?:,?\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,14})\s*\(\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s*\)/;

/**
 * "Accepted by ICPR (the …), Quiet Widget Techniques and Lanterns (QWTL 2026)": after the host, a comma and a title whose
 * initials spell the bracketed acronym that closes it (no venue of its own) are an event held at the host, a workshop
 * named by the acronym (round vleft3); the title and its span in `post`, for the caller to read the host's cues without it.
 */
const TRACK_AFTER_BRACKET = /^\s*(?:papers?\s+)?track(?![A-Za-z])/i;
const COMPETITION_WORD = /(?<![A-Za-z])(?:Challenge|Competition|Contest|Track|Task|Olympiad|Hackathon)(?![A-Za-z])/i;
export function spelledTitleAfterHost(post: string, known: (tok: string) => boolean): { name: string; title: string } | null {
  const m = post.includes('(') && post.includes(',') ? SPELLED_TITLE_AFTER_HOST.exec(post) : null;
  if (!m || known(m[2]) || NOT_EVENTS.has(m[2].toUpperCase()) || m[1][0] !== m[2][0] || !initialsSpell(m[1], m[2])) return null;
  // "Grand Challenge on …", "… Challenge Track", "Shared Task": a competition or a track of the host's is no workshop
  // (the plural topic word "… Applications and Challenges" is).
  if (COMPETITION_WORD.test(m[1])) return null;
  // "…, Software Engineering in Practice (SEIP) Track": a title whose bracketed acronym "Track" follows names a track of
  // the host's, no event held there (round vpool10, set 332 part A).
  if (TRACK_AFTER_BRACKET.test(post.slice(m.index + m[0].length, m.index + m[0].length + 16))) return null;
  return { name: m[2], title: m[1] };
}

/** The words before a venue's name: a preposition a status takes, "@", or "Proceedings of", then maybe "the". */
const VENUE_EXPECTED = /(?:(?<![A-Za-z])(?:at|to|in|by|for|on)|@|(?<![A-Za-z])(?:proceedings|proc\.)\s+of)\s+(?:the\s+)?$/i;

const CONFERENCE_AT_HOST = /(?<![A-Za-z0-9*])(\*?[A-Z][a-z_&+\-]*[A-Z0-9][\w&+\-]*)(?:\s+(?:19|20)\d{2})?\s+(?:[Cc]onference|[Ss]ymposium)\s*,?\s*\(?\s*(?:[Cc]o-?l{0,2}ocated|[Hh]eld)\s+(?:with|at|alongside)\s+(?:the\s+)?(?:(?:IEEE|ACM)\s+)?$/;

/**
 * "the *SEM conference collocated with EMNLP 2025": a conference (or symposium) of its own held beside the host. The
 * paper is at that event's main track, not at the host's; the event's acronym as written, else null.
 */
export function conferenceAtHost(pre: string): string | null {
  if (!pre.includes('ocated') && !pre.includes('eld')) return null;
  const m = CONFERENCE_AT_HOST.exec(pre.slice(-120));
  return m && !NOT_EVENTS.has(m[1].toUpperCase()) ? m[1] : null;
}

/** "Mutation 2025 at the 18th IEEE ICST", "INTUITESTBEDS 2022, part of the 15th …": the event named before the join, else null. */
export function eventJoinedToHost(full: string): string | null {
  if (!/\bat|@|part|located|conjunction|held|with|,/i.test(full.slice(-60))) return null;
  const pre = full.slice(-160);
  const j = JOIN_END.exec(pre);
  if (!j) return null;
  const before = pre.slice(0, j.index);
  const cues = statusCues(before);
  const cued0 = cues.length ? before.slice(cues[cues.length - 1].end) : before;
  // "HealthSec'26 (Cybersecurity in Healthcare), co-located with ACSAC 2026": a closed bracket after the event's name
  // spells it out or notes it; the name stands before it. "… Media and Security (AIMS) @ CVPR 2026": a bracketed
  // acronym is the name the text gives the event.
  const note = NOTE_END.exec(cued0);
  const rest = note ? cued0.slice(0, note.index) : cued0;
  const m = NAME_END.exec(rest);
  if (!m) return null;
  let name = m[1].trim();
  // "Appeared in the Proceedings of the Empowering Women of Colour in … Research at IJCAI 2025": the proceedings of an
  // event named before "at HOST" print that event's papers: "of the" after that cue stands between it and the name.
  let lead = rest.slice(0, m.index);
  if (cues.length && /proceedings$/i.test(before.slice(cues[cues.length - 1].index, cues[cues.length - 1].end))) lead = lead.replace(OF_THE, '');
  // "Accepted at Methods and Opportunities at Small Scale (MOSS), ICML 2025": a title with "at" among its own words,
  // whose bracketed acronym only the whole title's initials spell, is read whole (round v233), never cut at its "at".
  const noted = note?.[1].trim() ?? '';
  const longer = note && noted && !lead.includes('(') && AT_ENDS.test(lead) && !initialsSpell(name, noted) ? TITLE_BEFORE_AT.exec(lead) : null;
  if (longer && initialsSpell(`${longer[1]} ${longer[2]} ${name}`, noted)) {
    name = `${longer[1]} ${longer[2]} ${name}`;
    lead = lead.slice(0, longer.index);
  }
  // "Grounding Language Models: Learning Faithfully and Efficiently @ EMNLP 2026": a title written as a head, a colon and
  // a subtitle is one name; the head (two to seven capitalised words, no connector, none a paper's kind, track, status or
  // showing) opening the comment or a sentence, or right after a status cue, is kept with the subtitle, not cut at the
  // colon (round vpool8, set 328 part A: the subtitle alone read as the workshop). Only before "@", which joins an event
  // to its host ("Code for ZQW: Quiet Widgets, ICML 2026" stays the host's main track); no bracketed name (the text's own).
  const head = !note && j[0].includes('@') && lead.includes(':') ? TITLE_HEAD_COLON.exec(lead) : null;
  if (head && openingTitle(head[1], 2)) {
    const leadIn = lead.slice(0, head.index);
    if ((!cues.length && OPENING_LEAD.test(full.slice(0, full.length - pre.length) + leadIn)) || (cues.length > 0 && CUE_THEN_NAME.test(leadIn))) {
      name = `${head[1]}: ${name}`;
      lead = leadIn;
    }
  }
  while (CONNECTOR_EDGE.test(name)) name = name.replace(CONNECTOR_EDGE, '').trim();
  if (!name || NOT_EVENTS.has(name.toUpperCase())) return null;
  const single = !name.includes(' ');
  // "Pluralistic Alignment @ ICML 2026": an "@" joins an event to its host even without a year. "Accepted (oral) to
  // Foundations of Agentic Systems Theory at AAAI 2026": capitalised words right after a status cue (its preposition,
  // a parenthesised note between) are the event the paper went to, held at the host, year or none.
  const cued = cues.length > 0 && !single && CUE_THEN_NAME.test(lead) && !PROGRAMME_WORDS.test(name);
  // "Socially Responsible and Trustworthy Foundation Models at NeurIPS 2025": a title of three or more capitalised words
  // opening the comment (or a sentence of it), no cue before it, then "at" the host, is the event the paper went to,
  // held at the host, as after a cue; never words that qualify the paper, its track or its showing ("Oral Presentation
  // at", "Late Breaking Results at", "Main Conference Track at").
  const opening = !cues.length && !single && /^\s*at\s/i.test(j[0]) && OPENING_LEAD.test(full.slice(0, full.length - pre.length) + lead)
    && openingTitle(name);
  // "Retail Vision, ICCV 2025": a shorter title (two capitalised words or more, no year of its own) opening the comment
  // or a sentence alone, then a comma and the host, is such an event too (set 136 part A); never a place ("Hong Kong,
  // ICCV 2026": where the host was held, places.ts).
  const openingComma = !cues.length && !single && !m[2] && /^\s*,/.test(j[0]) && OPENING_LEAD.test(full.slice(0, full.length - pre.length) + lead)
    && openingTitle(name, 2) && !isPlaceName(name);
  // "presented at BEAM with CVPR 2025": "with" alone joins an acronym, or capitalised words right after a cue, to the
  // host; "Presented at Agents in Interaction, CVPR 2025": a comma only capitalised words right after a cue (capitals
  // alone before a comma are as often a list of venues: "accepted at AAAI, IJCAI 2026").
  const bare = /^\s*(?:with|,)/i.test(j[0].replace(/^\(\s*/, ''));
  // Not after "Proceedings of the": "Proceedings of the ACM on Computer Graphics and Interactive Techniques, I3D 2026"
  // names where the host's papers are printed, not an event held there.
  const printed = cues.length > 0 && /proceedings$/i.test(before.slice(cues[cues.length - 1].index, cues[cues.length - 1].end));
  if (bare && (j[0].includes('(') || printed || (j[0].trimStart().startsWith(',') ? !(cued || openingComma) : !(cued || (single && acronymish(name)))) || m[2])) return null;
  if (!m[2] && !(single && acronymish(name)) && !j[0].includes('@') && !cued && !opening && !openingComma) return null;
  const acr = note?.[1].trim() ?? '';
  if (note && !/\s/.test(acr) && acronymish(acr) && !NOT_EVENTS.has(acr.toUpperCase()) && !statusCues(acr).length) return acr;
  if (/\b(?:workshop|track|paper|version|presentation|poster|oral|spotlight|talk|award)s?\b/i.test(name)) return null;
  return name;
}

/** Capitalised words (connectors between), then "at" (maybe "at the") ending the text: a title's words before the "at" inside it. */
const TITLE_BEFORE_AT = /(?<![A-Za-z])([A-Z][\w&+\-]*(?:\s+(?:[A-Z][\w&+\-]*|of|on|for|and|in|&|the|with)){0,6})\s+(at(?:\s+the)?)\s*$/;
const AT_ENDS = /\sat(?:\s+the)?\s*$/;
/** Two to seven capitalised words, a colon, then spaces ending the text: a title's head before its subtitle. */
const TITLE_HEAD_COLON = /(?<![A-Za-z*])([A-Z][\w&+\-]*(?:\s+[A-Z][\w&+\-]*){1,6}):\s+$/;
/**
 * True when a title's initials (and the capitals inside its words) hold an acronym's letters in order ("MOSS": Methods …
 * Opportunities … Small Scale; "AIE": AI at the Edge).
 */
function initialsSpell(title: string, acr: string): boolean {
  const initials = title.split(/\s+/).filter(Boolean).map((w) => w[0] + w.slice(1).replace(/[^A-Z]/g, '')).join('').toUpperCase();
  const letters = acr.toUpperCase().replace(/[^A-Z]/g, '');
  if (letters.length < 2) return false;
  let i = 0;
  for (const ch of letters) {
    i = initials.indexOf(ch, i) + 1;
    if (i === 0) return false;
  }
  return true;
}

/** Nothing, or the end of a sentence, before a name that opens the comment or one of its sentences. */
const OPENING_LEAD = /(?:^|[.;]\s)\s*$/;

/** `least` (three) or more capitalised words none of which qualifies a paper, its track, status or showing. */
function openingTitle(name: string, least = 3): boolean {
  const words = name.split(/\s+/);
  if (words.filter((w) => /^[A-Z]/.test(w)).length < least) return false;
  if (words.some((w) => QUALIFIER_WORD.test(w) || NOT_EVENT_NOUN.test(w) || PAPER_KIND.test(w)) || PROGRAMME_WORDS.test(name)) return false;
  return trackCue(name) === null && presentationCue(name) === null && !statusCues(name).length;
}

/** A closed bracket of a few words, then maybe a comma, ending the text before the join. */
const NOTE_END = /\s*\(([^()]{1,60})\)\s*,?\s*$/;

/** Between a status cue and a name: a parenthesised note ("(oral)"), a preposition, "the". */
const CUE_THEN_NAME = /^\s*(?:\([^()]{0,20}\)\s*)?(?:(?:to|at|in|for|by|as)\s+)?(?:the\s+)?$/i;
/** "of the" between a "Proceedings" cue and the name of the event it prints. */
const OF_THE = /^\s*of\s+(?:the\s+)?/i;
/** Names of a host's own programme or printing, not of an event held at it. */
const PROGRAMME_WORDS = /\b(?:Conference|Proceedings|Sessions?|Program(?:me)?|Findings|Journal|Transactions|Series)\b/i;

/** "EMNLP 2025 MainConference": a paper's kind or programme glued into one word, not an event's acronym. */
const PAPER_KIND = /^(?:Main|Long|Short|Full|Regular|Oral|Poster)[A-Z]|Conference|Track|Papers?$|Proceedings/;
/**
 * "SIGIR 2025 LiveRAG", "CVPR 2025 NTIRE": an acronym after the host's year, ending the clause; a slash may join them
 * ("ICLR 2024/AfricaNLP": the host and the event held there written as one).
 */
// "ECCV 2024 W-CODA", "ECCV 2024 (W-CODA)", "ICDAR2025 DALL": the acronym after the year (spaced or glued to the
// host), bare or alone in parentheses.
// "SIGIR 2025 LiveRAG Spotlight", "SIGIR 2025 LiveRAG (Oral)": how the paper is presented there may close the clause
// after the acronym all the same (round v189; as "SD4H ICML 2026 Spotlight" before the host).
const YEAR_THEN_ACRONYM = new RegExp(String.raw`^(?:\s*[-\s]\s*)?${YEAR}(?:\s+|\s*\/\s*|\s*\(\s*(?=[A-Za-z0-9][\w&]*(?:-[\w&]+)*\s*\)))([A-Za-z0-9][\w&]*(?:-[\w&]+)*)(?=\s*(?:$|[.,;:)]|(?:\(\s*)?(?:[Ss]potlight|SPOTLIGHT|[Oo]ral|ORAL|[Pp]oster|POSTER|[Hh]ighlight|HIGHLIGHT)(?:\s+(?:[Pp]resentation|[Pp]aper|[Tt]alk))?\s*\)?\s*(?:$|[.,;:])))`);
/** "CHI 2025 LBW": the initials of a late-breaking work, result, abstract or demo name the host's track (cues.ts), no event. */
const LATE_BREAKING_INITIALS = /^LB[WRAD]s?$/;
/** One or two digits, then two capitals at least: "3DMV", "2COOOL" (not "3rd", "2D", "4K"). */
const DIGIT_LED_ACRONYM = /^\d{1,2}[A-Z]{2}[\w&\-]*$/;
/** Capitals that name a field, a model or a file, never an event held at a host ("NeurIPS LLM"). */
const NOT_AN_EVENT_ACRONYM = /^(?:LLMs?|VLMs?|AI|AGI|ML|DL|RL|NLP|CV|GPU|API|PDF|URL|DOI|USA|UK|EU|TBD|TBA|PHD|MSC|FAQ|README|SOTA)$/;
/** A host without its year, then one acronym of capitals (a digit or a hyphen among them) ending the clause. */
const NO_YEAR_THEN_ACRONYM = /^\s+([A-Z][A-Z0-9]*[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)(?=\s*(?:$|[.,;)]))/;
// The event's year may be glued to its acronym ("ACM CCS AISec2025"), after a letter.
const GLUED_AFTER = new RegExp(String.raw`^\s*[-\s]\s*([A-Za-z0-9][\w&]*(?:-[\w&]+)*?)(?:\s*[-\s]\s*|(?<=[A-Za-z]))((?:19|20)\d{2})(?![\w])`);
// "MICCAI ZQWS 25", "CVPR ZQWS '26" (round v295, set 296 part A: read as the host's main track): the acronym, then the
// year in two digits, spaced (an apostrophe maybe), ending the clause, as with four ("MICCAI ZQWS 2025"). Two capitals
// in the acronym at least; the digits only at the clause's end, so "12 pages" after an acronym is never a year.
const SHORT_YEAR_AFTER = /^\s+([A-Z][A-Za-z0-9]*[A-Z][\w&]*(?:-[\w&]+)*)\s+['’]?(\d{2})(?=\s*(?:$|[.,;)]))/;
// "CVPR (XAI4CV) 2025": the acronym alone in brackets between the host's acronym and the year, as "CVPR 2025 (XAI4CV)".
const BRACKET_BEFORE_YEAR = new RegExp(String.raw`^\s+\(\s*([A-Za-z0-9][\w&]*(?:-[\w&]+)*)\s*\)\s*((?:19|20)\d{2})(?![\w])`);

/**
 * "DEXA AI4IP 2026", "ICML-SD4H-2026": an acronym between the host's name and the year is an event held at the host
 * (a workshop), the other order of "SD4H ICML 2026", and so is one after the host's year that ends the clause
 * ("SIGIR 2025 LiveRAG", "ICLR 2024/AfricaNLP"), or alone in brackets before the year ("CVPR (XAI4CV) 2025"); its acronym as
 * written, else null. Names the catalogue knows whole
 * ("ECML PKDD", "SIGGRAPH Asia") are one mention and never reach here; `known` tells whether the token is a venue of
 * its own (then it is a mention of its own, not an event at the host).
 */
export function acronymAfterHost(span: string, post: string, known: (tok: string) => boolean): string | null {
  const c = post.charCodeAt(0);
  // The host's year may be glued to its name ("ICDAR2025 DALL"): then only an acronym after the year.
  const glued = c === 49 || c === 50;
  if (c !== 32 && c !== 45 && !glued) return null;
  // The bracket only after a host written as its acronym: after a spelled name it is the name's own acronym ("IEEE
  // Conference on Artificial Intelligence (CAI) 2026", "Symposium on Biomedical Imaging (ISIB) 2025", misspelt).
  const m = (glued ? null : GLUED_AFTER.exec(post) ?? SHORT_YEAR_AFTER.exec(post) ?? (/\s/.test(span) ? null : BRACKET_BEFORE_YEAR.exec(post))) ?? YEAR_THEN_ACRONYM.exec(post)
    // "EACL SIGTURK" (v259, set 260 part B, read as EACL's main track): a host written without its year, then one
    // acronym in capitals (two at least) ending the clause, as after the host's year ("EACL 2026 SIGTURK").
    ?? (c === 32 && !/\d/.test(span) ? NO_YEAR_THEN_ACRONYM.exec(post) : null);
  if (!m || NOT_AN_EVENT_ACRONYM.test(m[1])) return null;
  const tok = m[1];
  // "CVPRW 2026 (4DPQ)": an acronym opening with a digit only alone in its bracket, capitals after the digits (round
  // vworkshop); bare, "CVPR 2025 3DGS" may name a method.
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || RANK_TAG.test(tok) || (/^\d/.test(tok) && !(DIGIT_LED_ACRONYM.test(tok) && m[0].includes('(')))) return null;
  if (statusCues(tok).length || known(tok) || PAPER_KIND.test(tok) || qualifierWord(tok) || LATE_BREAKING_INITIALS.test(tok)) return null;
  // "Intelligent Vehicles Symposium - IVS 2026": the host's own initials, not another event.
  if (initials(span) === tok.toUpperCase()) return null;
  return tok;
}

/**
 * "Accepted at CVPRW2025 - USM3D", "ICCVW 2025 – MMFM", "CVPR 2025 - USM3D": after a host's name or workshops tag (its
 * year glued or spaced, or none), a spaced dash and one acronym ending the clause name the event the paper is at, a
 * workshop there (v253, set 256 part A), never the host's main track; as acronymAfterHost, no venue, cue, track,
 * presentation, paper kind or publisher of its own. The acronym as written, else null.
 */
export function acronymAfterHostDash(post: string, known: (tok: string) => boolean): string | null {
  const m = HOST_DASH_ACRONYM.exec(post);
  if (!m) return null;
  const tok = m[1];
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || RANK_TAG.test(tok) || /^\d/.test(tok)) return null;
  if (statusCues(tok).length || known(tok) || PAPER_KIND.test(tok) || qualifierWord(tok)) return null;
  return tok;
}
/** The host's year maybe (glued or spaced), then a dash with space on both sides and one acronym ending the clause. */
const HOST_DASH_ACRONYM = /^(?:[\s\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s+[-–—]\s+([A-Za-z0-9][\w&]*(?:-[\w&]+)*)(?=\s*(?:$|[.,;)]))/;

/**
 * "Accepted by 39th NeurIPS - Foundations of Reasoning in Language Models" (v259, set 259 part B, read as NeurIPS's main
 * track): after a host's name (its year maybe), a spaced dash and a title in capitalised words — three at least,
 * connectors between — ending the clause name the event the paper is at there, a workshop (the title form of
 * acronymAfterHostDash); never words that name a track, a programme or how the paper is shown ("Main Conference Track",
 * "Datasets and Benchmarks", "Oral Presentation"), nor the host's own name spelled out (its initials). The title as
 * written, else null.
 */
const HOST_DASH_TITLE = /^(?:[\s\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s+[-–—]\s+([A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|and|&|of|on|for|in|the|with|to|from|via|across|beyond)){2,14})\s*(?=$|[.;)]|,\s*(?:(?:19|20)\d{2}|[A-Z][a-z]+\s*,|[A-Z][a-z]+\s*$))/;
const NOT_A_WORKSHOP_TITLE = /(?<![A-Za-z])(?:oral|spotlight|poster|highlight|presentation|talk|papers?|accepted|archival|version|extended|abstracts?|tracks?|proceedings|camera|ready|main|conference|symposium|findings|demos?|demonstrations?|industry|tutorials?|position|datasets?|benchmarks?|special|sessions?|volume|part|long|short|full|regular|supplementary|appendix|code|project|page)(?![A-Za-z])/i;
export function titleAfterHostDash(span: string, post: string): string | null {
  if (!/\s[-–—]\s/.test(post.slice(0, 12))) return null;
  const m = HOST_DASH_TITLE.exec(post);
  if (!m || CONNECTOR_EDGE.test(m[1]) || NOT_A_WORKSHOP_TITLE.test(m[1])) return null;
  const words = m[1].split(/\s+/);
  if (words.filter((w) => /^[A-Z]/.test(w)).length < 3) return null;
  // "ICML 2025 - Vancouver Convention Centre": where the host meets, no event held at it
  if (isPlaceName(words[0]) || /(?<![A-Za-z])(?:Cent(?:re|er)|Hall|Convention|University|Hotel|Campus)(?![A-Za-z])/.test(m[1])) return null;
  // "CVPR 2025 - Computer Vision and Pattern Recognition": the host's own name spelled out
  const host = span.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (initials(m[1]) === host || initialsSpell(m[1], host)) return null;
  return m[1];
}

/**
 * "Presented at the BPM'2025 conference on Artificial Intelligence for Business Process Management (AI4BPM)": right after
 * the host's name and year, a lower-case "conference", "symposium" or "track" on a title with its own bracketed acronym
 * names an event held at the host, not the host's main track (v253, set 253 part A: a false "accepted, main track"
 * before); read as the "workshop on … (ACR)" form is. Not the host's own name spelled out (its initials or its
 * acronym in the bracket), nor an acronym that is a venue, cue or qualifier of its own. The acronym as written, else null.
 */
export function titledEventAfterHost(span: string, post: string, known: (tok: string) => boolean): string | null {
  const c = post.charCodeAt(0);
  if (c !== 32 && c !== 39 && c !== 8217 && c !== 45) return null;
  const m = TITLED_EVENT_AFTER.exec(post);
  if (!m || (!m[1] && !/(?:19|20)\d{2}|['’]\d{2}/.test(span))) return null;
  if (!m) return null;
  const [, , title, tok] = m;
  if (tok.length < 3 || !acronymish(tok) || NOT_EVENTS.has(tok.toUpperCase()) || RANK_TAG.test(tok) || /^\d/.test(tok)) return null;
  if (statusCues(tok).length || known(tok) || PAPER_KIND.test(tok) || qualifierWord(tok)) return null;
  const host = span.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (tok.toUpperCase() === host || initials(title) === host) return null;
  return tok;
}
/** " 2025 conference on <Title> (ACR)": the host's year maybe (glued by an apostrophe or dash too), the kind word in lower case, "on", a capitalised title of at most 15 words, its acronym in brackets. */
const TITLED_EVENT_AFTER = /^(?:[\s'’\-]*((?:19|20)\d{2}|['’]\d{2}))?\s+(?:conference|symposium|track)\s+on\s+(?:the\s+)?([A-Z][\w\-&]*(?:\s+(?:[A-Z0-9][\w\-&]*|&|and|of|on|for|in|the|with|to)){0,14})\s*\(\s*([A-Za-z][\w&\-]*)\s*\)/;

/** The initials of the capitalised words of a name ("Intelligent Vehicles Symposium" -> "IVS"). */
function initials(name: string): string {
  let out = '';
  for (const w of name.split(/[\s\-]+/)) if (/^[A-Z]/.test(w)) out += w[0];
  return out;
}

/**
 * "accepted to ICML Tokshop at <link>", "ICML NewInML", "MICCAI Brainles 2020": one capitalised word right after the
 * host's name (no year between; the edition's year may follow it), ending the clause or followed by "at", "@" or parentheses, is an event held at the host (a workshop, here
 * named by a pun on the word), not its main track; its word as written, else null. `known` tells whether the word is a
 * venue, track or presentation of its own; paper kinds, months and the nouns that describe a paper or its printing
 * ("Version", "Proceedings", "Companion") are no events.
 */
export function wordAfterHost(span: string, post: string, known: (tok: string) => boolean): string | null {
  if (/\d/.test(span) || post.charCodeAt(0) !== 32) return null;
  // "EMNLP 2025 Wordplay" (round vleft9, set 242 part A: read the main track): after the host's year, one capitalised
  // word of four letters or more ending the clause, no place ("ICML 2025 Vancouver") nor honour ("Outstanding").
  const dated = post.charCodeAt(1) === 49 || post.charCodeAt(1) === 50 ? WORD_ENDING_AFTER_YEAR.exec(post) : null;
  const m = dated ?? WORD_AFTER.exec(post);
  if (!m) return null;
  const tok = m[1];
  if (dated && (isPlaceName(tok) || HONOUR_WORD.test(tok))) return null;
  if (NOT_EVENTS.has(tok.toUpperCase()) || NOT_EVENT_NOUN.test(tok) || PAPER_KIND.test(tok) || statusCues(tok).length || known(tok)) return null;
  // "ACL Mains 2026": a programme qualifier, plural or not, is no event's name.
  if (qualifierWord(tok)) return null;
  return tok;
}

/** A programme qualifier in any case, plural or not ("Mains", "MAINs" after "ACL 2025"): no event's name or acronym. */
function qualifierWord(tok: string): boolean {
  const stem = tok.replace(/s$/, '');
  return stem.length > 1 && QUALIFIER_WORD.test(stem[0].toUpperCase() + stem.slice(1).toLowerCase());
}

/**
 * One capitalised word after a single space, maybe the edition's year after it ("MICCAI Brainles 2020"), then the
 * clause's end, "at", "@" or "(".
 */
const WORD_AFTER = /^ ([A-Z][a-z]+(?:[A-Z][A-Za-z]*)?)(?=(?:\s+(?:19|20)\d{2}(?!\d))?\s*(?:$|[.,;:)(@]|at\s))/;
/** The host's year, then one capitalised word of four letters or more, then the clause's end. */
const WORD_ENDING_AFTER_YEAR = /^ (?:19|20)\d{2} ([A-Z][a-z]{3,}(?:[A-Z][A-Za-z]*)?)\s*(?=$|[.;](?:\s|$))/;
/** Words of an honour or a selection after a venue's tag ("ICLR 2026 Notable", "CVPR 2025 Outstanding"): no event. */
const HONOUR_WORD = /^(?:Outstanding|Notable|Finalist|Finalists|Winner|Winners|Honou?rable|Best|Selected|Invited|Keynote|Tiny|Edition|Highlights?|Nominee|Nominated|Award|Awarded|Spotlights?|Orals?|Posters?|Online|Virtual|Hybrid|Conference|Meeting|Symposium|Congress|Forum|Summit)$/;
/** Words after a venue's name that describe the paper, its printing or its date, not an event held there. */
const NOT_EVENT_NOUN = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)(?:[a-z]*)$|^(?:Versions?|Camera|Companion|Adjunct|Supplement(?:ary)?|Extension|Edition|Templates?|Style|Format|Reviewers?|Reviews?|Awards?|Keynotes?|Submissions?|Articles?|Preprints?|Abstracts?|Programm?e?|Committee|Series|Volume|Issue|Anthology|Press|Library|Proceedings|Publications?|Participants?|Attendees?|Authors?|Organi[sz]ers?|Deadline|Guidelines?|Paper|Letters|Journal|Transactions|Magazine)$/;

/**
 * "Accepted by ICCV 2026 End-to-End 3D Learning", "ICSE 2026 - Future of Software Engineering": three or more title-case
 * words right after the host's name and year (a dash or colon between), ending the clause, that are no qualifier the
 * host's programme uses (a track, presentation, status, paper kind or printing word) and not the host's own name
 * spelled out (its initials), name an event or programme held at the host: never its main track. The title as
 * written, else null. (Two words are left alone: "OCEANS 2025 Great Lakes", "AIED 2026 South Korea" are places.)
 */
export function titleAfterHostYear(span: string, post: string): string | null {
  const c = post.charCodeAt(0);
  if (c !== 32 && c !== 45 && c !== 58) return null;
  const m = TITLE_AFTER_YEAR.exec(post);
  if (!m || (!m[1] && !/(?:19|20)\d{2}|['’]\d{2}/.test(span))) return null;
  const title = m[2];
  // "CVPR 2025 - New Trends in Image Restoration and Enhancement (NTIRE)": the acronym the text gives is the name.
  const acr = m[3] && acronymish(m[3]) && !NOT_EVENTS.has(m[3].toUpperCase()) ? m[3] : null;
  const words = title.split(/\s+/);
  if (words.some((w) => QUALIFIER_WORD.test(w) || NOT_EVENT_NOUN.test(w) || PAPER_KIND.test(w) || PROGRAMME_WORDS.test(w))) return null;
  if (trackCue(title) !== null || presentationCue(title) !== null || statusCues(title).length) return null;
  // "MICCAI 2023 Medical Image Computing and Computer Assisted Intervention": the host's own name, spelled out.
  const host = span.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (host && initials(title) === host) return null;
  return acr ?? title;
}

/**
 * The host's year (unless the name holds it), a dash or colon maybe, then a title of 3-10 words (a subtitle after a colon
 * counts: "From Data to Decisions: VLA Pipelines for Real Robots") ending the clause, maybe
 * with a parenthesised acronym or note ("(NTIRE)", "(Oral)"): "Evaluations & Datasets (ED) Track" goes on, no title.
 */
const TITLE_AFTER_YEAR = new RegExp(String.raw`^\s*(?:[-\s]\s*(${YEAR}))?\s*(?:[-–—:]\s*)?([A-Z][\w\-&]*(?::?\s+(?:[A-Z0-9][\w\-&]*|&|and|of|on|for|in|the|with|to)){2,9})(?<!\s(?:&|and|of|on|for|in|the|with|to))\s*(?:\(\s*([A-Za-z][\w&\-]*)\s*\)|\([^()]{1,30}\))?\s*(?=$|[.;])`);
/** Words that qualify a paper at the host rather than name an event held there. */
const QUALIFIER_WORD = /^(?:Main|Full|Short|Long|Regular|Extended|Research|Accepted|Accept|Final|Camera(?:-[Rr]eady)?|Ready|Submissions?|Appendix|Sessions?|Symposium|International|Annual|Committee|Technical|Early|Provisional(?:ly)?|Late-?Breaking|Results?|Highlighted|Student|Doctoral)$/;
