import type { Command } from 'commander';
import { withContext } from './context.ts';
import type { EditionResult } from '../official/fetch-edition.ts';
import { canonicalVenue, editionsFor, knownEditions, sourceById } from '../official/registry.ts';
import { allEditions, fetchEditions, recentEditions } from '../official/refresh.ts';
import { fetchStatus } from '../official/completeness.ts';
import { UnknownEditionError, type SourceId } from '../official/source.ts';

interface FetchOpts { venue?: string; year?: string; source?: string; ref?: string; all?: boolean; recent?: boolean; json?: boolean }

/** One line per fetched edition: counts, or the error. */
function line(r: EditionResult): string {
  if (r.status === 'error') return `${r.edition} · ${r.label}: FAILED — ${r.error}`;
  const c = r.counts!;
  const f = r.refresh!;
  return `${r.edition} · ${r.label}: ${r.entries} entries (+${f.added} new, ${f.changed} changed, ${f.removed} removed, ${f.kept} kept) — ` +
    `matched now ${c.matched}, ambiguous ${c.ambiguous}, list-only ${c.unmatched} · ${r.requests} requests (${r.notModified} unchanged) · ` +
    `${(r.activeMs / 1000).toFixed(1)} s of work, ${(r.waitedMs / 1000).toFixed(0)} s polite waits${r.warnings.length ? ` · ${r.warnings.length} warning(s): ${r.warnings.slice(0, 3).join('; ')}${r.warnings.length > 3 ? ' …' : ''}` : ''}`;
}

function pickEditions(o: FetchOpts) {
  if (o.source) sourceById(o.source);
  if (o.all || o.recent) {
    const eds = o.recent ? recentEditions(new Date()) : allEditions();
    return o.source ? knownEditions().filter((e) => e.source === o.source) : eds;
  }
  if (!o.venue || !o.year) throw new UnknownEditionError('give --venue and --year (e.g. --venue icml --year 2025), or --all / --recent');
  const year = Number(o.year);
  if (!Number.isInteger(year) || year < 1950 || year > 2100) throw new UnknownEditionError(`--year must be a four-digit year, got "${o.year}"`);
  return editionsFor(canonicalVenue(o.venue), year, { source: o.source as SourceId | undefined, ref: o.ref });
}

/** `paperboard lists fetch|editions|status`: accepted-paper lists from the official sources (PMLR, ACL Anthology, OpenReview, virtual sites). */
export function register(program: Command): void {
  const l = program.command('lists').description('fetch accepted-paper lists from official sources (PMLR, ACL Anthology, OpenReview, conference virtual sites) and match them to arXiv papers');
  l.command('fetch')
    .description('fetch an edition (or every edition) from its official source, store it and match it; unmatched entries are looked up on arXiv by the titles job')
    .option('--venue <name>', 'venue, e.g. icml, uai, acl').option('--year <year>', 'edition year, e.g. 2025')
    .option('--source <id>', 'pmlr | acl-anthology | openreview | virtual-site (default: the preferred source that knows the edition)')
    .option('--ref <ref>', "the source's own name of the edition, e.g. v235, acl-2024, ICLR.cc/2025/Conference (needs --source when no source knows it)")
    .option('--all', 'every edition the sources know').option('--recent', 'editions of the last 18 months (what the weekly job fetches)')
    .option('--json', 'print the results as JSON')
    .action(async (o: FetchOpts) => {
      const editions = pickEditions(o);
      await withContext(async (ctx) => {
        const res = await fetchEditions(ctx.store, ctx.config, editions, (r) => { if (!o.json) console.log(line(r)); }, (m) => console.error(`lists: ${m}`));
        if (o.json) console.log(JSON.stringify(res, null, 2));
        if (res.length && res.every((r) => r.status === 'error')) process.exitCode = 1;
      });
    });
  l.command('editions').description('the editions each official source knows (no request made)')
    .action(() => {
      for (const e of knownEditions()) console.log(`${e.edition.padEnd(16)} ${e.source.padEnd(15)} ${e.ref.padEnd(40)} ${e.page}`);
    });
  l.command('status').description('the latest fetch of every edition: when, outcome, requests, entries, matched, list-only').option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      await withContext(async (ctx) => {
        const rows = await fetchStatus(ctx.store);
        if (o.json) return console.log(JSON.stringify(rows, null, 2));
        if (!rows.length) console.log('no official list fetched yet — try `paperboard lists fetch --venue uai --year 2024`');
        for (const r of rows) {
          console.log(`${r.edition} ${r.source} ${r.ref}: ${r.status} at ${r.finishedAt ?? r.startedAt} · ${r.entries} entries, ${r.matched} matched, ${r.listOnly} list-only` +
            `${r.lastOkAt && r.status !== 'ok' ? ` · last ok ${r.lastOkAt}` : ''}${r.error ? `\n    error: ${r.error}` : ''}`);
        }
      });
    });
}
