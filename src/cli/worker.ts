import type { Command } from 'commander';
import pino from 'pino';
import { openContext } from './context.ts';
import { createJobs } from '../jobs/jobs.ts';
import { loadTaskModules } from '../jobs/task-modules.ts';

/** `paperboard worker`: runs background jobs (any number of workers on any machines with PostgreSQL) until SIGTERM. */
export function register(program: Command): void {
  program.command('worker')
    .description('run background jobs (enrichment, harvests …) until SIGTERM / Ctrl-C; with PostgreSQL start as many as you like')
    .option('--concurrency <n>', 'jobs at once in this process', '4')
    .action(async (opts: { concurrency: string }) => {
      const ctx = await openContext();
      const log = pino({ level: ctx.config.logLevel });
      const jobs = await createJobs(ctx.store, ctx.config, { run: true, concurrency: Number(opts.concurrency), logger: log });
      const domains = await loadTaskModules(jobs, { store: ctx.store, config: ctx.config });
      await jobs.start();
      log.info({ engine: jobs.engine, domains, concurrency: Number(opts.concurrency) }, 'worker started');
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => { log.info({ signal }, 'worker stopping: finishing jobs in flight'); resolve(); };
        process.once('SIGTERM', () => stop('SIGTERM'));
        process.once('SIGINT', () => stop('SIGINT'));
      });
      await jobs.stop();
      await ctx.close();
      log.info('worker stopped');
    });
}
