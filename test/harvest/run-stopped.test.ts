import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { asRun, getRun, recentErrors, startOrResumeRun } from '../../src/harvest/runs.ts';
import { StoppedError } from '../../src/jobs/stopping.ts';

describeStores('a harvest run the worker stops while it waits (StoppedError)', (kind) => {
  let t: TestStore;
  beforeEach(async () => { t = await createTestStore(kind); });
  afterEach(async () => { await t.drop(); });

  it('is left open like a paused run, with no error recorded, and the next start resumes it', async () => {
    const { run } = await startOrResumeRun(t.store, 'oai', 'cs', {});
    const stopped = new StoppedError('GET https://export.arxiv.org/oai2 stopped while waiting to retry (HTTP 503)');
    await expect(asRun(t.store, run.id, async () => { throw Object.assign(new Error('page failed', { cause: stopped })); })).rejects.toThrow('page failed');
    expect(await getRun(t.store, run.id)).toMatchObject({ status: 'running', error: null, finished_at: null });
    expect(await recentErrors(t.store)).toEqual([]);
    expect(await startOrResumeRun(t.store, 'oai', 'cs', {})).toMatchObject({ resumed: true, run: { id: run.id } });
  });

  it('a real failure is still recorded and marks the run failed', async () => {
    const { run } = await startOrResumeRun(t.store, 'oai', 'cs', {});
    await expect(asRun(t.store, run.id, async () => { throw Object.assign(new Error('HTTP 500 from the OAI endpoint'), { code: 'ARXIV_RETRIES_EXHAUSTED' }); })).rejects.toThrow();
    expect(await getRun(t.store, run.id)).toMatchObject({ status: 'failed', error: 'ARXIV_RETRIES_EXHAUSTED: HTTP 500 from the OAI endpoint' });
    expect((await recentErrors(t.store)).map((e) => e.code)).toEqual(['ARXIV_RETRIES_EXHAUSTED']);
  });
});
