import type { FrontAuthor } from './author-block.ts';
import type { PagePair } from './page-zh-names.ts';
import { extractFrontMatter, resolveAuthors, type FrontMatterSource, type PaperAffiliations } from './extract.ts';
import { clipAtWord } from '../text/clip.ts';
import { wasStopped } from '../jobs/stopping.ts';

/** Fetches bytes of a URL (the arXiv polite client's `fetchBytes` fits). */
export type BytesFetcher = (url: string, opts?: { accept?: string }) => Promise<{ bytes: Uint8Array; contentType: string | null }>;

/** The arXiv URLs tried for a paper version, best source first. */
export function frontMatterUrls(idWithVersion: string, base = 'https://arxiv.org'): { kind: 'html' | 'eprint' | 'pdf'; url: string }[] {
  return [
    { kind: 'html', url: `${base}/html/${idWithVersion}` },
    { kind: 'eprint', url: `${base}/e-print/${idWithVersion}` },
    { kind: 'pdf', url: `${base}/pdf/${idWithVersion}` },
  ];
}

function useful(authors: FrontAuthor[]): boolean {
  return authors.length > 0 && authors.some((a) => a.affiliations.length > 0);
}

/** Reads a paper's authors and affiliations from arXiv HTML, else the e-print source, else the PDF; records which source was used. */
export async function fetchPaperAffiliations(idWithVersion: string, fetchBytes: BytesFetcher, base?: string): Promise<PaperAffiliations & { tried: string[] }> {
  const tried: string[] = [];
  let fallback: { source: FrontMatterSource; authors: FrontAuthor[]; pagePairs: PagePair[] } | null = null;
  for (const { kind, url } of frontMatterUrls(idWithVersion, base)) {
    try {
      const r = await fetchBytes(url, { accept: kind === 'html' ? 'text/html' : '*/*' });
      if (kind === 'html' && !/html/i.test(r.contentType ?? 'text/html')) { tried.push(`${kind}: not html`); continue; }
      const fm = await extractFrontMatter(kind === 'eprint' && /pdf/i.test(r.contentType ?? '') ? 'pdf' : kind, r.bytes);
      tried.push(`${kind}: ${fm.authors.length} authors`);
      if (useful(fm.authors)) return { ...resolveAuthors(fm.source, fm.authors, fm.pagePairs), tried };
      fallback ??= fm.authors.length ? fm : null;
    } catch (e) {
      if (wasStopped(e)) throw e; // the worker stops: the job is given back, the paper is not recorded as unreadable
      tried.push(clipAtWord(`${kind}: ${(e as Error & { code?: string }).code ?? 'error'} ${(e as Error).message}`, 200));
    }
  }
  return { ...resolveAuthors(fallback?.source ?? 'pdf', fallback?.authors ?? [], fallback?.pagePairs), tried };
}
