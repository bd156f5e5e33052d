import type { Command } from 'commander';
import { canonicalIds } from '../arxiv/ids.ts';
import { extractFile, type PaperAffiliations } from '../institutions/extract.ts';
import { matchAffiliation, type ResolvedInstitution } from '../institutions/match.ts';
import { displayInstitution } from '../institutions/display.ts';
import { fetchPaperAffiliations } from '../institutions/fetch-front-matter.ts';
import { setPaperAffiliations } from '../institutions/affiliation-store.ts';
import { loadConfig } from '../config.ts';
import { clientFromConfig } from '../arxiv/client.ts';
import { loadDotEnv, withContext } from './context.ts';
import cliProgress from 'cli-progress';
import { fillPaperAffiliations, nameFromModel } from '../institutions/affiliation-pipeline.ts';
import { zhNameForOrganisation } from '../enrich/org-name-zh.ts';
import { createLlm } from '../enrich/llm-client.ts';
import { registerCrosscheck } from './institutions-crosscheck.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';

function shown(r: ResolvedInstitution) {
  return { name_en: r.name_en, name_zh: r.name_zh, country: r.country, ror: r.ror ? `https://ror.org/${r.ror}` : null, id: r.id, unit_en: r.unit_en, unit_zh: r.unit_zh, display: displayInstitution(r) };
}

function asJson(p: PaperAffiliations & { tried?: string[] }) {
  return {
    source: p.source,
    authors: p.authors.map((a) => ({ name: a.name, affiliations: a.affiliations.map((f) => ({ text: f.text, institutions: f.institutions.map(shown) })) })),
    ...(p.tried ? { tried: p.tried } : {}),
  };
}

/**
 * With a model configured (PAPERBOARD_LLM_*), organisations and sub-units of a local file that the registry and the unit glossary
 * leave without a Chinese name get one from the model, once per organisation (cached in the store's org_names_zh, as the
 * background jobs do). Never fails the extraction: a configuration or model error is reported on stderr and the names stay empty.
 */
async function nameLocalWithModel(result: PaperAffiliations): Promise<void> {
  try {
    loadDotEnv();
    const config = loadConfig();
    const llm = createLlm(config);
    if (!llm || !result.authors.some((a) => a.affiliations.some((f) => f.institutions.some((r) => !r.name_zh || (r.unit_en && !r.unit_zh))))) return;
    await withContext((ctx) => nameFromModel(result, (name) => zhNameForOrganisation(ctx.store, llm, name, ctx.config), true));
  } catch (e) {
    console.error(`paperboard: Chinese names from the model skipped: ${(e as Error & { code?: string }).code ?? ''} ${(e as Error).message}`.trim());
  }
}

async function extract(target: string | undefined, opts: { file?: string; save?: boolean; llm?: boolean }): Promise<void> {
  if (opts.file || (target && /\.(tex|ltx|html?|pdf|gz|tgz|tar)$/i.test(target))) {
    const result = await extractFile(opts.file ?? target!);
    if (opts.llm !== false) await nameLocalWithModel(result);
    console.log(JSON.stringify(asJson(result), null, 1));
    return;
  }
  if (!target) throw Object.assign(new Error('give an arXiv id (e.g. 2605.01234v1) or --file PATH'), { code: 'USAGE' });
  loadDotEnv();
  const client = clientFromConfig(loadConfig());
  const result = await fetchPaperAffiliations(target, (url, o) => client.fetchBytes(url, o));
  console.log(JSON.stringify(asJson(result), null, 1));
  if (opts.save) {
    const m = /^(.*?)(?:v(\d+))?$/.exec(target)!;
    await withContext((ctx) => setPaperAffiliations(ctx.store, m[1], Number(m[2] ?? 1), result));
  }
}

