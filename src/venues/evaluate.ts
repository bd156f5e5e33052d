import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { detectVenues } from './detect.ts';

/** The fields of a venue entry that are scored, in the README's order. */
export const FIELDS = ['venue', 'year', 'track', 'workshop', 'status', 'presentation'] as const;

type Entry = Record<(typeof FIELDS)[number], unknown>;

/** A labelled record of data/venues/labeled-dev.jsonl. */
export interface LabeledRecord { id: string; comments: string | null; journal_ref: string | null; venues: Entry[]; part?: string }

/** The half of a dev set a record belongs to: 'design' (rules may be tuned on it) or 'held-out' (only measured). */
export type Half = 'design' | 'held-out';

/** Deterministic split by the first byte of sha256(id): even -> design, odd -> held-out. Stable across runs and files. */
export function halfOf(id: string): Half {
  return createHash('sha256').update(id).digest()[0] % 2 === 0 ? 'design' : 'held-out';
}

/**
 * The half of a labelled record: a set split by source marks each record with `part` ("A" = design, "B" = held-out,
 * decided before the detector ran); other sets are split by halfOf(id).
 */
export function halfOfRecord(r: Pick<LabeledRecord, 'id' | 'part'>): Half {
  if (r.part === 'A') return 'design';
  if (r.part === 'B') return 'held-out';
  return halfOf(r.id);
}

/** Workshop names compare loosely: case, punctuation and the words "workshop", "the", "on" ignored. */
export function looseWorkshop(w: unknown): string {
  if (w === null || w === undefined) return '';
  return String(w).toLowerCase().replace(/\b(?:workshops?|the|on|at)\b/g, '').replace(/[^a-z0-9]+/g, '');
}

function key(e: Entry, fields: readonly string[]): string {
  return fields.map((f) => (f === 'workshop' ? looseWorkshop(e.workshop) : JSON.stringify(e[f as keyof Entry] ?? null))).join('|');
}

/** True when both lists hold the same entries (order ignored) on the given fields. */
export function sameEntries(gold: Entry[], pred: Entry[], fields: readonly string[] = FIELDS): boolean {
  if (gold.length !== pred.length) return false;
  const a = gold.map((e) => key(e, fields)).sort();
  const b = pred.map((e) => key(e, fields)).sort();
  return a.every((k, i) => k === b[i]);
}

/** What the label says where a false "accepted, main track" was claimed (the brief's worst error, split by truth). */
export type FalseMainTruth = 'no_venue' | 'workshop' | 'other_track' | 'not_accepted' | 'other_name';

/**
 * The truth behind a false "accepted, main track" claim: no venue at all (templates, URLs, boilerplate), a workshop,
 * another track (findings, demo, position, …), a status other than accepted/published for that venue, or an
 * accepted main-track entry under another name (the claim names the wrong venue).
 */
export function falseMainTruth(gold: Entry[], got: Entry[]): FalseMainTruth | null {
  const claim = got.find((e) => isAM(e) && !gold.some((g) => backs(g, e)));
  if (!claim) return null;
  if (!gold.length) return 'no_venue';
  const same = gold.filter((g) => g.venue === claim.venue);
  if (same.some((g) => g.track === 'workshop')) return 'workshop';
  if (same.some((g) => g.track !== 'main')) return 'other_track';
  if (same.length) return 'not_accepted';
  if (gold.every((g) => g.track === 'workshop')) return 'workshop';
  if (gold.every((g) => g.track !== 'main')) return 'other_track';
  if (gold.every((g) => g.status !== 'accepted' && g.status !== 'published')) return 'not_accepted';
  return 'other_name';
}

/** Why a record was missed; a record can count under several kinds. */
export type ErrorKind = 'false_accepted_main' | 'spurious_venue' | 'missed_venue' | 'entry_count' | (typeof FIELDS)[number];

const isAM = (e: Entry) => e.status === 'accepted' && e.track === 'main';
const backs = (g: Entry, e: Entry) => g.venue === e.venue && g.track === 'main' && (g.status === 'accepted' || g.status === 'published');

/**
 * A claimed "accepted, main track" entry that no label backs: the label has no accepted or published main-track entry
 * of that venue (its truth is a workshop, another track, a rejection, a submission, a template or no venue).
 */
export function falseAcceptedMain(gold: Entry[], got: Entry[]): boolean {
  return got.some((e) => isAM(e) && !gold.some((g) => backs(g, e)));
}

/** The error kinds of one record's prediction against its label (empty when it is an exact match). */
export function errorKinds(gold: Entry[], got: Entry[]): ErrorKind[] {
  if (sameEntries(gold, got)) return [];
  const out: ErrorKind[] = [];
  if (falseAcceptedMain(gold, got)) out.push('false_accepted_main');
  if (!gold.length && got.length) out.push('spurious_venue');
  else if (gold.length && !got.length) out.push('missed_venue');
  else if (gold.length !== got.length) out.push('entry_count');
  if (gold.length && got.length) for (const f of FIELDS) if (!sameEntries(gold, got, [f])) out.push(f);
  return out;
}

/** Scores of a detector run over labelled records. */
export interface EvalResult {
  records: number;
  exact: number;
  perField: Record<string, number>;
  /** Records with a claimed "accepted, main track" entry that the label does not back (see falseAcceptedMain). */
  falseAcceptedMain: number;
  /** False "accepted, main track" claims by what the label says instead. */
  falseMainByTruth: Partial<Record<FalseMainTruth, number>>;
  /** How many records fall under each error kind. */
  errors: Partial<Record<ErrorKind, number>>;
  misses: { id: string; comments: string | null; journal_ref: string | null; gold: Entry[]; got: Entry[]; kinds: ErrorKind[] }[];
}

/** Runs detectVenues over labelled records and scores exact match per record and per field, with error kinds. */
export function evaluate(records: LabeledRecord[]): EvalResult {
  const res: EvalResult = { records: records.length, exact: 0, perField: Object.fromEntries(FIELDS.map((f) => [f, 0])), falseAcceptedMain: 0, falseMainByTruth: {}, errors: {}, misses: [] };
  for (const r of records) {
    const got = detectVenues({ id: r.id, comments: r.comments, journalRef: r.journal_ref }).map((v) => Object.fromEntries(FIELDS.map((f) => [f, v[f]])) as Entry);
    const kinds = errorKinds(r.venues, got);
    if (!kinds.length) res.exact++;
    else res.misses.push({ id: r.id, comments: r.comments, journal_ref: r.journal_ref, gold: r.venues, got, kinds });
    for (const k of kinds) res.errors[k] = (res.errors[k] ?? 0) + 1;
    for (const f of FIELDS) if (sameEntries(r.venues, got, [f])) res.perField[f]++;
    const truth = falseMainTruth(r.venues, got);
    if (truth) { res.falseAcceptedMain++; res.falseMainByTruth[truth] = (res.falseMainByTruth[truth] ?? 0) + 1; }
  }
  return res;
}

/** Reads a labelled JSONL file; a bad line is an error naming the file and line. */
export function readLabeled(file: string): LabeledRecord[] {
  const out: LabeledRecord[] = [];
  fs.readFileSync(file, 'utf8').split('\n').forEach((l, i) => {
    if (!l.trim()) return;
    let r: LabeledRecord;
    try { r = JSON.parse(l); } catch (err) { throw new Error(`${file}:${i + 1}: not JSON (${(err as Error).message})`); }
    if (typeof r.id !== 'string' || !Array.isArray(r.venues)) throw new Error(`${file}:${i + 1}: needs a string "id" and a "venues" array`);
    out.push(r);
  });
  return out;
}
