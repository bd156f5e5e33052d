// The programme a paper outside a venue's main track is in, named for readers: detection files such a paper under the
// track "other" (data/venues/README's schema has no field for the programme), and a badge saying "other" tells a reader
// nothing. The name is read back from the entry's evidence by the rules detection used to leave the main track: the
// venue's hand-kept programmes (VenueDef.programmes), its special tracks named by acronym (VenueDef.tracks), an HCI
// venue's posters, and the track cue the clause prints ("Student Abstract", "New Faculty Highlights", "AISI track").
import type { VenueDef } from './catalogue-types.ts';
import { escapeRegExp, findVenue } from './catalogue.ts';
import { ANY_NAMED_TRACK, OTHER_TRACK_CUES, specificTrackCue, TRACK_WORD } from './cues.ts';

/** A poster, the word (a poster programme at a venue that holds one: VenueDef.programmes 'posters'). */
export const POSTER = /(?<![A-Za-z])posters?(?![A-Za-z])/i;
/**
 * "CheckThat! Lab", "the FinMMEval Lab at", a lab's "Working Notes" or "Notebook", published with CEUR-WS (CLEF's own
 * papers go to LNCS): an evaluation lab (VenueDef.programmes 'labs').
 */
export const LAB = /(?<![A-Za-z])(?:[Ll]abs?|[Ww]orking\s+[Nn]otes|[Nn]otebooks?|CEUR)(?![A-Za-z])/;
/** "Journal Track", "journal-first track", "journal paper track": a programme of journal papers (VenueDef.programmes). */
export const JOURNAL_TRACK = /(?<![A-Za-z])journal(?:[\s-]+(?:first|papers?))?[\s-]+track(?![A-Za-z])/i;

/** True when the venue, or one of the venues sharing its acronym, is in CCF's human-computer interaction area. */
export function hciVenue(v: VenueDef): boolean {
  if (v.area?.en === 'Computer-Human Interaction') return true;
  return !!v.ambiguous && v.ambiguous.some((x) => x.area?.en === 'Computer-Human Interaction');
}

/** A programme's name in English, as printed or as the venue calls it, and in Chinese. */
export interface ProgrammeName { en: string; zh: string }

const POSTERS: ProgrammeName = { en: 'Poster', zh: '海报论文' };
const JOURNAL: ProgrammeName = { en: 'Journal Track', zh: '期刊论文专场' };
const LABS: ProgrammeName = { en: 'Lab', zh: '评测实验室' };

/**
 * A programme by its English name, with its Chinese one: the same name is always shown the same way, whichever rule
 * read it ("Journal Track" read by a venue's hand-kept programmes or by the track cue alike), so the programme stored
 * with a mention (paper_venues.programme, the English name) gives back the badge's label. Other names: 专场.
 */
export function programmeNamed(en: string): ProgrammeName {
  return [POSTERS, JOURNAL, LABS].find((p) => p.en === en) ?? { en, zh: kindInChinese(en) };
}

/**
 * The kinds of programme venues run, by the words naming them, in Chinese: a name holding one is called by it
 * ("ICCV VQualA 2025 … Challenge" 挑战赛, "Position Paper" 立场论文, "Student Abstract" 学生摘要), "专场" appended when
 * the name is a track's ("Survey Track" 综述专场); a name holding none is a 专场 (special track).
 */
const KINDS: [RegExp, string][] = [
  [/\bshared tasks?\b/i, '共享评测任务'], [/\bchallenges?\b/i, '挑战赛'], [/\bcompetitions?\b|\bcup\b/i, '竞赛'],
  [/\bposition\b/i, '立场论文'], [/\bnon-?archival\b/i, '非存档'], [/\bart gallery\b/i, '艺术展'], [/\bcreative ai\b/i, '创意 AI'],
  [/\bstudent abstracts?\b/i, '学生摘要'], [/\bdoctoral consortium\b/i, '博士生论坛'], [/\bdemo(?:nstration)?s?\b/i, '系统演示'],
  [/\btutorials?\b|\bcourses?\b/i, '教程'], [/\bindustry\b|\bindustrial\b/i, '工业'], [/\bsurveys?\b/i, '综述'],
  [/\blate-breaking\b/i, '最新成果'], [/\bextended abstracts?\b/i, '扩展摘要'], [/\bsafety\b/i, '安全'], [/\bsocial impact\b/i, '社会影响'],
  [/\bdatasets? (?:and|&) benchmarks?\b/i, '数据集与基准'], [/\breproducibility\b/i, '可复现性'], [/\bapplications?\b/i, '应用'],
];
function kindInChinese(en: string): string {
  const kind = KINDS.find(([re]) => re.test(en))?.[1];
  if (!kind) return '专场';
  return /\btrack\b/i.test(en) ? `${kind}${/[A-Za-z]$/.test(kind) ? ' ' : ''}专场` : kind;
}