async function fetchMany(ids: string[], opts: { venue?: string; force?: boolean; progress: boolean }): Promise<void> {
  if (!ids.length && !opts.venue) throw Object.assign(new Error('give arXiv ids or --venue EDITION (e.g. icml-2026)'), { code: 'USAGE' });
  await withContext(async (ctx) => {
    let list = canonicalIds(ids, 'arXiv ids');
    if (opts.venue) {
      let q = ctx.store.db.selectFrom('paper_venues as v').select('v.paper_id').distinct().where('v.edition', '=', opts.venue.toLowerCase());
      if (!opts.force) q = q.where(({ not, exists, selectFrom }) => not(exists(selectFrom('paper_affiliation_sources as s').select('s.paper_id').whereRef('s.paper_id', '=', 'v.paper_id'))));
      const rows = await q.orderBy('v.paper_id').execute();
      list.push(...rows.map((r) => r.paper_id));
    }
    list = [...new Set(list)];
    const llm = createLlm(ctx.config, storeGapGate(ctx.store));
    const bar = opts.progress && process.stderr.isTTY
      ? new cliProgress.SingleBar({ format: 'affiliations [{bar}] {value}/{total} papers · {last} · eta {eta}s', stream: process.stderr }, cliProgress.Presets.shades_classic)
      : null;
    bar?.start(list.length, 0, { last: '' });
    const bySource: Record<string, number> = {};
    const failed: string[] = [];
    for (const [i, id] of list.entries()) {
      try {
        const r = await fillPaperAffiliations({ store: ctx.store, config: ctx.config, llm }, id);
        bySource[r.source] = (bySource[r.source] ?? 0) + 1;
        bar?.update(i + 1, { last: `${id} ${r.source}` });
      } catch (e) {
        failed.push(`${id}: ${(e as Error & { code?: string }).code ?? 'error'} ${(e as Error).message}`);
        bar?.update(i + 1, { last: `${id} failed` });
      }
    }
    bar?.stop();
    console.log(JSON.stringify({ papers: list.length, by_source: bySource, failed: failed.length, llm: Boolean(llm) }));
    for (const f of failed) console.error(`  ${f}`);
    if (failed.length) process.exitCode = 2;
  });
}

/** `paperboard institutions match|extract|fetch|crosscheck` and `paperboard affiliations extract FILE`. */
export function register(program: Command): void {
  const inst = program.command('institutions').description('institutions: match affiliation strings to the registry, extract authors and affiliations from papers');
  inst.command('match').argument('<affiliation>', 'affiliation string as printed in a paper')
    .description('print the institutions an affiliation string resolves to, as JSON')
    .action((text: string) => { console.log(JSON.stringify({ institutions: matchAffiliation(text).map(shown) }, null, 1)); });
  inst.command('extract').argument('[arxiv-id]', 'arXiv id with version; fetched politely from arXiv (HTML, then e-print, then PDF)')
    .option('--file <path>', 'read a local .tex, .html, .pdf or e-print .tar.gz instead (no network; with a model configured, organisations without a Chinese name are named by it, cached in the store)')
    .option('--no-llm', 'with --file: never ask the model for Chinese names')
    .option('--save', 'store the result for the paper')
    .description('print authors, affiliations and institutions of a paper as JSON')
    .action(extract);
  inst.command('fetch').argument('[arxiv-ids...]', 'papers in the store (version optional: the stored version is read)')
    .option('--venue <edition>', 'every paper of a venue edition, e.g. icml-2026, that has no affiliations yet')
    .option('--force', 'with --venue: also papers that already have affiliations')
    .option('--no-progress', 'never show a progress bar')
    .description('fetch (politely, cached on disk), extract, resolve and store affiliations now, in the foreground — the same work as the background job')
    .action((ids: string[], opts: { venue?: string; force?: boolean; progress: boolean }) => fetchMany(ids, opts));
  registerCrosscheck(inst);
  program.command('affiliations').description('affiliations of papers (alias of `institutions extract --file`)')
    .command('extract').argument('<file>', '.tex, .html, .pdf or e-print .tar.gz').description('print authors and affiliations of a local file as JSON (Chinese names the registry lacks come from the model when one is configured)')
    .option('--no-llm', 'never ask the model for Chinese names')
    .action((file: string, opts: { llm: boolean }) => extract(undefined, { file, llm: opts.llm }));
}
