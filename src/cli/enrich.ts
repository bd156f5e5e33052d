import type { Command } from 'commander';
import { canonicalIds } from '../arxiv/ids.ts';
import cliProgress from 'cli-progress';
import { withContext } from './context.ts';
import type { Store } from '../store/connection.ts';
import { enrichPapers, type EnrichStats } from '../enrich/enrich-papers.ts';
import { createLlm, LLM_SETUP_HINT, LlmError } from '../enrich/llm-client.ts';
import { usageByDay } from '../enrich/llm-ledger.ts';
import { TASKS, type Task } from '../enrich/prompts.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';

/** Papers to enrich: explicit ids, else those of an edition (e.g. icml-2026), else the newest; at most `limit`. */
export async function selectPapers(store: Store, opts: { ids?: string[]; venue?: string; limit?: number }): Promise<string[]> {
  if (opts.ids?.length) return canonicalIds(opts.ids, '--ids').slice(0, opts.limit ?? opts.ids.length);
  let q = store.db.selectFrom('papers').select('papers.id').orderBy('papers.seq', 'desc');
  if (opts.venue) q = q.where('papers.id', 'in', (eb) => eb.selectFrom('paper_venues').select('paper_id').where('edition', '=', opts.venue!.toLowerCase()));
  if (opts.limit) q = q.limit(opts.limit);
  return (await q.execute()).map((r) => r.id);
}

const money = (n: number) => n.toFixed(n < 1 ? 4 : 2);

/** The closing summary of `paperboard enrich`: counts, tokens and cost of the run and of today. */
export function formatSummary(s: EnrichStats, today?: { calls: number; promptTokens: number; completionTokens: number; cost: number }): string[] {
  const worked = s.papers - s.cached / Math.max(1, s.fields / Math.max(1, s.papers)); // papers that needed a request
  return [
    `papers ${s.papers} · fields ${s.fields}: done ${s.done} · cached ${s.cached} · failed ${s.failed} · pending after errors ${s.errors}`,
    `run ${s.runId}: ${s.calls} calls (${s.failedCalls} failed) · ${s.promptTokens} prompt + ${s.completionTokens} completion tokens · cost ${money(s.cost)}` +
      (s.calls && worked > 0 ? ` · ${Math.round(s.promptTokens / worked)} prompt tokens per paper` : ''),
    ...(today ? [`today: ${today.calls} calls · ${today.promptTokens} + ${today.completionTokens} tokens · cost ${money(today.cost)}`] : []),
  ];
}

/** `paperboard enrich`: Chinese titles and one-sentence summaries for papers, cached per (version, task, model, prompt). */
export function register(program: Command): void {
  program.command('enrich')
    .description('make title_zh, summary_zh and summary_en with the configured LLM (cached: a rerun costs nothing)')
    .option('--venue <edition>', 'only papers of this edition, e.g. icml-2026')
    .option('--ids <ids>', 'comma-separated arXiv ids')
    .option('--limit <n>', 'at most this many papers')
    .option('--task <tasks>', `comma-separated tasks (${TASKS.join(',')})`, TASKS.join(','))
    .option('--batch <n>', 'papers per request (default PAPERBOARD_LLM_BATCH)')
    .option('--retry-failed', 'ask again for fields recorded as failed')
    .option('--no-progress', 'never show a progress bar')
    .action(async (opts: { venue?: string; ids?: string; limit?: string; task: string; batch?: string; retryFailed?: boolean; progress: boolean }) => {
      const tasks = opts.task.split(',').map((t) => t.trim()).filter(Boolean);
      const unknown = tasks.filter((t) => !TASKS.includes(t as Task));
      if (unknown.length) throw Object.assign(new Error(`--task: unknown task ${unknown.join(', ')} (known: ${TASKS.join(', ')})`), { code: 'ENRICH_BAD_TASK' });
      await withContext(async (ctx) => {
        const llm = createLlm(ctx.config, storeGapGate(ctx.store));
        if (!llm) throw new LlmError('LLM_NOT_CONFIGURED', `no LLM configured: ${LLM_SETUP_HINT}`);
        const ids = await selectPapers(ctx.store, { ids: opts.ids?.split(',').map((s) => s.trim()).filter(Boolean), venue: opts.venue, limit: opts.limit ? Number(opts.limit) : undefined });
        const bar = opts.progress && process.stderr.isTTY
          ? new cliProgress.SingleBar({ format: 'enrich [{bar}] {value}/{total} fields · eta {eta}s', stream: process.stderr }, cliProgress.Presets.shades_classic)
          : null;
        bar?.start(ids.length * tasks.length, 0);
        const stats = await enrichPapers(ctx.store, llm, ctx.config, ids, {
          tasks: tasks as Task[], batchSize: opts.batch ? Number(opts.batch) : undefined, retryFailed: opts.retryFailed,
          onProgress: (n) => bar?.update(n),
        });
        bar?.stop();
        const today = (await usageByDay(ctx.store, 1)).find((d) => d.day === new Date().toISOString().slice(0, 10));
        for (const line of formatSummary(stats, today)) console.log(line);
        if (stats.errors) process.exitCode = 2;
      });
    });
}
