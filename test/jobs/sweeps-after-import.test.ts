import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { queueFor } from '../helpers/queues.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { testConfig } from '../enrich/fixture.ts';
import { loadConfig } from '../../src/config.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { queueSweepsForNewPapers } from '../../src/jobs/after-new-papers.ts';
import { ENRICH_SWEEP_TASK } from '../../src/enrich/tasks.ts';
import { AFFILIATIONS_SWEEP_TASK } from '../../src/institutions/tasks.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/paperboard.js');

// New papers start their background work at once: `paperboard import` (and a harvest run) queue the enrichment and
// affiliation sweeps instead of leaving the papers to the next scheduled sweep (10 minutes, an hour) with idle workers.
describeStores('sweeps queued for new papers', (kind) => {
  let t: TestStore;
  let jobs: Jobs;
  beforeEach(async () => {
    t = await createTestStore(kind);
    jobs = await queueFor(kind, t, { run: false });
  });
  afterEach(async () => {
    await jobs.stop();
    await t.drop();
  });
  const waiting = async (task: string) => (await jobs.waiting(task, 10)).length;

  it('queues each sweep of the work that is on, once', async () => {
    const config = testConfig('http://127.0.0.1:9/v1');
    expect(await queueSweepsForNewPapers(jobs, config)).toEqual([ENRICH_SWEEP_TASK, AFFILIATIONS_SWEEP_TASK]);
    // a sweep already waiting is not doubled
    expect(await queueSweepsForNewPapers(jobs, config)).toEqual([]);
    expect(await waiting(ENRICH_SWEEP_TASK)).toBe(1);
    expect(await waiting(AFFILIATIONS_SWEEP_TASK)).toBe(1);
  });

  it('queues nothing for work that is off (no model, affiliation schedule off)', async () => {
    expect(await queueSweepsForNewPapers(jobs, loadConfig({ PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false' }))).toEqual([]);
    expect(await waiting(ENRICH_SWEEP_TASK)).toBe(0);
    expect(await waiting(AFFILIATIONS_SWEEP_TASK)).toBe(0);
  });

  it('`paperboard import` queues the sweeps when it stored papers, and not when the file changed nothing', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PAPERBOARD_LLM_MODEL: 'fake-model',
      ...t.env,
    };
    const file = tempFile('new.jsonl', snapshotLines(1, 20));
    const run = () => new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, 'import', '--no-progress', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`import exited ${code}: ${out}`))));
    });
    const first = await run();
    expect(first).toMatch(/inserted 20/);
    expect(first).toContain(`queued ${ENRICH_SWEEP_TASK} and ${AFFILIATIONS_SWEEP_TASK} for the new papers`);
    expect(await waiting(ENRICH_SWEEP_TASK)).toBe(1);
    expect(await waiting(AFFILIATIONS_SWEEP_TASK)).toBe(1);
    const again = await run();
    expect(again).toMatch(/unchanged 20/);
    expect(again).not.toContain('queued');
    expect(await waiting(ENRICH_SWEEP_TASK)).toBe(1);
  });
});
