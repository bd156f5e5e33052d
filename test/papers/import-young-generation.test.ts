import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(import.meta.dirname, '../../src/cli/young-generation.ts');

/** A fresh node process allocating what it keeps (as modules loading do), its young generation held or not: its size, MB. */
function youngAfterLoading(hold: boolean, releaseFirst = false): number {
  const script = `
    import v8 from 'node:v8';
    const { holdYoungGeneration, releaseYoungGeneration } = await import(${JSON.stringify(MODULE)});
    if (${hold}) holdYoungGeneration();
    if (${releaseFirst}) releaseYoungGeneration();
    const kept = [];
    for (let i = 0; i < 300000; i++) kept.push({ name: 'x' + i, pair: [i, i + 1] });
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    console.log(young.space_size / 1048576, kept.length);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim().split(' ')[0]);
}

// `paperboard import` holds its main thread's young generation while its modules load (src/cli/main.ts), so it is not
// left at V8's maximum, committed and unused, for the whole import.
describe('the young generation held while a command loads', () => {
  it('stays at its first size while held, and grows as V8 grows it once released', () => {
    const held = youngAfterLoading(true);
    const free = youngAfterLoading(false);
    expect(held).toBeLessThanOrEqual(4);
    expect(free).toBeGreaterThanOrEqual(held * 4);
    expect(youngAfterLoading(true, true)).toBe(free);
  });
});