/** The label a programme stored by its English name is shown with (badges, the venue page's filter): "Lab 评测实验室". */
export function programmeText(en: string): string {
  const p = programmeNamed(en);
  return `${p.en} ${p.zh}`;
}

/**
 * The tracks detection files papers under, named for readers in English and Chinese ("Findings 子刊", "Demo Track
 * 系统演示专场"): the stored value (findings, datasets_benchmarks …) is a key, not a name. A track not listed is shown as stored.
 */
const TRACK_NAMES: Record<string, ProgrammeName> = {
  main: { en: 'main', zh: '主会' }, workshop: { en: 'Workshop', zh: '研讨会' }, findings: { en: 'Findings', zh: '子刊' },
  datasets_benchmarks: { en: 'Datasets & Benchmarks Track', zh: '数据集与基准专场' }, demo: { en: 'Demo Track', zh: '系统演示专场' },
  industry: { en: 'Industry Track', zh: '工业专场' }, tutorial: { en: 'Tutorial', zh: '教程' },
  doctoral: { en: 'Doctoral Consortium', zh: '博士生论坛' }, other: { en: 'other', zh: '其他' },
};

/** A track as pages show it: "Findings 子刊", "main 主会"; a value no list names as stored. */
export function trackLabel(track: string): string {
  const t = TRACK_NAMES[track];
  return t ? `${t.en} ${t.zh}` : track;
}

/**
 * A mention's place outside the main track as badges and tables show it: its named programme ("Journal Track 期刊论文专场"),
 * a workshop with its name ("Workshop 研讨会: AI for Math"; a name that says "workshop" itself is not told twice:
 * "研讨会: Workshop on Generative AI"), or the track's label.
 */
export function placeLabel(v: { track: string; workshop?: string | null; programme?: string | null }): string {
  if (v.track === 'workshop' && v.workshop) return /\bworkshops?\b/i.test(v.workshop) ? `研讨会: ${v.workshop}` : `${trackLabel('workshop')}: ${v.workshop}`;
  return v.programme ?? trackLabel(v.track);
}

/**
 * The same place in each language, for pages that show one at a time: {en: "Workshop: AI for Math", zh: "研讨会: AI for Math"},
 * a named programme ("Journal Track" / "期刊论文专场"), else the track's name ("Findings" / "子刊").
 */
export function placeNames(e: { track: string; workshop?: string | null; venue?: string; presentation?: string | null; evidence?: string | null }): ProgrammeName {
  if (e.track === 'workshop' && e.workshop) return { en: /\bworkshops?\b/i.test(e.workshop) ? e.workshop : `Workshop: ${e.workshop}`, zh: `研讨会: ${e.workshop}` };
  const named = e.venue === undefined ? null : programmeOf({ venue: e.venue, track: e.track, presentation: e.presentation ?? null, evidence: e.evidence ?? null });
  return named ?? TRACK_NAMES[e.track] ?? { en: e.track, zh: e.track };
}

/** An entry as stored and shown: the fields the programme is read from. */
export interface ProgrammeEntry { venue: string; track: string; presentation: string | null; evidence: string | null }

/**
 * The programme an entry of the track "other" is in ("IJCAI 2025 Journal Track" -> Journal Track, "CLEF 2025 CheckThat!
 * Lab" -> Lab, "SIGGRAPH 2025 Poster" -> Poster, "AAAI 2026 Student Abstract" -> Student Abstract), or null when the
 * evidence names none (and for every other track: main, workshop, findings … are named by the track itself).
 */
