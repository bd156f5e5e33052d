import fs from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { onCatalogueChange, VENUES, type VenueDef } from './catalogue.ts';
import type { Mention } from './mentions.ts';
import { lazy } from '../lazy.ts';

/** Letters a reader or an OCR pass confuses: lower-case l and capital I, O and 0. */
const CONFUSABLE = new Set(['li', 'il', 'l1', '1l', 'i1', '1i', 'o0', '0o']);

/**
 * True when `word` is `target` with one typing slip (both lower-cased): two neighbouring letters swapped (SIGGARPH,
 * NuerIPS), a confusable letter (NeurlPS), or one letter dropped from a name of seven letters or more (NeuIPS).
 * Other one-letter differences are left alone: they are usually another venue (IPCAI / IJCAI, ICALT / ICALP).
 */
export function oneSlip(word: string, target: string): boolean {
  if (word === target) return false;
  // Compared code unit by code unit, building nothing (it runs for every word compared with a name: round vspeed).
  if (word.length === target.length) {
    // The first two positions that differ; a third difference is no slip.
    let first = -1;
    let second = -1;
    for (let i = 0; i < word.length; i++) {
      if (word.charCodeAt(i) === target.charCodeAt(i)) continue;
      if (second >= 0) return false;
      if (first < 0) first = i;
      else second = i;
    }
    if (second >= 0) return second === first + 1 && word[first] === target[second] && word[second] === target[first];
    return first >= 0 && CONFUSABLE.has(word[first] + target[first]);
  }
  if (word.length === target.length - 1 && target.length >= 7) {
    // Some letter of the target dropped gives the word exactly when dropping the first letter where they part does.
    let p = 0;
    while (p < word.length && word.charCodeAt(p) === target.charCodeAt(p)) p++;
    for (let i = p; i < word.length; i++) if (word.charCodeAt(i) !== target.charCodeAt(i + 1)) return false;
    return true;
  }
  return false;
}

/** True when `a` becomes `b` by at most `k` insertions, deletions or substitutions (Levenshtein, fastest-levenshtein). */
export function withinEdits(a: string, b: string, k: number): boolean {
  return Math.abs(a.length - b.length) <= k && distance(a, b) <= k;
}

/** Single-word acronyms the hand-kept facts own (ICASSP, NeurIPS, SIGGRAPH), five letters or more: the misspellable ones. */
let TARGETS: { word: string; venue: VenueDef }[] = [];
/** A short acronym: three or four letters. */
export const SHORT_ACRONYM = /^[A-Za-z]{3,4}$/;
let KNOWN = new Set<string>();
let FIRST = new Set<string>();
/** Acronyms of 3-4 letters of ranked conferences (CCF or CORE), as written ("ICML", "CVPR", "ACL"): the short targets. */
let SHORT: { word: string; venue: VenueDef }[] = [];
/** Every short form of every catalogue venue (acronyms, case-sensitive and weak forms, names), lower case. */
let NAMES = new Set<string>();
/** Every short form of 3-5 letters of every catalogue venue, as written, with its venue: a token one slip from two venues is left alone. */
let ALL_SHORT: { word: string; venue: VenueDef }[] = [];
/** ALL_SHORT by its words in lower case: the forms a token's slip candidates (slipCandidates) may be, looked up, not scanned. */
let SHORT_BY_KEY = new Map<string, { word: string; venue: VenueDef }[]>();
function buildTargets(): void {
  TARGETS = VENUES.flatMap((v) => (v.acr ?? [])
    .filter((a) => /^[A-Za-z]{5,}$/.test(a))
    .map((a) => ({ word: a.toLowerCase(), venue: v })));
  KNOWN = new Set(TARGETS.map((t) => t.word));
  FIRST = new Set(TARGETS.map((t) => t.word[0]));
  SHORT = VENUES.filter((v) => v.kind === 'conference' && (v.ccf || v.core))
    .flatMap((v) => (v.acr ?? []).filter((a) => SHORT_ACRONYM.test(a)).map((a) => ({ word: a, venue: v })));
  const forms = (v: VenueDef): string[] => [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? [])];
  NAMES = new Set(VENUES.flatMap((v) => forms(v).map((f) => f.toLowerCase())));
  ALL_SHORT = VENUES.flatMap((v) => forms(v).filter((f) => /^[A-Za-z]{3,5}$/.test(f)).map((word) => ({ word, venue: v })));
  SHORT_BY_KEY = new Map();
  for (const t of ALL_SHORT) {
    const key = t.word.toLowerCase();
    const list = SHORT_BY_KEY.get(key);
    if (list) list.push(t);
    else SHORT_BY_KEY.set(key, [t]);
  }
}
buildTargets();
onCatalogueChange(buildTargets);

/** The catalogue's short forms of 3-5 letters as written (scripts/build-slip-words.ts keeps the common words one slip from them). */
export function shortForms(): string[] {
  return [...new Set(ALL_SHORT.map((t) => t.word))].sort();
}
/** Character classes of ASCII: 0 other, 1 lower-case letter, 2 capital, 3 digit (every code above 127 is other). */
const CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) CLASS[c] = 1;
for (let c = 65; c <= 90; c++) CLASS[c] = 2;
for (let c = 48; c <= 57; c++) CLASS[c] = 3;

