// Evidence quoted as the author wrote it (round vevidence). The readers read a text mended from the one written (typing
// slips mended, "Trans." spelled out, an object blanked, a bracketed acronym moved after its name, TeX accents decoded
// and accents folded …); the evidence they cut from it is cut again from the written text at the same place, found by
// aligning the two texts character by character (a shortest edit script: jsdiff's diffChars, Myers 1986). Each pass may
// change lengths, split words differently or move words: no assumption is made about what a pass did.
import { diffChars } from 'diff';

/** At most this many characters inserted or deleted between the two texts: beyond it no alignment is made (null). */
const MAX_EDITS = 1000;

const oneSpaced = (s: string) => s.replace(/\s+/g, ' ');

/**
 * `evidence`, a span of `read` (as is, or with runs of white space one space in both), quoted from `written` at the same
 * place: the written characters from the one aligned with the evidence's first character to the one aligned with its
 * last. A replaced run at either end ("Transactions" read for "Trans.") is quoted whole; a run only deleted at either
 * end (an object blanked right before it) is left out. Null when the evidence is not in `read` or the texts differ by
 * more than MAX_EDITS characters.
 */
export function quotedIn(written: string, read: string, evidence: string): string | null {
  let w = written;
  let r = read;
  let at = r.indexOf(evidence);
  if (at < 0) {
    w = oneSpaced(written);
    r = oneSpaced(read);
    at = r.indexOf(evidence);
  }
  if (at < 0 || !evidence) return null;
  if (w === r) return evidence;
  const from = alignedIndex(w, r, at, true);
  const to = from === null ? null : alignedIndex(w, r, at + evidence.length - 1, false);
  if (from === null || to === null || to <= from) return null;
  // Evidence with its white space one-spaced is quoted so.
  const quoted = w.slice(from, to).trim();
  return /\s\s|[^\S ]/.test(evidence) ? quoted : oneSpaced(quoted);
}

/**
 * The written index where the read character `i` starts (`start`) or just after it ends, or null (no alignment). A word
 * is not cut: written letters deleted right beside the place (a bracket left where an acronym was moved from) are taken in.
 */
function alignedIndex(w: string, r: string, i: number, start: boolean): number | null {
  const a = alignment(w, r);
  if (!a) return null;
  const { map, kept } = a;
  let at: number;
  if (map[i] >= 0) at = start ? map[i] : map[i] + 1;
  // The character was inserted: the replaced run around it is quoted whole, up to the nearest aligned characters.
  else if (start) {
    let q = i - 1;
    while (q >= 0 && map[q] < 0) q--;
    at = q < 0 ? 0 : map[q] + 1;
  } else {
    let q = i + 1;
    while (q < r.length && map[q] < 0) q++;
    at = q < r.length ? map[q] : w.length;
  }
  if (start) while (at > 0 && !kept[at - 1] && w[at - 1] !== ' ') at--;
  else while (at < w.length && !kept[at] && w[at] !== ' ') at++;
  return at;
}

interface Alignment { map: Int32Array; kept: Uint8Array }
let lastPair: { w: string; r: string; a: Alignment | null } | null = null;

/**
 * For each character of `r`, the index of the character of `w` it is aligned with, or -1 (inserted); for each character
 * of `w`, whether one of `r` is aligned with it (1) or it was deleted (0). Null beyond MAX_EDITS.
 */
function alignment(w: string, r: string): Alignment | null {
  if (lastPair && lastPair.w === w && lastPair.r === r) return lastPair.a;
  const map = new Int32Array(r.length).fill(-1);
  // The common head and tail are aligned as they stand; the edit script is sought only between them.
  let head = 0;
  while (head < w.length && head < r.length && w.charCodeAt(head) === r.charCodeAt(head)) { map[head] = head; head++; }
  let tail = 0;
  while (tail < w.length - head && tail < r.length - head && w.charCodeAt(w.length - 1 - tail) === r.charCodeAt(r.length - 1 - tail)) {
    map[r.length - 1 - tail] = w.length - 1 - tail;
    tail++;
  }
  const ok = middleAligned(w, r, head, w.length - tail, r.length - tail, map);
  let a: Alignment | null = null;
  if (ok) {
    const kept = new Uint8Array(w.length);
    for (const j of map) if (j >= 0) kept[j] = 1;
    a = { map, kept };
  }
  lastPair = { w, r, a };
  return a;
}

/** The shortest edit script between w[head, wEnd) and r[head, rEnd) (jsdiff's `diffChars`, Myers' algorithm), its matches written into `map`. */
function middleAligned(w: string, r: string, head: number, wEnd: number, rEnd: number, map: Int32Array): boolean {
  const changes = diffChars(w.slice(head, wEnd), r.slice(head, rEnd), { maxEditLength: MAX_EDITS });
  if (!changes) return false;
  let x = head;
  let y = head;
  for (const c of changes) {
    const n = c.value.length; // code units, as the indexes count them
    if (c.removed) x += n;
    else if (c.added) y += n;
    else for (let k = 0; k < n; k++) map[y++] = x++;
  }
  return true;
}
