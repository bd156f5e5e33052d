import type { Command } from 'commander';
import { loadDotEnv } from './context.ts';
import { start } from '../main.ts';
import { loadConfig } from '../config.ts';
import { isWebProcess, onLeaderStop, startCluster, startWebProcess, webProcessCount } from '../cluster.ts';

/**
 * `paperboard serve`: migrate, import the sample on first start, serve the site; with PAPERBOARD_WEB_PROCESSES (auto:
 * one per core on SQLite) several processes share the port (src/cluster.ts). SIGTERM / SIGINT stop it gracefully.
 */
export function register(program: Command): void {
  program.command('serve', { isDefault: false })
    .description('migrate the store, import the bundled sample if it is empty, and serve the site (PORT, default 3000; PAPERBOARD_WEB_PROCESSES processes)')
    .option('-p, --port <port>', 'port (overrides PORT)')
    .action(async (opts: { port?: string }) => {
      loadDotEnv();
      const port = opts.port ? Number(opts.port) : undefined;
      let running: { stop(): Promise<void> } | undefined;
      let stopping = false;
      const shutdown = async (signal: boolean) => {
        if (stopping) {
          if (signal && !isWebProcess()) process.exit(1); // a second signal to the leader: stop at once
          return;
        }
        stopping = true;
        if (!running) return; // still starting: stops as soon as it is up
        try {
          await running.stop();
        } catch (err) {
          console.error(JSON.stringify({ msg: 'stop failed', err: String((err as Error)?.message ?? err) }));
          process.exit(1);
        }
        process.exit(0);
      };
      // Listening for signals before starting: a SIGTERM during start-up stops the server once it is up, gracefully.
      process.on('SIGINT', () => void shutdown(true));
      process.on('SIGTERM', () => void shutdown(true));
      if (isWebProcess()) {
        onLeaderStop(() => void shutdown(false));
        running = await startWebProcess(process.env);
      } else if (webProcessCount(loadConfig(process.env)) > 1) {
        const cluster = await startCluster(process.env, { port });
        running = cluster;
        void cluster.exited.then(async (code) => { await cluster.stop().catch(() => {}); process.exit(code); });
      } else {
        running = await start(process.env, { port });
      }
      if (stopping) {
        stopping = false;
        await shutdown(false);
      }
    });
}
