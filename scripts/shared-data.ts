// Where the development data set lives for benchmarks and evaluations (tests never read it).
import fs from 'node:fs';
import path from 'node:path';

const DEFAULT = path.resolve(import.meta.dirname, '../../shared/data');

/** The shared data folder: `--shared DIR` in args, else PAPERBOARD_SHARED_DATA, else ../shared/data beside the repo; exits with a clear message when it is absent. */
export function sharedDataDir(args: string[] = process.argv.slice(2), need = ''): string {
  const i = args.indexOf('--shared');
  const dir = path.resolve(i >= 0 && args[i + 1] ? args[i + 1] : process.env.PAPERBOARD_SHARED_DATA || DEFAULT);
  const want = path.join(dir, need);
  if (!fs.existsSync(want)) {
    console.error(`paperboard: this script needs the development data set, and ${want} does not exist.\n` +
      `Put the shared data folder beside the repository (../shared/data), or pass --shared DIR or set PAPERBOARD_SHARED_DATA.`);
    process.exit(2);
  }
  return dir;
}
