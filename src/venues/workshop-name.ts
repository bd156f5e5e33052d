import { parseOrdinal } from './ordinal.ts';
import { isPlaceName } from './places.ts';
import { MONTH_NAMES, MONTH_WORD } from './date-words.ts';
/** Placeholder put where the host venue's name was, so it is never read as part of a workshop name. */
export const HOST = '\u0000';

const ACRONYM = String.raw`[A-Za-z0-9][\w&\-]*`;
const STOP = new Set(['technical', 'accepted', 'accept', 'paper', 'papers', 'the', 'at', 'in', 'to', 'by', 'and', 'joint', 'international',
  'ieee', 'acm', 'annual', 'proceedings', 'oral', 'poster', 'spotlight', 'presented', 'published', 'submitted', 'a', 'an', 'our',
  'workshop', 'workshops', 'track', 'main', 'conference', 'co-located', 'colocated', 'with']);
const CONNECTORS = new Set(['for', 'and', 'of', 'on', 'in', '&', 'with', 'to', 'from']);

function clean(name: string): string {
  // "Workshop on X, 2015": the punctuation before a dropped year goes too.
  return name.replace(/\s+/g, ' ').replace(/^[\s,.:;\-–]+|[\s,.:;\-–]+$/g, '').replace(/\s+(?:\d{4}|'\d{2})$/, '').replace(/[\s,.:;\-–]+$/, '').trim();
}

function isAcronymish(tok: string): boolean {
  return /[A-Z].*[A-Z0-9]|[0-9]/.test(tok.replace(/^[A-Z][a-z]+$/, ''));
}

// The name runs to "(XYZ)" / "(XYZ 2025)" / "(XYZ25)", or stops before " at the", the host, ", collocated with",
// " organized as a … workshop" (a participle and its preposition), a relative clause saying where it is held
// (", which will be held at", ", to be held at", " that is co-located with": v259, the clause's words were in the name),
// the paper's number in the workshop (", paper #57"), " in 2026" (the edition's year after "in"), a place ending the
// text (", Paris,"), ….
// "(XYZ25)": the raw acronym, its year (if any) removed by acronymOf.
// "(2COOOL)": an acronym may open with digits when a capital follows them (never a bare year or "(3rd)").
const WORKSHOP_ON = /(?<![A-Za-z])Workshop\s+(on|for|of|in)\s+([^@;()[\]\u0000]+?)\s*(?:[([]\s*((?:[A-Za-z]|\d+[A-Z])[\w&\-]*(?:[\s'’]+(?:19|20)?\d{2})?)(?:\s*[)\]]|,\s*https?:\/\/[^\s()[\]]+\s*[)\]]|,\s{8,}[)\]]?)|,\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)[\s'’\-]*(?:19|20)?\d{2}(?!\d)|(?=\s+-\s|\s+in\s+(?:19|20)\d{2}(?!\d)|\s+at\s+the\s|\s+at\s+\u0000|,\s*(?:co-?located|collocated|held|in\s+conjunction|(?:which|that)\s+(?:will|is|was|are|were)\s|to\s+be\s+(?:held|co-?located|collocated|hosted)\s)|\s+(?:which|that)\s+(?:will\s+be|is|was)\s+(?:held|co-?located|collocated|hosted)\s|\s+to\s+be\s+(?:held|co-?located|collocated|hosted)\s|\s+(?:organi[sz]ed|held|hosted|co-?located|collocated)\s+(?:as|at|by|with|in|during|alongside)\s|,\s*(?:paper|submission|poster|abstract)\s*(?:#|no\.?|id\b:?|number)?\s*\d|,\s*(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?)\s+(?:(?:Annual|International|Joint|IEEE|ACM)\s+)*(?:Conference|Symposium|Meeting|Congress|\u0000)|,\s*[A-Z][a-z]+(?:,\s*[A-Z][a-z]+)?\s*,?\s*$|[@;(\u0000]|\.\s|$))/i;
const DASH_ACRONYM = /^\s+-\s+([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)(?!\s*['’]?\d)(?=\s*(?:[(),;.]|$))/;
// "Workshop on X @ SIGIR 2026 (XYZ '26)": "@" before the host as "at" (round v307, set 307 part A).
const ACRONYM_AFTER_HOST = /^\s*(?:at\s+|@\s*)?\u0000\s*(?:['’]?\d{2}(?:\d{2})?)?\s*\(\s*([A-Za-z][\w&\-]*(?:[\s'’]+(?:19|20)?\d{2})?)\s*\)/;
/** "(ICML 2026 AIWILD)" right after the name: the host, its year, then the workshop's acronym, in one bracket. */
const ACRONYM_IN_HOST_BRACKET = /^\s*\(\s*\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+([A-Za-z][\w&\-]*)\s*\)/;
/** "(ICDAR WML 2025)" right after the name: the host, the workshop's acronym, then its year, in one bracket (v237). */
const ACRONYM_BEFORE_YEAR_IN_HOST_BRACKET = /^\s*\(\s*\u0000\s+([A-Za-z][\w&\-]{0,24}?)(?:\s+|\s*['’])(?:19|20)?\d{2}\s*\)/;

/**
 * A workshop acronym as given in parentheses, without its year: "APDCM 2025" -> APDCM, "UAVM '25" -> UAVM, and two
 * digits glued on only when they are a year the text writes ("WExIR25" at "SIGIR 25"); an edition number glued on
 * ("FGVC13", "OSACT7") is dropped later, by withoutYear.
 */
function acronymOf(raw: string, context: string): string {
  const spaced = raw.replace(/[\s'’]+(?:19|20)?\d{2}$/, '');
  if (spaced !== raw) return spaced;
  const glued4 = raw.replace(/-?(?:19|20)\d{2}$/, '');
  if (glued4 !== raw && /[A-Za-z]$/.test(glued4)) return glued4;
  const two = /^(.*[A-Za-z])(\d{2})$/.exec(raw);
  if (two && new RegExp(`(?:(?:19|20)|['’\\s-])${two[2]}(?![\\dA-Za-z])`).test(context.replace(raw, ''))) return two[1];
  return raw;
}

/** A host's programme number before a workshop's title ("W51: "), as AAAI numbers its workshops. */
const PROGRAMME_CODE = /^W\d{1,3}\s*:\s*/;

/** Capitalised words (and connectors) right after a bracket: the name going on. */
const NAME_GOES_ON = /^\s+([A-Z][\w\-&]*(?:\s+(?:[A-Z][\w\-&]*|and|&|of|on|for|in|the|with|to)){0,8})/;
/** True when the acronym's letters are the initials of the words right before it ("Large Language Model" (LLM)). */
function glosses(acr: string, title: string): boolean {
  if (!/^[A-Za-z]{2,6}$/.test(acr)) return false;
  const words = title.trim().split(/\s+/);
  if (words.length < acr.length) return false;
  return words.slice(-acr.length).map((w) => w[0]).join('').toUpperCase() === acr.toUpperCase();
}

const MONTH_IN_BRACKET = new RegExp(String.raw`^${MONTH_WORD}(?:[\s'’]+(?:19|20)?\d{2})?$`);

/** A workshop's subject after "in": a capitalised word (no place, no "Conjunction"), then at least one more word. */
const IN_SUBJECT = /^(?!(?:Conjunction|Cooperation|Collaboration|Association|Partnership|Honou?r|Memory)\s)[A-Z][a-z][\w\-]*\s+[A-Za-z]/;

/**
 * "Workshop on X (XYZ)" -> XYZ, "Workshop on X" -> "Workshop on X"; the bracket may also give the workshop's web address
 * after the acronym ("Workshop on Optimization and Learning in Multiagent Systems (OptLearnMAS, https://…)"; blanked
 * before the detector reads, with its closing bracket, a comma and a run of spaces is all that is left of it).
 */
function workshopOn(text: string): string | null {
  const m = WORKSHOP_ON.exec(text);
  if (!m) return null;
  // "the 1st Workshop in Zebra Gait Analysis at ICCV 2025": "in" joins a workshop to its subject as "on" does, when a
  // capitalised word other than a place follows ("workshop in Vienna", "in conjunction with", "in 2026" name nothing).
  if (m[1].toLowerCase() === 'in' && (!IN_SUBJECT.test(m[2]) || isPlaceName(m[2].split(/\s*[,(]/)[0]))) return null;
  // "Workshop of UrbanAI (Oral)", "Workshop on Efficient Large Vision Models (April 2025)": a presentation or a month (and
  // year) in brackets is no acronym of the workshop.
  // "(3rd)": digits then lower case (an ordinal) are no acronym either (the pattern is case-blind; "2COOOL" has capitals).
  const note = m[3] && (/^(?:oral|poster|spotlight|highlight|talk)s?$/i.test(m[3]) || MONTH_IN_BRACKET.test(m[3]) || /^\d+(?![A-Z])/.test(m[3]));
  // "Workshop on Large Language Model (LLM) Agents": an acronym of the words right before it, the name going on after it,
  // glosses those words; it is no acronym of the workshop, whose name is the whole run as written.
  const goesOn = m[3] && glosses(m[3], m[2]) ? NAME_GOES_ON.exec(text.slice(m.index + m[0].length)) : null;
  if (goesOn) return clean(`Workshop ${m[1]} ${m[2]} (${m[3]}) ${goesOn[1]}`);
  if (m[3] && !note) return acronymOf(m[3], text);
  // "Workshop on X, CAS 2026, co-located with …": the acronym given after a comma with its year.
  if (m[4] && isAcronymish(m[4])) return m[4];
  // "Workshop on X at SIGIR 25 (WExIR25)": the acronym given after the host and its year.
  const after = ACRONYM_AFTER_HOST.exec(text.slice(m.index + m[0].length));
  if (after && isAcronymish(after[1])) return acronymOf(after[1], text);
  // "Second Workshop on Agents in the Wild: Safety, Security, and Beyond (ICML 2026 AIWILD)": the acronym after the host
  // and its year inside the bracket closing the name.
  const inHost = ACRONYM_IN_HOST_BRACKET.exec(text.slice(m.index + m[0].length)) ?? ACRONYM_BEFORE_YEAR_IN_HOST_BRACKET.exec(text.slice(m.index + m[0].length));
  if (inHost && isAcronymish(inHost[1])) return inHost[1];
  // "the 4th Workshop on Transformers for Visions - T4V (https://…)": an acronym after a spaced dash, no year after it.
  const dashed = DASH_ACRONYM.exec(text.slice(m.index + m[0].length));
  if (dashed && isAcronymish(dashed[1])) return dashed[1];
  // "Workshop of 3rd Robot-Assisted Medical Imaging": an edition's ordinal leads no name; nor does the host's programme
  // number of the workshop ("Workshop on W51: How Can We Trust and Control Agentic AI? …" at AAAI 2026).
  // "Workshop on 5th End-to-End Widget Optimization": an edition's ordinal misplaced after "on" leads no name either
  // (README: the name without its ordinal; round vpool15, set 343 part A).
  const title = m[2].replace(PROGRAMME_CODE, '').replace(/^\d{1,3}(?:st|nd|rd|th)\s+(?=[A-Z])/, '');
  const name = withoutPlace(m[1].toLowerCase() === 'on' || m[1].toLowerCase() === 'in' ? clean(`Workshop ${m[1].toLowerCase()} ${title}`) : clean(title.replace(/^the\s+/i, '').replace(/^\d{1,3}(?:st|nd|rd|th)\s+/i, '')));
  // "the Embedded Vision Workshop of the 2026 CVPR conference", "workshop of the IEEE MDM 2026": "of" the host, no name.
  if (m[1].toLowerCase() === 'of' && (/^(?:(?:19|20)\d{2}|IEEE|ACM|IFIP|SIAM|EAI|IAPR|USENIX)(?![A-Za-z0-9])/.test(name) || !/[A-Za-z]/.test(name))) return null;
  return name.length > 12 || (m[1].toLowerCase() === 'of' && !name.includes(' ') && isAcronymish(name)) ? name.slice(0, 160) : null;
}

/**
 * "Workshop on Hypothesis Testing, Seoul, South Korea" (the year after it cut by clean): the comma-set parts closing a
 * spelled name that are only places (city, region, country: places.ts) say where the workshop is held, not what it is
 * called (round v261, set 261 part A). At most three such parts; the name left must still be a name (13 characters).
 */
function withoutPlace(name: string): string {
  if (!name.includes(',')) return name;
  const parts = name.split(',');
  for (let i = Math.max(1, parts.length - 3); i < parts.length; i++) {
    if (!isPlaceName(parts.slice(i).join(','))) continue;
    const kept = parts.slice(0, i).join(',').trim();
    return kept.length > 12 ? kept : name;
  }
  return name;
}

// "DMKG'26: 2nd International Workshop on …", "ES-FoMo II: 2nd Workshop on …", "De-Factify 4: 4th Workshop on …": an
// apostrophe year or an edition (roman, or one or two digits) after the acronym, an ordinal among the words. "CV4MS:
// Computer Vision for Materials Science, Workshop in conjunction with …": a comma may close the title before "Workshop".
// "LLM+KG: International Workshop on …": a plus may join the acronym's parts.
const COLON_WORKSHOP = new RegExp(String.raw`(?<![A-Za-z+])(${ACRONYM}?[A-Z][\w&\-]*?(?:\+[A-Za-z0-9][\w&\-]*)*)(?:\s+(?:[IVX]+|\d{1,2}))?(?:\s*\d{4}|['’]\d{2})?\s*:\s*(?:[A-Za-z0-9]+\s+){0,8}(?:[A-Za-z0-9]+,\s+)?[Ww]orkshop(?![A-Za-z])`);

/**
 * "The Workshop artiFicial And … Devices (FAIRGROUND)", "accepted for the workshop Perception and Planning … (PM2CE)": a
 * workshop's name right after the word (either case), no "on", ending in its acronym; "CVPR Workshops 2026 (PHAROS-AIF-MIH)": the host's workshops, the acronym of the one.
 */
const WORKSHOP_NAMED_PAREN = /(?<![A-Za-z])[Ww]orkshop\s+(?!on\s|for\s)(?:[A-Za-z][\w\-]*\s+){1,14}?\(\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)\s*\)/;
// (Not "… Workshops (ICSTW)": an acronym ending in W is the host's workshops' own tag.) "IROS 2026 Workshop (Sim2Real and
// Classical Control)", "NeurIPS workshop (AI for Non-Human Animal Communication)": the host's year may come before the
// word (either case), "proceedings" may follow the word ("BMVC 2025 workshop proceedings (Smart Cameras for …)"), and the
// bracket may hold the workshop's title-case name
// (two capitalised words at least, lower-case joiners between — "or" too, round v275: "AAAI Workshop (Learning with
// Biased or Scarce Data)" lost its name — no presentation or status word).
// The host's year, if any, with the spaces before it: one optional unit, so that no two runs of spaces are adjacent
// quantifiers (a long run of spaces and no "Workshop" after it then costs linear time, not cubic: round review2).
const YEAR_OPT = String.raw`(?:\s*(?:(?:19|20)\d{2}|['’]\d{2}))?`;
// "CVPRW 2026 (AI4RWC Oral presentation)": how the paper is presented there may follow the acronym inside the bracket.
const PRESENTATION_IN_PAREN = String.raw`(?:\s+(?:[Oo]ral|ORAL|[Ss]potlight|[Pp]oster|[Hh]ighlight)(?:\s+(?:[Pp]resentation|[Pp]aper|[Tt]alk)[a-z]*)?)?`;
const HOST_WORKSHOPS_PAREN = new RegExp(String.raw`\u0000${YEAR_OPT}\s*[Ww]orkshops?${YEAR_OPT}\s*(?:[Pp]roceedings\s*)?\(\s*(?:([A-Z][\w&\-]*[A-Z][\w&\-]*(?<!W))${PRESENTATION_IN_PAREN}|([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|or|of|for|on|in|the|&|with|to)){1,10}))\s*\)`);
const NOT_A_TITLE = /(?<![A-Za-z])(?:oral|spotlight|poster|highlight|presentation|talk|paper|accepted|archival|non-archival|version|extended|abstract|track|proceedings|camera|ready|workshops?)(?![A-Za-z])/i;

function hostWorkshopsParen(text: string): string | null {
  const m = HOST_WORKSHOPS_PAREN.exec(text);
  if (!m) return null;
  if (m[1]) return m[1];
  return m[2].split(/\s+/).filter((w) => /^[A-Z]/.test(w)).length >= 2 && !NOT_A_TITLE.test(m[2]) ? m[2] : null;
}

/** One acronym of a list: capitals and digits, two capitals or a capital and a digit at least ("FAIMI", "EPIMI", "L2M"). */
const LIST_ACR = String.raw`[A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*`;
/**
 * "the joint FAIMI, BRIDGE, and EPIMI workshop": acronyms in a list ("A, B, and C", "A and B") before the singular word
 * name one workshop held jointly, named by the whole list (the plural "workshops" names one workshop each: detect.ts).
 */
const JOINT_LIST_WORKSHOP = new RegExp(String.raw`(?<![\w&\-])((?:${LIST_ACR}\s*,\s*)*${LIST_ACR}\s*,?\s+(?:and|&)\s+${LIST_ACR})\s+workshop(?![A-Za-z])`);

function jointListBefore(text: string): string | null {
  if (!/\s(?:and|&)\s/.test(text)) return null;
  const m = JOINT_LIST_WORKSHOP.exec(text);
  return m && m[1].split(/\s*,\s*|\s+(?:and|&)\s+/).every((w) => !w || isAcronymish(w)) ? m[1] : null;
}

/** "XYZ: Second Workshop on …" or "(XYZ) Workshop" -> XYZ. */
function acronymBefore(text: string): string | null {
  // Each pattern needs a character most texts lack (a colon, a bracket): looked for first, the regex run only then.
  const colon = text.includes(':') ? COLON_WORKSHOP.exec(text) : null;
  if (colon && isAcronymish(colon[1])) return colon[1].replace(/\d{4}$/, '');
  // "QuuxEval Workshop on Widget Detection @ KONVENS 2026": a mixed-case or capital token right before "Workshop on" is
  // the workshop's short name, as "XYZ Workshop" gives it (round vpool15, set 343 part A: the spelled tail was kept). Not a
  // society or publisher ("IEEE", "IFIP", "SIGxx"), no plain word, no ordinal.
  const shortOn = text.includes('Workshop on') ? SHORT_BEFORE_WORKSHOP_ON.exec(text) : null;
  if (shortOn && isAcronymish(shortOn[1]) && !STOP.has(shortOn[1].toLowerCase()) && !SOCIETY_TOKEN.test(shortOn[1])) return shortOn[1];
  if (!text.includes(')') && !text.includes(']')) return null;
  const paren = /[([]\s*([A-Za-z0-9][\w&\-]*)\s*[)\]]\s*Workshop(?![A-Za-z])/i.exec(text);
  if (paren) return paren[1];
  // "the 4th HCI+NLP Workshop (Fourth Workshop on Bridging …)": an acronym before "Workshop" whose bracket spells the
  // name out is the workshop's acronym.
  const spelledAfter = ACRONYM_WORKSHOP_SPELLED.exec(text);
  if (spelledAfter && isAcronymish(spelledAfter[1])) return spelledAfter[1];
  // "Accepted by ABAW2026 (CVPR Workshop)", "BioNLP 2025 (ACL ws)": a name with its year, then in brackets the host and
  // "Workshop" (or its short form "ws").
  const hostParen = text.includes(HOST) ? ACRONYM_HOST_WORKSHOP_PAREN.exec(text) : null;
  if (hostParen && isAcronymish(hostParen[1])) return hostParen[1];
  // "ICRA 2026 MEI (Multimodal Embodied Interaction in Robots) Workshop": an acronym spelled out in parentheses before
  // the word, the spelling opening with the acronym's letter, is the workshop's acronym.
  const spelled = ACRONYM_SPELLED_WORKSHOP.exec(text);
  if (spelled && spelled[1][0] === spelled[2][0]) return spelled[1];
  const named = text.includes('(') ? WORKSHOP_NAMED_PAREN.exec(text)?.[1] ?? hostWorkshopsParen(text) : null;
  return named ?? null;
}

const SHORT_BEFORE_WORKSHOP_ON = /(?<![\w&+\-.])([A-Z][a-z]{0,12}[A-Z][\w&+\-]{0,20})\s+Workshop\s+on\s+[A-Z]/;
const SOCIETY_TOKEN = /^(?:IEEE|ACM|IFIP|SIAM|EAI|IAPR|ISCA|USENIX|SPIE|IET|IEICE|IPSJ|AAAI|CVF|SIG[A-Z]+)$/;
const ACRONYM_WORKSHOP_SPELLED = /(?<![\w&+\-])([A-Z][a-z_&+\-]*[A-Z0-9][\w&+\-]*)\s+Workshop\s*\(\s*(?:[A-Z][\w\-]*\s+){0,2}Workshop\s+on\s/;
const ACRONYM_HOST_WORKSHOP_PAREN = /(?<![\w&\-])([A-Za-z][\w&\-]*[A-Z0-9][\w&\-]*?)[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})?\s*\(\s*\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+(?:[Ww]orkshops?|ws)\s*\)/;
const ACRONYM_SPELLED_WORKSHOP = /(?<![\w])([A-Z][\w&\-]*[A-Z][\w&\-]*)\s*\(\s*([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|of|for|on|in|the|&|with|to)){1,10})\s*\)\s*Workshop(?![A-Za-z])/;

/**
 * "Applications of Medical AI (AMAI workshop) at MICCAI 2025": an acronym bracketed with the word workshop is the
 * workshop's acronym; "Clinical Image-Based Procedures (CLIP 2025), MICCAI 2025 Workshop": a name's bracketed acronym (and
 * year), then the host's workshop tag after a comma.
 */
const ACRONYM_WORKSHOP_PAREN = /\(\s*([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)\s+[Ww]orkshop\s*\)/;
const ACRONYM_COMMA_HOST_WORKSHOP = new RegExp(String.raw`\(\s*([A-Z][\w&\-]*[A-Z0-9][\w&\-]*?)[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})?\s*\)\s*,\s*\u0000\s*(?:(?:19|20)\d{2}|['’]\d{2})?\s*[Ww]orkshop(?![A-Za-z])`);
// "submitted to ICDM Workshop (SABID 2025)": an acronym (and year) bracketed right after "HOST [YEAR] Workshop" names it;
// "CVPRW 2026 (4DPQ)": it may open with one or two digits when capitals follow (round vworkshop).
const HOST_WORKSHOP_PAREN_ACRONYM = new RegExp(String.raw`\u0000\s*(?:(?:19|20)\d{2}|['’]\d{2})?\s*[Ww]orkshop\s*\(\s*((?:[A-Z]|\d{1,2}[A-Z])[\w&\-]*[A-Z0-9][\w&\-]*?)[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})?\s*\)`);
// "the Symmetry and Geometry in Neural Representations Workshop (NeurReps), NeurIPS 2025": a title-case name, the word,
// then the acronym in brackets right after it, is the workshop named by its acronym (README: the acronym when the text
// gives one), as "Workshop on X (XYZ)" is (round v197, set 199 part A). Not a presentation or a status in the bracket.
const TITLE_WORKSHOP_PAREN_ACRONYM = /(?<![\w&\-])([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|of|for|on|in|the|&|with|to)){0,10})\s+Workshop\s*\(\s*([A-Z][\w&\-]*[A-Z0-9][\w&\-]*?)[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2})?\s*\)/;
// Nor a publisher ("ICCV 2025 MIPI Workshop (IEEE)"); an edition's roman numeral hyphened on ("(ENLSP-IV)", "(LAW-XVI)")
// is dropped (README: the name without its ordinal).
const NOT_AN_ACRONYM_IN_BRACKET = /^(?:ORAL|POSTER|SPOTLIGHT|HIGHLIGHT|TALK|ACCEPTED|NON-ARCHIVAL|ARCHIVAL|IEEE|ACM|IFIP|SIAM|EAI|IAPR|ISCA|USENIX|SPIE|PMLR|CEUR|LNCS)$/i;
function bracketedAcronym(text: string): string | null {
  if (!text.includes('(')) return null;
  const m = ACRONYM_WORKSHOP_PAREN.exec(text) ?? ACRONYM_COMMA_HOST_WORKSHOP.exec(text) ?? HOST_WORKSHOP_PAREN_ACRONYM.exec(text);
  if (m) return isAcronymish(m[1]) ? m[1] : null;
  const t = TITLE_WORKSHOP_PAREN_ACRONYM.exec(text);
  // "Quantization Workshop (QuaShop)": the acronym may draw its letters from the word "Workshop" too (round vworkshop).
  return t && isAcronymish(t[2]) && !NOT_AN_ACRONYM_IN_BRACKET.test(t[2]) && (lettersOf(t[2], t[1]) || lettersOf(t[2], `${t[1]} workshop`)) ? t[2].replace(/-[IVX]+$/, '') : null;
}

/**
 * True when the acronym's letters are drawn, in order, from the name, starting at one of its words ("NeurReps" from
 * "… Neural Representations", "MODeM" from "Multi-Objective Decision Making"; digits aside): an abbreviation of that
 * name, not another event's tag ("Knowledge Graphs Workshop (KiLM)": no "i" after the "K").
 */
export function lettersOf(acr: string, name: string): boolean {
  const letters = acr.toLowerCase().replace(/[^a-z]/g, '');
  const words = name.toLowerCase();
  if (!letters) return false;
  for (let start = words.search(new RegExp(`(?<![a-z])${letters[0]}`)); start >= 0;) {
    let i = 0;
    for (let j = start; j < words.length && i < letters.length; j++) if (words[j] === letters[i]) i++;
    if (i === letters.length) return true;
    const next = words.slice(start + 1).search(new RegExp(`(?<![a-z])${letters[0]}`));
    start = next < 0 ? -1 : start + 1 + next;
  }
  return false;
}

/** "AI for Math Workshop" -> as written; "DEMI Workshop" -> DEMI. */
function namesBefore(text: string): string | null {
  // "… in the workshop proceedings for the HEXED'25 workshop": the first "workshop" with a name before it.
  WORKSHOP_WORD.lastIndex = 0;
  for (let m = WORKSHOP_WORD.exec(text); m; m = WORKSHOP_WORD.exec(text)) {
    // "Artificial Intelligence in Software Testing 2022 workshop": the edition's year between the name and the word.
    // "Glimmer 3 workshop": an edition's number between a capitalised name and the word is no part of the name (README:
    // the name without its ordinal; round vworkshop).
    const head = text.slice(0, m.index);
    // "accepted to NIPS 2026 PhysWorldAI workshops": the plural only after one acronym that the host and its year open
    // ("AFME and RegML Workshops", "… Pattern Recognition Workshops (CVPRW)" name several or none; round vpool22).
    if (/s$/i.test(m[0]) && !PLURAL_AFTER_HOST.test(head)) continue;
    const name = nameBefore(withoutEditionNumber(head.replace(/\s(?:19|20)\d{2}\s*$/, ' ')));
    if (name) return name;
  }
  return null;
}

// "accepted to NIPS 2026 PhysWorldAI workshops": the plural closes a name as the singular does (round vpool22, set 356
// part A).
const WORKSHOP_WORD = /(?<![A-Za-z])workshops?(?![A-Za-z])/gi;
const PLURAL_AFTER_HOST = /\u0000(?:\s*(?:(?:19|20)\d{2}|['’]\d{2}))?\s+[A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*\s+$/;

/** Words a number after which counts parts of a thing, not editions of a name ("Task 3 workshop", "Part 2"). */
const COUNTED_WORD = /^(?:Task|Phase|Part|Stage|Round|Day|Session|Volume|Chapter|Section|Level|Season|Edition|Issue|Version|Step|Track|Workshop|Paper|Figure|Table)$/i;
const EDITION_NUMBER_END = /\s[1-9]\d?\s*$/;
/** "… Glimmer 3 " -> "… Glimmer ": a one- or two-digit edition after a capitalised word that counts nothing. */
function withoutEditionNumber(head: string): string {
  const ed = EDITION_NUMBER_END.exec(head);
  if (!ed) return head;
  const word = head.slice(0, ed.index).split(/\s+/).pop() ?? '';
  return /^[A-Z][\w&\-]*[A-Za-z]$/.test(word) && !COUNTED_WORD.test(word) && !STOP.has(word.toLowerCase()) ? `${head.slice(0, ed.index)} ` : head;
}

/** "ICML 2026 mechanistic interpretability workshop": lower-case words right after the host and its year. */
// "CVPR tidal workshop 2024": one word will do (round vworkshop), when it names no kind of event or meeting (below).
const LOWER_AFTER_HOST = /\u0000(?:\s*(?:(?:19|20)\d{2}|['’]\d{2}))?\s+((?:[a-z][a-z\-]+\s+){0,5}[a-z][a-z\-]+)\s*$/;
/** One lower-case word before "workshop" that says what kind of workshop it is, or where, not what it is called. */
const KIND_WORD = /^(?:satellite|affiliated|associated|related|official|sister|companion|co-?located|colocated|virtual|online|hybrid|physical|student|doctoral|industry|industrial|demo|poster|invited|annual|international|joint|main|special|regular|full|short|long|same|local|national|regional|summer|winter|spring|fall|autumn|various|several|two|three|first|second|third|fourth|fifth|last|next|previous|upcoming|recent|corresponding|respective|dedicated|specialized|specialised|topical|thematic|accompanying|sponsored|endorsed|hosted|held|selected|peer-reviewed|archival|non-archival)$/;

const PUBLISHER_TOKEN = /^(?:IEEE|ACM|IEEE\/CVF|CVF|AAAI|ISCA)$/;

const ROMAN_EDITION = /^(?:II|III|IV|V|VI|VII|VIII|IX|X)$/;

function nameBefore(head: string): string | null {
  const lower = head.includes(HOST) ? LOWER_AFTER_HOST.exec(head) : null;
  if (lower && !lower[1].split(/\s+/).some((w) => STOP.has(w) || CONNECTORS.has(w)) && (lower[1].includes(' ') || (!KIND_WORD.test(lower[1]) && parseOrdinal(lower[1]) === null))) return `${lower[1]} workshop`;
  const toks = head.trimEnd().split(/\s+/);
  // "Times Series for Health NeurIPs Workshop 2025": the host right before the word, the workshop's name before it,
  // taken only whole: two capitalised words at least, from the clause's start or a cue word ("Accepted in").
  const hostLast = toks.length > 1 && toks[toks.length - 1] === HOST;
  if (hostLast) toks.pop();
  // "… with Autonomous Robots IEEE ICRA Workshop - 2025": the host's publisher right before it belongs to the host, not
  // to the title before.
  if (hostLast && toks.length > 1 && PUBLISHER_TOKEN.test(toks[toks.length - 1])) toks.pop();
  const kept: string[] = [];
  let cut = '';
  for (let i = toks.length - 1; i >= 0; i--) {
    let t = toks[i].replace(/^[("']+/, '');
    // "Self-Supervised Learning - Theory and Practice, NeurIPS Workshop, 2023": a comma between the title and the host
    // ends no title; a spaced dash between two capitalised words is part of one.
    if (hostLast && i === toks.length - 1 && /^[A-Z][\w\-]*,$/.test(t)) t = t.slice(0, -1);
    // "10th Affective & Behavior Analysis in-the-wild, CVPR Workshop 2026": a lower-case hyphened compound closing the
    // title before the host is a word of it (capitalised words before it).
    if (hostLast && i === toks.length - 1 && i > 0 && /^[a-z]+(?:-[a-z]+)+,$/.test(t) && /^[A-Z]/.test(toks[i - 1])) { kept.unshift(t.slice(0, -1)); continue; }
    if (hostLast && /^[-–]$/.test(t) && kept.length && /^[A-Z]/.test(kept[0]) && i > 0 && /^[A-Z]/.test(toks[i - 1])) { kept.unshift(t); continue; }
    // "Machine Learning and the Physical Sciences Workshop": "the" after a connector inside the title is part of it.
    if (t === 'the' && kept.length && parseOrdinal(kept[0]) === null && i > 1 && CONNECTORS.has(toks[i - 1].toLowerCase()) && /^[A-Z]/.test(toks[i - 2]) && !STOP.has(toks[i - 2].toLowerCase())) { kept.unshift(t); continue; }
    // "The First NeuroAI Workshop @ NeurIPS 2024": an edition's ordinal in words leads the name, as "2nd" does (not a
    // name's last word: "Safety First Workshop").
    if (kept.length && parseOrdinal(t) !== null) { cut = t; break; }
    // "Agents in the Wild: Safety, Security, and Beyond Workshop at ICLR 2026": commas inside a title's list that an "and" /
    // "&" before a capitalised word closes later in the kept words, and a colon between a capitalised title and such a listing
    // subtitle, end no title (set 132 part A; a comma before the host is handled above). A colon before a subtitle with
    // no list stays a cut: "Target Venue: Efficient … Workshop" is a label, then the name.
    if (!hostLast && /^[A-Z]/.test(kept[kept.length - 1] ?? '') && /^[A-Z][\w\-]*[A-Za-z0-9]$/.test(t.slice(0, -1))
      && ((t.endsWith(',') && kept.some((k, j) => (k === 'and' || k === '&') && /^[A-Z]/.test(kept[j + 1] ?? ''))) || (t.endsWith(':') && kept.some((k) => k.endsWith(','))))) { kept.unshift(t); continue; }
    // "published in Robust Perception: Where Next? workshop": a colon after capitalised words that a cue's preposition
    // opens ("in", "at", "to", "for") parts a title from its subtitle, both the name as written (round vworkshop); at the
    // clause's start it still ends a label ("Target Venue: …").
    if (!hostLast && kept.length && /^[A-Z][\w\-]*:$/.test(t) && /^[A-Z]/.test(kept[0]) && titleOpenedByCue(toks, i - 1)) { kept.unshift(t); continue; }
    if (!t || t.includes(HOST) || /["“”]/.test(t) || /^\d+(?:st|nd|rd|th)?$/i.test(t) || /^\d{4}/.test(t) || /^[-'’]\d/.test(t) || /[,.;:)]$/.test(t) || STOP.has(t.toLowerCase()) && !CONNECTORS.has(t.toLowerCase())) { cut = t; break; }
    if (!/[A-Z0-9&]/.test(t) && !CONNECTORS.has(t.toLowerCase())) { cut = t; break; }
    kept.unshift(t);
  }
  // "From Scene Understanding to Human Modeling Workshop": a capitalised joiner opens the title; a lower-case one is the clause's.
  while (kept.length && CONNECTORS.has(kept[0])) kept.shift();
  // "the TerraBytes II workshop": a roman edition after the name is no part of it (as "ES-FoMo II: 2nd Workshop").
  if (kept.length > 1 && ROMAN_EDITION.test(kept[kept.length - 1])) kept.pop();
  // The title taken whole: from the clause's start, a cue word, or the edition's ordinal that leads it ("10th …").
  const ordinalCut = /^\d+(?:st|nd|rd|th)$/i.test(cut) || parseOrdinal(cut) !== null;
  if (hostLast && (kept.filter((t) => /^[A-Z]/.test(t)).length < 2 || kept.some((t) => t.includes('/')) || (cut !== '' && !STOP.has(cut.toLowerCase()) && !ordinalCut))) return null;
  // "WASP 2025 (Third Workshop for …)": an edition's ordinal in words alone before the word names no workshop, as "3rd"
  // alone does not (round vleft3; "Safety First Workshop" keeps its name word).
  if (!kept.length || (kept.length === 1 && parseOrdinal(kept[0]) !== null)) return null;
  if (kept.length === 1 && isAcronymish(kept[0])) return kept[0];
  return `${kept.join(' ')} Workshop`;
}

/**
 * True when toks[..at] (the words before a capitalised word and its colon) are capitalised words, connectors between,
 * ten at most, or none, that a cue's preposition opens ("in", "at", "to", "for", maybe with "the").
 */
function titleOpenedByCue(toks: string[], at: number): boolean {
  for (let j = at; j >= 0 && j > at - 12; j--) {
    if (/^(?:in|at|to|for)$/.test(toks[j]) || (toks[j] === 'the' && /^(?:in|at|to|for)$/.test(toks[j - 1] ?? ''))) return true;
    if (!/^[A-Z][\w\-]*$/.test(toks[j]) && !(CONNECTORS.has(toks[j]) && j < at)) return false;
  }
  return false;
}

/** "Workshop LIMIT", "workshop ICBINB" -> the acronym after the word. */
// "CVPR workshop 2025: SyntaGen": the edition's year may stand between the word and the colon.
// "CVPR 2026 Workshops CV4Smalls": the plural word before one acronym names that workshop too (set 134 part A); a list
// after it ("workshops SCALE and F2S") is read as a list by the detector.
function acronymAfter(text: string): string | null {
  const m = /(?<![A-Za-z])Workshop(s)?(?:\s+(?:19|20)\d{2}\s*:)?:?\s+([A-Za-z0-9][\w&\-]*)/i.exec(text);
  if (!m || /^(?:on|paper|papers|proceedings|track|series|at|in|and|of|the|\d+)$/i.test(m[2]) || !isAcronymish(m[2])) return null;
  if (m[1] && /^\s*(?:,|\(|and\s|&)/.test(text.slice(m.index + m[0].length))) return null;
  // "Workshop: LLMs for Qualitative Analysis in Education": the word opens a title that goes on, no acronym of its own.
  // "Workshop: ML For Systems": a title-case joiner ("For", "Of") goes on as the lower-case one does.
  if (/^\s+(?:[Ff]or|[Oo]f|[Oo]n|[Aa]nd|[Ww]ith)\s+[A-Z]/.test(text.slice(m.index + m[0].length))) return null;
  // "Workshop: Multi-Turn Interactions in Large Language Models": capitalised words joined by a hyphen, more title words
  // after them, open a title too (an acronym has capitals inside a part: "ES-FoMo", "LLM-Agents").
  if (/^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/.test(m[2]) && /^\s+[A-Z][a-z]/.test(text.slice(m.index + m[0].length))) return null;
  // "NeurIPS 2025 Workshop: LLM Evaluation": after the colon, an acronym then capitalised words to the clause's end open a
  // title as written (set 147 part A), read by the title grammar; "Workshop: LAW 2025: Bridging …" (a year next) unchanged.
  if (m[0].includes(':') && /^(?:\s+[A-Z][a-z]+){1,6}\s*(?:$|\.(?:\s|$))/.test(text.slice(m.index + m[0].length))) return null;
  return m[2];
}

/**
 * "(NeurIPS 2025) Workshop: Biosecurity Safeguards for Generative AI": title-case words after "Workshop:" to the end are
 * the workshop's name as written.
 */
// "Workshop: Towards Robust, Secure and Efficient Machine Learning": commas may join title words only as a list that an
// "and" / "&" closes (a comma then a place name ends no title).
// "CHI 2026 Workshop: Ethics at the Front-End": "at" joins title words as the other connectors do.
// "NeurIPS 2025 Workshop: Multi-Turn Interactions in Large Language Models. 26 pages": a sentence's end closes it too.
// "ICCV 25 Workshop: What is Next in Multimodal Foundation Models?": a title may be a question ("is", "are", "a" join
// its words; its question mark ends it as a period does).
/**
 * The gap between "HOST YEAR Workshop" and the title after it: spaces, or a hyphen or dash before a capital, spaces
 * around it or not ("ECCV 2026 Workshop-Event-Based Multimodal Vision: From …", as a BibTeX booktitle prints it; round
 * vpool18, set 348 part A: no name was read).
 */
const TITLE_GAP = String.raw`(?:\s+|\s*[-–]\s*(?=[A-Z]))`;
// "NeurIPS 2026 Workshop: Who Verifies the Agents? Toward Reliable Agent Development": a capitalised subtitle after the
// question mark, running to the clause's end, is part of the title (round vpool22, set 356 part A).
const TITLE_AFTER_COLON = /(?<![A-Za-z])Workshop\s*:\s*([A-Z][\w\-&]*(?:,?\s+(?:[A-Z0-9][\w\-&]*|for|of|on|and|in|the|&|with|to|at|is|are|an?)){1,12}(?:\?(?:\s+[A-Z][\w\-&]*(?:\s+(?:[A-Z0-9][\w\-&]*|for|of|on|and|in|the|&|with|to|at)){0,10}(?=\s*(?:$|\.\s)))?)?)\s*(?:$|\.\s|(?<=\?)\s)/;
const LIST_CLOSED = /,[^,]*\s(?:and|&)\s[^,]*$/;
/**
 * "40th NeurIPS'26 Workshop AI for Chip Design": right after the host and its year, no colon, the same title-case run to
 * the end is the name (three words at least, one a joiner; no track, paper or presentation word).
 * "ICML 2026 Workshop Foundation Models for Structured Data. *Equal Contribution": a sentence's end closes it too, as
 * after "Workshop:" (a period then a space; the next sentence need not open with a capital to end the run).
 */
// 'Accepted at "CVPR 2025: Workshop Vision Language Models For All"': a colon may stand between the host's year and
// "Workshop", a closing quote ends the run as the text's end does, and a joiner written in title case ("For", "Of")
// joins as the lower-case one does (as acronymAfter reads "Workshop: ML For Systems").
const TITLE_AFTER_HOST = new RegExp(String.raw`\u0000${YEAR_OPT}(?:\s*:)?\s+Workshop${TITLE_GAP}([A-Z][\w\-&]*(?:\s+(?:[A-Z0-9][\w\-&]*|for|of|on|and|in|the|&|with|to)){2,12})\s*(?:$|\.\s|["”](?=\s*(?:$|[.,;])))`);
/**
 * "ICLR 2026 Workshop I Can't Believe It's Not Better: Where Large Language Models Need to Improve": right after the host,
 * its year and "Workshop", a title in capitalised words (apostrophes inside them) then a colon and a capitalised subtitle
 * to the end: the title before the colon is the workshop's name (set 131 part A), joiner or not.
 */
const TITLE_SUBTITLE_AFTER_HOST = new RegExp(String.raw`\u0000${YEAR_OPT}\s+Workshop${TITLE_GAP}([A-Z][\w\-&'’]*(?:\s+(?:[A-Z0-9][\w\-&'’]*|for|of|on|and|in|the|&|with|to)){1,10})\s*:\s+[A-Z][^:;()]{2,160}$`);
/**
 * "(NeurIPS 2025) Workshop: Evaluating the Evolving LLM Lifecycle: Benchmarks, Emergent Abilities, and Scaling": after
 * "Workshop:", a title in capitalised words, a second colon and a capitalised subtitle to the end: the title before the
 * second colon is the name, as after "HOST YEAR Workshop" without the colon (set 138 part A).
 */
const TITLE_SUBTITLE_AFTER_COLON = /(?<![A-Za-z])Workshop\s*:\s*([A-Z][\w\-&'’]*(?:\s+(?:[A-Z0-9][\w\-&'’]*|for|of|on|and|in|the|&|with|to|at)){1,10})\s*:\s+[A-Z][^:;()]{2,160}$/;
function titleAfterColon(text: string): string | null {
  const sub = text.includes(HOST) ? TITLE_SUBTITLE_AFTER_HOST.exec(text) ?? TITLE_SUBTITLE_AFTER_COLON.exec(text) : null;
  // "ACL 2026 Workshop : The Big Picture 2026: Crafting a Research Narrative": the edition's year closing the title is no
  // part of the name (README: name without ordinal, host and year).
  if (sub && !NOT_A_TITLE.test(sub[1]) && !CONNECTORS.has(sub[1].split(/\s+/).pop()!.toLowerCase())) return sub[1].replace(/\s+(?:19|20)\d{2}$/, '');
  const m = TITLE_AFTER_COLON.exec(text);
  if (m && (!m[1].includes(',') || LIST_CLOSED.test(m[1]))) return CONNECTORS.has(m[1].split(/\s+/).pop()!.toLowerCase()) ? null : m[1];
  if (m) return null;
  const h = text.includes(HOST) ? TITLE_AFTER_HOST.exec(text) : null;
  if (!h || NOT_A_TITLE.test(h[1])) return null;
  const words = h[1].split(/\s+/);
  return !CONNECTORS.has(words[words.length - 1].toLowerCase()) && words.slice(1).some((w) => CONNECTORS.has(w.toLowerCase())) ? h[1] : null;
}
/**
 * "ICLR 2025 Workshop World Models / ACL 2025 Findings": two or three capitalised words right after the host, its year
 * and "Workshop", up to the clause's end or a slash, with no joiner: the workshop's title too (no track, paper or
 * presentation word; no month, place or other venue's tag after a comma, which ends no such run).
 */
const SHORT_TITLE_AFTER_HOST = new RegExp(String.raw`\u0000${YEAR_OPT}\s+Workshop\s+((?:[A-Z][a-z]+|[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?:\s+(?:[A-Z][a-z]+|[A-Z][a-z0-9]*[A-Z][A-Za-z0-9]*)){1,2})\s*(?:$|\s/\s)`);
const NOT_TITLE_WORD = new RegExp(String.raw`^(?:${MONTH_NAMES}|Proceedings|Version|Submission|Preprint|Edition|Series|Program(?:me)?|Challenges?|Competitions?|Reports?|Summary)$`);
function shortTitleAfterHost(text: string): string | null {
  const h = text.includes(HOST) ? SHORT_TITLE_AFTER_HOST.exec(text) : null;
  if (!h || NOT_A_TITLE.test(h[1]) || h[1].split(/\s+/).some((w) => NOT_TITLE_WORD.test(w))) return null;
  // "NeurIPS 2025 Workshop Mexico City PersonaNLP": one acronym among plain words (a place before it) is the name.
  const acronyms = h[1].split(/\s+/).filter((w) => !/^[A-Z][a-z]+$/.test(w));
  return acronyms.length === 1 ? acronyms[0] : acronyms.length ? null : h[1];
}

/**
 * "Accepted at XAI for U 2026, the 3rd International Workshop on Explainable AI for …": a short name opening with an
 * acronym, its year, then in apposition the ordinal workshop's full name: the short name is the one the README keeps.
 */
const SHORT_BEFORE_ORDINAL = /(?<![\w\u0000])([A-Z][\w&\-]*(?:\s+(?:[A-Z0-9][\w&\-]*|for|of|on|and|in|&)){0,3})\s+(?:(?:19|20)\d{2}|['’]\d{2})\s*,\s*the\s+(?:\d{1,2}(?:st|nd|rd|th)|[A-Z][a-z]+)\s+(?:(?:International|Annual|Joint)\s+)*Workshop\s+on\s/;
function shortBeforeOrdinal(text: string): string | null {
  const m = text.includes(', the ') ? SHORT_BEFORE_ORDINAL.exec(text) : null;
  if (!m) return null;
  const words = m[1].split(/\s+/);
  return isAcronymish(words[0]) && !STOP.has(words[0].toLowerCase()) && !CONNECTORS.has(words[words.length - 1].toLowerCase()) ? m[1] : null;
}

/**
 * "Published in ALVR 2020, a workshop in ACL 2020": an acronym (with its year) in apposition to "a workshop in / at / of
 * / co-located with" the host names that workshop, the acronym opening the clause or right after "in / at / to / for".
 */
// The acronym opens the clause or follows a cue's preposition ("VIS x GenAI, a workshop …" is a longer name: not read).
// "Previously submitted to QZW (Quiet-Zebra-Eval), a NeurIPS 2026 workshop" (round vpool20): the acronym's spelled-out
// form in brackets may follow it, and the apposition may be the host's tag and year before the word "workshop".
// "Accepted as a poster at TAE (Trust-AI-Eval): Can We Trust AI Evaluation?, a NeurIPS 2026 workshop" (round vpool22, set
// 357 part A): a colon and a capitalised subtitle (no comma, colon or bracket in it) may close the name before the comma.
const APPOSITIVE_WORKSHOP = /(?:^|[,;:(]\s*|(?<![A-Za-z])(?:in|at|to|for)\s+)([A-Z][a-z_&\-]*[A-Z0-9][\w&\-]*)(?:\s*(?:(?:19|20)\d{2}|['’]\d{2}))?(?:\s*\([^()\u0000]{1,80}\))?(?:\s*:\s*[A-Z][^,;:()\u0000]{0,80})?\s*,\s*an?\s+(?:[Ww]orkshop\s+(?:in|at|of|held\s+at|co-?located\s+with)\s|\u0000(?:[\s'’\-]*(?:(?:19|20)\d{2}|\d{2}))?\s+[Ww]orkshop(?![A-Za-z]))/;
function appositiveWorkshop(context: string): string | null {
  const m = /,\s*an?\s+(?:workshop|\u0000)/i.test(context) ? APPOSITIVE_WORKSHOP.exec(context) : null;
  return m && !STOP.has(m[1].toLowerCase()) ? m[1] : null;
}

/**
 * "AAAI 2025 Economics of Modern ML: Markets, Incentives, and Generative AI Workshop": right after the host and its year,
 * title-case words (a colon after one, commas only as a list an "and" / "&" closes) up to "Workshop" ending the text are
 * the workshop's name as written.
 */
const TITLE_HOST_TO_WORD = new RegExp(String.raw`\u0000\s*(?:(?:19|20)\d{2}|['’]\d{2})\s+([A-Z][\w\-&]*(?:[,:]?\s+(?:[A-Z0-9][\w\-&]*|for|of|on|and|in|the|&|with|to)){1,14}\s+Workshop)\s*$`);
function titleHostToWord(context: string): string | null {
  const m = context.includes(':') || context.includes(',') ? TITLE_HOST_TO_WORD.exec(context) : null;
  if (!m || NOT_A_TITLE.test(m[1].replace(/\s+Workshop$/, '')) || (m[1].includes(',') && !LIST_CLOSED.test(m[1]))) return null;
  return m[1];
}

/**
 * "Accepted at CVPR 2025 (Workshop on Event-based Vision)": the whole bracket a "Workshop on …" name is written in, right
 * after the host's tag, when no other reading names the workshop (an acronym before the bracket, "SCOLIA 2026 Workshop
 * (Second Workshop on …)", is read first).
 */
// Right after the host's tag, not after an acronym joined to the host ("DialRes-LREC26 (Workshop on …)": the acronym).
const BRACKETED_WORKSHOP_ON = /(?<![\w][\-@]\s*)\u0000\s*(?:['’]?\d{2}(?:\d{2})?)?\s*\(\s*(Workshop\s+(?:on|for|of)\s+[^()\u0000]{3,120}?)\s*\)/;
function bracketedWorkshopOn(context: string): string | null {
  const m = context.includes('(') ? BRACKETED_WORKSHOP_ON.exec(context) : null;
  return m ? clean(m[1]) : null;
}

/**
 * "IEEE ICRA 2025 (workshop: Enhancing Human Mobility: From Computer Vision-Based Motion Tracking to …)" (v259, set 259
 * part B): right after the host's tag, a bracket opening with the word "workshop" and a colon holds the workshop's name.
 */
// One run of spaces before the bracket (the year's own before it inside the optional group): no two adjacent runs.
const BRACKETED_WORKSHOP_COLON = /\u0000(?:\s*['’]?\d{2}(?:\d{2})?)?\s*\(\s*[Ww]orkshop\s*:\s*([A-Z][^()\u0000]{2,200}?)\s*\)/;
function bracketedWorkshopColon(context: string): string | null {
  const m = context.includes('(') ? BRACKETED_WORKSHOP_COLON.exec(context) : null;
  return m ? clean(m[1]) : null;
}

/** The workshop's name as the README asks: its acronym when given, else the name as written; null when unnamed. */
/**
 * "the AI at Scale for Clinical Impact (ASCI): Cancer Pathology Foundation Models Workshop at NeurIPS 2026": a title, its
 * acronym in brackets (its letters drawn from the title), a colon and a subtitle closed by "Workshop": the acronym names
 * the workshop, the subtitle is its theme (README: the acronym when the text gives one; round vpool22, set 357 part A).
 */
const ACRONYM_COLON_SUBTITLE_WORKSHOP = /(?<![\w&\-])([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|at|for|of|on|and|in|the|&|with|to)){1,10})\s*\(\s*([A-Z][\w&\-]*[A-Z][\w&\-]*)\s*\)\s*:\s*(?:[A-Z][\w\-]*\s+){1,10}Workshop(?![A-Za-z])/;
function acronymColonSubtitle(text: string): string | null {
  const m = text.includes('):') ? ACRONYM_COLON_SUBTITLE_WORKSHOP.exec(text) : null;
  return m && isAcronymish(m[2]) && lettersOf(m[2], m[1]) ? m[2] : null;
}

export function workshopName(context: string): string | null {
  if (/(?<![A-Za-z])SRW(?![A-Za-z])|student\s+research\s+workshop/i.test(context)) return 'SRW';
  const name = quotedName(context) ?? bracketedAcronym(context) ?? satelliteAcronym(context) ?? appositiveWorkshop(context) ?? acronymColonSubtitle(context) ?? acronymBefore(context) ?? shortBeforeOrdinal(context) ?? titleHostToWord(context) ?? preferAcronym(workshopOn(context), context) ?? jointListBefore(context) ?? namesBefore(context) ?? acronymAfter(context) ?? titleAfterColon(context) ?? shortTitleAfterHost(context)
    ?? (context.includes(HOST) ? nameAroundHost(context) : null) ?? bracketedWorkshopOn(context) ?? bracketedWorkshopColon(context);
  // "the 5th Workshop on Knowledge Graphs and Big Data in IEEE BigData 2025": a connector left before the host is no part of it.
  // "(NeurIPS-endorsed workshop)": who endorses the workshop, no name of it.
  // "ICLR 2021 Workshop on AI for Modeling Oceans and Climate Change preprint": the kind of document, in lower case after
  // the name, is no part of it.
  // "AAAI 2026 Workshop (WS37)": the programme's number of a workshop ("WS37", "W12", "WS-13") is no name of it.
  return name === null || ENDORSER.test(name) || WORKSHOP_NUMBER.test(name) ? null : withoutYear(initialsInParens(name, context) ?? withoutBibtexClose(name)).replace(TRAILING_KIND, '').replace(TRAILING_CONNECTOR, '');
}
// "booktitle={ECCV 2026 Workshop on Widgets} }": a BibTeX field's closing braces after the name are no part of it (a
// scan from the end, not a regex: a long run of spaces must not cost quadratic time).
function withoutBibtexClose(name: string): string {
  let end = name.length;
  let brace = false;
  for (let c = name.charCodeAt(end - 1); end > 0 && (c === 125 || c === 44 || c === 32 || c === 9 || c === 10); c = name.charCodeAt(--end - 1)) brace ||= c === 125;
  return brace ? name.slice(0, end) : name;
}
// "… Resources are Scarce as an oral paper": how the paper is presented there, after the name, is no part of it either.
// "NeurIPS 2026 Workshop on LP4FM Oral": a capitalised presentation word closing the clause after the name says how the
// paper is presented, as "as an oral paper" does (round vpool22, set 357 part A).
const TRAILING_KIND = /(?:\s+as\s+an?\s+(?:oral|poster|spotlight|short|long|full|invited)(?:\s+(?:paper|presentation|talk|contribution))?|\s+(?:Oral|ORAL|Spotlight|SPOTLIGHT|Poster|POSTER)(?:\s+(?:[Pp]resentation|[Pp]aper|[Tt]alk))?|(?:\s+(?:preprint|paper|version|submission|manuscript))+)$/;
const WORKSHOP_NUMBER = /^(?:WS|W|Wk?sh?p)[\s\-]?\d{1,3}$/i;
const ENDORSER = /^[A-Za-z][\w&]*-(?:endorsed|sponsored|affiliated|supported|organi[sz]ed|hosted)$/i;
const TRAILING_CONNECTOR = /(?:\s+(?:in\s+conjunction\s+with|co-?located\s+with|held\s+(?:at|with)|in|at|of|on|for|and|the|with|to|by))+$/i;

/**
 * Shapes around the host no reader above takes, each ending at the host or a clause's end:
 * - "Workshop and Competition on Affective & Behavior Analysis in-the-wild (ABAW), CVPR 2025": the acronym in brackets
 *   closing a "Workshop … on …" name right before the host;
 * - "NExT-Game 2026: New Frontiers in Game-Theoretic Learning, ICML 2026 Workshop": a short name with its year, a colon
 *   and a title, then the host and "Workshop";
 * - "NeurIPS 2025 Workshop, Foundation Models for the Brain and Body;": a title after "HOST YEAR Workshop," to the clause's end.
 */
function nameAroundHost(context: string): string | null {
  const paren = WORKSHOP_ON_PAREN_HOST.exec(context);
  if (paren && isAcronymish(paren[1])) return paren[1];
  const short = SHORT_COLON_TITLE_HOST.exec(context);
  if (short && isAcronymish(short[1])) return short[1];
  const after = HOST_WORKSHOP_COMMA_TITLE.exec(context);
  if (after && !NOT_A_TITLE.test(after[1]) && !CONNECTORS.has(after[1].split(/\s+/).pop()!.toLowerCase())) return after[1];
  const before = context.includes(' at ') ? TITLE_AT_HOST_WORKSHOP.exec(context) : null;
  if (before && before[1].split(/\s+/).filter((w) => /^[A-Z]/.test(w)).length >= 2 && !NOT_A_TITLE.test(before[1])
    && !CONNECTORS.has(before[1].split(/\s+/).pop()!.toLowerCase())) return before[1];
  const inHost = context.includes('(') ? TITLE_THEN_HOST_WORKSHOPS_PAREN.exec(context) : null;
  if (inHost && inHost[1].split(/\s+/).filter((w) => /^[A-Z]/.test(w)).length >= 2 && !NOT_A_TITLE.test(inHost[1])
    && !CONNECTORS.has(inHost[1].split(/\s+/).pop()!.toLowerCase())) return inHost[1];
  const titled = HOST_TITLE_PAREN_ACRONYM.exec(context);
  if (titled && isAcronymish(titled[2]) && !NOT_A_TITLE.test(titled[1]) && !CONNECTORS.has(titled[1].split(/\s+/).pop()!.toLowerCase())) return titled[2];
  return null;
}
const WORKSHOP_ON_PAREN_HOST = /Workshop(?:\s+(?:and|&)\s+[A-Z][a-z]+)?\s+on\s+[^()\u0000]{3,140}\(\s*([A-Za-z][\w&\-]*)\s*\)\s*,?\s*(?:the\s+)?\u0000/;
const SHORT_COLON_TITLE_HOST = /(?<![\w\-])([A-Za-z][\w&\-]*[A-Z0-9][\w&\-]*)[\s'’\-]*(?:(?:19|20)\d{2})?\s*:\s*[A-Z][^:;()\u0000]{3,140},\s*(?:the\s+)?\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+[Ww]orkshops?\b/;
/**
 * "Workshop paper at ICLR 2026 Machine Learning for Remote Sensing (ML4RS)": right after the host and its year, a title in
 * capitalised words (two at least) and then its acronym in brackets (a workshop already, by its cue): the acronym.
 */
const HOST_TITLE_PAREN_ACRONYM = /\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,12})\s*\(\s*([A-Za-z][\w&\-]*)\s*\)/;
/**
 * "Poster presented at Socially Responsible and Trustworthy Foundation Models at NeurIPS 2025 Workshop": a title in
 * capitalised words (two at least) after a cue word and "at", then "at" the host, its year and "Workshop" closing the
 * clause: the title as written.
 */
const TITLE_AT_HOST_WORKSHOP = /(?:^|[,;:.]\s*|(?<![A-Za-z])(?:[Pp]resented|[Aa]ccepted|[Pp]ublished|[Aa]ppears?|[Aa]ppeared)\s+(?:at|in|to)\s+(?:the\s+)?)(?!(?:[Pp]resented|[Aa]ccepted|[Pp]ublished|[Aa]ppear[a-z]*|[Pp]oster|[Pp]aper)\s)([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,12})\s+at\s+(?:the\s+)?\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+[Ww]orkshop\s*(?=$|[.;,(])/;
/**
 * "accepted at Real World Surveillance: Applications and Challenges, 6th (in WACV Workshops)": a title in capitalised
 * words (two at least, a colon may part it) after a cue word and "at", maybe its edition's ordinal after a comma, then in
 * brackets "in" / "at" the host and "Workshop(s)": the title as written, its ordinal dropped (the form "at TITLE at HOST
 * YEAR Workshop" takes, the host's workshops in a bracket). "published at Lessons from Failed Proofs (workshop ACL 2025)":
 * the word before the host in the bracket too, and "from" joins title words as the other connectors do (round vworkshop).
 */
const TITLE_THEN_HOST_WORKSHOPS_PAREN = /(?<![A-Za-z])(?:[Pp]resented|[Aa]ccepted|[Pp]ublished|[Aa]ppears?|[Aa]ppeared)\s+(?:at|in|to)\s+(?:the\s+)?([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to|from)){0,12}(?::\s+[A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to|from)){0,12})?)\s*(?:,\s*(?:\d{1,2}(?:st|nd|rd|th)|[IVX]{1,4}))?\s*\(\s*(?:(?:in|at)\s+(?:the\s+)?\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+[Ww]orkshops?|[Ww]orkshops?\s+(?:(?:at|of|in)\s+)?(?:the\s+)?\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?)\s*\)/;
const HOST_WORKSHOP_COMMA_TITLE = /\u0000(?:[\s'’\-]*(?:(?:19|20)?\d{2}|['’\-]))?\s+Workshop\s*,\s*([A-Z][\w\-]*(?:\s+(?:[A-Z][\w\-]*|and|&|of|on|for|in|the|with|to)){1,12})\s*(?=$|[;.])/;

/**
 * "the 16th Linguistic Annotation Workshop (LAW-XVI)", "Trustworthy Machine Learning Workshop (TML)": a name spelled out
 * in capitalised words, then in parentheses the acronym of their initials, the final "Workshop" counted or not (maybe
 * with a Roman edition number after a dash or space): the README names the workshop by that acronym, its edition dropped.
 */
function initialsInParens(name: string, context: string): string | null {
  if (!name.includes(' ')) return null;
  const at = context.indexOf(name);
  if (at < 0) return null;
  // "… Workshop (NLLP 2025)": the edition's year may follow the acronym in the bracket.
  const m = /^\s*\(\s*([A-Z][A-Za-z0-9&]*)(?:[\s\-]+[IVXLC]+)?(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))?\s*\)/.exec(context.slice(at + name.length));
  if (!m) return null;
  // The initials with or without the final "Workshop"'s ("LAW", "TML" for "Trustworthy Machine Learning Workshop").
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  const initials = words.map((w) => w[0]).join('');
  const acr = m[1].toUpperCase();
  const bare = words[words.length - 1] === 'Workshop' ? initials.slice(0, -1) : null;
  if (initials.length >= 2 && (acr === initials || (bare !== null && bare.length >= 2 && acr === bare))) return m[1];
  // "Synthetic Data for Computer Vision Workshop (SynData4CV)": a mixed-case contraction whose capitals are the initials
  // (a digit standing for a connector, "4" for "for"), opening with the first word's first letters.
  const caps = m[1].replace(/[^A-Z]/g, '');
  const contraction = /[a-z]/.test(m[1]) && caps.length >= 2 && words[0].startsWith(m[1].slice(0, 2));
  return contraction && (caps === initials || (bare !== null && caps === bare)) ? m[1] : null;
}

/** "Interspeech 2024 satellite event (VIHAR 2024)": the acronym in parentheses after "satellite event", its year dropped. */
const SATELLITE_PAREN = /satellite\s+(?:events?|meetings?|workshops?)\s*\(\s*([A-Za-z][\w&\-]*)(?:[\s'’\-]*(?:(?:19|20)\d{2}|\d{2}))?\s*\)/i;
function satelliteAcronym(context: string): string | null {
  const m = SATELLITE_PAREN.exec(context);
  return m && isAcronymish(m[1]) ? m[1] : null;
}

/** The README's rule: the acronym when the text gives one ("Workshop on X -- Workshop AIMS" -> AIMS). */
function preferAcronym(long: string | null, context: string): string | null {
  if (long === null || !long.includes(' ')) return long;
  return acronymAfter(context.slice(context.search(/workshop/i) + 8)) ?? long;
}

/** `workshop "KRPlan: Knowledge …"`, `Workshop name: "What is Next …?"`: the quoted name, its acronym when it leads. */
export function quotedName(context: string): string | null {
  // `workshop: "X"`, or `the "X" workshop`: both need an opening quote.
  if (!context.includes('"') && !context.includes('“') && !context.includes("'") && !context.includes('‘')) return null;
  // "IEEE GLOBECOM Workshops 2025: "Large AI Model over …"": the plural and the year between the word and the colon.
  // 'Published as a workshop paper at "Tackling Climate Change with Machine Learning", ICLR 2024': the quoted title
  // after "workshop paper at" is the workshop's.
  const m = /workshops?(?:\s+name|\s+(?:paper|contribution)\s+(?:at|in|to|for)(?:\s+the)?)?(?:\s+(?:19|20)\d{2})?\s*:?\s*["“]([^"”]{3,160})["”]/i.exec(context) ?? /["“]([^"”]{3,160})["”]\s*workshop(?![A-Za-z])/i.exec(context)
    ?? SINGLE_QUOTED_AFTER_WORKSHOP.exec(context);
  if (!m) return null;
  const q = m[1].replace(/\s+/g, ' ').trim();
  const lead = /^([A-Za-z0-9][\w&\-]*)\s*:/.exec(q);
  return lead && isAcronymish(lead[1]) ? lead[1] : q;
}

/**
 * "the ICML 2025 Workshop 'DataWorld: Unifying Data Curation Frameworks Across Domains'": single quotes right after the
 * word, opening on a capital and closing before no letter (an apostrophe's "'25" or "workshop's" opens none).
 */
const SINGLE_QUOTED_AFTER_WORKSHOP = /(?<![A-Za-z])workshops?\s*:?\s*['‘]([A-Z][^'’]{2,160})['’](?![A-Za-z])/i;

/**
 * A year glued to a workshop's name is not part of it: "AIM2025" -> AIM, "EvalLAC'25" -> EvalLAC; nor is an edition
 * number after a hyphen on a one-word name (README: the name without ordinal; "ABAW-10" -> ABAW, "VerifAI-2" ->
 * VerifAI, as "De-Factify 4" and "LAW-XVI" drop theirs). Glued digits stay ("FGVC13", "OSACT7", "Ego4D"), and so does a
 * letter after the hyphen ("GRAIL-V").
 */
export function withoutYear(name: string): string {
  const bare = withoutVersionEdition(name.replace(/(?<=[A-Za-z])(?:['’]\d{2}|-?(?:19|20)\d{2})$/, '').replace(HYPHEN_EDITION, '').replace(GLUED_EDITION, ''));
  return bare.length >= 2 ? bare : name;
}
/**
 * "VAND 3.0", "De-Factify 4.0 Workshop", "Visual Anomaly and Novelty Detection 3.0 Workshop": a version-style number
 * ("3.0", "4.0") closing the name, or right before its closing "Workshop", is the edition the labels drop as they drop an
 * ordinal (round v189; earlier labels: VAND, De-Factify). A concept's version stays ("Industry 4.0", "Workshop on Web
 * 3.0", "Blockchain and Web 3.0 Workshop"): one plain capitalised word alone or after a lower-case connector, and a
 * short title whose last word is no acronym ("Medical Imaging 2.0 Workshop", round fix3).
 */
function withoutVersionEdition(name: string): string {
  const m = VERSION_EDITION.exec(name);
  if (!m) return name;
  const words = m[1].split(/\s+/);
  const last = words[words.length - 1];
  if (/^[A-Z][a-z]+$/.test(last) && (words.length === 1 || /^[a-z&]/.test(words[words.length - 2]))) return name;
  // Round fix3: an edition only after an acronym-like word ("VAND", "De-Factify": two capitals or more) or after a long
  // title of three capitalised words or more; a short concept keeps its version ("Medical Imaging 2.0", "Healthcare 5.0").
  const acronymLike = /^[A-Za-z\d\-]+$/.test(last) && (last.match(/[A-Z]/g) ?? []).length >= 2;
  if (!acronymLike && words.filter((w) => /^[A-Z]/.test(w)).length < 3) return name;
  return m[1] + (m[2] ?? '');
}
const VERSION_EDITION = /^(.*?[A-Za-z])\s+[1-9]\.\d(\s+[Ww]orkshops?)?$/;
/**
 * "12", "4" glued to a one-word name of at least three letters that opens with a capital and ends in a letter: the
 * edition the labels drop as they drop an ordinal ("FGVC12" -> FGVC, "OSACT7" -> OSACT, "Defactify4" -> Defactify, as
 * "the 13th FGVC Workshop"). Not a digit inside the name ("Ego4D", "CV4Animals", "3DMV"), a short name ("M2", "IV2"),
 * nor a name of several words.
 */
const GLUED_EDITION = /(?<=^[A-Z][A-Za-z&]*[A-Za-z]{2})[1-9]\d?$/;
/**
 * "-10", "-2" closing a one-word name whose part before the hyphen ends in a letter and holds a capital. Not a letter
 * ("GRAIL-V", "TRUE-V": V for Vision, part of the name).
 */
const HYPHEN_EDITION = /(?<=^[A-Za-z][\w&\-]*[A-Z][\w&\-]*[A-Za-z]|^[A-Z][A-Za-z])-[1-9]\d?$/;

/**
 * "… Workshop on Federated Learning in the Age of Foundation Models In Conjunction with IJCAI 2026 (FL@FM-IJCAI'26)":
 * the host's mention runs into a bracket where the workshop's acronym is glued to the host's name again by "-" or "@"
 * (the host's year closing the bracket): that acronym is the workshop's (README: the acronym when the text gives one).
 * `span` is the host's mention as read ("IJCAI 2026 (FL@FM-IJCAI"), `post` the text right after it ("'26)").
 */
const GLUED_TO_HOST_AT_END = /\(\s*([A-Za-z][\w&@\-]*?[A-Za-z0-9])\s*[@\-]\s*([A-Za-z][A-Za-z0-9]*)$/;
export function acronymGluedToHost(span: string, post: string): string | null {
  const m = span.includes('(') ? GLUED_TO_HOST_AT_END.exec(span) : null;
  // "ACL2026 (OR-CL@ACL26)": the host's name may carry its year glued on before the bracket (round vworkshop).
  if (!m || /^[A-Za-z][A-Za-z0-9]*/.exec(span)?.[0].replace(/(?<=[A-Za-z])(?:19|20)\d{2}$/, '') !== m[2] || !/^[\s'’\-]*(?:(?:19|20)?\d{2})?\s*\)/.test(post)) return null;
  return isAcronymish(m[1]) ? m[1] : null;
}
