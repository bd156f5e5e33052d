import { distance } from 'fastest-levenshtein';
import { authorKey, foldUnicode, stripLatex, titleKey } from './normalise.ts';

/**
 * The near-title stage of list matching: for entries whose folded title equals no stored title, papers with nearly the
 * same title (a word changed, a plural, a prefix "X: …" added or dropped) and the same authors. Candidates come from an
 * index of the entries' rarest title words, filled while the papers are scanned; a pair is scored on title similarity
 * and author-surname agreement, and accepted only when one candidate clearly wins. A retitled paper (title words
 * mostly changed) is accepted only with the same author list in the same order.
 */

/** Words too common in titles to find candidates by (never indexed, never counted). */
const STOP = new Set(('a an the of for and or in on with to via by from at is are as its it into using towards toward through under '
  + 'we do does can how what when why be not our their this that than vs').split(' '));

/**
 * Title words indexed per entry (its rarest ones), and how many of them a paper must share to become a candidate
 * (2, or the entry's only one).
 */
const INDEXED_WORDS = 5;
const needShared = (indexed: number): number => Math.min(2, indexed);
/** Candidates kept per entry (best first by word overlap), and the word Jaccard below which a paper is no candidate (under RETITLED_FLOOR, leaving room for words one edit apart). */
const MAX_CANDIDATES = 8;
const CANDIDATE_FLOOR = 0.2;
/** Title similarity a near-title match needs, and the lowest a retitled paper (same authors in order) may have. */
export const NEAR_TITLE = 0.7;
const RETITLED_FLOOR = 0.25;
/** A retitled paper needs at least this many authors, all the same and in the same order. */
const RETITLED_MIN_AUTHORS = 3;
/** By how much the best candidate's title similarity must beat the second accepted one. */
const MARGIN = 0.1;
/** A folded title that is the start or end of the other counts as near (a prefix added or a subtitle dropped) from this length. */
const MIN_AFFIX = 30;

/** A title's words folded like titleKey, a plural ending dropped, stop words left out. */
export function titleWords(title: string): string[] {
  let t = /[\\${}^_~]/.test(title) ? stripLatex(title) : title;
  if (/[^\x00-\x7f]/.test(t)) t = foldUnicode(t);
  const out: string[] = [];
  for (const w of t.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!w || STOP.has(w)) continue;
    out.push(w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w) ? w.slice(0, -1) : w);
  }
  return out;
}

/** Two title words count as one when equal, or both ≥ FUZZY_LEN letters and one edit apart (optimisation / optimization). */
const FUZZY_LEN = 6;
const sameWord = (a: string, b: string): boolean => a === b || (a.length >= FUZZY_LEN && b.length >= FUZZY_LEN && Math.abs(a.length - b.length) <= 1 && distance(a, b) <= 1);

/**
 * Title similarity in [0, 1]: word-set Jaccard (words one edit apart counting as the same); a folded title that begins
 * or ends the other (≥ MIN_AFFIX characters: a prefix "X: …" added, a subtitle dropped) counts as 0.9. Whole-title edit
 * distance is not used: two titles sharing a long phrase ("… for Large Language Models") are close by it yet different papers.
 */
export function titleSimilarity(a: string, b: string): number {
  const wa = [...new Set(titleWords(a))]; const wb = [...new Set(titleWords(b))];
  const free = new Set(wb);
  let shared = 0;
  for (const w of wa) {
    if (free.has(w)) { free.delete(w); shared++; continue; }
    const near = [...free].find((x) => sameWord(w, x));
    if (near !== undefined) { free.delete(near); shared++; }
  }
  const union = wa.length + wb.length - shared;
  const jaccard = union ? shared / union : 0;
  const ka = titleKey(a); const kb = titleKey(b);
  const [short, longer] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  const affix = short.length >= MIN_AFFIX && (longer.startsWith(short) || longer.endsWith(short)) ? 0.9 : 0;
  return Math.max(jaccard, affix);
}

/** How two author lists agree: surnames shared, that share of the shorter list, first authors equal, the whole list equal in order. */
export function authorAgreement(a: string[], b: string[]): { shared: number; overlap: number; first: boolean; sameOrder: boolean } {
  const ka = a.map(authorKey).filter(Boolean); const kb = b.map(authorKey).filter(Boolean);
  if (!ka.length || !kb.length) return { shared: 0, overlap: 0, first: false, sameOrder: false };
  const inB = new Set(kb);
  const shared = new Set(ka.filter((k) => inB.has(k))).size;
  // The same list in order compares first initial and family name: family names alone repeat often (Wang, Li, Zhang).
  const full = (n: string) => `${foldUnicode(n).trim().toLowerCase().charAt(0)} ${authorKey(n)}`;
  const sameOrder = a.length === b.length && a.every((n, i) => full(n) === full(b[i]));
  return { shared, overlap: shared / Math.min(ka.length, kb.length), first: ka[0] === kb[0], sameOrder };
}

