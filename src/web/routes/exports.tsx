import type { Context, Hono } from 'hono';

import type { WebDeps } from '../deps.ts';
import type { Selection } from '../../exports/selection.ts';
import { byteStream, exportFileName, exportSelection } from '../../exports/run-export.ts';
import { FORMAT_OF_EXT, paperExportPath, selectionInfo } from '../distribution/selection-info.ts';
import { cardOptions, mountSelections, siteUrl, splitExtension } from '../distribution/context.ts';
import { searchPapers } from '../../papers/search.ts';
import { redirectIfRenamed } from '../renamed-edition.ts';
import { EXPORT_ADDRESSES, noPaper, NOT_AN_ARXIV_ID, nothingAt, readerError } from '../pages/reader-words.tsx';
import { parseArxivId } from '../../arxiv/ids.ts';
import { findPaper } from '../../papers/queries.ts';
import { loadCards } from '../../cards/card-data.ts';
import { toRecord } from '../../exports/record.ts';
import { renderExport, writerFor } from '../../exports/writer.ts';

const EXTS = Object.keys(FORMAT_OF_EXT);

async function serveExport(c: Context, deps: WebDeps, sel: Selection, ext: string): Promise<Response> {
  // A search whose index is damaged or being rebuilt must fail before the headers go out (503, papers/search-heal.ts).
  if (sel.kind === 'search') await searchPapers(deps.store, sel.q, 1, 1);
  const info = await selectionInfo(deps.store, sel);
  if (!info) {
    if (sel.kind === 'venue') await redirectIfRenamed(c, deps.store, sel.edition);
    throw readerError(404, nothingAt('export', c.req.path));
  }
  const meta = { title: info.title, source: `${siteUrl(c, deps)}${info.pagePath}`, generatedAt: new Date().toISOString() };
  const { writer, chunks } = exportSelection(deps.store, sel, FORMAT_OF_EXT[ext], meta, cardOptions(deps));
  return new Response(byteStream(chunks, c.req.path), { headers: downloadHeaders(writer.contentType, exportFileName(sel, writer.extension)) });
}

/** The headers of every download: its type, a file name to save it under, five minutes of caching, no sniffing. */
function downloadHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * `/exports/papers/<arXiv id>.<ext>`: one paper's citation (.bib, .ris, .csl.json) or record in any export format, written by the same
 * writers as a venue's download (old-style ids keep their slash: `/exports/papers/hep-th/9901001.bib`).
 */
async function servePaperExport(c: Context, deps: WebDeps): Promise<Response> {
  let file: string;
  try { file = decodeURIComponent(c.req.path.slice('/exports/papers/'.length)); } catch { throw readerError(404, NOT_AN_ARXIV_ID); }
  const { name, ext } = splitExtension(file, EXTS);
  const parsed = parseArxivId(name);
  if (!parsed) throw readerError(404, NOT_AN_ARXIV_ID);
  if (parsed.id !== name) return c.redirect(paperExportPath(parsed.id, FORMAT_OF_EXT[ext]), 301);
  const paper = await findPaper(deps.store, parsed.id);
  if (!paper) throw readerError(404, noPaper(parsed.id));
  const [card] = await loadCards(deps.store, [paper], cardOptions(deps));
  const writer = writerFor(FORMAT_OF_EXT[ext], { title: paper.title, source: `${siteUrl(c, deps)}/papers/${paper.id}`, generatedAt: new Date().toISOString() });
  let body = '';
  for await (const chunk of renderExport([toRecord(card)], writer)) body += chunk;
  return new Response(body, { headers: downloadHeaders(writer.contentType, `arXiv-${paper.id.replace(/[^A-Za-z0-9.-]+/g, '-')}.${writer.extension}`) });
}

/** Downloads of venue pages (with filters), searches and institutions: .bib .ris .csl.json .csv .json .md .txt (digest), streamed. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/exports/papers/*', (c) => servePaperExport(c, deps));
  mountSelections(app, '/exports', EXTS, 'export', EXPORT_ADDRESSES,
    (c, sel, ext) => serveExport(c, deps, sel, ext));
}
