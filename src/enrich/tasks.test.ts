import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../../test/helpers/stores.ts';
import { seedPapers } from '../../test/enrich/fixture.ts';
import { AUTO_RETRY_MAX_ATTEMPTS, claimFields, saveEnrichment } from './enrichment-store.ts';
import { ENRICH_PROMPT_VERSION, TASKS, type Task } from './prompts.ts';
import { papersMissingEnrichment } from './tasks.ts';

describeStores('enrichment sweep', (kind) => {
  let t: TestStore;
  let ids: string[];
  beforeEach(async () => { t = await createTestStore(kind); ids = await seedPapers(t.store, 3); });
  afterEach(async () => { await t.drop(); });

  const version = async (id: string) => Number((await t.store.db.selectFrom('papers').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
  async function save(id: string, task: Task, failed = false) {
    await saveEnrichment(t.store, { paperId: id, version: await version(id), task, model: 'm', promptVersion: ENRICH_PROMPT_VERSION, attempts: 1, callId: null, ...(failed ? { error: 'bad' } : { value: 'v' }) });
  }

  it('finds papers missing any field, and those whose failed field is a day old; a job re-claims only the old failures', async () => {
    const [full, partial, failed] = ids;
    for (const task of TASKS) await save(full, task);
    await save(partial, 'summary_zh');
    for (const task of TASKS) await save(failed, task, task === 'title_zh');
    expect((await papersMissingEnrichment(t.store, 'm', 10)).sort()).toEqual([partial]);
    const later = new Date(Date.now() + 25 * 3600_000);
    expect((await papersMissingEnrichment(t.store, 'm', 10, later)).sort()).toEqual([partial, failed].sort());

    const v = await version(failed);
    const fields = TASKS.map((task) => ({ paperId: failed, version: v, task }));
    expect((await claimFields(t.store, fields, 'm', ENRICH_PROMPT_VERSION, { retryFailedBefore: new Date(Date.now() - 60_000) })).size).toBe(0);
    expect([...await claimFields(t.store, fields, 'm', ENRICH_PROMPT_VERSION, { retryFailedBefore: later })]).toEqual([`${failed}|${v}|title_zh`]);
  });

  it('stops retrying a field automatically once its attempts over all runs reach the cap', async () => {
    const [, , failed] = ids;
    for (const task of TASKS) await save(failed, task, task === 'title_zh');
    const later = new Date(Date.now() + 25 * 3600_000);
    const v = await version(failed);
    const field = [{ paperId: failed, version: v, task: 'title_zh' as Task }];
    // Each failing run adds its attempts: claimed and failed again until AUTO_RETRY_MAX_ATTEMPTS.
    let runs = 1;
    for (; runs < 50 && (await claimFields(t.store, field, 'm', ENRICH_PROMPT_VERSION, { retryFailedBefore: later })).size === 1; runs++) await save(failed, 'title_zh', true);
    expect(runs).toBe(AUTO_RETRY_MAX_ATTEMPTS);
    const row = await t.store.db.selectFrom('enrichments').select(['attempts', 'status']).where('paper_id', '=', failed).where('task', '=', 'title_zh').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: AUTO_RETRY_MAX_ATTEMPTS, status: 'failed' });
    expect(await papersMissingEnrichment(t.store, 'm', 10, later)).not.toContain(failed);
    // By hand (--retry-failed) it can still be asked again.
    expect((await claimFields(t.store, field, 'm', ENRICH_PROMPT_VERSION, { retryFailed: true })).size).toBe(1);
  });
});
