import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Store } from './connection.ts';
import { isModuleFile, moduleName } from '../module-files.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Loads `migrations/NNN-name.ts` in order; each exports `up(db, dialect)`. Forward-only. */
class DirProvider implements MigrationProvider {
  constructor(private readonly store: Store) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(DIR)).filter((f) => /^\d{3}-/.test(f) && isModuleFile(f)).sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      const mod = await import(pathToFileURL(path.join(DIR, f)).href);
      out[moduleName(f)] = { up: (db) => mod.up(db, this.store.dialect) };
    }
    return out;
  }
}

/** Error raised when a migration fails; names the migration. */
export class MigrationError extends Error {
  readonly code = 'MIGRATION_FAILED';
}

/** Runs every pending migration (safe to call from several processes: Kysely takes a lock). Returns the names applied. */
export async function migrate(store: Store): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider: new DirProvider(store), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error)?.message ?? error}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
