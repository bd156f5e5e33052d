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
  /**
   * For the track "other": the programme the mention is in, by its English name (venues/programme.ts, read from the
   * evidence when the row is written; migration 024), else null. What venue pages filter and count programmes by.
   */
  programme: string | null;
  /** The paper's submitted_at ('' when unknown), kept by triggers (migration 016): the venue page's order. */
  sort_day: Generated<string>;
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
/** Store-wide counts kept by triggers (migration 012): `papers` = rows in papers. */
export interface StoreCountsTable {
  name: string;
  n: number;
}

/** Per model and prompt version: papers whose current version has every AI field done; kept by triggers (migration 015). */
export interface EnrichmentDoneCountsTable {
  model: string;
  prompt_version: string;
  papers: number;
}

/** Per edition (venue + year, year 0 when unknown): accepted or published papers, of them main track, workshop, verified; kept by triggers (migration 012). */
/** Per edition (venue + year) and programme ('' when none is named): papers of the track "other", kept by triggers (migration 024). */
export interface EditionProgrammeCountsTable {
  edition: string;
  venue: string;
  year: number;
  programme: string;
  papers: number;
}

export interface EditionCountsTable {
  edition: string;
  venue: string;
  year: number;
  papers: number;
  main: number;
  workshop: number;
  verified: number;
}

/**
 * Where the papers of an edition slug went when re-detection took it from them (migration 029): `new_edition` '' when
 * a paper lost the slug and gained no other of that year. Collected during a run, read and emptied when it ends.
 */
export interface EditionMovesTable {
  old_edition: string;
  new_edition: string;
  papers: number;
}

/** A retired edition slug answered with a 301 to the one its papers moved to (migration 029, venues/slug-redirects.ts). */
export interface EditionRedirectsTable {
  old_edition: string;
  new_edition: string;
  /** Papers of the old slug that went to the new one when it was retired. */
  papers: number;
  created_at: string;
}

/** Whether a host background work fetches from answers, as every process saw it (migration 031, arxiv/host-health-store.ts). */
export interface HostHealthTable {
  host: string;
  last_success_at: string | null;
  /** The first failed request of the current streak; null while the host answers. */
  failing_since: string | null;
  /** Failed requests in the current streak. */
  failures: number;
  last_failure_at: string | null;
  last_error: string | null;
  last_status: number | null;
  updated_at: string;
}

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

/** A canonical institution: from the registry (ROR / world-universities / hand aliases) or an organisation not in it (`org:<key>`). */
export interface InstitutionsTable {
  id: string;
  ror: string | null;
  name_en: string;
  /** normalised English name (lookup key; the per-organisation cache key of Chinese names) */
  name_key: string;
  name_zh: string | null;
  /** registry | llm | llm-failed | correction */
  zh_source: string | null;
  country: string | null;
  updated_at: string;
}

/** An affiliation text (normalised) resolved to institutions with units; a correction here applies to every paper using the text. */
export interface AffiliationAliasesTable {
  text_key: string;
  text: string;
  /** JSON array of {id, name_en, unit_en, unit_zh} */
  resolved_json: string;
  /** auto | correction */
  source: string;
  updated_at: string;
}

/** One affiliation of one author of a paper, in order (aff_index 0 with null text for an author without one). */
export interface PaperAffiliationsTable {
  paper_id: string;
  version: number;
  author_index: number;
  author_name: string;
  aff_index: number;
  aff_text: string | null;
  text_key: string | null;
  /** Where this row came from when not the paper's source (e.g. openalex: a moderator accepted OpenAlex's version); null = the paper's source. */
  source?: string | null;
}

/** Where a paper's affiliations were read from (html | latex | pdf | llm) and when. */
export interface PaperAffiliationSourcesTable {
  paper_id: string;
  version: number;
  source: string;
  n_authors: number;
  extracted_at: string;
}

/** Institutions of a paper in first-author order (for filters and institution pages). */
export interface PaperInstitutionsTable {
  paper_id: string;
  institution_id: string;
  position: number;
}

/** A paper cross-checked against OpenAlex: the work found (if any), how, and what came of it (filled | compared | no-work | no-affiliations). */
export interface OpenalexChecksTable {
  paper_id: string;
  work_id: string | null;
  matched_by: string | null;
  outcome: string;
  authors_matched: number;
  disagreements: number;
  checked_at: string;
}

