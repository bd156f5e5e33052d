import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { RIGHT, seedPapers, WRONG } from './fixture.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { textKey } from '../../src/institutions/affiliation-keys.ts';
import { createReport } from '../../src/corrections/reports.ts';
import { acceptReport, undoCorrection } from '../../src/corrections/moderate.ts';
import { editionCountryCounts, findInstitutionsBySlug, institutionPapers } from '../../src/institutions/queries.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';

const NEW_SLUG = 'shanghai-university-of-finance-and-economics';
const OLD_SLUG = 'shanghai-university-of-finance';

describeStores('corrections: institution pages and venue filters follow accepted affiliation corrections', (kind) => {
  let t: TestStore;
  let app: Hono;
  let ids: string[];
  let edition: string;
  beforeAll(async () => {
    t = await createTestStore(kind);
    ids = await seedPapers(t.store);
    app = await testApp(t.store);
    edition = (await t.store.db.selectFrom('paper_venues').select('edition').where('paper_id', '=', ids[0]).executeTakeFirstOrThrow()).edition!;
  });
  afterAll(async () => { await t.drop(); });

  const papersOf = async (slug: string) => {
    const [inst] = await findInstitutionsBySlug(t.store, slug);
    if (!inst) return { inst, ids: [] as string[] };
    return { inst, ids: (await institutionPapers(t.store, inst.id, 1, 50)).items.map((r) => r.paper.id).sort() };
  };
  const filtered = async (text: string) => (await (await app.request(`/venues/${edition}?${new URLSearchParams({ institution: text })}`)).text());
  let correctionId = 0;

  it('an alias-scope correction moves every paper with that affiliation to the corrected institution', async () => {
    expect((await papersOf(OLD_SLUG)).ids).toEqual(ids.slice(0, 3).sort());
    const reportId = await createReport(t.store, { paperId: ids[0], field: 'affiliation', targetKey: textKey(WRONG), currentValue: WRONG, proposed: RIGHT, note: null }, 'fp');
    correctionId = await acceptReport(t.store, reportId, { by: 'Mod', scope: 'alias' });
    const now = await papersOf(NEW_SLUG);
    expect(now.inst?.name_en).toBe('Shanghai University of Finance and Economics');
    expect(now.ids).toEqual(ids.slice(0, 3).sort());
    expect((await papersOf(OLD_SLUG)).ids).toEqual([]);
    expect(now.inst?.country).toBe('CN');
    const atEdition = (await t.store.db.selectFrom('paper_venues').select('paper_id').where('edition', '=', edition).execute()).map((r) => r.paper_id);
    const onEdition = ids.slice(0, 3).filter((id) => atEdition.includes(id));
    const { items } = await papersOfEdition(t.store, edition, 1, 100, { institutionIds: [now.inst!.id] });
    expect(items.map((p) => p.id).sort()).toEqual(onEdition.sort());
    expect(items.length).toBeGreaterThan(0);
    expect((await editionCountryCounts(t.store, edition)).find((c) => c.country === 'CN')?.papers).toBeGreaterThan(0);
    const page = await (await app.request(`/institutions/${NEW_SLUG}`)).text();
    for (const id of ids.slice(0, 3)) expect(page).toContain(`/papers/${id}`);
    expect(page).not.toContain(`/papers/${ids[3]}`);
    expect(await filtered('Shanghai University of Finance and Economics')).toContain(`/papers/${items[0].id}`);
  });

  it('keeps the correction when the affiliations are extracted again', async () => {
    const inst = { id: null, ror: null, name_en: WRONG, name_zh: '上海财经大学', country: 'CN', unit_en: null, unit_zh: null };
    await setPaperAffiliations(t.store, ids[0], 2, { source: 'latex', authors: [{ name: 'First Author', affiliations: [{ text: WRONG, institutions: [inst] }] }] });
    expect((await papersOf(NEW_SLUG)).ids).toContain(ids[0]);
    expect((await papersOf(OLD_SLUG)).ids).toEqual([]);
  });

  it('undoing the correction gives the papers back to the machine-read institution', async () => {
    await undoCorrection(t.store, correctionId, 'Mod');
    // Undone here, outside the app (as another process would): cached pages follow within the 1 s data-version probe
    // (an undo through /admin clears this process's cache at once).
    await new Promise((r) => setTimeout(r, 1100));
    expect((await papersOf(OLD_SLUG)).ids).toEqual(ids.slice(0, 3).sort());
    const after = await papersOf(NEW_SLUG);
    expect(after.ids).toEqual([]);
    expect(await filtered('Shanghai University of Finance and Economics')).not.toContain(`/papers/${ids[0]}`);
  });
});
