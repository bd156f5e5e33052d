import { nameKey, type ListVenue } from './catalogue-lists.ts';
import type { VenueDef } from './catalogue-types.ts';

const FULL_MIN_WORDS = 3;

/**
 * Acronym key, a leading publisher ignored ("ACM SIGGRAPH ASIA" = "SIGGRAPH Asia", "IEEE CEC" = "CEC"), and two joint
 * events' acronyms joined by a spaced "&" as by a hyphen ("IJCNLP & AACL", HF's title, = "IJCNLP-AACL").
 */
function acrKey(a: string): string {
  return nameKey(a.replace(/^(?:IEEE|ACM)[\s-]+(?=\S)/, '').replace(/\s+&\s+/g, '-'));
}

function aliasKeys(v: VenueDef): Set<string> {
  return new Set([v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? [])].map(acrKey));
}

function fullKeys(v: VenueDef): Set<string> {
  return new Set([...(v.full ?? []), ...(v.weakFull ?? [])].map(nameKey));
}

function sameKind(fact: VenueDef, list: ListVenue): boolean {
  return fact.kind === 'journal' ? list.kind === 'journal' : list.kind === 'conference';
}

const MINOR = new Set(['the', 'of', 'on', 'in', 'and', 'for', 'ieee', 'acm', 'international', 'conference', 'journal', 'transactions', 'annual', 'symposium']);

function words(s: string): Set<string> {
  return new Set(s.toLowerCase().replace(/&/g, ' and ').split(/[^a-z0-9]+/).filter((w) => w && !MINOR.has(w)));
}

/** Two full names share most of their significant words ("Transactions on Image Processing" ~ "IEEE Transactions on Image Processing"). */
function similar(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return false;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / Math.max(x.size, y.size) >= 0.5;
}

/** A list venue is a fact's venue: same kind and the same full name, or the same acronym with similar full names (PRL is Phys. Rev. Lett. and Pattern Recognition Letters). */
function joins(fact: VenueDef, list: ListVenue): boolean {
  if (!sameKind(fact, list)) return false;
  const fulls = fullKeys(fact).add(nameKey(fact.name));
  if (list.full.some((f) => fulls.has(nameKey(f)))) return true;
  const keys = aliasKeys(fact);
  if (![list.name, ...list.acr].some((a) => keys.has(acrKey(a)))) return false;
  const factFulls = fact.full ?? [];
  return !factFulls.length || factFulls.some((f) => list.full.some((l) => similar(f, l)));
}

/**
 * The facts by the keys `joins` matches a list venue on (their full-name keys and their alias keys), so that each list
 * venue is tried only against the facts sharing a key with it, first fact first (the same one a scan of every fact in
 * order finds): the scan was most of building the catalogue, about 2 s of CPU in every process at start. A fact's keys
 * only grow as lists are merged into it: `update` adds them.
 */
class FactIndex {
  private readonly byKey = new Map<string, Set<number>>();
  constructor(private readonly facts: readonly VenueDef[]) {
    facts.forEach((_, i) => this.update(i));
  }

  /** Indexes the keys fact `i` has now. */
  update(i: number): void {
    const f = this.facts[i];
    for (const k of [...fullKeys(f), nameKey(f.name)].map((x) => `full ${x}`).concat([...aliasKeys(f)].map((x) => `acr ${x}`))) {
      const at = this.byKey.get(k);
      if (at) at.add(i);
      else this.byKey.set(k, new Set([i]));
    }
  }

  /** The index of the first fact list venue `l` joins, or -1. */
  find(l: ListVenue): number {
    const keys = l.full.map((x) => `full ${nameKey(x)}`).concat([l.name, ...l.acr].map((a) => `acr ${acrKey(a)}`));
    const candidates = [...new Set(keys.flatMap((k) => [...(this.byKey.get(k) ?? [])]))].sort((a, b) => a - b);
    return candidates.find((i) => joins(this.facts[i], l)) ?? -1;
  }
}

/** Significant words of a name: "Information and Computation" has two. */
function wordCount(s: string): number {
  return s.split(/\s+/).filter((w) => /[A-Za-z]/.test(w) && !/^(?:and|of|on|the|for|in|with)$/i.test(w)).length;
}

const INTERNATIONAL = /^International\s+(?!(?:Conference|Symposium|Workshop|Journal|Congress|Meeting|Colloquium|Forum)\b)/;

/**
 * The names as listed, plus each "International X Y Symposium" without its "International" when the rest is a name of
 * its own ("Static Analysis Symposium (SAS)" as often cited): never a bare "Conference on …", which is too generic.
 */
function withoutInternational(fulls: string[]): string[] {
  const out = [...fulls];
  for (const f of fulls) {
    const rest = f.replace(INTERNATIONAL, '');
    if (rest !== f && wordCount(rest) >= FULL_MIN_WORDS) out.push(rest);
  }
  return out;
}

