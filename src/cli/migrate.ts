import type { Command } from 'commander';
import { withContext } from './context.ts';

/** `paperboard migrate`: apply pending migrations and exit. */
export function register(program: Command): void {
  program.command('migrate').description('apply pending database migrations (they also run at start-up)').action(async () => {
    await withContext(async (ctx) => console.log(`store is up to date (${ctx.store.dialect})`));
  });
}
