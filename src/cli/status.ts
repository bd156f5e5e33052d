import type { Command } from 'commander';
import { withContext } from './context.ts';
import { createJobs } from '../jobs/jobs.ts';
import { allWorkStatus } from '../jobs/work-kinds.ts';
import { failureNote, formatEta, type WorkStatus } from '../jobs/work-progress.ts';

/** The status as a table for a terminal. */
export function statusTable(rows: WorkStatus[]): string {
  const head = ['work', 'left', 'queued jobs', 'running', 'done/last h', 'failures', 'time left'];
  const body = rows.map((r) => [r.kind, r.remaining === null ? 'off' : String(r.remaining), String(r.queued), String(r.running),
    String(r.doneLastHour), String(r.failures), formatEta(r.etaSeconds)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const notes = rows.flatMap((r) => [r.note, failureNote(r)].filter((n) => n).map((n) => `  ${r.kind}: ${n}`));
  return [line(head), ...body.map(line), '', ...notes].join('\n');
}

/** `paperboard status`: per kind of background work, what is left, queued, done in the last hour, failed, and the time left at that pace. */
export function register(program: Command): void {
  program.command('status')
    .description('background work: backlog, jobs queued, done in the last hour, failures and time left at the current pace')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      await withContext(async (ctx) => {
        const jobs = await createJobs(ctx.store, ctx.config, { run: false });
        try {
          const rows = await allWorkStatus(ctx.store, ctx.config, jobs);
          console.log(opts.json ? JSON.stringify(rows, null, 2) : statusTable(rows));
        } finally {
          await jobs.stop();
        }
      });
    });
}
