import type { Command } from 'commander';
import { withContext } from './context.ts';
import { indexPending } from '../papers/search-index.ts';
import { recreateSearch, searchFileOf } from '../store/search-file.ts';

/** `paperboard search-index [--rebuild]`: brings the SQLite full-text index up to date, or rebuilds it from scratch. */
export function register(program: Command): void {
  program.command('search-index')
    .description('SQLite: bring the full-text index (NAME.search.db beside the store) up to date; --rebuild empties and rebuilds it')
    .option('--rebuild', 'empty the index and rebuild it from the papers')
    .action(async (opts: { rebuild?: boolean }) => {
      await withContext(async (ctx) => {
        const sqlite = ctx.store.sqlite;
        if (!sqlite) {
          console.log('PostgreSQL keeps its full-text index up to date on every write: nothing to do');
          return;
        }
        if (opts.rebuild) recreateSearch(sqlite);
        const t0 = performance.now();
        const tty = process.stderr.isTTY;
        const n = await indexPending(ctx.store, { onProgress: (k) => { if (tty) process.stderr.write(`\rindexed ${k}`); } });
        if (tty && n) process.stderr.write('\n');
        console.log(`${searchFileOf(sqlite.memory ? ':memory:' : sqlite.name)}: indexed ${n} papers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      });
    });
}
