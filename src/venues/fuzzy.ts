import { VENUES, type VenueDef } from './catalogue.ts';
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

/** Single-word acronyms the hand-kept facts own (ICASSP, NeurIPS, SIGGRAPH), five letters or more: the misspellable ones. */
const TARGETS: { word: string; venue: VenueDef }[] = VENUES.flatMap((v) => (v.acr ?? [])
  .filter((a) => /^[A-Za-z]{5,}$/.test(a))
  .map((a) => ({ word: a.toLowerCase(), venue: v })));

const KNOWN = new Set(TARGETS.map((t) => t.word));
const FIRST = new Set(TARGETS.map((t) => t.word[0]));
/** Words of 5-12 letters with two capitals: the only ones that can be a misspelt acronym. */
const ACRONYM_WORD = /(?<![A-Za-z0-9])(?=[A-Za-z]*[A-Z][A-Za-z]*[A-Z])[A-Za-z]{5,12}(?![A-Za-z0-9])/g;
const YEAR_NEXT = /^\s*(?:['’]\s*\d{2}|-\d{2}|(?:19|20)\d{2})(?!\d)/;
const CUE_BEFORE = /(?:accepted|published|submitted|presented|appear)\s+(?:\w+\s+){0,2}(?:at|to|in|by|for)\s+(?:the\s+)?$/i;

/**
 * Venue names misspelt by one slip (see oneSlip) ("SIGGARPH 2026", "accepted to NeurlPS"), where the context says a venue
 * is meant: a year right after the word, or a status cue right before it. The word must look like an acronym (two
 * capitals), start with the venue's first letter and be no venue itself. Spans already found are left alone.
 */
export function fuzzyMentions(text: string, found: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  ACRONYM_WORD.lastIndex = 0;
  for (let m = ACRONYM_WORD.exec(text); m; m = ACRONYM_WORD.exec(text)) {
    const word = m[0];
    const w = word.toLowerCase();
    if (!FIRST.has(w[0]) || KNOWN.has(w)) continue;
    const start = m.index;
    const end = start + word.length;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    if (!YEAR_NEXT.test(text.slice(end, end + 8)) && !CUE_BEFORE.test(text.slice(Math.max(0, start - 50), start))) continue;
    const hits = TARGETS.filter((t) => t.word[0] === w[0] && oneSlip(w, t.word));
    if (new Set(hits.map((h) => h.venue)).size !== 1) continue;
    out.push({ venue: hits[0].venue, start, end, strength: 'acr' });
  }
  return out;
}
