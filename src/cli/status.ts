import type { Command } from 'commander';
import { withContext } from './context.ts';
import { createJobs } from '../jobs/jobs.ts';
import { backgroundStatus } from '../jobs/work-kinds.ts';
import { failureNote, timeLeft, type WorkStatus } from '../jobs/work-progress.ts';
import { sourceLine, type SourceStatus } from '../jobs/sources.ts';

/** The status as a table for a terminal, then the notes and the hosts the work fetches from. */
export function statusTable(rows: WorkStatus[], sources: SourceStatus[] = [], now = new Date()): string {
  const head = ['work', 'left', 'queued jobs', 'running', 'done/last h', 'failures', 'time left'];
  const body = rows.map((r) => [r.kind, r.remaining === null ? 'off' : String(r.remaining), String(r.queued), String(r.running),
    String(r.doneLastHour), String(r.failures), timeLeft(r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const notes = rows.flatMap((r) => [r.note, failureNote(r, now)].filter((n) => n).map((n) => `  ${r.kind}: ${n}`));
  const hosts = sources.length ? ['', 'sources (hosts background work fetches from, as every process on this store saw them):', ...sources.map((s) => `  ${sourceLine(s, now)}`)] : [];
  return [line(head), ...body.map(line), '', ...notes, ...hosts].join('\n');
}

/** `paperboard status`: per kind of background work, what is left, queued, done in the last hour, failed, the time left at that pace, and which hosts answer. */
export function register(program: Command): void {
  program.command('status')
    .description('background work: backlog, jobs queued, done in the last hour, failures, time left at the current pace (or the host it waits for), and whether arXiv and the other sources answer')
    .option('--json', 'print JSON: {work, sources}, as /admin/status.json')
    .action(async (opts: { json?: boolean }) => {
      await withContext(async (ctx) => {
        const jobs = await createJobs(ctx.store, ctx.config, { run: false });
        try {
          const { work, sources } = await backgroundStatus(ctx.store, ctx.config, jobs);
          console.log(opts.json ? JSON.stringify({ work, sources }, null, 2) : statusTable(work ?? [], sources));
        } finally {
          await jobs.stop();
        }
      });
    });
}
