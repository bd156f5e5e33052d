import { findVenue, onCatalogueChange } from './catalogue.ts';
import { isPlaceName } from './places.ts';
import { lettersOf } from './workshop-name.ts';
import { MONTH_WORD } from './date-words.ts';

/**
 * Round vwsname: a workshop's name read in general, for a workshop entry at a host that every shape-bound reader
 * (workshop-name.ts) left unnamed. The name is the name-like phrase the text attaches to the workshop cue or to the host
 * tag, by its position:
 * - after the cue: "HOST YEAR Workshop: NAME", "Workshop – NAME", "Workshop (NAME)", "workshop(s) on NAME (ACR)" (one
 *   entry per name after a plural "workshops on A and B");
 * - before the cue, the host between: "NAME – HOST YEAR Workshop", "NAME, HOST Workshop", "NAME (HOST YEAR workshop)",
 *   "[NAME] HOST Workshop";
 * - after a host's W tag: "HOST-W YEAR (NAME)", "HOSTW (NAME)".
 * A phrase is capitalised words and acronyms joined by small words ("for", "of", "and", …); it ends at a date, a place,
 * a year, a count ("8 pages"), a status or presentation word, a bracket, or a sentence's end, and never runs on after a
 * status word. An acronym in brackets right after it is the name (README: the acronym if the text gives one). Words
 * are read one token at a time (no regex runs over the phrase), so the reading is linear in the text's length.
 */

/** Small words a workshop's name may hold between its capitalised words (never its first or last word). */
const JOINERS = new Set(['of', 'for', 'on', 'and', 'in', 'the', 'with', 'to', 'from', '&', 'a', 'an', 'via', 'vs', 'vs.', 'under', 'beyond',
  'towards', 'toward', 'meets', 'across', 'into', 'by', 'at', 'as', 'or', '+', '-', '–', 'is', 'are', 'not', 'x', '×']);
