import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { WebDeps } from '../app.tsx';
import type { Selection } from '../../exports/selection.ts';
import { byteStream, exportFileName, exportSelection } from '../../exports/run-export.ts';
import { FORMAT_OF_EXT, selectionInfo, selectionOf } from '../distribution/selection-info.ts';
import { cardOptions, siteUrl, splitExtension } from '../distribution/context.ts';

const EXTS = Object.keys(FORMAT_OF_EXT);

async function serveExport(c: Context, deps: WebDeps, sel: Selection, ext: string): Promise<Response> {
  if (sel.kind === 'search' && !sel.q) throw new HTTPException(400, { message: 'q: a search export needs a query (?q=…)' });
  const info = await selectionInfo(deps.store, sel);
  if (!info) throw new HTTPException(404, { message: `Nothing to export at ${c.req.path}` });
  const meta = { title: info.title, source: `${siteUrl(c, deps)}${info.pagePath}`, generatedAt: new Date().toISOString() };
  const { writer, chunks } = exportSelection(deps.store, sel, FORMAT_OF_EXT[ext], meta, cardOptions(deps));
  return new Response(byteStream(chunks), {
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
  app.get('/exports/venues/:file', (c) => {
    const { name, ext } = splitExtension(c.req.param('file'), EXTS);
    return serveExport(c, deps, selectionOf('venue', name, (k) => c.req.query(k)), ext);
  });
  app.get('/exports/institutions/:file', (c) => {
    const { name, ext } = splitExtension(c.req.param('file'), EXTS);
    return serveExport(c, deps, selectionOf('institution', name, (k) => c.req.query(k)), ext);
  });
  app.get('/exports/:file', (c) => {
    const { name, ext } = splitExtension(c.req.param('file'), EXTS);
    if (name !== 'search') throw new HTTPException(404, { message: 'Exports: /exports/venues/<edition>.bib, /exports/search.csv?q=…, /exports/institutions/<id>.md' });
    return serveExport(c, deps, selectionOf('search', '', (k) => c.req.query(k)), ext);
  });
}
