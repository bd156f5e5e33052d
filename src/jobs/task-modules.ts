import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { Jobs } from './jobs.ts';
import { MODULE_EXT } from '../module-files.ts';

/** What every `registerTasks` receives. */
export interface TaskDeps {
  store: Store;
  config: Config;
}

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loads every `src/<domain>/tasks.ts` that exports `registerTasks(jobs, deps)` and calls it, so the
 * server and `paperboard worker` know the same tasks. Returns the domains loaded.
 */
export async function loadTaskModules(jobs: Jobs, deps: TaskDeps): Promise<string[]> {
  const loaded: string[] = [];
  for (const dir of fs.readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const file = path.join(SRC, dir, `tasks${MODULE_EXT}`);
    if (!fs.existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    if (typeof mod.registerTasks !== 'function') continue;
    await mod.registerTasks(jobs, deps);
    loaded.push(dir);
  }
  return loaded;
}
