import type { Store } from '../store/connection.ts';
import type { CardOptions } from '../cards/card-data.ts';
import { selectionRecords, type Selection } from './selection.ts';
import { listOnlyRecords } from './list-only.ts';
import { renderExport, writerFor, type ExportFormat } from './writer.ts';
import type { ExportMeta, ExportWriter } from './export-writer.ts';

/** An export ready to stream: its writer (content type, extension) and the text chunks. */
export interface ExportStream {
  writer: ExportWriter;
  chunks: AsyncGenerator<string>;
}

/** Papers read per query by exports: large pages keep offset-paged venue lists fast; memory stays bounded by this, not by the total. */
export const EXPORT_FETCH = 5000;

/** Streams a selection in one format (its arXiv papers, then its list-only entries), reading `fetch` papers per query and enriching 500 at a time (flat memory for any size). */
export function exportSelection(store: Store, sel: Selection, format: ExportFormat, meta: ExportMeta, opts: CardOptions, fetch = EXPORT_FETCH): ExportStream {
  const writer = writerFor(format, meta);
  return { writer, chunks: renderExport(selectionRecords(store, sel, opts, { fetch, cards: 500 }), writer, listOnlyRecords(store, sel)) };
}

/**
 * A web ReadableStream of UTF-8 bytes pulled from text chunks (respects back-pressure). An error after the headers
 * went out can only cut the download short: it is logged as one structured line, and the stream fails with a
 * message-only error (the server logs no stack trace).
 */
export function byteStream(chunks: AsyncGenerator<string>, what = 'export'): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  // Set when the client went away (the server cancels the stream): a pull still in flight then just stops — a
  // client's abort is not a failure to log.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const next = await chunks.next();
          if (cancelled) return;
          if (next.done) return controller.close();
          if (next.value) return controller.enqueue(enc.encode(next.value));
        }
      } catch (err) {
        if (cancelled) return;
        const message = String((err as Error)?.message ?? err);
        console.error(JSON.stringify({ level: 'error', msg: 'export stopped mid-stream', what, err: message, code: (err as { code?: string })?.code }));
        const cut = new Error(`${what} stopped mid-stream: ${message}`);
        cut.stack = cut.message;
        controller.error(cut);
      }
    },
    async cancel() {
      cancelled = true;
      await chunks.return(undefined);
    },
  });
}

/** A file name for a selection's export: `icml-2026-main.bib`, `search-diffusion.csv`. */
export function exportFileName(sel: Selection, extension: string): string {
  const parts = sel.kind === 'venue' ? [sel.edition, sel.params.track, sel.params.programme, sel.params.status, sel.params.verified ? 'verified' : undefined, sel.params.country, sel.params.category, sel.params.institution, sel.params.q] : sel.kind === 'search' ? ['search', sel.q] : ['institution', sel.id];
  const stem = parts.filter(Boolean).join('-').normalize('NFKD').replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'papers';
  return `${stem}.${extension}`;
}
