import type { Hono } from 'hono';
import { LIST_EXPORT_ADDRESS, noAcceptedList, readerError } from '../pages/reader-words.tsx';
import type { WebDeps } from '../deps.ts';
import { csvCell } from '../../exports/csv.ts';
import { editionCompleteness, listExportRows, type ListExportRow } from '../../official/completeness.ts';

const COLUMNS: (keyof ListExportRow)[] = ['title', 'authors', 'track', 'workshop', 'presentation', 'state', 'arxiv_id', 'official_id', 'openreview_id', 'url', 'list'];

/** `/exports/accepted-lists/<edition>.csv|.json`: every accepted-list entry of an edition, on arXiv or list-only, with the sources' attribution. */
export function mount(app: Hono, deps: WebDeps): void {
  app.get('/exports/accepted-lists/:file', async (c) => {
    const m = /^([a-z0-9-]+-\d{4})\.(csv|json)$/.exec(c.req.param('file').toLowerCase());
    if (!m) throw readerError(404, LIST_EXPORT_ADDRESS);
    const [, edition, ext] = m;
    const rows = await listExportRows(deps.store, edition);
    if (!rows.length) throw readerError(404, noAcceptedList(edition));
    const sources = (await editionCompleteness(deps.store, edition)).map((l) => ({ list: l.label, page: l.page, attribution: l.attribution, fetched_at: l.fetchedAt, entries: l.entries, on_arxiv: l.matched }));
    const headers = { 'Content-Disposition': `attachment; filename="${edition}-accepted-list.${ext}"`, 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' };
    if (ext === 'json') return c.json({ edition, sources, entries: rows }, 200, headers);
    const lines = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((k) => csvCell(r[k])).join(','))];
    return c.body(`\uFEFF${lines.join('\r\n')}\r\n`, 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
