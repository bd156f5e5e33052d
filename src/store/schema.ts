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

/** Papers whose search index entry must be (re)built (SQLite; PostgreSQL indexes on write). */
export interface SearchPendingTable {
  seq: number;
}

/** A job of the SQLite in-process runner (PostgreSQL mode uses pg-boss's own tables). */
export interface JobsTable {
  id: Generated<number>;
  task: string;
  /** JSON payload. */
  payload: string;
  /** Unique key: at most one queued job per key. */
  key: string | null;
  /** queued | running | done | failed */
  state: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  /** Lease end: a running job past it was abandoned (process died) and is retried. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** One machine-made field of one paper version, cached by (paper, version, task, model, prompt version). */
export interface EnrichmentsTable {
  paper_id: string;
  version: number;
  /** title_zh | summary_zh | summary_en */
  task: string;
  model: string;
  prompt_version: string;
  /** done | failed (a failed row holds the reason in `error`, never a value) */
  status: string;
  value: string | null;
  error: string | null;
  attempts: number;
  call_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One request to the LLM: tokens from the response's usage and its cost. */
export interface LlmCallsTable {
  id: Generated<number>;
  run_id: string;
  at: string;
  /** YYYY-MM-DD (UTC) of `at`. */
  day: string;
  model: string;
  /** enrich | org_name_zh */
  purpose: string;
  items: number;
  prompt_tokens: number;
  completion_tokens: number;
  cost: number;
  ok: number;
  error: string | null;
  duration_ms: number;
}

/** Chinese names of organisations asked of the LLM, cached once per organisation. */
export interface OrgNamesZhTable {
  name_key: string;
  name: string;
  zh: string | null;
  model: string;
  /** done | failed */
  status: string;
  error: string | null;
  updated_at: string;
}

/** One harvest run (OAI-PMH window, search query, id list or title look-ups) with its resumable cursor and counts. */
export interface HarvestRunsTable {
  id: Generated<number>;
  /** oai | search | ids | titles */
  kind: string;
  /** Identifies the work (kind + parameters): an unfinished run with the same key is resumed. */
  key: string;
  params_json: string;
  /** running | done | failed */
  status: string;
  /** OAI metadata format in use (arXivRaw, or arXiv after a fallback). */
  prefix: string | null;
  /** OAI resumptionToken or search start index; null = from the beginning. */
  cursor: string | null;
  pages: number;
  requests: number;
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** completeListSize / totalResults when the source says. */
  total: number | null;
  /** Milliseconds of work, enforced waits excluded. */
  active_ms: number;
  /** Milliseconds spent in enforced gaps and backoffs. */
  waited_ms: number;
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  error: string | null;
}

/** A problem met during a harvest run (a bad record, a failed request). */
export interface HarvestErrorsTable {
  id: Generated<number>;
  run_id: number;
  at: string;
  code: string;
  message: string;
  url: string | null;
  record_id: string | null;
}

/** The last arXiv title look-up of one accepted-list entry. */
export interface HarvestTitleLookupsTable {
  entry_key: string;
  title: string;
  /** found | not_found | error */
  status: string;
  paper_id: string | null;
  tries: number;
  looked_up_at: string;
  error: string | null;
}

/** The whole database as Kysely sees it; later migrations add their tables here. */
export interface DB {
  papers: PapersTable;
  paper_versions: PaperVersionsTable;
  paper_venues: PaperVenuesTable;
  import_runs: ImportRunsTable;
  kv: KvTable;
  jobs: JobsTable;
  enrichments: EnrichmentsTable;
  llm_calls: LlmCallsTable;
  org_names_zh: OrgNamesZhTable;
  search_pending: SearchPendingTable;
  harvest_runs: HarvestRunsTable;
  harvest_errors: HarvestErrorsTable;
  harvest_title_lookups: HarvestTitleLookupsTable;
}
