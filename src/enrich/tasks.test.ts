import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../../test/helpers/stores.ts';
import { seedPapers } from '../../test/enrich/fixture.ts';
import { AUTO_RETRY_MAX_ATTEMPTS, claimFields, saveEnrichment } from './enrichment-store.ts';
import { ENRICH_PROMPT_VERSION, TASKS, type Task } from './prompts.ts';
import { papersMissingEnrichment, stillMissingEnrichment } from './tasks.ts';
import { SweepLookahead } from '../jobs/lookahead.ts';
import { recentMlPapers } from '../../test/enrich/fixture.ts';
import { upsertPapers } from '../papers/upsert.ts';

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

  it('a sweep reads ahead once and takes later refills from the list, passing over papers done since, until the store gains papers or the list ages', async () => {
    await upsertPapers(t.store, recentMlPapers(10)); // the 3 of beforeEach and 7 more, none enriched
    let scans = 0;
    let clock = 1_000;
    const ahead = new SweepLookahead(t.store, (limit) => { scans++; return papersMissingEnrichment(t.store, 'm', limit); },
      (list) => stillMissingEnrichment(t.store, 'm', list), { ahead: 3, maxAgeMs: 60_000, now: () => clock });
    const order = await papersMissingEnrichment(t.store, 'm', 100);
    expect(order.length).toBe(10);

    expect(await ahead.next(2, new Set())).toEqual(order.slice(0, 2));
    expect(scans).toBe(1);
    // The next refill comes from the list: the paper done meanwhile and the one already queued are passed over.
    for (const task of TASKS) await save(order[2], task);
    expect(await ahead.next(2, new Set([order[3]]))).toEqual([order[4], order[5]]);
    expect(scans).toBe(1);
    // The list (2 × 3 ids) ran out: what is left is read again (the papers queued so far are still waiting).
    expect(await ahead.next(3, new Set([order[0], order[1], order[4], order[5]]))).toEqual([order[3], order[6], order[7]]);
    expect(scans).toBe(2);

    // New papers: read again at once (they may come first).
    const [fresh] = recentMlPapers(11).slice(10);
    await upsertPapers(t.store, [fresh]);
    const now = await papersMissingEnrichment(t.store, 'm', 100);
    expect(await ahead.next(1, new Set())).toEqual([now[0]]);
    expect(scans).toBe(3);
    // An old list is read again too.
    clock += 61_000;
    await ahead.next(1, new Set());
    expect(scans).toBe(4);
  });
});
