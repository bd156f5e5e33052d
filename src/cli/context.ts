import fs from 'node:fs';
import { loadConfig, type Config } from '../config.ts';
import { openStore, type Store } from '../store/connection.ts';
import { migrate } from '../store/migrate.ts';
import { shareGapThrough } from '../arxiv/client.ts';
import { storeGapGate } from '../arxiv/shared-gap.ts';
import { recordHostHealth } from '../arxiv/host-health-store.ts';

/** Loads `.env` from the working directory into process.env (existing variables win). */
export function loadDotEnv(file = '.env'): void {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
}

/** Config plus a migrated store, for a CLI command. */
export interface CliContext {
  config: Config;
  store: Store;
  /** The migrations this command applied as it opened the store (usually none). */
  migrated: string[];
  close(): Promise<void>;
}

/** Opens a CLI context; call `close()` when done (or use withContext). */
export async function openContext(): Promise<CliContext> {
  loadDotEnv();
  const config = loadConfig();
  const store = openStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, pgWorkMem: config.pgWorkMem });
  const migrated = await migrate(store);
  shareGapThrough(storeGapGate(store)); // one polite gap to arXiv for every process on this store
  recordHostHealth(store); // whether arXiv (and the other sources) answer, for `paperboard status` and /admin of every process
  return { config, store, migrated, close: () => store.close() };
}

/** Runs `fn` with a CLI context (config and migrated store), closing the store afterwards whatever happens. */
export async function withContext<T>(fn: (ctx: CliContext) => Promise<T>): Promise<T> {
  const ctx = await openContext();
  try {
    return await fn(ctx);
  } finally {
    await ctx.close();
  }
}

/** Prints an error for a person (code and message, no stack unless DEBUG) and returns the exit code. */
export function reportError(err: unknown): number {
  const e = err as Error & { code?: string };
  const code = typeof e?.code === 'string' ? `[${e.code}] ` : '';
  console.error(`paperboard: ${code}${e?.message ?? String(err)}`);
  if (e?.cause && process.env.DEBUG) console.error(e.cause);
  if (process.env.DEBUG && e?.stack) console.error(e.stack);
  return 1;
}
