import { z } from 'zod';

/** One environment variable: its name, default, description and validation. */
interface Setting {
  env: string;
  def: string | undefined;
  doc: string;
  schema: z.ZodType;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The table of every setting Paperboard reads from the environment (also rendered into --help and .env.example). */
export const SETTINGS = {
  databaseUrl: { env: 'DATABASE_URL', def: undefined, doc: 'postgres://… to use PostgreSQL; empty for the SQLite file', schema: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional() },
  sqlitePath: { env: 'PAPERBOARD_SQLITE_PATH', def: './data/paperboard.db', doc: 'SQLite file used when DATABASE_URL is not set (its search index goes beside it in NAME.search.db)', schema: z.string().min(1) },
  port: { env: 'PORT', def: '3000', doc: 'HTTP port of the web server', schema: int(1, 65535) },
  host: { env: 'HOST', def: '0.0.0.0', doc: 'address the web server listens on', schema: z.string().min(1) },
  logLevel: { env: 'LOG_LEVEL', def: 'info', doc: 'trace | debug | info | warn | error | silent', schema: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'silent']) },
  sampleImport: { env: 'PAPERBOARD_IMPORT_SAMPLE', def: 'true', doc: 'import the bundled sample of real papers when the store is empty', schema: bool },
  pageSize: { env: 'PAPERBOARD_PAGE_SIZE', def: '50', doc: 'papers per page on venue and search pages', schema: int(1, 500) },
  arxivApiUrl: { env: 'PAPERBOARD_ARXIV_API_URL', def: 'https://export.arxiv.org/api/query', doc: 'arXiv search API endpoint', schema: z.string().url() },
  arxivOaiUrl: { env: 'PAPERBOARD_ARXIV_OAI_URL', def: 'https://oaipmh.arxiv.org/oai', doc: 'arXiv OAI-PMH endpoint', schema: z.string().url() },
  contact: { env: 'PAPERBOARD_CONTACT', def: 'admin@example.org', doc: 'contact e-mail sent in the User-Agent to arXiv', schema: z.string().min(3) },
  arxivGapMs: { env: 'PAPERBOARD_ARXIV_GAP_MS', def: '3000', doc: 'minimum milliseconds between two requests to one arXiv host', schema: int(0, 600000) },
  arxivBackoffMs: { env: 'PAPERBOARD_ARXIV_BACKOFF_MS', def: '5000', doc: 'first wait before a failed request to an arXiv host is tried again (5 attempts; the wait doubles each time up to 2 min, a longer Retry-After wins)', schema: int(0, 600000) },
  arxivWebUrl: { env: 'PAPERBOARD_ARXIV_WEB_URL', def: 'https://arxiv.org', doc: 'arXiv site serving paper files (HTML, e-print source, PDF) read for affiliations', schema: z.string().url() },
  frontMatterCache: { env: 'PAPERBOARD_FRONT_MATTER_CACHE', def: './data/cache/front-matter', doc: 'directory caching fetched paper HTML / e-print / PDF for affiliation extraction', schema: z.string().min(1) },
  affiliationsSchedule: { env: 'PAPERBOARD_AFFILIATIONS_SCHEDULE', def: 'true', doc: 'hourly job that fetches affiliations of venue papers that have none yet', schema: bool },
  openalexEnabled: { env: 'PAPERBOARD_OPENALEX', def: 'false', doc: 'cross-check affiliations against OpenAlex (CC0): fill papers whose front matter gave none, flag disagreements for moderators in /admin; an hourly job when on', schema: bool },
  openalexUrl: { env: 'PAPERBOARD_OPENALEX_URL', def: 'https://api.openalex.org', doc: 'OpenAlex API base URL (works looked up by arXiv DOI, journal DOI, then title; PAPERBOARD_CONTACT is sent as mailto)', schema: z.string().url() },
  openalexGapMs: { env: 'PAPERBOARD_OPENALEX_GAP_MS', def: '1000', doc: 'minimum milliseconds between two requests to the OpenAlex host, kept across every process on the store (one gap for the deployment)', schema: int(0, 600000) },
  openalexCache: { env: 'PAPERBOARD_OPENALEX_CACHE', def: './data/cache/openalex', doc: 'directory caching OpenAlex responses (a 404 too) for 30 days', schema: z.string().min(1) },
  venuesRedetect: { env: 'PAPERBOARD_VENUES_REDETECT', def: 'true', doc: 'after an upgrade that changed the venue rules or catalogue, re-detect every stored paper\'s venues once, as a background job (what `paperboard venues redetect` does); false: only that command does', schema: bool },
  harvestSchedule: { env: 'PAPERBOARD_HARVEST_SCHEDULE', def: 'true', doc: 'run the daily incremental OAI-PMH harvest and title look-ups as scheduled jobs', schema: bool },
  harvestCategories: { env: 'PAPERBOARD_HARVEST_CATEGORIES', def: 'cs.LG,cs.AI,cs.CL,cs.CV,stat.ML', doc: 'categories for the daily incremental harvest', schema: z.string() },
  listsSchedule: { env: 'PAPERBOARD_LISTS_SCHEDULE', def: 'true', doc: 'weekly job that re-fetches, from the official sources, the accepted lists of editions of the last 18 months', schema: bool },
  listsGapMs: { env: 'PAPERBOARD_LISTS_GAP_MS', def: '2000', doc: 'minimum milliseconds between two requests to one official-list host (PMLR, ACL Anthology, OpenReview, virtual sites), kept across every process on the store', schema: int(0, 600000) },
  listsCache: { env: 'PAPERBOARD_LISTS_CACHE', def: './data/cache/official-lists', doc: 'directory caching fetched official lists (revalidated with ETag / Last-Modified)', schema: z.string().min(1) },
  pmlrRawUrl: { env: 'PAPERBOARD_PMLR_RAW_URL', def: 'https://raw.githubusercontent.com/mlresearch', doc: 'where PMLR volume repositories are read (<url>/v235/gh-pages/_config.yml)', schema: z.string().url() },
  pmlrTreeUrl: { env: 'PAPERBOARD_PMLR_TREE_URL', def: 'https://api.github.com', doc: 'GitHub REST API, to list a PMLR volume\'s _posts when it has no BibTeX file', schema: z.string().url() },
  pmlrSiteUrl: { env: 'PAPERBOARD_PMLR_SITE_URL', def: 'https://proceedings.mlr.press', doc: 'PMLR site, for links to paper pages', schema: z.string().url() },
  aclRawUrl: { env: 'PAPERBOARD_ACL_RAW_URL', def: 'https://raw.githubusercontent.com/acl-org/acl-anthology/master', doc: 'ACL Anthology repository (<url>/data/xml/2024.acl.xml)', schema: z.string().url() },
  aclSiteUrl: { env: 'PAPERBOARD_ACL_SITE_URL', def: 'https://aclanthology.org', doc: 'ACL Anthology site, for links to paper pages', schema: z.string().url() },
  openreviewApiUrl: { env: 'PAPERBOARD_OPENREVIEW_API_URL', def: 'https://api2.openreview.net', doc: 'OpenReview API 2 base URL', schema: z.string().url() },
  virtualSiteUrl: { env: 'PAPERBOARD_VIRTUAL_SITE_URL', def: 'https://{host}/static/virtual/data/{conf}-{year}-orals-posters.json', doc: 'conference virtual-site download ({host} = icml.cc / neurips.cc / iclr.cc, {conf}, {year})', schema: z.string().min(8) },
  llmBaseUrl: { env: 'PAPERBOARD_LLM_BASE_URL', def: undefined, doc: 'OpenAI-compatible base URL (falls back to OPENAI_BASE_URL)', schema: z.string().url().optional() },
  llmApiKey: { env: 'PAPERBOARD_LLM_API_KEY', def: undefined, doc: 'API key for the model (falls back to OPENAI_API_KEY)', schema: z.string().optional() },
  llmModel: { env: 'PAPERBOARD_LLM_MODEL', def: undefined, doc: 'model name, e.g. gpt-4o-mini, deepseek-chat, qwen-plus', schema: z.string().optional() },
  llmTimeoutMs: { env: 'PAPERBOARD_LLM_TIMEOUT_MS', def: '60000', doc: 'timeout of one LLM request in milliseconds', schema: int(100, 900000) },
  llmConcurrency: { env: 'PAPERBOARD_LLM_CONCURRENCY', def: '4', doc: 'LLM requests in flight at once (per process)', schema: int(1, 256) },
  llmRpm: { env: 'PAPERBOARD_LLM_RPM', def: '60', doc: 'LLM requests per minute, kept by all processes on the store together (your API key\'s limit), spaced evenly; 0 = unlimited', schema: int(0, 1000000) },
  llmTpm: { env: 'PAPERBOARD_LLM_TPM', def: '0', doc: 'LLM tokens per minute (prompt + max_tokens, o200k count), kept by all processes on the store together; 0 = unlimited', schema: int(0, 1000000000) },
  llmMaxRetries: { env: 'PAPERBOARD_LLM_MAX_RETRIES', def: '4', doc: 'retries of one LLM request on 429 / 5xx / timeout (honours Retry-After)', schema: int(0, 20) },
  llmPriceInput: { env: 'PAPERBOARD_LLM_PRICE_INPUT', def: '0', doc: 'price per million prompt tokens (in your currency), for cost reports', schema: z.coerce.number().min(0) },
  llmPriceOutput: { env: 'PAPERBOARD_LLM_PRICE_OUTPUT', def: '0', doc: 'price per million completion tokens, for cost reports', schema: z.coerce.number().min(0) },
  llmBatchSize: { env: 'PAPERBOARD_LLM_BATCH', def: '8', doc: 'papers per LLM request when enriching', schema: int(1, 50) },
  llmJsonMode: { env: 'PAPERBOARD_LLM_JSON_MODE', def: 'true', doc: 'send response_format json_object (set false for servers that reject it)', schema: bool },
  backlogJobs: { env: 'PAPERBOARD_BACKLOG_JOBS', def: '50', doc: 'most jobs of one kind (enrichment, affiliations) a sweep keeps waiting in the queue; it tops the queue up again as soon as half have run', schema: int(1, 100000) },
  enrichJobPapers: { env: 'PAPERBOARD_ENRICH_JOB_PAPERS', def: '40', doc: 'papers per enrichment job (each job sends them in batches of PAPERBOARD_LLM_BATCH)', schema: int(1, 1000) },
  stopTimeoutS: { env: 'PAPERBOARD_STOP_TIMEOUT_S', def: '30', doc: 'on SIGTERM: seconds to let requests and jobs in flight finish; a job only waiting (a retry\'s backoff or the gap for a host that does not answer, a model\'s Retry-After) goes back to the queue at once; jobs still running then go back too, due at once, their attempt not spent, for another worker', schema: int(1, 3600) },
  webProcesses: { env: 'PAPERBOARD_WEB_PROCESSES', def: 'auto', doc: '`serve`: processes answering web requests, sharing the port (node:cluster); auto = one per core with SQLite (reads use every core over the WAL file; only the first process runs migrations, the sample import, search indexing and jobs) and 1 with PostgreSQL (run more `serve` processes there); 1 = all in one process', schema: z.string().regex(/^(auto|[1-9][0-9]{0,2})$/, 'must be auto or a number of processes (1-999)').transform((v) => (v === 'auto' ? 0 : Number(v))) },
  readThreads: { env: 'PAPERBOARD_READ_THREADS', def: '2', doc: 'SQLite, each web process of `serve`: threads that run its reads (each with a read-only connection), so a long read does not hold up the requests it answers from its cache meanwhile; 0 = reads on the event loop', schema: int(0, 64) },
  pgWorkMem: { env: 'PAPERBOARD_PG_WORK_MEM', def: '16MB', doc: 'PostgreSQL: `work_mem` of Paperboard\'s connections (memory per sort or bitmap; at the server\'s default 4MB the bitmap of a common word\'s matches in a large store goes lossy and every paper on those pages is re-read); empty = the server\'s own setting', schema: z.string().regex(/^(\d+(kB|MB|GB)?)?$/, 'a size such as 16MB, 512kB or 1GB') },
  importNice: { env: 'PAPERBOARD_IMPORT_NICE', def: '10', doc: 'niceness of an import while a site is served from the same store on this machine (its threads yield the CPU to the web process; shorter write transactions); the sample import at first start, harvest jobs and `paperboard harvest` yield the same way; 0: same priority', schema: int(0, 19) },
  jobLeaseS: { env: 'PAPERBOARD_JOB_LEASE_S', def: '30', doc: 'seconds a running job is held for its worker, renewed every third of it while the worker lives; a job whose worker died (SIGKILL, power loss) goes to another worker once it lapses', schema: int(3, 3600) },
  jobsInServer: { env: 'PAPERBOARD_JOBS_IN_SERVER', def: 'false', doc: 'PostgreSQL mode: also run background jobs inside the web server (SQLite mode always does)', schema: bool },
  publicUrl: { env: 'PAPERBOARD_PUBLIC_URL', def: undefined, doc: 'public base URL (https://papers.example.org) used for absolute links in feeds and the API; default: the request origin', schema: z.string().url().optional() },
  cacheTtlS: { env: 'PAPERBOARD_CACHE_TTL_S', def: '300', doc: 'seconds a cached feed / API / export response may be served before it is rebuilt even without a detected change', schema: int(0, 86400) },
  importHeapMb: { env: 'PAPERBOARD_IMPORT_HEAP_MB', def: '48', doc: 'old-generation heap cap of each thread of a large import (MB; writer, indexer, venue-detection and parser threads; a lone writer thread, which leaves venue detection to a thread of its own, gets 16 MB less, at least 24): the default keeps `paperboard import` near 250 MB peak RSS at any file size; more means fewer full garbage collections for more peak RSS', schema: int(32, 4096) },
  importHoldMs: { env: 'PAPERBOARD_IMPORT_HOLD_MS', def: '50', doc: 'SQLite, an import or `paperboard harvest oai` beside a site served from the same store: the time each of its write transactions aims to hold the write lock (records per transaction follow what the last ones took, at most 250); before each one it also gives way to a report or moderation waiting for the lock; 0: 250 records per transaction whatever they take', schema: int(0, 10000) },
  importRefreshS: { env: 'PAPERBOARD_IMPORT_REFRESH_S', def: '10', doc: 'while `paperboard import`, an OAI harvest, title look-ups or an official-list refresh runs, cached pages, feeds and API answers of every process see its new papers at most once per this many seconds (plus once at the end), so they are not rebuilt after every batch; corrections and moderation show at once; 0 = after every batch', schema: int(0, 3600) },
  cacheEntries: { env: 'PAPERBOARD_CACHE_ENTRIES', def: '5000', doc: 'pages, feed and API responses kept in memory per process, within PAPERBOARD_CACHE_MB (0 = no cache)', schema: int(0, 100000) },
  cacheSoftStaleS: { env: 'PAPERBOARD_CACHE_SOFT_STALE_S', def: '60', doc: 'after a change that only adds data (an import or harvest running, enrichment, affiliations; not corrections or moderation), a cached page, feed or API answer up to this many seconds old is served at once and rebuilt in the background, one at a time per process, taking at most half its time while it is idle and a tenth while it answers requests; 0 = rebuilt before answering', schema: int(0, 3600) },
  webConcurrency: { env: 'PAPERBOARD_WEB_CONCURRENCY', def: '8', doc: 'each web process of `serve`: page, feed and API requests (GET) it works on at once; the others wait their turn in arrival order (requests that write, /healthz, /readyz, static files and answers already in the response cache, 304s included, never wait: a page, feed or API answer takes a turn only to be built). Under a crowd every request in progress shares the event loop, so each waited behind all the others at every step; with a few at a time the same work finishes sooner (c=64: p95 320 → 200 ms, 1.4× the requests/s). 0 = no limit', schema: int(0, 4096) },
  cacheWarm: { env: 'PAPERBOARD_CACHE_WARM', def: 'true', doc: 'each web process of `serve` builds the home page, its CCF-A view and the first page of the 12 biggest editions in the background after its first page request (at that request\'s origin, which cached pages are keyed by), paced to at most half its time while idle and a tenth while it answers requests, so the first crowd after a start or deploy finds them built; false = pages are built when first asked for', schema: bool },
  cacheMb: { env: 'PAPERBOARD_CACHE_MB', def: '64', doc: 'megabytes the cached feed and API responses may hold together per process (0 = no cache)', schema: int(0, 65536) },
  adminToken: { env: 'PAPERBOARD_ADMIN_TOKEN', def: undefined, doc: 'token that logs in to /admin (alternative to a password; never throttled, so make it long and random: openssl rand -base64 24)', schema: z.string().min(16, 'must be at least 16 characters').optional() },
  trustProxy: { env: 'PAPERBOARD_TRUST_PROXY', def: 'false', doc: 'behind a reverse proxy: trust X-Forwarded-For / -Proto / -Host (client address for rate limits and login throttling, Secure cookies, same-origin check); without it every visitor behind the proxy shares one address', schema: bool },
  reportsPerHour: { env: 'PAPERBOARD_REPORTS_PER_HOUR', def: '20', doc: 'error reports (纠错) one client may send per hour', schema: int(1, 100000) },
  maxBodyBytes: { env: 'PAPERBOARD_MAX_BODY_BYTES', def: '65536', doc: 'largest request body accepted (bytes); larger requests get 413', schema: int(1024, 100000000) },
} satisfies Record<string, Setting>;

