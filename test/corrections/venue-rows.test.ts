import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { snapshotText, tempFile } from '../helpers/data.ts';
import { seedPapers } from './fixture.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport, undoCorrection } from '../../src/corrections/moderate.ts';
import { venueKey } from '../../src/corrections/fields.ts';
import { redetectVenues } from '../../src/venues/redetect.ts';
import { listEditions, papersOfEdition } from '../../src/papers/queries.ts';
import { responseCache } from '../../src/web/distribution/response-cache.ts';

describeStores('corrections: venue pages, counts and feeds follow accepted venue corrections', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  let edition: string;
  let key: string;
  let gone = 0;
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store);
    const v = await t.store.db.selectFrom('paper_venues').selectAll().where('paper_id', '=', ids[0]).where('status', '=', 'accepted').executeTakeFirstOrThrow();
    edition = v.edition!;
    key = venueKey(v);
  });
  afterAll(async () => { await t.drop(); });

  const listed = async (ed = edition) => (await papersOfEdition(t.store, ed, 1, 1000)).items.map((p) => p.id);
  const count = async (ed = edition) => (await listEditions(t.store)).find((e) => e.edition === ed)?.papers ?? 0;
  const correct = async (paperId: string, value: object) => {
    const r = await createReport(t.store, { paperId, field: 'venue', targetKey: key, currentValue: null, proposed: JSON.stringify(value), note: null }, 'fp');
    const id = await acceptReport(t.store, r, { by: 'Mod' });
    responseCache(t.store, { entries: 1, ttlMs: 1 }).clear(); // what the admin routes do after a decision
    return id;
  };
  const visible = async (id: string) => {
    const page = await (await app.request(`/venues/${edition}`)).text();
    const feed = await (await app.request(`/feeds/venues/${edition}.atom`)).text();
    const json = await (await app.request(`/exports/venues/${edition}.json`)).text();
    return [page, feed, json].map((s) => s.includes(`/papers/${id}`) || s.includes(`"id":"${id}"`));
  };

  it('"not at this venue" takes a paper off the edition page, its counts, feed and export', async () => {
    expect(await listed()).toContain(ids[0]);
    const before = await count();
    expect(await visible(ids[0])).toEqual([true, true, true]);
    const [venue, year] = key.split('|');
    gone = await correct(ids[0], { venue, year: Number(year), track: 'main', workshop: null, status: 'none', presentation: null });
    expect(await listed()).not.toContain(ids[0]);
    expect(await count()).toBe(before - 1);
    expect(await visible(ids[0])).toEqual([false, false, false]);
    const paper = await (await app.request(`/papers/${ids[0]}`)).text();
    expect(paper).not.toContain(`href="/venues/${edition}"`);
  });

  it('a paper moved to another venue is listed there and no longer at the old edition', async () => {
    await correct(ids[1], { venue: 'NeurIPS', year: 2025, track: 'workshop', workshop: 'Test Workshop', status: 'accepted', presentation: null });
    expect(await listed()).not.toContain(ids[1]);
    expect(await listed('neurips-2025')).toEqual([ids[1]]);
    const ed = (await listEditions(t.store)).find((e) => e.edition === 'neurips-2025');
    expect(ed).toMatchObject({ papers: 1, workshop: 1, main: 0 });
    const api = await (await app.request(`/api/v1/papers/${ids[1]}`)).json();
    expect(api.venues).toEqual([expect.objectContaining({ venue: 'NeurIPS', year: 2025, edition: 'neurips-2025', track: 'workshop', source: 'correction' })]);
  });

  it('survives re-import with changed metadata and venue re-detection', async () => {
    const line = snapshotText().find((l) => l.includes(`"id":"${ids[0]}"`))!;
    const changed = JSON.parse(line);
    changed.abstract = `${changed.abstract} (revised)`;
    await importFile(t.store, tempFile('again.jsonl', [JSON.stringify(changed)]));
    expect((await t.store.db.selectFrom('papers').select('abstract').where('id', '=', ids[0]).executeTakeFirstOrThrow()).abstract).toContain('(revised)');
    expect(await listed()).not.toContain(ids[0]);
    const r = await redetectVenues(t.store);
    expect(r.changed).toBe(0); // same rules as at import: no paper changes venue
    expect(await listed()).not.toContain(ids[0]);
    expect(await listed()).not.toContain(ids[1]);
    expect(await listed('neurips-2025')).toEqual([ids[1]]);
  });

  it('undo lists the paper at its machine-detected edition again', async () => {
    await undoCorrection(t.store, gone, 'Mod');
    responseCache(t.store, { entries: 1, ttlMs: 1 }).clear();
    expect(await listed()).toContain(ids[0]);
    expect(await visible(ids[0])).toEqual([true, true, true]);
    const rows = await t.store.db.selectFrom('paper_venues').select(['status', 'source']).where('paper_id', '=', ids[0]).execute();
    expect(rows.every((r) => !r.status.startsWith('superseded') && r.source !== 'correction')).toBe(true);
  });
});
