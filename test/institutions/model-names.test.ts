import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { orgNameScript, startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { testConfig } from '../enrich/fixture.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { zhNameForOrganisation } from '../../src/enrich/org-name-zh.ts';
import { extractFile } from '../../src/institutions/extract.ts';
import { nameFromModel } from '../../src/institutions/affiliation-pipeline.ts';
import { BIN } from '../helpers/processes.ts';

// A real cas-dc author block whose two laboratories are in neither the registry nor the unit glossary (PROVENANCE.md).
const FRONT = path.resolve(import.meta.dirname, '../fixtures/affiliations/design/cas-cjlu-hmcgnn/front.tex');

describeStores('Chinese names from the model for organisations the registry does not name', (kind) => {
  const ctx: { t?: TestStore; fake?: FakeLlm } = {};
  beforeAll(async () => {
    [ctx.t, ctx.fake] = await Promise.all([createTestStore(kind), startFakeLlm({ script: orgNameScript((n) => (/Laboratory/.test(n) ? `实验室${n.length}` : null)) })]);
  });
  afterAll(async () => { await ctx.fake?.close(); await ctx.t?.drop(); });

  it('names each unnamed organisation once, keeps the registry names, and asks nothing the second time', async () => {
    const fake = ctx.fake!;
    const llm = createLlm(testConfig(fake.url))!;
    const ask = (name: string) => zhNameForOrganisation(ctx.t!.store, llm, name);
    const first = await extractFile(FRONT);
    const all = () => first.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions));
    const unnamed = [...new Set(all().filter((r) => !r.name_zh).map((r) => r.name_en))];
    const registryNamed = all().filter((r) => r.name_zh).map((r) => [r.name_en, r.name_zh]);
    // counted before the model names any (a laboratory that is a unit of its host university is named as a unit)
    const unnamedUnits = new Set(all().filter((r) => r.unit_en && !r.unit_zh).map((r) => r.unit_en)).size;
    expect(unnamed.some((n) => /Laboratory/.test(n))).toBe(true);
    const before = fake.calls.length;
    const named = await nameFromModel(first, ask, true);
    expect(named).toBeGreaterThan(0);
    expect(fake.calls.length - before).toBe(unnamed.length + unnamedUnits);
    for (const r of all()) if (/Laboratory/.test(r.name_en)) expect(r.name_zh).toMatch(/^实验室\d+$/);
    for (const [en, zh] of registryNamed) expect(all().find((r) => r.name_en === en)?.name_zh).toBe(zh);
    const again = await extractFile(FRONT);
    const calls = fake.calls.length;
    await nameFromModel(again, ask, true);
    expect(fake.calls.length).toBe(calls);
    expect(again).toEqual(first);
  });

  it('gives a model answer in the form readers use (simplified characters, no legal suffix); the store keeps the answer as given', async () => {
    const fake = await startFakeLlm({ script: orgNameScript((n) => (/Acme/.test(n) ? '艾克米網絡技術有限公司' : '香港某某大學')) });
    try {
      const llm = createLlm(testConfig(fake.url))!;
      expect(await zhNameForOrganisation(ctx.t!.store, llm, 'Acme Networks Co., Ltd.')).toBe('艾克米网络');
      expect(await zhNameForOrganisation(ctx.t!.store, llm, 'Some University of Hong Kong')).toBe('香港某某大学');
      const stored = await ctx.t!.store.db.selectFrom('org_names_zh').select(['name', 'zh']).where('name', 'in', ['Acme Networks Co., Ltd.', 'Some University of Hong Kong']).orderBy('name').execute();
      expect(stored).toEqual([{ name: 'Acme Networks Co., Ltd.', zh: '艾克米網絡技術有限公司' }, { name: 'Some University of Hong Kong', zh: '香港某某大學' }]);
      const calls = fake.calls.length;
      expect(await zhNameForOrganisation(ctx.t!.store, llm, 'ACME networks co ltd')).toBe('艾克米网络');
      expect(fake.calls.length).toBe(calls);
    } finally { await fake.close(); }
  });

  it('with institutions off, names only sub-units (what the background job does before storing)', async () => {
    const r = await extractFile(FRONT);
    const n = await nameFromModel(r, async () => '某名', false);
    expect(r.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions)).filter((i) => i.name_zh === '某名')).toEqual([]);
    expect(n).toBe(r.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions)).filter((i) => i.unit_zh === '某名').length);
  });

  it('`paperboard affiliations extract FILE` asks the configured model once per organisation (cached in the store), not with --no-llm', async () => {
    const fake = ctx.fake!;
    await ctx.t!.store.db.deleteFrom('org_names_zh').execute();
    // No pacing (PAPERBOARD_LLM_RPM 0): what is checked is which organisations are asked, not when (test/enrich/llm-limits.test.ts paces).
    const env = { ...process.env, ...ctx.t!.env, PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'test-key', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_RPM: '0' };
    const run = async (...args: string[]) => JSON.parse((await promisify(execFile)(process.execPath, [BIN, 'affiliations', 'extract', ...args, FRONT], { env })).stdout);
    const zhs = (out: any) => out.authors.flatMap((a: any) => a.affiliations.flatMap((f: any) => f.institutions.map((i: any) => i.name_zh)));
    const before = fake.calls.length;
    const first = await run();
    const asked = fake.calls.length - before;
    expect(asked).toBeGreaterThan(0);
    expect(zhs(first).filter((z: string | null) => z && /^实验室\d+$/.test(z)).length).toBeGreaterThan(0);
    expect(await ctx.t!.store.db.selectFrom('org_names_zh').select('name').execute()).toHaveLength(asked);
    expect(await run()).toEqual(first);
    expect(fake.calls.length - before).toBe(asked);
    const plain = await run('--no-llm');
    expect(zhs(plain).some((z: string | null) => z && /^实验室/.test(z))).toBe(false);
    expect(fake.calls.length - before).toBe(asked);
  }, 180_000);
});
