import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { withContext } from './context.ts';
import { cardOptionsOf } from '../cards/card-data.ts';
import { FORMATS, isFormat } from '../exports/writer.ts';
import { exportSelection } from '../exports/run-export.ts';
import type { Selection } from '../exports/selection.ts';
import { selectionInfo } from '../web/distribution/selection-info.ts';
import { readCcf, readVenueFilterParams } from '../papers/edition-filters.ts';
import { editionRedirect } from '../venues/slug-redirects.ts';
import type { Store } from '../store/connection.ts';

/** Error for export options that do not name one selection or format. */
export class ExportOptionError extends Error {
  readonly code = 'EXPORT_OPTIONS';
}

interface ExportOptions {
  venue?: string; track?: string; programme?: string; status?: string; verified?: boolean; country?: string; category?: string; keywords?: string; from?: string;
  search?: string; institution?: string; ccf?: string; format: string; out?: string; batch: string;
}

/** A venue selection whose slug the catalogue renamed, as the new slug (said on stderr, as the site's 301 says it); others as they are. */
async function followRename(store: Store, sel: Selection): Promise<Selection> {
  if (sel.kind !== 'venue') return sel;
  const to = await editionRedirect(store, sel.edition);
  if (!to) return sel;
  console.error(`paperboard: ${sel.edition} was renamed ${to} (the catalogue renamed the venue); exporting ${to}`);
  return { ...sel, edition: to };
}

function selectionFrom(o: ExportOptions): Selection {
  const given = [o.venue, o.search, o.institution].filter((x) => x !== undefined).length;
  if (given !== 1) throw new ExportOptionError('give exactly one of --venue <edition>, --search <query>, --institution <id>');
  if (o.venue) {
    const raw: Record<string, string | undefined> = { track: o.track, programme: o.programme, status: o.status, verified: o.verified ? '1' : undefined, country: o.country, category: o.category, q: o.keywords, institution: o.from, ccf: o.ccf };
    return { kind: 'venue', edition: o.venue.toLowerCase(), params: readVenueFilterParams((k) => raw[k]) };
  }
  if (o.search !== undefined) return { kind: 'search', q: o.search, ccf: readCcf(o.ccf) };
  return { kind: 'institution', id: o.institution!, ccf: readCcf(o.ccf) };
}

/** `paperboard export`: writes a venue edition (with filters), a search or an institution as BibTeX, RIS, CSL-JSON, CSV, JSON, Markdown or the digest text, streamed. */
export function register(program: Command): void {
  program.command('export')
    .description('export a venue edition, a search or an institution as bibtex | ris | csl-json | csv | json | markdown | digest (streamed, flat memory)')
    .option('--venue <edition>', 'edition slug, e.g. icml-2026')
    .option('--track <track>', 'only this track (main, workshop, findings …)')
    .option('--programme <name>', 'with --venue: only this programme of the track "other" ("Journal Track", "Lab" …; none: no programme named)')
    .option('--status <status>', 'with --venue: accepted, published, submitted or under_review (default: accepted or published)')
    .option('--verified', 'with --venue: only papers confirmed by an accepted list')
    .option('--country <cc>', 'with --venue: only papers with an institution in this country (CN, US …)')
    .option('--category <cat>', 'with --venue: only this arXiv category (cs.LG) or archive (cs)')
    .option('--keywords <words>', 'with --venue: words that must all occur')
    .option('--from <institution>', 'with --venue: only papers from this institution (name or acronym)')
    .option('--ccf <tier>', 'only papers accepted (not in a workshop) at a venue of this CCF rank: A, B or C')
    .option('--search <query>', 'papers matching a search instead of a venue')
    .option('--institution <id>', 'papers of one institution (its id, as in /institutions/<id>)')
    .requiredOption('--format <format>', FORMATS.join(' | '))
    .option('--out <file>', 'write to this file instead of standard output')
    .option('--batch <n>', 'papers read per query (memory is bounded by this)', '5000')
    .action(async (o: ExportOptions) => {
      if (!isFormat(o.format)) throw new ExportOptionError(`--format ${o.format}: use one of ${FORMATS.join(', ')}`);
      const asked = selectionFrom(o);
      const format = o.format;
      await withContext(async (ctx) => {
        const sel = await followRename(ctx.store, asked);
        const info = await selectionInfo(ctx.store, sel);
        if (!info) throw new ExportOptionError(`nothing to export: ${sel.kind === 'venue' ? `no accepted papers for ${sel.edition}` : `unknown institution ${o.institution}`}`);
        const meta = { title: info.title, source: info.pagePath, generatedAt: new Date().toISOString() };
        const { chunks } = exportSelection(ctx.store, sel, format, meta, cardOptionsOf(ctx.config), Number(o.batch) || 5000);
        const out = o.out ? fs.createWriteStream(o.out) : process.stdout;
        try {
          await pipeline(Readable.from(chunks), out, { end: Boolean(o.out) });
        } catch (err) {
          if ((err as { code?: string }).code !== 'EPIPE') throw err;
        }
        if (o.out) console.error(`paperboard: wrote ${format} of ${info.title} to ${o.out}`);
      });
    });
}
