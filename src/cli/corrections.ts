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

async function list(opts: { reports?: string; limit: string }): Promise<void> {
  await withContext(async (ctx) => {
    if (opts.reports) {
      const status = opts.reports as 'pending' | 'accepted' | 'rejected' | 'all';
      for (const r of await listReports(ctx.store, status, Number(opts.limit))) {
        console.log(`#${r.id}\t${r.status}\t${r.created_at.slice(0, 16)}\tarXiv:${r.paper_id}\t${r.field}${r.target_key ? `[${r.target_key}]` : ''}\t${displayValue(r.field, r.current_value)} → ${displayValue(r.field, r.proposed)}`);
      }
      return;
    }
    for (const c of await listCorrections(ctx.store, Number(opts.limit))) {
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
