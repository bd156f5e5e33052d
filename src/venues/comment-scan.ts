/**
 * One scan of the text being read, shared by the readers of its parts (round vscan). The detector reads a comment's
 * clauses, and the text before, at and after each name, as slices of one text (fromText's), and each reader ran its
 * cue regexes over its slice from scratch: the same words read again for every mention and clause. Here the words a
 * regex cannot match without (as regex-gate.ts reads them from its source: "accept", "review", "workshop") are found
 * once in the whole text, with where each occurrence starts and ends; a slice asked about later is placed in that text
 * (indexOf) and holds a word exactly when an occurrence lies inside its range. `mayMatch` is false only when the
 * regex can match nowhere in the slice, so a reader may return its empty answer at once.
 *
 * Exact whatever the scope: a text is only judged by the scope when it occurs in it, and then its characters are those
 * of the range (a word lies in the text exactly when it lies in the range; the regex is then run on the text itself, as
 * before). A text not found in the scope (joined from parts, rewritten) is let through. Words are ASCII-folded, as
 * regex-gate's are: outside unicode mode "i" folds no other character to an ASCII letter.
 * Measured slower than the regexes it spares (+2.6% to +7.95% execution instructions a string; docs/venues.md round vscan).
 */
import { alternativeNeeds } from './regex-gate.ts';

/** The text slices are judged against; null before any is set. */
let scope: string | null = null;
/** Bumped whenever the scope changes: a family's occurrences are found again, lazily, for a new scope. */
let version = 0;

/** Makes `text` the scope of later questions (the previous one is dropped: a stale scope is never wrong, only less useful). */
export function scanScope(text: string): void {
  if (text === scope) return;
  scope = text;
  version++;
}

/** The words one or more regexes need, and where they occur in the current scope. */
class Family {
  private readonly re: RegExp;
  private scanned = -1;
  private count = 0;
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);

  constructor(words: readonly string[]) {
    const sorted = [...words].sort((a, b) => a.length - b.length);
    this.re = new RegExp(sorted.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  }

  private add(start: number, end: number): void {
    if (this.count === this.starts.length) {
      const s = new Int32Array(this.count * 2);
      s.set(this.starts);
      this.starts = s;
      const e = new Int32Array(this.count * 2);
      e.set(this.ends);
      this.ends = e;
    }
    this.starts[this.count] = start;
    this.ends[this.count++] = end;
  }

  /** Every occurrence of every word in the scope: V8's own scan for the words (shortest first: the shortest at each start). */
  private scan(text: string): void {
    this.count = 0;
    const re = this.re;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      this.add(m.index, m.index + m[0].length);
      re.lastIndex = m.index + 1;
    }
  }

  /** False when `text` lies in the scope at a range holding none of the words; true otherwise. */
  mayHold(text: string): boolean {
    const s = scope;
    if (s === null) return true;
    const at = s.indexOf(text);
    if (at < 0) return true;
    if (this.scanned !== version) {
      this.scan(s);
      this.scanned = version;
    }
    const end = at + text.length;
    for (let k = 0; k < this.count; k++) if (this.starts[k] >= at && this.ends[k] <= end) return true;
    return false;
  }
}

/** A question about one regex (or several): may it match anywhere in a text? */
export interface ScopeGate {
  /** False only when none of the regexes can match anywhere in `text`. */
  mayMatch(text: string): boolean;
}

const ALWAYS: ScopeGate = { mayMatch: () => true };

/**
 * The gate of regexes that can each match only where one of their words is (every top-level alternative needs a
 * literal); a regex with an alternative needing none, or with unicode case folding, makes a gate that lets every
 * text through.
 */
export function scopeGate(...res: RegExp[]): ScopeGate {
  const words = new Set<string>();
  for (const re of res) {
    if (/[uv]/.test(re.flags)) return ALWAYS;
    let needs: (string[] | null)[];
    try {
      needs = alternativeNeeds(re.source, re.flags, NO_COMMON);
    } catch {
      return ALWAYS;
    }
    if (needs.some((n) => n === null)) return ALWAYS;
    for (const n of needs) for (const w of n!) words.add(w);
  }
  if (!words.size) return ALWAYS;
  const family = new Family([...words]);
  return { mayMatch: (text) => family.mayHold(text) };
}

/** Every word is as good as any other here: fewer occurrences make the range test shorter, so the longest are kept. */
const NO_COMMON: ReadonlySet<string> = new Set();