type Settings = typeof SETTINGS;
/** The validated, frozen configuration. */
export type Config = { readonly [K in keyof Settings]: z.output<Settings[K]['schema']> };

/** Error raised at boot when an environment variable is invalid; names the variable. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

/** Reads and validates every setting from `env`; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(SETTINGS) as [string, Setting][]) {
    let raw = env[s.env];
    if (raw === '') raw = undefined;
    if (raw === undefined && key === 'llmBaseUrl') raw = env.OPENAI_BASE_URL || undefined;
    if (raw === undefined && key === 'llmApiKey') raw = env.OPENAI_API_KEY || undefined;
    const parsed = s.schema.safeParse(raw ?? s.def);
    if (!parsed.success) {
      const msg = parsed.error.issues[0]?.message ?? 'invalid';
      throw new ConfigError(`${s.env}=${JSON.stringify(raw)}: ${msg}`);
    }
    out[key] = parsed.data;
  }
  return Object.freeze(out) as Config;
}

/** Renders the settings table as help text (used by --help and to write .env.example). */
export function settingsHelp(): string {
  return Object.values(SETTINGS as Record<string, Setting>)
    .map((s) => `  ${s.env.padEnd(32)} ${s.doc}${s.def !== undefined ? ` (default: ${s.def})` : ''}`)
    .join('\n');
}

/** The text of .env.example: every setting, commented, with its default. */
export function envExample(): string {
  const lines = ['# Paperboard settings. Copy to .env (read from the working directory) or set in the environment.', '# Generated from src/config.ts by `node --import tsx scripts/env-example.ts`.', ''];
  for (const s of Object.values(SETTINGS as Record<string, Setting>)) {
    lines.push(`# ${s.doc}`);
    lines.push(`# ${s.env}=${s.def ?? ''}`);
    lines.push('');
  }
  return lines.join('\n');
}