/** Adds a list's full names to `v`; `official` puts them first (a list's name is the official one, before hand-kept variants such as "Intl. Conf. on …"). */
function addFulls(v: VenueDef, fulls: string[], official = false): void {
  const have = fullKeys(v);
  const strong: string[] = [];
  for (const f of withoutInternational(fulls)) {
    if (have.has(nameKey(f))) continue;
    have.add(nameKey(f));
    if (wordCount(f) >= FULL_MIN_WORDS) strong.push(f);
    else (v.weakFull ??= []).push(f);
  }
  if (strong.length || v.full) v.full = official ? [...strong, ...(v.full ?? [])] : [...(v.full ?? []), ...strong];
}

function ranks(v: VenueDef, l: ListVenue): void {
  if (l.ccf) v.ccf = l.ccf;
  if (l.core) v.core = l.core;
  if (l.area) v.area = l.area;
  if (l.dblp.length) v.dblp = [...new Set([...(v.dblp ?? []), ...l.dblp])];
}

const CCF_STANDING: Record<string, number> = { A: 3, B: 2, C: 1 };
const CORE_STANDING: Record<string, number> = { 'A*': 4, A: 3, B: 2, C: 1 };

/** How highly the lists rank a venue: its CCF tier first, its CORE tier within it. */
function standing(v: VenueDef): number {
  return (CCF_STANDING[v.ccf ?? ''] ?? 0) * 10 + (CORE_STANDING[v.core ?? ''] ?? 0);
}

/**
 * Of several list venues sharing an acronym, the one the lists rank above all the others (FSE: the CCF-A software
 * engineering conference, not the CCF-B Fast Software Encryption); none when the top ranks tie. Readers and labels write
 * that one's acronym alone, so it keeps the acronym as its name (its ranks found by it); the others keep their full names,
 * and the acronym in a text is still read by the words around it.
 */
function bestRanked(who: readonly VenueDef[]): VenueDef | null {
  const byRank = [...who].sort((a, b) => standing(b) - standing(a));
  return byRank.length > 1 && standing(byRank[0]) > standing(byRank[1]) ? byRank[0] : null;
}

/**
 * The catalogue: hand-kept facts merged with the list venues. A list venue joins the fact of the same kind that shares
 * an acronym or a full name and gives it its ranks, area, DBLP streams and full names; the others become venues of
 * their own, their acronyms weak (case as printed, counted only next to a year or a status cue). Acronyms a fact owns
 * are not given to other venues; an acronym several list-only venues share names none of them but an ambiguous
 * venue (see VenueDef.ambiguous), and those venues are named by their full names, but for the one ranked above the
 * others (bestRanked), named by the acronym — the ambiguous stand-in then carries that venue's name too, so an acronym
 * the words around it do not resolve is named as that venue is (one edition; findVenue finds the venue, listed first).
 */
export function mergeCatalogue(facts: readonly VenueDef[], lists: readonly ListVenue[]): VenueDef[] {
  const out: VenueDef[] = facts.map((f) => ({ ...f }));
  const owned = new Set(out.flatMap((f) => [...aliasKeys(f)]));
  const taken = new Set(out.map((f) => f.name.toLowerCase()));
  const fresh: { v: VenueDef; acrs: string[] }[] = [];
  const index = new FactIndex(out);
  for (const l of lists) {
    const at = index.find(l);
    if (at >= 0) {
      const fact = out[at];
      ranks(fact, l);
      addFulls(fact, l.full, true);
      const keys = aliasKeys(fact);
      for (const a of l.acr) if (!keys.has(acrKey(a)) && !owned.has(acrKey(a))) (fact.weak ??= []).push(a);
      if (!fact.month && l.month) fact.month = l.month;
      index.update(at);
      continue;
    }
    const v: VenueDef = { name: l.name, kind: l.kind, ...(l.month ? { month: l.month } : {}) };
    ranks(v, l);
    addFulls(v, l.full);
    fresh.push({ v, acrs: l.acr.filter((a) => !owned.has(acrKey(a))) });
  }
  const users = new Map<string, VenueDef[]>();
  for (const { v, acrs } of fresh) for (const a of acrs) users.set(acrKey(a), [...(users.get(acrKey(a)) ?? []), v]);
  const ambiguous = new Map<string, VenueDef>();
  for (const { v, acrs } of fresh) {
    for (const a of acrs) {
      const who = users.get(acrKey(a))!;
      if (who.length === 1) { (v.weak ??= []).push(a); continue; }
      if (!ambiguous.has(acrKey(a))) ambiguous.set(acrKey(a), { name: a, kind: who.every((w) => w.kind === 'journal') ? 'journal' : 'conference', weak: [a], ambiguous: who });
    }
    const sharers = users.get(acrKey(v.name)) ?? [];
    const clash = taken.has(v.name.toLowerCase()) || owned.has(acrKey(v.name)) || (sharers.length > 1 && bestRanked(sharers) !== v);
    if (clash && v.full?.[0]) v.name = v.full[0];
    else if (clash && v.weakFull?.[0]) v.name = v.weakFull[0];
    taken.add(v.name.toLowerCase());
    out.push(v);
  }
  return [...out, ...ambiguous.values()];
}