function classOf(c: number): number {
  return c < 128 ? CLASS[c] : 0;
}

/**
 * Calls `hit` for every word of 3-12 ASCII letters and digits with two capitals and no letter or digit either side (the
 * only words that can be a misspelt acronym, a year glued or not), scanning characters once (a regex with a look-ahead
 * per position costs more); `letters` is false when the word holds a digit.
 */
function acronymWords(text: string, hit: (start: number, end: number, letters: boolean) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (classOf(text.charCodeAt(i)) === 0) { i++; continue; }
    const start = i;
    let caps = 0;
    let letters = true;
    for (; i < n; i++) {
      const k = classOf(text.charCodeAt(i));
      if (k === 0) break;
      if (k === 2) caps++;
      else if (k === 3) letters = false;
    }
    const len = i - start;
    if (caps >= 2 && len >= 3 && len <= 12) hit(start, i, letters);
  }
}

const YEAR_NEXT = /^\s*(?:['’]\s*\d{2}|-\d{2}|(?:19|20)\d{2})(?!\d)/;
/** A cheap first test: without a year-like number or a cue word anywhere, no word can pass YEAR_NEXT or CUE_BEFORE. */
const CONTEXT_HINT = /(?:19|20)\d\d|['’]\s*\d\d|-\d\d|accepted|published|submitted|presented|appear/i;
const CUE_BEFORE = /(?:accepted|published|submitted|presented|appear)\s+(?:\w+\s+){0,2}(?:at|to|in|by|for)\s+(?:the\s+)?$/i;

/**
 * Venue names misspelt by one slip (see oneSlip) ("SIGGARPH 2026", "accepted to NeurlPS"), where the context says a venue
 * is meant: a year right after the word, or a status cue right before it. The word must look like an acronym (two
 * capitals), start with the venue's first letter and be no venue itself. Spans already found are left alone.
 */
export function fuzzyMentions(text: string, found: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  if (!CONTEXT_HINT.test(text)) return out;
  acronymWords(text, (start, end, letters) => {
    if (found.some((f) => start < f.end && end > f.start)) return;
    const long = letters && end - start >= 5 ? longSlip(text, start, end) : null;
    const m = long ?? (end - start <= 9 ? shortSlipMention(text, start, end) : null);
    if (m) out.push(m);
  });
  return out;
}

/** A name of five letters or more misspelt by one slip (oneSlip), a year right after it or a status cue right before. */
function longSlip(text: string, start: number, end: number): Mention | null {
  if (!FIRST.has(String.fromCharCode(text.charCodeAt(start) | 32))) return null;
  const w = text.slice(start, end).toLowerCase();
  if (KNOWN.has(w)) return null;
  if (!YEAR_NEXT.test(text.slice(end, end + 8)) && !CUE_BEFORE.test(text.slice(Math.max(0, start - 50), start))) return null;
  const hits = TARGETS.filter((t) => t.word[0] === w[0] && oneSlip(w, t.word));
  if (new Set(hits.map((h) => h.venue)).size !== 1) return null;
  return { venue: hits[0].venue, start, end, strength: 'acr' };
}

/** A short acronym's letters (3-5, a capital or a look-alike l first, the look-alike digits 0 and 1 inside), then a year glued to it or nothing. */
const SHORT_WORD = /^([A-Zl][A-Za-z01]{1,3}[A-Za-z])((?:19|20)\d{2}|\d{2})?$/;
const SHORT_YEAR_NEXT = /^(?:\s*['’]\s*\d{2}|-\d{2}|\s*-?(?:19|20)\d{2})(?!\d)/;
/**
 * The status or venue cues a short acronym's slip needs before it: "accepted at/to/by (the)", "submitted to", "under
 * review at", "to appear in", "presented at", or "In" opening a clause ("In CVRP 2026").
 */
const SHORT_CUE_BEFORE = /(?:accepted|accept|published|submitted|presented|appear|review|consideration)\s+(?:\w+\s+){0,2}(?:at|to|in|by|for|on)\s+(?:the\s+)?$|(?:^|[.;:,(]\s*)in\s+(?:the\s+)?$/i;
/** Or a status cue right after the year ("AAAAI 2026 accepted"). */
const SHORT_CUE_AFTER = /^\s*[(,:]?\s*(?:accepted|to appear|published|camera[- ]ready)\b/i;
/** Letters written for one another: lower-case l and capital I, O or o and 0, 1 and I or l (as written, token then target). */
const CONFUSED = new Set(['lI', 'Il', '0O', 'O0', '0o', 'o0', '1I', '1l']);
/** Common English words one short slip from a catalogue acronym ("iced", ICDE): scripts/build-slip-words.ts writes them. */
const SHORT_REAL = slipWordList('short-slip-words.json');

/** A lower-case word list beside this module that scripts/build-slip-words.ts writes, read on first use (not at import). */
export function slipWordList(file: string): () => Set<string> {
  return lazy(() => new Set<string>(JSON.parse(fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as string[]));
}

/**
 * The kind of slip that makes `word` of `target` (both as written), or null: two neighbouring letters swapped (CVRP,
 * IMCL), one letter written for its look-alike (AAAl, lROS, ECC0V), or one letter written twice (AAAAI). A letter
 * changed, added or dropped is no slip here: at three or four letters it is nearly always another venue's acronym
 * (GCPR, ACPR, NLDB, ICLP, CCL, IAAI ... beside ICPR, VLDB, ICLR, ACL, AAAI in the arXiv snapshot).
 */
export function shortSlipKind(word: string, target: string): 'swap' | 'look-alike' | 'doubled' | null {
  if (word.length === target.length) {
    const diff: number[] = [];
    for (let i = 0; i < word.length && diff.length < 3; i++) if ((word.charCodeAt(i) | 32) !== (target.charCodeAt(i) | 32)) diff.push(i);
    if (diff.length === 1) return CONFUSED.has(word[diff[0]] + target[diff[0]]) ? 'look-alike' : null;
    if (diff.length === 2 && diff[1] === diff[0] + 1) {
      const [a, b] = diff;
      return (word.charCodeAt(a) | 32) === (target.charCodeAt(b) | 32) && (word.charCodeAt(b) | 32) === (target.charCodeAt(a) | 32) ? 'swap' : null;
    }
    return null;
  }
  if (word.length === target.length + 1) {
    const w = word.toLowerCase();
    const t = target.toLowerCase();
    for (let i = 1; i < w.length; i++) if (w[i] === w[i - 1] && w.slice(0, i) + w.slice(i + 1) === t) return 'doubled';
  }
  return null;
}

/** The lower-case letter a look-alike stands for, by the token's letter (CONFUSED, token then target, the target lower-cased). */
const LOOK_ALIKE_FOR: Record<string, string> = { l: 'i', I: 'l', '0': 'o', O: '0', o: '0', '1': 'il' };

/**
 * Every lower-case word shortSlipKind can take `word` for (a superset: each is checked by shortSlipKind): the word with a
 * look-alike letter replaced, two neighbouring letters swapped, or a doubled letter written once. The catalogue's short
 * forms are looked up by these, not compared one by one with the token (ALL_SHORT has hundreds).
 */
export function slipCandidates(word: string): Set<string> {
  const w = word.toLowerCase();
  const out = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    for (const c of LOOK_ALIKE_FOR[word[i]] ?? '') out.add(w.slice(0, i) + c + w.slice(i + 1));
    if (i + 1 < w.length) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    if (i > 0 && w[i] === w[i - 1]) out.add(w.slice(0, i) + w.slice(i + 1));
  }
  return out;
}

/**
 * A short acronym of a ranked conference (three or four letters: ICML, CVPR, ACL) misspelt by one short slip
 * (shortSlipKind): "Accepted to CVRP 2026", "Accepted by the AAAl26 Conference", "AAAAI 2026 accepted". A short slip is
 * easily another venue's real acronym, so it needs both a year right after it (glued, 'YY, -YY or four digits) and a
 * status cue (before it, or right after the year); the word is written in capitals (one lower-case letter at most),
 * is no catalogue name nor a common English word, and is one slip from one venue only.
 */
function shortSlipMention(text: string, start: number, end: number): Mention | null {
  const m = SHORT_WORD.exec(text.slice(start, end));
  if (!m) return null;
  const word = m[1];
  let caps = 0;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) <= 90) caps++;
  if (caps < word.length - 1) return null;
  const wordEnd = start + word.length;
  let yearEnd = end;
  if (!m[2]) {
    const y = SHORT_YEAR_NEXT.exec(text.slice(end, end + 8));
    if (!y) return null;
    yearEnd = end + y[0].length;
  }
  const lower = word.toLowerCase();
  if (NAMES.has(lower) || SHORT_REAL().has(lower)) return null;
  let venue: VenueDef | null = null;
  for (const key of slipCandidates(word)) {
    for (const t of SHORT_BY_KEY.get(key) ?? []) {
      if (!shortSlipKind(word, t.word)) continue;
      if (venue && venue !== t.venue) return null;
      venue = t.venue;
    }
  }
  if (!venue) return null;
  // Of three letters, a swap is as often another acronym (CAL, ALC beside ACL): only a look-alike or a doubling.
  const ranked = (t: (typeof SHORT)[number]): boolean => {
    const kind = t.venue === venue ? shortSlipKind(word, t.word) : null;
    return kind !== null && (kind !== 'swap' || t.word.length > 3);
  };
  if (!SHORT.some(ranked)) return null;
  if (!SHORT_CUE_BEFORE.test(text.slice(Math.max(0, start - 50), start)) && !SHORT_CUE_AFTER.test(text.slice(yearEnd, yearEnd + 20))) return null;
  return { venue, start, end: wordEnd, strength: 'acr' };
}