/** Words that end a phrase: status, presentation, the kind of document, or the event's own kind (no name's word). */
const ENDERS = /^(?:accepted|accept|acceptance|submitted|submission|published|presented|presentation|appear|appears|appearing|appeared|to|under|review|in|oral|poster|spotlight|highlight|talk|paper|papers|preprint|version|camera|camera-ready|extended|abstract|non-archival|archival|proceedings?|track|tracks|page|pages|pp|figures?|tables?|workshops?|conference|symposium|co-located|colocated|collocated|held|hosted|organi[sz]ed|jointly|joint|report|program(?:me)?|website|url|code|https?|doi|arxiv|edition|volume|vol|no)$/i;
/** A word a phrase may not open with (an article, a publisher, an edition's adjective): dropped from its start. */
const OPENERS = /^(?:the|a|an|ieee|acm|ieee\/cvf|cvf|isca|annual|\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|inaugural)$/i;
/** A joiner that, capitalised, opens a workshop's title ("Towards Reliable Agents"): kept at a phrase's start. */
const TITLE_OPENER = /^Towards?$/;
/** Words that open an event's name, never end a workshop's: cut from a phrase's end with the joiners before them. */
const HOST_OPENERS = /^(?:international|joint|annual|biennial)$/i;
const MONTH = new RegExp(String.raw`^${MONTH_WORD}\.?$`, 'i');
/** An edition's ordinal ("5th"): it leads a name, so a phrase read backwards stops before it and one read on ends. */
const ORDINAL = /^\d{1,3}(?:st|nd|rd|th)$/i;
const YEARISH = /^(?:(?:19|20)\d{2}|['’]\d{2})$/;
/** A capitalised word or an acronym: a capital or a digit first, a letter somewhere. */
const CAP_WORD = /^[A-Z0-9][\w&+'’\-/]*$/;
const HAS_LETTER = /[A-Za-z]/;
/** A bracketed acronym after a phrase: two capitals or a capital and a digit at least, no status word. */
const ACRONYM = /^(?=[\w&\-]*[A-Z][\w&\-]*[A-Z0-9])[A-Za-z0-9][\w&\-]{1,24}$/;
const NOT_ACRONYM = /^(?:ORAL|POSTER|SPOTLIGHT|HIGHLIGHT|TALK|ACCEPTED|NON-ARCHIVAL|ARCHIVAL|IEEE|ACM|IFIP|SIAM|EAI|IAPR|ISCA|USENIX|SPIE|PMLR|CEUR|LNCS|WS[\s\-]?\d+|W\d+|PDF|URL|DOI)$/i;

/** A token's word without the punctuation around it, and whether a sentence or clause ends right after it. */
function bare(tok: string): { word: string; ends: boolean } {
  const opened = tok.replace(/^["“‘'(\[]+/, '');
  const word = opened.replace(/[,.;:!?"”’')\]]+$/, '');
  return { word, ends: word.length < opened.length };
}

function isNameWord(w: string): boolean {
  return CAP_WORD.test(w) && HAS_LETTER.test(w) && !ENDERS.test(w) && !MONTH.test(w);
}

/** How a phrase may be written: `lower` lets words in lower case stand between its capitalised words (a title in
 * sentence case, after "Workshop:" or "Workshop on"); a title may run longer than a name. */
interface PhraseOpts { lower?: boolean; words?: number }

/** A lower-case word a title in sentence case may hold: letters (a hyphen inside), no status or document word. */
const LOWER_WORD = /^[a-z][a-z\-]*$/;

/**
 * The phrase that runs forward from the start of `s`: name words and joiners, to a clause's end or an ender; null
 * when no name word opens it. `words` caps its length (a name is short; a title runs longer).
 */
export function phraseForward(s: string, opts: PhraseOpts = {}): { name: string; rest: string } | null {
  const words = opts.words ?? 14;
  // A lower-case article may open it ("on the Zebra …"): no word of the name.
  const toks = s.trimStart().replace(/^(?:the|an?)\s+/, '').split(/\s+/, words + 1);
  const kept: string[] = [];
  let used = 0;
  for (const tok of toks) {
    if (!tok || /^[(\[]/.test(tok)) break;
    const { word, ends } = bare(tok);
    const joiner = kept.length > 0 && (JOINERS.has(word.toLowerCase()) || (!!opts.lower && LOWER_WORD.test(word) && !ENDERS.test(word)));
    if (!joiner && !isNameWord(word)) break;
    if (YEARISH.test(word) || /^\d+$/.test(word) || (kept.length && ORDINAL.test(word))) break;
    kept.push(word);
    used++;
    if (ends) break;
  }
  // "… Objects at the IEEE International [Conference]": the words that open the host's name after the phrase go too.
  while (kept.length && (JOINERS.has(kept[kept.length - 1].toLowerCase()) || OPENERS.test(kept[kept.length - 1]) || HOST_OPENERS.test(kept[kept.length - 1]))) kept.pop();
  while (kept.length && OPENERS.test(kept[0])) kept.shift();
  if (!kept.length || used > words) return null;
  const name = kept.join(' ');
  // A place or a month closes a clause ("…, Seoul, Korea"): the phrase is no name when it is only a place.
  if (isPlaceName(name)) return null;
  const last = kept[kept.length - 1];
  const at = s.indexOf(last, s.indexOf(kept[0])) + last.length;
  return { name, rest: s.slice(at) };
}

/**
 * The phrase ending at the end of `s` (read backwards): name words and joiners, back to a clause's start, a cue's
 * preposition or article. None when a status or document word stands right before its first word ("Best Paper Award,
 * HOST Workshop": nothing after a status word is taken).
 */
export function phraseBackward(s: string, opts: PhraseOpts = {}): string | null {
  const words = opts.words ?? 14;
  const toks = s.trimEnd().split(/\s+/);
  const kept: string[] = [];
  let stop = '';
  for (let i = toks.length - 1; i >= 0 && kept.length <= words; i--) {
    const tok = toks[i];
    if (!tok) break;
    // A title that opens with a question ("Who Verifies the Agents? Toward …"): its question mark, a capitalised word
    // after it, ends no clause; the word before it is read without the mark and keeps it in the name.
    const asked = kept.length > 0 && /^[A-Z]/.test(kept[0]) && /[A-Za-z0-9]\?$/.test(tok);
    // A token that ends a clause (a period, a comma, a colon after it) is before the phrase, not in it.
    if (kept.length && !asked && /[,.;:!?)\]]$/.test(tok)) break;
    const opened = tok.replace(/^["“‘'(\[]+/, '');
    const word = asked ? opened.slice(0, -1) : opened;
    const joiner = kept.length > 0 && (JOINERS.has(word.toLowerCase()) || (!!opts.lower && LOWER_WORD.test(word) && !ENDERS.test(word)));
    if ((!joiner && !isNameWord(word)) || YEARISH.test(word) || /^\d+$/.test(word) || ORDINAL.test(word)) { stop = word; break; }
    kept.unshift(asked ? opened : word);
    if (opened.length < tok.length) break;
  }
  // "Best Paper Award": a status or document word right before the phrase's first word (no preposition between) takes it.
  if (kept.length && ENDERS.test(stop) && !JOINERS.has(kept[0].toLowerCase())) return null;
  // A capitalised "Toward(s)" opens a title ("Towards Reliable Agents"); other joiners before the name are the cue's.
  while (kept.length && ((JOINERS.has(kept[0].toLowerCase()) && !TITLE_OPENER.test(kept[0])) || OPENERS.test(kept[0]) || LOWER_WORD.test(kept[0]))) kept.shift();
  while (kept.length && JOINERS.has(kept[kept.length - 1].toLowerCase())) kept.pop();
  // A one-word question ("Really? …") is an aside, not a title's opening.
  if (kept.length > 1 && kept[0].endsWith('?')) kept.shift();
  if (!kept.length || kept.length > words) return null;
  const name = kept.join(' ');
  return isPlaceName(name) ? null : name;
}

/**
 * The names a plural cue lists ("workshops on A (ACR), B, and C"): a phrase, its bracketed acronym if any, then a comma
 * or "and" and the next. A list of one phrase with no acronym and no comma parts at its last "and" ("workshops on A and
 * B": README, two workshops named and joined by "and" are two entries).
 */
function listForward(s: string): string[] {
  const items: { name: string; acr: string | null }[] = [];
  let rest = s;
  for (let k = 0; k < 8; k++) {
    const p = phraseForward(rest);
    if (!p) break;
    const acr = acronymNext(p.rest);
    items.push({ name: p.name, acr });
    rest = acr ? p.rest.replace(/^\s*\([^()]{1,40}\)/, '') : p.rest;
    const sep = /^\s*(?:,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+)(?:(?:the|on|for)\s+)*/.exec(rest);
    if (!sep || !sep[0]) break;
    rest = rest.slice(sep[0].length);
  }
  if (items.length === 1 && !items[0].acr) {
    const at = Math.max(items[0].name.lastIndexOf(' and '), items[0].name.lastIndexOf(' & '));
    if (at > 0) return [items[0].name.slice(0, at), items[0].name.slice(at).replace(/^\s*(?:and|&)\s+/, '')];
  }
  return items.map((i) => i.acr ?? i.name);
}

/** "(ACR)" or "(ACR 2026)" right after a phrase: the acronym, its year dropped. */
function acronymNext(rest: string): string | null {
  const m = /^\s*\(\s*([A-Za-z0-9][\w&\-]{1,24})(?:[\s'’\-]+(?:19|20)?\d{2})?\s*\)/.exec(rest);
  return m && ACRONYM.test(m[1]) && !NOT_ACRONYM.test(m[1]) ? m[1] : null;
}

/** The tokens a host may be written with in the text: its canonical name and its acronyms (escaped for a regex). */
function hostPattern(venue: string): string {
  const def = findVenue(venue);
  const names = new Set([venue, ...(def?.acr ?? []), ...(def?.cs ?? []), ...(def?.weak ?? []), ...(def?.full ?? [])].filter((n) => n.length >= 2 && n.length <= 120));
  return [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')).join('|');
}

/** "LAW-XIX": a Roman edition number hyphened to an acronym is no part of its name (README: no ordinal). */
const ROMAN_EDITION = /(?<=[A-Z][\w&]*[A-Z][\w&]*)-[IVXL]{1,6}$/;
/** What may follow a name written with no mark after the cue: the clause's end, a bracket, a year, a status word. */
const ENDS_NAME = /^\s*(?:$|[,.;:([]|(?:19|20)\d{2}(?!\d)|['’]\d{2}(?!\d)|(?:accepted|oral|poster|spotlight|paper|proceedings|track)(?![A-Za-z]))/i;
const YEAR_AFTER = String.raw`\)?(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]?\d{2}))?\)?`;

/** The readers' expressions that name the host, built once per venue (a handful of venues are hosts in a run). */
const HOST_REGEXES = new Map<string, ReturnType<typeof buildHostRegexes>>();
onCatalogueChange(() => HOST_REGEXES.clear());
function buildHostRegexes(host: string) {
  return {
    hostEnd: new RegExp(String.raw`(?<![A-Za-z])(?:${host})(?:-?W)?${YEAR_AFTER}\s*[,:\-–]?\s*$`, 'i'),
    atHost: new RegExp(String.raw`\s*(?:@|\sat\s+(?:the\s+)?)\s*(?:${host})(?![A-Za-z])`, 'i'),
    linkedHost: new RegExp(String.raw`^\s+(?:at|of|held\s+at|co-?located\s+with|in\s+conjunction\s+with)\s+(?:the\s+)?(?:${host})(?![A-Za-z])`, 'i'),
    leadHost: new RegExp(String.raw`(?:^|[\s(\[])(?:the\s+)?(?:(?:IEEE|ACM|IEEE\/CVF)\s+)?(?:${host})${YEAR_AFTER}\s*$`, 'i'),
    tagParen: new RegExp(String.raw`(?<![A-Za-z])(?:${host})(?:-?W)?${YEAR_AFTER}\s*\(\s*([^()]{2,120}?)\s*\)`, 'i'),
    tagDash: new RegExp(String.raw`(?<![A-Za-z])(?:${host})-?W${YEAR_AFTER}\s*(?::|\s[–—-])\s+`),
  };
}
function hostRegexes(venue: string, host: string): ReturnType<typeof buildHostRegexes> {
  let rx = HOST_REGEXES.get(venue);
  if (!rx) {
    if (HOST_REGEXES.size > 500) HOST_REGEXES.clear();
    rx = buildHostRegexes(host || '(?!)');
    HOST_REGEXES.set(venue, rx);
  }
  return rx;
}

/**
 * The names of the workshop(s) `evidence` places at `venue`, or [] when it names none. Several names only after a
 * plural "workshops on/:"; a name that is the host's own ("ICML Workshop"), a status word's or a place's is none.
 */
export function workshopPhrases(evidence: string, venue: string): string[] {
  if (!/orkshop|W\b|-w\b/.test(evidence)) return [];
  const text = evidence.replace(/\s+/g, ' ');
  const host = hostPattern(venue);
  const rx = hostRegexes(venue, host);
  const out = (names: (string | null)[]): string[] => names.filter((n): n is string => n !== null && n.length > 1 && !sameAsHost(n, venue))
    .map((n) => acronymGiven(n, text, venue) ?? n.replace(ROMAN_EDITION, ''));
  // After the cue (the host named before it in the clause).
  const cue = /(?<![A-Za-z])([Ww]orkshops?|WORKSHOPS?)(?![A-Za-z])/g;
  for (let m = cue.exec(text); m; m = cue.exec(text)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const plural = /s$/i.test(m[1]);
    const hostBefore = host ? rx.hostEnd.test(before) : false;
    // "HOST YEAR Workshop on A (ACR)", "HOST Workshops on A and B"
    const on = /^\s+(?:on|for)\s+/.exec(after);
    if (on && (hostBefore || !plural)) {
      const list = after.slice(on[0].length);
      const names: (string | null)[] = [];
      if (plural) names.push(...listForward(list));
      else {
        const p = phraseForward(list, { lower: true });
        if (p) names.push(acronymNext(p.rest) ?? p.name);
      }
      const found = out(names);
      if (found.length) return plural ? found : found.slice(0, 1);
    }
    // "HOST YEAR Workshop: NAME", "HOST Workshop – NAME"
    const sep = /^\s*(?::|\s[–—-])\s+/.exec(after);
    if (sep && (hostBefore || /:/.test(sep[0]))) {
      const p = phraseForward(after.slice(sep[0].length), { lower: true });
      const found = p ? out([acronymNext(p.rest) ?? p.name]) : [];
      if (found.length) return found;
    }
    // "HOST YEAR Workshop (NAME)", "HOST Workshops (A, B)"
    const paren = /^\s*[([{]\s*([^()[\]{}]{2,120}?)\s*[)\]}]/.exec(after);
    if (paren && hostBefore) {
      const p = plural ? null : phraseForward(paren[1]);
      const found = out(plural ? listForward(paren[1]) : p && !p.rest.trim() ? [p.name] : []);
      if (found.length) return found;
    }
    // "HOST YEAR workshop NAME": the name right after the cue, no mark between, when it runs to a clause's end, a
    // bracket, a year or a status word (not on into a sentence: "… Workshops The dataset is …").
    if (hostBefore && /^\s+[A-Z0-9]/.test(after)) {
      const p = phraseForward(after);
      if (p && ENDS_NAME.test(p.rest)) {
        const found = out([acronymNext(p.rest) ?? p.name]);
        if (found.length) return found;
      }
    }
    // "the workshop NAME @ HOST", "Workshop NAME at HOST YEAR": the name between the cue and the host.
    // The phrase must fill all the words before the host ("at" is a joiner inside a name, so the host is cut off first).
    const atHost = host && /^\s+[A-Z0-9]/.test(after) ? rx.atHost.exec(after.slice(0, 160)) : null;
    if (atHost) {
      const p = phraseForward(after.slice(0, atHost.index));
      if (p && !p.rest.trim()) {
        const found = out([p.name]);
        if (found.length) return found;
      }
    }
    // "NAME, a workshop at HOST": the name in apposition before "a workshop" and its link to the host.
    if (host && /,\s*an?\s*$/.test(before) && rx.linkedHost.test(after)) {
      const found = out([phraseBackward(before.replace(/,\s*an?\s*$/, ''))]);
      if (found.length) return found;
    }
    // Before the host, then the cue: "NAME – HOST YEAR Workshop", "NAME, HOST Workshop", "NAME (HOST YEAR workshop)",
    // "[NAME] HOST Workshop".
    if (host) {
      const lead = rx.leadHost.exec(before);
      if (lead) {
        const head = before.slice(0, lead.index + (/^[\s(\[]/.test(lead[0]) ? 1 : 0));
        const sepBefore = /(?:\s[–—-]|,|\(|@|\s\[?)\s*$/.exec(head);
        const bracketed = /\[\s*([^\[\]]{2,120}?)\s*\]\s*$/.exec(head);
        let name: string | null = null;
        if (bracketed) name = phraseBackward(bracketed[1]);
        else if (sepBefore && /[–—\-,(@]\s*$/.test(head)) name = phraseBackward(head.slice(0, sepBefore.index), { lower: true });
        // "NAME (HOST YEAR workshop)": the bracket must close right after the cue.
        if (name && /\(\s*$/.test(head) && !/^\s*\)/.test(after)) name = null;
        const found = out([name]);
        if (found.length) return found;
      }
    }
  }
  // "HOST-W YEAR (NAME)", "HOSTW YEAR (NAME)": the host's W tag, then the name in brackets; the host's own tag too,
  // when the clause has read a workshop there ("Workshop paper at HOST YEAR (NAME)").
  if (host) {
    const w = rx.tagParen.exec(text);
    if (w) {
      const p = phraseForward(w[1]);
      if (p && !p.rest.trim()) return out([p.name]);
    }
    // "HOSTW YEAR - NAME", "HOST-W YEAR: NAME": the W tag, a dash or a colon, then the name.
    const dash = rx.tagDash.exec(text);
    if (dash) {
      const p = phraseForward(text.slice(dash.index + dash[0].length), { lower: true });
      if (p) return out([acronymNext(p.rest) ?? p.name]);
    }
  }
  return [];
}

const CHALLENGE_HEAD = /(?<![A-Za-z])(?:Challenges?|Competitions?|Contests?|Tasks?|Cup)$/i;
/** A track of the host's own ("Workshops (Findings)"): no workshop's name. */
const TRACK_NAME = /^(?:Findings|Demos?|Demonstrations?|Industry|Tutorials?|Doctoral|Position|Main|Short|Long|Posters?|Orals?|Student|Archival|Non-Archival)$/i;
const PROGRAMME_NUMBER = /^(?:WS|W|Wk?sh?p)[\s\-]?\d{1,3}$/i;

/**
 * The acronym the text gives for a name read in words (README: the acronym if the text gives one): a token of two
 * capitals or more elsewhere in the clause ("ZGL 2026: Zebra Gait Learning, HOST Workshop", "… (ZGL)"), its letters
 * drawn in order from the name's words and its first letter the name's first, no status word and not the host.
 */
function acronymGiven(name: string, text: string, venue: string): string | null {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  if (words.length < 2) return null;
  const tokens = text.match(/(?<![\w&\-])[A-Za-z0-9][\w&\-]{1,24}(?![\w&\-])/g) ?? [];
  for (const raw of tokens) {
    const t = raw.replace(/-?(?:19|20)\d{2}$|(?<=[A-Za-z])\d{2}$/, '');
    if (!ACRONYM.test(t) || NOT_ACRONYM.test(t) || t.replace(/[^A-Z]/g, '').length < 2 || name.split(/\s+/).includes(t)) continue;
    if (t[0].toUpperCase() !== words[0][0] || sameAsHost(t, venue)) continue;
    if (t.replace(/[^A-Z]/g, '').length <= words.length && lettersOf(t, name)) return t;
  }
  return null;
}

/** A phrase that names the host itself (its acronym, or a word of the host's own name), no workshop of it. */
function sameAsHost(name: string, venue: string): boolean {
  // Nor a challenge's or a task's name ("… Image Enhancement Challenge (HOST Workshops)": the label names the workshop
  // that holds it, README), nor a programme's number ("WS37").
  if (CHALLENGE_HEAD.test(name) || PROGRAMME_NUMBER.test(name) || TRACK_NAME.test(name)) return true;
  // The host's own tag with its W or its year glued on ("ICDMW", "EuroS&PW", "LREC'26") is the host, too.
  const lower = name.toLowerCase();
  const tag = lower.replace(/(?:[\s'’\-]*(?:(?:19|20)\d{2}|['’]\d{2}))$/, '').replace(/-?w$/, '');
  if (lower === venue.toLowerCase() || tag === venue.toLowerCase()) return true;
  const def = findVenue(venue);
  // "Image Analysis and Processing - HOST 2025 Workshops": words of the host's own spelled name are the host.
  return !!def && ([def.name, ...(def.acr ?? []), ...(def.cs ?? []), ...(def.weak ?? [])].some((n) => n.toLowerCase() === lower || n.toLowerCase() === tag)
    || (name.includes(' ') && (def.full ?? []).some((n) => n.toLowerCase().includes(lower))));
}

/** ", 18 July 2026", ", 8 pages", ", Seoul, Korea", ", accepted …" and " in Seoul": where a name read by any reader ends. */
const NAME_TAIL = new RegExp(String.raw`,\s*(?=\d|${MONTH_WORD}\.?(?![A-Za-z])|(?:accepted|oral|poster|spotlight|preprint|camera-ready|to appear|code|project page)(?![A-Za-z]))`, 'i');
const IN_PLACE = /\s+in\s+([A-Z][A-Za-z\-]*(?:\s+[A-Z][A-Za-z\-]*){0,2})$/;

/**
 * A workshop's name as any reader gave it, cut where a date, a count, a status word or a place follows it after a
 * comma ("Workshop on X, 18 July 2026", "… X, 8 pages") or a place after "in" closes it ("… X in Seoul"): the README's
 * name is the name alone. A name no such tail follows is returned as it is.
 */
export function nameWithoutTail(name: string): string {
  const comma = NAME_TAIL.exec(name);
  let out = comma && comma.index > 0 ? name.slice(0, comma.index) : name;
  const place = IN_PLACE.exec(out);
  if (place && isPlaceName(place[1])) out = out.slice(0, place.index);
  return out.trim() || name;
}

/**
 * "Accepted at the HOST 2026 workshop; Zebra Gait Learning Workshop.": a clause of its own right after the entry's, that
 * is only a workshop's name ("NAME Workshop", "Workshop on NAME (ACR)", the year aside), names the workshop the entry's
 * clause left unnamed. `after` is the text right after the entry's evidence.
 */
export function nextClauseName(after: string): string | null {
  const open = /^\s*[;.]\s+/.exec(after);
  if (!open) return null;
  const rest = after.slice(open[0].length);
  const end = rest.search(/[;]|\.(?:\s|$)/);
  const clause = (end < 0 ? rest : rest.slice(0, end)).trim().replace(/[\s,'’\-]*(?:19|20)\d{2}$/, '');
  if (!clause || clause.length > 160) return null;
  const on = /^(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\s+)?Workshop\s+(?:on|for)\s+/i.exec(clause);
  if (on) {
    const p = phraseForward(clause.slice(on[0].length), { lower: true });
    if (!p) return null;
    const acr = acronymNext(p.rest);
    const left = acr ? p.rest.replace(/^\s*\([^()]*\)/, '') : p.rest;
    return left.trim() ? null : acr ?? p.name;
  }
  const word = /\s+[Ww]orkshop$/.exec(clause);
  if (!word) return null;
  const head = clause.slice(0, word.index);
  const name = phraseBackward(head);
  // The phrase must be the whole clause before the word (nothing else said in it).
  return name && head.replace(/^(?:the|a|an)\s+/i, '').replace(/^\d{1,2}(?:st|nd|rd|th)\s+/, '').trim() === name ? name : null;
}

/** "Workshop on …" opening a name: the cue's words, no word of the name itself (the acronym's letters are the name's). */
const CUE_OPENING = /^(?:(?:The|International|Annual)\s+)*Workshops?\s+(?:on|for|of|in)\s+/i;

/**
 * Round v287: "Workshop on Zebra Yak Workflows ZYW", "Collaborative and Federated Agentic Workflows CFAgentic": a name
 * whose last word is an acronym (two capitals or more, no status word, not the host) that the words before it spell
 * (its first letter their first word's, its letters drawn from them in order) ends with the acronym the text gives for
 * it, unbracketed — the acronym is the name (README). Two words at least before it, and three capitals in it ("… Advances
 * in Financial AI" keeps its "AI"); the name as it is otherwise.
 */
export function acronymClosingName(name: string, venue: string): string {
  const at = name.lastIndexOf(' ');
  if (at < 0) return name;
  const acr = name.slice(at + 1);
  const words = name.slice(0, at).replace(CUE_OPENING, '').trim();
  const caps = words.split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  // Three capitals at least: "… Advances in Financial AI" ends with a word of its own.
  if (caps.length < 2 || !ACRONYM.test(acr) || NOT_ACRONYM.test(acr) || acr.replace(/[^A-Z]/g, '').length < 3) return name;
  if (acr[0] !== caps[0][0] || sameAsHost(acr, venue) || !lettersOf(acr, words)) return name;
  return acr;
}

/**
 * Round v287: "HOST 2025 Workshop on NAME [ACR] @ HOST'25": a workshop's name closed by its host named again after "@" or
 * "at" is one workshop at one host — the host written twice is one mention, not a second entry (a main-track entry, or
 * a second workshop the name cut at its "and" gave). The entries of one clause at that host fold into one workshop
 * entry, named by the phrase after the cue (its closing acronym when the words give it). Only one cue "Workshop on|for"
 * in the clause, the host before it (HOST YEAR right before the cue) and right after the name; entries of another year
 * stay. Returns `found` itself when no clause has that shape.
 */
export function restatedHostFolded<M extends { venue: string; year: number | null; track: string; workshop: string | null; evidence: string; source: string }>(
  found: M[], named: (m: M, workshop: string) => M): M[] {
  let out = found;
  for (const w of found) {
    if (w.track !== 'workshop' || w.source !== 'comments' || !out.includes(w)) continue;
    const same = out.filter((o) => o !== w && o.venue === w.venue && o.evidence === w.evidence && o.source === w.source && (o.year === w.year || o.year === null));
    if (!same.length) continue;
    const name = restatedHostName(w.evidence, w.venue);
    if (!name) continue;
    out = out.filter((o) => !same.includes(o)).map((o) => (o === w ? named(w, name) : o));
  }
  return out;
}

function restatedHostName(evidence: string, venue: string): string | null {
  const text = evidence.replace(/\s+/g, ' ');
  const cues = text.match(/(?<![A-Za-z])Workshops?\s+(?:on|for)\s+/gi);
  if (!cues || cues.length !== 1) return null;
  const cue = /(?<![A-Za-z])Workshops?\s+(?:on|for)\s+/i.exec(text)!;
  const host = hostPattern(venue);
  if (!host) return null;
  const rx = hostRegexes(venue, host);
  if (!rx.hostEnd.test(text.slice(0, cue.index))) return null;
  const p = phraseForward(text.slice(cue.index + cue[0].length), { lower: true });
  if (!p) return null;
  // "… Workflows (ZEBW) @ HOST": an acronym in brackets right after the name is the name, the host after it.
  const bracketed = acronymNext(p.rest);
  const rest = bracketed ? p.rest.replace(/^\s*\([^()]{1,40}\)/, '') : p.rest;
  const at = rx.atHost.exec(rest);
  if (!at || at.index !== 0) return null;
  const name = bracketed ?? acronymClosingName(p.name, venue);
  return sameAsHost(name, venue) ? null : name;
}
