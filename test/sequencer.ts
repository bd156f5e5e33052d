// The order test files start in (vitest.config.ts `sequence.sequencer`). Two workers take the files in this order, so
// a long file started last leaves one worker running alone at the end. Vitest's own order is by the durations of the
// last run in this checkout when it has them, and by file size otherwise; but a clean clone (CI) has no durations, and
// by size the slowest files came last: the per-store halves of the long two-store suites are 3-line files that run a
// `*.suite.ts`, and the browser and end-to-end suites (Chromium, child processes, servers) are not the largest.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files whose every test starts Chromium pages or `paperboard` processes: the slowest kind in every measured run. */
export function startsProcesses(file: string): boolean {
  return /\.browser\.test\.ts$/.test(file) || /(^|\/)test\/e2e\//.test(file);
}

/** A file's size counting the `*.suite.ts` files it imports from its own folder (a per-store half is 3 lines). */
export function sizeWithSuites(file: string, read: (f: string) => string = (f) => fs.readFileSync(f, 'utf8')): number {
  const text = read(file);
  let size = Buffer.byteLength(text);
  for (const m of text.matchAll(/^import [^;]* from '(\.\/[^']+\.suite\.ts)';/gm)) size += Buffer.byteLength(read(path.join(path.dirname(file), m[1])));
  return size;
}

/**
 * Projects by name (integration, whose files start processes, then the shared-module integration-shared and unit
 * files); within a project, by the last run's durations when this checkout has one for every file, else files that
 * start processes first, then the larger first.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const key = (f: TestSpecification) => `${f.project.name}:${path.relative(root, f.moduleId)}`;
    const durations = new Map(files.map((f) => [f, this.ctx.cache.getFileTestResults(key(f))?.duration]));
    const measured = files.every((f) => durations.get(f) !== undefined);
    const cost = new Map(files.map((f) => {
      if (measured) return [f, durations.get(f)!];
      const rel = path.relative(root, f.moduleId);
      return [f, (startsProcesses(rel) ? 1e9 : 0) + sizeWithSuites(f.moduleId)];
    }));
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return cost.get(b)! - cost.get(a)! || (a.moduleId < b.moduleId ? -1 : 1);
    });
  }
}
