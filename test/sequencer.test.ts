import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SlowFirstSequencer, sizeWithSuites, startsProcesses } from './sequencer.ts';

const root = path.resolve(import.meta.dirname, '..');
const spec = (project: string, rel: string) => ({ project: { name: project }, moduleId: path.join(root, rel) }) as unknown as TestSpecification;
function sequencer(durations: Record<string, number>): SlowFirstSequencer {
  const ctx = { config: { root }, cache: { getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined) } };
  return new SlowFirstSequencer(ctx as unknown as Vitest);
}
const order = async (s: SlowFirstSequencer, files: TestSpecification[]) => (await s.sort(files)).map((f) => `${f.project.name}:${path.relative(root, f.moduleId)}`);

describe('the order test files start in', () => {
  it('counts the suite a per-store half runs in its size', () => {
    const files: Record<string, string> = { '/t/a-sqlite.test.ts': "import { a } from './a.suite.ts';\na('sqlite');\n", '/t/a.suite.ts': 'x'.repeat(5000) };
    expect(sizeWithSuites('/t/a-sqlite.test.ts', (f) => files[f])).toBe(files['/t/a-sqlite.test.ts'].length + 5000);
    expect(sizeWithSuites(path.join(root, 'test/security/xss-corpus-sqlite.browser.test.ts'))).toBeGreaterThan(5000);
  });

  it('knows the Chromium and end-to-end files, not the others', () => {
    expect(['test/browser/admin-bilingual.browser.test.ts', 'test/e2e/worker-kill-sqlite.test.ts', 'test/security/xss-corpus-postgres.browser.test.ts'].map(startsProcesses)).toEqual([true, true, true]);
    expect(['test/web/pages.test.ts', 'src/venues/detect.test.ts', 'test/e2e.ts'].map(startsProcesses)).toEqual([false, false, false]);
  });

  it('in a clean clone: within each project (integration first), the process-starting files first, then by size with their suites', async () => {
    const files = [
      spec('unit', 'src/venues/detect.test.ts'),
      spec('integration', 'test/web/pages.test.ts'),
      spec('integration', 'test/security/xss-corpus-sqlite.browser.test.ts'),
      spec('integration', 'test/e2e/worker-kill-postgres.test.ts'),
      spec('integration', 'test/sequencer.test.ts'),
    ];
    const sorted = await order(sequencer({}), files);
    expect(sorted.slice(0, 2).sort()).toEqual(['integration:test/e2e/worker-kill-postgres.test.ts', 'integration:test/security/xss-corpus-sqlite.browser.test.ts']);
    expect(sorted.slice(2)).toEqual(['integration:test/web/pages.test.ts', 'integration:test/sequencer.test.ts', 'unit:src/venues/detect.test.ts']);
  });

  it('after a run of every file here, by that run\'s durations, longest first', async () => {
    const files = [spec('integration', 'test/web/pages.test.ts'), spec('integration', 'test/e2e/first-start.test.ts'), spec('unit', 'src/venues/detect.test.ts')];
    const s = sequencer({ 'integration:test/web/pages.test.ts': 9000, 'integration:test/e2e/first-start.test.ts': 2000, 'unit:src/venues/detect.test.ts': 50_000 });
    expect(await order(s, files)).toEqual(['integration:test/web/pages.test.ts', 'integration:test/e2e/first-start.test.ts', 'unit:src/venues/detect.test.ts']);
    // One file not yet run: durations alone cannot place it, so the clean-clone order is used for all.
    const more = [...files, spec('integration', 'test/security/xss-corpus-sqlite.browser.test.ts')];
    expect((await order(s, more))[0]).toBe('integration:test/security/xss-corpus-sqlite.browser.test.ts');
  });
});