export function programmeOf(e: ProgrammeEntry): ProgrammeName | null {
  if (e.track !== 'other' || !e.evidence) return null;
  const v = findVenue(e.venue);
  // The venue's own names are no programme words: "Conference and Labs of the Evaluation Forum" names no lab.
  const text = v ? withoutOwnNames(e.evidence, v) : e.evidence;
  const poster = e.presentation === 'poster' || POSTER.test(text);
  if (v?.programmes) {
    if (poster && v.programmes.includes('posters')) return POSTERS;
    if (v.programmes.includes('journal track') && JOURNAL_TRACK.test(text)) return JOURNAL;
    if (v.programmes.includes('labs') && LAB.test(text)) return LABS;
  }
  const named = otherTrackName(text);
  if (named) return programmeNamed(named);
  // "AAAI AISI 2026": a special track the venue names by acronym.
  const track = v ? ownPatterns(v).tracks.find(([, re]) => re.test(text))?.[0] : undefined;
  if (track) return programmeNamed(`${track} Track`);
  if (v && poster && hciVenue(v)) return POSTERS;
  return null;
}

/** A venue's own names as one pattern (its name and acronyms as whole words), and its special tracks' (built once per venue). */
const OWN = new WeakMap<VenueDef, { names: RegExp; tracks: [string, RegExp][] }>();
function ownPatterns(v: VenueDef): { names: RegExp; tracks: [string, RegExp][] } {
  let p = OWN.get(v);
  if (!p) {
    const names = [v.name, ...(v.acr ?? [])].map(escapeRegExp).join('|');
    p = { names: new RegExp(`(?<![\\w&])(?:${names})(?![\\w&])`, 'g'), tracks: (v.tracks ?? []).map((t) => [t, new RegExp(`(?<![A-Za-z])${t}(?![A-Za-z])`)]) };
    OWN.set(v, p);
  }
  return p;
}

/** The text with the venue's names blanked: its full names, its name and its acronyms as whole words. */
function withoutOwnNames(text: string, v: VenueDef): string {
  let out = text;
  for (const f of v.full ?? []) {
    const at = out.toLowerCase().indexOf(f.toLowerCase());
    if (at >= 0) out = `${out.slice(0, at)} ${out.slice(at + f.length)}`;
  }
  return out.replace(ownPatterns(v).names, ' ');
}

/** A named programme as pages show it, in English and Chinese ("Journal Track 期刊论文专场"); null when none is named. */
export function programmeLabel(e: ProgrammeEntry): string | null {
  const p = programmeOf(e);
  return p ? programmeText(p.en) : null;
}

/** A mention row to write, with its programme (the English name, null when none is named): what venue pages filter and count by. */
export function withProgramme<R extends { venue: string; track: string; presentation?: string | null; evidence?: string | null }>(row: R): R & { programme: string | null } {
  return { ...row, programme: programmeOf({ venue: row.venue, track: row.track, presentation: row.presentation ?? null, evidence: row.evidence ?? null })?.en ?? null };
}

/** Words a programme's name never starts with: a cue read in running text ("as an abstract", "first place"). */
const NOT_A_NAME_START = /^(?:as|an?|the|first|1st|(?:abstracts?|extended)\s+(?:accepted|presented))(?![A-Za-z])/i;
/** A verb or joiner a cue's match may end in, not part of the programme's name ("abstract accepted", "Focus Session on"). */
const NAME_TAIL = /\s+(?:accepted|presented|submission|on)$|(?<=abstracts?)\s+paper$/i;
/** A joining word ending a run of capitalised words ("Responsible AI and"): not part of the name. */
const TRAILING_JOINER = /\s+(?:and|&|of|for|in|on)$/i;
/** " on AI Alignment": the capitalised topic right after a special track, programme or session. */
const TOPIC_AFTER = /^\s+on\s+([A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|and|&|of|for|in)){0,5})/;
/** "Creative AI ", "AI for Sciences ", "Semantics & Knowledge ": capitalised words (and joiners) right before a track's word. */
const WORDS_BEFORE = /(?:(?<![\w&\-])(?!(?:Accepted|Submitted|Published|Presented|Appear(?:s|ing)?|To|In|At|On|By|For|The|An?|Under|Our|This)\s)[A-Z][\w\-]*\s+(?:(?:and|&|for|of|in)\s+)?)+$/;
/** "Track: Responsible AI": the capitalised words naming a track after "Track:". */
const TRACK_COLON_NAME = /^track\s*:\s*([A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|and|&|of|for|in|on)){0,5})/i;
/** Joining words kept in lower case when a name is title-cased. */
const JOINER = /^(?:and|of|on|for|in|the|&)$/i;
/** The "other" cues, each able to go on past a match that names no programme ("first place in … Challenge"). */
const OTHER_GLOBAL = OTHER_TRACK_CUES.map((re) => new RegExp(re.source, `${re.flags}g`));

