import type { Command } from 'commander';
import { canonicalIds } from '../arxiv/ids.ts';
import { withContext } from './context.ts';
import { openAlexFromConfig } from '../institutions/openalex-client.ts';
import { crosscheckPaper, papersToCrosscheck } from '../institutions/openalex-crosscheck.ts';

async function crosscheck(ids: string[], opts: { limit: string }): Promise<void> {
  await withContext(async (ctx) => {
    if (!ctx.config.openalexEnabled) throw Object.assign(new Error('the OpenAlex cross-check is off: set PAPERBOARD_OPENALEX=true (and PAPERBOARD_CONTACT to your address, sent as mailto)'), { code: 'USAGE' });
    const limit = Number(opts.limit);
    if (!Number.isInteger(limit) || limit < 1) throw Object.assign(new Error(`--limit ${opts.limit}: give a whole number of papers ≥ 1`), { code: 'USAGE' });
    const list = ids.length ? [...new Set(canonicalIds(ids, 'arXiv ids'))] : await papersToCrosscheck(ctx.store, limit);
    const client = openAlexFromConfig(ctx.config);
    const byOutcome: Record<string, number> = {};
    const failed: string[] = [];
    let disagreements = 0;
    for (const id of list) {
      try {
        const r = await crosscheckPaper(ctx.store, client, id);
        byOutcome[r.outcome] = (byOutcome[r.outcome] ?? 0) + 1;
        disagreements += r.disagreements;
      } catch (e) {
        failed.push(`${id}: ${(e as Error & { code?: string }).code ?? 'error'} ${(e as Error).message}`);
      }
    }
    console.log(JSON.stringify({ papers: list.length, by_outcome: byOutcome, disagreements, requests: client.requests, failed: failed.length }));
    for (const f of failed) console.error(`  ${f}`);
    if (failed.length) process.exitCode = 2;
  });
}

/** `paperboard institutions crosscheck [ids…]`: asks OpenAlex about papers now, in the foreground (the background job's work). */
export function registerCrosscheck(inst: Command): void {
  inst.command('crosscheck').argument('[arxiv-ids...]', 'papers in the store; default: papers OpenAlex has not been asked about, those without affiliations first')
    .option('--limit <n>', 'without ids: at most this many papers', '50')
    .description('cross-check affiliations against OpenAlex (politely, cached on disk): fill papers whose front matter gave none, flag disagreements for /admin/openalex')
    .action((ids: string[], opts: { limit: string }) => crosscheck(ids, opts));
}