/** What the near-title stage decided for one entry against its candidates (already narrowed to those fitting the edition). */
export type NearVerdict = { state: 'matched'; paperId: string; sim: number } | { state: 'ambiguous' | 'unmatched' };

/** A near-title candidate: a paper's id, title and authors. */
export interface NearCandidate { id: string; title: string; authors: string[] }

/**
 * Decides an entry against its near-title candidates: a candidate is acceptable with title similarity ≥ NEAR_TITLE and
 * authors agreeing (≥ half the shorter list, ≥ 2 surnames unless a list has one author, and the same first author), or, retitled, with the same ≥ 3 authors in the same order. One acceptable candidate, or one beating the
 * next by MARGIN, is the match; several close ones leave the entry ambiguous. An entry without authors never matches here.
 */
export function decideNear(entry: { title: string; authors: string[] }, cands: NearCandidate[]): NearVerdict {
  if (!entry.authors.length) return { state: 'unmatched' };
  const ok: { id: string; sim: number }[] = [];
  for (const c of cands) {
    const sim = titleSimilarity(entry.title, c.title);
    if (sim < RETITLED_FLOOR) continue;
    const a = authorAgreement(entry.authors, c.authors);
    const shortest = Math.min(entry.authors.length, c.authors.length);
    const authorsAgree = a.overlap >= 0.5 && a.shared >= Math.min(2, shortest) && a.first;
    const retitled = a.sameOrder && entry.authors.length >= RETITLED_MIN_AUTHORS;
    if ((sim >= NEAR_TITLE && authorsAgree) || retitled) ok.push({ id: c.id, sim });
  }
  if (!ok.length) return { state: 'unmatched' };
  ok.sort((x, y) => y.sim - x.sim);
  if (ok.length > 1 && ok[0].sim - ok[1].sim < MARGIN) return { state: 'ambiguous' };
  return { state: 'matched', paperId: ok[0].id, sim: ok[0].sim };
}

/**
 * Collects near-title candidates while the papers are scanned: index the entries (their INDEXED_WORDS rarest words
 * among the entries), then `visit` every paper; a paper sharing ≥ MIN_SHARED_WORDS indexed words with an entry (or its
 * only one) is kept for it, at most MAX_CANDIDATES per entry, best word overlap first. Each paper costs the postings of
 * its words, which are short because only rare words are indexed.
 */
export class NearIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly need: number[] = [];
  private readonly indexed: number[] = [];
  private readonly words: Set<string>[] = [];
  /** Per entry: candidate paper ids with their word Jaccard. */
  readonly found: { id: string; score: number }[][] = [];
  /** Shared indexed words of the paper being visited, per entry, and the entries it touched. */
  private readonly counts: Uint16Array;
  private readonly touched: number[] = [];

  constructor(titles: string[]) {
    const df = new Map<string, number>();
    this.counts = new Uint16Array(titles.length);
    const sets = titles.map((t) => new Set(titleWords(t)));
    for (const s of sets) for (const w of s) df.set(w, (df.get(w) ?? 0) + 1);
    sets.forEach((s, i) => {
      const rare = [...s].sort((a, b) => df.get(a)! - df.get(b)! || b.length - a.length).slice(0, INDEXED_WORDS);
      for (const w of rare) (this.postings.get(w) ?? this.postings.set(w, []).get(w)!).push(i);
      this.need.push(needShared(rare.length));
      this.indexed.push(rare.length);
      this.words.push(s);
      this.found.push([]);
    });
  }

  /** Looks at one stored paper (callers skip papers outside the editions' years). */
  visit(id: string, title: string): void {
    if (!this.postings.size) return;
    const ws = new Set(titleWords(title));
    const { counts, touched } = this;
    touched.length = 0;
    for (const w of ws) {
      const p = this.postings.get(w);
      if (!p) continue;
      for (const i of p) if (counts[i]++ === 0) touched.push(i);
    }
    for (const i of touched) {
      const n = counts[i];
      counts[i] = 0;
      if (n < this.need[i] || this.need[i] === 0) continue;
      // Upper bound of the word Jaccard from the indexed words alone: the entry's indexed words the paper lacks are not shared.
      const e = this.words[i].size; const missing = this.indexed[i] - n;
      const bound = (e - missing) / (ws.size + missing);
      const list = this.found[i];
      if (bound < CANDIDATE_FLOOR || (list.length >= MAX_CANDIDATES && list[list.length - 1].score >= bound)) continue;
      let shared = 0;
      for (const w of ws) if (this.words[i].has(w)) shared++;
      const score = shared / (ws.size + this.words[i].size - shared);
      if (score < CANDIDATE_FLOOR) continue;
      if (list.length >= MAX_CANDIDATES && list[list.length - 1].score >= score) continue;
      list.push({ id, score });
      list.sort((a, b) => b.score - a.score);
      if (list.length > MAX_CANDIDATES) list.pop();
    }
  }
}
