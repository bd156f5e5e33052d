import type { Generated } from 'kysely';

/** A paper: one arXiv identifier, holding the metadata of its latest known version. */
export interface PapersTable {
  seq: Generated<number>;
  id: string;
  version: number;
  title: string;
  abstract: string | null;
  authors: string | null;
  /** JSON array of author names, in order. */
  authors_json: string;
  categories: string | null;
  primary_category: string | null;
  comments: string | null;
  journal_ref: string | null;
  doi: string | null;
  report_no: string | null;
  license: string | null;
  submitter: string | null;
  /** ISO date of the first version (from the version list, else the id's yymm). */
  submitted_at: string | null;
  /** ISO date of the latest version or the snapshot's update_date. */
  updated_at: string | null;
  source: string | null;
  hash: string;
  imported_at: string;
  /** Chinese text to search (titles, summaries, institution names), as space-separated CJK bigrams. */
  search_zh: string | null;
}

/** Metadata of each version; older versions keep the metadata they had when they were latest. */
export interface PaperVersionsTable {
  paper_id: string;
  version: number;
  created_at: string | null;
  title: string | null;
  abstract: string | null;
  authors: string | null;
  comments: string | null;
  journal_ref: string | null;
  doi: string | null;
  categories: string | null;
  archived_at: string | null;
}

/** A venue mention of a paper: detected from comments / journal-ref, or confirmed by an accepted list. */
export interface PaperVenuesTable {
  id: Generated<number>;
  paper_id: string;
  venue: string;
  year: number | null;
  /** `venue-year` slug in lower case, e.g. icml-2026; null when the year is unknown. */
  edition: string | null;
  track: string;
  workshop: string | null;
  status: string;
  presentation: string | null;
  source: string;
  evidence: string | null;
  verified: number;
}

/** Resumable progress of an import of one file. */
export interface ImportRunsTable {
  id: Generated<number>;
  file: string;
  fingerprint: string;
  started_at: string;
  finished_at: string | null;
  next_line: number;
  next_offset: number;
  counts_json: string;
}

/** Key-value state (cursors, flags) shared across processes. */
export interface KvTable {
  key: string;
  value: string;
  updated_at: string;
}

/** The whole database as Kysely sees it; later migrations add their tables here. */
export interface DB {
  papers: PapersTable;
  paper_versions: PaperVersionsTable;
  paper_venues: PaperVenuesTable;
  import_runs: ImportRunsTable;
  kv: KvTable;
}