/** An author whose institutions differ between the front matter and OpenAlex, waiting for a moderator (pending | accepted | dismissed). */
export interface AffiliationDisagreementsTable {
  id: Generated<number>;
  paper_id: string;
  author_index: number;
  author_name: string;
  work_id: string;
  /** the OpenAlex institutions' keys, sorted: a dismissed disagreement is not raised again until OpenAlex says something else */
  pair_key: string;
  /** JSON: the stored affiliations of the author ({text, institutions:[{id, name_en}]}[]) */
  ours_json: string;
  /** JSON: OpenAlex's affiliations of the author, resolved (AuthorAffiliation[]) */
  openalex_json: string;
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

/** A reader's report (纠错): a proposed value for one field of one paper, pending until a moderator decides. */
export interface ReportsTable {
  id: Generated<number>;
  paper_id: string;
  /** title_zh | summary_zh | summary_en | affiliation | venue */
  field: string;
  /** paper | alias (an affiliation text shared by every paper that prints it) */
  scope: string;
  /** Which instance of the field: '' for whole-paper fields, the affiliation text key, or the venue key. */
  target_key: string;
  current_value: string | null;
  proposed: string;
  note: string | null;
  /** HMAC of the client address with the site secret (never the raw IP). */
  fingerprint: string;
  /** pending | accepted | rejected */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
  correction_id: number | null;
}

/** An accepted correction: overrides the machine value at read time until undone. */
export interface CorrectionsTable {
  id: Generated<number>;
  report_id: number | null;
  /** null for an alias-scope correction (applies to every paper with the affiliation text). */
  paper_id: string | null;
  field: string;
  scope: string;
  target_key: string;
  old_value: string | null;
  new_value: string;
  note: string | null;
  created_at: string;
  created_by: string;
  undone_at: string | null;
  undone_by: string | null;
}

/** A moderator login session (the cookie holds the id; only its SHA-256 is stored). */
export interface AdminSessionsTable {
  id_hash: string;
  who: string;
  created_at: string;
  expires_at: string;
}

/** One rate-limited action (report, login) by a hashed client, shared by every web server. */
export interface RateEventsTable {
  id: Generated<number>;
  kind: string;
  fingerprint: string;
  at: string;
  ok: number;
}

/** An imported accepted-paper list of one edition (venues/lists). */
export interface VenueListsTable {
  id: Generated<number>;
  venue: string;
  year: number;
  edition: string;
  file: string;
  format: string;
  imported_at: string;
  counts_json: string;
  /** Official source the list was fetched from (pmlr, acl-anthology, virtual-site, openreview); null for an imported file. */
  source: string | null;
  /** The source's own name of what was fetched: PMLR volume `v235`, Anthology event `acl-2024`, OpenReview venue id. */
  source_ref: string | null;
  source_url: string | null;
}

/** One attempt to fetch an edition from an official source (migration 009). */
export interface ListFetchesTable {
  id: Generated<number>;
  source: string;
  ref: string;
  venue: string;
  year: number;
  edition: string;
  started_at: string;
  finished_at: string | null;
  /** running | ok | error */
  status: string;
  error: string | null;
  requests: number;
  /** Requests answered 304 Not Modified (served from the on-disk cache). */
  not_modified: number;
  entries: number;
  list_id: number | null;
  counts_json: string;
}

/** One paper of an accepted list: matched to a stored paper, ambiguous, or unmatched (a list-only paper). */
export interface ListEntriesTable {
  id: Generated<number>;
  list_id: number;
  venue: string;
  year: number;
  edition: string;
  title: string;
  /** Title with LaTeX, Unicode, case and punctuation folded away (venues/lists/normalise.ts). */
  title_key: string;
  authors_json: string;
  track: string;
  presentation: string | null;
  external_id: string | null;
  paper_id: string | null;
  match_state: string;
  /** Workshop name when track is workshop (official sources, migration 009). */
  workshop: string | null;
  /** OpenReview forum id, when the source gives one (PMLR `openreview:`, OpenReview notes). */
  openreview_id: string | null;
  /** The paper's page at the official source. */
  url: string | null;
}

/** The whole database as Kysely sees it; later migrations add their tables here. */
export interface DB {
  venue_lists: VenueListsTable;
  list_entries: ListEntriesTable;
  list_fetches: ListFetchesTable;
  papers: PapersTable;
  paper_versions: PaperVersionsTable;
  paper_venues: PaperVenuesTable;
  import_runs: ImportRunsTable;
  kv: KvTable;
  host_health: HostHealthTable;
  store_counts: StoreCountsTable;
  enrichment_done_counts: EnrichmentDoneCountsTable;
  edition_counts: EditionCountsTable;
  edition_programme_counts: EditionProgrammeCountsTable;
  edition_moves: EditionMovesTable;
  edition_redirects: EditionRedirectsTable;
  jobs: JobsTable;
  enrichments: EnrichmentsTable;
  llm_calls: LlmCallsTable;
  org_names_zh: OrgNamesZhTable;
  search_pending: SearchPendingTable;
  harvest_runs: HarvestRunsTable;
  harvest_errors: HarvestErrorsTable;
  harvest_title_lookups: HarvestTitleLookupsTable;
  institutions: InstitutionsTable;
  affiliation_aliases: AffiliationAliasesTable;
  paper_affiliations: PaperAffiliationsTable;
  paper_affiliation_sources: PaperAffiliationSourcesTable;
  paper_institutions: PaperInstitutionsTable;
  openalex_checks: OpenalexChecksTable;
  affiliation_disagreements: AffiliationDisagreementsTable;
  reports: ReportsTable;
  corrections: CorrectionsTable;
  admin_sessions: AdminSessionsTable;
  rate_events: RateEventsTable;
}
