import os from 'node:os';
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { withContext } from './context.ts';
import { importFile, type ImportSummary } from '../arxiv/import.ts';
import { yieldNiceness } from '../store/serving.ts';
import { describeWriteLock } from '../arxiv/write-pacer.ts';
import { createJobs } from '../jobs/jobs.ts';
import { queueSweepsForNewPapers } from '../jobs/after-new-papers.ts';

/** Prints an import summary: counts, then the rejected lines with their reasons. */
export function printSummary(s: ImportSummary, out: (line: string) => void = console.log): void {
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  out(`${s.file}: read ${s.read} · inserted ${s.inserted} · updated ${s.updated} · unchanged ${s.unchanged} · rejected ${s.rejected}` +
    `${s.resumedAtLine ? ` (resumed at line ${s.resumedAtLine})` : ''} in ${secs(s.totalMs)} (stored in ${secs(s.storedMs)}; ${s.indexed} indexed for search)`);
  if (s.writeLock) out(`  ${describeWriteLock(s.writeLock)}`);
  for (const r of s.rejections) out(`  rejected line ${r.line}: ${r.reason}`);
  if (s.rejected > s.rejections.length) out(`  … and ${s.rejected - s.rejections.length} more rejected lines`);
}

/** `paperboard import FILE…`: streams arXiv snapshot JSONL (or .json.gz) files into the store. */
export function register(program: Command): void {
  program.command('import')
    .description('import arXiv snapshot records (Kaggle arxiv-metadata-oai-snapshot layout, .jsonl or .json.gz); idempotent and resumable')
    .argument('<files...>', 'snapshot files')
    .option('--batch <n>', "records per transaction (beside a site served from the same SQLite store: sized by time instead, PAPERBOARD_IMPORT_HOLD_MS, giving way to the site's writes; default 2000, 1000 for a large file into a SQLite store)")
    .option('--no-progress', 'never show a progress bar')
    .action(async (files: string[], opts: { batch?: string; progress: boolean }) => {
      await withContext(async (ctx) => {
        // Beside a site served from this store on this machine, the import yields: lower priority and short write
        // transactions. On SQLite only its parsing and search-indexing threads are lowered: the writes stay on this
        // thread at normal priority, as a low-priority writer descheduled while it holds SQLite's write lock kept the
        // site's writes (reports, moderation) waiting behind it (arxiv/import.ts). PostgreSQL locks rows, not the
        // store: the whole process is lowered (its threads inherit it).
        const nice = await yieldNiceness(ctx.store, ctx.config.importNice);
        if (nice > 0) {
          if (ctx.store.dialect === 'postgres') {
            try { os.setPriority(nice); } catch { /* keeps its priority */ }
          }
          console.error(`paperboard import: a site is served from this store on this machine; importing at lower priority (nice ${nice}, PAPERBOARD_IMPORT_NICE)`);
        }
        let changed = 0;
        for (const file of files) {
          const bar = opts.progress && process.stderr.isTTY
            ? new cliProgress.SingleBar({ format: `${file} [{bar}] {percentage}% · {read} read · {rejected} rejected · eta {eta}s`, stream: process.stderr }, cliProgress.Presets.shades_classic)
            : null;
          bar?.start(100, 0, { read: 0, rejected: 0 });
          const summary = await importFile(ctx.store, file, {
            batchSize: opts.batch === undefined ? undefined : Number(opts.batch), nice, heapMb: ctx.config.importHeapMb,
            refreshS: ctx.config.importRefreshS, holdMs: ctx.config.importHoldMs,
            onProgress: (bytes, total, s) => bar?.update(total ? Math.round((bytes / total) * 100) : 0, { read: s.read, rejected: s.rejected }),
          });
          bar?.update(100);
          bar?.stop();
          printSummary(summary);
          changed += summary.inserted + summary.updated;
        }
        // The background work of the new papers starts now, not at the next scheduled sweep.
        if (changed > 0) {
          const jobs = await createJobs(ctx.store, ctx.config, { run: false });
          try {
            const queued = await queueSweepsForNewPapers(jobs, ctx.config);
            if (queued.length) console.error(`paperboard import: queued ${queued.join(' and ')} for the new papers`);
          } finally {
            await jobs.stop();
          }
        }
      });
    });
}
