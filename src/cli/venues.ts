import type { Command } from 'commander';
import { withContext } from './context.ts';
import { detectFile } from '../venues/detect-file.ts';
import { matchList, storeList } from '../venues/lists/match-list.ts';
import { readList, ListFormatError, type ListFormat } from '../venues/lists/parse-list.ts';
import cliProgress from 'cli-progress';
import { countPapers, redetectVenues } from '../venues/redetect.ts';
import { markVenueRules } from '../venues/rules-mark.ts';

async function importList(file: string, o: { venue: string; year: string; format: ListFormat }): Promise<void> {
  const year = Number(o.year);
  if (!Number.isInteger(year) || year < 1950 || year > 2100) throw new ListFormatError(`--year must be a four-digit year, got "${o.year}"`);
  if (!['auto', 'papercopilot', 'csv', 'tsv', 'openreview'].includes(o.format)) throw new ListFormatError(`--format must be auto, papercopilot, csv, tsv or openreview, got "${o.format}"`);
  const entries = readList(file, o.format);
  await withContext(async (ctx) => {
    const listId = await storeList(ctx.store, { venue: o.venue, year, file, format: o.format }, entries);
    const c = await matchList(ctx.store, listId);
    console.log(`${o.venue} ${year}: ${c.total} entries — matched ${c.matched}, ambiguous ${c.ambiguous}, unmatched ${c.unmatched} (kept as list-only papers)`);
  });
}

/** `paperboard venues …`: detect venues in a records file, import accepted-paper lists, re-run detection. */
export function register(program: Command): void {
  const v = program.command('venues').description('venues: detect them in comments / journal-ref, import accepted-paper lists and match them to papers');
  v.command('detect')
    .description('read snapshot-layout JSONL (id, comments, journal-ref) and print {"id", "venues": […]} per line; no database needed')
    .requiredOption('--input <file>', 'JSONL file of records')
    .action(async (o: { input: string }) => {
      process.stdout.on('error', (err: NodeJS.ErrnoException) => { if (err.code === 'EPIPE') process.exit(0); throw err; });
      const res = await detectFile(o.input, process.stdout, (m) => console.error(`paperboard: ${m}`));
      if (res.bad) console.error(`paperboard: ${res.bad} bad line(s) skipped`);
    });
  v.command('import-list')
    .description('import an accepted-paper list (papercopilot JSON, CSV/TSV with title and authors, OpenReview notes; a directory reads every file) and match it to stored papers')
    .argument('<file>', 'list file or directory')
    .requiredOption('--venue <name>', 'canonical venue name, e.g. ICML')
    .requiredOption('--year <year>', 'edition year, e.g. 2025')
    .option('--format <format>', 'auto | papercopilot | csv | tsv | openreview', 'auto')
    .action(importList);
  v.command('redetect')
    .description('re-run venue detection on every stored paper (after a catalogue change); list-verified flags and accepted corrections are kept; safe to stop and run again; a venue slug the catalogue renamed (most of its papers moved to one new slug) answers 301 to the new one')
    .option('--threads <n>', 'detection threads (0: none; default: none on 1-2 cores, else cores - 1, at most 4, for stores of over 5,000 papers)')
    .action(async (opts: { threads?: string }) => {
      const threads = opts.threads === undefined ? undefined : Number(opts.threads);
      if (threads !== undefined && !(Number.isInteger(threads) && threads >= 0)) throw new Error(`--threads: expected a whole number >= 0, got "${opts.threads}"`);
      await withContext(async (ctx) => {
        const total = await countPapers(ctx.store);
        const bar = process.stderr.isTTY ? new cliProgress.SingleBar({ format: 'venues redetect [{bar}] {percentage}% · {value}/{total} papers · eta {eta}s', stream: process.stderr }, cliProgress.Presets.shades_classic) : null;
        bar?.start(total, 0);
        const r = await redetectVenues(ctx.store, (done) => bar?.update(done), { threads });
        bar?.stop();
        // the store's venues are now as this build's rules read them: no re-detection job after the next start
        await markVenueRules(ctx.store);
        console.log(`re-detected venues of ${r.papers} papers: ${r.changed} papers changed venue, ${r.rows} venue rows; `
          + `${r.retired} venue slugs retired (no paper has them now), ${r.redirected} of them redirected to their new slug`);
      });
    });
}
