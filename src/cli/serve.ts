import type { Command } from 'commander';
import { loadDotEnv } from './context.ts';
import { start } from '../main.ts';

/** `paperboard serve`: migrate, import the sample on first start, serve the site; SIGTERM stops it gracefully. */
export function register(program: Command): void {
  program.command('serve', { isDefault: false })
    .description('migrate the store, import the bundled sample if it is empty, and serve the site (PORT, default 3000)')
    .option('-p, --port <port>', 'port (overrides PORT)')
    .action(async (opts: { port?: string }) => {
      loadDotEnv();
      const running = await start(process.env, { port: opts.port ? Number(opts.port) : undefined });
      let stopping = false;
      const shutdown = async () => {
        if (stopping) process.exit(1); // a second signal: stop at once
        stopping = true;
        try {
          await running.stop();
        } catch (err) {
          console.error(JSON.stringify({ msg: 'stop failed', err: String((err as Error)?.message ?? err) }));
          process.exit(1);
        }
        process.exit(0);
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    });
}
