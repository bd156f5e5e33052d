import { findVenue } from './catalogue.ts';
import { oneSlip, slipWordList, withinEdits } from './fuzzy.ts';

/**
 * Typing slips of the words the cue grammar keys on, mended where the words around them say the word is meant
 * ("Acceptet at ICIAP 2025", "udner reveiw", "Submmited to ACM MM 2026", "the ICBINB Worshop at ICLR 2025"), so that
 * the grammar's regexes spell each cue once. A slip is one letter inserted, dropped or changed, two neighbours swapped,
 * or a doubling put on the wrong letter ("Submmited"); a word a common English word list knows ("order", "worship",
 * "accented": `slip-words.json`, built by scripts/build-slip-words.ts from SCOWL) or the catalogue names is never a slip.
 * Each mended word keeps its length in words (one word for one), so evidence is quoted as the author wrote it.
 */

/** Where a cue word's slip is mended: the context that says the word is meant. */
type Context =
  /** "under": before a review word ("udner review", "unedr revision"). */
  | 'before-review'
  /** "review" and its forms: after "under", "in", "peer", "minor", "major" ("under reveiw", "peer-reveiw"). */
  | 'after-under'
  /** a status participle or noun: before a preposition, or beside a venue-like word (an acronym, a year). */
  | 'cue'
  /** an event word: beside a venue-like word, or before "on", "of", "at", "in", "@", "paper", "track", "proceedings". */
  | 'event';

/** The cue words, from the grammar in cues.ts (status cues) and the event words its readers key on. */
export const CUE_WORDS: readonly (readonly [string, Context])[] = [
  ['under', 'before-review'],
  ['review', 'after-under'], ['reviewed', 'after-under'], ['revision', 'after-under'],
  ['submitted', 'cue'], ['submitting', 'cue'], ['submission', 'cue'], ['accepted', 'cue'], ['published', 'cue'],
  ['presented', 'cue'], ['appear', 'cue'], ['appears', 'cue'], ['appeared', 'cue'],
  // "Accepted by ACL2026 Fingdings": the track word beside a venue (set 126 part A).
  ['findings', 'event'],
  ['conference', 'event'], ['workshop', 'event'], ['workshops', 'event'], ['proceedings', 'event'], ['symposium', 'event'],
];

const REVIEW_WORDS = ['review', 'reviewed', 'revision', 'submission', 'consideration', 'peer'];
const BEFORE_REVIEW = ['under', 'in', 'peer', 'minor', 'major'];
const CUE_NEXT = new Set(['to', 'at', 'in', 'for', 'by', 'as', 'on', 'into', 'and', 'with', 'from']);
const EVENT_NEXT = new Set(['on', 'of', 'at', 'in', 'paper', 'papers', 'track', 'proceedings', 'program', 'programme']);

/** Words of a common English list one slip from a cue word (lower case): real words, never mended. */
const REAL = slipWordList('slip-words.json');

function letters(w: string): number {
  let m = 0;
  for (let i = 0; i < w.length; i++) m |= 1 << ((w.charCodeAt(i) | 32) - 97);
  return m;
}
const TARGETS = CUE_WORDS.map(([word, context]) => ({ word, context, mask: letters(word), len: word.length }));
const CUE_SET = new Set(CUE_WORDS.map(([w]) => w));
const MIN_LEN = Math.min(...TARGETS.map((t) => t.len)) - 1;
const MAX_LEN = Math.max(...TARGETS.map((t) => t.len)) + 1;

/** `s` with every run of one letter written once ("submmited" → "submited"). */
function squeezed(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) if (i === 0 || s[i] !== s[i - 1]) out += s[i];
  return out;
}
/** A doubled letter written on its neighbour instead ("submmited" for "submitted"): same length, same letters once each. */
function doublingMoved(word: string, target: string): boolean {
  return word.length === target.length && word !== target && /(.)\1/.test(word) && /(.)\1/.test(target) && squeezed(word) === squeezed(target);
}

/**
 * True when `word` is `target` with one typing slip (both lower case, `word` not `target`): one letter inserted,
 * dropped or changed (`withinEdits`), two neighbouring letters swapped (`oneSlip`'s swap; its other slips are edits),
 * or a doubled letter written on its neighbour instead.
 */
export function oneTypingSlip(word: string, target: string): boolean {
  if (word === target) return false;
  return withinEdits(word, target, 1) || oneSlip(word, target) || doublingMoved(word, target);
}

/** The cue words a word of each length may be a slip of (one letter more or fewer), with their letter sets. */
const BY_LENGTH: { words: string[]; masks: Int32Array }[] = [];
for (let len = 0; len <= MAX_LEN; len++) {
  const near = TARGETS.filter((t) => Math.abs(t.len - len) <= 1);
  BY_LENGTH.push({ words: near.map((t) => t.word), masks: Int32Array.from(near.map((t) => t.mask)) });
}

/** True when text[start, start + word.length) is `word` (lower case) in any case. */
function writtenAs(text: string, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(start + i) | 32) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * True when the word text[start, start + len) with the letters `mask` may be a slip of a cue word, no string made: not
 * a cue word written right (most words that pass the letter test are: "accepted", "conference"), and at most one
 * letter added to and one dropped from a cue word's letters.
 */
