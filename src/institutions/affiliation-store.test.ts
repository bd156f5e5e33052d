import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, createTestStore, type TestStore } from '../../test/helpers/stores.ts';
import { resolveAuthors } from './extract.ts';
import { nameUnknownOrganisations, paperInstitutions, setPaperAffiliations } from './affiliation-store.ts';

const result = resolveAuthors('latex', [
  { name: 'Ann Lee', affiliations: ['School of Data Science, The Chinese University of Hong Kong, Shenzhen, China', "Huawei Noah's Ark Lab, Paris, France"] },
  { name: 'Bo Chen', affiliations: ['Renault Group, Guyancourt, France'] },
  { name: 'Cy Dee', affiliations: [] },
]);

describeStores('institutions store', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('stores a paper and shows the 机构 line in author order', async () => {
    await setPaperAffiliations(t.store, '2605.00001', 1, result);
    await setPaperAffiliations(t.store, '2605.00001', 2, result);
    const v = (await paperInstitutions(t.store, ['2605.00001', '2605.99999'])).get('2605.00001')!;
    expect(v.source).toBe('latex');
    expect(v.authors.map((a) => a.name)).toEqual(['Ann Lee', 'Bo Chen', 'Cy Dee']);
    expect(v.institutions.map((i) => i.display)).toEqual([
      'School of Data Science, The Chinese University of Hong Kong, Shenzhen（香港中文大学（深圳）数据科学学院）',
      "Noah's Ark Lab, Huawei（华为诺亚方舟实验室）",
      'Renault Group',
    ]);
  });

  it('names an unknown organisation once and shows it on every paper', async () => {
    const asked: string[] = [];
    await setPaperAffiliations(t.store, '2605.00002', 1, resolveAuthors('html', [{ name: 'Di Ek', affiliations: ['Renault Group, France'] }]));
    expect(await nameUnknownOrganisations(t.store, async (n) => { asked.push(n); return '雷诺集团'; })).toBe(1);
    expect(await nameUnknownOrganisations(t.store, async (n) => { asked.push(n); return null; })).toBe(0);
    expect(asked).toEqual(['Renault Group']);
    const m = await paperInstitutions(t.store, ['2605.00001', '2605.00002']);
    expect(m.get('2605.00002')!.institutions[0].display).toBe('Renault Group（雷诺集团）');
    expect(m.get('2605.00001')!.institutions[2].zh).toBe('雷诺集团');
  });
});
