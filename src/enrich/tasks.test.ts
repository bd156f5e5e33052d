import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../../test/helpers/stores.ts';
import { seedPapers } from '../../test/enrich/fixture.ts';
import { claimFields, saveEnrichment } from './enrichment-store.ts';
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
});
