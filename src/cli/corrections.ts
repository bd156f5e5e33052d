import type { Command } from 'commander';
import { withContext } from './context.ts';
import { listCorrections, type Correction } from '../corrections/moderate.ts';
import { listReports } from '../corrections/reports.ts';
import { displayValue } from '../corrections/fields.ts';

const COLUMNS = ['id', 'created_at', 'created_by', 'scope', 'paper_id', 'field', 'target_key', 'old_value', 'new_value', 'report_id', 'undone_at', 'undone_by'] as const;

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(list: Correction[]): string {
  return [COLUMNS.join(','), ...list.map((c) => COLUMNS.map((k) => csvCell(c[k])).join(','))].join('\n') + '\n';
}

const REPORT_STATUSES = ['pending', 'accepted', 'rejected', 'all'] as const;
type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The checked options of `corrections list`: a report status it knows and a whole limit ≥ 1, or a usage error saying which. */
function listOptions(opts: { reports?: string; limit: string }): { reports: ReportStatus | null; limit: number } {
  const limit = Number(opts.limit);
  if (!/^\d+$/.test(opts.limit) || limit < 1) throw Object.assign(new Error(`--limit ${opts.limit}: give a whole number ≥ 1`), { code: 'USAGE' });
  if (opts.reports === undefined) return { reports: null, limit };
  const reports = REPORT_STATUSES.find((x) => x === opts.reports);
  if (!reports) throw Object.assign(new Error(`--reports ${opts.reports}: use one of ${REPORT_STATUSES.join(', ')}`), { code: 'USAGE' });
  return { reports, limit };
}

async function list(raw: { reports?: string; limit: string }): Promise<void> {
  const opts = listOptions(raw);
  await withContext(async (ctx) => {
    if (opts.reports) {
      const reports = await listReports(ctx.store, opts.reports, opts.limit);
      // Said on stderr, so that standard output stays one line per report for scripts.
      if (!reports.length) console.error(`no ${opts.reports === 'all' ? '' : `${opts.reports} `}reports`);
      for (const r of reports) {
        console.log(`#${r.id}\t${r.status}\t${r.created_at.slice(0, 16)}\tarXiv:${r.paper_id}\t${r.field}${r.target_key ? `[${r.target_key}]` : ''}\t${displayValue(r.field, r.current_value)} → ${displayValue(r.field, r.proposed)}`);
      }
      return;
    }
    const corrections = await listCorrections(ctx.store, opts.limit);
    if (!corrections.length) console.error('no corrections yet (pending reports: paperboard corrections list --reports pending)');
    for (const c of corrections) {
      const where = c.paper_id ? `arXiv:${c.paper_id}` : `alias:${c.target_key}`;
      console.log(`#${c.id}\t${c.created_at.slice(0, 16)}\t${c.created_by}\t${where}\t${c.field}\t${displayValue(c.field, c.old_value)} → ${displayValue(c.field, c.new_value)}\t${c.undone_at ? `undone ${c.undone_at.slice(0, 10)}` : 'active'}`);
    }
  });
}

async function exportLog(opts: { format: string }): Promise<void> {
  if (opts.format !== 'json' && opts.format !== 'csv') throw Object.assign(new Error(`--format ${opts.format}: use json or csv`), { code: 'USAGE' });
  await withContext(async (ctx) => {
    const all = (await listCorrections(ctx.store, 10_000_000)).reverse();
    process.stdout.write(opts.format === 'csv' ? toCsv(all) : JSON.stringify(all, null, 1) + '\n');
  });
}

/** `paperboard corrections list|export`: the full log of corrections (and of reports with --reports). */
export function register(program: Command): void {
  const cmd = program.command('corrections').description('the log of accepted corrections (纠错)');
  cmd.command('list').description('print corrections, newest first (or reports with --reports)')
    .option('--reports <status>', 'list reports instead: pending | accepted | rejected | all')
    .option('--limit <n>', 'at most this many', '100')
    .action(list);
  cmd.command('export').description('write every correction, oldest first, to standard output')
    .option('--format <fmt>', 'json or csv', 'json')
    .action(exportLog);
}
