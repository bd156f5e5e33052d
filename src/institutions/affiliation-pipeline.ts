import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { fetchBytes } from '../arxiv/client.ts';
import type { LlmClient } from '../enrich/llm-client.ts';
import { zhNameForOrganisation } from '../enrich/org-name-zh.ts';
import { cachingFetcher } from './front-matter-cache.ts';
import { fetchPaperAffiliations, frontMatterUrls, type BytesFetcher } from './fetch-front-matter.ts';
import { resolveAuthors, type PaperAffiliations } from './extract.ts';
import { llmFrontMatter } from './llm-front-matter.ts';
import { pdfFrontText } from './pdf-front-matter.ts';
import { pageZhPairs } from './page-zh-names.ts';
import { reindexPaperSearch } from '../papers/zh-search.ts';
import { nameUnknownOrganisations, setPaperAffiliations } from './affiliation-store.ts';
import { institutionId } from './affiliation-keys.ts';
import { reapplyAccepted } from './openalex-disagreements.ts';
import { clipAtWord } from '../text/clip.ts';
import { wasStopped } from '../jobs/stopping.ts';

/** What the pipeline needs: the store and configuration, optionally another fetcher (tests) and the model (null: no LLM steps). */
export interface PipelineDeps {
  store: Store;
  config: Config;
  llm: LlmClient | null;
  fetcher?: BytesFetcher;
}

/** What one paper's run did, for logs and the CLI. */
export interface PipelineResult {
  paperId: string;
  version: number;
  source: string;
  authors: number;
  withAffiliations: number;
  tried: string[];
}

const useful = (p: PaperAffiliations) => p.authors.some((a) => a.affiliations.length > 0);

/** The fetcher of the pipeline: the polite arXiv client (shared per-host gaps) behind the on-disk cache. */
export function pipelineFetcher(config: Config, inner?: BytesFetcher): BytesFetcher {
  return cachingFetcher(inner ?? ((url, opts) => fetchBytes(url, config, opts)), config.frontMatterCache);
}

async function llmFallback(deps: PipelineDeps, fetcher: BytesFetcher, idv: string, tried: string[]): Promise<PaperAffiliations | null> {
  if (!deps.llm) return null;
  try {
    const pdf = await fetcher(frontMatterUrls(idv, deps.config.arxivWebUrl).find((u) => u.kind === 'pdf')!.url);
    const text = await pdfFrontText(pdf.bytes);
    const authors = await llmFrontMatter(deps.store, deps.llm, text, deps.config);
    tried.push(`llm: ${authors.length} authors`);
    // the Chinese names the page prints beside its English affiliations name what the registry does not, as for the other sources
    const r = resolveAuthors('llm', authors, pageZhPairs(text));
    return useful(r) ? r : null;
  } catch (e) {
    if (wasStopped(e)) throw e; // the worker stops: the job is given back, not recorded
    tried.push(clipAtWord(`llm: ${(e as Error & { code?: string }).code ?? 'error'} ${(e as Error).message}`, 200));
    return null;
  }
}

/**
 * Gives sub-units missing from the glossary (and, with `institutions`, organisations the registry has no Chinese name for) a
 * Chinese name from `ask` — the model, asked once per organisation and cached in org_names_zh. Returns how many it named.
 */
export async function nameFromModel(result: PaperAffiliations, ask: (name: string) => Promise<string | null>, institutions: boolean): Promise<number> {
  let named = 0;
  for (const a of result.authors) for (const f of a.affiliations) for (const r of f.institutions) {
    if (institutions && !r.name_zh && (r.name_zh = await ask(r.name_en))) named++;
    if (r.unit_en && !r.unit_zh && (r.unit_zh = await ask(r.unit_en))) named++;
  }
  return named;
}

async function nameUnits(deps: PipelineDeps, result: PaperAffiliations): Promise<void> {
  if (deps.llm) await nameFromModel(result, (name) => zhNameForOrganisation(deps.store, deps.llm, name, deps.config), false);
}

/**
 * Fills one paper's affiliations: HTML, else e-print LaTeX, else PDF (fetched politely, cached on disk), else the
 * LLM on the first page's text; resolves, stores with the source used (authors whose OpenAlex version a moderator accepted keep it), and names organisations without a Chinese
 * name through the model (once per organisation). Throws when every fetch failed for a reason other than 404, so a job retries.
 */
export async function fillPaperAffiliations(deps: PipelineDeps, paperId: string): Promise<PipelineResult> {
  const row = await deps.store.db.selectFrom('papers').select(['id', 'version']).where('id', '=', paperId).executeTakeFirst();
  if (!row) throw Object.assign(new Error(`institutions: paper ${paperId} is not in the store`), { code: 'PAPER_NOT_FOUND' });
  const version = Number(row.version ?? 1);
  const idv = `${row.id}v${version}`;
  const fetcher = pipelineFetcher(deps.config, deps.fetcher);
  let result: PaperAffiliations & { tried: string[] } = await fetchPaperAffiliations(idv, fetcher, deps.config.arxivWebUrl);
  const tried = result.tried;
  if (!useful(result)) {
    if (tried.length && tried.every((t) => /: ARXIV_(RETRIES|NETWORK|RETRY_AFTER)|: error /.test(t))) {
      throw Object.assign(new Error(`institutions: every source of ${idv} failed: ${tried.join('; ')}`), { code: 'FRONT_MATTER_UNAVAILABLE' });
    }
    const viaLlm = await llmFallback(deps, fetcher, idv, tried);
    if (viaLlm) result = { ...viaLlm, tried };
    else if (!result.authors.length) result = { source: 'none', authors: [], tried };
  }
  await nameUnits(deps, result);
  await setPaperAffiliations(deps.store, row.id, version, result);
  await reapplyAccepted(deps.store, row.id);
  // Nothing read: forget an earlier OpenAlex check, so that the next cross-check fills the paper again (from its cache).
  if (!useful(result)) await deps.store.db.deleteFrom('openalex_checks').where('paper_id', '=', row.id).execute();
  if (deps.llm) {
    const ids = [...new Set(result.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions.filter((r) => !r.name_zh).map(institutionId))))];
    if (ids.length) await nameUnknownOrganisations(deps.store, (name) => zhNameForOrganisation(deps.store, deps.llm, name, deps.config), ids.length, ids);
  }
  await reindexPaperSearch(deps.store, [row.id]);
  return { paperId: row.id, version, source: result.source, authors: result.authors.length, withAffiliations: result.authors.filter((a) => a.affiliations.length).length, tried };
}