function mayBeSlip(text: string, start: number, len: number, mask: number): boolean {
  const { words, masks } = BY_LENGTH[len];
  let may = false;
  for (let k = 0; k < masks.length; k++) {
    if (masks[k] === mask && words[k].length === len && writtenAs(text, start, words[k])) return false;
    // (x & (x - 1)) === 0: x has one bit at most.
    const extra = mask & ~masks[k];
    const missing = masks[k] & ~mask;
    if ((extra & (extra - 1)) === 0 && (missing & (missing - 1)) === 0) may = true;
  }
  return may;
}

/** The cue word `lower` is a slip of, or null: no real word, no catalogue name. */
function slipOf(lower: string): (typeof TARGETS)[number] | null {
  // A cue word written right is no slip of another ("appear" of "appears").
  if (CUE_SET.has(lower)) return null;
  for (const t of TARGETS) {
    if (Math.abs(t.len - lower.length) <= 1 && oneTypingSlip(lower, t.word)) return REAL().has(lower) || findVenue(lower) ? null : t;
  }
  return null;
}

/** True when `w` (lower case) is one of `words` or a slip of one that no word list knows. */
function isOrSlipOf(w: string, words: readonly string[]): boolean {
  for (const t of words) if (w === t || (!REAL().has(w) && oneTypingSlip(w, t))) return true;
  return false;
}

/** The word right after `end` (space or hyphen between), or ''; and whether something other than a letter follows first. */
function wordAfter(text: string, end: number): string {
  let i = end;
  while (i < text.length && (text[i] === ' ' || text[i] === '-' || text[i] === '\n' || text[i] === '\t')) i++;
  let j = i;
  while (j < text.length && /[\w@]/.test(text[j])) j++;
  return text.slice(i, j);
}
function wordBefore(text: string, start: number): string {
  let j = start;
  while (j > 0 && (text[j - 1] === ' ' || text[j - 1] === '-' || text[j - 1] === '\n' || text[j - 1] === '\t' || text[j - 1] === '(')) j--;
  let i = j;
  while (i > 0 && /[\w@']/.test(text[i - 1])) i--;
  return text.slice(i, j);
}

/** A word that marks a venue near it: an acronym of two capitals or more, a year, a glued acronym-year ("ICML2025"). */
function venueLike(w: string): boolean {
  if (/^(?:19|20)\d{2}$|^['’]?\d{2}$/.test(w)) return true;
  let caps = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 65 && c <= 90 && ++caps === 2) return true;
  }
  return false;
}

function inContext(context: Context, text: string, start: number, end: number): boolean {
  const next = wordAfter(text, end);
  const nextLower = next.toLowerCase();
  switch (context) {
    case 'before-review':
      return isOrSlipOf(nextLower, REVIEW_WORDS);
    case 'after-under':
      return isOrSlipOf(wordBefore(text, start).toLowerCase(), BEFORE_REVIEW);
    case 'cue':
      return CUE_NEXT.has(nextLower) || venueLike(next) || venueLike(wordBefore(text, start));
    case 'event': {
      const before = wordBefore(text, start);
      return EVENT_NEXT.has(nextLower) || next === '@' || text[end] === '@' || venueLike(next) || venueLike(before) || /^\d+(?:st|nd|rd|th)$/.test(before);
    }
  }
}

/** `target` written in the case of `w`: capitals for capitals, else the first letter's case kept. */
function inCaseOf(w: string, target: string): string {
  if (w.length > 1 && w === w.toUpperCase()) return target.toUpperCase();
  return w[0] === w[0].toUpperCase() ? target[0].toUpperCase() + target.slice(1) : target;
}

/**
 * "Proceeding for SCGT2006 (Nagoya, Nov. 2006)", "Proceeding of the ZQX 2007, Ascona": the title's noun written in the
 * singular — capitalised, before "of" or "for" and a capitalised name or a number — is the printed proceedings, as the
 * plural is (round vleft, from the v284 and v299 design misses). "proceeding" is an English word (a lawsuit, going on),
 * so the word list keeps it from the slips above; in lower case, or before anything else, it stays.
 */
const SINGULAR_TITLE_NEXT = /^[ \t\n]+(?:of|for)[ \t\n]+(?:the[ \t\n]+)?[A-Z0-9]/;
function singularProceedings(text: string, start: number, end: number): boolean {
  return text.startsWith('Proceeding', start) && SINGULAR_TITLE_NEXT.test(text.slice(end, end + 24));
}

/**
 * `text` with the typing slips of cue words mended where their context says the word is meant; the same text (no
 * copy) when none is. Scans the characters once: a word's letters as a bit set rule out most words before any
 * comparison.
 */
export function slipsMended(text: string): string {
  let out: string | null = null;
  let last = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    // Letters a–z of either case: (c | 32) - 97 in 0..25 (as unsigned); any other character ends a word.
    let l = ((text.charCodeAt(i) | 32) - 97) >>> 0;
    if (l > 25) { i++; continue; }
    const start = i;
    let mask = 1 << l;
    while (++i < n) {
      l = ((text.charCodeAt(i) | 32) - 97) >>> 0;
      if (l > 25) break;
      mask |= 1 << l;
    }
    const len = i - start;
    if (len === 10 && singularProceedings(text, start, i)) {
      out = (out ?? '') + text.slice(last, start) + 'Proceedings';
      last = i;
      continue;
    }
    if (len < MIN_LEN || len > MAX_LEN || !mayBeSlip(text, start, len, mask)) continue;
    const t = slipOf(text.slice(start, i).toLowerCase());
    if (!t || !inContext(t.context, text, start, i)) continue;
    out = (out ?? '') + text.slice(last, start) + inCaseOf(text.slice(start, i), t.word);
    last = i;
  }
  return out === null ? text : out + text.slice(last);
}
