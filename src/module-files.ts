// Paperboard runs from its TypeScript sources (tests, `tsx`) or from the compiled copy in dist/ (the installed
// command). Code that finds modules by listing a folder, or names a sibling module, asks here which it is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** '.js' when running compiled (dist/), '.ts' when running from src/. */
export const MODULE_EXT = path.extname(fileURLToPath(import.meta.url));

/** Whether `file` (a name in a folder listing) is a module of this build: .ts/.tsx in src, .js in dist; never a test. */
export function isModuleFile(file: string): boolean {
  if (/\.test\.[jt]sx?$/.test(file) || file.endsWith('.d.ts') || file.endsWith('.map')) return false;
  return MODULE_EXT === '.js' ? file.endsWith('.js') : /\.tsx?$/.test(file);
}

/** The module `name` (without extension) beside the module at `base` (its import.meta.url), in this build. */
export function siblingModule(base: string, name: string): URL {
  return new URL(`./${name}${MODULE_EXT}`, base);
}

/** A module file name without its extension (`001-core.ts` and `001-core.js` are both `001-core`). */
export function moduleName(file: string): string {
  return file.replace(/\.[jt]sx?$/, '');
}
