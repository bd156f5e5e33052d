import type { Command } from 'commander';
import { withContext } from './context.ts';

/** `paperboard migrate`: apply pending migrations and exit. */
export function register(program: Command): void {
  program.command('migrate').description('apply pending database migrations (they also run at start-up)').action(async () => {
    await withContext(async (ctx) => {
      for (const name of ctx.migrated) console.log(`applied ${name}`);
      console.log(`store is up to date (${ctx.store.dialect}${ctx.migrated.length ? `; ${ctx.migrated.length} migration${ctx.migrated.length > 1 ? 's' : ''} applied` : ''})`);
    });
  });
}
