import fs from 'node:fs';
import { detectVenues } from './detect.ts';

/** The fields of a venue entry that are scored, in the README's order. */
export const FIELDS = ['venue', 'year', 'track', 'workshop', 'status', 'presentation'] as const;

type Entry = Record<(typeof FIELDS)[number], unknown>;

/** A labelled record of data/venues/labeled-dev.jsonl. */
export interface LabeledRecord { id: string; comments: string | null; journal_ref: string | null; venues: Entry[] }

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

/** Scores of a detector run over labelled records. */
export interface EvalResult {
  records: number;
  exact: number;
  perField: Record<string, number>;
  falseAcceptedMain: number;
  misses: { id: string; comments: string | null; journal_ref: string | null; gold: Entry[]; got: Entry[] }[];
}

/** Runs detectVenues over labelled records and scores exact match per record and per field. */
export function evaluate(records: LabeledRecord[]): EvalResult {
  const res: EvalResult = { records: records.length, exact: 0, perField: Object.fromEntries(FIELDS.map((f) => [f, 0])), falseAcceptedMain: 0, misses: [] };
  for (const r of records) {
    const got = detectVenues({ id: r.id, comments: r.comments, journalRef: r.journal_ref }).map((v) => Object.fromEntries(FIELDS.map((f) => [f, v[f]])) as Entry);
    if (sameEntries(r.venues, got)) res.exact++;
    else res.misses.push({ id: r.id, comments: r.comments, journal_ref: r.journal_ref, gold: r.venues, got });
    for (const f of FIELDS) if (sameEntries(r.venues, got, [f])) res.perField[f]++;
    const goldHasAM = r.venues.some((e) => e.status === 'accepted' && e.track === 'main');
    if (!goldHasAM && got.some((e) => e.status === 'accepted' && e.track === 'main')) res.falseAcceptedMain++;
  }
  return res;
}

/** Reads a labelled JSONL file. */
export function readLabeled(file: string): LabeledRecord[] {
  return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}
