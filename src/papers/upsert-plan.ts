import crypto from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { DB, PapersTable } from '../store/schema.ts';
import type { PaperInput } from '../arxiv/snapshot-record.ts';

/** A stored paper row as read back for comparison. */
export type PaperRowLike = Selectable<PapersTable>;
/** A paper row to write. */
export type NewPaper = Omit<Insertable<PapersTable>, 'seq'>;
/** An older version's metadata kept as history. */
export type ArchiveRow = Omit<Insertable<DB['paper_versions']>, 'paper_id' | 'created_at'> & { id: string };
/** A venue mention row to write. */
export type VenueRow = Insertable<DB['paper_venues']>;

/** What storing one input means: the row, the version dates, the archived older version, the venue mentions. */
export interface UpsertStep {
  row: NewPaper;
  archive: ArchiveRow | null;
  versions: { version: number; created: string | null }[];
  /** The venue mentions, or null when the plan leaves detection to the writer's detector (see VenuesOf). */
  venues: VenueRow[] | null;
}

/**
 * How a plan gets the venue mention rows of a row it writes: a function (papers/venue-rows.ts venueRowsOf, loaded by
 * the caller), or null: the steps carry `venues: null` and the writer asks a detector in another thread
 * (arxiv/import-detect.ts), so a writer thread never loads the venue catalogue.
 */
export type VenuesOf = ((row: NewPaper) => VenueRow[]) | null;

/** What a parse precomputed for an input whose paper is not stored yet: its row, and its venue mentions when detected there. */
export interface FreshRow {
  row: NewPaper;
  venues?: VenueRow[];
}

/** What identifies a stored paper's content: its version and content hash. */
export interface StoredKey {
  version: number;
  hash: string;
}

/** Decides, input by input, what to write, and counts inserted / updated / unchanged. */
export interface UpsertPlan {
  decide(input: PaperInput, prev: PaperRowLike | undefined, fresh?: FreshRow): UpsertStep | null;
  /**
   * True (and counted unchanged) when the stored version and hash alone show the input changes nothing: an older
   * version, or the same content as the precomputed new-paper row. Saves reading the whole stored row.
   */
  settled(input: PaperInput, stored: StoredKey, fresh?: { row: NewPaper }): boolean;
  counts: { inserted: number; updated: number; unchanged: number };
}

const CONTENT = ['version', 'title', 'abstract', 'authors', 'authors_json', 'categories', 'primary_category', 'comments', 'journal_ref',
  'doi', 'report_no', 'license', 'submitter', 'submitted_at', 'updated_at'] as const;

// One-shot hash over the joined fields: the same bytes (so the same digest) as feeding them field by field.
function hashOf(row: NewPaper): string {
  let text = '';
  for (const k of CONTENT) text += `${row[k] ?? '\u0000'}\u0001`;
  return sha1(text);
}

// crypto.hash (Node >= 20.12) skips the Hash object; older Node 20 takes the streaming API.
const sha1: (text: string) => string = typeof crypto.hash === 'function'
  ? (text) => crypto.hash('sha1', text, 'base64')
  : (text) => crypto.createHash('sha1').update(text).digest('base64');

const pick = <T>(v: T | null, o: T | null | undefined): T | null => (v !== null ? v : (o ?? null));

/** The row an input makes, keeping stored values where the input says "unknown" (null). */
export function mergedRow(input: PaperInput, old: PaperRowLike | undefined, now: string): NewPaper {
  const row: NewPaper = {
    id: input.id, version: input.version, title: input.title,
    abstract: pick(input.abstract, old?.abstract), authors: pick(input.authors, old?.authors),
    authors_json: input.authorsList.length ? JSON.stringify(input.authorsList) : (old?.authors_json ?? '[]'),
    categories: pick(input.categories, old?.categories), primary_category: pick(input.primaryCategory, old?.primary_category),
    comments: pick(input.comments, old?.comments), journal_ref: pick(input.journalRef, old?.journal_ref),
    doi: pick(input.doi, old?.doi), report_no: pick(input.reportNo, old?.report_no), license: pick(input.license, old?.license),
    submitter: pick(input.submitter, old?.submitter),
    // A month-only date (from the id) never replaces a known day.
    submitted_at: input.versions.length || !old?.submitted_at ? pick(input.submittedAt, old?.submitted_at) : old.submitted_at,
    updated_at: pick(input.updatedAt, old?.updated_at),
    source: input.source, hash: '', imported_at: now, search_zh: old?.search_zh ?? null,
  };
  row.hash = hashOf(row);
  return row;
}

/**
 * A plan for one batch: new ids are inserted, newer versions replace (older kept), same version merges, older ignored.
 * `venuesOf` detects the venue mentions of what it writes (null: later, by the writer's detector).
 */
export function createPlan(now: string, venuesOf: VenuesOf): UpsertPlan {
  const venues = (row: NewPaper, known?: VenueRow[]): VenueRow[] | null => known ?? (venuesOf ? venuesOf(row) : null);
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  return {
    counts,
    settled(input, stored, fresh) {
      // Equal hashes mean equal content fields, so merging the input's nulls with the stored values changes nothing.
      const same = input.version < stored.version || (fresh !== undefined && fresh.row.hash === stored.hash);
      if (same) counts.unchanged++;
      return same;
    },
    decide(input, prev, fresh) {
      const versions = input.versions.length ? input.versions : [{ version: input.version, created: null }];
      if (!prev && fresh) { counts.inserted++; return { row: fresh.row, archive: null, versions, venues: venues(fresh.row, fresh.venues) }; }
      if (prev && input.version < prev.version) { counts.unchanged++; return null; }
      const row = mergedRow(input, prev, now);
      if (prev && prev.hash === row.hash) { counts.unchanged++; return null; }
      prev ? counts.updated++ : counts.inserted++;
      const archive = prev && input.version > prev.version
        ? { id: prev.id, version: prev.version, title: prev.title, abstract: prev.abstract, authors: prev.authors, comments: prev.comments,
          journal_ref: prev.journal_ref, doi: prev.doi, categories: prev.categories, archived_at: now }
        : null;
      return { row, archive, versions, venues: venues(row) };
    },
  };
}

/** An input to store, with what it writes if the paper is new (precomputed by the parse workers), when known. */
export interface UpsertRecord {
  input: PaperInput;
  fresh?: FreshRow;
}

/** Keeps one record per id: the highest version, the later one on ties. */
export function dedupe(records: UpsertRecord[]): UpsertRecord[] {
  const byId = new Map<string, UpsertRecord>();
  for (const r of records) {
    const prev = byId.get(r.input.id);
    if (!prev || r.input.version >= prev.input.version) byId.set(r.input.id, r);
  }
  return [...byId.values()];
}
