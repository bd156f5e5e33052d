import os from 'node:os';
import type { Command } from 'commander';
import { unmatchedListEntries } from '../venues/lists/unmatched.ts';
import cliProgress from 'cli-progress';
import { withContext, type CliContext } from './context.ts';
import { ArxivClient } from '../arxiv/client.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';
import type { Store } from '../store/connection.ts';
import { harvestOai } from '../arxiv/oai-harvest.ts';
import { harvestIds, harvestSearch } from '../arxiv/search-harvest.ts';
import { lookupTitles, type ListEntry } from '../arxiv/title-lookup.ts';
import { incrementalHarvest } from '../harvest/incremental.ts';
import { harvestStatus, recordsPerSecond } from '../harvest/status.ts';
import type { HarvestRun } from '../harvest/runs.ts';
import type { Config } from '../config.ts';
import { SERVING_BATCH, yieldNiceness } from '../store/serving.ts';
import { describeWriteLock, WritePacer } from '../arxiv/write-pacer.ts';

/** The write pacing of a harvest beside a site served from this SQLite file (null on PostgreSQL or in memory). */
function besideSitePacer(store: Store, config: Config): WritePacer | null {
  if (!store.sqlite || store.sqlite.memory) return null;
  return WritePacer.besideSite(store.sqlite.name, config.importHoldMs, SERVING_BATCH);
}

/** A progress reporter: a bar on a terminal, one line per page otherwise. */
function progress(label: string, show: boolean) {
  const bar = show && process.stderr.isTTY
    ? new cliProgress.SingleBar({ format: `${label} [{bar}] {value}/{total} · {pages} pages · +{inserted} new · {status}`, stream: process.stderr }, cliProgress.Presets.shades_classic)
    : null;
  let started = false;
  return {
    page(run: HarvestRun) {
      const total = Math.max(run.total ?? 0, run.records + run.skipped);
      if (bar && !started) { bar.start(total, 0, { pages: 0, inserted: 0, status: '' }); started = true; }
      if (bar) { bar.setTotal(total); bar.update(run.records + run.skipped, { pages: run.pages, inserted: run.inserted, status: run.cursor ? 'more' : 'last page' }); }
      else if (show) console.error(`${label}: page ${run.pages} · ${run.records} records · +${run.inserted} new · cursor ${run.cursor ?? '(end)'}`);
    },
    stop: () => bar?.stop(),
  };
}

function summary(run: HarvestRun): string {
  const rps = recordsPerSecond(run);
  return `run ${run.id} ${run.key}: ${run.status} · ${run.pages} pages · ${run.requests} requests · ${run.records} records ` +
    `(+${run.inserted} new, ${run.updated} updated, ${run.unchanged} unchanged, ${run.skipped} skipped)` +
    `${rps !== null ? ` · ${rps} records/s excluding ${(run.waited_ms / 1000).toFixed(0)} s of enforced waits` : ''}`;
}

function makeClient(config: Config, store: Store): ArxivClient {
  return new ArxivClient({
    contact: config.contact, gapMs: config.arxivGapMs, backoffBaseMs: config.arxivBackoffMs, gate: storeGapGate(store),
    onEvent: (e) => { if (e.kind === 'retry') console.error(`arXiv: ${e.reason} on ${e.url}; retry ${e.attempt} in ${Math.round((e.waitMs ?? 0) / 1000)} s`); },
  });
}

/** Runs `fn` with the CLI context and a client, printing the runs it returns. */
function withClient(fn: (ctx: CliContext, client: ArxivClient) => Promise<HarvestRun | HarvestRun[]>): Promise<void> {
  return withContext(async (ctx) => {
    const out = await fn(ctx, makeClient(ctx.config, ctx.store));
    for (const r of Array.isArray(out) ? out : [out]) console.log(summary(r));
  });
}

