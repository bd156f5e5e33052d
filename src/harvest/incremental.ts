import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { ArxivClient } from '../arxiv/client.ts';
import { harvestOai } from '../arxiv/oai-harvest.ts';
import type { HarvestRun } from './runs.ts';
import { putKv } from '../store/kv.ts';
import type { WritePacer } from '../arxiv/write-pacer.ts';

/** When the daily incremental harvest runs (UTC cron; after arXiv's nightly announcement). */
export const INCREMENTAL_CRON = '0 3 * * *';
/** When unmatched accepted-list entries are looked up by title (UTC cron). */
export const TITLES_CRON = '0 5 * * *';
/** Days harvested by the first incremental run, when no earlier run left a high-water mark. */
const FIRST_RUN_DAYS = 2;

const ARCHIVE_SETS = new Set(['cs', 'math', 'stat', 'q-bio', 'q-fin', 'econ', 'eess']);

/** The OAI-PMH set holding a category: `cs.LG` → `cs`, `stat.ML` → `stat`, `hep-th` → `physics:hep-th`, `astro-ph.CO` → `physics:astro-ph`. */
export function setOfCategory(category: string): string {
  const archive = category.split('.')[0];
  return ARCHIVE_SETS.has(archive) ? archive : `physics:${archive}`;
}

/** Groups categories by the set to harvest them from. */
export function setsFor(categories: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of categories) {
    const s = setOfCategory(c);
    out.set(s, [...(out.get(s) ?? []), c]);
  }
  return out;
}

/** The configured categories as a list. */
export function configuredCategories(config: Pick<Config, 'harvestCategories'>): string[] {
  return config.harvestCategories.split(/[\s,]+/).filter(Boolean);
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const markKey = (set: string) => `harvest.oai.until.${set}`;

/** The last day an incremental harvest of `set` completed through, or null. */
export async function highWaterMark(store: Store, set: string): Promise<string | null> {
  const row = await store.db.selectFrom('kv').select('value').where('key', '=', markKey(set)).executeTakeFirst();
  return row?.value ?? null;
}

async function setHighWaterMark(store: Store, set: string, until: string): Promise<void> {
  await putKv(store, markKey(set), until);
}

/**
 * Harvests, per set, everything from the last completed day (inclusive: an overlap of one day is
 * harmless, upserts are idempotent) through today, keeping only the configured categories.
 * Safe to run twice: an interrupted window resumes from its cursor, a finished one is re-read cheaply.
 */
export async function incrementalHarvest(
  store: Store, client: ArxivClient, config: Pick<Config, 'harvestCategories' | 'arxivOaiUrl'> & Partial<Pick<Config, 'importRefreshS'>>,
  opts: { today?: Date; categories?: string[]; onPage?: (run: HarvestRun) => void; chunk?: number; pacer?: WritePacer | null } = {},
): Promise<HarvestRun[]> {
  const today = opts.today ?? new Date();
  const until = day(today);
  const runs: HarvestRun[] = [];
  for (const [set, categories] of setsFor(opts.categories ?? configuredCategories(config))) {
    const from = (await highWaterMark(store, set)) ?? day(new Date(today.getTime() - FIRST_RUN_DAYS * 86_400_000));
    if (from > until) continue;
    const run = await harvestOai(store, client, { baseUrl: config.arxivOaiUrl, set, from, until, categories, onPage: opts.onPage, chunk: opts.chunk, pacer: opts.pacer, refreshS: config.importRefreshS });
    await setHighWaterMark(store, set, until);
    runs.push(run);
  }
  return runs;
}
