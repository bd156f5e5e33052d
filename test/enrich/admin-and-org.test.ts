import { afterAll, beforeAll, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { orgNameScript, startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { seedPapers, testConfig } from './fixture.ts';
import { loadConfig } from '../../src/config.ts';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { enrichPapers } from '../../src/enrich/enrich-papers.ts';
import { zhNameForOrganisation } from '../../src/enrich/org-name-zh.ts';
import { mount } from '../../src/web/routes/admin-llm.tsx';

describeStores('admin LLM page and organisation names', (kind) => {
  let t: TestStore;
  let fake: FakeLlm;
  beforeAll(async () => {
    t = await createTestStore(kind);
    fake = await startFakeLlm({ script: orgNameScript((name) => (name.includes('Shanghai Jiao Tong') ? '上海交通大学' : null)) });
  });
  afterAll(async () => { await fake.close(); await t.drop(); });

  it('says the AI fields are pending and how to enable them when no model is configured', async () => {
    const app = new Hono();
    mount(app, { store: t.store, config: loadConfig({}) });
    const html = await (await app.request('/admin/llm')).text();
    expect(html).toContain('No model configured');
    expect(html).toContain('PAPERBOARD_LLM_BASE_URL');
  });

  it('shows tokens and cost per day, run and call after a run', async () => {
    const ids = await seedPapers(t.store, 4);
    const config = testConfig(fake.url);
    const s = await enrichPapers(t.store, createLlm(config)!, config, ids);
    const app = new Hono();
    mount(app, { store: t.store, config });
    const html = await (await app.request('/admin/llm')).text();
    expect(html).toContain('fake-model');
    expect(html).toContain(s.runId);
    expect(html).toContain(String(s.promptTokens));
    const json = await (await app.request('/admin/llm.json')).json();
    expect(json.days[0]).toMatchObject({ calls: s.calls, promptTokens: s.promptTokens, completionTokens: s.completionTokens });
    expect(json.fields).toEqual(expect.arrayContaining([{ task: 'summary_zh', status: 'done', n: 4 }]));
  });

  it('asks for an organisation name once, whatever its spelling, and caches a null too', async () => {
    const llm = createLlm(testConfig(fake.url))!;
    const before = fake.calls.length;
    expect(await zhNameForOrganisation(t.store, llm, 'Shanghai Jiao Tong University')).toBe('上海交通大学');
    expect(await zhNameForOrganisation(t.store, llm, 'shanghai jiao-tong  university')).toBe('上海交通大学');
    expect(await zhNameForOrganisation(t.store, llm, 'Some Lab That Is Not Known')).toBeNull();
    expect(await zhNameForOrganisation(t.store, llm, 'Some Lab That Is Not Known')).toBeNull();
    expect(await zhNameForOrganisation(t.store, null, 'Peking University')).toBeNull();
    expect(fake.calls.length - before).toBe(2);
  });
});
