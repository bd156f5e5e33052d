import { distance } from 'fastest-levenshtein';
import { onCatalogueChange, VENUES, type VenueDef } from './catalogue.ts';
import type { Mention } from './mentions.ts';

/** Letters a reader or an OCR pass confuses: lower-case l and capital I, O and 0. */
const CONFUSABLE = new Set(['li', 'il', 'l1', '1l', 'i1', '1i', 'o0', '0o']);

/**
 * True when `word` is `target` with one typing slip (both lower-cased): two neighbouring letters swapped (SIGGARPH,
 * NuerIPS), a confusable letter (NeurlPS), or one letter dropped from a name of seven letters or more (NeuIPS).
 * Other one-letter differences are left alone: they are usually another venue (IPCAI / IJCAI, ICALT / ICALP).
 */
export function oneSlip(word: string, target: string): boolean {
  if (word === target) return false;
  if (word.length === target.length) {
    const diff: number[] = [];
    for (let i = 0; i < word.length; i++) if (word[i] !== target[i]) diff.push(i);
    if (diff.length === 2 && diff[1] === diff[0] + 1) return word[diff[0]] === target[diff[1]] && word[diff[1]] === target[diff[0]];
    return diff.length === 1 && CONFUSABLE.has(word[diff[0]] + target[diff[0]]);
  }
  if (word.length === target.length - 1 && target.length >= 7) {
    for (let i = 0; i < target.length; i++) if (target.slice(0, i) + target.slice(i + 1) === word) return true;
  }
  return false;
}

/** True when `a` becomes `b` by at most `k` insertions, deletions or substitutions (Levenshtein, fastest-levenshtein). */
export function withinEdits(a: string, b: string, k: number): boolean {
  return Math.abs(a.length - b.length) <= k && distance(a, b) <= k;
}

/** Single-word acronyms the hand-kept facts own (ICASSP, NeurIPS, SIGGRAPH), five letters or more: the misspellable ones. */
let TARGETS: { word: string; venue: VenueDef }[] = [];
let KNOWN = new Set<string>();
let FIRST = new Set<string>();
function buildTargets(): void {
  TARGETS = VENUES.flatMap((v) => (v.acr ?? [])
    .filter((a) => /^[A-Za-z]{5,}$/.test(a))
    .map((a) => ({ word: a.toLowerCase(), venue: v })));
  KNOWN = new Set(TARGETS.map((t) => t.word));
  FIRST = new Set(TARGETS.map((t) => t.word[0]));
}
buildTargets();
onCatalogueChange(buildTargets);
/** Character classes of ASCII: 0 other, 1 lower-case letter, 2 capital, 3 digit (every code above 127 is other). */
const CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) CLASS[c] = 1;
for (let c = 65; c <= 90; c++) CLASS[c] = 2;
for (let c = 48; c <= 57; c++) CLASS[c] = 3;

function classOf(c: number): number {
  return c < 128 ? CLASS[c] : 0;
}

/**
 * Calls `hit` for every word of 5-12 ASCII letters with two capitals and no letter or digit either side (the only
 * words that can be a misspelt acronym), scanning characters once (a regex with a look-ahead per position costs more).
 */
function acronymWords(text: string, hit: (start: number, end: number) => void): void {
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
    if (letters && caps >= 2 && len >= 5 && len <= 12) hit(start, i);
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
  acronymWords(text, (start, end) => {
    if (!FIRST.has(String.fromCharCode(text.charCodeAt(start) | 32))) return;
    const w = text.slice(start, end).toLowerCase();
    if (KNOWN.has(w)) return;
    if (found.some((f) => start < f.end && end > f.start)) return;
    if (!YEAR_NEXT.test(text.slice(end, end + 8)) && !CUE_BEFORE.test(text.slice(Math.max(0, start - 50), start))) return;
    const hits = TARGETS.filter((t) => t.word[0] === w[0] && oneSlip(w, t.word));
    if (new Set(hits.map((h) => h.venue)).size !== 1) return;
    out.push({ venue: hits[0].venue, start, end, strength: 'acr' });
  });
  return out;
}