/**
 * The programme a text names by a cue of the track "other", as a reader would name it: "AAAI 2026 Student Abstract and
 * Poster Program" -> "Student Abstract", "AAAI-26 Special Track on AI Alignment" -> "Special Track on AI Alignment",
 * "NeurIPS 2025 Creative AI Track" -> "Creative AI Track", "DIS Companion '26" -> "Companion", "Track: Responsible AI"
 * -> "Responsible AI Track". Each word capitalised (an acronym as printed); null when every cue is a phrase of running
 * text ("as an abstract", "first place") or the text names no programme.
 */
export function otherTrackName(text: string): string | null {
  if (!TRACK_WORD.test(text)) return null;
  for (const re of OTHER_GLOBAL) {
    for (const m of text.matchAll(re)) {
      // "Special Track on AI Alignment", "Bridge Program on Machine Learning …": the capitalised topic is part of the name.
      const topic = /(?:track|program(?:me)?|session)$/i.test(m[0]) ? TOPIC_AFTER.exec(text.slice(m.index + m[0].length)) : null;
      const name = cleanName(topic ? `${m[0]} on ${topic[1].replace(TRAILING_JOINER, '')}` : m[0]);
      if (name) return name;
    }
  }
  if (specificTrackCue(text) !== null) return null;
  const any = ANY_NAMED_TRACK.exec(text);
  if (!any) return null;
  if (/^track\s*:/i.test(any[0])) {
    const colon = TRACK_COLON_NAME.exec(text.slice(any.index));
    return colon ? cleanName(`${colon[1].replace(TRAILING_JOINER, '')} track`) : null;
  }
  // "the IJCAI 2025 Human-Centred AI track": the capitalised words before the one the cue read name the track too.
  const before = WORDS_BEFORE.exec(text.slice(0, any.index));
  return cleanName(before ? `${before[0]}${any[0]}` : any[0]);
}

/** A cue's match as a programme's name, title-cased; null when it is running text or holds a year. */
function cleanName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ').replace(/^.*\bCompanion$/, 'Companion').replace(NAME_TAIL, '');
  if (NOT_A_NAME_START.test(name) || /(?:19|20)\d{2}|['’]\d{2}/.test(name) || name.split(' ').length > 8) return null;
  return asTrack(name).split(' ').map((w, i) => (i > 0 && JOINER.test(w) ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1))).join(' ');
}

/** "Position Paper", "Position Papers Track", "Resources Track": the kind of paper before "Paper(s)" / "Track", plural or not. */
const PAPER_OR_TRACK = /^(.+?)(s?)\s+(?:(?:papers?\s+)?track|papers?)$/i;
/** The "other" cues anchored at both ends: does a cue read a whole phrase, not only part of it. */
const OTHER_WHOLE = OTHER_TRACK_CUES.map((re) => new RegExp(`^(?:${re.source})$`, re.flags.replace('g', '')));

/**
 * One programme, one name: a programme a cue names as "<kind> track" is that track under every form the texts print it,
 * so a venue page lists it once — "Position Paper", "Position Papers Track", "Position Track" (ICML) are all "Position
 * Paper Track" (a cue reads both "position paper" and "position track": a track of such papers), "Resources Track" and
 * "Resource track" (ESWC) "Resource Paper Track"; "Survey Track" stays (no cue reads "survey paper"), as do names no cue
 * reads as "<kind> track" ("Tiny Papers").
 */
function asTrack(name: string): string {
  const m = PAPER_OR_TRACK.exec(name);
  if (!m) return name;
  for (const stem of m[2] ? [m[1], m[1] + m[2]] : [m[1]]) {
    const reads = (phrase: string) => OTHER_WHOLE.some((re) => re.test(phrase));
    if (reads(`${stem} paper`) && reads(`${stem} track`)) return `${stem} Paper Track`;
    if (reads(`${stem} track`)) return `${stem} Track`;
  }
  return name;
}
