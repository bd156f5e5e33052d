import type { Command } from 'commander';
import { openContext } from './context.ts';

/** `paperboard migrate`: apply pending migrations and exit. */
export function register(program: Command): void {
  program.command('migrate').description('apply pending database migrations (they also run at start-up)').action(async () => {
    const ctx = await openContext();
    console.log(`store is up to date (${ctx.store.dialect})`);
    await ctx.close();
  });
}
