import type { Command } from 'commander';
import pino from 'pino';
import { openContext } from './context.ts';
import { createJobs } from '../jobs/jobs.ts';
import { loadTaskModules } from '../jobs/task-modules.ts';

/** Resolves on the first SIGTERM / SIGINT (a second one exits at once). Installed before any job can start. */
function stopSignal(log: pino.Logger, timeoutS: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) process.exit(1);
      stopping = true;
      log.info({ signal, timeoutS }, 'worker stopping: finishing jobs in flight');
      resolve();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });
}

/** `paperboard worker`: runs background jobs (any number of workers on any machines with PostgreSQL) until SIGTERM. */
export function register(program: Command): void {
  program.command('worker')
    .description('run background jobs (enrichment, harvests …) until SIGTERM / Ctrl-C; with PostgreSQL start as many as you like')
    .option('--concurrency <n>', 'jobs at once in this process', '4')
    .action(async (opts: { concurrency: string }) => {
      const ctx = await openContext();
      const log = pino({ level: ctx.config.logLevel });
      const stopped = stopSignal(log, ctx.config.stopTimeoutS);
      const jobs = await createJobs(ctx.store, ctx.config, { run: true, concurrency: Number(opts.concurrency), logger: log, stopTimeoutMs: ctx.config.stopTimeoutS * 1000 });
      const domains = await loadTaskModules(jobs, { store: ctx.store, config: ctx.config });
      await jobs.start();
      log.info({ engine: jobs.engine, domains, concurrency: Number(opts.concurrency) }, 'worker started');
      await stopped;
      try {
        await jobs.stop();
        await ctx.close();
        log.info('worker stopped');
      } catch (err) {
        log.error({ err: (err as Error)?.message ?? String(err) }, 'worker stop failed (database unreachable?): jobs still active are retried after their expiry');
        process.exit(1);
      }
      process.exit(0); // a released job's handler may still hold a socket open: it is back in the queue, so leave
    });
}