/** `paperboard harvest oai|search|ids|titles|status`: the scheduled harvests, by hand, with a progress bar. */
export function register(program: Command): void {
  const h = program.command('harvest').description('fetch papers from arXiv (OAI-PMH, search API, title look-ups), politely and resumably');
  h.command('oai')
    .description('OAI-PMH ListRecords for a set and date window; without --set: the daily incremental harvest of the configured categories')
    .option('--set <set>', 'OAI set, e.g. cs or physics:hep-th').option('--from <date>', 'YYYY-MM-DD').option('--until <date>', 'YYYY-MM-DD')
    .option('--categories <list>', 'keep only these categories (comma-separated)').option('--no-progress', 'never show a progress bar')
    .action(async (o: { set?: string; from?: string; until?: string; categories?: string; progress: boolean }) => withClient(async (ctx, client) => {
      const p = progress(o.set ?? 'incremental', o.progress);
      const categories = o.categories?.split(',').map((s) => s.trim()).filter(Boolean) ?? null;
      // Beside a site served from this store on this machine, the harvest yields as `paperboard import` does: on
      // SQLite its write transactions are paced (sized by time, giving way to the site's waiting writes) and stay at
      // normal priority (a low-priority writer descheduled while it holds the lock keeps the site's writes waiting);
      // on PostgreSQL, which locks rows, the process is lowered and stores a page in SERVING_BATCH-record transactions.
      const nice = await yieldNiceness(ctx.store, ctx.config.importNice);
      const pacer = nice > 0 ? besideSitePacer(ctx.store, ctx.config) : null;
      if (nice > 0 && !pacer) {
        try { os.setPriority(nice); } catch { /* keeps its priority */ }
      }
      const chunk = nice > 0 ? SERVING_BATCH : undefined;
      try {
        if (!o.set) return await incrementalHarvest(ctx.store, client, ctx.config, { categories: categories ?? undefined, onPage: p.page, chunk, pacer });
        return await harvestOai(ctx.store, client, { baseUrl: ctx.config.arxivOaiUrl, set: o.set, from: o.from ?? null, until: o.until ?? null, categories, onPage: p.page, chunk, pacer, refreshS: ctx.config.importRefreshS });
      } finally {
        p.stop();
        if (pacer) console.log(describeWriteLock({ ...pacer.summary(), target_ms: ctx.config.importHoldMs }));
      }
    }));
  h.command('search').description('every result of a search API query, e.g. co:"ICML 2026"').argument('<query>')
    .option('--limit <n>', 'stop after n results').option('--page-size <n>', 'results per request', '100').option('--no-progress', 'never show a progress bar')
    .action(async (query: string, o: { limit?: string; pageSize: string; progress: boolean }) => withClient(async (ctx, client) => {
      const p = progress(query, o.progress);
      try {
        return await harvestSearch(ctx.store, client, query, { baseUrl: ctx.config.arxivApiUrl, limit: o.limit ? Number(o.limit) : undefined, pageSize: Number(o.pageSize), onPage: p.page });
      } finally { p.stop(); }
    }));
  h.command('ids').description('fetch papers by arXiv id (batched id_list requests)').argument('<ids...>')
    .action(async (ids: string[]) => withClient((ctx, client) => harvestIds(ctx.store, client, ids, { baseUrl: ctx.config.arxivApiUrl })));
  h.command('titles').description('look up on arXiv, by title, accepted-list entries that match no stored paper (or entries from --file)')
    .option('--file <jsonl>', 'JSON lines {key, title, authors?} to look up instead of the stored lists')
    .option('--limit <n>', 'most entries to look up (one polite request each)', '500')
    .action(async (o: { file?: string; limit: string }) => withClient(async (ctx, client) => {
      const fs = await import('node:fs');
      const entries = o.file
        ? fs.readFileSync(o.file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as ListEntry)
        : await unmatchedListEntries(ctx.store, Number(o.limit));
      return lookupTitles(ctx.store, client, entries, { baseUrl: ctx.config.arxivApiUrl, refreshS: ctx.config.importRefreshS, onEntry: (d, t) => console.error(`titles: ${d}/${t}`) });
    }));
  h.command('status').description('last runs, cursors, counts, errors and the next scheduled runs').option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      await withContext(async (ctx) => {
        const s = await harvestStatus(ctx.store, ctx.config);
        if (o.json) return console.log(JSON.stringify(s, null, 2));
        console.log(s.next ? `next incremental harvest ${s.next.incremental} · next title look-ups ${s.next.titles}` : 'scheduled harvests and title look-ups are off (PAPERBOARD_HARVEST_SCHEDULE=false)');
        for (const x of s.sets) console.log(`set ${x.set} (${x.categories.join(', ')}): harvested through ${x.through ?? 'never'}`);
        for (const o2 of s.open) console.log(`open run ${o2.id} ${o2.key} (${o2.status}) resumes at ${o2.cursor ?? 'the start'}`);
        console.log(`title look-ups: ${JSON.stringify(s.lookups)}`);
        for (const r of s.runs) console.log(`${r.started_at} ${summary(r)}${r.error ? `\n    error: ${r.error}` : ''}`);
        for (const e of s.errors) console.log(`error ${e.at} run ${e.run_id} [${e.code}] ${e.message}${e.record_id ? ` (record ${e.record_id})` : ''}`);
      });
    });
}
