// The enrichment backlog `paperboard status` and /admin show is a maintained count (migration 015), not a scan of
// every paper: after every kind of write — fields claimed, finished, failed again, given back, a paper's new version
// imported, a paper deleted — the count the triggers keep equals what a full scan counts, on SQLite and PostgreSQL;
// and on PostgreSQL two transactions finishing a paper's last two fields at once count it once.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import { recordFromSnapshot } from '../../src/arxiv/snapshot-record.ts';
import { claimFields, releaseFields, saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { countMissingEnrichment } from '../../src/enrich/tasks.ts';
import { ENRICH_PROMPT_VERSION, TASKS, type Task } from '../../src/enrich/prompts.ts';
import { FIELDS, SCAN_ENRICHMENT_DONE } from '../../src/store/migrations/015-enrichment-done-count.ts';
import { openStore, type Store } from '../../src/store/connection.ts';

const MODEL = 'test-model';
const OTHER = 'other-model';

describeStores('enrichment backlog kept as a count', (kind) => {
  let t: TestStore;
  let ids: string[];
  const lines = snapshotLines(1, 12);
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('done-count.jsonl', lines), { workers: false });
    ids = lines.map((l) => JSON.parse(l).id as string);
  });
  afterAll(async () => { await t.drop(); });

  const kept = async (model = MODEL) => Number((await t.store.db.selectFrom('enrichment_done_counts').select('papers')
    .where('model', '=', model).where('prompt_version', '=', ENRICH_PROMPT_VERSION).executeTakeFirst())?.papers ?? 0);
  const scanned = async (model = MODEL) => {
    const rows = (await sql.raw<{ model: string; prompt_version: string; papers: number }>(SCAN_ENRICHMENT_DONE).execute(t.store.db)).rows;
    return Number(rows.find((r) => r.model === model && r.prompt_version === ENRICH_PROMPT_VERSION)?.papers ?? 0);
  };
  const version = async (id: string) => Number((await t.store.db.selectFrom('papers').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
  const save = async (id: string, task: Task, value: string | undefined, model = MODEL, store: Store = t.store) =>
    saveEnrichment(store, { paperId: id, version: await version(id), task, model, promptVersion: ENRICH_PROMPT_VERSION, value, error: value === undefined ? 'bad answer' : undefined, attempts: 1, callId: null });
  const same = async (expected: number) => {
    expect(await kept()).toBe(expected);
    expect(await scanned()).toBe(expected);
  };

  it('counts the fields the prompts ask for', () => {
    expect(FIELDS).toEqual([...TASKS]);
  });

  it('follows claims, answers, failures, releases, new versions and deletions as a scan counts them', async () => {
    await same(0);
    // Claimed (running rows), then answered one by one: complete with the last field only.
    const fields = TASKS.map((task) => ({ paperId: ids[0], version: 0, task }));
    for (const f of fields) f.version = await version(ids[0]);
    expect((await claimFields(t.store, fields, MODEL, ENRICH_PROMPT_VERSION)).size).toBe(3);
    await same(0);
    await save(ids[0], 'title_zh', '标题');
    await save(ids[0], 'summary_zh', '摘要');
    await same(0);
    await save(ids[0], 'summary_en', 'A summary.');
    await same(1);
    // Answered without a claim (inserts), for two more papers; another model's fields count for that model only.
    for (const id of ids.slice(1, 3)) for (const task of TASKS) await save(id, task, `${task} of ${id}`);
    for (const task of TASKS) await save(ids[3], task, 'x', OTHER);
    await same(3);
    expect(await kept(OTHER)).toBe(1);
    expect(await scanned(OTHER)).toBe(1);
    // A field failing again (done → failed) takes the paper out; answered again, it is back.
    await save(ids[1], 'summary_zh', undefined);
    await same(2);
    await save(ids[1], 'summary_zh', '摘要二');
    await same(3);
    // Claims given back (running rows deleted) change nothing.
    const other = { paperId: ids[4], version: await version(ids[4]), task: 'title_zh' as Task };
    await claimFields(t.store, [other], MODEL, ENRICH_PROMPT_VERSION);
    await releaseFields(t.store, [other], MODEL, ENRICH_PROMPT_VERSION);
    await same(3);
    // A newer version of an enriched paper imported: its fields belong to the old version, so it needs them again.
    const obj = JSON.parse(lines[2]) as { versions: { version: string; created: string }[]; title: string };
    obj.versions = [...obj.versions, { version: `v${obj.versions.length + 1}`, created: 'Mon, 1 Dec 2025 10:00:00 GMT' }];
    obj.title = `${obj.title} (revised)`;
    const r = await upsertPapers(t.store, [recordFromSnapshot(obj, 'test')]);
    expect(r.updated).toBe(1);
    await same(2);
    // A paper deleted with its fields in place.
    await t.store.db.deleteFrom('papers').where('id', '=', ids[0]).execute();
    await same(1);
    // The backlog: papers minus the fully enriched ones, as the status page reads it.
    const papers = Number((await t.store.db.selectFrom('papers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await countMissingEnrichment(t.store, MODEL)).toBe(papers - 1);
  });

  // PostgreSQL only: SQLite has one writer, so the race cannot happen there (not defined there rather than skipped).
  if (kind === 'postgres') it('two transactions finishing the last two fields of a paper at once count it once', async () => {
    const id = ids[6];
    await save(id, 'title_zh', '标题');
    const before = await kept();
    const other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: '' });
    try {
      let release: () => void = () => {};
      const hold = new Promise<void>((r) => { release = r; });
      let firstWritten: () => void = () => {};
      const written = new Promise<void>((r) => { firstWritten = r; });
      // The first finishes summary_zh and keeps its transaction open; the second finishes summary_en meanwhile.
      const first = other.db.transaction().execute(async (trx) => {
        await save(id, 'summary_zh', '摘要', MODEL, { ...other, db: trx } as Store);
        firstWritten();
        await hold;
      });
      await written;
      const second = save(id, 'summary_en', 'A summary.');
      await new Promise((r) => setTimeout(r, 300));
      release();
      await Promise.all([first, second]);
    } finally {
      await other.close();
    }
    expect(await kept()).toBe(before + 1);
    expect(await scanned()).toBe(before + 1);
  });
});
