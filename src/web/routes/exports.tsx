import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../deps.ts';
import type { Selection } from '../../exports/selection.ts';
import { byteStream, exportFileName, exportSelection } from '../../exports/run-export.ts';
import { FORMAT_OF_EXT, selectionInfo } from '../distribution/selection-info.ts';
import { cardOptions, mountSelections, siteUrl } from '../distribution/context.ts';
import { searchPapers } from '../../papers/search.ts';
import { redirectIfRenamed } from '../renamed-edition.ts';

const EXTS = Object.keys(FORMAT_OF_EXT);

async function serveExport(c: Context, deps: WebDeps, sel: Selection, ext: string): Promise<Response> {
  // A search whose index is damaged or being rebuilt must fail before the headers go out (503, papers/search-heal.ts).
  if (sel.kind === 'search') await searchPapers(deps.store, sel.q, 1, 1);
  const info = await selectionInfo(deps.store, sel);
  if (!info) {
    if (sel.kind === 'venue') await redirectIfRenamed(c, deps.store, sel.edition);
    throw new HTTPException(404, { message: `Nothing to export at ${c.req.path}` });
  }
  const meta = { title: info.title, source: `${siteUrl(c, deps)}${info.pagePath}`, generatedAt: new Date().toISOString() };
  const { writer, chunks } = exportSelection(deps.store, sel, FORMAT_OF_EXT[ext], meta, cardOptions(deps));
  return new Response(byteStream(chunks, c.req.path), {
    headers: {
      'Content-Type': writer.contentType,
      'Content-Disposition': `attachment; filename="${exportFileName(sel, writer.extension)}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Downloads of venue pages (with filters), searches and institutions: .bib .csv .json .md .txt (digest), streamed. */
export function mount(app: Hono, deps: WebDeps): void {
  mountSelections(app, '/exports', EXTS, 'export', 'Exports: /exports/venues/<edition>.bib, /exports/search.csv?q=…, /exports/institutions/<id>.md',
    (c, sel, ext) => serveExport(c, deps, sel, ext));
}
