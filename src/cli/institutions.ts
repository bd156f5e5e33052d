import type { Command } from 'commander';
import { extractFile, type PaperAffiliations } from '../institutions/extract.ts';
import { matchAffiliation, type ResolvedInstitution } from '../institutions/match.ts';
import { displayInstitution } from '../institutions/display.ts';
import { fetchPaperAffiliations } from '../institutions/fetch-front-matter.ts';
import { setPaperAffiliations } from '../institutions/affiliation-store.ts';
import { loadConfig } from '../config.ts';
import { clientFromConfig } from '../arxiv/client.ts';
import { loadDotEnv, openContext } from './context.ts';

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

async function extract(target: string | undefined, opts: { file?: string; save?: boolean }): Promise<void> {
  if (opts.file || (target && /\.(tex|ltx|html?|pdf|gz|tgz|tar)$/i.test(target))) {
    console.log(JSON.stringify(asJson(await extractFile(opts.file ?? target!)), null, 1));
    return;
  }
  if (!target) throw Object.assign(new Error('give an arXiv id (e.g. 2605.01234v1) or --file PATH'), { code: 'USAGE' });
  loadDotEnv();
  const client = clientFromConfig(loadConfig());
  const result = await fetchPaperAffiliations(target, (url, o) => client.fetchBytes(url, o));
  console.log(JSON.stringify(asJson(result), null, 1));
  if (opts.save) {
    const m = /^(.*?)(?:v(\d+))?$/.exec(target)!;
    const ctx = await openContext();
    try { await setPaperAffiliations(ctx.store, m[1], Number(m[2] ?? 1), result); } finally { await ctx.close(); }
  }
}

/** `paperboard institutions match|extract` and `paperboard affiliations extract FILE`. */
export function register(program: Command): void {
  const inst = program.command('institutions').description('institutions: match affiliation strings to the registry, extract authors and affiliations from papers');
  inst.command('match').argument('<affiliation>', 'affiliation string as printed in a paper')
    .description('print the institutions an affiliation string resolves to, as JSON')
    .action((text: string) => { console.log(JSON.stringify({ institutions: matchAffiliation(text).map(shown) }, null, 1)); });
  inst.command('extract').argument('[arxiv-id]', 'arXiv id with version; fetched politely from arXiv (HTML, then e-print, then PDF)')
    .option('--file <path>', 'read a local .tex, .html, .pdf or e-print .tar.gz instead (no database, no network)')
    .option('--save', 'store the result for the paper')
    .description('print authors, affiliations and institutions of a paper as JSON')
    .action(extract);
  program.command('affiliations').description('affiliations of papers (alias of `institutions extract --file`)')
    .command('extract').argument('<file>', '.tex, .html, .pdf or e-print .tar.gz').description('print authors and affiliations of a local file as JSON')
    .action((file: string) => extract(undefined, { file }));
}
